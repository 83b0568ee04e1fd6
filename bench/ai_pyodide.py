"""Dominoes hard against medium at the page's time budget, in Pyodide, before and after.

    python3 build.py bench ai_pyodide [--games N] [--budget MS] [--modes draw,block,fives]
                                      [--base REV | --no-base]

Figures only, no assertions. The page's hard level thinks for a fixed time (150 ms), so a
faster engine samples more deals in it and should play better. This runs the Pyodide runtime
the page uses (``.cache/npm-*/pyodide``, from the build) under Node.js (``bench/_ai_pyodide.mjs``),
one Pyodide per contender: ``now`` (``py/gamut`` of this work tree) and ``before`` (``--base``,
default the revision :data:`engines.BASELINE`, extracted with ``git archive``). Both play the
same seeded two-seat matches to 100 (modes in turn, the hard seat alternating), interleaved
game by game. Printed per contender: the hard level's match win rate with a 95% Wilson
interval, and per hard decision (2+ legal moves) the sampled deals and think time.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from ai import wilson
from ai_peer import pyodide_version
from engines import BASELINE, ROOT, extract_base


def pyodide_dir() -> Path | None:
    """The newest Pyodide runtime in ``.cache`` (``build`` puts it there), or None."""
    from ai_peer import pyodide_runtimes  # noqa: PLC0415

    found = pyodide_runtimes()
    return found[-1] if found else None


def main(argv: list[str] | None = None) -> int:
    """Run the matches and print one line per contender."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--budget", type=int, default=150, help="think budget per move, ms")
    ap.add_argument("--modes", default="draw,block,fives")
    ap.add_argument("--base", default=BASELINE)
    ap.add_argument("--no-base", action="store_true")
    args = ap.parse_args(argv)
    runtime = pyodide_dir()
    node = shutil.which("node")
    if runtime is None or node is None:
        print("needs node and the Pyodide runtime in .cache/ (run python3 build.py build first)")
        return 0
    with tempfile.TemporaryDirectory(prefix="gamut-ai-pyodide-") as tmp:
        contenders = [{"name": "now", "dir": str(ROOT / "py")}]
        base = None if args.no_base else extract_base(args.base, Path(tmp))
        if base:
            contenders.append({"name": f"before ({args.base})", "dir": str(base)})
        config = {"contenders": contenders, "games": args.games, "budget": args.budget,
                  "modes": args.modes.split(",")}  # fmt: skip
        version = subprocess.run([node, "--version"], capture_output=True, text=True,
                                 check=False).stdout.strip()  # fmt: skip
        print(f"Pyodide {pyodide_version(runtime)} under Node {version}, {args.games} "
              f"matches each, budget {args.budget} ms", flush=True)  # fmt: skip
        cmd = [node, str(ROOT / "bench" / "_ai_pyodide.mjs"), str(runtime)]
        proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(json.dumps(config))
        proc.stdin.close()
        rows: dict[str, list[dict]] = {}
        for line in proc.stdout:
            row = json.loads(line)
            rows.setdefault(row["name"], []).append(row)
        if proc.wait() != 0:
            print(f"node stopped with exit code {proc.returncode}")
    for name, xs in rows.items():
        n = len(xs)
        p = sum(x["hard"] for x in xs) / n
        lo, hi = wilson(p, n)
        decisions = sum(x["decisions"] for x in xs)
        samples = sum(x["samples"] for x in xs) / max(decisions, 1)
        think = sum(x["think_ms"] for x in xs) / max(decisions, 1)
        by_game = [x["samples"] / x["decisions"] for x in xs if x["decisions"]]
        med = statistics.median(by_game) if by_game else 0.0
        print(f"  {name:<18} hard v medium {p:.1%} [{lo:.1%}, {hi:.1%}] of {n} matches; "
              f"{decisions} hard decisions: {samples:.1f} deals sampled each (median of the "
              f"matches {med:.1f}), {think:.0f} ms each")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
