"""Running the server: :class:`SiteServer` (a background thread, for tests and benches) and
:func:`serve` (the foreground process of ``python3 build.py serve``)."""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
from pathlib import Path
from typing import Any

from aiohttp import web

from .app import KEEPALIVE_S, STATS, make_app

BACKLOG = 1024
"""The listen backlog (the old server's was 5: 200 parallel requests waited seconds)."""


def _listen(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(BACKLOG)
    sock.setblocking(False)
    return sock


def _store(redis_url: str | None) -> Any:
    if redis_url is None:
        from .store_memory import MemoryStore

        return MemoryStore()
    from .store_redis import RedisStore

    return RedisStore(redis_url)


class SiteServer:
    """The site, ``/ws`` and ``/online/health`` from a background thread.

    ``SiteServer(site_dir, host="127.0.0.1", port=8000, quiet=False, redis=None, ...)``: the
    socket is bound at once (port 0: a free port; see :attr:`url`); :meth:`start` serves
    from a daemon thread, :meth:`stop` ends it. :attr:`stats`: answers by status code and
    body bytes ``"sent"`` (clear it to measure one load). Extra keywords go to make_app.
    """

    def __init__(
        self,
        directory: Path,
        host: str = "127.0.0.1",
        port: int = 8000,
        quiet: bool = False,
        csp: str = "",
        redis: str | None = None,
        **options: Any,
    ) -> None:
        self.directory = Path(directory)
        self.quiet = quiet
        self.sock = _listen(host, port)
        self.server_address = self.sock.getsockname()[:2]
        self.app = make_app(self.directory, csp, store=_store(redis), **options)
        self.stats: dict[str, int] = self.app[STATS]
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._runner: web.AppRunner | None = None

    @property
    def url(self) -> str:
        """The base URL, ending in ``/``."""
        host, port = self.server_address
        host = f"[{host}]" if ":" in host else host
        return f"http://{host}:{port}/"

    async def _start(self) -> None:
        self._runner = web.AppRunner(
            self.app, access_log=None if self.quiet else logging.getLogger("aiohttp.access"),
            keepalive_timeout=KEEPALIVE_S,
        )
        await self._runner.setup()
        await web.SockSite(self._runner, self.sock, backlog=BACKLOG).start()

    def _main(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._start())
        finally:
            self._ready.set()
        loop.run_forever()
        loop.run_until_complete(self._runner.cleanup())
        loop.close()

    def start(self) -> threading.Thread:
        """Serve from a daemon thread; returns it once the server listens."""
        self._thread = threading.Thread(target=self._main, name="gamut-site", daemon=True)
        self._thread.start()
        self._ready.wait()
        return self._thread

    def stop(self) -> None:
        """Stop serving and close the socket."""
        if self._loop is not None and self._thread is not None:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout=10)
        self.sock.close()

    def __enter__(self) -> SiteServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def serve(directory: Path, host: str, port: int, csp: str, redis: str | None = None,
          **options: Any) -> None:  # fmt: skip
    """Serve in the foreground until Ctrl-C or SIGTERM (``python3 build.py serve``,
    ``python -m gamut_server``). ``options`` go to make_app (origins, limits, workers...)."""
    sock = _listen(host, port)
    app = make_app(Path(directory), csp, store=_store(redis), **options)
    where = sock.getsockname()
    rooms = f"rooms in Redis at {redis}" if redis else "rooms in memory"
    print(f"Gamut: serving {directory} at http://{where[0]}:{where[1]}/ ({rooms}; Ctrl-C stops)",
          flush=True)  # fmt: skip
    web.run_app(app, sock=sock, backlog=BACKLOG, print=None, access_log=None,
                keepalive_timeout=KEEPALIVE_S)  # fmt: skip
