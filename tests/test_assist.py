"""Take-back and hint (issue 28; py/gamut/assist.py) through the worker's bridge: the exact
records they leave, the views they give, and the errors they raise."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gamut import api

RECORDS = Path(__file__).resolve().parent / "records"


def record(name: str) -> dict:
    return json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))["record"]


def call(op: str, **args: object) -> dict:
    out = json.loads(api.call(op, json.dumps(args)))
    assert out["ok"], out
    return out["result"]


def error(op: str, **args: object) -> dict:
    out = json.loads(api.call(op, json.dumps(args)))
    assert not out["ok"], out
    return out["error"]


DRAW = record("dominoes-draw-2-seats")
"""Seat 1 plays 1-4 E (move 8); seat 0 plays 1-2 E (9); seat 1 draws 3-5 (10, the
boneyard's first tile) and plays it on W (11); seat 0 is to move."""


def test_take_back_removes_the_seats_last_move_and_every_move_since() -> None:
    out = call("take_back", record=DRAW, seat=0)
    assert out["record"]["moves"] == DRAW["moves"][:9]
    assert out["record"]["deals"] == DRAW["deals"]
    assert (out["undone"], out["drew"]) == (3, True)
    assert out["view"]["seat"] == 0 and out["view"]["to_move"] == 0
    assert out["view"]["hand"] == ["5-5", "1-2", "2-4"]
    assert "1-2 E" in out["view"]["legal"]


def test_a_draw_taken_back_and_drawn_again_gives_the_same_tile() -> None:
    """D2: the deal holds the boneyard in order; truncating the moves keeps it."""
    first = call("take_back", record=DRAW, seat=1)
    assert first["record"]["moves"] == DRAW["moves"][:11]
    assert (first["undone"], first["drew"]) == (1, False)
    second = call("take_back", record=first["record"], seat=1)
    assert second["record"]["moves"] == DRAW["moves"][:10]
    assert (second["undone"], second["drew"]) == (1, True)
    assert second["view"]["hand"] == ["4-5", "1-1"]
    again = call("play", record=second["record"], move="draw", seat=1)
    assert DRAW["deals"][0]["boneyard"][0] == "3-5"
    assert "3-5" in again["view"]["hand"]
    assert again["record"] == first["record"]


def test_take_back_undoes_a_round_that_ended_but_never_a_next() -> None:
    """Within the current round: seat 2's draw that blocked the round (D7.1) goes, the round
    runs again; once `next` is played, the moves before it stay."""
    blocked = record("dominoes-draw-4-seats-blocked-by-draw")
    assert call("load", record=blocked, seat=2)["view"]["round_over"] is True
    out = call("take_back", record=blocked, seat=2)
    assert out["record"]["moves"] == blocked["moves"][:-1]
    assert (out["undone"], out["drew"]) == (1, True)
    assert out["view"]["round_over"] is False and out["view"]["to_move"] == 2
    dealt = call("play", record=blocked, move="next", seat=0)["record"]
    assert dealt["moves"][-1] == "next"
    err = error("take_back", record=dealt, seat=0)
    assert err == {
        "type": "IllegalMove",
        "message": "seat 0 has no move of this round to take back",
    }


def test_take_back_is_refused_once_the_match_is_over() -> None:
    over = record("dominoes-draw-4-seats-blocked-by-draw")
    over["options"]["target"] = 50  # seat 0 scores 86 in the blocked round (D7.3, D8.1)
    assert call("load", record=over, seat=0)["view"]["over"] is True
    err = error("take_back", record=over, seat=0)
    assert err == {"type": "IllegalMove", "message": "the match is over: nothing can be taken back"}


def test_take_back_refuses_a_seat_without_a_move_and_a_bad_seat() -> None:
    start = record("hus-start-o1")
    assert error("take_back", record=start, seat=1)["message"] == (
        "seat 1 has no move of this round to take back"
    )
    assert error("take_back", record=start, seat=2)["message"] == "no seat 2 in a 2-seat game"
    assert error("take_back", record=start, seat=None)["type"] == "IllegalMove"
    assert error("take_back", record=start)["type"] == "IllegalMove"


def test_take_back_in_hus_and_wu_hsing() -> None:
    hus = record("hus-start-o1")
    out = call("take_back", record=hus, seat=0)
    assert out["record"]["moves"] == [] and (out["undone"], out["drew"]) == (1, False)
    assert out["view"]["to_move"] == 0 and "o1" in out["view"]["legal"]
    two = call("play", record=hus, move="o1", seat=1)  # North replies with its o1
    out = call("take_back", record=two["record"], seat=0)
    assert out["record"]["moves"] == [] and out["undone"] == 2
    wu = record("wuhsing-first-move-9")
    out = call("take_back", record=wu, seat=0)
    assert out["record"] == call("load", record={**wu, "moves": []})["record"]
    assert out["view"]["to_move"] == 0 and out["view"]["scores"] == [0, 0]
    assert out["view"]["previews"]["E@0,2 W@1,2"]["score"] == 9


def test_hint_is_the_strong_computers_move_with_its_preview() -> None:
    lead = record("dominoes-fives-spinner-lead")
    lead = {**lead, "moves": []}
    out = call("hint", record=lead, seat=0, seed=1, budget_ms=50)
    assert out == {"move": "5-5", "preview": {"tile": "5-5", "end": None, "score": 10}}
    hus = call("hint", record=record("hus-start-o1"), seat=1, seed=1, budget_ms=50)
    view = call("load", record=record("hus-start-o1"), seat=1)["view"]
    assert hus["move"] in view["legal"] and hus["preview"] == view["previews"][hus["move"]]
    assert set(hus["preview"]) >= {"pit", "end", "captured", "board"}


def test_hint_is_refused_for_a_seat_not_to_move() -> None:
    err = error("hint", record=record("hus-start-o1"), seat=0)
    assert err == {"type": "IllegalMove", "message": "it is not seat 0's turn"}
    bad = error("hint", record=record("hus-start-o1"), seat=1, budget_ms=-1)
    assert bad["type"] == "BadOptions"


def _swap_hidden(rec: dict, seat: int, k: int) -> dict:
    """`rec` with a tile of `seat`'s hand after `k` moves swapped with the last boneyard tile:
    the same view for the other seat, another position."""
    hand = call("load", record={**rec, "moves": rec["moves"][:k]}, seat=seat)["view"]["hand"]
    deal = json.loads(json.dumps(rec["deals"][0]))
    tile, other = hand[0], deal["boneyard"][-1]
    h = deal["hands"][seat]
    h[h.index(tile)] = other
    deal["boneyard"][-1] = tile
    return {**rec, "deals": [deal], "moves": rec["moves"][:k]}


@pytest.mark.parametrize("seed", [1, 2])
def test_hint_sees_only_the_seats_own_view(seed: int) -> None:
    """Seat 0's hint is the same whatever seat 1 holds and the boneyard hides."""
    base = {**DRAW, "deals": DRAW["deals"][:1]}
    swapped = _swap_hidden(base, 1, 12)
    assert call("load", record=swapped, seat=0)["view"] == call("load", record=base, seat=0)["view"]
    a = call("hint", record=base, seat=0, seed=seed, budget_ms=40)
    b = call("hint", record=swapped, seat=0, seed=seed, budget_ms=40)
    assert a == b
