// How a match begins, the session's side: a new one from the settings (python.engine.newGame),
// the saved one resumed (python.engine.load, back on the hand-over screen if it was there), or
// a known record put in its place (test hooks). Every start bumps `gen`, so an answer for the
// match it replaces is dropped.

import { isObj } from './checks.js';
import { HUMAN } from './session-people.js';

const copy = (x) => (x ? JSON.parse(JSON.stringify(x)) : null);
const seatsOf = (options) => (Number.isInteger(options?.seats) ? options.seats : Number.isInteger(options?.players) ? options.players : 2);

function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] & 0x7fffffff;
}

/**
 * Adds to the session `s` (inner object `m`: core/session.js, with accept, fail, save,
 * planFor, takePeople, drawHandover): s.newMatch({rematch}), s.load(record, seed, counted,
 * people), s.startFrom(record, seed), s.resume().
 */
export function addStart(m) {
  const { s, deps, table } = m;
  const { game, python, storage, strings: T, getSettings } = deps;

  /** A new match from the settings (`rematch`: the next of a series); online: leave the room. */
  s.newMatch = async ({ rematch = false } = {}) => {
    if (s.online) { s.online.newMatch(); return; } // asks, then leaves the room (js/online/)
    const my = ++s.gen;
    const prev = s.view;
    m.emit('reset');
    s.error = null; s.busy = false; s.thinking = false;
    if (!s.ready) {
      s.pendingNew = true;
      s.record = null; s.view = null;
      table.renderEmpty();
      return;
    }
    const options = table.newGameOptions(getSettings(), { rematch, prev });
    s.seed = randomSeed();
    s.counted = false;
    s.plan = m.planFor(seatsOf(options));
    s.viewer = HUMAN; s.handover = null; s.events = []; s.record = null;
    s.busy = true;
    table.render();
    try {
      const res = await python.engine.newGame({ game, options, seed: s.seed, seat: HUMAN });
      if (my !== s.gen) return;
      s.busy = false;
      m.emit('fresh');
      await m.accept(res);
    } catch (e) {
      if (my !== s.gen) return;
      m.fail(e, () => s.newMatch({ rematch }));
    }
  };

  /** Load `rec` through Python as the running match (resume, and test hooks). Resolves true
   *  once drawn, false when a newer match came first; rejects with Python's error. */
  s.load = async (rec, savedSeed = null, savedCounted = false, people = null) => {
    const my = ++s.gen;
    m.emit('reset');
    s.error = null; s.thinking = false;
    s.busy = true;
    const waiting = m.takePeople(people);
    m.takeHelp(people);
    s.handover = null;
    s.record = null;
    table.render();
    let res;
    try {
      res = await python.engine.load({ game, record: rec, seat: waiting ? null : s.viewer });
    } catch (e) {
      if (my === s.gen) { s.busy = false; table.render(); }
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
      m.save();
      m.drawHandover();
      return true;
    }
    await m.accept(res);
    return true;
  };

  /** Replace the running match with `rec` as a new one (test hooks: a known position): like
   *  load(), but drawn fresh (nothing animated or announced from the match it replaces), the
   *  computer's choices seeded with `seed`, and counted already when the record is over.
   *  Resolves with a copy of the view once drawn (null when a newer match came first);
   *  rejects with Python's error if the record does not replay. */
  s.startFrom = async (rec, seed = 1) => {
    if (!s.ready) await python.ready;
    const my = ++s.gen;
    m.emit('reset');
    s.error = null; s.busy = true; s.thinking = false; s.preview = false;
    s.plan = m.planFor(seatsOf(rec?.options));
    s.viewer = HUMAN; s.handover = null; s.events = []; s.record = null;
    let res;
    try {
      res = await python.engine.load({ game, record: rec, seat: HUMAN });
    } catch (e) {
      if (my === s.gen) s.busy = false;
      throw e;
    }
    if (my !== s.gen) return null;
    s.seed = seed;
    s.counted = isObj(res) && isObj(res.view) && !!res.view.over;
    s.busy = false;
    s.view = null;
    m.emit('fresh');
    await m.accept(res);
    return copy(s.view);
  };

  /** The saved match if Python takes it, else a new one. */
  s.resume = async () => {
    if (s.online) return;
    const saved = storage.loadGame(game);
    if (saved) {
      const my = s.gen + 1;
      try {
        await s.load(saved.record, saved.seed, saved.counted, saved);
        return;
      } catch (e) {
        if (my !== s.gen) return;
        // the worker was lost, not the save refused: the save stays, and is loaded again
        if (e && ['WorkerLost', 'WorkerError', 'StartupError'].includes(e.type)) { m.fail(e, () => s.resume()); return; }
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
