// The Wu Hsing board: draws the view Python returns and sends the player's moves back.
// It never decides a rule: the legal moves (view.legal) and their scores (view.previews),
// the lines and their patterns, passing and the end all come from Python.
//
// This entry wires the parts (chessground's model: one state, functions of it): `ctx` holds the
// session S (core/session.js: the match), the table's own state `st` and the parts' functions:
// moves.js (what the view allows), draw.js (the table, rack, tools, main button, hand-over),
// board.js (the board, its spots, the line inspector), input.js (pointer and keys), view.js
// (pan and zoom), log.js, result.js.

import { createPanZoom } from './view.js';
import { h, miniHand, parseMove } from './faces.js';
import { createBoard } from './board.js';
import { createLog } from './log.js';
import { createResult } from './result.js';
import { createMoves } from './moves.js';
import { createDraw } from './draw.js';
import { bindInput } from './input.js';
import { createSession } from '../../core/session.js';
import { isObj } from '../../core/checks.js';
import { isPerson, peopleAtTable } from '../../core/seat-plan.js';
import { replaySeatName } from '../../ui/seats.js';

const GAME = 'wuhsing';
const PACE = { slow: 1600, normal: 900, fast: 200 };   // ms between computer turns
const BUDGET = { easy: 100, medium: 300, hard: 150 };  // ms of thinking (hard: p95 under 250 ms in Pyodide)

/** The table. `seatPlan(n)` (optional): the seats of a new match (people at one table,
 *  js/core/seat-plan.js planOf); without it every seat but the first is the computer. */
export function createWuHsing({ root, els, python, storage, strings: T, getSettings, onMatchCounted, announce, seatPlan }) {
  const st = {
    selected: null,     // {index, tile, a, b, horizontal}: the tile in hand and how it lies
    scores: new Map(),  // pair|d or pair|m -> score of a placement there (from Python)
    scoresFor: '',      // the position `scores` belongs to
    scoresDone: '',     // ... once every answer is in
  };
  const ctx = { root, els, T, getSettings, st };

  // the match itself (state, saving, statistics, Python's answers): session.js
  const S = createSession({ game: GAME, root, els, python, storage, strings: T, getSettings, onMatchCounted, seatPlan }, {
    // a saved view from before the view header (no `seats`) is not drawn before Python runs
    previewable: (v) => Number.isInteger(v.seats),
    humanMoved: (v) => Array.isArray(v.history) && v.history.some((e) => isObj(e) && e.seat === S.HUMAN),
    computerMayMove: (v) => !v.over,
    // closed hands go through the hand-over screen; open play (every hand shown) just alternates
    hiddenHands: (v) => !(v && v.open_hands),
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
    flashMs: 3000,
    animFrom: () => null,       // nothing is animated: a placed tile is drawn at once
    inputBlocked: () => false,
    render: () => ctx.render(),
    renderEmpty: () => ctx.renderPlaceholder(),
    renderLog: () => ctx.renderLog(),
    renderHandover: () => ctx.renderHandover(),
    showFatal(message) { els.log.textContent = message; },
    // the hinted placement and its score (W5.1), or a pass
    describeHint({ move, preview }) {
      const p = parseMove(move);
      if (!p) return T.pass;
      const score = preview && Number.isInteger(preview.score) ? preview.score : null;
      return T.spot(p.a, p.b, p.horizontal, score);
    },
  });
  S.on('reset', () => { st.selected = null; ctx.reopen(); });
  S.on('fresh', () => {
    ctx.resetBoard();
    ctx.pz.fit();
  });
  S.on('answer', () => {
    st.selected = null;
    if (!S.view.over) ctx.reopen();
  });
  S.on('drawn', (before) => {
    ctx.announceChanges(before, S.view);
    ctx.probeScores();
  });
  // a view drawn before Python is ready (a save, an opening) is played too: its spots' scores
  S.on('shown', () => { if (S.preview) ctx.probeScores(); });
  S.on('revealed', () => {
    const first = els.hand.querySelector('button, [tabindex="0"]') || els.main;
    first.focus({ preventScroll: true });
  });
  S.on('send', () => {
    const hadFocus = root.contains(document.activeElement) && document.activeElement !== document.body;
    const idx = st.selected ? st.selected.index : 0;
    st.selected = null;
    return () => { if (hadFocus) ctx.focusRack(idx); };
  });
  ctx.S = S;

  ctx.pz = createPanZoom(els.viewport, els.world);
  ctx.preview$ = h('span', 'wx-preview');
  ctx.preview$.setAttribute('data-testid', 'tile-preview');
  els.tools.prepend(ctx.preview$);

  const players = () => (S.view ? S.view.seats : getSettings().players);
  ctx.seatName = (s) => {
    if (S.online) return S.online.nameOf(s);
    const replayed = replaySeatName(S, s, T.seatName(players(), 0));
    if (replayed) return replayed;
    const p = S.plan && S.plan[s];
    if (p && peopleAtTable(S.plan) && isPerson(p)) return p.name;
    return T.seatName(S.plan ? S.plan.length : players(), s);
  };
  ctx.miniHand = (tiles, label) => miniHand(T, tiles, label);

  Object.assign(ctx, createMoves(ctx));
  // the log (and what is announced) and the result card: log.js, result.js
  Object.assign(ctx, createLog({
    S, T, els, get HUMAN() { return S.viewer; }, seatName: ctx.seatName, announce, mustPass: () => ctx.mustPass(), spots: () => ctx.spots(),
    get selected() { return st.selected; },
  }));
  Object.assign(ctx, createResult({ S, T, els, get HUMAN() { return S.viewer; }, seatName: ctx.seatName }));
  // the board, its spots and line inspector: board.js
  const board = createBoard({
    S, T, els, get HUMAN() { return S.viewer; }, pz: ctx.pz, spots: () => ctx.spots(), myTurn: () => ctx.myTurn(), send: (move) => S.send(move),
  });
  ctx.renderBoard = board.renderBoard;
  ctx.resetBoard = board.reset;
  ctx.unpinLines = board.unpin;
  Object.assign(ctx, createDraw(ctx));
  Object.assign(ctx, bindInput(ctx));

  // for tests and debugging (session-face.js adds view, record, generation)
  S.debug({
    get scoresReady() { return st.scoresDone === ctx.posKey() && !!S.view && S.view.to_move === S.viewer; },
  });

  return S.controller({
    settingsChanged() { if (S.view) ctx.render(); },
    /** Redraws every text (after a change of language); the game itself is untouched. */
    relabel() {
      if (S.view) ctx.render();
      else if (!(S.error && root.dataset.phase === 'error')) ctx.renderPlaceholder();
    },
  });
}
