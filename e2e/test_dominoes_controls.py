"""Each way of placing a tile on the Dominoes table: tap, keyboard only, drag with a mouse and
drag with a finger (pointer events), and the Fives end choice with its points.

The positions are known deals started through the page's test hook
(``window.gamutDebug.startFromRecord``, see test_dominoes.py); the computer is the medium level,
which does not depend on a seed, so every run plays the same moves. Our own moves are all made
through the page's controls, and every score is checked against Python's replay.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from pages.dominoes import (
    MOVES,
    Wait,
    load_record,
    log_lines,
    places_of,
    record_of,
    replay,
    simulate,
    start,
    wait_moves,
    wait_steady,
)
from pages.site import PageLog, open_context

pytestmark = pytest.mark.german  # the tests read the page's German texts

# Fives, two seats: we hold the 6-6 (it opens round 1 and becomes the spinner) and five more
# sixes; the computer holds the 0-6 and no other six. Our plan grows all four arms:
# 6-6 opens, 5-6 covers the second long side (the short ends open), 3-6 goes north and 2-6
# south. 3-6 and 2-6 fit more than one end, so the table offers a choice with Fives points.
SPINNER_DEAL = {
    "hands": [
        ["6-6", "5-6", "4-6", "3-6", "2-6", "1-6", "0-1"],
        ["0-6", "1-2", "3-4", "3-3", "2-2", "1-3", "2-3"],
    ],
    "boneyard": [
        "0-2", "1-4", "1-5", "4-4", "2-5", "4-5", "0-5", "0-0", "3-5", "5-5", "2-4", "0-4",
        "1-1", "0-3",
    ],
}  # fmt: skip
SPINNER_PLAN = ["6-6", "5-6 W", "3-6 N", "2-6 S"]
# D6: 6-6 alone counts 12 (no score); 5-6 on the free long side leaves 5 + 0 = 5; 3-6 north
# makes 5 + 2 + 3 = 10; 2-6 south makes 5 + 2 + 6 (the 3-3 north) + 2 = 15.
SPINNER_POINTS = [0, 5, 10, 15]

# Draw, two seats: the computer opens with the 6-6 and we hold no six, so we draw 0-1, 1-2 and
# then 3-6, which fits both ends of the 6-6.
DRAW_DEAL = {
    "hands": [
        ["0-0", "0-2", "0-3", "0-4", "0-5", "1-1", "1-3"],
        ["6-6", "1-4", "1-5", "2-2", "2-3", "2-4", "2-5"],
    ],
    "boneyard": [
        "0-1", "1-2", "3-6", "0-6", "1-6", "2-6", "4-6", "5-6", "3-3", "3-4", "3-5", "4-4",
        "4-5", "5-5",
    ],
}  # fmt: skip

# Records every Element.animate call (the drawn-tile flight) before the page's scripts run.
ANIMATE_SPY = """
window.__flights = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (keys, opts) {
  window.__flights.push({tile: this.dataset ? this.dataset.tile || null : null,
                         duration: opts && opts.duration});
  return animate.call(this, keys, opts);
};
"""
FAST_FLIGHT_MS = 190  # web/js/games/dominoes/anim.js FLIGHT.fast


def spinner_plan_moves(view: dict) -> str:
    """Our side of the spinner plan, for the Python simulation."""
    played = sum(1 for e in view["history"] if e["seat"] == 0 and e["move"] not in ("draw", "pass"))
    return SPINNER_PLAN[played]


def my_move_score(page: Page, move: str) -> int:
    view = page.evaluate("() => window.gamutDebug.view")
    scores = [e["score"] for e in view["history"] if e["seat"] == 0 and e["move"] == move]
    assert len(scores) == 1, (move, view["history"])
    return scores[0]


def shown_places(page: Page) -> dict[str, str]:
    return page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('[data-testid=end-choice]')]
            .map(e => [e.dataset.end, e.querySelector('[data-testid=end-score]').textContent]))"""
    )


def assert_four_arms(page: Page) -> None:
    """The spinner is drawn with a tile against each of its four sides."""
    view = page.evaluate("() => window.gamutDebug.view")
    sp = view["spinner_at"]
    assert view["arms"]["N"] and view["arms"]["S"]
    assert 0 < sp < len(view["line"]) - 1
    sides = page.evaluate(
        """() => {
            const tiles = [...document.querySelectorAll('[data-testid=layout-tile]')];
            const sp = tiles.find(t => t.dataset.spinner === 'true');
            const s = sp.getBoundingClientRect();
            const near = (a, b) => Math.abs(a - b) < 4;
            const out = {W: 0, E: 0, N: 0, S: 0};
            for (const t of tiles) {
                if (t === sp) continue;
                const r = t.getBoundingClientRect();
                const rows = r.top < s.bottom && s.top < r.bottom;
                const cols = r.left < s.right && s.left < r.right;
                if (rows && near(r.right, s.left)) out.W++;
                if (rows && near(r.left, s.right)) out.E++;
                if (cols && near(r.bottom, s.top)) out.N++;
                if (cols && near(r.top, s.bottom)) out.S++;
            }
            return out;
        }"""
    )
    assert sides == {"W": 1, "E": 1, "N": 1, "S": 1}, sides


def check_spinner_round(page: Page, points: list[int]) -> None:
    assert points == SPINNER_POINTS
    wait_steady(page)
    assert_four_arms(page)
    rep = replay(page)
    view = page.evaluate("() => window.gamutDebug.view")
    assert rep["scores"] == view["scores"]
    chip = page.get_by_test_id("seat-0")
    expect(chip).to_have_attribute("data-score", str(view["scores"][0]))
    # Python's own run of the same plan agrees on every move made so far
    s = simulate(
        record_of("fives", 2, SPINNER_DEAL),
        spinner_plan_moves,
        stop=lambda st: len(st.moves) >= len(view_moves(page)),
    )
    assert list(s.moves) == view_moves(page)


def view_moves(page: Page) -> list[str]:
    return page.evaluate("() => window.gamutDebug.record.moves")


# ---------------------------------------------------------------------------------------------


def test_tap_end_choice_shows_fives_points_and_spinner_grows_four_arms(
    page: Page, wait_python_ready: Wait
) -> None:
    start(page, wait_python_ready, mode="fives", seats=2, level="medium")
    load_record(page, record_of("fives", 2, SPINNER_DEAL))
    points = []
    for move in SPINNER_PLAN:
        assert wait_steady(page) == "human"
        view = page.evaluate("() => window.gamutDebug.view")
        tile, _, end = move.partition(" ")
        places = places_of(view, tile)
        before = page.evaluate(MOVES)
        page.locator(f"[data-testid=hand-tile][data-tile='{tile}']").click()
        if len(places) > 1:
            # the places appear on the table, each with the points it would score
            expect(page.get_by_test_id("end-choice")).to_have_count(len(places))
            shown = shown_places(page)
            assert shown == {p["end"]: f"+{p['score']}" for p in places}
            page.locator(f"[data-testid=end-choice][data-move='{move}']").click()
            wait_moves(page, before)
            # scored exactly as shown
            assert my_move_score(page, move) == int(shown[end].lstrip("+"))
        else:
            wait_moves(page, before)  # one place only: the tap plays it
            expect(page.get_by_test_id("end-choice")).to_have_count(0)
        assert page.evaluate("b => window.gamutDebug.record.moves[b]", before) == move
        points.append(my_move_score(page, move))
    check_spinner_round(page, points)
    # the last tile played is marked
    last = page.locator("[data-testid=layout-tile][data-last=true]")
    expect(last).to_have_count(1)
    view = page.evaluate("() => window.gamutDebug.view")
    assert last.get_attribute("data-n") == str(
        max(p["n"] for p in view["line"] + view["arms"]["N"] + view["arms"]["S"])
    )


def focused(page: Page) -> dict:
    return page.evaluate(
        """() => {
            const a = document.activeElement;
            const cs = getComputedStyle(a);
            return {testid: a.getAttribute('data-testid'), tile: a.dataset.tile || null,
                    move: a.dataset.move || null, visible: a.matches(':focus-visible'),
                    outline: cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2};
        }"""
    )


def arrow_to(page: Page, selector: str, attr: str, value: str) -> None:
    """Press ArrowRight until the focused item of `selector` has `attr` == value."""
    items = page.eval_on_selector_all(selector, f"els => els.map(e => e.getAttribute('{attr}'))")
    for _ in range(len(items) + 1):
        f = page.evaluate(f"() => document.activeElement.getAttribute('{attr}')")
        if f == value:
            break
        page.keyboard.press("ArrowRight")
    now = focused(page)
    assert page.evaluate(f"() => document.activeElement.getAttribute('{attr}')") == value
    assert now["visible"] and now["outline"], now


def test_keyboard_only(page: Page, wait_python_ready: Wait) -> None:
    start(page, wait_python_ready, mode="fives", seats=2, level="medium")
    load_record(page, record_of("fives", 2, SPINNER_DEAL))
    assert wait_steady(page) == "human"
    # Tab from the top of the page into the hand
    for _ in range(25):
        if focused(page)["testid"] == "hand-tile":
            break
        page.keyboard.press("Tab")
    f = focused(page)
    assert f["testid"] == "hand-tile" and f["visible"] and f["outline"], f

    points = []
    for i, move in enumerate(SPINNER_PLAN):
        assert wait_steady(page) == "human"
        view = page.evaluate("() => window.gamutDebug.view")
        tile = move.split(" ")[0]
        places = places_of(view, tile)
        before = page.evaluate(MOVES)
        arrow_to(page, "[data-testid=hand-tile]", "data-tile", tile)
        page.keyboard.press("Enter")
        if len(places) > 1:
            expect(page.get_by_test_id("end-choice")).to_have_count(len(places))
            assert focused(page)["testid"] == "end-choice"
            if i == 2:
                # Escape takes the choice back, focus returns to the tile
                page.keyboard.press("Escape")
                expect(page.get_by_test_id("end-choice")).to_have_count(0)
                assert focused(page)["tile"] == tile
                page.keyboard.press("Enter")
                expect(page.get_by_test_id("end-choice")).to_have_count(len(places))
            shown = shown_places(page)
            arrow_to(page, "[data-testid=end-choice]", "data-move", move)
            page.keyboard.press("Enter")
            wait_moves(page, before)
            assert my_move_score(page, move) == int(shown[move.split(" ")[1]].lstrip("+"))
        else:
            wait_moves(page, before)
        assert page.evaluate("b => window.gamutDebug.record.moves[b]", before) == move
        points.append(my_move_score(page, move))
        # the keyboard stays in the hand, visibly
        wait_steady(page)
        f = focused(page)
        assert f["testid"] in ("hand-tile", "main-button") and f["visible"], f
    check_spinner_round(page, points)


def hand_at_rest(page: Page) -> None:
    """Wait until no drawn tile is still flying into the hand."""
    page.wait_for_function(
        "() => document.getElementById('hand').getAnimations({subtree: true}).length === 0"
    )


def drag(page: Page, tile: str, to: Any, *, steps: int = 8) -> None:
    """Mouse drag of a hand tile; `to` is a place's data-move or an (x, y) point."""
    hand_at_rest(page)
    box = page.locator(f"[data-testid=hand-tile][data-tile='{tile}']").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 5, y - 25, steps=3)  # past the slop: the drag starts
    expect(page.get_by_test_id("drag-tile")).to_be_visible()
    if isinstance(to, str):
        g = page.locator(f"[data-testid=end-choice][data-move='{to}']").bounding_box()
        tx, ty = g["x"] + g["width"] / 2, g["y"] + g["height"] / 2
    else:
        tx, ty = to
    page.mouse.move(tx, ty, steps=steps)
    if isinstance(to, str):
        expect(page.locator(f"[data-testid=end-choice][data-move='{to}']")).to_have_attribute(
            "data-over", "true"
        )
    page.mouse.up()


def draw_three(page: Page) -> None:
    """Draw until 3-6 arrives; each drawn tile arrives in the hand (a flight from the boneyard
    at the tempo's speed; none under prefers-reduced-motion)."""
    main = page.get_by_test_id("main-button")
    for i, tile in enumerate(["0-1", "1-2", "3-6"]):
        assert wait_steady(page) == "human"
        expect(main).to_have_attribute("data-action", "draw")
        if i == 2:
            page.emulate_media(reduced_motion="reduce")
        before = page.evaluate(MOVES)
        page.evaluate("() => { window.__flights = []; }")
        main.click()
        wait_moves(page, before)
        arrived = page.locator(f"[data-testid=hand-tile][data-tile='{tile}']")
        expect(arrived).to_have_attribute("data-arrived", "true")
        flights = page.evaluate("() => window.__flights.filter(f => f.tile)")
        if i < 2:
            assert flights == [{"tile": tile, "duration": FAST_FLIGHT_MS}]
        else:
            assert flights == []
    page.emulate_media(reduced_motion="no-preference")
    expect(page.get_by_test_id("hand-tile")).to_have_count(10)
    expect(page.get_by_test_id("log-line").last).to_have_text("Du ziehst 3 Steine")


def test_drag_with_the_mouse(page: Page, wait_python_ready: Wait) -> None:
    page.add_init_script(ANIMATE_SPY)
    start(page, wait_python_ready, mode="draw", seats=2, level="medium")
    load_record(page, record_of("draw", 2, DRAW_DEAL))
    draw_three(page)
    wait_steady(page)
    moves = page.evaluate(MOVES)

    # let go off the table: nothing is played, the places disappear
    header = page.locator(".topbar").bounding_box()
    drag(page, "3-6", (header["x"] + 40, header["y"] + 10))
    expect(page.get_by_test_id("drag-tile")).to_have_count(0)
    expect(page.get_by_test_id("end-choice")).to_have_count(0)
    assert page.evaluate(MOVES) == moves

    # onto the east end of the 6-6
    drag(page, "3-6", "3-6 E")
    wait_moves(page, moves)
    assert page.evaluate("b => window.gamutDebug.record.moves[b]", moves) == "3-6 E"
    expect(page.get_by_test_id("drag-tile")).to_have_count(0)
    expect(page.locator("[data-testid=layout-tile][data-tile='3-6']")).to_have_count(1)
    view = page.evaluate("() => window.gamutDebug.view")
    assert "3-6" not in view["hand"]
    assert replay(page)["scores"] == view["scores"]


def test_drag_with_a_finger(
    browser: Browser, site_url: str, page_log: PageLog, wait_python_ready: Wait
) -> None:
    """Touch: a phone-sized context with touch input; the finger's moves are real touch
    events (Chrome DevTools Protocol), which the page receives as pointer events."""
    ctx, page = open_context(
        browser, site_url, page_log,
        viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True, locale="de-DE",
    )  # fmt: skip
    try:
        page.add_init_script(
            "window.__pointers = []; addEventListener('pointerdown', "
            "e => window.__pointers.push(e.pointerType), true);"
        )
        start(page, wait_python_ready, mode="draw", seats=2, level="medium")
        load_record(page, record_of("draw", 2, DRAW_DEAL))
        main = page.get_by_test_id("main-button")
        for _ in range(3):
            wait_steady(page)
            before = page.evaluate(MOVES)
            main.tap()
            wait_moves(page, before)
        wait_steady(page)
        moves = page.evaluate(MOVES)
        cdp = ctx.new_cdp_session(page)
        hand_at_rest(page)

        def touch(kind: str, x: float | None = None, y: float | None = None) -> None:
            pts = [] if x is None else [{"x": x, "y": y}]
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": pts})

        box = page.locator("[data-testid=hand-tile][data-tile='3-6']").bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        touch("touchStart", x, y)
        for i in range(1, 4):
            touch("touchMove", x + i * 2, y - i * 10)
        expect(page.get_by_test_id("drag-tile")).to_be_visible()
        g = page.locator("[data-testid=end-choice][data-move='3-6 W']").bounding_box()
        tx, ty = g["x"] + g["width"] / 2, g["y"] + g["height"] / 2
        cx, cy = x + 6, y - 30
        for i in range(1, 9):
            touch("touchMove", cx + (tx - cx) * i / 8, cy + (ty - cy) * i / 8)
        expect(page.locator("[data-testid=end-choice][data-move='3-6 W']")).to_have_attribute(
            "data-over", "true"
        )
        touch("touchEnd")
        wait_moves(page, moves)
        assert page.evaluate("b => window.gamutDebug.record.moves[b]", moves) == "3-6 W"
        assert "touch" in page.evaluate("() => window.__pointers")
        # the page never scrolled sideways while the finger moved
        assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
        assert page.evaluate("() => scrollX") == 0
        lines = log_lines(page)
        assert "Du ziehst 3 Steine und legst 3-6" in lines
    finally:
        ctx.close()
    assert page_log.console_errors == []


# Draw, two seats, no double dealt to anyone: the 5-6 is the heaviest tile and opens (D3.1).
NO_DOUBLE_DEAL = {
    "hands": [
        ["5-6", "4-6", "3-6", "2-6", "1-6", "0-6", "4-5"],
        ["0-1", "0-2", "0-3", "0-4", "0-5", "1-2", "1-3"],
    ],
    "boneyard": [
        "0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6", "1-4", "1-5", "2-3", "2-4", "2-5",
        "3-4", "3-5",
    ],
}  # fmt: skip


def test_the_first_round_hint_names_the_one_tile_that_may_open(
    page: Page, wait_python_ready: Wait
) -> None:
    """D3.1: the first round opens with the highest double, else the heaviest tile; the hint
    names it instead of offering any tile (D3.2 and D3.3 rounds open with any tile)."""
    start(page, wait_python_ready, mode="fives", seats=2, level="medium")
    load_record(page, record_of("fives", 2, SPINNER_DEAL))
    expect(page.get_by_test_id("hint")).to_have_text(
        "Du eröffnest die Partie mit 6-6: der höchste Doppelstein beginnt."
    )
    expect(page.locator("[data-testid=hand-tile][data-playable=true]")).to_have_count(1)
    load_record(page, record_of("draw", 2, NO_DOUBLE_DEAL))
    expect(page.get_by_test_id("hint")).to_have_text(
        "Du eröffnest die Partie mit 5-6: ohne Doppelstein beginnt der schwerste Stein."
    )
    expect(
        page.locator("[data-testid=hand-tile][data-playable=true][data-tile='5-6']")
    ).to_have_count(1)
