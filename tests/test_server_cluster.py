"""Two server processes on loopback sharing one Redis (``python -m gamut_server --redis``):
concurrent moves for one turn (exactly one wins), the pub/sub connection cut while a seat
waits (the process reads its rooms again), a process killed mid-match (its seats show
``connected: false``; the clients come back on the other with ``hello``, the match
finishes, nothing is lost) and one killed mid-computer-turn."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from gamut_server import hub
from gamut_server.store_redis import RedisStore
from server_support import Client, server_process


@pytest.fixture
def site(tmp_path: Path) -> Path:
    (tmp_path / "index.html").write_text("<!doctype html><title>x</title>\n")
    return tmp_path


async def create(url: str, game: str, seats: int, options: dict) -> Client:
    host = await Client.open(url)
    await host.send({"type": "create", "game": game, "options": options, "seats": seats,
                     "level": "easy", "name": "Host"})  # fmt: skip
    await host.until("joined")
    await host.until("state")
    return host


async def join(url: str, host: Client, name: str = "Bo") -> Client:
    """A friend on ``url`` joined to ``host``'s room."""
    friend = await Client.open(url)
    await friend.send({"type": "join", "room": host.room, "name": name})
    await friend.until("joined")
    return friend


async def hello(url: str, room: str, token: str, seat: int) -> Client:
    c = await Client.open(url)
    await c.send({"type": "hello", "room": room, "token": token})
    c.room, c.token, c.seat = room, token, seat
    return c


async def doc_of(redis_url: str, room: str) -> dict:
    store = RedisStore(redis_url)
    try:
        return await store.get(room)
    finally:
        await store.close()


async def play(client: Client, fallback: str | None, stop_after: int | None = None) -> Client:
    """Play the first legal move whenever this seat may; when the socket dies, come back on
    ``fallback`` with ``hello``. Returns the client that saw the record (or, with
    ``stop_after``, once the room holds that many moves)."""
    moved_at, sent = 0, None
    while True:
        try:
            f = await client.recv(timeout=30)
        except ConnectionError:
            assert fallback is not None, "the socket died and there is nowhere to go"
            client = await hello(fallback, client.room, client.token, client.seat)
            moved_at, sent = 0, None
            continue
        if f["type"] == "record":
            return client
        if f["type"] == "error" and f["code"] == "rate_limited" and sent is not None:
            await asyncio.sleep(0.2)
            await client.send(sent)
            continue
        if f["type"] != "state" or f["view"] is None:
            continue
        view = f["view"]
        if stop_after is not None and f["view"] is not None:
            done = len([m for m in client.frames if m["type"] == "state"])  # progress marker
            if view.get("last") is not None and done >= stop_after:
                return client
        if view["legal"] and not view["over"] and f["v"] > moved_at:
            moved_at = f["v"]
            sent = {"type": "move", "move": view["legal"][0], "v": f["v"]}
            try:
                await client.send(sent)
            except ConnectionError:
                pass


def test_two_processes_accept_exactly_one_of_two_moves_for_one_turn(
    site: Path, redis_url: str
) -> None:
    with (
        server_process(site, redis_url) as (_, url_a),
        server_process(site, redis_url) as (_, url_b),
    ):

        async def main() -> None:
            host = await create(url_a, "hus", 2, {"first": 0})
            friend = await join(url_b, host)
            twin = await hello(url_b, host.room, host.token, 0)  # seat 0 again, on B
            await twin.until("state")
            await host.send({"type": "start"})
            for _ in range(4):  # four turns of South, each offered twice at once
                st = await host.until("state", started=True)
                while st["view"]["to_move"] != 0:
                    if st["view"]["to_move"] == 1 and st["view"]["legal"] == []:
                        fs = await friend.until("state", v=st["v"])
                        await friend.send({"type": "move", "move": fs["view"]["legal"][0],
                                           "v": fs["v"]})  # fmt: skip
                    st = await host.until("state", started=True)
                legal = st["view"]["legal"]
                assert len(legal) >= 2
                before = await doc_of(redis_url, host.room)
                assert before["v"] == st["v"]
                host.frames.clear()
                twin.frames.clear()
                await asyncio.gather(
                    host.send({"type": "move", "move": legal[0], "v": st["v"]}),
                    twin.send({"type": "move", "move": legal[-1], "v": st["v"]}),
                )
                await asyncio.sleep(0.5)
                await host.quiet(0.2)
                await twin.quiet(0.2)
                after = await doc_of(redis_url, host.room)
                new = after["record"]["moves"][len(before["record"]["moves"]) :]
                assert new in ([legal[0]], [legal[-1]])  # exactly one of the two
                errors = [f for f in host.frames + twin.frames if f["type"] == "error"]
                assert [e["code"] for e in errors] == ["stale"], errors
                # whoever lost got a fresh state at the winning version right after
                loser = host if any(f["type"] == "error" for f in host.frames) else twin
                assert any(f["type"] == "state" and f["v"] >= before["v"] + 1 for f in loser.frames)
                # a hello sends host the room's current state for the next round of the loop
                await host.send({"type": "hello", "room": host.room, "token": host.token})
            for c in (host, friend, twin):
                await c.close()

        asyncio.run(main())


def test_a_process_killed_mid_match_loses_nothing(site: Path, redis_url: str) -> None:
    with (
        server_process(site, redis_url) as (proc_a, url_a),
        server_process(site, redis_url) as (
            _,
            url_b,
        ),
    ):

        async def main() -> None:
            host = await create(url_a, "dominoes", 3, {"mode": "draw", "target": 20})
            friend = await join(url_b, host)
            await host.send({"type": "start"})
            friend_task = asyncio.create_task(play(friend, None))
            host = await play(host, url_b, stop_after=8)  # a few moves on A
            before = await doc_of(redis_url, host.room)
            assert before["started"] and len(before["record"]["moves"]) >= 3
            proc_a.kill()
            proc_a.wait(timeout=10)
            host = await asyncio.wait_for(play(host, url_b), timeout=120)
            friend = await asyncio.wait_for(friend_task, timeout=120)
            after = await doc_of(redis_url, host.room)
            assert after["over"] is True
            moves = after["record"]["moves"]
            assert moves[: len(before["record"]["moves"])] == before["record"]["moves"]
            assert after["record"]["deals"][0] == before["record"]["deals"][0]
            records = [
                f["record"] for c in (host, friend) for f in c.frames if f["type"] == "record"
            ]
            assert records == [after["record"], after["record"]]
            for c in (host, friend):
                await c.close()

        asyncio.run(main())


def test_a_process_killed_mid_computer_turn_the_other_plays_it(site: Path, redis_url: str) -> None:
    """A thinks for 4 s on every computer turn; it is killed while it holds the lease; B's
    sweep takes the turn over once the lease lapses, and the host, back on B, plays on."""
    with (
        server_process(site, redis_url, think_ms=4000) as (proc_a, url_a),
        server_process(site, redis_url) as (_, url_b),
    ):

        async def main() -> None:
            host = await create(url_a, "hus", 2, {"first": 1})  # North (the computer) opens
            await host.send({"type": "start"})
            st = await host.until("state", started=True)
            assert st["view"]["to_move"] == 1 and st["seats"][1]["kind"] == "computer"
            store = RedisStore(redis_url)
            try:
                for _ in range(100):
                    if await store.client.get(f"gamut:lease:{host.room}"):
                        break
                    await asyncio.sleep(0.05)
                else:
                    raise AssertionError("A never took the computer's lease")
                assert await store.computer_rooms() == [host.room]
            finally:
                await store.close()
            proc_a.kill()
            proc_a.wait(timeout=10)
            before = await doc_of(redis_url, host.room)
            assert before["record"]["moves"] == []  # A died before it moved
            host = await asyncio.wait_for(play(host, url_b), timeout=180)
            after = await doc_of(redis_url, host.room)
            assert after["over"] is True and len(after["record"]["moves"]) > 2
            assert [f["type"] for f in host.frames].count("record") == 1
            await host.close()

        asyncio.run(main())


def test_a_seat_waiting_while_pubsub_is_cut_gets_the_move(site: Path, redis_url: str) -> None:
    """Redis drops every pub/sub connection (CLIENT KILL TYPE pubsub) just before the host
    moves on A; the friend, on B, waits for that move: B reads its rooms again once its
    subscription is back, so the friend gets it (before: 1 run in 5 stayed on the old v)."""
    with (
        server_process(site, redis_url) as (_, url_a),
        server_process(site, redis_url) as (_, url_b),
    ):

        async def main() -> None:
            host = await create(url_a, "hus", 2, {"first": 0})
            friend = await join(url_b, host)
            await host.send({"type": "start"})
            store = RedisStore(redis_url)
            try:
                for _ in range(5):
                    st = await host.until("state", where=lambda f: f["view"] and (
                        f["view"]["to_move"] == 0))
                    await friend.until("state", v=st["v"])
                    killed = await store.client.execute_command("CLIENT", "KILL", "TYPE",
                                                                "pubsub")  # fmt: skip
                    assert killed >= 2  # both processes' subscriptions
                    await host.send({"type": "move", "move": st["view"]["legal"][0],
                                     "v": st["v"]})  # fmt: skip
                    moved = await friend.until("state", timeout=10, where=lambda f, v=st["v"]: (
                        f["view"]["history"] and f["v"] > v and f["view"]["to_move"] != 0))
                    doc = await store.get(host.room)
                    assert moved["view"]["history"][-1]["move"] == doc["record"]["moves"][-1] \
                        or moved["v"] < doc["v"]
                    if moved["view"]["to_move"] == 1:
                        await friend.send({"type": "move", "move": moved["view"]["legal"][0],
                                           "v": moved["v"]})  # fmt: skip
            finally:
                await store.close()
            for c in (host, friend):
                await c.close()

        asyncio.run(main())


def test_the_seats_of_a_killed_process_show_not_connected(site: Path, redis_url: str) -> None:
    """A process dies (kill -9): its beat lapses, the other reaps its sockets from the room,
    and the friend sees the host ``connected: false`` (beats of 0.5 s here; by default a
    process is dead after 3 beats of 5 s and reaped within one more beat: under 30 s)."""
    assert 4 * hub.BEAT_S <= 30
    with (
        server_process(site, redis_url, 30, 0, "--beat-s", "0.5") as (proc_a, url_a),
        server_process(site, redis_url, 30, 0, "--beat-s", "0.5") as (_, url_b),
    ):

        async def main() -> None:
            host = await create(url_a, "wuhsing", 3, {})
            friend = await join(url_b, host)
            await friend.until("state", where=lambda f: f["seats"][0]["connected"])
            proc_a.kill()
            proc_a.wait(timeout=10)
            gone = await friend.until("state", timeout=15,
                                      where=lambda f: not f["seats"][0]["connected"])
            assert gone["seats"][1]["connected"] is True
            doc = await doc_of(redis_url, host.room)
            assert doc["seats"][0]["holders"] == [] and doc["seats"][0]["away"] is not None
            back = await hello(url_b, host.room, host.token, 0)  # the host comes back on B
            st = await back.until("state", where=lambda f: f["seats"][0]["connected"])
            assert st["you"] == 0
            for c in (friend, back):
                await c.close()

        asyncio.run(main())


def test_two_processes_never_make_more_rooms_than_the_server_holds(
    site: Path, redis_url: str
) -> None:
    """Six people create a room at once, three on each process, with room for three: exactly
    three rooms are made, the others get ``busy`` (before: each process counted the live
    rooms, then wrote, so all six were made)."""
    async def live() -> int:
        store = RedisStore(redis_url)
        try:
            return await store.count()
        finally:
            await store.close()

    base = asyncio.run(live())  # rooms the module's other tests left in this Redis
    full = ("--max-rooms", str(base + 3), "--rooms-per-address", "100")
    with (
        server_process(site, redis_url, 30, 0, *full) as (_, url_a),
        server_process(site, redis_url, 30, 0, *full) as (_, url_b),
    ):

        async def main() -> None:
            clients = [await Client.open(url) for url in (url_a, url_b) * 3]
            create = {"type": "create", "game": "hus", "options": {}, "seats": 2,
                      "level": "easy", "name": "Host"}  # fmt: skip
            await asyncio.gather(*(c.send(create) for c in clients))
            answers = [await c.recv() for c in clients]
            kinds = sorted(f["type"] if f["type"] == "joined" else f["code"] for f in answers)
            assert kinds == ["busy"] * 3 + ["joined"] * 3, answers
            assert await live() == base + 3
            for c in clients:
                await c.close()

        asyncio.run(main())
