"""Hus speed figures (prints only; no assertions). Run: ``python bench/hus.py [--quick]``.

- move generator: sowings per second (every pit with 2+ seeds of the side to move, H2-H4)
  over positions from random games, and legal-move lists per second through the State API;
- playouts: random games per second, on the raw ring board and through ``rules.play``;
- endless detection (H4): the worked case and a rare long-period case found in random play;
- the hard player: time per move (median, p95, max) and depth reached at the browser's
  default budget, in CPython (Pyodide is about 2-3x slower; the budget is honoured there
  by the clock checks inside the search, at a smaller depth).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from gamut.hus import players as P  # noqa: E402
from gamut.hus import rules as R  # noqa: E402

QUICK = "--quick" in sys.argv


def positions(n_games: int, seed: int = 1) -> list[tuple[list[int], int]]:
    """(ring board, side to move) of every position of ``n_games`` random games."""
    rnd = random.Random(seed)
    out = []
    for g in range(n_games):
        s = R.new_game({"first": g % 2})
        while R.to_move(s) is not None:
            out.append((list(s.board), s.turn))
            s = R.play(s, rnd.choice(R.legal_moves(s)))
    return out


def bench_movegen() -> None:
    pos = positions(60 if QUICK else 300)
    t = time.perf_counter()
    sowings = 0
    for board, side in pos:
        sowings += len(R.candidates(board, side))
    dt = time.perf_counter() - t
    print(
        f"move generator: {sowings / dt:,.0f} sowings/s, {len(pos) / dt:,.0f} positions/s "
        f"({len(pos)} positions, {sowings / len(pos):.1f} candidate pits each)"
    )


def bench_playouts() -> None:
    rnd = random.Random(2)
    n = 300 if QUICK else 2000
    plies = 0
    t = time.perf_counter()
    for g in range(n):
        board = list(R.START)
        side = g % 2
        while True:
            kids = [res for _, res in R.candidates(board, side) if res is not None]
            if not kids:
                break
            res = rnd.choice(kids)
            board = res.board
            plies += 1
            if not R.has_move_pit(board, side):
                break
            side = 1 - side
    dt = time.perf_counter() - t
    print(
        f"playouts (raw board): {n / dt:,.0f} games/s, {plies / dt:,.0f} moves/s, "
        f"{plies / n:.1f} moves/game"
    )
    n = 100 if QUICK else 500
    t = time.perf_counter()
    for g in range(n):
        s = R.new_game({"first": g % 2})
        while R.to_move(s) is not None:
            s = R.play(s, rnd.choice(R.legal_moves(s)))
    dt = time.perf_counter() - t
    print(f"playouts (State API, rules.play): {n / dt:,.0f} games/s")


def bench_endless() -> None:
    worked = R.ring_of(
        [[2, 2, 2, 2, 2, 2, 3, 3], [0] * 8, [1, 0, 1, 0, 1, 0, 8, 0], [4, 1, 2, 2, 1, 4, 3, 2]]
    )
    times = []
    for _ in range(20):
        t = time.perf_counter()
        assert R.sow(worked, 0, R.MOVE_RING["o4"]) is None
        times.append(time.perf_counter() - t)
    print(
        f"endless o4 (worked case, period 434 laps): median {statistics.median(times) * 1e3:.3f} ms"
    )
    t = time.perf_counter()
    s = R.new_game(
        {"first": 0},
        deal={
            "board": [
                [4, 4, 4, 4, 4, 3, 3, 3],
                [0] * 8,
                [0, 1, 0, 1, 0, 1, 0, 1],
                [1, 11, 1, 0, 1, 0, 1, 0],
            ],
            "to_move": 0,
        },
    )
    print(
        f"endless o2 (period 8640 laps; H5.2 position): {(time.perf_counter() - t) * 1e3:.2f} ms"
        f" for the whole position (legal: {R.legal_moves(s)})"
    )
    if QUICK:
        return
    rare = R.ring_of(
        [
            [1, 2, 0, 5, 2, 3, 0, 1],
            [4, 3, 0, 0, 2, 1, 4, 0],
            [0, 2, 0, 1, 1, 1, 2, 1],
            [1, 2, 1, 2, 1, 1, 2, 2],
        ]
    )
    R.LONG_RUNS.clear()
    t = time.perf_counter()
    res = R.sow(rare, 1, R.MOVE_RING["o7"])
    dt = time.perf_counter() - t
    print(
        f"endless North o7 (random game 164, period 15,208,964 relays): {dt:.2f} s "
        f"({'endless' if res is None else 'finite'}; cached afterwards)"
    )


def bench_hard(budget_ms: int = 600) -> None:
    times: list[float] = []
    depths: list[int] = []
    games = 2 if QUICK else 6
    for g in range(games):
        s = R.new_game({"first": g % 2})
        ply = 0
        while R.to_move(s) is not None:
            seat = R.to_move(s)
            v = R.view(s, seat)
            if seat == 0:
                t = time.perf_counter()
                move = P.choose(v, "hard", g * 1000 + ply, budget_ms)
                times.append(time.perf_counter() - t)
                depths.append(P.LAST_SEARCH.get("depth", 0))
            else:
                move = P.choose(v, "medium", g * 1000 + ply, budget_ms)
            s = R.play(s, move)
            ply += 1
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    median = statistics.median(times)
    print(
        f"hard @ {budget_ms} ms budget: {len(times)} moves, median {median * 1e3:.0f} ms,"
        f" p95 {p95 * 1e3:.0f} ms, max {times[-1] * 1e3:.0f} ms; depth median "
        f"{statistics.median(depths):.0f}, min {min(depths)}, max {max(depths)}"
    )
    times = []
    s = R.new_game({"first": 0})
    rnd = random.Random(4)
    for _ in range(10 if QUICK else 30):
        if R.to_move(s) is None:
            break
        t = time.perf_counter()
        P.choose(R.view(s, R.to_move(s)), "hard", 0, 0)
        times.append(time.perf_counter() - t)
        s = R.play(s, rnd.choice(R.legal_moves(s)))
    print(
        f"hard, fixed depth {P.FIXED_DEPTH['hard']} (budget_ms=0): median "
        f"{statistics.median(times) * 1e3:.1f} ms, max {max(times) * 1e3:.1f} ms"
    )


def main() -> None:
    print(f"Python {sys.version.split()[0]}{' (quick)' if QUICK else ''}")
    bench_movegen()
    bench_playouts()
    bench_endless()
    bench_hard()


if __name__ == "__main__":
    main()
