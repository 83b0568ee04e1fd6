// The room's tally on a result card, the same in every game: "Matches won: Ada 2 · Bo 1" (the
// server's `state.tally` for an online room, js/online/names.js), nothing offline or before
// anyone in the room won a match.

import { t } from '../core/i18n.js';

/** A <p data-testid="room-tally"> with the tally of the session's room, or null. */
export function roomTally(S) {
  const text = S.online ? S.online.tally : '';
  if (!text) return null;
  const p = document.createElement('p');
  p.className = 'room-tally';
  p.setAttribute('data-testid', 'room-tally');
  p.textContent = t('online-tally', { tally: text });
  return p;
}
