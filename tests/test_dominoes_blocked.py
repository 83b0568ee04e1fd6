"""D7.1: a round ends as soon as it is blocked (no seat can play and, in draw/fives, the
boneyard is empty), whichever move blocked it: a play, a draw, never a pass, never the deal.
Scores by D7.3 (fewest pips wins the others' pips minus its own) and D7.4 (fives rounding);
D8.3: in fives a blocked-round score that reaches the target ends the match at once."""

from __future__ import annotations

import json
import pathlib

import pytest

from gamut import core
from gamut.core import BadRecord
from gamut.dominoes import rules

RECORDS = pathlib.Path(__file__).resolve().parent / "records"
ISSUE = RECORDS / "dominoes-draw-4-seats-blocked-by-draw.json"
"""The record of issue 18: seat 2 draws the boneyard's last tile, nobody can play."""


def replay(mode: str, seats: int, seed: int, moves: str, target: int = 250) -> rules.State:
    """A seeded match (``new_game`` deals from the seed) after ``moves`` (``|``-separated)."""
    s = rules.new_game({"mode": mode, "seats": seats, "target": target}, seed=seed)
    for m in moves.split("|"):
        s = rules.play(s, m)
    return s


def hands(s: rules.State) -> list[list[str]]:
    return [[rules.tile_str(t) for t in h] for h in s.hands]


# --- the issue's record: blocked by the last draw (draw, 4 seats) ----------------------------


def test_d7_1_issue_record_is_blocked_by_the_last_draw_and_d7_3_scores_86() -> None:
    """Both ends are 6, every 6 is on the table; seat 2 draws all eight boneyard tiles. After
    the eighth draw nobody can play: pips in hand 2, 5, 69, 14, seat 0 scores
    2 + 5 + 69 + 14 - 2 x 2 = 86 (D7.3) at once, no pass first."""
    rec = json.loads(ISSUE.read_text())["record"]
    before = rules.from_record({**rec, "moves": rec["moves"][:-1]})
    assert rules.to_move(before) == 2 and rules.legal_moves(before) == ["draw"]
    assert len(before.boneyard) == 1 and not before.round_over
    s = rules.from_record(rec)
    assert rules.to_move(s) is None and rules.legal_moves(s) == ["next"]
    assert s.round_result == {"reason": "blocked", "seat": None, "winners": [0],
                              "pips": [2, 5, 69, 14],
                              "raw": 86, "points": 86}  # fmt: skip
    assert s.scores == [86, 0, 0, 0] and not s.match_over
    assert [e["move"] for e in s.log[-8:]] == ["draw"] * 8 and s.log[-1]["seat"] == 2
    v = rules.view(s, 0)
    assert (v["to_move"], v["legal"], v["must"], v["round_over"]) == (None, ["next"], "next", True)
    assert v["hands"][2] is not None and len(v["hands"][2]) == 11  # D7.5: hands face up


ROUND_2 = {
    "hands": [[rules.tile_str(t) for t in rules.ALL_TILES[i : i + 5]] for i in range(0, 20, 5)],
    "boneyard": [rules.tile_str(t) for t in rules.ALL_TILES[20:]],
}
"""A deal for round 2 (tiles in set order), so the issue's record can go on with ``next``."""


def test_d7_1_issue_record_goes_on_with_next_and_refuses_a_pass() -> None:
    rec = json.loads(ISSUE.read_text())["record"]
    rec = {**rec, "deals": [*rec["deals"], ROUND_2]}
    s = rules.from_record({**rec, "moves": [*rec["moves"], "next"]})
    assert s.round == 2 and rules.to_move(s) == 0 and len(rules.legal_moves(s)) == 5  # D3.2
    with pytest.raises(BadRecord, match="next") as exc:
        rules.from_record({**rec, "moves": [*rec["moves"], "pass"]})
    assert exc.value.at == 18


# --- after a play, in every mode ---------------------------------------------------------------

AFTER_PLAY = [
    # block, 4 seats: seat 2's 2-6 E makes both ends 6 with every 6 on the table.
    ("block", 4, 3692, "6-6|4-6 E|0-6 W|3-4 E|1-3 E|1-6 E|0-5 W|3-6 E|2-3 E|5-6 W|2-6 E",
     [20, 25, 13, 26], 2, 58, 58, [0, 0, 58, 0]),
    # draw, 4 seats, boneyard empty: seat 1's 5-6 W makes both ends 6, the last 6 played.
    ("draw", 4, 1978, "6-6|4-6 W|3-4 W|0-3 W|0-6 W|draw|draw|draw|draw|draw|draw|2-6 W|1-6 E|"
     "1-3 E|3-6 E|2-5 W|draw|draw|pass|5-6 W", [15, 12, 13, 44], 1, 60, 60, [0, 60, 0, 0]),
    # fives, 4 seats: seat 3's 4-6 E leaves four 6 ends (count 24, no score); 82 -> 80 (D7.4).
    ("fives", 4, 1257, "6-6|2-6 W|3-6 E|0-3 E|2-5 W|5-6 W|draw|0-1 E|1-1 E|1-6 E|draw|draw|"
     "draw|draw|draw|draw|0-6 E|draw|pass|0-4 E|4-6 E", [48, 30, 7, 3], 3, 82, 80,
     [0, 5, 10, 85]),
]  # fmt: skip


@pytest.mark.parametrize(
    ("mode", "seats", "seed", "moves", "pips", "winner", "raw", "points", "scores"),
    AFTER_PLAY,
    ids=[c[0] for c in AFTER_PLAY],
)
def test_d7_1_a_play_that_blocks_ends_the_round_at_once(
    mode: str, seats: int, seed: int, moves: str, pips: list[int], winner: int, raw: int,
    points: int, scores: list[int],
) -> None:  # fmt: skip
    *head, last = moves.split("|")
    s = replay(mode, seats, seed, "|".join(head))
    assert not s.round_over and last in rules.legal_moves(s) and not s.boneyard
    s = rules.play(s, last)
    assert s.round_over and rules.to_move(s) is None and rules.legal_moves(s) == ["next"]
    assert s.round_result == {"reason": "blocked", "seat": None, "winners": [winner],
                              "pips": pips, "raw": raw,
                              "points": points}  # fmt: skip
    assert s.scores == scores


# --- after a draw (draw and fives; block has no boneyard) ------------------------------------


def test_d7_1_draw_mode_blocked_by_the_last_draw_of_seat_0() -> None:
    """Draw, 4 seats: ends 2 | 2, every 2 on the table; seat 0 draws the last tile (1-5)."""
    s = replay("draw", 4, 1967, "6-6|0-6 E|0-2 E|2-6 W|draw|draw|2-5 W|4-5 W|2-2 E|2-4 W|draw|"
               "draw|draw|2-3 E|1-3 E|draw|draw|1-2 E")  # fmt: skip
    assert rules.legal_moves(s) == ["draw"] and s.boneyard == [(1, 5)] and s.ends["W"] == 2
    s = rules.play(s, "draw")
    assert rules.legal_moves(s) == ["next"] and rules.to_move(s) is None
    assert s.round_result == {"reason": "blocked", "seat": None, "winners": [2],
                              "pips": [25, 33, 12, 32],
                              "raw": 78, "points": 78}  # fmt: skip
    assert s.scores == [0, 0, 78, 0] and hands(s)[0] == ["1-1", "5-6", "3-3", "1-5"]


FIVES_DRAW = ("6-6|draw|2-6 W|1-2 W|1-6 E|1-5 E|4-6 N|3-5 E|1-3 E|1-4 N|draw|draw|0-6 S|0-1 S|"
              "draw|draw|draw|draw|draw|draw|1-1 E|draw|draw|draw")  # fmt: skip
"""Fives, 3 seats: four open ends of 1, every 1 on the table; seat 2 must draw the last tile."""


@pytest.mark.parametrize(("target", "over", "winners"), [(250, False, []), (60, True, [0])])
def test_d7_1_fives_blocked_by_the_last_draw_and_d8_3_the_score_decides_the_match(
    target: int, over: bool, winners: list[int]
) -> None:
    """Pips 17, 37, 42: seat 0 scores 37 + 42 - 17 = 62, rounded to 60 (D7.4). With target 60
    the match is decided by that score (D8.3): over at once, nothing legal."""
    s = replay("fives", 3, 3339, FIVES_DRAW, target=target)
    assert rules.legal_moves(s) == ["draw"] and len(s.boneyard) == 1 and s.scores == [0, 15, 0]
    s = rules.play(s, "draw")
    assert s.round_result == {"reason": "blocked", "seat": None, "winners": [0],
                              "pips": [17, 37, 42], "raw": 62,
                              "points": 60}  # fmt: skip
    assert s.scores == [60, 15, 0] and rules.to_move(s) is None
    assert s.match_over is over and s.winners == winners
    assert rules.legal_moves(s) == ([] if over else ["next"])
    reason = "blocked" if over else None  # D7.1: the blocked round ended the match
    out = {"over": over, "winners": winners, "scores": [60, 15, 0], "reason": reason}
    assert core.outcome_dict(rules.outcome(s)) == out


def test_d4_3_a_draw_that_leaves_another_seat_able_to_play_goes_on() -> None:
    """The same round one draw earlier: seat 2 drew a tile it cannot play, one tile is left,
    so the round goes on and seat 2 draws again (D4.3)."""
    *head, _ = FIVES_DRAW.split("|")
    s = replay("fives", 3, 3339, "|".join(head))
    assert not s.round_over and rules.to_move(s) == 2 and rules.legal_moves(s) == ["draw"]
    assert len(s.boneyard) == 2


# --- after a pass: never (the position before it was already not blocked) -------------------

AFTER_PASS = [
    # block, 2 seats: seat 0 holds no 6 or 5 and passes; seat 1 still holds 5-5.
    ("block", 2, None, "6-6|5-6 E|pass", 1, ["5-5 E"]),
    # draw, 4 seats (the AFTER_PLAY round): seat 0 draws the last two tiles and passes.
    ("draw", 4, 1978, "6-6|4-6 W|3-4 W|0-3 W|0-6 W|draw|draw|draw|draw|draw|draw|2-6 W|1-6 E|"
     "1-3 E|3-6 E|2-5 W|draw|draw|pass", 1, ["3-5 W", "5-6 E", "5-6 W"]),
    # fives, 4 seats (the AFTER_PLAY round): seat 1 draws the last tile and passes.
    ("fives", 4, 1257, "6-6|2-6 W|3-6 E|0-3 E|2-5 W|5-6 W|draw|0-1 E|1-1 E|1-6 E|draw|draw|"
     "draw|draw|draw|draw|0-6 E|draw|pass", 2, ["0-2 E", "0-4 E"]),
]  # fmt: skip
BLOCK_PASS_HANDS = [["6-6", "0-1", "0-2", "0-3", "0-4", "1-3", "1-1"],
                    ["5-6", "2-2", "3-3", "4-4", "5-5", "2-3", "1-2"]]  # fmt: skip


@pytest.mark.parametrize(
    ("mode", "seats", "seed", "moves", "next_seat", "legal"), AFTER_PASS,
    ids=[c[0] for c in AFTER_PASS],
)  # fmt: skip
def test_d7_1_a_pass_leaves_the_round_open_for_the_seat_that_can_play(
    mode: str, seats: int, seed: int | None, moves: str, next_seat: int, legal: list[str]
) -> None:
    """A pass changes no hand, end or boneyard: if nobody could play, the play or draw before
    it already ended the round (the differential test checks this over every mode)."""
    if seed is None:
        used = {t for h in BLOCK_PASS_HANDS for t in h}
        out = [rules.tile_str(t) for t in rules.ALL_TILES if rules.tile_str(t) not in used]
        deal = {"hands": BLOCK_PASS_HANDS, "boneyard": [], "out": out}
        s = rules.new_game({"mode": mode, "seats": seats}, seed=1, deal=deal)
        for m in moves.split("|"):
            s = rules.play(s, m)
    else:
        s = replay(mode, seats, seed, moves)
    assert s.log[-1]["move"] == "pass" and not s.round_over and not s.boneyard
    assert rules.to_move(s) == next_seat and rules.legal_moves(s) == legal


# --- the deal: never blocked ------------------------------------------------------------------


@pytest.mark.parametrize("mode", rules.MODES)
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_d7_1_a_fresh_deal_is_never_blocked_the_opener_plays(mode: str, seats: int) -> None:
    """Round 1 and every later round (after ``next``): the table is empty, so the opener has
    a tile to lay (D3) and the round is open; 12 seeded matches per mode and seat count."""
    deals = 0
    for seed in range(12):
        s = rules.new_game({"mode": mode, "seats": seats, "target": 60}, seed=seed)
        while True:
            assert not s.round_over and s.line == [] and rules.to_move(s) == s.opener
            legal = rules.legal_moves(s)
            assert legal and all(m not in ("draw", "pass") and " " not in m for m in legal)
            deals += 1
            while not s.round_over:
                s = rules.play(s, rules.legal_moves(s)[0])
            if s.match_over:
                break
            s = rules.play(s, "next")
    assert deals > 12  # some matches dealt later rounds
