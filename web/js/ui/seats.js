// The seat chips every game draws the same way: li.seat[data-seat][data-testid=seat-N] with
// the seat's name, a detail (tiles or seeds in hand) and the score.

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
