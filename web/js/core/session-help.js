// Help for the player, the session's side (issue 28): taking moves back and a hint. Python
// decides both (py/gamut/assist.py through the engine's take_back and hint): this part only
// asks, takes the answer and keeps the match's `helped` flag, which the save carries and the
// statistics count apart ("won with help": session-face.js, storage.recordMatch).
//
// Take-back: the viewer's last move of the current round and every move since (the
// computer's replies) go; never online, never while an answer is awaited or the computer
// thinks. Between people at one table every person must agree first (the page asks:
// needsAgreement()). Hint: the strong computer's move for the viewer, whose turn it is, from
// the viewer's own view; S.hint = {move, preview, at} until the position changes; the table
// draws it on the board and describes it (table.describeHint).

import { isObj } from './checks.js';
import { peopleAtTable } from './seat-plan.js';
import { myTurn } from '../ui/turn.js';

/** The level hints are played at (Python's assist.HINT_LEVEL): its thinking budget is the table's. */
const HINT_LEVEL = 'hard';

/**
 * Adds to the session `s` (inner object `m`: core/session.js, with accept, fail, save, emit):
 * s.helped, s.hint, s.hinting, s.canTakeBack(), s.canHint(), s.needsAgreement(), s.takeBack(),
 * s.askHint(), s.onHelp(cb) (cb() after every drawing: the controls follow), and to `m`:
 * m.takeHelp(saved) (the saved flag, on a load).
 */
export function addHelp(m) {
  const { s, deps, table } = m;
  const { python, strings: T } = deps;
  const listeners = new Set();
  s.helped = false;
  s.hint = null;
  s.hinting = false; // a hint is being thought of

  const moves = () => (s.record && Array.isArray(s.record.moves) ? s.record.moves.length : 0);
  /** Nothing is pending and the match is shown for a person: the common ground of both helps. */
  const idle = () => !s.online && !s.replay && s.ready && !!s.view && !s.preview && !s.busy && !s.thinking
    && !s.hinting && !s.error && !s.handover && !s.view.over && !table.inputBlocked();

  /** The viewer has a move of this round to take back (the view's history is this round's). */
  s.canTakeBack = () => idle()
    && Array.isArray(s.view.history) && s.view.history.some((e) => isObj(e) && e.seat === s.viewer);
  /** It is the viewer's turn with a move to play. */
  s.canHint = () => idle() && myTurn(s, s.viewer) && Array.isArray(s.view.legal) && s.view.legal.length > 0
    && !(s.hint && s.hint.at === moves());
  /** More than one person at this table: every one of them must agree to a take-back. */
  s.needsAgreement = () => peopleAtTable(s.plan);

  s.onHelp = (cb) => { listeners.add(cb); return () => listeners.delete(cb); };
  const changed = () => { for (const cb of listeners) cb(); };
  // every drawing tells the controls (enabled, disabled) to follow
  for (const name of ['render', 'renderEmpty', 'renderHandover']) {
    const draw = table[name];
    table[name] = (...args) => { const out = draw(...args); changed(); return out; };
  }

  // the hint's words in the log line (s.flash) go with the hint: a move, a new match, a load,
  // a replay shown on the table
  let hintNotice = '';
  const dropHint = () => {
    s.hint = null;
    if (hintNotice && s.notice === hintNotice) s.notice = '';
    hintNotice = '';
  };
  s.on('reset', () => { dropHint(); s.helped = false; });
  s.on('answer', () => { if (s.hint && s.hint.at !== moves()) dropHint(); });
  s.on('send', dropHint);

  /** The save's flag taken back on a load (after the 'reset' that cleared it). */
  m.takeHelp = (saved) => { s.helped = !!(saved && saved.helped === true); };

  const helpGiven = () => {
    if (s.helped) return;
    s.helped = true;
    m.save();
  };

  /** Take back the viewer's last move (and the moves since). Resolves true when done. */
  s.takeBack = async () => {
    if (!s.canTakeBack()) return false;
    const my = s.gen;
    const before = moves();
    s.busy = true;
    table.render();
    let res;
    try {
      res = await python.engine.takeBack({ record: s.record, seat: s.viewer });
    } catch (e) {
      if (my !== s.gen) return false;
      s.busy = false;
      m.refused(e);
      return false;
    }
    if (my !== s.gen) return false;
    s.busy = false;
    const left = Array.isArray(res.record?.moves) ? res.record.moves.length : 0;
    s.events = s.events.filter((e) => e.at < left);
    m.emit('reset');
    s.helped = true; // the 'reset' above is the table's: the match is the same, helped
    await m.accept(res);
    s.flash(T.takenBack(before - left, !!res.drew), 6000);
    return true;
  };

  /** Ask for the strong computer's move for the viewer; drawn on the table. Resolves the hint. */
  s.askHint = async () => {
    if (!s.canHint()) return null;
    const my = s.gen;
    const at = moves();
    s.hinting = true;
    table.render();
    let res;
    try {
      res = await python.engine.hint({
        record: s.record, seat: s.viewer, seed: (s.seed + at * 7919) % 2147483647,
        budget_ms: table.budgetMs(HINT_LEVEL),
      });
    } catch (e) {
      s.hinting = false;
      if (my !== s.gen || at !== moves()) return null;
      m.refused(e);
      return null;
    }
    s.hinting = false;
    if (my !== s.gen || at !== moves()) { changed(); return null; }
    s.hint = { move: res.move, preview: res.preview ?? null, at };
    helpGiven();
    m.emit('hint', s.hint);
    table.render();
    hintNotice = T.hintIs(table.describeHint(s.hint));
    s.flash(hintNotice, 8000);
    return s.hint;
  };
}
