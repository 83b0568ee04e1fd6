"""Hus computer players (easy, medium, hard); rule sections of shared/rules/hus.md cited."""

from __future__ import annotations

import copy
import json
import random
import time

import pytest

from gamut import core
from gamut.hus import players as P
from gamut.hus import rules as R

H5_BOARD = [  # South o2 captures North's last pair and wins at once (H5.1)
    [1, 1, 1, 1, 1, 1, 1, 1],
    [2, 1, 1, 1, 1, 1, 1, 0],
    [1, 0, 0, 0, 0, 0, 4, 4],
    [1, 2, 4, 4, 3, 3, 3, 3],
]
ENDLESS_BOARD = [  # hus.md H4 worked case: o4 is endless
    [2, 2, 2, 2, 2, 2, 3, 3],
    [0, 0, 0, 0, 0, 0, 0, 0],
    [1, 0, 1, 0, 1, 0, 8, 0],
    [4, 1, 2, 2, 1, 4, 3, 2],
]


def _board(rows: list[list[int]], to_move: int = 0) -> R.State:
    return R.new_game({"first": to_move}, deal={"board": rows, "to_move": to_move})


def _game(levels: tuple[str, str], seed: int, first: int, budget_ms: int = 0) -> core.Outcome:
    s = R.new_game({"first": first})
    ply = 0
    while R.to_move(s) is not None:
        seat = R.to_move(s)
        assert seat is not None
        s = R.play(s, P.choose(R.view(s, seat), levels[seat], seed * 1000 + ply, budget_ms))
        ply += 1
    return R.outcome(s)


@pytest.mark.parametrize("level", core.LEVELS)
def test_every_level_plays_only_legal_moves(level: str) -> None:
    """H2.1/H4.1/H7: the chosen move is always in the view's legal moves, with every option."""
    rnd = random.Random(level)
    option_sets = [
        {},
        {"anticlockwise": True},
        {"capture_sow_captured_only": True, "capture_needs_both": True},
        {"fixed_opening": True},
    ]
    for g, opts in enumerate(option_sets):
        s = R.new_game({"first": g % 2, **opts})
        for ply in range(40):
            if R.to_move(s) is None:
                break
            v = R.view(s, R.to_move(s))
            frozen = copy.deepcopy(v)
            move = P.choose(v, level, ply, 0 if ply % 2 else 20)
            assert move in v["legal"] and v == frozen  # the view is not changed
            if opts.get("fixed_opening") and ply < 2:
                assert move == "i8"  # H7.1
            s = R.play(s, move if rnd.random() < 0.8 else rnd.choice(v["legal"]))


def test_endless_move_is_never_chosen() -> None:
    """H4.1: o4 is not legal on the worked endless board; no level picks it."""
    v = R.view(_board(ENDLESS_BOARD), 0)
    for level in core.LEVELS:
        for seed in range(5):
            assert P.choose(v, level, seed, 0) in {"i7", "o1", "o3", "o6", "o7", "o8"}


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_search_takes_the_immediate_win(level: str) -> None:
    """H5.1: o2 (S-out[0] 1->2, S-in[0] 1->2) and o4 (S-out[2], [1], [0], S-in[0] 1->2) both
    capture North's last pair N-in[0] and win at once; the other seven moves do not.
    Medium and hard see it at any seed, budget-free and with a budget."""
    s = _board(H5_BOARD)
    winning = {m for m in R.legal_moves(s) if R.outcome(R.play(s, m)).over}
    assert winning == {"o2", "o4"} and len(R.legal_moves(s)) == 9
    v = R.view(s, 0)
    for seed in range(4):
        assert P.choose(v, level, seed, 0) in winning
    assert P.choose(v, level, 0, 100) in winning


def test_fixed_depth_is_deterministic() -> None:
    """budget_ms = 0 means a fixed depth: the same view and seed give the same move."""
    s = R.new_game({"first": 0})
    rnd = random.Random(5)
    for _ in range(6):
        s = R.play(s, rnd.choice(R.legal_moves(s)))
    v = R.view(s, R.to_move(s))
    for level in core.LEVELS:
        assert len({P.choose(json.loads(json.dumps(v)), level, 11, 0) for _ in range(3)}) == 1


def test_hard_beats_easy_and_medium_at_fixed_depth() -> None:
    """Strength (H5.4: the winner holds more seeds): hard (depth 4) against easy and medium
    (depth 2), six seeded games each with alternating starters; exact, budget-free counts."""
    hard_wins_easy = hard_wins_medium = 0
    for g in range(6):
        seats = ("hard", "easy") if g % 2 == 0 else ("easy", "hard")
        out = _game(seats, g, g % 2)
        hard_wins_easy += seats[out.winners[0]] == "hard"
        seats = ("hard", "medium") if g % 2 == 0 else ("medium", "hard")
        out = _game(seats, g, g % 2)
        hard_wins_medium += seats[out.winners[0]] == "hard"
    assert hard_wins_easy == 6
    assert hard_wins_medium == 6


def test_medium_beats_easy_at_fixed_depth() -> None:
    """Levels are ordered: medium (2-ply) wins every one of six seeded games against easy."""
    wins = 0
    for g in range(6):
        seats = ("medium", "easy") if g % 2 == 0 else ("easy", "medium")
        wins += seats[_game(seats, g, g % 2).winners[0]] == "medium"
    assert wins == 6


def test_hard_honours_its_time_budget() -> None:
    """The hard search checks the clock inside the search and answers within its budget."""
    v = R.view(R.new_game({"first": 0}), 0)
    t = time.perf_counter()
    move = P.choose(v, "hard", 1, 150)
    elapsed = time.perf_counter() - t
    assert move in v["legal"]
    assert elapsed < 0.150 * 1.5  # 80% of the budget plus one node; slack for a busy machine
    assert P.LAST_SEARCH["depth"] >= 3


def test_bad_calls_raise() -> None:
    """No legal move (game over, H5) or an unknown level raise GameError."""
    over = R.view(R.play(_board(H5_BOARD), "o2"), 0)
    with pytest.raises(core.GameError):
        P.choose(over, "hard", 0, 0)
    with pytest.raises(core.GameError):
        P.choose(R.view(R.new_game({"first": 0}), 0), "expert", 0, 0)


def test_evaluate_counts_seed_difference_for_the_side_to_move() -> None:
    """Evaluation: symmetric in the seats and led by the seed difference (H5.4)."""
    ring = R.ring_of(H5_BOARD)
    south, north = P.evaluate(ring, 0), P.evaluate(ring, 1)
    assert south > 0 > north
    mirrored = ring[16:] + ring[:16]  # the same position with the seats swapped
    assert P.evaluate(mirrored, 1) == south and P.evaluate(mirrored, 0) == north
    assert P.evaluate(list(R.START), 0) == P.evaluate(list(R.START), 1) == 0
