"""Client frames of the online wire protocol (``shared/design.md``, "Online rooms"): parsing,
validation and the error codes.

:func:`parse` turns one WebSocket text message into a checked dict with exactly the keys
its type allows, or raises :class:`ProtocolError` with the protocol's code. Nothing of a
frame reaches the room logic unchecked.
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Any

from gamut.core import GAMES, GameError, check_level, engine

MAX_FRAME_BYTES = 4096
"""Frames longer than this (UTF-8 bytes) are refused with ``bad_request``."""

MAX_NAME = 40
"""A player's name: 1 to this many characters, no control characters, something visible."""

MAX_MOVE = 64
"""A move spelling is at most this long."""

MAX_SEATS = 4
"""A room has at most 4 seats (each game's ``SEAT_RANGE`` says how many it takes)."""

CODES: tuple[str, ...] = (
    "bad_request",
    "not_found",
    "full",
    "not_host",
    "not_started",
    "not_your_turn",
    "illegal",
    "stale",
    "rate_limited",
    "busy",
)
"""Every error code a client may receive."""

_ID = re.compile(r"^[A-Za-z0-9_-]{22,64}$")  # secrets.token_urlsafe(16+): 128 bits or more
_CONTROL = re.compile(
    r"[\x00-\x1f\x7f-\x9f\u2028\u2029"  # control characters, line and paragraph separators
    r"\u202a-\u202e\u2066-\u2069"  # bidi embeddings, overrides and isolates (they reorder the page)
    r"\u061c\u200e\u200f"  # bidi marks (ALM, LRM, RLM): they reorder the text around a name
    r"\ud800-\udfff]"  # lone surrogates (JSON may carry them; UTF-8 cannot)
)


_BLANK = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Letters and symbols that draw nothing (Hangul fillers, the blank braille pattern)."""


def _shows_something(name: str) -> bool:
    """Whether ``name`` draws at least one character: a letter, digit, punctuation or symbol
    that is not blank (zero-width spaces, joiners, soft hyphens and lone combining marks
    alone would make an invisible seat name)."""
    return any(unicodedata.category(c)[0] in "LNPS" and c not in _BLANK for c in name)


class ProtocolError(Exception):
    """A refused frame: ``code`` is one of :data:`CODES`, ``message`` says why (English)."""

    def __init__(self, code: str, message: str) -> None:
        if code not in CODES:
            raise ValueError(f"unknown error code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message


def _bad(message: str) -> ProtocolError:
    return ProtocolError("bad_request", message)


def _no_constants(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


def _only(frame: dict, *keys: str) -> None:
    extra = sorted(set(frame) - {"type", *keys})
    if extra:
        raise _bad(f"unknown keys {', '.join(map(repr, extra))}")


def _name(value: Any) -> str:
    if not isinstance(value, str):
        raise _bad("name must be a string")
    name = value.strip()
    if not 1 <= len(name) <= MAX_NAME or _CONTROL.search(name) or not _shows_something(name):
        raise _bad(f"name must be 1 to {MAX_NAME} printable characters")
    return name


def _id(value: Any, what: str) -> str:
    if not isinstance(value, str) or not _ID.match(value):
        raise _bad(f"{what} is malformed")
    return value


def parse(text: str | bytes) -> dict:
    """One client frame, checked. Raises :class:`ProtocolError` (``bad_request``) for a frame
    over :data:`MAX_FRAME_BYTES`, non-JSON, a non-object, an unknown type, a missing or
    unknown key or a value of the wrong kind. The result has exactly the frame type's keys:

    - ``create``: ``game`` (one of GAMES), ``options`` (object), ``seats`` (in the game's
      ``SEAT_RANGE``: 2-4, Hus 2), ``level`` (one of core.LEVELS), ``name``
    - ``join``: ``room``, ``name``; ``hello``: ``room``, ``token``
    - ``start``, ``leave``, ``ping``: no other key
    - ``move``: ``move`` (string), ``v`` (int >= 0)
    - ``watch``: ``room`` (a spectator); ``cover``: ``seat`` (0-3)
    - ``rematch``: optionally ``options`` (object: the host's options for the next match)
    """
    raw = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    if len(raw) > MAX_FRAME_BYTES:
        raise _bad(f"frame over {MAX_FRAME_BYTES} bytes")
    try:
        frame = json.loads(raw, parse_constant=_no_constants)
    except (ValueError, RecursionError, UnicodeDecodeError):
        raise _bad("a frame must be a JSON object") from None
    if not isinstance(frame, dict):
        raise _bad("a frame must be a JSON object")
    kind = frame.get("type")
    if kind == "create":
        _only(frame, "game", "options", "seats", "level", "name")
        game, options, seats = frame.get("game"), frame.get("options", {}), frame.get("seats")
        level = frame.get("level")
        if game not in GAMES:
            raise _bad(f"game must be one of {', '.join(GAMES)}")
        if not isinstance(options, dict):
            raise _bad("options must be an object")
        if isinstance(seats, bool) or not isinstance(seats, int):
            raise _bad("seats must be a number")
        span = engine(game).SEAT_RANGE
        if seats not in span:
            raise _bad(f"seats must be {span.start} to {span.stop - 1}")
        try:
            check_level(level)
        except GameError as exc:
            raise _bad(str(exc)) from None
        return {
            "type": "create",
            "game": game,
            "options": options,
            "seats": seats,
            "level": level,
            "name": _name(frame.get("name")),
        }
    if kind == "join":
        _only(frame, "room", "name")
        return {
            "type": "join",
            "room": _id(frame.get("room"), "room"),
            "name": _name(frame.get("name")),
        }
    if kind == "hello":
        _only(frame, "room", "token")
        return {
            "type": "hello",
            "room": _id(frame.get("room"), "room"),
            "token": _id(frame.get("token"), "token"),
        }
    if kind == "watch":
        _only(frame, "room")
        return {"type": "watch", "room": _id(frame.get("room"), "room")}
    if kind in ("start", "leave", "ping"):
        _only(frame)
        return {"type": kind}
    if kind == "rematch":
        _only(frame, "options")
        if "options" not in frame:
            return {"type": "rematch"}
        if not isinstance(frame["options"], dict):
            raise _bad("options must be an object")
        return {"type": "rematch", "options": frame["options"]}
    if kind == "cover":
        _only(frame, "seat")
        seat = frame.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < MAX_SEATS:
            raise _bad(f"seat must be 0 to {MAX_SEATS - 1}")
        return {"type": "cover", "seat": seat}
    if kind == "move":
        _only(frame, "move", "v")
        move, v = frame.get("move"), frame.get("v")
        if not isinstance(move, str) or not 1 <= len(move) <= MAX_MOVE:
            raise _bad("move must be a move spelling")
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise _bad("v must be the version the client saw")
        return {"type": "move", "move": move, "v": v}
    raise _bad("unknown frame type")
