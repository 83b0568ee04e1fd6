// One match against the computer, as every game page runs it: the part of a game controller
// that is the same for Dominoes (games/dominoes/table.js), Hus (games/hus/board.js) and Wu Hsing
// (games/wuhsing/table.js). The games keep their drawing, animation and input; this module keeps
// the match.
//
// What the session owns (plain properties of the object createSession returns; the game reads
// them when it draws, and may set them in its own hooks):
//
//   ready       Python is up (start() was called)
//   record      the running match's record (Python's), view: Python's view of it for HUMAN
//   seed        the match's seed (the computer's choices derive from it and the move count)
//   counted     the match's result is in the statistics already
//   gen         bumped by every new match and load: an answer for an older `gen` is dropped
//   busy        a request for the player is in flight; thinking: a computer move is
//   error       {message, retry} after a failed request (the main button retries)
//   notice      a one-off message for the log line (flash())
//   preview     `view` is the saved one, drawn before Python has checked the record
//   pendingNew  New match was asked for before Python was ready
//
// and the steps of a match: following the save when another tab changes it, saving it (storage.saveGame, schema in storage.js) after every
// answer, counting it in the statistics when it ends (storage.recordMatch) or when it is
// abandoned for a new one after the player has moved (abandon()), resuming the saved match
// (python.call('load')), starting a new one (python.call('new_game')), sending the player's
// move (python.call('play')), the computer's turns at the tempo (python.call('computer')),
// failures and their retry, and the public face every page shell uses (controller():
// renderPlaceholder, start, newMatch, inProgress, abandonCounts, fatal, plus the game's
// settingsChanged and relabel) and globalThis.gamutDebug (debug()).
//
// What the game passes in (createSession({...})):
//
//   game, root, els, python, storage, strings (T: error, loadError, reload), getSettings,
//   onMatchCounted         as the page shell gave them to the game (els: loading, main, log)
//   isOver(view)           the match is over (its result counts)
//   humanMoved(view)       the player has made a move in the match `view` belongs to
//   computerMayMove(view)  nothing holds the computer back (between rounds, an animation ...)
//   newGameOptions(settings, {rematch, prev})   options for python.call('new_game')
//   paceMs(settings, view) ms a computer turn takes at least; budgetMs(level): its thinking
//   render()               draw everything; renderEmpty(): draw the table with no view
//   renderLog()            redraw the log line (for flash())
//   flashMs                how long a flash() notice stays
//   previewable(view)      (optional) a saved view is fit to be drawn before Python runs
//   reset()                (optional) a new match or load begins: drop the game's own state
//   fresh()                (optional) a new match's first answer is in, before it is drawn
//   taken(before)          (optional) an answer was taken (record and view set), before saving
//   beforeDraw(before, from)  (optional) may return a promise (an animation) to wait for
//                          before drawing; `from` is what animFrom() gave when the request left
//   afterDraw(before)      (optional) the answer is drawn (announce, show arrivals ...)
//   animFrom(move)         (optional) state to animate from, taken as a request leaves
//   inputBlocked()         (optional) the player may not send a move now (e.g. animating)
//   onSend(move)           (optional) the player's move leaves; may return a function to
//                          run once its answer is drawn
//   showFatal(message)     (optional) put a fatal message in the log line
//   seatPlan()             (optional) the seats of a new match (js/core/seat-plan.js planOf);
//                          default: seat 0 'you', every other seat the computer
//   hiddenHands(view)      (optional) true when the seats hold what others may not see: the
//                          device then goes through a hand-over screen between two people
//   renderHandover()       (optional, needed with people and hidden hands) draw the hand-over
//                          screen for S.handover.seat (the table is drawn empty first)
//   revealed()             (optional) a person's view was just drawn (after the hand-over's
//                          tap, or their turn in a game without hidden hands): place the focus
//
// People at one table (seat-plan.js): `plan` is the match's seats, `viewer` the seat whose
// view(state, seat) is drawn (every request asks Python for that seat's view), `handover`
// {seat} while the device goes to that person (s.view is then null: nothing of any hand is
// held for drawing), `events` the last moves as {seat, move} (told on the hand-over screen).
//
// Online (js/online/): enterOnline(link) makes the session draw the views a room server sends
// (takeOnline(view), one per `state` frame) for seat link.seat (s.HUMAN); the player's moves go
// to link.send(move) instead of Python, nothing is saved, the server plays the computer seats,
// and a finished match counts in the statistics under `online-<game>` at link.level.
// leaveOnline() returns to the saved match against the computer. Python is not needed.

import { isObj } from './checks.js';
import { followOtherTabs } from './tabs.js';
import { checkPlan, countsAs, isPerson, nextViewer, winnerNames } from './seat-plan.js';
import { recordWins } from './people.js';

const HUMAN = 0; // the device's owner ('you' in the seat plan)
const EVENTS_KEPT = 60; // moves remembered for the hand-over screen
export const LEVELS = ['easy', 'medium', 'hard'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const copy = (x) => (x ? JSON.parse(JSON.stringify(x)) : null);

function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] & 0x7fffffff;
}

export function createSession(g) {
  const { game, root, els, python, storage, strings: T, getSettings, onMatchCounted } = g;
  const hook = (name, ...args) => (typeof g[name] === 'function' ? g[name](...args) : undefined);
  let noticeTimer = 0;

  const s = {
    ready: false,
    record: null,
    view: null,
    seed: 1,
    counted: false,
    gen: 0,
    busy: false,
    thinking: false,
    error: null,
    notice: '',
    preview: false,
    pendingNew: false,
    HUMAN,
    plan: null,
    viewer: HUMAN,
    handover: null,
    events: [],
    online: null,
  };

  const defaultPlan = (n) => Array.from({ length: n }, (_, i) =>
    (i === HUMAN ? { kind: 'you', name: '', level: null } : { kind: 'computer', name: '', level: getSettings().level }));
  const planFor = (n) => {
    const p = typeof g.seatPlan === 'function' ? checkPlan(g.seatPlan(n)) : null;
    return p && p.length === n ? p : defaultPlan(n);
  };
  const hidden = (v) => (typeof g.hiddenHands === 'function' ? !!g.hiddenHands(v) : false);
  const planOrDefault = () => s.plan || defaultPlan(s.view && Number.isInteger(s.view.seats) ? s.view.seats : 2);

  function save() {
    if (!s.record || s.online) return;
    storage.saveGame(game, {
      record: s.record, seed: s.seed, counted: s.counted, level: getSettings().level,
      // on the hand-over screen no view is kept: a reload shows no hand before the tap
      view: s.handover ? null : s.view,
      plan: s.plan, viewer: s.viewer, handover: s.handover, events: s.events,
    });
  }

  /** The last move of an answer (the view header's `last`) joins `events` when the record grew. */
  function noteEvent(prevMoves) {
    const n = Array.isArray(s.record.moves) ? s.record.moves.length : 0;
    const last = s.view && s.view.last;
    const known = s.events.length ? s.events[s.events.length - 1].at : -1;
    if (n > prevMoves && n - 1 > known && isObj(last) && Number.isInteger(last.seat) && typeof last.move === 'string') {
      s.events = [...s.events, { seat: last.seat, move: last.move, at: n - 1 }].slice(-EVENTS_KEPT);
    }
  }

  /** The moves since `seat` last moved ({seat, move}, oldest first): told on the hand-over screen. */
  function since(seat) {
    let i = s.events.length;
    while (i > 0 && s.events[i - 1].seat !== seat) i--;
    return s.events.slice(i).map(({ seat: st, move }) => ({ seat: st, move }));
  }

  /** A shown match that ended: counted once, won when HUMAN is among the winners. */
  function countIfOver() {
    if (!g.isOver(s.view) || s.counted) return;
    s.counted = true;
    const won = (s.view.winners || []).includes(s.HUMAN);
    const plan = planOrDefault();
    if (s.online) storage.recordMatch(`online-${game}`, s.online.level, won, LEVELS);
    else if (countsAs(plan) === 'people') recordWins(storage, game, winnerNames(plan, s.view.winners));
    else storage.recordMatch(game, getSettings().level, won, LEVELS);
    if (onMatchCounted) onMatchCounted();
  }

  /**
   * The running match is given up for a new one: if the player has made a move in it and it
   * is neither over nor counted yet, it counts as played and not won, at the level of the
   * saved match. Read from the save (the last answer taken, or the saved match shown before
   * Python is ready); the save is marked counted so that it never counts twice.
   */
  function abandon() {
    const saved = storage.loadGame(game);
    if (!abandonCounts(saved)) return false;
    storage.saveGame(game, { ...saved, counted: true });
    storage.recordMatch(game, saved.level ?? getSettings().level, false, LEVELS);
    if (onMatchCounted) onMatchCounted();
    return true;
  }

  /** Giving up the saved match (`saved`, read from storage if not given) now would count it
   *  as lost (see abandon()). */
  function abandonCounts(saved = storage.loadGame(game)) {
    // a match between people counts only when it ends (in their tally of wins)
    if (saved && saved.plan && checkPlan(saved.plan) && countsAs(checkPlan(saved.plan)) === 'people') return false;
    if (!saved || saved.counted || !isObj(saved.view)) return false;
    return !g.isOver(saved.view) && !!g.humanMoved(saved.view);
  }

  function drawAnswer(before) {
    g.render();
    hook('afterDraw', before);
    turnTo();
  }

  /** After an answer is drawn: a person's turn makes them the viewer (seat-plan.js
   *  nextViewer): with hidden hands through the hand-over screen, else at once with their
   *  view; otherwise the computer may move on. */
  function turnTo() {
    const v = s.view;
    if (!v || s.preview) return;
    if (s.online) return; // online: this device holds one seat (s.HUMAN), the server the rest
    const next = nextViewer(planOrDefault(), v.to_move, s.viewer, hidden(v));
    if (next.viewer === s.viewer) { schedule(); return; }
    if (next.handover) {
      s.handover = { seat: next.viewer };
      s.view = null;
      save();
      drawHandover();
      return;
    }
    showSeat(next.viewer);
  }

  function drawHandover() {
    g.renderEmpty();
    hook('renderHandover');
  }

  /** Draw `seat`'s view of the running match (Python's `view`): the hand-over's tap, and a
   *  person's turn in a game without hidden hands. */
  async function showSeat(seat) {
    const my = s.gen;
    s.busy = true;
    try {
      const res = await python.call('view', { record: s.record, seat });
      if (my !== s.gen) return;
      s.busy = false;
      s.viewer = seat;
      s.handover = null;
      s.view = res.view;
      save();
      g.render();
      hook('afterDraw', null);
      hook('revealed');
      schedule();
    } catch (e) {
      if (my !== s.gen) return;
      fail(e, () => showSeat(seat));
    }
  }

  /** The hand-over screen's tap: the person it waited for sees their hand. */
  function reveal() {
    if (!s.handover || s.busy) return;
    showSeat(s.handover.seat);
  }

  /** Take Python's answer {record, view}: save, count, draw, and let the computer move on.
   *  Returns a promise only while the game's beforeDraw (an animation) is running. */
  function accept(res, from = null) {
    if (!isObj(res) || !isObj(res.record) || !isObj(res.view)) throw new Error('bad answer from Python');
    const my = s.gen;
    const before = s.preview ? null : s.view;
    const prevMoves = s.record && Array.isArray(s.record.moves) ? s.record.moves.length : 0;
    s.record = res.record;
    s.view = res.view;
    s.preview = false;
    s.error = null;
    noteEvent(prevMoves);
    hook('taken', before);
    countIfOver();
    save();
    const wait = hook('beforeDraw', before, from);
    if (wait && typeof wait.then === 'function') {
      return wait.then(() => { if (my === s.gen) drawAnswer(before); });
    }
    drawAnswer(before);
    return undefined;
  }

  function fail(e, retry) {
    if (e && e.type === 'WorkerLost') { recover(retry); return; }
    s.error = { message: e && e.message ? e.message : String(e), retry };
    s.busy = false;
    s.thinking = false;
    g.render();
  }

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
    flash(T.workerRestarted, 10000);
    g.render();
    try {
      await python.restarted;
    } catch (e) {
      if (my === s.gen) fail(e, () => location.reload());
      return;
    }
    if (my !== s.gen) return;
    s.busy = false;
    const saved = storage.loadGame(game);
    if (!s.record || !saved || !isObj(saved.record)) {
      if (retry) retry(); else g.render();
      return;
    }
    try {
      await load(saved.record, saved.seed, saved.counted, saved);
    } catch (e) {
      if (my + 1 === s.gen) fail(e, () => recover(null));
    }
  }

  /** The main button after a failure: runs the retry. True when there was one to run. */
  function retry() {
    if (!s.error) return false;
    const r = s.error.retry;
    s.error = null;
    if (r) r(); else g.render();
    return true;
  }

  function flash(text, ms = g.flashMs) {
    s.notice = text;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => { s.notice = ''; g.renderLog(); }, ms);
    g.renderLog();
  }

  async function newMatch({ rematch = false } = {}) {
    if (s.online) { leaveOnline(); return; }
    const my = ++s.gen;
    const prev = s.view;
    hook('reset');
    s.error = null; s.busy = false; s.thinking = false;
    if (!s.ready) {
      s.pendingNew = true;
      s.record = null; s.view = null;
      g.renderEmpty();
      return;
    }
    const options = g.newGameOptions(getSettings(), { rematch, prev });
    s.seed = randomSeed();
    s.counted = false;
    s.plan = planFor(Number.isInteger(options.seats) ? options.seats : Number.isInteger(options.players) ? options.players : 2);
    s.viewer = HUMAN; s.handover = null; s.events = []; s.record = null;
    s.busy = true;
    g.render();
    try {
      const res = await python.call('new_game', { game, options, seed: s.seed, seat: HUMAN });
      if (my !== s.gen) return;
      s.busy = false;
      hook('fresh');
      await accept(res);
    } catch (e) {
      if (my !== s.gen) return;
      fail(e, () => newMatch({ rematch }));
    }
  }

  /** Load `rec` through Python as the running match (resume, and test hooks). Resolves true
   *  once drawn, false when a newer match came first; rejects with Python's error. */
  async function load(rec, savedSeed = null, savedCounted = false, people = null) {
    const my = ++s.gen;
    hook('reset');
    s.error = null; s.thinking = false;
    s.busy = true;
    const plan = people && checkPlan(people.plan);
    s.plan = plan;
    s.viewer = plan && isPerson(plan[people.viewer]) ? people.viewer : HUMAN;
    const waiting = plan && people.handover && isPerson(plan[people.handover.seat]) ? { seat: people.handover.seat } : null;
    s.events = plan ? people.events.map(({ seat, move, at }) => ({ seat, move, at })).slice(-EVENTS_KEPT) : [];
    s.handover = null;
    s.record = null;
    g.render();
    let res;
    try {
      res = await python.call('load', { game, record: rec, seat: waiting ? null : s.viewer });
    } catch (e) {
      if (my === s.gen) { s.busy = false; g.render(); }
      throw e;
    }
    if (my !== s.gen) return false;
    s.seed = savedSeed ?? randomSeed();
    s.counted = savedCounted;
    s.busy = false;
    if (waiting) {
      // back on the hand-over screen: the record is taken, no view is drawn until the tap
      s.record = res.record;
      s.preview = false;
      s.view = null;
      s.viewer = waiting.seat;
      s.handover = waiting;
      save();
      drawHandover();
      return true;
    }
    await accept(res);
    return true;
  }

  /** Replace the running match with `rec` as a new one (test hooks: a known position): like
   *  load(), but drawn fresh (nothing animated or announced from the match it replaces), the
   *  computer's choices seeded with `seed`, and counted already when the record is over.
   *  Resolves with a copy of the view once drawn (null when a newer match came first);
   *  rejects with Python's error if the record does not replay. */
  async function startFrom(rec, seed = 1) {
    if (!s.ready) await python.ready;
    const my = ++s.gen;
    hook('reset');
    s.error = null; s.busy = true; s.thinking = false; s.preview = false;
    s.plan = planFor(Number.isInteger(rec?.options?.seats) ? rec.options.seats : Number.isInteger(rec?.options?.players) ? rec.options.players : 2);
    s.viewer = HUMAN; s.handover = null; s.events = []; s.record = null;
    let res;
    try {
      res = await python.call('load', { game, record: rec, seat: HUMAN });
    } catch (e) {
      if (my === s.gen) s.busy = false;
      throw e;
    }
    if (my !== s.gen) return null;
    s.seed = seed;
    s.counted = isObj(res) && isObj(res.view) && !!res.view.over;
    s.busy = false;
    s.view = null;
    hook('fresh');
    await accept(res);
    return copy(s.view);
  }

  /** The saved match if Python takes it, else a new one. */
  async function resume() {
    if (s.online) return;
    const saved = storage.loadGame(game);
    if (saved) {
      const my = s.gen + 1;
      try {
        await load(saved.record, saved.seed, saved.counted, saved);
        return;
      } catch (e) {
        if (my !== s.gen) return;
        // the worker was lost, not the save refused: the save stays, and is loaded again
        if (e && ['WorkerLost', 'WorkerError', 'StartupError'].includes(e.type)) { fail(e, () => resume()); return; }
        s.busy = false;
        s.view = null;
        s.preview = false;
        // the same in every game: the refused save kept aside, the notice bar says so
        if (typeof storage.keepRejected === 'function') storage.keepRejected(game, saved);
        else {
          storage.clearGame(game);
          flash(T.loadError, 8000);
        }
      }
    }
    await newMatch();
  }

  // two tabs of the same game: tabs.js
  followOtherTabs({ session: s, game, storage, onMatchCounted, resume, flash });

  function schedule() {
    if (s.online) return; // the server plays the computer seats
    const v = s.view;
    if (!v || s.error || s.preview || s.handover || !g.computerMayMove(v)) return;
    if (Number.isInteger(v.to_move) && !isPerson(planOrDefault()[v.to_move])) computerTurn();
  }

  async function computerTurn() {
    const my = s.gen;
    const set = getSettings();
    const pace = g.paceMs(set, s.view);
    const from = hook('animFrom');
    s.thinking = true;
    g.render();
    try {
      const moves = Array.isArray(s.record.moves) ? s.record.moves.length : 0;
      const seat = planOrDefault()[s.view.to_move];
      const level = (seat && seat.level) || set.level;
      const req = python.call('computer', {
        record: s.record, level, seed: (s.seed + moves * 7919) % 2147483647,
        budget_ms: g.budgetMs(level), seat: s.viewer,
      });
      const [res] = await Promise.all([req, sleep(pace)]);
      if (my !== s.gen) return;
      s.thinking = false;
      await accept(res, from);
    } catch (e) {
      if (my !== s.gen) return;
      fail(e, () => { s.error = null; schedule(); });
    }
  }

  /** The player's move (a record spelling). An illegal one is flashed, the match goes on. */
  async function send(move) {
    if (s.busy || !s.view || s.preview || s.handover || hook('inputBlocked')) return;
    if (s.online) { sendOnline(move); return; }
    const my = s.gen;
    const from = hook('animFrom', move);
    s.busy = true;
    const after = hook('onSend', move);
    g.render();
    try {
      const res = await python.call('play', { record: s.record, move, seat: s.viewer });
      if (my !== s.gen) return;
      s.busy = false;
      await accept(res, from);
      if (typeof after === 'function') after();
    } catch (e) {
      if (my !== s.gen) return;
      s.busy = false;
      if (e && e.type === 'IllegalMove') {
        flash(T.error(e.message));
        g.render();
      } else {
        fail(e, () => { s.error = null; g.render(); });
      }
    }
  }

  // ---- online (js/online/) ------------------------------------------------------------------

  /** Draw the room's views from now on: `link` is {seat, level, send(move), left()}. */
  function enterOnline(link) {
    ++s.gen;
    hook('reset');
    hook('fresh');
    s.online = link;
    s.HUMAN = link.seat;
    s.plan = null; s.viewer = link.seat; s.handover = null; s.events = [];
    s.view = null; s.record = null; s.counted = false;
    s.error = null; s.busy = false; s.thinking = false; s.preview = false; s.pendingNew = false;
    els.loading.hidden = true;
    g.renderEmpty();
  }

  /** One `state` frame's view for our seat (null before the start): drawn like an answer. */
  function takeOnline(view) {
    if (!s.online) return undefined;
    if (!isObj(view)) { s.view = null; s.busy = false; g.renderEmpty(); return undefined; }
    const my = s.gen;
    const before = s.view;
    const from = before ? hook('animFrom', view.last ? view.last.move : undefined) : null;
    s.view = view;
    s.busy = false;
    s.error = null;
    hook('taken', before);
    countIfOver();
    const wait = hook('beforeDraw', before, from);
    if (wait && typeof wait.then === 'function') {
      return wait.then(() => { if (my === s.gen) drawAnswer(before); });
    }
    drawAnswer(before);
    return undefined;
  }

  /** The server refused our move (`message` in the player's language): the match goes on. */
  function refusedOnline(message) {
    s.busy = false;
    if (message) flash(message);
    if (s.view) g.render();
  }

  function sendOnline(move) {
    s.busy = true;
    hook('onSend', move);
    g.render();
    s.online.send(move);
  }

  /** Back to the match against the computer (the saved one, once Python is ready). */
  function leaveOnline() {
    const link = s.online;
    if (!link) return;
    ++s.gen;
    s.online = null;
    s.HUMAN = HUMAN;
    s.viewer = HUMAN; s.handover = null;
    s.view = null; s.record = null; s.busy = false; s.thinking = false; s.error = null;
    hook('reset');
    hook('fresh');
    if (typeof link.left === 'function') link.left();
    if (s.ready) resume(); else g.renderEmpty();
  }

  /** The options a new match would get from the settings now (an online room's too). */
  const gameOptions = () => g.newGameOptions(getSettings(), { rematch: false, prev: null });

  /** globalThis.gamutDebug for tests and debugging: a read-only look at the match (view,
   *  record, generation) plus the game's own fields and hooks in `extra` (getters kept). */
  function debug(extra = {}) {
    const base = {
      get view() { return copy(s.view); },
      get record() { return copy(s.record); },
      get generation() { return s.gen; },
      get viewer() { return s.viewer; },
      get handover() { return copy(s.handover); },
      get plan() { return copy(s.plan); },
    };
    s.debugHook = Object.defineProperties(base, Object.getOwnPropertyDescriptors(extra));
    globalThis.gamutDebug = s.debugHook;
  }

  /** The object the page shell drives; `own` adds the game's settingsChanged and relabel. */
  function controller(own) {
    return {
      /** Draw the table from HTML/CSS before Python runs: the saved view if there is one. */
      renderPlaceholder() {
        const saved = storage.loadGame(game);
        if (!s.ready && saved && isObj(saved.view) && !s.view && (!g.previewable || g.previewable(saved.view))) {
          try {
            s.view = saved.view;
            s.preview = true;
            g.render();
            return;
          } catch {
            s.view = null;
            s.preview = false;
          }
        }
        if (!s.view) g.renderEmpty();
      },
      start() {
        s.ready = true;
        els.loading.hidden = true;
        if (s.online) return; // the saved match waits until online play ends
        if (s.pendingNew) { s.pendingNew = false; s.view = null; s.preview = false; newMatch(); } else resume();
      },
      /** A new match on the player's word (New match, a setting that needs one): the running
       *  one is abandoned (see abandon()). */
      newMatch() {
        // online, a running match is left only through the room's own button (js/online/)
        if (s.online && !(s.view && g.isOver(s.view))) return undefined;
        if (!s.online) abandon();
        if (s.preview) { s.view = null; s.preview = false; }
        return newMatch();
      },
      /** This game's page is on screen again (the one page switched back to it): the test
       *  hook globalThis.gamutDebug is this game's again. */
      activate() {
        if (s.debugHook) globalThis.gamutDebug = s.debugHook;
      },
      /** A person's name changed in the settings: their seat in the running match is renamed. */
      rename(seat, name) {
        if (!s.plan || !isPerson(s.plan[seat]) || typeof name !== 'string' || !name) return;
        s.plan = s.plan.map((p, i) => (i === seat ? { ...p, name } : p));
        save();
        if (s.view || s.handover) g.render();
      },
      /** Starting a new match now counts the running one as lost (the question says so). */
      abandonCounts: () => abandonCounts(),
      /** A match with moves made that is not over yet. */
      inProgress() {
        if (s.preview) return true;
        return !!(s.view && s.record && !g.isOver(s.view) && Array.isArray(s.record.moves) && s.record.moves.length > 0);
      },
      fatal(message) {
        s.error = { message, retry: () => location.reload() };
        els.loading.hidden = true;
        root.dataset.phase = 'error';
        if (typeof g.showFatal === 'function') g.showFatal(message);
        else els.log.textContent = message;
        els.main.textContent = T.reload;
        els.main.disabled = false;
        els.main.dataset.action = 'retry';
      },
      /** Online play (js/online/): see enterOnline. */
      session: s,
      ...own,
    };
  }

  return Object.assign(s, {
    accept, fail, retry, flash, newMatch, load, startFrom, resume, schedule, send, debug, controller, abandon,
    reveal, since, enterOnline, takeOnline, refusedOnline, leaveOnline, gameOptions,
  });
}
