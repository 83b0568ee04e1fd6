"""The computer's turns: decided in worker processes, written like any move.

The event loop never waits for a computer: ``choose`` runs in a pool of worker processes
(lower CPU priority than the server, so people's moves come first), from the seat's own view
and within its budget. A turn is played by the process holding the room's lease (renewed
while it thinks); a sweep every ``sweep_s`` takes over rooms whose lease ran out (its holder
died). The chosen move is written over the room as it is then, unless its record changed
meanwhile (``match.computer_move``: stale, and the turn is looked at again).
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import logging
import multiprocessing
import os
import secrets
import signal
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from gamut import core

from . import match
from .protocol import ProtocolError

log = logging.getLogger("gamut_server")

LEASE_MS = 3000
"""A computer-turn lease lasts this long unless its holder renews it (every third of it)."""

MIN_THINK_MS = 50
"""The least a computer thinks when its move waited for a worker longer than its budget."""


def _init_worker(parent: int) -> None:
    """A worker process: it dies with the server (Linux: a parent-death signal; a server
    killed with SIGKILL leaves no worker behind), runs below the server's priority, and has
    every game's players imported."""
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    if os.getppid() != parent:  # the server died before the signal was set
        os._exit(0)
    with contextlib.suppress(OSError):
        os.nice(10)
    for game in core.GAMES:
        core.players(game)


def choose(game: str, view: dict, level: str, seed: int, budget_ms: int,
           asked_at: float | None = None) -> str:  # fmt: skip
    """A computer's move in a worker process (``players.choose`` of the game).

    ``budget_ms``: its thinking time, counted from ``asked_at`` (``time.monotonic()`` when
    the move was asked for; one clock for every process of the machine): the time the move
    waited for a worker (more rooms thinking than workers) comes off it, down to
    :data:`MIN_THINK_MS`, so a crowd of computers answers its people sooner and plays quicker
    rather than keeping them waiting while the queue drains. ``None``: the whole budget.
    """
    if asked_at is not None and budget_ms > 0:
        waited = (time.monotonic() - asked_at) * 1000
        budget_ms = max(MIN_THINK_MS, min(budget_ms, round(budget_ms - waited)))
    return core.players(game).choose(view, level, seed, budget_ms)


def process_pool(workers: int) -> ProcessPoolExecutor:
    """``workers`` processes, started fresh (spawn: the server has threads, so no fork; no
    fork server that could outlive it)."""
    ctx = multiprocessing.get_context("spawn")
    return ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=_init_worker,
                               initargs=(os.getpid(),))  # fmt: skip


class Computers:
    """The computer turns of one server process.

    ``hub``: the Hub (its ``store``, ``engines``, ``owner`` and ``update``). ``workers``:
    processes thinking (0: none of its own, ``executor`` is used). ``budget_ms``: a move's
    thinking budget; ``think_ms``: a move takes at least this long (a page may want to
    animate); ``sweep_s``: how often rooms waiting for a computer are looked at.
    """

    def __init__(self, hub: Any, workers: int = 2, budget_ms: int = 400, think_ms: int = 0,
                 sweep_s: float = 1.0, executor: Executor | None = None) -> None:  # fmt: skip
        self.hub = hub
        self.workers = max(1, workers)
        self.budget_ms = budget_ms
        self.think_ms = think_ms
        self.sweep_s = sweep_s
        self._pool: Executor | None = executor
        self._own_pool = executor is None
        self._driving: dict[str, bool] = {}  # room -> asked again while driving
        self._tasks: set[asyncio.Task] = set()

    def spawn(self, coro: Awaitable[Any]) -> None:
        """Run ``coro`` as a task this object cancels on close."""
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def wake(self, room: str) -> None:
        """A room changed: a computer may be to move there."""
        self.spawn(self.drive(room))

    async def close(self) -> None:
        """Stop every turn and the worker processes."""
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        if self._pool is not None and self._own_pool:
            self._pool.shutdown(wait=False, cancel_futures=True)

    async def sweep(self) -> None:
        """Forever: take up rooms waiting for a computer that nobody here drives."""
        while True:
            await asyncio.sleep(self.sweep_s)
            try:
                for room in await self.hub.store.computer_rooms():
                    if room not in self._driving:
                        self.wake(room)
            except Exception:
                log.exception("computer sweep failed")

    async def drive(self, room: str) -> None:
        """Play the computer's turns in ``room`` while it is the computer's turn, holding the
        room's lease (another process holding it plays instead). A call while this process
        already drives the room makes that drive look once more before it stops."""
        if room in self._driving:
            self._driving[room] = True
            return
        self._driving[room] = False
        store = self.hub.store
        try:
            while True:
                self._driving[room] = False
                doc = await store.get(room)
                seat = None if doc is None else match.computer_to_move(doc, self.hub.engines)
                if seat is None:
                    if self._driving[room]:
                        continue
                    await store.flag_computer(room, False)
                    if self._driving[room]:
                        continue
                    return
                await store.flag_computer(room, True)
                if not await store.lease(room, self.hub.owner, LEASE_MS):
                    return  # its holder plays (or the sweep takes over once it lapses)
                try:
                    move = await self._think(doc, seat, room)
                    await self.hub.update(room, lambda d, s=seat, m=move, at=doc["changed"]: (
                        match.computer_move(d, s, m, at, self.hub.engines)))
                except ProtocolError as err:
                    if err.code not in ("stale", "not_found"):  # a player's bug: never spin
                        log.error("room %s: computer move refused: %s", room, err.message)
                        return
                finally:
                    await store.release(room, self.hub.owner)
        except Exception:
            log.exception("room %s: computer turn failed", room)
        finally:
            del self._driving[room]

    def _executor(self) -> Executor:
        if self._pool is None:
            self._pool = process_pool(self.workers)
        return self._pool

    async def _run(self, fn: Callable[..., str], *args: Any) -> str:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor(), fn, *args)
        except BrokenProcessPool:  # a worker died (killed, out of memory): a new pool
            log.error("computer worker died; starting new ones")
            if self._own_pool:
                self._pool = None
            raise ProtocolError("stale", "the computer's worker died") from None

    async def _think(self, doc: dict, seat: int, room: str) -> str:
        """The computer seat's move, chosen from its own view in a worker process; the lease
        is renewed while it thinks (and while the move waits for a worker)."""
        view = match.computer_view(doc, seat, self.hub.engines)
        job = asyncio.ensure_future(self._run(choose, doc["game"], view, doc["level"],
                                              secrets.randbits(32), self.budget_ms,
                                              time.monotonic()))  # fmt: skip
        loop = asyncio.get_running_loop()
        until = loop.time() + self.think_ms / 1000
        step = LEASE_MS / 3000
        try:
            while True:
                if job.done():
                    left = until - loop.time()
                    if left <= 0:
                        return job.result()
                    await asyncio.sleep(min(left, step))
                else:
                    await asyncio.wait({job}, timeout=step)
                if not await self.hub.store.renew(room, self.hub.owner, LEASE_MS):
                    raise ProtocolError("stale", "lost the lease")
        finally:
            if not job.done():
                job.cancel()
