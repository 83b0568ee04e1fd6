// What a room calls a seat the computer plays: "Computer", or "Computer 1", "Computer 2", ...
// when the room has more than one (numbered in seat order, so every friend's screen uses the
// same name for the same seat).

import { t } from '../core/i18n.js';

/** The name of the computer in seat `i` of `seats` (the room's seats: [{kind, ...}]). */
export function computerName(seats, i) {
  const computers = seats.flatMap((s, j) => (s && s.kind === 'computer' ? [j] : []));
  if (computers.length < 2) return t('online-seat-computer');
  return t('online-seat-computer-n', { n: computers.indexOf(i) + 1 });
}
