"""Offline play: the service worker caches the whole built site on the first visit, a reload
with the network gone reaches a playable table, a new build is offered and taken as a whole,
and a page opened from the file system says how to serve it.

Each test serves a site of its own (``own_site``): the server is stopped (the network is gone)
or the folder rebuilt under it.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from pages.site import gamut_build

ROOT = Path(__file__).resolve().parents[1]
SHOTS = Path("/tmp/issue7")
Wait = Callable[[Page], dict]
OwnSite = Any  # conftest's OwnSite
OpenPage = Callable[[str], tuple[Page, Any]]

SW_READY = """async () => {
  const reg = await window.gamutOffline.registration;
  if (!reg) return null;
  await navigator.serviceWorker.ready;
  // `ready` resolves once a worker is active, which may still be "activating": the cache
  // clean-up in its activate handler runs until the state turns "activated".
  const worker = reg.active;
  if (worker.state === "activating") {
    await new Promise((done) => {
      const check = () => { if (worker.state !== "activating") done(); };
      worker.addEventListener("statechange", check);
      check();
    });
  }
  return {caches: await caches.keys(), active: worker.state};
}"""

CACHED = """async (name) => {
  const cache = await caches.open(name);
  return (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1)).sort();
}"""


def sw_manifest(site_dir: Path) -> dict:
    text = (site_dir / "sw.js").read_text()
    found = re.search(r"const MANIFEST = (\{.*?\});\n", text, re.S)
    assert found, "sw.js has no manifest"
    return json.loads(found.group(1))


def test_build_writes_the_manifest_into_the_service_worker(site_dir: Path) -> None:
    manifest = sw_manifest(site_dir)
    build = json.loads((site_dir / "build.json").read_text())["build"]
    assert manifest["build"] == build
    web = ROOT / "web"
    files = {p.relative_to(web).as_posix() for p in web.rglob("*") if p.is_file()}
    files -= {"sw.js"}
    files |= {"build.json", *(f"pyodide/{name}" for name in gamut_build.PYODIDE_FILES)}
    files |= {f"fonts/{name}" for name in gamut_build.FONT_FILES}  # the web font works offline
    # what only a start-up without the snapshot needs is left to the network (issue 26)
    files -= {"pyodide/python_stdlib.zip"}
    assert files <= set(manifest["files"]), files - set(manifest["files"])
    assert "pyodide/python_stdlib.zip" not in manifest["files"]
    assert [f for f in manifest["files"] if f.startswith("wheels/")] == []
    assert "online/health" not in manifest["files"]  # asked of the network every time
    # the Python snapshot the worker restores, and its standard library, are cached with the
    # site (offline start-up)
    build = json.loads((site_dir / "build.json").read_text())
    assert [f for f in manifest["files"] if f.endswith(".snapshot")] == [build["snapshot"]]
    assert [f for f in manifest["files"] if f.endswith(".zip")] == [build["snapshot_stdlib"]]
    for path, integrity in manifest["files"].items():
        assert integrity == gamut_build.sri(site_dir / path), path


def test_first_visit_caches_the_site_and_a_reload_offline_plays(
    own_site: Callable[[], OwnSite],
    open_page: OpenPage,
    wait_python_ready: Wait,
    dominoes_move: Callable[[Page], int],
) -> None:
    site = own_site()
    page, log = open_page(site.url)
    page.goto("/")
    wait_python_ready(page)
    state = page.evaluate(SW_READY)
    build = site.manifest["build"]
    assert state == {"caches": [f"gamut-{build}"], "active": "activated"}
    cached = page.evaluate(CACHED, f"gamut-{build}")
    assert cached == sorted(sw_manifest(site.dir)["files"])

    # The network goes away: the server is stopped and the browser is told it is offline.
    site.stop()
    page.context.set_offline(True)
    offline_from = len(log.responses)
    page.reload()
    info = wait_python_ready(page)
    assert info["build"] == build
    assert page.evaluate("() => !!navigator.serviceWorker.controller")
    moves = dominoes_move(page)
    assert moves >= 1
    # the worker's own fetches (build.json, Pyodide, the Python snapshot) came from the cache too
    worker_files = ("build.json", "pyodide.asm.wasm", ".zip", ".snapshot")
    served = [r for r in log.responses[offline_from:] if r.url.endswith(worker_files)]
    assert sorted(r.url.rsplit("/", 1)[1].rsplit(".", 1)[1] for r in served) == [
        "json",
        "snapshot",
        "wasm",
        "zip",
    ], [r.url for r in served]
    assert all(r.from_service_worker for r in served), [r.url for r in served]
    assert page.evaluate("() => window.gamutPython.timings.snapshot") == "loaded"

    # the other games' pages are there offline too
    for name in ("wuhsing.html", "hus.html"):
        if (site.dir / name).exists():
            page.goto(f"/{name}")
            assert wait_python_ready(page)["build"] == build
    # a query string or a folder URL is answered from the cache as well
    page.goto("/?lang=de")
    assert wait_python_ready(page)["build"] == build


def test_a_new_build_is_offered_and_taken_whole(
    own_site: Callable[[], OwnSite],
    open_page: OpenPage,
    wait_python_ready: Wait,
    tmp_path: Path,
) -> None:
    site = own_site()
    old = site.manifest["build"]
    page, _log = open_page(site.url)
    page.goto("/")
    wait_python_ready(page)
    page.evaluate(SW_READY)
    page.reload()  # now controlled by the worker of the first build
    assert wait_python_ready(page)["build"] == old
    assert page.evaluate("() => !!navigator.serviceWorker.controller")
    expect(page.get_by_test_id("update-bar")).to_have_count(0)

    # The next build (one file changed) replaces the served folder.
    web = tmp_path / "web"
    shutil.copytree(ROOT / "web", web)
    css = web / "css" / "main.css"
    css.write_text(css.read_text() + "\n/* the next build */\n")
    new = site.rebuild(web)["build"]
    assert new != old

    # The next visit is still served whole from the old build, and offers the new one.
    page.reload()
    assert wait_python_ready(page)["build"] == old
    bar = page.get_by_test_id("update-bar")
    expect(bar).to_be_visible(timeout=60_000)
    expect(bar).to_contain_text("Neue Version verfügbar")
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "update-bar.png"))

    with page.expect_navigation(timeout=60_000):
        page.get_by_test_id("update-reload").click()
    assert wait_python_ready(page)["build"] == new
    assert page.evaluate("() => fetch('build.json').then((r) => r.json())")["build"] == new
    main_css = page.evaluate("() => fetch('css/main.css').then((r) => r.text())")
    assert main_css.endswith("/* the next build */\n")
    page.wait_for_function(
        "(name) => caches.keys().then((k) => k.length === 1 && k[0] === name)",
        arg=f"gamut-{new}",
    )
    expect(page.get_by_test_id("update-bar")).to_have_count(0)


FILE_TITLES = {
    "de-DE": "Bitte über einen Webserver öffnen",
    "en-US": "Please open this page through a web server",
    "fr-FR": "Please open this page through a web server",  # a language but German: English
}


@pytest.mark.parametrize(
    ("name", "locale"),
    [("index.html", "de-DE"), ("index.html", "en-US"), ("index.html", "fr-FR"),
     ("wuhsing.html", "en-US"), ("hus.html", "de-DE")],
)  # fmt: skip
def test_opened_from_the_file_system_it_says_how_to_serve(
    site_dir: Path, browser: Browser, name: str, locale: str
) -> None:
    """The warning speaks the browser's language as the pages do (js/file-warning.js)."""
    if not (site_dir / name).exists():
        pytest.skip(f"{name} is not built yet")
    context = browser.new_context(viewport={"width": 1000, "height": 700}, locale=locale)
    page = context.new_page()
    try:
        page.goto((site_dir / name).as_uri())
        warning = page.get_by_test_id("file-warning")
        expect(warning).to_be_visible()
        expect(warning.locator("h2")).to_have_text(FILE_TITLES[locale])
        expect(warning).to_contain_text("python3 build.py serve")
        if name == "index.html" and locale == "de-DE":
            SHOTS.mkdir(exist_ok=True)
            page.screenshot(path=str(SHOTS / "file-page.png"))
    finally:
        context.close()
