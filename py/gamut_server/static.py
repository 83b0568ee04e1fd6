"""The built site over HTTP: aiohttp's ``FileResponse`` for every file of ``dist/``, and one
middleware for the headers every answer carries.

aiohttp does the file work: ``ETag``/``Last-Modified`` and ``304``, ranges, and the
precompressed copies (``NAME.br``, ``NAME.gz``) sent to a client that accepts them, with
``Content-Encoding`` and ``Vary``. This module adds only what is the site's own:

- which path is which file: a folder is its ``index.html`` (``/js`` redirects to ``/js/``,
  on this host: ``//x`` never leads elsewhere); a path with ``%00``, a backslash, a ``..``
  segment, invalid UTF-8 or a hidden part (``.name``) is 404, and so is a file outside the
  site (a symlink leading out) and a folder without ``index.html`` (never a listing);
  ``/favicon.ico`` is the site's file, else a small SVG icon (never 404);
- the types aiohttp's table lacks (:data:`TYPES`), text with ``charset=utf-8``;
- on every answer (``middleware``, errors included): ``Cache-Control: no-cache`` (the
  browser keeps the files and revalidates them), ``X-Content-Type-Options: nosniff``, and the
  Content-Security-Policy header on everything but a page (pages carry it as a ``<meta>``).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from aiohttp import hdrs, web
from aiohttp.web_fileresponse import CONTENT_TYPES

TYPES: dict[str, str] = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".ftl": "text/plain",
    ".map": "application/json",
    ".whl": "application/zip",
    ".woff2": "font/woff2",
    ".snapshot": "application/octet-stream",
}
"""What aiohttp's type table says otherwise, or lacks (JavaScript modules: text/javascript)."""

for _suffix, _kind in TYPES.items():
    CONTENT_TYPES.add_type(_kind, _suffix)

FAVICON_SVG = (
    b"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>"
    b"<rect x='9' y='2' width='14' height='28' rx='3' fill='#fbf6e8' stroke='#333'/>"
    b"<path d='M11 16h10' stroke='#999'/><circle cx='16' cy='9' r='2'/>"
    b"<circle cx='13' cy='20' r='1.6'/><circle cx='19' cy='26' r='1.6'/></svg>"
)
"""The icon sent for ``/favicon.ico`` when the site has none (a domino tile, as the pages')."""

TEXT = ("text/", "application/json", "application/manifest+json", "image/svg+xml")
"""Types sent with ``charset=utf-8``."""


def is_page(path: str) -> bool:
    """A URL path that answers with a page (which carries the CSP as a ``<meta>``)."""
    return path.endswith((".html", "/"))


class Site:
    """The files of one site folder: :meth:`handle` (GET and HEAD) and :meth:`middleware`."""

    def __init__(self, root: Path, csp: str) -> None:
        self.root = Path(root).resolve()
        self.csp = csp

    @web.middleware
    async def middleware(self, request: web.Request, handler: Any) -> web.StreamResponse:
        """Every answer, aiohttp's own errors (404, 405, ...) included, gets the headers of
        the module docstring."""
        try:
            response = await handler(request)
        except web.HTTPException as exc:
            text = f"{exc.status}: {exc.reason.lower()}\n" if exc.status >= 400 else None
            response = web.Response(status=exc.status, text=text)
            for key in (hdrs.ALLOW, hdrs.LOCATION):
                if key in exc.headers:
                    response.headers[key] = exc.headers[key]
        if response.prepared:  # a WebSocket: its headers went out with the handshake
            return response
        response.headers.setdefault(hdrs.CACHE_CONTROL, "no-cache")
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        if response.status >= 300 or not is_page(request.path):
            response.headers.setdefault("Content-Security-Policy", self.csp)
        return response

    def locate(self, raw_path: str) -> tuple[str, Path | None]:
        """``(url path, file path or None)`` for a raw (percent-encoded) URL path: None for
        anything that is not inside the site."""
        try:
            path = unquote(raw_path, errors="strict")
        except UnicodeDecodeError:
            return raw_path, None
        if not path.startswith("/") or "\x00" in path or "\\" in path:
            return path, None
        parts = [p for p in path.split("/") if p]
        if any(p.startswith(".") for p in parts):
            return path, None
        full = os.path.join(str(self.root), *parts)
        try:
            real = os.path.realpath(full)
        except (OSError, ValueError):
            return path, None
        if real != str(self.root) and not real.startswith(str(self.root) + os.sep):
            return path, None
        return path, Path(full)

    async def handle(self, request: web.Request) -> web.StreamResponse:
        """GET/HEAD of a file of the site (see the module docstring)."""
        url_path, full = self.locate(request.rel_url.raw_path)
        if full is None:
            raise web.HTTPNotFound()
        try:
            st = full.stat()
        except (OSError, ValueError):
            st = None
        if st is not None and stat.S_ISDIR(st.st_mode):
            if not url_path.endswith("/"):
                # one leading slash: "//host" in a Location would lead to another host
                location = "/" + request.rel_url.raw_path.lstrip("/") + "/"
                if request.rel_url.raw_query_string:
                    location += "?" + request.rel_url.raw_query_string
                raise web.HTTPMovedPermanently(location)
            full = full / "index.html"
            try:
                st = full.stat()
            except OSError:
                st = None
        if st is None or not stat.S_ISREG(st.st_mode):
            if url_path == "/favicon.ico":
                return web.Response(body=FAVICON_SVG, content_type="image/svg+xml")
            raise web.HTTPNotFound()
        response = web.FileResponse(full)
        kind = CONTENT_TYPES.guess_type(full.name)[0] or "application/octet-stream"
        response.content_type = kind
        if kind.startswith(TEXT):
            response.charset = "utf-8"
        return response
