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
//   python.call(op, args)        Promise<result> of gamut.api (see py/gamut/api.py for the
//                                ops). Rejects with an Error whose .type is the engine's
//                                error class (GameError, IllegalMove, BadOptions, BadRecord),
//                                "InternalError" (a Python bug), "StartupError" or
//                                "WorkerError", and whose .message says why (BadRecord
//                                errors may carry .at, the index of the bad move).
//   python.timings               {ready: ms since navigation when Python became ready,
//                                stages: {stage: ms since the worker started}, snapshot:
//                                "loaded" | "none" | "failed: REASON" (how Python started:
//                                see js/core/worker.js)} (for benches and tests)
//
// Calls may be made at once: they wait for start-up and are answered in the order made,
// without any time-out (a computer move may think for a while). The worker is created once
// (boot()). For tests and benches the same object is also window.gamutPython.

let worker = null;

const pending = new Map(); // id -> {resolve, reject}
const listeners = new Set();
let nextId = 1;
let latest = { stage: "runtime", fraction: 0 };
let failure = null; // the start-up Error, once failed

function makeError({ type = "Error", message = "", at } = {}) {
  const err = new Error(message);
  err.name = type;
  err.type = type;
  if (at !== undefined) err.at = at;
  return err;
}

let settle;
const ready = new Promise((resolve, reject) => {
  settle = { resolve, reject };
});
ready.catch(() => {}); // a failed start-up is reported through the promise, not as unhandled

function fail(error) {
  if (failure) return;
  failure = makeError(error);
  settle.reject(failure);
  for (const { reject } of pending.values()) reject(failure);
  pending.clear();
}

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

function onMessage({ data }) {
  if (data.id !== undefined) {
    const request = pending.get(data.id);
    if (!request) return;
    pending.delete(data.id);
    if (data.ok) request.resolve(data.result);
    else request.reject(makeError(data.error));
  } else if (data.type === "progress") {
    notify({ stage: data.stage, fraction: data.fraction });
  } else if (data.type === "ready") {
    python.timings.ready = performance.now();
    python.timings.stages = data.stages;
    python.timings.snapshot = data.snapshot;
    settle.resolve({ build: data.build, version: data.version });
  } else if (data.type === "failed") {
    fail({ type: "StartupError", message: data.error?.message });
  }
}

function onError(event) {
  // Before ready: the worker script itself failed (not found, syntax error). After: a bug in
  // the worker outside any request; calls go on.
  if (python.timings.ready === undefined) {
    fail({ type: "WorkerError", message: event.message || "the Python worker failed to start" });
  } else {
    console.error("[gamut] worker error:", event.message);
  }
}

function boot() {
  if (worker) return;
  worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  worker.onmessage = onMessage;
  worker.onerror = onError;
}

export const python = {
  ready,
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
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, args });
    });
  },
};

globalThis.gamutPython = python;
// (an invite names a room as js/online/seats.js checks it: 16-64 URL-safe characters)
if (!/^#room=[A-Za-z0-9_-]{16,64}$/.test(location.hash)) boot();
