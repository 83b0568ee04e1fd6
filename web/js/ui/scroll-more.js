// A sign that a card scrolls (issue 17: the result card of four seats on a phone hid its last
// rows with no sign): while more of the card lies below the scroller's bottom edge, the
// scroller carries `data-more="true"` and a chevron sticks to its bottom edge; a click on the
// chevron scrolls on by most of a screenful. The chevron is drawn only (aria-hidden): the
// scroller itself takes the keyboard focus and scrolls with the arrow keys.

const watched = new WeakMap(); // scroller -> ResizeObserver

function update(scroller) {
  const more = scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 2;
  scroller.dataset.more = String(more);
}

/**
 * Give `card` (the scroller's content, drawn anew) a chevron and keep `scroller`'s
 * `data-more` up to date as it scrolls and as either changes size. Call after each drawing.
 */
export function markMore(scroller, card) {
  const chevron = document.createElement('span');
  chevron.className = 'scroll-more';
  chevron.setAttribute('aria-hidden', 'true');
  chevron.setAttribute('data-testid', 'scroll-more');
  chevron.addEventListener('click', () => {
    scroller.scrollBy({ top: Math.max(40, scroller.clientHeight * 0.8), behavior: 'smooth' });
  });
  card.append(chevron);
  let observer = watched.get(scroller);
  if (!observer) {
    observer = new ResizeObserver(() => update(scroller));
    watched.set(scroller, observer);
    scroller.addEventListener('scroll', () => update(scroller), { passive: true });
  }
  observer.disconnect();
  observer.observe(scroller);
  observer.observe(card);
  update(scroller);
}
