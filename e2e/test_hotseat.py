"""People at one table (issue 14): a Dominoes round with two people and the computer, passed
between them through the hand-over screen, which holds no tile of either person's hand (not in
the DOM); a reload on the hand-over screen; keyboard-only play through a hand-over."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

from pages.dominoes import MOVES, take_turn

STEADY_OR_HANDOVER = (
    "() => ['human', 'round-over', 'match-over', 'error', 'handover']"
    ".includes(document.getElementById('app').dataset.phase)"
)
Wait = Callable[[Page], dict]
SHOTS = Path(__file__).resolve().parents[1] / "e2e-shots"


def seat_people(page: Page, seats: int = 3) -> None:
    """Settings before the page starts: seat 1 Ben at this device, seat 2 the computer."""
    page.goto("/")
    settings = {
        "dominoes": {
            "mode": "draw",
            "seats": seats,
            "level": "easy",
            "target": 100,
            "tempo": "fast",
            "opponent": "computer",
            "seat1": "person",
            "seat2": "computer",
            "seat3": "computer",
        },
        "people": {"names": {"dominoes": ["Anna", "Ben", "", ""]}},
    }
    page.evaluate(
        "s => localStorage.setItem('gamut.v1', s)",
        json.dumps({"v": 1, "settings": settings, "games": {}, "stats": {}}),
    )


def wait_phase(page: Page) -> str:
    page.wait_for_function(STEADY_OR_HANDOVER, timeout=60_000)
    return page.eval_on_selector("#app", "e => e.dataset.phase")


def hands_of_people(page: Page) -> dict[int, list[str]]:
    """Each person's hand now, asked of Python directly (not through the page's view)."""
    got = page.evaluate(
        """async () => {
            const rec = JSON.parse(localStorage.getItem('gamut.v1')).games.dominoes.record;
            const out = {};
            for (const seat of [0, 1]) {
                const r = await window.gamutPython.call('view', { record: rec, seat });
                out[seat] = r.view.hand;
            }
            return out;
        }"""
    )
    return {int(k): v for k, v in got.items()}


def assert_no_hand_in_dom(page: Page) -> None:
    """D9 at one table: while the hand-over screen shows, no tile of either hand is anywhere
    in the document (attributes or text), and the hand is empty."""
    hands = hands_of_people(page)
    assert hands[0] and hands[1]
    expect(page.get_by_test_id("hand-tile")).to_have_count(0)
    found = page.evaluate(
        """tiles => tiles.filter(t => document.querySelector(`[data-tile="${t}"]`))""",
        hands[0] + hands[1],
    )
    assert found == []
    assert page.evaluate("() => window.gamutDebug.view") is None


def test_dominoes_round_two_people_and_computer(page: Page, wait_python_ready: Wait) -> None:
    seat_people(page)
    page.goto("/")
    wait_python_ready(page)
    handovers: list[str] = []
    for _ in range(300):
        phase = wait_phase(page)
        if phase in ("round-over", "match-over"):
            break
        if phase == "handover":
            assert_no_hand_in_dom(page)
            title = page.get_by_test_id("handover").locator("h2").text_content()
            handovers.append(title)
            if len(handovers) == 1:
                SHOTS.mkdir(exist_ok=True)
                page.set_viewport_size({"width": 390, "height": 844})
                page.screenshot(path=str(SHOTS / "handover-390.png"))
                page.set_viewport_size({"width": 1280, "height": 800})
                page.screenshot(path=str(SHOTS / "handover-1280.png"))
            waiting = page.evaluate("() => window.gamutDebug.handover.seat")
            page.get_by_test_id("handover-ready").click()
            page.wait_for_function(
                "s => window.gamutDebug.viewer === s && window.gamutDebug.view", arg=waiting
            )
            view = page.evaluate("() => window.gamutDebug.view")
            assert view["seat"] == waiting
            shown = page.evaluate(
                "() => [...document.querySelectorAll('[data-testid=hand-tile]')]"
                ".map(b => b.dataset.tile)"
            )
            assert sorted(shown) == sorted(view["hand"])
            continue
        assert phase == "human"
        take_turn(page)
    else:
        raise AssertionError("the round did not end")
    assert handovers, "two people played a round without a hand-over"
    assert all(t in ("Pass the device to Anna", "Pass the device to Ben") for t in handovers), (
        handovers
    )
    names = page.evaluate(
        "() => [...document.querySelectorAll('#seats .seat-name')].map(e => e.textContent)"
    )
    assert names[:2] == ["Anna", "Ben"]


def reach_handover(page: Page) -> None:
    for _ in range(100):
        phase = wait_phase(page)
        if phase == "handover":
            return
        assert phase == "human", phase
        take_turn(page)
    raise AssertionError("no hand-over came")


def test_reload_on_handover_screen(page: Page, wait_python_ready: Wait) -> None:
    seat_people(page, seats=2)
    page.goto("/")
    wait_python_ready(page)
    reach_handover(page)
    waiting = page.evaluate("() => window.gamutDebug.handover.seat")
    moves = page.evaluate(MOVES)
    page.reload()
    wait_python_ready(page)
    page.wait_for_function("() => document.getElementById('app').dataset.phase === 'handover'")
    assert page.evaluate("() => window.gamutDebug.handover.seat") == waiting
    assert page.evaluate(MOVES) == moves
    assert_no_hand_in_dom(page)
    expect(page.get_by_test_id("handover").locator("h2")).to_have_text(
        "Pass the device to Anna" if waiting == 0 else "Pass the device to Ben"
    )
    page.get_by_test_id("handover-ready").click()
    page.wait_for_function(
        "s => window.gamutDebug.viewer === s && window.gamutDebug.view", arg=waiting
    )
    assert wait_phase(page) == "human"


def test_keyboard_only_through_a_handover(page: Page, wait_python_ready: Wait) -> None:
    seat_people(page, seats=2)
    page.goto("/")
    wait_python_ready(page)
    reach_handover(page)
    # the ready button has the focus: Enter hands the device over
    assert page.evaluate("() => document.activeElement.dataset.testid") == "handover-ready"
    waiting = page.evaluate("() => window.gamutDebug.handover.seat")
    page.keyboard.press("Enter")
    page.wait_for_function(
        "s => window.gamutDebug.viewer === s && window.gamutDebug.view", arg=waiting
    )
    assert wait_phase(page) == "human"
    before = page.evaluate(MOVES)
    focused = page.evaluate("() => document.activeElement.dataset.testid")
    assert focused in ("hand-tile", "main-button"), focused
    page.keyboard.press("Enter")
    # a tile that fits two ends asks for one: the first choice has the focus
    page.wait_for_timeout(300)
    if page.evaluate("() => document.activeElement.dataset.testid") == "end-choice":
        page.keyboard.press("Enter")
    page.wait_for_function(f"(b) => ({MOVES})() > b", arg=before, timeout=10_000)
    # the next person's turn comes through the hand-over screen again
    reach_handover(page)
    assert page.evaluate("() => window.gamutDebug.handover.seat") == 1 - waiting


HUS_STEADY = (
    "() => ['human', 'game-over', 'match-over', 'error']"
    ".includes(document.getElementById('app').dataset.phase)"
)


def test_hus_whole_game_between_two_people(page: Page, wait_python_ready: Wait) -> None:
    """Open information: no hand-over; each person's pits answer on their turn, the board
    and the hint name whose turn it is; the result goes to the people's tally only."""
    page.goto("/hus.html")
    settings = {
        "hus": {
            "level": "easy",
            "first": "you",
            "series": "single",
            "target": 100,
            "tempo": "instant",
            "seat1": "person",
        },
        "people": {"names": {"hus": ["Anna", "Ben"]}},
    }
    page.evaluate(
        "s => localStorage.setItem('gamut.v1', s)",
        json.dumps({"v": 1, "settings": settings, "games": {}, "stats": {}}),
    )
    page.goto("/hus.html")
    wait_python_ready(page)
    movers: set[int] = set()
    for _ in range(1500):
        page.wait_for_function(HUS_STEADY, timeout=30_000)
        phase = page.eval_on_selector("#app", "e => e.dataset.phase")
        if phase in ("game-over", "match-over"):
            break
        assert phase == "human", phase
        view = page.evaluate("() => window.gamutDebug.view")
        seat = view["to_move"]
        assert view["seat"] == seat  # the view is always the mover's
        movers.add(seat)
        name = "Anna" if seat == 0 else "Ben"
        expect(page.locator("#seats [data-to-move=true] .seat-name")).to_have_text(name)
        expect(page.get_by_test_id("log")).to_contain_text(f"{name}")
        if len(movers) == 2 and not (SHOTS / "hus-people-390.png").exists():
            SHOTS.mkdir(exist_ok=True)
            page.set_viewport_size({"width": 390, "height": 844})
            page.screenshot(path=str(SHOTS / "hus-people-390.png"))
            page.set_viewport_size({"width": 1280, "height": 800})
            page.screenshot(path=str(SHOTS / "hus-people-1280.png"))
            page.get_by_test_id("settings-open").click()
            page.screenshot(path=str(SHOTS / "hus-settings-1280.png"))
            expect(page.get_by_test_id("set-seat1")).to_have_value("person")
            expect(page.get_by_test_id("set-name1")).to_have_value("Ben")
            page.keyboard.press("Escape")
        pit = page.locator(f"[data-testid=pit][data-owner='{seat}'][data-playable=true]").first
        before = page.evaluate(MOVES)
        pit.click()
        page.wait_for_function(f"(b) => ({MOVES})() > b", arg=before, timeout=10_000)
    else:
        raise AssertionError("the game did not end")
    assert movers == {0, 1}
    view = page.evaluate("() => window.gamutDebug.view")
    winner = "Anna" if view["winners"] == [0] else "Ben"
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1'))")
    assert saved["settings"]["people"]["wins"]["hus"] == {winner: 1}
    assert all(e["played"] == 0 for e in saved["stats"].get("hus", {}).values())


WX_STEADY = (
    "() => ['human', 'over', 'error', 'handover']"
    ".includes(document.getElementById('app').dataset.phase)"
)


def test_wuhsing_closed_hands_pass_through_handover(page: Page, wait_python_ready: Wait) -> None:
    """Wu Hsing, two people with closed hands: every change of person goes through the
    hand-over screen, which shows no rack; after the tap the rack is the mover's own."""
    page.goto("/wuhsing.html")
    settings = {
        "wuhsing": {
            "players": 2,
            "level": "easy",
            "variant": "standard",
            "hands": "closed",
            "tempo": "fast",
            "seat1": "person",
        },
        "people": {"names": {"wuhsing": ["Anna", "Ben"]}},
    }
    page.evaluate(
        "s => localStorage.setItem('gamut.v1', s)",
        json.dumps({"v": 1, "settings": settings, "games": {}, "stats": {}}),
    )
    page.goto("/wuhsing.html")
    wait_python_ready(page)
    handovers = 0
    for _ in range(12):
        page.wait_for_function(WX_STEADY, timeout=30_000)
        phase = page.eval_on_selector("#app", "e => e.dataset.phase")
        if phase == "over":
            break
        if phase == "handover":
            handovers += 1
            expect(page.get_by_test_id("hand-tile")).to_have_count(0)
            if handovers == 2:
                SHOTS.mkdir(exist_ok=True)
                page.set_viewport_size({"width": 390, "height": 844})
                page.screenshot(path=str(SHOTS / "wuhsing-handover-390.png"))
                page.set_viewport_size({"width": 1280, "height": 800})
            assert page.evaluate("() => window.gamutDebug.view") is None
            assert page.eval_on_selector("#hand", "e => e.childElementCount") == 0
            waiting = page.evaluate("() => window.gamutDebug.handover.seat")
            expect(page.get_by_test_id("handover").locator("h2")).to_have_text(
                f"Pass the device to {'Anna' if waiting == 0 else 'Ben'}"
            )
            page.get_by_test_id("handover-ready").click()
            page.wait_for_function(
                "s => window.gamutDebug.viewer === s && window.gamutDebug.view", arg=waiting
            )
            continue
        assert phase == "human", phase
        view = page.evaluate("() => window.gamutDebug.view")
        assert view["seat"] == view["to_move"]
        before = page.evaluate(MOVES)
        if view["legal"] == ["pass"]:
            page.get_by_test_id("main-button").click()
        else:
            page.locator("[data-testid=hand-tile][data-playable=true]").first.click()
            page.get_by_test_id("spot").first.click()
        page.wait_for_function(f"(b) => ({MOVES})() > b", arg=before, timeout=10_000)
    assert handovers >= 3
