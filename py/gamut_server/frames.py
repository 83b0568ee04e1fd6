"""THE one builder of every frame a seat receives (``shared/design.md``, "Online rooms").

:func:`frame` takes the frame type and named values and builds the frame key by key from
:data:`KEYS`: a frame never gets a key by spreading a record, a room or a payload into it
(the way boardgame.io leaked hidden state around its filter). The ``state`` frame's ``seats``
entries are rebuilt from :data:`SEAT_KEYS` only (a seat's token and holders never leave),
and its ``view`` is what the engine's ``view(state, you)`` returned for that seat (the
engine's filter, D9/W-rules), never the state or the record. ``record`` goes out only when
the caller says the match is over.
"""

from __future__ import annotations

from typing import Any

from .protocol import CODES

KEYS: dict[str, tuple[str, ...]] = {
    "joined": ("room", "seat", "token"),
    "state": ("room", "v", "you", "started", "seats", "view", "tally", "watching", "host",
              "game", "options"),
    "error": ("code", "message"),
    "pong": (),
    "record": ("record",),
}
"""Frame type -> its keys besides ``type`` (the allowlist; tests check every frame by it)."""

SEAT_KEYS: tuple[str, ...] = ("kind", "name", "connected", "rematch", "ready", "covered")
"""The keys of one entry of a ``state`` frame's ``seats``."""

SEAT_KINDS: tuple[str, ...] = ("human", "computer", "open")


def _seat(entry: Any) -> dict:
    kind, name = entry["kind"], entry["name"]
    if kind not in SEAT_KINDS or not isinstance(name, str):
        raise ValueError(f"bad seat entry {kind!r}")
    out = {"kind": kind, "name": name}
    for key in SEAT_KEYS[2:]:
        if not isinstance(entry[key], bool):
            raise ValueError(f"seat {key} must be a boolean")
        out[key] = entry[key]
    return out


def frame(kind: str, **values: Any) -> dict:
    """The frame of type ``kind`` with exactly the keys :data:`KEYS` lists for it.

    Values: ``room`` (str), ``seat`` (int), ``you`` (int, or None for a spectator),
    ``token`` (str, only in ``joined``, to its own seat), ``v`` (int), ``started`` (bool),
    ``seats`` (list of mappings; only :data:`SEAT_KEYS` are read), ``view`` (the engine's
    ``view(state, you)`` or None before the start), ``tally`` (matches won per seat),
    ``watching`` (spectators), ``host`` (the host's seat), ``game`` (the room's game),
    ``options`` (the room's match options: public, the record carries them), ``code`` (one
    of protocol.CODES), ``message`` (str), ``record`` (the whole record, only once the match
    is over). Raises ValueError for an unknown type, a missing or extra value or a value of
    the wrong kind.
    """
    if kind not in KEYS:
        raise ValueError(f"unknown frame type {kind!r}")
    wanted = KEYS[kind]
    if set(values) != set(wanted):
        raise ValueError(f"{kind} frame takes {wanted}, got {tuple(sorted(values))}")
    out: dict[str, Any] = {"type": kind}
    for key in wanted:
        value = values[key]
        if key in ("room", "token", "message", "game"):
            if not isinstance(value, str):
                raise ValueError(f"{key} must be a string")
        elif key in ("seat", "v", "watching", "host"):
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{key} must be an integer")
        elif key == "you":
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
                raise ValueError("you must be a seat or null (a spectator)")
        elif key == "tally":
            if not isinstance(value, list) or not all(
                isinstance(n, int) and not isinstance(n, bool) for n in value
            ):
                raise ValueError("tally must be a list of integers")
            value = list(value)
        elif key == "options":
            if not isinstance(value, dict):
                raise ValueError("options must be an object")
            value = dict(value)
        elif key == "started":
            if not isinstance(value, bool):
                raise ValueError("started must be a boolean")
        elif key == "seats":
            value = [_seat(s) for s in value]
        elif key == "view":
            if value is not None and not isinstance(value, dict):
                raise ValueError("view must be an object or null")
        elif key == "code":
            if value not in CODES:
                raise ValueError(f"unknown error code {value!r}")
        elif key == "record":
            if not isinstance(value, dict):
                raise ValueError("record must be an object")
        out[key] = value
    return out
