"""The JSON bridge (gamut.api): every operation, and bad input that must come back as an error."""

from __future__ import annotations

import json

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
    view = call("view", record=rec, seat=0)["result"]["view"]
    other = 1 - view["to_move"]
    wrong_turn = call("play", record=rec, move=view["legal"][0] if view["legal"] else "x",
                      seat=other)  # fmt: skip
    assert wrong_turn["error"]["type"] == "IllegalMove"
    assert call("load", record=None)["error"]["type"] == "BadRecord"
    assert call("load", record={"game": "dominoes", "moves": "x"})["error"]["type"] == "BadRecord"
    assert call("computer", record=rec, level="genius")["error"]["type"] == "BadOptions"
