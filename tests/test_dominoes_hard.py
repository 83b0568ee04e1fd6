"""The hard Dominoes level's parts: its sampler (what passes and draws revealed, D4.3, D9.1),
the playout's one-move steps (``plays``, ``advance``) and the shrewd playout policy, each
against the full engine (``rules``)."""

from __future__ import annotations

import random

import pytest

from gamut.dominoes import players, playout, rules

MODES_SEATS = [(m, n) for m in rules.MODES for n in (2, 3, 4)]


def later_round(mode: str, seats: int, seed: int, r: random.Random, depth: int = 12) -> rules.State:
    """A position some moves into round 1 or a later round (free opening, D3.2, D3.3)."""
    s = rules.new_game({"mode": mode, "seats": seats, "target": 250}, seed=seed)
    for _ in range(r.randrange(3)):
        while not s.round_over:
            s = rules.play(s, r.choice(rules.legal_moves(s)))
        if s.match_over:
            break
        s = rules.play(s, "next")
    if s.match_over:
        s = rules.new_game({"mode": mode, "seats": seats, "target": 250}, seed=seed)
    for _ in range(r.randrange(depth)):
        if s.round_over:
            break
        s = rules.play(s, r.choice(rules.legal_moves(s)))
    return s


# --- plays and advance ----------------------------------------------------------------------


def same_table(a: playout.Table, b: playout.Table) -> None:
    assert list(a.ends) == list(b.ends)
    assert list(a.counts) == list(b.counts)
    assert (a.spin, a.spinner, a.to_move, a.scores) == (b.spin, b.spinner, b.to_move, b.scores)
    assert [sorted(h) for h in a.hands] == [sorted(h) for h in b.hands]
    assert a.masks == playout._masks(b.hands)


@pytest.mark.parametrize(("mode", "seats"), MODES_SEATS)
def test_plays_and_advance_step_as_the_engine_does(mode: str, seats: int) -> None:
    """D4.1: ``plays`` lists exactly the engine's tile plays (none when it must draw or pass);
    ``advance`` after each of them gives the table of ``rules.play`` or, when the play ends
    the round (D7.2 domino, D8.3 target), its result; the table it started from is unchanged."""
    r = random.Random(f"advance:{mode}:{seats}")
    ended = stepped = 0
    for seed in range(200):
        s = later_round(mode, seats, seed, r, depth=40)
        if s.round_over:
            continue
        table = playout.from_state(s)
        legal = rules.legal_moves(s)
        codes = playout.plays(table)
        tiles = [m for m in legal if m not in ("draw", "pass")]
        assert sorted(playout.spell(c) for c in codes) == tiles
        snapshot = (list(table.ends), list(table.counts), list(table.scores),
                    [list(h) for h in table.hands], list(table.masks))  # fmt: skip
        for code in codes:
            after = playout.advance(table, code)
            nxt = rules.play(s, playout.spell(code))
            if nxt.round_over and nxt.round_result["kind"] == "blocked":
                # D7.1: a play that blocks the round leaves a table the playouts end at once.
                assert isinstance(after, playout.Table) and not playout.plays(after)
                after = playout.greedy_round(after)
            if isinstance(after, tuple):
                result = nxt.round_result
                assert nxt.round_over
                assert after == (result["kind"], result["winner"], nxt.scores)
                ended += 1
            else:
                same_table(after, playout.from_state(nxt))
                stepped += 1
        assert snapshot == (list(table.ends), list(table.counts), list(table.scores),
                            [list(h) for h in table.hands], list(table.masks))  # fmt: skip
    assert stepped > 50 and ended > 0


def tiles(*names: str) -> list[int]:
    return [rules.ALL_TILES.index(rules.parse_tile(n)) for n in names]


def test_advance_ends_the_round_on_a_domino() -> None:
    """D7.2: seat 0 opens 6-6 (D3.1), seat 1 lays 5-6, seat 0 its last tile 3-6: a domino
    worth seat 1's 1-1 and 1-2 (5 pips)."""
    table = playout.Table("block", 2, 250, [tiles("6-6", "3-6"), tiles("5-6", "1-1", "1-2")],
                          [], 0, [0, 0])  # fmt: skip
    table.forced = tiles("6-6")[0]
    assert playout.plays(table) == [playout.OPENING + table.forced]
    table = playout.advance(table, playout.OPENING + table.forced)
    assert isinstance(table, playout.Table)
    assert (table.hands[0], table.to_move, list(table.ends[:2])) == (tiles("3-6"), 1, [6, 6])
    assert playout.plays(table) == [tiles("5-6")[0] * 4 + playout.W,
                                    tiles("5-6")[0] * 4 + playout.E]  # fmt: skip
    table = playout.advance(table, tiles("5-6")[0] * 4 + playout.W)
    assert playout.plays(table) == [tiles("3-6")[0] * 4 + playout.E]
    assert playout.advance(table, tiles("3-6")[0] * 4 + playout.E) == ("domino", 0, [5, 0])


# --- the shrewd playout ---------------------------------------------------------------------


def reference_shrewd(s: rules.State) -> str:
    """The shrewd policy written on the full engine (Draw and Block): for each play in hand
    order, W before E, the greedy key (pips, +8 a double) plus BLOCK_KEY when the boneyard is
    empty and every tile showing a pip of the ends it leaves is on the table, in the player's
    hand or has a pip the next seat showed it lacks (its passes since its last draw, D4.3),
    plus KEEP_KEY when the player's other tiles fit those ends; the first highest key; else
    draw or pass (D4.3)."""
    seat = s.to_move
    nxt = (seat + 1) % s.seats
    lacks: set[int] = set()
    for e in s.log:
        if e["seat"] == nxt and e["move"] == "pass":
            lacks |= set(e["open"])
        elif e["seat"] == nxt and e["move"] == "draw":
            lacks = set(e["open"])
    on_table = {p.tile for p in s.line} | {p.tile for a in s.arms.values() for p in a}
    best, found = -1, None
    for t in s.hands[seat]:
        rest = [x for x in s.hands[seat] if x != t]
        for end in ("W", "E"):
            pip = s.ends[end]
            if pip not in t:
                continue
            ends = dict(s.ends)
            ends[end] = t[1] if t[0] == pip else t[0]
            fits = set(ends.values())
            key = t[0] + t[1] + (8 if t[0] == t[1] else 0)
            sure = on_table | set(s.hands[seat])
            if not s.boneyard and all(
                x in sure or set(x) & lacks for x in rules.ALL_TILES if set(x) & fits
            ):
                key += playout.BLOCK_KEY
            if any(set(x) & fits for x in rest):
                key += playout.KEEP_KEY
            if key > best:
                best, found = key, f"{t[0]}-{t[1]} {end}"
    if found is not None:
        return found
    return "draw" if s.boneyard else "pass"


@pytest.mark.parametrize(("mode", "seats"), [(m, n) for m in ("draw", "block") for n in (2, 3, 4)])
def test_shrewd_round_plays_the_reference_policy_move_for_move(mode: str, seats: int) -> None:
    """From random positions and a first move, the shrewd playout plays the moves of
    :func:`reference_shrewd` through ``rules.play`` (so every one is legal) and ends the round
    with the engine's scores, winner and kind (D7)."""
    r = random.Random(f"shrewd:{mode}:{seats}")
    blocks = 0
    for seed in range(150):
        s = later_round(mode, seats, seed, r)
        if s.round_over:
            continue
        first = r.choice(rules.legal_moves(s))
        moves: list[int] = []
        kind, winner, scores = playout.shrewd_round(playout.from_state(s), playout.code_of(first),
                                                    moves)  # fmt: skip
        ref = [first]
        s = rules.play(s, first)
        while not s.round_over:
            move = reference_shrewd(s)
            ref.append(move)
            s = rules.play(s, move)
        assert [playout.spell(c) for c in moves] == ref
        assert (kind, winner, scores) == (s.round_result["kind"], s.round_result["winner"],
                                          s.scores)  # fmt: skip
        blocks += kind == "blocked"
    assert blocks > 5


def test_shrewd_round_leaves_the_other_seat_without_a_play() -> None:
    """Block, two seats, open ends 0 (W) and 3 (E); seat 0 holds 3-6, 3-5, 0-4, seat 1 holds
    6-6, 1-1, 2-4. Greedy lays the heaviest tile, 3-6; seat 1 answers 6-6, and the round
    blocks with seat 1 lighter (2 pips against 8: it scores 6, D7.3). Shrewd does the same
    while nothing is known of seat 1's hand; once seat 1 has passed on 0 and 5 (D4.3), it lays
    3-5 (8 pips, +10 as seat 1 surely holds nothing for 0 or 5, +3 as 0-4 still fits): seat 1
    passes, seat 0 lays 0-4, seat 1 2-4, and the round blocks with seat 0 lighter (9 pips
    against 14: it scores 5)."""

    def table(lacks: list[int] | None) -> playout.Table:
        t = playout.Table("block", 2, 250, [tiles("3-6", "3-5", "0-4"),
                                            tiles("6-6", "1-1", "2-4")], [], 0, [0, 0])  # fmt: skip
        t.ends = [0, 3, -1, -1]
        t.lacks = lacks
        return t

    greedy = ["3-6 E", "6-6 E", "0-4 W", "2-4 W"]
    moves: list[int] = []
    assert playout.greedy_round(table(None), None, moves) == ("blocked", 1, [0, 6])
    assert [playout.spell(c) for c in moves] == greedy
    moves = []
    assert playout.shrewd_round(table(None), None, moves) == ("blocked", 1, [0, 6])
    assert [playout.spell(c) for c in moves] == greedy
    moves = []
    lacks = [0, playout.PIP_MASK[0] | playout.PIP_MASK[5]]
    assert playout.shrewd_round(table(lacks), None, moves) == ("blocked", 0, [5, 0])
    assert [playout.spell(c) for c in moves] == ["3-5 E", "pass", "0-4 W", "2-4 W"]


# --- the sampler ----------------------------------------------------------------------------


def views_after_passes_and_draws() -> list[dict]:
    """Views of seat 0 to move with 2+ plays after another seat drew or passed (D4.3), from
    seeded random games of every mode and seat count."""
    out = []
    for mode, seats in MODES_SEATS:
        r = random.Random(f"voids:{mode}:{seats}")
        for seed in range(60):
            s = rules.new_game({"mode": mode, "seats": seats, "target": 250}, seed=seed)
            while not s.round_over:
                legal = rules.legal_moves(s)
                if (
                    s.to_move == 0
                    and len(legal) > 1
                    and any(e["move"] in ("draw", "pass") and e["seat"] != 0 for e in s.log)
                ):
                    out.append(rules.view(s, 0))
                s = rules.play(s, r.choice(legal))
    return out


def test_the_sampler_never_deals_a_seat_a_tile_it_showed_it_lacks() -> None:
    """D4.3, D9.1: a seat that passed or drew held nothing for the open pips then (since its
    last draw). In 300 samples of each position every other seat gets exactly its hand size,
    no tile with a pip it lacks, the hidden tiles are dealt once each, and the boneyard (or,
    in Block, what is out of play) takes the rest."""
    views = views_after_passes_and_draws()
    assert len(views) > 100
    r = random.Random(3)
    constrained = 0
    for view in views:
        seen = players.read(view)
        voids = players._voids(seen)
        pool = players._unseen(seen)
        sizes = players._sizes(seen, voids, pool)
        constrained += any(voids[s] for s in range(seen.seats) if s != 0)
        for _ in range(300):
            hands, rest = players._sample(pool, sizes, r)
            assert hands[0] == []
            dealt = [t for h in hands for t in h] + rest
            assert sorted(dealt) == sorted(pool)
            for seat in range(1, seen.seats):
                assert len(hands[seat]) == seen.hand_sizes[seat]
                for t in hands[seat]:
                    assert not set(rules.ALL_TILES[t]) & voids[seat], (view["log"], seat, t)
    assert constrained > 100


def test_the_sampler_deals_every_allowed_hand() -> None:
    """One constrained seat: it takes uniformly from the tiles it may hold. Seat 1 lacks 5 and
    6 and holds 2 of the 4 hidden tiles 0-1, 1-2, 5-6 and 2-2: it gets two of 0-1, 1-2, 2-2,
    each pair about a third of 3,000 samples."""
    pool = [rules.ALL_TILES.index(t) for t in ((0, 1), (1, 2), (5, 6), (2, 2))]
    lacks = playout.PIP_MASK[5] | playout.PIP_MASK[6]
    r = random.Random(11)
    seen: dict[tuple[int, ...], int] = {}
    for _ in range(3000):
        hands, rest = players._sample(pool, [(1, 2, ~lacks)], r)
        key = tuple(sorted(hands[1]))
        seen[key] = seen.get(key, 0) + 1
    assert sorted(seen) == [(1, 8), (1, 13), (8, 13)]  # 0-1, 1-2 and 2-2 as tile indices
    assert all(900 < n < 1100 for n in seen.values())


def test_voids_read_from_a_real_view() -> None:
    """D4.3: seat 1 passes twice in Block (ends 1 and 6, then 1 and 3): it lacks 1, 3 and 6."""
    hands = [
        ["1-6", "1-1", "3-6", "0-0", "2-2", "0-4", "0-3"],
        ["2-4", "2-5", "4-4", "4-5", "5-5", "0-5", "0-2"],
    ]
    out = [rules.tile_str(t) for t in rules.ALL_TILES if rules.tile_str(t) not in sum(hands, [])]
    deal = {"hands": hands, "boneyard": [], "out": out}
    s = rules.new_game({"mode": "block", "seats": 2, "target": 250}, seed=0, deal=deal)
    s.round, s.forced, s.opener, s.to_move, s._legal = 2, None, 0, 0, None  # free opening
    for m in ("1-6", "pass", "3-6 E", "pass"):
        s = rules.play(s, m)
    view = rules.view(s, 0)
    assert view["ends"] == {"W": 1, "E": 3}
    assert players._voids(view) == [set(), {1, 3, 6}]


# --- the mixed playout ----------------------------------------------------------------------


@pytest.mark.parametrize(("mode", "seats"), [(m, n) for m in ("draw", "block") for n in (2, 3, 4)])
def test_mixed_round_plays_legal_moves_and_ends_as_the_engine(mode: str, seats: int) -> None:
    """Every move of ``mixed_round`` replays through ``rules.play`` and the round ends with the
    engine's scores, winner and kind (D7); the seat it plays for always plays greedily (the
    first highest key: pips, +8 a double), the others sometimes do not."""
    r = random.Random(f"mixed:{mode}:{seats}")
    other_random = 0
    for seed in range(150):
        s = later_round(mode, seats, seed, r)
        if s.round_over:
            continue
        me = s.to_move
        first = r.choice(rules.legal_moves(s))
        moves: list[int] = []
        result = playout.mixed_round(playout.from_state(s), playout.code_of(first), me,
                                     r.getrandbits(64), moves)  # fmt: skip
        s = rules.play(s, playout.spell(moves[0]))
        for code in moves[1:]:
            move = playout.spell(code)
            if s.to_move == me and move not in ("draw", "pass"):
                keys = [x[0] + x[1] + (8 if x[0] == x[1] else 0) for x in s.hands[me]
                        if set(x) & set(s.ends.values())]  # fmt: skip
                tile = rules.ALL_TILES[code >> 2]
                assert tile[0] + tile[1] + (8 if tile[0] == tile[1] else 0) == max(keys)
            elif move not in ("draw", "pass"):
                fits = [x for x in s.hands[s.to_move] if set(x) & set(s.ends.values())]
                greedy_best = max(x[0] + x[1] + (8 if x[0] == x[1] else 0) for x in fits)
                tile = rules.ALL_TILES[code >> 2]
                other_random += tile[0] + tile[1] + (8 if tile[0] == tile[1] else 0) < greedy_best
            s = rules.play(s, move)
        assert s.round_over
        assert result == (s.round_result["kind"], s.round_result["winner"], s.scores)
    assert other_random > 20


def test_pass_turn_passes_or_finds_the_round_blocked() -> None:
    """D4.3: a seat with nothing for the ends passes while another seat can play; D7.3: when
    none can, the round is blocked and the lighter hand wins the difference."""
    t = playout.Table("block", 2, 250, [tiles("5-5", "1-2"), tiles("3-3", "0-2")], [], 0, [0, 0])
    t.ends = [4, 4, -1, -1]
    assert playout.plays(t) == []
    assert playout.pass_turn(t) == ("blocked", 1, [0, 13 - 8])
    t = playout.Table("block", 2, 250, [tiles("5-5", "1-3"), tiles("3-3", "0-2", "0-4")], [], 1,
                      [0, 0])  # fmt: skip
    t.ends = [2, 4, -1, -1]
    after = playout.advance(t, tiles("0-2")[0] * 4 + playout.W)  # ends 0 and 4
    assert isinstance(after, playout.Table) and playout.plays(after) == []
    after = playout.pass_turn(after)  # seat 0 holds no 0 or 4; seat 1 still holds 0-4
    assert isinstance(after, playout.Table) and after.to_move == 1
    assert playout.plays(after) == [tiles("0-4")[0] * 4 + playout.W,
                                    tiles("0-4")[0] * 4 + playout.E]  # fmt: skip
