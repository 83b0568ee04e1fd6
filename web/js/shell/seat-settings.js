// The settings' seats (people at one table): "Play against" (the computer, people at this
// device, online with friends), then with people a select "the computer" / "a person at this
// device" for every seat but the first when there are more than two (settings field
// `seat<i>`), and a name field for every person (js/core/people.js keeps the names). Drawn into
// the page's `#seat-kinds` element; the page's settings form passes its `change` events to
// changeSeats() first, and this module handles the name fields.

import { OTHER_KINDS, MAX_NAME, againstOf, computerPlays, planOf, withAgainst } from '../core/seat-plan.js';
import { loadNames, saveName } from '../core/people.js';
import { keyed, t } from '../core/i18n.js';

export { computerPlays } from '../core/seat-plan.js';

/** CHOICES entries for the seat kinds of a game with up to `max` seats: {seat1: [...], ...}. */
export function seatChoices(max) {
  return Object.fromEntries(Array.from({ length: max - 1 }, (_, i) => [`seat${i + 1}`, OTHER_KINDS]));
}

/** DEFAULTS entries: every other seat the computer. */
export function seatDefaults(max) {
  return Object.fromEntries(Array.from({ length: max - 1 }, (_, i) => [`seat${i + 1}`, 'computer']));
}

/**
 * Draw the seats of a match of `count` seats into `host`: first "Play against" (select
 * `against`: the computer, people at this device, and online with friends when `onlineOk`),
 * then, with people, a row per seat: its kind (computer or a person; only with more than two
 * seats, as two people leave no choice) and each person's name.
 *   settings   the page's settings (seat<i> fields)
 *   T          {against, againstKinds: {computer, people, online}, seatLabel(i),
 *               kinds: {computer, person}, nameLabel(i), defaultName(i)}
 *   storage, game   where the names live
 *   onRename(seat, name)   a name was changed (the running match's seat is renamed)
 *   onlineOk   the room server answered (the page's change handler opens the room dialog)
 */
export function drawSeatSettings(host, { count, settings, T, storage, game, onRename, onlineOk = false }) {
  const names = loadNames(storage, game);
  const against = againstOf(settings, count);
  const people = Array.from({ length: count }, (_, i) => i === 0 || settings[`seat${i}`] === 'person');
  host.replaceChildren();
  const head = document.createElement('div');
  head.className = 'field seat-against';
  const headId = `set-against-${game}`;
  const headLabel = document.createElement('label');
  headLabel.htmlFor = headId;
  headLabel.textContent = T.against;
  const headSel = document.createElement('select');
  headSel.id = headId;
  headSel.name = 'against';
  headSel.setAttribute('data-testid', 'set-against');
  for (const k of ['computer', 'people', ...(onlineOk ? ['online'] : [])]) {
    const o = document.createElement('option');
    o.value = k;
    o.textContent = T.againstKinds[k];
    headSel.append(o);
  }
  headSel.value = against;
  head.append(headLabel, headSel);
  host.append(head);
  if (against !== 'people') return;
  for (let i = 0; i < count; i++) {
    const row = document.createElement('div');
    row.className = 'field seat-kind';
    row.dataset.seat = String(i);
    if (i > 0 && count > 2) {
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
    if (people[i]) {
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
/** The settings form's seat rows (drawSeatSettings into `$('seat-kinds')`, with the page's T)
 *  and its computer level, shown only where a computer plays. `onRename(seat, name)`: the
 *  running match's seat is renamed. */
export function drawWhoPlays($, { count, settings, T, storage, game, onRename, onlineOk }) {
  drawSeatSettings($('seat-kinds'), { count, settings, storage, game, T: seatTexts(T), onRename, onlineOk });
  $('set-level').closest('.field').hidden = !computerPlays(settings, count);
}

export const namesOf = (storage, game) => loadNames(storage, game);

/** The texts drawSeatSettings wants, from a game page's texts (T.seatKindLabel, seatKinds,
 *  nameLabel, defaultName) and the shared "Play against" messages. */
export const seatTexts = (T) => ({
  against: t('dom-opponent'), againstKinds: keyed('dom-opponent'),
  seatLabel: T.seatKindLabel, kinds: T.seatKinds, nameLabel: T.nameLabel, defaultName: T.defaultName,
});

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

/**
 * The settings form's change of "Play against" (`against`) or a seat's kind (`seat<i>`) for a
 * match of `count` seats (at most `max`); returns false for any other field. Online opens the
 * room dialog (`openOnline()`) and changes nothing. A change of who sits at the table while a
 * match runs (`inProgress()`) asks `ask(confirmText)` first: yes starts a new match with it, no
 * keeps it for the next match; with no match running a new one starts at once.
 * `apply(next, startNew)` saves and draws the new settings (and starts the new match).
 */
export async function changeSeats(ev, { settings, count, max, inProgress, ask, confirmText, openOnline, apply }) {
  const el = ev.target;
  const field = el.name;
  if (field !== 'against' && !/^seat[1-3]$/.test(field)) return false;
  if (field === 'against' && el.value === 'online') {
    el.value = againstOf(settings, count);
    openOnline();
    return true;
  }
  if (field !== 'against' && !OTHER_KINDS.includes(el.value)) return true;
  const next = field === 'against' ? withAgainst(settings, el.value, count, max) : { ...settings, [field]: el.value };
  const same = Array.from({ length: max - 1 }, (_, i) => `seat${i + 1}`).every((k) => next[k] === settings[k]);
  if (same) return true;
  const changesMatch = Array.from({ length: count - 1 }, (_, i) => `seat${i + 1}`).some((k) => next[k] !== settings[k]);
  if (!changesMatch) apply(next, false);
  else if (inProgress()) apply(next, await ask(confirmText));
  else apply(next, true);
  return true;
}

/**
 * changeSeats() as every game page calls it: `page` is {game (the table's controller), online
 * (setupOnline's), ask, T (confirmNew), storage, GAME, renderSettings(), set(next) (the page's
 * settings become `next`)}. Saves the new settings, draws them, and starts the new match when
 * asked to. Resolves false for a field that is not about the seats.
 */
export function changeSeatsOnPage(ev, settings, count, max, page) {
  const { game, online, ask, T, storage, GAME, renderSettings, set } = page;
  return changeSeats(ev, {
    settings, count, max, inProgress: () => game.inProgress(), ask, confirmText: T.confirmNew,
    openOnline: () => online.openDialog(),
    apply: (next, startNew) => {
      set(next);
      storage.saveSettings(GAME, next);
      renderSettings();
      if (startNew) game.newMatch();
    },
  });
}

/** The texts of the seats' settings every game page's T holds (functions and getters: the
 *  language of the moment). Added with withPeopleTexts(T). */
const PEOPLE_TEXTS = {
  seatKindLabel: (i) => t('seat-kind-label', { n: i + 1 }),
  seatKinds: keyed('seat-kind'),
  nameLabel: (i) => t('person-name-label', { n: i + 1 }),
  defaultName: (i) => t('person-default-name', { n: i + 1 }),
};
/** The hand-over screen's texts (ui/handover.js), for the games with hidden hands. */
const HANDOVER_TEXTS = {
  handoverTitle: (name) => t('handover-title', { name }),
  get handoverSince() { return t('handover-since'); },
  handoverReady: (name) => t('handover-ready', { name }),
};

/** Adds the people's texts (and with `handover`, the hand-over screen's) to a page's T, getters
 *  kept as getters. Returns T. */
export function withPeopleTexts(T, { handover = false } = {}) {
  Object.defineProperties(T, Object.getOwnPropertyDescriptors(PEOPLE_TEXTS));
  if (handover) Object.defineProperties(T, Object.getOwnPropertyDescriptors(HANDOVER_TEXTS));
  return T;
}
