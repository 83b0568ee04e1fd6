// Helper of bench/ai_peer.py (not a bench itself): the Dominoes hard level's decisions in the
// page's Pyodide under Node.js, one request a line.
//
//   node bench/_ai_peer_pyodide.mjs PYODIDE_DIR PY_DIR [cpu|wall]
//
// PY_DIR holds the gamut package folder. With "cpu" the hard level's budget is this
// process's CPU time (process.cpuUsage), as bench/ai_peer.py's --clock cpu gives CPython's. Each stdin line {"view", "seed", "budget"} is
// answered by one stdout line {"move", "samples", "ms"}: the move of
// players.choose(view, "hard", seed, budget), the deals it sampled and its wall time.

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { copyTree } from "./_pyodide_fs.mjs";

const CHOOSE = `
import json, time, types
import js
from gamut.dominoes import players as _players

def _cpu_seconds():
    u = js.process.cpuUsage()
    return (u.user + u.system) / 1e6

if CLOCK == "cpu":
    _players.time = types.SimpleNamespace(perf_counter=_cpu_seconds)

_count = getattr(_players, "SAMPLED", None)
if _count is None:  # a revision before players.SAMPLED: count _sample's calls
    _count = [0]
    _sample = _players._sample
    def _counting(*args, **kw):
        _count[0] += 1
        return _sample(*args, **kw)
    _players._sample = _counting

def _warm_up():
    """A few decisions before the first timed one (Pyodide compiles on first use)."""
    from gamut.dominoes import rules
    s = rules.new_game({"mode": "block", "seats": 2}, seed=1)
    for _ in range(12):
        view = rules.view(s, s.to_move)
        if len(view["legal"]) > 1:
            _players.choose(view, "hard", 0, 100)
        s = rules.play(s, view["legal"][0])
        if s.round_over:
            break

_warm_up()

def decide(line):
    job = json.loads(line)
    before = _count[0]
    t0, c0 = time.perf_counter(), _cpu_seconds()
    move = _players.choose(job["view"], "hard", job["seed"], job["budget"])
    ms, cpu_ms = (time.perf_counter() - t0) * 1000, (_cpu_seconds() - c0) * 1000
    return json.dumps({"move": move, "samples": _count[0] - before, "ms": ms, "cpu_ms": cpu_ms})
`;

const indexURL = resolve(process.argv[2]) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const py = await loadPyodide({ indexURL, stdout: () => {}, stderr: (l) => console.error(l) });
copyTree(py, join(process.argv[3], "gamut"), "/src/gamut");
py.runPython(`import sys; sys.path.insert(0, "/src")`);
py.globals.set("CLOCK", process.argv[4] || "wall");
py.runPython(CHOOSE);
const decide = py.globals.get("decide");
process.stdout.write(JSON.stringify({ ready: true }) + "\n");
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim()) process.stdout.write(decide(line) + "\n");
}
