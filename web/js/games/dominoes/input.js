// The Dominoes player's input: a tap or click on a tile and on a place for it, dragging a tile
// onto a place (drag.js), the arrow keys through the hand and the places, Escape, and the main
// button. It never decides a rule: the playable tiles and their places come from the view.

import { tileSVG, tilePips } from './layout.js';
import { enableDrag } from './drag.js';
import { myTurn as turnOf } from '../../ui/turn.js';
import { moveFocus } from '../../ui/focus.js';
import { isObj } from '../../core/checks.js';

/** The viewer may place a tile now (their turn, not between rounds). `ctx`: the table (table.js). */
export const myTurn = (ctx) => turnOf(ctx.S, ctx.S.viewer) && !ctx.S.view.round_over;

/** The places `tile` may go, [{end, move, score}] in Python's order, from the view's
 *  `previews` (move -> {tile, end, score}); [] when none. */
export function placesOf(view, tile) {
  const previews = view && isObj(view.previews) ? view.previews : {};
  return Object.entries(previews)
    .filter(([, p]) => isObj(p) && p.tile === tile)
    .map(([move, p]) => ({ end: p.end, move, score: p.score || 0 }));
}
const optionsOf = (S, tile) => placesOf(S.view, tile);

/**
 * Wires the table's input once. `ctx`: {S, T, els, root, st ({selected}), render(),
 * renderLayout(), renderLog(), phase()} (table.js). Returns nothing: the listeners stay for
 * the page's life (another game's page on screen: `root` is not connected, keys are ignored).
 */
export function bindInput(ctx) {
  const { S, T, els, root, st } = ctx;

  function pickTile(tile) {
    if (!myTurn(ctx)) { if (S.view && !S.view.round_over && !S.view.over) S.flash(T.notYourTurn); return; }
    const opts = optionsOf(S, tile);
    if (!opts.length) { S.flash(T.cannotPlay(tile)); return; }
    if (opts.length === 1) { S.send(opts[0].move); return; }
    st.selected = st.selected === tile ? null : tile;
    ctx.render();
    if (st.selected) {
      const first = els.layout.querySelector('[data-testid="end-choice"]');
      if (first) first.focus();
    }
  }

  function cancelChoice() {
    if (!st.selected) return;
    const tile = st.selected;
    st.selected = null;
    ctx.render();
    const b = els.hand.querySelector(`[data-tile="${tile}"]`);
    if (b) b.focus();
  }

  function mainAction() {
    if (S.retry()) return;
    if (S.handover) { S.reveal(); return; }
    if (!S.view) return;
    if (S.view.over) { if (!S.preview) S.again(); return; }
    const m = S.view.must;
    if (m === 'next' || m === 'draw' || m === 'pass') S.send(m);
  }

  els.main.addEventListener('click', mainAction);

  els.hand.addEventListener('click', (ev) => {
    if (drag.swallowClick()) return;
    const b = ev.target.closest('[data-tile]');
    if (b) pickTile(b.dataset.tile);
  });

  // dragging a tile onto a place (pointer events: mouse, pen, touch)
  const drag = enableDrag({
    root,
    hand: els.hand,
    table: els.table,
    layout: els.layout,
    canDrag: (tile) => myTurn(ctx) && optionsOf(S, tile).length > 0,
    begin(tile) {
      // show every place for this tile, even a single one: it is the drop target
      st.selected = tile;
      root.dataset.phase = ctx.phase();
      ctx.renderLayout();
      ctx.renderLog();
    },
    firstMove(tile) {
      const o = optionsOf(S, tile);
      return o.length === 1 && !o[0].end ? o[0].move : null;
    },
    drop(move) {
      if (myTurn(ctx)) S.send(move);
    },
    cancel() {
      st.selected = null;
      if (S.view) ctx.render();
    },
    tileHTML(tile) {
      const [p1, p2] = tilePips(tile);
      return tileSVG(p1, p2, false);
    },
  });
  els.layout.addEventListener('click', (ev) => {
    const b = ev.target.closest('[data-testid="end-choice"]');
    if (b && myTurn(ctx)) S.send(b.dataset.move);
  });

  els.hand.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape') { cancelChoice(); return; }
    moveFocus(els.hand, '[data-tile]', ev);
  });
  els.layout.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape') { ev.preventDefault(); cancelChoice(); return; }
    moveFocus(els.layout, '[data-testid="end-choice"]', ev);
  });
  document.addEventListener('keydown', (ev) => {
    if (!root.isConnected) return; // another game's page is on screen
    if (ev.key === 'Escape' && st.selected && !document.querySelector('dialog[open]')) cancelChoice();
  });
}
