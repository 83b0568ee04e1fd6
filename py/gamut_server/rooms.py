"""A room's seats, pure: create, join, hello, leave, watch, presence and cover. No I/O and no
engine work: every function takes a room document and returns a new one (the given one is
never changed) or raises :class:`~gamut_server.protocol.ProtocolError` and changes nothing.
The match itself (start, moves, rounds, rematch, computers) is :mod:`gamut_server.match`.

A room document (JSON-ready; only the server ever sees it)::

    {"id": R, "v": 1, "rev": H, "game": G, "options": {...}, "level": L, "host": 0,
     "addr": A, "created": T, "updated": T,
     "seats": [SEAT, ...], "watchers": {PROCESS: n},
     "started": False, "over": False, "record": None | REC, "marks": [V, ...], "from": V,
     "changed": V, "match": n, "tally": [n, ...],
     "past": [{"record": REC, "marks": [...], "from": V, "to": V}, ...]}

    SEAT = {"kind": "human"|"computer"|"open", "name": S, "token": H | None,
            "holders": [PROCESS, ...], "away": T | None,
            "rematch": B, "ready": B, "covered": B}

- ``v`` grows by one with every write; ``rev`` is a fresh random tag of each write.
- ``token`` is the sha256 of the seat's secret (the secret goes to its seat once, in
  ``joined``). ``addr`` is a hash of the creator's address (the per-address room limit).
- ``holders``: the server processes holding a socket of this seat; the seat is connected
  while any does (a process that dies is reaped by another, ``reap``). ``away``: when its
  last socket went (for ``cover``). ``watchers``: spectators per process.
- ``record`` is the match's record (the one truth: every frame is a view of a prefix of it);
  ``marks[i]`` is the version at which ``record["moves"][i]`` was written, ``from`` the
  version at which the match started, ``changed`` the version of the last change of the
  record (a move decided before it is stale). ``match``: how many matches started before
  this one. ``past``: the finished matches of this room, the newest last (at most
  :data:`PAST_KEPT`). ``tally``: matches won per seat.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from typing import Any

from gamut.core import copy_json

from .protocol import ProtocolError

COVER_AFTER_S = 60.0
"""A person's seat may be covered by the computer once all its sockets are gone this long."""

PAST_KEPT = 4
"""Finished matches a room keeps (their records and marks) besides the running one."""


def new_id() -> str:
    """A room id or seat token: 128 random bits from ``secrets``, URL-safe."""
    return secrets.token_urlsafe(16)


def token_hash(token: str) -> str:
    """What a room keeps of a seat's token (sha256, hex)."""
    return hashlib.sha256(token.encode()).hexdigest()


def open_seat() -> dict:
    """A free seat."""
    return {"kind": "open", "name": "", "token": None, "holders": [], "away": None,
            "rematch": False, "ready": False, "covered": False}  # fmt: skip


SHARED = frozenset({"record", "past"})
"""The parts of a room a new version shares with the one before: they are replaced whole,
never changed in place (``match.py``), and are most of a room's size."""


def write(doc: dict, now: float | None = None) -> dict:
    """A copy of ``doc`` as the next version: ``v`` + 1, a fresh ``rev``, ``updated``; what
    a transition may change in place is copied, the :data:`SHARED` parts are not."""
    out = {k: v if k in SHARED else copy_json(v) for k, v in doc.items()}
    out["v"] = doc["v"] + 1
    out["rev"] = secrets.token_hex(8)
    out["updated"] = time.time() if now is None else now
    return out


def seat_of(doc: dict, token: str) -> int | None:
    """The seat ``token`` belongs to, or None."""
    want = token_hash(token)
    for i, s in enumerate(doc["seats"]):
        if s["token"] is not None and hmac.compare_digest(s["token"], want):
            return i
    return None


def holds(doc: dict, seat: int, token_sha: str | None) -> bool:
    """Whether a socket that took ``seat`` with the token hashed ``token_sha`` still holds it
    (a seat given up, or taken by someone else since, has another token or none)."""
    if not 0 <= seat < len(doc["seats"]):
        return False
    mine = doc["seats"][seat]["token"]
    return mine is not None and token_sha is not None and hmac.compare_digest(mine, token_sha)


def humans(doc: dict) -> list[int]:
    """The seats a person holds (connected or not)."""
    return [i for i, s in enumerate(doc["seats"]) if s["kind"] == "human"]


def connected(seat: dict) -> bool:
    """Whether a seat shows as connected: a person with a socket somewhere, or a computer."""
    if seat["kind"] == "computer":
        return True
    return seat["kind"] == "human" and bool(seat["holders"])


def present(doc: dict) -> list[int]:
    """The seats of persons with a socket open now."""
    return [i for i, s in enumerate(doc["seats"]) if s["kind"] == "human" and s["holders"]]


def create(req: dict, options: dict, owner: str, addr: str, now: float | None = None
           ) -> tuple[dict, str]:  # fmt: skip
    """A new room from a checked ``create`` frame and the engine-checked ``options``:
    ``(doc, token)``. The creator holds seat 0 (held by process ``owner``) and is the host."""
    token = new_id()
    t = time.time() if now is None else now
    seats = [open_seat() for _ in range(req["seats"])]
    seats[0].update(kind="human", name=req["name"], token=token_hash(token), holders=[owner])
    doc = {
        "id": new_id(), "v": 1, "rev": secrets.token_hex(8),
        "game": req["game"], "options": options, "level": req["level"], "host": 0,
        "addr": addr, "created": t, "updated": t,
        "seats": seats, "watchers": {},
        "started": False, "over": False, "record": None, "marks": [], "from": 0, "changed": 0,
        "match": 0, "tally": [0] * req["seats"], "past": [],
    }  # fmt: skip
    return doc, token


def join(doc: dict, name: str, owner: str, now: float | None = None) -> tuple[dict, int, str]:
    """Take the lowest free seat: ``(doc, seat, token)``. Raises ProtocolError(full) when no
    seat is open (a started room has none: its free seats went to the computer)."""
    for i, s in enumerate(doc["seats"]):
        if s["kind"] == "open":
            token = new_id()
            out = write(doc, now)
            out["seats"][i] = open_seat()
            out["seats"][i].update(kind="human", name=name, token=token_hash(token),
                                   holders=[owner])  # fmt: skip
            return out, i, token
    raise ProtocolError("full", "every seat of this room is taken")


def present_at(doc: dict, seat: int, owner: str, here: bool, now: float | None = None) -> dict:
    """Process ``owner`` holds a socket of ``seat`` (``here``) or no longer does. Coming back
    ends a cover at once; the last socket going starts the seat's ``away`` clock. Returns
    ``doc`` itself when nothing changes."""
    s = doc["seats"][seat]
    if s["kind"] != "human" or (owner in s["holders"]) == here:
        return doc
    out = write(doc, now)
    seat_out = out["seats"][seat]
    if here:
        seat_out["holders"].append(owner)
        seat_out["away"] = None
        seat_out["covered"] = False
    else:
        seat_out["holders"].remove(owner)
        if not seat_out["holders"]:
            seat_out["away"] = out["updated"]
    return out


def hello(doc: dict, token: str, owner: str, now: float | None = None) -> tuple[dict, int]:
    """Come back to the seat ``token`` belongs to: ``(doc, seat)``, held by ``owner``.
    Raises ProtocolError(not_found) for a token of no seat of this room."""
    seat = seat_of(doc, token)
    if seat is None:
        raise ProtocolError("not_found", "no seat of this room has that token")
    return present_at(doc, seat, owner, True, now), seat


def watching(doc: dict, owner: str, count: int, now: float | None = None) -> dict:
    """Process ``owner`` has ``count`` spectators in the room now (``doc`` itself when that
    is what the room holds)."""
    if doc["watchers"].get(owner, 0) == count:
        return doc
    out = write(doc, now)
    if count:
        out["watchers"][owner] = count
    else:
        out["watchers"].pop(owner, None)
    return out


def spectators(doc: dict) -> int:
    """How many spectators the room has, over every process."""
    return sum(doc["watchers"].values())


def reap(doc: dict, owner: str, now: float | None = None) -> dict:
    """Process ``owner`` died: its sockets are gone from every seat and from the spectators."""
    out = doc
    for i, s in enumerate(doc["seats"]):
        if owner in s["holders"]:
            out = present_at(out, i, owner, False, now)
    return watching(out, owner, 0, now)


def leave(doc: dict, seat: int, now: float | None = None) -> dict:
    """A person gives up ``seat``; its token stops working at once (every socket of it, in
    every process, is let go). Before the start the seat opens again; after it the computer
    plays it, under the name it had (the finished view keeps its names: design.md
    "Additions"). The host passes to the lowest other person."""
    out = write(doc, now)
    if not doc["started"]:
        out["seats"][seat] = open_seat()
    else:
        kept = out["seats"][seat]
        out["seats"][seat] = open_seat()
        out["seats"][seat].update(kind="computer", name=kept["name"])
    if seat == doc["host"]:
        people = humans(out)
        out["host"] = people[0] if people else doc["host"]
    return out


def cover(doc: dict, by: int, seat: int, now: float | None = None,
          after_s: float = COVER_AFTER_S) -> dict:  # fmt: skip
    """Person ``by`` lets the computer play for ``seat``: a person whose sockets have all been
    gone for ``after_s`` (:data:`COVER_AFTER_S`) or more. Raises ProtocolError(bad_request)
    otherwise."""
    t = time.time() if now is None else now
    if not 0 <= seat < len(doc["seats"]) or seat == by:
        raise ProtocolError("bad_request", "no such seat to cover")
    s = doc["seats"][seat]
    if s["kind"] != "human" or s["covered"]:
        raise ProtocolError("bad_request", "only a person's uncovered seat can be covered")
    if s["holders"] or s["away"] is None or t - s["away"] < after_s:
        raise ProtocolError("bad_request", f"a seat is covered after {after_s:.0f} s away")
    out = write(doc, now)
    out["seats"][seat]["covered"] = True
    return out


def public_seats(doc: dict) -> list[dict[str, Any]]:
    """The ``seats`` of a ``state`` frame: what everyone may know of each seat."""
    return [
        {"kind": s["kind"], "name": s["name"], "connected": connected(s),
         "rematch": s["rematch"], "ready": s["ready"], "covered": s["covered"]}
        for s in doc["seats"]
    ]  # fmt: skip
