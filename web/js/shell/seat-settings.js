// The settings' seats (people at one table): for every seat but the first a select "the
// computer" / "a person at this device" (settings field `seat<i>`, checked like every other
// field by the page's CHOICES), and a name field for every person (js/core/people.js keeps
// the names). Drawn into the page's `#seat-kinds` element; the page's settings form handles
// the selects' `change` like its other fields, and this module handles the name fields.

import { OTHER_KINDS, MAX_NAME, planOf } from '../core/seat-plan.js';
import { loadNames, saveName } from '../core/people.js';

/** CHOICES entries for the seat kinds of a game with up to `max` seats: {seat1: [...], ...}. */
export function seatChoices(max) {
  return Object.fromEntries(Array.from({ length: max - 1 }, (_, i) => [`seat${i + 1}`, OTHER_KINDS]));
}

/** DEFAULTS entries: every other seat the computer. */
export function seatDefaults(max) {
  return Object.fromEntries(Array.from({ length: max - 1 }, (_, i) => [`seat${i + 1}`, 'computer']));
}

/**
 * Draw the seats of a match of `count` seats into `host`.
 *   settings   the page's settings (seat<i> fields)
 *   T          {seatLabel(i), kinds: {computer, person}, nameLabel(i), defaultName(i)}
 *   storage, game   where the names live
 *   onRename(seat, name)   a name was changed (the running match's seat is renamed)
 */
export function drawSeatSettings(host, { count, settings, T, storage, game, onRename }) {
  const names = loadNames(storage, game);
  const people = Array.from({ length: count }, (_, i) => i === 0 || settings[`seat${i}`] === 'person');
  const anyPerson = people.slice(1).some(Boolean);
  host.replaceChildren();
  for (let i = 0; i < count; i++) {
    const row = document.createElement('div');
    row.className = 'field seat-kind';
    row.dataset.seat = String(i);
    if (i > 0) {
      const id = `set-seat${i}-${game}`;
      const label = document.createElement('label');
      label.htmlFor = id;
      label.textContent = T.seatLabel(i);
      const sel = document.createElement('select');
      sel.id = id;
      sel.name = `seat${i}`;
      sel.setAttribute('data-testid', `set-seat${i}`);
      for (const k of OTHER_KINDS) {
        const o = document.createElement('option');
        o.value = k;
        o.textContent = T.kinds[k];
        sel.append(o);
      }
      sel.value = settings[`seat${i}`] === 'person' ? 'person' : 'computer';
      row.append(label, sel);
    }
    if (people[i] && anyPerson) {
      const id = `set-name${i}-${game}`;
      const label = document.createElement('label');
      label.htmlFor = id;
      label.textContent = T.nameLabel(i);
      const input = document.createElement('input');
      input.type = 'text';
      input.id = id;
      input.maxLength = MAX_NAME;
      input.autocomplete = 'off';
      input.dataset.nameSeat = String(i);
      input.setAttribute('data-testid', `set-name${i}`);
      input.placeholder = T.defaultName(i);
      input.value = names[i];
      input.addEventListener('change', (ev) => {
        ev.stopPropagation(); // not a settings field of the form's change handler
        saveName(storage, game, i, input.value);
        onRename(i, loadNames(storage, game)[i] || T.defaultName(i));
      });
      row.append(label, input);
    }
    if (row.childElementCount) host.append(row);
  }
}

/** The names to give planOf (js/core/seat-plan.js) for `game`. */
export const namesOf = (storage, game) => loadNames(storage, game);

/** The texts drawSeatSettings wants, from a game page's texts (T.seatKindLabel, seatKinds,
 *  nameLabel, defaultName). */
export const seatTexts = (T) => ({ seatLabel: T.seatKindLabel, kinds: T.seatKinds, nameLabel: T.nameLabel, defaultName: T.defaultName });

/** The seats of a new match of `n` seats (the table's seatPlan) from the settings' seat<i>
 *  fields and the people's names of `game`: planOf (js/core/seat-plan.js), a seat without a
 *  name called T.defaultName(i) when it is a person's (seat 0 too once any other seat is),
 *  else T.seatName(n, i). */
export function planFromSettings(settings, n, storage, game, T) {
  const person = (i) => settings[`seat${i}`] === 'person';
  return planOf(settings, n, namesOf(storage, game), (i) =>
    (person(i) || (i === 0 && Array.from({ length: n - 1 }, (_, k) => person(k + 1)).some(Boolean))
      ? T.defaultName(i) : T.seatName(n, i)));
}
