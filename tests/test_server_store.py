"""The two room stores, the same tests against memory and a real Redis: version-checked
writes (exactly one of two writers over one version wins), the version notices, the
computer-turn lease, the waiting list, the live-room counts, the processes' presence and the
expiry of rooms."""

from __future__ import annotations

import asyncio
import time

import pytest

from gamut_server.store_memory import ROOM_TTL_S, MemoryStore
from gamut_server.store_redis import RedisStore, room_key

# a computer's lease long enough that a busy machine's pause between two calls does not lapse
# it (200 ms could have)
LEASE_MS = 1000


def doc(room: str, v: int, note: str = "", addr: str = "") -> dict:
    return {"id": room, "v": v, "note": note, "addr": addr}


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
            for _ in range(50):
                if len(heard) >= 3:
                    break
                await asyncio.sleep(0.02)
            assert heard[2:] == [(room, 0)]  # gone
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


def test_live_rooms_are_counted_in_all_and_per_address(make_store: object) -> None:
    async def main() -> None:
        store = make_store()
        await store.start(lambda room, v: asyncio.sleep(0))
        try:
            base = await store.count()
            rooms = [f"C{i:021d}" for i in range(3)]
            for i, room in enumerate(rooms):
                assert await store.put(doc(room, 1, addr="a1" if i < 2 else "a2"), None)
            assert await store.put(doc(rooms[0], 2, addr="a1"), 1)  # a change: still one room
            assert await store.count() == base + 3
            assert (await store.rooms_from("a1"), await store.rooms_from("a2")) == (2, 1)
            await store.delete(rooms[0])
            assert await store.count() == base + 2 and await store.rooms_from("a1") == 1
        finally:
            await store.close()

    asyncio.run(main())


def test_a_new_room_is_refused_in_its_write_when_a_limit_is_reached(make_store: object) -> None:
    """The live-room limits are checked in the same step as the new room's write: writers
    racing for the last places never make more rooms than the limit (in all, per address)."""
    async def main() -> None:
        store = make_store()
        await store.start(lambda room, v: asyncio.sleep(0))
        try:
            base = await store.count()
            tries = [doc(f"L{i:021d}", 1, addr="b1") for i in range(6)]
            got = await asyncio.gather(*(store.create(d, base + 10, 2) for d in tries))
            assert sorted(got, key=str) == [None] * 2 + ["address"] * 4, got
            assert await store.rooms_from("b1") == 2
            tries = [doc(f"M{i:021d}", 1, addr=f"c{i}") for i in range(6)]
            got = await asyncio.gather(*(store.create(d, base + 5, 2) for d in tries))
            assert sorted(got, key=str) == [None] * 3 + ["full"] * 3, got
            assert await store.count() == base + 5
            assert await store.create(doc(f"M{0:021d}", 1, addr="c9"), base + 50, 2) == "taken"
            assert (await store.get(f"M{0:021d}"))["addr"] == "c0"
        finally:
            await store.close()

    asyncio.run(main())


@pytest.mark.parametrize("kind", ["memory", "redis"])
def test_a_room_unused_for_a_while_stops_counting_against_its_address(
    kind: str, request: pytest.FixtureRequest
) -> None:
    """Rooms whose people closed the page stay open a day, but count against the address
    that made them only while written to within ``active_s`` (limits.address_active_s): a
    school behind one address is not locked out for a day by rooms nobody uses."""
    now = [5000.0]
    clock = lambda: now[0]  # noqa: E731

    async def main() -> None:
        if kind == "memory":
            store = MemoryStore(ttl_s=1000, clock=clock)
        else:
            store = RedisStore(request.getfixturevalue("redis_url"), ttl_s=1000, clock=clock)
        await store.start(lambda room, v: asyncio.sleep(0))
        try:
            a, b, c = (f"{x}{kind[0]}" + "A" * 20 for x in "XYZ")
            assert await store.create(doc(a, 1, addr="s1"), 10**6, 2, 60) is None
            assert await store.create(doc(b, 1, addr="s1"), 10**6, 2, 60) is None
            assert await store.create(doc(c, 1, addr="s1"), 10**6, 2, 60) == "address"
            now[0] += 45
            assert await store.put(doc(a, 2, addr="s1"), 1)  # room a is in use
            now[0] += 30  # b unused for 75 s, a for 30 s
            assert await store.rooms_from("s1", 60) == 1
            assert await store.rooms_from("s1") == 2  # both still live: nobody loses a room
            assert await store.get(b) is not None
            assert await store.create(doc(c, 1, addr="s1"), 10**6, 2, 60) is None
            assert await store.create(doc("W" + a[1:], 1, addr="s1"), 10**6, 2, 60) == "address"
            assert await store.rooms_from("s2", 60) == 0
        finally:
            await store.close()

    asyncio.run(main())


def test_a_process_whose_beat_lapsed_is_dead_and_reaped_once(redis_url: str) -> None:
    async def main() -> None:
        a, b = RedisStore(redis_url), RedisStore(redis_url)
        try:
            await a.beat("pa", ["R1", "R2"], 0.3)
            await b.beat("pb", ["R3"], 30)
            await a.beat("pa", ["R2", "R4"], 0.3)
            assert await b.dead_owners() == []
            assert await b.rooms_held_by("pa") == ["R1", "R2", "R4"]
            await asyncio.sleep(0.45)
            assert await b.dead_owners() == ["pa"]
            assert await b.claim_reap("pa", "pb") is True
            assert await a.claim_reap("pa", "px") is False  # one process cleans up
            await b.forget_owner("pa")
            assert await b.dead_owners() == [] and await b.rooms_held_by("pa") == []
        finally:
            await a.close()
            await b.close()

    asyncio.run(main())


def test_a_room_expires_a_day_after_its_last_change(redis_url: str) -> None:
    # the memory store's clock is ours (real sleeps of 0.1 s failed a run at load 10)
    now = [1000.0]

    async def main() -> None:
        mem = MemoryStore(ttl_s=100, clock=lambda: now[0])
        assert await mem.put(doc("E" * 22, 1, addr="a"), None)
        assert await mem.put(doc("G" * 22, 1, addr="a"), None)
        now[0] += 60
        assert await mem.put(doc("E" * 22, 2), 1)  # a change renews the day
        now[0] += 90  # 150 s after the first write, 90 s after the change
        assert await mem.get("E" * 22) is not None
        assert await mem.get("G" * 22) is None and await mem.rooms_from("a") == 1
        now[0] += 11  # 101 s after the change
        assert await mem.get("E" * 22) is None
        assert await mem.count() == 0 and await mem.rooms_from("a") == 0
        assert ROOM_TTL_S == 24 * 3600
        red = RedisStore(redis_url)
        try:
            assert await red.put(doc("F" * 22, 1), None)
            ttl = await red.client.ttl(room_key("F" * 22))
            assert ROOM_TTL_S - 5 <= ttl <= ROOM_TTL_S
        finally:
            await red.close()

    asyncio.run(main())


def test_the_memory_store_reads_a_room_in_constant_time() -> None:
    """A read looks at the room it reads and at most the expired ones: with 50 times more
    rooms it takes about as long (a scan of every room took 8.7 ms at 100k)."""

    async def per_read(n: int) -> float:
        mem = MemoryStore()
        for i in range(n):
            await mem.put({"id": f"{i:022d}", "v": 1}, None)
        rooms = [f"{i:022d}" for i in range(0, n, max(1, n // 200))]
        best = float("inf")
        for _ in range(5):
            t = time.perf_counter()
            for room in rooms:
                await mem.get(room)
            best = min(best, (time.perf_counter() - t) / len(rooms))
        return best

    async def main() -> None:
        small, large = await per_read(1_000), await per_read(50_000)
        assert large < 4 * small, (small, large)

    asyncio.run(main())
