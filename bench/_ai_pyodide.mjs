// Helper of bench/ai_pyodide.py (not a bench itself): Dominoes hard against medium in Pyodide
// under Node.js, one Pyodide per contender (its own copy of the gamut package), games
// interleaved so every contender plays under the same load.
//
//   node bench/_ai_pyodide.mjs PYODIDE_DIR < config.json
//
// config: {"contenders": [{"name", "dir"}], "games": N, "budget": MS, "modes": [...]}; "dir"
// holds the gamut package folder. One JSON line per game on stdout: {"name", "game", "mode",
// "hard": points of the hard seat (1, 0.5, 0), "decisions", "samples", "think_ms"}
// (decisions: hard calls with 2+ legal moves; samples: sampled deals over those).

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { copyTree } from "./_pyodide_fs.mjs";

const PLAY = `
import json, time
from gamut import core
from gamut.dominoes import players as _players

_count = getattr(_players, "SAMPLED", None)
if _count is None:  # a revision before players.SAMPLED: count _sample's calls
    _count = [0]
    _sample = _players._sample
    def _counting(*args, **kw):
        _count[0] += 1
        return _sample(*args, **kw)
    _players._sample = _counting

def play_game(mode, seed, budget):
    rules, players = core.engine("dominoes"), core.players("dominoes")
    hard_seat = seed % 2
    state = rules.new_game({"mode": mode, "seats": 2, "target": 100}, seed=seed)
    decisions = samples = 0
    think = 0.0
    n = 0
    while True:
        seat = rules.to_move(state)
        if seat is None:
            if rules.outcome(state).over:
                break
            state = rules.play(state, "next")
            continue
        view = rules.view(state, seat)
        level = "hard" if seat == hard_seat else "medium"
        before = _count[0]
        t0 = time.perf_counter()
        move = players.choose(view, level, seed * 7919 + n, budget)
        if level == "hard" and len(view["legal"]) > 1:
            think += time.perf_counter() - t0
            decisions += 1
            samples += _count[0] - before
        state = rules.play(state, move)
        n += 1
    winners = rules.outcome(state).winners
    hard = 0.5 if len(winners) > 1 else (1.0 if winners and winners[0] == hard_seat else 0.0)
    return json.dumps({"hard": hard, "decisions": decisions, "samples": samples,
                       "think_ms": think * 1000})
`;

const indexURL = resolve(process.argv[2]) + "/";
const config = JSON.parse(readFileSync(0, "utf8"));
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const engines = [];
for (const c of config.contenders) {
  const py = await loadPyodide({ indexURL, stdout: () => {}, stderr: (l) => console.error(l) });
  copyTree(py, join(c.dir, "gamut"), "/src/gamut");
  py.runPython(`import sys; sys.path.insert(0, "/src")`);
  py.runPython(PLAY);
  engines.push({ name: c.name, play: py.globals.get("play_game") });
}
for (let g = 0; g < config.games; g++) {
  const mode = config.modes[g % config.modes.length];
  const order = g % 2 === 0 ? engines : [...engines].reverse();
  for (const e of order) {
    const out = JSON.parse(e.play(mode, 2000 + g, config.budget));
    console.log(JSON.stringify({ name: e.name, game: g, mode, ...out }));
  }
}
