// The Wu Hsing player's input: picking a tile in the rack, turning and flipping it (R, F, the
// tool buttons), placing it on a spot, cancelling (Escape), the arrow keys through the rack,
// the spots and the cells, zoom keys and buttons, and the main button (pass, rematch,
// hand-over). It never decides a rule: the legal moves come from the view (moves.js).

import { moveFocus } from '../../ui/focus.js';

/**
 * Wires the table's input once. `ctx`: the table (table.js): {S, T, els, root, pz (view.js),
 * st ({selected}), render(), myTurn(), mustPass(), legalMoves(), playableTiles()}. Returns
 * {focusRack(index)}: the focus to the rack's tile `index` (or the nearest, or the main button).
 */
export function bindInput(ctx) {
  const { S, T, els, root, st } = ctx;

  function pick(index) {
    if (!S.view || !Array.isArray(S.view.hand)) return;
    const tile = S.view.hand[index];
    if (!tile) return;
    if (!ctx.myTurn()) { if (!S.view.over && !S.preview) S.flash(T.notYourTurn); return; }
    if (ctx.mustPass()) { S.flash(T.mustPass); return; }
    if (!ctx.playableTiles().has(tile)) { S.flash(T.cannotPlay(T.tileName(tile[0], tile[2]))); return; }
    if (st.selected && st.selected.index === index) { cancel(); return; }
    // start in the lie that fits most spots (ties: upright), the player may turn it
    const count = new Map();
    for (const m of ctx.legalMoves()) {
      if (m.tile !== tile) continue;
      const k = `${m.horizontal ? 'h' : 'v'}${m.a}${m.b}`;
      count.set(k, (count.get(k) || 0) + 1);
    }
    let best = null;
    for (const [k, n] of count) if (!best || n > best[1] || (n === best[1] && k[0] === 'v' && best[0][0] === 'h')) best = [k, n];
    const k = best ? best[0] : `v${tile[0]}${tile[2]}`;
    st.selected = { index, tile, horizontal: k[0] === 'h', a: k[1], b: k[2] };
    ctx.unpinLines(); // a line box pinned by a tap would cover the places (a phone's board)
    ctx.render();
    focusFirstSpot();
  }

  function focusFirstSpot() {
    const list = [...els.world.querySelectorAll('[data-testid="spot"]')];
    const first = list.find((b) => b.dataset.match === 'true') || list[0];
    if (first) { first.focus({ preventScroll: true }); ctx.pz.reveal(first); }
  }

  function rotate() {
    if (!st.selected) return;
    // a quarter turn clockwise: upright a/b -> lying b|a -> upright b/a -> lying a|b
    const { a, b, horizontal } = st.selected;
    st.selected = horizontal ? { ...st.selected, horizontal: false } : { ...st.selected, horizontal: true, a: b, b: a };
    redrawKeepingFocus();
  }

  function flip() {
    if (!st.selected) return;
    st.selected = { ...st.selected, a: st.selected.b, b: st.selected.a };
    redrawKeepingFocus();
  }

  function redrawKeepingFocus() {
    const act = document.activeElement;
    const pair = act && act.dataset ? act.dataset.pair : null;
    ctx.render();
    if (pair) {
      const again = els.world.querySelector(`[data-testid="spot"][data-pair="${pair}"]`);
      if (again) again.focus({ preventScroll: true });
    } else if (els.world.contains(act) || act === document.body) {
      focusFirstSpot();
    }
  }

  function cancel() {
    if (!st.selected) return;
    const idx = st.selected.index;
    st.selected = null;
    ctx.render();
    focusRack(idx);
  }

  function focusRack(idx) {
    const items = [...els.hand.querySelectorAll('[data-testid="hand-tile"]')];
    if (!items.length) { els.main.focus({ preventScroll: true }); return; }
    items[Math.max(0, Math.min(idx, items.length - 1))].focus({ preventScroll: true });
  }

  function mainAction() {
    if (S.retry()) return;
    if (S.handover) { S.reveal(); return; }
    if (!S.view) return;
    if (S.view.over) { if (!S.preview) S.again({ rematch: true }); return; }
    if (ctx.mustPass()) S.send('pass');
  }

  els.main.addEventListener('click', mainAction);
  els.rotate.addEventListener('click', rotate);
  els.flip.addEventListener('click', flip);
  els.cancel.addEventListener('click', cancel);
  els.zoomIn.addEventListener('click', () => ctx.pz.zoom(1.25));
  els.zoomOut.addEventListener('click', () => ctx.pz.zoom(0.8));
  els.fit.addEventListener('click', () => ctx.pz.fit());

  els.hand.addEventListener('click', (ev) => {
    const b = ev.target.closest('[data-testid="hand-tile"]');
    if (b) pick(Number(b.dataset.index));
  });

  /** Moves the focus to the nearest element of `items` in the arrow's direction. */
  function arrowMove(ev, items, posOf) {
    const dir = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[ev.key];
    if (!dir) return false;
    const cur = document.activeElement;
    const [r0, c0] = posOf(cur);
    let best = null;
    for (const el of items) {
      if (el === cur) continue;
      const [r, c] = posOf(el);
      const along = (r - r0) * dir[0] + (c - c0) * dir[1];
      if (along <= 0.01) continue;
      const across = Math.abs((r - r0) * dir[1]) + Math.abs((c - c0) * dir[0]);
      const cost = along + 2.5 * across;
      if (!best || cost < best[1]) best = [el, cost];
    }
    ev.preventDefault();
    if (best) best[0].focus({ preventScroll: true });
    return true;
  }

  els.world.addEventListener('keydown', (ev) => {
    const t = ev.target;
    if (t.dataset.testid === 'spot' || t.getAttribute('data-testid') === 'spot') {
      const items = [...els.world.querySelectorAll('[data-testid="spot"]')];
      arrowMove(ev, items, (el) => [(+el.dataset.r1 + +el.dataset.r2) / 2, (+el.dataset.c1 + +el.dataset.c2) / 2]);
    } else if (t.getAttribute('data-testid') === 'cell') {
      const items = [...els.world.querySelectorAll('[data-testid="cell"]')];
      arrowMove(ev, items, (el) => el.dataset.cell.split(',').map(Number));
    }
  });

  els.hand.addEventListener('keydown', (ev) => moveFocus(els.hand, '[data-testid="hand-tile"]', ev));

  document.addEventListener('keydown', (ev) => {
    if (!root.isConnected || document.querySelector('dialog[open]')) return;
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const tag = ev.target && ev.target.tagName;
    if (tag === 'SELECT' || tag === 'INPUT' || tag === 'TEXTAREA') return;
    const k = ev.key;
    if (st.selected && (k === 'r' || k === 'R')) { ev.preventDefault(); rotate(); } else if (st.selected && (k === 'f' || k === 'F')) { ev.preventDefault(); flip(); } else if (k === 'Escape' && st.selected) { ev.preventDefault(); cancel(); } else if (els.table.contains(ev.target) || ev.target === document.body) {
      if (k === '+' || k === '=') { ev.preventDefault(); ctx.pz.zoom(1.25); } else if (k === '-') { ev.preventDefault(); ctx.pz.zoom(0.8); } else if (k === '0') { ev.preventDefault(); ctx.pz.fit(); }
    }
  });

  return { focusRack };
}
