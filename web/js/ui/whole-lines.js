// A scrolling list of text lines sized by its layout (the Dominoes log beside the felt on a
// short landscape screen) shows whole lines only (issue 17: a line cut in half at the log's
// edge, just under the round line): its height is rounded down to a whole number of lines.

/**
 * Keep `list` (an element with a fixed line height, scrolling on the y axis) a whole number
 * of lines high, in pixels, as it or its container changes size. A list at its bottom stays there.
 */
export function wholeLines(list) {
  // whether the list shows its end, as of its last scroll (a list that shrinks keeps its
  // scrollTop, so this is read before the resize, not after)
  let atEnd = true;
  list.addEventListener('scroll', () => {
    atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 2;
  }, { passive: true });
  const fit = () => {
    list.style.maxHeight = '';
    const cs = getComputedStyle(list);
    const line = parseFloat(cs.lineHeight);
    if (!(line > 0)) return;
    const pad = parseFloat(cs.paddingTop) + parseFloat(cs.paddingBottom);
    const n = Math.floor((list.clientHeight - pad + 0.5) / line);
    if (n >= 1) list.style.maxHeight = `${n * line + pad}px`;
    if (atEnd) list.scrollTop = list.scrollHeight;
  };
  // the container (a new screen size) and the list itself (the hint under it took a line)
  const observer = new ResizeObserver(fit);
  observer.observe(list.parentElement);
  observer.observe(list);
  fit();
}
