// Build step (build.py calls it; Node.js, which comes with npm): a Pyodide memory snapshot with
// every gamut module imported, so a visit restores Python in its ready state instead of
// starting it and installing the wheel; and the small zip that the restored Python has in place
// of Pyodide's standard library.
//
//   node tools/make_snapshot.mjs PYODIDE_DIR GAMUT_WHEEL OUT_SNAPSHOT OUT_ZIP
//
// PYODIDE_DIR: the Pyodide runtime files (pyodide.mjs, pyodide.asm.*, python_stdlib.zip, ...).
// OUT_SNAPSHOT: raw bytes of pyodide.makeMemorySnapshot() (Pyodide checks its magic number and
// its own build id when loading it). OUT_ZIP: the gamut package's files (stored, so the HTTP
// compression of the zip does the work). Exit code 0 and one JSON line on stdout ({bytes,
// zip_bytes, boot_ms, import_ms, zeroed, version}) when done; any failure exits non-zero with
// the reason on stderr (build.py then builds the site without a snapshot: the worker starts
// Python as usual, with micropip).
//
// What makes the snapshot small (issue 26; it is most of a first visit's bytes):
// - No micropip: the gamut wheel is unpacked with zipfile (which Pyodide's start-up has
//   imported already); micropip, packaging and their garbage never enter the heap.
// - A snapshot keeps Python's memory, not Emscripten's file system: a restored Python has the
//   file system of a fresh start, where Pyodide puts whatever zip it is given as the standard
//   library (its stdLibURL option) at /lib/python3XY.zip. Everything Python imports here is in
//   the snapshot already, so the page gives it this small zip instead of the 2.5 MB standard
//   library. To make that safe, the standard library is swapped for the small zip here,
//   *before* gamut is imported: gamut is imported from that very zip (the path the restored
//   Python finds it at), with the same bytes at the same offsets, and whatever is imported
//   after the swap can only come from the small zip, as in the page. Every module that a
//   gamut module names in an import statement (also inside a function) is imported before the
//   swap, so no later import can need the standard library; one that fails to import makes
//   the build fail here.
// - The heap's free memory is zeroed before the snapshot is taken: freed blocks keep their old
//   bytes otherwise, which compress badly (every free block is allocated, zeroed and freed
//   again; the memory above the break and the unused stack are zeroed too).

import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, gamutWheel, out, zipOut] = process.argv.slice(2);
if (!zipOut) {
  console.error("usage: node tools/make_snapshot.mjs PYODIDE_DIR GAMUT_WHEEL OUT_SNAPSHOT OUT_ZIP");
  process.exit(2);
}

// The gamut modules (all of them but __main__, which only the command line runs), the other
// modules their import statements name, and the small zip; while the standard library is there.
const PREPARE = `
import ast, sys, zipfile
wheel = zipfile.ZipFile("/tmp/gamut.whl")
modules, named = [], set()
for name in sorted(wheel.namelist()):
    if not name.startswith("gamut/") or not name.endswith(".py") or name.endswith("/__main__.py"):
        continue
    modules.append(name[:-3].replace("/", ".").removesuffix(".__init__"))
    for node in ast.walk(ast.parse(wheel.read(name))):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            named.add(node.module)
stdlib_zip = next(p for p in sys.path if p.endswith(".zip"))  # /lib/python3XY.zip
others = sorted(n for n in named if n.split(".")[0] not in ("gamut", "__future__"))
for name in others:
    __import__(name)
with zipfile.ZipFile("/tmp/gamut.zip", "w", zipfile.ZIP_STORED) as small:
    for info in sorted(wheel.infolist(), key=lambda i: i.filename):
        if info.filename.startswith("gamut/"):
            small.writestr(zipfile.ZipInfo(info.filename, (1980, 1, 1, 0, 0, 0)), wheel.read(info))
wheel.close()
del wheel, name, node, small, info, ast, zipfile
`;

// After the swap: Python's caches of the old zip's contents are dropped, gamut is imported from
// the small one, and the garbage is collected.
const IMPORT = `
import sys, zipimport, importlib, gc
zipimport._zip_directory_cache.clear()
sys.path_importer_cache.clear()
for name in modules:
    importlib.import_module(name)
gamut_version = importlib.import_module("gamut").__version__
del modules, named, others, name, stdlib_zip
gc.collect()
`;

/** Zero every byte of the wasm memory that nothing uses: the heap's free blocks (each one is
 *  allocated, zeroed and freed again), the memory above the break, and the stack below its
 *  pointer (no wasm code runs while JavaScript takes the snapshot). Returns the bytes zeroed. */
function zeroFreeMemory(M) {
  const top = M._sbrk(0) >>> 0;
  const taken = [];
  let zeroed = 0;
  for (let size = 1 << 20; size >= 16; size >>= 1) {
    for (;;) {
      const p = M._malloc(size) >>> 0;
      if (!p) break;
      taken.push(p);
      if (p + size > top) break; // beyond the old break: fresh memory, zeroed below
      M.HEAPU8.fill(0, p, p + size);
      zeroed += size;
    }
  }
  for (const p of taken) M._free(p);
  const brk = M._sbrk(0) >>> 0;
  M.HEAPU8.fill(0, brk, M.HEAPU8.length);
  zeroed += M.HEAPU8.length - brk;
  const sp = M._emscripten_stack_get_current() >>> 0;
  const end = M._emscripten_stack_get_end() >>> 0; // the stack grows down to here
  if (sp - 1024 > end + 64) {
    M.HEAPU8.fill(0, end + 64, sp - 1024);
    zeroed += sp - 1024 - end - 64;
  }
  return zeroed;
}

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
pyodide.FS.writeFile("/tmp/gamut.whl", readFileSync(gamutWheel));
pyodide.runPython(PREPARE);
const small = pyodide.FS.readFile("/tmp/gamut.zip");
pyodide.FS.unlink("/tmp/gamut.whl");
pyodide.FS.unlink("/tmp/gamut.zip");
pyodide.FS.writeFile(pyodide.globals.get("stdlib_zip"), small); // the standard library's place
pyodide.runPython(IMPORT);
const version = pyodide.globals.get("gamut_version");
pyodide.runPython("del gamut_version");
const info = JSON.parse(pyodide.pyimport("gamut.api").call("info", "{}"));
if (!info.ok || info.result.version !== version) throw new Error(`gamut.api info: ${JSON.stringify(info)}`);
pyodide.runPython("import gc; gc.collect()");
const t2 = performance.now();

const zeroed = zeroFreeMemory(pyodide._module);
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(out, snapshot);
writeFileSync(zipOut, small);
console.log(JSON.stringify({
  bytes: snapshot.length,
  zip_bytes: small.length,
  boot_ms: Math.round(t1 - t0),
  import_ms: Math.round(t2 - t1),
  zeroed,
  version,
}));
process.exit(0);
