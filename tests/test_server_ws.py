"""The room server over its WebSocket (aiohttp's client), the same tests against rooms in
memory and in a real Redis: a whole match with a computer seat, every refused frame's error
code (and that it changed nothing), the Origin check, coming back with ``hello``, ``leave``
letting go of every socket of a seat, spectators, covers, rematches and the limits."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import aiohttp
import pytest

from gamut_server import rooms
from gamut_server.limits import Limits
from server_support import App, Client

FAST = Limits(rate=100, burst=100)
"""For tests that play faster than people do (10 frames a second per socket otherwise)."""

SEAT = {"kind": "human", "name": "F0", "connected": True, "rematch": False, "ready": False,
        "covered": False}


@pytest.fixture
def site(tmp_path: Path) -> Path:
    (tmp_path / "index.html").write_text("<!doctype html><title>x</title>\n")
    (tmp_path / "build.json").write_text(json.dumps({"build": "abc123"}))
    return tmp_path


async def seated(app: App, game: str = "dominoes", seats: int = 2, options: dict | None = None,
                 friends: int = 1) -> list[Client]:  # fmt: skip
    """A room of ``seats`` with its host and ``friends`` joined (not started)."""
    host = await Client.open(app.url)
    await host.send({"type": "create", "game": game, "options": options or {}, "seats": seats,
                     "level": "easy", "name": "Host"})  # fmt: skip
    await host.until("joined")
    await host.until("state")
    clients = [host]
    for i in range(friends):
        c = await Client.open(app.url)
        await c.send({"type": "join", "room": host.room, "name": f"F{i}"})
        await c.until("joined")
        await c.until("state")
        clients.append(c)
    return clients


async def room_doc(app: App, room: str) -> dict:
    return await app.hub.store.get(room)


async def play_out(client: Client, seen: dict | None = None) -> dict:
    """Play the first legal move whenever it is this seat's turn (or "next" between
    rounds) until the record arrives; returns it. A rate-limited move is sent again.
    ``seen``: a state frame the test read already (it may be this seat's turn)."""
    moved_at = 0
    sent = None
    while True:
        f, seen = (seen, None) if seen is not None else (await client.recv(timeout=30), None)
        if f["type"] == "record":
            return f["record"]
        if f["type"] == "error" and f["code"] == "rate_limited" and sent is not None:
            await asyncio.sleep(0.2)
            await client.send(sent)
            continue
        if f["type"] != "state" or f["view"] is None:
            continue
        view = f["view"]
        assert view["seat"] == f["you"] == client.seat
        if view["legal"] and not view["over"] and f["v"] > moved_at:
            moved_at = f["v"]
            sent = {"type": "move", "move": view["legal"][0], "v": f["v"]}
            await client.send(sent)


def test_health_answers_with_the_build(site: Path) -> None:
    async def main() -> None:
        async with App(site) as app, aiohttp.ClientSession() as s:
            async with s.get(app.url + "online/health") as resp:
                assert resp.status == 200
                assert await resp.json() == {"ok": True, "version": "abc123"}
                assert resp.headers["Cache-Control"] == "no-store"
            # reached by a name it was not told: a page there could not open the socket
            named = {"Host": "games.example.org"}
            async with s.get(app.url + "online/health", headers=named) as resp:
                assert (await resp.json())["ok"] is False
        async with App(site, origins=("https://games.example.org",)) as app, \
                aiohttp.ClientSession() as s:
            for host, ok in (("games.example.org", True), ("127.0.0.1", False)):
                async with s.get(app.url + "online/health", headers={"Host": host}) as resp:
                    assert (await resp.json())["ok"] is ok, host

    asyncio.run(main())


def test_a_whole_match_with_a_computer_seat(site: Path, make_store: object) -> None:
    async def main() -> None:
        async with App(site, make_store(), budget_ms=20, sweep_s=0.2) as app:
            host, friend = await seated(app, "dominoes", 3, {"mode": "draw", "target": 15})
            await host.send({"type": "start"})
            records = await asyncio.wait_for(
                asyncio.gather(play_out(host), play_out(friend)), timeout=120
            )
            assert records[0] == records[1]
            rec = records[0]
            assert (
                rec["game"] == "dominoes"
                and rec["options"]["seats"] == 3
                and len(rec["deals"]) >= 1
            )
            doc = await room_doc(app, host.room)
            assert doc["over"] is True and doc["seats"][2]["kind"] == "computer"
            assert doc["record"] == rec
            for c in (host, friend):
                kinds = [f["type"] for f in c.frames]
                assert kinds.count("record") == 1 and kinds[-1] == "record"
                assert all(set(f) >= {"type"} and "token" not in f for f in c.frames
                           if f["type"] != "joined")  # fmt: skip
                await c.close()

    asyncio.run(main())


async def refused(client: Client, frame: object, code: str, app: App, room: str | None) -> None:
    """Sending ``frame`` gets error ``code`` and leaves the room's document as it was."""
    before = await room_doc(app, room) if room else None
    await client.send(frame)
    err = await client.until("error")
    assert err["code"] == code, err
    assert isinstance(err["message"], str) and set(err) == {"type", "code", "message"}
    if room:
        assert await room_doc(app, room) == before


def test_every_refused_frame_gets_its_code_and_changes_nothing(
    site: Path, make_store: object
) -> None:
    async def main() -> None:
        async with App(site, make_store(), budget_ms=20) as app:
            host, friend = await seated(app, "hus", 2, {"first": 0})
            room = host.room
            await refused(friend, "x" * 5000, "bad_request", app, room)  # over 4 KiB
            await refused(friend, '{"type": "move", "move": "i1", "v": 1, "pad": "' + "y" * 4100
                          + '"}', "bad_request", app, room)  # fmt: skip
            await refused(friend, "not json", "bad_request", app, room)
            await refused(friend, {"type": "teleport"}, "bad_request", app, room)
            await refused(friend, {"type": "start", "extra": 1}, "bad_request", app, room)
            await refused(friend, {"type": "join", "room": "A" * 22, "name": "Z"}, "not_found",
                          app, room)  # fmt: skip
            third = await Client.open(app.url)
            await refused(third, {"type": "join", "room": room, "name": "Z"}, "full", app, room)
            await refused(third, {"type": "hello", "room": room, "token": "B" * 43},
                          "not_found", app, room)  # fmt: skip
            await refused(third, {"type": "start"}, "bad_request", app, room)  # no seat
            v = host.state["v"]
            await refused(host, {"type": "move", "move": "i1", "v": v}, "not_started", app, room)
            await refused(friend, {"type": "start"}, "not_host", app, room)
            await host.send({"type": "start"})
            st = await host.until("state", started=True)
            await friend.until("state", started=True)
            v = st["v"]
            assert st["view"]["to_move"] == 0 and st["view"]["legal"]
            await refused(friend, {"type": "move", "move": "i1", "v": v}, "not_your_turn", app,
                          room)  # fmt: skip
            await refused(host, {"type": "move", "move": "z9", "v": v}, "illegal", app, room)
            await refused(host, {"type": "move", "move": st["view"]["legal"][0], "v": v - 1},
                          "stale", app, room)  # fmt: skip
            fresh = await host.until("state")  # stale is followed by a fresh state
            assert fresh["v"] == v and fresh["view"] == st["view"]
            await host.send({"type": "move", "move": st["view"]["legal"][0], "v": v})
            moved = await friend.until("state", v=v + 1)
            assert moved["view"]["last"] == {"seat": 0, "move": st["view"]["legal"][0]} or (
                moved["view"]["last"]["move"] == st["view"]["legal"][0]
            )
            for c in (host, friend, third):
                await c.close()

    asyncio.run(main())


def test_more_than_ten_frames_a_second_are_rate_limited(site: Path) -> None:
    async def main() -> None:
        async with App(site) as app:
            (host,) = await seated(app, friends=0)
            await host.quiet()
            before = await room_doc(app, host.room)
            for _ in range(25):
                await host.send({"type": "ping"})
            got = [await host.recv() for _ in range(25)]
            kinds = [f["type"] for f in got]
            assert 9 <= kinds.count("pong") <= 12, kinds  # 10 a burst, one spent on create
            assert kinds.count("error") == 25 - kinds.count("pong")
            assert {f["code"] for f in got if f["type"] == "error"} == {"rate_limited"}
            assert await room_doc(app, host.room) == before
            await asyncio.sleep(0.5)  # the bucket refills: 10 a second
            await host.send({"type": "ping"})
            assert (await host.recv())["type"] == "pong"
            await host.close()

    asyncio.run(main())


def test_a_socket_from_another_origin_is_refused(site: Path) -> None:
    async def main() -> None:
        async with App(site) as app:
            with pytest.raises(aiohttp.WSServerHandshakeError) as err:
                await Client.open(app.url, headers={"Origin": "http://evil.example"})
            assert err.value.status == 403
            ok = await Client.open(app.url, headers={"Origin": app.url.rstrip("/")})
            await ok.send({"type": "ping"})
            assert (await ok.recv())["type"] == "pong"
            await ok.close()

    asyncio.run(main())


def test_hello_comes_back_to_the_same_seat(site: Path, make_store: object) -> None:
    async def main() -> None:
        async with App(site, make_store()) as app:
            host, friend = await seated(app, "wuhsing", 3, {}, friends=1)
            room, token = friend.room, friend.token
            joined = await host.until("state")
            assert joined["seats"][1] == SEAT
            await friend.close()
            gone = await host.until("state")
            assert gone["v"] == joined["v"] + 1
            assert gone["seats"][1] == {**SEAT, "connected": False}
            back = await Client.open(app.url)
            await back.send({"type": "hello", "room": room, "token": token})
            st = await back.until("state")
            assert st["you"] == 1 and st["seats"][1]["connected"] is True
            again = await host.until("state")
            assert again["seats"][1]["connected"] is True
            assert not any(f["type"] == "joined" for f in back.frames)  # no new token
            await host.send({"type": "leave"})
            left = await back.until("state")
            assert left["seats"][0]["kind"] == "open"
            for c in (host, back):
                await c.close()

    asyncio.run(main())


def test_a_create_refused_in_the_stores_write_keeps_the_old_seat(site: Path) -> None:
    """The limits are checked again in the store's write (creators race); a create refused
    there leaves the socket in its seat, connected, and able to act."""
    async def main() -> None:
        async with App(site) as app:
            host, friend = await seated(app, "hus", 2, {})
            first, v = host.room, (await room_doc(app, host.room))["v"]

            async def racing_creator_won(doc: dict, *limits: object) -> str:
                return "full"  # another process took the last place after the checks

            app.hub.store.create = racing_creator_won
            await host.send({"type": "create", "game": "hus", "options": {}, "seats": 2,
                             "level": "easy", "name": "Host"})  # fmt: skip
            err = await host.until("error")
            assert err["code"] == "busy" and "full" in err["message"]
            doc = await room_doc(app, first)
            assert doc["v"] == v and rooms.public_seats(doc)[0]["connected"] is True
            assert await friend.quiet() == []  # nothing changed for the others
            await host.send({"type": "start"})
            started = await host.until("state", where=lambda f: f["started"])
            assert started["room"] == first and started["you"] == 0
            for c in (host, friend):
                await c.close()

    asyncio.run(main())


def test_a_socket_taking_a_new_seat_lets_its_old_seat_go(site: Path, make_store: object) -> None:
    async def main() -> None:
        async with App(site, make_store()) as app:
            host, friend = await seated(app, "hus", 2, {})
            first = host.room
            await host.send({"type": "create", "game": "hus", "options": {}, "seats": 2,
                             "level": "easy", "name": "Host"})  # fmt: skip
            await host.until("joined")
            assert host.room != first
            gone = await friend.until("state")
            assert gone["seats"][0] == {**SEAT, "name": "Host", "connected": False}
            doc = await room_doc(app, first)
            assert rooms.public_seats(doc)[0]["connected"] is False
            assert rooms.public_seats(doc)[1]["connected"] is True
            for c in (host, friend):
                await c.close()

    asyncio.run(main())


def test_leave_lets_go_of_every_socket_of_that_seat(site: Path, make_store: object) -> None:
    """Two sockets on one seat; one leaves: the other is told (not_found), holds no seat,
    gets no frame of the newcomer who takes the seat, and cannot act for it."""
    async def main() -> None:
        async with App(site, make_store()) as app:
            host, friend = await seated(app, "dominoes", 3, {"mode": "block"})
            twin = await Client.open(app.url)
            await twin.send({"type": "hello", "room": friend.room, "token": friend.token})
            await twin.until("state")
            await friend.send({"type": "leave"})
            err = await twin.until("error")
            assert err["code"] == "not_found"
            newcomer = await Client.open(app.url)
            await newcomer.send({"type": "join", "room": host.room, "name": "New"})
            assert (await newcomer.until("joined"))["seat"] == 1
            await host.until("state")
            assert await twin.quiet(0.3) == []  # nothing of the newcomer's seat
            await twin.send({"type": "start"})
            assert (await twin.until("error"))["code"] == "bad_request"  # holds no seat
            await host.send({"type": "start"})
            st = await newcomer.until("state", started=True)
            assert st["you"] == 1 and st["view"]["hand"]
            # after the start: the newcomer's second socket, then the newcomer leaves
            twin2 = await Client.open(app.url)
            await twin2.send({"type": "hello", "room": host.room, "token": newcomer.token})
            await twin2.until("state")
            await newcomer.send({"type": "leave"})
            assert (await twin2.until("error"))["code"] == "not_found"
            doc = await room_doc(app, host.room)
            assert doc["seats"][1]["kind"] == "computer" and doc["seats"][1]["token"] is None
            await twin2.send({"type": "move", "move": "pass", "v": doc["v"]})
            assert (await twin2.until("error"))["code"] == "bad_request"
            for c in (host, friend, twin, newcomer, twin2):
                await c.close()

    asyncio.run(main())


def test_a_spectator_sees_the_public_view_and_is_counted(site: Path, make_store: object) -> None:
    async def main() -> None:
        async with App(site, make_store()) as app:
            host, friend = await seated(app, "wuhsing", 3, {})
            watcher = await Client.open(app.url)
            await watcher.send({"type": "watch", "room": host.room})
            st = await watcher.until("state")
            assert st["you"] is None and st["view"] is None and st["watching"] == 1
            await host.until("state", watching=1)
            await host.send({"type": "start"})
            st = await watcher.until("state", started=True)
            assert st["view"]["seat"] is None and st["view"]["hand"] is None
            assert st["view"]["hands"] == [None, None, None] and st["view"]["legal"] == []
            assert [s["kind"] for s in st["seats"]] == ["human", "human", "computer"]
            await watcher.send({"type": "move", "move": "pass", "v": st["v"]})
            assert (await watcher.until("error"))["code"] == "bad_request"
            await watcher.send({"type": "leave"})
            await host.until("state", watching=0)
            await watcher.send({"type": "watch", "room": "A" * 22})
            assert (await watcher.until("error"))["code"] == "not_found"
            for c in (host, friend, watcher):
                await c.close()

    asyncio.run(main())


def test_between_rounds_each_person_moves_on_when_ready(site: Path) -> None:
    async def main() -> None:
        async with App(site, limits=FAST) as app:
            host, friend = await seated(app, "dominoes", 2, {"mode": "block", "target": 100})
            await host.send({"type": "start"})
            clients = {0: host, 1: friend}
            while True:  # play the first round to its end
                st = await host.until("state")
                view = st["view"]
                if view is None:
                    continue
                if view["legal"] == ["next"]:
                    break
                if view["to_move"] is not None:
                    mover = clients[view["to_move"]]
                    mine = st if mover is host else await friend.until("state", v=st["v"])
                    await mover.send({"type": "move", "move": mine["view"]["legal"][0],
                                      "v": st["v"]})  # fmt: skip
            await friend.until("state", v=st["v"])
            await host.send({"type": "move", "move": "next", "v": st["v"]})
            one = await friend.until("state", where=lambda f: f["seats"][0]["ready"])
            assert [s["ready"] for s in one["seats"]] == [True, False]
            assert one["view"]["legal"] == ["next"]  # the summary stays for the friend
            await host.send({"type": "move", "move": "next", "v": one["v"]})
            assert (await host.until("error"))["code"] == "stale"  # ready already
            await friend.send({"type": "move", "move": "next", "v": st["v"]})
            dealt = await friend.until("state", where=lambda f: f["view"]["round"] == 2)
            assert dealt["view"]["legal"] != ["next"]
            assert [s["ready"] for s in dealt["seats"]] == [False, False]
            for c in (host, friend):
                await c.close()

    asyncio.run(main())


def test_a_person_gone_a_while_is_covered_and_comes_back(site: Path, make_store: object) -> None:
    async def main() -> None:
        async with App(site, make_store(), limits=Limits(cover_after_s=0.5), sweep_s=0.1) as app:
            host, friend = await seated(app, "hus", 2, {"first": 1})  # North (friend) starts
            await host.send({"type": "start"})
            await friend.until("state", started=True)
            room, token = friend.room, friend.token
            await friend.close()
            away = await host.until("state", where=lambda f: not f["seats"][1]["connected"])
            assert away["view"]["to_move"] == 1
            await host.send({"type": "cover", "seat": 1})
            assert (await host.until("error"))["code"] == "bad_request"  # too early
            await asyncio.sleep(0.6)
            await host.send({"type": "cover", "seat": 0})  # one's own seat
            assert (await host.until("error"))["code"] == "bad_request"
            await host.send({"type": "cover", "seat": 1})
            covered = await host.until("state", where=lambda f: f["seats"][1]["covered"])
            assert covered["seats"][1]["name"] == "F0"
            moved = await host.until("state", where=lambda f: f["view"]["last"] is not None)
            assert moved["view"]["last"]["seat"] == 1  # the computer played for the friend
            back = await Client.open(app.url)
            await back.send({"type": "hello", "room": room, "token": token})
            st = await back.until("state")
            assert st["you"] == 1 and st["seats"][1]["covered"] is False
            for c in (host, back):
                await c.close()

    asyncio.run(main())


def test_a_rematch_in_the_same_room_counts_the_tally(site: Path, make_store: object) -> None:
    async def main() -> None:
        async with App(site, make_store(), budget_ms=10, limits=FAST) as app:
            host, friend = await seated(app, "dominoes", 2, {"mode": "draw", "target": 15})
            await host.send({"type": "rematch"})
            assert (await host.until("error"))["code"] == "bad_request"  # before the end
            await host.send({"type": "start"})
            first = await asyncio.wait_for(asyncio.gather(play_out(host), play_out(friend)), 60)
            assert first[0] == first[1]
            over = host.state
            assert over["view"]["over"] and sum(over["tally"]) == 1
            winner = over["view"]["winners"][0]
            assert over["tally"][winner] == 1
            await friend.send({"type": "rematch"})
            asked = await host.until("state", where=lambda f: f["seats"][1]["rematch"])
            assert [s["rematch"] for s in asked["seats"]] == [False, True]
            await host.send({"type": "rematch"})
            new = await host.until("state", where=lambda f: not f["view"]["over"])
            assert new["view"]["history"] == []
            assert new["tally"] == over["tally"] and new["v"] > over["v"]
            second = await asyncio.wait_for(asyncio.gather(play_out(host, new), play_out(friend)),
                                            60)  # fmt: skip
            assert second[0] != first[0] and sum(host.state["tally"]) == 2
            for c in (host, friend):
                assert [f["type"] for f in c.frames].count("record") == 2
                await c.close()

    asyncio.run(main())


def test_rooms_and_sockets_are_limited_with_busy(site: Path) -> None:
    async def main() -> None:
        limits = Limits(rooms_per_socket=2, rooms_per_address=3, sockets_per_address=4)
        async with App(site, limits=limits) as app:
            create = {"type": "create", "game": "hus", "options": {}, "seats": 2,
                      "level": "easy", "name": "A"}  # fmt: skip
            a = await Client.open(app.url)
            for _ in range(2):
                await a.send(create)
                await a.until("joined")
            await a.send(create)
            err = await a.until("error")
            assert err["code"] == "busy" and "connection" in err["message"]
            b = await Client.open(app.url)
            await b.send(create)
            await b.until("joined")
            await b.send(create)
            err = await b.until("error")
            assert err["code"] == "busy" and "address" in err["message"]  # 3 live from here
            c, d = await Client.open(app.url), await Client.open(app.url)
            e = await Client.open(app.url)  # the fifth socket from one address
            assert (await e.recv())["code"] == "busy"
            with pytest.raises(ConnectionError):
                await e.recv()
            for x in (a, b, c, d, e):
                await x.close()
        async with App(site, limits=Limits(max_rooms=1)) as app:
            a = await Client.open(app.url)
            await a.send(create)
            await a.until("joined")
            await a.send(create)
            err = await a.until("error")
            assert err["code"] == "busy" and "full" in err["message"]
            await a.close()

    asyncio.run(main())


def test_idle_silent_and_slow_sockets_are_closed(site: Path) -> None:
    async def main() -> None:
        limits = Limits(unbound_s=0.3, silent_s=0.8, queue_frames=4)
        async with App(site, limits=limits) as app:
            idle = await Client.open(app.url)
            with pytest.raises(ConnectionError):  # took no seat: closed
                await idle.recv(timeout=3)
            host, friend = await seated(app, "dominoes", 4, {}, friends=1)
            with pytest.raises(ConnectionError):  # sent nothing for 0.8 s: closed
                await friend.recv(timeout=3)
                await friend.recv(timeout=3)
            await host.close()
        async with App(site, limits=Limits(queue_frames=3)) as app:
            host, slow = await seated(app, "dominoes", 4, {}, friends=1)
            hub = app.hub
            conn = next(c for c in hub.conns if c.seat == 1)
            stuck = asyncio.Event()

            async def never(text: str) -> None:  # a reader that stopped reading
                await stuck.wait()

            conn.write = never
            for _ in range(3):  # six changes: the slow socket's queue overflows
                other = await Client.open(app.url)
                await other.send({"type": "watch", "room": host.room})
                await host.until("state", watching=1)
                await other.close()
                await host.until("state", watching=0)
            assert conn.closed

            def gone(f: dict) -> bool:
                return f["watching"] == 0 and not f["seats"][1]["connected"]

            st = host.state if gone(host.state) else await host.until("state", where=gone)
            assert st["seats"][0]["connected"] is True  # the others go on
            await host.close()

    asyncio.run(main())


@pytest.mark.parametrize("origin, host, allowed, ok", [
    ("http://127.0.0.1:8000", "127.0.0.1:8000", (), True),
    ("http://localhost:8000", "localhost:8000", (), True),
    ("http://[::1]:8000", "[::1]:8000", (), True),
    ("http://evil.example", "127.0.0.1:8000", (), False),
    ("https://127.0.0.1:8000", "127.0.0.1:8000", (), False),  # another scheme
    ("http://evil.example", "evil.example", (), False),  # a name rebound to this address
    ("https://games.example.org", "games.example.org", ("https://games.example.org",), True),
    ("https://games.example.org", "127.0.0.1:9001", ("https://games.example.org",), True),
    ("http://127.0.0.1:9001", "127.0.0.1:9001", ("https://games.example.org",), False),
    (None, "anything", (), True),  # not a browser
])  # fmt: skip
def test_the_origin_must_be_the_one_the_server_is_reached_at(
    origin: str | None, host: str, allowed: tuple, ok: bool
) -> None:
    from gamut_server.app import origin_ok

    assert origin_ok(origin, "http", host, frozenset(allowed)) is ok


def test_a_half_open_socket_is_closed_after_a_missed_heartbeat(site: Path) -> None:
    """A client that stops answering the server's pings (a phone gone out of reach) is
    closed within a heartbeat and a half; its seat shows as not connected."""
    async def main() -> None:
        async with App(site, limits=Limits(heartbeat_s=0.4)) as app:
            host, friend = await seated(app, "hus", 2, {})
            async with aiohttp.ClientSession() as session:
                mute = await session.ws_connect(app.url + "ws", autoping=False)
                await mute.send_str(json.dumps({"type": "hello", "room": friend.room,
                                                "token": friend.token}))  # fmt: skip
                await friend.close()
                t0 = asyncio.get_running_loop().time()
                while (await mute.receive(timeout=5)).type not in (
                        aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED,
                        aiohttp.WSMsgType.CLOSING):  # fmt: skip
                    pass
                assert asyncio.get_running_loop().time() - t0 < 2.0
            for _ in range(40):  # (the test's other sockets read nothing meanwhile: no pongs)
                doc = await room_doc(app, host.room)
                if not rooms.public_seats(doc)[1]["connected"]:
                    break
                await asyncio.sleep(0.05)
            assert rooms.public_seats(doc)[1] == {**SEAT, "connected": False}
            await host.close()

    asyncio.run(main())


def test_a_room_with_no_person_left_is_closed(site: Path, make_store: object) -> None:
    async def main() -> None:
        async with App(site, make_store(), budget_ms=10) as app:
            host, friend = await seated(app, "dominoes", 3, {"mode": "block"})
            watcher = await Client.open(app.url)
            await watcher.send({"type": "watch", "room": host.room})
            await watcher.until("state")
            await host.send({"type": "start"})
            await friend.send({"type": "leave"})
            await host.until("state", where=lambda f: f["seats"][1]["kind"] == "computer")
            await host.send({"type": "leave"})  # the last person: the room closes
            err = await watcher.until("error")
            assert err["code"] == "not_found"
            assert await room_doc(app, host.room) is None
            for _ in range(100):  # a computer thinking there stops at its next look
                if host.room not in app.hub.computers._driving:
                    break
                await asyncio.sleep(0.05)
            assert host.room not in app.hub.computers._driving
            again = await Client.open(app.url)
            await again.send({"type": "watch", "room": host.room})
            assert (await again.until("error"))["code"] == "not_found"
            for c in (host, friend, watcher, again):
                await c.close()

    asyncio.run(main())
