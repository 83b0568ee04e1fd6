"""End-to-end fixtures: the built site, served on loopback, in Debian's Chromium via Playwright.

- ``site_url``: the site is built once per session (build.py's ``build``) into a temporary
  folder and served by build.py's ``SiteServer`` from a background thread on a free port of
  127.0.0.1. Its value is the base URL, ending in ``/``.
- ``browser``: /usr/bin/chromium (Playwright cannot download its own browsers here), headless,
  with the flags Chromium needs as root on a closed network; any host name other than
  127.0.0.1 fails to resolve.
- ``page``: a fresh context (base URL set: ``page.goto("/")`` works) and page, of an
  English-speaking browser; of a German-speaking one (de-DE: the page speaks German) in a
  test or module marked ``@pytest.mark.german``. Every request
  of the page and its workers is recorded in ``page_log``; after the test, a request to any
  origin other than the served one fails the test, and so does a console error (the page's
  or its workers') or an uncaught page error, unless the test is marked
  ``@pytest.mark.console_errors_ok``; so does text the page left drawn with any font but the
  one it ships (e2e/fonts.py: checked through the DevTools protocol once the page's fonts are
  loaded), unless the test is marked ``@pytest.mark.any_font``.
- ``page_log``: ``.requests`` (URLs), ``.responses`` (Playwright Response objects),
  ``.foreign`` (requests off the served origin), ``.console_errors``.
- ``wait_python_ready``: a function ``(page, timeout_ms=60000) -> {build, version}``; it also
  waits for ``document.fonts.ready`` (layouts are measured with the font the page ships).
- ``ready_page``: ``page`` at ``/`` with Python ready in the worker
  (``window.gamutPython.ready`` resolved, see web/js/core/python.js).
- ``no_sw_page``: a page with the service worker blocked, so every request passes routes (a
  test can hold back Python's snapshot); a console error fails the test.

These fixtures replace pytest-playwright's fixtures of the same names (plain
playwright.sync_api is used).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, Page, sync_playwright
from playwright.sync_api import Error as PlaywrightError

from fonts import font_problems
from pages import games
from pages.site import PageLog, gamut_build, open_context

ROOT = Path(__file__).resolve().parents[1]
PYTHON_READY_TIMEOUT_MS = 60_000


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "console_errors_ok: console errors in the page do not fail the test"
    )
    config.addinivalue_line(
        "markers", "any_font: text drawn with a font the site does not ship does not fail it"
    )
    config.addinivalue_line(
        "markers", "german: the page fixtures open a German-speaking browser (locale de-DE)"
    )


def _locale(request: pytest.FixtureRequest) -> dict:
    return {"locale": "de-DE"} if request.node.get_closest_marker("german") else {}


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


@pytest.fixture
def page_log(site_url: str) -> PageLog:
    parts = urlsplit(site_url)
    return PageLog(origin=f"{parts.scheme}://{parts.netloc}")


@pytest.fixture
def page(
    browser: Browser, site_url: str, page_log: PageLog, request: pytest.FixtureRequest
) -> Iterator[Page]:
    context, page = open_context(browser, site_url, page_log, **_locale(request))
    yield page
    problems = []
    if request.node.get_closest_marker("any_font") is None and not page.is_closed():
        if page.url.startswith(site_url):
            try:
                fonts = font_problems(page)
            except PlaywrightError as exc:  # the page went away under the check
                fonts = [] if page.is_closed() or "closed" in str(exc) else [str(exc)]
            if fonts:
                problems.append(f"text not drawn with the shipped font: {fonts}")
    context.close()
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
            window.gamutPython.ready.then((ready) => document.fonts.ready.then(() => ready)),
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


# --- sites of a test's own (offline and update tests stop or rebuild them) ---------------------


@dataclass
class OwnSite:
    """A site built into a folder of its own and served on a free port; ``rebuild`` builds
    again into the same folder (the served folder is swapped as a whole), from another web/
    folder if given; ``stop`` takes the server down (the network is gone)."""

    dir: Path
    server: object
    manifest: dict

    @property
    def url(self) -> str:
        return self.server.url

    def rebuild(self, web: Path | None = None) -> dict:
        self.manifest = gamut_build.build(self.dir, web=web)
        return self.manifest

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None


@pytest.fixture
def no_sw_page(
    browser: Browser, site_url: str, page_log: PageLog, request: pytest.FixtureRequest
) -> Iterator[Page]:
    """A page like ``page`` whose requests all pass routes: no service worker
    (a request it answers would pass no route), so a test can hold back Python's snapshot.
    Fails the test on a console error."""
    context, page = open_context(
        browser, site_url, page_log, service_workers="block", **_locale(request)
    )
    yield page
    context.close()
    assert page_log.console_errors == []


@pytest.fixture
def own_site(tmp_path: Path) -> Iterator[Callable[[], OwnSite]]:
    """A function () -> OwnSite: a freshly built site on a server of its own."""
    sites: list[OwnSite] = []

    def make() -> OwnSite:
        out = tmp_path / f"site{len(sites)}"
        manifest = gamut_build.build(out)
        server = gamut_build.SiteServer(out, "127.0.0.1", 0, quiet=True)
        server.start()
        sites.append(OwnSite(out, server, manifest))
        return sites[-1]

    yield make
    for site in sites:
        site.stop()


@pytest.fixture
def open_page(
    browser: Browser, request: pytest.FixtureRequest
) -> Iterator[Callable[[str], tuple[Page, PageLog]]]:
    """A function (base_url) -> (page, page_log): like ``page`` for a site of the test's own
    (a fresh context of a German-speaking browser, the same checks after the test: no request
    off that origin, no console error unless marked ``console_errors_ok``)."""
    opened: list[tuple[object, PageLog]] = []

    def make(base_url: str) -> tuple[Page, PageLog]:
        parts = urlsplit(base_url)
        log = PageLog(origin=f"{parts.scheme}://{parts.netloc}")
        context, page = open_context(browser, base_url, log, locale="de-DE")
        opened.append((context, log))
        return page, log

    yield make
    problems = []
    for context, log in opened:
        context.close()
        if log.foreign:
            problems.append(f"requests left {log.origin}: {log.foreign}")
        if log.console_errors and request.node.get_closest_marker("console_errors_ok") is None:
            problems.append(f"console errors: {log.console_errors}")
    if problems:
        pytest.fail("; ".join(problems), pytrace=False)


# --- playing the Dominoes table -----------------------------------------------------------------


def _dominoes_move(page: Page, timeout_ms: int = 60_000) -> int:
    """Wait until the Dominoes table (index.html) is the player's, make one move through its
    controls (pages/games.py ``click_move``: the main button, else the first playable tile and
    the first place offered) and wait for the answer; returns the number of moves in the
    record after it."""
    phase = games.wait_steady(page, "dominoes", timeout_ms)
    assert phase == "human", f"the table is not the player's: phase {phase}"
    games.click_move(page, "dominoes", timeout_ms)
    return games.moves(page)


@pytest.fixture
def dominoes_move() -> Callable[..., int]:
    """A function (page) -> moves in the record: one move of the player on index.html."""
    return _dominoes_move
