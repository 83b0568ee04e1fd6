"""Rooms in Redis: any number of identical server processes share them.

- One key per room, ``gamut:room:R``: a hash ``{v, doc}`` (doc = the room's JSON). A write
  is a Lua script that stores the new document only if ``v`` is still the version it was
  read at (so two processes never both accept a move for one turn), renews the key's
  expiry (a day) and publishes ``"R V"`` on ``gamut:rooms`` in the same step.
- Pub/sub carries only "room R is at version V"; each process reads the room itself.
- ``gamut:lease:R`` (SET NX PX, renewed by its holder): the process playing a computer's
  turn. When the holder dies the lease runs out and another process's sweep takes the turn.
- ``gamut:computer``: a set of rooms waiting for a computer's move (the sweep's list).

Needs the ``redis`` package (requirements-serve.txt) and a Redis server (Debian
``redis-server``). The interface is :class:`gamut_server.store_memory.MemoryStore`'s.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging

import redis.asyncio as aioredis

from .store_memory import ROOM_TTL_S, Listener

CHANNEL = "gamut:rooms"
COMPUTER = "gamut:computer"

_PUT = """
local cur = redis.call('HGET', KEYS[1], 'v')
if (cur or '') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'doc', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('PUBLISH', ARGV[5], ARGV[6] .. ' ' .. ARGV[2])
return 1
"""
_RENEW = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
"""
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""

log = logging.getLogger("gamut_server")


def room_key(room: str) -> str:
    """The room's one key."""
    return f"gamut:room:{room}"


class RedisStore:
    """Rooms in Redis at ``url`` (``redis://host:port/db`` or ``unix:///path/to.sock``)."""

    def __init__(self, url: str, ttl_s: int = ROOM_TTL_S) -> None:
        self.url = url
        self.ttl_s = int(ttl_s)
        self.client = aioredis.from_url(url, decode_responses=True)
        self._put = self.client.register_script(_PUT)
        self._renew = self.client.register_script(_RENEW)
        self._release = self.client.register_script(_RELEASE)
        self._task: asyncio.Task | None = None

    async def start(self, listener: Listener) -> None:
        """Subscribe to ``gamut:rooms``; ``listener(room, v)`` hears every write."""
        pubsub = self.client.pubsub(ignore_subscribe_messages=True)
        await pubsub.subscribe(CHANNEL)
        self._task = asyncio.create_task(self._listen(pubsub, listener))

    async def _listen(self, pubsub: object, listener: Listener) -> None:
        while True:
            try:
                async for msg in pubsub.listen():
                    if msg.get("type") != "message":
                        continue
                    room, _, v = str(msg["data"]).partition(" ")
                    if v.isdigit():
                        try:
                            await listener(room, int(v))
                        except Exception:  # one room's trouble must not stop the others
                            log.exception("room %s: version notice failed", room)
            except asyncio.CancelledError:
                await pubsub.aclose()
                raise
            except Exception:
                log.exception("pub/sub lost; resubscribing")
                await asyncio.sleep(0.5)
                with contextlib.suppress(Exception):
                    await pubsub.subscribe(CHANNEL)

    async def close(self) -> None:
        """Unsubscribe and close the connections."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        await self.client.aclose()

    async def get(self, room: str) -> dict | None:
        """The room's document, or None (unknown or expired)."""
        text = await self.client.hget(room_key(room), "doc")
        return None if text is None else json.loads(text)

    async def put(self, doc: dict, expected: int | None) -> bool:
        """Write ``doc`` if the stored version is ``expected`` (None: a new room)."""
        args = ["" if expected is None else str(expected), str(doc["v"]), json.dumps(doc)]
        args += [str(self.ttl_s), CHANNEL, doc["id"]]
        return bool(await self._put(keys=[room_key(doc["id"])], args=args))

    async def delete(self, room: str) -> None:
        """Drop a room."""
        await self.client.delete(room_key(room))
        await self.client.srem(COMPUTER, room)

    async def lease(self, room: str, owner: str, ms: int) -> bool:
        """Take the room's computer lease for ``ms`` unless another owner holds it."""
        key = f"gamut:lease:{room}"
        if await self.client.set(key, owner, nx=True, px=ms):
            return True
        return bool(await self._renew(keys=[key], args=[owner, ms]))

    async def renew(self, room: str, owner: str, ms: int) -> bool:
        """Extend the lease if ``owner`` still holds it."""
        return bool(await self._renew(keys=[f"gamut:lease:{room}"], args=[owner, ms]))

    async def release(self, room: str, owner: str) -> None:
        """Give the lease back (only its holder can)."""
        await self._release(keys=[f"gamut:lease:{room}"], args=[owner])

    async def flag_computer(self, room: str, on: bool) -> None:
        """Mark (or unmark) a room as waiting for a computer's move."""
        if on:
            await self.client.sadd(COMPUTER, room)
        else:
            await self.client.srem(COMPUTER, room)

    async def computer_rooms(self) -> list[str]:
        """Rooms marked as waiting for a computer's move."""
        return sorted(await self.client.smembers(COMPUTER))
