// The Hus board: draws the view Python returns and sends the player's moves back.
// It never decides a rule: legal pits, why a pit is blocked, where a sowing ends, what it
// captures, the end of the game and the scores all come from the view (py/gamut/hus through
// api.py). The animation (anim.js, motion.js) only replays what Python reports.
//
// This entry wires the parts (chessground's model: one state, functions of it): `ctx` holds the
// session S (core/session.js: the match), the board's own state `st`, the pit elements and the
// parts' functions: pits.js (the board's DOM), draw.js (drawing), motion.js (the sowing as it
// runs), input.js (pointer, keys, main button), log.js (log line and result card).

import { OWNER } from './geometry.js';
import { buildBoard } from './pits.js';
import { peopleAtTable } from '../../core/seat-plan.js';
import { createDraw, optionsOf } from './draw.js';
import { createMotion } from './motion.js';
import { bindInput } from './input.js';
import { createLog } from './log.js';
import { createSession } from '../../core/session.js';
import { myTurn as turnOf } from '../../ui/turn.js';
import { isObj } from '../../core/checks.js';
import { replaySeatName } from '../../ui/seats.js';

const GAME = 'hus';
const PACE = { slow: 900, normal: 500, fast: 150, instant: 0 };     // ms before the computer moves
const BUDGET = { easy: 100, medium: 250, hard: 600 };               // ms the computer may think

/** The board. `seatPlan(n)` (optional): the seats of a new match (people at one table,
 *  js/core/seat-plan.js planOf); without it North is the computer. */
export function createHus({ root, els, python, storage, strings: T, getSettings, onMatchCounted, seatPlan }) {
  const st = {
    anim: null,       // {frames, i, timer, done, exact, last}: the running animation (motion.js)
    shown: null,      // the frame on the board while animating
    hover: null,      // move name previewed (pointer or focus)
    builtFor: null,   // the seat whose pits are buttons (the viewer when built)
    labelledFor: null, // the viewer and the other side's name the labels were made for
  };
  const pits = [];    // pits[row][col] -> element
  const ctx = { root, els, T, getSettings, st, pits };

  // the match itself (state, saving, statistics, Python's answers): session.js
  const S = createSession({ game: GAME, root, els, python, storage, strings: T, getSettings, onMatchCounted, seatPlan }, {
    previewable: (v) => Array.isArray(v.board),
    humanMoved: (v) => (isObj(v.series) && v.series.game > 1)
      || (Array.isArray(v.history) && v.history.some((e) => isObj(e) && e.seat === S.HUMAN)),
    computerMayMove: (v) => !st.anim && !v.over && !v.round_over,
    // open information (H1): a person's turn shows their view at once, no hand-over
    hiddenHands: () => false,
    newGameOptions: (s) => optionsOf(s),
    paceMs: (s) => PACE[s.tempo] ?? PACE.normal,
    budgetMs: (level) => BUDGET[level] ?? 250,
    flashMs: 2600,
    animFrom: (move) => (move === 'next' ? null : S.view.board),
    inputBlocked: () => !!st.anim,
    render: () => ctx.render(),
    renderEmpty: () => ctx.render(),
    renderLog: () => ctx.renderLog(),
    renderHandover() {}, // never asked for: no hidden hands (H1)
    showFatal(message) { els.log.textContent = message; },
    // the hinted pit and what its sowing does (where it ends, what it captures)
    describeHint: ({ move, preview }) => (preview ? T.pitAbout(T.pitName(move), ctx.describePreview(preview)) : T.pitName(move)),
  });
  S.on('reset', () => { ctx.stopAnim(); st.hover = null; });
  S.on('answer', (before, from) => {
    st.hover = null;
    return from && S.view.last ? ctx.animate(from, S.view.last) : null;
  });
  S.on('revealed', () => {
    const first = els.rows.querySelector('.pit[data-playable="true"]') || els.main;
    first.focus({ preventScroll: true });
  });
  S.on('send', () => { st.hover = null; });
  ctx.S = S;
  ctx.myTurn = () => turnOf(S, S.viewer) && !st.anim && !S.view.round_over;
  ctx.legal = (name) => !!S.view && Array.isArray(S.view.legal) && S.view.legal.includes(name);
  /** The name the texts give `seat` when a person plays it (a friend online, people at one
   *  device), else null: the texts then speak of the computer. */
  ctx.nameOf = (seat) => {
    if (S.online) {
      const s = S.online.seats[seat];
      // a friend by name, also once the computer plays on for them (they left); a
      // spectator names both sides
      return s && (s.kind === 'human' || s.name || S.viewer == null) ? S.online.nameOf(seat) : null;
    }
    const replayed = replaySeatName(S, seat, null); // the viewer's own seat: null, as below
    if (replayed) return replayed;
    return peopleAtTable(S.plan) && S.plan[seat] ? S.plan[seat].name : null;
  };
  /** Row `r`'s accessible name: the viewer's own rows, or the other side's by its name. */
  ctx.rowLabel = (r) => {
    const outer = r === 0 || r === 3;
    if (OWNER[r] === S.viewer) return T.rowNames[outer ? 3 : 2];
    const name = ctx.nameOf(OWNER[r]);
    return name ? T.rowOf(name, outer) : T.rowNames[outer ? 0 : 1];
  };

  // the log line and the result card: log.js
  Object.assign(ctx, createLog({
    S, T, els, root, get HUMAN() { return S.viewer; }, myTurn: () => ctx.myTurn(), get anim() { return st.anim; },
    nameOf: ctx.nameOf,
  }));
  Object.assign(ctx, createMotion(ctx));
  Object.assign(ctx, createDraw(ctx));

  // pointer, keyboard and the main button: input.js
  bindInput({
    S, T, els, root, get HUMAN() { return S.viewer; }, pits, myTurn: () => ctx.myTurn(), legal: ctx.legal,
    send: (move) => S.send(move), flash: (text, ms) => S.flash(text, ms),
    skipAnim: () => ctx.skipAnim(),
    setHover(name) {
      if (st.hover === name) return;
      st.hover = name;
      ctx.renderMarks();
      ctx.renderStatus();
    },
    get anim() { return st.anim; },
  });

  // for tests and debugging (session-face.js adds view, record, generation), plus one test hook
  S.debug({
    get animating() { return !!st.anim; },
    /** Test hook: play on from a record (e.g. ../shared/records/*.json's `record`). Resolves
     *  true once drawn; rejects with Python's error if the record does not replay. */
    loadRecord(rec) {
      if (!S.ready) return Promise.reject(new Error('Python is not ready yet'));
      return S.load(JSON.parse(JSON.stringify(rec)));
    },
  });

  buildBoard(ctx);

  return S.controller({
    settingsChanged() { ctx.render(); },
    /** Redraws every text (after a change of language); the game itself is untouched. */
    relabel() {
      for (const row of els.rows.querySelectorAll('.hus-row')) row.setAttribute('aria-label', ctx.rowLabel(Number(row.dataset.row)));
      for (const row of ctx.drawn) row.fill(null); // the pits' labels are drawn again
      if (!(S.error && root.dataset.phase === 'error')) ctx.render();
    },
  });
}
