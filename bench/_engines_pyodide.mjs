// Helper of bench/engines.py --pyodide (not a bench itself): the Dominoes workloads of
// bench/engines.py in the page's Pyodide under Node.js, one Pyodide per contender (its own copy
// of the gamut package, or of the peer's dominoes package), batches interleaved so every
// contender runs under the same load.
//
//   node bench/_engines_pyodide.mjs PYODIDE_DIR < config.json
//
// config: {"bench": path of bench/engines.py, "contenders": [{"name", "dir", "peer"}],
// "workloads": [name...], "n": rounds a batch, "repeats": N}; "dir" holds the gamut (or
// dominoes) package folder. The batches run bench/engines.py's own _run(workload, n, seed, peer).
// One JSON line per batch on stdout: {"name", "workload", "count", "cpu", "wall"} (cpu: the
// process's user+system CPU seconds over the batch, from process.cpuUsage(); wall: seconds).

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { copyTree } from "./_pyodide_fs.mjs";

const indexURL = resolve(process.argv[2]) + "/";
const config = JSON.parse(readFileSync(0, "utf8"));
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const contenders = [];
for (const c of config.contenders) {
  const py = await loadPyodide({ indexURL, stdout: () => {}, stderr: (l) => console.error(l) });
  const pkg = c.peer ? "dominoes" : "gamut";
  copyTree(py, join(c.dir, pkg), `/src/${pkg}`);
  py.FS.writeFile("/src/bench_engines.py", readFileSync(config.bench));
  py.runPython(`import sys; sys.path.insert(0, "/src"); import bench_engines`);
  contenders.push({ ...c, run: py.pyimport("bench_engines")._run });
}
for (let rep = 0; rep < config.repeats; rep++) {
  for (const workload of config.workloads) {
    const order = rep % 2 === 0 ? contenders : [...contenders].reverse();
    for (const c of order) {
      const c0 = process.cpuUsage();
      const w0 = performance.now();
      const count = c.run(workload, config.n, 1000 + rep, c.peer);
      const used = process.cpuUsage(c0);
      const wall = (performance.now() - w0) / 1000;
      const cpu = (used.user + used.system) / 1e6;
      console.log(JSON.stringify({ name: c.name, workload, count, cpu, wall }));
    }
  }
}
