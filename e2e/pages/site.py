"""What the e2e tests share besides fixtures: build.py as a module, and what a page did.

- ``gamut_build``: the repository's build.py, imported by name (pyproject.toml puts the
  repository's root on pytest's ``pythonpath``), for its ``build``, ``SiteServer``, ``CSP``,
  ``sri`` and file lists.
- ``open_context``: a fresh browser context and its page, their requests and errors recorded
  in a ``PageLog`` (the ``page`` fixtures of conftest and tests with a locale of their own).
- ``PageLog``: every request, response and console error of one page (the ``page_log`` fixture
  of e2e/conftest.py fills it).

Test modules import these from here, never from conftest (``tests/`` has a conftest too: which
of the two ``conftest`` modules an import would reach depends on the order pytest loads them).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlsplit

import build as gamut_build  # build.py at the repository's root, not PyPI's `build`
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Response

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


# A document of the site that starts no game (the build's manifest): tests write localStorage
# there before a game page runs, so no page boots Python only to be left, and no game saves its
# own match over what the test wrote (as e2e/test_saves.py and test_theme.py did already).
NO_GAME = "/build.json"


def open_context(
    browser: Browser, base_url: str | None, log: PageLog | None = None, **options: object
) -> tuple[BrowserContext, Page]:
    """A fresh context of `browser` at 1280x800 (``options`` go to ``new_context``: locale,
    viewport, service_workers, ...) and its page; with `log`, every request and response of
    the page and its workers, its console errors and uncaught errors are recorded there."""
    options = {"viewport": {"width": 1280, "height": 800}, **options}
    context = browser.new_context(base_url=base_url, **options)
    page = context.new_page()
    if log is not None:
        # context-level events include the requests of dedicated workers (Pyodide's downloads).
        context.on("request", lambda req: log.requests.append(req.url))
        context.on("response", lambda resp: log.responses.append(resp))
        page.on("console", log.on_console)  # the workers' console messages come here too
        page.on("pageerror", lambda exc: log.console_errors.append(f"uncaught: {exc}"))
    return context, page
