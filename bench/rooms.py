"""The room server under a crowd, beside the previous revision: figures only, no assertions.

    python3 build.py bench rooms [--base REV | --no-base] [--seconds S] [--quick]

For this revision and for ``--base`` (default :data:`BASELINE`, main before issue 24), one
server process (``python -m gamut_server`` from that revision's ``py/``, rooms in memory,
per-client limits raised so that the process is measured, not its limits) on a free
loopback port; this process is the clients (aiohttp, the same two cores):

- idle: ``ping`` round trips on an idle server;
- live: 200 rooms at once for S seconds: 100 Hus rooms of two people who move after 0.5 to
  2 s of thought, and 100 Hus rooms of one person against the hard computer (it thinks
  within the server's budget, 400 ms); the person answers at once, so a computer is
  thinking in most of them all the time. Figures: ``ping`` from 20 other sockets (watching
  some of the rooms) every 100 ms, and a person's move round trip (the move sent -> the
  mover's ``state`` after it), p50/p95/p99 in ms, the computer moves made and the
  computer's reply (a person's move sent -> their turn again; the server's budget is counted
  from when the move is asked for, so a queue for the workers shortens the thinking);
- idle rooms: 1,000 rooms of two connected people (2,000 sockets), not started: the
  server's resident memory before and after, and per room.

The goal of issue 24 on this 2-core machine: ``ping`` p99 <= 20 ms and a person's move
p95 <= 50 ms with the 200 live rooms; the memory for 1,000 idle rooms and 2,000 sockets
stated. Noisy machine: compare the two columns of one run.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import resource
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
BASELINE = "f1fa0ba"
"""main before the room server's rewrite (issues 23 and 24): computers on threads."""


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def pct(xs: list[float]) -> str:
    """``p50/p95/p99`` of ``xs`` in ms (``-`` when there are none)."""
    if len(xs) < 2:
        return "-"
    q = statistics.quantiles(xs, n=100)
    return f"{q[49]:.1f} / {q[94]:.1f} / {q[98]:.1f}"


def rss_mb(pid: int) -> float:
    """The resident memory of process ``pid`` in MB (Linux /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


class Server:
    """``python -m gamut_server`` of the ``py/`` folder ``py`` on a free port (rooms in
    memory), with the options that revision knows for lifting per-client limits."""

    def __init__(self, py: Path, site: Path) -> None:
        self.port = free_port()
        env = {**os.environ, "PYTHONPATH": str(py)}
        known = subprocess.run([sys.executable, "-m", "gamut_server", "--help"], env=env,
                               capture_output=True, text=True).stdout  # fmt: skip
        args = ["--site", str(site), "--port", str(self.port), "--rate", "100000",
                "--budget-ms", "400"]  # fmt: skip
        for opt in ("--sockets-per-address", "--rooms-per-address", "--max-rooms"):
            if opt in known:
                args += [opt, "100000"]
        if "--silent-s" in known:
            args += ["--silent-s", "3600"]
        self.proc = subprocess.Popen([sys.executable, "-m", "gamut_server", *args], env=env)
        self.url = f"http://127.0.0.1:{self.port}/ws"
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    def stop(self) -> None:
        """SIGTERM, then SIGKILL after 20 s (the previous revision may not stop with
        thousands of sockets open: its figures are taken by then)."""
        self.proc.terminate()
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


class Seat:
    """One client socket: ``send``; ``state`` (the last state frame), ``others`` (moves of
    the other seat it saw) and ``until`` fed by a reader task of its own (aiohttp's
    ``receive`` may not come back once a timeout cancelled it: no timeout is put on it)."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.room = ""
        self.state: dict = {}
        self.others = 0
        self.frames: asyncio.Queue[dict] = asyncio.Queue()
        self.reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        async for msg in self.ws:
            if msg.type != aiohttp.WSMsgType.TEXT:
                break
            f = json.loads(msg.data)
            if f["type"] == "joined":
                self.room = f["room"]
            elif f["type"] == "state":
                last = (f.get("view") or {}).get("last")
                if last and last["seat"] != f["you"] and last != (
                        self.state.get("view") or {}).get("last"):  # fmt: skip
                    self.others += 1
                self.state = f
            self.frames.put_nowait(f)
        self.frames.put_nowait({"type": "closed"})

    async def send(self, obj: dict) -> None:
        await self.ws.send_str(json.dumps(obj))

    async def read(self, timeout: float = 60) -> dict:
        """The next frame; TimeoutError after ``timeout`` s, ConnectionError when closed."""
        f = await asyncio.wait_for(self.frames.get(), timeout)
        if f["type"] == "closed":
            self.frames.put_nowait(f)
            raise ConnectionError("closed")
        return f

    async def until(self, kind: str, after_v: int = -1, deadline: float | None = None) -> dict:
        """Frames until one of ``kind`` (after version ``after_v``); TimeoutError past
        ``deadline`` (monotonic)."""
        while True:
            left = 60.0 if deadline is None else deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError
            f = await self.read(timeout=left)
            if f["type"] == "error" and f["code"] not in ("stale", "rate_limited"):
                raise RuntimeError(f)
            if f["type"] == kind and f.get("v", 0) > after_v:
                return f

    async def close(self) -> None:
        await self.ws.close()
        self.reader.cancel()


async def room(session: aiohttp.ClientSession, url: str, people: int, start: bool
               ) -> list[Seat]:  # fmt: skip
    """A Hus room: its creator and ``people - 1`` friends (the rest the hard computer)."""
    seats = [Seat(await session.ws_connect(url))]
    await seats[0].send({"type": "create", "game": "hus", "options": {"first": 0},
                         "seats": 2, "level": "hard", "name": "A"})  # fmt: skip
    await seats[0].until("state")
    for _ in range(people - 1):
        s = Seat(await session.ws_connect(url))
        await s.send({"type": "join", "room": seats[0].room, "name": "B"})
        await s.until("state")
        seats.append(s)
    if start:
        v = seats[0].state["v"]
        await seats[0].send({"type": "start"})
        await seats[0].until("state", v)
    return seats


async def person(seat: Seat, think: tuple[float, float], until: float, rtts: list[float],
                 rnd: random.Random, replies: list[float] | None = None) -> None:  # fmt: skip
    """Move whenever this seat may, after ``think`` seconds, until ``until``; ``replies``:
    the time from each move sent to this seat's turn again (the computer's reply between)."""
    acted = -1
    moved = None
    while time.monotonic() < until:
        st = seat.state
        view = st.get("view")
        if not view or view["over"] or not view["legal"] or st["v"] <= acted:
            with contextlib.suppress(asyncio.TimeoutError):
                await seat.read(timeout=max(0.05, until - time.monotonic()))
            continue
        if moved is not None and replies is not None:
            replies.append((time.perf_counter() - moved) * 1000)
        acted = st["v"]
        await asyncio.sleep(rnd.uniform(*think))
        if time.monotonic() >= until:
            return
        t0 = moved = time.perf_counter()
        await seat.send({"type": "move", "move": rnd.choice(view["legal"]), "v": st["v"]})
        with contextlib.suppress(RuntimeError, asyncio.TimeoutError):
            await seat.until("state", st["v"], until + 5)
            rtts.append((time.perf_counter() - t0) * 1000)


async def pinger(seat: Seat, until: float, rtts: list[float]) -> None:
    """A ``ping`` every 100 ms until ``until``."""
    while time.monotonic() < until:
        t0 = time.perf_counter()
        await seat.send({"type": "ping"})
        try:
            await seat.until("pong", deadline=until + 5)
        except TimeoutError:
            return
        rtts.append((time.perf_counter() - t0) * 1000)
        await asyncio.sleep(0.1)


async def measure(url: str, seconds: float, scale: float) -> dict:
    """Every figure of one server (see the module docstring)."""
    out: dict = {}
    rnd = random.Random(7)
    conn = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=conn) as session:
        pings = [Seat(await session.ws_connect(url)) for _ in range(20)]
        idle: list[float] = []
        await asyncio.gather(*(pinger(p, time.monotonic() + 2, idle) for p in pings))
        out["ping idle"] = idle
        n = int(100 * scale)
        people = await asyncio.gather(*(room(session, url, 2, True) for _ in range(n)))
        alone = await asyncio.gather(*(room(session, url, 1, True) for _ in range(n)))
        for p, r in zip(pings, people, strict=False):  # a socket in no room is closed
            await p.send({"type": "watch", "room": r[0].room})
            await p.read()  # its state (or, before rooms had spectators, bad_request)
        note(f"{2 * n} rooms set up; {seconds:.0f} s of play")
        until = time.monotonic() + seconds
        rtts: list[float] = []
        busy: list[float] = []
        replies: list[float] = []
        jobs = [person(s, (0.5, 2.0), until, rtts, rnd) for r in people for s in r]
        jobs += [person(r[0], (0.0, 0.0), until, rtts, rnd, replies) for r in alone]
        jobs += [pinger(p, until, busy) for p in pings]
        await asyncio.gather(*jobs)
        out["ping live"] = busy
        out["move"] = rtts
        out["computer moves"] = sum(r[0].others for r in alone)
        out["reply"] = replies
        await asyncio.gather(*(s.close() for r in people + alone for s in r),
                             *(p.close() for p in pings))
    return out


async def idle_rooms(url: str, pid: int, rooms: int) -> tuple[float, float]:
    """RSS (MB) of the server before and after ``rooms`` rooms of two connected people."""
    before = rss_mb(pid)
    conn = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=conn) as session:
        sem = asyncio.Semaphore(50)

        async def one() -> list[Seat]:
            async with sem:
                return await room(session, url, 2, False)

        made = await asyncio.gather(*(one() for _ in range(rooms)))
        await asyncio.sleep(1)
        after = rss_mb(pid)
        await asyncio.gather(*(s.close() for r in made for s in r))
    return before, after


def extract(rev: str, into: Path) -> Path | None:
    """``py/`` at ``rev`` under ``into`` (git archive), or None."""
    archive = subprocess.run(["git", "archive", rev, "py"], cwd=ROOT, capture_output=True,
                             check=False)  # fmt: skip
    if archive.returncode != 0:
        print(f"no 'before' figures: git archive {rev} failed")
        return None
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return into / "py"


def note(text: str) -> None:
    """Progress, on stderr."""
    print(f"[{time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


def run(py: Path, site: Path, seconds: float, scale: float) -> dict:
    """All figures of the server in ``py`` (a fresh process for the live load and another
    for the idle rooms)."""
    note(f"{py}: live rooms")
    server = Server(py, site)
    try:
        figures = asyncio.run(measure(server.url, seconds, scale))
    finally:
        server.stop()
    note(f"{py}: idle rooms")
    server = Server(py, site)
    try:
        rooms = int(1000 * scale)
        before, after = asyncio.run(idle_rooms(server.url, server.proc.pid, rooms))
        figures["rss"] = (before, after, rooms)
    finally:
        server.stop()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default=BASELINE)
    parser.add_argument("--no-base", action="store_true")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--quick", action="store_true", help="a tenth of the rooms, 10 s")
    args = parser.parse_args()
    scale = 0.1 if args.quick else 1.0
    seconds = 10.0 if args.quick else args.seconds
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # 2,000 sockets each side
    with tempfile.TemporaryDirectory(prefix="gamut-bench-rooms-") as tmp:
        site = Path(tmp, "site")
        site.mkdir()
        (site / "index.html").write_text("<!doctype html><title>bench</title>\n")
        columns = {"now": run(ROOT / "py", site, seconds, scale)}
        base = None if args.no_base else extract(args.base, Path(tmp))
        if base is not None:
            columns[f"before ({args.base})"] = run(base, site, seconds, scale)
    names = list(columns)
    print(f"{'figure':44}" + "".join(f"{n:>30}" for n in names))
    for key, label in [("ping idle", "ping, idle server: p50/p95/p99 ms"),
                       ("ping live", f"ping, {int(200 * scale)} live rooms: p50/p95/p99 ms"),
                       ("move", "a person's move: p50/p95/p99 ms"),
                       ("reply", "the computer's reply: p50/p95/p99 ms")]:  # fmt: skip
        print(f"{label:44}" + "".join(f"{pct(columns[n][key]):>30}" for n in names))
    print(f"{'computer moves in ' + str(int(100 * scale)) + ' rooms':44}"
          + "".join(f"{columns[n]['computer moves']:>30}" for n in names))  # fmt: skip
    for n in names:
        before, after, rooms = columns[n]["rss"]
        print(f"{n}: {rooms} idle rooms, {2 * rooms} sockets: server RSS {before:.0f} -> "
              f"{after:.0f} MB ({(after - before) * 1024 / rooms:.0f} KB a room)")  # fmt: skip
    print(f"(one server process, rooms in memory, {seconds:.0f} s of load; loopback; "
          f"{os.cpu_count()} cores shared with the clients; Python {sys.version.split()[0]})")


if __name__ == "__main__":
    main()
