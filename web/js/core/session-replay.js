// A finished match played back on the game's own table (js/core/replay.js drives it): the
// session's side. While a replay is shown the running match waits: its fields are put aside
// (a reset: an answer in flight for it is dropped), the player's input and the computer's
// turns are off (s.replay is set: session.js send() and schedule() check it), nothing is saved.
// Ending the replay puts the match back as it was (loaded again from its save when an answer
// was dropped), and the computer moves on if it is its turn. Anything else that resets the
// session (a new match, a load, online play) gives the replay up: m.replayDropped().

/**
 * Adds to the session `s` (inner object `m`: core/session.js, with reset, match, draw,
 * drawEmpty, drawHandover): s.showReplay(view, viewer, plan), s.endReplay(),
 * s.onReplayDropped (js/core/replay.js sets it) and m.replayDropped() (m.reset calls it).
 */
export function addReplay(m) {
  const { s } = m;
  let kept = null; // the running match's fields, put aside ({...m.match(), dropped})

  /** Called when a replay ends other than by s.endReplay() (js/core/replay.js sets it). */
  s.onReplayDropped = null;

  /** The replay is given up for something that replaces the running match: nothing is put back. */
  m.replayDropped = () => {
    kept = null;
    if (s.onReplayDropped) s.onReplayDropped();
  };

  /** Draw `view` (a view Python gave for a finished record, js/core/replay.js) for the viewer
   *  `viewer` (a seat, or null) with input off; the first call puts the running match aside.
   *  `plan`: the seats of the replayed match (people's names), or null. */
  s.showReplay = (view, viewer, plan = null) => {
    const first = !s.replay;
    if (first) kept = { ...m.match(), dropped: s.busy || s.thinking };
    m.reset({ record: kept.record, replay: true, view, viewer, plan }, { fresh: first });
    m.draw();
  };

  /** Back to the running match, as it was before the replay. */
  s.endReplay = () => {
    if (!s.replay) return;
    const { dropped, ...match } = kept;
    kept = null;
    s.replay = false; // put back, not given up
    m.reset({ ...match, busy: false, thinking: false, hinting: false, hint: null }, { fresh: true });
    if (dropped && s.ready && !s.online) { s.resume(); return; }
    if (s.handover) m.drawHandover();
    else if (s.view) m.draw();
    else m.drawEmpty();
    m.schedule();
  };
}
