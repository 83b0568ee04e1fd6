"""One process's side of the rooms: its sockets per room, the requests they send, the frames
they get, and the presence of its sockets in the rooms' documents.

- The room's document in the store is the one truth. A request reads it, runs a pure
  transition (rooms.py, match.py) and writes the result over the version it read
  (compare-and-set). Only a write that won is cached (the engine state), shown or sent;
  a move decided on a room another writer changed first is refused as ``stale`` (and a
  fresh ``state`` follows), other requests read again and retry.
- Whether a socket may act for its seat is checked inside the transition, against the very
  document the write is checked against: after ``leave`` (in any process) the old token
  holds no seat, and every socket of that seat is refused and let go.
- Every write announces "room R is at version V" (the store's pub/sub); each process then
  reads the room and sends each of its sockets in R the frames of that socket's seat
  (``match.state_frame``: its own view only). After the store's subscription was cut, the
  process reads all its rooms again (``resync``).
- Presence: a seat is connected while some process holds a socket of it (``holders`` in the
  document, written by that process); each process beats in the store, and the processes
  reap the seats of one whose beat lapsed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import Callable
from typing import Any

from . import match, rooms
from .computers import Computers
from .conns import Conn
from .engines import Engines
from .frames import frame
from .limits import Limits
from .protocol import ProtocolError

log = logging.getLogger("gamut_server")

RETRIES = 8
"""Compare-and-set attempts for requests that are not tied to a version."""

BEAT_S = 5.0
"""How often a process tells the store it is alive; it counts as dead after 3 beats."""


class Hub:
    """The rooms as this process serves them (see the module docstring).

    ``store``: a MemoryStore or RedisStore. ``limits``: see limits.Limits. ``workers``,
    ``budget_ms``, ``think_ms``, ``sweep_s``, ``executor``: the computers (computers.py).
    ``beat_s``: presence beats (dead after three missed).
    """

    def __init__(self, store: Any, limits: Limits | None = None, workers: int = 2,
                 budget_ms: int = 400, think_ms: int = 0, sweep_s: float = 1.0,
                 beat_s: float = BEAT_S, executor: Any = None) -> None:  # fmt: skip
        self.store = store
        self.limits = limits or Limits()
        self.engines = Engines()
        self.owner = secrets.token_hex(8)
        self.beat_s = beat_s
        self.rooms: dict[str, set[Conn]] = {}
        self.conns: set[Conn] = set()
        self.computers = Computers(self, workers, budget_ms, think_ms, sweep_s, executor)
        self._loops: list[asyncio.Task] = []

    # --- life cycle -----------------------------------------------------------------------

    async def start(self) -> None:
        """Hear the store's notices; start the computer sweep, the beat and the socket check."""
        await self.store.start(self.on_version, self.resync)
        self._loops = [asyncio.create_task(self.computers.sweep()),
                       asyncio.create_task(self._presence()),
                       asyncio.create_task(self._idle())]  # fmt: skip

    async def close(self) -> None:
        """Stop the loops and the computer turns; close the store."""
        for task in self._loops:
            task.cancel()
        for task in self._loops:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        await self.computers.close()
        await self.store.close()

    # --- frames ---------------------------------------------------------------------------

    @staticmethod
    def error(conn: Conn, err: ProtocolError) -> None:
        """The error frame for a refused request."""
        conn.send(frame("error", code=err.code, message=err.message))

    def push(self, doc: dict, conns: list[Conn] | None = None, again: bool = False) -> None:
        """Send each socket of the room (or of ``conns``) the frames of its seat at ``doc``'s
        version, once per version and never an older one than it got: its ``state`` and,
        once the match is over, its record (``again``: the version it has is sent once
        more, after ``stale``). A socket whose seat is no longer its own (given up, or taken
        by another since) is let go with ``not_found``. ``doc`` is always a document whose
        write has won."""
        room = doc["id"]
        built: dict[int | None, dict] = {}
        for c in list(self.rooms.get(room, ())) if conns is None else conns:
            if c.room != room or c.closed or c.joining or c.sent_v > doc["v"]:
                continue
            if c.sent_v == doc["v"] and not again:
                continue
            if c.seat is not None and not rooms.holds(doc, c.seat, c.token):
                self._unbind(c)
                self.error(c, ProtocolError("not_found", "this seat was given up"))
                continue
            seat = None if c.watching else c.seat
            if seat not in built:
                built[seat] = match.state_frame(doc, seat, self.engines)
            c.sent_v = doc["v"]
            c.send(built[seat])
            if doc["over"] and c.record_of != doc["from"]:
                c.record_of = doc["from"]
                c.send(frame("record", record=doc["record"]))

    def _gone(self, room: str) -> None:
        """The room is closed (or expired): its sockets here hear ``not_found``."""
        for c in list(self.rooms.get(room, ())):
            self._unbind(c)
            self.error(c, ProtocolError("not_found", "the room is closed"))
        self.engines.forget(room)

    async def on_version(self, room: str, v: int) -> None:
        """A store notice: room R is at version V (0: it is gone). Bring this process's
        sockets in R up to date."""
        if v == 0:
            self._gone(room)
            return
        if not any(c.sent_v < v for c in self.rooms.get(room, ())):
            return
        doc = await self.store.get(room)
        if doc is None:
            self._gone(room)
        else:
            self.push(doc)

    async def resync(self) -> None:
        """Notices may have been missed (the store's subscription was cut): read every room
        this process has sockets in again, push what changed, and look after computers."""
        for room in list(self.rooms):
            try:
                doc = await self.store.get(room)
            except Exception:
                log.exception("room %s: resync failed", room)
                continue
            if doc is None:
                self._gone(room)
                continue
            self.push(doc)
            self.after(doc)

    # --- writing --------------------------------------------------------------------------

    async def update(self, room: str, change: Callable[[dict], tuple[dict, Any]]) -> dict:
        """Read the room, ``change(doc) -> (new_doc, state)``, write it over the version read.
        A write that won: its engine state is kept, its frames sent, computers looked after.
        A lost race: read again and change that (a move decided on a record that changed
        meanwhile is then refused by the change itself). Returns the room as written (or as
        read, when the change changed nothing)."""
        for _ in range(RETRIES):
            doc = await self.store.get(room)
            if doc is None:
                raise ProtocolError("not_found", "no such room")
            new, state = change(doc)
            if new is doc or new["v"] == doc["v"]:
                return doc
            if await self.store.put(new, doc["v"]):
                self.won(new, state)
                return new
        raise ProtocolError("stale", "another change came first; try again")

    def won(self, doc: dict, state: Any) -> None:
        """After ``doc``'s write won: keep its engine state, send its frames, wake computers."""
        if state is not None:
            self.engines.keep(doc["id"], doc["record"], state)
        self.push(doc)
        self.after(doc)

    def after(self, doc: dict) -> None:
        """A computer may be to move in a started room."""
        if doc["started"] and not doc["over"]:
            self.computers.wake(doc["id"])

    def _acting(self, conn: Conn, fn: Callable[..., tuple[dict, Any]], *args: Any
                ) -> Callable[[dict], tuple[dict, Any]]:  # fmt: skip
        """``fn(doc, seat, *args)`` for the socket's seat, refused (``not_found``) unless the
        socket still holds that seat in the document the write is checked against."""
        seat, token = conn.seat, conn.token

        def change(doc: dict) -> tuple[dict, Any]:
            if seat is None or not rooms.holds(doc, seat, token):
                raise ProtocolError("not_found", "this seat was given up")
            return fn(doc, seat, *args)

        return change

    # --- sockets and seats ----------------------------------------------------------------

    def opened(self, conn: Conn) -> bool:
        """A new socket: False (and ``busy``) when its address holds too many already."""
        same = sum(1 for c in self.conns if c.addr == conn.addr)
        if same >= self.limits.sockets_per_address:
            return False
        conn.queue_frames = self.limits.queue_frames
        conn.on_close = lambda: self.computers.spawn(self.let_go(conn))  # at once: see Conn
        self.conns.add(conn)
        return True

    def _bind(self, conn: Conn, room: str, seat: int | None, token: str | None) -> None:
        """Put the socket in ``room`` here (``seat``, or None: a spectator). Bound before the
        write that says so: a presence write decided meanwhile here sees it. Binding again
        to the same place changes nothing (a retried change)."""
        if (conn.room, conn.seat, conn.token) == (room, seat, token) and conn.member:
            return
        conn.room, conn.seat, conn.token = room, seat, token
        conn.watching = seat is None
        conn.sent_v, conn.record_of = 0, -1
        self.rooms.setdefault(room, set()).add(conn)

    def _unbind(self, conn: Conn) -> tuple[str | None, int | None, bool]:
        """Take the socket out of its room here (no write): ``(room, seat, was watching)``."""
        where = (conn.room, conn.seat, conn.watching)
        if conn.room is not None:
            peers = self.rooms.get(conn.room)
            if peers is not None:
                peers.discard(conn)
                if not peers:
                    del self.rooms[conn.room]
        conn.room = conn.seat = conn.token = None
        conn.watching = False
        return where

    def _holds_here(self, room: str, seat: int) -> bool:
        return any(c.seat == seat for c in self.rooms.get(room, ()))

    def _watchers_here(self, room: str) -> int:
        return sum(1 for c in self.rooms.get(room, ()) if c.watching)

    async def _present(self, room: str, seat: int) -> None:
        """Write whether this process holds a socket of ``seat`` (decided at write time, from
        the sockets here then: concurrent comings and goings end in the truth)."""
        def present(doc: dict) -> dict:
            if seat >= len(doc["seats"]):
                return doc
            return rooms.present_at(doc, seat, self.owner, self._holds_here(room, seat))

        await self.update(room, self.settled(present))

    async def _watchers(self, room: str) -> None:
        await self.update(room, lambda d: (rooms.watching(d, self.owner,
                                                          self._watchers_here(room)), None))

    async def let_go(self, conn: Conn) -> None:
        """The socket leaves its room here (a new seat, a spectator's leave, a closed socket):
        the seat shows as not connected unless another socket here holds it."""
        room, seat, watched = self._unbind(conn)
        if room is None:
            return
        with contextlib.suppress(ProtocolError):
            if seat is not None:
                await self._present(room, seat)
            if watched:
                await self._watchers(room)

    async def closed(self, conn: Conn) -> None:
        """A socket ended."""
        self.conns.discard(conn)
        await conn.stop()
        await self.let_go(conn)

    async def _seat(self, conn: Conn, room: str, take: Callable[[dict], tuple[dict, int, str]],
                    joined: bool) -> None:  # fmt: skip
        """The socket takes a seat of ``room``: ``take(doc) -> (new_doc, seat, token)``
        (join, hello). Its old place is let go first, once a read of the room says the seat
        can be had (a refused join keeps the old seat); it is bound to the new seat before
        the write (see ``_bind``) and let go again if the write is refused. Then ``joined``
        (the new seat's secret, when ``joined``) and the room's frames."""
        if conn.member:  # a seat elsewhere is given up only for one this would get
            doc = await self.store.get(room)
            if doc is None:
                raise ProtocolError("not_found", "no such room")
            take(doc)
            await self.let_go(conn)
        got: list[Any] = []
        await self.store.holds_in(self.owner, room)

        def change(doc: dict) -> tuple[dict, Any]:
            out, seat, token = take(doc)
            got[:] = [seat, token]
            self._bind(conn, room, seat, rooms.token_hash(token))
            return out, None

        conn.joining = True  # no frame before ``joined``
        try:
            doc = await self.update(room, change)
        except ProtocolError:
            if conn.member:
                await self.let_go(conn)
            raise
        finally:
            conn.joining = False
        seat, token = got
        if joined:
            conn.send(frame("joined", room=room, seat=seat, token=token))
        self.push(doc, [conn])
        self.after(doc)

    # --- requests -------------------------------------------------------------------------

    async def handle(self, conn: Conn, req: dict) -> None:
        """One checked client frame (protocol.parse). Refusals go back as error frames; a
        ``stale`` one is followed by the room as it is."""
        conn.heard = time.monotonic()
        try:
            await self._handle(conn, req)
        except ProtocolError as err:
            self.error(conn, err)
            if err.code == "stale" and conn.member:
                doc = await self.store.get(conn.room)
                if doc is not None:
                    self.push(doc, [conn], again=True)

    async def _handle(self, conn: Conn, req: dict) -> None:
        kind = req["type"]
        if kind == "ping":
            conn.send(frame("pong"))
        elif kind == "create":
            await self._create(conn, req)
        elif kind == "join":
            await self._seat(conn, req["room"],
                             lambda d: rooms.join(d, req["name"], self.owner), joined=True)
        elif kind == "hello":
            def come_back(doc: dict) -> tuple[dict, int, str]:
                out, seat = rooms.hello(doc, req["token"], self.owner)
                return out, seat, req["token"]

            if conn.room == req["room"] and conn.seat is not None and conn.token == \
                    rooms.token_hash(req["token"]):  # the same seat again: the room as it is
                doc = await self.store.get(req["room"])
                if doc is None:
                    raise ProtocolError("not_found", "no such room")
                self.push(doc, [conn], again=True)
            else:
                await self._seat(conn, req["room"], come_back, joined=False)
        elif kind == "watch":
            room = req["room"]
            if await self.store.get(room) is None:
                raise ProtocolError("not_found", "no such room")
            if conn.member:
                await self.let_go(conn)
            await self.store.holds_in(self.owner, room)
            self._bind(conn, room, None, None)
            try:
                doc = await self.update(room, lambda d: (rooms.watching(
                    d, self.owner, self._watchers_here(room)), None))
            except ProtocolError:
                await self.let_go(conn)
                raise
            self.push(doc, [conn])
        elif conn.watching:
            if kind != "leave":
                raise ProtocolError("bad_request", "a spectator only watches")
            await self.let_go(conn)
        elif conn.room is None or conn.seat is None:
            raise ProtocolError("bad_request", "create, join or hello first")
        elif kind == "move":  # read again after a lost write: match.move finds it stale
            await self.update(conn.room, self._acting(conn, match.move, req, self.engines))
        elif kind == "start":
            await self.update(conn.room, self._acting(conn, match.start, self.engines))
        elif kind == "rematch":
            await self.update(conn.room, self._acting(conn, match.rematch, req.get("options"),
                                                      self.engines))  # fmt: skip
        elif kind == "cover":
            await self.update(conn.room, self._acting(
                conn, lambda d, s: (rooms.cover(d, s, req["seat"],
                                                after_s=self.limits.cover_after_s), None)))
        else:  # leave
            await self._leave(conn)

    async def _create(self, conn: Conn, req: dict) -> None:
        limits = self.limits
        if conn.created >= limits.rooms_per_socket:
            raise ProtocolError("busy", f"one connection makes {limits.rooms_per_socket} rooms")
        if await self.store.count() >= limits.max_rooms:
            raise ProtocolError("busy", "the server is full; try again later")
        if await self.store.rooms_from(conn.addr, limits.address_active_s) >= \
                limits.rooms_per_address:
            raise ProtocolError("busy", f"{limits.rooms_per_address} rooms from one address")
        opts = match.options_for(req["game"], req["options"], req["seats"])
        doc, token = rooms.create(req, opts, self.owner, conn.addr)
        await self.store.holds_in(self.owner, doc["id"])
        # the limits again, in the write itself: the checks above race with other creators.
        # The socket's old seat is let go only once the new room exists (a refused create
        # keeps it); nobody else can write to the new room before ``joined`` names it.
        refused = await self.store.create(doc, limits.max_rooms, limits.rooms_per_address,
                                          limits.address_active_s)
        if refused is None:
            if conn.member:
                await self.let_go(conn)
            self._bind(conn, doc["id"], 0, rooms.token_hash(token))
        else:
            if refused == "full":
                raise ProtocolError("busy", "the server is full; try again later")
            if refused == "address":
                raise ProtocolError("busy", f"{limits.rooms_per_address} rooms from one address")
            raise ProtocolError("stale", "room id taken; try again")
        conn.created += 1
        conn.send(frame("joined", room=doc["id"], seat=0, token=token))
        self.push(doc, [conn])

    async def _leave(self, conn: Conn) -> None:
        """Give the seat up: its token stops working everywhere; the socket is let go. A room
        with no person left is closed (its computers stop)."""
        doc = await self.update(conn.room, self._acting(
            conn, lambda d, s: self.settled(lambda x: rooms.leave(x, s))(d)))
        self._unbind(conn)
        if not rooms.humans(doc):
            await self.store.delete(doc["id"])
            self.engines.forget(doc["id"])

    # --- background -----------------------------------------------------------------------

    async def _presence(self) -> None:
        """Forever: beat in the store; reap the sockets of processes whose beat lapsed."""
        while True:
            try:
                await self.store.beat(self.owner, sorted(self.rooms), 3 * self.beat_s)
                for dead in await self.store.dead_owners():
                    if dead != self.owner and await self.store.claim_reap(dead, self.owner):
                        await self._reap(dead)
            except Exception:
                log.exception("presence beat failed")
            await asyncio.sleep(self.beat_s)

    def settled(self, fn: Callable[[dict], dict]) -> Callable[[dict], tuple[dict, Any]]:
        """The change ``fn(doc) -> doc`` followed, in the same write, by the deal of the next
        round when every connected person is ready now (match.settle)."""
        def change(doc: dict) -> tuple[dict, Any]:
            out = fn(doc)
            return match.settle(out, self.engines, wrote=out is not doc)

        return change

    async def _reap(self, dead: str) -> None:
        for room in await self.store.rooms_held_by(dead):
            with contextlib.suppress(ProtocolError):
                await self.update(room, self.settled(lambda d: rooms.reap(d, dead)))
        await self.store.forget_owner(dead)

    async def _idle(self) -> None:
        """Forever: close sockets that took no seat, or sent nothing, for too long."""
        limits = self.limits
        step = max(0.05, min(limits.unbound_s, limits.silent_s) / 4)
        while True:
            await asyncio.sleep(step)
            now = time.monotonic()
            for c in list(self.conns):
                if not c.member and now - c.opened > limits.unbound_s:
                    c.close(1008, "no room")
                elif now - c.heard > limits.silent_s:
                    c.close(1001, "silent")
