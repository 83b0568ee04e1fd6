"""Hus: H6.2, a "first to N" series both players reach after the same game, and H1.3, the
48 seeds every record's starting board must hold (shared/design.md, issue 18)."""

from __future__ import annotations

import pytest

from gamut import core
from gamut.core import BadRecord
from gamut.hus import rules as R

H5_BOARD = [
    [1, 1, 1, 1, 1, 1, 1, 1],
    [2, 1, 1, 1, 1, 1, 1, 0],
    [1, 0, 0, 0, 0, 0, 4, 4],
    [1, 2, 4, 4, 3, 3, 3, 3],
]
"""South to move; o2 ends the game at once, South 35 seeds, North 13 (test_hus_rules H5.1)."""

NORTH_WINS_34_14 = "o5 o3 i8 i5 o4 o7 i6 o2 o6 o5"
"""Game 2 from the start, North first: North wins holding 34 seeds, South 14."""

NORTH_WINS_35_13 = "o3 o8 i6 o5 i2 i7 i4 o7"
"""Game 2 from the start, North first: North wins holding 35 seeds, South 13."""


def series(game2: str, to: int = 40) -> dict:
    """A "first to ``to``" series record: game 1 from H5_BOARD (35-13), then game 2."""
    return {
        "game": "hus",
        "options": {"first": 0, "series": {"kind": "points", "to": to}},
        "board": H5_BOARD,
        "to_move": 0,
        "moves": ["o2", "next", *game2.split()],
    }


def test_h6_2_both_reach_n_the_higher_total_wins_not_the_last_game() -> None:
    """First to 40: game 1 South 35-13, game 2 North wins 34-14. Both reach 40 after game 2;
    South's 35 + 14 = 49 beats North's 13 + 34 = 47, so South wins the series although North
    won the last game."""
    s = R.from_record(series(NORTH_WINS_34_14))
    assert s.round_over and s.winner == 1 and R.game_points(s.board) == (14, 34)
    assert R.outcome(s) == core.Outcome(True, (0,), (49, 47), core.Reason.NO_PITS)
    assert R.legal_moves(s) == [] and R.to_move(s) is None
    out = core.replay_output(series(NORTH_WINS_34_14))
    assert (out["over"], out["winners"], out["scores"]) == (True, [0], [49, 47])
    assert out["series"]["points"] == [49, 47] and out["series"]["wins"] == [1, 1]
    v = R.view(s, 0)
    assert (v["over"], v["winners"], v["round_result"]["winners"]) == (True, [0], [1])


def test_h6_2_both_reach_n_on_equal_totals_the_last_game_s_winner_wins() -> None:
    """First to 40: game 1 South 35-13, game 2 North wins 35-13: 48 each, both past 40; the
    totals are equal, so North, the winner of that last game, wins the series."""
    s = R.from_record(series(NORTH_WINS_35_13))
    assert s.winner == 1 and R.game_points(s.board) == (13, 35)
    assert R.outcome(s) == core.Outcome(True, (1,), (48, 48), core.Reason.NO_PITS)
    assert R.view(s, 0)["winners"] == [1] and R.legal_moves(s) == []


def test_h6_2_only_one_reaches_n_the_series_goes_on_or_ends_as_before() -> None:
    """First to 48: after game 2 (49-47) only South reached 48 and wins. First to 50: nobody
    reached it, a third game follows (South starts it, H5.3)."""
    s = R.from_record(series(NORTH_WINS_34_14, to=48))
    assert R.outcome(s) == core.Outcome(True, (0,), (49, 47), core.Reason.NO_PITS)
    s = R.from_record(series(NORTH_WINS_34_14, to=50))
    assert R.outcome(s) == core.Outcome(False, (), (49, 47)) and R.legal_moves(s) == ["next"]
    s = R.play(s, "next")
    assert R.to_move(s) == 0 and s.board == R.START


@pytest.mark.parametrize(("pit", "delta", "total"), [(0, -1, 47), (7, 1, 49)])
def test_h1_3_a_record_board_holds_48_seeds(pit: int, delta: int, total: int) -> None:
    """H1.3 (design.md): a record's starting board holds 48 seeds; one seed fewer or more is
    refused with the same message from a record and a deal (test_cli: the replay command)."""
    board = [list(row) for row in H5_BOARD]
    board[3][pit] += delta
    rec = {"game": "hus", "options": {"first": 0}, "board": board, "to_move": 0, "moves": []}
    message = f"board must hold 48 seeds, not {total}"
    with pytest.raises(BadRecord) as exc:
        R.from_record(rec)
    assert str(exc.value) == message and exc.value.at is None
    with pytest.raises(BadRecord) as deal:
        R.new_game({"first": 0}, deal={"board": board, "to_move": 0})
    assert str(deal.value) == message
    assert sum(map(sum, R.rows_of(R.START))) == 48
