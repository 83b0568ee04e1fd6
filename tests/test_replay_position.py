"""Issue 28, replay: the worker op ``position`` (py/gamut/api.py) gives the view of a record
after its first ``ply`` moves, for one seat or, once the whole record is over, with every hand
shown; a tampered record is refused with its reason, like ``load``."""

from __future__ import annotations

import json
from functools import cache

import pytest

from gamut import api

OPTIONS = {
    "dominoes": {"mode": "draw", "seats": 2, "target": 50},
    "hus": {},
    "wuhsing": {"players": 2},
}


def call(op: str, **args: object) -> dict:
    return json.loads(api.call(op, json.dumps(args)))


def ok(op: str, **args: object) -> dict:
    out = call(op, **args)
    assert out["ok"], out
    return out["result"]


@cache
def finished_text(game: str) -> str:
    """A whole match of ``game`` played by the easy computer at every seat (seeded, so the
    same every run), as JSON text."""
    res = ok("new_game", game=game, options=OPTIONS[game], seed=5, seat=0)
    for i in range(2000):
        if res["view"]["over"]:
            return json.dumps(res["record"])
        rec = res["record"]
        if res["view"]["to_move"] is None:  # between rounds
            res = ok("play", record=rec, move="next")
        else:
            res = ok("computer", record=rec, level="easy", seed=i, budget_ms=0)
    raise AssertionError("no end")


def finished(game: str) -> dict:
    return json.loads(finished_text(game))


@pytest.mark.parametrize("game", list(OPTIONS))
def test_every_ply_is_the_view_of_the_record_cut_there(game: str) -> None:
    rec = finished(game)
    n = len(rec["moves"])
    assert n > 10
    for ply in range(n + 1):
        out = ok("position", record=rec, ply=ply, seat=0)
        assert (out["ply"], out["plies"], out["over"]) == (ply, n, True)
        cut = {**rec, "moves": rec["moves"][:ply]}
        assert out["view"] == ok("load", record=cut, seat=0)["view"], ply
    last = ok("position", record=rec, ply=n, seat=1)["view"]
    assert last == ok("load", record=rec, seat=1)["view"]
    assert last["over"] is True and last["winners"]


@pytest.mark.parametrize("game", ["dominoes", "wuhsing"])
def test_reveal_shows_every_hand_of_a_finished_match(game: str) -> None:
    rec = finished(game)
    ply = 3
    hidden = ok("position", record=rec, ply=ply, seat=0)["view"]
    assert hidden["hands"][0] is not None and hidden["hands"][1] is None
    shown = ok("position", record=rec, ply=ply, seat=0, reveal=True)["view"]
    cut = {**rec, "moves": rec["moves"][:ply]}
    own = [ok("load", record=cut, seat=s)["view"]["hand"] for s in range(2)]
    assert shown["hands"] == own and all(own)
    assert shown["hand"] == hidden["hand"] and shown["seat"] == 0
    # a spectator's view with every hand shown
    everyone = ok("position", record=rec, ply=ply, seat=None, reveal=True)["view"]
    assert everyone["seat"] is None and everyone["hands"] == own


def test_hus_reveal_is_the_same_board() -> None:
    rec = finished("hus")
    assert (
        ok("position", record=rec, ply=5, seat=0, reveal=True)["view"]
        == ok("position", record=rec, ply=5, seat=0)["view"]
    )


def test_reveal_is_refused_while_the_match_is_not_over() -> None:
    rec = finished("dominoes")
    cut = {**rec, "moves": rec["moves"][:20]}
    out = ok("position", record=cut, ply=20, seat=0)
    assert out["over"] is False and out["view"]["hands"][1] is None
    err = call("position", record=cut, ply=4, seat=0, reveal=True)["error"]
    assert err == {
        "type": "GameError",
        "message": "every hand is shown only once the match is over",
    }


def test_a_tampered_record_is_refused_with_its_reason() -> None:
    rec = finished("hus")
    bad = {**rec, "moves": [*rec["moves"][:4], "o9", *rec["moves"][5:]]}
    err = call("position", record=bad, ply=0, seat=0)["error"]
    assert err["type"] == "BadRecord" and err["at"] == 4
    assert err == call("load", record=bad, seat=0)["error"]
    dom = finished("dominoes")
    swapped = {**dom, "deals": [dom["deals"][1], dom["deals"][0], *dom["deals"][2:]]}
    assert call("position", record=swapped, ply=1, seat=0)["error"]["type"] == "BadRecord"


def test_bad_ply_seat_and_reveal_are_clear_errors() -> None:
    rec = finished("hus")
    n = len(rec["moves"])
    for ply in (-1, n + 1, True, "3", None):
        err = call("position", record=rec, ply=ply, seat=0)["error"]
        assert err == {
            "type": "GameError",
            "message": f"ply must be an integer from 0 to {n}, not {ply!r}",
        }
    assert call("position", record=rec, ply=0, seat=2)["error"]["message"] == (
        "no seat 2 in a 2-seat game"
    )
    assert call("position", record=rec, ply=0, reveal="yes")["error"]["message"] == (
        "reveal must be true or false"
    )


def test_stepping_through_a_record_replays_it_once(monkeypatch: pytest.MonkeyPatch) -> None:
    rec = finished("wuhsing")
    ok("position", record=rec, ply=0, seat=0)
    from gamut.wuhsing import rules

    def no_replay(record: dict) -> object:
        raise AssertionError("replayed again")

    monkeypatch.setattr(rules, "from_record", no_replay)
    monkeypatch.setattr(rules, "play", no_replay)
    for ply in (len(rec["moves"]), 0, 7, 8, 6):
        assert ok("position", record=rec, ply=ply, seat=1)["ply"] == ply


def test_a_record_without_moves_and_the_result_keys() -> None:
    rec = ok("new_game", game="dominoes", options=OPTIONS["dominoes"], seed=2, seat=0)["record"]
    out = ok("position", record=rec, ply=0, seat=0)
    assert set(out) == set(api.OPS["position"].result) == {"view", "ply", "plies", "over"}
    assert (out["ply"], out["plies"], out["over"]) == (0, 0, False)
    assert out["view"] == ok("load", record=rec, seat=0)["view"]
    spectator = ok("position", record=rec, ply=0)["view"]
    assert spectator["seat"] is None and spectator["hands"] == [None, None]
