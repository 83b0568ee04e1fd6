"""Rooms in this process's memory: the embedded default of ``build.py serve``.

The same interface as :mod:`gamut_server.store_redis` (see :class:`MemoryStore`), so the
server and the tests run unchanged on either. One process only: nothing is shared.
"""

from __future__ import annotations

import copy
import json
import time
from collections.abc import Awaitable, Callable

ROOM_TTL_S = 24 * 3600
"""A room nobody changed for this long is dropped (a day without moves)."""

Listener = Callable[[str, int], Awaitable[None]]


class MemoryStore:
    """Room documents by id, each written only over the version it was read at.

    - ``get(room)``: the document or None; ``put(doc, expected)``: write ``doc`` only if the
      stored version is ``expected`` (None: only if no such room exists); True if written.
      Every write tells the listener "room R is at version V".
    - ``lease(room, owner, ms)`` / ``renew`` / ``release``: who plays a computer's turn.
    - ``flag_computer(room, on)`` / ``computer_rooms()``: rooms waiting for a computer move.
    """

    def __init__(self, ttl_s: float = ROOM_TTL_S) -> None:
        self.ttl_s = ttl_s
        self._docs: dict[str, tuple[int, str, float]] = {}  # id -> (v, json, written at)
        self._leases: dict[str, tuple[str, float]] = {}
        self._computer: set[str] = set()
        self._listener: Listener | None = None

    async def start(self, listener: Listener) -> None:
        """Begin telling ``listener(room, v)`` about every write."""
        self._listener = listener

    async def close(self) -> None:
        """Stop telling the listener."""
        self._listener = None

    def _expire(self, now: float) -> None:
        for room in [r for r, (_, _, t) in self._docs.items() if now - t > self.ttl_s]:
            del self._docs[room]
            self._computer.discard(room)

    async def get(self, room: str) -> dict | None:
        """The room's document (a copy), or None (unknown or expired)."""
        self._expire(time.time())
        hit = self._docs.get(room)
        return None if hit is None else json.loads(hit[1])

    async def put(self, doc: dict, expected: int | None) -> bool:
        """Write ``doc`` if the stored version is ``expected`` (None: a new room)."""
        room = doc["id"]
        hit = self._docs.get(room)
        if (hit is None) != (expected is None) or (hit is not None and hit[0] != expected):
            return False
        self._docs[room] = (doc["v"], json.dumps(copy.deepcopy(doc)), time.time())
        if self._listener is not None:
            await self._listener(room, doc["v"])
        return True

    async def delete(self, room: str) -> None:
        """Drop a room."""
        self._docs.pop(room, None)
        self._computer.discard(room)

    async def lease(self, room: str, owner: str, ms: int) -> bool:
        """Take the room's computer lease for ``ms`` unless another owner holds it."""
        now = time.monotonic()
        held = self._leases.get(room)
        if held is not None and held[0] != owner and held[1] > now:
            return False
        self._leases[room] = (owner, now + ms / 1000)
        return True

    async def renew(self, room: str, owner: str, ms: int) -> bool:
        """Extend the lease if ``owner`` still holds it."""
        held = self._leases.get(room)
        if held is None or held[0] != owner:
            return False
        self._leases[room] = (owner, time.monotonic() + ms / 1000)
        return True

    async def release(self, room: str, owner: str) -> None:
        """Give the lease back (only its holder can)."""
        held = self._leases.get(room)
        if held is not None and held[0] == owner:
            del self._leases[room]

    async def flag_computer(self, room: str, on: bool) -> None:
        """Mark (or unmark) a room as waiting for a computer's move."""
        (self._computer.add if on else self._computer.discard)(room)

    async def computer_rooms(self) -> list[str]:
        """Rooms marked as waiting for a computer's move."""
        return sorted(self._computer)
