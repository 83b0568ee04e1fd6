"""End-to-end fixtures: the built site, served on loopback, in Debian's Chromium via Playwright.

- ``site_url``: the site is built once per session (build.py's ``build``) into a temporary
  folder and served by build.py's ``SiteServer`` from a background thread on a free port of
  127.0.0.1. Its value is the base URL, ending in ``/``.
- ``browser``: /usr/bin/chromium (Playwright cannot download its own browsers here), headless,
  with the flags Chromium needs as root on a closed network; any host name other than
  127.0.0.1 fails to resolve.
- ``page``: a fresh context (base URL set: ``page.goto("/")`` works) and page. Every request
  of the page and its workers is recorded in ``page_log``; after the test, a request to any
  origin other than the served one fails the test, and so does a console error or an uncaught
  page error, unless the test is marked ``@pytest.mark.console_errors_ok``.
- ``page_log``: ``.requests`` (URLs), ``.responses`` (Playwright Response objects),
  ``.foreign`` (requests off the served origin), ``.console_errors``.
- ``wait_python_ready``: a function ``(page, timeout_ms=60000) -> {build, version}``.
- ``ready_page``: ``page`` at ``/`` with Python ready in the worker
  (``window.gamutPython.ready`` resolved, see web/js/python.js).

These fixtures replace pytest-playwright's fixtures of the same names (plain
playwright.sync_api is used).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Page, Response, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
PYTHON_READY_TIMEOUT_MS = 60_000


def load_build_module() -> ModuleType:
    """build.py as a module (named gamut_build: `build` is the PyPI package's name)."""
    spec = importlib.util.spec_from_file_location("gamut_build", ROOT / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


gamut_build = load_build_module()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "console_errors_ok: console errors in the page do not fail the test"
    )


@pytest.fixture(scope="session")
def site_dir() -> Iterator[Path]:
    """The built site, in a temporary folder of its own (concurrent runs do not collide)."""
    tmp = Path(tempfile.mkdtemp(prefix="gamut-e2e-"))
    out = tmp / "site"
    gamut_build.build(out)
    yield out
    shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    server = gamut_build.SiteServer(site_dir, "127.0.0.1", 0, quiet=True)
    server.start()
    yield server.url
    server.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    executable = os.environ.get("GAMUT_CHROMIUM", gamut_build.CHROMIUM)
    if not Path(executable).exists():
        pytest.fail(f"{executable} is missing: apt-get install -y chromium")
    args = [*gamut_build.CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=executable, headless=True, args=args)
        yield browser
        browser.close()


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


@pytest.fixture
def page_log(site_url: str) -> PageLog:
    parts = urlsplit(site_url)
    return PageLog(origin=f"{parts.scheme}://{parts.netloc}")


@pytest.fixture
def page(
    browser: Browser, site_url: str, page_log: PageLog, request: pytest.FixtureRequest
) -> Iterator[Page]:
    context = browser.new_context(base_url=site_url, viewport={"width": 1280, "height": 800})
    # context-level events include the requests of dedicated workers (Pyodide's downloads).
    context.on("request", lambda req: page_log.requests.append(req.url))
    context.on("response", lambda resp: page_log.responses.append(resp))
    page = context.new_page()
    page.on("console", page_log.on_console)
    page.on("pageerror", lambda exc: page_log.console_errors.append(f"uncaught: {exc}"))
    yield page
    context.close()
    problems = []
    if page_log.foreign:
        problems.append(f"requests left {page_log.origin}: {page_log.foreign}")
    if page_log.console_errors and request.node.get_closest_marker("console_errors_ok") is None:
        problems.append(f"console errors: {page_log.console_errors}")
    if problems:
        pytest.fail("; ".join(problems), pytrace=False)


def _wait_python_ready(page: Page, timeout_ms: int = PYTHON_READY_TIMEOUT_MS) -> dict:
    """Wait until window.gamutPython.ready resolves; returns its value ({build, version})."""
    page.wait_for_function("() => window.gamutPython !== undefined", timeout=timeout_ms)
    return page.evaluate(
        """(ms) => Promise.race([
            window.gamutPython.ready,
            new Promise((_, reject) => setTimeout(
                () => reject(new Error(`Python not ready after ${ms} ms`)), ms)),
        ])""",
        timeout_ms,
    )


@pytest.fixture
def wait_python_ready() -> Callable[..., dict]:
    """A function: wait_python_ready(page, timeout_ms=60000) -> {build, version}."""
    return _wait_python_ready


@pytest.fixture
def ready_page(page: Page) -> Page:
    page.goto("/")
    _wait_python_ready(page)
    return page
