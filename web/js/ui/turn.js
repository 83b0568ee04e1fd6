// Whose turn it is and what the table is doing, the same way for every game. The view header
// (shared/design.md: to_move is null between rounds and at the end, over is the whole match)
// answers for every game; a game adds only its own states (selected, animating, ...).

/** The table's phase before the game's own states: 'loading' (Python not ready and nothing
 *  on the table), 'error', 'busy' (no view yet), else null: a view drawn before Python is
 *  ready (S.preview: the save's, or an opening) is played like any other, its move waits for
 *  Python (js/core/session.js send). `S`: the session (js/core/session.js). */
export function basePhase(S) {
  if (!S.ready && !S.view) return 'loading';
  if (S.error) return 'error';
  if (!S.view) return 'busy';
  return null;
}

/** True when the person at `seat` may move now: a view (a preview too), nothing pending, no
 *  replay shown (js/core/session-replay.js), their turn (the header's to_move, null between
 *  rounds and at the end). */
export function myTurn(S, seat) {
  return !!S.view && !S.busy && !S.error && !S.replay && !S.view.over && S.view.to_move === seat;
}

/** The log line's words while the view has none of its own: a failure (T.error) or, with no
 *  view yet, the notice; null when the view's own log speaks. `T`: the game's texts. */
export function statusHint(S, T) {
  if (S.error) return T.error(S.error.message);
  return S.view ? null : S.notice;
}
