// The seat chips every game draws the same way: li.seat[data-seat][data-testid=seat-N] with
// the seat's name, a detail (tiles or seeds in hand) and the score; and the seats' names in a
// replay of a match whose seats are not known here.

import { t } from '../core/i18n.js';

/** A seat's name while a match whose seats this device does not know (an online room's, a
 *  record file's: no plan) is played back: `you` for the seat it is watched from, else
 *  "Seat N" (as the replay bar names it), never "You" or "Computer" counted from seat 0.
 *  null when the table names its seats its own way (no replay, or a plan). `S`: the session. */
export function replaySeatName(S, seat, you) {
  if (!S.replay || S.plan) return null;
  return seat === S.viewer ? you : t('replay-seat', { n: seat + 1 });
}

/**
 * One seat chip.
 *   seat     seat number (0 = the person)
 *   name     the seat's name
 *   detail   text after the name ('' for none)
 *   score    text of the score ('' for none)
 *   toMove   marks data-to-move="true"
 *   label    the chip's aria-label (null: none)
 *   data     more data-* attributes ({tiles: 7} -> data-tiles="7"; null values are left out)
 */
export function seatItem({ seat, name, detail = '', score = '', toMove = false, label = null, data = {} }) {
  const li = document.createElement('li');
  li.className = 'seat';
  li.dataset.seat = String(seat);
  li.setAttribute('data-testid', `seat-${seat}`);
  if (toMove) li.dataset.toMove = 'true';
  const part = (cls, text) => {
    const span = document.createElement('span');
    span.className = cls;
    span.textContent = text;
    return span;
  };
  li.append(part('seat-name', name), part('seat-tiles', detail), part('seat-score', score));
  for (const [k, v] of Object.entries(data)) if (v != null) li.dataset[k] = String(v);
  if (label != null) li.setAttribute('aria-label', label);
  return li;
}
