"""The aiohttp application: the built site, ``GET /online/health`` and the rooms' WebSocket
``/ws`` on one origin, in one process.

The WebSocket (``shared/design.md``, "Online rooms"):

- The handshake is refused (403) when the ``Origin`` header names another origin than the
  request's own (scheme and host as the client addressed it, or one of ``origins``). A
  client without ``Origin`` (not a browser) is let in.
- Every text frame goes through :func:`gamut_server.protocol.parse` (4 KiB at most, JSON
  object, known type, exact keys); a refused frame gets ``{"type":"error","code":...}`` and
  changes nothing. Binary frames are ``bad_request``; a message over 64 KiB closes the
  socket (1009).
- At most :data:`RATE` frames a second from one socket (a bucket of :data:`BURST`): the rest
  get ``rate_limited`` and are dropped.
- aiohttp sends a WebSocket ping every :data:`HEARTBEAT_S`; a socket that does not answer is
  closed (its seat shows as not connected; ``hello`` brings it back). The client's own
  ``{"type":"ping"}`` gets ``{"type":"pong"}``.
"""

from __future__ import annotations

import json
import logging
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from .hub import Conn, Hub
from .protocol import ProtocolError, parse
from .static import Site
from .store_memory import MemoryStore

log = logging.getLogger("gamut_server")

RATE = 10.0
"""Frames a second one socket may send (refill rate of its bucket)."""

BURST = 10.0
"""The bucket's size: this many frames at once."""

HEARTBEAT_S = 20.0
"""Seconds between WebSocket pings."""

MAX_MESSAGE = 64 * 1024
"""A WebSocket message longer than this closes the socket (frames over 4 KiB are refused)."""

HUB = web.AppKey("hub", Hub)
SITE = web.AppKey("site", Site)
STATS = web.AppKey("stats", dict)
VERSION = web.AppKey("version", str)
ORIGINS = web.AppKey("origins", frozenset)
LIMIT = web.AppKey("rate", float)


def own_origin(request: web.Request) -> str:
    """The origin the client addressed (``scheme://host[:port]``, lower case)."""
    return f"{request.scheme}://{request.host}".lower()


def origin_ok(request: web.Request, allowed: frozenset[str]) -> bool:
    """Whether the WebSocket handshake comes from this site (or an allowed origin)."""
    origin = request.headers.get("Origin")
    if origin is None:
        return True
    origin = origin.strip().lower()
    if origin in allowed:
        return True
    parts = urlsplit(origin)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return False
    host = request.host.lower()
    # behind a TLS proxy the request may arrive as http while the page is https
    return parts.netloc == host


def take(conn: Conn, now: float, rate: float = RATE) -> bool:
    """Take one frame from the socket's bucket (refilled at ``rate`` a second, at most
    :data:`BURST`); False when it is empty (rate limited)."""
    conn.tokens = min(max(BURST, rate), conn.tokens + (now - conn.stamp) * rate)
    conn.stamp = now
    if conn.tokens < 1.0:
        return False
    conn.tokens -= 1.0
    return True


async def health(request: web.Request) -> web.Response:
    """``{"ok": true, "version": ...}``: a page offers online play only when this answers."""
    site = request.app[SITE]
    body = {"ok": True, "version": request.app[VERSION]}
    headers = site.headers("/online/health")
    headers["Cache-Control"] = "no-store"
    return web.json_response(body, headers=headers)


async def websocket(request: web.Request) -> web.StreamResponse:
    """``/ws``: one socket, many frames (see the module docstring)."""
    site = request.app[SITE]
    if not origin_ok(request, request.app[ORIGINS]):
        headers = site.headers("/ws")
        return web.Response(status=403, text="403: another origin\n", headers=headers)
    hub = request.app[HUB]
    ws = web.WebSocketResponse(heartbeat=HEARTBEAT_S, max_msg_size=MAX_MESSAGE)
    await ws.prepare(request)
    conn = Conn(send=ws.send_str)
    try:
        async for msg in ws:
            if msg.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                continue
            if not take(conn, time.monotonic(), request.app[LIMIT]):
                await hub.error(conn, ProtocolError("rate_limited", "too many frames"))
                continue
            try:
                if msg.type == WSMsgType.BINARY:
                    raise ProtocolError("bad_request", "frames are JSON text")
                req = parse(msg.data)
            except ProtocolError as err:
                await hub.error(conn, err)
                continue
            try:
                await hub.handle(conn, req)
            except Exception:  # the server's fault (a store down, a bug): say so and close
                log.exception("/ws: %s frame failed", req["type"])
                await ws.close(code=1011, message=b"server error")
                break
    finally:
        await hub.closed(conn)
    return ws


def version_of(site_dir: Path) -> str:
    """The server's version: the site's build hash (build.json), else ``dev``."""
    try:
        return str(json.loads((Path(site_dir) / "build.json").read_text())["build"])
    except (OSError, ValueError, KeyError, TypeError):
        return "dev"


def make_app(
    site_dir: Path,
    csp: str,
    store: Any = None,
    origins: tuple[str, ...] = (),
    budget_ms: int = 400,
    sweep_s: float = 1.0,
    think_ms: int = 0,
    rate: float = RATE,
) -> web.Application:
    """The application: ``site_dir`` served (with ``csp``), ``/ws`` and ``/online/health``.

    ``store``: a MemoryStore (default) or RedisStore. ``origins``: other origins allowed to
    open the WebSocket (e.g. the public one behind a proxy that rewrites Host).
    ``budget_ms``, ``sweep_s``, ``think_ms``: see hub.Hub. ``rate``: frames a second per
    socket (:data:`RATE`; bench/rooms.py raises it to measure the process, not the limit).
    """
    site = Site(Path(site_dir), csp)

    @web.middleware
    async def headers(request: web.Request, handler: Any) -> web.StreamResponse:
        """aiohttp's own answers (405, 400, ...) get the site's headers and the policy too."""
        try:
            return await handler(request)
        except web.HTTPException as exc:
            if exc.status < 400:
                raise
            hdrs = site.headers(request.path)
            hdrs["Content-Security-Policy"] = csp
            for key in ("Allow",):
                if key in exc.headers:
                    hdrs[key] = exc.headers[key]
            return web.Response(status=exc.status, text=f"{exc.status}: {exc.reason}\n",
                                headers=hdrs)  # fmt: skip

    app = web.Application(client_max_size=64 * 1024, middlewares=[headers])
    hub = Hub(store if store is not None else MemoryStore(), budget_ms=budget_ms, sweep_s=sweep_s,
              think_ms=think_ms)  # fmt: skip
    app[SITE] = site
    app[HUB] = hub
    app[VERSION] = version_of(site_dir)
    app[LIMIT] = float(rate)
    app[ORIGINS] = frozenset(o.lower().rstrip("/") for o in origins)
    app[STATS] = {}

    async def on_startup(_: web.Application) -> None:
        await hub.start()

    async def on_cleanup(_: web.Application) -> None:
        await hub.close()
        hub.pool.shutdown(wait=False, cancel_futures=True)

    async def on_prepare(request: web.Request, response: web.StreamResponse) -> None:
        stats = app[STATS]
        key = str(response.status)
        stats[key] = stats.get(key, 0) + 1
        length = response.content_length
        if length and request.method != "HEAD":
            stats["sent"] = stats.get("sent", 0) + length

    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    app.on_response_prepare.append(on_prepare)
    app.router.add_get("/ws", websocket)
    app.router.add_get("/online/health", health)
    app.router.add_get("/{path:.*}", site.handle)
    return app
