"""The frame builder (py/gamut_server/frames.py) against its key allowlist, and the leak
property: playing random matches of all three games with 2-4 seats through the room logic,
no frame to seat S (or to a spectator) ever holds a tile S may not see (D9, W-rules), a
seat's token, the seed or the record before the end."""

from __future__ import annotations

import json
import random
import re
from collections import Counter

import pytest

import server_support  # noqa: F401  (puts py/ on the path)
from gamut import core
from gamut_server import match, rooms
from gamut_server.engines import Engines
from gamut_server.frames import KEYS, SEAT_KEYS, frame
from gamut_server.protocol import CODES, parse

DOMINO = re.compile(r"(?<![\d-])[0-6]-[0-6](?![\d-])")
WU = re.compile(r"(?<![A-Z-])[WFHME]-[WFHME](?![A-Z-])")


def check_allowlist(f: dict) -> None:
    """Exactly the keys KEYS allows for the frame's type; seat entries exactly SEAT_KEYS."""
    assert set(f) == {"type", *KEYS[f["type"]]}, f
    if f["type"] == "state":
        for s in f["seats"]:
            assert set(s) == set(SEAT_KEYS), s


def test_every_frame_type_has_exactly_its_keys() -> None:
    built = [
        frame("joined", room="r", seat=1, token="t"),
        frame("error", code="full", message="m"),
        frame("pong"),
        frame("record", record={"game": "hus"}),
        frame("state", room="r", v=3, you=0, started=False, view=None, tally=[0, 1],
              watching=0, host=0, game="dominoes", options={"mode": "draw"},
              seats=[{"kind": "human", "name": "A", "connected": True, "token": "SECRET",
                      "holders": ["SECRET"], "rematch": False, "ready": True,
                      "covered": False}]),
        frame("state", room="r", v=3, you=None, started=False, view=None, tally=[], watching=2,
              host=1, game="hus", options={}, seats=[]),
    ]  # fmt: skip
    for f in built:
        check_allowlist(f)
    assert "SECRET" not in json.dumps(built)  # a seat's token is never copied into a frame


SEAT = {"kind": "human", "name": "x", "connected": True, "rematch": False, "ready": False,
        "covered": False}
STATE = {"room": "r", "v": 1, "you": 0, "started": False, "seats": [SEAT], "view": None,
         "tally": [0], "watching": 0, "host": 0, "game": "hus", "options": {}}


@pytest.mark.parametrize(
    "kind, values",
    [
        ("nope", {}),
        ("pong", {"extra": 1}),
        ("joined", {"room": "r", "seat": 1}),  # token missing
        ("error", {"code": "teapot", "message": "m"}),
        ("state", {**STATE, "v": True}),
        ("state", {**STATE, "you": "0"}),
        ("state", {**STATE, "tally": [True]}),
        ("state", {**STATE, "options": None}),
        ("state", {**STATE, "seats": [{**SEAT, "kind": "robot"}]}),
        ("state", {**STATE, "seats": [{**SEAT, "ready": 1}]}),
        ("state", {k: v for k, v in STATE.items() if k != "watching"}),
        ("record", {"record": "text"}),
    ],
)  # fmt: skip
def test_the_builder_refuses_unknown_types_keys_and_values(kind: str, values: dict) -> None:
    with pytest.raises(ValueError):
        frame(kind, **values)


def test_every_error_code_of_the_protocol_builds() -> None:
    assert CODES == ("bad_request", "not_found", "full", "not_host", "not_started",
                     "not_your_turn", "illegal", "stale", "rate_limited", "busy")  # fmt: skip
    for code in CODES:
        assert frame("error", code=code, message="x")["code"] == code


def hidden_dominoes(state: object, seat: int | None) -> set[str]:
    """Tiles ``seat`` (None: a spectator) may not see: other hands and the out tiles while
    the round runs, the boneyard always (D9.1, D7.5)."""
    from gamut.dominoes.rules import tile_str

    hidden = {tile_str(t) for t in state.boneyard}
    if not state.round_over:
        hidden |= {tile_str(t) for t in state.out}
        for i, hand in enumerate(state.hands):
            if i != seat:
                hidden |= {tile_str(t) for t in hand}
    return hidden


def hidden_wuhsing(state: object, seat: int | None) -> set[str]:
    """Tile kinds every copy of which lies where ``seat`` (None: a spectator) may not look:
    players' hands that are not shown (open hands, a W6.2 pass, the end) and the box (W1.2)."""
    if state.over:
        return set()
    seen: Counter[str] = Counter(state.hands[seat] if seat is not None else ())
    seen.update(t for t, *_ in state.tiles)
    unseen: Counter[str] = Counter(state.box)
    for i, hand in enumerate(state.hands):
        if i == seat:
            continue
        if state.open_hands or i in state.passed:
            seen.update(hand)
        else:
            if state.variant != "standard":  # W8.1: one of every kind, minus what was laid
                known = state.hands[i]
            else:
                known = state.known[i] if state.known is not None else None
            seen.update(known or ())
            unseen.update(hand)
    if state.pending is not None and state.pending[0] != seat:
        unseen[state.pending[5]] += 1
    return {t for t in unseen if seen[t] == 0}


def scan(doc: dict, engines: Engines, tokens: list[str], seed: int) -> int:
    """Build every seat's and a spectator's frame at ``doc`` and check them; returns how many
    were checked."""
    rules = core.engine(doc["game"])
    state = match.state_of(doc, engines) if doc["started"] else None
    n = 0
    for seat in [*range(len(doc["seats"])), None]:
        frames = [match.state_frame(doc, seat, engines)]
        if doc["over"]:
            frames.append(match.record_frame(doc))
        else:
            assert match.record_frame(doc) is None
        for f in frames:
            check_allowlist(f)
            text = json.dumps(f)
            for t in tokens:
                assert t not in text and rooms.token_hash(t) not in text
            assert "proc-" not in text  # the processes holding sockets never leave
            if f["type"] == "record":
                continue
            assert f["you"] == seat
            if state is None:
                assert f["view"] is None and f["started"] is False
                n += 1
                continue
            assert f["view"] == rules.view(state, seat)
            assert '"seed"' not in text and '"deals"' not in text and str(seed) not in text
            if doc["game"] == "dominoes":
                leaked = set(DOMINO.findall(text)) & hidden_dominoes(state, seat)
                assert not leaked, (seat, leaked)
            elif doc["game"] == "wuhsing":
                leaked = set(WU.findall(text)) & hidden_wuhsing(state, seat)
                assert not leaked, (seat, leaked)
            n += 1
    return n


CASES = [
    ("dominoes", 2, {"mode": "draw", "target": 30}),
    ("dominoes", 3, {"mode": "fives", "target": 30}),
    ("dominoes", 4, {"mode": "block", "target": 30}),
    ("hus", 2, {"first": 0}),
    ("wuhsing", 2, {}),
    ("wuhsing", 3, {}),
    ("wuhsing", 4, {}),
    ("wuhsing", 2, {"variant": "fifteen_b"}),
]


@pytest.mark.parametrize("game, seats, options", CASES)
def test_no_frame_to_a_seat_holds_what_that_seat_may_not_see(
    game: str, seats: int, options: dict
) -> None:
    """A whole random match (every seat a person, moves drawn at random, a spectator
    watching) through the room logic; every frame of every seat and of the spectator after
    every change is scanned."""
    r = random.Random(f"{game}{seats}{options}")
    engines = Engines()
    req = parse(json.dumps({"type": "create", "game": game, "options": options, "seats": seats,
                            "level": "easy", "name": "P0"}))  # fmt: skip
    doc, tok = rooms.create(req, match.options_for(game, options, seats), "proc-a", "addr")
    tokens = [tok]
    for i in range(1, seats):
        doc, _, tok = rooms.join(doc, f"P{i}", "proc-b")
        tokens.append(tok)
    doc = rooms.watching(doc, "proc-a", 1)
    seed = r.getrandbits(62)
    checked = scan(doc, engines, tokens, seed)
    doc, state = match.start(doc, 0, engines, seed=seed)
    engines.keep(doc["id"], doc["record"], state)
    rules = core.engine(game)
    moves = 0
    while not doc["over"] and moves < 600:
        checked += scan(doc, engines, tokens, seed)
        state = match.state_of(doc, engines)
        mover = rules.to_move(state)
        if mover is None:
            mover = next(i for i in range(seats) if not doc["seats"][i]["ready"])
        legal = rules.legal_moves(state)
        doc, state = match.move(doc, mover, {"type": "move", "move": r.choice(legal),
                                             "v": doc["v"]}, engines)  # fmt: skip
        if state is not None:
            engines.keep(doc["id"], doc["record"], state)
        moves += 1
    checked += scan(doc, engines, tokens, seed)
    assert doc["over"], f"{game}: no end in {moves} moves"
    assert checked > seats * moves
