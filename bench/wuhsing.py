"""Wu Hsing benchmark: prints figures, asserts nothing.

    python bench/wuhsing.py [--quick]

1. Legal-placement generation (rules.placements, W4) from mid-game positions of 2, 3 and 4
   players: placements generated per second and generator calls per second, with the line
   memo warm (as in search) and cold (memo cleared before every call).
2. The hard player's think time per move (median and p95, CPython) at the default budget of
   250 ms and at budget 0 (fixed effort), with the hard player in every seat.
"""

from __future__ import annotations

import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "py"))

from gamut.wuhsing import players, rules  # noqa: E402


def midgame_positions(n: int, seeds: range) -> list[rules.State]:
    """Positions from medium-vs-medium games after 4 moves until 4 before the end."""
    out = []
    for seed in seeds:
        s = rules.new_game({"players": n}, seed=seed)
        states = []
        k = 0
        while not s.over:
            states.append(s)
            seat = rules.to_move(s)
            s = rules.play(s, players.choose(rules.view(s, seat), "medium", seed + k, 0))
            k += 1
        out.extend(states[4:-4])
    return out


def bench_generation(quick: bool) -> None:
    print("== legal placements (rules.placements) from mid-game positions ==")
    print("   (wall = perf_counter, cpu = process_time; they differ on a loaded machine)")
    for n in (2, 3, 4):
        positions = midgame_positions(n, range(6 if quick else 20))
        hand_jobs = []
        all_jobs = []
        for s in positions:
            seat = rules.to_move(s)
            if seat is not None:
                hand_jobs.append((s.board, s.vt, s.ht, rules.orientations(s.hands[seat])))
                all_jobs.append((s.board, s.vt, s.ht, rules.orientations(rules.KINDS)))
        for label, jobs, cold in (
            ("mover's hand, memo warm", hand_jobs, False),
            ("mover's hand, memo cold", hand_jobs, True),
            ("all 15 kinds, memo warm", all_jobs, False),
        ):
            reps = 3 if cold else 10
            count = calls = 0
            t0 = time.perf_counter()
            c0 = time.process_time()
            for _ in range(reps):
                for board, vt, ht, orients in jobs:
                    if cold:
                        rules.VALID_MEMO.clear()
                        rules.ALLOWED_MEMO.clear()
                    count += len(rules.placements(board, vt, ht, orients))
                    calls += 1
            wall = time.perf_counter() - t0
            cpu = time.process_time() - c0
            print(
                f"{n} players, {len(jobs)} positions, {label}: "
                f"{count / cpu:,.0f} placements/s cpu ({count / wall:,.0f} wall), "
                f"{1e6 * cpu / calls:.0f} us/generation cpu, {count / calls:.1f} placements each"
            )


def _stats(xs: list[float]) -> str:
    xs = sorted(xs)
    p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))]
    return f"median {1000 * statistics.median(xs):.1f} ms, p95 {1000 * p95:.1f} ms"


def bench_hard(quick: bool) -> None:
    print("== hard player think time per move (CPython; decisions with 2+ legal moves) ==")
    for budget in (250, 0):
        for n in (2, 3, 4):
            wall: list[float] = []
            cpu: list[float] = []
            games = 1 if quick else 2
            for seed in range(games):
                s = rules.new_game({"players": n}, seed=500 + seed)
                k = 0
                while not s.over:
                    seat = rules.to_move(s)
                    v = rules.view(s, seat)
                    t0 = time.perf_counter()
                    c0 = time.process_time()
                    move = players.choose(v, "hard", seed * 100 + k, budget)
                    if len(v["legal"]) > 1:
                        wall.append(time.perf_counter() - t0)
                        cpu.append(time.process_time() - c0)
                    s = rules.play(s, move)
                    k += 1
            print(
                f"budget {budget:>3} ms, {n} players, {len(wall)} decisions: "
                f"wall {_stats(wall)} (max {1000 * max(wall):.1f} ms); cpu {_stats(cpu)}"
            )


def main() -> None:
    quick = "--quick" in sys.argv
    print(f"Python {sys.version.split()[0]}")
    bench_generation(quick)
    bench_hard(quick)


if __name__ == "__main__":
    main()
