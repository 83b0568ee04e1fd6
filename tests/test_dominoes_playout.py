"""The fast playouts (gamut.dominoes.playout) against the full engine (rules.play).

Thousands of seeded random rounds in every mode and seat count are played in the fast path;
the very same moves are then replayed through ``rules.play``, which refuses any illegal one.
Each round must end alike: the same scores, winner and kind (domino, blocked, target), after
the same number of moves; every time the fast path picks a tile to play, the moves it picks
from must be exactly the engine's legal moves there. The greedy playout (the hard player's)
must play the very moves of a reference written on the full engine.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from gamut.dominoes import playout, rules

MODES_SEATS = [(m, n) for m in rules.MODES for n in (2, 3, 4)]


class Recorder:
    """A ``choice`` that remembers every list of moves it was offered."""

    def __init__(self, r: random.Random) -> None:
        self.r = r
        self.offered: list[list[str]] = []

    def __call__(self, codes: Sequence[int]) -> int:
        self.offered.append(sorted(playout.spell(c) for c in codes))
        return self.r.choice(codes)


def replay(s: rules.State, moves: list[int], offered: list[list[str]]) -> rules.State:
    """Play ``moves`` through ``rules.play``; each pick's choice set must be the legal moves
    (a draw, a pass and the first round's forced opening, D3.1, are the only move: no pick)."""
    picks = iter(offered)
    for code in moves:
        move = playout.spell(code)
        legal = rules.legal_moves(s)
        if code in (playout.DRAW, playout.PASS) or (code >= playout.OPENING and s.forced):
            assert legal == [move]
        else:
            assert next(picks) == legal
        s = rules.play(s, move)
    assert next(picks, None) is None
    return s


PLAYOUT_KINDS = {"domino": rules.Reason.OUT, "blocked": rules.Reason.BLOCKED,
                 "target": rules.Reason.TARGET}  # fmt: skip
"""The playout's kind of round end -> the engine's reason (``core.Reason``)."""


def check_round(s: rules.State, result: playout.Result) -> None:
    """The fast result equals how the engine ended the round (D7, D8.3)."""
    kind, winner, scores = result
    assert s.round_over
    rr = s.round_result
    assert (PLAYOUT_KINDS[kind], [] if winner is None else [winner], scores) == (
        rr["reason"], rr["winners"], s.scores)  # fmt: skip


def later_round(mode: str, seats: int, seed: int, r: random.Random) -> rules.State:
    """A match played at random into a later round (its opener free to choose, D3.2, D3.3),
    or round 1 when the match ends first; sometimes stopped a few moves into the round."""
    s = rules.new_game({"mode": mode, "seats": seats, "target": 250}, seed=seed)
    for _ in range(r.randrange(4)):
        while not s.round_over:
            s = rules.play(s, r.choice(rules.legal_moves(s)))
        if s.match_over:
            return rules.new_game({"mode": mode, "seats": seats, "target": 250}, seed=seed)
        s = rules.play(s, "next")
    for _ in range(r.randrange(6)):
        if s.round_over:
            break
        s = rules.play(s, r.choice(rules.legal_moves(s)))
    return s if not s.round_over else rules.new_game({"mode": mode, "seats": seats}, seed=seed)


@pytest.mark.parametrize(("mode", "seats"), MODES_SEATS)
def test_d7_random_first_rounds_end_as_in_the_engine(mode: str, seats: int) -> None:
    """Round 1 dealt by ``playout.deal`` from the engine's seed (D2, D3.1), played to its end;
    Fives to a low target so that some rounds end at once on reaching it (D8.3)."""
    r = random.Random(f"playout:{mode}:{seats}")
    kinds: dict[str, int] = {}
    for seed in range(700):
        target = 30 if mode == "fives" and seed % 2 else 250
        table = playout.deal(mode, seats, seed, target)
        s = rules.new_game({"mode": mode, "seats": seats, "target": target}, seed=seed)
        assert [[rules.ALL_TILES[x] for x in h] for h in table.hands] == s.hands
        moves: list[int] = []
        rec = Recorder(r)
        result = playout.random_round(table, rec, moves)
        end = replay(s, moves, rec.offered)
        check_round(end, result)
        kinds[result[0]] = kinds.get(result[0], 0) + 1
    assert kinds.get("domino", 0) > 50
    if mode == "block" or seats == 4:
        assert kinds.get("blocked", 0) > 5
    if mode == "fives":
        assert kinds.get("target", 0) > 5


@pytest.mark.parametrize(("mode", "seats"), MODES_SEATS)
def test_d7_random_rounds_from_any_position_end_as_in_the_engine(mode: str, seats: int) -> None:
    """``from_state`` at later rounds (scores carried, a free opening, D3.2) and mid-round
    positions (the spinner's short ends open or not, D5.2), played out at random."""
    r = random.Random(f"later:{mode}:{seats}")
    for seed in range(250):
        s = later_round(mode, seats, seed, r)
        table = playout.from_state(s)
        moves: list[int] = []
        rec = Recorder(r)
        result = playout.random_round(table, rec, moves)
        check_round(replay(s, moves, rec.offered), result)


def test_random_round_without_a_move_list_ends_alike() -> None:
    """The bench's call (no move list) plays the very round the recorded call plays."""
    for seed in range(200):
        for mode in rules.MODES:
            table = playout.deal(mode, 4, seed)
            a = playout.random_round(table, random.Random(seed).choice)
            b = playout.random_round(table, random.Random(seed).choice, [])
            assert a == b


def test_from_state_refuses_a_finished_round() -> None:
    s = rules.new_game({"mode": "block", "seats": 2}, seed=3)
    r = random.Random(3)
    while not s.round_over:
        s = rules.play(s, r.choice(rules.legal_moves(s)))
    with pytest.raises(ValueError, match="no round in progress"):
        playout.from_state(s)


def test_move_codes_spell_as_the_records_do() -> None:
    for move in ("0-0", "3-5", "6-6", "3-5 W", "0-6 E", "2-2 N", "1-4 S", "draw", "pass"):
        assert playout.spell(playout.code_of(move)) == move
    for bad in ("5-3 W", "3-5 X", "next", "7-7", "3-5 WE"):
        with pytest.raises(ValueError):
            playout.code_of(bad)


# --- the greedy playout: the hard player's policy, written on the full engine as it was ------


def reference_greedy(s: rules.State) -> tuple[str, rules.Tile | None, str | None]:
    """The hard player's playout policy as ``players`` ran it on ``rules`` states before the
    fast path: Fives points first (4x), then the heaviest tile (+8 for a double); the first
    best play in hand order, then the order of the open ends; else draw or pass (D4.3)."""
    seat = s.to_move
    found, best_key = None, -1
    line = s.line
    counts: dict[str, int] = {}
    for end, p, outer in (("W", line[0], line[0].pips[0]), ("E", line[-1], line[-1].pips[1])):
        counts[end] = 2 * outer if p.tile[0] == p.tile[1] else outer
    for end, arm in s.arms.items():
        if arm:
            p = arm[-1]
            counts[end] = 2 * p.pips[1] if p.tile[0] == p.tile[1] else p.pips[1]
    total = sum(counts.values())
    for t in s.hands[seat]:
        a, b = t
        base = a + b + 8 if a == b else a + b
        for end, pip in s.ends.items():
            if pip in t:
                key = base
                if s.mode == "fives":
                    outer = b if a == pip else a
                    points = total - counts.get(end, 0) + (2 * outer if a == b else outer)
                    key = base + 4 * points if points % 5 == 0 else base
                if key > best_key:
                    found, best_key = (t, end), key
    if found is not None:
        return "play", found[0], found[1]
    return ("draw", None, None) if s.mode != "block" and s.boneyard else ("pass", None, None)


@pytest.mark.parametrize(("mode", "seats"), MODES_SEATS)
def test_greedy_round_plays_the_reference_policy_move_for_move(mode: str, seats: int) -> None:
    """From random positions (a first move given, as the hard player gives each candidate),
    the fast greedy playout plays the very moves of :func:`reference_greedy` on the full
    engine and ends the round alike."""
    r = random.Random(f"greedy:{mode}:{seats}")
    for seed in range(150):
        s = later_round(mode, seats, seed, r)
        legal = rules.legal_moves(s)
        first = r.choice(legal)
        if first == "next":
            continue
        moves: list[int] = []
        result = playout.greedy_round(playout.from_state(s), playout.code_of(first), moves)
        ref = [first]
        s = rules.play(s, first)
        while not s.round_over:
            kind, tile, end = reference_greedy(s)
            move = kind if tile is None else rules.SPELL[tile, end]
            ref.append(move)
            s = rules.play(s, move)
        assert [playout.spell(c) for c in moves] == ref
        check_round(s, result)
