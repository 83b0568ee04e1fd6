// A finished match played back move by move on the game's own table: the record (one of the
// matches kept on this device, js/core/finished.js; a record file; an online room's record)
// goes through Python (python.engine.position: it replays the record, so a tampered one is
// refused with its reason, as an import is), and each step asks Python for the view after the
// first `ply` moves, for one seat or with every hand shown once the match is over. The session
// draws it (core/session-replay.js); the controls are js/ui/replay-bar.js.
//
//   const r = createReplay({ game, python, session });
//   await r.open(record, { seat: 0, plan: null })   // rejects with Python's error (BadRecord)
//   r.go(ply) / r.first() / r.back() / r.forward() / r.last() / r.setSeat(seat) / r.setReveal(b)
//   r.close()                                        // back to the running match
//   r.state  {open, record, ply, plies, over, seat, reveal, seats, own, plan}
//   r.onChange(cb)                                   // cb(state) after each drawn step
//
// Steps are asked one at a time: while one is in flight only the newest request waits (a
// slider dragged fast asks for where it stopped), and an answer for a closed replay is dropped.

import { isObj } from './checks.js';

/** An Error of `type` with `message` (the shape python.call rejects with). */
function error(type, message) {
  const e = new Error(message);
  e.type = type;
  return e;
}

/** The replay controller of one game's page (see the head of this file). */
export function createReplay({ game, python, session }) {
  // own: the device's seat in the match (null: watched); plan: its people's seats, or null
  const state = { open: false, record: null, ply: 0, plies: 0, over: false, seat: 0, reveal: false, seats: 2, own: 0, plan: null };
  const listeners = new Set();
  let opened = 0; // bumped by every open and close: an answer for an older one is dropped
  let inFlight = null; // the step being asked
  let wanted = null; // the newest step asked for while one was in flight
  let asking = null; // the target of the step in flight (a step asked meanwhile counts from it)

  const tell = () => { for (const cb of listeners) cb({ ...state }); };

  async function ask(target) {
    const my = opened;
    const args = { record: state.record, ply: target.ply, seat: target.seat, reveal: target.reveal };
    asking = target;
    let res;
    try {
      res = await python.engine.position(args);
    } finally {
      asking = null;
    }
    if (my !== opened) return;
    state.ply = res.ply; state.plies = res.plies; state.over = res.over;
    state.seat = target.seat; state.reveal = target.reveal;
    state.seats = Number.isInteger(res.view.seats) ? res.view.seats : state.seats;
    session.showReplay(res.view, target.seat, state.plan);
    tell();
  }

  /** Ask for `target` ({ply, seat, reveal}); a request waiting behind it is replaced. */
  function request(target) {
    if (!state.open) return Promise.resolve();
    if (inFlight) { wanted = target; return inFlight; }
    inFlight = (async () => {
      try {
        await ask(target);
        while (wanted && state.open) {
          const next = wanted;
          wanted = null;
          await ask(next);
        }
      } finally {
        inFlight = null;
        wanted = null;
      }
    })();
    return inFlight;
  }

  const target = (over) => ({ ply: state.ply, seat: state.seat, reveal: state.reveal, ...over });
  // the newest step asked: the one waiting, else the one in flight, else the one shown
  // (forward pressed three times while a step is in flight moves three moves)
  const latest = () => (wanted || asking || target({}));

  const r = {
    state,
    onChange(cb) { listeners.add(cb); return () => listeners.delete(cb); },

    /** Plays `record` back from its start, for `seat` (the device's seat in that match; null: a
     *  spectator's view). Resolves once drawn; rejects with Python's error (a record that does
     *  not replay: BadRecord, .message the reason) or type OtherGame; the running match stays. */
    async open(record, { seat = 0, plan = null } = {}) {
      if (!isObj(record) || record.game !== game) {
        throw error(isObj(record) && typeof record.game === 'string' ? 'OtherGame' : 'BadRecord', 'not a record of this game');
      }
      const my = ++opened;
      asking = null; // a step in flight of the replay before is not where this one stands
      const res = await python.engine.position({ record, ply: 0, seat, reveal: false });
      if (my !== opened) return;
      Object.assign(state, {
        open: true, record, ply: 0, plies: res.plies, over: res.over, seat, reveal: false, own: seat,
        seats: res.view.seats, plan: Array.isArray(plan) && plan.length === res.view.seats ? plan : null,
      });
      session.onReplayDropped = () => { opened += 1; state.open = false; tell(); };
      session.showReplay(res.view, seat, state.plan);
      tell();
    },
    go(ply) {
      const p = Math.max(0, Math.min(state.plies, Math.trunc(Number(ply)) || 0));
      return request(target({ ...latest(), ply: p }));
    },
    first() { return r.go(0); },
    last() { return r.go(state.plies); },
    back() { return r.go(latest().ply - 1); },
    forward() { return r.go(latest().ply + 1); },
    /** The view of `seat` (null: a spectator's); keeps `reveal`. */
    setSeat(seat) { return request(target({ ...latest(), seat })); },
    /** Every hand shown (only when the match is over: Python refuses it otherwise). */
    setReveal(reveal) { return request(target({ ...latest(), reveal: !!reveal && state.over })); },
    close() {
      if (!state.open) return;
      opened += 1;
      state.open = false;
      session.onReplayDropped = null;
      session.endReplay();
      tell();
    },
  };
  return r;
}
