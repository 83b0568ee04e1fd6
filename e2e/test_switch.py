"""One page for the three games (web/index.html, js/shell/app.js): switching games in the page
keeps the worker, Python and every started match; each game keeps its own address (index.html,
hus.html, wuhsing.html), the back and forward buttons show the game of their entry, and the
fragment (the online invite, #room=R) is left alone."""

from __future__ import annotations

import json

from playwright.sync_api import Page

from pages.games import MOVES, SETTINGS, Wait, click_move, wait_steady
from pages.site import NO_GAME, PageLog

SHOWN = "() => window.gamutShell.game"


def seed_all(page: Page) -> None:
    """Saved settings (easy, fast) for all three games, German, no saved match."""
    page.goto(NO_GAME)
    page.evaluate(
        "(s) => { localStorage.clear(); localStorage.setItem('gamut.v1', s);"
        " localStorage.setItem('gamut.lang', 'de'); }",
        json.dumps({"v": 1, "settings": SETTINGS, "games": {}, "stats": {}}),
    )


def switch(page: Page, game: str, file: str) -> None:
    """A click on `game` in the header; waits until its page is on screen and steady."""
    page.locator(f".games-nav a[href='{file}']").click()
    page.wait_for_function("(g) => window.gamutShell.lastSwitch?.game === g", arg=game)
    wait_steady(page, game)


def shown_game(page: Page) -> dict:
    """What is on screen: the shell's game, html[data-game], the one .game-page, its #app
    and the page title."""
    return page.evaluate(
        """() => ({
            shell: window.gamutShell.game,
            html: document.documentElement.dataset.game,
            pages: [...document.querySelectorAll('.game-page')].map((p) => p.dataset.game),
            apps: document.querySelectorAll('#app').length,
            title: document.title,
            path: location.pathname,
        })"""
    )


def test_switch_keeps_python_and_the_started_match(
    page: Page, page_log: PageLog, wait_python_ready: Wait
) -> None:
    seed_all(page)
    page.goto("/")
    wait_python_ready(page)
    wait_steady(page, "dominoes")
    click_move(page, "dominoes")
    dominoes_record = page.evaluate("() => window.gamutDebug.record")
    page.evaluate("() => { window.__sameDocument = 'yes'; }")
    python_ready_at = page.evaluate("() => window.gamutPython.timings.ready")
    assert dominoes_record["game"] == "dominoes"
    assert len(dominoes_record["moves"]) >= 1

    switch(page, "hus", "hus.html")
    assert shown_game(page) == {
        "shell": "hus",
        "html": "hus",
        "pages": ["hus"],
        "apps": 1,
        "title": "Hus",
        "path": "/hus.html",
    }
    assert page.evaluate("() => window.gamutDebug.record.game") == "hus"  # the test hook follows
    click_move(page, "hus")
    hus_moves = page.evaluate(MOVES)

    switch(page, "wuhsing", "wuhsing.html")
    assert shown_game(page)["pages"] == ["wuhsing"]
    assert shown_game(page)["title"] == "Wu Hsing"

    # back to a started game: the same match, on the table at once (no loading card)
    switch(page, "dominoes", "index.html")
    assert shown_game(page)["path"] == "/index.html"
    assert page.evaluate("() => window.gamutDebug.record") == dominoes_record
    assert page.locator("#loading").is_hidden()
    switch(page, "hus", "hus.html")
    assert page.evaluate(MOVES) == hus_moves

    # the same page and the same Python all along: no reload (the mark stays), Python's
    # start-up time unchanged, and the worker fetched its runtime and its snapshot once (its
    # own downloads: the service worker's offline copy fetches every file besides)
    assert page.evaluate("() => window.__sameDocument") == "yes"
    assert page.evaluate("() => window.gamutPython.timings.ready") == python_ready_at
    fetched = [r["name"] for r in page.evaluate("() => window.gamutPython.call('_resources')")]
    wasm = [n for n in fetched if n == "pyodide.asm.wasm"]
    snapshots = [n for n in fetched if n.endswith(".snapshot")]
    assert (len(wasm), len(snapshots)) == (1, 1), fetched
    assert page.evaluate("() => window.gamutShell.lastSwitch.ms") < 3000


def test_back_and_forward_show_the_game_of_their_entry(page: Page, wait_python_ready: Wait) -> None:
    seed_all(page)
    page.goto("/")
    wait_python_ready(page)
    wait_steady(page, "dominoes")
    switch(page, "hus", "hus.html")
    switch(page, "wuhsing", "wuhsing.html")
    page.go_back()
    page.wait_for_function(SHOWN + " === 'hus'")
    assert shown_game(page)["path"] == "/hus.html"
    assert shown_game(page)["pages"] == ["hus"]
    page.go_back()
    page.wait_for_function(SHOWN + " === 'dominoes'")
    assert shown_game(page)["path"] == "/"
    assert shown_game(page)["title"] == "Domino"
    page.go_forward()
    page.wait_for_function(SHOWN + " === 'hus'")
    assert shown_game(page)["html"] == "hus"


def test_each_address_opens_its_game_and_keeps_the_fragment(
    page: Page, wait_python_ready: Wait
) -> None:
    seed_all(page)
    # a fragment the page does not read stays (an invite's #room=ID is read: a cut-short one
    # such as #room=abc is said to be broken and cleared, e2e/test_online.py)
    for path, game in (
        ("/hus.html", "hus"),
        ("/wuhsing.html", "wuhsing"),
        ("/index.html", "dominoes"),
    ):
        page.goto(f"{path}#keep=abc")
        wait_python_ready(page)
        wait_steady(page, game)
        got = shown_game(page)
        assert (got["shell"], got["html"], got["pages"], got["path"]) == (game, game, [game], path)
        assert page.evaluate("() => location.hash") == "#keep=abc"


def test_a_language_chosen_in_one_game_is_the_others_on_return(
    page: Page, wait_python_ready: Wait
) -> None:
    seed_all(page)
    page.goto("/")
    wait_python_ready(page)
    wait_steady(page, "dominoes")
    assert page.get_by_test_id("new-match").inner_text() == "Neue Partie"
    switch(page, "hus", "hus.html")
    page.get_by_test_id("lang-picker").select_option("en")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    assert page.get_by_test_id("new-match").inner_text() == "New match"
    switch(page, "dominoes", "index.html")
    assert page.get_by_test_id("new-match").inner_text() == "New match"
    assert page.get_by_test_id("lang-picker").input_value() == "en"
    assert page.title() == "Dominoes"
