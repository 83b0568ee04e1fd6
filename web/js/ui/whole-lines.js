// A scrolling list of text lines sized by its layout (the Dominoes log beside the felt on a
// short landscape screen) shows whole entries only (issue 17: a line cut in half at the log's
// edge, just under the round line; an entry that wraps onto two or three lines cut to its
// last line). While the list follows its newest entry, its window is made exactly as tall as
// the newest entries that fit whole; the room left over goes above the list (a top margin),
// so the hint under it and everything around it keep their place.

/**
 * Keep `list` (an element with a fixed line height, scrolling on the y axis, its entries its
 * children) showing whole entries, in pixels, as it, its container or its entries change.
 * A list at its bottom stays there. An entry taller than the whole room is shown from its
 * start, in whole text lines (the rest of it scrolls).
 */
export function wholeLines(list) {
  // whether the list follows its end, as of the player's last scroll (a list that shrinks keeps
  // its scrollTop, so this is read before the resize, not after); our own scrolls do not count
  let atEnd = true;
  let ours = -1;
  list.addEventListener('scroll', () => {
    if (Math.abs(list.scrollTop - ours) < 1) return;
    atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 2;
  }, { passive: true });
  const scrollTo = (top) => {
    list.scrollTop = top;
    ours = list.scrollTop;
  };
  // the list's own inline values, put back before each measure
  const base = { maxHeight: list.style.maxHeight, marginTop: list.style.marginTop };
  const fit = () => {
    list.style.maxHeight = base.maxHeight;
    list.style.marginTop = base.marginTop;
    const cs = getComputedStyle(list);
    const line = parseFloat(cs.lineHeight);
    if (!(line > 0)) return;
    const padTop = parseFloat(cs.paddingTop);
    const pad = padTop + parseFloat(cs.paddingBottom);
    const room = list.clientHeight - pad;
    if (!(room >= line)) return;
    const entries = list.children;
    let used = 0;
    if (atEnd && list.scrollHeight - pad > room + 0.5) {
      // the newest entries that fit whole (an entry's height is a whole number of lines)
      for (let i = entries.length - 1; i >= 0; i--) {
        const h = entries[i].getBoundingClientRect().height;
        if (used + h > room + 0.5) break;
        used += h;
      }
    }
    let newestFirst = false;
    if (used === 0) { // nothing to follow, or the newest entry taller than the room
      used = Math.floor((room + 0.5) / line) * line;
      newestFirst = atEnd && entries.length > 0 && list.scrollHeight - pad > room + 0.5;
    }
    if (used < room - 0.5) {
      list.style.maxHeight = `${used + pad}px`;
      list.style.marginTop = `${parseFloat(cs.marginTop) + room - used}px`;
    }
    if (newestFirst) {
      const top = entries[entries.length - 1].getBoundingClientRect().top;
      scrollTo(list.scrollTop + top - list.getBoundingClientRect().top - list.clientTop - padTop);
    }
    else if (atEnd) scrollTo(list.scrollHeight);
  };
  // the container (a new screen size), the list itself (the hint under it took a line) and
  // its entries (a new turn)
  const resized = new ResizeObserver(fit);
  resized.observe(list.parentElement);
  resized.observe(list);
  new MutationObserver(fit).observe(list, { childList: true, subtree: true, characterData: true });
  // and a web font that arrives (the entries change height, the list does not)
  document.fonts?.addEventListener('loadingdone', fit);
  fit();
}
