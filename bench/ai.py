"""Computer levels against each other: win rates with 95% intervals and think time per move.

Prints figures only (no assertions). Usage:
    python3 bench/ai.py [--game dominoes|hus|wuhsing|all] [--games N] [--budget MS]
                        [--modes draw,block,fives] [--jobs 2]

Each pairing plays N two-seat games with seats alternating; a shared win counts half. Think
time is wall time of ``players.choose`` in this CPython (the browser's Pyodide is slower: see
``bench/load.py`` for the in-browser figure).
"""

from __future__ import annotations

import argparse
import math
import pathlib
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

from gamut import core  # noqa: E402

PAIRS = (("medium", "easy"), ("hard", "medium"))


def play_one(game: str, options: dict, levels: tuple[str, str], seed: int, budget: int) -> tuple:
    """One game; returns (points for levels[0] in {0, 0.5, 1}, think times per level)."""
    rules, players = core.engine(game), core.players(game)
    state = rules.new_game(options, seed=seed)
    times: dict[str, list[float]] = {levels[0]: [], levels[1]: []}
    n = 0
    while True:
        seat = rules.to_move(state)
        if seat is None:
            if rules.outcome(state).over:
                break
            state = rules.play(state, "next")
            continue
        level = levels[seat]
        t0 = time.perf_counter()
        move = players.choose(rules.view(state, seat), level, seed * 7919 + n, budget)
        times[level].append(time.perf_counter() - t0)
        state = rules.play(state, move)
        n += 1
    winners = rules.outcome(state).winners
    score = 0.5 if len(winners) > 1 else (1.0 if winners and winners[0] == 0 else 0.0)
    return score, times


def _job(args: tuple) -> tuple:
    game, options, a, b, seed, budget = args
    levels = (a, b) if seed % 2 == 0 else (b, a)
    score, times = play_one(game, options, levels, seed, budget)
    return (score if levels[0] == a else 1.0 - score), times


def wilson(p: float, n: int) -> tuple[float, float]:
    """95% Wilson score interval for a proportion ``p`` of ``n`` trials."""
    if n == 0:
        return 0.0, 1.0
    z = 1.96
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def run(game: str, options: dict, games: int, budget: int, jobs: int) -> None:
    """Play every pairing and print one line each."""
    label = game + (f" {options['mode']}" if "mode" in options else "")
    for a, b in PAIRS:
        tasks = [(game, options, a, b, 1000 + i, budget) for i in range(games)]
        t0 = time.perf_counter()
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_job, tasks, chunksize=4))
        wins = sum(r[0] for r in results)
        think = {a: [], b: []}
        for _, t in results:
            for k, v in t.items():
                think[k].extend(v)
        p = wins / games
        lo, hi = wilson(p, games)
        parts = []
        for lvl in (a, b):
            xs = sorted(think[lvl])
            if xs:
                p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))]
                parts.append(f"{lvl} think median {statistics.median(xs) * 1000:.1f} ms "
                             f"p95 {p95 * 1000:.1f} ms")  # fmt: skip
        print(f"{label:16} {a} v {b}: {p:.1%} [{lo:.1%}, {hi:.1%}] of {games} "
              f"({time.perf_counter() - t0:.0f} s); " + "; ".join(parts), flush=True)  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    """Parse arguments and run the pairings."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", default="all")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--budget", type=int, default=250, help="think budget per move, ms")
    ap.add_argument("--modes", default="draw,block,fives")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    games = core.GAMES if args.game == "all" else (args.game,)
    for game in games:
        try:
            core.players(game)
        except ImportError:
            print(f"{game}: no computer players yet")
            continue
        if game == "dominoes":
            for mode in args.modes.split(","):
                opts = {"mode": mode, "seats": 2, "target": 100}
                run(game, opts, args.games, args.budget, args.jobs)
        else:
            run(game, {}, args.games, args.budget, args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
