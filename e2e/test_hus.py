"""The Hus board in the built site (web/hus.html), played by clicking as a person would.

Fixtures from e2e/conftest.py: ``page`` (fails the test on any request off 127.0.0.1 and on
console errors), ``wait_python_ready``.

The page exposes ``window.gamutDebug``: read-only ``view`` and ``record`` (what Python said
last) and one test hook, ``loadRecord(record)``, which plays on from a record through
Python's ``load`` (used here for the endless-move position of ../shared/records). Every move
in these tests is made through the page's own controls.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from gamut.hus import players, rules
from pages import games
from pages.site import NO_GAME

Wait = Callable[[Page], dict]

RECORDS = Path(__file__).resolve().parents[1] / "tests" / "records"  # copies of ../shared/records
STEADY = (
    "() => ['human', 'game-over', 'match-over', 'error']"
    ".includes(document.getElementById('app').dataset.phase)"
)

PHASE = "e => e.dataset.phase"
MOVES = "() => window.gamutDebug.record ? window.gamutDebug.record.moves.length : -1"
PLAYABLE = "[data-testid=pit][data-owner='0'][data-playable=true]"


pytestmark = pytest.mark.german  # the tests read the page's German texts


def seed_settings(page: Page, **settings: Any) -> None:
    """Store settings before the page starts (a returning player's saved settings)."""
    full = {
        "level": "easy",
        "first": "you",
        "series": "single",
        "target": 100,
        "tempo": "fast",
        **settings,
    }
    page.goto(NO_GAME)
    page.evaluate(
        "s => localStorage.setItem('gamut.v1', s)",
        json.dumps({"v": 1, "settings": {"hus": full}, "games": {}, "stats": {}}),
    )


def wait_steady(page: Page, timeout: int = 60_000) -> str:
    page.wait_for_function(STEADY, timeout=timeout)
    return page.eval_on_selector("#app", PHASE)


def start(page: Page, wait_python_ready: Wait, **settings: Any) -> None:
    seed_settings(page, **settings)
    page.goto("/hus.html")
    wait_python_ready(page)
    wait_steady(page)


def drawn_board(page: Page) -> list[list[int]]:
    """The seed counts shown on the 32 pits, as four rows (N-out, N-in, S-in, S-out)."""
    return page.evaluate(
        """() => {
            const b = [[], [], [], []];
            for (const p of document.querySelectorAll('[data-testid=pit]')) {
                b[Number(p.dataset.row)][Number(p.dataset.col)] = Number(p.dataset.count);
            }
            return b;
        }"""
    )


def playable_names(page: Page) -> list[str]:
    return sorted(page.locator(PLAYABLE).evaluate_all("els => els.map(e => e.dataset.name)"))


def take_turn(page: Page, pick: int = 0, move: str | None = None) -> None:
    """Click one of the pits the board marks as playable (they must be exactly Python's
    legal moves), the `pick`-th or the pit `move`, and wait until Python has the move."""
    view = page.evaluate("() => window.gamutDebug.view")
    names = playable_names(page)
    assert names, "my turn, yet no pit is marked playable"
    assert names == sorted(view["legal"])
    before = page.evaluate(MOVES)
    if move is None:
        page.locator(PLAYABLE).nth(pick % len(names)).click()
    else:
        page.locator(f"{PLAYABLE}[data-name='{move}']").click()
    page.wait_for_function(f"(b) => ({MOVES})() > b", arg=before, timeout=10_000)


def play_until(page: Page, done: Callable[[], bool], limit: int = 150) -> str:
    """The player's turns (a different pit each time) to the end of the game, or ``done()``."""
    return games.play_until(
        lambda: wait_steady(page), lambda i: take_turn(page, pick=i * 5), done, limit
    )


def ends_within(state: Any, plies: int) -> bool:
    """The player (seat 0) can end the game within `plies` moves, whatever the computer plays."""
    seat = rules.to_move(state)
    if seat is None:
        return True
    if plies == 0:
        return False
    after = (ends_within(rules.play(state, m), plies - 1) for m in rules.view(state, seat)["legal"])
    return any(after) if seat == 0 else all(after)


def play_to_the_end(page: Page, plies: int = 3) -> str:
    """From a position where the player can end the game within `plies` moves (ends_within),
    the player's moves that do so, through the board; returns the phase at the end."""

    def turn(i: int) -> None:
        state = rules.from_record(page.evaluate("() => window.gamutDebug.record"))
        legal = rules.view(state, 0)["legal"]
        take_turn(
            page,
            move=next(m for m in legal if ends_within(rules.play(state, m), plies - 1 - 2 * i)),
        )

    # play_until looks at the phase once more after the last turn
    return games.play_until(lambda: wait_steady(page), turn, limit=(plies + 1) // 2 + 1)


def seats(page: Page) -> list[dict]:
    return page.evaluate(
        """() => [...document.querySelectorAll('#seats .seat')].map(li => ({
            seeds: Number(li.dataset.seeds), text: li.textContent}))"""
    )


# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("viewport", [(390, 844), (1280, 800)])
def test_plays_a_whole_game_against_the_computer(
    page: Page, wait_python_ready: Wait, viewport: tuple[int, int]
) -> None:
    """The phone-sized run plays the whole game from the first move without animation (the
    tempo "instant"); the desktop run, with the animated tempo "fast", takes over a game of
    the easy computer against itself where the player can end it within three moves
    (late_game) and ends it: the end of a game, its result and its statistics in both."""
    phone = viewport[0] < 600
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    start(page, wait_python_ready, tempo="instant" if phone else "fast")
    expect(page.get_by_test_id("pit")).to_have_count(32)
    assert drawn_board(page) == page.evaluate("() => window.gamutDebug.view.board")
    # against the computer the line beside the rules says its level
    expect(page.get_by_test_id("rule-info")).to_have_text("Stufe Leicht · im Uhrzeigersinn")
    if not phone:
        late = late_game()
        page.evaluate("r => window.gamutDebug.loadRecord(r)", late)
        assert wait_steady(page) == "human"
        assert page.evaluate(MOVES) == len(late["moves"])
        assert drawn_board(page) == page.evaluate("() => window.gamutDebug.view.board")
    phase = play_until(page, lambda: False) if phone else play_to_the_end(page)
    assert phase == "match-over", phase

    view = page.evaluate("() => window.gamutDebug.view")
    record = page.evaluate("() => window.gamutDebug.record")
    replay = page.evaluate("r => window.gamutPython.call('replay', {record: r})", record)
    assert view["over"] and replay["over"]
    assert view["winners"] == replay["winners"] and len(view["winners"]) == 1
    assert view["board"] == replay["board"] == drawn_board(page)
    assert sum(view["seeds"]) == 48

    # the result shown is Python's: winner, seeds on each side, the rematch button
    winner = view["winners"][0]
    title = page.get_by_test_id("game-title")
    expect(title).to_be_visible()
    expect(title).to_have_text(
        "Du gewinnst das Spiel!" if winner == 0 else "Der Computer gewinnt das Spiel."
    )
    expect(page.get_by_test_id("seed-counts")).to_have_text(
        f"Steine: Du {view['seeds'][0]} · Computer {view['seeds'][1]}"
    )
    expect(page.get_by_test_id("match-result")).to_have_attribute("data-winner", str(winner))
    assert [s["seeds"] for s in seats(page)] == view["seeds"]
    # the loser has no pit with 2 seeds left (H5.1)
    rows = (2, 3) if winner == 1 else (0, 1)
    assert max(view["board"][r][c] for r in rows for c in range(8)) <= 1
    main = page.get_by_test_id("main-button")
    expect(main).to_have_text("Revanche")
    expect(main).to_be_enabled()

    stats = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1')).stats.hus.easy")
    assert stats == {"won": 1 if winner == 0 else 0, "played": 1}

    # no horizontal scrolling, every pit on screen
    fits = page.evaluate(
        """() => {
            const w = window.innerWidth;
            const out = [...document.querySelectorAll('[data-testid=pit]')]
                .map(p => p.getBoundingClientRect())
                .filter(r => r.left < 0 || r.right > w || r.width < 24).length;
            return {out, scrollX: document.documentElement.scrollWidth > w};
        }"""
    )
    assert fits == {"out": 0, "scrollX": False}

    # the rematch starts afresh and the stats are not counted twice
    main.click()
    page.wait_for_function("() => window.gamutDebug.view && !window.gamutDebug.view.over")
    wait_steady(page)
    expect(page.get_by_test_id("result")).to_be_hidden()
    stats = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1')).stats.hus.easy")
    assert stats["played"] == 1


def test_reload_mid_game_resumes_the_same_board(page: Page, wait_python_ready: Wait) -> None:
    start(page, wait_python_ready)

    def far_enough() -> bool:
        return page.evaluate(MOVES) >= 2

    assert play_until(page, far_enough) == "human"
    board = drawn_board(page)
    chips = seats(page)
    record = page.evaluate("() => window.gamutDebug.record")
    view = page.evaluate("() => window.gamutDebug.view")
    assert board == view["board"]

    page.reload()
    # the saved board is drawn from the save before Python is ready ...
    page.wait_for_function("() => document.querySelectorAll('[data-testid=pit]').length === 32")
    assert drawn_board(page) == board
    # ... then Python replays the record and the same position is back
    wait_python_ready(page)
    assert wait_steady(page) == "human"
    assert page.evaluate("() => window.gamutDebug.record") == record
    assert drawn_board(page) == board
    assert seats(page) == chips
    assert page.evaluate("() => window.gamutDebug.view.scores") == view["scores"]
    assert playable_names(page) == sorted(view["legal"])

    # and play goes on from there
    take_turn(page)
    assert wait_steady(page) in ("human", "match-over")


def test_endless_pit_is_shown_as_not_playable(page: Page, wait_python_ready: Wait) -> None:
    path = RECORDS / "hus-endless-o4.json"
    if not path.exists():
        pytest.skip(f"{path} is missing")
    start(page, wait_python_ready)
    case = json.loads(path.read_text())
    page.evaluate("r => window.gamutDebug.loadRecord(r)", case["record"])
    assert wait_steady(page) == "human"
    assert drawn_board(page) == case["record"]["board"]
    assert playable_names(page) == sorted(case["replay"]["legal"])

    o4 = page.locator("[data-testid=pit][data-owner='0'][data-name=o4]")
    expect(o4).to_have_attribute("data-playable", "false")
    expect(o4).to_have_attribute("data-reason", "endless")
    expect(o4).to_have_attribute("aria-description", "endlos: dieser Zug hört nie auf")
    expect(o4).to_have_attribute("aria-disabled", "true")
    o4.hover()
    expect(page.get_by_test_id("status")).to_contain_text("endlos")
    # other blocked pits say why as well
    o5 = page.locator("[data-testid=pit][data-owner='0'][data-name=o5]")
    expect(o5).to_have_attribute("aria-description", "nur ein Stein")
    i2 = page.locator("[data-testid=pit][data-owner='0'][data-name=i2]")
    expect(i2).to_have_attribute("aria-description", "leer")

    # clicking it plays nothing and says why
    moves = page.evaluate(MOVES)
    o4.click(force=True)  # aria-disabled: Playwright would wait for it to be enabled
    expect(page.get_by_test_id("hint")).to_contain_text("endlos")
    assert page.evaluate(MOVES) == moves

    # hovering a legal pit previews its end pit (o6 ends after 56 laps, rules file)
    o6 = page.locator("[data-testid=pit][data-owner='0'][data-name=o6]")
    o6.hover()
    expect(o6).to_have_class("pit pv-src")
    end = page.evaluate("() => window.gamutDebug.view.previews.o6.end")
    expect(
        page.locator(f"[data-testid=pit][data-row='{end[0]}'][data-col='{end[1]}']")
    ).to_have_class("pit pv-end")
    expect(page.get_by_test_id("status")).to_contain_text("56 Etappen")


def test_keyboard_plays_and_animation_can_be_skipped(page: Page, wait_python_ready: Wait) -> None:
    start(page, wait_python_ready, tempo="slow")
    first = page.locator("[data-testid=pit][data-owner='0'][tabindex='0']")
    expect(first).to_have_count(1)
    first.focus()
    # walk to a legal pit with the arrow keys; focus stays visible on the board
    legal = page.evaluate("() => window.gamutDebug.view.legal")
    for _ in range(16):
        name = page.evaluate("() => document.activeElement.dataset.name")
        if name in legal:
            break
        page.keyboard.press("ArrowRight")
    else:
        raise AssertionError("no legal pit reached by keyboard")
    assert page.evaluate("() => document.activeElement.matches(':focus-visible')")
    expect(page.get_by_test_id("status")).to_contain_text("endet")
    before = page.evaluate(MOVES)
    page.keyboard.press("Enter")
    page.wait_for_function(f"(b) => ({MOVES})() > b", arg=before, timeout=10_000)
    page.wait_for_function("() => document.getElementById('app').dataset.phase === 'animating'")
    page.keyboard.press("Escape")
    page.wait_for_function(
        "() => document.getElementById('app').dataset.phase !== 'animating'", timeout=2_000
    )
    # after the skip the board shows Python's position at once
    view = page.evaluate("() => window.gamutDebug.view")
    if len(view["history"]) == before + 1:  # a single game: its history is every move
        assert drawn_board(page) == view["board"]


def late_game(seed: int = 0, moves: int = 13) -> dict:
    """The first `moves` moves of finished_game(seed): the player (seat 0) to move, and able
    to end the game within three moves whatever the computer answers (ends_within)."""
    record = finished_game(seed)
    record["moves"] = record["moves"][:moves]
    assert ends_within(rules.from_record(record), 3)
    return record


def finished_game(seed: int = 3) -> dict:
    """A single game played to its end by the easy computer on both sides (17 moves)."""
    s = rules.new_game({}, seed=seed)
    i = 0
    while rules.to_move(s) is not None:
        s = rules.play(s, players.choose(rules.view(s, rules.to_move(s)), "easy", i, 0))
        i += 1
    return rules.to_record(s)


PITS_ON_SCREEN = """() => {
    const w = window.innerWidth, h = window.innerHeight;
    const pits = [...document.querySelectorAll('[data-testid=pit]')].map(p => {
        const r = p.getBoundingClientRect();
        const c = p.querySelector('.count').getBoundingClientRect();
        const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
        return {off: r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5,
                small: r.width < 36 || r.height < 36,
                covered: c.left <= cx && cx <= c.right && c.top <= cy && cy <= c.bottom,
                text: parseFloat(getComputedStyle(p.querySelector('.count')).fontSize) < 12};
    });
    return {n: pits.length, off: pits.filter(p => p.off).length,
            small: pits.filter(p => p.small).length,
            covered: pits.filter(p => p.covered).length,
            tinyText: pits.filter(p => p.text).length,
            scrollY: window.scrollY,
            scrolls: document.documentElement.scrollHeight > h ||
                     document.documentElement.scrollWidth > w};
}"""


def on_screen(page: Page, selector: str) -> dict:
    return page.eval_on_selector(
        selector,
        """e => { const r = e.getBoundingClientRect();
            return {top: r.top >= 0 && r.top < innerHeight, inside: r.left >= -0.5 &&
                    r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5}; }""",
    )


# a phone held sideways (844x390, 740x360, 915x412) and 1280x800 at 200% zoom (640x400)
SHORT_LANDSCAPES = [(844, 390), (740, 360), (915, 412), (640, 400)]

RESULT_OVER_PITS = """() => {
    const c = document.querySelector('#result .result-card').getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid=pit]')].filter(p => {
        const r = p.getBoundingClientRect();
        return r.left < c.right && c.left < r.right && r.top < c.bottom && c.top < r.bottom;
    }).length;
}"""


def test_short_landscape_board_and_result_on_one_screen(
    page: Page, wait_python_ready: Wait
) -> None:
    """A phone held sideways: all 32 pits on screen, unscrolled, each at least 36 px, with a
    count (12 px or more) that leaves the pit's middle to the seeds; the main button on screen;
    at the end the result panel starts on screen, beside the board (covering no pit)."""
    page.set_viewport_size({"width": 844, "height": 390})
    start(page, wait_python_ready)
    expect(page.get_by_test_id("pit")).to_have_count(32)
    for w, h in SHORT_LANDSCAPES:
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(100)
        out = page.evaluate(PITS_ON_SCREEN)
        assert out == {"n": 32, "off": 0, "small": 0, "covered": 0, "tinyText": 0,
                       "scrollY": 0, "scrolls": False}, (w, h, out)  # fmt: skip
        assert on_screen(page, "[data-testid=main-button]") == {"top": True, "inside": True}
        assert page.eval_on_selector(".topbar", "e => e.getBoundingClientRect().height") <= 50

    page.evaluate("r => window.gamutDebug.loadRecord(r)", finished_game())
    assert wait_steady(page) in ("game-over", "match-over")
    expect(page.get_by_test_id("game-title")).to_be_visible()
    for w, h in SHORT_LANDSCAPES:
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(100)
        assert on_screen(page, "[data-testid=result]")["top"], (w, h)
        assert on_screen(page, "[data-testid=game-title]") == {"top": True, "inside": True}
        assert on_screen(page, "[data-testid=main-button]") == {"top": True, "inside": True}
        out = page.evaluate(PITS_ON_SCREEN)
        assert out["off"] == 0 and not out["scrolls"] and out["scrollY"] == 0, (w, h, out)
        assert page.evaluate(RESULT_OVER_PITS) == 0, (w, h)


def test_log_names_the_computers_pit_from_the_players_side(
    page: Page, wait_python_ready: Wait
) -> None:
    """Issue 17: the log named the computer's pits in its own spelling (H1.2, columns from its
    left), so "außen 3" pointed at the player's column 6. Columns count from the player's left."""
    start(page, wait_python_ready, level="easy", tempo="instant")
    for i in range(6):
        wait_steady(page)
        last = page.evaluate("() => window.gamutDebug.view.last")
        if last and last["seat"] == 1:
            break
        take_turn(page, pick=i)
    else:
        raise AssertionError("the computer never moved")
    wait_steady(page)
    last = page.evaluate("() => window.gamutDebug.view.last")
    # its own spelling: o1..o8 / i1..i8 from its left = the player's column 9 - n
    row = "außen" if last["move"][0] == "o" else "innen"
    col = 9 - int(last["move"][1])
    end_col = last["end"][1] + 1
    end_row = "außen" if last["end"][0] == 0 else "innen"
    text = page.get_by_test_id("last-move").inner_text()
    assert text.startswith(f"Computer spielt {row} {col}:"), text
    assert f"Ende {end_row} {end_col}" in text, text


@pytest.mark.parametrize("viewport", [(320, 568), (390, 844)])
def test_result_below_the_board_is_never_cut_off(
    page: Page, wait_python_ready: Wait, viewport: tuple[int, int]
) -> None:
    """A phone held upright, the game over: the result stands below the board within the felt
    (the felt hides what passes its edge); where it does not fit whole (320x568), it scrolls,
    and scrolled down its last line shows whole."""
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    start(page, wait_python_ready)
    page.evaluate("r => window.gamutDebug.loadRecord(r)", finished_game())
    assert wait_steady(page) in ("game-over", "match-over")
    expect(page.get_by_test_id("game-title")).to_be_visible()
    out = page.evaluate(
        """() => {
            const felt = document.getElementById('table').getBoundingClientRect();
            const result = document.getElementById('result');
            result.scrollTop = result.scrollHeight;
            const box = result.getBoundingClientRect();
            const card = result.querySelector('.result-card');
            const last = card.lastElementChild.getBoundingClientRect();
            return {felt: felt.bottom, result: box.bottom, last: last.bottom, top: box.top};
        }"""
    )
    assert out["result"] <= out["felt"] + 0.5, out
    assert out["top"] <= out["last"] <= out["result"] + 0.5, out
