"""What the e2e tests share besides fixtures: build.py as a module, and what a page did.

- ``gamut_build``: the repository's build.py, imported by name (pyproject.toml puts the
  repository's root on pytest's ``pythonpath``), for its ``build``, ``SiteServer``, ``CSP``,
  ``sri`` and file lists.
- ``PageLog``: every request, response and console error of one page (the ``page_log`` fixture
  of e2e/conftest.py fills it).

Test modules import these from here, never from conftest (``tests/`` has a conftest too: which
of the two ``conftest`` modules an import would reach depends on the order pytest loads them).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlsplit

import build as gamut_build  # build.py at the repository's root, not PyPI's `build`
from playwright.sync_api import ConsoleMessage, Response

if not hasattr(gamut_build, "SiteServer"):  # PyPI's `build` came first on sys.path
    raise ImportError(f"build.py expected, got {gamut_build.__file__}: run pytest from the root")

__all__ = ["PageLog", "gamut_build"]


@dataclass
class PageLog:
    origin: str
    requests: list[str] = field(default_factory=list)
    responses: list[Response] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)

    @property
    def foreign(self) -> list[str]:
        """Requests that left the served origin (data: and blob: URLs stay in the page)."""
        out = []
        for url in self.requests:
            parts = urlsplit(url)
            if parts.scheme in ("data", "blob"):
                continue
            if f"{parts.scheme}://{parts.netloc}" != self.origin:
                out.append(url)
        return out

    def on_console(self, msg: ConsoleMessage) -> None:
        if msg.type != "error":
            return
        where = msg.location.get("url", "")
        if urlsplit(where).path == "/favicon.ico":
            return  # the browser's own favicon probe, not the page's doing
        self.console_errors.append(f"{msg.text} ({where})" if where else msg.text)

    def response(self, suffix: str) -> Response:
        """The last response whose URL path ends with `suffix`."""
        for resp in reversed(self.responses):
            if urlsplit(resp.url).path.endswith(suffix):
                return resp
        raise AssertionError(f"no response for *{suffix} among {len(self.responses)}")
