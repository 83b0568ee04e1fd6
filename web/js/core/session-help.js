// Help for the player, the session's side (issue 28): taking moves back and a hint. Python
// decides both (py/gamut/assist.py through the engine's take_back and hint): this part only
// asks, takes the answer and keeps the match's `helped` flag, which the save carries and the
// statistics count apart ("won with help": session-face.js, storage.recordMatch).
//
// Take-back: the viewer's last move of the current round and every move since (the
// computer's replies) go; never online, never while an answer is awaited or the computer
// thinks. Between people at one table it is the last move any of them made (the one who just
// moved takes it back at once), and every person must agree first (the page asks:
// needsAgreement(), naming takeBackSeat()). Hint: the strong computer's move for the viewer,
// whose turn it is, from the viewer's own view; S.hint = {move, preview, at} until the
// position changes; the table draws it on the board and describes it (table.describeHint).

import { isObj } from './checks.js';
import { isPerson, peopleAtTable } from './seat-plan.js';
import { myTurn } from '../ui/turn.js';

/** The level hints are played at (Python's assist.HINT_LEVEL): its thinking budget is the table's. */
const HINT_LEVEL = 'hard';

/**
 * Adds to the session `s` (inner object `m`: core/session.js, with reset, match, take, draw,
 * save, refused, emit): s.canTakeBack(), s.canHint(), s.needsAgreement(), s.takeBack(),
 * s.askHint(). The match's fields helped, hint and hinting are the session's (blankMatch()).
 */
export function addHelp(m) {
  const { s, deps, table } = m;
  const { python, strings: T } = deps;

  const moves = () => (s.record && Array.isArray(s.record.moves) ? s.record.moves.length : 0);
  /** Nothing is pending and the match is shown for a person: the common ground of both helps. */
  const idle = () => !s.online && !s.replay && s.ready && !!s.view && !s.preview && !s.busy && !s.thinking
    && !s.hinting && !s.error && !s.handover && !s.view.over && !table.inputBlocked();

  /** Whose move a take-back takes back (with every move since): the viewer's last move of
   *  this round (the view's history is this round's); at a table of several people, the last
   *  move of any of them (the one who just moved may take it back at once, everyone
   *  agreeing). null: nothing to take back. */
  s.takeBackSeat = () => {
    const people = peopleAtTable(s.plan);
    const history = s.view && Array.isArray(s.view.history) ? s.view.history : [];
    for (let i = history.length - 1; i >= 0; i--) {
      const e = history[i];
      if (isObj(e) && (people ? isPerson(s.plan[e.seat]) : e.seat === s.viewer)) return e.seat;
    }
    return null;
  };
  /** There is a move of this round to take back (takeBackSeat()). */
  s.canTakeBack = () => idle() && s.takeBackSeat() !== null;
  /** It is the viewer's turn with a move to play. */
  s.canHint = () => idle() && myTurn(s, s.viewer) && Array.isArray(s.view.legal) && s.view.legal.length > 0
    && !(s.hint && s.hint.at === moves());
  /** More than one person at this table: every one of them must agree to a take-back. */
  s.needsAgreement = () => peopleAtTable(s.plan);

  // the hint's words in the log line (s.flash) go with the hint: a move, a new match, a load,
  // a replay shown on the table (a reset clears S.hint itself)
  let hintNotice = '';
  const dropNotice = () => {
    if (hintNotice && s.notice === hintNotice) s.notice = '';
    hintNotice = '';
  };
  const dropHint = () => { s.hint = null; dropNotice(); };
  s.on('reset', dropNotice);
  s.on('answer', () => { if (s.hint && s.hint.at !== moves()) dropHint(); });
  s.on('send', dropHint);

  /** Ask Python for a help (`request()`, a promise) with S[flag] set meanwhile and the table
   *  drawn: the answer, or null when it was refused (m.refused) or the position moved on. */
  async function ask(flag, request) {
    const my = s.gen;
    const at = moves();
    s[flag] = true;
    m.draw();
    let res = null;
    let failed = null;
    try {
      res = await request();
    } catch (e) {
      failed = { e };
    }
    if (my !== s.gen) return null; // a reset (a new match, a load, a replay) cleared the flag
    s[flag] = false;
    if (at !== moves()) { m.emit('shown'); return null; } // a move came first: too late
    if (failed) { m.refused(failed.e); return null; }
    return res;
  }

  /** Take back the viewer's last move (and the moves since). Resolves true when done. */
  s.takeBack = async () => {
    if (!s.canTakeBack()) return false;
    const before = moves();
    const seat = s.takeBackSeat();
    const res = await ask('busy', () => python.engine.takeBack({ record: s.record, seat }));
    if (!res) return false;
    const left = Array.isArray(res.record?.moves) ? res.record.moves.length : 0;
    // the same match, moves fewer: the table drops its own state, the match is helped; the
    // answer's view is the seat's whose move went (at a table of people maybe not the one
    // holding the device): theirs now, through the hand-over screen when hands are hidden
    const kept = { ...m.match(), events: s.events.filter((e) => e.at < left), helped: true, hint: null, viewer: seat };
    if (seat !== s.viewer && table.hiddenHands(res.view)) {
      m.reset({ ...kept, record: res.record, view: null, handover: { seat } });
      m.save();
      m.drawHandover();
    } else {
      m.reset(kept);
      await m.take(res);
    }
    s.flash(T.takenBack(before - left, !!res.drew), 6000);
    return true;
  };

  /** Ask for the strong computer's move for the viewer; drawn on the table. Resolves the hint. */
  s.askHint = async () => {
    if (!s.canHint()) return null;
    const at = moves();
    const res = await ask('hinting', () => python.engine.hint({
      record: s.record, seat: s.viewer, seed: (s.seed + at * 7919) % 2147483647,
      budget_ms: table.budgetMs(HINT_LEVEL),
    }));
    if (!res) return null;
    s.hint = { move: res.move, preview: res.preview ?? null, at };
    if (!s.helped) { s.helped = true; m.save(); }
    m.emit('hint', s.hint);
    m.draw();
    hintNotice = T.hintIs(table.describeHint(s.hint));
    s.flash(hintNotice, 8000);
    return s.hint;
  };
}
