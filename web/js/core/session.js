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
//
// What the session holds (plain properties of S; the table reads them when it draws):
//   ready (Python is up), record and view (Python's, for `viewer`), seed, counted, gen (bumped
//   by every new match and load: an answer for an older gen is dropped), busy (a request for
//   the player in flight), thinking (a computer move is), error ({message, retry}), notice
//   (flash()), preview (view is the saved one, unchecked), pendingNew, HUMAN (the device's
//   seat), plan / viewer / handover / events (people at one table), online (the room link),
//   helped / hint / hinting (session-help.js), replay (a finished match is played back on
//   the table: session-replay.js; input is off).

import { isObj } from './checks.js';
import { followOtherTabs } from './tabs.js';
import { isPerson } from './seat-plan.js';
import { addPeople, HUMAN } from './session-people.js';
import { addOnline } from './session-online.js';
import { addFace, LEVELS, ONLINE_TALLY } from './session-face.js';
import { addStart } from './session-start.js';
import { addReplay } from './session-replay.js';
import { addHelp } from './session-help.js';

export { LEVELS, ONLINE_TALLY };

/** The table's required members (see the top of this file). */
export const TABLE = [
  'humanMoved', 'computerMayMove', 'hiddenHands', 'previewable', 'newGameOptions', 'paceMs', 'budgetMs',
  'animFrom', 'inputBlocked', 'render', 'renderEmpty', 'renderLog', 'renderHandover', 'showFatal',
  'describeHint',
];
/** The events a table may subscribe to with S.on(name, handler). */
export const EVENTS = ['reset', 'fresh', 'answer', 'drawn', 'revealed', 'send', 'hint'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The session of one game's page. Throws TypeError when `table` lacks a required member. */
export function createSession(deps, table) {
  for (const name of TABLE) {
    if (typeof table[name] !== 'function') throw new TypeError(`the table lacks ${name}()`);
  }
  if (!Number.isFinite(table.flashMs)) throw new TypeError('the table lacks flashMs');
  const { game, python, storage, strings: T, getSettings, onMatchCounted } = deps;
  let noticeTimer = 0;

  const s = {
    ready: false, record: null, view: null, seed: 1, counted: false, gen: 0, busy: false,
    thinking: false, error: null, notice: '', preview: false, pendingNew: false, HUMAN,
    plan: null, viewer: HUMAN, handover: null, events: [], online: null,
  };
  const handlers = new Map(EVENTS.map((e) => [e, []]));
  /** S.on(name, handler): see the top of this file. */
  s.on = (name, handler) => {
    if (!handlers.has(name)) throw new TypeError(`no session event ${name}`);
    if (typeof handler !== 'function') throw new TypeError(`the handler of ${name} is not a function`);
    handlers.get(name).push(handler);
  };
  // the inner object the parts share (session-people.js, -online.js, -face.js, -start.js)
  const m = { s, deps, table, emit: (name, ...args) => handlers.get(name).map((h) => h(...args)) };

  m.save = () => {
    if (!s.record || s.online) return;
    storage.saveGame(game, {
      record: s.record, seed: s.seed, counted: s.counted, level: getSettings().level,
      helped: s.helped, // a take-back or a hint was given (session-help.js)
      // on the hand-over screen no view is kept: a reload shows no hand before the tap
      view: s.handover ? null : s.view,
      plan: s.plan, viewer: s.viewer, handover: s.handover, events: s.events,
    });
  };

  function drawAnswer(before) {
    table.render();
    m.emit('drawn', before);
    m.turnTo();
  }

  /** The 'answer' event, then the drawing (once its animations ended, if the match is still
   *  the same). Returns a promise only while an animation runs. */
  m.drawTaken = (before, from) => {
    const my = s.gen;
    const waits = m.emit('answer', before, from).filter((w) => w && typeof w.then === 'function');
    if (waits.length) return Promise.all(waits).then(() => { if (my === s.gen) drawAnswer(before); });
    drawAnswer(before);
    return undefined;
  };

  /** Take Python's answer {record, view}: save, count, draw, and let the computer move on.
   *  Returns a promise only while an animation runs. */
  m.accept = function accept(res, from = null) {
    if (!isObj(res) || !isObj(res.record) || !isObj(res.view)) throw new Error('bad answer from Python');
    const before = s.preview ? null : s.view;
    const prevMoves = s.record && Array.isArray(s.record.moves) ? s.record.moves.length : 0;
    s.record = res.record;
    s.view = res.view;
    s.preview = false;
    s.error = null;
    m.noteEvent(prevMoves);
    m.countIfOver();
    m.save();
    return m.drawTaken(before, from);
  };

  /** A request for the player answered with an error: an illegal one (IllegalMove) is flashed
   *  and the match goes on; any other fails with a retry that redraws. */
  m.refused = (e) => {
    if (e && e.type === 'IllegalMove') {
      s.flash(T.error(e.message));
      table.render();
    } else {
      m.fail(e, () => { s.error = null; table.render(); });
    }
  };

  m.fail = (e, retry) => {
    if (e && e.type === 'WorkerLost') { recover(retry); return; }
    s.error = { message: e && e.message ? e.message : String(e), retry };
    s.busy = false;
    s.thinking = false;
    table.render();
  };

  /**
   * Python's worker was lost under a request (js/core/python.js restarts it): the player is
   * told, and once Python is back the running match is loaded again from its save (the save
   * and the statistics are as the last answer left them), so the computer's turn carries on
   * (load -> accept -> schedule). A new match asked for before the loss is asked for again
   * (`retry`). While this runs the session is busy; a newer match or load wins.
   */
  async function recover(retry) {
    const my = s.gen;
    s.error = null;
    s.thinking = false;
    s.busy = true;
    s.flash(T.workerRestarted, 10000);
    table.render();
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
      if (retry) retry(); else table.render();
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
    if (r) r(); else table.render();
    return true;
  };

  /** A one-off notice in the log line for `ms` (the table's flashMs by default). */
  s.flash = (text, ms = table.flashMs) => {
    s.notice = text;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => { s.notice = ''; table.renderLog(); }, ms);
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
    table.render();
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
      s.thinking = false;
      await m.accept(res, from);
    } catch (e) {
      if (my !== s.gen) return;
      m.fail(e, () => { s.error = null; m.schedule(); });
    }
  }

  /** The player's move (a record spelling). An illegal one is flashed, the match goes on. */
  s.send = async (move) => {
    if (s.busy || s.replay || !s.view || s.preview || s.handover || table.inputBlocked()) return;
    if (s.online) { m.sendOnline(move); return; }
    const my = s.gen;
    const from = table.animFrom(move);
    s.busy = true;
    const after = m.emit('send', move).filter((f) => typeof f === 'function');
    table.render();
    try {
      const res = await python.engine.play({ record: s.record, move, seat: s.viewer });
      if (my !== s.gen) return;
      s.busy = false;
      await m.accept(res, from);
      for (const f of after) f();
    } catch (e) {
      if (my !== s.gen) return;
      s.busy = false;
      m.refused(e);
    }
  };

  /** The options a new match would get from the settings now (an online room's too). */
  s.gameOptions = () => table.newGameOptions(getSettings(), { rematch: false, prev: null });

  s.accept = m.accept;
  s.fail = m.fail;
  return s;
}
