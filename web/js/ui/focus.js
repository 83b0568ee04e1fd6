// Keeping the keyboard focus across a redraw: a redraw replaces elements, and a focused one
// that is gone leaves the focus on <body>, where a keyboard player is lost.

/** Call before a redraw; returns `restore()` to call after it. If the focus was inside one of
 *  `areas` and is on nothing (or <body>) after the redraw, `restore` calls `refocus()`. */
export function keepFocus(areas, refocus) {
  const act = document.activeElement;
  const had = !!act && act !== document.body && areas.some((a) => a && a.contains(act));
  return () => {
    if (had && (!document.activeElement || document.activeElement === document.body)) refocus();
  };
}

/** Roving focus among `container`'s `selector` items: the arrows move to the previous or next
 *  (wrapping round), Home and End to the first and last. Other keys, and a focus outside the
 *  items, are left alone; a handled key's default is prevented. */
export function moveFocus(container, selector, ev) {
  const items = [...container.querySelectorAll(selector)];
  const i = items.indexOf(document.activeElement);
  if (i < 0) return;
  let j = i;
  if (ev.key === 'ArrowLeft' || ev.key === 'ArrowUp') j = (i - 1 + items.length) % items.length;
  else if (ev.key === 'ArrowRight' || ev.key === 'ArrowDown') j = (i + 1) % items.length;
  else if (ev.key === 'Home') j = 0;
  else if (ev.key === 'End') j = items.length - 1;
  else return;
  ev.preventDefault();
  items[j].focus();
}
