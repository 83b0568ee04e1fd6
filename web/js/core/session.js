// One match, as every game page runs it: the part of a game controller that is the same for
// Dominoes (games/dominoes/table.js), Hus (games/hus/board.js) and Wu Hsing
// (games/wuhsing/table.js). The games keep their drawing, animation and input; the session
// keeps the match: following the save when another tab changes it (tabs.js), saving it
// (storage.saveGame) after every answer, counting it in the statistics (session-face.js),
// resuming the saved match (python.engine.load), starting a new one (newGame), sending
// the player's move ('play'), the computer's turns at the tempo ('computer'), failures and
// their retry; the starts of a match are in session-start.js, people at one table in
// session-people.js, online play in session-online.js, take-back and hint in
// session-help.js, a finished match played back on the table in session-replay.js, and
// the public face every page shell uses (controller(), debug(): session-face.js).
//
// ---- How a game talks to the session -------------------------------------------------------
//
// createSession(deps, table): `deps` is what the page shell gave the game ({game, root, els
// (loading, main, log), python, storage, strings (error, loadError, reload), getSettings,
// onMatchCounted, seatPlan}); `table` is the game, and every member is required (a missing one
// is a TypeError at once, never a silent default):
//
//   what a view means (pure, from the view Python sent; `over` is the view header's):
//   humanMoved(view)          the player (S.HUMAN) has made a move in that match
//   computerMayMove(view)     nothing holds the computer back (between rounds, an animation)
//   hiddenHands(view)         seats hold what others may not see: people at one table pass
//                             the device through the hand-over screen
//   previewable(view)         a saved view is fit to be drawn before Python has checked it
//   newGameOptions(settings, {rematch, prev})   options for python.engine.newGame
//   paceMs(settings, view)    ms a computer turn takes at least; budgetMs(level) its thinking
//   flashMs                   how long a flash() notice stays
//   animFrom(move)            what to animate from, taken as a request leaves (null: nothing)
//   inputBlocked()            the player may not send a move now (an animation runs)
//
//   drawing (the session decides when):
//   render()                  everything, from S.view (or the hand-over, or the placeholder)
//   renderEmpty()             the table with no view; renderLog(): the log line (flash())
//   renderHandover()          the hand-over screen for S.handover.seat (after renderEmpty())
//   showFatal(message)        a fatal message where the log line is
//   describeHint(hint)        the words for a hint ({move, preview}: session-help.js) in the
//                             notice; the table draws S.hint on the board itself
//
// and the session emits a few named events the table subscribes to, S.on(name, handler)
// (an unknown name is a TypeError; handlers run in the order they were added):
//
//   'reset'              a new match, a load, or online play begins or ends: drop the
//                        table's own state (a selection, an animation)
//   'fresh'              the table starts afresh (a new match's first answer, a record put in
//                        its place, online play): its shape, zoom
//   'answer' (before, from)  an answer was taken (S.record, S.view set) and saved, not drawn
//                        yet; `before` the view it replaces, `from` what animFrom() gave. A
//                        handler may return a promise (an animation) the drawing waits for.
//   'drawn' (before)     the answer is drawn (announce it, show arrivals, ask for more)
//   'revealed'           a person's view was just drawn (after the hand-over's tap, or their
//                        turn without hidden hands): place the focus
//   'send' (move)        the player's move leaves; a handler may return a function to run
//                        once its answer is drawn
//   'hint' (hint)        a hint arrived (S.hint set, drawn next): show what it names
//   'shown'              the session drew the table (render, renderEmpty or the hand-over)
//
// What the session holds (plain properties of S; the table reads them when it draws): `ready`
// (Python is up), `gen` (bumped by every reset: an answer for an older gen is dropped),
// `notice` (flash()), `online` (the room link: session-online.js) and `HUMAN` (the device's
// seat), which outlive a match, and the running match's own fields, every one listed once in
// blankMatch() below and set only by m.reset() (a new match, a load, online play, a replay,
// a take-back) and by the answers: record and view (Python's or the room's, for `viewer`),
// seed, counted, plan / viewer / handover / events (people at one table), helped / hint /
// hinting (session-help.js), replay (a finished match is played back on the table:
// session-replay.js; input is off), preview (view is the saved one or one of the build's
// openings, drawn before Python is ready and not checked yet: the player may choose a move),
// opening (that view is an opening: core/openings.js), early (the move chosen on a preview,
// sent once Python has checked the record: session-start.js), pendingNew, busy (a request
// for the player in flight), thinking (a computer move is), error ({message, retry}).
//
// Views come in one way, m.take(res, from): Python's answer {record, view} or a room's
// {view} (session-online.js); m.draw(), m.drawEmpty() and m.drawHandover() are the session's
// drawings, each followed by the 'shown' event (the header's help controls follow it).

import { isObj } from './checks.js';
import { followOtherTabs } from './tabs.js';
import { isPerson } from './seat-plan.js';
import { addPeople, HUMAN } from './session-people.js';
import { addOnline } from './session-online.js';
import { addFace, LEVELS, ONLINE_TALLY } from './session-face.js';
import { addStart } from './session-start.js';
import { addReplay } from './session-replay.js';
import { addHelp } from './session-help.js';
import { errorText, logError } from './error-text.js';
import { t } from './i18n.js';

export { LEVELS, ONLINE_TALLY };

/** The table's required members (see the top of this file). */
export const TABLE = [
  'humanMoved', 'computerMayMove', 'hiddenHands', 'previewable', 'newGameOptions', 'paceMs', 'budgetMs',
  'animFrom', 'inputBlocked', 'render', 'renderEmpty', 'renderLog', 'renderHandover', 'showFatal',
  'describeHint',
];
/** The events a table may subscribe to with S.on(name, handler). */
export const EVENTS = ['reset', 'fresh', 'answer', 'drawn', 'revealed', 'send', 'hint', 'shown'];

/** The running match's fields, as a reset leaves them (`human`: the device's seat). */
export function blankMatch(human = HUMAN) {
  return {
    record: null, view: null, seed: 1, counted: false,
    plan: null, viewer: human, handover: null, events: [], // session-people.js
    helped: false, hint: null, hinting: false, // session-help.js
    replay: false, // session-replay.js
    preview: false, opening: false, early: null, pendingNew: false, busy: false, thinking: false, error: null,
  };
}
const MATCH_FIELDS = Object.keys(blankMatch());

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The session of one game's page. Throws TypeError when `table` lacks a required member. */
export function createSession(deps, table) {
  for (const name of TABLE) {
    if (typeof table[name] !== 'function') throw new TypeError(`the table lacks ${name}()`);
  }
  if (!Number.isFinite(table.flashMs)) throw new TypeError('the table lacks flashMs');
  const { game, python, storage, strings: T, getSettings, onMatchCounted } = deps;
  let noticeTimer = 0;
  // the notice of a move waiting for Python (send on a preview): it stays (back after any
  // flash meanwhile) until an answer is taken or the match fails, whichever comes first
  let waitNotice = '';
  const dropWaitNotice = () => {
    if (waitNotice && s.notice === waitNotice) s.notice = '';
    waitNotice = '';
  };

  const s = { ready: false, gen: 0, notice: '', online: null, HUMAN, ...blankMatch(HUMAN) };
  const handlers = new Map(EVENTS.map((e) => [e, []]));
  /** S.on(name, handler): see the top of this file. */
  s.on = (name, handler) => {
    if (!handlers.has(name)) throw new TypeError(`no session event ${name}`);
    if (typeof handler !== 'function') throw new TypeError(`the handler of ${name} is not a function`);
    handlers.get(name).push(handler);
  };
  // the inner object the parts share (session-people.js, -online.js, -face.js, -start.js)
  const m = { s, deps, table, emit: (name, ...args) => handlers.get(name).map((h) => h(...args)) };

  /**
   * The one way a match's fields change wholesale: `gen` is bumped (an answer in flight for
   * what was shown is dropped), a replay shown is given up unless `fields.replay` says a
   * replay goes on (session-replay.js), the table's 'reset' runs, then every field of
   * blankMatch() is set from `fields` or its blank value (`online` and `HUMAN` stay unless
   * given); `fresh`: the table starts afresh ('fresh'). Draws nothing.
   */
  m.reset = (fields = {}, { fresh = false } = {}) => {
    ++s.gen;
    if (s.replay && !fields.replay) m.replayDropped();
    m.emit('reset');
    const human = 'HUMAN' in fields ? fields.HUMAN : s.HUMAN;
    Object.assign(s, blankMatch(human), fields);
    if (s.replay) deps.root.dataset.replay = 'true';
    else delete deps.root.dataset.replay;
    if (fresh) m.emit('fresh');
  };

  /** The running match's own fields (a copy of the object, not of its values). */
  m.match = () => Object.fromEntries(MATCH_FIELDS.map((k) => [k, s[k]]));

  /** The session's drawings: the table from S.view, the empty table, the hand-over screen. */
  m.draw = () => { table.render(); m.emit('shown'); };
  m.drawEmpty = () => { table.renderEmpty(); m.emit('shown'); };
  m.drawHandover = () => { table.renderEmpty(); table.renderHandover(); m.emit('shown'); };

  m.save = () => {
    if (!s.record || s.online || s.replay) return;
    storage.saveGame(game, {
      record: s.record, seed: s.seed, counted: s.counted, level: getSettings().level,
      helped: s.helped, // a take-back or a hint was given (session-help.js)
      // on the hand-over screen no view is kept: a reload shows no hand before the tap
      view: s.handover ? null : s.view,
      plan: s.plan, viewer: s.viewer, handover: s.handover, events: s.events,
    });
  };

  function drawAnswer(before) {
    m.draw();
    m.emit('drawn', before);
    m.turnTo();
  }

  /**
   * Take a view: Python's answer {record, view} (the record replaces S.record) or a room's
   * {view} (online: no record). Counts a match that ended, saves (not online), emits
   * 'answer' (before, from), draws once its animations ended if the match is still the same,
   * and lets the computer or the next person move on. Returns a promise only while an
   * animation runs. Throws Error on an answer without a view (or, offline, a record).
   */
  m.take = (res, from = null) => {
    if (!isObj(res) || !isObj(res.view) || (!s.online && !isObj(res.record))) throw new Error('bad answer from Python');
    const before = s.preview ? null : s.view;
    const prevMoves = s.record && Array.isArray(s.record.moves) ? s.record.moves.length : 0;
    if (!s.online) s.record = res.record;
    s.view = res.view;
    s.preview = false;
    s.opening = false;
    s.error = null;
    s.busy = false;
    s.thinking = false;
    dropWaitNotice();
    if (s.record) m.noteEvent(prevMoves);
    m.countIfOver();
    m.save();
    const my = s.gen;
    const waits = m.emit('answer', before, from).filter((w) => w && typeof w.then === 'function');
    if (waits.length) return Promise.all(waits).then(() => { if (my === s.gen) drawAnswer(before); });
    drawAnswer(before);
    return undefined;
  };

  /** A request for the player answered with an error: an illegal one (IllegalMove) is flashed
   *  in the player's words (js/core/error-text.js; the engine's text to the console) and the
   *  match goes on; any other fails with a retry that redraws. */
  m.refused = (e) => {
    if (e && e.type === 'IllegalMove') {
      logError('move refused', e);
      s.flash(errorText(e));
      m.draw();
    } else {
      m.fail(e, () => { s.error = null; m.draw(); });
    }
  };

  m.fail = (e, retry) => {
    dropWaitNotice();
    if (e && e.type === 'WorkerLost') { recover(retry); return; }
    logError('request failed', e);
    // .message is what the table shows (T.error): the player's words (in the language of the
    // moment), never the engine's
    s.error = { get message() { return errorText(e); }, retry };
    s.busy = false;
    s.thinking = false;
    m.draw();
  };

  /**
   * Python's worker was lost under a request (js/core/python.js restarts it): the player is
   * told, and once Python is back the running match is loaded again from its save (the save
   * and the statistics are as the last answer left them), so the computer's turn carries on
   * (load -> take -> schedule). A new match asked for before the loss is asked for again
   * (`retry`). While this runs the session is busy; a newer match or load wins.
   */
  async function recover(retry) {
    const my = s.gen;
    s.error = null;
    s.thinking = false;
    s.busy = true;
    s.flash(T.workerRestarted, 10000);
    m.draw();
    try {
      await python.restarted;
    } catch (e) {
      if (my === s.gen) m.fail(e, () => location.reload());
      return;
    }
    if (my !== s.gen) return;
    s.busy = false;
    const saved = storage.loadGame(game);
    if (!s.record || !saved || !isObj(saved.record)) {
      if (retry) retry(); else m.draw();
      return;
    }
    try {
      await s.load(saved.record, saved.seed, saved.counted, saved);
    } catch (e) {
      if (my + 1 === s.gen) m.fail(e, () => recover(null));
    }
  }

  /** The main button after a failure: runs the retry. True when there was one to run. */
  s.retry = () => {
    if (!s.error) return false;
    const r = s.error.retry;
    s.error = null;
    if (r) r(); else m.draw();
    return true;
  };

  /** A one-off notice in the log line for `ms` (the table's flashMs by default). */
  s.flash = (text, ms = table.flashMs) => {
    s.notice = text;
    clearTimeout(noticeTimer);
    // a move still waiting for Python is said again once the flash is over
    noticeTimer = setTimeout(() => { s.notice = waitNotice; table.renderLog(); }, ms);
    table.renderLog();
  };

  addPeople(m);
  addHelp(m);
  addFace(m);
  addOnline(m);

  addStart(m);
  addReplay(m);

  // two tabs of the same game: tabs.js
  followOtherTabs({ session: s, game, storage, onMatchCounted, resume: s.resume, flash: s.flash });

  /** The computer moves when it is a computer seat's turn and nothing holds it back. */
  m.schedule = () => {
    if (s.online || s.replay) return; // the server plays the computer seats; a replay waits
    const v = s.view;
    if (!v || s.error || s.preview || s.handover || !table.computerMayMove(v)) return;
    if (Number.isInteger(v.to_move) && !isPerson(m.planOrDefault()[v.to_move])) computerTurn();
  };
  s.schedule = m.schedule;

  async function computerTurn() {
    const my = s.gen;
    const set = getSettings();
    const pace = table.paceMs(set, s.view);
    const from = table.animFrom();
    s.thinking = true;
    m.draw();
    try {
      const moves = Array.isArray(s.record.moves) ? s.record.moves.length : 0;
      const seat = m.planOrDefault()[s.view.to_move];
      const level = (seat && seat.level) || set.level;
      const req = python.engine.computer({
        record: s.record, level, seed: (s.seed + moves * 7919) % 2147483647,
        budget_ms: table.budgetMs(level), seat: s.viewer,
      });
      const [res] = await Promise.all([req, sleep(pace)]);
      if (my !== s.gen) return;
      await m.take(res, from);
    } catch (e) {
      if (my !== s.gen) return;
      m.fail(e, () => { s.error = null; m.schedule(); });
    }
  }

  /** The player's move (a record spelling). An illegal one is flashed, the match goes on.
   *  On a preview (Python not ready, or checking the record) the move waits as S.early and
   *  is sent once the record is checked (session-start.js s.load). */
  s.send = async (move) => {
    if (s.busy || s.replay || !s.view || s.handover || table.inputBlocked()) return;
    if (s.preview) {
      s.early = move;
      s.busy = true;
      m.emit('send', move);
      // said until Python answers (however long it takes to start), not for a flash's
      // seconds: the table is busy and the move not drawn yet
      waitNotice = t('python-waiting');
      s.notice = waitNotice;
      clearTimeout(noticeTimer);
      table.renderLog();
      m.draw();
      return;
    }
    const my = s.gen;
    const from = table.animFrom(move);
    s.busy = true;
    const after = m.emit('send', move).filter((f) => typeof f === 'function');
    m.draw();
    if (s.online) { s.online.send(move); return; } // the room answers with a state frame
    try {
      const res = await python.engine.play({ record: s.record, move, seat: s.viewer });
      if (my !== s.gen) return;
      await m.take(res, from);
      for (const f of after) f();
    } catch (e) {
      if (my !== s.gen) return;
      s.busy = false;
      m.refused(e);
    }
  };

  /** The options a new match would get from the settings now (an online room's too). */
  s.gameOptions = () => table.newGameOptions(getSettings(), { rematch: false, prev: null });

  s.fail = m.fail;
  return s;
}
