// A finished match played back on the game's own table (js/core/replay.js drives it): the
// session's side. While a replay is shown the running match waits: its views are put aside,
// an answer in flight for it is dropped (gen bumped), the player's input and the computer's
// turns are off (s.replay is set: session.js send() and schedule() check it), nothing is saved.
// Ending the replay puts the match back as it was (loaded again from its save when an answer
// was dropped), and the computer moves on if it is its turn.

/**
 * Adds to the session `s` (inner object `m`: core/session.js): s.replay (true while a replay
 * is shown), s.showReplay(view, viewer, plan) and s.endReplay(). A new match, a load or online
 * play begun during a replay ends it first (s.onReplayDropped() is told). Call it after
 * addStart() and addOnline().
 */
export function addReplay(m) {
  const { s, deps, table } = m;
  let kept = null; // the running match, put aside: {view, viewer, plan, handover, preview, error, dropped, helped}

  s.replay = false;
  /** Called when a replay ends other than by s.endReplay() (js/core/replay.js sets it). */
  s.onReplayDropped = null;

  /** The replay is given up for something that replaces the running match (a new match, a
   *  load, online play): nothing is put back. */
  const drop = () => {
    if (!s.replay) return;
    s.replay = false;
    delete deps.root.dataset.replay;
    kept = null;
    if (s.onReplayDropped) s.onReplayDropped();
  };
  for (const name of ['newMatch', 'load', 'startFrom', 'enterOnline']) {
    const run = s[name];
    s[name] = (...args) => { drop(); return run(...args); };
  }

  /** Draw `view` (a view Python gave for a finished record, js/core/replay.js) for the viewer
   *  `viewer` (a seat, or null) with input off; the first call puts the running match aside.
   *  `plan`: the seats of the replayed match (people's names), or null. */
  s.showReplay = (view, viewer, plan = null) => {
    if (!s.replay) {
      kept = {
        view: s.view, viewer: s.viewer, plan: s.plan, handover: s.handover, preview: s.preview,
        error: s.error, dropped: s.busy || s.thinking, helped: s.helped,
      };
      ++s.gen; // an answer for the running match that arrives now is dropped
      m.emit('reset');
      m.emit('fresh');
      s.replay = true;
      s.busy = false; s.thinking = false; s.error = null; s.handover = null; s.preview = false;
      deps.root.dataset.replay = 'true';
    } else {
      m.emit('reset');
    }
    s.view = view;
    s.viewer = viewer;
    s.plan = plan;
    table.render();
  };

  /** Back to the running match, as it was before the replay. */
  s.endReplay = () => {
    if (!s.replay) return;
    s.replay = false;
    delete deps.root.dataset.replay;
    const k = kept;
    kept = null;
    ++s.gen;
    m.emit('reset');
    m.emit('fresh');
    s.view = k.view; s.viewer = k.viewer; s.plan = k.plan; s.handover = k.handover;
    s.preview = k.preview; s.error = k.error;
    s.helped = k.helped; // the 'reset' above is the table's: the match keeps its help (session-help.js)
    if (k.dropped && s.ready && !s.online) { s.resume(); return; }
    if (s.handover) m.drawHandover();
    else if (s.view) table.render();
    else table.renderEmpty();
    m.schedule();
  };
}
