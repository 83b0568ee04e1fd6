"""Client frames of the wire protocol (py/gamut_server/protocol.py): what each type takes,
names a page can show safely, and refusals with the protocol's code."""

from __future__ import annotations

import json

import pytest

import server_support  # noqa: F401  (puts py/ on the path)
from gamut_server.protocol import ProtocolError, parse

ROOM = "R" * 22


def refused(text: str) -> str:
    with pytest.raises(ProtocolError) as err:
        parse(text)
    return err.value.code


@pytest.mark.parametrize("name", [
    "Ann\u202egniK",  # right-to-left override: the name would reorder the page around it
    "\u202aAnn", "Ann\u202c", "\u2066Ann\u2069", "Ann\u2067", "Ann\u2068",  # embeddings, isolates
    "Ann\x00", "An\nn", "An\u2028n", "   ", "A" * 41,
])  # fmt: skip
def test_names_refuse_bidi_controls_and_the_unprintable(name: str) -> None:
    assert refused(json.dumps({"type": "join", "room": ROOM, "name": name})) == "bad_request"


@pytest.mark.parametrize("name", [
    "Ann\u200f", "\u200eAnn", "Ann\u061c",  # the bidi marks (RLM, LRM, ALM): Bidi_Control too
    "\u200b", "\ufeff", "\u00ad", "\u200b\u200c\u200d", "\u2060",  # zero-width: shows nothing
    "\u3164", "\u115f\u1160", "\uffa0", "\u2800\u2800",  # blank letters (Hangul fillers, braille)
    "\u0301\u0301",  # combining marks with no letter to sit on
])  # fmt: skip
def test_names_refuse_bidi_marks_and_names_that_show_nothing(name: str) -> None:
    """A name must show at least one visible character (a seat, a tally and the invite
    read it; an invisible name is a blank seat), and no bidi control at all reaches a page."""
    assert refused(json.dumps({"type": "join", "room": ROOM, "name": name})) == "bad_request"


@pytest.mark.parametrize("name", ["\U0001f469\u200d\U0001f469\u200d\U0001f467", "Zo\u00eb",
                                  "e\u0301", "\u200bAnn", "\u314f\u3164\u314f"])  # fmt: skip
def test_names_with_something_visible_keep_their_joiners_and_marks(name: str) -> None:
    got = parse(json.dumps({"type": "join", "room": ROOM, "name": name}))
    assert got["name"] == name


def test_a_lone_surrogate_in_a_name_is_refused() -> None:
    text = '{"type": "join", "room": "' + ROOM + '", "name": "Ann\\ud800"}'
    assert json.loads(text)["name"].endswith("\ud800")  # JSON can carry it
    assert refused(text) == "bad_request"


@pytest.mark.parametrize("name", ["Ann", " Bo ", "أحمد", "דנה", "李雷", "Zoë-Ann O'Neil"])
def test_names_in_every_script_are_kept_trimmed(name: str) -> None:
    got = parse(json.dumps({"type": "join", "room": ROOM, "name": name}))
    assert got == {"type": "join", "room": ROOM, "name": name.strip()}


def test_the_additions_take_exactly_their_keys() -> None:
    assert parse('{"type": "watch", "room": "' + ROOM + '"}') == {"type": "watch", "room": ROOM}
    assert parse('{"type": "rematch"}') == {"type": "rematch"}
    assert parse('{"type": "rematch", "options": {"target": 50}}') == {
        "type": "rematch", "options": {"target": 50}}
    assert parse('{"type": "cover", "seat": 2}') == {"type": "cover", "seat": 2}
    for bad in ('{"type": "watch"}', '{"type": "watch", "room": "x"}',
                '{"type": "rematch", "options": 5}', '{"type": "rematch", "v": 1}',
                '{"type": "cover"}', '{"type": "cover", "seat": 4}',
                '{"type": "cover", "seat": true}', '{"type": "cover", "seat": -1}'):
        assert refused(bad) == "bad_request", bad


def test_create_checks_the_games_seat_range_and_level() -> None:
    base = {"type": "create", "game": "hus", "options": {}, "seats": 2, "level": "easy",
            "name": "A"}  # fmt: skip
    assert parse(json.dumps(base))["seats"] == 2
    assert refused(json.dumps({**base, "seats": 3})) == "bad_request"  # Hus: 2 seats
    assert parse(json.dumps({**base, "game": "dominoes", "seats": 4}))["seats"] == 4
    assert refused(json.dumps({**base, "game": "dominoes", "seats": 5})) == "bad_request"
    assert refused(json.dumps({**base, "level": "expert"})) == "bad_request"
