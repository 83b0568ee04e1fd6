// Dragging a tile from the hand onto a place on the table, with native Pointer Events
// (mouse, pen and touch alike; no library). A press that moves less than SLOP px stays a tap
// (the hand's click handler plays it); a longer move starts a drag:
//
//   begin(tile)            the table shows the places for the tile (ghost buttons with
//                          data-move; for a round's first tile there are none and the whole
//                          table is the target: firstMove(tile) names the move)
//   drop(move)             the tile was let go over a place
//   cancel()               let go anywhere else, Escape, or the pointer was cancelled
//
// While dragging, a copy of the tile follows the pointer (.drag-tile), the tile in the hand
// carries data-dragging, the place under the pointer data-over, and the app root
// data-dragging="true". Listeners sit on window, so the hand may be redrawn meanwhile.
// Touch: playable hand tiles have `touch-action: none` (dominoes.css), so the browser does not
// pan the page instead of sending pointer moves.

const SLOP = 8;

export function enableDrag({ root, hand, table, layout, canDrag, begin, firstMove, drop, cancel, tileHTML }) {
  let press = null;   // {id, tile, x0, y0, w, h, started, el}
  let floating = null;
  let suppressClickUntil = 0;

  function places() {
    return [...layout.querySelectorAll('[data-testid="end-choice"]')];
  }

  /** The place under (or close to) the point, else null. */
  function placeAt(x, y) {
    let best = null;
    let bestD = Infinity;
    for (const el of places()) {
      const r = el.getBoundingClientRect();
      const dx = Math.max(r.left - x, 0, x - r.right);
      const dy = Math.max(r.top - y, 0, y - r.bottom);
      const d = Math.hypot(dx, dy);
      // small places on a crowded phone table get a generous catch radius
      const reach = Math.max(22, Math.min(r.width, r.height) * 0.9);
      if (d <= reach && d < bestD) { best = el; bestD = d; }
    }
    return best;
  }

  function overTable(x, y) {
    const r = table.getBoundingClientRect();
    return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
  }

  function target(x, y) {
    const el = placeAt(x, y);
    if (el) return { el, move: el.dataset.move };
    const first = firstMove(press.tile);
    if (first && overTable(x, y)) return { el: null, move: first };
    return null;
  }

  function mark(t) {
    for (const el of places()) {
      if (t && t.el === el) el.dataset.over = 'true';
      else delete el.dataset.over;
    }
    table.classList.toggle('drop-over', !!(t && !t.el));
  }

  function moveFloating(x, y) {
    if (!floating) return;
    floating.style.transform = `translate(${x - press.w / 2}px, ${y - press.h * 0.6}px) rotate(-4deg)`;
  }

  function start(ev) {
    press.started = true;
    root.dataset.dragging = 'true';
    floating = document.createElement('div');
    floating.className = 'drag-tile';
    floating.setAttribute('data-testid', 'drag-tile');
    floating.setAttribute('aria-hidden', 'true');
    floating.style.width = `${press.w}px`;
    floating.style.height = `${press.h}px`;
    floating.innerHTML = tileHTML(press.tile);
    document.body.append(floating);
    begin(press.tile);
    const src = hand.querySelector(`[data-tile="${press.tile}"]`);
    if (src) src.dataset.dragging = 'true';
    moveFloating(ev.clientX, ev.clientY);
  }

  function finish(ev, ok) {
    const p = press;
    press = null;
    window.removeEventListener('pointermove', onMove, true);
    window.removeEventListener('pointerup', onUp, true);
    window.removeEventListener('pointercancel', onCancel, true);
    window.removeEventListener('keydown', onKey, true);
    if (!p || !p.started) return;
    suppressClickUntil = performance.now() + 600;
    const t = ok && ev ? targetFor(p, ev.clientX, ev.clientY) : null;
    mark(null);
    if (floating) { floating.remove(); floating = null; }
    delete root.dataset.dragging;
    const src = hand.querySelector('[data-dragging]');
    if (src) delete src.dataset.dragging;
    if (t) drop(t.move);
    else cancel();
  }

  function targetFor(p, x, y) {
    const saved = press;
    press = p;
    try { return target(x, y); } finally { press = saved; }
  }

  function onMove(ev) {
    if (!press || ev.pointerId !== press.id) return;
    if (!press.started) {
      if (Math.hypot(ev.clientX - press.x0, ev.clientY - press.y0) < SLOP) return;
      if (!canDrag(press.tile)) { finish(null, false); return; }
      start(ev);
    }
    ev.preventDefault();
    moveFloating(ev.clientX, ev.clientY);
    mark(target(ev.clientX, ev.clientY));
  }
  function onUp(ev) {
    if (!press || ev.pointerId !== press.id) return;
    finish(ev, true);
  }
  function onCancel(ev) {
    if (!press || ev.pointerId !== press.id) return;
    finish(null, false);
  }
  function onKey(ev) {
    if (ev.key === 'Escape' && press && press.started) {
      ev.preventDefault();
      ev.stopPropagation();
      finish(null, false);
    }
  }

  hand.addEventListener('pointerdown', (ev) => {
    if (press || (ev.pointerType === 'mouse' && ev.button !== 0) || !ev.isPrimary) return;
    const b = ev.target.closest('[data-tile]');
    if (!b || !canDrag(b.dataset.tile)) return;
    const r = b.getBoundingClientRect();
    press = { id: ev.pointerId, tile: b.dataset.tile, x0: ev.clientX, y0: ev.clientY, w: r.width, h: r.height, started: false };
    window.addEventListener('pointermove', onMove, true);
    window.addEventListener('pointerup', onUp, true);
    window.addEventListener('pointercancel', onCancel, true);
    window.addEventListener('keydown', onKey, true);
  });

  return {
    /** True for the click that ends a drag (the hand ignores it). */
    swallowClick: () => performance.now() < suppressClickUntil,
    get active() { return !!(press && press.started); },
  };
}
