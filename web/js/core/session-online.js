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
 * Adds online play to the session `s` (inner object `m`: core/session.js, with reset, take,
 * draw, drawEmpty): s.enterOnline(link), s.takeOnline(view), s.refusedOnline(message),
 * s.again(opts), s.leaveOnline(). The player's move goes to link.send (session.js s.send).
 */
export function addOnline(m) {
  const { s, deps, table } = m;

  /** Draw the room's views from now on: `link` is {room, seat (null: watching), seats, frame
   *  (the last state frame), send(move), nameOf(i), newMatch() (New match online: leave after
   *  asking), again() (the main button at the end: another match in the room),
   *  endButton() and roundButton() (the main button at the end and between rounds), tally
   *  (text for the result card), left()}. */
  s.enterOnline = (link) => {
    m.reset({ online: link, HUMAN: link.seat }, { fresh: true });
    deps.els.loading.hidden = true;
    m.drawEmpty();
  };

  /** One `state` frame's view for our seat (null before the start): drawn like an answer. */
  s.takeOnline = (view) => {
    if (!s.online) return undefined;
    if (!isObj(view)) {
      s.view = null;
      s.busy = false;
      m.drawEmpty();
      return undefined;
    }
    // another match in the same room: a new match, drawn afresh and counted again
    if (s.view && s.view.over && !view.over) m.reset({}, { fresh: true });
    const from = s.view ? table.animFrom(view.last ? view.last.move : undefined) : null;
    return m.take({ view }, from);
  };

  /** The server refused our move (`message` in the player's language): the match goes on. */
  s.refusedOnline = (message) => {
    s.busy = false;
    if (message) s.flash(message);
    if (s.view) m.draw();
  };

  /** The main button at the end of a match: online another match in the room (asked for
   *  once), else a new match (`opts`: session-start.js newMatch). Nothing while a replay is
   *  shown (its end is a finished match's, not the running one's): false. */
  s.again = (opts) => {
    if (s.replay) return false;
    return s.online ? s.online.again() : s.newMatch(opts);
  };

  /** Back to the match against the computer (the saved one, once Python is ready). */
  s.leaveOnline = () => {
    const link = s.online;
    if (!link) return;
    m.reset({ online: null, HUMAN }, { fresh: true });
    if (typeof link.left === 'function') link.left();
    deps.els.loading.hidden = s.ready; // Python may only now be starting (online needs none)
    if (s.ready) s.resume(); else m.drawEmpty();
  };
}
