"""Friends' matches never show a position the record does not hold (``shared/design.md``,
"What the server guarantees"): many rooms of every game at once, 2 to 4 people, two sockets
on some seats, moves and ``next`` raced on purpose, reconnects, a ``leave`` mid-match,
spectators and a rematch in every room; in one process with rooms in memory, and in two
processes behind one Redis. Every frame of every socket is then held against a replay of
its room's final records (tests/online_oracle.py)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from gamut_server.limits import Limits
from gamut_server.store_redis import RedisStore
from online_oracle import check, play_rooms
from server_support import App, server_process

SEED = 20261203
ROOMS = 14  # every kind of room twice
LOAD = Limits(rate=1000, burst=1000, sockets_per_address=1000, rooms_per_address=1000,
              silent_s=600)
"""Every socket of the test comes from 127.0.0.1: no limit of one address applies; the
test's sockets do not ping every 15 s as the page does (a socket waiting for the others
would count as silent)."""
LOAD_ARGS = ("--rate", "1000", "--sockets-per-address", "1000", "--rooms-per-address", "1000",
             "--silent-s", "600")


@pytest.fixture
def site(tmp_path: Path) -> Path:
    (tmp_path / "index.html").write_text("<!doctype html><title>x</title>\n")
    return tmp_path


def assert_raced(counts: dict[str, int]) -> None:
    """The run did what it is for: races lost, spectators served, matches finished."""
    assert counts["moves_refused"] >= 5, counts  # twins and `next` raced
    assert counts["moves_ok"] >= 200 and counts["state"] >= 2000, counts
    assert counts["spectator"] >= 50 and counts["record"] >= 2 * ROOMS, counts


def test_every_frame_in_one_process_is_a_view_of_the_record(site: Path) -> None:
    async def main() -> None:
        async with App(site, budget_ms=10, sweep_s=0.2, limits=LOAD) as app:
            played = await asyncio.wait_for(play_rooms([app.url], SEED, ROOMS), 300)
            docs = {room: await app.hub.store.get(room) for room, _ in played}
        assert_raced(check(docs, dict(played)))

    asyncio.run(main())


def test_every_frame_of_two_processes_behind_redis_is_a_view_of_the_record(
    site: Path, redis_url: str
) -> None:
    async def main() -> None:
        with server_process(site, redis_url, 10, 0, *LOAD_ARGS) as (_, a), \
                server_process(site, redis_url, 10, 0, *LOAD_ARGS) as (_, b):
            played = await asyncio.wait_for(play_rooms([a, b], SEED + 1, ROOMS), 300)
        store = RedisStore(redis_url)
        try:
            docs = {room: await store.get(room) for room, _ in played}
        finally:
            await store.close()
        assert_raced(check(docs, dict(played)))

    asyncio.run(main())
