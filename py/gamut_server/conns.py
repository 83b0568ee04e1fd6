"""One WebSocket as the hub sees it: where it sits (room, seat or spectator) and a bounded
queue of frames to send.

Frames are queued without waiting and written by the socket's own task, so a member that
stops reading never delays the others; a socket whose queue is full has fallen too far
behind and is closed (its page reconnects and says ``hello``: it gets the room as it is).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

QUEUE_FRAMES = 64
"""Frames waiting for one socket before it counts as too slow and is closed."""


@dataclass(eq=False)
class Conn:
    """One socket: ``write(text)`` sends a frame (awaited by the writer task only),
    ``shut(code, reason)`` closes it, ``on_close()`` is told when this side closes it (the
    close handshake with a reader that stopped reading may take a while).

    ``room``/``seat``/``token`` once it took a seat (``token`` is the seat's token hash);
    ``watching`` for a spectator; ``joining`` while it takes a seat (bound, but no frame
    before ``joined``). ``sent_v``: the version of the last ``state`` it got; ``record_of``:
    the match (its ``from``) whose record it got. ``addr``: its client's address (hashed).
    ``created``: rooms it made."""

    write: Callable[[str], Awaitable[None]]
    shut: Callable[[int, str], Awaitable[None]] | None = None
    on_close: Callable[[], None] | None = None
    addr: str = ""
    room: str | None = None
    seat: int | None = None
    token: str | None = None
    watching: bool = False
    joining: bool = False
    sent_v: int = 0
    record_of: int = -1
    created: int = 0
    tokens: float = 10.0
    stamp: float = field(default_factory=time.monotonic)
    opened: float = field(default_factory=time.monotonic)
    heard: float = field(default_factory=time.monotonic)
    queue_frames: int = QUEUE_FRAMES
    _queue: asyncio.Queue | None = None
    _writer: asyncio.Task | None = None
    closed: bool = False

    @property
    def member(self) -> bool:
        """Whether the socket sits in a room (a seat or a spectator)."""
        return self.room is not None and (self.seat is not None or self.watching)

    def send(self, message: dict) -> None:
        """Queue one frame; a socket too far behind is closed (1013, try again later)."""
        if self.closed:
            return
        if self._queue is None:
            self._queue = asyncio.Queue()
            self._writer = asyncio.create_task(self._write_all())
        if self._queue.qsize() >= self.queue_frames:
            self.close(1013, "too slow")
            return
        self._queue.put_nowait(json.dumps(message, separators=(",", ":")))

    async def _write_all(self) -> None:
        assert self._queue is not None
        while True:
            text = await self._queue.get()
            try:
                await self.write(text)
            except (ConnectionError, RuntimeError):
                self.closed = True
                return

    async def drain(self) -> None:
        """Wait until every queued frame was handed to the socket (tests, shutdown)."""
        while self._queue is not None and not self._queue.empty() and not self.closed:
            await asyncio.sleep(0.005)

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close the socket (its reader then ends and the hub forgets it)."""
        if self.closed:
            return
        self.closed = True
        if self._writer is not None:
            self._writer.cancel()
        if self.on_close is not None:
            self.on_close()
        if self.shut is not None:
            task = asyncio.ensure_future(self.shut(code, reason))
            task.add_done_callback(lambda t: t.exception() if not t.cancelled() else None)

    async def stop(self) -> None:
        """The socket ended: stop its writer."""
        self.closed = True
        if self._writer is not None:
            self._writer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._writer
