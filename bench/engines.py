"""Engine speed side by side (prints only; no assertions). Run: ``python3 build.py bench engines
[--repeats N] [--base REV | --no-base] [--quick]``.

Contenders, each in a worker process of its own, measured in interleaved rounds of the same run:

- ``now``: the engines of this work tree (``py/gamut``);
- ``before``: the same engines at git revision ``--base`` (default :data:`BASELINE`, main
  before issue 15's engine work), extracted with ``git archive`` into a temporary directory;
- ``dominoes 6.1.0``: the PyPI package ``dominoes`` (4 seats, 7 tiles each, no boneyard: our
  Block mode with 4 seats), installed on first use into ``.cache/bench/`` (``pip install
  --target``; nothing is installed into the Python environment).

``dom_floor`` runs the Block workload without an engine (the seeded shuffle of a deal and 26
random picks from a 2-item list, the moves of an average round): about the fastest any engine
could run under it. It and the playout row are also set beside the peer's best batch in any of
its three rows (the same peer workload in each). (The engine's playout picks only on turns with a
tile to play, 21.5 of its 25.7 moves a round on average, as the peer does.)

Workloads (rates per CPU second of the worker, ``time.process_time``: on a machine shared with
other work the CPU time is what the engine itself spends; the wall-clock rate is printed too):

- Dominoes, random 4-seat Block rounds: deal (the 6-6 opens), then a uniformly random legal
  move until the round ends. ``public API``: ours ``rules.new_game`` and then ``rules.play``
  (a new state every move, the old one untouched) with ``r.choice(legal_moves)``; the peer's
  ``Game.new`` and then ``Game.make_move`` with ``random.choice(valid_moves)`` (it changes the
  game in place and skips passes itself: no pick for a pass). ``in place``: ours
  ``rules.apply_move`` on one state, the moves picked as in ``public API``. ``the engine's
  playout``: ``playout.deal`` (round 1 from the same seeds and the very shuffle
  ``rules.new_game`` makes: ``random.Random(f"{seed}:1")`` shuffling the 28 tiles; the test
  suite checks the hands are equal) and ``playout.random_round`` with ``r.choice``: one pick
  from the legal moves (tile and end, as ``legal_moves`` lists them) for every turn with a
  tile to play, none for a pass or the forced 6-6 opening (each the only legal move), like
  the peer; the round ends with its scores, winner and kind, and no log or move list is
  kept. Each of the three rows measures the peer again, with its one workload (it has no
  separate playout path: ``Game`` is its only way to play).
- Dominoes, the hard player at fixed effort (``budget_ms`` 0: 48 sampled deals, every
  candidate played out; ``now`` plays them out with ``playout.greedy_round``): decisions per
  second over views of random Fives rounds (3 seats). In the page the hard level thinks for a
  fixed time, so this rate is its strength.
- Hus: moves per second of random games through ``rules.play``; legal-move sets per second:
  ``rules.candidates`` (every pit's sowing with the H4 endless check) over positions of
  random games.
- Wu Hsing (4 players): moves per second of random games through ``rules.play``; legal-move
  sets per second: ``placements_for`` of the seat to move with its cache cleared, over
  positions of random games.

Each figure is the best (min time) and the median over ``--repeats`` batches.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BASELINE = "5b95128"
"""The "before" revision: main when issue 15's engine work started."""
PEER = "dominoes==6.1.0"
PEER_DIR = ROOT / ".cache" / "bench" / "dominoes-6.1.0"

# workload -> (label, unit, batch size, batch size with --quick)
WORKLOADS: dict[str, tuple[str, str, int, int]] = {
    "dom_api": ("Dominoes Block, 4 seats: random rounds, public API", "rounds", 300, 60),
    "dom_inplace": ("Dominoes Block, 4 seats: random rounds, in place", "rounds", 300, 60),
    "dom_playout": (
        "Dominoes Block, 4 seats: random rounds, the engine's playout",
        "rounds",
        1500,
        300,
    ),  # fmt: skip
    "dom_floor": (
        "Dominoes Block, 4 seats: the workload alone (deals, random picks; no engine)",
        "rounds",
        300,
        60,
    ),  # fmt: skip
    "dom_hard": ("Dominoes Fives, 3 seats: hard player, 48 samples a move", "moves", 6, 2),
    "hus_play": ("Hus: random games through play", "moves", 20, 5),
    "hus_legal": ("Hus: legal-move sets (candidates)", "sets", 2000, 400),
    "wu_play": ("Wu Hsing, 4 players: random games through play", "moves", 6, 2),
    "wu_legal": ("Wu Hsing, 4 players: legal-move sets (placements_for)", "sets", 300, 60),
}
PEER_WORKLOADS = {"dom_api", "dom_inplace", "dom_playout"}
NOW_ONLY = {"dom_floor", "dom_playout"}
"""Run by the ``now`` engines only: no engine in the floor, no playout module before it."""


# --- the worker: runs batches of one workload with the engine on its sys.path ----------------


def _dom_rounds(n: int, seed: int, in_place: bool) -> int:
    from gamut.dominoes import rules

    apply_move = getattr(rules, "apply_move", None)
    if apply_move is None:  # the "before" revision (5b95128) named it _apply
        apply_move = rules._apply
    r = random.Random(seed)
    for _ in range(n):
        s = rules.new_game({"mode": "block", "seats": 4}, seed=r.getrandbits(32))
        if in_place:
            while not s.round_over:
                kind, tile, end = rules.parse_move(r.choice(rules.legal_moves(s)))
                apply_move(s, kind, tile, end)
        else:
            while not s.round_over:
                s = rules.play(s, r.choice(rules.legal_moves(s)))
    return n


def _playout_rounds(n: int, seed: int) -> int:
    """Random 4-seat Block rounds through the engine's fast playout (``dom_playout``)."""
    from gamut.dominoes import playout

    r = random.Random(seed)
    choice = r.choice
    for _ in range(n):
        playout.random_round(playout.deal("block", 4, r.getrandbits(32)), choice)
    return n


def _floor_rounds(n: int, seed: int) -> int:
    """What every round of ``_dom_rounds`` costs besides the engine: the seeded shuffle of the
    28 tiles and a random pick from a list for each of the round's moves (26 on average)."""
    from gamut.core import rng

    r = random.Random(seed)
    picks = ["a-b E", "a-b W"]
    for _ in range(n):
        rng(f"{r.getrandbits(32)}:1").shuffle(list(range(28)))
        for _ in range(26):
            r.choice(picks)
    return n


def _peer_rounds(n: int, seed: int) -> int:
    import dominoes

    random.seed(seed)  # the package deals with the module's random
    six = dominoes.Domino(6, 6)
    for _ in range(n):
        g = dominoes.Game.new(starting_domino=six)
        while g.result is None:
            g.make_move(*random.choice(g.valid_moves))
    return n


def _dom_positions() -> list[dict]:
    """Views of the seat to move with 2+ legal moves, from random Fives rounds (3 seats)."""
    from gamut.dominoes import rules

    if "dom" not in _POSITIONS:
        r = random.Random(7)
        out = []
        for g in range(12):
            s = rules.new_game({"mode": "fives", "seats": 3, "target": 250}, seed=g)
            while not s.round_over:
                if len(rules.legal_moves(s)) > 1:
                    out.append(rules.view(s, s.to_move))
                s = rules.play(s, r.choice(rules.legal_moves(s)))
        _POSITIONS["dom"] = out
    return _POSITIONS["dom"]


def _dom_hard(n: int, seed: int) -> int:
    from gamut.dominoes import players

    pos = _dom_positions()
    for i in range(n):
        players.choose(pos[(seed * 7919 + i) % len(pos)], "hard", seed, 0)
    return n


def _hus_play(n: int, seed: int) -> int:
    from gamut.hus import rules

    r = random.Random(seed)
    moves = 0
    for g in range(n):
        s = rules.new_game({"first": g % 2})
        while rules.to_move(s) is not None:
            s = rules.play(s, r.choice(rules.legal_moves(s)))
            moves += 1
    return moves


_POSITIONS: dict[str, list[Any]] = {}


def _hus_positions() -> list[tuple[list[int], int]]:
    from gamut.hus import rules

    if "hus" not in _POSITIONS:
        r = random.Random(7)
        out = []
        for g in range(40):
            s = rules.new_game({"first": g % 2})
            while rules.to_move(s) is not None:
                out.append((list(s.board), s.turn))
                s = rules.play(s, r.choice(rules.legal_moves(s)))
        _POSITIONS["hus"] = out
    return _POSITIONS["hus"]


def _hus_legal(n: int, seed: int) -> int:
    from gamut.hus import rules

    pos = _hus_positions()
    for i in range(n):
        board, side = pos[(seed * 7919 + i) % len(pos)]
        rules.candidates(board, side)
    return n


def _wu_play(n: int, seed: int) -> int:
    from gamut.wuhsing import rules

    r = random.Random(seed)
    moves = 0
    for _ in range(n):
        s = rules.new_game({"players": 4}, seed=r.getrandbits(32))
        while rules.to_move(s) is not None:
            s = rules.play(s, r.choice(rules.legal_moves(s)))
            moves += 1
    return moves


def _wu_positions() -> list[Any]:
    from gamut.wuhsing import rules

    if "wu" not in _POSITIONS:
        r = random.Random(7)
        out = []
        for g in range(8):
            s = rules.new_game({"players": 4}, seed=g)
            while rules.to_move(s) is not None:
                if not s.opening:
                    out.append(s)
                s = rules.play(s, r.choice(rules.legal_moves(s)))
        _POSITIONS["wu"] = out
    return _POSITIONS["wu"]


def _wu_legal(n: int, seed: int) -> int:
    pos = _wu_positions()
    for i in range(n):
        s = pos[(seed * 7919 + i) % len(pos)]
        s._legal = None
        s.placements_for(s.to_move)
    return n


def _run(workload: str, n: int, seed: int, peer: bool) -> int:
    if workload == "dom_floor":
        return _floor_rounds(n, seed)
    if workload == "dom_playout":
        return _peer_rounds(n, seed) if peer else _playout_rounds(n, seed)
    if workload in ("dom_api", "dom_inplace"):
        return _peer_rounds(n, seed) if peer else _dom_rounds(n, seed, workload == "dom_inplace")
    jobs = {"dom_hard": _dom_hard, "hus_play": _hus_play, "hus_legal": _hus_legal,
            "wu_play": _wu_play, "wu_legal": _wu_legal}  # fmt: skip
    return jobs[workload](n, seed)


def worker(peer: bool) -> None:
    """Answer ``{"workload", "n", "seed"}`` lines with ``{"count", "cpu", "wall"}`` lines."""
    for line in sys.stdin:
        job = json.loads(line)
        if job.get("warm"):  # build the position lists outside the timed batches
            {"hus": _hus_positions, "wu": _wu_positions, "dom": _dom_positions}[job["warm"]]()
            print(json.dumps({}), flush=True)
            continue
        c0, w0 = time.process_time(), time.perf_counter()
        count = _run(job["workload"], job["n"], job["seed"], peer)
        cpu, wall = time.process_time() - c0, time.perf_counter() - w0
        print(json.dumps({"count": count, "cpu": cpu, "wall": wall}), flush=True)


# --- the conductor ---------------------------------------------------------------------------


class Contender:
    """A worker process for one engine (its ``PYTHONPATH``), fed one batch at a time."""

    def __init__(self, name: str, path: Path, peer: bool = False) -> None:
        self.name = name
        env = {**os.environ, "PYTHONPATH": str(path), "PYTHONHASHSEED": "0"}
        cmd = [sys.executable, __file__, "--worker", *(["--peer"] if peer else [])]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, env=env, cwd=ROOT)  # fmt: skip

    def ask(self, job: dict) -> dict:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(job) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit(f"the {self.name} worker stopped")
        return json.loads(line)

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def ensure_peer() -> Path | None:
    """The directory holding ``dominoes`` 6.1.0, installed there on first use (pip, PyPI)."""
    if not (PEER_DIR / "dominoes" / "game.py").exists():
        print(f"installing {PEER} into {PEER_DIR.relative_to(ROOT)} (bench only)", flush=True)
        cmd = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
               "--target", str(PEER_DIR), PEER]  # fmt: skip
        if subprocess.run(cmd, check=False).returncode != 0:
            print(f"could not install {PEER}: the peer is left out")
            return None
    return PEER_DIR


def extract_base(rev: str, into: Path) -> Path | None:
    """``py/gamut`` at ``rev`` under ``into``; None (with a message) if git cannot give it."""
    archive = subprocess.run(["git", "archive", rev, "py/gamut"], cwd=ROOT, capture_output=True,
                             check=False)  # fmt: skip
    if archive.returncode != 0:
        print(f"no 'before' figures: git archive {rev} failed ({archive.stderr.decode().strip()})")
        return None
    tar = subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=False)
    return into / "py" if tar.returncode == 0 else None


def rate(x: dict) -> float:
    return x["count"] / x["cpu"] if x["cpu"] > 0 else float("inf")


def main(argv: list[str]) -> int:
    if "--worker" in argv:
        worker("--peer" in argv)
        return 0
    quick = "--quick" in argv
    repeats = int(argv[argv.index("--repeats") + 1]) if "--repeats" in argv else (3 if quick else 5)
    base = None if "--no-base" in argv else BASELINE
    if "--base" in argv:
        base = argv[argv.index("--base") + 1]
    tmp = tempfile.TemporaryDirectory(prefix="gamut-bench-")
    contenders = [Contender("now", ROOT / "py")]
    base_path = extract_base(base, Path(tmp.name)) if base else None
    if base_path:
        contenders.append(Contender(f"before ({base})", base_path))
    peer_path = ensure_peer()
    peer = Contender("dominoes 6.1.0", peer_path, peer=True) if peer_path else None
    print(f"CPython {sys.version.split()[0]}, {repeats} interleaved repeats, rates per CPU second")
    for c in contenders:
        for kind in ("dom", "hus", "wu"):
            c.ask({"warm": kind})
    results: dict[tuple[str, str], list[dict]] = {}
    for rep in range(repeats):
        for workload, (_, _, n, nq) in WORKLOADS.items():
            players = contenders + ([peer] if peer and workload in PEER_WORKLOADS else [])
            if workload in NOW_ONLY:
                players = contenders[:1] + ([peer] if peer and workload in PEER_WORKLOADS else [])
            for c in players if rep % 2 == 0 else players[::-1]:
                job = {"workload": workload, "n": nq if quick else n, "seed": 1000 + rep}
                results.setdefault((workload, c.name), []).append(c.ask(job))
    for c in contenders + ([peer] if peer else []):
        c.close()
    tmp.cleanup()
    # The peer's best batch in any row (its workload is the same in each): the playout's and
    # the floor's ratios are taken against it, the harder anchor on a busy machine.
    peer_best = max((rate(x) for (w, name), xs in results.items() for x in xs
                     if name == "dominoes 6.1.0"), default=0.0)  # fmt: skip
    for workload, (label, unit, _, _) in WORKLOADS.items():
        print(f"\n{label}")
        best: dict[str, float] = {}
        for (w, name), xs in results.items():
            if w != workload:
                continue
            rates = sorted(rate(x) for x in xs)
            walls = [x["count"] / x["wall"] for x in xs]
            best[name] = rates[-1]
            med = statistics.median(rates)
            print(f"  {name:<22} {unit}/s best {rates[-1]:>10,.0f}  median {med:>10,.0f}"
                  f"   (wall best {max(walls):,.0f})")  # fmt: skip
        now = best.get("now")
        for name, value in best.items():
            if name != "now" and now:
                print(f"  now / {name}: {now / value:.2f}x")
        if workload in ("dom_playout", "dom_floor") and now and peer_best:
            what = "the engine's playout" if workload == "dom_playout" else "the workload alone"
            print(f"  {what} / dominoes 6.1.0 at its best in any row: {now / peer_best:.2f}x"
                  + ("" if workload == "dom_playout" else
                     " (no engine can be much faster than this under it)"))  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
