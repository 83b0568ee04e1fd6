// Gamut's Python worker (a module worker; the page talks to it only through js/core/python.js).
//
// Start-up: read the build manifest (build.json), load Pyodide from this site's pyodide/ and
// then, when the build made one (build.py, tools/make_snapshot.mjs), restore Python from the
// snapshot named in the manifest: Python as it was once every gamut module was imported, so no
// start-up of Python, no micropip, no wheel on the way to a playable table; its standard
// library is then the small zip made with the snapshot (the manifest's snapshot_stdlib: the
// gamut package; what Python imported is in the snapshot already, tools/make_snapshot.mjs),
// not Pyodide's 2.5 MB python_stdlib.zip. The snapshot is fetched with its integrity (the manifest's sha256),
// so a damaged copy is never loaded; its name carries a hash of what made it, and the manifest
// (fetched without the HTTP cache, or this build's copy in the service worker's cache) names
// this build's, so a stale one is never asked for. Pyodide gets a buffer of the snapshot's
// length (the manifest's snapshot_bytes) at once and compiles its runtime while the bytes
// come; they are all in before Python is restored from it. When there is none, or it cannot be fetched
// or restored, Python starts as before (the fallback): load micropip's wheel by URL (PyPI's
// wheel: Pyodide's lock file records another hash for it), micropip.install the gamut wheel by
// absolute URL, import gamut.api; and a damaged copy is then fetched again from the network and
// put into this build's service-worker cache in its place. Every URL is resolved against this
// file's own URL, so the site works under any base path and in an iframe, and nothing is
// fetched from any other host.
//
// Messages out while starting (fraction: the whole start-up, 0..1, never decreasing; the steps
// and their fractions are BOOT_STEPS below):
//   {type: "progress", stage: "runtime"|"micropip"|"wheel"|"ready", fraction}
//     (from a snapshot: "runtime" then "ready")
//   {type: "ready", build, version, stages, marks, snapshot}  or  {type: "failed", error: {type, message}}
//   (stages: when each stage began, in ms since the worker started; marks: see `marks` below;
//   snapshot: how Python
//   started: "loaded" (from the snapshot), "none" (the build has none), or "failed: REASON"
//   (there is one but it could not be used: the usual start-up ran); for benches and tests)
// Requests in:   {id, op, args}   (op: an operation of gamut.api: py/gamut/api.py OPS, mirrored
//                                 by js/core/protocol.js, the page's typed client)
// Replies out:   {id, ok: true, result}  or  {id, ok: false, error: {type, message, at?}}
//   error.type is the engine's error class (GameError, IllegalMove, BadOptions, BadRecord)
//   for bad input, "InternalError" for any other Python exception (a bug; the traceback goes
//   to the worker's console), "StartupError" when Python never became ready.
// Requests sent before Python is ready wait for it; they are answered in order.
// A worker whose runtime fails under a call (a trap in the wasm) answers it with
// {type: "WorkerBroken"} and closes itself; the page starts another (js/core/python.js).
// "_test_close_on" {op} (no answer) is the e2e hook python.test.closeWorkerOn: the worker calls
// self.close() when the next call `op` arrives ("now": at once).
// Two ops are the worker's own (benches): "_memory" -> {wasm_bytes, js_heap_bytes, py_objects},
// "_resources" -> [{name, start, end, worker, size}] (this worker's downloads: ms since it
// started; worker: when a service worker took the request, or 0; size: bytes transferred).

const SITE = new URL("../../", import.meta.url); // js/core/worker.js -> the site's root

// A Content-Security-Policy violation here (the server's header covers this worker) is an
// error on the console, which the page's console shows too (and the e2e fixtures catch).
self.addEventListener("securitypolicyviolation", (e) => {
  console.error(`[gamut worker] CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || "inline code"}`);
});

let api = null; // gamut.api, once ready
let runtime = null; // the Pyodide instance, once loaded (for the "_memory" op)
const stages = {}; // stage -> ms since the worker started, when the stage began
// From a snapshot, ms since the worker started when: Pyodide's runtime was compiled and ready
// for the snapshot (compiled), the snapshot's bytes were all in (snapshot), Python was
// restored (restored). For benches: what the start-up waited for.
const marks = {};
let stage = "runtime";
let fraction = 0;

/** The start-up in order: each step with the stage it belongs to (the page names a stage in
 *  its language: loading-stage-<stage> in web/i18n) and where the progress bar stands once the
 *  step is done (the share of the whole start-up, 0..1). A step is a point in boot() or one of
 *  this worker's downloads completing (by file name; `file` matches it). From a snapshot the
 *  steps are start ... snapshot, ready; without one start ... wasm, micropip, wheel, ready.
 *  The fractions are measured shares of a cold start-up, not guesses: the runtime's files
 *  and the snapshot come in together, Python is restored in a moment. */
const BOOT_STEPS = [
  { step: "start", stage: "runtime", fraction: 0 },
  { step: "manifest", stage: "runtime", fraction: 0.05, file: /^build\.json$/ },
  { step: "loader", stage: "runtime", fraction: 0.1, file: /^pyodide\.mjs$/ },
  { step: "script", stage: "runtime", fraction: 0.2, file: /^pyodide\.asm\.mjs$/ },
  { step: "lock", stage: "runtime", fraction: 0.25, file: /^pyodide-lock\.json$/ },
  { step: "stdlib", stage: "runtime", fraction: 0.35, file: /^(python_stdlib|gamut-\w+)\.zip$/ },
  { step: "wasm", stage: "runtime", fraction: 0.5, file: /^pyodide\.asm\.wasm$/ },
  { step: "snapshot", stage: "runtime", fraction: 0.6, file: /^gamut-\w+\.snapshot$/ },
  { step: "micropip", stage: "micropip", fraction: 0.7 }, // no snapshot: micropip's wheel loads
  { step: "wheel", stage: "wheel", fraction: 0.8 }, // micropip installs the gamut wheel
  { step: "ready", stage: "ready", fraction: 1 },
];
const STEP = Object.fromEntries(BOOT_STEPS.map((s) => [s.step, s]));

/** Step `name` of BOOT_STEPS is done: tell the page (the bar never moves back). */
function reached(name) {
  const next = STEP[name];
  stage = next.stage;
  fraction = Math.max(fraction, next.fraction);
  if (!(stage in stages)) stages[stage] = Math.round(performance.now());
  postMessage({ type: "progress", stage, fraction });
}

// Each of the runtime's downloads that completes moves the progress on (the resource timing
// entries of this worker).
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const file = entry.name.split("/").pop().split("?")[0];
      const found = BOOT_STEPS.find((s) => s.file?.test(file));
      if (found && stage === "runtime") reached(found.step);
    }
  }).observe({ type: "resource" });
} catch {
  // no resource timing here: the progress moves by the steps of boot() only
}

function describe(err) {
  // A JS Error or a Pyodide PythonError -> {type, message}.
  if (err && err.constructor && err.constructor.name === "PythonError") {
    const lines = String(err.message).trim().split("\n");
    return { type: "InternalError", message: lines[lines.length - 1] };
  }
  return { type: err?.type || err?.name || "Error", message: String(err?.message ?? err) };
}

const PYODIDE_OPTIONS = {
  stdout: (line) => console.log("[python]", line),
  stderr: (line) => console.warn("[python]", line),
};

/** The snapshot, read into a buffer that Pyodide gets at once: `buffer` (a Uint8Array of the
 *  manifest's snapshot_bytes, zeros until filled) and `filled`, a promise that resolves once the
 *  bytes (fetched with the manifest's integrity, so only the build's own) are all in: to null,
 *  or to the Error that kept them out. The buffer's magic number is then cleared, so that
 *  Pyodide refuses it whatever part was copied. Never rejects. */
function readSnapshot(manifest) {
  const size = manifest.snapshot_bytes;
  const buffer = new Uint8Array(Number.isSafeInteger(size) && size > 0 ? size : 0);
  const filled = (async () => {
    try {
      if (!buffer.length) throw new Error(`build.json: no length for ${manifest.snapshot}`);
      const url = new URL(manifest.snapshot, SITE).href;
      const response = await fetch(url, { integrity: manifest.snapshot_integrity });
      if (!response.ok) throw new Error(`${manifest.snapshot}: HTTP ${response.status}`);
      const reader = response.body.getReader();
      let at = 0;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        if (at + chunk.value.length > size) throw new Error(`${manifest.snapshot}: longer than ${size} bytes`);
        buffer.set(chunk.value, at);
        at += chunk.value.length;
      }
      if (at !== size) throw new Error(`${manifest.snapshot}: ${at} of ${size} bytes`);
      return null;
    } catch (err) {
      buffer.fill(0, 0, 4); // Pyodide checks the snapshot's magic number before anything else
      return err instanceof Error ? err : new Error(String(err));
    }
  })();
  return { buffer, filled };
}

/** After a snapshot could not be used: fetch it again from the network (past the HTTP cache)
 *  and, when this build's service-worker cache exists, put the good copy there in place of the
 *  old one. Runs after start-up; never throws. */
async function replaceSnapshot(manifest) {
  try {
    const url = new URL(manifest.snapshot, SITE).href;
    const fresh = await fetch(url, { cache: "reload", integrity: manifest.snapshot_integrity });
    if (!fresh.ok || !globalThis.caches) return;
    const name = `gamut-${manifest.build}`;
    if (!(await caches.has(name))) return;
    await (await caches.open(name)).put(url, fresh);
  } catch (err) {
    console.warn("[gamut worker] the Python snapshot could not be fetched again:", err?.message ?? err);
  }
}

/** Python restored from the build's snapshot (`snapshot`: readSnapshot's {buffer, filled}),
 *  with gamut.api imported and the snapshot's small zip as its standard library; throws when
 *  it cannot be (the snapshot's own failure first).
 *  Pyodide gets the buffer before its bytes are in, so it fetches and compiles its runtime
 *  meanwhile; its file-system hook (fsInit), which runs before Python is restored from the
 *  buffer, waits for the bytes. */
async function restore(loadPyodide, manifest, snapshot) {
  let pyodide;
  try {
    pyodide = await loadPyodide({
      indexURL: new URL("pyodide/", SITE).href,
      ...PYODIDE_OPTIONS,
      stdLibURL: new URL(manifest.snapshot_stdlib, SITE).href,
      _loadSnapshot: snapshot.buffer,
      fsInit: async () => {
        marks.compiled = Math.round(performance.now());
        await snapshot.filled;
        marks.snapshot = Math.round(performance.now());
      },
    });
  } catch (err) {
    throw (await snapshot.filled) ?? err;
  }
  marks.restored = Math.round(performance.now());
  const failed = await snapshot.filled; // settled: fsInit waited for it
  if (failed) throw failed;
  // The snapshot holds one state of the random module for every visit: seed it anew.
  pyodide.runPython("import random; random.seed()");
  return pyodide;
}

/** Python started as usual: the runtime, micropip, the gamut wheel installed by micropip. */
async function start(loadPyodide, manifest) {
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", SITE).href, ...PYODIDE_OPTIONS });
  reached("micropip");
  await pyodide.loadPackage(new URL(manifest.micropip, SITE).href, {
    messageCallback: () => {},
    errorCallback: (line) => console.warn("[pyodide]", line),
  });
  reached("wheel");
  const micropip = pyodide.pyimport("micropip");
  await micropip.install(new URL(manifest.wheel, SITE).href);
  micropip.destroy();
  return pyodide;
}

async function boot() {
  reached("start");
  const runtimeScript = import(new URL("pyodide/pyodide.mjs", SITE).href); // while build.json comes
  runtimeScript.catch(() => {}); // awaited below
  const response = await fetch(new URL("build.json", SITE), { cache: "no-cache" });
  if (!response.ok) throw new Error(`build.json: HTTP ${response.status}`);
  const manifest = await response.json();
  // The snapshot comes while Pyodide's script and files load and its runtime compiles.
  const snapshot = manifest.snapshot && manifest.snapshot_stdlib ? readSnapshot(manifest) : null;

  const { loadPyodide } = await runtimeScript;
  let pyodide = null;
  let how = "none";
  if (snapshot) {
    try {
      pyodide = await restore(loadPyodide, manifest, snapshot);
      api = pyodide.pyimport("gamut.api");
      how = "loaded";
    } catch (err) {
      how = `failed: ${err?.message ?? err}`;
      console.warn("[gamut worker] the Python snapshot could not be used; Python starts as usual:", err?.message ?? err);
      pyodide = null;
      api = null;
    }
  }
  if (!pyodide) {
    pyodide = await start(loadPyodide, manifest);
    api = pyodide.pyimport("gamut.api");
  }
  runtime = pyodide;
  const info = JSON.parse(api.call("info", "{}"));
  reached("ready");
  postMessage({ type: "ready", build: manifest.build, version: info.result?.version, stages, marks, snapshot: how });
  if (how.startsWith("failed")) setTimeout(() => replaceSnapshot(manifest), 0);
}

// Pyodide swallows some failures of its own downloads and then waits for ever: a wasm file
// that does not compile (a 404, a cut-off or truncated download) is only warned about
// ("wasm instantiation failed!" and the reason), a missing standard library only logged.
// While starting, those words on the console end the start-up with that reason.
const runtimeBroken = new Promise((_, reject) => {
  const watch = (level, marker, what) => {
    const original = console[level];
    let armed = false;
    console[level] = (...args) => {
      original.apply(console, args);
      if (api) return;
      const text = args.map((a) => String(a?.message ?? a)).join(" ");
      if (armed) reject(new Error(`${what}: ${text}`));
      else if (text.includes(marker)) armed = true;
    };
  };
  watch("warn", "wasm instantiation failed", "pyodide.asm.wasm could not be loaded");
  watch("error", "Error occurred while installing the standard library", "python_stdlib.zip could not be loaded");
});
runtimeBroken.catch(() => {});

const ready = Promise.race([boot(), runtimeBroken]).catch((err) => {
  console.error("[gamut worker] start-up failed:", err);
  const error = describe(err);
  postMessage({ type: "failed", error });
  return error; // ready resolves to the start-up error; requests are answered with it
});

/** The "_memory" op (for bench/soak.py): the worker's memory, not a game operation. */
function memory() {
  const heap = runtime?._module?.HEAP8 ?? runtime?._module?.HEAPU8;
  let pyObjects = null;
  try {
    pyObjects = runtime.runPython("import gc; gc.collect(); len(gc.get_objects())");
  } catch {
    // no count then
  }
  return {
    wasm_bytes: heap ? heap.buffer.byteLength : null,
    js_heap_bytes: globalThis.performance?.memory?.usedJSHeapSize ?? null,
    py_objects: pyObjects,
  };
}

/** The "_resources" op (for bench/load.py): where this worker's downloads spent their time. */
function resources() {
  return performance.getEntriesByType("resource").map((e) => ({
    name: e.name.split("/").pop(),
    start: Math.round(e.startTime),
    end: Math.round(e.responseEnd),
    worker: Math.round(e.workerStart),
    size: e.transferSize,
  }));
}

/** A failure of the runtime itself (a trap in the wasm, not a Python exception): after one,
 *  Pyodide cannot be used any more. */
function broken(err) {
  return err instanceof WebAssembly.RuntimeError || (runtime && runtime._api?.fatal_error_occurred === true);
}

let closeOn = null; // test hook (python.test.closeWorkerOn): self.close() on this op

function answer(id, op, args) {
  if (op === "_memory") return { id, ok: true, result: memory() };
  if (op === "_resources") return { id, ok: true, result: resources() };
  if (typeof op !== "string") {
    return { id, ok: false, error: { type: "GameError", message: "op must be a string" } };
  }
  let text;
  try {
    text = api.call(op, JSON.stringify(args ?? {}));
  } catch (err) {
    console.warn(`[gamut worker] ${op} raised:`, err?.message ?? err);
    if (broken(err)) {
      // the page replaces this worker (js/core/python.js)
      setTimeout(() => self.close(), 0);
      return { id, ok: false, error: { type: "WorkerBroken", message: String(err?.message ?? err) } };
    }
    return { id, ok: false, error: describe(err) };
  }
  const reply = JSON.parse(text);
  return reply.ok
    ? { id, ok: true, result: reply.result }
    : { id, ok: false, error: reply.error };
}

self.onmessage = async (event) => {
  const { id, op, args } = event.data ?? {};
  if (op === "_test_close_on") {
    closeOn = args?.op ?? null;
    if (closeOn === "now") self.close();
    return;
  }
  const failure = await ready;
  if (closeOn !== null && op === closeOn) {
    self.close(); // the test's dead worker: this call is never answered
    return;
  }
  if (failure) {
    postMessage({ id, ok: false, error: { type: "StartupError", message: failure.message } });
    return;
  }
  postMessage(answer(id, op, args));
};
