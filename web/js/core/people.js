// People at one table, kept with the settings (storage.js keeps every settings entry that is an
// object; this one is `settings.people`): the names typed for each game's seats and the tally
// of wins per name of matches between people (the statistics per level count only matches
// against the computer).
//
//   settings.people = { names: { <game>: [name, name, ...] },   index = seat
//                       wins:  { <game>: { <name>: wins } } }

import { isObj } from './checks.js';
import { cleanName } from './seat-plan.js';

const count = (x) => Number.isSafeInteger(x) && x >= 0;

function section(storage) {
  const p = storage.readAll().settings.people;
  return isObj(p) ? p : {};
}

/** The names saved for `game`'s seats: [string] (index = seat; '' where none). */
export function loadNames(storage, game) {
  const names = isObj(section(storage).names) ? section(storage).names[game] : null;
  return Array.from({ length: 4 }, (_, i) => (Array.isArray(names) ? cleanName(names[i]) : ''));
}

/** Save the name of `seat` (cleaned; '' for the default name). */
export function saveName(storage, game, seat, name) {
  const names = loadNames(storage, game);
  names[seat] = cleanName(name);
  return storage.update((d) => {
    const p = isObj(d.settings.people) ? d.settings.people : {};
    d.settings.people = { ...p, names: { ...(isObj(p.names) ? p.names : {}), [game]: names } };
  });
}

/** Wins per name between people in `game`: [[name, wins]], most wins first, then by name. */
export function loadWins(storage, game) {
  const w = isObj(section(storage).wins) ? section(storage).wins[game] : null;
  if (!isObj(w)) return [];
  return Object.entries(w)
    .filter(([n, k]) => cleanName(n) === n && n && count(k))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** A match between people ended: one more win for each name in `names`. */
export function recordWins(storage, game, names) {
  const now = Object.fromEntries(loadWins(storage, game));
  for (const n of names) now[n] = (now[n] || 0) + 1;
  return storage.update((d) => {
    const p = isObj(d.settings.people) ? d.settings.people : {};
    d.settings.people = { ...p, wins: { ...(isObj(p.wins) ? p.wins : {}), [game]: now } };
  });
}
