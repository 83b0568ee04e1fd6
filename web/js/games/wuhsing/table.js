// The Wu Hsing board: draws the view Python returns and sends the player's moves back.
// It never decides a rule: the legal moves (view.legal) and their scores (view.legal_scores),
// the lines and their patterns, passing and the end all come from Python.

import { createPanZoom } from './view.js';
import { h, parseMove, spell, face, miniHand as miniHandOf } from './faces.js';
import { createBoard } from './board.js';
import { createLog } from './log.js';
import { createResult } from './result.js';
import { createSession } from '../../core/session.js';
import { isObj } from '../../core/checks.js';
import { num } from '../../core/i18n.js';
import { keepFocus } from '../../ui/focus.js';
import { commonMain, setMain } from '../../ui/main-button.js';
import { seatItem as chip } from '../../ui/seats.js';
import { basePhase, myTurn as turnOf } from '../../ui/turn.js';
import { showHandover, hideHandover } from '../../ui/handover.js';

const GAME = 'wuhsing';
const PACE = { slow: 1600, normal: 900, fast: 200 };   // ms between computer turns
const BUDGET = { easy: 100, medium: 300, hard: 150 };  // ms of thinking (hard: p95 under 250 ms in Pyodide)

/** The table. `seatPlan(n)` (optional): the seats of a new match (people at one table,
 *  js/core/seat-plan.js planOf); without it every seat but the first is the computer. */
export function createWuHsing({ root, els, python, storage, strings: T, getSettings, onMatchCounted, announce, seatPlan }) {
  let selected = null;      // {index, tile, a, b, horizontal}: the tile in hand and how it lies
  let scores = new Map();   // pair|d or pair|m -> score of a placement there (from Python)
  let scoresFor = '';       // the position `scores` belongs to
  let scoresDone = '';      // ... once every answer is in

  // the match itself (state, saving, statistics, Python's answers): session.js
  const S = createSession({
    game: GAME, root, els, python, storage, strings: T, getSettings, onMatchCounted,
    isOver: (v) => !!v.over,
    // a saved view from before the view header (no `seats`) is not drawn before Python runs
    previewable: (v) => Number.isInteger(v.seats),
    humanMoved: (v) => Array.isArray(v.history) && v.history.some((e) => isObj(e) && e.seat === S.HUMAN),
    computerMayMove: (v) => !v.over,
    seatPlan,
    // closed hands go through the hand-over screen; open play (every hand shown) just alternates
    hiddenHands: (v) => !(v && v.open_hands),
    renderHandover: () => renderHandover(),
    revealed() {
      const first = els.hand.querySelector('button, [tabindex="0"]') || els.main;
      first.focus({ preventScroll: true });
    },
    newGameOptions(s, { rematch, prev }) {
      const options = { players: s.players, variant: s.players === 2 ? s.variant : 'standard', open_hands: s.hands === 'open' };
      // W2.3: in a series of games the first seat rotates
      if (rematch && prev && prev.seats === s.players && Number.isInteger(prev.first)) {
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
    reset() { selected = null; result.reopen(); },
    fresh() {
      board.reset();
      pz.fit();
    },
    taken() {
      selected = null;
      if (!S.view.over) result.reopen();
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
  });
  const { send, newMatch } = S;
  const flash = (text, ms) => S.flash(text, ms);

  const pz = createPanZoom(els.viewport, els.world);
  const preview$ = h('span', 'wx-preview');
  preview$.setAttribute('data-testid', 'tile-preview');
  els.tools.prepend(preview$);

  const players = () => (S.view ? S.view.seats : getSettings().players);
  const seatName = (s) => {
    if (S.online) return S.online.nameOf(s);
    const p = S.plan && S.plan[s];
    const people = S.plan && S.plan.filter((q) => q.kind !== 'computer').length > 1;
    if (p && people && p.kind !== 'computer') return p.name;
    return T.seatName(S.plan ? S.plan.length : players(), s);
  };

  /** The hand-over screen (ui/handover.js) over the empty table: whose turn, what happened. */
  function renderHandover() {
    if (!S.handover) return;
    const lines = S.since(S.handover.seat).map(({ seat, move }) => T.handoverMove(seatName(seat), move));
    showHandover(els.table, { name: seatName(S.handover.seat), lines, T, onReady: () => S.reveal() });
    root.dataset.phase = 'handover';
    els.main.textContent = T.handoverReady(seatName(S.handover.seat));
    els.main.disabled = false;
    els.main.dataset.action = 'handover';
  }
  const miniHand = (tiles, label) => miniHandOf(T, tiles, label);
  // the log (and what is announced) and the result card: log.js, result.js
  const { renderLog, announceChanges } = createLog({
    S, T, els, get HUMAN() { return S.viewer; }, seatName, announce, mustPass: () => mustPass(), spots: () => spots(),
    get selected() { return selected; },
  });
  const { renderResult, ...result } = createResult({ S, T, els, get HUMAN() { return S.viewer; }, seatName, newMatch });
  const movesMade = () => (S.record && Array.isArray(S.record.moves) ? S.record.moves.length : 0);
  const posKey = () => `${S.gen}:${movesMade()}`;

  /** The score of every legal spot, from Python: the view's `legal_scores` (move -> score,
   *  W5.1), grouped by cells and tile kind (mixed or double) as the spots are drawn. */
  function probeScores() {
    if (!S.view || S.preview || S.view.over || S.view.to_move !== S.viewer) return;
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
  const myTurn = () => turnOf(S, S.viewer);

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
    if (S.handover) { S.reveal(); return; }
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
  // the board, its spots and line inspector: board.js
  const board = createBoard({
    S, T, els, get HUMAN() { return S.viewer; }, pz, spots: () => spots(), myTurn: () => myTurn(), send: (move) => send(move),
  });
  const { renderBoard } = board;

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
    if (!root.isConnected || document.querySelector('dialog[open]')) return;
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
    const base = basePhase(S);
    if (base) return base;
    if (S.view.over) return 'over';
    if (S.busy) return 'busy';
    if (S.view.to_move === S.viewer) return selected ? 'choose' : 'human';
    return 'computer';
  }

  function render() {
    if (S.handover) { renderPlaceholder(); renderHandover(); return; }
    hideHandover(els.table);
    root.dataset.phase = phase();
    root.dataset.preview = S.preview ? 'true' : 'false';
    if (S.ready) els.loading.hidden = true;
    if (!S.view) { renderPlaceholder(); return; }
    root.dataset.players = String(S.view.seats);
    const restoreFocus = keepFocus([els.world, els.hand, els.result, els.tools], () => {
      const next = els.hand.querySelector('[data-playable="true"]') || els.hand.querySelector('[data-testid="hand-tile"]');
      (next || els.main).focus({ preventScroll: true });
    });
    renderSeats();
    renderBoard();
    renderRack();
    renderTools();
    renderMain();
    renderLog();
    renderResult();
    restoreFocus();
  }

  function renderPlaceholder() {
    root.dataset.phase = phase();
    const s = getSettings();
    // online before the start: the room's seats (names or free seat)
    const n = S.online ? S.online.seats.length : S.plan ? S.plan.length : s.players;
    const names = Array.from({ length: n }, (_, i) => seatName(i));
    els.seats.replaceChildren(...names.map((name, i) => seatItem(i, name, null, 0, !!S.handover && S.handover.seat === i, null)));
    if (!S.handover) hideHandover(els.table);
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

  function seatItem(i, name, tiles, score, toMove, shown) {
    const li = chip({
      seat: i, name, toMove, detail: tiles == null ? '' : T.tiles(tiles), score: num(score),
      label: tiles == null ? null : T.seatLabel(name, tiles, score, toMove), data: { tiles, score: String(score) },
    });
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
    for (let i = 0; i < S.view.seats; i++) {
      const shown = i !== S.viewer && !S.view.over && Array.isArray(S.view.hands) && Array.isArray(S.view.hands[i]) ? S.view.hands[i] : null;
      items.push(seatItem(i, seatName(i), S.view.hand_sizes[i], S.view.scores[i], S.view.to_move === i && !S.view.over, shown));
    }
    els.seats.replaceChildren(...items);
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
    const common = commonMain(S, T);
    b.hidden = false;
    if (common) { setMain(b, common); return; }
    let text = '…';
    let action = 'wait';
    let enabled = false;
    if (mustPass()) {
      text = T.pass; action = 'pass'; enabled = true;
    } else if (S.view.to_move === S.viewer) {
      text = selected ? T.place : T.play; action = 'play';
    } else if (Number.isInteger(S.view.to_move)) {
      text = T.wait(seatName(S.view.to_move)); action = 'wait';
    }
    setMain(b, { text, action, enabled });
    b.hidden = !!selected && myTurn();
  }

  // for tests and debugging (session.js adds view, record, generation)
  S.debug({
    get scoresReady() { return scoresDone === posKey() && !!S.view && S.view.to_move === S.viewer; },
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
