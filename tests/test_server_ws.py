"""The room server over its WebSocket (aiohttp's client), the same tests against rooms in
memory and in a real Redis: a whole match with a computer seat, every refused frame's error
code (and that it changed nothing), the Origin check, coming back with ``hello``."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import aiohttp
import pytest

from server_support import App, Client


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


async def play_out(client: Client) -> dict:
    """Play the first legal move whenever it is this seat's turn (or "next" between
    rounds) until the record arrives; returns it. A rate-limited move is sent again."""
    moved_at = 0
    sent = None
    while True:
        f = await client.recv(timeout=30)
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
            assert joined["seats"][1] == {"kind": "human", "name": "F0", "connected": True}
            await friend.close()
            gone = await host.until("state")
            assert gone["v"] == joined["v"] + 1
            assert gone["seats"][1] == {"kind": "human", "name": "F0", "connected": False}
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
            assert gone["seats"][0] == {"kind": "human", "name": "Host", "connected": False}
            doc = await room_doc(app, first)
            assert doc["seats"][0]["connected"] is False and doc["seats"][1]["connected"] is True
            for c in (host, friend):
                await c.close()

    asyncio.run(main())
