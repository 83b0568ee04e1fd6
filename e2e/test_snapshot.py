"""Python restored from the build's snapshot (build.py, tools/make_snapshot.mjs, the worker in
web/js/core/worker.js), and the usual start-up when the snapshot is damaged or missing.

The worker reports how Python started in ``window.gamutPython.timings.snapshot``: "loaded",
"none" (the build has no snapshot) or "failed: REASON" (the usual start-up then ran: micropip
installs the wheel). While Python starts, the table drawn from the save says so
(web/js/core/waiting.js).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from pages import games
from pages.site import gamut_build

PageLog = Any  # e2e/conftest.py's PageLog
Wait = Callable[[Page], dict]

SLOW_START_MS = 240_000  # the usual start-up, on a machine shared with other work
STEADY = (
    "() => ['human', 'computer', 'round-over', 'match-over']"
    ".includes(document.getElementById('app').dataset.phase)"
)
# a table that stays as it is (the computer is not about to move): its record can be compared
AT_REST = (
    "() => ['human', 'round-over', 'match-over']"
    ".includes(document.getElementById('app').dataset.phase)"
)


def how_python_started(page: Page) -> str:
    return page.evaluate("() => window.gamutPython.timings.snapshot")


def worker_downloads(page: Page) -> list[str]:
    """The file names the Python worker fetched (its resource timing: the "_resources" op)."""
    return [r["name"] for r in page.evaluate("() => window.gamutPython.call('_resources')")]


def test_the_build_names_its_snapshot_with_its_integrity(site_dir: Path) -> None:
    manifest = json.loads((site_dir / "build.json").read_text())
    path = manifest["snapshot"]
    assert path.startswith("snapshot/gamut-") and path.endswith(".snapshot")
    snapshot = site_dir / path
    # Pyodide's snapshot header: its magic number first (little-endian 32 bits)
    assert int.from_bytes(snapshot.read_bytes()[:4], "little") == 1886286592
    assert manifest["snapshot_integrity"] == gamut_build.sri(snapshot)
    # its length: the worker hands Pyodide a buffer of that size before the bytes come
    assert manifest["snapshot_bytes"] == snapshot.stat().st_size
    assert (site_dir / f"{path}.gz").stat().st_size < snapshot.stat().st_size / 3


def test_every_visit_restores_python_from_the_snapshot(
    page: Page, page_log: PageLog, wait_python_ready: Wait
) -> None:
    deals = []
    for visit in range(2):
        page.goto("/")
        wait_python_ready(page)
        assert how_python_started(page) == "loaded", visit
        # no micropip and no wheel on the way: Python came whole from the snapshot
        assert page.evaluate("() => Object.keys(window.gamutPython.timings.stages)") == [
            "runtime",
            "ready",
        ]
        page.wait_for_function(STEADY, timeout=60_000)
        # an unseeded deal is drawn anew on each visit, though every visit restores one memory
        new = page.evaluate(
            """() => window.gamutPython.call('new_game',
                   {game: 'dominoes', options: {mode: 'draw', seats: 2}, seat: 0})"""
        )
        deals.append(new["record"]["deals"][0])
        # what the worker fetched (the service worker's precache fetches every file)
        fetched = worker_downloads(page)
        assert [n for n in fetched if n.endswith((".snapshot", ".whl"))] == [
            Path(
                json.loads(page.evaluate("() => fetch('build.json').then(r => r.text())"))[
                    "snapshot"
                ]
            ).name
        ], fetched
    assert deals[0] != deals[1]
    info = page.evaluate("() => window.gamutPython.call('info', {})")
    assert info["games"] == ["dominoes", "hus", "wuhsing"]


def damage(snapshot: Path) -> None:
    """One byte changed in the middle (its integrity fails); no compressed copy to serve
    instead."""
    body = bytearray(snapshot.read_bytes())
    body[len(body) // 2] ^= 0xFF
    snapshot.write_bytes(bytes(body))
    for suffix in (".gz", ".br"):
        snapshot.with_name(snapshot.name + suffix).unlink(missing_ok=True)


def remove(snapshot: Path) -> None:
    snapshot.unlink()
    for suffix in (".gz", ".br"):
        snapshot.with_name(snapshot.name + suffix).unlink(missing_ok=True)


@pytest.mark.console_errors_ok
@pytest.mark.parametrize("fault", [damage, remove], ids=["damaged", "missing"])
def test_a_damaged_or_missing_snapshot_falls_back_to_the_usual_start(
    own_site: Callable[[], Any],
    open_page: Callable[[str], tuple[Page, PageLog]],
    wait_python_ready: Wait,
    fault: Callable[[Path], None],
) -> None:
    site = own_site()
    snapshot = site.dir / site.manifest["snapshot"]
    good = snapshot.read_bytes()
    fault(snapshot)
    page, log = open_page(site.url)
    page.goto("/")
    wait_python_ready(page, SLOW_START_MS)
    how = how_python_started(page)
    assert how.startswith("failed: "), how
    # the usual start-up ran: micropip installed the wheel
    stages = page.evaluate("() => Object.keys(window.gamutPython.timings.stages)")
    assert stages == ["runtime", "micropip", "wheel", "ready"]
    fetched = worker_downloads(page)
    assert any(n.startswith("micropip-") for n in fetched), fetched
    assert any(n.startswith("gamut-") and n.endswith(".whl") for n in fetched), fetched
    page.wait_for_function(STEADY, timeout=60_000)
    info = page.evaluate("() => window.gamutPython.call('info', {})")
    assert info["levels"] == ["easy", "medium", "hard"]
    # the only console errors are the browser's word on the refused snapshot
    for err in log.console_errors:
        assert ".snapshot" in err or "integrity" in err, err
    # once the server has the build's snapshot again, the next visit restores it
    snapshot.write_bytes(good)
    page.reload()
    wait_python_ready(page, SLOW_START_MS)
    assert how_python_started(page) == "loaded"


@pytest.mark.parametrize("game", ["dominoes", "hus"])
def test_a_move_on_the_saved_table_waits_for_python(
    no_sw_page: Page, wait_python_ready: Wait, game: str
) -> None:
    page = no_sw_page
    page.goto(games.URLS[game])
    wait_python_ready(page)
    games.wait_steady(page, game)  # the player's turn (the computer may move first)
    games.click_move(page, game)  # a match with a move made, saved, the player's turn again
    record = page.evaluate("() => window.gamutDebug.record")

    # The next visit's Python waits (its snapshot is held back): the saved table is played.
    release = games.hold_python(page.context)
    page.reload()
    games.wait_steady(page, game)
    assert page.evaluate("() => window.gamutPython.timings.ready === undefined")
    assert page.evaluate("() => window.gamutDebug.record") == record
    expect(page.get_by_test_id("loading")).to_be_hidden()
    chosen = games.choose_move(page, game)
    expect(page.locator("#app")).to_have_attribute("data-phase", "busy")
    expect(page.get_by_test_id("log")).to_contain_text("One moment – the game is still starting")
    assert "not your turn" not in page.get_by_test_id("log").inner_text().lower()

    assert page.evaluate("() => window.gamutPython.timings.ready === undefined")
    release(page)
    wait_python_ready(page)
    n = len(record["moves"])
    page.wait_for_function(f"(n) => ({games.MOVES})() > n", arg=n, timeout=60_000)
    after = page.evaluate("() => window.gamutDebug.record")
    assert after["moves"][:n] == record["moves"]
    assert after["moves"][n].split(" ")[0] == chosen


def test_an_empty_table_says_python_is_still_starting(
    no_sw_page: Page, wait_python_ready: Wait
) -> None:
    # settings no opening was dealt for (tools/make_openings.py): the table waits for Python
    page = no_sw_page
    games.seed(page, "dominoes", mode="block")
    release = games.hold_python(page.context)
    page.goto("/")
    page.wait_for_function("() => window.gamutWaiting !== undefined")
    game = page.locator("#game")
    expect(game).to_have_attribute("aria-busy", "true")
    expect(game).to_have_attribute("data-waiting", "python")
    assert page.eval_on_selector("#app", "e => e.dataset.phase") == "loading"
    expect(page.get_by_test_id("loading")).to_be_visible()
    assert page.evaluate("() => window.gamutDebug.view") is None

    # a click on the table is answered on the table, and changes nothing
    page.locator("#table").click(force=True)
    expect(page.locator("#loading-stage")).to_have_text("One moment – the game is still starting …")
    assert page.evaluate("() => window.gamutWaiting.nudges") == 1
    # the top bar still works meanwhile
    page.get_by_test_id("rules-open").click()
    expect(page.locator("#rules")).to_be_visible()
    page.keyboard.press("Escape")

    assert page.evaluate("() => window.gamutPython.timings.ready === undefined")
    release(page)
    wait_python_ready(page)
    page.wait_for_function(STEADY, timeout=60_000)
    expect(game).not_to_have_attribute("aria-busy", "true")
    expect(game).not_to_have_attribute("data-waiting", "python")
    assert page.evaluate("() => window.gamutDebug.record.options.mode") == "block"


CACHED_SNAPSHOT = """async ([name, path]) => {
  const reg = await window.gamutOffline.registration;
  await navigator.serviceWorker.ready;
  const worker = reg.active;
  while (worker.state === 'activating') await new Promise((ok) => setTimeout(ok, 50));
  const hit = await (await caches.open(name)).match(new URL(path, location.href).href);
  if (!hit) return null;
  const bytes = new Uint8Array(await hit.arrayBuffer());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return 'sha256-' + btoa(String.fromCharCode(...digest));
}"""

DAMAGE_CACHED = """async ([name, path]) => {
  const cache = await caches.open(name);
  const url = new URL(path, location.href).href;
  const bytes = new Uint8Array(await (await cache.match(url)).arrayBuffer());
  bytes[bytes.length >> 1] ^= 0xff;
  await cache.put(url, new Response(bytes));
}"""


@pytest.mark.console_errors_ok
def test_a_damaged_cached_snapshot_is_replaced(
    own_site: Callable[[], Any],
    open_page: Callable[[str], tuple[Page, PageLog]],
    wait_python_ready: Wait,
) -> None:
    site = own_site()
    page, log = open_page(site.url)
    page.goto("/")
    wait_python_ready(page)
    where = [f"gamut-{site.manifest['build']}", site.manifest["snapshot"]]
    good = site.manifest["snapshot_integrity"]
    # the service worker has cached the site, the snapshot with it
    assert page.evaluate(CACHED_SNAPSHOT, where) == good

    # the copy in the service worker's cache is damaged: the next visit starts as usual ...
    page.evaluate(DAMAGE_CACHED, where)
    assert page.evaluate(CACHED_SNAPSHOT, where) != good
    page.reload()
    wait_python_ready(page, SLOW_START_MS)
    assert page.evaluate("() => !!navigator.serviceWorker.controller")
    assert how_python_started(page).startswith("failed: ")
    page.wait_for_function(STEADY, timeout=60_000)
    # ... and puts a good copy in its place, so the visit after restores it again
    for _ in range(600):
        if page.evaluate(CACHED_SNAPSHOT, where) == good:
            break
        page.wait_for_timeout(100)
    assert page.evaluate(CACHED_SNAPSHOT, where) == good
    page.reload()
    wait_python_ready(page, SLOW_START_MS)
    assert how_python_started(page) == "loaded"
    for err in log.console_errors:
        assert ".snapshot" in err or "integrity" in err, err
