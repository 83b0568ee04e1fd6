"""Rooms in this process's memory: the embedded default of ``build.py serve``.

The same interface as :mod:`gamut_server.store_redis` (see :class:`MemoryStore`), so the
server and the tests run unchanged on either. One process only: nothing is shared, and no
other process can die under it (the presence calls do nothing).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable

ROOM_TTL_S = 24 * 3600
"""A room nobody changed for this long is dropped (a day without moves)."""

Listener = Callable[[str, int], Awaitable[None]]
"""``listener(room, v)``: room R is at version V now (0: the room is gone)."""

Resync = Callable[[], Awaitable[None]]
"""Called after notices may have been missed (Redis pub/sub reconnected)."""


class MemoryStore:
    """Room documents by id, each written only over the version it was read at.

    - ``get(room)``: the document or None; ``put(doc, expected)``: write ``doc`` only if the
      stored version is ``expected`` (None: only if no such room exists); True if written.
      ``create(doc, max_rooms, per_address, active_s)``: a new room, refused in the same
      step when a live-room limit is reached.
      Every write (and ``delete``) tells the listener "room R is at version V".
    - ``count()``, ``rooms_from(addr, active_s)``: live rooms, in all and created from one
      address (those written to within ``active_s`` seconds; None: every live one).
    - ``lease(room, owner, ms)`` / ``renew`` / ``release``: who plays a computer's turn.
    - ``flag_computer(room, on)`` / ``computer_rooms()``: rooms waiting for a computer move.
    - ``beat``, ``holds_in``, ``dead_owners``, ``claim_reap``, ``rooms_held_by``,
      ``forget_owner``: the processes' presence (nothing to do in one process).

    Rooms are kept in the order of their last write, so expiry looks only at the oldest:
    every call is O(1) (amortised).
    """

    def __init__(self, ttl_s: float = ROOM_TTL_S, clock: Callable[[], float] = time.time) -> None:
        self.ttl_s = ttl_s
        self.clock = clock
        self._docs: OrderedDict[str, tuple[int, str, float]] = OrderedDict()  # id -> (v, json, t)
        self._addr: dict[str, str] = {}  # room -> its creator's address (hashed)
        self._by_addr: dict[str, set[str]] = {}  # address -> its live rooms
        self._leases: dict[str, tuple[str, float]] = {}
        self._computer: set[str] = set()
        self._listener: Listener | None = None
        self._notices: asyncio.Queue[tuple[str, int]] | None = None
        self._task: asyncio.Task | None = None

    async def start(self, listener: Listener, resync: Resync | None = None) -> None:
        """Begin telling ``listener(room, v)`` about every write, in order, from a task of its
        own (as Redis's pub/sub does: the writer goes on first). ``resync`` is never needed."""
        self._listener = listener
        self._notices = asyncio.Queue()
        self._task = asyncio.create_task(self._tell())

    async def _tell(self) -> None:
        assert self._notices is not None
        while True:
            room, v = await self._notices.get()
            if self._listener is not None:
                try:
                    await self._listener(room, v)
                except Exception:  # one room's trouble must not stop the others
                    logging.getLogger("gamut_server").exception("room %s: notice failed", room)

    def _notify(self, room: str, v: int) -> None:
        if self._notices is not None:
            self._notices.put_nowait((room, v))

    async def close(self) -> None:
        """Stop telling the listener."""
        self._listener = None
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    def _expire(self) -> None:
        limit = self.clock() - self.ttl_s
        while self._docs:
            room, (_, _, t) = next(iter(self._docs.items()))
            if t >= limit:
                return
            self._drop(room)

    def _drop(self, room: str) -> None:
        self._docs.pop(room, None)
        self._computer.discard(room)
        self._leases.pop(room, None)
        addr = self._addr.pop(room, None)
        if addr is not None:
            left = self._by_addr[addr]
            left.discard(room)
            if not left:
                del self._by_addr[addr]

    async def get(self, room: str) -> dict | None:
        """The room's document (a copy), or None (unknown or expired)."""
        self._expire()
        hit = self._docs.get(room)
        return None if hit is None else json.loads(hit[1])

    async def put(self, doc: dict, expected: int | None) -> bool:
        """Write ``doc`` if the stored version is ``expected`` (None: a new room)."""
        self._expire()
        room = doc["id"]
        hit = self._docs.get(room)
        if (hit is None) != (expected is None) or (hit is not None and hit[0] != expected):
            return False
        self._docs[room] = (doc["v"], json.dumps(doc), self.clock())
        self._docs.move_to_end(room)
        if hit is None and doc.get("addr"):
            self._addr[room] = doc["addr"]
            self._by_addr.setdefault(doc["addr"], set()).add(room)
        self._notify(room, doc["v"])
        return True

    async def create(self, doc: dict, max_rooms: int, per_address: int,
                     active_s: float | None = None) -> str | None:  # fmt: skip
        """Write a new room unless a limit is reached, in one step with the check (writers
        racing for the last places never exceed them). Returns None when written, else why
        not: ``"full"`` (``max_rooms`` live rooms), ``"address"`` (``per_address`` live rooms
        from ``doc["addr"]`` written to within ``active_s`` seconds, see ``rooms_from``) or
        ``"taken"`` (the id exists)."""
        self._expire()
        if len(self._docs) >= max_rooms:
            return "full"
        if doc.get("addr") and self._from(doc["addr"], active_s) >= per_address:
            return "address"
        return None if await self.put(doc, None) else "taken"

    async def delete(self, room: str) -> None:
        """Drop a room (the listener hears version 0)."""
        self._drop(room)
        self._notify(room, 0)

    async def count(self) -> int:
        """How many rooms are live."""
        self._expire()
        return len(self._docs)

    async def rooms_from(self, addr: str, active_s: float | None = None) -> int:
        """How many live rooms were created from ``addr`` (a hashed address) and written to
        within the last ``active_s`` seconds (None: every live one)."""
        self._expire()
        return self._from(addr, active_s)

    def _from(self, addr: str, active_s: float | None) -> int:
        rooms = self._by_addr.get(addr, ())
        if active_s is None:
            return len(rooms)
        since = self.clock() - active_s
        return sum(1 for room in rooms if self._docs[room][2] >= since)

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

    async def beat(self, owner: str, rooms: list[str], ttl_s: float) -> None:
        """Process ``owner`` is alive and holds sockets in ``rooms`` (one process: nothing)."""

    async def holds_in(self, owner: str, room: str) -> None:
        """Process ``owner`` is about to hold a socket in ``room`` (one process: nothing)."""

    async def dead_owners(self) -> list[str]:
        """Processes whose beat lapsed (one process: none)."""
        return []

    async def claim_reap(self, owner: str, by: str) -> bool:
        """Whether ``by`` may clean up after the dead ``owner`` (one process: never asked)."""
        return False

    async def rooms_held_by(self, owner: str) -> list[str]:
        """Rooms where ``owner`` held sockets."""
        return []

    async def forget_owner(self, owner: str) -> None:
        """A dead process is cleaned up."""
