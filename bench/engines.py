"""Engine speed side by side (prints only; no assertions). Run: ``python3 build.py bench engines
[--repeats N] [--base REV | --no-base] [--quick]``.

Contenders, each in a worker process of its own, measured in interleaved rounds of the same run:

- ``now``: the engines of this work tree (``py/gamut``);
- ``before``: the same engines (and room server) at git revision ``--base`` (default
  :data:`BASELINE`, main before issue 26's engine work; ``--base 5b95128`` compares with main
  before issue 15's), extracted with ``git archive`` into a temporary directory;
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
  move until the round ends. ``public API``: ours through ``gamut.core.engine("dominoes")``,
  the verbs the room server and the page's worker call: ``new_game`` (the options checked,
  the deal shuffled from the seed and kept as the record's deal in spellings, who opens), then
  while ``to_move`` is not None ``play(state, r.choice(legal_moves(state)))`` (every move,
  the forced 6-6 and every pass included, checked against the legal moves and applied to a
  new state, the old one untouched, with the round's history for the views, the last move,
  the record's move list and the blocked-round check), and ``outcome`` at the end; the peer's
  ``Game.new`` (its 6-6 played inside it) and then ``Game.make_move`` with
  ``random.choice(valid_moves)`` while ``result`` is None (it changes the game in place, keeps
  a move list, finds the next seat's valid moves and skips passes itself: no pick and no
  call for a pass). So ours does more per round than the peer, never less. ``in place``: ours
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

- The room server (``py/gamut_server``, the ``now`` and ``before`` revisions' own): moves per
  second of whole matches played in a room of people (Dominoes Draw with 4 seats to 100, Hus,
  Wu Hsing with 4 players), each move as the server makes it: ``match.move`` (the room's next
  version: the record's engine state, the move checked and played, the record written),
  ``Engines.keep``, and ``match.state_frame`` for every seat and a spectator, each encoded as
  the socket sends it (see :func:`_room_moves`); with the time of one move.

Each figure is the best (min time) and the median over ``--repeats`` batches.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BASELINE = "9b9f899"
"""The "before" revision: main when issue 26's engine work started (issue 15's: 5b95128)."""
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
    "room_dominoes": ("Room server, Dominoes Draw, 4 seats: a move and its 5 frames", "moves",
                      2, 1),
    "room_hus": ("Room server, Hus: a move and its 3 frames", "moves", 4, 1),
    "room_wuhsing": ("Room server, Wu Hsing, 4 players: a move and its 5 frames", "moves", 2, 1),
}  # fmt: skip
ROOMS: dict[str, tuple[str, dict, int]] = {
    "room_dominoes": ("dominoes", {"mode": "draw", "target": 100}, 4),
    "room_hus": ("hus", {}, 2),
    "room_wuhsing": ("wuhsing", {}, 4),
}
"""Room workload -> (game, the room's options, seats): a batch plays that many whole matches."""
PEER_WORKLOADS = {"dom_api", "dom_inplace", "dom_playout"}
NOW_ONLY = {"dom_floor", "dom_playout"}
"""Run by the ``now`` engines only: no engine in the floor, no playout module before it."""


# --- the worker: runs batches of one workload with the engine on its sys.path ----------------


def _dom_rounds(n: int, seed: int, in_place: bool) -> int:
    """Random 4-seat Block rounds: through ``gamut.core`` (``dom_api``: the engine's verbs, as
    the room server and the page call them) or ``apply_move`` on one state (``dom_inplace``)."""
    from gamut import core

    r = random.Random(seed)
    if in_place:
        from gamut.dominoes import rules

        apply_move = getattr(rules, "apply_move", None)
        if apply_move is None:  # the revision 5b95128 named it _apply
            apply_move = rules._apply
        for _ in range(n):
            s = rules.new_game({"mode": "block", "seats": 4}, seed=r.getrandbits(32))
            while not s.round_over:
                kind, tile, end = rules.parse_move(r.choice(rules.legal_moves(s)))
                apply_move(s, kind, tile, end)
        return n
    rules = core.engine("dominoes")
    for _ in range(n):
        s = rules.new_game({"mode": "block", "seats": 4}, seed=r.getrandbits(32))
        while rules.to_move(s) is not None:
            s = rules.play(s, r.choice(rules.legal_moves(s)))
        rules.outcome(s)
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


def _room_moves(game: str, options: dict, seats: int, n: int, seed: int) -> int:
    """``n`` whole matches in a room of ``seats`` people, each move as the room server makes
    it (``Hub.update``, ``Hub.won``, ``Hub.push``): ``match.move`` (the engine state of the
    record, the move checked and played, the room's next version with its record), the state
    kept (``Engines.keep``), then ``match.state_frame`` for every seat and a spectator, each
    encoded as the socket sends it (``json.dumps``). The seat to move plays a random legal move
    of its own frame's view; between rounds every seat sends ``next`` (a move too: the last
    deals the round). The store's read and write (JSON of the whole room) are left out; the
    rooms are set up (create, join, start) inside the batch. Returns the moves made."""
    from gamut_server import match, rooms
    from gamut_server.engines import Engines

    r = random.Random(seed)
    engines = Engines()
    viewers: list[int | None] = [*range(seats), None]
    moves = 0
    for _ in range(n):
        req = {"game": game, "seats": seats, "level": "easy", "name": "p0"}
        doc, _ = rooms.create(req, match.options_for(game, options, seats), "bench", "a", now=0.0)
        for i in range(1, seats):
            doc, _, _ = rooms.join(doc, f"p{i}", "bench", now=0.0)
        doc, state = match.start(doc, 0, engines, seed=r.getrandbits(32), now=0.0)
        engines.keep(doc["id"], doc["record"], state)
        frames = [match.state_frame(doc, seat, engines) for seat in viewers]
        while not doc["over"]:
            view = frames[-1]["view"]
            seat = view["to_move"]
            if seat is None:  # between rounds: the first seat not yet ready sends next
                seat = next(i for i, s in enumerate(frames[-1]["seats"]) if not s["ready"])
                move = "next"
            else:
                move = r.choice(frames[seat]["view"]["legal"])
            doc, state = match.move(doc, seat, {"type": "move", "move": move, "v": doc["v"]},
                                    engines, now=0.0)  # fmt: skip
            if state is not None:
                engines.keep(doc["id"], doc["record"], state)
            frames = [match.state_frame(doc, seat, engines) for seat in viewers]
            for f in frames:
                json.dumps(f, separators=(",", ":"))
            moves += 1
        engines.forget(doc["id"])
    return moves


def _run(workload: str, n: int, seed: int, peer: bool) -> int:
    if workload in ROOMS:
        return _room_moves(*ROOMS[workload], n, seed)
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
        if job["workload"] in ROOMS:
            try:
                import gamut_server.match  # noqa: F401
            except ImportError:  # a revision before the room server
                print(json.dumps({"skip": "no room server at this revision"}), flush=True)
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
    """``py/gamut`` (and ``py/gamut_server``, where the revision has it) at ``rev`` under
    ``into``; None (with a message) if git cannot give it."""
    for paths in (["py/gamut", "py/gamut_server"], ["py/gamut"]):
        archive = subprocess.run(["git", "archive", rev, *paths], cwd=ROOT, capture_output=True,
                                 check=False)  # fmt: skip
        if archive.returncode == 0:
            break
    if archive.returncode != 0:
        print(f"no 'before' figures: git archive {rev} failed ({archive.stderr.decode().strip()})")
        return None
    tar = subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=False)
    return into / "py" if tar.returncode == 0 else None


def rate(x: dict) -> float:
    return x["count"] / x["cpu"] if x["cpu"] > 0 else float("inf")


Results = dict[tuple[str, str], list[dict]]
"""(workload, contender) -> its batches' answers ``{"count", "cpu", "wall"}``."""


def run_cpython(argv: list[str], base: str | None, quick: bool, repeats: int
                ) -> tuple[Results, dict[tuple[str, str], str]]:  # fmt: skip
    """Every workload in CPython worker processes, interleaved: (results, skipped)."""
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
    results: Results = {}
    skipped: dict[tuple[str, str], str] = {}
    for rep in range(repeats):
        for workload, (_, _, n, nq) in WORKLOADS.items():
            players = contenders + ([peer] if peer and workload in PEER_WORKLOADS else [])
            if workload in NOW_ONLY:
                players = contenders[:1] + ([peer] if peer and workload in PEER_WORKLOADS else [])
            for c in players if rep % 2 == 0 else players[::-1]:
                job = {"workload": workload, "n": nq if quick else n, "seed": 1000 + rep}
                answer = c.ask(job)
                if "skip" in answer:
                    skipped[workload, c.name] = answer["skip"]
                else:
                    results.setdefault((workload, c.name), []).append(answer)
    for c in contenders + ([peer] if peer else []):
        c.close()
    tmp.cleanup()
    return results, skipped


PYODIDE_WORKLOADS = ("dom_api", "dom_inplace")
"""The workloads ``--pyodide`` runs: the Dominoes engine against the peer, as the page runs it."""


def pyodide_runtime() -> Path | None:
    """The Pyodide runtime ``build`` put into ``.cache`` (``.cache/npm-*/pyodide``), or None."""
    found = sorted(p.parent for p in (ROOT / ".cache").glob("npm-*/pyodide/pyodide.mjs"))
    return found[-1] if found else None


def run_pyodide(base: str | None, quick: bool, repeats: int) -> Results | None:
    """The Dominoes workloads of :data:`PYODIDE_WORKLOADS` in the page's Pyodide under Node.js
    (``bench/_engines_pyodide.mjs``: one Pyodide per contender, interleaved batches, CPU time
    from ``process.cpuUsage``); None when node or the runtime is missing."""
    runtime, node = pyodide_runtime(), shutil.which("node")
    if runtime is None or node is None:
        print("--pyodide needs node and the Pyodide runtime in .cache/ (python3 build.py first)")
        return None
    python = json.loads((runtime / "pyodide-lock.json").read_text())["info"]["python"]
    lock = json.loads((ROOT / "package-lock.json").read_text())
    version = f"{lock['packages']['node_modules/pyodide']['version']} (Python {python})"
    with tempfile.TemporaryDirectory(prefix="gamut-bench-") as tmp:
        contenders = [{"name": "now", "dir": str(ROOT / "py"), "peer": False}]
        base_path = extract_base(base, Path(tmp)) if base else None
        if base_path:
            contenders.append({"name": f"before ({base})", "dir": str(base_path), "peer": False})
        peer_path = ensure_peer()
        if peer_path:
            contenders.append({"name": "dominoes 6.1.0", "dir": str(peer_path), "peer": True})
        n = WORKLOADS["dom_api"][3 if quick else 2] // 3
        config = {"bench": __file__, "contenders": contenders, "workloads": PYODIDE_WORKLOADS,
                  "n": n, "repeats": repeats}  # fmt: skip
        node_version = subprocess.run([node, "--version"], capture_output=True, text=True,
                                      check=False).stdout.strip()  # fmt: skip
        print(f"Pyodide {version} under Node {node_version}, {repeats} interleaved repeats, "
              "rates per CPU second of the node process")  # fmt: skip
        cmd = [node, str(ROOT / "bench" / "_engines_pyodide.mjs"), str(runtime)]
        out = subprocess.run(cmd, input=json.dumps(config), capture_output=True, text=True,
                             check=False)  # fmt: skip
        if out.returncode != 0:
            print(f"node stopped with exit code {out.returncode}: {out.stderr[-2000:]}")
    results: Results = {}
    for line in out.stdout.splitlines():
        row = json.loads(line)
        results.setdefault((row["workload"], row["name"]), []).append(row)
    return results


def report(results: Results, skipped: dict[tuple[str, str], str]) -> None:
    """Each workload's rates per contender (best and median) and ``now``'s ratios to the
    others (of the bests and of the medians)."""
    # The peer's best batch in any row (its workload is the same in each): the playout's and
    # the floor's ratios are taken against it, the harder anchor on a busy machine.
    peer_best = max((rate(x) for (w, name), xs in results.items() for x in xs
                     if name == "dominoes 6.1.0"), default=0.0)  # fmt: skip
    for workload, (label, unit, _, _) in WORKLOADS.items():
        rows = {name: xs for (w, name), xs in results.items() if w == workload}
        if not rows:
            continue
        print(f"\n{label}")
        best: dict[str, float] = {}
        median: dict[str, float] = {}
        for name, xs in rows.items():
            rates = sorted(rate(x) for x in xs)
            walls = [x["count"] / x["wall"] for x in xs]
            best[name], median[name] = rates[-1], statistics.median(rates)
            each = f"   {1e6 / median[name]:,.0f} us a move (median)" if workload in ROOMS else ""
            print(f"  {name:<22} {unit}/s best {rates[-1]:>10,.0f}  median {median[name]:>10,.0f}"
                  f"   (wall best {max(walls):,.0f}){each}")  # fmt: skip
        for (w, name), why in skipped.items():
            if w == workload:
                print(f"  {name:<22} {why}")
        now = best.get("now")
        for name in best:
            if name != "now" and now:
                print(f"  now / {name}: {now / best[name]:.2f}x best, "
                      f"{median['now'] / median[name]:.2f}x median")  # fmt: skip
        if workload in ("dom_playout", "dom_floor") and now and peer_best:
            what = "the engine's playout" if workload == "dom_playout" else "the workload alone"
            print(f"  {what} / dominoes 6.1.0 at its best in any row: {now / peer_best:.2f}x"
                  + ("" if workload == "dom_playout" else
                     " (no engine can be much faster than this under it)"))  # fmt: skip


def main(argv: list[str]) -> int:
    if "--worker" in argv:
        worker("--peer" in argv)
        return 0
    quick = "--quick" in argv
    repeats = int(argv[argv.index("--repeats") + 1]) if "--repeats" in argv else (3 if quick else 5)
    base = None if "--no-base" in argv else BASELINE
    if "--base" in argv:
        base = argv[argv.index("--base") + 1]
    if "--pyodide" in argv:
        results = run_pyodide(base, quick, repeats)
        if results is not None:
            report(results, {})
        return 0
    report(*run_cpython(argv, base, quick, repeats))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
