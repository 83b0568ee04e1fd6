"""The built site boots: Python becomes ready in the worker, the bridge answers and reports
errors, the files are served right, and nothing is fetched from any other host.

The bridge tests use a bare harness page (written into the test's copy of the site only) that
imports js/core/python.js and nothing else, so they do not depend on the game's page.
"""

from __future__ import annotations

import json
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

PageLog = Any  # e2e/conftest.py's PageLog (conftest is not imported by name)
Wait = Callable[[Page], dict]

HARNESS = "e2e-harness.html"


@pytest.fixture(scope="module")
def harness(site_dir: Path) -> str:
    (site_dir / HARNESS).write_text(
        "<!doctype html><meta charset=utf-8><title>harness</title>\n"
        '<script type="module">\n'
        'import { python } from "./js/core/python.js";\n'
        "window.progressSeen = [];\n"
        "python.onProgress((p) => window.progressSeen.push(p));\n"
        "</script>\n"
    )
    return f"/{HARNESS}"


def test_page_boots_python(
    page: Page, page_log: PageLog, site_dir: Path, wait_python_ready: Wait
) -> None:
    page.goto("/")
    info = wait_python_ready(page)
    manifest = json.loads((site_dir / "build.json").read_text())
    assert info["build"] == manifest["build"]
    result = page.evaluate("() => window.gamutPython.call('info', {})")
    assert "dominoes" in result["games"]
    assert result["levels"] == ["easy", "medium", "hard"]
    assert page.evaluate("() => window.gamutPython.timings.ready") > 0
    assert page_log.foreign == []


def test_progress_reaches_ready(page: Page, harness: str, wait_python_ready: Wait) -> None:
    page.goto(harness)
    wait_python_ready(page)
    seen = page.evaluate("() => window.progressSeen")
    fractions = [p["fraction"] for p in seen]
    assert fractions == sorted(fractions), seen
    # From the build's snapshot Python is restored whole: no micropip, no wheel on the way
    # (js/core/worker.js); e2e/test_snapshot.py covers the usual start-up, its fallback.
    assert page.evaluate("() => window.gamutPython.timings.snapshot") == "loaded"
    order = ["runtime", "ready"]
    stages = [p["stage"] for p in seen]
    assert [order.index(st) for st in stages] == sorted(order.index(st) for st in stages)
    assert set(stages) == set(order), seen
    assert seen[-1] == {"stage": "ready", "fraction": 1}
    # Pyodide's own downloads move the runtime stage on (resource timing in the worker).
    assert any(p["stage"] == "runtime" and 0.1 < p["fraction"] < 0.7 for p in seen), seen
    # A late subscriber is told the latest progress at once.
    late = page.evaluate(
        """() => {
            const all = [];
            window.gamutPython.onProgress((p) => all.push(p))(); // subscribe, unsubscribe
            return all;
        }"""
    )
    assert late == [{"stage": "ready", "fraction": 1}]


def test_errors_come_back_as_errors(page: Page, harness: str, wait_python_ready: Wait) -> None:
    page.goto(harness)
    wait_python_ready(page)
    bad = page.evaluate(
        """async () => {
            const out = [];
            for (const [op, args] of [["no_such_op", {}], ["play", {record: 5, move: "x"}],
                                      [42, {}]]) {
                try {
                    await window.gamutPython.call(op, args);
                    out.push(null);
                } catch (err) {
                    out.push({name: err.name, type: err.type, message: err.message,
                              isError: err instanceof Error});
                }
            }
            return out;
        }"""
    )
    assert bad[0] == {
        "name": "GameError",
        "type": "GameError",
        "message": "unknown operation 'no_such_op'",
        "isError": True,
    }
    for err in bad[1:]:
        assert err is not None and err["isError"] and err["message"]
        assert err["type"] != "InternalError", err
    # The worker is still alive and answers in order.
    results = page.evaluate(
        """() => Promise.all([1, 2, 3].map(() => window.gamutPython.call('info')))"""
    )
    assert [r["version"] for r in results] == [results[0]["version"]] * 3


def test_calls_before_ready_wait_and_keep_order(page: Page, harness: str) -> None:
    page.goto(harness)
    page.wait_for_function("() => window.gamutPython !== undefined")
    early = page.evaluate(
        """async () => {
            const p = window.gamutPython;
            const wasReady = p.timings.ready !== undefined;
            const order = [];
            await Promise.all([
                p.call('info').then(() => order.push(1)),
                p.call('nope').catch(() => order.push(2)),
                p.call('info').then(() => order.push(3)),
            ]);
            return {wasReady, order};
        }"""
    )
    assert early == {"wasReady": False, "order": [1, 2, 3]}


def test_assets_served_compressed_with_types(
    page: Page, page_log: PageLog, harness: str, wait_python_ready: Wait
) -> None:
    page.goto(harness)
    wait_python_ready(page)
    wasm = page_log.response("/pyodide/pyodide.asm.wasm")
    assert wasm.status == 200
    assert wasm.headers["content-type"] == "application/wasm"
    assert wasm.headers["content-encoding"] == "br"  # the brotli copy (Chromium accepts it)
    mjs = page_log.response("/pyodide/pyodide.mjs")
    assert mjs.headers["content-type"].startswith("text/javascript")
    assert mjs.headers["content-encoding"] == "br"
    assert page_log.response("/build.json").status == 200
    # Python comes from the build's snapshot (compressed on the wire), not from the wheels
    manifest = page.evaluate("() => fetch('build.json').then((r) => r.json())")
    snapshot = page_log.response(manifest["snapshot"])
    assert snapshot.status == 200
    assert snapshot.headers["content-encoding"] == "br"
    assert [url for url in page_log.requests if url.endswith(".whl")] == []
    assert page_log.foreign == []


def test_site_works_under_a_base_path_in_an_iframe(
    page: Page, page_log: PageLog, site_dir: Path, harness: str
) -> None:
    """Every URL is relative: the site served one level down and framed still boots."""
    sub = site_dir / "sub"
    if not sub.exists():
        sub.symlink_to(site_dir, target_is_directory=True)
    (site_dir / "frame.html").write_text(
        f'<!doctype html><meta charset=utf-8><iframe src="sub/{HARNESS}"></iframe>'
    )
    page.goto("/frame.html")
    frame = page.frame_locator("iframe")
    frame.locator("body").wait_for(state="attached")
    child = page.frames[1]
    child.wait_for_function("() => window.gamutPython !== undefined")
    info = child.evaluate("() => window.gamutPython.ready.then(() => gamutPython.call('info'))")
    assert "dominoes" in info["games"]
    assert any("/sub/pyodide/pyodide.asm.wasm" in url for url in page_log.requests)
    assert page_log.foreign == []


CRASHING_CALL = """

_real_call = call


def call(op, args_json="{}"):  # test only: an exception that is not a game error
    if op == "crash":
        raise ValueError("boom")
    return _real_call(op, args_json)
"""


def test_python_exceptions_come_back_as_internal_errors(
    page: Page, site_dir: Path, harness: str, wait_python_ready: Wait
) -> None:
    """A Python bug (not a game error) rejects that call with type InternalError; the worker
    goes on answering. The page is given a wheel whose api.call raises on op "crash"."""
    manifest = json.loads((site_dir / "build.json").read_text())
    crashing = site_dir / "wheels-crash" / Path(manifest["wheel"]).name
    crashing.parent.mkdir(exist_ok=True)
    with (
        zipfile.ZipFile(site_dir / manifest["wheel"]) as src,
        zipfile.ZipFile(crashing, "w", zipfile.ZIP_DEFLATED) as dst,
    ):
        for item in src.infolist():
            data = src.read(item)
            if item.filename == "gamut/api.py":
                data += CRASHING_CALL.encode()
            dst.writestr(item, data)
    # no snapshot: the usual start-up installs this wheel (the snapshot holds the real one)
    patched = {**manifest, "wheel": f"wheels-crash/{crashing.name}", "snapshot": None}
    page.route("**/build.json", lambda route: route.fulfill(json=patched))
    page.goto(harness)
    wait_python_ready(page)
    out = page.evaluate(
        """async () => {
            const p = window.gamutPython;
            let err = null;
            try { await p.call('crash'); } catch (e) { err = {type: e.type, message: e.message}; }
            return {err, after: await p.call('info')};
        }"""
    )
    assert out["err"] == {"type": "InternalError", "message": "ValueError: boom"}
    assert out["after"]["games"]
    assert page.evaluate("() => window.gamutPython.timings.snapshot") == "none"


@pytest.mark.console_errors_ok
def test_startup_failure_rejects_ready_and_calls(page: Page, harness: str) -> None:
    """Without its manifest Python cannot start: ready and every call reject, no hang."""
    page.route("**/build.json", lambda route: route.fulfill(status=404, body="gone"))
    page.goto(harness)
    page.wait_for_function("() => window.gamutPython !== undefined")
    out = page.evaluate(
        """async () => {
            const p = window.gamutPython;
            const seen = [];
            for (const promise of [p.ready, p.call('info')]) {
                try { await promise; seen.push(null); }
                catch (e) { seen.push({type: e.type, message: e.message}); }
            }
            return seen;
        }"""
    )
    assert out == [{"type": "StartupError", "message": "build.json: HTTP 404"}] * 2
