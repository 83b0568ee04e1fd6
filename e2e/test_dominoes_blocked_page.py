"""D7.1 on the page (issue 18): a round blocked by a draw of the boneyard's last tile is shown
as over at once (result, scores, "Next round"), with no pass in between, whether we drew the
tile or a computer seat did. Positions come through the page's test hook (test_dominoes.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from pages.dominoes import (
    MOVES,
    PHASE,
    Wait,
    load_record,
    record_of,
    replay,
    start,
    wait_steady,
)

pytestmark = pytest.mark.german  # the tests read the page's German texts

RECORDS = Path(__file__).resolve().parents[1] / "tests" / "records"
ISSUE_RECORD = RECORDS / "dominoes-draw-4-seats-blocked-by-draw.json"

# Draw, 4 seats, the deal of seed 1967 (tests/test_dominoes_blocked.py): the ends are 2 | 2,
# every 2 is on the table and we (seat 0) must draw the boneyard's last tile, 1-5.
OUR_DRAW = (
    "6-6|0-6 E|0-2 E|2-6 W|draw|draw|2-5 W|4-5 W|2-2 E|2-4 W|draw|draw|draw|2-3 E|1-3 E|draw|"
    "draw|1-2 E"
)


def our_record() -> dict:
    from gamut.dominoes import rules

    deal = rules.make_deal("draw", 4, "1967:1")
    return record_of("draw", 4, deal, target=100, moves=OUR_DRAW.split("|"))


def expect_blocked(page: Page, winner: int, points: int, scores: list[int]) -> None:
    result = page.get_by_test_id("round-result")
    expect(result).to_be_visible()
    expect(result).to_have_attribute("data-reason", "blocked")
    expect(result).to_have_attribute("data-winner", str(winner))
    expect(result).to_have_attribute("data-points", str(points))
    expect(page.get_by_test_id("main-button")).to_have_text("Nächste Runde")
    assert page.eval_on_selector("#app", PHASE) == "round-over"
    view = page.evaluate("() => window.gamutDebug.view")
    assert view["scores"] == scores and view["to_move"] is None and view["legal"] == ["next"]


def test_d7_1_our_draw_of_the_last_tile_shows_the_blocked_round_at_once(
    page: Page, wait_python_ready: Wait
) -> None:
    start(page, wait_python_ready, mode="draw", seats=4, level="medium", tempo="fast")
    view = load_record(page, our_record())
    assert view["to_move"] == 0 and view["legal"] == ["draw"] and view["boneyard"] == 1
    main = page.get_by_test_id("main-button")
    expect(main).to_have_attribute("data-action", "draw")
    main.click()
    page.wait_for_function(f"() => ({MOVES})() === 19")
    assert wait_steady(page) == "round-over"
    expect_blocked(page, winner=2, points=78, scores=[0, 0, 78, 0])
    assert page.evaluate("() => window.gamutDebug.record.moves.at(-1)") == "draw"
    assert replay(page)["scores"] == [0, 0, 78, 0]


def test_d7_1_a_computer_draw_of_the_last_tile_shows_the_blocked_round_at_once(
    page: Page, wait_python_ready: Wait
) -> None:
    """The issue's record one draw short: seat 2 (a computer) draws the last tile; the page
    shows the round over with seat 0's 86 points and never asks seat 2 to pass."""
    start(page, wait_python_ready, mode="draw", seats=4, level="medium", tempo="fast")
    rec = json.loads(ISSUE_RECORD.read_text())["record"]
    short = {**rec, "moves": rec["moves"][:-1]}
    page.evaluate("r => window.gamutDebug.startFromRecord(r)", short)
    page.wait_for_function(f"() => ({MOVES})() === 18", timeout=30_000)
    assert wait_steady(page) == "round-over"
    expect_blocked(page, winner=0, points=86, scores=[86, 0, 0, 0])
    assert page.evaluate("() => window.gamutDebug.record.moves") == rec["moves"]
