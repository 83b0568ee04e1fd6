"""Security of the built site: the Content-Security-Policy of every page (as a <meta> and as
the server's header), no inline code in the pages, no violation while playing, and URL
parameters that never inject markup nor make the page talk to another host.

The ``page`` fixture already fails a test on a request off the served origin and on any console
error; js/offline.js logs every CSP violation as a console error.
"""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit

import pytest
from playwright.sync_api import Page

from pages.games import wait_any_steady
from pages.site import gamut_build

PageLog = Any
Wait = Callable[[Page], dict]
Move = Callable[[Page], int]
PAGES = ["index.html", "hus.html", "wuhsing.html"]
ROOT = Path(__file__).resolve().parents[1]
DATA_BLOCK = '<script type="application/json" id="gamut-openings">'


def built_pages(site_dir: Path) -> list[Path]:
    """The site's pages (other tests write pages of their own into the built site)."""
    return sorted(site_dir / p.name for p in (ROOT / "web").glob("*.html"))


def test_every_page_carries_the_policy_and_no_inline_code(site_dir: Path) -> None:
    pages = built_pages(site_dir)
    assert {p.name for p in pages} >= {"index.html"}
    for page in pages:
        html = page.read_text(encoding="utf-8")
        metas = re.findall(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', html)
        assert metas == [gamut_build.CSP], page.name
        # the policy comes before anything it governs
        first = min(m.start() for m in re.finditer(r"<(script|link|style)\b", html))
        assert html.index("Content-Security-Policy") < first, page.name
        assert html.count('src="js/offline.js"') == 1, page.name
        assert html.count('src="js/file-warning.js"') == 1, page.name
        # no inline script, no inline style, no inline event handler; the one data block (the
        # openings, build.py inject_openings) is JSON, which no browser runs
        data = re.findall(f"{re.escape(DATA_BLOCK)}(.*?)</script>", html, re.S)
        assert len(data) == 1, page.name
        assert isinstance(json.loads(data[0]), dict), page.name
        code = html.replace(data[0], "")
        for tag in re.findall(r"<script\b[^>]*>", code):
            assert "src=" in tag or tag == DATA_BLOCK, f"{page.name}: inline script {tag}"
        assert not re.search(r"<script\b[^>]*>\s*[^<\s]", code), page.name
        assert not re.search(r"<style\b", html, re.I), f"{page.name}: a <style> element"
        assert not re.search(r"\sstyle\s*=", html, re.I), f"{page.name}: a style attribute"
        assert not re.search(r"\son[a-z]+\s*=", html, re.I), f"{page.name}: an inline handler"
        assert "javascript:" not in html.lower(), page.name


def test_the_policy_is_strict_and_lets_pyodide_run() -> None:
    csp = dict(part.split(" ", 1) for part in gamut_build.CSP.split("; "))
    assert csp["script-src"] == "'self' 'wasm-unsafe-eval'"
    assert csp["default-src"] == csp["connect-src"] == csp["worker-src"] == "'self'"
    assert csp["style-src"] == "'self'" and csp["object-src"] == "'none'"
    assert "unsafe-inline" not in gamut_build.CSP
    assert "'unsafe-eval'" not in gamut_build.CSP


def test_the_server_sends_the_policy_where_no_meta_reaches(site_url: str) -> None:
    """The workers' scripts (and everything else but the pages) come with the header; the
    pages have it as a <meta> (one policy, not two)."""
    for path in (
        "js/core/worker.js",
        "sw.js",
        "js/games/dominoes/page.js",
        "build.json",
        "pyodide/pyodide.mjs",
    ):
        with urllib.request.urlopen(site_url + path) as resp:
            assert resp.headers["Content-Security-Policy"] == gamut_build.CSP, path
    for path in ("", "index.html"):
        with urllib.request.urlopen(site_url + path) as resp:
            assert resp.headers["Content-Security-Policy"] is None, path
            assert gamut_build.CSP in resp.read().decode(), path


def test_a_violation_is_a_console_error(
    page: Page, page_log: PageLog, wait_python_ready: Wait
) -> None:
    """The check the tests below rely on: a violation in the page and one in the Python
    worker (the server's header covers the worker) show up as console errors."""
    page.goto("/")
    wait_python_ready(page)
    page.evaluate("() => document.body.setAttribute('style', 'outline: 1px solid red')")
    page.evaluate(
        "() => { const s = document.createElement('script');"
        " s.textContent = 'window.inlineRan = 1'; document.body.append(s); }"
    )
    assert page.evaluate("() => window.inlineRan") is None
    worker = page.workers[0]
    blocked = worker.evaluate(
        "() => fetch('http://127.0.0.2:9/x').then(() => 'fetched', (e) => 'blocked')"
    )
    assert blocked == "blocked"
    # console messages reach the test asynchronously: wait (up to 10 s) for all three
    wanted = ("style-src", "script-src", "connect-src")
    for _ in range(100):
        if all(any(w in e for e in page_log.console_errors) for w in wanted):
            break
        page.wait_for_timeout(100)
    errors = list(page_log.console_errors)
    page_log.console_errors.clear()  # expected here: do not fail the test for them
    page_log.requests[:] = [u for u in page_log.requests if "127.0.0.2" not in u]
    assert any("style-src" in e for e in errors), errors
    assert any("script-src" in e for e in errors), errors
    assert any("connect-src" in e for e in errors), errors


def test_playing_raises_no_violation(
    page: Page, wait_python_ready: Wait, dominoes_move: Move
) -> None:
    page.goto("/")
    wait_python_ready(page)
    for _ in range(3):
        dominoes_move(page)
    page.get_by_test_id("settings-open").click()
    page.get_by_test_id("settings-close").click()


@pytest.mark.parametrize("name", ["hus.html", "wuhsing.html"])
def test_the_other_pages_start_without_violation(
    page: Page, site_dir: Path, wait_python_ready: Wait, name: str
) -> None:
    if not (site_dir / name).exists():
        pytest.skip(f"{name} is not built yet")
    page.goto(f"/{name}")
    wait_python_ready(page)
    wait_any_steady(page)  # the table is drawn and the first moves are asked for


PAYLOADS = {
    "lang": "<script>window.pwned=1</script>",
    "embed": '"><img src=x data-evil=1 onerror="window.pwned=1">',
    "game": "../../etc/passwd",
    "seats": "2<svg onload=window.pwned=1>",
    "mode": "javascript:window.pwned=1",
    "level": "http://evil.example/x.js",
}


def injected_url(name: str, params: dict[str, str], hash_: str = "") -> str:
    query = "&".join(f"{k}={quote(v, safe='')}" for k, v in params.items())
    return f"/{name}?{query}{hash_}"


@pytest.mark.parametrize("name", PAGES)
def test_url_parameters_never_inject_markup(
    page: Page, page_log: PageLog, site_dir: Path, wait_python_ready: Wait, name: str
) -> None:
    if not (site_dir / name).exists():
        pytest.skip(f"{name} is not built yet")
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    # every script element: its src, or the id of the openings' data block
    tags = re.findall(r"<script\b([^>]*)>", (site_dir / name).read_text())
    scripts = sorted(re.search(r'(?:src|id)="([^"]+)"', t).group(1) for t in tags)
    urls = [
        injected_url(name, PAYLOADS, "#<img src=x onerror=alert(1)>"),
        injected_url(name, {"lang": PAYLOADS["lang"]}),
        injected_url(name, {"embed": PAYLOADS["embed"]}),
        injected_url(name, {"game": PAYLOADS["game"], "embed": "1"}),
        f"/{name}?embed=1&lang=en&game=dominoes&lang=%00%22%3E",
    ]
    for url in urls:
        page.goto(url)
        wait_python_ready(page)
        wait_any_steady(page)
        html = page.content()
        assert page.locator("[data-evil], img[src=x]").count() == 0, url
        assert "window.pwned" not in html and "onerror" not in html.lower(), url
        assert page.evaluate("() => window.pwned") is None, url
        found = page.evaluate(
            "() => [...document.scripts].map((s) => s.getAttribute('src') ?? s.id).sort()"
        )
        assert found == scripts, url  # no script element was added
        paths = [urlsplit(u).path for u in page_log.requests]
        assert not any("passwd" in p or "evil" in p or ".." in p for p in paths), url
    assert dialogs == []
