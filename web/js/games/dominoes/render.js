// The Dominoes table's two drawn areas: the line of play (the snake of layout.js, with the
// places the chosen tile may go as ghost tiles, D4, D5) and the player's hand. Focus stays on
// the same place or tile across a redraw.

import { tileSVG, tilePips, computeLayout, branchesOf } from './layout.js';
import { placesOf } from './input.js';

const MAX_U = { small: 24, large: 34 };                  // largest half-tile size in px

/**
 * ctx: {S (session), T (texts), els ({layout, hand, main}), myTurn(),
 *       selected (getter: the tile waiting for an end, or null)}.
 * Returns {renderLayout(), renderHand(), resetShape()}: resetShape() lets a new match choose
 * the snake's shape afresh.
 */
export function createTableView(ctx) {
  const { S, T, els, myTurn } = ctx;
  let layoutShape = null; // the snake's shape, kept while it fits (the line does not jump)

  function ghostItems() {
    const places = ctx.selected ? placesOf(S.view, ctx.selected) : [];
    if (!places.length) return [];
    const [a, b] = tilePips(ctx.selected);
    return places
      .filter((o) => o.end && S.view.ends && Number.isInteger(S.view.ends[o.end]))
      .map((o) => {
        const e = S.view.ends[o.end];
        return { ghost: true, tile: ctx.selected, end: o.end, move: o.move, score: o.score || 0, inner: e, outer: a === e ? b : a, double: a === b };
      });
  }

  function renderLayout() {
    const W = els.layout.clientWidth;
    const H = els.layout.clientHeight;
    const br = branchesOf(S.view, ghostItems());
    const active = document.activeElement;
    const focusMove = els.layout.contains(active) && active.dataset ? active.dataset.move : null;
    els.layout.replaceChildren();
    if (!br || W < 10 || H < 10) return;
    const maxU = W < 600 ? MAX_U.small : MAX_U.large;
    const lay = computeLayout(br, W, H, maxU, layoutShape);
    layoutShape = lay.params;
    els.layout.dataset.shape = lay.params;
    const { u, ox, oy } = lay;
    els.layout.style.setProperty('--u', `${u}px`);
    let lastN = -1;
    for (const t of lay.tiles) if (!t.item.ghost && Number.isInteger(t.item.n)) lastN = Math.max(lastN, t.item.n);
    const frag = document.createDocumentFragment();
    const fives = S.view.mode === 'fives';
    // the tiles on the table, in the layout's pixels, and the side of a place its badge takes
    const placed = lay.tiles.filter((t) => !t.item.ghost)
      .map((t) => ({ x: ox + t.x * u, y: oy + t.y * u, w: t.w * u, h: t.h * u }));
    const badgeSide = (g, text) => {
      const fs = Math.max(12, u * 0.62); // .badge font-size
      const bw = fs * (0.62 * text.length + 0.76) + 2;
      const bh = fs * 1.4 + 2;
      const gap = bh * 0.12;
      const boxes = {
        above: { x: g.x + g.w / 2 - bw / 2, y: g.y - bh - gap, w: bw, h: bh },
        below: { x: g.x + g.w / 2 - bw / 2, y: g.y + g.h + gap, w: bw, h: bh },
        right: { x: g.x + g.w + gap, y: g.y + g.h / 2 - bh / 2, w: bw, h: bh },
        left: { x: g.x - bw - gap, y: g.y + g.h / 2 - bh / 2, w: bw, h: bh },
      };
      const hits = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
      const fits = (b) => b.x >= 0 && b.y >= 0 && b.x + b.w <= W && b.y + b.h <= H && !placed.some((p) => hits(b, p));
      const free = Object.keys(boxes).find((k) => fits(boxes[k]));
      if (free) return free;
      return boxes.above.y < 0 ? 'below' : 'above'; // no side is free: on the felt at least
    };
    for (const t of lay.tiles) {
      const it = t.item;
      const el = document.createElement(it.ghost ? 'button' : 'div');
      el.className = 'lt';
      el.style.left = `${ox + t.x * u}px`;
      el.style.top = `${oy + t.y * u}px`;
      el.style.width = `${t.w * u}px`;
      el.style.height = `${t.h * u}px`;
      let cls = '';
      if (it.ghost) {
        el.type = 'button';
        el.classList.add('ghost');
        el.setAttribute('data-testid', 'end-choice');
        el.dataset.end = it.end;
        el.dataset.move = it.move;
        el.dataset.score = String(it.score);
        el.setAttribute('aria-label', T.placeAt(it.tile, it.end, it.score, fives));
        // the hint (core/session-help.js): this tile on this end
        if (S.hint && S.hint.move === it.move) el.dataset.hint = 'true';
        el.title = el.getAttribute('aria-label');
      } else {
        el.setAttribute('data-testid', 'layout-tile');
        el.setAttribute('role', 'img');
        el.dataset.tile = it.tile;
        el.dataset.n = String(it.n);
        let label = T.layoutTile(it.tile);
        if (it.spinner) { el.dataset.spinner = 'true'; cls = 'spinner'; label += `, ${T.spinner}`; }
        if (it.n === lastN) { el.dataset.last = 'true'; label += `, ${T.lastTile}`; }
        el.setAttribute('aria-label', label);
      }
      el.innerHTML = tileSVG(t.p1, t.p2, t.horizontal, cls);
      if (it.ghost && fives) {
        const badge = document.createElement('span');
        badge.className = 'badge';
        badge.textContent = `+${it.score}`;
        badge.setAttribute('data-testid', 'end-score');
        if (it.score > 0) badge.classList.add('scores');
        // on the felt and off every tile (the spinner above a place south of it): the first
        // side of the place with room, above by default
        const side = badgeSide({ x: ox + t.x * u, y: oy + t.y * u, w: t.w * u, h: t.h * u }, badge.textContent);
        if (side !== 'above') badge.classList.add(side);
        el.append(badge);
      }
      frag.append(el);
    }
    els.layout.append(frag);
    if (focusMove) {
      const again = els.layout.querySelector(`[data-move="${focusMove}"]`);
      if (again) again.focus({ preventScroll: true });
    }
  }

  function renderHand() {
    const active = document.activeElement;
    const hadFocus = els.hand.contains(active);
    const focusIdx = hadFocus ? [...els.hand.children].indexOf(active) : -1;
    const focusTile = hadFocus && active.dataset ? active.dataset.tile : null;
    const hand = Array.isArray(S.view.hand) ? S.view.hand : [];
    const canPlay = myTurn();
    const items = hand.map((tile) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'ht';
      b.setAttribute('data-testid', 'hand-tile');
      b.dataset.tile = tile;
      const playable = canPlay && placesOf(S.view, tile).length > 0;
      b.dataset.playable = playable ? 'true' : 'false';
      if (!playable) b.setAttribute('aria-disabled', 'true');
      if (ctx.selected === tile) { b.dataset.selected = 'true'; b.setAttribute('aria-pressed', 'true'); }
      if (S.hint && S.hint.move.split(' ')[0] === tile) b.dataset.hint = 'true';
      b.setAttribute('aria-label', T.handTile(tile, canPlay ? playable : null));
      const [p1, p2] = tilePips(tile);
      b.innerHTML = tileSVG(p1, p2, false);
      return b;
    });
    els.hand.replaceChildren(...items);
    els.hand.dataset.count = String(hand.length);
    els.hand.style.setProperty('--tiles', String(hand.length)); // css: a short phone's tile size
    if (hadFocus && items.length) {
      const again = items.find((b) => b.dataset.tile === focusTile);
      (again || items[Math.min(Math.max(focusIdx, 0), items.length - 1)]).focus({ preventScroll: true });
    } else if (hadFocus) {
      els.main.focus({ preventScroll: true });
    }
  }

  return { renderLayout, renderHand, resetShape() { layoutShape = null; } };
}
