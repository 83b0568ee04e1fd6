"""Hus rules engine tests; every test names the section of shared/rules/hus.md it checks.

Boards are written as in the rules file and the records: four rows top to bottom N-out,
N-in, S-in, S-out, columns 0..7 from South's left.
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pytest

from gamut import core
from gamut.core import BadOptions, BadRecord, IllegalMove
from gamut.hus import rules as R

RECORDS = Path(__file__).resolve().parent / "records"  # copies of ../shared/records

Rows = list[list[int]]

ENDLESS_BOARD: Rows = [
    [2, 2, 2, 2, 2, 2, 3, 3],
    [0, 0, 0, 0, 0, 0, 0, 0],
    [1, 0, 1, 0, 1, 0, 8, 0],
    [4, 1, 2, 2, 1, 4, 3, 2],
]
CAPTURE_BOARD: Rows = [  # hus.md worked case (44 seeds, as written there)
    [3, 3, 3, 3, 3, 3, 3, 3],
    [0, 2, 0, 0, 0, 0, 0, 0],
    [0, 1, 0, 0, 0, 0, 0, 0],
    [2, 0, 0, 0, 0, 5, 5, 5],
]
LONG_ENDLESS_BOARD: Rows = [  # South o2 never ends (found by search; period 8640 laps)
    [4, 4, 4, 4, 4, 3, 3, 3],
    [0, 0, 0, 0, 0, 0, 0, 0],
    [0, 1, 0, 1, 0, 1, 0, 1],
    [1, 11, 1, 0, 1, 0, 1, 0],
]
IN_RING = {0: 2, 1: 1}  # own inner row index per seat
OUT_RING = {0: 3, 1: 0}


# ---------------------------------------------------------------------------------------------
# An independent reference: sows seed by seed on the four rows exactly as H2.2 words the rings,
# and detects H4 repetitions with a set of every (board, pit) at every relay point.


def ref_ring(seat: int, anticlockwise: bool = False) -> list[tuple[int, int]]:
    """H2.2: South S-out[7]..S-out[0], S-in[0]..S-in[7]; North N-in[7]..N-in[0], N-out[0..7]."""
    if seat == 0:
        ring = [(3, c) for c in range(7, -1, -1)] + [(2, c) for c in range(8)]
    else:
        ring = [(1, c) for c in range(7, -1, -1)] + [(0, c) for c in range(8)]
    return ring[::-1] if anticlockwise else ring


def ref_sow(
    rows: Rows,
    seat: int,
    start: tuple[int, int],
    anticlockwise: bool = False,
    captured_only: bool = False,
    needs_both: bool = False,
    cap: int = 20_000,
    trace: list | None = None,
) -> tuple | None:
    """(rows after, laps) for a finite move, ("endless", first relay index, period) for an
    endless one (H4), or None when ``cap`` relays pass without an answer. ``trace`` receives
    (rows, pit) at every relay point."""
    board = [list(r) for r in rows]
    ring = ref_ring(seat, anticlockwise)
    idx = ring.index(start)
    r, c = start
    hand = board[r][c]
    board[r][c] = 0
    seen: dict = {}
    relays = 0
    own_in, opp_in, opp_out = IN_RING[seat], IN_RING[1 - seat], OUT_RING[1 - seat]
    while True:
        while hand:
            idx = (idx + 1) % 16
            r, c = ring[idx]
            board[r][c] += 1
            hand -= 1
        if board[r][c] == 1:
            return board, relays + 1
        key = (tuple(map(tuple, board)), idx)
        if key in seen:
            return "endless", seen[key], relays - seen[key]
        seen[key] = relays
        if trace is not None:
            trace.append(([list(x) for x in board], (r, c)))
        relays += 1
        if relays > cap:
            return None
        if r == own_in and board[opp_in][c] and (board[opp_out][c] or not needs_both):
            take = board[opp_in][c] + board[opp_out][c]
            board[opp_in][c] = board[opp_out][c] = 0
            if captured_only:
                hand = take
            else:
                hand = take + board[r][c]
                board[r][c] = 0
        else:
            hand = board[r][c]
            board[r][c] = 0


def sow_rows(rows: Rows, seat: int, move: str, **opts: bool) -> tuple[Rows, R.Sowing] | None:
    """The engine's sowing of ``move`` by ``seat`` on ``rows`` (any seed total)."""
    res = R.sow(R.ring_of(rows), seat, R.MOVE_RING[move], R.variant_of(opts))
    return None if res is None else (R.rows_of(res.board), res)


def board_state(rows: Rows, to_move: int = 0, **options: object) -> R.State:
    return R.new_game({"first": to_move, **options}, deal={"board": rows, "to_move": to_move})


def mirror(rows: Rows) -> Rows:
    """The board turned round: South's pits become North's (H1.2: column c is 9 - c)."""
    return [rows[3][::-1], rows[2][::-1], rows[1][::-1], rows[0][::-1]]


# ---------------------------------------------------------------------------------------------
# H1 board


def test_h1_3_start_position_and_12_legal_pits_each() -> None:
    """H1.3 start; worked case "Start: each side has 12 legal pits (all outer, inner 4..7)"."""
    for first in (0, 1):
        s = R.new_game({"first": first})
        assert R.summary(s)["board"] == [
            [2] * 8,
            [2, 2, 2, 2, 0, 0, 0, 0],
            [0, 0, 0, 0, 2, 2, 2, 2],
            [2] * 8,
        ]
        assert R.to_move(s) == first
        expected = {f"o{c}" for c in range(1, 9)} | {f"i{c}" for c in range(5, 9)}
        assert set(R.legal_moves(s)) == expected and len(R.legal_moves(s)) == 12
    assert R.view(R.new_game({"first": 0}), 0)["seeds"] == [24, 24]


def test_h1_2_move_names_count_from_the_movers_left() -> None:
    """H1.2: column c of one player is column 9 - c of the other; o1 is South's S-out[0]."""
    assert R.coord(0, "o1") == [3, 0] and R.coord(0, "i1") == [2, 0]
    assert R.coord(1, "o1") == [0, 7] and R.coord(1, "i1") == [1, 7]
    assert R.coord(0, "i8") == [2, 7] and R.coord(1, "i8") == [1, 0]
    names = R.view(R.new_game({"first": 0}), None)["names"]
    assert names[3] == [f"o{c}" for c in range(1, 9)]
    assert names[0] == [f"o{c}" for c in range(8, 0, -1)]


# ---------------------------------------------------------------------------------------------
# H2 sowing (worked cases)


def test_h2_2_start_south_o1() -> None:
    """Worked case "Start, S-out[0]": S-in 1 1 0 0 2 2 2 2, S-out 0 2 2 2 2 2 2 2 (H2.2, H2.3)."""
    s = R.play(R.new_game({"first": 0}), "o1")
    assert R.summary(s)["board"][2:] == [[1, 1, 0, 0, 2, 2, 2, 2], [0, 2, 2, 2, 2, 2, 2, 2]]
    assert s.last is not None and s.last["end"] == [2, 1] and s.last["laps"] == 1


def test_h2_4_start_south_o8_relays_along_the_outer_row() -> None:
    """Worked case "Start, S-out[7]": S-in 1 0 0 0 2 2 2 2, S-out 3 3 0 3 3 0 3 0 (H2.4)."""
    s = R.play(R.new_game({"first": 0}), "o8")
    board = R.summary(s)["board"]
    assert board[2:] == [[1, 0, 0, 0, 2, 2, 2, 2], [3, 3, 0, 3, 3, 0, 3, 0]]
    assert board[:2] == [[2] * 8, [2, 2, 2, 2, 0, 0, 0, 0]]  # H3.3: North untouched
    assert s.last is not None and s.last["laps"] == 3 and s.last["captured"] == 0


def test_h3_1_worked_capture_then_relay_along_the_outer_row() -> None:
    """Worked capture case (H2.4, H3.1, H3.2): o1 captures 2 + 3, sows 7 from S-in[2]."""
    rows, res = sow_rows(CAPTURE_BOARD, 0, "o1")  # type: ignore[misc]
    assert rows == [
        [3, 0, 3, 3, 3, 3, 3, 3],
        [0, 0, 0, 0, 0, 0, 0, 0],
        [1, 0, 1, 1, 1, 1, 1, 1],
        [0, 1, 1, 1, 1, 6, 6, 0],
    ]
    assert res.captured == 5 and res.relays == 2  # one capture, one relay at S-out[7]


def test_h2_4_no_capture_when_the_opposite_inner_pit_is_empty() -> None:
    """Worked case "Same but N-in[1] = 0, N-out[1] = 5": a plain relay, N-out[1] keeps 5."""
    board = [list(r) for r in CAPTURE_BOARD]
    board[1][1], board[0][1] = 0, 5
    rows, res = sow_rows(board, 0, "o1")  # type: ignore[misc]
    assert rows[2] == [1, 0, 1, 1, 0, 0, 0, 0]
    assert rows[0] == [3, 5, 3, 3, 3, 3, 3, 3] and rows[1] == [0] * 8
    assert rows[3] == [0, 0, 0, 0, 0, 5, 5, 5] and res.captured == 0


def test_h2_1_single_and_empty_pits_are_never_legal() -> None:
    """H2.1: a pit with 0 or 1 seed can never be chosen; play raises IllegalMove."""
    s = board_state(ENDLESS_BOARD)
    v = R.view(s, 0)
    assert v["blocked"]["o2"] == "single" and v["blocked"]["i2"] == "empty"
    assert v["blocked"]["i1"] == "single"
    for move in ("o2", "o5", "i1", "i2"):
        with pytest.raises(IllegalMove):
            R.play(s, move)


def test_h3_1_capture_takes_the_outer_pit_even_if_empty() -> None:
    """H3.1: "the outer pit is taken even if empty" -- capture with N-out[1] = 0 moves 2 + 2.

    By hand: o1 puts its 2 seeds in S-in[0] (0->1) and S-in[1] (1->2); N-in[1] holds 2, so
    South takes 2 + 0 + own 2 = 4 and sows S-in[2..5], ending in empty S-in[5].
    """
    board = [list(r) for r in CAPTURE_BOARD]
    board[0][1] = 0
    rows, res = sow_rows(board, 0, "o1")  # type: ignore[misc]
    assert rows[2] == [1, 0, 1, 1, 1, 1, 0, 0] and rows[1] == [0] * 8
    assert res.captured == 2


# ---------------------------------------------------------------------------------------------
# H4 endless moves


def test_h4_worked_endless_o4_is_detected_fast_and_left_out() -> None:
    """H4.1/H4.2 worked case: o4 never ends; detection well under 50 ms (CPython)."""
    ring = R.ring_of(ENDLESS_BOARD)
    R.LONG_RUNS.clear()
    best = min(_timed(lambda: R.sow(ring, 0, R.MOVE_RING["o4"])) for _ in range(5))
    assert R.sow(ring, 0, R.MOVE_RING["o4"]) is None
    assert best < 0.050
    s = board_state(ENDLESS_BOARD)
    assert "o4" not in R.legal_moves(s)
    v = R.view(s, 0)
    assert v["blocked"]["o4"] == "endless" and v["endless"] == ["o4"]
    with pytest.raises(IllegalMove, match="H4.1: the move would never end"):
        R.play(s, "o4")
    with pytest.raises(IllegalMove, match="endless"):
        R.play(s, "o4")


def _timed(fn: object) -> float:
    t = time.perf_counter()
    fn()  # type: ignore[operator]
    return time.perf_counter() - t


def test_h4_worked_endless_o4_repeats_every_434_laps_after_its_first() -> None:
    """H4.1 worked case: "after its first lap the position repeats every 434 laps" (reference)."""
    assert ref_sow(ENDLESS_BOARD, 0, (3, 3)) == ("endless", 0, 434)


def test_h4_worked_o6_ends_after_56_laps_and_o1() -> None:
    """H4.2 worked case: o6 is a long finite move (56 laps); o1 as written."""
    rows, res = sow_rows(ENDLESS_BOARD, 0, "o6")  # type: ignore[misc]
    assert rows[2:] == [[0, 1, 3, 6, 5, 0, 4, 1], [1, 0, 1, 2, 1, 2, 1, 2]]
    assert rows[:2] == ENDLESS_BOARD[:2] and res.relays + 1 == 56
    s = R.play(board_state(ENDLESS_BOARD), "o6")
    assert s.last is not None and s.last["laps"] == 56
    rows, _ = sow_rows(ENDLESS_BOARD, 0, "o1")  # type: ignore[misc]
    assert rows[2:] == [[2, 1, 2, 1, 1, 0, 8, 0], [0, 1, 2, 2, 1, 4, 3, 2]]


def _random_boards(rnd: random.Random, n: int) -> list[tuple[Rows, int, dict]]:
    """Boards to sow on: random 48-seed boards, and mid-move states of the two endless cases
    (each is itself an endless move from its relay pit) with one South seed moved."""
    variants = [
        {},
        {"anticlockwise": True},
        {"capture_sow_captured_only": True},
        {"capture_needs_both": True},
    ]
    out: list[tuple[Rows, int, dict]] = []
    for _ in range(n):
        ring = [0] * 32
        for _ in range(48):
            ring[rnd.randrange(32)] += 1
        out.append((R.rows_of(ring), rnd.randrange(2), rnd.choice(variants)))
    for board, start, k in ((ENDLESS_BOARD, (3, 3), 40), (LONG_ENDLESS_BOARD, (3, 1), 6)):
        trace: list = []
        ref_sow(board, 0, start, cap=300, trace=trace)
        for rows, _pit in rnd.sample(trace, k):
            out.append((rows, 0, {}))
            ring = R.ring_of(rows)
            src = rnd.choice([i for i in range(16) if ring[i]])
            ring[src] -= 1
            ring[rnd.randrange(16)] += 1
            out.append((R.rows_of(ring), 0, {}))
    return out


def test_h4_2_detection_agrees_with_a_seed_by_seed_reference() -> None:
    """H2-H4, H7.2: the engine equals the reference (rows after; endless or not) on random
    boards and on mid-move states of endless moves and their one-seed neighbours."""
    rnd = random.Random(20240601)
    checked = endless = 0
    for rows, seat, opts in _random_boards(rnd, 250):
        ring = R.ring_of(rows)
        for r in range(16):
            if ring[seat * 16 + r] < 2:
                continue
            want = ref_sow(
                rows,
                seat,
                R.COORDS[seat * 16 + r],
                opts.get("anticlockwise", False),
                opts.get("capture_sow_captured_only", False),
                opts.get("capture_needs_both", False),
            )
            if want is None:
                continue
            got = sow_rows(rows, seat, R.RING_MOVES[r], **opts)
            if want[0] == "endless":
                endless += 1
                assert got is None
            else:
                assert got is not None and got[0] == want[0] and got[1].relays + 1 == want[1]
            checked += 1
    assert checked > 2000 and endless >= 40


def test_h4_2_a_long_period_endless_move_is_exact() -> None:
    """H4.2: a move whose relays repeat only every 8640 laps is still found endless, and a
    position differing in one seed is finite; both agree with the reference."""
    board = LONG_ENDLESS_BOARD
    assert ref_sow(board, 0, (3, 1)) == ("endless", 0, 8640)
    assert sow_rows(board, 0, "o2") is None
    board2 = [list(r) for r in board]
    board2[3][1], board2[0][0] = 10, 5
    want = ref_sow(board2, 0, (3, 1))
    got = sow_rows(board2, 0, "o2")
    assert want is not None and want[0] != "endless"
    assert got is not None and got[0] == want[0]


def test_h4_2_endless_after_captures_with_a_period_of_157680_laps() -> None:
    """H4.2 with H3: o6 captures both seeds of North's inner row (two captures), then relays
    for ever with a period of 157680 laps; the engine needs a few ms (turned-ring check)."""
    board = [
        [3, 3, 3, 3, 3, 2, 2, 2],
        [0, 1, 1, 0, 0, 0, 0, 0],
        [0, 1, 0, 1, 0, 1, 0, 1],
        [1, 0, 1, 0, 1, 17, 1, 0],
    ]
    assert ref_sow(board, 0, (3, 5), cap=200_000) == ("endless", 19, 157680)
    R.LONG_RUNS.clear()
    t = time.perf_counter()
    assert sow_rows(board, 0, "o6") is None
    assert time.perf_counter() - t < 0.5


# ---------------------------------------------------------------------------------------------
# H5 end of the game


H5_BOARD: Rows = [
    [1, 1, 1, 1, 1, 1, 1, 1],
    [2, 1, 1, 1, 1, 1, 1, 0],
    [1, 0, 0, 0, 0, 0, 4, 4],
    [1, 2, 4, 4, 3, 3, 3, 3],
]


def test_h5_1_capture_of_the_last_pair_ends_the_game() -> None:
    """H5.1/H5.4: South o2 sows S-out[0] (1->2), S-in[0] (1->2): capture 2 + 1 + own 2 = 5 sown
    into S-in[1..5]; North keeps only singles, so the game ends at once and South wins."""
    s = board_state(H5_BOARD)
    assert not s.round_over and "o2" in R.legal_moves(s)
    s2 = R.play(s, "o2")
    assert R.summary(s2)["board"] == [
        [0, 1, 1, 1, 1, 1, 1, 1],
        [0, 1, 1, 1, 1, 1, 1, 0],
        [0, 1, 1, 1, 1, 1, 4, 4],
        [2, 0, 4, 4, 3, 3, 3, 3],
    ]
    assert R.to_move(s2) is None and R.legal_moves(s2) == []
    out = R.outcome(s2)
    assert out.over and out.winners == (0,) and out.scores == (35, 13)
    assert out.reason is core.Reason.NO_PITS
    v = R.view(s2, 1)
    assert v["round_over"] and v["round_result"] == {"reason": "no_pits", "seat": 1, "winners": [0]}
    with pytest.raises(IllegalMove):
        R.play(s2, "o1")


def test_h5_1_the_mover_who_keeps_only_singles_loses() -> None:
    """H5.1 "if a player has no pit with at least 2 seeds ... that player loses": South's only
    pair o1 is sown into S-in[0], S-in[1]; South then holds two singles and loses at once."""
    board = [[6, 6, 6, 6, 6, 6, 5, 5], [0] * 8, [0] * 8, [2, 0, 0, 0, 0, 0, 0, 0]]
    s = R.play(board_state(board), "o1")
    assert R.summary(s)["board"][2:] == [[1, 1, 0, 0, 0, 0, 0, 0], [0] * 8]
    assert R.outcome(s) == core.Outcome(True, (1,), (2, 46), core.Reason.NO_PITS)


def test_h5_1_a_given_board_where_the_mover_has_no_pair_is_over() -> None:
    """H5.1: a position whose player to move holds only singles is already lost."""
    board = [[5, 5, 5, 5, 5, 5, 4, 4], [1] * 8, [0] * 8, [1, 1, 0, 0, 0, 0, 0, 0]]
    s = board_state(board)
    assert R.outcome(s).over and R.outcome(s).winners == (1,)


def test_h5_2_a_player_whose_only_move_is_endless_loses() -> None:
    """H5.2: South's only pair, o2 (11 seeds), never ends (period 8640 laps, see the H4.2
    test), so South, to move, loses although a pit of 2 or more is left."""
    s = board_state(LONG_ENDLESS_BOARD)
    assert R.legal_moves(s) == [] and R.to_move(s) is None
    assert R.outcome(s).winners == (1,)
    v = R.view(s, None)
    assert v["round_result"] == {"reason": "only_endless", "seat": 0, "winners": [1]}
    assert v["over"] is True and R.outcome(s).reason is core.Reason.ONLY_ENDLESS


def test_h5_3_first_player_drawn_by_lot_from_the_seed() -> None:
    """H5.3: who starts is drawn by lot; the same seed draws the same, the record keeps it."""
    firsts = {seed: R.new_game({}, seed=seed).turn for seed in range(40)}
    assert set(firsts.values()) == {0, 1}
    for seed, first in firsts.items():
        s = R.new_game({"first": None}, seed=seed)
        assert s.turn == first and R.to_record(s)["options"]["first"] == first


# ---------------------------------------------------------------------------------------------
# Records (design.md) and the shared examples


@pytest.mark.parametrize("name", ["hus-start-o1", "hus-endless-o4"])
def test_shared_records_replay_exactly(name: str) -> None:
    """design.md "Game records": the shared examples replay to their exact output (H1-H4)."""
    data = json.loads((RECORDS / f"{name}.json").read_text())
    out = core.replay_output(data["record"])
    for key, want in data["replay"].items():
        if key == "legal":
            assert sorted(out[key]) == sorted(want)
        else:
            assert out[key] == want, key


def test_record_from_a_board_keeps_board_and_to_move() -> None:
    """design.md: a record may start from "board" + "to_move"; H4 legal moves from there."""
    s = R.play(board_state(ENDLESS_BOARD), "o1")
    rec = R.to_record(s)
    assert rec == {
        "game": "hus",
        "options": {"first": 0},
        "board": ENDLESS_BOARD,
        "to_move": 0,
        "moves": ["o1"],
    }
    assert R.from_record(rec).board == s.board


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda r: r.update(board=[[2] * 8] * 3), "four rows"),
        (lambda r: r.update(board=[[2] * 8, [2] * 8, [2] * 8, [2] * 7]), "eight pits"),
        (lambda r: r.update(board=[[2] * 8, [2] * 8, [2] * 8, [2] * 7 + [3]]), "48 seeds"),
        (
            lambda r: r.update(board=[[3] * 8, [3] * 8, [2] * 8, [-2, 2, 2, 2, 2, 2, 2, 2]]),
            "non-neg",
        ),
        (lambda r: r.update(board=[[2] * 8, [2] * 8, [2] * 8, [True] + [2] * 7]), "non-neg"),
        (lambda r: r.update(board=[[2] * 8, [2] * 8, [2] * 8, [2.0] + [2] * 7]), "non-neg"),
        (lambda r: r.update(board=[[6] * 8] + [[0] * 8] * 3), "to_move"),
        (lambda r: r.update(options={}), "first"),
        (lambda r: r.update(options={"first": 2}), "first"),
        (lambda r: r.update(options={"first": 0, "colour": "red"}), "unknown"),
        (lambda r: r.update(options={"first": 0, "anticlockwise": "yes"}), "true or false"),
        (lambda r: r.update(game="dominoes"), "hus"),
        (lambda r: r.update(moves="o1"), "list"),
        (lambda r: r.update(extra=1), "unknown hus record key.*extra"),
    ],
)
def test_bad_records_raise_bad_record(change: object, message: str) -> None:
    """design.md: from_record trusts nothing (H1.3: 48 seeds, shapes, ints)."""
    rec: dict = {"game": "hus", "options": {"first": 0}, "moves": []}
    change(rec)  # type: ignore[operator]
    with pytest.raises(BadRecord, match=message):
        R.from_record(rec)


def test_bad_move_in_a_record_reports_its_index() -> None:
    """design.md: a bad move raises BadRecord with .at (H2.1: o1 is empty after o1)."""
    rec = {"game": "hus", "options": {"first": 0}, "moves": ["o1", "o1", "o1", "x9"]}
    with pytest.raises(BadRecord) as err:
        R.from_record(rec)
    assert err.value.at == 2
    rec["moves"] = ["o1", "i8", "o3", "x9"]
    with pytest.raises(BadRecord) as err:
        R.from_record(rec)
    assert err.value.at == 3
    endless = {"game": "hus", "options": {"first": 0}, "board": ENDLESS_BOARD, "to_move": 0}
    with pytest.raises(BadRecord) as err:
        R.from_record({**endless, "moves": ["o4"]})  # H4.1
    assert err.value.at == 0


def test_illegal_moves_leave_the_state_unchanged() -> None:
    """core.play contract: IllegalMove and the given state is unchanged (H2.1, H4.1)."""
    s = board_state(ENDLESS_BOARD)
    before = (s.board, s.moves, json.dumps(R.view(s, 0)))
    for move in ("o2", "o4", "i9", "x1", "", "next", 3):
        with pytest.raises(IllegalMove):
            R.play(s, move)  # type: ignore[arg-type]
    assert (s.board, s.moves, json.dumps(R.view(s, 0))) == before
    s2 = R.play(s, "o1")
    assert (s.board, s.moves) == before[:2] and s2.board != s.board


@pytest.mark.parametrize(
    "options",
    [
        {"first": "0"},
        {"first": True},
        {"fixed_opening": 1},
        {"series": {"kind": "points"}},
        {"series": {"kind": "points", "to": 0}},
        {"series": {"kind": "best_of_7", "to": 5}},
        {"series": {"kind": "single", "to": 3}},
        {"series": {"kind": "marathon"}},
        {"series": {"kind": "points", "to": 9, "x": 1}},
        {"series": 7},
        {"seats": 2},
    ],
)
def test_bad_options_raise(options: dict) -> None:
    """H5.3, H6.2, H7: options are validated with a clear message."""
    with pytest.raises(BadOptions):
        R.new_game(options, seed=1)


def test_bad_deal_raises_bad_record() -> None:
    """H1.3: a deal (given board) must hold 48 seeds in four rows of eight."""
    with pytest.raises(BadRecord, match="48"):
        R.new_game({"first": 0}, deal={"board": [[1] * 8] * 4, "to_move": 0})
    with pytest.raises(BadRecord, match="to_move"):
        R.new_game({"first": 0}, deal={"board": ENDLESS_BOARD, "to_move": 2})


# ---------------------------------------------------------------------------------------------
# Mirror and invariants


def test_h1_2_mirror_south_and_north_moves_give_mirrored_boards() -> None:
    """H1.2/H2.2: the same move spelling on the mirrored board gives the mirrored result."""
    rnd = random.Random(99)
    compared = 0
    for i in range(300):
        ring = [0] * 32
        for _ in range(48):
            ring[rnd.randrange(32)] += 1
        rows = R.rows_of(ring)
        opts = {"anticlockwise": True} if i % 2 else {}
        for r in range(16):
            if ring[r] < 2:
                continue
            move = R.RING_MOVES[r]
            south = sow_rows(rows, 0, move, **opts)
            north = sow_rows(mirror(rows), 1, move, **opts)
            if south is None:
                assert north is None
            else:
                assert north is not None and north[0] == mirror(south[0])
                assert north[1].sown == south[1].sown and north[1].captured == south[1].captured
            compared += 1
    assert compared > 1500


# ---------------------------------------------------------------------------------------------
# H6 series


def test_h6_1_points_all_48_score_double() -> None:
    """H6.1: seeds on own side; all 48 on one side score 96, the other 0."""
    assert R.game_points([1] * 16 + [2] * 16) == (16, 32)
    assert R.game_points([3] * 16 + [0] * 16) == (96, 0)
    assert R.game_points([0] * 16 + [3] * 16) == (0, 96)


def test_h6_series_to_points_goes_on_with_next_and_alternates_the_start() -> None:
    """H6.1/H6.2/H5.3: the H5 game scores 35-13; first to 40 goes on with "next", North starts
    the second game from the start position; first to 30 is decided by that one game."""
    opts = {"first": 0, "series": {"kind": "points", "to": 40}}
    s = R.play(R.new_game(opts, deal={"board": H5_BOARD, "to_move": 0}), "o2")
    assert R.to_move(s) is None and R.legal_moves(s) == ["next"]
    assert R.outcome(s) == core.Outcome(False, (), (35, 13))
    s2 = R.play(s, "next")
    assert R.to_move(s2) == 1 and s2.board == R.START
    assert R.view(s2, 0)["series"]["game"] == 2
    rec = R.to_record(s2)
    assert rec["moves"] == ["o2", "next"] and R.from_record(rec).board == R.START
    opts30 = {"first": 0, "series": {"kind": "points", "to": 30}}
    s3 = R.play(R.new_game(opts30, deal={"board": H5_BOARD, "to_move": 0}), "o2")
    assert R.outcome(s3) == core.Outcome(True, (0,), (35, 13), core.Reason.NO_PITS)
    assert R.legal_moves(s3) == []


def test_h6_2_best_of_seven_counts_wins() -> None:
    """H6.2: best of seven (first to four wins): after one won game the score is 1-0."""
    opts = {"first": 0, "series": "best_of_7"}
    s = R.play(R.new_game(opts, deal={"board": H5_BOARD, "to_move": 0}), "o2")
    assert R.outcome(s) == core.Outcome(False, (), (1, 0))
    assert R.to_record(s)["options"]["series"] == {"kind": "best_of_7", "to": 4}


def test_h6_2_a_whole_best_of_seven_series_by_random_play() -> None:
    """H6.2/H5.3: a random best-of-seven ends when a seat has four wins; starters alternate."""
    rnd = random.Random(3)
    s = R.new_game({"first": 1, "series": {"kind": "best_of_7"}})
    starters = [s.turn]
    while R.legal_moves(s):
        move = rnd.choice(R.legal_moves(s))
        s = R.play(s, move)
        if move == "next":
            starters.append(s.turn)
    out = R.outcome(s)
    assert out.over and max(out.scores) == 4 and out.winners == (out.scores.index(4),)
    assert starters == [1, 0, 1, 0, 1, 0, 1][: len(starters)] and 4 <= len(starters) <= 7
    assert R.from_record(R.to_record(s)).board == s.board


# ---------------------------------------------------------------------------------------------
# H7 options


def test_h7_1_fixed_opening_forces_i8_for_each_first_move() -> None:
    """H7.1: each player's first move is i8. By hand, South i8 (2 seeds): S-out[7] 2->3,
    S-out[6] 2->3 relay 3 -> S-out[5], [4], [3] (3, relay) -> S-out[2], [1], [0] (3, relay)
    -> S-in[0], [1], [2] (empty, end)."""
    s = R.new_game({"first": 0, "fixed_opening": True})
    assert R.legal_moves(s) == ["i8"] and R.view(s, 0)["blocked"]["o1"] == "opening"
    with pytest.raises(IllegalMove, match="H7.1"):
        R.play(s, "o1")
    s = R.play(s, "i8")
    assert R.summary(s)["board"][2:] == [[1, 1, 1, 0, 2, 2, 2, 0], [0, 3, 3, 0, 3, 3, 0, 3]]
    assert R.legal_moves(s) == ["i8"]
    s = R.play(s, "i8")
    assert len(R.legal_moves(s)) > 1
    assert R.new_game({"first": 0}).pending == (False, False)


def test_h7_2_anticlockwise_sowing() -> None:
    """H7.2 anticlockwise. By hand, start, South o1: S-out[1], S-out[2] (3, relay) -> S-out[3],
    [4], [5] (3, relay) -> S-out[6], [7], S-in[7] (3; N-in[7] empty: relay) -> S-in[6], [5],
    [4] (3; N-in[4] empty: relay) -> S-in[3], [2], [1] (empty, end)."""
    s = R.play(R.new_game({"first": 0, "anticlockwise": True}), "o1")
    assert R.summary(s)["board"] == [
        [2] * 8,
        [2, 2, 2, 2, 0, 0, 0, 0],
        [0, 1, 1, 1, 0, 3, 3, 0],
        [0, 3, 0, 3, 3, 0, 3, 3],
    ]


def test_h7_2_sow_captured_seeds_only() -> None:
    """H7.2 "sow the captured seeds only": worked capture board, o1 lands in S-in[1] (2); it
    keeps its 2, the captured 2 + 3 go to S-in[2..6], ending in empty S-in[6]."""
    rows, res = sow_rows(CAPTURE_BOARD, 0, "o1", capture_sow_captured_only=True)  # type: ignore[misc]
    assert rows == [
        [3, 0, 3, 3, 3, 3, 3, 3],
        [0, 0, 0, 0, 0, 0, 0, 0],
        [1, 2, 1, 1, 1, 1, 1, 0],
        [0, 0, 0, 0, 0, 5, 5, 5],
    ]
    assert res.captured == 5


def test_h7_2_capture_needs_both_opposite_pits() -> None:
    """H7.2 "a capture needs both opposite pits filled": with N-out[1] = 0 the landing on
    S-in[1] is a plain relay of its 2 seeds into S-in[2], S-in[3]; N-in[1] keeps 2 (compare
    test_h3_1_capture_takes_the_outer_pit_even_if_empty, the default)."""
    board = [list(r) for r in CAPTURE_BOARD]
    board[0][1] = 0
    rows, res = sow_rows(board, 0, "o1", capture_needs_both=True)  # type: ignore[misc]
    assert rows[2] == [1, 0, 1, 1, 0, 0, 0, 0] and rows[1] == [0, 2, 0, 0, 0, 0, 0, 0]
    assert res.captured == 0
    rows, res = sow_rows(CAPTURE_BOARD, 0, "o1", capture_needs_both=True)  # type: ignore[misc]
    assert rows[2] == [1, 0, 1, 1, 1, 1, 1, 1] and res.captured == 5  # both filled: capture


# ---------------------------------------------------------------------------------------------
# view


def test_view_is_json_and_previews_every_legal_pit() -> None:
    """core.view: JSON-ready; the preview of each legal pit equals playing it (H2-H4); only
    the seat to move gets previews (its legal moves)."""
    s = board_state(ENDLESS_BOARD)
    v = R.view(s, 0)
    assert json.loads(json.dumps(v)) == v
    assert set(v["previews"]) == set(v["legal"]) == {"i7", "o1", "o3", "o6", "o7", "o8"}
    assert R.view(s, 1)["previews"] == {} == R.view(s, None)["previews"]
    for move, pre in v["previews"].items():
        after = R.play(s, move)
        assert pre["board"] == R.summary(after)["board"]
        assert pre["end"] == after.last["end"] and pre["laps"] == after.last["laps"]
    assert v["previews"]["o6"]["laps"] == 56 and v["previews"]["o1"]["end"] == [2, 3]
    assert v["to_move"] == 0 and v["board"] == ENDLESS_BOARD and v["seeds"] == [30, 18]
    cap = R.view(R.play(board_state(H5_BOARD), "o2"), 1)["last"]
    assert cap["captures"] == [{"pit": [2, 0], "from": [[1, 0], [0, 0]], "seeds": [2, 1]}]


def test_h2_h3_trace_of_each_move_replays_to_the_same_board() -> None:
    """H2.4/H3.1: the last move's trace lists every pick-up; replaying the trace seed by seed
    (as the board animation does) ends on the engine's board, over many seeded games."""

    def replay_trace(rows: list[list[int]], seat: int, steps: list[dict], step: int) -> None:
        b = R.ring_of(rows)  # ring layout, positions 0..31
        base = seat << 4
        index = {tuple(rc): i for i, rc in enumerate(R.COORDS)}
        for st in steps:
            pos = index[tuple(st["pit"])] - base
            b[base + pos] -= st["lift"]
            for src, n in zip(st.get("from", []), st.get("seeds", []), strict=True):
                b[index[tuple(src)]] -= n
            for _ in range(st["hand"]):
                pos = (pos + step) & 15
                b[base + pos] += 1
        rows[:] = R.rows_of(b)

    checked = 0
    for g in range(30):
        opts = {"first": g % 2, "anticlockwise": g % 3 == 1,
                "capture_sow_captured_only": g % 5 == 2}  # fmt: skip
        s = R.new_game(opts, seed=g)
        rnd = random.Random(g)
        while not s.round_over:
            seat = s.turn
            before = R.rows_of(s.board)
            s = R.play(s, rnd.choice(R.legal_moves(s)))
            if s.last["truncated"]:
                continue
            assert s.last["trace"][0]["pit"] == s.last["pit"]
            assert sum(st["seeds"][0] + st["seeds"][1] for st in s.last["trace"]
                       if "seeds" in st) == s.last["captured"]  # fmt: skip
            replay_trace(before, seat, s.last["trace"], -1 if opts["anticlockwise"] else 1)
            assert before == R.rows_of(s.board)
            checked += 1
    assert checked > 500
