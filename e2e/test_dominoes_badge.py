"""The Fives points badge of a place ("+10") never covers a tile on the table (issue 17: above
a place under the spinner it hid the spinner)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from pages.games import Wait, seed, url, wait_steady

# Fives, 2 seats, the deal of seed "3:1": the spinner 3-3 has its east and west arms, and our
# 3-6 fits north or south of it.
MOVES = ["3-3", "3-4 E", "1-3 W"]

BOXES = """() => {
    const box = (e) => { const r = e.getBoundingClientRect();
      return {x: r.left, y: r.top, r: r.right, b: r.bottom}; };
    return {
      tiles: [...document.querySelectorAll('[data-testid=layout-tile]')].map(box),
      badges: [...document.querySelectorAll('[data-testid=end-score]')].map(box),
    };
}"""


def overlap(a: dict, b: dict) -> bool:
    return (
        a["x"] < b["r"] - 0.5
        and b["x"] < a["r"] - 0.5
        and a["y"] < b["b"] - 0.5
        and b["y"] < a["b"] - 0.5
    )


def test_fives_badge_never_covers_the_spinner(page: Page, wait_python_ready: Wait) -> None:
    from gamut.dominoes import rules
    from pages.dominoes import load_record, places_of, record_of

    seed(page, "dominoes", mode="fives", seats=2)
    page.goto(url("dominoes", "en"))
    wait_python_ready(page)
    wait_steady(page, "dominoes")
    deal = rules.make_deal("fives", 2, "3:1")
    view = load_record(page, record_of("fives", 2, deal, target=100, moves=MOVES))
    assert view["to_move"] == 0
    assert sorted(o["end"] for o in places_of(view, "3-6")) == ["N", "S"]
    page.locator('[data-testid=hand-tile][data-tile="3-6"]').click()
    expect(page.get_by_test_id("end-score")).to_have_count(2)
    page.screenshot(path="/tmp/issue17/fives-badge-after.png")
    boxes = page.evaluate(BOXES)
    assert len(boxes["tiles"]) == 3
    hidden = [(b, t) for b in boxes["badges"] for t in boxes["tiles"] if overlap(b, t)]
    assert not hidden, hidden
