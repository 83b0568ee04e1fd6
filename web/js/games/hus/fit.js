// The room the Hus board may take: the width and height of .hus-fit's content box, in px, as
// the custom properties --fit-w and --fit-h (css/hus.css sizes the pits from them).
//
// Why not CSS container units (100cqw, container-type: size)? In Chromium every style change
// inside a size container (a pit's class, a count, the status line) then runs layout to
// resolve the container first: 100-1000 ms a frame while seeds move, measured with
// bench/hus_anim.py (issue 15). Measured here instead, the board restyles only when the room
// changes size.

/** Keeps --fit-w and --fit-h of `box` (an element with `contain: size`) at its content box's
 *  width and height in px, from now on (a ResizeObserver; its first report comes before the
 *  first paint). Returns a function that stops it. */
export function fitBoard(box) {
  if (!box || typeof ResizeObserver === 'undefined') return () => {};
  let drawn = '';
  const observer = new ResizeObserver((entries) => {
    const { width, height } = entries[entries.length - 1].contentRect;
    const now = `${width},${height}`;
    if (now === drawn) return;
    drawn = now;
    box.style.setProperty('--fit-w', `${width}px`);
    box.style.setProperty('--fit-h', `${height}px`);
  });
  observer.observe(box);
  return () => observer.disconnect();
}
