"""The three games embedded in someone else's page (?embed=1, js/shell/embed-mode.js and
js/shell/embed.js).

A host page is served from another loopback port (a tiny stdlib http.server in a thread) and
holds the snippet the "Embed" dialog hands out: an iframe of the game page with ?embed=1 and
the text link. Inside the frame the game becomes playable, the header chrome is hidden, a
small settings button stays, the text link shows under the game, and no request goes anywhere
but the site and the host. Saves made inside an embed stay apart per game.

The conftest ``page`` fixture fails on any request off the site's origin, the host page's own
included: these tests open a context of their own from ``browser`` with the same recording.
"""

from __future__ import annotations

import html
import json
import re
import threading
from collections.abc import Callable, Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, Frame, Page, expect

from pages.games import MOVES, SETTINGS, Wait, click_move, wait_steady
from pages.site import NO_GAME, PageLog

LINK_TEXT = {
    "dominoes": "Domino von Gamut",
    "hus": "Hus von Gamut",
    "wuhsing": "Wu Hsing von Gamut",
}
SANDBOXES = {
    "sandboxed": "allow-scripts",
    "flagged": "allow-scripts allow-same-origin allow-downloads",  # what the page and README say
}
PAGE_PATH = {"dominoes": "", "hus": "hus.html", "wuhsing": "wuhsing.html"}
HIDDEN = (".brand", ".games-nav", "#btn-new", "#btn-rules", "#btn-embed")


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


@pytest.fixture
def host(tmp_path: Path, site_url: str) -> Iterator[Callable[[str], str]]:
    """A function (game) -> URL of a host page on another loopback port that embeds `game`
    the way the embed dialog says (host-<game>.html in a temporary folder)."""
    folder = tmp_path / "host"
    folder.mkdir()
    for game, path in PAGE_PATH.items():
        src = f"{site_url}{path}"
        (folder / f"host-{game}.html").write_text(
            '<!doctype html>\n<html lang="de"><head><meta charset="utf-8">'
            f"<title>Host: {game}</title></head>\n<body>\n<h1>Eine fremde Seite</h1>\n"
            f'<iframe src="{html.escape(src)}?embed=1" width="800" height="600"'
            f' title="{game}"></iframe>\n'
            f'<p><a href="{html.escape(src)}">{LINK_TEXT[game]}</a></p>\n</body></html>\n'
        )
        # issue 17: framed with sandbox flags (the lone allow-scripts, and the ones that work)
        for name, flags in SANDBOXES.items():
            (folder / f"host-{game}-{name}.html").write_text(
                f'<!doctype html>\n<html lang="de"><head><meta charset="utf-8"><title>{name}'
                f'</title></head>\n<body>\n<iframe src="{html.escape(src)}?embed=1" width="800"'
                f' height="600" sandbox="{flags}" title="{game}"></iframe>\n</body></html>\n'
            )
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_QuietHandler, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    assert urlsplit(base).netloc != urlsplit(site_url).netloc
    yield lambda game: f"{base}host-{game}.html"
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)


@pytest.fixture
def host_page(
    browser: Browser, site_url: str, host: Callable[[str], str], request: pytest.FixtureRequest
) -> Iterator[tuple[Page, PageLog]]:
    """A German-speaking context of our own: every request (frames and workers included) is
    recorded; after the test, one to any origin but the site's and the host's fails it, and so
    does a console error or an uncaught error (page or frame)."""
    parts = urlsplit(site_url)
    log = PageLog(origin=f"{parts.scheme}://{parts.netloc}")
    context = browser.new_context(
        base_url=site_url, viewport={"width": 1000, "height": 800}, locale="de-DE"
    )
    context.on("request", lambda req: log.requests.append(req.url))
    context.on("response", lambda resp: log.responses.append(resp))
    page = context.new_page()
    page.on("console", log.on_console)
    page.on("pageerror", lambda exc: log.console_errors.append(f"uncaught: {exc}"))
    yield page, log
    context.close()
    host_parts = urlsplit(host("dominoes"))
    host_origin = f"{host_parts.scheme}://{host_parts.netloc}"
    off = [u for u in log.foreign if not u.startswith(host_origin + "/")]
    problems = []
    if off:
        problems.append(f"requests left {log.origin} and {host_origin}: {off}")
    if log.console_errors:
        problems.append(f"console errors: {log.console_errors}")
    if problems:
        pytest.fail("; ".join(problems), pytrace=False)


def seed_settings(page: Page, *games: str) -> None:
    """Saved settings (easy, fast) for `games`, on the site's origin, nothing else saved."""
    page.goto(NO_GAME)
    save = {"v": 1, "settings": {g: SETTINGS[g] for g in games}, "games": {}, "stats": {}}
    page.evaluate(
        "(s) => { localStorage.clear(); localStorage.setItem('gamut.v1', s); }", json.dumps(save)
    )


def open_embedded(page: Page, host_url: str, wait_python_ready: Wait, game: str) -> Frame:
    """The host page, and the embedded game's frame once the game is playable."""
    page.goto(host_url)
    handle = page.locator("iframe").element_handle()
    assert handle is not None
    frame = handle.content_frame()
    assert frame is not None
    wait_python_ready(frame)
    phase = wait_steady(frame, game)
    assert phase not in ("loading", "error"), phase
    return frame


def saved(frame: Frame) -> dict:
    return frame.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1') || '{}')")


@pytest.mark.parametrize("game", ["dominoes", "hus", "wuhsing"])
def test_game_plays_inside_another_sites_page(
    host_page: tuple[Page, PageLog],
    host: Callable[[str], str],
    site_url: str,
    wait_python_ready: Wait,
    tmp_path: Path,
    game: str,
) -> None:
    page, log = host_page
    seed_settings(page, game)
    frame = open_embedded(page, host(game), wait_python_ready, game)
    assert frame.evaluate("() => document.documentElement.dataset.embed") == "true"
    assert frame.eval_on_selector("#app", "e => e.dataset.phase") != "loading"
    inner = page.frame_locator("iframe")

    # the header chrome is hidden; a small settings button stays
    for hidden in HIDDEN:
        expect(inner.locator(hidden)).to_be_hidden()
    expect(inner.locator(".topbar")).to_be_hidden()
    settings = inner.get_by_test_id("settings-open")
    expect(settings).to_be_visible()
    box = settings.bounding_box()
    assert box is not None and box["width"] <= 48 and box["height"] <= 48

    # the text link, under the game, to the game's own page
    link = inner.get_by_test_id("embed-link").locator("a")
    expect(link).to_be_visible()
    expect(link).to_have_text(LINK_TEXT[game])
    expect(link).to_have_attribute("href", f"{site_url}{PAGE_PATH[game]}")
    main = inner.get_by_test_id("main-button").bounding_box()
    link_box = link.bounding_box()
    frame_box = page.locator("iframe").bounding_box()
    assert main is not None and link_box is not None and frame_box is not None
    assert link_box["y"] >= main["y"] + main["height"] - 1
    assert link_box["y"] + link_box["height"] <= frame_box["y"] + frame_box["height"] + 0.5
    assert frame.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    # and the host's own copy of the link, outside the frame
    expect(page.locator("body > p > a")).to_have_text(LINK_TEXT[game])

    # the settings dialog opens inside the frame and offers a new match
    settings.click()
    expect(inner.get_by_test_id("settings")).to_be_visible()
    expect(inner.get_by_test_id("settings-new-match")).to_be_visible()
    inner.get_by_test_id("settings-close").click()
    expect(inner.get_by_test_id("settings")).to_be_hidden()

    # playable: one move by pointer inside the frame
    before = frame.evaluate(MOVES)
    click_move(frame, game)
    assert frame.evaluate(MOVES) > before
    if game == "hus":
        page.screenshot(path=str(tmp_path / "hus-embed.png"))

    # only the site and the host were asked for anything
    host_netloc = urlsplit(host(game)).netloc
    origins = {urlsplit(u).netloc for u in log.requests if urlsplit(u).scheme in ("http", "https")}
    assert origins <= {urlsplit(site_url).netloc, host_netloc}, origins
    assert host_netloc in origins and urlsplit(site_url).netloc in origins


def test_embedded_saves_stay_apart_per_game(
    host_page: tuple[Page, PageLog], host: Callable[[str], str], wait_python_ready: Wait
) -> None:
    page, _ = host_page
    seed_settings(page, "hus", "wuhsing")

    hus = open_embedded(page, host("hus"), wait_python_ready, "hus")
    click_move(hus, "hus")
    hus_moves = hus.evaluate(MOVES)
    hus_save = saved(hus)["games"]["hus"]
    assert len(hus_save["record"]["moves"]) == hus_moves >= 1
    assert "wuhsing" not in saved(hus)["games"]

    # the Wu Hsing embed starts a game of its own; the Hus save is untouched
    wx = open_embedded(page, host("wuhsing"), wait_python_ready, "wuhsing")
    assert wx.eval_on_selector("#app", "e => e.dataset.phase") == "human"
    assert wx.evaluate(MOVES) <= 1  # at most the computer's opening move
    games = saved(wx)["games"]
    assert games["hus"] == hus_save
    assert games.get("wuhsing", {}).get("record") != hus_save["record"]

    # and the Hus embed comes back to its own game
    hus = open_embedded(page, host("hus"), wait_python_ready, "hus")
    assert hus.evaluate(MOVES) == hus_moves
    assert saved(hus)["games"]["hus"]["record"] == hus_save["record"]


def test_a_frame_sandboxed_without_same_origin_says_so_and_the_named_flags_work(
    browser: Browser, host: Callable[[str], str]
) -> None:
    """Issue 17: with sandbox="allow-scripts" the page hung on its loading line (module scripts
    are refused to an opaque origin). It says so and names the flags; with those it plays."""
    context = browser.new_context(locale="de-DE")
    try:
        page = context.new_page()
        page.goto(host("dominoes").replace(".html", "-sandboxed.html"))
        warning = page.frame_locator("iframe").get_by_test_id("sandbox-warning")
        expect(warning).to_be_visible(timeout=15_000)
        expect(warning).to_contain_text('sandbox="allow-scripts allow-same-origin allow-downloads"')
        expect(warning.locator("h2")).to_have_text("In diesem Rahmen laufen die Spiele nicht")
        page.screenshot(path="/tmp/issue17/sandbox-after.png")

        page.goto(host("dominoes").replace(".html", "-flagged.html"))
        frame = page.frame_locator("iframe")
        # Python booted and dealt: the table waits for a move (ours or the computer's)
        expect(frame.locator("#app")).to_have_attribute(
            "data-phase", re.compile("^(human|computer)$"), timeout=90_000
        )
        expect(frame.get_by_test_id("hand-tile").first).to_be_visible()
        expect(frame.get_by_test_id("sandbox-warning")).to_have_count(0)
    finally:
        context.close()
