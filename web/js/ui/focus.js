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
