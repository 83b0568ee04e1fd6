// Pan and zoom for the Wu Hsing board: an unbounded grid drawn in world pixels (CELL per cell)
// inside a viewport element. Mouse wheel and buttons zoom, a drag pans, two fingers pinch.
// While the player has not moved the view ("auto"), it fits the board after every change.

export const CELL = 60; // world px per grid cell

const clamp = (x, lo, hi) => Math.max(lo, Math.min(hi, x));
const DRAG_START = 6; // px a pointer must travel before a press becomes a drag

export function createPanZoom(vp, world, { onUserMove } = {}) {
  let s = 1;
  let tx = 0;
  let ty = 0;
  let auto = true;
  let box = { top: 0, left: 0, bottom: 1, right: 1 }; // grid cells to fit (inclusive)
  const pointers = new Map(); // pointerId -> {x, y}
  let dragging = false;
  let start = null; // {x, y} of the first press
  let pinch = null; // {d, mx, my}
  let swallowClick = false;

  const maxCell = () => (vp.clientWidth < 600 ? 46 : 62);
  const minScale = () => 10 / CELL;
  const maxScale = () => 96 / CELL;

  function apply() {
    world.style.transform = `translate(${tx}px, ${ty}px) scale(${s})`;
    world.style.setProperty('--inv', String(1 / s));
    const cell = CELL * s;
    vp.style.backgroundSize = `${cell}px ${cell}px`;
    vp.style.backgroundPosition = `${tx - cell / 2}px ${ty - cell / 2}px`;
    vp.dataset.scale = s.toFixed(3);
    vp.dataset.auto = auto ? 'true' : 'false';
  }

  function fit() {
    const W = vp.clientWidth;
    const H = vp.clientHeight;
    if (W < 20 || H < 20) return;
    // one free cell around the board: every legal spot lies inside it
    const x0 = (box.left - 1) * CELL;
    const y0 = (box.top - 1) * CELL;
    const w = (box.right - box.left + 3) * CELL;
    const h = (box.bottom - box.top + 3) * CELL;
    // room at the bottom for the zoom buttons, which float over the board
    const pad = { x: 8, top: 8, bottom: 60 };
    const iw = W - 2 * pad.x;
    const ih = H - pad.top - pad.bottom;
    s = clamp(Math.min(iw / w, ih / h, maxCell() / CELL), minScale(), maxScale());
    tx = pad.x + (iw - w * s) / 2 - x0 * s;
    ty = pad.top + (ih - h * s) / 2 - y0 * s;
    apply();
  }

  function zoomAt(f, px, py) {
    const ns = clamp(s * f, minScale(), maxScale());
    const k = ns / s;
    tx = px - (px - tx) * k;
    ty = py - (py - ty) * k;
    s = ns;
    userMoved();
    apply();
  }

  function userMoved() {
    if (auto) {
      auto = false;
      if (onUserMove) onUserMove();
    }
  }

  function local(ev) {
    const r = vp.getBoundingClientRect();
    return { x: ev.clientX - r.left, y: ev.clientY - r.top };
  }

  vp.addEventListener('wheel', (ev) => {
    ev.preventDefault();
    const p = local(ev);
    const dy = ev.deltaMode === 1 ? ev.deltaY * 16 : ev.deltaY;
    zoomAt(Math.exp(-dy * 0.0015), p.x, p.y);
  }, { passive: false });

  vp.addEventListener('pointerdown', (ev) => {
    if (ev.pointerType === 'mouse' && ev.button !== 0) return;
    pointers.set(ev.pointerId, local(ev));
    if (pointers.size === 1) {
      start = local(ev);
      dragging = false;
      pinch = null;
    } else if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { d: Math.hypot(a.x - b.x, a.y - b.y) || 1, mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 };
      dragging = true;
      for (const id of pointers.keys()) { try { vp.setPointerCapture(id); } catch { /* gone */ } }
    }
  });

  vp.addEventListener('pointermove', (ev) => {
    const prev = pointers.get(ev.pointerId);
    if (!prev) return;
    const p = local(ev);
    pointers.set(ev.pointerId, p);
    if (pointers.size >= 2 && pinch) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y) || 1;
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      tx += mx - pinch.mx;
      ty += my - pinch.my;
      const ns = clamp(s * (d / pinch.d), minScale(), maxScale());
      const k = ns / s;
      tx = mx - (mx - tx) * k;
      ty = my - (my - ty) * k;
      s = ns;
      pinch = { d, mx, my };
      userMoved();
      apply();
      return;
    }
    if (!dragging && start && Math.hypot(p.x - start.x, p.y - start.y) > DRAG_START) {
      dragging = true;
      try { vp.setPointerCapture(ev.pointerId); } catch { /* gone */ }
    }
    if (dragging) {
      tx += p.x - prev.x;
      ty += p.y - prev.y;
      userMoved();
      apply();
    }
  });

  function release(ev) {
    if (!pointers.has(ev.pointerId)) return;
    pointers.delete(ev.pointerId);
    if (pointers.size === 0) {
      if (dragging) {
        swallowClick = true;
        setTimeout(() => { swallowClick = false; }, 0);
      }
      dragging = false;
      pinch = null;
      start = null;
    } else if (pointers.size === 1) {
      pinch = null;
      const [only] = pointers.values();
      start = only;
    }
  }
  vp.addEventListener('pointerup', release);
  vp.addEventListener('pointercancel', release);
  // a drag that ends over a spot must not place the tile there
  vp.addEventListener('click', (ev) => {
    if (swallowClick) { ev.stopPropagation(); ev.preventDefault(); swallowClick = false; }
  }, true);

  new ResizeObserver(() => { if (auto) fit(); else apply(); }).observe(vp);

  return {
    /** The grid cells the board occupies ({top, left, bottom, right}, inclusive). */
    setBox(b) {
      box = b;
      if (auto) fit();
    },
    fit() { auto = true; fit(); },
    zoom(f) { zoomAt(f, vp.clientWidth / 2, vp.clientHeight / 2); },
    get auto() { return auto; },
    /** Pan (without zooming) so that an element inside the world is in view. */
    reveal(el) {
      const r = el.getBoundingClientRect();
      const v = vp.getBoundingClientRect();
      const m = 12;
      let dx = 0;
      let dy = 0;
      if (r.left < v.left + m) dx = v.left + m - r.left;
      else if (r.right > v.right - m) dx = v.right - m - r.right;
      if (r.top < v.top + m) dy = v.top + m - r.top;
      else if (r.bottom > v.bottom - m) dy = v.bottom - m - r.bottom;
      if (dx || dy) { tx += dx; ty += dy; apply(); }
    },
  };
}
