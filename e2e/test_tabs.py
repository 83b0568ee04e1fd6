"""Two tabs of the same game (web/js/core/session.js, the `storage` listener): a tab whose match
is no longer the saved one takes the saved match, so a stale tab never overwrites the moves
made in the other, and says so in its log line."""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from playwright.sync_api import Page, expect

from pages import games
from pages.dominoes import seed_settings

Wait = Callable[..., dict]
RECORD = "() => JSON.stringify(window.gamutDebug.record)"
SAVED = "() => JSON.stringify(JSON.parse(localStorage.getItem('gamut.v1')).games.dominoes.record)"


def agree(page: Page, other: Page, moves: int, timeout_s: float = 30) -> None:
    """Wait until both tabs hold the saved match, with at least `moves` moves. Compared as
    they are now, not with one tab's record read once: the computer's answer may still come
    after a move (in either tab: a tab that took a match with the computer to move plays it),
    and then a snapshot taken before it is never reached (a run timed out so)."""
    deadline = time.monotonic() + timeout_s
    while True:
        mine, theirs, saved = page.evaluate(RECORD), other.evaluate(RECORD), page.evaluate(SAVED)
        if mine == theirs == saved and len(json.loads(saved)["moves"]) >= moves:
            return
        assert time.monotonic() < deadline, "the tabs never agreed with the save"
        page.wait_for_timeout(100)


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
    moves = dominoes_move(page)
    agree(page, other, moves)
    expect(other.get_by_test_id("log")).to_contain_text(
        "Die Partie ging in einem anderen Tab weiter"
    )

    # and the other way round: the first tab never keeps a match the save no longer has
    moves = dominoes_move(other)
    agree(page, other, moves)
    other.close()


def test_a_move_chosen_before_python_on_a_table_the_other_tab_played_on_is_dropped(
    no_sw_page: Page, wait_python_ready: Wait
) -> None:
    """Tab B draws the saved match while its Python starts and the player chooses a move
    there; tab A plays on meanwhile. Once B's Python is ready B takes A's newer match and does
    not play the move chosen on the old table on it (it was: refused as illegal, or played on
    a position the player never saw)."""
    page = no_sw_page
    games.seed(page, "hus", tempo="instant")
    page.goto(games.URLS["hus"])
    wait_python_ready(page)
    games.wait_steady(page, "hus")
    games.click_move(page, "hus")

    release = games.hold_python(page.context)
    other = page.context.new_page()
    warnings: list[str] = []
    other.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    other.goto(games.URLS["hus"])
    other.wait_for_function("() => !!window.gamutDebug?.view")
    assert other.eval_on_selector("#app", "e => e.dataset.phase") == "human"
    games.choose_move(other, "hus")
    expect(other.locator("#app")).to_have_attribute("data-phase", "busy")

    # the first tab plays on (and the computer answers there): a newer save
    games.click_move(page, "hus")
    page.wait_for_function(  # the answer saved
        "() => JSON.stringify(JSON.parse(localStorage.getItem('gamut.v1')).games.hus.record)"
        " === JSON.stringify(window.gamutDebug.record)"
    )
    newer = json.loads(page.evaluate(RECORD))
    assert page.evaluate("() => gamutDebug.view.to_move") == 0
    assert other.evaluate("() => window.gamutPython.timings.ready === undefined")
    release(other)
    wait_python_ready(other)
    expect(other.get_by_test_id("log")).to_contain_text("The match went on in another tab")
    games.wait_steady(other, "hus")
    assert json.loads(other.evaluate(RECORD)) == newer  # nothing played on it
    saved = json.loads(page.evaluate("() => localStorage.getItem('gamut.v1')"))
    assert saved["games"]["hus"]["record"] == newer
    assert not [w for w in warnings if "move refused" in w], warnings
    other.close()
