// How a match begins, the session's side: a new one from the settings (python.engine.newGame),
// the saved one resumed (python.engine.load, back on the hand-over screen if it was there), or
// a known record put in its place (test hooks). Every start is a reset (session.js m.reset):
// `gen` is bumped, so an answer for the match it replaces is dropped.

import { isObj } from './checks.js';
import { HUMAN } from './session-people.js';
import { logError } from './error-text.js';
import { t } from './i18n.js';

const copy = (x) => (x ? JSON.parse(JSON.stringify(x)) : null);
/** Python's worker failed, not the record: the save stays, and the start is tried again. */
const workerLost = (e) => !!e && ['WorkerLost', 'WorkerError', 'StartupError'].includes(e.type);
/** The number of seats new-game `options` ask for (Dominoes: seats, Wu Hsing: players; 2). */
export const seatsOf = (options) => (Number.isInteger(options?.seats) ? options.seats : Number.isInteger(options?.players) ? options.players : 2);

function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] & 0x7fffffff;
}

/**
 * Adds to the session `s` (inner object `m`: core/session.js, with reset, take, fail, save,
 * draw, planFor, peopleOf, drawHandover): s.newMatch({rematch}), s.load(record, seed, counted,
 * saved), s.startFrom(record, seed), s.resume().
 */
export function addStart(m) {
  const { s, deps, table } = m;
  const { game, python, storage, strings: T, getSettings } = deps;

  /** A new match from the settings (`rematch`: the next of a series); online: leave the room. */
  s.newMatch = async ({ rematch = false } = {}) => {
    if (s.online) { s.online.newMatch(); return; } // asks, then leaves the room (js/online/)
    const prev = s.view;
    if (!s.ready) {
      m.reset({ pendingNew: true });
      m.drawEmpty();
      return;
    }
    const options = table.newGameOptions(getSettings(), { rematch, prev });
    m.reset({ seed: randomSeed(), plan: m.planFor(seatsOf(options)), busy: true });
    const my = s.gen;
    m.draw();
    try {
      const res = await python.engine.newGame({ game, options, seed: s.seed, seat: HUMAN });
      if (my !== s.gen) return;
      m.emit('fresh');
      await m.take(res);
    } catch (e) {
      if (my !== s.gen) return;
      m.fail(e, () => s.newMatch({ rematch }));
    }
  };

  /** Load `rec` through Python as the running match (resume, and test hooks); `saved`: the
   *  save's people and help ({plan, viewer, handover, events, helped}) or null. Resolves true
   *  once drawn, false when a newer match came first; rejects with Python's error. */
  s.load = async (rec, savedSeed = null, savedCounted = false, saved = null) => {
    const { waiting, ...people } = m.peopleOf(saved);
    // the saved view (or opening) drawn before Python was ready stays on the table while
    // Python loads, with the move the player chose on it meanwhile (sent once it is taken)
    const shown = s.preview ? { view: s.view, preview: true, opening: s.opening } : {};
    // the move was chosen on the record drawn: another tab may have saved a newer match
    // since (core/tabs.js), and a move chosen on the old table is not played on that one
    const same = s.preview && JSON.stringify(rec) === JSON.stringify(s.record);
    const early = same && !waiting ? s.early : null;
    const dropped = s.preview && !same && s.early !== null;
    m.reset({ ...people, ...shown, helped: !!(saved && saved.helped === true), busy: true });
    const my = s.gen;
    m.draw();
    let res;
    try {
      res = await python.engine.load({ game, record: rec, seat: waiting ? null : s.viewer });
    } catch (e) {
      if (my === s.gen) { s.busy = false; m.draw(); }
      throw e;
    }
    if (my !== s.gen) return false;
    s.seed = savedSeed ?? randomSeed();
    s.counted = savedCounted;
    s.busy = false;
    if (waiting) {
      // back on the hand-over screen: the record is taken, no view is drawn until the tap
      s.record = res.record;
      s.view = null;
      s.preview = false;
      s.viewer = waiting.seat;
      s.handover = waiting;
      m.save();
      m.drawHandover();
      return true;
    }
    await m.take(res);
    if (early !== null && my === s.gen) await s.send(early);
    else if (dropped && my === s.gen) s.flash(t('session-other-tab'), 10_000);
    return true;
  };

  /** Replace the running match with `rec` as a new one (test hooks: a known position): like
   *  load(), but drawn fresh (nothing animated or announced from the match it replaces), the
   *  computer's choices seeded with `seed`, and counted already when the record is over.
   *  Resolves with a copy of the view once drawn (null when a newer match came first);
   *  rejects with Python's error if the record does not replay. */
  s.startFrom = async (rec, seed = 1) => {
    if (!s.ready) await python.ready;
    m.reset({ seed, plan: m.planFor(seatsOf(rec?.options)), busy: true });
    const my = s.gen;
    let res;
    try {
      res = await python.engine.load({ game, record: rec, seat: HUMAN });
    } catch (e) {
      if (my === s.gen) s.busy = false;
      throw e;
    }
    if (my !== s.gen) return null;
    s.counted = isObj(res) && isObj(res.view) && !!res.view.over;
    m.emit('fresh');
    await m.take(res);
    return copy(s.view);
  };

  /** The saved match if Python takes it, else the opening on the table (core/openings.js:
   *  a new match the engines dealt at build time, checked like a save), else a new one. */
  s.resume = async () => {
    if (s.online) return;
    const saved = storage.loadGame(game);
    if (!saved && s.preview && s.opening && isObj(s.record)) {
      const my = s.gen + 1;
      try {
        await s.load(s.record, null, false, { plan: s.plan, viewer: HUMAN, events: [] });
        return;
      } catch (e) {
        if (my !== s.gen) return;
        if (workerLost(e)) { m.fail(e, () => s.newMatch()); return; }
        logError('the opening was refused', e); // a build fault: a new match instead
        s.busy = false;
      }
    }
    if (saved) {
      const my = s.gen + 1;
      try {
        await s.load(saved.record, saved.seed, saved.counted, saved);
        return;
      } catch (e) {
        if (my !== s.gen) return;
        // the worker was lost, not the save refused: the save stays, and is loaded again
        if (workerLost(e)) { m.fail(e, () => s.resume()); return; }
        s.busy = false;
        s.view = null;
        s.preview = false;
        // the same in every game: the refused save kept aside, the notice bar says so
        if (typeof storage.keepRejected === 'function') storage.keepRejected(game, saved);
        else {
          storage.clearGame(game);
          s.flash(T.loadError, 8000);
        }
      }
    }
    await s.newMatch();
  };
}
