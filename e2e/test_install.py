"""Installing the page (issue 28, "Install"): web/manifest.webmanifest names the app, its icons
(tools/make_icons.py) and a start address that opens the last game; Chromium's own
installability check finds nothing missing; installed and offline, the start address opens.

Chromium answers ``Page.getInstallabilityErrors`` with ``in-incognito`` for every context
Playwright's ``browser.new_context()`` makes (they are off the record, like an incognito
window, where no app can be installed). The check therefore runs in a persistent context (a
profile in a folder of its own, as an installed app has), still headless; there it reports
nothing. The offline test needs no profile: the service worker is the same in either.
"""

from __future__ import annotations

import json
import os
import re
import struct
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from pages.site import PageLog, gamut_build

ROOT = Path(__file__).resolve().parents[1]
Wait = Callable[..., dict]
OwnSite = Any  # conftest's OwnSite
OpenPage = Callable[[str], tuple[Page, Any]]

MANIFEST = "manifest.webmanifest"
START = "./?launch=app"
THEME_COLORS = {"light": "#f3efe4", "dark": "#13241b"}  # js/shell/choose-game.js: BAR

SW_READY = """async () => {
  const reg = await window.gamutOffline.registration;
  if (!reg) return false;
  await navigator.serviceWorker.ready;
  return true;
}"""
LAST_GAME = "() => JSON.parse(localStorage.getItem('gamut.v1'))?.settings?.page?.game ?? null"
# the size an image decodes to, and its type, as the browser fetches it
IMAGE = """async (url) => {
  const r = await fetch(url);
  const bitmap = await createImageBitmap(await r.blob());
  return {status: r.status, type: r.headers.get('content-type'),
          width: bitmap.width, height: bitmap.height};
}"""


def png_size(path: Path) -> tuple[int, int]:
    """A PNG file's width and height, from its IHDR chunk."""
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", path
    return struct.unpack(">II", data[16:24])


def sw_files(site_dir: Path) -> dict[str, str]:
    found = re.search(r"const MANIFEST = (\{.*?\});\n", (site_dir / "sw.js").read_text(), re.S)
    assert found, "sw.js has no manifest"
    return json.loads(found.group(1))["files"]


def test_the_built_site_has_the_manifest_its_icons_and_caches_them(site_dir: Path) -> None:
    manifest = json.loads((site_dir / MANIFEST).read_text(encoding="utf-8"))
    assert manifest["name"] == manifest["short_name"] == "Gamut"
    assert manifest["display"] == "standalone"
    assert (manifest["id"], manifest["scope"], manifest["start_url"]) == ("./", "./", START)
    assert manifest["theme_color"] == THEME_COLORS["dark"]  # the page's default theme
    assert manifest["background_color"] == "#0f1c15"  # css/main.css: --bg of the dark theme
    icons = {(i["sizes"], i["purpose"]): i for i in manifest["icons"]}
    assert set(icons) == {(f"{n}x{n}", p) for n in (192, 512) for p in ("any", "maskable")}
    for (sizes, _purpose), icon in icons.items():
        path = site_dir / icon["src"]
        assert icon["type"] == "image/png"
        assert "x".join(map(str, png_size(path))) == sizes, icon["src"]
        assert path.stat().st_size < 32_000, icon["src"]  # small: every visit caches them
    # every page links it and has a theme-color for each system scheme
    for name in ("index.html", *gamut_build.PAGE_ALIASES):
        html = (site_dir / name).read_text(encoding="utf-8")
        assert f'<link rel="manifest" href="{MANIFEST}">' in html, name
        for scheme, color in THEME_COLORS.items():
            meta = (
                f'<meta name="theme-color" media="(prefers-color-scheme: {scheme})" '
                f'content="{color}">'
            )
            assert meta in html, (name, scheme)
    # the service worker caches them with the site, each with its hash
    files = sw_files(site_dir)
    for path in (MANIFEST, *(i["src"] for i in manifest["icons"])):
        assert files.get(path) == gamut_build.sri(site_dir / path), path
    # the policy lets the manifest load: manifest-src falls back to default-src 'self'
    assert "default-src 'self'" in gamut_build.CSP and "manifest-src" not in gamut_build.CSP


@pytest.fixture
def profile_page(
    browser: Browser, site_url: str, request: pytest.FixtureRequest
) -> Iterator[tuple[Page, PageLog]]:
    """A page in a persistent context (a browser profile in a temporary folder: not off the
    record, so Chromium can install an app from it), headless, with the checks of conftest's
    ``page``: no request off the served origin, no console error."""
    parts = urlsplit(site_url)
    log = PageLog(origin=f"{parts.scheme}://{parts.netloc}")
    args = [*gamut_build.CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
    with tempfile.TemporaryDirectory(prefix="gamut-profile-") as profile:
        context: BrowserContext = browser.browser_type.launch_persistent_context(
            profile,
            executable_path=os.environ.get("GAMUT_CHROMIUM", gamut_build.CHROMIUM),
            headless=True,
            args=args,
            base_url=site_url,
            viewport={"width": 1280, "height": 800},
        )
        context.on("request", lambda req: log.requests.append(req.url))
        context.on("response", lambda resp: log.responses.append(resp))
        page = context.pages[0] if context.pages else context.new_page()
        page.on("console", log.on_console)
        page.on("pageerror", lambda exc: log.console_errors.append(f"uncaught: {exc}"))
        try:
            yield page, log
        finally:
            context.close()
    assert log.foreign == [], f"requests left {log.origin}"
    assert log.console_errors == []


def test_chromium_finds_the_page_installable(
    profile_page: tuple[Page, PageLog], site_url: str, wait_python_ready: Wait
) -> None:
    page, _log = profile_page
    page.goto("/")
    wait_python_ready(page)
    assert page.evaluate(SW_READY)
    cdp = page.context.new_cdp_session(page)
    assert cdp.send("Page.getInstallabilityErrors") == {"installabilityErrors": []}

    found = cdp.send("Page.getAppManifest")
    assert found["url"] == urljoin(site_url, MANIFEST)
    assert found["errors"] == []
    parsed = found["manifest"]  # the manifest as Chromium read it: every URL resolved
    assert parsed["name"] == "Gamut"
    assert parsed["display"] == "kStandalone"
    assert parsed["startUrl"] == urljoin(site_url, START)
    assert parsed["scope"] == site_url
    assert parsed["id"] == site_url
    assert parsed["themeColor"] == "rgba(19,36,27,1)"  # #13241b
    assert parsed["backgroundColor"] == "rgba(15,28,21,1)"  # #0f1c15
    assert cdp.send("Page.getAppId")["appId"] == site_url

    # each icon loads from this origin, a PNG of the size it declares
    declared = json.loads(found["data"])["icons"]
    assert [i["url"] for i in parsed["icons"]] == [urljoin(site_url, i["src"]) for i in declared]
    assert {i["purpose"] for i in declared} == {"any", "maskable"}
    for icon in declared:
        width, height = map(int, icon["sizes"].split("x"))
        got = page.evaluate(IMAGE, urljoin(site_url, icon["src"]))
        assert got == {"status": 200, "type": "image/png", "width": width, "height": height}
    kind = page.evaluate(f"() => fetch('{MANIFEST}').then((r) => r.headers.get('content-type'))")
    assert kind == "application/manifest+json; charset=utf-8"


def test_the_start_address_opens_the_last_game(
    profile_page: tuple[Page, PageLog], wait_python_ready: Wait
) -> None:
    """No game kept yet: Dominoes (the folder's page); then the last game shown, at its own
    address, the rest of the query kept."""
    page, _log = profile_page
    page.goto(START)
    wait_python_ready(page)
    assert page.evaluate("() => [location.pathname, location.search]") == ["/", ""]
    assert page.evaluate("() => document.documentElement.dataset.game") == "dominoes"
    assert page.evaluate(LAST_GAME) is None  # Dominoes, the default: nothing written

    page.locator(".games-nav a[href='wuhsing.html']").click()
    page.wait_for_function(f"() => ({LAST_GAME})() === 'wuhsing'")
    page.goto(f"{START}&lang=en")
    wait_python_ready(page)
    assert page.evaluate("() => [location.pathname, location.search]") == [
        "/wuhsing.html",
        "?lang=en",
    ]
    assert page.evaluate("() => [document.documentElement.dataset.game, gamutShell.game]") == [
        "wuhsing",
        "wuhsing",
    ]
    assert page.evaluate("() => document.documentElement.lang") == "en"
    # back to Dominoes: kept as well
    page.locator(".games-nav a[href='index.html']").click()
    page.wait_for_function(f"() => ({LAST_GAME})() === 'dominoes'")
    page.goto(START)
    wait_python_ready(page)
    assert page.evaluate("() => [location.pathname, document.documentElement.dataset.game]") == [
        "/",
        "dominoes",
    ]


def test_installed_and_offline_the_start_address_opens_the_last_game(
    own_site: Callable[[], OwnSite], open_page: OpenPage, wait_python_ready: Wait
) -> None:
    """The service worker controls the page, the server is gone and the browser offline (as
    e2e/test_offline.py does it): the start address opens the last game, playable, and the
    manifest and its icons come from the cache."""
    site = own_site()
    page, log = open_page(site.url)
    page.goto("/")
    wait_python_ready(page)
    assert page.evaluate(SW_READY)
    page.locator(".games-nav a[href='hus.html']").click()
    page.wait_for_function(f"() => ({LAST_GAME})() === 'hus'")

    site.stop()
    page.context.set_offline(True)
    offline_from = len(log.responses)
    page.goto(START)
    info = wait_python_ready(page)
    assert info["build"] == site.manifest["build"]
    assert page.evaluate("() => !!navigator.serviceWorker.controller")
    assert page.evaluate("() => [location.pathname, location.search]") == ["/hus.html", ""]
    assert page.evaluate("() => gamutShell.game") == "hus"
    page.wait_for_function(
        "() => ['human', 'game-over', 'match-over', 'error']"
        ".includes(document.getElementById('app')?.dataset.phase)",
        timeout=60_000,
    )
    assert page.eval_on_selector("#app", "e => e.dataset.phase") == "human"  # the table is live
    start = [r for r in log.responses[offline_from:] if r.url.endswith("?launch=app")]
    assert start and all(r.from_service_worker for r in start), [r.url for r in start]

    manifest = json.loads((site.dir / MANIFEST).read_text(encoding="utf-8"))
    for icon in manifest["icons"]:
        width, height = map(int, icon["sizes"].split("x"))
        got = page.evaluate(IMAGE, icon["src"])
        assert (got["status"], got["width"], got["height"]) == (200, width, height), icon["src"]
    assert page.evaluate(f"() => fetch('{MANIFEST}').then((r) => r.json())") == manifest
