// Online (js/online/), the session's side: enterOnline(link) makes the session draw the views a
// room server sends (takeOnline(view), one per `state` frame) for seat link.seat (s.HUMAN;
// null for a spectator, who sees the public view and has no turn); the player's moves go to
// link.send(move) instead of Python, nothing is saved, the server plays the computer seats,
// and a finished match counts in the statistics under `online-<game>` (one tally, no level;
// a spectator counts nothing). A rematch in the room is a new match: drawn afresh and counted
// again. leaveOnline() returns to the saved match against the computer. Python is not needed.

import { isObj } from './checks.js';
import { HUMAN } from './session-people.js';

/**
 * Adds online play to the session `s` (inner object `m`: core/session.js): s.enterOnline(link),
 * s.takeOnline(view), s.refusedOnline(message), s.leaveOnline(), and m.sendOnline(move) for
 * s.send.
 */
export function addOnline(m) {
  const { s, deps, table } = m;

  /** Draw the room's views from now on: `link` is {room, seat (null: watching), seats, frame
   *  (the last state frame), send(move), nameOf(i), newMatch() (New match online: leave after
   *  asking), again() (the main button at the end: another match in the room),
   *  endButton() and roundButton() (the main button at the end and between rounds), tally
   *  (text for the result card), left()}. */
  s.enterOnline = (link) => {
    ++s.gen;
    m.emit('reset');
    m.emit('fresh');
    s.online = link;
    s.HUMAN = link.seat;
    s.plan = null; s.viewer = link.seat; s.handover = null; s.events = [];
    s.view = null; s.record = null; s.counted = false;
    s.error = null; s.busy = false; s.thinking = false; s.preview = false; s.pendingNew = false;
    deps.els.loading.hidden = true;
    table.renderEmpty();
  };

  /** One `state` frame's view for our seat (null before the start): drawn like an answer. */
  s.takeOnline = (view) => {
    if (!s.online) return undefined;
    if (!isObj(view)) { s.view = null; s.busy = false; table.renderEmpty(); return undefined; }
    let before = s.view;
    if (before && before.over && !view.over) {
      // another match in the same room: a new match, drawn afresh and counted again
      ++s.gen;
      m.emit('reset');
      m.emit('fresh');
      s.counted = false; s.record = null; s.events = [];
      before = null;
    }
    const from = before ? table.animFrom(view.last ? view.last.move : undefined) : null;
    s.view = view;
    s.busy = false;
    s.error = null;
    m.countIfOver();
    return m.drawTaken(before, from);
  };

  /** The server refused our move (`message` in the player's language): the match goes on. */
  s.refusedOnline = (message) => {
    s.busy = false;
    if (message) s.flash(message);
    if (s.view) table.render();
  };

  /** The main button at the end of a match: online another match in the room (asked for
   *  once), else a new match (`opts`: session-start.js newMatch). Nothing while a replay is
   *  shown (its end is a finished match's, not the running one's): false. */
  s.again = (opts) => {
    if (s.replay) return false;
    return s.online ? s.online.again() : s.newMatch(opts);
  };

  m.sendOnline = (move) => {
    s.busy = true;
    m.emit('send', move);
    table.render();
    s.online.send(move);
  };

  /** Back to the match against the computer (the saved one, once Python is ready). */
  s.leaveOnline = () => {
    const link = s.online;
    if (!link) return;
    ++s.gen;
    s.online = null;
    s.HUMAN = HUMAN;
    s.viewer = HUMAN; s.handover = null;
    s.view = null; s.record = null; s.busy = false; s.thinking = false; s.error = null;
    m.emit('reset');
    m.emit('fresh');
    if (typeof link.left === 'function') link.left();
    deps.els.loading.hidden = s.ready; // Python may only now be starting (online needs none)
    if (s.ready) s.resume(); else table.renderEmpty();
  };
}
