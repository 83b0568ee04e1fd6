// Time limits of the Python worker (js/core/python.js uses them; no drawing, no worker here).
//
// Start-up: the worker reports progress as each download completes and at each stage
// (js/core/worker.js); a start-up with no word from the worker for `startupStallMs`, or not
// ready after `startupMs` in all, has failed. From the snapshot Python starts in 1-3 s; a slow
// connection (1 Mbit/s) fetches the largest file, pyodide.asm.wasm (about 3 MB gzipped), in
// ~25 s; the usual start-up (no snapshot) spent 45 s between two words on 2 cores under a load
// of 29 (measured), hence the margins. Failures the worker can see (a download answering 404,
// cut off or truncated, a wheel micropip refuses, the worker script failing) end the start-up
// at once; these limits bound the rest (a request that never answers).
//
// Calls (the worker answers in order: the oldest unanswered call is timed, from when it was
// posted or when the call before it was answered, whichever is later):
//   computer, hint  `computerMs` + the move's thinking budget (args.budget_ms: ~1-2 s at the
//               hard level): the search stops at its budget, the rest is margin for a busy machine
//   load, replay, take_back  `replayMs` (a long record is replayed move by move)
//   any other   `callMs` (play, new_game, info: a few ms each)
// A call past its limit means the worker is stuck or gone (`self.close()`, a crash): python.js
// then restarts it. Calls made before Python is ready wait for the start-up, which has limits
// of its own: their time starts once Python is ready.
//
// The limits can be shortened for tests only: a page opened with `?test=1` takes
// `globalThis.gamutTestLimits` (an object with any of the keys below, numbers in ms).

export const LIMITS = Object.freeze({
  startupStallMs: 90_000,
  startupMs: 300_000,
  callMs: 20_000,
  replayMs: 30_000,
  computerMs: 30_000,
  restartsInARow: 2, // worker losses without an answer between them before calls fail for good
});

/** The limits in force: LIMITS, with a test page's `gamutTestLimits` (only under ?test=1). */
export function limits() {
  const out = { ...LIMITS };
  const test = testMode() ? globalThis.gamutTestLimits : null;
  if (test && typeof test === 'object') {
    for (const key of Object.keys(LIMITS)) {
      const v = test[key];
      if (Number.isFinite(v) && v > 0) out[key] = v;
    }
  }
  return out;
}

/** The page was opened with ?test=1 (test hooks only then). */
export function testMode() {
  try {
    return new URLSearchParams(globalThis.location?.search ?? '').get('test') === '1';
  } catch {
    return false;
  }
}

/** The time limit (ms) of one call `op` with `args` under `lim` (see the table above). */
export function callLimit(op, args, lim = limits()) {
  if (op === 'computer' || op === 'hint') {
    const budget = Number(args?.budget_ms);
    return lim.computerMs + (Number.isFinite(budget) && budget > 0 ? Math.min(budget, 60_000) : 0);
  }
  if (op === 'load' || op === 'replay' || op === 'position' || op === 'take_back') return lim.replayMs;
  return lim.callMs;
}

/**
 * A timer that fires `onExpire()` once `ms` pass without `poke()`; `stop()` ends it.
 * Returns {poke, stop}.
 */
export function stallTimer(ms, onExpire) {
  let timer = 0;
  let stopped = false;
  const poke = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => { stopped = true; onExpire(); }, ms);
  };
  const stop = () => { stopped = true; clearTimeout(timer); };
  poke();
  return { poke, stop };
}
