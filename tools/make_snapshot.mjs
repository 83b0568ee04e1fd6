// Build step (build.py calls it; Node.js, which comes with npm): a Pyodide memory snapshot with
// the gamut wheel installed by micropip and every gamut module imported, so a visit restores
// Python in its ready state instead of starting it and installing the wheel.
//
//   node tools/make_snapshot.mjs PYODIDE_DIR MICROPIP_WHEEL GAMUT_WHEEL OUT
//
// PYODIDE_DIR: the Pyodide runtime files (pyodide.mjs, pyodide.asm.*, python_stdlib.zip, ...);
// OUT: the snapshot is written there (raw bytes of pyodide.makeMemorySnapshot(); Pyodide checks
// its magic number and its own build id when loading it). Exit code 0 and one JSON line on
// stdout ({bytes, boot_ms, install_ms}) when done; any failure exits non-zero with the reason on
// stderr (build.py then builds the site without a snapshot: the worker starts Python as usual).
//
// What the snapshot may hold: Pyodide refuses to snapshot JavaScript objects that Python keeps
// without a path from globalThis. micropip keeps a few (bound loadPackage, install,
// loadBinaryFile), so once it has installed the wheel its modules are dropped and collected,
// and the record of loaded packages (micropip, gamut) is emptied while the snapshot is taken.
// The wheel's files live in Emscripten's file system, which a snapshot does not keep: every
// gamut module is imported first (gamut.core imports game modules lazily by name).

import { readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, micropipWheel, gamutWheel, out] = process.argv.slice(2);
if (!out) {
  console.error("usage: node tools/make_snapshot.mjs PYODIDE_DIR MICROPIP_WHEEL GAMUT_WHEEL OUT");
  process.exit(2);
}

const IMPORT_ALL = `
import importlib, pkgutil, gamut
for info in pkgutil.walk_packages(gamut.__path__, "gamut."):
    if not info.name.endswith("__main__"):
        importlib.import_module(info.name)
import gamut.api
`;

const FORGET_MICROPIP = `
import gc, sys
for name in [n for n in sys.modules if n.split(".")[0] in ("micropip", "packaging")]:
    del sys.modules[name]
gc.collect()
`;

const indexURL = resolve(pyodideDir) + "/"; // a path: Pyodide in Node reads files, not URLs
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);

const t0 = performance.now();
const pyodide = await loadPyodide({
  indexURL,
  _makeSnapshot: true,
  stdout: () => {},
  stderr: (line) => console.error("[python]", line),
});
const t1 = performance.now();
await pyodide.loadPackage(resolve(micropipWheel), { messageCallback: () => {} });
const wheelPath = `/tmp/${basename(gamutWheel)}`;
pyodide.FS.writeFile(wheelPath, readFileSync(gamutWheel));
const micropip = pyodide.pyimport("micropip");
await micropip.install(`emfs:${wheelPath}`);
micropip.destroy();
pyodide.FS.unlink(wheelPath);
pyodide.runPython(FORGET_MICROPIP);
pyodide.runPython(IMPORT_ALL);
const info = JSON.parse(pyodide.pyimport("gamut.api").call("info", "{}"));
if (!info.ok) throw new Error(`gamut.api info: ${JSON.stringify(info)}`);
const t2 = performance.now();

const loaded = { ...pyodide.loadedPackages };
for (const name of Object.keys(loaded)) delete pyodide.loadedPackages[name];
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(out, snapshot);
console.log(JSON.stringify({
  bytes: snapshot.length,
  boot_ms: Math.round(t1 - t0),
  install_ms: Math.round(t2 - t1),
  version: info.result.version,
}));
process.exit(0);
