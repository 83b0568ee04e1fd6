// The page's one door to Python: the game engines run in a Web Worker (js/core/worker.js).
//
//   import { python } from "./python.js";
//
//   python.ready                 Promise<{build, version}>: resolves once Python answers
//                                calls; rejects (Error with .type) if start-up failed.
//   python.onProgress(cb)        cb({stage, fraction}) while starting: stage is "runtime",
//                                "micropip", "wheel" or "ready"; fraction 0..1 of the whole
//                                start-up. cb is called at once with the latest progress.
//                                Returns a function that unsubscribes.
//   python.engine                the engine's operations as typed methods (js/core/protocol.js:
//                                python.engine.play({record, move, seat}) ...): what the
//                                game code calls.
//   python.call(op, args)        Promise<result> of gamut.api's operation `op` (the table of
//                                ops: js/core/protocol.js OPS). Rejects with an Error whose .type is the engine's
//                                error class (GameError, IllegalMove, BadOptions, BadRecord),
//                                "InternalError" (a Python bug), "StartupError",
//                                "WorkerLost" (the worker died or passed the call's time
//                                limit: it is being restarted, python.restarted says when
//                                it is back) or "WorkerError" (it was lost again and again,
//                                or could not be started again), and whose .message says
//                                why (BadRecord errors may carry .at, the index of the bad
//                                move).
//   python.restarted             Promise that resolves once the worker restarted after the
//                                latest loss is ready (rejects if it could not start); the
//                                same as `ready` before any loss.
//   python.restarts              how many times the worker was restarted
//   python.timings               {ready: ms since navigation when Python became ready,
//                                stages: {stage: ms since the worker started}, marks:
//                                {compiled, snapshot, restored} (js/core/worker.js), snapshot:
//                                "loaded" | "none" | "failed: REASON" (how Python started:
//                                see js/core/worker.js)} (for benches and tests)
//
// Calls may be made at once: they wait for start-up and are answered in the order made.
// Time limits (js/core/watchdog.js): a start-up that stalls or takes too long fails (ready
// rejects, type "StartupError"); a call past its limit, or a worker that reports itself
// broken, is a lost worker: it is terminated and a new one started (Python comes back from the
// snapshot in a second or two), and the calls in flight reject with "WorkerLost" so that their
// callers can carry on from their saves (js/core/session.js). The worker is created by boot():
// when this module is first imported, except on an invite to an online room (online play needs
// no Python: js/online/setup.js boots it when the player leaves the room), or by the first call.
// For tests and benches the same object is also window.gamutPython;
// a page opened with ?test=1 also gets python.test.closeWorkerOn(op) (the worker calls
// self.close() when the next call `op` arrives, or at once with op "now").

import { callLimit, limits, stallTimer, testMode } from './watchdog.js';
import { engineClient } from './protocol.js';

const LIMITS = limits();

const pending = new Map(); // id -> {resolve, reject, op, args, posted}, oldest first
const listeners = new Set();
let nextId = 1;
let latest = { stage: 'runtime', fraction: 0 };
let failure = null; // the start-up Error of the first worker, once failed
let worker = null;
let up = false; // the current worker is ready
let lostInARow = 0; // losses with no answer between them
let headTimer = 0; // the oldest pending call's time limit

function makeError({ type = 'Error', message = '', at } = {}) {
  const err = new Error(message);
  err.name = type;
  err.type = type;
  if (at !== undefined) err.at = at;
  return err;
}

function deferred() {
  let settle;
  const promise = new Promise((resolve, reject) => { settle = { resolve, reject }; });
  promise.catch(() => {}); // a failure is reported through the promise, not as unhandled
  return { promise, ...settle };
}

const first = deferred();
let current = first; // the start-up of the current worker

function notify(update) {
  latest = update;
  for (const cb of listeners) {
    try {
      cb(update);
    } catch (err) {
      console.error(err);
    }
  }
}

function rejectAll(error) {
  clearTimeout(headTimer);
  const all = [...pending.values()];
  pending.clear();
  for (const { reject } of all) reject(error);
}

/** Time the oldest pending call (the worker answers in order), once Python is up. */
function armHead() {
  clearTimeout(headTimer);
  if (!up) return;
  const head = pending.values().next().value;
  if (!head) return;
  const ms = callLimit(head.op, head.args, LIMITS);
  const since = Math.max(head.posted, head.startedAt ?? 0);
  headTimer = setTimeout(() => lose(`no answer to ${head.op} within ${Math.round(ms / 1000)} s`), Math.max(0, since + ms - performance.now()));
}

/** The start-up of the current worker failed (`error`: {type, message}). */
function startupFailed(error) {
  if (failure) return;
  // the first start-up, or a restart's: either way no worker will answer from now on
  const err = makeError({ type: 'StartupError', ...error });
  failure = err;
  up = false;
  current.reject(err);
  rejectAll(err);
}

/** The worker is lost (dead, stuck or broken): terminate it, start another, and reject the
 *  calls in flight so that their callers can carry on (see the head of this file). */
function lose(reason) {
  if (failure) return;
  console.warn(`[gamut] the Python worker is lost (${reason}); starting it again`);
  lostInARow += 1;
  const giveUp = lostInARow > LIMITS.restartsInARow;
  const error = makeError({
    type: giveUp ? 'WorkerError' : 'WorkerLost',
    message: `Python stopped answering (${reason})`,
  });
  rejectAll(error);
  try {
    worker.terminate();
  } catch {
    // gone already
  }
  python.restarts += 1;
  spawn();
}

/** Start the first worker (once; later calls do nothing). */
function boot() {
  if (!worker) spawn();
}

function spawn() {
  const isFirst = worker === null;
  if (!isFirst) {
    current = deferred();
    python.restarted = current.promise;
  }
  up = false;
  const me = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker = me;
  const watch = stallTimer(LIMITS.startupStallMs, () => {
    if (worker === me) startupFailed({ message: `no progress for ${Math.round(LIMITS.startupStallMs / 1000)} s` });
  });
  const overall = setTimeout(() => {
    if (worker === me && !up) {
      watch.stop();
      startupFailed({ message: `not ready after ${Math.round(LIMITS.startupMs / 1000)} s` });
    }
  }, LIMITS.startupMs);

  me.onmessage = ({ data }) => {
    if (worker !== me) return;
    if (data.id !== undefined) {
      const request = pending.get(data.id);
      if (!request) return;
      pending.delete(data.id);
      const next = pending.values().next().value;
      if (next) next.startedAt = performance.now();
      armHead();
      if (data.ok) {
        lostInARow = 0;
        request.resolve(data.result);
      } else if (data.error?.type === 'WorkerBroken') {
        // the worker's runtime failed under this call (a trap in the wasm): it closes itself
        pending.set(data.id, request); // rejected with the others by lose()
        lose(data.error.message || 'the runtime failed');
      } else {
        lostInARow = 0;
        request.reject(makeError(data.error));
      }
    } else if (data.type === 'progress') {
      watch.poke();
      if (isFirst) notify({ stage: data.stage, fraction: data.fraction });
    } else if (data.type === 'ready') {
      watch.stop();
      clearTimeout(overall);
      up = true;
      if (isFirst) {
        python.timings.ready = performance.now();
        python.timings.stages = data.stages;
        python.timings.marks = data.marks;
        python.timings.snapshot = data.snapshot;
      }
      const now = performance.now();
      for (const r of pending.values()) r.posted = Math.max(r.posted, now);
      armHead();
      current.resolve({ build: data.build, version: data.version });
    } else if (data.type === 'failed') {
      watch.stop();
      clearTimeout(overall);
      startupFailed({ message: data.error?.message });
    }
  };

  me.onerror = (event) => {
    if (worker !== me) return;
    // Before ready: the worker script itself failed (not found, syntax error). After: an
    // error outside any request; the worker may be broken: it is replaced.
    if (!up) {
      watch.stop();
      clearTimeout(overall);
      startupFailed({ type: 'WorkerError', message: event.message || 'the Python worker failed to start' });
    } else {
      console.error('[gamut] worker error:', event.message);
      lose(event.message || 'an error in the worker');
    }
  };
}

export const python = {
  ready: first.promise,
  restarted: first.promise,
  restarts: 0,
  timings: {},

  onProgress(cb) {
    listeners.add(cb);
    cb(latest);
    return () => listeners.delete(cb);
  },

  boot,
  /** True once boot() ran (the worker exists). */
  get started() { return worker !== null; },

  call(op, args = {}) {
    if (failure) return Promise.reject(failure);
    boot();
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, op, args, posted: performance.now() });
      worker.postMessage({ id, op, args });
      if (pending.size === 1) armHead();
    });
  },
};

python.engine = engineClient((op, args) => python.call(op, args));

if (testMode()) {
  python.test = {
    /** The worker calls self.close() when the next call `op` arrives ("now": at once). */
    closeWorkerOn(op) {
      worker.postMessage({ id: 0, op: '_test_close_on', args: { op } });
    },
    limits: LIMITS,
  };
}

globalThis.gamutPython = python;
// (an invite names a room as js/online/seats.js checks it: 16-64 URL-safe characters)
if (!/^#room=[A-Za-z0-9_-]{16,64}$/.test(location.hash)) boot();
