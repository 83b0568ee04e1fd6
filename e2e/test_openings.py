"""A first visit plays at once (issue 26): the page draws one of the build's openings (new
matches Python dealt at build time: tools/make_openings.py) before Python is ready, the player
chooses a move on it, and once Python is ready the record is checked and the move played.

Python is held back by holding its snapshot (no service worker, so every request passes the
routes). The second test serves each page with only the openings where the player moves first,
so that the move can be chosen whatever the page picks."""

from __future__ import annotations

import json
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, Route, expect

from pages import games
from pages.site import gamut_build

GAMES = ["dominoes", "hus", "wuhsing"]
DRAWN = "() => !!window.gamutDebug?.view && document.getElementById('app').dataset.phase"
NOT_READY = "() => window.gamutPython?.timings?.ready === undefined"


def _openings(page: Page, game: str) -> list[dict]:
    return page.evaluate(
        "(g) => JSON.parse(document.getElementById('gamut-openings').textContent)[g]", game
    )


def _saved(page: Page, game: str) -> dict | None:
    """The record of `game`'s saved match (web/js/core/storage.js), None without one."""
    return page.evaluate(
        "(g) => import('./js/core/storage.js').then((s) => s.loadGame(g)?.record ?? null)", game
    )


@pytest.mark.parametrize("game", GAMES)
def test_a_first_visit_draws_an_opening_before_python_is_ready(
    no_sw_page: Page, wait_python_ready: games.Wait, game: str
) -> None:
    page = no_sw_page
    release = games.hold_python(page.context)
    page.goto(games.URLS[game])
    page.wait_for_function(DRAWN)
    phase = page.eval_on_selector("#app", "e => e.dataset.phase")
    assert phase in ("human", "computer"), phase
    assert page.evaluate(NOT_READY)
    expect(page.get_by_test_id("loading")).to_be_hidden()
    shown = page.evaluate("() => ({record: gamutDebug.record, view: gamutDebug.view})")
    assert shown in [{"record": o["record"], "view": o["view"]} for o in _openings(page, game)]
    assert _saved(page, game) is None  # nothing of the match is saved before Python took it
    assert page.evaluate(NOT_READY)
    release(page)
    wait_python_ready(page)
    games.wait_steady(page, game)
    record = page.evaluate("() => gamutDebug.record")
    # Python took the opening as the running match (the computer may have moved since)
    assert {k: v for k, v in record.items() if k != "moves"} == {
        k: v for k, v in shown["record"].items() if k != "moves"
    }
    assert _saved(page, game) == record


def _player_first(route: Route) -> None:
    """The page with only the openings where seat 0 (the player) moves first."""
    html = route.fetch().text()
    head, rest = html.split('<script type="application/json" id="gamut-openings">', 1)
    text, tail = rest.split("</script>\n", 1)
    data = json.loads(text)
    kept = {g: [o for o in items if o["view"]["to_move"] == 0] for g, items in data.items()}
    assert all(kept.values()), {g: len(v) for g, v in kept.items()}
    body = gamut_build.inject_openings(head + tail, json.dumps(kept))  # as the build writes it
    route.fulfill(status=200, content_type="text/html; charset=utf-8", body=body)


@pytest.mark.parametrize("game", GAMES)
def test_a_move_chosen_before_python_is_ready_is_played_once_it_is(
    no_sw_page: Page, wait_python_ready: games.Wait, game: str
) -> None:
    page = no_sw_page
    release = games.hold_python(page.context)
    page.route(lambda url: urlsplit(url).path in {"/", *games.URLS.values()}, _player_first)
    page.goto(games.URLS[game])
    page.wait_for_function(DRAWN)
    games.wait_steady(page, game)  # Wu Hsing: the spots' scores are in (from the view)
    assert page.eval_on_selector("#app", "e => e.dataset.phase") == "human"
    opening = page.evaluate("() => gamutDebug.record")
    chosen = games.choose_move(page, game)
    # the move waits for Python, and the table says so
    expect(page.locator("#app")).to_have_attribute("data-phase", "busy")
    expect(page.get_by_test_id("log")).to_contain_text("One moment")
    # still said while Python takes its time (longer than a flash's 2.6 to 3 s)
    page.wait_for_timeout(3_500)
    expect(page.get_by_test_id("log")).to_contain_text("One moment")
    assert page.evaluate(NOT_READY)
    assert page.evaluate("() => gamutDebug.record.moves.length") == 0
    assert page.evaluate(NOT_READY)
    release(page)
    wait_python_ready(page)
    page.wait_for_function(f"() => ({games.MOVES})() >= 1", timeout=60_000)
    record = page.evaluate("() => gamutDebug.record")
    assert {k: v for k, v in record.items() if k != "moves"} == {
        k: v for k, v in opening.items() if k != "moves"
    }
    first = record["moves"][0]
    if game == "hus":
        assert first == chosen
    elif game == "dominoes":
        assert first.split(" ")[0] == chosen
    else:  # a Wu Hsing move names the tile's two colours where it lies
        colours = sorted(part.split("@")[0] for part in first.split(" "))
        assert colours == sorted(chosen.split("-")), (first, chosen)
    # answered: the table no longer says the game is starting
    games.wait_steady(page, game)
    expect(page.get_by_test_id("log")).not_to_contain_text("One moment")
