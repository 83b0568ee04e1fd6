"""The aiohttp application: the built site, ``GET /online/health`` and the rooms' WebSocket
``/ws`` on one origin, in one process.

The WebSocket (``shared/design.md``, "Online rooms"):

- The handshake is refused (403) unless its ``Origin`` is the origin the server is reached
  at: one of ``origins`` when the server was told (``serve --origin``; behind a proxy, the
  public one), else the request's own scheme and host, and then only when that host is an
  address or ``localhost`` (a name could be another site's, rebound to this address: a
  ``Host`` that merely equals ``Origin`` proves nothing). A client without ``Origin`` (not a
  browser) is let in.
- Every text frame goes through :func:`gamut_server.protocol.parse` (4 KiB at most, JSON
  object, known type, exact keys); a refused frame gets ``{"type":"error","code":...}`` and
  changes nothing. Binary frames are ``bad_request``; a message over 64 KiB closes the
  socket (1009).
- Limits (limits.Limits): frames a second per socket (``rate_limited``), sockets per address
  and rooms (``busy``), idle and half-open sockets closed, a bounded send queue per socket.
"""

from __future__ import annotations

import ipaddress
import json
import logging
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web
from aiohttp.http_exceptions import HttpProcessingError

from .conns import Conn
from .hub import Hub
from .limits import Limits, address_key, client_address, take
from .protocol import ProtocolError, parse
from .static import Site
from .store_memory import MemoryStore

log = logging.getLogger("gamut_server")

MAX_MESSAGE = 64 * 1024
"""A WebSocket message longer than this closes the socket (frames over 4 KiB are refused)."""

KEEPALIVE_S = 15.0
"""An HTTP connection idle this long (also before its first request) is closed."""

HUB = web.AppKey("hub", Hub)
SITE = web.AppKey("site", Site)
STATS = web.AppKey("stats", dict)
VERSION = web.AppKey("version", str)
ORIGINS = web.AppKey("origins", frozenset)
PROXY = web.AppKey("proxy", bool)


class _QuietParseErrors(logging.Filter):
    """A malformed request (an over-long header, a bad request line) is the client's fault:
    one line in the log, not a traceback (aiohttp answers it with 400 itself)."""

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        if isinstance(exc, HttpProcessingError):
            record.msg = f"{record.getMessage()}: {type(exc).__name__} ({exc.code})"
            record.args = ()
            record.exc_info = None
            record.levelno, record.levelname = logging.INFO, "INFO"
        return True


logging.getLogger("aiohttp.server").addFilter(_QuietParseErrors())


def _is_address_or_localhost(host: str) -> bool:
    name = urlsplit(f"//{host}").hostname or ""
    if name == "localhost":
        return True
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def host_ok(host: str, allowed: frozenset[str]) -> bool:
    """Whether a page served at ``host`` may open the socket: a host of one of the origins
    the server was told (its scheme is the proxy's business), else an address or
    localhost."""
    if allowed:
        return any(urlsplit(o).netloc == host.lower() for o in allowed)
    return _is_address_or_localhost(host)


def origin_ok(origin: str | None, scheme: str, host: str, allowed: frozenset[str]) -> bool:
    """Whether a WebSocket handshake with header ``Origin`` may open (see the module
    docstring). ``scheme``/``host``: how the request reached the server."""
    if origin is None:
        return True
    origin = origin.strip().lower().rstrip("/")
    if allowed:
        return origin in allowed
    if not _is_address_or_localhost(host):
        return False
    return origin == f"{scheme}://{host}".lower()


async def health(request: web.Request) -> web.Response:
    """``{"ok": true, "version": ...}``: a page offers online play only when this answers.
    ``ok`` is false where a page of this address could not open the socket (a name the
    server was not told with ``--origin``): that page plays offline, with no refused
    handshake in its console."""
    body = {"ok": host_ok(request.host, request.app[ORIGINS]), "version": request.app[VERSION]}
    return web.json_response(body, headers={"Cache-Control": "no-store"})


async def websocket(request: web.Request) -> web.StreamResponse:
    """``/ws``: one socket, many frames (see the module docstring)."""
    if not origin_ok(request.headers.get("Origin"), request.scheme, request.host,
                     request.app[ORIGINS]):  # fmt: skip
        hint = "" if request.app[ORIGINS] else " (a server reached by name: serve --origin)"
        return web.Response(status=403, text=f"403: another origin{hint}\n")
    hub = request.app[HUB]
    limits = hub.limits
    ws = web.WebSocketResponse(heartbeat=limits.heartbeat_s, max_msg_size=MAX_MESSAGE)
    await ws.prepare(request)
    addr = client_address(request.remote, request.headers.get("X-Real-IP"), request.app[PROXY])
    conn = Conn(write=ws.send_str, shut=lambda code, why: ws.close(code=code, message=why.encode()),
                addr=address_key(addr), tokens=limits.burst)  # fmt: skip
    if not hub.opened(conn):
        await ws.send_str(json.dumps({"type": "error", "code": "busy",
                                      "message": "too many connections from one address"}))
        await ws.close(code=1013, message=b"busy")
        return ws
    try:
        async for msg in ws:
            if msg.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                continue
            now = time.monotonic()
            allowed, conn.tokens = take(conn.tokens, conn.stamp, now, limits.rate, limits.burst)
            conn.stamp = now
            if not allowed:
                hub.error(conn, ProtocolError("rate_limited", "too many frames"))
                continue
            try:
                if msg.type == WSMsgType.BINARY:
                    raise ProtocolError("bad_request", "frames are JSON text")
                req = parse(msg.data)
            except ProtocolError as err:
                hub.error(conn, err)
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
    limits: Limits | None = None,
    trust_proxy: bool = False,
    **hub_options: Any,
) -> web.Application:
    """The application: ``site_dir`` served (with ``csp``), ``/ws`` and ``/online/health``.

    ``store``: a MemoryStore (default) or RedisStore. ``origins``: the origins the server is
    reached at (``https://games.example.org``); empty: the request's own, for an address or
    localhost only. ``limits``: limits.Limits. ``trust_proxy``: take the client's address
    from the ``X-Real-IP`` of a proxy on loopback (the deployment's nginx).
    ``hub_options``: ``workers``, ``budget_ms``, ``think_ms``, ``sweep_s``, ``beat_s``,
    ``executor`` (hub.Hub).
    """
    site = Site(Path(site_dir), csp)
    app = web.Application(client_max_size=64 * 1024, middlewares=[site.middleware])
    hub = Hub(store if store is not None else MemoryStore(), limits=limits, **hub_options)
    app[SITE] = site
    app[HUB] = hub
    app[VERSION] = version_of(site_dir)
    app[ORIGINS] = frozenset(o.strip().lower().rstrip("/") for o in origins)
    app[PROXY] = trust_proxy
    app[STATS] = {}

    async def on_startup(_: web.Application) -> None:
        await hub.start()

    async def on_shutdown(_: web.Application) -> None:
        for conn in list(hub.conns):
            conn.close(1001, "server going away")

    async def on_cleanup(_: web.Application) -> None:
        await hub.close()

    async def on_prepare(request: web.Request, response: web.StreamResponse) -> None:
        stats = app[STATS]
        key = str(response.status)
        stats[key] = stats.get(key, 0) + 1
        length = response.content_length
        if length and request.method != "HEAD":
            stats["sent"] = stats.get("sent", 0) + length

    app.on_startup.append(on_startup)
    app.on_shutdown.append(on_shutdown)
    app.on_cleanup.append(on_cleanup)
    app.on_response_prepare.append(on_prepare)
    app.router.add_get("/ws", websocket)
    app.router.add_get("/online/health", health)
    app.router.add_get("/{path:.*}", site.handle)
    return app
