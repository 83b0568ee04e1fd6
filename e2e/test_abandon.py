"""An abandoned match counts as played (web/js/core/session.js, abandon()).

A running match in which the player has made a move, given up for a new one (New match, or a
setting that starts a new match, each after the confirm dialog), counts as played and not won
at the level of the saved match. A match in which the player has not moved yet is not counted.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from gamut.core import LEVELS
from pages import games
from pages.site import NO_GAME

Wait = Callable[..., dict]

MOVES = "() => window.gamutDebug?.record ? window.gamutDebug.record.moves.length : -1"
HUS_STEADY = (
    "() => ['human', 'game-over', 'match-over', 'error']"
    ".includes(document.getElementById('app').dataset.phase)"
)

DOMINOES_SETTINGS = {
    "opponent": "computer",
    "level": "easy",
    "seats": 2,
    "mode": "draw",
    "target": 100,
    "tempo": "fast",
}


def open_with(page: Page, wait_python_ready: Wait, path: str, game: str, settings: Any) -> None:
    """Open `path` with `settings` saved for `game`, no statistics and no running match."""
    page.goto(NO_GAME)
    page.evaluate(
        "s => { localStorage.clear(); localStorage.setItem('gamut.v1', s);"
        " localStorage.setItem('gamut.lang', 'en'); }",
        json.dumps({"v": 1, "settings": {game: settings}, "games": {}, "stats": {}}),
    )
    page.goto(path)
    wait_python_ready(page)


def stats(page: Page, game: str) -> dict:
    data = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1'))")
    return data["stats"].get(game, {})


def shown_stats(page: Page) -> dict[str, str]:
    return {
        lv: page.locator(f"#stats li[data-level={lv}] span").nth(1).inner_text() for lv in LEVELS
    }


ENDS = "This starts a new match. The match in progress ends."
LOST = "This starts a new match. The match in progress ends and counts as lost."


def new_match_confirmed(page: Page, question: str) -> None:
    """New match, answered yes in the confirm dialog (which asks `question`); waits for the
    new match's record."""
    gen = page.evaluate("() => window.gamutDebug.generation")
    page.get_by_test_id("new-match").click()
    expect(page.get_by_test_id("confirm")).to_be_visible()
    expect(page.locator("#confirm-text")).to_have_text(question)
    page.get_by_test_id("confirm-yes").click()
    page.wait_for_function("g => window.gamutDebug.generation > g", arg=gen)


def test_hus_abandoned_match_counts_as_lost_only_after_a_move(
    page: Page, wait_python_ready: Wait
) -> None:
    settings = {
        "level": "medium",
        "first": "computer",
        "series": "single",
        "target": 100,
        "tempo": "fast",
    }
    open_with(page, wait_python_ready, "/hus.html", "hus", settings)
    page.wait_for_function(HUS_STEADY, timeout=60_000)
    assert stats(page, "hus") == {}
    assert shown_stats(page) == {lv: "0 of 0" for lv in LEVELS}

    # the computer opened, the player has not moved: abandoning it costs nothing
    assert page.evaluate(MOVES) == 1
    new_match_confirmed(page, ENDS)
    page.wait_for_function(HUS_STEADY, timeout=60_000)
    assert stats(page, "hus") == {}
    assert shown_stats(page) == {lv: "0 of 0" for lv in LEVELS}

    # one move of the player, then New match: played and lost at medium
    before = page.evaluate(MOVES)
    page.locator("[data-testid=pit][data-playable=true]").first.click()
    page.wait_for_function(f"b => ({MOVES})() > b", arg=before, timeout=10_000)
    page.wait_for_function(HUS_STEADY, timeout=60_000)
    new_match_confirmed(page, LOST)
    page.wait_for_function(HUS_STEADY, timeout=60_000)
    expected = {lv: {"won": 0, "played": 0} for lv in LEVELS}
    expected["medium"] = {"won": 0, "played": 1}
    assert stats(page, "hus") == expected
    assert shown_stats(page) == {"easy": "0 of 0", "medium": "0 of 1", "hard": "0 of 0"}
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1')).games.hus")
    assert saved["counted"] is False and saved["level"] == "medium"


def test_dominoes_setting_that_starts_a_new_match_counts_the_abandoned_one(
    page: Page, wait_python_ready: Wait, dominoes_move: Callable[..., int]
) -> None:
    open_with(page, wait_python_ready, "/", "dominoes", DOMINOES_SETTINGS)
    dominoes_move(page)
    assert stats(page, "dominoes") == {}

    gen = page.evaluate("() => window.gamutDebug.generation")
    page.get_by_test_id("settings-open").click()
    page.get_by_test_id("set-mode").select_option("fives")
    expect(page.get_by_test_id("confirm")).to_be_visible()
    expect(page.locator("#confirm-text")).to_have_text(LOST)
    page.get_by_test_id("confirm-no").click()
    assert stats(page, "dominoes") == {}  # no: the match goes on, nothing counted

    page.get_by_test_id("set-mode").select_option("fives")
    page.get_by_test_id("confirm-yes").click()
    page.wait_for_function("g => window.gamutDebug.generation > g", arg=gen)
    page.get_by_test_id("settings-close").click()
    page.wait_for_function(
        "() => window.gamutDebug.view && window.gamutDebug.view.mode === 'fives'"
    )
    expected = {lv: {"won": 0, "played": 0} for lv in LEVELS}
    expected["easy"] = {"won": 0, "played": 1}
    assert stats(page, "dominoes") == expected
    assert shown_stats(page) == {"easy": "0 of 1", "medium": "0 of 0", "hard": "0 of 0"}


def test_a_question_asked_right_after_an_answer_gets_its_own_answer(
    page: Page, wait_python_ready: Wait, dominoes_move: Callable[..., int]
) -> None:
    """ "No" to a setting's question, and in the same task the setting again: the first
    dialog's late `close` event must not answer the second question (web/js/shell/common.js ask)."""
    open_with(page, wait_python_ready, "/", "dominoes", DOMINOES_SETTINGS)
    dominoes_move(page)
    gen = page.evaluate("() => window.gamutDebug.generation")
    page.get_by_test_id("settings-open").click()
    page.get_by_test_id("set-mode").select_option("fives")
    expect(page.get_by_test_id("confirm")).to_be_visible()
    page.evaluate(
        """() => {
            document.querySelector('[data-testid=confirm-no]').click();
            const sel = document.querySelector('[data-testid=set-mode]');
            sel.value = 'fives';
            sel.dispatchEvent(new Event('change', { bubbles: true }));
        }"""
    )
    expect(page.get_by_test_id("confirm")).to_be_visible()
    expect(page.locator("#confirm-text")).to_have_text(LOST)
    page.get_by_test_id("confirm-yes").click()
    page.wait_for_function("g => window.gamutDebug.generation > g", arg=gen, timeout=10_000)
    page.wait_for_function("() => window.gamutDebug.view?.mode === 'fives'")
    assert stats(page, "dominoes")["easy"] == {"won": 0, "played": 1}


# one change handler for the three pages (web/js/shell/game-settings.js): a setting that starts
# a new match asks first; no leaves the match and the form as they were, yes starts a new match
NEW_MATCH_SETTING = {
    "dominoes": ("set-mode", "draw", "fives"),
    "hus": ("set-series", "single", "points"),
    "wuhsing": ("set-variant", "standard", "fifteen_a"),
}


@pytest.mark.parametrize("game", ["dominoes", "hus", "wuhsing"])
def test_a_setting_that_needs_a_new_match_asks_and_no_keeps_everything(
    page: Page, wait_python_ready: Wait, game: str
) -> None:
    control, old, new = NEW_MATCH_SETTING[game]
    games.open_game(page, wait_python_ready, game)  # English, easy, fast; steady
    assert page.eval_on_selector("#app", "e => e.dataset.phase") == "human"
    games.click_move(page, game)
    moves = games.moves(page)
    gen = page.evaluate("() => window.gamutDebug.generation")
    page.get_by_test_id("settings-open").click()
    page.get_by_test_id(control).select_option(new)
    expect(page.locator("dialog[data-testid=confirm][open]")).to_be_visible()
    page.get_by_test_id("confirm-no").click()
    expect(page.get_by_test_id(control)).to_have_value(old)
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1')).settings")
    assert saved[game][control.removeprefix("set-")] == old
    assert page.evaluate("() => window.gamutDebug.generation") == gen
    assert games.moves(page) >= moves

    page.get_by_test_id(control).select_option(new)
    page.locator("dialog[data-testid=confirm][open]").get_by_test_id("confirm-yes").click()
    page.wait_for_function("g => window.gamutDebug.generation > g", arg=gen)
    expect(page.get_by_test_id(control)).to_have_value(new)
    page.wait_for_function(
        "([g, f, v]) => JSON.parse(localStorage.getItem('gamut.v1')).settings[g][f] === v",
        arg=[game, control.removeprefix("set-"), new],
    )
