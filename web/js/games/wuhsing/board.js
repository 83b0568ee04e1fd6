// The Wu Hsing board: the tiles laid (W3), a face-down secret choice (W8.1b), the spots where
// the tile in hand may go with their scores, the last placement's lines, and the line
// inspector for a cell (its row and column, W4 patterns). One cell takes the keyboard focus
// (roving); hovering, focusing or tapping a cell shows its lines.

import { isObj } from '../../core/checks.js';
import { CELL } from './view.js';
import { glyphSVG, h, parseMove, halves, place } from './faces.js';

// Spots are drawn this many world px inside their cells: where two spots share a cell, the
// middle of each (its joint, where its score sits) is still its own to click.
const SPOT_INSET = 6;

/**
 * ctx: {S (session), T (texts), els ({world, viewport, inspect}), HUMAN, pz (pan and zoom,
 *       view.js), spots() (where the tile in hand may go), myTurn(), send(move)}.
 * Returns {renderBoard(), reset()}: reset() forgets the focus cell and the tiles seen (a new
 * match).
 */
export function createBoard(ctx) {
  const { S, T, els, pz, spots, myTurn, send } = ctx;
  let seenTiles = -1;       // tiles drawn last time (to animate a fresh one)
  let cursor = null;        // "r,c" of the board cell that takes the keyboard focus
  let inspected = null;     // "r,c" whose lines are shown
  let pinned = null;        // "r,c" whose lines stay shown after a tap

  els.world.addEventListener('click', (ev) => {
    const b = ev.target.closest('[data-testid="spot"]');
    if (b) { if (myTurn()) send(b.dataset.move); return; }
    // a tap or click on a cell pins its lines; anywhere else on the board unpins them
    const c = ev.target.closest('[data-testid="cell"]');
    pinned = c && pinned !== c.dataset.cell ? c.dataset.cell : null;
    inspect(pinned);
  });
  els.viewport.addEventListener('click', (ev) => {
    if (!els.world.contains(ev.target) && pinned) { pinned = null; inspect(null); }
  });
  // the line box covers part of the board on a phone: a tap on it closes it
  els.inspect.addEventListener('click', () => { pinned = null; inspect(null); });

  // lines on demand: hover or focus a placed cell
  function hot(pair) {
    for (const el of els.world.querySelectorAll('.wx-badge.hot, .wx-spot.hot')) el.classList.remove('hot');
    if (pair) for (const el of els.world.querySelectorAll(`[data-pair="${pair}"]`)) el.classList.add('hot');
  }
  els.world.addEventListener('pointerover', (ev) => {
    const c = ev.target.closest('[data-testid="cell"]');
    if (c) inspect(c.dataset.cell);
    const sp = ev.target.closest('[data-testid="spot"]');
    hot(sp ? sp.dataset.pair : null);
  });
  els.world.addEventListener('pointerout', (ev) => {
    const c = ev.target.closest('[data-testid="cell"]');
    if (c && !(ev.relatedTarget && c.contains(ev.relatedTarget))) {
      const f = document.activeElement;
      inspect(f && f.dataset && f.dataset.cell && els.world.contains(f) ? f.dataset.cell : pinned);
    }
  });
  els.world.addEventListener('focusin', (ev) => {
    const c = ev.target.closest('[data-testid="cell"]');
    if (c) { cursor = c.dataset.cell; inspect(c.dataset.cell); }
    const sp = ev.target.closest('[data-testid="spot"]');
    if (sp) hot(sp.dataset.pair);
    const el = ev.target;
    if (el && el !== els.world) pz.reveal(el);
  });
  els.world.addEventListener('focusout', (ev) => {
    const c = ev.target.closest('[data-testid="cell"]');
    if (c && !(ev.relatedTarget && ev.relatedTarget.closest && ev.relatedTarget.closest('[data-testid="cell"]'))) inspect(pinned);
  });

  function lineAt(axis, r, c) {
    for (const ln of S.view.lines || []) {
      if (ln.axis !== axis) continue;
      const [r0, c0] = ln.start;
      if (axis === 'row' && r0 === r && c >= c0 && c < c0 + ln.length) return ln;
      if (axis === 'column' && c0 === c && r >= r0 && r < r0 + ln.length) return ln;
    }
    return null;
  }
  const lineCells = (ln) => Array.from({ length: ln.length }, (_, i) => (ln.axis === 'row' ? `${ln.start[0]},${ln.start[1] + i}` : `${ln.start[0] + i},${ln.start[1]}`));

  function renderBoard() {
    const act = document.activeElement;
    const focusPair = els.world.contains(act) && act.dataset ? act.dataset.pair : null;
    const focusCell = els.world.contains(act) && act.dataset ? act.dataset.cell : null;
    const frag = document.createDocumentFragment();
    const tiles = Array.isArray(S.view.tiles) ? S.view.tiles : [];
    const lastKind = S.view.last ? S.view.last.kind : null;
    const lastPlaced = lastKind === 'place' ? tiles.length - 1 : -1;
    const fresh = seenTiles >= 0 && tiles.length > seenTiles ? tiles.length - 1 : -1;
    seenTiles = tiles.length;
    const cells = new Set();
    for (const t of tiles) {
      const [[r1, c1], [r2, c2]] = t.cells;
      const horizontal = r1 === r2;
      const el = h('div', `wx-tile ${horizontal ? 'is-h' : 'is-v'}`);
      el.setAttribute('data-testid', 'board-tile');
      el.dataset.id = String(t.id);
      el.dataset.tile = t.tile;
      place(el, r1, c1, horizontal);
      if (t.id === lastPlaced || (lastKind === 'opening' && t.id === 0) || (lastKind === 'reveal' && t.id < 2)) el.classList.add('last');
      if (t.id === fresh) el.classList.add('fresh');
      const pos = [[r1, c1], [r2, c2]];
      t.colours.forEach((col, i) => {
        const half = h('span', `wx-half c-${col}`);
        const key = `${pos[i][0]},${pos[i][1]}`;
        cells.add(key);
        half.setAttribute('data-testid', 'cell');
        half.dataset.cell = key;
        half.dataset.colour = col;
        half.tabIndex = -1;
        half.setAttribute('role', 'button');
        half.setAttribute('aria-label', T.cell(col, pos[i][0], pos[i][1]) + (t.id === lastPlaced ? `, ${T.lastTile}` : ''));
        half.insertAdjacentHTML('beforeend', glyphSVG(col));
        el.append(half);
      });
      frag.append(el);
    }
    // W8.1b: a tile chosen in secret lies face down on its cells until both have chosen
    if (isObj(S.view.opening) && Array.isArray(S.view.opening.chosen)) {
      const who = S.view.opening.chosen.indexOf(true);
      if (who >= 0) {
        const el = h('div', 'wx-tile is-v facedown');
        el.setAttribute('data-testid', 'hidden-choice');
        const hist = S.view.history || [];
        const mine = hist.length && hist[hist.length - 1].seat === ctx.HUMAN ? parseMove(hist[hist.length - 1].move || '') : null;
        if (mine) { halves(el, mine.a, mine.b); place(el, mine.r1, mine.c1, mine.horizontal); } else {
          place(el, 0, 0, false);
          el.setAttribute('role', 'img');
          el.setAttribute('aria-label', T.hiddenTile);
        }
        frag.append(el);
      }
    }
    // the spots where the selected tile may go, with their scores
    const sps = spots();
    for (const sp of sps) {
      const b = h('button', `wx-spot ${sp.horizontal ? 'is-h' : 'is-v'}`);
      b.type = 'button';
      b.setAttribute('data-testid', 'spot');
      b.dataset.move = sp.move;
      b.dataset.pair = sp.pair;
      b.dataset.r1 = String(sp.r1); b.dataset.c1 = String(sp.c1);
      b.dataset.r2 = String(sp.r2); b.dataset.c2 = String(sp.c2);
      b.dataset.match = sp.match ? 'true' : 'false';
      b.dataset.score = sp.score == null ? '' : String(sp.score);
      b.dataset.orders = String(sp.orders.length);
      place(b, sp.r1, sp.c1, sp.horizontal, SPOT_INSET);
      halves(b, sp.a, sp.b);
      b.setAttribute('aria-label', T.spot(sp.a, sp.b, sp.horizontal, sp.score));
      frag.append(b);
    }
    // the scores in a layer above every spot, so overlapping spots never hide one
    for (const sp of sps) {
      const badge = h('span', 'wx-badge', sp.score == null ? T.scoresLoading : String(sp.score));
      badge.setAttribute('aria-hidden', 'true');
      badge.dataset.pair = sp.pair;
      badge.dataset.match = sp.match ? 'true' : 'false';
      badge.style.left = `${(sp.c1 + (sp.horizontal ? 1 : 0.5)) * CELL}px`;
      badge.style.top = `${(sp.r1 + (sp.horizontal ? 0.5 : 1)) * CELL}px`;
      frag.append(badge);
    }
    // the hint (core/session-help.js): the placement the strong computer would make, its score
    const hint = S.hint && ctx.myTurn() ? parseMove(S.hint.move) : null;
    if (hint) {
      const el = h('div', `wx-spot wx-hint ${hint.horizontal ? 'is-h' : 'is-v'}`);
      el.setAttribute('data-testid', 'hint-spot');
      el.dataset.move = hint.move;
      el.setAttribute('aria-hidden', 'true'); // told in words in the log line
      place(el, hint.r1, hint.c1, hint.horizontal, SPOT_INSET);
      halves(el, hint.a, hint.b);
      frag.append(el);
      const score = S.hint.preview && Number.isInteger(S.hint.preview.score) ? S.hint.preview.score : null;
      if (score != null) {
        const badge = h('span', 'wx-badge wx-hint-badge', String(score));
        badge.setAttribute('aria-hidden', 'true');
        badge.setAttribute('data-testid', 'hint-score');
        badge.style.left = `${(hint.c1 + (hint.horizontal ? 1 : 0.5)) * CELL}px`;
        badge.style.top = `${(hint.r1 + (hint.horizontal ? 0.5 : 1)) * CELL}px`;
        frag.append(badge);
      }
    }
    els.world.replaceChildren(frag);
    els.world.dataset.spots = String(sps.length);
    // the last placement's extended lines glow
    const lm = S.view.last;
    if (lm && lm.kind === 'place' && Array.isArray(lm.lines)) {
      for (const ln of lm.lines) {
        if (!ln.extended) continue;
        for (const [r, c] of ln.cells) {
          const el = els.world.querySelector(`[data-cell="${r},${c}"]`);
          if (el) el.classList.add('ln-last');
        }
      }
    }
    // one board cell takes the keyboard focus (roving), arrows move between cells
    if (!cursor || !cells.has(cursor)) {
      const lt = lastPlaced >= 0 ? tiles[lastPlaced] : tiles[0];
      cursor = lt ? `${lt.cells[0][0]},${lt.cells[0][1]}` : null;
    }
    const cur = cursor ? els.world.querySelector(`[data-cell="${cursor}"]`) : null;
    if (cur) cur.tabIndex = 0;
    // the board's extent for fitting (opening: the two start columns)
    const b = S.view.bounds;
    pz.setBox(b ? { ...b } : { top: 0, left: 0, bottom: 1, right: 1 });
    if (focusPair) {
      const again = els.world.querySelector(`[data-pair="${focusPair}"]`);
      if (again) again.focus({ preventScroll: true });
    } else if (focusCell) {
      const again = els.world.querySelector(`[data-cell="${focusCell}"]`);
      if (again) again.focus({ preventScroll: true });
    }
    if (inspected && !cells.has(inspected)) inspected = null;
    if (pinned && !cells.has(pinned)) pinned = null;
    if (S.view.over) { inspected = null; pinned = null; } // the end card needs the room
    inspect(inspected);
  }

  function colourRun(colours) {
    const wrap = h('span', 'wx-run');
    for (const ch of colours) {
      const s = h('span', `wx-chip c-${ch}`);
      s.innerHTML = glyphSVG(ch);
      s.title = T.colours[ch];
      s.setAttribute('aria-label', T.colours[ch]);
      s.setAttribute('role', 'img');
      wrap.append(s);
    }
    return wrap;
  }

  /** Shows the lines through cell "r,c" (null: none) on the board and in the inspector. */
  function inspect(key) {
    inspected = key;
    for (const el of els.world.querySelectorAll('.ln-row, .ln-col, .ln-here')) el.classList.remove('ln-row', 'ln-col', 'ln-here');
    if (!key || !S.view) { els.inspect.hidden = true; els.inspect.replaceChildren(); return; }
    const [r, c] = key.split(',').map(Number);
    const box = document.createDocumentFragment();
    for (const axis of ['row', 'column']) {
      const ln = lineAt(axis, r, c);
      const div = h('div', 'wx-line');
      div.dataset.axis = axis;
      div.append(h('span', 'wx-line-title', T.lineTitle[axis]));
      if (!ln) {
        div.append(h('span', 'wx-line-none', T.noLine));
      } else {
        div.setAttribute('data-testid', `line-${axis}`);
        div.dataset.pattern = ln.pattern || '';
        const meta = h('span', 'wx-line-meta');
        meta.append(colourRun(ln.colours), h('span', 'wx-line-len', T.lineLength(ln.length)));
        div.append(meta);
        const pat = h('span', 'wx-line-pattern');
        if (ln.pattern) pat.append(h('span', null, `${T.patternLocked} `), colourRun(ln.pattern), h('span', 'wx-cycle', ' …'));
        else pat.textContent = T.patternOpen;
        div.append(pat);
        for (const k of lineCells(ln)) {
          const el = els.world.querySelector(`[data-cell="${k}"]`);
          if (el) el.classList.add(axis === 'row' ? 'ln-row' : 'ln-col');
        }
      }
      box.append(div);
    }
    const here = els.world.querySelector(`[data-cell="${key}"]`);
    if (here) here.classList.add('ln-here');
    els.inspect.replaceChildren(box);
    els.inspect.hidden = false;
  }

  return {
    renderBoard,
    reset() { seenTiles = -1; cursor = null; },
    /** Close the lines a tap pinned (a tile chosen: its places on the board need the room). */
    unpin() { pinned = null; inspected = null; },
  };
}
