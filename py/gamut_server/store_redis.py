"""Rooms in Redis: any number of identical server processes share them.

- One key per room, ``gamut:room:R``: a hash ``{v, doc}`` (doc = the room's JSON). A write
  is a Lua script that stores the new document only if ``v`` is still the version it was
  read at (so two processes never both accept a move for one turn), renews the key's
  expiry (a day), keeps the live-room indexes (``gamut:live``, ``gamut:addr:A``: sorted sets
  of rooms by expiry time) and publishes ``"R V"`` on ``gamut:rooms``, all in one step. A new
  room's write checks the live-room limits in that same step.
- Pub/sub carries only "room R is at version V" (``"R 0"``: the room is gone); each process
  reads the room itself. redis-py reconnects a cut pub/sub connection by itself, and
  notices published meanwhile are lost: the store then calls ``resync`` so that the process
  reads its rooms again.
- ``gamut:lease:R`` (SET NX PX, renewed by its holder): the process playing a computer's
  turn. When the holder dies the lease runs out and another process's sweep takes the turn.
  ``gamut:computer``: a set of rooms waiting for a computer's move (the sweep's list).
- Presence: ``gamut:proc:P`` (a key with a time to live, renewed by process P's beat),
  ``gamut:procs`` (the set of processes), ``gamut:proc-rooms:P`` (rooms where P held
  sockets). A process whose key lapsed is dead: another one (``gamut:reap:P``, SET NX) takes
  its sockets out of those rooms, so its seats show ``connected: false``.

Needs the ``redis`` package (requirements-serve.txt) and a Redis server (Debian
``redis-server``). The interface is :class:`gamut_server.store_memory.MemoryStore`'s.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable

import redis.asyncio as aioredis

from .store_memory import ROOM_TTL_S, Listener, Resync

CHANNEL = "gamut:rooms"
COMPUTER = "gamut:computer"
LIVE = "gamut:live"
PROCS = "gamut:procs"

_PUT = """
local cur = redis.call('HGET', KEYS[1], 'v')
if (cur or '') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'doc', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('ZADD', KEYS[2], ARGV[7], ARGV[6])
if KEYS[3] ~= '' then
  redis.call('ZADD', KEYS[3], ARGV[7], ARGV[6])
  redis.call('EXPIRE', KEYS[3], ARGV[4])
end
redis.call('PUBLISH', ARGV[5], ARGV[6] .. ' ' .. ARGV[2])
return 1
"""
_CREATE = """
local now = tonumber(ARGV[8])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[9]) then return 'full' end
if KEYS[3] ~= '' then
  redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
  if redis.call('ZCOUNT', KEYS[3], ARGV[11], '+inf') >= tonumber(ARGV[10]) then
    return 'address'
  end
end
if redis.call('EXISTS', KEYS[1]) == 1 then return 'taken' end
""" + _PUT.replace("return 0", "return 'taken'").replace("return 1", "return 'ok'")
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


def _addr_key(addr: str) -> str:
    return f"gamut:addr:{addr}" if addr else ""


class RedisStore:
    """Rooms in Redis at ``url`` (``redis://host:port/db`` or ``unix:///path/to.sock``)."""

    def __init__(self, url: str, ttl_s: int = ROOM_TTL_S,
                 clock: Callable[[], float] = time.time) -> None:  # fmt: skip
        self.url = url
        self.ttl_s = int(ttl_s)
        self.clock = clock  # the live-room indexes' scores: a room's write time + ttl_s
        self.client = aioredis.from_url(url, decode_responses=True)
        self._put = self.client.register_script(_PUT)
        self._create = self.client.register_script(_CREATE)
        self._renew = self.client.register_script(_RENEW)
        self._release = self.client.register_script(_RELEASE)
        self._task: asyncio.Task | None = None
        self._resync: Resync | None = None
        self._resyncs: set[asyncio.Task] = set()

    async def start(self, listener: Listener, resync: Resync | None = None) -> None:
        """Subscribe to ``gamut:rooms``; ``listener(room, v)`` hears every write, ``resync()``
        runs after every reconnection of the subscription."""
        self._resync = resync
        pubsub = self.client.pubsub(ignore_subscribe_messages=True)
        await pubsub.subscribe(CHANNEL)
        # called on every later connect of the subscription, after redis-py subscribed again
        pubsub.connection.register_connect_callback(self._reconnected)
        self._task = asyncio.create_task(self._listen(pubsub, listener))

    async def _reconnected(self, connection: object) -> None:
        if self._resync is None:
            return
        task = asyncio.create_task(self._resync())
        self._resyncs.add(task)
        task.add_done_callback(self._resyncs.discard)

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
                await self._reconnected(None)

    async def close(self) -> None:
        """Unsubscribe and close the connections."""
        tasks = [t for t in (self._task, *self._resyncs) if t is not None]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        await self.client.aclose()

    async def get(self, room: str) -> dict | None:
        """The room's document, or None (unknown or expired)."""
        text = await self.client.hget(room_key(room), "doc")
        return None if text is None else json.loads(text)

    async def put(self, doc: dict, expected: int | None) -> bool:
        """Write ``doc`` if the stored version is ``expected`` (None: a new room)."""
        addr = doc.get("addr") or ""
        args = ["" if expected is None else str(expected), str(doc["v"]), json.dumps(doc)]
        args += [str(self.ttl_s), CHANNEL, doc["id"], str(self.clock() + self.ttl_s)]
        keys = [room_key(doc["id"]), LIVE, _addr_key(addr)]
        return bool(await self._put(keys=keys, args=args))

    async def create(self, doc: dict, max_rooms: int, per_address: int,
                     active_s: float | None = None) -> str | None:  # fmt: skip
        """Write a new room unless a limit is reached, in one Lua step with the check (so
        processes racing for the last places never exceed them). None when written, else
        ``"full"``, ``"address"`` or ``"taken"`` (see MemoryStore.create)."""
        now = self.clock()
        args = ["", str(doc["v"]), json.dumps(doc), str(self.ttl_s), CHANNEL, doc["id"],
                str(now + self.ttl_s), str(now), str(max_rooms), str(per_address),
                self._since(now, active_s)]  # fmt: skip
        keys = [room_key(doc["id"]), LIVE, _addr_key(doc.get("addr") or "")]
        answer = await self._create(keys=keys, args=args)
        return None if answer == "ok" else str(answer)

    async def delete(self, room: str) -> None:
        """Drop a room; every process hears version 0."""
        doc = await self.get(room)
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.delete(room_key(room))
            pipe.zrem(LIVE, room)
            pipe.srem(COMPUTER, room)
            if doc is not None and doc.get("addr"):
                pipe.zrem(_addr_key(doc["addr"]), room)
            pipe.publish(CHANNEL, f"{room} 0")
            await pipe.execute()

    def _since(self, now: float, active_s: float | None) -> str:
        """The lowest index score of a room written to within ``active_s`` (None: any)."""
        return "-inf" if active_s is None else str(now + self.ttl_s - active_s)

    async def _live(self, key: str, active_s: float | None = None) -> int:
        now = self.clock()
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.zremrangebyscore(key, "-inf", now)
            pipe.zcount(key, self._since(now, active_s), "+inf")
            _, n = await pipe.execute()
        return int(n)

    async def count(self) -> int:
        """How many rooms are live."""
        return await self._live(LIVE)

    async def rooms_from(self, addr: str, active_s: float | None = None) -> int:
        """How many live rooms were created from ``addr`` (a hashed address) and written to
        within the last ``active_s`` seconds (None: every live one)."""
        return await self._live(_addr_key(addr), active_s)

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

    async def beat(self, owner: str, rooms: list[str], ttl_s: float) -> None:
        """Process ``owner`` is alive for ``ttl_s`` more and holds sockets in ``rooms``."""
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.set(f"gamut:proc:{owner}", "1", px=int(ttl_s * 1000))
            pipe.sadd(PROCS, owner)
            if rooms:
                pipe.sadd(f"gamut:proc-rooms:{owner}", *rooms)
                pipe.expire(f"gamut:proc-rooms:{owner}", self.ttl_s)
            await pipe.execute()

    async def holds_in(self, owner: str, room: str) -> None:
        """Process ``owner`` is about to hold a socket in ``room`` (written before the room
        says so: a process that dies right after is reaped there too)."""
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.sadd(PROCS, owner)
            pipe.sadd(f"gamut:proc-rooms:{owner}", room)
            pipe.expire(f"gamut:proc-rooms:{owner}", self.ttl_s)
            await pipe.execute()

    async def dead_owners(self) -> list[str]:
        """Processes whose beat lapsed."""
        owners = sorted(await self.client.smembers(PROCS))
        if not owners:
            return []
        async with self.client.pipeline(transaction=False) as pipe:
            for owner in owners:
                pipe.exists(f"gamut:proc:{owner}")
            alive = await pipe.execute()
        return [o for o, a in zip(owners, alive, strict=True) if not a]

    async def claim_reap(self, owner: str, by: str) -> bool:
        """Whether ``by`` is the one process to clean up after the dead ``owner``."""
        return bool(await self.client.set(f"gamut:reap:{owner}", by, nx=True, ex=60))

    async def rooms_held_by(self, owner: str) -> list[str]:
        """Rooms where ``owner`` held sockets."""
        return sorted(await self.client.smembers(f"gamut:proc-rooms:{owner}"))

    async def forget_owner(self, owner: str) -> None:
        """A dead process is cleaned up."""
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.srem(PROCS, owner)
            pipe.delete(f"gamut:proc-rooms:{owner}")
            await pipe.execute()
