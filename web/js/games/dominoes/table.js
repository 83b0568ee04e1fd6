// The Dominoes table: draws the view Python returns and sends the player's moves back.
// It never decides a rule: playable tiles, ends, scores and whose turn it is all come from
// the view (py/gamut/dominoes via api.py).
//
// This entry wires the parts (chessground's model: one state, functions of it): `ctx` holds the
// session S (core/session.js: the match), the table's own state `st`, and the parts' functions:
// draw.js (the whole table, phase, seats, main button, hand-over), render.js (line of play and
// hand), input.js (taps, drag, keys), log.js, result.js, anim.js (drawn tiles arriving).

import { tileSVG, computeLayout, branchesOf } from './layout.js';
import { createSession } from '../../core/session.js';
import { createMotion } from './anim.js';
import { createLog } from './log.js';
import { createResult } from './result.js';
import { createTableView } from './render.js';
import { createDraw } from './draw.js';
import { bindInput, myTurn, placesOf } from './input.js';
import { isObj } from '../../core/checks.js';
import { replaySeatName } from '../../ui/seats.js';

export { tileSVG, computeLayout, branchesOf };

const GAME = 'dominoes';
const PACE = { slow: 1200, normal: 700, fast: 250 };     // ms between computer turns
const BUDGET = { easy: 100, medium: 300, hard: 150 };    // ms of thinking (hard: p95 under 250 ms in Pyodide)

/** The table. `seatPlan(n)` (optional): the seats of a new match of n seats (people at one
 *  table, js/core/seat-plan.js planOf); without it every seat but the first is the computer. */
export function createDominoes({ root, els, python, storage, strings: T, getSettings, onMatchCounted, announce, seatPlan }) {
  const st = { selected: null }; // selected: the tile waiting for the player to choose an end
  const ctx = { root, els, T, getSettings, st };

  // the match itself (state, saving, statistics, Python's answers): session.js
  const S = createSession({ game: GAME, root, els, python, storage, strings: T, getSettings, onMatchCounted, seatPlan }, {
    // a saved view from before the view header (no `over`) is not drawn before Python runs
    previewable: (v) => typeof v.over === 'boolean',
    humanMoved: (v) => v.round > 1 || (Array.isArray(v.history) && v.history.some((e) => isObj(e) && e.seat === S.HUMAN)),
    computerMayMove: (v) => !v.over && !v.round_over,
    hiddenHands: () => true,
    newGameOptions: (s) => ({ mode: s.mode, seats: s.seats, target: s.target }),
    paceMs(s, v) {
      const pace = PACE[s.tempo] ?? PACE.normal;
      const last = v.last;
      return last && last.seat === v.to_move && last.move === 'draw' ? Math.round(pace / 2) : pace;
    },
    budgetMs: (level) => BUDGET[level] ?? 300,
    flashMs: 2600,
    animFrom: () => null,       // drawn tiles arrive after the drawing (anim.js), nothing waits
    inputBlocked: () => false,
    render: () => ctx.render(),
    renderEmpty: () => ctx.renderPlaceholder(),
    renderLog: () => ctx.renderLog(),
    renderHandover: () => ctx.renderHandover(),
    describeHint({ move, preview }) {
      if (move === 'draw') return T.draw;
      if (move === 'pass') return T.pass;
      const [tile, end] = move.split(' ');
      if (!end) return T.hintOpen(tile);
      return T.placeAt(tile, end, (preview && preview.score) || 0, S.view.mode === 'fives');
    },
    showFatal(message) {
      const { list } = ctx.logParts();
      list.replaceChildren();
      list.classList.add('empty');
      ctx.setHint(message);
    },
  });
  S.on('reset', () => { st.selected = null; });
  S.on('fresh', () => ctx.resetShape());
  S.on('answer', () => { if (st.selected && !placesOf(S.view, st.selected).length) st.selected = null; });
  S.on('drawn', (before) => {
    ctx.showArrivals(before, S.view);
    ctx.announceChanges(before, S.view);
  });
  S.on('revealed', () => {
    const first = els.hand.querySelector('[data-playable="true"]') || els.main;
    first.focus({ preventScroll: true });
  });
  S.on('send', () => { st.selected = null; });
  // a hint names a tile and its end: the tile is chosen, its places shown, the hinted one marked
  S.on('hint', ({ move }) => {
    const [tile, end] = move.split(' ');
    st.selected = end && placesOf(S.view, tile).length ? tile : null;
  });
  ctx.S = S;

  ctx.seatName = (s) => {
    if (S.online) return S.online.nameOf(s);
    const replayed = replaySeatName(S, s, T.seatName(S.view ? S.view.seats : 2, 0));
    if (replayed) return replayed;
    const p = S.plan && S.plan[s];
    if (p && p.kind === 'person') return p.name;
    if (p && p.kind === 'you' && S.plan.some((q) => q.kind === 'person')) return p.name;
    const n = S.plan ? S.plan.length : S.view ? S.view.seats : getSettings().seats;
    return T.seatName(n, s);
  };

  // the log, the result card and the motion of drawn tiles: log.js, result.js, anim.js
  Object.assign(ctx, createLog({
    S, T, els, get HUMAN() { return S.viewer; }, seatName: ctx.seatName, announce,
    get selected() { return st.selected; },
  }));
  Object.assign(ctx, createResult({ S, T, els, get HUMAN() { return S.viewer; }, seatName: ctx.seatName, explainRound: ctx.explainRound }));
  Object.assign(ctx, createMotion({ root, els, get HUMAN() { return S.viewer; }, getSettings }));
  Object.assign(ctx, createTableView({ S, T, els, myTurn: () => myTurn(ctx), get selected() { return st.selected; } }));
  Object.assign(ctx, createDraw(ctx));
  bindInput(ctx);

  // for tests and debugging: session-face.js's gamutDebug (view, record, startFromRecord ...)
  S.debug();

  return S.controller({
    settingsChanged() { if (S.view) ctx.render(); },
    /** Redraws every text (after a change of language); the match itself is untouched. */
    relabel() {
      if (S.view) ctx.render();
      else if (S.error && root.dataset.phase === 'error') ctx.setHint(S.error.message);
      else ctx.renderPlaceholder();
    },
  });
}
