// The Wu Hsing board: draws the view Python returns and sends the player's moves back.
// It never decides a rule: the legal moves (view.legal) and their scores (view.legal_scores),
// the lines and their patterns, passing and the end all come from Python.

import { createPanZoom, CELL } from './wuhsing-view.js';
import { createSession } from './session.js';

const GAME = 'wuhsing';
const HUMAN = 0;
const PACE = { slow: 1600, normal: 900, fast: 200 };   // ms between computer turns
const BUDGET = { easy: 100, medium: 300, hard: 150 };  // ms of thinking (hard: p95 under 250 ms in Pyodide)
const ORDER = 'WFHME';
const MOVE_RE = /^([WFHME])@(-?\d+),(-?\d+) ([WFHME])@(-?\d+),(-?\d+)$/;

const isObj = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);
const h = (tag, cls, text) => {
  const el = document.createElement(tag);
  if (cls) el.className = cls;
  if (text != null) el.textContent = text;
  return el;
};

/** The tile name (colours in spelling order) of two colours: ('H', 'W') -> 'W-H'. */
export function tileOf(a, b) {
  return ORDER.indexOf(a) <= ORDER.indexOf(b) ? `${a}-${b}` : `${b}-${a}`;
}

/** A move spelling as data: {move, r1, c1, a, r2, c2, b, horizontal, tile, pair}. */
export function parseMove(move) {
  const m = MOVE_RE.exec(move);
  if (!m) return null;
  const [, a, r1, c1, b, r2, c2] = m;
  const o = { move, a, b, r1: +r1, c1: +c1, r2: +r2, c2: +c2 };
  o.horizontal = o.r1 === o.r2;
  o.tile = tileOf(a, b);
  o.pair = `${o.r1},${o.c1},${o.r2},${o.c2}`;
  return o;
}

// Spots are drawn this many world px inside their cells: where two spots share a cell, the
// middle of each (its joint, where its score sits) is still its own to click.
const SPOT_INSET = 6;

const spell = (p, a, b) => `${a}@${p.r1},${p.c1} ${b}@${p.r2},${p.c2}`;

// The five glyphs 水 火 木 金 土 as brush strokes (SVG, so they show without any CJK font).
const GLYPH_PATHS = {
  W: 'M50 12V82Q50 92 39 86M18 38H38L15 74M79 28L59 48M57 46Q67 70 88 84',
  F: 'M22 36L31 56M78 32L68 53M50 12Q51 56 15 88M51 55Q62 76 87 88',
  H: 'M13 36H87M50 10V92M47 38Q36 62 13 80M53 38Q64 62 87 80',
  M: 'M50 9L12 44M50 9L88 44M30 47H70M23 64H77M50 47V87M32 70L38 80M68 70L62 80M14 88H86',
  E: 'M28 42H72M50 16V84M14 85H86',
};
export function glyphSVG(colour) {
  const d = GLYPH_PATHS[colour] || '';
  return `<svg class="wx-glyph" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><path d="${d}"/></svg>`;
}

export function createWuHsing({ root, els, python, storage, strings: T, getSettings, onMatchCounted, announce }) {
  let selected = null;      // {index, tile, a, b, horizontal}: the tile in hand and how it lies
  let scores = new Map();   // pair|d or pair|m -> score of a placement there (from Python)
  let scoresFor = '';       // the position `scores` belongs to
  let scoresDone = '';      // ... once every answer is in
  let seenTiles = -1;       // tiles drawn last time (to animate a fresh one)
  let cursor = null;        // "r,c" of the board cell that takes the keyboard focus
  let inspected = null;     // "r,c" whose lines are shown
  let resultHidden = false;
  let pinned = null;        // "r,c" whose lines stay shown after a tap

  // the match itself (state, saving, statistics, Python's answers): session.js
  const S = createSession({
    game: GAME, root, els, python, storage, strings: T, getSettings, onMatchCounted,
    isOver: (v) => !!v.over,
    humanMoved: (v) => Array.isArray(v.history) && v.history.some((e) => isObj(e) && e.seat === HUMAN),
    computerMayMove: (v) => !v.over,
    newGameOptions(s, { rematch, prev }) {
      const options = { players: s.players, variant: s.players === 2 ? s.variant : 'standard', open_hands: s.hands === 'open' };
      // W2.3: in a series of games the first seat rotates
      if (rematch && prev && prev.players === s.players && Number.isInteger(prev.first)) {
        options.first = (prev.first + 1) % s.players;
      }
      return options;
    },
    paceMs: (s) => PACE[s.tempo] ?? PACE.normal,
    budgetMs: (level) => BUDGET[level] ?? 300,
    render: () => render(),
    renderEmpty: () => renderPlaceholder(),
    renderLog: () => renderLog(),
    flashMs: 3000,
    reset() { selected = null; resultHidden = false; },
    fresh() {
      seenTiles = -1;
      cursor = null;
      pz.fit();
    },
    taken() {
      selected = null;
      if (!S.view.over) resultHidden = false;
    },
    afterDraw(before) {
      announceChanges(before, S.view);
      probeScores();
    },
    onSend() {
      const hadFocus = root.contains(document.activeElement) && document.activeElement !== document.body;
      const idx = selected ? selected.index : 0;
      selected = null;
      return () => { if (hadFocus) focusRack(idx); };
    },
    onLoadRejected() { S.flash(T.loadError, 8000); },
  });
  const { send, newMatch } = S;
  const flash = (text, ms) => S.flash(text, ms);

  const pz = createPanZoom(els.viewport, els.world);
  const preview$ = h('span', 'wx-preview');
  preview$.setAttribute('data-testid', 'tile-preview');
  els.tools.prepend(preview$);

  const players = () => (S.view ? S.view.players : getSettings().players);
  const seatName = (s) => T.seatName(players(), s);
  const movesMade = () => (S.record && Array.isArray(S.record.moves) ? S.record.moves.length : 0);
  const posKey = () => `${S.gen}:${movesMade()}`;

  /** What changed, for screen readers (the page's live region, i18n.announce): each move
   *  since the last view with its score, and the end of the game with its result. */
  function announceChanges(before, now) {
    if (!before || !now || !announce) return;
    const oldHist = Array.isArray(before.history) && before.players === now.players ? before.history : [];
    const hist = Array.isArray(now.history) ? now.history : [];
    const out = [];
    if (hist.length > oldHist.length) {
      for (let i = oldHist.length; i < hist.length; i++) {
        const ev = hist[i];
        if (!isObj(ev)) continue;
        const you = ev.seat === HUMAN;
        const name = seatName(ev.seat);
        if (ev.move === 'pass') { out.push(T.announcePass(name, you)); continue; }
        const p = ev.move ? parseMove(ev.move) : null;
        const tileName = p ? T.tileName(p.a, p.b) : '';
        // W8.1(b)/W2.2: a failed square is said again with the next secret choice (which
        // follows at once when the other chooses first), so it stays in the live region
        const failedBefore = i > 0 && i - 1 < oldHist.length && isObj(hist[i - 1]) && hist[i - 1].kind === 'reveal' && hist[i - 1].square_ok === false;
        if (ev.kind === 'choose' && failedBefore) { const f = failedText(hist, i - 1); if (f) out.push(f); }
        if (ev.kind === 'reveal') {
          const pair = revealPair(hist, i);
          if (ev.square_ok === false && pair) out.push(failedText(hist, i));
          else if (pair) out.push(`${T.revealOk}: ${T.tileName(pair.first.a, pair.first.b)}, ${T.tileName(pair.second.a, pair.second.b)}.`);
        } else if (ev.kind === 'opening' && p) out.push(`${T.openingPlaced(name, you)} ${tileName}.`);
        else if (ev.kind === 'choose' || (!ev.kind && !p)) out.push(you && p ? `${T.chose(name, you)} ${tileName}.` : T.chose(name, you));
        else if (p) out.push(T.announcePlace(name, you, p.a, p.b, ev.score || 0));
      }
    }
    if (now.over && !before.over) {
      const winners = Array.isArray(now.winners) ? now.winners : [];
      const names = winners.map(seatName);
      let result;
      if (winners.includes(HUMAN) && winners.length === 1) result = T.won(now.final_scores[HUMAN]);
      else if (winners.includes(HUMAN)) result = T.shared(names);
      else result = T.lost(names);
      out.push(T.announceOver(result));
    }
    if (out.length) announce(out.join(' '));
  }

  /** The score of every legal spot, from Python: the view's `legal_scores` (move -> score,
   *  W5.1), grouped by cells and tile kind (mixed or double) as the spots are drawn. */
  function probeScores() {
    if (!S.view || S.preview || S.view.over || S.view.to_move !== HUMAN) return;
    const key = posKey();
    if (scoresFor === key) return;
    scoresFor = key;
    scores = new Map();
    const given = (S.view.legal_scores && typeof S.view.legal_scores === 'object') ? S.view.legal_scores : {};
    for (const m of legalMoves()) {
      const sc = given[m.move];
      if (Number.isInteger(sc)) scores.set(`${m.pair}|${m.a === m.b ? 'd' : 'm'}`, sc);
    }
    scoresDone = key;
    if (selected) renderBoard();
  }

  // ---- what the view allows ----------------------------------------------------------------
  const myTurn = () => !!S.view && !S.preview && !S.busy && !S.error && !S.view.over && S.view.to_move === HUMAN;

  function legalMoves() {
    if (!S.view || !Array.isArray(S.view.legal)) return [];
    const out = [];
    for (const mv of S.view.legal) {
      const p = parseMove(mv);
      if (p) out.push(p);
    }
    return out;
  }
  const mustPass = () => myTurn() && Array.isArray(S.view.legal) && S.view.legal.length === 1 && S.view.legal[0] === 'pass';

  function playableTiles() {
    const set = new Set();
    if (myTurn()) for (const m of legalMoves()) set.add(m.tile);
    return set;
  }

  /** The spots of the selected tile: the legal moves of its kind grouped by their cells. */
  function spots() {
    if (!selected || !myTurn()) return [];
    const byPair = new Map();
    for (const m of legalMoves()) {
      if (m.tile !== selected.tile) continue;
      let sp = byPair.get(m.pair);
      if (!sp) {
        sp = { pair: m.pair, r1: m.r1, c1: m.c1, r2: m.r2, c2: m.c2, horizontal: m.horizontal, orders: [] };
        byPair.set(m.pair, sp);
      }
      sp.orders.push([m.a, m.b]);
    }
    const out = [];
    for (const sp of byPair.values()) {
      const want = sp.orders.find(([a, b]) => a === selected.a && b === selected.b);
      const [a, b] = want || sp.orders[0];
      sp.a = a;
      sp.b = b;
      sp.move = spell(sp, a, b);
      sp.match = !!want && sp.horizontal === selected.horizontal;
      const sc = scores.get(`${sp.pair}|${a === b ? 'd' : 'm'}`);
      sp.score = Number.isInteger(sc) ? sc : null;
      out.push(sp);
    }
    out.sort((x, y) => x.r1 - y.r1 || x.c1 - y.c1 || (x.horizontal ? -1 : 1));
    return out;
  }

  // ---- player input ------------------------------------------------------------------------
  function pick(index) {
    if (!S.view || !Array.isArray(S.view.hand)) return;
    const tile = S.view.hand[index];
    if (!tile) return;
    if (!myTurn()) { if (!S.view.over && !S.preview) flash(T.notYourTurn); return; }
    if (mustPass()) { flash(T.mustPass); return; }
    if (!playableTiles().has(tile)) { flash(T.cannotPlay(T.tileName(tile[0], tile[2]))); return; }
    if (selected && selected.index === index) { cancel(); return; }
    // start in the lie that fits most spots (ties: upright), the player may turn it
    const count = new Map();
    for (const m of legalMoves()) {
      if (m.tile !== tile) continue;
      const k = `${m.horizontal ? 'h' : 'v'}${m.a}${m.b}`;
      count.set(k, (count.get(k) || 0) + 1);
    }
    let best = null;
    for (const [k, n] of count) if (!best || n > best[1] || (n === best[1] && k[0] === 'v' && best[0][0] === 'h')) best = [k, n];
    const k = best ? best[0] : `v${tile[0]}${tile[2]}`;
    selected = { index, tile, horizontal: k[0] === 'h', a: k[1], b: k[2] };
    render();
    focusFirstSpot();
  }

  function focusFirstSpot() {
    const list = [...els.world.querySelectorAll('[data-testid="spot"]')];
    const first = list.find((b) => b.dataset.match === 'true') || list[0];
    if (first) { first.focus({ preventScroll: true }); pz.reveal(first); }
  }

  function rotate() {
    if (!selected) return;
    // a quarter turn clockwise: upright a/b -> lying b|a -> upright b/a -> lying a|b
    const { a, b, horizontal } = selected;
    selected = horizontal ? { ...selected, horizontal: false } : { ...selected, horizontal: true, a: b, b: a };
    redrawKeepingFocus();
  }

  function flip() {
    if (!selected) return;
    selected = { ...selected, a: selected.b, b: selected.a };
    redrawKeepingFocus();
  }

  function redrawKeepingFocus() {
    const act = document.activeElement;
    const pair = act && act.dataset ? act.dataset.pair : null;
    render();
    if (pair) {
      const again = els.world.querySelector(`[data-testid="spot"][data-pair="${pair}"]`);
      if (again) again.focus({ preventScroll: true });
    } else if (els.world.contains(act) || act === document.body) {
      focusFirstSpot();
    }
  }

  function cancel() {
    if (!selected) return;
    const idx = selected.index;
    selected = null;
    render();
    focusRack(idx);
  }

  function focusRack(idx) {
    const items = [...els.hand.querySelectorAll('[data-testid="hand-tile"]')];
    if (!items.length) { els.main.focus({ preventScroll: true }); return; }
    items[Math.max(0, Math.min(idx, items.length - 1))].focus({ preventScroll: true });
  }

  function mainAction() {
    if (S.retry()) return;
    if (!S.view || S.preview) return;
    if (S.view.over) { newMatch({ rematch: true }); return; }
    if (mustPass()) send('pass');
  }

  els.main.addEventListener('click', mainAction);
  els.rotate.addEventListener('click', rotate);
  els.flip.addEventListener('click', flip);
  els.cancel.addEventListener('click', cancel);
  els.zoomIn.addEventListener('click', () => pz.zoom(1.25));
  els.zoomOut.addEventListener('click', () => pz.zoom(0.8));
  els.fit.addEventListener('click', () => pz.fit());

  els.hand.addEventListener('click', (ev) => {
    const b = ev.target.closest('[data-testid="hand-tile"]');
    if (b) pick(Number(b.dataset.index));
  });
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

  els.hand.addEventListener('keydown', (ev) => {
    const items = [...els.hand.querySelectorAll('[data-testid="hand-tile"]')];
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
  });

  document.addEventListener('keydown', (ev) => {
    if (document.querySelector('dialog[open]')) return;
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const tag = ev.target && ev.target.tagName;
    if (tag === 'SELECT' || tag === 'INPUT' || tag === 'TEXTAREA') return;
    const k = ev.key;
    if (selected && (k === 'r' || k === 'R')) { ev.preventDefault(); rotate(); } else if (selected && (k === 'f' || k === 'F')) { ev.preventDefault(); flip(); } else if (k === 'Escape' && selected) { ev.preventDefault(); cancel(); } else if (els.table.contains(ev.target) || ev.target === document.body) {
      if (k === '+' || k === '=') { ev.preventDefault(); pz.zoom(1.25); } else if (k === '-') { ev.preventDefault(); pz.zoom(0.8); } else if (k === '0') { ev.preventDefault(); pz.fit(); }
    }
  });

  // ---- drawing -----------------------------------------------------------------------------
  function phase() {
    if (!S.ready && !S.view) return 'loading';
    if (S.error) return 'error';
    if (S.preview) return 'loading';
    if (!S.view) return 'busy';
    if (S.view.over) return 'over';
    if (S.busy) return 'busy';
    if (S.view.to_move === HUMAN) return selected ? 'choose' : 'human';
    return 'computer';
  }

  function halves(el, a, b) {
    for (const col of [a, b]) {
      const half = h('span', `wx-half c-${col}`);
      half.dataset.colour = col;
      half.insertAdjacentHTML('beforeend', glyphSVG(col));
      el.append(half);
    }
    return el;
  }

  /** A tile face (for the rack, the preview and mini hands): a domino of two halves. */
  function face(tile, horizontal = false, cls = '') {
    const el = h('span', `wx-face ${horizontal ? 'is-h' : 'is-v'} ${cls}`.trim());
    return halves(el, tile[0], tile[2]);
  }

  function place(el, r, c, horizontal, inset = 0) {
    el.style.left = `${c * CELL + inset}px`;
    el.style.top = `${r * CELL + inset}px`;
    el.style.width = `${(horizontal ? 2 : 1) * CELL - 2 * inset}px`;
    el.style.height = `${(horizontal ? 1 : 2) * CELL - 2 * inset}px`;
  }

  function render() {
    root.dataset.phase = phase();
    root.dataset.preview = S.preview ? 'true' : 'false';
    if (S.ready) els.loading.hidden = true;
    if (!S.view) { renderPlaceholder(); return; }
    root.dataset.players = String(S.view.players);
    const act = document.activeElement;
    const hadFocus = !!act && act !== document.body && (els.world.contains(act) || els.hand.contains(act) || els.result.contains(act) || els.tools.contains(act));
    renderSeats();
    renderBoard();
    renderRack();
    renderTools();
    renderMain();
    renderLog();
    renderResult();
    if (hadFocus && (!document.activeElement || document.activeElement === document.body)) {
      const next = els.hand.querySelector('[data-playable="true"]') || els.hand.querySelector('[data-testid="hand-tile"]');
      (next || els.main).focus({ preventScroll: true });
    }
  }

  function renderPlaceholder() {
    root.dataset.phase = phase();
    const s = getSettings();
    const names = Array.from({ length: s.players }, (_, i) => T.seatName(s.players, i));
    els.seats.replaceChildren(...names.map((name, i) => seatItem(i, name, null, 0, false, null)));
    els.world.replaceChildren();
    els.hand.replaceChildren();
    els.tools.hidden = true;
    els.result.hidden = true;
    els.inspect.hidden = true;
    els.log.replaceChildren(h('span', 'hint', S.error ? T.error(S.error.message) : S.notice));
    els.main.textContent = S.error ? T.retry : '…';
    els.main.disabled = !S.error;
    els.main.dataset.action = S.error ? 'retry' : 'wait';
  }

  function miniHand(tiles, label) {
    const wrap = h('span', 'mini-hand');
    if (label) wrap.setAttribute('aria-label', label);
    if (!tiles.length) { wrap.textContent = T.emptyHand; return wrap; }
    for (const tile of tiles) {
      const m = face(tile, false, 'mini');
      m.dataset.tile = tile;
      m.setAttribute('role', 'img');
      m.setAttribute('aria-label', T.tileName(tile[0], tile[2]));
      wrap.append(m);
    }
    return wrap;
  }

  function seatItem(i, name, tiles, score, toMove, shown) {
    const li = h('li', 'seat');
    li.dataset.seat = String(i);
    li.setAttribute('data-testid', `seat-${i}`);
    if (toMove) li.dataset.toMove = 'true';
    const n = h('span', 'seat-name', name);
    const t = h('span', 'seat-tiles', tiles == null ? '' : T.tiles(tiles));
    const sc = h('span', 'seat-score', String(score));
    li.append(n, t, sc);
    if (tiles != null) {
      li.dataset.tiles = String(tiles);
      li.setAttribute('aria-label', T.seatLabel(name, tiles, score, toMove));
    }
    li.dataset.score = String(score);
    if (shown) {
      const mh = miniHand(shown, T.handShown(name));
      mh.classList.add('seat-hand');
      mh.setAttribute('data-testid', `shown-hand-${i}`);
      li.append(mh);
    }
    return li;
  }

  function renderSeats() {
    const items = [];
    for (let i = 0; i < S.view.players; i++) {
      const shown = i !== HUMAN && !S.view.over && Array.isArray(S.view.hands) && Array.isArray(S.view.hands[i]) ? S.view.hands[i] : null;
      items.push(seatItem(i, seatName(i), S.view.hand_sizes[i], S.view.scores[i], S.view.to_move === i && !S.view.over, shown));
    }
    els.seats.replaceChildren(...items);
  }

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
    const lastKind = S.view.last_move ? S.view.last_move.kind : null;
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
        const mine = hist.length && hist[hist.length - 1].seat === HUMAN ? parseMove(hist[hist.length - 1].move || '') : null;
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
    els.world.replaceChildren(frag);
    els.world.dataset.spots = String(sps.length);
    // the last placement's extended lines glow
    const lm = S.view.last_move;
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

  function renderRack() {
    const act = document.activeElement;
    const hadFocus = els.hand.contains(act);
    const focusIdx = hadFocus && act.dataset ? Number(act.dataset.index) : -1;
    const hand = Array.isArray(S.view.hand) ? S.view.hand : [];
    const canPlay = myTurn();
    const playable = playableTiles();
    const items = hand.map((tile, i) => {
      const b = h('button', 'rt');
      b.type = 'button';
      b.setAttribute('data-testid', 'hand-tile');
      b.dataset.tile = tile;
      b.dataset.index = String(i);
      const ok = canPlay && playable.has(tile);
      b.dataset.playable = ok ? 'true' : 'false';
      if (canPlay && !ok) b.setAttribute('aria-disabled', 'true');
      const sel = !!selected && selected.index === i;
      if (sel) b.dataset.selected = 'true';
      b.setAttribute('aria-pressed', sel ? 'true' : 'false');
      b.setAttribute('aria-label', T.rackTile(T.tileName(tile[0], tile[2]), ok, canPlay));
      b.append(face(tile, false));
      return b;
    });
    els.hand.replaceChildren(...items);
    els.hand.dataset.count = String(hand.length);
    if (hadFocus && items.length) items[Math.max(0, Math.min(focusIdx, items.length - 1))].focus({ preventScroll: true });
  }

  function renderTools() {
    const on = !!selected && myTurn();
    els.tools.hidden = !on;
    preview$.replaceChildren();
    if (!on) return;
    const f = face(`${selected.a}-${selected.b}`, selected.horizontal);
    preview$.append(f);
    preview$.dataset.horizontal = selected.horizontal ? 'true' : 'false';
    preview$.dataset.colours = selected.a + selected.b;
    preview$.setAttribute('role', 'img');
    preview$.setAttribute('aria-label', T.preview(selected.a, selected.b, selected.horizontal));
    const dbl = selected.a === selected.b;
    els.flip.disabled = dbl;
  }

  function renderMain() {
    const b = els.main;
    let text = '…';
    let action = 'wait';
    let enabled = false;
    if (S.error) {
      text = T.retry; action = 'retry'; enabled = true;
    } else if (S.view.over) {
      text = T.rematch; action = 'rematch'; enabled = !S.preview;
    } else if (mustPass()) {
      text = T.pass; action = 'pass'; enabled = true;
    } else if (S.view.to_move === HUMAN) {
      text = selected ? T.place : T.play; action = 'play';
    } else if (Number.isInteger(S.view.to_move)) {
      text = T.wait(seatName(S.view.to_move)); action = 'wait';
    }
    b.textContent = text;
    b.dataset.action = action;
    b.disabled = !enabled;
    b.hidden = !!selected && myTurn();
    b.classList.toggle('btn-primary', enabled);
  }

  function tileChip(a, b) {
    const f = face(`${a}-${b}`, true, 'inline');
    f.setAttribute('role', 'img');
    f.setAttribute('aria-label', T.tileName(a, b));
    return f;
  }

  /** W8.1b: the two tiles of the reveal at history index `i` (the choice before it and the
   *  reveal itself) as parsed moves: {first, second, mine, theirs}, or null. */
  function revealPair(hist, i) {
    const second = isObj(hist[i]) && hist[i].move ? parseMove(hist[i].move) : null;
    const first = i > 0 && isObj(hist[i - 1]) && hist[i - 1].move ? parseMove(hist[i - 1].move) : null;
    if (!first || !second) return null;
    const mineFirst = hist[i - 1].seat === HUMAN;
    return { first, second, mine: mineFirst ? first : second, theirs: mineFirst ? second : first };
  }

  /** The failed start square at history index `i` in words (W8.1b, W2.2), or ''. */
  function failedText(hist, i) {
    const pair = revealPair(hist, i);
    return pair ? T.squareFailed(seatName(1 - HUMAN), T.tileName(pair.mine.a, pair.mine.b), T.tileName(pair.theirs.a, pair.theirs.b)) : '';
  }

  /** Text with {A} and {B} placeholders spliced with nodes. */
  function splice(text, nodes) {
    const out = [];
    for (const part of text.split(/(\u0001[AB]\u0001)/)) {
      if (part === '\u0001A\u0001') out.push(nodes.A);
      else if (part === '\u0001B\u0001') out.push(nodes.B);
      else if (part) out.push(document.createTextNode(part));
    }
    return out;
  }

  /** History entry `i` as nodes; `full` adds the score's explanation. The kind of each entry
   *  comes from Python (view.history[i].kind); a pass keeps the hand shown then (W6.2). */
  function eventNodes(hist, i, full) {
    const ev = hist[i];
    const you = ev.seat === HUMAN;
    const name = seatName(ev.seat);
    const out = [];
    const lm = S.view.last_move;
    const isLast = i === hist.length - 1;
    if (ev.move === 'pass') {
      out.push(document.createTextNode(T.passed(name, you)));
      let hand = Array.isArray(ev.hand) ? ev.hand : null;
      // an older saved view without per-entry hands: the newest pass shows the hand now
      if (!hand && isLast && Array.isArray(S.view.hands) && Array.isArray(S.view.hands[ev.seat]) && (S.view.passed || []).includes(ev.seat)) hand = S.view.hands[ev.seat];
      if (hand) {
        const mh = miniHand(hand, T.handShown(name));
        mh.setAttribute('data-testid', 'passed-hand');
        mh.dataset.seat = String(ev.seat);
        mh.dataset.index = String(i);
        out.push(mh);
      }
      return out;
    }
    const p = ev.move ? parseMove(ev.move) : null;
    const kind = ev.kind || (isLast && lm ? lm.kind : (p ? 'place' : 'choose'));
    if (kind === 'reveal') {
      // W8.1(b): both tiles are shown; a failed square (W2.2) says so, both choose again
      const pair = revealPair(hist, i);
      const ok = 'square_ok' in ev ? ev.square_ok : !!(isLast && lm && lm.square_ok);
      if (!pair) { out.push(document.createTextNode(ok ? T.revealOk : T.chose(name, you))); return out; }
      if (!ok) {
        const text = T.squareFailed(seatName(1 - HUMAN), '\u0001A\u0001', '\u0001B\u0001');
        out.push(...splice(text, { A: tileChip(pair.mine.a, pair.mine.b), B: tileChip(pair.theirs.a, pair.theirs.b) }));
        return out;
      }
      out.push(document.createTextNode(`${T.revealOk}: `), tileChip(pair.first.a, pair.first.b), document.createTextNode(' + '), tileChip(pair.second.a, pair.second.b));
      return out;
    }
    if (!p || kind === 'choose') {
      out.push(document.createTextNode(T.chose(name, you)));
      if (p) out.push(document.createTextNode(' '), tileChip(p.a, p.b));
      return out;
    }
    if (kind === 'opening') {
      out.push(document.createTextNode(`${T.openingPlaced(name, you)} `), tileChip(p.a, p.b));
      return out;
    }
    out.push(document.createTextNode(`${T.placed(name, you)} `), tileChip(p.a, p.b), document.createTextNode(T.forPoints(ev.score || 0)));
    if (full && isLast && lm && lm.kind === 'place' && lm.formula) {
      const ex = h('span', 'formula', T.formula(lm.formula));
      ex.setAttribute('data-testid', 'formula');
      const parts = (lm.lines || []).filter((l) => l.extended).map((l) => T.lineDesc(l.axis, l.length));
      if (lm.double) parts.push(T.doubleFactor);
      out.push(ex, document.createTextNode(` ${T.linesUsed(parts)}`));
    }
    return out;
  }

  function renderLog() {
    const nodes = [];
    let hint = '';
    if (!S.view) {
      hint = S.error ? T.error(S.error.message) : S.notice;
    } else if (S.error) {
      hint = T.error(S.error.message);
    } else {
      const hist = Array.isArray(S.view.history) ? S.view.history.filter(isObj) : [];
      let from = Math.max(0, hist.length - S.view.players);
      // W8.1(b): while the opening runs again, the failed square stays in the log until
      // both have chosen anew
      if (S.view.phase === 'opening') {
        for (let i = hist.length - 1; i >= 0 && i >= hist.length - 2; i--) {
          if (hist[i].kind === 'reveal' && hist[i].square_ok === false) { from = Math.min(from, i); break; }
        }
      }
      // earlier moves of this round, short
      const short = h('span', 'ev-prev');
      for (let i = from; i < hist.length - 1; i++) {
        if (hist[i].kind === 'choose' && hist[i + 1].kind === 'reveal') continue; // the reveal names both tiles
        const s = h('span', 'ev');
        s.setAttribute('data-testid', 'log-entry');
        s.dataset.index = String(i);
        if (hist[i].kind) s.dataset.kind = hist[i].kind;
        if (hist[i].square_ok === false) s.dataset.square = 'failed';
        s.append(...eventNodes(hist, i, false));
        short.append(s);
      }
      if (short.childNodes.length) nodes.push(short);
      if (hist.length) {
        const i = hist.length - 1;
        const last = h('span', 'ev ev-last');
        last.setAttribute('data-testid', 'last-move');
        last.dataset.index = String(i);
        if (hist[i].kind) last.dataset.kind = hist[i].kind;
        if (hist[i].square_ok === false) last.dataset.square = 'failed';
        last.append(...eventNodes(hist, i, true));
        nodes.push(last);
      }
      if (S.notice) hint = S.notice;
      else if (!S.view.over && S.view.to_move === HUMAN && !S.busy && !S.preview) {
        if (mustPass()) hint = T.mustPass;
        else if (S.view.phase === 'opening') {
          const other = isObj(S.view.opening) && Array.isArray(S.view.opening.chosen) && S.view.opening.chosen.some(Boolean);
          if (S.view.variant === 'fifteen_a') hint = T.openingA;
          else {
            // the log's last line may already say that the other has chosen
            const said = hist.length && hist[hist.length - 1].seat !== HUMAN && hist[hist.length - 1].kind === 'choose';
            hint = other && !said ? T.openingBWait(seatName(1 - HUMAN)) : T.openingB;
          }
          if (selected && S.view.variant === 'fifteen_a') hint = T.chooseSpot(spots().length);
        } else if (selected) {
          const sps = spots();
          hint = sps.some((s) => s.match) ? T.chooseSpot(sps.length) : `${T.chooseSpot(sps.length)} ${T.noSpotHere}`;
        } else hint = T.yourTurn;
      } else if (!S.view.over && S.view.ending) hint = T.ending;
    }
    if (hint) {
      const el = h('span', 'hint', hint);
      el.setAttribute('data-testid', 'hint');
      nodes.push(el);
    }
    els.log.replaceChildren(...nodes);
  }

  function renderResult() {
    const box = els.result;
    if (!S.view.over || resultHidden) {
      box.hidden = true;
      box.replaceChildren();
      return;
    }
    const card = h('div', 'result-card');
    const close = h('button', 'btn btn-quiet btn-close result-close');
    close.type = 'button';
    close.append(h('span', null, '✕'));
    close.setAttribute('aria-label', T.close);
    close.addEventListener('click', () => { resultHidden = true; renderResult(); els.main.focus(); });
    const head = h('div', 'result-head');
    head.append(h('h2', null, T.gameOver), close);
    card.append(head);
    const out = S.view.hand_sizes.findIndex((n) => n === 0);
    card.append(h('p', 'result-why', out >= 0 ? T.endOut(seatName(out), out === HUMAN) : T.endBlocked));
    const table = h('table', 'final');
    table.setAttribute('data-testid', 'final-table');
    const thead = h('tr');
    for (const c of [T.colName, T.colScore, T.colLeft, T.colPenalty, T.colFinal]) thead.append(h('th', null, c));
    table.append(thead);
    const winners = Array.isArray(S.view.winners) ? S.view.winners : [];
    for (let i = 0; i < S.view.players; i++) {
      const tr = h('tr');
      tr.setAttribute('data-testid', 'final-row');
      tr.dataset.seat = String(i);
      tr.dataset.final = String(S.view.final_scores[i]);
      tr.dataset.penalty = String(S.view.penalties[i]);
      if (winners.includes(i)) tr.dataset.winner = 'true';
      const hand = Array.isArray(S.view.hands) && Array.isArray(S.view.hands[i]) ? S.view.hands[i] : [];
      const left = h('td');
      left.append(miniHand(hand));
      tr.append(
        h('td', 'name', seatName(i)), h('td', 'num', String(S.view.running_scores[i])), left,
        h('td', 'num', S.view.penalties[i] ? `−${S.view.penalties[i]}` : '0'), h('td', 'num total', String(S.view.final_scores[i])),
      );
      table.append(tr);
    }
    card.append(table, h('p', 'help', T.penaltyRule));
    const line = h('p', 'match-line');
    line.setAttribute('data-testid', 'match-result');
    const names = winners.map(seatName);
    if (winners.includes(HUMAN) && winners.length === 1) line.textContent = T.won(S.view.final_scores[HUMAN]);
    else if (winners.includes(HUMAN)) line.textContent = T.shared(names);
    else line.textContent = T.lost(names);
    card.append(line);
    const again = h('button', 'btn btn-primary', T.rematch);
    again.type = 'button';
    again.setAttribute('data-testid', 'rematch');
    again.addEventListener('click', () => newMatch({ rematch: true }));
    card.append(again);
    const shown = !box.hidden;
    box.replaceChildren(card);
    box.hidden = false;
    if (!shown) box.scrollTop = 0; // a new result is read from its top
  }

  // for tests and debugging (session.js adds view, record, generation)
  S.debug({
    get scoresReady() { return scoresDone === posKey() && !!S.view && S.view.to_move === HUMAN; },
  });

  return S.controller({
    settingsChanged() { if (S.view) render(); },
    /** Redraws every text (after a change of language); the game itself is untouched. */
    relabel() {
      if (S.view) render();
      else if (!(S.error && root.dataset.phase === 'error')) renderPlaceholder();
    },
  });
}
