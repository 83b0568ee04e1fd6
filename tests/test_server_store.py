"""The two room stores, the same tests against memory and a real Redis: version-checked
writes (exactly one of two writers over one version wins), the version notices, the
computer-turn lease, the waiting list and the expiry of rooms."""

from __future__ import annotations

import asyncio
import time
from types import SimpleNamespace
from typing import Any

from gamut_server import store_memory
from gamut_server.store_memory import ROOM_TTL_S, MemoryStore
from gamut_server.store_redis import RedisStore, room_key

# a computer's lease long enough that a busy machine's pause between two calls does not lapse
# it (200 ms could have)
LEASE_MS = 1000


def doc(room: str, v: int, note: str = "") -> dict:
    return {"id": room, "v": v, "note": note}


def test_writes_are_checked_against_the_version_read(make_store: object) -> None:
    async def main() -> None:
        store = make_store()
        heard: list[tuple[str, int]] = []

        async def listener(room: str, v: int) -> None:
            heard.append((room, v))

        await store.start(listener)
        try:
            room = "R" * 22 + "store1"
            assert await store.get(room) is None
            assert await store.put(doc(room, 1), None) is True
            assert await store.put(doc(room, 1, "again"), None) is False  # exists
            assert await store.put(doc(room, 2, "b"), 5) is False  # not the stored version
            assert await store.get(room) == doc(room, 1)
            results = await asyncio.gather(
                store.put(doc(room, 2, "first"), 1), store.put(doc(room, 2, "second"), 1)
            )
            assert sorted(results) == [False, True]  # exactly one wins
            got = await store.get(room)
            assert got["v"] == 2 and got["note"] == ("first" if results[0] else "second")
            for _ in range(50):
                if len(heard) >= 2:
                    break
                await asyncio.sleep(0.02)
            assert heard == [(room, 1), (room, 2)]  # only "room R is at version V"
            await store.delete(room)
            assert await store.get(room) is None
        finally:
            await store.close()

    asyncio.run(main())


def test_the_computer_lease_has_one_holder_until_it_lapses(make_store: object) -> None:
    async def main() -> None:
        store = make_store()
        await store.start(lambda room, v: asyncio.sleep(0))
        try:
            room = "L" * 22
            assert await store.lease(room, "a", LEASE_MS) is True
            assert await store.lease(room, "b", LEASE_MS) is False
            assert await store.renew(room, "b", LEASE_MS) is False
            assert await store.renew(room, "a", LEASE_MS) is True
            assert await store.lease(room, "a", LEASE_MS) is True  # its holder may take it again
            await store.release(room, "b")  # not the holder: nothing happens
            assert await store.lease(room, "b", LEASE_MS) is False
            await asyncio.sleep(LEASE_MS / 1000 + 0.3)  # the holder died: the lease lapses
            assert await store.lease(room, "b", LEASE_MS) is True
            await store.release(room, "b")
            assert await store.lease(room, "c", LEASE_MS) is True
            await store.flag_computer(room, True)
            assert await store.computer_rooms() == [room]
            await store.flag_computer(room, False)
            assert await store.computer_rooms() == []
        finally:
            await store.close()

    asyncio.run(main())


def test_a_room_expires_a_day_after_its_last_change(redis_url: str, monkeypatch: Any) -> None:
    # the memory store's clock is ours (real sleeps of 0.1 s failed a run at load 10)
    now = [1000.0]
    clock = SimpleNamespace(time=lambda: now[0], monotonic=time.monotonic)
    monkeypatch.setattr(store_memory, "time", clock)

    async def main() -> None:
        mem = MemoryStore(ttl_s=100)
        assert await mem.put(doc("E" * 22, 1), None)
        now[0] += 60
        assert await mem.put(doc("E" * 22, 2), 1)  # a change renews the day
        now[0] += 90  # 150 s after the first write, 90 s after the change
        assert await mem.get("E" * 22) is not None
        now[0] += 11  # 101 s after the change
        assert await mem.get("E" * 22) is None
        assert ROOM_TTL_S == 24 * 3600
        red = RedisStore(redis_url)
        try:
            assert await red.put(doc("F" * 22, 1), None)
            ttl = await red.client.ttl(room_key("F" * 22))
            assert ROOM_TTL_S - 5 <= ttl <= ROOM_TTL_S
        finally:
            await red.close()

    asyncio.run(main())
