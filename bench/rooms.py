"""The room server under a bounded loopback load: figures only, no assertions.

    python3 build.py bench rooms [--rooms N] [--concurrent C] [--moves M] [--seconds S]

One server process (``python -m gamut_server``, rooms in memory, the per-socket rate limit
raised so that the process, not the limit, is measured) on a free port of 127.0.0.1, and
this process as the clients (aiohttp):

- rooms: N Hus rooms set up (create, join, start: three frames and their answers), C at a
  time; rooms per second;
- moves: C rooms at once (default 50), both seats human, each playing up to M moves (at most
  S seconds in all); moves per second and the move round trip (a move sent -> the mover's
  ``state`` at the new version) p50/p95/max in milliseconds.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Seat:
    """One client socket."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.room = ""
        self.state: dict = {}

    async def send(self, obj: dict) -> None:
        """One frame."""
        await self.ws.send_str(json.dumps(obj))

    async def until(self, kind: str, v: int | None = None) -> dict:
        """Read frames until one of ``kind`` (at version ``v`` or later); errors raise."""
        while True:
            msg = await self.ws.receive(timeout=30)
            if msg.type != aiohttp.WSMsgType.TEXT:
                raise ConnectionError(str(msg.type))
            f = json.loads(msg.data)
            if f["type"] == "joined":
                self.room = f["room"]
            if f["type"] == "state":
                self.state = f
            if f["type"] == "error":
                raise RuntimeError(f)
            if f["type"] == kind and (v is None or f.get("v", -1) >= v):
                return f


async def setup_room(session: aiohttp.ClientSession, url: str) -> tuple[Seat, Seat]:
    """A started Hus room with two human seats."""
    a = Seat(await session.ws_connect(url))
    b = Seat(await session.ws_connect(url))
    await a.send({"type": "create", "game": "hus", "options": {"first": 0}, "seats": 2,
                  "level": "easy", "name": "A"})  # fmt: skip
    await a.until("state")
    await b.send({"type": "join", "room": a.room, "name": "B"})
    st = await b.until("state")
    await a.send({"type": "start"})
    await a.until("state", st["v"] + 1)
    await b.until("state", st["v"] + 1)
    return a, b


async def play(pair: tuple[Seat, Seat], moves: int, deadline: float, rtts: list[float]) -> int:
    """Up to ``moves`` moves, alternating seats as the view says; returns how many."""
    seats = {0: pair[0], 1: pair[1]}
    done = 0
    while done < moves and time.monotonic() < deadline:
        view = pair[0].state["view"]
        if view["over"] or view["to_move"] is None:
            break
        mover = seats[view["to_move"]]
        other = seats[1 - view["to_move"]]
        st = mover.state
        v = st["v"]
        t0 = time.perf_counter()
        await mover.send({"type": "move", "move": st["view"]["legal"][0], "v": v})
        await mover.until("state", v + 1)
        rtts.append((time.perf_counter() - t0) * 1000)
        await other.until("state", v + 1)
        pair[0].state, pair[1].state = seats[0].state, seats[1].state
        done += 1
    return done


async def load(url: str, rooms: int, concurrent: int, moves: int, seconds: float) -> dict:
    """Set up ``rooms`` rooms, then play in ``concurrent`` of them; the figures."""
    out: dict = {}
    conn = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=conn) as session:
        sem = asyncio.Semaphore(concurrent)
        pairs: list[tuple[Seat, Seat]] = []

        async def one() -> None:
            async with sem:
                pairs.append(await setup_room(session, url))

        t0 = time.perf_counter()
        await asyncio.gather(*(one() for _ in range(rooms)))
        out["rooms_s"] = rooms / (time.perf_counter() - t0)
        for a, b in pairs[concurrent:]:
            await a.ws.close()
            await b.ws.close()
        active = pairs[:concurrent]
        rtts: list[float] = []
        deadline = time.monotonic() + seconds
        t0 = time.perf_counter()
        counts = await asyncio.gather(*(play(p, moves, deadline, rtts) for p in active))
        elapsed = time.perf_counter() - t0
        out.update(moves=sum(counts), moves_s=sum(counts) / elapsed, rtts=rtts)
        for a, b in active:
            await a.ws.close()
            await b.ws.close()
    return out


def main() -> None:
    """Start the server process, load it, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rooms", type=int, default=200)
    parser.add_argument("--concurrent", type=int, default=50)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=20.0)
    args = parser.parse_args()
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    with tempfile.TemporaryDirectory(prefix="gamut-bench-rooms-") as site:
        Path(site, "index.html").write_text("<!doctype html><title>bench</title>\n")
        proc = subprocess.Popen(
            [sys.executable, "-m", "gamut_server", "--site", site, "--port", str(port),
             "--rate", "100000"],
            env=env,
        )  # fmt: skip
        try:
            for _ in range(200):
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                    break
                except OSError:
                    time.sleep(0.05)
            url = f"http://127.0.0.1:{port}/ws"
            res = asyncio.run(load(url, args.rooms, args.concurrent, args.moves, args.seconds))
        finally:
            proc.terminate()
            proc.wait(timeout=10)
    rtts = sorted(res["rtts"])
    q = statistics.quantiles(rtts, n=100) if len(rtts) > 1 else rtts * 99
    print(f"rooms set up (create+join+start), {args.concurrent} at a time: "
          f"{res['rooms_s']:.0f} rooms/s ({args.rooms} rooms)")  # fmt: skip
    print(f"moves, {args.concurrent} rooms at once: {res['moves']} moves, "
          f"{res['moves_s']:.0f} moves/s")  # fmt: skip
    print(f"move round trip: p50 {q[49]:.1f} ms, p95 {q[94]:.1f} ms, max {rtts[-1]:.1f} ms")
    print(f"(one server process, rooms in memory; loopback; {os.cpu_count()} cores shared; "
          f"Python {sys.version.split()[0]})")  # fmt: skip


if __name__ == "__main__":
    main()
