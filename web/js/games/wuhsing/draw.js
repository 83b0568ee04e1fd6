// The whole Wu Hsing table drawn from the view: the phase (root's data-phase), the seat chips
// (with the hands shown in open play), the rack, the tools of the selected tile, the main
// button and the hand-over screen; the board (board.js), the log (log.js) and the result card
// (result.js) are drawn by their own modules. The focus is kept across the redraw.

import { h, face, parseMove } from './faces.js';
import { num } from '../../core/i18n.js';
import { keepFocus } from '../../ui/focus.js';
import { commonMain, setMain } from '../../ui/main-button.js';
import { seatItem as chip } from '../../ui/seats.js';
import { basePhase, statusHint } from '../../ui/turn.js';
import { beginRender, drawHandover, hideHandover } from '../../ui/handover.js';

/**
 * `ctx`: the table (table.js): {S, T, els, root, getSettings, st ({selected}), preview$ (the
 * selected tile's picture in the tools), seatName(seat), miniHand(tiles, label), myTurn(),
 * mustPass(), playableTiles(), renderBoard(), renderLog(), renderResult()}. Returns {phase(),
 * render(), renderPlaceholder(), renderHandover()}.
 */
export function createDraw(ctx) {
  const { S, T, els, root, getSettings, st, preview$ } = ctx;

  /** The hand-over screen (ui/handover.js) over the empty table: whose turn, what happened. */
  const renderHandover = () => drawHandover(ctx);

  function phase() {
    const base = basePhase(S);
    if (base) return base;
    if (S.view.over) return 'over';
    if (S.busy) return 'busy';
    if (S.view.to_move === S.viewer) return st.selected ? 'choose' : 'human';
    return 'computer';
  }

  function render() {
    if (!beginRender(ctx, phase)) return;
    root.dataset.players = String(S.view.seats);
    const restoreFocus = keepFocus([els.world, els.hand, els.result, els.tools], () => {
      const next = els.hand.querySelector('[data-playable="true"]') || els.hand.querySelector('[data-testid="hand-tile"]');
      (next || els.main).focus({ preventScroll: true });
    });
    renderSeats();
    ctx.renderBoard();
    renderRack();
    renderTools();
    renderMain();
    ctx.renderLog();
    ctx.renderResult();
    restoreFocus();
  }

  function renderPlaceholder() {
    root.dataset.phase = phase();
    const s = getSettings();
    const n = S.online ? S.online.seats.length : S.plan ? S.plan.length : s.players; // online before the start: the room's seats
    const names = Array.from({ length: n }, (_, i) => ctx.seatName(i));
    els.seats.replaceChildren(...names.map((name, i) => seatItem(i, name, null, 0, !!S.handover && S.handover.seat === i, null)));
    if (!S.handover) hideHandover(els.table);
    els.world.replaceChildren();
    els.hand.replaceChildren();
    els.tools.hidden = true;
    els.result.hidden = true;
    els.inspect.hidden = true;
    els.log.replaceChildren(h('span', 'hint', statusHint(S, T) ?? ''));
    els.main.textContent = S.error ? T.retry : '…';
    els.main.disabled = !S.error;
    els.main.dataset.action = S.error ? 'retry' : 'wait';
  }

  function seatItem(i, name, tiles, score, toMove, shown) {
    const li = chip({
      seat: i, name, toMove, detail: tiles == null ? '' : T.tiles(tiles), score: num(score),
      label: tiles == null ? null : T.seatLabel(name, tiles, score, toMove), data: { tiles, score: String(score) },
    });
    if (shown) {
      const mh = ctx.miniHand(shown, T.handShown(name));
      mh.classList.add('seat-hand');
      mh.setAttribute('data-testid', `shown-hand-${i}`);
      li.append(mh);
    }
    return li;
  }

  function renderSeats() {
    const items = [];
    for (let i = 0; i < S.view.seats; i++) {
      const shown = i !== S.viewer && !S.view.over && Array.isArray(S.view.hands) && Array.isArray(S.view.hands[i]) ? S.view.hands[i] : null;
      items.push(seatItem(i, ctx.seatName(i), S.view.hand_sizes[i], S.view.scores[i], S.view.to_move === i && !S.view.over, shown));
    }
    els.seats.replaceChildren(...items);
  }


  function renderRack() {
    const act = document.activeElement;
    const hadFocus = els.hand.contains(act);
    const focusIdx = hadFocus && act.dataset ? Number(act.dataset.index) : -1;
    const hand = Array.isArray(S.view.hand) ? S.view.hand : [];
    const canPlay = ctx.myTurn();
    const playable = ctx.playableTiles();
    // the hint's tile (core/session-help.js), marked once
    const hinted = S.hint && canPlay ? parseMove(S.hint.move) : null;
    let hintMarked = false;
    const items = hand.map((tile, i) => {
      const b = h('button', 'rt');
      b.type = 'button';
      b.setAttribute('data-testid', 'hand-tile');
      b.dataset.tile = tile;
      b.dataset.index = String(i);
      const ok = canPlay && playable.has(tile);
      b.dataset.playable = ok ? 'true' : 'false';
      if (canPlay && !ok) b.setAttribute('aria-disabled', 'true');
      const sel = !!st.selected && st.selected.index === i;
      if (sel) b.dataset.selected = 'true';
      b.setAttribute('aria-pressed', sel ? 'true' : 'false');
      if (hinted && hinted.tile === tile && !hintMarked) { b.dataset.hint = 'true'; hintMarked = true; }
      b.setAttribute('aria-label', T.rackTile(T.tileName(tile[0], tile[2]), ok, canPlay));
      b.append(face(tile, false));
      return b;
    });
    els.hand.replaceChildren(...items);
    els.hand.dataset.count = String(hand.length);
    if (hadFocus && items.length) items[Math.max(0, Math.min(focusIdx, items.length - 1))].focus({ preventScroll: true });
  }

  function renderTools() {
    const on = !!st.selected && ctx.myTurn();
    els.tools.hidden = !on;
    preview$.replaceChildren();
    if (!on) return;
    const f = face(`${st.selected.a}-${st.selected.b}`, st.selected.horizontal);
    preview$.append(f);
    preview$.dataset.horizontal = st.selected.horizontal ? 'true' : 'false';
    preview$.dataset.colours = st.selected.a + st.selected.b;
    preview$.setAttribute('role', 'img');
    preview$.setAttribute('aria-label', T.preview(st.selected.a, st.selected.b, st.selected.horizontal));
    const dbl = st.selected.a === st.selected.b;
    els.flip.disabled = dbl;
  }

  function renderMain() {
    const b = els.main;
    const common = commonMain(S, T);
    b.hidden = false;
    if (common) { setMain(b, common); return; }
    let text = '…';
    let action = 'wait';
    let enabled = false;
    if (ctx.mustPass()) {
      text = T.pass; action = 'pass'; enabled = true;
    } else if (S.view.to_move === S.viewer) {
      text = st.selected ? T.place : T.play; action = 'play';
    } else if (Number.isInteger(S.view.to_move)) {
      text = T.wait(ctx.seatName(S.view.to_move)); action = 'wait';
    }
    setMain(b, { text, action, enabled });
    b.hidden = !!st.selected && ctx.myTurn();
  }

  return { phase, render, renderPlaceholder, renderHandover };
}
