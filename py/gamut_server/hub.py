"""One process's side of the rooms: its sockets per room, the requests they send, the
frames they get, and the computer's turns.

- A request reads the room, runs the pure transition (rooms.py) off the event loop, and
  writes the result over the version it read (compare-and-set). A move decided on a room
  that another process changed meanwhile is refused as ``stale`` and a fresh ``state``
  follows; other requests (join, hello, start, leave) read again and retry.
- Every write announces "room R is at version V" (the store's pub/sub); each process then
  reads the room and sends each of its sockets in R the frames for that socket's seat
  (rooms.frames_for: its own view only).
- A computer's turn is played by whichever process holds the room's lease; a sweep every
  ``sweep_s`` takes over rooms whose lease ran out (its holder died).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import time
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from gamut import core

from . import rooms
from .frames import frame
from .protocol import ProtocolError

log = logging.getLogger("gamut_server")

LEASE_MS = 3000
"""A computer-turn lease lasts this long unless its holder renews it (every third of it)."""

RETRIES = 8
"""Compare-and-set attempts for requests that are not tied to a version."""


@dataclass(eq=False)
class Conn:
    """One WebSocket: ``send(text)`` and, once it joined, its room and seat."""

    send: Callable[[str], Any]
    room: str | None = None
    seat: int | None = None
    sent_v: int = 0
    over_sent: bool = False
    tokens: float = 10.0
    stamp: float = field(default_factory=time.monotonic)


class Hub:
    """The rooms as this process serves them (see the module docstring).

    ``store``: a MemoryStore or RedisStore. ``executor``: where engine work and computer
    players run (default: a thread pool). ``budget_ms``: a computer's thinking budget.
    """

    def __init__(
        self,
        store: Any,
        executor: Executor | None = None,
        budget_ms: int = 400,
        sweep_s: float = 1.0,
        think_ms: int = 0,
    ) -> None:
        self.store = store
        self.engines = rooms.Engines()
        self.pool = executor or ThreadPoolExecutor(max_workers=4, thread_name_prefix="gamut-room")
        self.budget_ms = budget_ms
        self.think_ms = think_ms
        self.sweep_s = sweep_s
        self.owner = secrets.token_hex(8)
        self.conns: dict[str, set[Conn]] = {}
        self._driving: dict[str, bool] = {}  # room -> asked again while driving
        self._tasks: set[asyncio.Task] = set()
        self._sweeper: asyncio.Task | None = None

    # --- life cycle -----------------------------------------------------------------------

    async def start(self) -> None:
        """Hear the store's version notices and start the computer sweep."""
        await self.store.start(self.on_version)
        self._sweeper = asyncio.create_task(self._sweep())

    async def close(self) -> None:
        """Stop the sweep and the computer turns; close the store."""
        for task in [self._sweeper, *self._tasks]:
            if task is not None:
                task.cancel()
        for task in [self._sweeper, *self._tasks]:
            if task is not None:
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
        await self.store.close()

    async def run(self, fn: Callable, *args: Any) -> Any:
        """``fn(*args)`` off the event loop."""
        return await asyncio.get_running_loop().run_in_executor(self.pool, fn, *args)

    def _spawn(self, coro: Any) -> None:
        task = asyncio.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # --- sending --------------------------------------------------------------------------

    @staticmethod
    async def send(conn: Conn, message: dict) -> None:
        """One frame to one socket (a closed socket is ignored)."""
        with contextlib.suppress(ConnectionError, RuntimeError):
            await conn.send(json.dumps(message, separators=(",", ":")))

    async def error(self, conn: Conn, err: ProtocolError) -> None:
        """The error frame for a refused request."""
        await self.send(conn, frame("error", code=err.code, message=err.message))

    async def push(self, doc: dict, conns: list[Conn]) -> None:
        """Send each socket the frames of its seat at ``doc``'s version (once per version)."""
        todo = [
            c for c in conns if c.room == doc["id"] and c.seat is not None and c.sent_v < doc["v"]
        ]
        if not todo:
            return
        seats = sorted({c.seat for c in todo})
        built = await self.run(lambda: {s: rooms.frames_for(doc, s, self.engines) for s in seats})
        for c in todo:
            if c.sent_v >= doc["v"] or c.room != doc["id"] or c.seat not in built:
                continue  # sent meanwhile, or the socket left (or closed) while they were built
            c.sent_v = doc["v"]
            for f in built[c.seat]:
                if f["type"] == "record":
                    if c.over_sent:
                        continue
                    c.over_sent = True
                await self.send(c, f)

    async def on_version(self, room: str, v: int) -> None:
        """A store notice: room R is at version V. Update this process's sockets in R and
        look after a computer's turn."""
        local = [c for c in self.conns.get(room, ()) if c.sent_v < v]
        if not local:
            return
        doc = await self.store.get(room)
        if doc is not None:
            await self.push(doc, local)

    # --- requests -------------------------------------------------------------------------

    def bind(self, conn: Conn, room: str, seat: int) -> None:
        """Attach a socket to a room's seat (leaving any room it was in)."""
        self.unbind(conn)
        conn.room, conn.seat, conn.sent_v, conn.over_sent = room, seat, 0, False
        self.conns.setdefault(room, set()).add(conn)

    def unbind(self, conn: Conn) -> None:
        """Detach a socket from its room."""
        if conn.room is not None:
            peers = self.conns.get(conn.room)
            if peers is not None:
                peers.discard(conn)
                if not peers:
                    del self.conns[conn.room]
        conn.room = conn.seat = None

    async def _update(self, room: str, change: Callable[[dict], Any]) -> tuple[dict, Any]:
        """Read, change (off the loop), write over the version read; retry when another
        writer came first. ``change(doc)`` returns ``(new_doc, extra)``."""
        for _ in range(RETRIES):
            doc = await self.store.get(room)
            if doc is None:
                raise ProtocolError("not_found", "no such room")
            new, extra = await self.run(change, doc)
            if new is doc or new["v"] == doc["v"]:
                return doc, extra
            if await self.store.put(new, doc["v"]):
                return new, extra
        raise ProtocolError("stale", "the room is busy; try again")

    async def handle(self, conn: Conn, req: dict) -> None:
        """One checked client frame (protocol.parse). Refusals go back as error frames."""
        try:
            await self._handle(conn, req)
        except ProtocolError as err:
            await self.error(conn, err)
            if err.code == "stale" and conn.room is not None:
                doc = await self.store.get(conn.room)
                if doc is not None:
                    conn.sent_v = 0
                    await self.push(doc, [conn])

    async def _handle(self, conn: Conn, req: dict) -> None:
        kind = req["type"]
        old = (conn.room, conn.seat)  # one socket, one seat: a new seat lets the old one go
        if kind == "ping":
            await self.send(conn, frame("pong"))
        elif kind == "create":
            doc, token = await self.run(rooms.create, req)
            if not await self.store.put(doc, None):
                raise ProtocolError("stale", "room id taken; try again")
            self.bind(conn, doc["id"], 0)
            await self.send(conn, frame("joined", room=doc["id"], seat=0, token=token))
            await self.push(doc, [conn])
            await self._let_go(*old)
        elif kind == "join":
            doc, (seat, token) = await self._update(
                req["room"], lambda d: _two(rooms.join(d, req["name"]))
            )
            self.bind(conn, doc["id"], seat)
            await self.send(conn, frame("joined", room=doc["id"], seat=seat, token=token))
            await self.push(doc, [conn])
            await self._let_go(*old)
        elif kind == "hello":
            doc, seat = await self._update(req["room"], lambda d: rooms.hello(d, req["token"]))
            self.bind(conn, doc["id"], seat)
            await self.push(doc, [conn])
            self.after_write(doc)
            if old != (conn.room, conn.seat):
                await self._let_go(*old)
        else:
            if conn.room is None or conn.seat is None:
                raise ProtocolError("bad_request", "create, join or hello first")
            room, seat = conn.room, conn.seat
            if kind == "start":
                doc, _ = await self._update(
                    room, lambda d: (rooms.start(d, seat, self.engines), None)
                )
            elif kind == "move":
                doc = await self.store.get(room)
                if doc is None:
                    raise ProtocolError("not_found", "no such room")
                new = await self.run(rooms.move, doc, seat, req, self.engines)
                if not await self.store.put(new, doc["v"]):
                    raise ProtocolError("stale", "another move came first")
                doc = new
            else:  # leave
                doc, _ = await self._update(room, lambda d: (rooms.leave(d, seat), None))
                self.unbind(conn)
                if rooms.empty(doc) and not doc["started"]:
                    await self.store.delete(doc["id"])
                    self.engines.forget(doc["id"])
                    return
                self.after_write(doc)
                return
            await self.push(doc, [conn])
            self.after_write(doc)

    def after_write(self, doc: dict) -> None:
        """After this process changed a started room: a computer may be to move."""
        if doc["started"] and not doc["over"]:
            self._spawn(self.drive(doc["id"]))

    async def closed(self, conn: Conn) -> None:
        """A socket closed: its seat shows as disconnected unless another socket holds it."""
        room, seat = conn.room, conn.seat
        self.unbind(conn)
        await self._let_go(room, seat)

    async def _let_go(self, room: str | None, seat: int | None) -> None:
        """No socket of this process holds the seat any more: it shows as disconnected
        (unless another socket here still holds it)."""
        if room is None or seat is None:
            return
        if any(c.seat == seat for c in self.conns.get(room, ())):
            return
        with contextlib.suppress(ProtocolError):
            await self._update(room, lambda d: (rooms.disconnect(d, seat), None))

    # --- computer turns -------------------------------------------------------------------

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(self.sweep_s)
            try:
                for room in await self.store.computer_rooms():
                    if room not in self._driving:
                        self._spawn(self.drive(room))
            except Exception:
                log.exception("computer sweep failed")

    async def drive(self, room: str) -> None:
        """Play the computer seats' turns in ``room`` while it is a computer's turn, holding
        the room's lease (another process holding it plays instead). A call while this
        process already drives the room makes that drive look once more before it stops."""
        if room in self._driving:
            self._driving[room] = True
            return
        self._driving[room] = False
        try:
            while True:
                self._driving[room] = False
                doc = await self.store.get(room)
                seat = None
                if doc is not None:
                    seat = await self.run(rooms.computer_to_move, doc, self.engines)
                if seat is None:
                    if self._driving[room]:
                        continue
                    await self.store.flag_computer(room, False)
                    if self._driving[room]:
                        continue
                    return
                await self.store.flag_computer(room, True)
                if not await self.store.lease(room, self.owner, LEASE_MS):
                    return  # its holder plays (or the sweep takes over once it lapses)
                try:
                    move = await self._think(doc, seat, room)
                    new = await self.run(
                        rooms.computer_move, doc, seat, move, doc["v"], self.engines
                    )
                    await self.store.put(new, doc["v"])  # refused: the room moved on; look again
                except ProtocolError as err:
                    if err.code != "stale":  # a player's bug: never spin on it
                        log.error("room %s: computer move refused: %s", room, err.message)
                        return
                finally:
                    await self.store.release(room, self.owner)
        except Exception:
            log.exception("room %s: computer turn failed", room)
        finally:
            del self._driving[room]

    async def _think(self, doc: dict, seat: int, room: str) -> str:
        """The computer seat's move, chosen from its own view off the loop; the lease is
        renewed while it thinks."""
        view = await self.run(rooms.computer_view, doc, seat, self.engines)
        choose = core.players(doc["game"]).choose
        seed = secrets.randbits(32)
        job = asyncio.ensure_future(self.run(choose, view, doc["level"], seed, self.budget_ms))
        loop = asyncio.get_running_loop()
        until = loop.time() + self.think_ms / 1000
        while True:
            step = LEASE_MS / 3000
            if job.done():
                left = until - loop.time()
                if left <= 0:
                    return job.result()
                await asyncio.sleep(min(left, step))
            else:
                await asyncio.wait({job}, timeout=step)
            if not await self.store.renew(room, self.owner, LEASE_MS):
                job.cancel()
                raise ProtocolError("stale", "lost the lease")


def _two(result: tuple[dict, int, str]) -> tuple[dict, tuple[int, str]]:
    doc, seat, token = result
    return doc, (seat, token)
