"""Every start-up failure ends in a clear message and a Reload button within a bounded time
(issue 17): a download of Python's runtime answering 404, cut off or truncated, the snapshot
never answering, the wheels missing or damaged, the worker script failing.

Each case routes one request of the worker with Playwright (``page.route`` covers the requests
of the page's dedicated worker) and waits at most ``LIMIT_MS`` for the log line to say that
Python could not start and for the main button to offer Reload. The snapshot that never
answers needs the start-up's stall limit (js/core/watchdog.js): the test page shortens it
through the ``?test=1`` hook ``gamutTestLimits`` (js/core/python.js).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, Route, expect

LIMIT_MS = 20_000  # a failure of the runtime's own downloads or of the worker script
# Python's usual start-up (no snapshot) runs before the wheels are fetched: 60 s measured on
# 2 loaded cores; a failure there is told once micropip fails.
FALLBACK_LIMIT_MS = 150_000
FALLBACK = {"snapshot-and-wheel-404", "wheel-404", "wheel-damaged", "micropip-404"}
FAILED = "Python could not start: "

Setup = Callable[[Page, Path], None]


def _no_snapshot(page: Page, site_dir: Path, **changes: Any) -> None:
    """The manifest without its snapshot (so the usual start-up runs), with `changes`."""
    manifest = json.loads((site_dir / "build.json").read_text())
    patched = {**manifest, "snapshot": None, **changes}
    page.route("**/build.json", lambda route: route.fulfill(json=patched))


def _wasm_404(page: Page, site_dir: Path) -> None:
    page.route("**/pyodide.asm.wasm", lambda route: route.fulfill(status=404, body="gone"))


def _wasm_cut(page: Page, site_dir: Path) -> None:
    page.route("**/pyodide.asm.wasm", lambda route: route.abort("connectionreset"))


def _wasm_truncated(page: Page, site_dir: Path) -> None:
    body = (site_dir / "pyodide" / "pyodide.asm.wasm").read_bytes()[:200_000]
    page.route(
        "**/pyodide.asm.wasm",
        lambda route: route.fulfill(status=200, body=body, content_type="application/wasm"),
    )


def _runtime_script_404(page: Page, site_dir: Path) -> None:
    page.route("**/pyodide/pyodide.mjs", lambda route: route.fulfill(status=404, body="gone"))


def _stdlib_404(page: Page, site_dir: Path) -> None:
    # the standard library Pyodide is given: the snapshot's small zip (python_stdlib.zip
    # without a snapshot)
    page.route("**/*.zip", lambda route: route.fulfill(status=404, body="gone"))


def _snapshot_never_answers(page: Page, site_dir: Path) -> None:
    held: list[Route] = []  # never answered: the request hangs until the page goes
    page.route("**/*.snapshot", lambda route: held.append(route))
    # the short stall limit for the first visit only (the Reload after it starts as usual)
    page.add_init_script(
        "if (!sessionStorage.getItem('stall')) { sessionStorage.setItem('stall', '1');"
        " globalThis.gamutTestLimits = { startupStallMs: 4000 }; }"
    )


def _snapshot_and_wheel_404(page: Page, site_dir: Path) -> None:
    page.route("**/*.snapshot", lambda route: route.fulfill(status=404, body="gone"))
    page.route("**/gamut-*.whl", lambda route: route.fulfill(status=404, body="gone"))


def _wheel_404(page: Page, site_dir: Path) -> None:
    _no_snapshot(page, site_dir)
    page.route("**/gamut-*.whl", lambda route: route.fulfill(status=404, body="gone"))


def _wheel_damaged(page: Page, site_dir: Path) -> None:
    _no_snapshot(page, site_dir)
    page.route("**/gamut-*.whl", lambda route: route.fulfill(status=200, body=b"PK not a zip"))


def _micropip_404(page: Page, site_dir: Path) -> None:
    _no_snapshot(page, site_dir)
    page.route("**/micropip-*.whl", lambda route: route.fulfill(status=404, body="gone"))


def _worker_script_error(page: Page, site_dir: Path) -> None:
    page.route(
        "**/js/core/worker.js",
        lambda route: route.fulfill(
            status=200, body="export const x = ;", content_type="text/javascript"
        ),
    )


def _worker_script_404(page: Page, site_dir: Path) -> None:
    page.route("**/js/core/worker.js", lambda route: route.fulfill(status=404, body="gone"))


CASES: dict[str, Setup] = {
    "wasm-404": _wasm_404,
    "wasm-cut-off": _wasm_cut,
    "wasm-truncated": _wasm_truncated,
    "runtime-script-404": _runtime_script_404,
    "stdlib-404": _stdlib_404,
    "snapshot-never-answers": _snapshot_never_answers,
    "snapshot-and-wheel-404": _snapshot_and_wheel_404,
    "wheel-404": _wheel_404,
    "wheel-damaged": _wheel_damaged,
    "micropip-404": _micropip_404,
    "worker-script-error": _worker_script_error,
    "worker-script-404": _worker_script_404,
}


@pytest.mark.console_errors_ok
@pytest.mark.parametrize("case", list(CASES))
def test_startup_failure_says_so_with_reload(page: Page, site_dir: Path, case: str) -> None:
    CASES[case](page, site_dir)
    page.goto("/?test=1")
    log = page.get_by_test_id("log")
    main = page.get_by_test_id("main-button")
    limit = FALLBACK_LIMIT_MS if case in FALLBACK else LIMIT_MS
    expect(log).to_contain_text(FAILED, timeout=limit)
    expect(main).to_have_text("Reload")
    expect(main).to_be_enabled()
    # the loading text is gone and the message says why (not only the prefix)
    assert len(log.inner_text().strip()) > len(FAILED), log.inner_text()
    expect(page.locator("#loading")).to_be_hidden()
    # the button reloads the page (a start-up that can now succeed: routes dropped)
    page.unroute_all(behavior="ignoreErrors")
    main.click()
    expect(main).not_to_have_text("Reload", timeout=60_000)
    expect(log).not_to_contain_text(FAILED)
