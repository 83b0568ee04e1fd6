"""The deployment of ``deploy/`` on loopback, as README "Host" (for many) runs it: Debian's
nginx with ``deploy/nginx/gamut.conf`` (rendered into a temporary folder: its port, site
folder and processes swapped for the test's own), two room-server processes started by
``deploy/gamut-servers`` on one Redis, and the built site.

- nginx serves the site itself: every kind of file with the room server's own type and
  headers, its ``.br`` or ``.gz`` copy by ``Accept-Encoding`` (checked against one of the
  processes answering the same requests);
- ``/ws`` and ``/online/health`` reach the processes: the WebSocket's Origin check holds
  behind the proxy, and the processes count rooms per client address from nginx's
  ``X-Real-IP`` (clients on 127.0.0.3 and 127.0.0.4);
- rooms of every game played through nginx (tests/online_oracle.py), one process killed
  with SIGKILL mid-match, the clients back through nginx on the other, and every frame of
  every socket then held against the rooms' records;
- with every process stopped, nginx answers ``online/health`` with the built
  ``{"ok": false}``: the page plays offline.

Every process (nginx, the servers, Redis) is stopped by its PID afterwards."""

from __future__ import annotations

import asyncio
import http.client
import json
import os
import pwd
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import aiohttp
import brotli
import pytest

from gamut_server.store_redis import RedisStore
from online_oracle import check, play_rooms
from server_support import ROOT, free_port, wait_port

DEPLOY = ROOT / "deploy"
SEED = 20261224
ROOMS = 7  # every kind of room once (online_oracle.GAMES)
MATCHES = 2  # a room's matches (online_oracle.plans)
SERVER_ARGS = ("--rate", "1000", "--sockets-per-address", "1000", "--silent-s", "600",
               "--rooms-per-address", str(ROOMS), "--workers", "1", "--budget-ms", "10",
               "--sweep-s", "0.3")  # fmt: skip
"""The oracle's sockets all come from 127.0.0.1 and do not ping as the page does: no limit of
one address but rooms (its ROOMS rooms, which the X-Real-IP test counts on)."""
SOCKETS = 100
"""nginx's limit of one address's open WebSockets in the test (the file says 32): above the
oracle's sockets from 127.0.0.1 (at most about 50 at once)."""


def render(conf: str, port: int, site: Path, upstreams: list[int]) -> str:
    """``deploy/nginx/gamut.conf`` with the test's listen address, site folder, room servers
    and sockets per address (SOCKETS); fails when a line it swaps is not in the file exactly
    once."""
    servers = "".join(f"    server 127.0.0.1:{p};\n" for p in upstreams)
    swaps = [
        (r"^(\s*)listen 80;", lambda m: f"{m[1]}listen 127.0.0.1:{port};"),
        (r"^(\s*)root /srv/gamut/dist;", lambda m: f"{m[1]}root {site};"),
        (r"^upstream gamut_rooms \{\n.*?^\}", lambda m: f"upstream gamut_rooms {{\n{servers}}}"),
        (r"^(\s*)limit_conn gamut_sockets 32;",
         lambda m: f"{m[1]}limit_conn gamut_sockets {SOCKETS};"),
    ]
    for pattern, repl in swaps:
        conf, n = re.subn(pattern, repl, conf, flags=re.M | re.S)
        assert n == 1, f"deploy/nginx/gamut.conf: {pattern} found {n} times"
    return conf


def main_conf(tmp: Path, site_conf: Path) -> str:
    """An nginx.conf like Debian's (its modules, types and gzip) around the site's file, with
    every file of its own in ``tmp``; in the foreground, so its PID is the master's."""
    user = f"user {pwd.getpwuid(os.geteuid()).pw_name};\n" if os.geteuid() == 0 else ""
    temps = "".join(f"    {kind}_temp_path {tmp}/{kind};\n"
                    for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))  # fmt: skip
    return (
        f"{user}daemon off;\nworker_processes 1;\npid {tmp}/nginx.pid;\n"
        f"error_log {tmp}/error.log;\ninclude /etc/nginx/modules-enabled/*.conf;\n"
        "events { worker_connections 1024; }\n"
        "http {\n    include /etc/nginx/mime.types;\n    default_type application/octet-stream;\n"
        f"    access_log off;\n    gzip on;\n{temps}    include {site_conf};\n}}\n"
    )


def two_free_ports() -> int:
    """A free port whose next one is free too (gamut-servers takes consecutive ports)."""
    for _ in range(50):
        port = free_port()
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port + 1))
            except OSError:
                continue
        return port
    raise AssertionError("no two consecutive free ports")


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie does not)."""
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes() != b""
    except OSError:
        return False


def kill_and_wait(pid: int, what: str, seconds: float = 15) -> None:
    """SIGKILL ``pid`` if it still runs ``what`` (its command line says so: a PID is reused),
    and poll until it is gone (it is not this process's child)."""
    try:
        if what.encode() not in Path(f"/proc/{pid}/cmdline").read_bytes():
            return
        os.kill(pid, signal.SIGKILL)
    except (ProcessLookupError, FileNotFoundError):
        return
    deadline = time.monotonic() + seconds
    while alive(pid):
        assert time.monotonic() < deadline, f"pid {pid} still runs"
        time.sleep(0.05)


def children(pid: int) -> list[int]:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


@dataclass
class Stack:
    url: str  # nginx, ending in /
    nginx_port: int
    ports: list[int]  # the room servers'
    pids: list[int]
    redis: str
    site: Path
    run: Path
    env: dict


def servers(stack: Stack, *args: str, check: bool = True) -> str:
    """``deploy/gamut-servers ARGS`` for the stack; its output."""
    proc = subprocess.run([str(DEPLOY / "gamut-servers"), *args], env=stack.env,
                          capture_output=True, text=True, timeout=60)  # fmt: skip
    assert proc.returncode == 0 or not check, proc.stdout + proc.stderr
    return proc.stdout


@pytest.fixture(scope="module")
def stack(redis_url: str) -> Iterator[Stack]:
    """nginx on a free port in front of two room servers on one Redis, the site built into
    a temporary folder; everything stopped by PID afterwards."""
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    if not Path(nginx).exists():
        pytest.fail("nginx is missing: apt-get install -y nginx libnginx-mod-http-brotli-static"
                    " (build.py test installs it)")
    import build as gamut_build  # build.py at the repository's root

    tmp = Path(tempfile.mkdtemp(prefix="gamut-deploy-"))
    tmp.chmod(0o755)  # nginx's workers read the site as its user
    site, first, port = tmp / "site", two_free_ports(), free_port()
    env = {**os.environ, "GAMUT_PORT": str(first), "GAMUT_REDIS": redis_url,
           "GAMUT_SITE": str(site), "GAMUT_RUN": str(tmp / "run"),
           "GAMUT_PYTHON": sys.executable}  # fmt: skip
    stack = Stack(f"http://127.0.0.1:{port}/", port, [first, first + 1], [], redis_url, site,
                  tmp / "run", env)  # fmt: skip
    proc = None
    try:
        gamut_build.build(site)
        site_conf = tmp / "gamut.conf"
        conf = (DEPLOY / "nginx" / "gamut.conf").read_text()
        site_conf.write_text(render(conf, port, site, stack.ports))
        (tmp / "nginx.conf").write_text(main_conf(tmp, site_conf))
        proc = subprocess.Popen([nginx, "-e", f"{tmp}/error.log", "-c", f"{tmp}/nginx.conf"],
                                stderr=subprocess.PIPE)  # fmt: skip
        servers(stack, "start", "2", "--origin", stack.url.rstrip("/"), *SERVER_ARGS)
        stack.pids = [int((stack.run / f"gamut-{p}.pid").read_text()) for p in stack.ports]
        try:
            wait_port(port, seconds=30, alive=lambda: alive(proc.pid))
        except AssertionError:
            pytest.fail(f"nginx did not start: {(tmp / 'error.log').read_text()}")
        yield stack
    finally:
        pids = [int(f.read_text()) for f in stack.run.glob("*.pid") if f.read_text().strip()]
        if stack.run.exists():
            servers(stack, "stop", check=False)
        for pid in pids:
            kill_and_wait(pid, "gamut_server")
        if proc is not None:
            workers = children(proc.pid)
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=10)
            for pid in workers:
                kill_and_wait(pid, "nginx")
            proc.stderr.close()
        shutil.rmtree(tmp, ignore_errors=True)


def get(port: int, path: str, encoding: str | None) -> tuple[int, dict[str, str], bytes]:
    """``GET path`` with ``Accept-Encoding: encoding`` (None: no such header); the body as
    sent (nothing decoded)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("GET", path, headers={"Accept-Encoding": encoding} if encoding else {})
        r = conn.getresponse()
        return r.status, {k.lower(): v for k, v in r.getheaders()}, r.read()
    finally:
        conn.close()


HEADERS = ("cache-control", "x-content-type-options", "content-security-policy", "location")
"""What nginx must send as the room server does with every answer; with a file also its
type and encoding (error pages are nginx's own)."""
FILE_HEADERS = (*HEADERS, "content-type", "content-encoding")


def sample_paths(site: Path) -> list[str]:
    """One file of each kind in the site (by suffix, preferring one with compressed copies),
    its pages, a folder, a missing and a hidden file."""
    by_suffix: dict[str, Path] = {}
    for f in sorted(site.rglob("*")):
        if not f.is_file() or f.suffix in (".br", ".gz", ".md"):
            continue  # a vendor's README.md: Python's own type table says text/markdown or not
        kept = by_suffix.get(f.suffix)
        if kept is None or (not kept.with_name(kept.name + ".br").exists()
                            and f.with_name(f.name + ".br").exists()):  # fmt: skip
            by_suffix[f.suffix] = f
    files = ["/" + f.relative_to(site).as_posix() for f in by_suffix.values()]
    pages = ["/", "/index.html", "/hus.html", "/wuhsing.html"]
    return sorted({*files, *pages}) + ["/js", "/js/", "/missing.js", "/.hidden", "/js/.x/"]


def test_nginx_serves_the_site_as_the_room_server_does(stack: Stack) -> None:
    paths = sample_paths(stack.site)
    assert "/pyodide/pyodide.asm.wasm" in paths and len(paths) >= 20, paths
    seen = set()
    for path in paths:
        for encoding in ("br, gzip", "gzip", None):
            status, got, body = get(stack.nginx_port, path, encoding)
            status_py, want, body_py = get(stack.ports[1], path, encoding)
            assert status == status_py, (path, encoding, status, status_py)
            # a redirect: the room server sends only its Location (its middleware lets
            # aiohttp's redirects pass without the headers of other answers)
            names = FILE_HEADERS if status == 200 else ("location",) if status < 400 else HEADERS
            assert {h: got.get(h) for h in names} == {h: want.get(h) for h in names}, (
                path, encoding)
            if status == 200:
                assert body == body_py, (path, encoding)
                if got.get("content-encoding"):
                    assert "Accept-Encoding" in got["vary"], path
                seen.add((Path(path).suffix, got.get("content-encoding")))
    wasm = get(stack.nginx_port, "/pyodide/pyodide.asm.wasm", "gzip, deflate, br, zstd")
    plain = (stack.site / "pyodide" / "pyodide.asm.wasm").read_bytes()
    assert wasm[1]["content-type"] == "application/wasm" and wasm[1]["content-encoding"] == "br"
    assert brotli.decompress(wasm[2]) == plain and len(wasm[2]) < len(plain) / 2
    gz = get(stack.nginx_port, "/js/core/python.js", "gzip")
    assert gz[1]["content-type"] == "text/javascript; charset=utf-8"
    assert gz[1]["content-encoding"] == "gzip" and "content-security-policy" in gz[1]
    page = get(stack.nginx_port, "/", "br")
    assert page[0] == 200 and page[1]["content-encoding"] == "br"
    assert "content-security-policy" not in page[1]  # the page carries it as a <meta>
    assert page[1]["cache-control"] == "no-cache" and page[1]["x-content-type-options"] == "nosniff"
    assert {(".wasm", "br"), (".wasm", "gzip"), (".js", "br"), (".mjs", "gzip"),
            (".html", None), (".woff2", None)} <= seen  # fmt: skip


def test_websockets_and_client_addresses_pass_nginx(stack: Stack) -> None:
    async def create(session: aiohttp.ClientSession, n: int) -> list[str]:
        """``n`` rooms created over as many sockets as the per-socket limit needs; the
        error codes or "ok"."""
        answers = []
        for i in range(n):
            if i % 4 == 0:
                ws = await session.ws_connect(stack.url + "ws")
            await ws.send_json({"type": "create", "game": "hus", "options": {}, "seats": 2,
                                "level": "easy", "name": "Ann"})  # fmt: skip
            f = {"type": "state"}
            while f["type"] not in ("joined", "error"):
                f = await ws.receive_json(timeout=20)
            answers.append(f.get("code", "ok"))
        return answers

    async def main() -> None:
        async with aiohttp.ClientSession() as session:
            for origin, status in ((stack.url.rstrip("/"), 101), ("http://evil.example", 403)):
                async with session.get(stack.url + "ws", headers={
                        "Origin": origin, "Connection": "Upgrade", "Upgrade": "websocket",
                        "Sec-WebSocket-Version": "13",
                        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="}) as r:  # fmt: skip
                    assert r.status == status, (origin, r.status)
            async with session.get(stack.url + "online/health") as r:
                health = await r.json()
            build = json.loads((stack.site / "build.json").read_text())["build"]
            assert health == {"ok": True, "version": build}
        # rooms per address: nginx's X-Real-IP tells the processes who asked
        answers = {}
        for addr in ("127.0.0.3", "127.0.0.4"):
            connector = aiohttp.TCPConnector(local_addr=(addr, 0))
            async with aiohttp.ClientSession(connector=connector) as session:
                answers[addr] = await create(session, ROOMS + 1 if addr.endswith("3") else 1)
        assert answers == {"127.0.0.3": ["ok"] * ROOMS + ["busy"], "127.0.0.4": ["ok"]}

    asyncio.run(main())


def test_nginx_limits_one_addresss_websockets_over_every_process(stack: Stack) -> None:
    """``limit_conn`` in deploy/nginx/gamut.conf: one address holds at most SOCKETS open
    WebSockets over both processes together (each process alone counts only its own); the
    next is refused with 429 until one of them closes; another address is not affected."""
    async def main() -> None:
        connector = aiohttp.TCPConnector(local_addr=("127.0.0.5", 0), limit=0)
        async with aiohttp.ClientSession(connector=connector) as session:
            socks = [await session.ws_connect(stack.url + "ws") for _ in range(SOCKETS)]
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await session.ws_connect(stack.url + "ws")
            assert refused.value.status == 429
            other = aiohttp.TCPConnector(local_addr=("127.0.0.6", 0))
            async with aiohttp.ClientSession(connector=other) as session6:
                ws = await session6.ws_connect(stack.url + "ws")
                await ws.close()
            await socks.pop().close()
            deadline = time.monotonic() + 10
            while True:  # nginx counts the closed one off once its connection ends
                try:
                    socks.append(await session.ws_connect(stack.url + "ws"))
                    break
                except aiohttp.WSServerHandshakeError as err:
                    assert err.status == 429 and time.monotonic() < deadline
                    await asyncio.sleep(0.05)
            for ws in socks:
                await ws.close()

    asyncio.run(main())


def test_matches_through_nginx_survive_a_killed_process(stack: Stack) -> None:
    """Rooms of every game through nginx; once every room is under way, one process is
    killed (SIGKILL): its sockets come back through nginx on the other, and every frame of
    every socket is then a view of its room's record."""

    async def rooms(store: RedisStore, skip: set[str]) -> dict[str, dict]:
        keys = {k async for k in store.client.scan_iter("gamut:room:*")} - skip
        docs = [await store.get(k.split(":", 2)[2]) for k in keys]
        return {d["id"]: d for d in docs if d}

    async def main() -> tuple[dict, dict, dict]:
        store = RedisStore(stack.redis)
        try:
            before = {k async for k in store.client.scan_iter("gamut:room:*")}
            task = asyncio.create_task(play_rooms([stack.url], SEED, ROOMS))
            deadline, moved = time.monotonic() + 90, set()
            while len(moved) < ROOMS:  # every room started, and moved
                if task.done():
                    await task  # its error, if any
                    raise AssertionError("the rooms ended before all were under way")
                assert time.monotonic() < deadline, f"only {len(moved)} rooms under way"
                moved |= {room for room, d in (await rooms(store, before)).items()
                          if d["started"] and (d["past"] or d["record"]["moves"])}  # fmt: skip
                await asyncio.sleep(0.05)
            kill_and_wait(stack.pids[0], "gamut_server")
            at_kill = await rooms(store, before)
            played = await asyncio.wait_for(task, 150)
            docs = {room: await store.get(room) for room, _ in played}
        finally:
            await store.close()
        return docs, dict(played), at_kill

    docs, socks, at_kill = asyncio.run(main())
    counts = check(docs, socks)
    assert counts["drops"] >= 2, counts  # sockets of the killed process came back
    assert counts["moves_ok"] >= 100 and counts["record"] >= MATCHES * ROOMS, counts
    assert sorted(at_kill) == sorted(docs)
    # the rooms still playing when the process died played on, each to its end
    playing = [room for room, d in at_kill.items() if len(d["past"]) + d["over"] < MATCHES]
    assert len(playing) >= ROOMS // 2, (len(playing), "rooms were playing at the kill")
    for room in playing:
        before, after = at_kill[room], docs[room]
        assert (len(after["past"]), len(after["record"]["moves"])) > (
            len(before["past"]), len(before["record"]["moves"])), room
        assert len(after["past"]) + after["over"] == MATCHES, room
    assert not alive(stack.pids[0]) and alive(stack.pids[1])


def test_with_every_process_stopped_the_page_plays_offline(stack: Stack) -> None:
    servers(stack, "stop")
    assert not any(alive(pid) for pid in stack.pids)
    status, headers, body = get(stack.nginx_port, "/online/health", None)
    assert status == 200 and json.loads(body) == {"ok": False}
    assert headers["content-type"] == "application/json" and headers["cache-control"] == "no-store"
    assert servers(stack, "status") == ""
