"""The exact search of two-seat Block rounds (gamut.dominoes.solve) against the full engine.

A reference minimax written on ``rules.play`` (every legal move, the round's score from
``State.scores``) gives the value of every move in seeded positions of two-seat Block rounds
(D2.1, D2.3), from the first play of a later round (any tile opens, D3.2) to the last tiles;
:func:`solve.move_value` must give exactly the same numbers, with one transposition table
shared across the positions of a deal as the hard player shares it across one decision.
"""

from __future__ import annotations

import random

import pytest

from gamut.dominoes import playout, rules, solve

BLOCK2 = {"mode": "block", "seats": 2, "target": 1000}


def reference(s: rules.State, seat: int, bonus: int, memo: dict | None = None) -> int:
    """The round's score of ``seat`` minus the other's from ``s`` on, plus ``bonus`` for a
    round ``seat`` wins and minus it for one it loses, both playing their best for their own
    such value (the full engine; D4.3 passes, D7.2, D7.3)."""
    if s.round_over:
        winners = s.round_result["winners"]
        won = 0 if len(winners) != 1 else 1 if winners[0] == seat else -1
        return s.scores[seat] - s.scores[1 - seat] + won * bonus
    mover = rules.to_move(s)
    memo = {} if memo is None else memo
    # the same hands, open ends, scores and seat to move: the same value (transpositions)
    key = (tuple(map(frozenset, s.hands)), tuple(sorted(s.ends.values())), tuple(s.scores), mover)
    if key not in memo:
        vals = [reference(rules.play(s, m), seat, bonus, memo) for m in rules.legal_moves(s)]
        memo[key] = max(vals) if mover == seat else min(vals)
    return memo[key]


def masks(s: rules.State) -> list[int]:
    return [sum(playout.BIT[playout.TILE_OF[t]] for t in h) for h in s.hands]


def position(seed: int, plies: int) -> rules.State | None:
    """A seeded two-seat Block round after ``plies`` random moves (round 2, so any tile may
    open and either seat may start), or None when it ended sooner."""
    r = random.Random(seed)
    s = rules.new_game(BLOCK2, seed=seed)
    while not s.round_over:  # play round 1 out at random: round 2 opens freely (D3.2)
        s = rules.play(s, r.choice(rules.legal_moves(s)))
    s = rules.play(s, "next")
    for _ in range(plies):
        if s.round_over:
            return None
        s = rules.play(s, r.choice(rules.legal_moves(s)))
    return None if s.round_over else s


@pytest.mark.parametrize(("plies", "bonus"), [(0, 0), (3, 0), (6, 0), (9, 0), (0, 30), (4, 30)])
def test_every_move_has_the_engines_exact_value(
    plies: int, bonus: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(solve, "BONUS", bonus)
    checked = 0
    for seed in range(30 if plies else 8):
        s = position(seed, plies)
        if s is None:
            continue
        seat = rules.to_move(s)
        hand, other = masks(s)[seat], masks(s)[1 - seat]
        ends = (s.ends.get("W", -1), s.ends.get("E", -1))
        table: solve.Table = {}
        for move in rules.legal_moves(s):
            if move == "pass":
                continue
            before = s.scores[seat] - s.scores[1 - seat]
            want = reference(rules.play(s, move), seat, bonus) - before
            got = solve.move_value(playout.code_of(move), hand, other, ends, table)
            assert got == want, (seed, plies, move)
            checked += 1
    assert checked >= 6


def test_value_is_exact_inside_any_window() -> None:
    """Fail-soft bounds: below the window an upper bound, above it a lower bound, inside it
    the value; a fresh table and a reused one agree."""
    s = position(5, 4)
    assert s is not None
    seat = rules.to_move(s)
    hand, other = masks(s)[seat], masks(s)[1 - seat]
    a, b = s.ends["W"], s.ends["E"]
    exact = solve.value(hand, other, a, b, {})
    shared: solve.Table = {}
    windows = [(-200, 200), (exact - 1, exact + 1), (exact + 1, exact + 5), (exact - 5, exact - 1)]
    for lo, hi in windows:
        v = solve.value(hand, other, a, b, shared, lo, hi)
        if lo < exact < hi:
            assert v == exact
        elif exact >= hi:
            assert v >= hi
        else:
            assert v <= lo
    assert solve.value(hand, other, a, b, shared) == exact
