"""A room's seats (py/gamut_server/rooms.py), pure logic: create, join, hello, presence,
leave, spectators and cover. Every refusal raises the protocol's code and leaves the room
document as it was."""

from __future__ import annotations

import copy
import json

import pytest

import server_support  # noqa: F401  (puts py/ on the path)
from gamut_server import match, rooms
from gamut_server.engines import Engines
from gamut_server.protocol import ProtocolError, parse

P, Q = "proc-p", "proc-q"  # two server processes


def create(game: str = "dominoes", seats: int = 3, options: dict | None = None) -> tuple:
    req = parse(json.dumps({"type": "create", "game": game, "options": options or {},
                            "seats": seats, "level": "easy", "name": "Ann"}))  # fmt: skip
    opts = match.options_for(game, req["options"], seats)
    return rooms.create(req, opts, P, "addr", now=1000.0)


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
    assert doc["seats"][0]["name"] == "Ann" and doc["seats"][0]["holders"] == [P]
    assert rooms.public_seats(doc)[0]["connected"] is True
    assert doc["options"] == {"seats": 3} and doc["tally"] == [0, 0, 0]
    assert len(doc["id"]) >= 22 and len(token) >= 22  # 128 bits, URL-safe
    assert token not in json.dumps(doc)
    assert doc["seats"][0]["token"] == rooms.token_hash(token)
    assert doc["record"] is None


def test_every_write_is_a_new_version_with_a_new_rev() -> None:
    doc, _ = create()
    out = rooms.write(doc, now=1001.0)
    assert out["v"] == doc["v"] + 1 and out["rev"] != doc["rev"] and out["updated"] == 1001.0
    out["seats"][0]["name"] = "X"
    assert doc["seats"][0]["name"] == "Ann"  # a deep copy: the document read stays as it was


def test_join_takes_the_lowest_free_seat_until_full() -> None:
    doc, _ = create(seats=3)
    doc, seat, tok1 = rooms.join(doc, "Bo", Q, now=1001.0)
    assert seat == 1 and doc["v"] == 2 and doc["seats"][1]["holders"] == [Q]
    doc, seat, tok2 = rooms.join(doc, "Cy", P)
    assert seat == 2 and tok1 != tok2
    refused("full", rooms.join, doc, "Di", P)


def test_a_seat_left_before_the_start_opens_again_and_the_host_passes_on() -> None:
    doc, _ = create(seats=3)
    doc, _, _ = rooms.join(doc, "Bo", P)
    doc = rooms.leave(doc, 0)
    assert doc["seats"][0]["kind"] == "open" and doc["seats"][0]["token"] is None
    assert doc["host"] == 1
    doc, seat, _ = rooms.join(doc, "Cy", P)
    assert seat == 0 and doc["host"] == 1


def test_a_token_holds_its_seat_only_until_the_seat_is_given_up() -> None:
    doc, token = create(seats=2)
    mine = rooms.token_hash(token)
    assert rooms.holds(doc, 0, mine) and not rooms.holds(doc, 1, mine)
    doc = rooms.leave(doc, 0)
    assert not rooms.holds(doc, 0, mine)
    doc, seat, other = rooms.join(doc, "Bo", P)  # a newcomer on the same seat
    assert seat == 0 and not rooms.holds(doc, 0, mine)
    assert rooms.holds(doc, 0, rooms.token_hash(other))


def test_presence_per_process_and_hello_back_to_the_tokens_seat() -> None:
    doc, _ = create(seats=2)
    doc, seat, token = rooms.join(doc, "Bo", P, now=1001.0)
    doc = rooms.present_at(doc, seat, Q, True)  # a second socket of Bo's, in process Q
    assert doc["seats"][1]["holders"] == [P, Q]
    assert rooms.present_at(doc, seat, Q, True) is doc  # nothing new: no write
    doc = rooms.present_at(doc, seat, P, False, now=1002.0)
    assert rooms.public_seats(doc)[1]["connected"] is True and doc["seats"][1]["away"] is None
    doc = rooms.present_at(doc, seat, Q, False, now=1003.0)
    assert rooms.public_seats(doc)[1]["connected"] is False and doc["seats"][1]["away"] == 1003.0
    back, found = rooms.hello(doc, token, P, now=1004.0)
    assert found == 1 and back["seats"][1]["holders"] == [P] and back["v"] == doc["v"] + 1
    assert back["seats"][1]["away"] is None
    refused("not_found", rooms.hello, doc, rooms.new_id(), P)


def test_a_dead_process_is_reaped_from_every_seat_and_the_spectators() -> None:
    doc, _ = create(seats=3)
    doc, _, _ = rooms.join(doc, "Bo", Q)
    doc = rooms.present_at(doc, 0, Q, True)
    doc = rooms.watching(doc, Q, 2)
    doc = rooms.watching(doc, P, 1)
    assert rooms.spectators(doc) == 3
    reaped = rooms.reap(doc, Q, now=2000.0)
    assert [s["holders"] for s in reaped["seats"]] == [[P], [], []]
    assert reaped["seats"][1]["away"] == 2000.0 and rooms.spectators(reaped) == 1
    assert rooms.reap(reaped, Q) is reaped  # nothing left of Q: no write


def test_leaving_a_started_match_hands_the_seat_to_the_computer_under_its_name() -> None:
    engines = Engines()
    doc, _ = create("hus", seats=2, options={"first": 1})
    doc, _, token = rooms.join(doc, "Bo", P)
    doc, _ = match.start(doc, 0, engines, seed=3)
    assert match.computer_to_move(doc, engines) is None  # North (seat 1) is a person
    doc = rooms.leave(doc, 1)
    assert doc["seats"][1]["kind"] == "computer" and doc["seats"][1]["token"] is None
    assert doc["seats"][1]["name"] == "Bo" and doc["seats"][1]["holders"] == []
    assert not rooms.holds(doc, 1, rooms.token_hash(token))
    assert match.computer_to_move(doc, engines) == 1


def test_a_seat_away_for_a_minute_may_be_covered_and_hello_ends_the_cover() -> None:
    doc, _ = create(seats=3)
    doc, _, token = rooms.join(doc, "Bo", P)
    refused("bad_request", rooms.cover, doc, 0, 1, 1200.0)  # Bo is connected
    doc = rooms.present_at(doc, 1, P, False, now=1100.0)
    refused("bad_request", rooms.cover, doc, 0, 1, 1159.0)  # 59 s away
    refused("bad_request", rooms.cover, doc, 0, 2, 1200.0)  # an open seat
    refused("bad_request", rooms.cover, doc, 1, 1, 1200.0)  # one's own seat
    covered = rooms.cover(doc, 0, 1, now=1160.0)
    assert rooms.public_seats(covered)[1] == {"kind": "human", "name": "Bo", "connected": False,
                                              "rematch": False, "ready": False, "covered": True}
    refused("bad_request", rooms.cover, covered, 0, 1, 1300.0)  # covered already
    back, _ = rooms.hello(covered, token, P)
    assert back["seats"][1]["covered"] is False


def test_the_frame_seats_hold_no_token_no_process_and_no_time() -> None:
    doc, _ = create(seats=2)
    seats = rooms.public_seats(doc)
    assert [set(s) for s in seats] == [{"kind", "name", "connected", "rematch", "ready",
                                        "covered"}] * 2  # fmt: skip
    text = json.dumps(seats)
    assert P not in text and doc["seats"][0]["token"] not in text
