"""The contract every game in ``core.GAMES`` keeps (design.md "One interface for every game",
"Every view starts with the same header", "Game records"; docs/vocabulary.md).

Seeded random games of every game (and their option sets) are played move by move; after
every move: ``play`` did not change the state it was given, the record round-trips, every
view (each seat and a spectator) is JSON and starts with the header with its exact meaning,
then the shared vocabulary (round over and why, history, previews) with its exact meaning,
no view holds a hidden tile (other hands, the boneyard's tiles and order, tiles out of play,
the box tile, later deals) and the game's own invariants hold (the rule sections cited). The
same mistake raises the same error class in every game; each verb of the interface lives in
the same module of every game, the seat range is declared and set the same way, and no module
reaches for another module's private names.
"""

from __future__ import annotations

import ast
import importlib
import json
import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from gamut import core
from gamut.core import BadOptions, BadRecord, GameError, IllegalMove

OPTION_SETS: dict[str, list[dict]] = {
    "dominoes": [
        {"mode": mode, "seats": seats, "target": 100}
        for mode in ("draw", "block", "fives")
        for seats in (2, 3, 4)
    ],
    "hus": [
        {"first": 0},
        {"first": 1, "anticlockwise": True},
        {"first": 0, "capture_sow_captured_only": True},
        {"first": 1, "fixed_opening": True, "series": {"kind": "points", "to": 60}},
    ],
    "wuhsing": [
        {"players": 2},
        {"players": 3},
        {"players": 4},
        {"players": 3, "open_hands": True},
        {"players": 2, "variant": "fifteen_a"},
        {"players": 2, "variant": "fifteen_b"},
    ],
}
"""Option sets every contract check runs over (every mode, seat count and variant)."""

GAMES_PER_OPTIONS = {"dominoes": 4, "hus": 8, "wuhsing": 4}
"""Seeded games per option set (the former invariant tests played about as many)."""

HEAVY_EVERY = {"dominoes": 7, "hus": 5, "wuhsing": 4}
"""Every how many plies the costly checks run (mutation, round trip, hidden tiles)."""

MAX_PLIES = 3000


def seats_of(game: str, record: dict) -> int:
    """The number of seats a record's options give (the engine's ``seat_count``)."""
    return core.engine(game).seat_count(record["options"])


def play_random(game: str, options: dict, seed: int) -> Iterator[tuple[Any, int | None, str, Any]]:
    """Yield ``(before, mover, move, after)`` for one seeded random game to its end.

    ``mover``: the seat to move before the move (``None`` for ``next`` between rounds).
    """
    rules = core.engine(game)
    rnd = random.Random(seed)
    state = rules.new_game(options, seed=seed)
    for _ in range(MAX_PLIES):
        legal = rules.legal_moves(state)
        if not legal:
            assert rules.outcome(state).over
            return
        move = rnd.choice(legal)
        mover = rules.to_move(state)
        after = rules.play(state, move)
        yield state, mover, move, after
        state = after
    raise AssertionError(f"{game} {options} seed {seed}: no end after {MAX_PLIES} moves")


def all_views(rules: Any, state: Any, seats: int) -> list[dict]:
    """The views of every seat and of a spectator (``None``)."""
    return [rules.view(state, seat) for seat in [*range(seats), None]]


def snapshot(rules: Any, state: Any, seats: int) -> str:
    """Everything observable about a state, as text: its record and every view."""
    return json.dumps([rules.to_record(state), all_views(rules, state, seats)], sort_keys=True)


# --- the header --------------------------------------------------------------------------------


def check_header(game: str, rules: Any, state: Any, seat: int | None, last: dict | None) -> dict:
    """Assert the view of ``seat`` is JSON and starts with the design.md header, each key
    with its meaning; ``last``: the expected ``{"seat", "move"}`` (or None). Returns it."""
    v = rules.view(state, seat)
    assert json.loads(json.dumps(v)) == v  # JSON only: no tuples, sets or objects
    assert list(v)[: len(core.HEADER)] == list(core.HEADER)
    record = rules.to_record(state)
    out = rules.outcome(state)
    to_move = rules.to_move(state)
    legal = rules.legal_moves(state)
    assert v["game"] == game and v["seat"] == seat
    assert v["seats"] == seats_of(game, record) == len(out.scores)
    assert v["to_move"] == to_move
    if seat is not None and to_move == seat:
        assert v["legal"] == legal and legal
    elif seat is not None and to_move is None and legal == ["next"]:
        assert v["legal"] == ["next"]
    else:
        assert v["legal"] == []
    assert v["scores"] == list(out.scores)
    assert v["over"] is out.over
    assert v["winners"] == list(out.winners) and (out.over or not out.winners)
    if last is None:
        assert v["last"] is None
    else:
        assert {k: v["last"][k] for k in ("seat", "move")} == last
    check_vocabulary(game, rules, state, v)
    return v


# --- the shared vocabulary after the header ----------------------------------------------------

REASONS: dict[str, set[str]] = {
    "dominoes": {"out", "blocked", "target"},
    "hus": {"no_pits", "only_endless"},
    "wuhsing": {"out", "blocked"},
}
"""The reasons (``core.Reason``) each game's rounds end with (D7.1, D7.3, D8.3; H5.1, H5.2;
W7.1, W7.2)."""

PLACES_NOTHING = ("draw", "pass", "next")
"""Legal moves that have no preview: they lay no tile and sow no pit."""


def check_vocabulary(game: str, rules: Any, state: Any, v: dict) -> None:
    """docs/vocabulary.md: right after the header every view carries ``round_over``,
    ``round_result``, ``history``, ``previews`` in this order, each with the same meaning in
    every game, and ``outcome`` says why the match ended."""
    n = len(core.HEADER)
    assert list(v)[n : n + len(core.ROUND)] == list(core.ROUND)
    out = rules.outcome(state)
    rr = v["round_result"]
    assert v["round_over"] is (rr is not None)
    # over: the round that ended the match says why, and so does the outcome
    if v["over"]:
        assert v["round_over"] and out.reason is not None and rr["reason"] == out.reason.value
        assert isinstance(out.reason, core.Reason)
    else:
        assert out.reason is None
    if v["round_over"]:
        assert v["to_move"] is None
    if rr is not None:
        assert list(rr)[:3] == ["reason", "seat", "winners"]
        assert rr["reason"] in REASONS[game] and type(rr["reason"]) is str
        assert (rr["seat"] is None) is (rr["reason"] == "blocked")
        assert rr["seat"] is None or 0 <= rr["seat"] < v["seats"]
        assert set(rr["winners"]) <= set(range(v["seats"]))
        if game == "hus":  # the side that cannot move lost the game (H5.1, H5.2)
            assert rr["winners"] == [1 - rr["seat"]]
        elif game == "wuhsing":  # the game is the round
            assert rr["winners"] == v["winners"]
        elif rr["reason"] in ("out", "target"):  # the seat that went out (D7.2) or reached it
            assert rr["winners"] == [rr["seat"]]
    # history: this round's moves; its last entry is the header's last move
    history = v["history"]
    assert all(list(e)[:2] == ["seat", "move"] for e in history)
    if v["last"] is None:
        assert history == []
    else:
        assert {k: history[-1][k] for k in ("seat", "move")} == {
            k: v["last"][k] for k in ("seat", "move")}  # fmt: skip
    # previews: every move of the viewer that places something, and nothing else
    previews = v["previews"]
    if v["seat"] is not None and v["to_move"] == v["seat"]:
        assert list(previews) == [m for m in previews if m in v["legal"]]
        assert set(previews) == {m for m in v["legal"] if m not in PLACES_NOTHING}
    else:
        assert previews == {}
    for move, p in previews.items():
        assert isinstance(p, dict)
        if game != "hus":  # the games that score a move say what it scores at once
            assert isinstance(p["score"], int) and p["score"] >= 0, (move, p)


def expected_last(game: str, state: Any, mover: int | None, move: str, seat: int | None) -> Any:
    """The header's ``last`` after ``move`` by ``mover``, as ``seat`` may see it: null after a
    ``next`` (a new round or game has no move yet); the move is null for a W8.1b choice the
    viewer has not seen."""
    if move == "next":
        return None
    if game == "wuhsing" and state.pending is not None and seat != mover and not state.over:
        return {"seat": mover, "move": None}
    return {"seat": mover, "move": move}


# --- hidden information ------------------------------------------------------------------------


def strings_in(obj: Any) -> Iterator[str]:
    """Every string (keys and values) anywhere in a JSON value."""
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            yield x
        elif isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)


FORBIDDEN_KEYS = {"seed", "deals", "deal", "record"}
"""Keys no view holds: the seed or deals of later rounds, the whole record."""


def dominoes_hidden(state: Any, seat: int | None) -> list[tuple[int, int]]:
    """D9.1/D2.3/D7.5: the tiles ``seat`` may not see now."""
    hidden = list(state.boneyard)
    if not state.round_over:
        hidden += list(state.out)
        hidden += [t for i, h in enumerate(state.hands) if i != seat for t in h]
    return hidden


def dominoes_twin(state: Any, seat: int | None, rnd: random.Random) -> dict | None:
    """The record with the tiles hidden from ``seat`` relabelled at random in this round's
    deal (a world ``seat`` cannot tell apart), or None when nothing is hidden."""
    from gamut.dominoes.rules import tile_str

    hidden = [tile_str(t) for t in dominoes_hidden(state, seat)]
    if len(hidden) < 2:
        return None
    shuffled = hidden[:]
    rnd.shuffle(shuffled)
    relabel = dict(zip(hidden, shuffled, strict=True))
    record = json.loads(json.dumps(core.engine("dominoes").to_record(state)))
    deal = record["deals"][state.round - 1]
    for key in ("hands", "boneyard", "out"):
        if key == "hands":
            deal[key] = [[relabel.get(t, t) for t in h] for h in deal[key]]
        elif key in deal:
            deal[key] = [relabel.get(t, t) for t in deal[key]]
    return record


def wuhsing_twin(state: Any, seat: int | None, rnd: random.Random) -> dict | None:
    """The record with the hands ``seat`` may not see (W1.3, not shown at a W6.2 pass, no open
    hands) and the box tile (W1.2) dealt out again at random, keeping what each seat laid."""
    if state.over or state.open_hands or state.variant != "standard":
        return None
    hidden = [
        i for i in range(state.n) if i != seat and i not in state.passed and state.known[i] is None
    ]
    pool = [t for i in hidden for t in state.hands[i]] + list(state.box)
    if len(pool) < 2:
        return None
    rnd.shuffle(pool)
    record = json.loads(json.dumps(core.engine("wuhsing").to_record(state)))
    deal = record["deals"][0]
    for i in hidden:
        laid = Counter(deal["hands"][i])
        laid.subtract(state.hands[i])
        size = len(state.hands[i])
        deal["hands"][i] = sorted(laid.elements()) + pool[:size]
        pool = pool[size:]
    if "box" in deal:
        deal["box"] = pool
    return record


def public_facts(game: str, rules: Any, state: Any) -> tuple:
    """What every seat observes of a position: whose turn, the outcome, and whether the round
    (Dominoes, D7.1) or the game (Wu Hsing, W7) is over or ending."""
    own = {
        "dominoes": lambda s: (s.round_over, s.round_result),
        "wuhsing": lambda s: (s.ending, s.passed),
    }.get(game, lambda s: ())
    return (rules.to_move(state), rules.outcome(state), own(state))


TWINS: dict[str, Callable[[Any, int | None, random.Random], dict | None]] = {
    "dominoes": dominoes_twin,
    "hus": lambda state, seat, rnd: None,  # Hus hides nothing (every seed is on the board)
    "wuhsing": wuhsing_twin,
}


def check_hidden(game: str, rules: Any, state: Any, seats: int, rnd: random.Random) -> int:
    """No view holds what its seat may not see: no forbidden key; in Dominoes no hidden tile
    spelled anywhere; and, for one seat drawn at random, a world differing only in what that
    seat cannot see (a twin record that replays to the same public facts) gives the very same
    view. Returns how many twins were compared."""
    compared = 0
    twin_seat = rnd.choice([*range(seats), None])
    for seat in [*range(seats), None]:
        v = rules.view(state, seat)
        stack: list[Any] = [v]
        while stack:
            x = stack.pop()
            if isinstance(x, dict):
                assert not FORBIDDEN_KEYS & set(x), set(x) & FORBIDDEN_KEYS
                stack.extend(x.values())
            elif isinstance(x, list):
                stack.extend(x)
        if game == "dominoes":
            from gamut.dominoes.rules import tile_str

            hidden = {tile_str(t) for t in dominoes_hidden(state, seat)}
            seen = {s.split(" ")[0] for s in strings_in(v)}
            assert not hidden & seen, (seat, hidden & seen)
        twin = TWINS[game](state, seat, rnd) if seat == twin_seat else None
        if twin is None:
            continue
        try:
            other = rules.from_record(twin)
        except BadRecord:
            continue  # the hidden world contradicts a move seen (e.g. a draw, D4.3)
        if public_facts(game, rules, other) != public_facts(game, rules, state):
            continue  # ... or the last move's public outcome (a blocked round ends, D7.1)
        assert rules.view(other, seat) == v, (game, seat)
        compared += 1
    return compared


# --- each game's own invariants (were three random-play tests) ---------------------------------


def dominoes_step(before: Any, mover: int | None, move: str, s: Any) -> None:
    """D1.1 all 28 tiles accounted for; scores change only by D6.2 (the mover's count, fives)
    and D7.2/D7.3 (the round winner); D7.1 a domino empties the winner's hand, a blocked
    round leaves nobody able to play."""
    from gamut.dominoes import rules
    from gamut.dominoes.rules import ALL_TILES

    on_table = [p.tile for p in s.line] + [p.tile for a in s.arms.values() for p in a]
    every = [t for h in s.hands for t in h] + s.boneyard + s.out + on_table
    assert sorted(every) == list(ALL_TILES)
    gained = [a - b for a, b in zip(s.scores, before.scores, strict=True)]
    expect = [0] * s.seats
    if move not in ("next", "draw", "pass"):
        expect[s.log[-1]["seat"]] += s.log[-1]["score"]
        assert s.log[-1]["score"] == (s.count if s.mode == "fives" and s.count % 5 == 0 else 0)
    if move != "next" and s.round_over and s.round_result["winners"]:
        expect[s.round_result["winners"][0]] += s.round_result["points"]
    assert gained == expect
    if s.round_over and not before.round_over:
        if s.round_result["reason"] == core.Reason.OUT:
            assert s.hands[s.round_result["seat"]] == []
        elif s.round_result["reason"] == core.Reason.BLOCKED:
            assert all(not rules.can_play(s, i) for i in range(s.seats))
    assert len(s.log) < 200  # every round ends


def dominoes_end(s: Any) -> None:
    """D8.2/D8.3: the match ends only at the target."""
    assert max(s.scores) >= s.target


def hus_step(before: Any, mover: int | None, move: str, s: Any) -> None:
    """H1.3 48 seeds, no negative pit; H3.3 the opponent's side changes only by capture."""
    from gamut.hus import rules

    after_rows = rules.rows_of(s.board)
    assert sum(map(sum, after_rows)) == 48 and min(map(min, after_rows)) >= 0
    if move == "next":
        return
    before_rows = rules.rows_of(before.board)
    taken = {tuple(rc) for cap in s.last["captures"] for rc in cap["from"]}
    for row in (0, 1) if mover == 0 else (2, 3):
        for col in range(8):
            want = 0 if (row, col) in taken else before_rows[row][col]
            assert after_rows[row][col] == want
    assert sum(before_rows[r][c] for r, c in taken) == s.last["captured"]


def hus_end(s: Any) -> None:
    """H5.1/H5.2/H5.4: the loser of the last game cannot move and holds fewer seeds."""
    from gamut.hus import rules

    winner = s.winner
    loser = 1 - winner
    assert rules.game_points(s.board)[winner] > rules.game_points(s.board)[loser]
    assert not rules.has_move_pit(s.board, loser) or s.reason is core.Reason.ONLY_ENDLESS


def wuhsing_step(before: Any, mover: int | None, move: str, t: Any) -> None:
    """W1.1 30 tiles; W3 every line valid; W4.4 no chain of four; W4.2/W5.1 a placement extends
    two lines or more and scores their product; W6.1 pass only without a placement."""
    from gamut.wuhsing import rules
    from gamut.wuhsing.rules import ALL_TILES, STRIDE, line_valid

    legal = rules.legal_moves(before)
    assert legal == ["pass"] or "pass" not in legal
    assert len(set(legal)) == len(legal) and before.hands[mover]
    every = [x for h in t.hands for x in h] + list(t.box) + [x[0] for x in t.tiles]
    assert Counter(every) == Counter(ALL_TILES)
    for step in (1, STRIDE):
        for k in t.board:
            if k - step not in t.board:
                text, j = "", k
                while j in t.board:
                    text, j = text + t.board[j], j + step
                assert line_valid(text), text
    for k in t.vt:
        assert not all(k + i in t.vt for i in range(1, 4))
    for k in t.ht:
        assert not all(k + i * STRIDE in t.ht for i in range(1, 4))
    if t.last_kind == "place":
        tile, p, q, who = t.tiles[-1]
        assert who == mover and len(t.tiles) == len(before.tiles) + 1
        info = rules.explain_placement(t.board, p, q, tile)
        assert sum(ln["extended"] for ln in info["lines"]) >= 2
        assert info["score"] == t.scores[mover] - before.scores[mover] > 0


def wuhsing_end(s: Any) -> None:
    """W7.1/W7.2: the game ends when nobody can place, or after the round in which someone
    went out (the seats between that move and the first seat hold no tiles)."""
    from gamut.wuhsing import rules

    blocked = all(
        not rules.placements(s.board, s.vt, s.ht, rules.orientations(h)) for h in s.hands if h
    )
    if not blocked:
        assert s.ending
        last_seat = s.log[-1][0]
        between = [(last_seat + i) % s.n for i in range(1, s.n)]
        if s.first in between:
            between = between[: between.index(s.first)]
        assert all(not s.hands[x] for x in between)


STEP = {"dominoes": dominoes_step, "hus": hus_step, "wuhsing": wuhsing_step}
END = {"dominoes": dominoes_end, "hus": hus_end, "wuhsing": wuhsing_end}

CASES = [(game, i, options) for game in core.GAMES for i, options in enumerate(OPTION_SETS[game])]


@pytest.mark.parametrize(("game", "i", "options"), CASES, ids=[f"{g}-{i}" for g, i, _ in CASES])
def test_random_games_keep_the_contract(game: str, i: int, options: dict) -> None:
    """design.md: play never mutates its input; records round-trip; every view is JSON and
    starts with the header; no view holds a hidden tile; the game's invariants (above)."""
    rules = core.engine(game)
    rnd = random.Random(f"contract:{game}:{i}")
    twins = 0
    for seed in range(GAMES_PER_OPTIONS[game]):
        seats = 0
        ply = 0
        for before, mover, move, after in play_random(game, options, seed * 101 + i):
            seats = seats or seats_of(game, rules.to_record(before))
            heavy = ply % HEAVY_EVERY[game] == 0 or rules.outcome(after).over
            if heavy:
                was = snapshot(rules, before, seats)
            STEP[game](before, mover, move, after)
            # the header of every seat's view on the heavy plies, else the mover's and a
            # spectator's
            for seat in [*range(seats), None] if heavy else [mover, None]:
                want = expected_last(game, after, mover, move, seat)
                check_header(game, rules, after, seat, want)
            if heavy:
                assert snapshot(rules, before, seats) == was  # play never mutates its input
                with pytest.raises(IllegalMove):
                    rules.play(before, "no such move")
                assert snapshot(rules, before, seats) == was
                record = json.loads(json.dumps(rules.to_record(after)))
                again = rules.from_record(record)
                assert rules.to_record(again) == record
                assert all_views(rules, again, seats) == all_views(rules, after, seats)
                twins += check_hidden(game, rules, after, seats, rnd)
            ply += 1
            last = after
        END[game](last)
    if game != "hus" and options.get("variant", "standard") == "standard":
        if not options.get("open_hands"):
            assert twins > 0  # the hidden-tile check compared real twins


def test_later_deals_are_not_in_the_record_and_not_predictable() -> None:
    """D2 / design.md: a record holds the deals dealt so far and no seed; two matches rebuilt
    from the same record deal different second rounds (fresh randomness at the round start),
    and the record replays to the same position once a deal is in it."""
    rules = core.engine("dominoes")
    s = rules.new_game({"mode": "draw", "seats": 2, "target": 150}, seed=3)
    rnd = random.Random(3)
    while not s.round_over:
        s = rules.play(s, rnd.choice(rules.legal_moves(s)))
    record = rules.to_record(s)
    assert sorted(record) == ["deals", "game", "moves", "options"] and len(record["deals"]) == 1
    seconds = set()
    for _ in range(4):
        nxt = rules.play(rules.from_record(record), "next")
        rec2 = rules.to_record(nxt)
        assert len(rec2["deals"]) == 2 and rec2["deals"][0] == record["deals"][0]
        assert rules.view(rules.from_record(rec2), 0) == rules.view(nxt, 0)
        seconds.add(json.dumps(rec2["deals"][1]))
    assert len(seconds) == 4  # 4 equal shuffles of 28 tiles: about 1 in 10^87
    # new_game with a seed stays reproducible for tests: the same seed, the same later deals
    options = {"mode": "draw", "seats": 2, "target": 150}
    ra = rules.to_record(_play_to_round(rules.new_game(options, seed=3), 2))
    rb = rules.to_record(_play_to_round(rules.new_game(options, seed=3), 2))
    assert ra == rb and len(ra["deals"]) == 2


def _play_to_round(state: Any, round_no: int) -> Any:
    """Play seeded random moves until round ``round_no`` is dealt."""
    rules = core.engine("dominoes")
    rnd = random.Random(3)
    while state.round < round_no:
        state = rules.play(state, rnd.choice(rules.legal_moves(state)))
    return state


def test_a_record_without_the_deal_of_a_round_it_starts_is_refused() -> None:
    """design.md: deals hold one deal per round; a ``next`` without its deal is refused at its
    index (no deal is made up from anything the record holds)."""
    rules = core.engine("dominoes")
    s = rules.new_game({"mode": "block", "seats": 2, "target": 150}, seed=8)
    rnd = random.Random(8)
    while s.round < 2:
        s = rules.play(s, rnd.choice(rules.legal_moves(s)))
    record = rules.to_record(s)
    at = record["moves"].index("next")
    with pytest.raises(BadRecord, match="no deal for round 2") as err:
        rules.from_record({**record, "deals": record["deals"][:1]})
    assert err.value.at == at
    # a record written before deals were drawn per round carries a seed: read, ignored
    old = {**record, "seed": 12345}
    assert rules.to_record(rules.from_record(old)) == record


# --- the same mistake, the same error class ----------------------------------------------------

GOOD_OPTIONS = {"dominoes": {"mode": "fives", "seats": 3}, "hus": {"first": 0}, "wuhsing": {}}


def over_state(game: str) -> Any:
    """A finished game (seeded random play)."""
    rules = core.engine(game)
    opts = {"dominoes": {"mode": "block", "seats": 2, "target": 20}}.get(game, GOOD_OPTIONS[game])
    s = rules.new_game(opts, seed=4)
    rnd = random.Random(4)
    while rules.legal_moves(s):
        s = rules.play(s, rnd.choice(rules.legal_moves(s)))
    return s


def raises(cls: type[Exception], fn: Callable[[], Any], match: str = "") -> Exception:
    """Call ``fn``; assert it raises exactly ``cls`` (not a subclass or a base), whose message
    contains ``match``. Returns the exception."""
    with pytest.raises(Exception) as info:  # noqa: B017 - the exact class is checked below
        fn()
    assert type(info.value) is cls, (type(info.value), info.value)
    assert match in str(info.value), str(info.value)
    return info.value


@pytest.mark.parametrize("game", core.GAMES)
def test_the_same_mistake_raises_the_same_error_everywhere(game: str) -> None:
    """design.md: bad input gets a clear error of the same class in every game, and the state
    it was offered to stays as it was."""
    rules = core.engine(game)
    players = core.players(game)
    s = rules.new_game(GOOD_OPTIONS[game], seed=2)
    seats = seats_of(game, rules.to_record(s))
    was = snapshot(rules, s, seats)
    # options
    raises(BadOptions, lambda: rules.new_game("fives", seed=1))  # type: ignore[arg-type]
    raises(BadOptions, lambda: rules.new_game({**GOOD_OPTIONS[game], "traget": 50}), "'traget'")
    raises(BadOptions, lambda: rules.check_options({"sets": 3, "traget": 50}), "'sets', 'traget'")
    raises(BadRecord, lambda: rules.new_game(GOOD_OPTIONS[game], deal="junk"))  # type: ignore
    # moves
    for bad in (42, None, "no such move", "", "next"):
        raises(IllegalMove, lambda bad=bad: rules.play(s, bad))
    done = over_state(game)
    assert rules.outcome(done).over
    raises(IllegalMove, lambda: rules.play(done, "pass"))
    # seats
    for seat in (seats, -1, "0", True, 1.0):
        raises(GameError, lambda seat=seat: rules.view(s, seat))
    assert snapshot(rules, s, seats) == was
    # computer players
    mover = rules.to_move(s)
    raises(BadOptions, lambda: players.choose(rules.view(s, mover), "genius", 0, 0), "'genius'")
    other = (mover + 1) % seats
    raises(IllegalMove, lambda: players.choose(rules.view(s, other), "easy", 0, 0))
    # records
    rules_record = rules.to_record(rules.play(s, rules.legal_moves(s)[0]))
    bad_records: list[tuple[Any, str, int | None]] = [
        (None, "JSON object", None),
        ([], "JSON object", None),
        ({**rules_record, "game": "chess"}, "game", None),
        ({**rules_record, "game": [g for g in core.GAMES if g != game][0]}, f"not a {game}", None),
        ({**rules_record, "cheat": True}, "'cheat'", None),
        ({**rules_record, "options": 3}, "options", None),
        ({**rules_record, "options": {**rules_record["options"], "traget": 1}}, "'traget'", None),
        ({**rules_record, "moves": "o1"}, "moves", None),
        ({**rules_record, "moves": [7]}, "move 0", 0),
        ({**rules_record, "moves": [*rules_record["moves"], "no such move"]}, "move 1", 1),
    ]
    for record, text, at in bad_records:
        err = raises(BadRecord, lambda record=record: rules.from_record(record), text)
        assert err.at == at  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", core.GAMES)
def test_a_deal_with_an_unknown_key_is_refused(game: str) -> None:
    """Issue 17: unknown keys are refused with their names, in deals too."""
    rules = core.engine(game)
    record = rules.to_record(rules.new_game(GOOD_OPTIONS[game], seed=5))
    if game == "hus":
        record = {**record, "board": rules.rows_of(rules.START), "to_move": 0}
        raises(BadRecord, lambda: rules.new_game({"first": 0}, deal={"board": record["board"],
               "to_move": 0, "seeds": 48}), "'seeds'")  # fmt: skip
        return
    record["deals"][0]["secret"] = 1
    raises(BadRecord, lambda: rules.from_record(record), "'secret'")


# --- one interface: the same verbs in the same modules, the seat range, private names ----------


@pytest.mark.parametrize("game", core.GAMES)
def test_each_verb_lives_in_the_same_module_of_every_game(game: str) -> None:
    """core.VERBS: ``to_move`` sits beside ``legal_moves`` in ``moves``, ``outcome`` in
    ``results`` and so on, in every game; ``rules`` re-exports each of them."""
    rules = core.engine(game)
    for module, names in core.VERBS.items():
        mod = importlib.import_module(f"gamut.{game}.{module}")
        for name in names:
            assert name in vars(mod), f"{game}: {name} is not defined in {mod.__name__}"
            assert getattr(rules, name) is getattr(mod, name)
            if callable(getattr(mod, name)):
                assert getattr(mod, name).__module__ == mod.__name__, (game, name)


@pytest.mark.parametrize("game", core.GAMES)
def test_the_seat_range_is_declared_and_set_the_same_way(game: str) -> None:
    """``SEAT_RANGE`` and ``with_seats``: callers set the seat count without naming the option
    that holds it; a count outside the range is refused with BadOptions, the options given
    are not changed."""
    rules = core.engine(game)
    assert isinstance(rules.SEAT_RANGE, range) and rules.SEAT_RANGE.step == 1
    assert 2 <= min(rules.SEAT_RANGE) and max(rules.SEAT_RANGE) <= 4
    for seats in rules.SEAT_RANGE:
        given = dict(GOOD_OPTIONS[game])
        options = rules.with_seats(given, seats)
        assert given == GOOD_OPTIONS[game]
        assert rules.seat_count(options) == seats == rules.seat_count(rules.check_options(options))
        s = rules.new_game(options, seed=1)
        assert rules.view(s, None)["seats"] == seats == len(rules.outcome(s).scores)
        assert seats_of(game, rules.to_record(s)) == seats
    for bad in (1, 5, 0, True, "2", 2.5, None):
        raises(BadOptions, lambda bad=bad: rules.with_seats(GOOD_OPTIONS[game], bad))
    raises(BadOptions, lambda: rules.with_seats("fives", 2))


ROOT = Path(__file__).resolve().parents[1]

PRIVATE_ALLOWED = {
    ("bench/engines.py", "rules._apply"): "the 'before' revision (5b95128) had no public name",
}
"""Where a private name of a gamut module is still read from outside it, and why."""


def private_uses(path: Path) -> list[str]:
    """``module._name`` and ``from gamut... import _name`` in one file, for the private names
    of ``gamut`` modules (not the room server's, not dunder names)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    modules: set[str] = set()
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "gamut":
            for alias in node.names:
                if alias.name.startswith("_") and not alias.name.startswith("__"):
                    found.append(f"from {node.module} import {alias.name}")
                modules.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "gamut":
                    modules.add(alias.asname or alias.name.split(".")[0])
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id in modules and node.attr.startswith("_")
                and not node.attr.startswith("__")):  # fmt: skip
            found.append(f"{node.value.id}.{node.attr}")
    return found


def test_no_module_reaches_for_another_modules_private_names() -> None:
    """The private names stay private: no ``gamut`` module, test or bench imports or reads
    another module's ``_name`` (tests and benches use public names)."""
    seen = []
    for folder in ("py/gamut", "tests", "bench"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            seen += [(rel, use) for use in private_uses(path) if (rel, use) not in PRIVATE_ALLOWED]
    assert seen == []


def test_the_levels_are_one_list() -> None:
    """core.LEVELS is the levels' one list; the page's own copy (it needs them before Python
    has started) equals it, and the game pages take theirs from it."""
    face = (ROOT / "web/js/core/session-face.js").read_text(encoding="utf-8")
    line = next(x for x in face.splitlines() if x.startswith("export const LEVELS = "))
    assert json.loads(line.split("=", 1)[1].strip().rstrip(";").replace("'", '"')) == list(
        core.LEVELS)  # fmt: skip
    for game in core.GAMES:
        page = (ROOT / f"web/js/games/{game}/page.js").read_text(encoding="utf-8")
        assert "level: [...LEVELS]" in page and "'easy', 'medium', 'hard'" not in page


def test_the_pages_declare_their_settings_and_share_one_handler() -> None:
    """Issue 27: every game page declares its settings (choices, defaults, which need a new
    match) for web/js/shell/game-settings.js, whose one handler takes the settings form's
    changes, and takes the common texts from there: no page listens to its form itself or
    writes a common text again."""
    shared = (ROOT / "web/js/shell/game-settings.js").read_text(encoding="utf-8")
    common = re.findall(r"^    (?:get )?(\w+)(?:\(\)|:)", shared.split("const common = {")[1], re.M)
    assert {"lang", "title", "confirmNew", "error", "levels"} <= set(common)
    for game in core.GAMES:
        page = (ROOT / f"web/js/games/{game}/page.js").read_text(encoding="utf-8")
        assert re.search(
            r"const SETTINGS = \{[^;]*choices: CHOICES, defaults: DEFAULTS, newMatch:", page
        )
        assert "loadDeclared(storage, GAME, SETTINGS)" in page
        assert "handleSettingsChanges($('settings-form'), {" in page
        assert "addEventListener('change'" not in page
        assert "export const T = withCommonTexts({" in page
        for name in common:
            assert not re.search(rf"^  (?:get )?{name}(?:\(\)|:)", page, re.M), (game, name)
