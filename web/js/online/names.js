// What a room calls its seats. A person by their name; a seat the computer took over when its
// person left keeps that person's name (the server keeps it: design.md "Additions"); the
// computer's own seats are "Computer", or "Computer 1", "Computer 2", ... when the room has
// more than one (numbered in seat order, so every friend's screen uses the same name for the
// same seat); a free seat before the start is "Free seat".

import { t, num } from '../core/i18n.js';

const unnamedComputer = (s) => !!s && s.kind === 'computer' && !s.name;

/** The name of the computer in seat `i` of `seats` (the room's seats: [{kind, name, ...}]). */
export function computerName(seats, i) {
  const computers = seats.flatMap((s, j) => (unnamedComputer(s) ? [j] : []));
  if (computers.length < 2) return t('online-seat-computer');
  return t('online-seat-computer-n', { n: computers.indexOf(i) + 1 });
}

/** The room's name for seat `i`: the person's (or the name the seat had when its person left),
 *  the computer's, or a free seat. */
export function roomSeatName(seats, i) {
  const s = seats[i];
  if (!s || s.kind === 'open') return t('online-seat-open');
  if (s.name) return s.name;
  return computerName(seats, i);
}

/** "Ada 2 · Bo 1": the room's tally (matches won per seat), or '' before anyone won one. */
export function tallyText(seats, tally) {
  if (!Array.isArray(tally) || !tally.some((n) => n > 0)) return '';
  return seats.map((_, i) => `${roomSeatName(seats, i)} ${num(tally[i] || 0)}`).join(' · ');
}
