// People at one table (core/seat-plan.js), the session's side: which seats are people, whose
// view is drawn (`viewer`), the hand-over screen between two people when hands are hidden
// (`handover`: s.view is then null, nothing of any hand is held for drawing), and the last
// moves (`events`) the hand-over screen tells.

import { isObj } from './checks.js';
import { checkPlan, isPerson, nextViewer } from './seat-plan.js';

/** The device's owner ('you' in the seat plan; online, s.HUMAN is the room's seat instead). */
export const HUMAN = 0;
const EVENTS_KEPT = 60; // moves remembered for the hand-over screen

/**
 * Adds the people's steps to the session's inner object `m` ({s, deps, table, emit, save,
 * fail, schedule, draw, drawHandover}: core/session.js): planFor(n), planOrDefault(),
 * noteEvent(prevMoves), turnTo(), keptEvents(events), peopleOf(saved), and on the session
 * `s`: since(seat), reveal().
 */
export function addPeople(m) {
  const { s, deps, table } = m;
  const { python, getSettings, seatPlan } = deps;

  const defaultPlan = (n) => Array.from({ length: n }, (_, i) =>
    (i === HUMAN ? { kind: 'you', name: '', level: null } : { kind: 'computer', name: '', level: getSettings().level }));

  /** The seats of a new match of `n` seats: the page's plan (seatPlan) when it fits, else
   *  seat 0 'you' and every other seat the computer. */
  m.planFor = (n) => {
    const p = typeof seatPlan === 'function' ? checkPlan(seatPlan(n)) : null;
    return p && p.length === n ? p : defaultPlan(n);
  };
  m.planOrDefault = () => s.plan || defaultPlan(s.view && Number.isInteger(s.view.seats) ? s.view.seats : 2);
  m.keptEvents = (events) => events.map(({ seat, move, at }) => ({ seat, move, at })).slice(-EVENTS_KEPT);

  /** The last move of an answer (the view header's `last`) joins `events` when the record grew. */
  m.noteEvent = (prevMoves) => {
    const n = Array.isArray(s.record.moves) ? s.record.moves.length : 0;
    const last = s.view && s.view.last;
    const known = s.events.length ? s.events[s.events.length - 1].at : -1;
    if (n > prevMoves && n - 1 > known && isObj(last) && Number.isInteger(last.seat) && typeof last.move === 'string') {
      s.events = [...s.events, { seat: last.seat, move: last.move, at: n - 1 }].slice(-EVENTS_KEPT);
    }
  };

  /** The moves since `seat` last moved ({seat, move}, oldest first): told on the hand-over screen. */
  s.since = (seat) => {
    let i = s.events.length;
    while (i > 0 && s.events[i - 1].seat !== seat) i--;
    return s.events.slice(i).map(({ seat: st, move }) => ({ seat: st, move }));
  };

  /** After an answer is drawn: a person's turn makes them the viewer (seat-plan.js
   *  nextViewer): with hidden hands through the hand-over screen, else at once with their
   *  view; otherwise the computer may move on. */
  m.turnTo = () => {
    const v = s.view;
    if (!v || s.preview) return;
    if (s.online) return; // online: this device holds one seat (s.HUMAN), the server the rest
    const next = nextViewer(m.planOrDefault(), v.to_move, s.viewer, !!table.hiddenHands(v));
    if (next.viewer === s.viewer) { m.schedule(); return; }
    if (next.handover) {
      s.handover = { seat: next.viewer };
      s.view = null;
      m.save();
      m.drawHandover();
      return;
    }
    showSeat(next.viewer);
  };

  /** Draw `seat`'s view of the running match (the engine's `load` for that seat): the hand-over's tap, and a
   *  person's turn in a game without hidden hands. */
  async function showSeat(seat) {
    const my = s.gen;
    s.busy = true;
    try {
      const res = await python.engine.load({ record: s.record, seat });
      if (my !== s.gen) return;
      s.busy = false;
      s.viewer = seat;
      s.handover = null;
      s.view = res.view;
      m.save();
      m.draw();
      m.emit('drawn', null);
      m.emit('revealed');
      m.schedule();
    } catch (e) {
      if (my !== s.gen) return;
      m.fail(e, () => showSeat(seat));
    }
  }

  /** The hand-over screen's tap: the person it waited for sees their hand. */
  s.reveal = () => {
    if (!s.handover || s.busy) return;
    showSeat(s.handover.seat);
  };

  /** The saved people's part ({plan, viewer, handover, events}, or null), checked: the
   *  fields {plan, viewer, events} for m.reset(), and `waiting`, the hand-over to go back to
   *  ({seat}) or null. Pure. */
  m.peopleOf = (saved) => {
    const plan = (saved && checkPlan(saved.plan)) || null;
    return {
      plan,
      viewer: plan && isPerson(plan[saved.viewer]) ? saved.viewer : HUMAN,
      events: plan && Array.isArray(saved.events) ? m.keptEvents(saved.events) : [],
      waiting: plan && saved.handover && isPerson(plan[saved.handover.seat]) ? { seat: saved.handover.seat } : null,
    };
  };
}
