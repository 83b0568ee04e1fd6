"""Python restored from the build's snapshot (build.py, tools/make_snapshot.mjs, the worker in
web/js/core/worker.js), and the usual start-up when the snapshot is damaged or missing.

The worker reports how Python started in ``window.gamutPython.timings.snapshot``: "loaded",
"none" (the build has no snapshot) or "failed: REASON" (the usual start-up then ran: micropip
installs the wheel).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

PageLog = Any  # e2e/conftest.py's PageLog
Wait = Callable[[Page], dict]

SLOW_START_MS = 240_000  # the usual start-up, on a machine shared with other work
STEADY = (
    "() => ['human', 'computer', 'round-over', 'match-over']"
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
    assert manifest["snapshot_integrity"] == gamut_build().sri(snapshot)
    assert (site_dir / f"{path}.gz").stat().st_size < snapshot.stat().st_size / 3


def gamut_build():  # noqa: ANN201
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "gamut_build_for_snapshot", Path(__file__).resolve().parents[1] / "build.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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
    """One byte changed in the middle (its integrity fails); no gzip copy to serve instead."""
    body = bytearray(snapshot.read_bytes())
    body[len(body) // 2] ^= 0xFF
    snapshot.write_bytes(bytes(body))
    snapshot.with_name(snapshot.name + ".gz").unlink()


def remove(snapshot: Path) -> None:
    snapshot.unlink()
    snapshot.with_name(snapshot.name + ".gz").unlink()


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
