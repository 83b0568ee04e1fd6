"""The built site over HTTP: one aiohttp handler for every file of ``dist/``.

What it does (what build.py's old SimpleHTTPRequestHandler did, without its faults):

- ``NAME.gz`` next to a file is sent instead of it (``Content-Encoding: gzip``) to a client
  whose ``Accept-Encoding`` accepts gzip; every such file's answer says
  ``Vary: Accept-Encoding``. A malformed ``Accept-Encoding`` (``gzip;q=abc``) counts as not
  accepting gzip: the plain file is always a correct answer.
- Types: ``.wasm`` ``application/wasm``, ``.mjs``/``.js`` ``text/javascript``, text types
  with ``charset=utf-8``.
- ``Cache-Control: no-cache`` on everything, with ``ETag`` and ``Last-Modified``: the browser
  revalidates and gets ``304`` while a file is unchanged.
- The Content-Security-Policy header on every answer but a page (``*.html`` or a folder's
  ``index.html``, which carry the policy as a ``<meta>``); error pages carry it too.
- A folder is its ``index.html`` (``/js`` redirects to ``/js/``); a folder without one is 404,
  never a listing. A path with ``%00``, a backslash, a ``..`` segment, invalid UTF-8 or a
  hidden part (``.name``) is 404; a file outside the site (a symlink leading out) is 404.
- ``/favicon.ico`` is the site's file when there is one, else a small SVG icon (never 404).

Long request lines and headers are refused by aiohttp's parser with a 400 answer (not a
dropped connection).
"""

from __future__ import annotations

import email.utils
import hashlib
import os
import stat
from collections import OrderedDict
from pathlib import Path
from urllib.parse import unquote

from aiohttp import web

TYPES: dict[str, str] = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".txt": "text/plain",
    ".ftl": "text/plain",
    ".gz": "application/gzip",
}
"""Content type by suffix; anything else is ``application/octet-stream``."""

FAVICON_SVG = (
    b"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>"
    b"<rect x='9' y='2' width='14' height='28' rx='3' fill='#fbf6e8' stroke='#333'/>"
    b"<path d='M11 16h10' stroke='#999'/><circle cx='16' cy='9' r='2'/>"
    b"<circle cx='13' cy='20' r='1.6'/><circle cx='19' cy='26' r='1.6'/></svg>"
)
"""The icon sent for ``/favicon.ico`` when the site has none (a domino tile, as the pages')."""

CACHE_BYTES = 64 << 20
"""At most this many bytes of file contents are kept in memory (least recently used first)."""


def content_type(name: str) -> str:
    """The Content-Type for a file name (text types with ``charset=utf-8``)."""
    kind = TYPES.get(os.path.splitext(name)[1].lower(), "application/octet-stream")
    if kind.startswith("text/") or kind in ("application/json", "image/svg+xml"):
        return f"{kind}; charset=utf-8"
    return kind


def accepts_gzip(header: str | None) -> bool:
    """Whether an ``Accept-Encoding`` value accepts gzip (RFC 9110 12.5.3).

    ``gzip`` or ``*`` with no ``q`` or ``q`` > 0 accepts; ``q=0``, a malformed q-value
    (``q=abc``, ``q=2``) or no mention does not. Never raises.
    """
    for part in (header or "").split(","):
        coding, *params = (p.strip() for p in part.split(";"))
        if coding.lower() not in ("gzip", "x-gzip", "*"):
            continue
        q = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value.strip())
                except ValueError:
                    return False
                if not 0.0 <= q <= 1.0 or value.strip().lower() in ("nan", "inf"):
                    return False
        return q > 0
    return False


def is_page(path: str) -> bool:
    """A URL path that answers with a page (which carries the CSP as a ``<meta>``)."""
    return path.endswith((".html", "/"))


class FileCache:
    """File contents by (path, mtime, size), least recently used dropped beyond ``limit``."""

    def __init__(self, limit: int = CACHE_BYTES) -> None:
        self.limit = limit
        self._data: OrderedDict[tuple[str, int, int], bytes] = OrderedDict()
        self._size = 0

    def read(self, path: str, st: os.stat_result) -> bytes:
        """The bytes of ``path`` (as of ``st``). Raises OSError."""
        key = (path, st.st_mtime_ns, st.st_size)
        data = self._data.get(key)
        if data is not None:
            self._data.move_to_end(key)
            return data
        with open(path, "rb") as f:
            data = f.read()
        if len(data) <= self.limit // 4:
            self._data[key] = data
            self._size += len(data)
            while self._size > self.limit:
                _, old = self._data.popitem(last=False)
                self._size -= len(old)
        return data


class Site:
    """The files of one site folder, answered by :meth:`handle` (GET and HEAD)."""

    def __init__(self, root: Path, csp: str) -> None:
        self.root = Path(root).resolve()
        self.csp = csp
        self.cache = FileCache()

    def headers(self, url_path: str) -> dict[str, str]:
        """The headers every answer for ``url_path`` carries."""
        out = {"Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff"}
        if not is_page(url_path):
            out["Content-Security-Policy"] = self.csp
        return out

    def not_found(self, url_path: str = "") -> web.Response:
        """The 404 answer: plain text, with the policy header."""
        headers = self.headers(url_path)
        headers["Content-Security-Policy"] = self.csp
        return web.Response(
            status=404, text="404: not found\n", content_type="text/plain", headers=headers
        )

    def locate(self, raw_path: str) -> tuple[str, str | None]:
        """``(url path, file path or None)`` for a raw (percent-encoded) URL path.

        The file path is None for anything that is not a file of the site; a folder path
        without its trailing ``/`` comes back as the folder itself (the caller redirects).
        """
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
        return path, full

    async def handle(self, request: web.Request) -> web.StreamResponse:
        """GET/HEAD of a file of the site (see the module docstring)."""
        url_path, full = self.locate(request.rel_url.raw_path)
        if full is None:
            return self.not_found(url_path)
        try:
            st = os.stat(full)
        except (OSError, ValueError):
            st = None
        if st is not None and stat.S_ISDIR(st.st_mode):
            if not url_path.endswith("/"):
                location = request.rel_url.raw_path + "/"
                if request.rel_url.raw_query_string:
                    location += "?" + request.rel_url.raw_query_string
                headers = self.headers(url_path)
                headers["Content-Security-Policy"] = self.csp
                return web.Response(status=301, headers={**headers, "Location": location})
            full = os.path.join(full, "index.html")
            try:
                st = os.stat(full)
            except OSError:
                st = None
        if st is None or not stat.S_ISREG(st.st_mode):
            if url_path == "/favicon.ico":
                return self.favicon()
            return self.not_found(url_path)
        return self.file(request, url_path, full, st)

    def favicon(self) -> web.Response:
        """The built-in icon (the site has no favicon.ico of its own)."""
        headers = self.headers("/favicon.ico")
        headers["Content-Type"] = "image/svg+xml"
        return web.Response(body=FAVICON_SVG, headers=headers)

    def file(
        self, request: web.Request, url_path: str, full: str, st: os.stat_result
    ) -> web.Response:
        """One file, or its gzip copy, with validators; 304 when the client's copy is fresh."""
        headers = self.headers(url_path)
        headers["Content-Type"] = content_type(full)
        send, sst = full, st
        gz = full + ".gz"
        try:
            gst = os.stat(gz)
            has_gz = stat.S_ISREG(gst.st_mode)
        except OSError:
            has_gz = False
        if has_gz:
            headers["Vary"] = "Accept-Encoding"
            if accepts_gzip(request.headers.get("Accept-Encoding")):
                send, sst = gz, gst
                headers["Content-Encoding"] = "gzip"
        tag = hashlib.sha256(f"{send}:{sst.st_mtime_ns}:{sst.st_size}".encode()).hexdigest()
        etag = f'"{tag[:24]}"'
        headers["ETag"] = etag
        headers["Last-Modified"] = email.utils.formatdate(int(sst.st_mtime), usegmt=True)
        if self.fresh(request, etag, int(sst.st_mtime)):
            return web.Response(status=304, headers=headers)
        try:
            body = self.cache.read(send, sst)
        except OSError:
            return self.not_found(url_path)
        return web.Response(body=body, headers=headers)

    @staticmethod
    def fresh(request: web.Request, etag: str, mtime: int) -> bool:
        """Whether the client's cached copy is current (If-None-Match, else If-Modified-Since)."""
        inm = request.headers.get("If-None-Match")
        if inm is not None:
            tags = {t.strip().removeprefix("W/") for t in inm.split(",")}
            return etag in tags or "*" in tags
        since = request.headers.get("If-Modified-Since")
        if since:
            try:
                when = email.utils.parsedate_to_datetime(since).timestamp()
            except (TypeError, ValueError, IndexError, OverflowError):
                return False
            return mtime <= when
        return False
