"""The built site as a static host serves it, for bench/load.py ``--host static``: aiohttp's
own static files (``FileResponse``: the ``.br`` or ``.gz`` copy of a file when the browser
accepts that encoding, ETag and Last-Modified), no room server, no headers of our own. Not a
bench itself (build.py's ``bench`` skips files starting with ``_``)."""

from __future__ import annotations

import asyncio
import socket
import threading
from pathlib import Path

from aiohttp import web


class StaticSite:
    """``StaticSite(site_dir)``: ``.app`` (add hooks before ``start()``), ``.url``, ``.stop()``."""

    def __init__(self, directory: Path) -> None:
        self.app = web.Application()
        self.app.router.add_static("/", Path(directory), show_index=False)
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(128)
        self.sock.setblocking(False)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}/"
        self._loop = asyncio.new_event_loop()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        runner = web.AppRunner(self.app, access_log=None)
        ready = threading.Event()

        def main() -> None:
            asyncio.set_event_loop(self._loop)
            self._loop.run_until_complete(runner.setup())
            self._loop.run_until_complete(web.SockSite(runner, self.sock).start())
            ready.set()
            self._loop.run_forever()
            self._loop.run_until_complete(runner.cleanup())

        self._thread = threading.Thread(target=main, name="static-site", daemon=True)
        self._thread.start()
        ready.wait(30)

    def stop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread is not None:
            self._thread.join(timeout=10)
        self.sock.close()
