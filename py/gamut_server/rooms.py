"""Room transitions, pure logic: create, join, hello, start, move, leave, disconnect and the
computer's move. No I/O: every function takes a room document and returns a new one (the
given one is never changed), or raises :class:`~gamut_server.protocol.ProtocolError` and
changes nothing. The stores keep the documents; app.py wires them to sockets.

A room document (JSON-ready; only the server ever sees it)::

    {"id": R, "v": 0, "game": G, "options": {...}, "level": L, "host": 0,
     "started": False, "created": T, "updated": T, "over": False,
     "seats": [{"kind": "human"|"computer"|"open", "name": S, "token": H|None,
                "connected": B}],
     "record": None | the engine's record (options, the deals dealt so far, moves)}

``v`` grows by one with every change. ``token`` is the sha256 of the seat's secret (the
secret itself goes to its seat once, in ``joined``). The engines are reached only through
``gamut.core`` (``engine(game)``: new_game, legal_moves, play, view, outcome, to_record,
from_record). :class:`Engines` keeps the last state of each room so that a move does not
replay the whole record.
"""

from __future__ import annotations

import copy
import hashlib
import hmac
import secrets
import threading
import time
from collections import OrderedDict
from typing import Any

from gamut import core

from .frames import frame
from .protocol import ProtocolError

SEAT_OPTION = {"dominoes": "seats", "wuhsing": "players", "hus": None}
"""The option that holds the number of seats, per game (Hus is always two)."""


def new_id() -> str:
    """A room id or seat token: 128 random bits from ``secrets``, URL-safe."""
    return secrets.token_urlsafe(16)


def token_hash(token: str) -> str:
    """What a room keeps of a seat's token (sha256, hex)."""
    return hashlib.sha256(token.encode()).hexdigest()


class Engines:
    """The engine state of each room at its current version, rebuilt from the record when
    missing (another process moved, or this one restarted). Bounded (least recently used)."""

    def __init__(self, limit: int = 2048) -> None:
        self.limit = limit
        self._states: OrderedDict[str, tuple[int, int, Any]] = OrderedDict()
        self._lock = threading.Lock()  # the executor's threads share it

    def state(self, doc: dict) -> Any:
        """The engine state of a started room. Raises core.BadRecord if its record is bad.
        States are never changed (``play`` returns a new one), so threads may share them."""
        key = doc["id"]
        moves = len(doc["record"]["moves"])
        with self._lock:
            hit = self._states.get(key)
            if hit is not None and hit[0] == doc["v"] and hit[1] == moves:
                self._states.move_to_end(key)
                return hit[2]
        state = core.engine(doc["game"]).from_record(doc["record"])
        self.keep(doc, state)
        return state

    def keep(self, doc: dict, state: Any) -> None:
        """Remember ``state`` as the state of ``doc`` at its version."""
        with self._lock:
            self._states[doc["id"]] = (doc["v"], len(doc["record"]["moves"]), state)
            self._states.move_to_end(doc["id"])
            while len(self._states) > self.limit:
                self._states.popitem(last=False)

    def forget(self, room: str) -> None:
        """Drop a room's state (it expired or was closed)."""
        with self._lock:
            self._states.pop(room, None)


def _bump(doc: dict, now: float | None = None) -> dict:
    out = copy.deepcopy(doc)
    out["v"] = doc["v"] + 1
    out["updated"] = time.time() if now is None else now
    return out


def _seat_of(doc: dict, token: str) -> int | None:
    want = token_hash(token)
    for i, s in enumerate(doc["seats"]):
        if s["token"] is not None and hmac.compare_digest(s["token"], want):
            return i
    return None


def game_options(game: str, options: dict, seats: int) -> dict:
    """The options a room's match is dealt with: the client's, with the seat count set.

    Raises ProtocolError(bad_request) for options the engine refuses.
    """
    opts = dict(options)
    key = SEAT_OPTION[game]
    if key is not None:
        opts[key] = seats
    elif seats != 2:
        raise ProtocolError("bad_request", f"{game} is for 2 seats")
    try:
        core.engine(game).new_game(opts, seed=0)
    except core.GameError as exc:
        raise ProtocolError("bad_request", f"options: {exc}") from None
    return opts


def create(req: dict, now: float | None = None) -> tuple[dict, str]:
    """A new room from a checked ``create`` frame: ``(doc, token)``; the creator holds seat 0
    and is the host. Raises ProtocolError(bad_request) for options the game refuses."""
    opts = game_options(req["game"], req["options"], req["seats"])
    token = new_id()
    t = time.time() if now is None else now
    seats = [{"kind": "open", "name": "", "token": None, "connected": False}]
    seats = seats * req["seats"]
    seats = [dict(s) for s in seats]
    seats[0] = {"kind": "human", "name": req["name"], "token": token_hash(token), "connected": True}
    doc = {
        "id": new_id(),
        "v": 1,
        "game": req["game"],
        "options": opts,
        "level": req["level"],
        "host": 0,
        "started": False,
        "over": False,
        "created": t,
        "updated": t,
        "seats": seats,
        "record": None,
    }
    return doc, token


def join(doc: dict, name: str, now: float | None = None) -> tuple[dict, int, str]:
    """Take the lowest free seat: ``(doc, seat, token)``. Raises ProtocolError(full) when no
    seat is open (a started room has none: its free seats went to the computer)."""
    for i, s in enumerate(doc["seats"]):
        if s["kind"] == "open":
            token = new_id()
            out = _bump(doc, now)
            out["seats"][i] = {
                "kind": "human",
                "name": name,
                "token": token_hash(token),
                "connected": True,
            }
            return out, i, token
    raise ProtocolError("full", "every seat of this room is taken")


def hello(doc: dict, token: str, now: float | None = None) -> tuple[dict, int]:
    """Come back to the seat ``token`` belongs to: ``(doc, seat)``, the seat connected.
    Raises ProtocolError(not_found) for a token of no seat of this room."""
    seat = _seat_of(doc, token)
    if seat is None:
        raise ProtocolError("not_found", "no seat of this room has that token")
    if doc["seats"][seat]["connected"]:
        return doc, seat
    out = _bump(doc, now)
    out["seats"][seat]["connected"] = True
    return out, seat


def disconnect(doc: dict, seat: int, now: float | None = None) -> dict:
    """The seat's last connection closed (it keeps the seat: ``hello`` brings it back)."""
    if doc["seats"][seat]["kind"] != "human" or not doc["seats"][seat]["connected"]:
        return doc
    out = _bump(doc, now)
    out["seats"][seat]["connected"] = False
    return out


def start(doc: dict, seat: int, engines: Engines, seed: int | None = None,
          now: float | None = None) -> dict:  # fmt: skip
    """The host starts the match: every open seat becomes a computer seat at the room's
    level, and the server deals. With ``seed`` None (every real room) the engine draws the
    first deal, and each later round's deal when that round starts, from OS randomness: no
    seed of a later deal exists anywhere, the record holds only the deals dealt so far. An int
    ``seed`` (tests) makes the deals reproducible. Raises ProtocolError: not_host (another
    seat), bad_request (already started)."""
    if seat != doc["host"]:
        raise ProtocolError("not_host", "only the host starts the match")
    if doc["started"]:
        raise ProtocolError("bad_request", "the match has started")
    rules = core.engine(doc["game"])
    state = rules.new_game(doc["options"], seed=seed)
    out = _bump(doc, now)
    for s in out["seats"]:
        if s["kind"] == "open":
            s.update(kind="computer", name="", token=None, connected=True)
    out["started"] = True
    out["record"] = rules.to_record(state)
    engines.keep(out, state)
    return out


def _apply(doc: dict, move: str, engines: Engines, now: float | None) -> dict:
    rules = core.engine(doc["game"])
    state = engines.state(doc)
    try:
        after = rules.play(state, move)
    except core.GameError as exc:
        raise ProtocolError("illegal", str(exc)) from None
    out = _bump(doc, now)
    out["record"] = rules.to_record(after)
    out["over"] = bool(rules.outcome(after).over)
    engines.keep(out, after)
    return out


def may_move(doc: dict, seat: int, engines: Engines) -> bool:
    """Whether ``seat`` may move now: its turn, or (between rounds, ``to_move`` null) the
    round may be dealt on, which any human seat may ask for."""
    if not doc["started"] or doc["over"]:
        return False
    rules = core.engine(doc["game"])
    state = engines.state(doc)
    mover = rules.to_move(state)
    if mover is not None:
        return mover == seat
    return doc["seats"][seat]["kind"] == "human" and bool(rules.legal_moves(state))


def move(doc: dict, seat: int, req: dict, engines: Engines, now: float | None = None) -> dict:
    """A seat's move (checked ``move`` frame). Raises ProtocolError: not_started, stale
    (``v`` is not the room's version), not_your_turn, illegal (the engine refused it)."""
    if not doc["started"]:
        raise ProtocolError("not_started", "the match has not started")
    if req["v"] != doc["v"]:
        raise ProtocolError("stale", f"the room is at version {doc['v']}")
    if not may_move(doc, seat, engines):
        raise ProtocolError("not_your_turn", "it is not your turn")
    return _apply(doc, req["move"], engines, now)


def computer_to_move(doc: dict, engines: Engines) -> int | None:
    """The computer seat that is to move, or None (also between rounds: a computer deals on
    only when no human seat is left)."""
    if not doc["started"] or doc["over"]:
        return None
    rules = core.engine(doc["game"])
    state = engines.state(doc)
    mover = rules.to_move(state)
    if mover is not None:
        return mover if doc["seats"][mover]["kind"] == "computer" else None
    if rules.legal_moves(state) and all(s["kind"] != "human" for s in doc["seats"]):
        return 0
    return None


def computer_view(doc: dict, seat: int, engines: Engines) -> dict:
    """The view a computer seat decides from: ``view(state, seat)``, nothing more."""
    return core.engine(doc["game"]).view(engines.state(doc), seat)


def computer_move(doc: dict, seat: int, move_: str, v: int, engines: Engines,
                  now: float | None = None) -> dict:  # fmt: skip
    """Play the computer seat's chosen move, decided at version ``v``. Raises
    ProtocolError(stale) when the room moved on meanwhile."""
    if doc["v"] != v or computer_to_move(doc, engines) != seat:
        raise ProtocolError("stale", "the room moved on")
    return _apply(doc, move_, engines, now)


def leave(doc: dict, seat: int, now: float | None = None) -> dict:
    """A human leaves. Before the start the seat opens again (the host passes to the lowest
    other human); after it the seat becomes a computer seat and the match goes on."""
    out = _bump(doc, now)
    if not doc["started"]:
        out["seats"][seat] = {"kind": "open", "name": "", "token": None, "connected": False}
    else:
        out["seats"][seat] = {"kind": "computer", "name": "", "token": None, "connected": True}
    if seat == doc["host"]:
        humans = [i for i, s in enumerate(out["seats"]) if s["kind"] == "human"]
        out["host"] = humans[0] if humans else doc["host"]
    return out


def empty(doc: dict) -> bool:
    """No human holds a seat any more (the room may be dropped)."""
    return all(s["kind"] != "human" for s in doc["seats"])


def state_frame(doc: dict, seat: int, engines: Engines) -> dict:
    """The ``state`` frame for ``seat``: its view only (engine ``view(state, seat)``)."""
    view = None
    if doc["started"]:
        view = core.engine(doc["game"]).view(engines.state(doc), seat)
    return frame(
        "state",
        room=doc["id"],
        v=doc["v"],
        you=seat,
        started=doc["started"],
        seats=doc["seats"],
        view=view,
    )


def record_frame(doc: dict) -> dict | None:
    """The ``record`` frame once the match is over (the whole record), else None."""
    if not doc["over"] or doc["record"] is None:
        return None
    return frame("record", record=doc["record"])


def frames_for(doc: dict, seat: int, engines: Engines) -> list[dict]:
    """Every frame a seat gets after a change: its ``state``, and ``record`` once over."""
    out = [state_frame(doc, seat, engines)]
    rec = record_frame(doc)
    if rec is not None:
        out.append(rec)
    return out
