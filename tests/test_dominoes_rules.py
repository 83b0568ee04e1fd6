"""Dominoes rules, section by section of shared/rules/dominoes.md (D1-D9), with exact values."""

from __future__ import annotations

import json
import pathlib
import random

import pytest

from gamut import api, core
from gamut.core import BadRecord, IllegalMove
from gamut.dominoes import rules
from gamut.dominoes.rules import ALL_TILES, parse_tile, tile_str

RECORDS = pathlib.Path(__file__).resolve().parent / "records"


def deal(hands: list[list[str]], first: list[str] | None = None, mode: str = "draw") -> dict:
    """A record deal with these hands; the boneyard starts with ``first``, then the rest sorted
    (in block the rest is out of play)."""
    used = {parse_tile(t) for h in hands for t in h} | {parse_tile(t) for t in first or []}
    rest = list(first or []) + [tile_str(t) for t in ALL_TILES if t not in used]
    if mode == "block":
        return {"hands": hands, "boneyard": [], "out": rest}
    return {"hands": hands, "boneyard": rest}


def game(hands: list[list[str]], mode: str = "draw", first: list[str] | None = None,
         target: int = 100) -> rules.State:  # fmt: skip
    opts = {"mode": mode, "seats": len(hands), "target": target}
    return rules.new_game(opts, seed=1, deal=deal(hands, first, mode))


def run(s: rules.State, *moves: str) -> rules.State:
    for m in moves:
        s = rules.play(s, m)
    return s


# --- D1, D2 -----------------------------------------------------------------------------------


def test_d1_1_set_has_28_distinct_tiles() -> None:
    assert len(ALL_TILES) == 28 == len(set(ALL_TILES))
    assert sum(1 for a, b in ALL_TILES if a == b) == 7
    assert sum(a + b for a, b in ALL_TILES) == 168


@pytest.mark.parametrize(
    ("mode", "seats", "size", "boneyard", "out"),
    [
        ("draw", 2, 7, 14, 0), ("fives", 2, 7, 14, 0), ("block", 2, 7, 0, 14),
        ("draw", 3, 5, 13, 0), ("fives", 3, 5, 13, 0), ("block", 3, 7, 0, 7),
        ("draw", 4, 5, 8, 0), ("fives", 4, 5, 8, 0), ("block", 4, 7, 0, 0),
    ],
)  # fmt: skip
def test_d2_deal_sizes(mode: str, seats: int, size: int, boneyard: int, out: int) -> None:
    s = rules.new_game({"mode": mode, "seats": seats}, seed=7)
    assert [len(h) for h in s.hands] == [size] * seats
    assert len(s.boneyard) == boneyard and len(s.out) == out
    everything = [t for h in s.hands for t in h] + s.boneyard + s.out
    assert sorted(everything) == list(ALL_TILES)


def test_d2_the_deal_is_random_shuffle_of_the_tiles_from_the_round_seed() -> None:
    """deal.shuffled writes out random.Random.shuffle's draws (issue 26, speed): the same
    permutation for every seed, so every deal of a seeded match is the one it always was."""
    from gamut.dominoes.deal import make_deal, shuffled

    for seed in [*range(300), "7:1", "abc:12", 2**40 + 3]:
        want = list(range(28))
        random.Random(seed).shuffle(want)
        assert shuffled(seed) == want
    tiles = list(ALL_TILES)
    random.Random("5:1").shuffle(tiles)
    deal = make_deal("draw", 3, "5:1")
    assert deal["hands"] == [[tile_str(t) for t in tiles[i : i + 5]] for i in (0, 5, 10)]
    assert deal["boneyard"] == [tile_str(t) for t in tiles[15:]]
    assert sorted(shuffled(None)) == list(range(28))  # fresh OS randomness


def test_d2_3_block_out_tiles_are_hidden_until_the_round_ends() -> None:
    s = rules.new_game({"mode": "block", "seats": 2}, seed=3)
    v = rules.view(s, 0)
    assert v["boneyard"] == 0 and v["out"] == []
    assert v["legal"] != ["draw"]


# --- D3 -----------------------------------------------------------------------------------


def test_d3_1_highest_double_opens_and_must_be_played() -> None:
    s = game([["0-6", "3-4", "5-5", "3-6", "1-2", "0-1", "2-4"],
              ["1-3", "4-5", "3-3", "1-4", "0-0", "6-6", "1-1"]])  # fmt: skip
    assert rules.to_move(s) == 1
    assert rules.legal_moves(s) == ["6-6"]
    with pytest.raises(IllegalMove, match="opens with 6-6"):
        rules.play(s, "1-1")


def test_d3_1_without_doubles_heaviest_tile_opens_higher_end_breaks_ties() -> None:
    # Neither hand has a double, 5-6 or 4-6: 3-6 and 4-5 weigh 9; 3-6 has the higher end.
    s = game([["0-1", "0-2", "4-5", "1-2", "0-3", "1-3", "2-3"],
              ["3-6", "0-4", "1-4", "2-4", "3-4", "0-5", "1-5"]])  # fmt: skip
    assert rules.to_move(s) == 1
    assert rules.legal_moves(s) == ["3-6"]


WIN19 = [["6-6", "0-1", "1-2", "0-3", "1-4", "2-3", "0-2"],
         ["0-4", "1-3", "0-5", "2-2", "0-0", "1-1", "2-5"]]  # fmt: skip
"""Block: 6-6 leads and nobody holds another 6, so the round is blocked at once with
seat 0 on 1+3+3+5+5+2 = 19 pips and seat 1 on 4+4+5+4+0+2+7 = 26."""

TIE26 = [["6-6", "0-0", "0-1", "0-2", "0-4", "4-5", "5-5"],
         ["0-3", "0-5", "1-1", "1-2", "1-3", "1-4", "2-2"]]  # fmt: skip
"""Block: as WIN19, but both hands hold 26 pips after the lead."""


def test_d3_2_round_winner_opens_next_round_with_any_tile() -> None:
    s = run(game(WIN19, mode="block"), "6-6")
    assert s.round_result["winners"] == [0]
    s2 = rules.play(s, "next")
    assert s2.round == 2 and rules.to_move(s2) == 0
    assert rules.legal_moves(s2) == sorted(tile_str(t) for t in s2.hands[0])
    assert len(rules.legal_moves(s2)) == 7


def test_d3_3_tied_blocked_round_next_seat_after_opener_opens() -> None:
    s = run(game(TIE26, mode="block"), "6-6")
    assert s.round_result == {"reason": "blocked", "seat": None, "winners": [],
                              "pips": [26, 26], "raw": 0,
                              "points": 0}  # fmt: skip
    assert s.scores == [0, 0]
    assert rules.to_move(s) is None and rules.legal_moves(s) == ["next"]
    s2 = rules.play(s, "next")
    assert rules.to_move(s2) == 1  # seat 0 opened round 1, so seat 1 opens (D3.3)
    assert len(rules.legal_moves(s2)) == 7


# --- D4 -----------------------------------------------------------------------------------


def test_d4_1_play_must_match_an_open_end_and_a_seat_that_can_play_must_play() -> None:
    s = game([["0-6", "3-4", "5-5", "3-6", "1-2", "0-1", "2-4"],
              ["1-3", "4-5", "3-3", "1-4", "0-0", "6-6", "1-1"]])  # fmt: skip
    s = rules.play(s, "6-6")
    assert rules.legal_moves(s) == ["0-6 E", "0-6 W", "3-6 E", "3-6 W"]
    with pytest.raises(IllegalMove, match="does not match"):
        rules.play(s, "1-2 E")
    with pytest.raises(IllegalMove, match="nobody draws"):
        rules.play(s, "draw")
    with pytest.raises(IllegalMove, match="may not pass"):
        rules.play(s, "pass")


def test_d4_3_draw_one_at_a_time_until_playable_then_play() -> None:
    # The shared record: seat 1 cannot play on 3|2, draws 3-5 and must then play it.
    rec = json.loads((RECORDS / "dominoes-draw-2-seats.json").read_text())["record"]
    s = rules.from_record({**rec, "moves": rec["moves"][:10]})
    assert rules.legal_moves(s) == ["draw"] and s.ends == {"W": 3, "E": 2}
    s = rules.play(s, "draw")
    assert rules.to_move(s) == 1 and s.hands[1][-1] == (3, 5)
    assert rules.legal_moves(s) == ["3-5 W"]


def test_d4_3_pass_when_boneyard_empty_and_block_passes_at_once() -> None:
    # Block: seat 0 opens 6-6, seat 1 plays 5-6; seat 0 holds no 6 or 5 and must pass.
    hands = [["6-6", "0-1", "0-2", "0-3", "0-4", "1-3", "1-1"],
             ["5-6", "2-2", "3-3", "4-4", "5-5", "2-3", "1-2"]]  # fmt: skip
    s = run(game(hands, mode="block"), "6-6")
    assert rules.legal_moves(s) == ["5-6 E", "5-6 W"]
    s = rules.play(s, "5-6 E")  # ends 6 | 5: seat 0 has no 6 or 5 -> pass
    assert rules.legal_moves(s) == ["pass"]
    s = rules.play(s, "pass")
    assert rules.legal_moves(s) == ["5-5 E"]


def test_d4_2_double_outside_fives_is_an_ordinary_tile() -> None:
    s = game([["0-6", "3-4", "5-5", "3-6", "1-2", "0-1", "2-4"],
              ["1-3", "4-5", "3-3", "1-4", "0-0", "6-6", "1-1"]])  # fmt: skip
    s = run(s, "6-6", "0-6 E", "0-0 E")
    assert s.ends == {"W": 6, "E": 0} and s.spinner_at is None
    assert rules.view(s, 0)["line"][-1] == {"tile": "0-0", "pips": [0, 0], "double": True,
                                            "spinner": False, "seat": 1, "n": 2}  # fmt: skip


# --- D5, D6 -------------------------------------------------------------------------------


def test_d6_3_opening_spinner_5_5_scores_10_then_13_then_5() -> None:
    s = game([["5-5", "2-5", "5-6", "3-3", "0-1", "1-2", "2-4"],
              ["3-5", "0-5", "1-1", "1-4", "1-5", "4-4", "4-5"]], mode="fives")  # fmt: skip
    s = rules.play(s, "5-5")
    assert s.count == 10 and s.scores == [10, 0] and s.spinner_at == 0
    s = rules.play(s, "3-5 W")
    assert s.count == 13 and s.scores == [10, 0]
    assert "N" not in s.ends  # D5.2: one long side still empty
    s = rules.play(s, "2-5 E")  # 3 + 2 = 5
    assert s.count == 5 and s.scores == [15, 0]
    assert s.ends == {"W": 3, "E": 2, "N": 5, "S": 5}  # D5.2: both long sides -> four ends


def test_d6_3_opening_6_4_scores_10_and_4_1_on_the_4_end_scores_nothing() -> None:
    s = game([["4-6", "0-1", "0-2", "1-2", "0-3", "1-3", "2-3"],
              ["1-4", "0-4", "2-4", "3-4", "0-5", "1-5", "2-5"]], mode="fives")  # fmt: skip
    assert rules.legal_moves(s) == ["4-6"]
    s = rules.play(s, "4-6")
    assert s.ends == {"W": 4, "E": 6} and s.count == 10 and s.scores == [10, 0]
    s = rules.play(s, "1-4 W")
    assert s.count == 7 and s.scores == [10, 0]


def test_d5_1_a_later_double_becomes_the_spinner_and_d6_1_arms_count_once_filled() -> None:
    # No doubles in hand: seat 0 opens the heaviest tile 4-6; seat 1 (no 4, no 6) draws 6-6.
    hands = [["4-6", "0-4", "1-4", "2-4", "3-4", "0-6", "1-6"],
             ["0-1", "0-2", "1-2", "0-3", "1-3", "2-3", "0-5"]]  # fmt: skip
    s = game(hands, mode="fives", first=["6-6"])
    assert rules.legal_moves(s) == ["4-6"]
    s = rules.play(s, "4-6")
    assert s.count == 10 and s.scores == [10, 0]  # D6.3: opening 6-4 scores 10
    s = rules.play(s, "draw")
    assert rules.legal_moves(s) == ["6-6 E"]
    s = rules.play(s, "6-6 E")
    assert s.spinner_at == 1 and s.line[1].spinner  # D5.1
    assert s.count == 4 + 12 and s.ends == {"W": 4, "E": 6}  # spinner counts both halves
    s = rules.play(s, "1-6 E")  # both long sides filled: N and S open (D5.2)
    assert s.ends == {"W": 4, "E": 1, "N": 6, "S": 6}
    assert s.count == 5 and s.scores == [15, 0]  # the spinner and empty arms count nothing
    s = rules.play(s, "0-1 E")
    assert s.count == 4 and s.scores == [15, 0]
    s = rules.play(s, "0-6 N")  # an arm counts once it holds a tile: 4 + 0 + 0
    assert s.count == 4 and s.ends == {"W": 4, "E": 0, "N": 0, "S": 6}
    v = rules.view(s, 0)
    assert [p["tile"] for p in v["arms"]["N"]] == ["0-6"] and v["spinner_at"] == 1
    assert rules.legal_moves(s) == ["0-2 E", "0-2 N", "0-3 E", "0-3 N", "0-5 E", "0-5 N"]
    s = rules.play(s, "0-5 N")  # 4 + 0 + 5 = 9
    assert s.count == 9
    assert rules.legal_moves(s) == ["0-4 E", "0-4 W", "1-4 W", "2-4 W", "3-4 W"]
    s = rules.play(s, "3-4 W")  # 3 + 0 + 5 = 8
    assert s.count == 8 and s.scores == [15, 0]


def test_d6_1_non_spinner_double_at_an_end_counts_both_halves() -> None:
    # Spinner 6-6 leads (12); 3-6 W: 3 + 12 = 15 for seat 1; 2-6 E: 3 + 2 = 5 for seat 0;
    # 3-3 W is an ordinary crosswise double at the west end: 6 + 2 = 8.
    hands = [["6-6", "2-6", "0-1", "0-2", "1-2", "0-4", "1-4"],
             ["3-6", "3-3", "0-5", "1-5", "2-5", "4-5", "0-3"]]  # fmt: skip
    s = run(game(hands, mode="fives"), "6-6")
    assert s.count == 12 and s.scores == [0, 0]
    s = run(s, "3-6 W")
    assert s.count == 15 and s.scores == [0, 15]
    s = run(s, "2-6 E")
    assert s.count == 5 and s.scores == [5, 15]
    s = rules.play(s, "3-3 W")
    assert s.count == 8 and s.line[0].spinner is False and s.scores == [5, 15]


# --- D7, D8 -------------------------------------------------------------------------------


def test_d7_4_rounding_to_nearest_five() -> None:
    got = [rules.round_to_five(n) for n in range(0, 20)]
    assert got == [0, 0, 0, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 15, 15, 15, 15, 15, 20, 20]


def test_d7_3_blocked_round_seat_with_fewest_pips_scores_the_difference() -> None:
    # Block: 6-6; seat 1 passes; 5-6 E; 5-5 E; 4-6 W; 4-4 W; now the ends are 4 | 5 and
    # neither hand holds a 4 or a 5: blocked. Seat 0: 3-6 2-6 1-6 0-6 = 30 pips;
    # seat 1: 0-0 1-1 2-2 3-3 1-2 = 15. Seat 1 scores 30 - 15 = 15.
    hands = [["6-6", "5-6", "4-6", "3-6", "2-6", "1-6", "0-6"],
             ["0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "1-2"]]  # fmt: skip
    s = run(game(hands, mode="block"), "6-6", "pass", "5-6 E", "5-5 E", "4-6 W", "4-4 W")
    assert s.round_over and s.ends == {"W": 4, "E": 5}
    assert s.round_result == {"reason": "blocked", "seat": None, "winners": [1],
                              "pips": [30, 15], "raw": 15,
                              "points": 15}  # fmt: skip
    assert s.scores == [0, 15]
    assert [e["move"] for e in s.log] == ["6-6", "pass", "5-6 E", "5-5 E", "4-6 W", "4-4 W"]


@pytest.mark.parametrize(
    ("seed", "moves", "left", "raw", "points", "scores"),
    [
        # 1-1 left: 2 pips round down to 0 (D7.4); seat 0 had 25 from counts (D6).
        (21, "5-5|4-5 W|1-4 W|1-3 W|2-3 W|1-2 W|0-5 E|5-6 N|0-2 E|3-5 S|3-6 S|0-6 N|2-2 E",
         ["1-1"], 2, 0, [25, 0]),
        # 4-5 4-4 1-5 left: 9 + 8 + 6 = 23 pips round up to 25; 2-2 N and 1-4 N each made 10.
        (26, "6-6|2-6 W|2-4 W|4-6 W|0-6 E|draw|draw|5-6 N|0-5 N|draw|0-2 N|0-0 E|2-2 N|draw|"
             "2-3 N|3-3 N|1-3 N|1-4 N|3-4 N", ["4-5", "4-4", "1-5"], 23, 25, [25, 20]),
    ],
)  # fmt: skip
def test_d7_2_domino_scores_the_pips_left_and_d7_4_fives_rounds_them(
    seed: int, moves: str, left: list[str], raw: int, points: int, scores: list[int]
) -> None:
    s = run(rules.new_game({"mode": "fives", "seats": 2, "target": 250}, seed=seed),
            *moves.split("|"))  # fmt: skip
    assert [tile_str(t) for t in s.hands[1]] == left and s.hands[0] == []
    assert s.round_result == {"reason": "out", "seat": 0, "winners": [0],
                              "pips": [0, raw], "raw": raw,
                              "points": points}  # fmt: skip
    assert s.scores == scores


def test_d8_2_match_ends_after_the_round_that_reaches_the_target() -> None:
    s = rules.new_game({"mode": "block", "seats": 2, "target": 7}, seed=1,
                       deal=deal(WIN19, mode="block"))  # fmt: skip
    s = rules.play(s, "6-6")
    assert s.round_result == {"reason": "blocked", "seat": None, "winners": [0],
                              "pips": [19, 26], "raw": 7,
                              "points": 7}  # fmt: skip
    assert s.match_over and s.winners == [0] and rules.legal_moves(s) == []
    assert core.outcome_dict(rules.outcome(s)) == {"over": True, "winners": [0], "scores": [7, 0],
                                                   "reason": "blocked"}  # fmt: skip
    s = rules.new_game({"mode": "block", "seats": 2, "target": 8}, seed=1,
                       deal=deal(WIN19, mode="block"))  # fmt: skip
    s = rules.play(s, "6-6")
    assert not s.match_over and s.scores == [7, 0]  # D8.2: 7 < 8, play on


def test_d8_3_fives_match_ends_at_once_mid_round() -> None:
    s = game([["5-5", "2-5", "5-6", "3-3", "0-1", "1-2", "2-4"],
              ["3-5", "0-5", "1-1", "1-4", "1-5", "4-4", "4-5"]], mode="fives",
             target=10)  # fmt: skip
    s = rules.play(s, "5-5")
    assert s.match_over and s.winners == [0] and s.scores == [10, 0]
    assert s.round_result["reason"] == "target" and rules.to_move(s) is None
    assert len(s.hands[0]) == 6  # mid-round


# --- D9 -----------------------------------------------------------------------------------


def test_d9_1_view_hides_other_hands_and_the_boneyard_until_the_round_ends() -> None:
    s = rules.new_game({"mode": "draw", "seats": 3}, seed=11)
    v = rules.view(s, 1)
    assert v["hands"][0] is None and v["hands"][2] is None and len(v["hand"]) == 5
    assert v["boneyard"] == 13 and "boneyard_tiles" not in v
    text = json.dumps(v)
    for t in s.boneyard:
        assert f'"{tile_str(t)}"' not in text
    r = random.Random(2)
    while not s.round_over:
        s = rules.play(s, r.choice(rules.legal_moves(s)))
    v = rules.view(s, 1)
    assert all(h is not None for h in v["hands"])  # D7.5


# --- records, bad input ---------------------------------------------------------------------


@pytest.mark.parametrize("name", ["dominoes-draw-2-seats.json", "dominoes-fives-spinner-lead.json"])
def test_shared_records_replay_exactly(name: str) -> None:
    data = json.loads((RECORDS / name).read_text())
    got = core.replay_output(data["record"])
    want = data["replay"]
    assert sorted(got["legal"]) == sorted(want["legal"])
    got.pop("legal"), want.pop("legal")
    assert {k: got[k] for k in want} == want


def test_illegal_move_leaves_state_unchanged_and_record_round_trips() -> None:
    s = rules.new_game({"mode": "fives", "seats": 2}, seed=5)
    before = json.dumps(rules.to_record(s)), json.dumps(rules.view(s, 0))
    for bad in ["7-7", "1-2 X", "draw", "next", "", "6-6 W W"]:
        with pytest.raises(IllegalMove):
            rules.play(s, bad)
    assert (json.dumps(rules.to_record(s)), json.dumps(rules.view(s, 0))) == before
    r = random.Random(9)
    for _ in range(30):
        s = rules.play(s, r.choice(rules.legal_moves(s)))
    again = rules.from_record(json.loads(json.dumps(rules.to_record(s))))
    assert rules.view(again, 0) == rules.view(s, 0)


def test_tampered_records_are_rejected_with_the_move_index() -> None:
    rec = json.loads((RECORDS / "dominoes-draw-2-seats.json").read_text())["record"]
    bad = {**rec, "moves": rec["moves"][:3] + ["6-6 W"] + rec["moves"][4:]}
    with pytest.raises(BadRecord) as exc:
        rules.from_record(bad)
    assert exc.value.at == 3
    two = json.loads(json.dumps(rec))
    two["deals"][0]["hands"][0][0] = two["deals"][0]["hands"][1][0]
    with pytest.raises(BadRecord, match="all 28 tiles"):
        rules.from_record(two)
    with pytest.raises(BadRecord, match="mode"):
        rules.from_record({**rec, "options": {"mode": "cheat", "seats": 2}})
    out = json.loads(api.call("load", json.dumps({"record": bad, "seat": 0})))
    assert out == {"ok": False, "error": {"type": "BadRecord", "at": 3, "message":
                   out["error"]["message"]}} and "illegal" in out["error"]["message"]  # fmt: skip
