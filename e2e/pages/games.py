"""Helpers shared by the tests of the three game pages (test_i18n, test_a11y, test_keyboard,
conftest's ``dominoes_move``, ...): their saved settings, a steady table, one move each, and
one loop that plays the player's turns to the end (``play_until``), and Python held back while
a table is looked at (``hold_python``)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from playwright.sync_api import BrowserContext, Page, Route

from pages.site import NO_GAME

Wait = Callable[..., dict]

URLS = {"dominoes": "/", "hus": "/hus.html", "wuhsing": "/wuhsing.html"}

SETTINGS: dict[str, dict[str, Any]] = {
    "dominoes": {
        "opponent": "computer",
        "level": "easy",
        "seats": 2,
        "mode": "draw",
        "target": 50,
        "tempo": "fast",
    },
    "hus": {"level": "easy", "first": "you", "series": "single", "target": 100, "tempo": "fast"},
    "wuhsing": {
        "players": 2,
        "level": "easy",
        "variant": "standard",
        "hands": "closed",
        "tempo": "fast",
    },
}

STEADY = {
    "dominoes": "['human', 'round-over', 'match-over', 'error']",
    "hus": "['human', 'game-over', 'match-over', 'error']",
    "wuhsing": "['human', 'over', 'error']",
}
MOVES = "() => window.gamutDebug?.record ? window.gamutDebug.record.moves.length : -1"


def url(game: str, lang: str | None = None) -> str:
    return URLS[game] + (f"?lang={lang}" if lang else "")


def seed(page: Page, game: str, lang: str | None = None, **settings: Any) -> None:
    """Saved settings (easy, fast) and, if given, a saved choice of language."""
    page.goto(NO_GAME)
    page.evaluate(
        "([s, lang]) => { localStorage.clear(); localStorage.setItem('gamut.v1', s);"
        " if (lang) localStorage.setItem('gamut.lang', lang); }",
        [
            json.dumps(
                {
                    "v": 1,
                    "settings": {game: {**SETTINGS[game], **settings}},
                    "games": {},
                    "stats": {},
                }
            ),
            lang,
        ],
    )


def saved_language(page: Page) -> str | None:
    """The player's saved choice of language: settings.page.lang of the save (storage.js)."""
    return page.evaluate(
        "() => import('./js/core/storage.js')"
        ".then((s) => s.loadField('page', 'lang', (v) => typeof v === 'string', null))"
    )


def wait_any_steady(page: Page, timeout: int = 60_000) -> str:
    """Wait until the game on screen, whichever it is, is steady (STEADY); returns its phase."""
    steady = "[" + ", ".join(p.strip("[]") for p in STEADY.values()) + "]"
    page.wait_for_function(
        f"() => {steady}.includes(document.getElementById('app')?.dataset.phase)",
        timeout=timeout,
    )
    return page.eval_on_selector("#app", "e => e.dataset.phase")


def wait_steady(page: Page, game: str, timeout: int = 60_000) -> str:
    extra = ""
    if game == "wuhsing":  # the player's turn is steady once every spot's score is in
        extra = (
            " && (document.getElementById('app').dataset.phase !== 'human'"
            " || window.gamutDebug.scoresReady)"
        )
    page.wait_for_function(
        f"() => {STEADY[game]}.includes(document.getElementById('app').dataset.phase){extra}",
        timeout=timeout,
    )
    return page.eval_on_selector("#app", "e => e.dataset.phase")


def open_game(page: Page, wait_python_ready: Wait, game: str, lang: str | None = None) -> None:
    """The game page with saved settings, in `lang` (URL parameter), Python ready, steady."""
    seed(page, game)
    page.goto(url(game, lang))
    wait_python_ready(page)
    wait_steady(page, game)


def start_from(page: Page, record: dict, seed: int = 1) -> None:
    """Replace the running match with `record` (window.gamutDebug.startFromRecord, every game:
    Python replays and checks it, as for a save) and play on, the computer's choices seeded
    with `seed`: a fixed deal plays out the same way every run."""
    page.wait_for_function("() => window.gamutDebug && window.gamutDebug.startFromRecord")
    page.evaluate("([r, seed]) => window.gamutDebug.startFromRecord(r, { seed })", [record, seed])


def moves(page: Page) -> int:
    return page.evaluate(MOVES)


def click_move(page: Page, game: str, timeout: int = 30_000) -> None:
    """One move of the player by pointer (the first thing offered), then a steady table."""
    before = moves(page)
    main = page.get_by_test_id("main-button")
    if main.get_attribute("data-action") in ("draw", "pass", "next"):
        main.click()
    elif game == "dominoes":
        page.locator("[data-testid=hand-tile][data-playable=true]").first.click()
        # the tile is played at once, or the table asks at which open end
        page.wait_for_function(
            f"(b) => ({MOVES})() > b || !!document.querySelector('[data-testid=end-choice]')",
            arg=before,
            timeout=timeout,
        )
        if moves(page) == before:
            page.get_by_test_id("end-choice").first.click()
    elif game == "wuhsing":
        page.locator("[data-testid=hand-tile][data-playable=true]").first.click()
        page.get_by_test_id("spot").first.click()
    else:
        page.locator("[data-testid=pit][data-owner='0'][data-playable=true]").first.click()
    page.wait_for_function(f"(b) => ({MOVES})() > b", arg=before, timeout=timeout)
    wait_steady(page, game, timeout)


def choose_move(page: Page, game: str) -> str:
    """The player's first offered move chosen by pointer, without waiting for its answer (a
    table drawn before Python is ready holds it): the main button's move (draw, pass, next),
    the pit's name (Hus) or the tile chosen (then, Wu Hsing, its first spot; Dominoes, the
    first open end if the table asks)."""
    action = page.get_by_test_id("main-button").get_attribute("data-action")
    if action in ("draw", "pass", "next"):
        page.get_by_test_id("main-button").click()
        return action
    if game == "hus":
        pit = page.locator("[data-testid=pit][data-owner='0'][data-playable=true]").first
        name = pit.get_attribute("data-name") or ""
        pit.click()
        return name
    tile = page.locator("[data-testid=hand-tile][data-playable=true]").first
    name = tile.get_attribute("data-tile") or ""
    tile.click()
    if game == "wuhsing":
        page.get_by_test_id("spot").first.click()
    elif page.get_by_test_id("end-choice").count():
        page.get_by_test_id("end-choice").first.click()
    return name


def play_until(
    steady: Callable[[], str],
    turn: Callable[[int], None],
    done: Callable[[], bool] = lambda: False,
    limit: int = 200,
) -> str:
    """Play the player's turns to the end of a round or game (or until ``done()``): ``steady()``
    waits for a steady table and returns its phase, ``turn(i)`` makes the player's i-th move.
    Returns the first phase that is not the player's ("human"), or "human" once ``done()``;
    AssertionError when it has not come after `limit` turns."""
    for i in range(limit):
        phase = steady()
        if phase != "human" or done():
            return phase
        turn(i)
    raise AssertionError(f"no end after {limit} turns of the player")


# the room server answered: "Play against" in the settings offers online with friends
ONLINE_OFFERED = "() => !!document.querySelector('[data-testid=set-against] option[value=online]')"


def hold_python(context: BrowserContext) -> Callable[[Page], None]:
    """Python's snapshot held back for every page of ``context`` (a context without a service
    worker: every request passes its routes), so its pages' Python is not ready. Returns
    ``release(page)``: waits until ``page``'s worker has asked for the snapshot (up to 30 s;
    AssertionError if it never does), lets it come and ends the hold."""
    held: list[Route] = []

    def hold(route: Route) -> None:
        held.append(route)

    def release(page: Page) -> None:
        for _ in range(300):  # the worker asks for the snapshot right after build.json
            if held:
                break
            page.wait_for_timeout(100)
        assert held, "the snapshot was asked for"
        for route in held:
            route.continue_()
        context.unroute("**/*.snapshot", hold)

    context.route("**/*.snapshot", hold)
    return release
