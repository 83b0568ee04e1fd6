"""Two tabs of the same game (web/js/core/session.js, the `storage` listener): a tab whose match
is no longer the saved one takes the saved match, so a stale tab never overwrites the moves
made in the other, and says so in its log line."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect

from pages.dominoes import seed_settings

Wait = Callable[..., dict]
RECORD = "() => JSON.stringify(window.gamutDebug.record)"
SAVED = "() => JSON.stringify(JSON.parse(localStorage.getItem('gamut.v1')).games.dominoes.record)"


def test_a_stale_tab_takes_the_other_tabs_match(
    page: Page, wait_python_ready: Wait, dominoes_move: Callable[[Page], int]
) -> None:
    seed_settings(page, level="medium", mode="draw", seats=2)
    page.evaluate("() => localStorage.setItem('gamut.lang', 'de')")
    page.goto("/")
    wait_python_ready(page)
    other = page.context.new_page()
    other.goto("/")
    wait_python_ready(other)
    other.wait_for_function(f"(r) => ({RECORD})() === r", arg=page.evaluate(RECORD))

    # a move (and the computer's answer) in the first tab: the second follows it
    dominoes_move(page)
    page.wait_for_function(f"() => ({RECORD})() === ({SAVED})()")
    other.wait_for_function(f"(r) => ({RECORD})() === r", arg=page.evaluate(RECORD))
    expect(other.get_by_test_id("log")).to_contain_text(
        "Die Partie ging in einem anderen Tab weiter"
    )

    # and the other way round: the first tab never keeps a match the save no longer has
    moves = dominoes_move(other)
    other.wait_for_function(f"() => ({RECORD})() === ({SAVED})()")
    page.wait_for_function(f"(r) => ({RECORD})() === r", arg=other.evaluate(RECORD))
    assert len(page.evaluate("() => window.gamutDebug.record.moves")) >= moves
    assert page.evaluate(SAVED) == other.evaluate(RECORD)
    other.close()
