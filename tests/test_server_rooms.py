"""Room transitions (py/gamut_server/rooms.py), pure logic: every refusal raises the
protocol's code and leaves the room document as it was."""

from __future__ import annotations

import copy
import json

import pytest

import server_support  # noqa: F401  (puts py/ on the path)
from gamut import core
from gamut_server import rooms
from gamut_server.protocol import ProtocolError, parse


def create(game: str = "dominoes", seats: int = 3, options: dict | None = None) -> tuple:
    req = parse(json.dumps({"type": "create", "game": game, "options": options or {},
                            "seats": seats, "level": "easy", "name": "Ann"}))  # fmt: skip
    return rooms.create(req, now=1000.0)


def refused(code: str, fn: object, doc: dict, *args: object) -> None:
    """fn(doc, *args) raises ProtocolError(code) and leaves doc unchanged."""
    before = copy.deepcopy(doc)
    with pytest.raises(ProtocolError) as err:
        fn(doc, *args)
    assert err.value.code == code
    assert doc == before


def test_create_gives_the_creator_seat_0_as_host_and_keeps_only_a_hash_of_the_token() -> None:
    doc, token = create()
    assert doc["v"] == 1 and doc["host"] == 0 and doc["started"] is False
    assert [s["kind"] for s in doc["seats"]] == ["human", "open", "open"]
    assert doc["seats"][0]["name"] == "Ann" and doc["seats"][0]["connected"] is True
    assert doc["options"] == {"seats": 3}
    assert len(doc["id"]) >= 22 and len(token) >= 22  # 128 bits, URL-safe
    assert token not in json.dumps(doc)
    assert doc["seats"][0]["token"] == rooms.token_hash(token)
    assert doc["record"] is None


def test_create_refuses_options_the_engine_refuses() -> None:
    with pytest.raises(ProtocolError) as err:
        create(options={"mode": "nope"})
    assert err.value.code == "bad_request"
    with pytest.raises(ProtocolError) as err:
        rooms.game_options("hus", {}, 3)
    assert err.value.code == "bad_request"


def test_join_takes_the_lowest_free_seat_until_full() -> None:
    doc, _ = create(seats=3)
    doc, seat, tok1 = rooms.join(doc, "Bo", now=1001.0)
    assert seat == 1 and doc["v"] == 2
    doc, seat, tok2 = rooms.join(doc, "Cy")
    assert seat == 2 and tok1 != tok2
    refused("full", rooms.join, doc, "Di")


def test_a_seat_left_before_the_start_opens_again_and_the_host_passes_on() -> None:
    doc, _ = create(seats=3)
    doc, _, _ = rooms.join(doc, "Bo")
    doc = rooms.leave(doc, 0)
    assert doc["seats"][0]["kind"] == "open" and doc["host"] == 1
    doc, seat, _ = rooms.join(doc, "Cy")
    assert seat == 0 and doc["host"] == 1


def test_hello_comes_back_to_the_tokens_seat_and_refuses_a_strange_token() -> None:
    doc, _ = create(seats=2)
    doc, seat, token = rooms.join(doc, "Bo")
    doc = rooms.disconnect(doc, seat)
    assert doc["seats"][1]["connected"] is False
    doc2, back = rooms.hello(doc, token)
    assert back == 1 and doc2["seats"][1]["connected"] is True and doc2["v"] == doc["v"] + 1
    refused("not_found", rooms.hello, doc, rooms.new_id())


def test_only_the_host_starts_and_open_seats_become_computers() -> None:
    engines = rooms.Engines()
    doc, _ = create(seats=4)
    doc, seat, _ = rooms.join(doc, "Bo")
    refused("not_host", rooms.start, doc, seat, engines)
    started = rooms.start(doc, 0, engines, seed=7)
    assert started["started"] is True and started["v"] == doc["v"] + 1
    assert [s["kind"] for s in started["seats"]] == ["human", "human", "computer", "computer"]
    assert started["record"]["options"]["seats"] == 4 and started["record"]["moves"] == []
    refused("bad_request", rooms.start, started, 0, engines)
    refused("full", rooms.join, started, "Cy")


def test_moves_are_checked_for_start_version_turn_and_legality() -> None:
    engines = rooms.Engines()
    doc, _ = create(seats=2)
    doc, _, _ = rooms.join(doc, "Bo")
    refused("not_started", rooms.move, doc, 0, {"type": "move", "move": "pass", "v": doc["v"]},
            engines)  # fmt: skip
    doc = rooms.start(doc, 0, engines, seed=11)
    state = core.engine("dominoes").from_record(doc["record"])
    mover = core.engine("dominoes").to_move(state)
    other = 1 - mover
    legal = core.engine("dominoes").legal_moves(state)
    ok = {"type": "move", "move": legal[0], "v": doc["v"]}
    refused("stale", rooms.move, doc, mover, {**ok, "v": doc["v"] - 1}, engines)
    refused("not_your_turn", rooms.move, doc, other, ok, engines)
    refused("illegal", rooms.move, doc, mover, {**ok, "move": "9-9 E"}, engines)
    after = rooms.move(doc, mover, ok, engines)
    assert after["v"] == doc["v"] + 1 and after["record"]["moves"] == [legal[0]]
    refused("stale", rooms.move, after, other, ok, engines)  # the version it saw is gone


def test_a_human_leaving_a_started_match_hands_the_seat_to_the_computer() -> None:
    engines = rooms.Engines()
    doc, _ = create("hus", seats=2, options={"first": 1})
    doc, _, _ = rooms.join(doc, "Bo")
    doc = rooms.start(doc, 0, engines, seed=3)
    assert rooms.computer_to_move(doc, engines) is None  # North (seat 1) is human
    doc = rooms.leave(doc, 1)
    assert doc["seats"][1]["kind"] == "computer" and doc["seats"][1]["token"] is None
    assert rooms.computer_to_move(doc, engines) == 1


def test_the_computer_plays_from_its_view_and_a_stale_decision_is_refused() -> None:
    engines = rooms.Engines()
    doc, _ = create("wuhsing", seats=3, options={"first": 1})
    doc = rooms.start(doc, 0, engines, seed=5)
    assert rooms.computer_to_move(doc, engines) == 1
    view = rooms.computer_view(doc, 1, engines)
    assert view["seat"] == 1 and view["hands"][0] is None and view["hands"][2] is None
    move = core.players("wuhsing").choose(view, "easy", 1, 50)
    refused("stale", rooms.computer_move, doc, 1, move, doc["v"] - 1, engines)
    after = rooms.computer_move(doc, 1, move, doc["v"], engines)
    assert after["record"]["moves"] == [move] and rooms.computer_to_move(after, engines) == 2


def test_the_record_frame_only_once_the_match_is_over() -> None:
    engines = rooms.Engines()
    doc, _ = create("dominoes", seats=2, options={"target": 1})
    doc, _, _ = rooms.join(doc, "Bo")
    doc = rooms.start(doc, 0, engines, seed=2)
    rules = core.engine("dominoes")
    while not doc["over"]:
        assert rooms.record_frame(doc) is None
        assert [f["type"] for f in rooms.frames_for(doc, 0, engines)] == ["state"]
        state = engines.state(doc)
        seat = rules.to_move(state)
        seat = 0 if seat is None else seat
        req = {"type": "move", "move": rules.legal_moves(state)[0], "v": doc["v"]}
        doc = rooms.move(doc, seat, req, engines)
    frames = rooms.frames_for(doc, 1, engines)
    assert [f["type"] for f in frames] == ["state", "record"]
    assert frames[1]["record"] == doc["record"] and len(frames[1]["record"]["deals"]) >= 1


def test_engines_rebuild_a_state_from_the_record_when_another_process_moved() -> None:
    engines, other = rooms.Engines(), rooms.Engines()
    doc, _ = create(seats=2)
    doc, _, _ = rooms.join(doc, "Bo")
    doc = rooms.start(doc, 0, engines, seed=9)
    state = engines.state(doc)
    mover = core.engine("dominoes").to_move(state)
    req = {"type": "move", "move": core.engine("dominoes").legal_moves(state)[0], "v": doc["v"]}
    after = rooms.move(doc, mover, req, engines)
    rebuilt = other.state(after)  # never saw the room: replays the record
    rules = core.engine("dominoes")
    assert rules.view(rebuilt, 0) == rules.view(engines.state(after), 0)
