"""The JSON bridge (gamut.api): every operation, and bad input that must come back as an error."""

from __future__ import annotations

import dataclasses
import json

import pytest

from gamut import api


def call(op: str, **args: object) -> dict:
    return json.loads(api.call(op, json.dumps(args)))


def test_info_lists_games_and_levels() -> None:
    out = call("info")
    assert out["ok"] and out["result"]["games"] == ["dominoes", "hus", "wuhsing"]
    assert out["result"]["levels"] == ["easy", "medium", "hard"]


def test_new_game_play_and_computer_round_trip() -> None:
    out = call("new_game", game="dominoes", options={"mode": "draw", "seats": 2}, seed=3, seat=0)
    assert out["ok"]
    rec, view = out["result"]["record"], out["result"]["view"]
    assert view["seat"] == 0 and len(view["hand"]) == 7 and view["hands"][1] is None
    # Whoever is to move, play until the human (seat 0) must act, then act.
    for _ in range(40):
        if view["to_move"] == 0:
            res = call("play", record=rec, move=view["legal"][0], seat=0)
        elif view["to_move"] is None:
            break
        else:
            res = call("computer", record=rec, level="medium", seed=1, budget_ms=0, seat=0)
            assert res["result"]["move"] == res["result"]["record"]["moves"][-1]
        assert res["ok"], res
        rec, view = res["result"]["record"], res["result"]["view"]
    assert len(rec["moves"]) >= 5


def test_bad_input_comes_back_as_clear_errors() -> None:
    assert call("nope")["error"]["type"] == "GameError"
    assert json.loads(api.call("info", "{not json"))["error"]["message"].startswith(
        "arguments are not JSON"
    )
    assert call("new_game", game="chess")["error"]["message"].startswith("unknown game")
    bad = call("new_game", game="dominoes", options={"seats": 9})
    assert bad["error"] == {"type": "BadOptions", "message": "seats must be 2, 3 or 4, not 9"}
    rec = call("new_game", game="dominoes", options={}, seed=1, seat=0)["result"]["record"]
    view = call("load", record=rec, seat=0)["result"]["view"]
    other = 1 - view["to_move"]
    wrong_turn = call("play", record=rec, move=view["legal"][0] if view["legal"] else "x",
                      seat=other)  # fmt: skip
    assert wrong_turn["error"]["type"] == "IllegalMove"
    assert call("load", record=None)["error"]["type"] == "BadRecord"
    assert call("load", record={"game": "dominoes", "moves": "x"})["error"]["type"] == "BadRecord"
    assert call("computer", record=rec, level="genius")["error"]["type"] == "BadOptions"


# --- issue 17: bad input never raises, a wrong game is refused, later deals are fresh ----------

DEEP = "[" * 100_000 + "]" * 100_000


def test_deeply_nested_arguments_are_a_clear_error_not_a_recursion_error() -> None:
    """api.call never raises: 100,000 levels of nesting, in the arguments or in a record."""
    for text in (DEEP, '{"record": ' + DEEP + "}", "{" * 100_000):
        out = json.loads(api.call("load", text))
        assert out["ok"] is False and out["error"]["type"] == "GameError"
    nested = json.loads(api.call("load", '{"record": ' + DEEP + "}"))
    assert nested["error"]["message"] == "the arguments nest deeper than 32 levels"
    record: object = []
    for _ in range(40):  # deeper than MAX_DEPTH, shallow enough for the parser
        record = [record]
    out = call("load", record=record)
    assert out["error"] == {"type": "GameError",
                            "message": "the arguments nest deeper than 32 levels"}  # fmt: skip
    assert call("load", record={"game": [[[[1]]]]})["error"]["type"] == "BadRecord"  # parsed


def test_call_never_raises_even_for_input_the_engines_do_not_expect() -> None:
    """Whatever the arguments, a reply comes back (the worker must always answer)."""
    assert json.loads(api.call("info", None))["error"]["type"] == "GameError"  # type: ignore
    rec = call("new_game", game="hus", options={}, seed=1, seat=0)["result"]["record"]
    for seat in ("0", 1.5, [0], {"x": 1}, True, 7):
        out = call("load", record=rec, seat=seat)
        assert out["ok"] is False and out["error"]["type"] == "GameError"
    out = call("play", record=rec, move=["o1"], seat=0)
    assert out["error"] == {"type": "IllegalMove", "message": "move must be a string"}
    out = call("computer", record=rec, budget_ms="x", seat=0)
    assert out["error"]["type"] == "BadOptions" and "budget_ms" in out["error"]["message"]


def test_load_checks_the_records_game() -> None:
    """Issue 17: a Hus record offered to the Dominoes page is refused, named."""
    rec = call("new_game", game="hus", options={}, seed=1, seat=0)["result"]["record"]
    out = call("load", game="dominoes", record=rec, seat=0)
    assert out["error"] == {"type": "BadRecord", "message": "not a dominoes record: game 'hus'"}
    assert call("load", game="hus", record=rec, seat=0)["ok"] is True
    assert call("load", game="chess", record=rec)["error"]["type"] == "GameError"
    assert call("load", game="hus", record="x")["error"]["type"] == "BadRecord"


def test_unknown_option_and_record_keys_are_refused_by_name() -> None:
    """Issue 17: {"sets": 3, "traget": 50} is refused naming both, in every game."""
    for game in ("dominoes", "hus", "wuhsing"):
        out = call("new_game", game=game, options={"sets": 3, "traget": 50}, seed=1)
        assert out["error"]["type"] == "BadOptions"
        assert "'sets', 'traget'" in out["error"]["message"]
        rec = call("new_game", game=game, options={}, seed=1, seat=0)["result"]["record"]
        out = call("load", record={**rec, "extra": 1}, seat=0)
        assert out["error"]["type"] == "BadRecord" and "'extra'" in out["error"]["message"]


def test_the_page_seed_does_not_decide_later_deals() -> None:
    """Issue 17: new_game with the same seed twice deals the same first round (reproducible),
    but the second round is drawn when it starts: the record holds no seed, and two plays of
    ``next`` from the same record deal differently."""
    a = call("new_game", game="dominoes", options={"mode": "block", "target": 500}, seed=7,
             seat=0)["result"]  # fmt: skip
    b = call("new_game", game="dominoes", options={"mode": "block", "target": 500}, seed=7,
             seat=0)["result"]  # fmt: skip
    assert a["record"] == b["record"] and "seed" not in a["record"]
    rec, view = a["record"], a["view"]
    while view["legal"] != ["next"]:
        if view["to_move"] == 0:
            res = call("play", record=rec, move=view["legal"][0], seat=0)
        else:
            res = call("computer", record=rec, level="easy", seed=1, budget_ms=0, seat=0)
        rec, view = res["result"]["record"], res["result"]["view"]
    seconds = {
        json.dumps(call("play", record=rec, move="next", seat=0)["result"]["record"]["deals"][1])
        for _ in range(3)
    }
    assert len(seconds) == 3


def test_an_engine_fault_still_gets_a_reply(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bug inside an operation comes back as InternalError (the worker is never left
    without an answer)."""

    def broken(args: dict) -> dict:
        raise ZeroDivisionError("division by zero")

    ops = {**api.OPS, "info": dataclasses.replace(api.OPS["info"], run=broken)}
    monkeypatch.setattr(api, "OPS", ops)
    out = json.loads(api.call("info", "{}"))
    fault = {"type": "InternalError", "message": "ZeroDivisionError: division by zero"}
    assert out == {"ok": False, "error": fault}


# --- issue 27: the protocol declared once ---------------------------------------------------


def test_every_operation_is_declared_with_its_arguments_and_result() -> None:
    """Each op's declared arguments are the names its function reads, each of a known type;
    each op's result has its declared keys; `view` is gone (it was `load` under a second name)."""
    assert list(api.OPS) == [
        "info", "new_game", "load", "play", "computer", "take_back", "hint", "replay", "position",
    ]  # fmt: skip
    for name, op in api.OPS.items():
        for arg, kind in op.args.items():
            assert kind.removesuffix("?") in api.ARG_TYPES, (name, arg, kind)
        assert api.protocol()[name] == {"args": dict(op.args), "result": list(op.result)}
    new = call("new_game", game="hus", options={}, seed=2, seat=0)["result"]
    played = call("play", record=new["record"], move=new["view"]["legal"][0], seat=0)["result"]
    played = played["record"]
    results = {
        "info": call("info")["result"],
        "new_game": new,
        "load": call("load", record=new["record"], seat=0, game="hus")["result"],
        "play": call("play", record=new["record"], move=new["view"]["legal"][0], seat=0)["result"],
        "computer": call(
            "computer", record=new["record"], level="easy", seed=1, budget_ms=0, seat=None
        )["result"],  # fmt: skip
        "replay": call("replay", record=new["record"])["result"],
        "take_back": call("take_back", record=played, seat=0)["result"],
        "hint": call("hint", record=new["record"], seat=0, seed=1, budget_ms=0)["result"],
    }
    for name, result in results.items():
        assert set(api.OPS[name].result) <= set(result), name
        if name != "replay":  # replay adds the game's own fields
            assert set(result) == set(api.OPS[name].result), name
    assert call("view", record=new["record"], seat=0)["error"] == {
        "type": "GameError",
        "message": "unknown operation 'view'",
    }


def test_an_argument_the_operation_does_not_take_is_refused() -> None:
    rec = call("new_game", game="dominoes", options={}, seed=1, seat=0)["result"]["record"]
    out = call("load", record=rec, seat=0, sead=1)
    assert out["error"] == {"type": "GameError", "message": "load takes no argument 'sead'"}
    assert call("info", x=1, y=2)["error"]["message"] == "info takes no argument 'x', 'y'"
