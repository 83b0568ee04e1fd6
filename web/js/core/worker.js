// Gamut's Python worker (a module worker; the page talks to it only through js/core/python.js).
//
// Start-up: read the build manifest (build.json), load Pyodide from this site's pyodide/,
// load micropip's wheel by URL (PyPI's wheel: Pyodide's lock file records another hash for
// it), micropip.install the gamut wheel by absolute URL, import gamut.api. Every URL is
// resolved against this file's own URL, so the site works under any base path and in an
// iframe, and nothing is fetched from any other host.
//
// Messages out while starting (fraction: the whole start-up, 0..1, never decreasing):
//   {type: "progress", stage: "runtime"|"micropip"|"wheel"|"ready", fraction}
//   {type: "ready", build, version, stages}  or  {type: "failed", error: {type, message}}
//   (stages: when each stage began, in ms since the worker started; for benches)
// Requests in:   {id, op, args}
// Replies out:   {id, ok: true, result}  or  {id, ok: false, error: {type, message, at?}}
//   error.type is the engine's error class (GameError, IllegalMove, BadOptions, BadRecord)
//   for bad input, "InternalError" for any other Python exception (a bug; the traceback goes
//   to the worker's console), "StartupError" when Python never became ready.
// Requests sent before Python is ready wait for it; they are answered in order.
// One op is the worker's own: "_memory" -> {wasm_bytes, js_heap_bytes, py_objects} (benches).

const SITE = new URL("../../", import.meta.url); // js/core/worker.js -> the site's root

// A Content-Security-Policy violation here (the server's header covers this worker) is an
// error on the console, which the page's console shows too (and the e2e fixtures catch).
self.addEventListener("securitypolicyviolation", (e) => {
  console.error(`[gamut worker] CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || "inline code"}`);
});

let api = null; // gamut.api, once ready
let runtime = null; // the Pyodide instance, once loaded (for the "_memory" op)
const stages = {}; // stage -> ms since the worker started, when the stage began
let stage = "runtime";
let fraction = 0;

function progress(newStage, newFraction) {
  stage = newStage;
  fraction = Math.max(fraction, newFraction);
  if (!(stage in stages)) stages[stage] = Math.round(performance.now());
  postMessage({ type: "progress", stage, fraction });
}

// Within the long "runtime" stage, each of Pyodide's downloads that completes moves the
// progress on (measured, not guessed: the resource timing entries of this worker).
const RUNTIME_FILES = {
  "pyodide.asm.mjs": 0.2,
  "pyodide-lock.json": 0.25,
  "python_stdlib.zip": 0.35,
  "pyodide.asm.wasm": 0.5,
};
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const step = RUNTIME_FILES[entry.name.split("/").pop()];
      if (step !== undefined && stage === "runtime") progress("runtime", step);
    }
  }).observe({ type: "resource" });
} catch {
  // no resource timing here: the progress moves by stages only
}

function describe(err) {
  // A JS Error or a Pyodide PythonError -> {type, message}.
  if (err && err.constructor && err.constructor.name === "PythonError") {
    const lines = String(err.message).trim().split("\n");
    return { type: "InternalError", message: lines[lines.length - 1] };
  }
  return { type: err?.type || err?.name || "Error", message: String(err?.message ?? err) };
}

async function boot() {
  progress("runtime", 0);
  const response = await fetch(new URL("build.json", SITE), { cache: "no-cache" });
  if (!response.ok) throw new Error(`build.json: HTTP ${response.status}`);
  const manifest = await response.json();
  const wheelURL = new URL(manifest.wheel, SITE).href;
  const micropipURL = new URL(manifest.micropip, SITE).href;
  progress("runtime", 0.05);

  const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", SITE).href);
  progress("runtime", 0.1);
  const pyodide = await loadPyodide({
    indexURL: new URL("pyodide/", SITE).href,
    stdout: (line) => console.log("[python]", line),
    stderr: (line) => console.warn("[python]", line),
  });
  runtime = pyodide;
  progress("micropip", 0.7);

  await pyodide.loadPackage(micropipURL, {
    messageCallback: () => {},
    errorCallback: (line) => console.warn("[pyodide]", line),
  });
  progress("wheel", 0.8);

  const micropip = pyodide.pyimport("micropip");
  await micropip.install(wheelURL);
  micropip.destroy();
  api = pyodide.pyimport("gamut.api");
  const info = JSON.parse(api.call("info", "{}"));
  progress("ready", 1);
  postMessage({ type: "ready", build: manifest.build, version: info.result?.version, stages });
}

const ready = boot().catch((err) => {
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

function answer(id, op, args) {
  if (op === "_memory") return { id, ok: true, result: memory() };
  if (typeof op !== "string") {
    return { id, ok: false, error: { type: "GameError", message: "op must be a string" } };
  }
  let text;
  try {
    text = api.call(op, JSON.stringify(args ?? {}));
  } catch (err) {
    console.warn(`[gamut worker] ${op} raised:`, err?.message ?? err);
    return { id, ok: false, error: describe(err) };
  }
  const reply = JSON.parse(text);
  return reply.ok
    ? { id, ok: true, result: reply.result }
    : { id, ok: false, error: reply.error };
}

self.onmessage = async (event) => {
  const { id, op, args } = event.data ?? {};
  const failure = await ready;
  if (failure) {
    postMessage({ id, ok: false, error: { type: "StartupError", message: failure.message } });
    return;
  }
  postMessage(answer(id, op, args));
};
