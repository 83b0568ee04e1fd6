"""Helpers for the room-server tests: a Redis server of the test's own (unix socket, stopped
by PID), the server app on a free loopback port, and a WebSocket client that keeps every
frame it received (aiohttp's client)."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from aiohttp import web

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from gamut_server.app import HUB, make_app  # noqa: E402
from gamut_server.computers import process_pool  # noqa: E402
from gamut_server.store_memory import MemoryStore  # noqa: E402

CSP = "default-src 'self'"

_POOL: Any = None


def computer_pool() -> Any:
    """One pool of computer worker processes for every in-process server of the test run
    (started once: a fork server and two workers), shut down at exit."""
    global _POOL
    if _POOL is None:
        import atexit

        _POOL = process_pool(2)
        atexit.register(_POOL.shutdown, wait=False, cancel_futures=True)
    return _POOL


@contextmanager
def redis_server() -> Iterator[str]:
    """A fresh redis-server on a unix socket in a temporary folder; yields its URL and stops
    it by PID. Fails (never skips) when Debian's redis-server is not installed."""
    exe = shutil.which("redis-server")
    if exe is None:
        pytest.fail("redis-server is missing: apt-get install -y redis-server (build.py test)")
    tmp = Path(tempfile.mkdtemp(prefix="gamut-redis-"))
    sock = tmp / "redis.sock"
    proc = subprocess.Popen(
        [exe, "--port", "0", "--unixsocket", str(sock), "--save", "", "--appendonly", "no",
         "--dir", str(tmp)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 10
        while not sock.exists():
            if time.monotonic() > deadline or proc.poll() is not None:
                pytest.fail("redis-server did not start")
            time.sleep(0.02)
        yield f"unix://{sock}"
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        shutil.rmtree(tmp, ignore_errors=True)


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def server_process(site: Path, redis_url: str, budget_ms: int = 30, think_ms: int = 0,
                   *extra: str) -> Iterator[tuple[Any, str]]:  # fmt: skip
    """``python -m gamut_server`` in a process of its own on a free port; yields
    ``(Popen, base URL)`` once it accepts connections; killed by PID afterwards. ``extra``:
    more of the server's options."""
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "gamut_server", "--site", str(site), "--port", str(port),
         "--redis", redis_url, "--budget-ms", str(budget_ms), "--sweep-s", "0.3",
         "--think-ms", str(think_ms), "--workers", "1", *extra],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}/"
    try:
        wait_port(port, proc)
        yield proc, url
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=10)
        proc.stderr.close()


def wait_port(port: int, proc: Any = None, seconds: float = 20, alive: Any = None) -> None:
    """Poll until something accepts connections on ``port``; fails when the process ends
    first (``proc``, a Popen, or ``alive()`` false) or after ``seconds``."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            gone = proc.poll() is not None if proc is not None else bool(alive and not alive())
            if time.monotonic() > deadline or gone:
                err = proc.stderr.read().decode() if proc is not None and gone else ""
                pytest.fail(f"nothing started on port {port}: {err}")
            time.sleep(0.05)


class App:
    """The server app on a free loopback port in this event loop (``async with App(...)``)."""

    def __init__(self, site: Path, store: Any = None, **options: Any) -> None:
        options.setdefault("executor", computer_pool())
        self.app = make_app(site, CSP, store=store or MemoryStore(), **options)
        self.runner: web.AppRunner | None = None
        self.url = ""

    @property
    def hub(self) -> Any:
        return self.app[HUB]

    async def __aenter__(self) -> App:
        self.runner = web.AppRunner(self.app, access_log=None)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]
        self.url = f"http://127.0.0.1:{port}/"
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self.runner is not None
        await self.runner.cleanup()


class Client:
    """One WebSocket to ``/ws``: ``send(obj)``, ``recv()``, ``until(type)``; every frame
    received is kept in ``frames``."""

    def __init__(self, session: aiohttp.ClientSession, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.session, self.ws = session, ws
        self.frames: list[dict] = []
        self.room: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.state: dict | None = None

    @classmethod
    async def open(cls, url: str, **kw: Any) -> Client:
        session = aiohttp.ClientSession()
        ws = await session.ws_connect(url + "ws", **kw)
        return cls(session, ws)

    async def close(self) -> None:
        await self.ws.close()
        await self.session.close()

    async def send(self, obj: Any) -> None:
        await self.ws.send_str(obj if isinstance(obj, str) else json.dumps(obj))

    async def recv(self, timeout: float = 10.0) -> dict:
        msg = await self.ws.receive(timeout=timeout)
        if msg.type != aiohttp.WSMsgType.TEXT:
            raise ConnectionError(f"socket ended: {msg.type} {msg.data} {msg.extra}")
        frame = json.loads(msg.data)
        self.frames.append(frame)
        if frame["type"] == "joined":
            self.room, self.seat, self.token = frame["room"], frame["seat"], frame["token"]
        elif frame["type"] == "state":
            self.state = frame
        return frame

    async def until(self, kind: str, timeout: float = 10.0, where: Any = None,
                    **match: Any) -> dict:  # fmt: skip
        """Read frames until one of ``kind`` whose keys equal ``match`` (and for which
        ``where(frame)`` is true, when given)."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise TimeoutError(f"no {kind} {match}")
            frame = await self.recv(left)
            if frame["type"] == kind and all(frame.get(k) == v for k, v in match.items()) and (
                    where is None or where(frame)):
                return frame

    async def quiet(self, seconds: float = 0.2) -> list[dict]:
        """Frames that arrive within ``seconds`` (none expected, usually)."""
        got = []
        try:
            while True:
                got.append(await self.recv(seconds))
        except TimeoutError:
            return got
