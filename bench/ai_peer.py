"""Dominoes hard level against OpenSpiel's ISMCTS in OpenSpiel's own 2-player block dominoes.

    python3 build.py bench ai_peer [--games N] [--budget MS] [--clock cpu|wall] [--shadow]
                                   [--engine cpython|pyodide] [--base REV] [--knobs JSON]
                                   [--sims N] [--uct-c C] [--seed S] [--out FILE] [--fresh]
    python3 build.py bench ai_peer --report FILE [FILE...]
    python3 build.py bench ai_peer --check-peer N

Figures only, no assertions. ONE process (Pyodide adds one Node.js child); run it under
``nice`` in the background: a game takes about 2 s of CPU (ISMCTS-1000 about 0.45 s a move
with :func:`speed_up`, the hard level 0.13 s), so 1,000 games take an hour or more.

The peer: ``open-spiel`` 2.0.2 from PyPI, installed on first use into
``.cache/bench/open-spiel-2.0.2`` (``pip install --target``, with numpy, absl-py,
ml-collections and PyYAML, which its game package imports; never into the environment, never a
dependency of the site or the tests). The game is OpenSpiel's Python ``python_block_dominoes``;
the bot its Python ``ISMCTSBot`` with :data:`SIMS` simulations, random rollouts
(``RandomRolloutEvaluator``, one rollout), ``uct_c`` :data:`UCT_C` (returns are pips, up to
69), the final move by most visits, and a resampler (:func:`resample`) that deals the
opponent's hidden hand uniformly from the unseen tiles it could hold: none showing a pip it has
shown it lacks (it was skipped, so it held no tile for either open end then).

Gamut's side: the hard level (``gamut.dominoes.players.choose(view, "hard", seed, budget)``)
deciding from ``rules.view(state, seat)`` of a gamut state that mirrors OpenSpiel's: the
deal as a Block deal (D2.1, D2.3: 7 tiles each, 14 out of play), every OpenSpiel action
mapped to a gamut move and checked legal there (a turn OpenSpiel skips is a gamut ``pass``,
D4.3), the legal sets compared at every turn and the round's end and winner compared at the end
(mismatches are printed; there should be none).

How the two rule sets map (and differ):
- Who opens: OpenSpiel's player 0 always opens, with any tile. Gamut's first round makes the
  highest double open (D3.1); a later round lets its opener lay any tile (D3.2). The mirror is
  therefore a gamut round after the first, opened by seat 0 (``round`` 2, no forced tile).
- A turn with nothing to play: OpenSpiel gives the same player another move; gamut records a
  ``pass`` (D4.3). The same game.
- Ends: OpenSpiel names the open pip (``pip:3.0``); gamut names the end (W/E). Both ends
  showing the same pip are one OpenSpiel action and two gamut moves with the same result
  (the mirror takes W).
- The end: both end on a domino or when neither can play (D7.1). A blocked game has the same
  winner in both (fewest pips in hand; a tie has none, D7.3). OpenSpiel decides a domino by
  pips too, so a domino against a hand of only 0-0 is a tie there and a win worth 0 in gamut
  (D7.2): the bench counts it a tie (OpenSpiel's game is the one played) and prints how many.
- Scoring differs on a blocked game: OpenSpiel pays the winner the loser's pips (zero-sum: the
  loser gets minus that), gamut the loser's pips minus the winner's own (D7.3). A domino pays
  the loser's pips in both. The bench counts wins, so the share of decisive games does not
  depend on the scoring; the hard level plays for gamut's (its page's) score.
- Rounds and matches: OpenSpiel's game is one round; gamut plays rounds to a target (D8). The
  mirror's target (1,000) is never reached.

Each deal is played twice, the hard level once from each seat (player 0 opens with hand A;
then hand A goes to the peer). Printed: games, decisive games (a winner), the hard level's
share of them with a 95% Wilson interval, think time per move of each side (moves with 2+
legal actions: median / mean / p95, wall and CPU), the hard level's sampled deals per
decision, the mapping checks. Every game is appended as a JSON line (with its deal and moves)
to ``--out`` as soon as it ends; a run started again with the same file continues after its
last game (``--fresh`` starts it over), so a short run (``--games 100``) is a first reading and
a long one can be stopped and resumed.

The budget: in the page the hard level thinks 150 ms of wall time on the player's machine.
This machine is shared and the bench runs under ``nice``, so by default (``--clock cpu``) the
hard level's clock is this process's CPU time: it gets its 150 ms of computing whatever else
runs (``--clock wall`` for the page's own clock).

``--shadow`` asks the same level in the page's Pyodide under Node.js
(``bench/_ai_peer_pyodide.mjs``, the runtime ``build.py build`` puts in
``.cache/npm-*/pyodide``, its clock Node's CPU time) for every hard decision too, right after
CPython, on the same view and seed: its sampled deals per decision are printed beside
CPython's, with how often it chose the same move (its move is not played). ``--engine
pyodide`` plays the Pyodide level's moves instead. ``--base REV`` plays the gamut engine of git
revision REV and ``--knobs`` sets constants of ``players.py`` (before/after figures with the
same seeds). ``--report A B...`` prints finished runs and pairs each with A game by game:
with the same seeds most games go the same way, so the games one run won and the other lost
show the difference between them more sharply than two shares do.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PEER_DIR = ROOT / ".cache" / "bench" / "open-spiel-2.0.2"
PEER_PACKAGES = ("open-spiel==2.0.2", "numpy==2.4.6", "absl-py==2.5.1", "ml-collections==1.1.0",
                 "PyYAML==6.0.4")  # fmt: skip
"""Installed with ``--no-deps`` into :data:`PEER_DIR` (what ``open_spiel.python.games`` and
the ISMCTS bot import; scipy, which the package also lists, is not needed here)."""
SIMS = 1000
UCT_C = 10.0
BUDGET_MS = 150
TARGET = 1000
"""The mirror's match target: one round never reaches it (D8.2 never ends the match)."""


def wilson(k: float, n: int) -> tuple[float, float]:
    """95% Wilson score interval for ``k`` successes of ``n`` trials (as proportions)."""
    if n == 0:
        return 0.0, 1.0
    z = 1.96
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


# --- the peer ---------------------------------------------------------------------------------


def ensure_peer() -> Path:
    """:data:`PEER_DIR`, installing :data:`PEER_PACKAGES` there first if needed (pip, PyPI)."""
    if not (PEER_DIR / "pyspiel.so").exists() and not list(PEER_DIR.glob("pyspiel*.so")):
        print(f"installing {', '.join(PEER_PACKAGES)} into {PEER_DIR.relative_to(ROOT)} "
              "(bench only)", flush=True)  # fmt: skip
        cmd = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target",
               str(PEER_DIR), *PEER_PACKAGES]  # fmt: skip
        if subprocess.run(cmd, check=False).returncode != 0:
            raise SystemExit("could not install the OpenSpiel peer")
    return PEER_DIR


class _Tile(tuple):
    """OpenSpiel's tile (a tuple of two floats) that :func:`copy.deepcopy` keeps as it is."""

    def __deepcopy__(self, memo: dict) -> _Tile:
        return self


class _Flat(list):
    """A list of things nothing changes (tiles, actions): deep-copied as a new list of them."""

    def __deepcopy__(self, memo: dict) -> _Flat:
        return _Flat(self)


class _Hands(list):
    """The two hands: deep-copied as a new list of new hand lists."""

    def __deepcopy__(self, memo: dict) -> _Hands:
        return _Hands(_Flat(h) for h in self)


def speed_up(bd: types.ModuleType, mcts: types.ModuleType) -> None:
    """Make OpenSpiel's ``python_block_dominoes`` and its random rollouts about 3x faster
    without changing a single result.

    ISMCTS clones a state twice a simulation: the clone builds a new state (which deep-copies
    the 28-tile deck) and deep-copies the state's lists element by element, though nothing
    ever changes a tile or an action. ``get_legal_actions`` finds each action's index by
    building its string and searching a list of 154 strings; the rollout picks a random legal
    action with ``RandomState.choice``. Here the state's lists copy themselves in one step
    (tiles and actions shared), the indices come from a dict in the same order, and the pick
    is ``legal[randint(len(legal))]``, which draws the very same numbers from the generator
    as ``choice`` does. ``--check-peer N`` plays N deals ISMCTS against ISMCTS as shipped and
    sped up and compares every action."""
    if getattr(bd, "_sped_up", False):
        return
    bd._sped_up = True
    np = mcts.np
    bd.Action.__deepcopy__ = lambda self, memo: self
    bd._DECK[:] = [_Tile(t) for t in bd._DECK]
    index = {s: i for i, s in enumerate(bd._ACTIONS_STR)}
    of = {(a.player, tuple(a.tile), a.edge): index[str(a)] for a in bd._ACTIONS}
    init = bd.BlockDominoesState.__init__

    def __init__(self, game) -> None:  # noqa: ANN001
        init(self, game)
        self.actions_history, self.hands, self.deck = (
            _Flat(),
            _Hands([_Flat(), _Flat()]),
            _Flat(bd._DECK),
        )

    bd.copy = types.SimpleNamespace(deepcopy=list)  # __init__'s only deepcopy: the deck

    def get_legal_actions(self, player: int) -> list[int]:  # noqa: ANN001
        assert player >= 0
        hand, edges = self.hands[player], self.open_edges
        if not edges:
            out = [of[player, tile, None] for tile in hand]
        else:
            out = []
            for tile in hand:
                if tile[0] in edges:
                    out.append(of[player, tile, tile[0]])
                if tile[0] != tile[1] and tile[1] in edges:
                    out.append(of[player, tile, tile[1]])
        out.sort()
        return out

    def evaluate(self, state):  # noqa: ANN001, ANN202 (RandomRolloutEvaluator.evaluate)
        result = None
        for _ in range(self.n_rollouts):
            working_state = state.clone()
            length = 0
            while not working_state.is_terminal():
                if working_state.is_chance_node():
                    action_list, prob_list = zip(*working_state.chance_outcomes(), strict=True)
                    action = self._random_state.choice(action_list, p=prob_list)
                else:
                    legal = working_state.legal_actions()
                    action = legal[self._random_state.randint(len(legal))]
                working_state.apply_action(action)
                length += 1
                if self.max_length is not None and length >= self.max_length:
                    break
            returns = np.array(working_state.returns())
            result = returns if result is None else result + returns
        return result / self.n_rollouts

    bd.BlockDominoesState.__init__ = __init__
    bd.BlockDominoesState.get_legal_actions = get_legal_actions
    mcts.RandomRolloutEvaluator.evaluate = evaluate


def check_peer(deals: int, sims: int, uct_c: float) -> None:
    """ISMCTS against itself on ``deals`` deals, as OpenSpiel ships it and then with
    :func:`speed_up`: every action must be the same (prints the CPU time of each)."""
    runs = []
    for fast in (False, True):
        peer = Peer(sims, uct_c, fast=fast)
        actions, t0 = [], time.process_time()
        for d in range(deals):
            hand_a, hand_b = deal_of(0, d)
            state = peer.game.new_initial_state()
            for t in hand_a + hand_b:
                state.apply_action(peer.deck_index[t])
            bot = peer.bot(d)
            while not state.is_terminal():
                actions.append(int(bot.step(state)))
                state.apply_action(actions[-1])
        runs.append((actions, time.process_time() - t0))
        print(f"  {'sped up' if fast else 'as shipped'}: {len(actions)} actions, "
              f"{runs[-1][1]:.1f} s CPU", flush=True)  # fmt: skip
    same = runs[0][0] == runs[1][0]
    print(f"  the same actions: {same}; {runs[0][1] / runs[1][1]:.2f}x faster")
    if not same:
        raise SystemExit("speed_up changed the peer's play")


class Peer:
    """OpenSpiel's game, its action table and the ISMCTS bot (imported from :data:`PEER_DIR`);
    ``fast``: with :func:`speed_up` (the same play, faster)."""

    def __init__(self, sims: int, uct_c: float, fast: bool = True) -> None:
        sys.path.insert(0, str(ensure_peer()))
        import numpy as np
        import pyspiel
        from open_spiel.python.algorithms import ismcts, mcts
        from open_spiel.python.games import block_dominoes as bd

        self.np, self.bd, self.ismcts, self.mcts = np, bd, ismcts, mcts
        if fast:
            speed_up(bd, mcts)
        self.game = pyspiel.load_game("python_block_dominoes")
        self.sims, self.uct_c = sims, uct_c
        # OpenSpiel's tiles are float pairs (a <= b); ours int pairs (a <= b).
        self.deck_index = {(int(a), int(b)): i for i, (a, b) in enumerate(bd._DECK)}
        self.action_of = {s: i for i, s in enumerate(bd._ACTIONS_STR)}

    def bot(self, seed: int):  # noqa: ANN201 (an OpenSpiel ISMCTSBot)
        """A fresh ISMCTS bot with its own seeded numpy generator."""
        rs = self.np.random.RandomState(seed)
        evaluator = self.mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rs)
        bot = self.ismcts.ISMCTSBot(
            self.game, evaluator, self.uct_c, self.sims, random_state=rs,
            final_policy_type=self.ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
        )  # fmt: skip
        bot.set_resampler(lambda state, player: resample(self, state, player, rs))
        return bot

    def action(self, player: int, tile: tuple[int, int], edge: int | None) -> int:
        """OpenSpiel's action index for ``player`` laying ``tile`` on the open pip ``edge``."""
        e = None if edge is None else float(edge)
        return self.action_of[f"p{player} tile:{(float(tile[0]), float(tile[1]))} pip:{e}"]

    def decode(self, action: int) -> tuple[int, tuple[int, int], int | None]:
        """An action index -> (player, tile, open pip or None for the first tile)."""
        a = self.bd._ACTIONS[action]
        return a.player, (int(a.tile[0]), int(a.tile[1])), None if a.edge is None else int(a.edge)


def opponent_voids(history: list, opp: int) -> set[int]:
    """Pips ``opp`` has shown it lacks: OpenSpiel skips a player with nothing to play, so two
    actions in a row by the other player mean ``opp`` held no tile for the open pips between
    them (block: hands only shrink, so it still holds none)."""
    voids: set[int] = set()
    edges: list[float] = []
    prev = None
    for a in history:
        if prev is not None and prev == a.player and a.player != opp:
            voids.update(int(e) for e in edges)
        if not edges:
            edges = list(a.tile)
        else:
            edges.remove(a.edge)
            edges.append(a.tile[0] if a.tile[0] != a.edge else a.tile[1])
        prev = a.player
    return voids


def resample(peer: Peer, state, player: int, rs):  # noqa: ANN001, ANN201
    """A state with ``player``'s information set: the opponent's hidden hand dealt uniformly
    from the tiles ``player`` has not seen that the opponent could hold (no void pip)."""
    opp = 1 - player
    s = state.clone()
    history = s.actions_history
    seen = {(t[0], t[1]) for t in s.hands[player]} | {a.tile for a in history}
    voids = {float(p) for p in opponent_voids(history, opp)}
    could = [t for t in peer.bd._DECK if t not in seen and t[0] not in voids
             and t[1] not in voids]  # fmt: skip
    k = len(s.hands[opp])
    pick = rs.choice(len(could), size=k, replace=False)
    s.hands[opp] = _Flat(sorted(could[i] for i in pick))
    held = set(s.hands[0]) | set(s.hands[1]) | {a.tile for a in history}
    s.deck = _Flat(t for t in peer.bd._DECK if t not in held)
    return s


# --- gamut's side -----------------------------------------------------------------------------


class Gamut:
    """The gamut engine under test (this work tree's, or ``--base``'s) and its hard level.

    ``clock``: ``wall`` leaves the hard level's budget in wall time, as in the page; ``cpu``
    gives it the budget in this process's CPU time (``time.process_time``), so that other work
    on a shared machine (and ``nice``) does not take its thinking time away."""

    def __init__(self, path: Path, clock: str = "wall") -> None:
        sys.path.insert(0, str(path))
        from gamut.dominoes import players, rules

        self.rules, self.players = rules, players
        if clock == "cpu":
            players.time = types.SimpleNamespace(perf_counter=time.process_time)
        self.counted = getattr(players, "SAMPLED", None)
        if self.counted is None:  # a revision before players.SAMPLED: count _sample's calls
            self.counted = [0]
            sample = players.sample

            def counting(*a, **kw):  # noqa: ANN002, ANN003, ANN202 (every sampled deal)
                self.counted[0] += 1
                return sample(*a, **kw)

            players.sample = counting

    @property
    def samples(self) -> int:
        """Deals the hard level has sampled so far in this process."""
        return self.counted[0]

    def mirror(self, hand_a: list[tuple[int, int]], hand_b: list[tuple[int, int]]):  # noqa: ANN201
        """The gamut Block state of OpenSpiel's deal before its first move: seat 0 holds
        ``hand_a`` and opens with any tile (a round after the first, D3.2)."""
        rules = self.rules
        out = [t for t in rules.ALL_TILES if t not in hand_a and t not in hand_b]
        deal = {"hands": [[rules.tile_str(t) for t in hand_a], [rules.tile_str(t) for t in hand_b]],
                "boneyard": [], "out": [rules.tile_str(t) for t in out]}  # fmt: skip
        s = rules.new_game({"mode": "block", "seats": 2, "target": TARGET}, deal=deal)
        s.round, s.forced, s.opener, s.to_move = 2, None, 0, 0
        s._legal = None
        return s


class CPythonHard:
    """The hard level in this process."""

    name = "cpython"

    def __init__(self, gamut: Gamut) -> None:
        self.gamut = gamut

    def choose(self, view: dict, seed: int, budget: int) -> tuple[str, int]:
        before = self.gamut.samples
        move = self.gamut.players.choose(view, "hard", seed, budget)
        return move, self.gamut.samples - before

    def close(self) -> None:
        pass


def pyodide_runtimes() -> list[Path]:
    """The Pyodide runtimes in ``.cache`` (``build.py build`` puts the npm package's files in
    ``.cache/npm-KEY/pyodide``; older builds used ``.cache/pyodide-VERSION``), newest last."""
    found = [*(ROOT / ".cache").glob("npm-*/pyodide"), *(ROOT / ".cache").glob("pyodide-*")]
    return sorted((p for p in found if (p / "pyodide.mjs").exists()),
                  key=lambda p: p.stat().st_mtime)  # fmt: skip


def pyodide_version(runtime: Path) -> str:
    """The Pyodide version the build pins (``package-lock.json``; the runtime's own files do
    not name it), else the runtime folder's name."""
    try:
        lock = json.loads((ROOT / "package-lock.json").read_text())
        return lock["packages"]["node_modules/pyodide"]["version"]
    except (OSError, ValueError, KeyError):
        return runtime.name


class PyodideHard:
    """The hard level in the page's Pyodide under Node.js (one child process)."""

    name = "pyodide"
    cpu_ms = 0.0
    """The Node process's CPU time of the last decision."""

    def __init__(self, gamut_dir: Path, clock: str) -> None:
        found = pyodide_runtimes()
        node = shutil.which("node")
        if not found or node is None:
            raise SystemExit("needs node and the Pyodide runtime in .cache/ "
                             "(run python3 build.py build first)")  # fmt: skip
        self.runtime = found[-1]
        cmd = [node, str(ROOT / "bench" / "_ai_peer_pyodide.mjs"), str(self.runtime),
               str(gamut_dir), clock]  # fmt: skip
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout is not None
        if not json.loads(self.proc.stdout.readline() or "{}").get("ready"):
            raise SystemExit("the Pyodide helper did not start")

    def choose(self, view: dict, seed: int, budget: int) -> tuple[str, int]:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps({"view": view, "seed": seed, "budget": budget}) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit("the Pyodide helper stopped")
        out = json.loads(line)
        self.cpu_ms = out.get("cpu_ms", 0.0)
        return out["move"], out["samples"]

    def close(self) -> None:
        assert self.proc.stdin
        self.proc.stdin.close()
        self.proc.wait()


# --- one game ---------------------------------------------------------------------------------


def deal_of(seed: int, d: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Deal ``d`` of the run: two hands of 7 from a seeded shuffle of the 28 tiles."""
    tiles = [(a, b) for a in range(7) for b in range(a, 7)]
    random.Random(f"ai_peer:{seed}:{d}").shuffle(tiles)
    return sorted(tiles[:7]), sorted(tiles[7:14])


def play_game(
    peer: Peer,
    gamut: Gamut,
    hard: CPythonHard | PyodideHard,
    seed: int,
    g: int,
    budget: int,
    shadow: PyodideHard | None = None,
) -> dict:
    """Game ``g``: deal ``g // 2``, the hard level at player ``g % 2``. One JSON-ready row.

    ``shadow``: another engine (Pyodide) asked for every hard decision too, on the same view
    with the same seed, right after it; its samples, times and whether it chose the same move
    are kept (its move is not played)."""
    rules = gamut.rules
    hand_a, hand_b = deal_of(seed, g // 2)
    hard_seat = g % 2
    state = peer.game.new_initial_state()
    for t in hand_a + hand_b:  # OpenSpiel deals player 0's 7 tiles, then player 1's
        state.apply_action(peer.deck_index[t])
    mirror = gamut.mirror(hand_a, hand_b)
    bot = peer.bot(seed * 100003 + g)
    think = {"hard": [], "peer": [], "hard_cpu": [], "peer_cpu": []}
    samples: list[int] = []
    shadowed: dict[str, list] = {"samples": [], "ms": [], "same": []}
    checks = {"legal_mismatch": 0, "end_mismatch": 0}
    record: list[str] = []
    n = 0
    while not state.is_terminal():
        player = state.current_player()
        while mirror.to_move != player:  # OpenSpiel skipped the other seat: a gamut pass
            assert rules.legal_moves(mirror) == ["pass"], rules.legal_moves(mirror)
            mirror = rules.play(mirror, "pass")
        legal = state.legal_actions()
        ends = mirror.ends
        ours = set()
        for m in rules.legal_moves(mirror):
            tile, _, end = m.partition(" ")
            ours.add(peer.action(player, rules.parse_tile(tile), ends[end] if end else None))
        if ours != set(legal):
            checks["legal_mismatch"] += 1
        t0, c0 = time.perf_counter(), time.process_time()
        if player == hard_seat:
            view = rules.view(mirror, player)
            move, k = hard.choose(view, seed * 7919 + g * 101 + n, budget)
            wall, cpu = time.perf_counter() - t0, time.process_time() - c0
            if isinstance(hard, PyodideHard):  # its CPU time is the Node process's
                cpu = hard.cpu_ms / 1000
            if shadow is not None and len(legal) > 1:
                t1 = time.perf_counter()
                other, k2 = shadow.choose(view, seed * 7919 + g * 101 + n, budget)
                shadowed["samples"].append(k2)
                shadowed["ms"].append(round((time.perf_counter() - t1) * 1000, 2))
                shadowed["same"].append(int(other == move))
            tile, _, end = move.partition(" ")
            action = peer.action(player, rules.parse_tile(tile), ends[end] if end else None)
            who = "hard"
        else:
            action = int(bot.step(state))
            wall, cpu = time.perf_counter() - t0, time.process_time() - c0
            kind, tile, edge = peer.decode(action)
            end = None if edge is None else ("W" if ends["W"] == edge else "E")
            move = rules.tile_str(tile) + (f" {end}" if end else "")
            who = "peer"
        if len(legal) > 1:
            think[who].append(wall)
            think[f"{who}_cpu"].append(cpu)
            if who == "hard":
                samples.append(k)
        state.apply_action(action)
        mirror = rules.play(mirror, move)
        record.append(move)
        n += 1
    returns = state.returns()
    winner = None if returns[0] == returns[1] else (0 if returns[0] > 0 else 1)
    result = mirror.round_result or {}
    # A domino against a hand of only 0-0 is a 0-point win in gamut (D7.2) and a tie in
    # OpenSpiel (it compares pips even after a domino): the one way their winners differ.
    reason = str(result.get("reason")) if result else None  # core.Reason: "out", "blocked"
    zero = reason == "out" and returns == [0, 0]
    won = result.get("winners") or []
    expected = None if zero or len(won) != 1 else won[0]
    if not mirror.round_over or expected != winner:
        checks["end_mismatch"] += 1
    return {
        "game": g, "deal": g // 2, "hard_seat": hard_seat, "winner": winner,
        "hard_won": None if winner is None else int(winner == hard_seat),
        "returns": returns, "gamut_scores": list(mirror.scores), "moves": n,
        "kind": {"out": "domino"}.get(reason, reason),
        "hard_ms": [round(x * 1000, 2) for x in think["hard"]],
        "peer_ms": [round(x * 1000, 2) for x in think["peer"]],
        "hard_cpu_ms": [round(x * 1000, 2) for x in think["hard_cpu"]],
        "peer_cpu_ms": [round(x * 1000, 2) for x in think["peer_cpu"]],
        "samples": samples, "hands": [[rules.tile_str(t) for t in h] for h in (hand_a, hand_b)],
        "record": record, **checks,
        **({"shadow": shadowed} if shadow is not None else {}),
    }  # fmt: skip


# --- the run ----------------------------------------------------------------------------------


def summary(rows: list[dict], label: str) -> str:
    """The figures of finished games (see the module docstring)."""
    n = len(rows)
    decisive = [r for r in rows if r["winner"] is not None]
    won = sum(r["hard_won"] for r in decisive)
    lo, hi = wilson(won, len(decisive))
    share = won / len(decisive) if decisive else 0.0

    def times(key: str) -> str:
        xs = sorted(x for r in rows for x in r.get(key, ()))
        if not xs:
            return "-"
        p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))]
        return (f"median {statistics.median(xs):.0f} ms, mean {statistics.fmean(xs):.0f} ms, "
                f"p95 {p95:.0f} ms over {len(xs)} moves")  # fmt: skip

    samples = [x for r in rows for x in r["samples"]]
    per = statistics.fmean(samples) if samples else 0.0
    med = statistics.median(samples) if samples else 0.0
    pips = statistics.fmean(r["returns"][r["hard_seat"]] for r in rows) if rows else 0.0
    zero = [r for r in rows if r["kind"] == "domino" and r["returns"] == [0, 0]]
    bad = (
        sum(r["legal_mismatch"] for r in rows),
        sum(r["end_mismatch"] for r in rows if r not in zero),
    )
    shadow = [r["shadow"] for r in rows if "shadow" in r]
    beside = []
    if shadow:
        ks = [k for x in shadow for k in x["samples"]]
        same = [k for x in shadow for k in x["same"]]
        ms = [k for x in shadow for k in x["ms"]]
        mine = [k for r in rows if "shadow" in r for k in r["samples"]]
        beside = [
            f"  beside it, the same decisions in Pyodide ({len(ks)} of them): sampled deals "
            f"mean {statistics.fmean(ks):.0f}, median {statistics.median(ks):.0f} (CPython "
            f"{statistics.fmean(mine):.0f} / {statistics.median(mine):.0f}: "
            f"{statistics.fmean(ks) / statistics.fmean(mine):.2f}x); the same move "
            f"{statistics.fmean(same):.1%}; wall {statistics.median(ms):.0f} ms median (worker "
            "round trip included)"
        ]
    return "\n".join([
        f"{label}: {n} games ({n // 2} deals from both seats), {len(decisive)} decisive, "
        f"{n - len(decisive)} tied",
        f"  hard won {won} of {len(decisive)} decisive games: {share:.1%} "
        f"[{lo:.1%}, {hi:.1%}] (95% Wilson)",
        f"  hard's mean OpenSpiel return {pips:+.2f} pips a game",
        f"  think, hard: wall {times('hard_ms')}; CPU {times('hard_cpu_ms')}",
        f"  think, ISMCTS: wall {times('peer_ms')}; CPU {times('peer_cpu_ms')}",
        f"  hard sampled deals per decision: mean {per:.0f}, median {med:.0f}",
        f"  mapping checks: legal sets differing {bad[0]}, round ends differing {bad[1]}; "
        f"{len(zero)} dominoes against a lone 0-0 (a tie in OpenSpiel, a 0-point win in gamut)",
        *beside,
    ])  # fmt: skip


def paired(a: list[dict], b: list[dict], label: str) -> str:
    """The games two runs of the same seeds both decided, paired game by game: how often each
    won where the other lost (deal and seat luck, the same for both, drop out)."""
    other = {r["game"]: r for r in b}
    x = y = both = 0
    for r in a:
        s = other.get(r["game"])
        if s is None or r["winner"] is None or s["winner"] is None:
            continue
        both += 1
        x += r["hard_won"] and not s["hard_won"]
        y += s["hard_won"] and not r["hard_won"]
    lo, hi = wilson(x, x + y)
    share = x / (x + y) if x + y else 0.0
    return (
        f"  paired with {label} over {both} games both decided: this one won {x} where "
        f"that one lost, that one {y} where this one lost ({share:.1%} [{lo:.1%}, {hi:.1%}])"
    )


def read_rows(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=100, help="games (two a deal)")
    ap.add_argument("--budget", type=int, default=BUDGET_MS, help="hard level's think, ms")
    ap.add_argument("--sims", type=int, default=SIMS)
    ap.add_argument("--uct-c", type=float, default=UCT_C)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, help="JSON lines, one a game (continued if it exists)")
    ap.add_argument("--fresh", action="store_true", help="start --out over")
    ap.add_argument("--engine", choices=("cpython", "pyodide"), default="cpython")
    ap.add_argument(
        "--shadow",
        action="store_true",
        help="also ask the level in Pyodide for every CPython hard decision",
    )
    ap.add_argument(
        "--clock",
        choices=("cpu", "wall"),
        default="cpu",
        help="the hard level's budget in CPU time of its process (default) or wall",
    )
    ap.add_argument("--base", help="play the gamut engine of this git revision")
    ap.add_argument(
        "--knobs",
        default="{}",
        help="JSON: set these hard-level constants of "
        "players.py for the run, e.g. '{\"PLIES\": 2}' (CPython only)",
    )
    ap.add_argument("--report", type=Path, nargs="+", help="only print these runs' figures")
    ap.add_argument("--every", type=int, default=20, help="print a running figure every N games")
    ap.add_argument("--check-peer", type=int, metavar="N", help="only check speed_up on N deals")
    args = ap.parse_args(argv)
    if args.check_peer:
        check_peer(args.check_peer, args.sims, args.uct_c)
        return 0
    if args.report:
        first = read_rows(args.report[0])
        for path in args.report:
            rows = read_rows(path)
            print(summary(rows, str(path)))
            if path != args.report[0]:
                print(paired(rows, first, str(args.report[0])))
        return 0
    tmp = tempfile.TemporaryDirectory(prefix="gamut-ai-peer-")
    gamut_dir = ROOT / "py"
    if args.base:
        archive = subprocess.run(["git", "archive", args.base, "py/gamut"], cwd=ROOT,
                                 capture_output=True, check=True)  # fmt: skip
        subprocess.run(["tar", "-x", "-C", tmp.name], input=archive.stdout, check=True)
        gamut_dir = Path(tmp.name) / "py"
    label = f"{args.engine}, gamut {args.base or 'work tree'}, {args.clock} clock" + (
        f", {args.knobs}" if args.knobs != "{}" else ""
    )
    out = args.out or ROOT / ".cache" / "bench" / "ai_peer" / (
        f"{args.engine}-{args.base or 'now'}-s{args.seed}-b{args.budget}-{args.clock}"
        + "".join(f"-{k}={v}" for k, v in json.loads(args.knobs).items())
        + ".jsonl"
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    if args.fresh and out.exists():
        out.unlink()
    rows = read_rows(out)
    peer = Peer(args.sims, args.uct_c)
    gamut = Gamut(gamut_dir, args.clock)
    knobs = json.loads(args.knobs)
    for name, value in knobs.items():
        if not hasattr(gamut.players, name):
            raise SystemExit(f"players.py has no {name}")
        setattr(gamut.players, name, value)
    hard = CPythonHard(gamut) if args.engine == "cpython" else PyodideHard(gamut_dir, args.clock)
    shadow = PyodideHard(gamut_dir, args.clock) if args.shadow else None
    if args.shadow or args.engine == "pyodide":
        runtime = (shadow or hard).runtime  # type: ignore[union-attr]
        print(f"Pyodide {pyodide_version(runtime)} ({runtime}) under Node.js", flush=True)
    print(f"CPython {sys.version.split()[0]}, hard level ({label}) at {args.budget} ms against "
          f"OpenSpiel 2.0.2 ISMCTS ({args.sims} simulations, uct_c {args.uct_c}, random "
          f"rollouts, resampled opponent hands) in python_block_dominoes; seed {args.seed}; "
          f"{len(rows)} games already in {out}", flush=True)  # fmt: skip
    t0 = time.perf_counter()
    try:
        with out.open("a") as f:
            for g in range(len(rows), args.games):
                row = play_game(peer, gamut, hard, args.seed, g, args.budget, shadow)
                row["engine"] = hard.name
                rows.append(row)
                f.write(json.dumps(row) + "\n")
                f.flush()
                if (g + 1) % args.every == 0 or g + 1 == args.games:
                    done = [r for r in rows if r["winner"] is not None]
                    won = sum(r["hard_won"] for r in done)
                    lo, hi = wilson(won, len(done))
                    print(f"  {g + 1} games, {time.perf_counter() - t0:.0f} s: hard "
                          f"{won}/{len(done)} decisive [{lo:.1%}, {hi:.1%}]",
                          flush=True)  # fmt: skip
    finally:
        hard.close()
        if shadow is not None:
            shadow.close()
        tmp.cleanup()
    print(summary(rows, label))
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
