"""The hard Dominoes level's parts: what it reads from a view (D9.1), its sampler (the deals
it plays out keep what passes and draws revealed, D4.3) and the moves it plays out once."""

from __future__ import annotations

import random

from gamut.dominoes import players, playout, rules

MODES_SEATS = [(m, n) for m in rules.MODES for n in (2, 3, 4)]


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
        voids = players.voids(seen)
        pool = players.unseen(seen)
        sizes = players.sizes(seen, voids, pool)
        constrained += any(voids[s] for s in range(seen.seats) if s != 0)
        for _ in range(300):
            hands, rest = players.sample(pool, sizes, r)
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
        hands, rest = players.sample(pool, [(1, 2, ~lacks)], r)
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
    assert players.voids(view) == [set(), {1, 3, 6}]


def tiles(*names: str) -> list[int]:
    return [rules.ALL_TILES.index(rules.parse_tile(n)) for n in names]


def test_matching_deals_when_the_hands_compete_for_tiles() -> None:
    """Seat 1 may hold only 0-1 and 0-3, seat 2 only 0-3, 1-2 and 2-2 (two tiles each): the
    only deal keeping both is 0-1 0-3 / 1-2 2-2, which the matching finds from any order."""
    allowed1 = sum(playout.BIT[t] for t in tiles("0-1", "0-3"))
    allowed2 = sum(playout.BIT[t] for t in tiles("0-3", "1-2", "2-2"))
    for order in (("0-3", "0-1", "1-2", "2-2", "4-4"), ("2-2", "1-2", "4-4", "0-3", "0-1")):
        hands = players.matched(tiles(*order), [(2, 2, allowed2), (1, 2, allowed1)], 3)
        assert sorted(hands[1]) == tiles("0-1", "0-3")
        assert sorted(hands[2]) == tiles("1-2", "2-2")
        assert hands[0] == []


def block_after(moves: list[str]) -> rules.State:
    """A Block round between two seats, opened freely by seat 0 (D3.2), after ``moves``."""
    hands = [
        ["1-6", "1-1", "3-6", "0-0", "2-2", "0-4", "0-3"],
        ["2-4", "2-5", "4-4", "4-5", "5-5", "0-5", "0-2"],
    ]
    out = [rules.tile_str(t) for t in rules.ALL_TILES if rules.tile_str(t) not in sum(hands, [])]
    deal = {"hands": hands, "boneyard": [], "out": out}
    s = rules.new_game({"mode": "block", "seats": 2, "target": 250}, seed=0, deal=deal)
    s.round, s.forced, s.opener, s.to_move, s._legal = 2, None, 0, 0, None  # free opening
    for m in moves:
        s = rules.play(s, m)
    return s


def test_read_takes_what_the_players_use_from_a_view() -> None:
    """D9.1: own hand, the table, the log of passes with the open pips then."""
    seen = players.read(rules.view(block_after(["1-6", "pass", "3-6 E", "pass"]), 0))
    assert (seen.seat, seen.seats, seen.to_move, seen.mode, seen.round) == (0, 2, 0, "block", 2)
    assert seen.hand == [(1, 1), (0, 0), (2, 2), (0, 4), (0, 3)]  # dealt order kept
    assert seen.hand_sizes == [5, 7] and seen.boneyard == 0
    assert seen.legal == ["0-3 E", "1-1 W"]
    assert seen.ends == {"W": 1, "E": 3}
    assert [p[0] for p in seen.line] == [(1, 6), (3, 6)]
    assert seen.log == [(0, "1-6", ()), (1, "pass", (1, 6)), (0, "3-6 E", ()), (1, "pass", (1, 3))]
    assert players.unseen(seen) == [
        i for i, t in enumerate(rules.ALL_TILES) if t not in seen.hand and t not in ((1, 6), (3, 6))
    ]


def test_a_tile_on_two_ends_showing_the_same_pip_is_played_out_once() -> None:
    """Outside Fives, 0-4 on W or on E of a 4-4 ... 4 line gives the same round: the E play
    is dropped (and then worth what the W play is); with different ends both stay."""
    table = playout.Table("block", 2, 250, [tiles("0-4", "4-6"), tiles("1-1")], [], 0, [0, 0])
    table.ends = [4, 4, -1, -1]
    codes = [t * 4 + e for t in tiles("0-4", "4-6") for e in (playout.W, playout.E)]
    assert players.distinct(table, codes) == [codes[0], codes[2]]
    table.ends = [4, 6, -1, -1]
    assert players.distinct(table, codes) == codes


# --- pruning --------------------------------------------------------------------------------


def test_prune_drops_only_what_is_clearly_behind() -> None:
    """Paired by deal: candidate 1 is 2 points behind candidate 0 in every deal (dropped);
    candidate 2 equals candidate 0 but in one deal of 200 (kept); candidate 3 is behind by 5
    in 5 deals of 200 (mean 0.125, standard error 0.055: 2.3 errors, kept at 3)."""
    base = [float(i % 7) for i in range(200)]
    vals = {
        0: base,
        1: [x - 2 for x in base],
        2: [x - (10 if i == 0 else 0) for i, x in enumerate(base)],
        3: [x - (5 if i < 5 else 0) for i, x in enumerate(base)],
    }
    assert players.prune(vals, [0, 1, 2, 3], 200) == [0, 2, 3]
    vals[3] = [x - (5 if i < 20 else 0) for i, x in enumerate(base)]  # 0.5, error 0.106: 4.7
    assert players.prune(vals, [0, 2, 3], 200) == [0, 2]


def test_the_hard_level_counts_its_samples_and_stops_when_one_move_is_left() -> None:
    """Block, two seats, a free opening: with a budget the hard level samples until the
    budget ends or one candidate is left (then at most a few hundred deals)."""
    s = block_after([])
    before = players.SAMPLED[0]
    move = players.choose(rules.view(s, 0), "hard", 3, 150)
    assert move in rules.legal_moves(s)
    assert players.SAMPLED[0] > before
    before = players.SAMPLED[0]
    assert players.choose(rules.view(s, 0), "hard", 3, 0) in rules.legal_moves(s)
    assert players.SAMPLED[0] - before == players.FIXED_SAMPLES
