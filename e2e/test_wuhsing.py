"""The Wu Hsing page in the built site, played by clicking as a person would.

Fixtures from e2e/conftest.py: ``page`` (fails the test on any request off 127.0.0.1 and on
console errors), ``page_log``, ``wait_python_ready``.

The page exposes a read-only ``window.gamutDebug`` ({view, record, generation, scoresReady})
so a test can compare what is drawn with what Python said; every move here is made through
the page's own controls. Speed: the settings are stored before the page starts with the
"fast" tempo (200 ms between computer turns), the player's own choice in the settings dialog.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from pages.games import start_from
from pages.site import NO_GAME

PageLog = Any  # e2e/conftest.py's PageLog
Wait = Callable[[Page], dict]

URL = "/wuhsing.html"
STEADY = (
    "() => ['human', 'over', 'error'].includes(document.getElementById('app').dataset.phase)"
    " && (document.getElementById('app').dataset.phase !== 'human'"
    "     || window.gamutDebug.scoresReady)"
)

MOVES = "() => window.gamutDebug.record ? window.gamutDebug.record.moves.length : -1"
MOVE_RE = re.compile(r"^([WFHME])@(-?\d+),(-?\d+) ([WFHME])@(-?\d+),(-?\d+)$")
ORDER = "WFHME"


pytestmark = pytest.mark.german  # the tests read the page's German texts


def tile_of(a: str, b: str) -> str:
    return f"{a}-{b}" if ORDER.index(a) <= ORDER.index(b) else f"{b}-{a}"


def seed_settings(page: Page, **settings: Any) -> None:
    """Store settings before the page starts (a returning player's saved settings)."""
    full = {
        "players": 2,
        "level": "easy",
        "variant": "standard",
        "hands": "closed",
        "tempo": "fast",
        **settings,
    }
    page.goto(NO_GAME)
    page.evaluate(
        "s => localStorage.setItem('gamut.v1', s)",
        json.dumps({"v": 1, "settings": {"wuhsing": full}, "games": {}, "stats": {}}),
    )


def wait_steady(page: Page, timeout: int = 60_000) -> str:
    page.wait_for_function(STEADY, timeout=timeout)
    return page.eval_on_selector("#app", "e => e.dataset.phase")


def start(page: Page, wait_python_ready: Wait, **settings: Any) -> None:
    seed_settings(page, **settings)
    page.goto(URL)
    wait_python_ready(page)
    wait_steady(page)


def spots_by_pair(legal: list[str], tile: str) -> dict[str, set[str]]:
    """Python's legal moves for one kind of tile, grouped by their two cells."""
    out: dict[str, set[str]] = {}
    for mv in legal:
        m = MOVE_RE.match(mv)
        if not m:
            continue
        a, r1, c1, b, r2, c2 = m.groups()
        if tile_of(a, b) == tile:
            out.setdefault(f"{r1},{c1},{r2},{c2}", set()).add(mv)
    return out


def take_turn(page: Page, best: bool = True) -> None:
    """One action of the player: Pass when the main button says so, else pick a highlighted
    tile and click a shown spot (the best-scoring one, or the first). Checks that the spots
    drawn are exactly Python's legal moves for that tile and that the score shown is the
    score made."""
    before = page.evaluate(MOVES)
    main = page.get_by_test_id("main-button")
    if main.get_attribute("data-action") == "pass":
        assert page.evaluate("() => window.gamutDebug.view.legal") == ["pass"]
        expect(main).to_have_text("Passen")
        main.click()
        page.wait_for_function(f"(b) => ({MOVES})() > b", arg=before, timeout=10_000)
        return
    assert main.get_attribute("data-action") == "play"
    playable = page.locator("[data-testid=hand-tile][data-playable=true]")
    assert playable.count() > 0, "my turn to play, yet no tile is highlighted"
    tile_btn = playable.first
    tile = tile_btn.get_attribute("data-tile")
    legal = page.evaluate("() => window.gamutDebug.view.legal")
    expected = spots_by_pair(legal, tile)
    tile_btn.click()
    spots = page.get_by_test_id("spot")
    expect(spots).to_have_count(len(expected))
    shown = page.evaluate(
        """() => [...document.querySelectorAll('[data-testid=spot]')].map(b => ({
            pair: b.dataset.pair, move: b.dataset.move, score: b.dataset.score}))"""
    )
    assert {s["pair"] for s in shown} == set(expected)
    for s in shown:
        assert s["move"] in expected[s["pair"]]
        assert s["score"] != "", "every spot shows its score"
    pick = max(shown, key=lambda s: int(s["score"])) if best else shown[0]
    page.locator(f"[data-testid=spot][data-pair='{pick['pair']}']").click()
    page.wait_for_function(f"(b) => ({MOVES})() > b", arg=before, timeout=10_000)
    hist = page.evaluate("() => window.gamutDebug.view.history")
    mine = hist[before]
    assert mine["seat"] == 0 and mine["move"] == pick["move"]
    assert mine["score"] == int(pick["score"])


def board_state(page: Page) -> dict:
    return page.evaluate(
        """() => ({
            tiles: [...document.querySelectorAll('[data-testid=board-tile]')].map(t =>
                `${t.dataset.id}:${t.dataset.tile}:` + [...t.querySelectorAll('[data-cell]')]
                    .map(c => `${c.dataset.cell}=${c.dataset.colour}`).join(' ')),
            rack: [...document.querySelectorAll('[data-testid=hand-tile]')]
                .map(b => b.dataset.tile),
            seats: [...document.querySelectorAll('#seats .seat')].map(li => li.dataset.score),
            seatText: [...document.querySelectorAll('#seats .seat')].map(li => li.textContent),
        })"""
    )


# ---------------------------------------------------------------------------------------------


def test_board_draws_before_python_and_stays_local(
    page: Page, page_log: PageLog, wait_python_ready: Wait
) -> None:
    page.goto(URL)
    expect(page).to_have_title("Wu Hsing")
    expect(page.get_by_test_id("table")).to_be_visible()
    expect(page.get_by_test_id("seat-0")).to_contain_text("Du")
    nav = page.get_by_role("navigation", name="Spiele")
    expect(nav.locator("a[aria-current=page]")).to_have_text("Wu Hsing")
    wait_python_ready(page)
    assert wait_steady(page) in ("human", "over")
    expect(page.get_by_test_id("loading")).to_be_hidden()
    expect(page.get_by_test_id("hand-tile")).to_have_count(14)
    # the start square (two tiles, W2.1) plus the computer's opening tile when the lot made it
    # start (W2.3); every half with its glyph
    moves = page.evaluate("() => window.gamutDebug.record.moves")
    placed = 2 + sum(1 for m in moves if m != "pass")
    assert placed in (2, 3)
    expect(page.get_by_test_id("board-tile")).to_have_count(placed)
    assert page.locator("[data-testid=cell] svg.wx-glyph").count() == 2 * placed
    assert page_log.foreign == []


@pytest.mark.parametrize("viewport", [(1280, 800), (390, 844)])
def test_plays_a_whole_game_against_the_computer(
    page: Page, page_log: PageLog, wait_python_ready: Wait, viewport: tuple[int, int]
) -> None:
    """The phone-sized run plays the whole game from the first move; the desktop run takes
    over a game of the medium computer against itself five moves before its end (late_game)
    and plays it out: the end of a game, its final table and its statistics in both."""
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    start(page, wait_python_ready, level="medium")
    if viewport[0] >= 600:
        late = late_game()
        start_from(page, late)
        wait_steady(page)
        assert page.evaluate(MOVES) == len(late["moves"])
    for _ in range(80):
        phase = wait_steady(page)
        if phase != "human":
            break
        take_turn(page)
    assert phase == "over", phase

    view = page.evaluate("() => window.gamutDebug.view")
    assert view["over"] and view["final_scores"] is not None
    # the final table shows Python's numbers ...
    rows = page.get_by_test_id("final-row")
    expect(rows).to_have_count(2)
    for seat in range(2):
        row = page.locator(f"[data-testid=final-row][data-seat='{seat}']")
        assert row.get_attribute("data-final") == str(view["final_scores"][seat])
        assert row.get_attribute("data-penalty") == str(view["penalties"][seat])
        expect(row.locator("td.total")).to_have_text(str(view["final_scores"][seat]))
        assert (row.get_attribute("data-winner") == "true") == (seat in view["winners"])
        left = row.locator(".mini")
        expect(left).to_have_count(len(view["hands"][seat]))
    # ... which agree with a replay of the saved record
    replay = page.evaluate(
        "() => window.gamutPython.call('replay', {record: window.gamutDebug.record})"
    )
    assert replay["over"] is True
    assert replay["scores"] == view["final_scores"]
    assert replay["winners"] == view["winners"]
    assert [int(s) for s in board_state(page)["seats"]] == view["scores"]
    if view["winners"] == [0]:
        verdict = "Du gewinnst"
    elif 0 in view["winners"]:
        verdict = "Geteilter Sieg"
    else:
        verdict = "Computer gewinnt"
    expect(page.get_by_test_id("match-result")).to_contain_text(verdict)
    # one game counted for the level, kept in storage
    stats = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1')).stats.wuhsing")
    assert stats["medium"] == {"won": 1 if 0 in view["winners"] else 0, "played": 1}

    # rematch: a new game, the other seat begins
    main = page.get_by_test_id("main-button")
    expect(main).to_have_attribute("data-action", "rematch")
    first = view["first"]
    main.click()
    page.wait_for_function("() => window.gamutDebug.view && !window.gamutDebug.view.over")
    assert page.evaluate("() => window.gamutDebug.view.first") == 1 - first
    wait_steady(page)
    expect(page.get_by_test_id("result")).to_be_hidden()
    assert page_log.foreign == []


def late_game(seed: int = 0, left: int = 5) -> dict:
    """The record of a two-player game of the medium computer against itself (played here in
    Python) without its last `left` moves: the player (seat 0) to move."""
    from gamut.wuhsing import players, rules

    s = rules.new_game({"players": 2}, seed=seed)
    while rules.to_move(s) is not None:
        s = rules.play(s, players.choose(rules.view(s, rules.to_move(s)), "medium", 0, 0))
    record = rules.to_record(s)
    record["moves"] = record["moves"][:-left]
    assert rules.to_move(rules.from_record(record)) == 0
    return record


def test_reload_mid_game_resumes_the_same_board(page: Page, wait_python_ready: Wait) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    start(page, wait_python_ready)
    for _ in range(3):
        if wait_steady(page) != "human":
            break
        take_turn(page, best=False)
    assert wait_steady(page) == "human"
    before = board_state(page)
    record = page.evaluate("() => window.gamutDebug.record")
    assert len(before["tiles"]) >= 4 and before["rack"]

    page.reload()
    wait_python_ready(page)
    assert wait_steady(page) == "human"
    assert board_state(page) == before
    assert page.evaluate("() => window.gamutDebug.record") == record

    take_turn(page)
    assert wait_steady(page) in ("human", "over")


def test_keyboard_pick_turn_and_place(page: Page, wait_python_ready: Wait) -> None:
    start(page, wait_python_ready)
    if page.get_by_test_id("main-button").get_attribute("data-action") != "play":
        pytest.skip("no placement on the first turn of this deal")
    before = page.evaluate(MOVES)
    tile = page.locator("[data-testid=hand-tile][data-playable=true]").first
    tile.focus()
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("spot").first).to_be_visible()
    focused = page.evaluate("() => document.activeElement.getAttribute('data-testid')")
    assert focused == "spot"
    preview = page.get_by_test_id("tile-preview")
    lie = preview.get_attribute("data-horizontal")
    page.keyboard.press("r")
    assert preview.get_attribute("data-horizontal") != lie
    page.keyboard.press("Escape")
    expect(page.get_by_test_id("spot")).to_have_count(0)
    assert page.evaluate("() => document.activeElement.getAttribute('data-testid')") == "hand-tile"
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowRight")
    move = page.evaluate("() => document.activeElement.dataset.move")
    assert move in page.evaluate("() => window.gamutDebug.view.legal")
    page.keyboard.press("Enter")
    page.wait_for_function(f"(b) => ({MOVES})() > b", arg=before, timeout=10_000)
    assert page.evaluate("() => window.gamutDebug.record.moves")[before] == move


def test_lines_show_on_hover(page: Page, wait_python_ready: Wait) -> None:
    start(page, wait_python_ready)
    view = page.evaluate("() => window.gamutDebug.view")
    cell = view["board"][0]
    page.locator(f"[data-cell='{cell['r']},{cell['c']}']").hover()
    row = page.get_by_test_id("line-row")
    expect(row).to_be_visible()
    lines = [ln for ln in view["lines"] if ln["axis"] == "row" and ln["start"][0] == cell["r"]]
    assert lines and row.get_attribute("data-pattern") == (lines[0]["pattern"] or "")


def test_a_tile_chosen_closes_the_lines_a_tap_pinned(page: Page, wait_python_ready: Wait) -> None:
    """A phone (320x568): a tap on a cell pins its lines in a box over the board; choosing a
    tile from the rack then closes it (it covered the places to tap, a fresh user's find)."""
    page.set_viewport_size({"width": 320, "height": 568})
    page.emulate_media(reduced_motion="reduce")
    start(page, wait_python_ready)
    view = page.evaluate("() => window.gamutDebug.view")
    cell = view["board"][0]
    page.locator(f"[data-cell='{cell['r']},{cell['c']}']").dispatch_event("click")
    box = page.locator("#inspect")
    expect(box).to_be_visible()
    page.locator("[data-testid=hand-tile][data-playable=true]").first.click()
    expect(page.get_by_test_id("spot").first).to_be_attached()
    expect(box).to_be_hidden()


@pytest.mark.console_errors_ok
def test_bad_save_starts_fresh_and_keeps_stats(page: Page, wait_python_ready: Wait) -> None:
    page.goto(NO_GAME)
    page.evaluate(
        "s => localStorage.setItem('gamut.v1', s)",
        json.dumps(
            {
                "v": 1,
                "settings": {"wuhsing": {"players": 3, "level": "hard", "tempo": "fast"}},
                "games": {"wuhsing": {"record": {"game": "wuhsing", "moves": ["X@0,0"]}}},
                "stats": {"wuhsing": {"hard": {"won": 2, "played": 5}}},
            }
        ),
    )
    page.goto(URL)
    wait_python_ready(page)
    wait_steady(page)
    # the engine refused the save: the notice bar, as in every game
    expect(page.get_by_test_id("storage-notice").first).to_contain_text("neue Partie")
    view = page.evaluate("() => window.gamutDebug.view")
    assert view["seats"] == 3 and len(view["hand"]) == 9
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1'))")
    assert saved["stats"]["wuhsing"]["hard"] == {"won": 2, "played": 5}
    page.get_by_test_id("settings-open").click()
    expect(page.locator("#stats li[data-level=hard]")).to_contain_text("2 von 5")


# ---- saved positions: a record in the page's save (web/js/core/storage.js, gamut.v1) -------------


def easy_game(options: dict, seed: int, stop: Callable[[Any], bool] | None = None) -> Any:
    """A game played on in Python by the easy computer for every seat (deterministic)."""
    from gamut.wuhsing import players, rules

    s = rules.new_game(options, seed=seed)
    while not s.over and not (stop and stop(s)):
        s = rules.play(s, players.choose(rules.view(s, s.to_move), "easy", seed, 0))
    return s


def start_saved(page: Page, wait_python_ready: Wait, record: dict, **settings: Any) -> str:
    """Open the page on a saved running game (a returning player's save)."""
    full = {"players": 2, "level": "easy", "variant": "standard", "hands": "closed"}
    full.update(tempo="fast", **settings)
    game = {"record": record, "seed": 1, "counted": True, "level": "easy"}
    page.goto(NO_GAME)
    page.evaluate(
        "s => localStorage.setItem('gamut.v1', s)",
        json.dumps({"v": 1, "settings": {"wuhsing": full}, "games": {"wuhsing": game}}),
    )
    page.goto(URL)
    wait_python_ready(page)
    return wait_steady(page)


RESULT_BOX = """() => {
    const r = document.querySelector('[data-testid=result]');
    const box = (el) => {
        const b = el.getBoundingClientRect();
        return {top: b.top, bottom: b.bottom};
    };
    return {
        result: box(r), table: box(document.querySelector('[data-testid=table]')),
        heading: box(r.querySelector('h2')), close: box(r.querySelector('.result-close')),
        why: box(r.querySelector('.result-why')),
        rematch: box(r.querySelector('[data-testid=rematch]')),
        scrollTop: r.scrollTop, scrollHeight: r.scrollHeight, clientHeight: r.clientHeight,
        overflowY: getComputedStyle(r).overflowY, innerHeight: window.innerHeight,
    };
}"""


@pytest.mark.parametrize(
    ("width", "height", "n"), [(390, 844, 4), (844, 390, 4), (844, 390, 2), (390, 844, 2)]
)
def test_game_over_panel_shows_or_scrolls_from_its_top(
    page: Page, wait_python_ready: Wait, width: int, height: int, n: int
) -> None:
    """Play-test issue: at 390x844 (4 players) and 844x390 the result card's heading, ✕ and
    reason were cut off above the table's edge and could not be reached. Now the panel's top
    (heading, ✕, reason) lies inside the table and the viewport, and what does not fit
    scrolls inside the panel down to Rematch (W7 result, W7.3 penalties)."""
    from gamut.wuhsing import rules

    page.set_viewport_size({"width": width, "height": height})
    record = rules.to_record(easy_game({"players": n, "first": 0}, 4 if n == 4 else 2))
    assert start_saved(page, wait_python_ready, record, players=n) == "over"
    expect(page.get_by_test_id("result")).to_be_visible()
    expect(page.get_by_test_id("final-row")).to_have_count(n)
    m = page.evaluate(RESULT_BOX)
    assert m["scrollTop"] == 0 and m["overflowY"] == "auto"
    assert m["table"]["top"] <= m["result"]["top"] and 0 <= m["result"]["top"] < m["innerHeight"]
    for part in ("heading", "close", "why"):
        assert m["result"]["top"] <= m[part]["top"] < m[part]["bottom"] <= m["result"]["bottom"], (
            part,
            m,
        )
        assert m[part]["bottom"] <= m["innerHeight"], (part, m)
    if (width, height, n) == (844, 390, 4):
        assert m["scrollHeight"] > m["clientHeight"], "the landscape table is too short: it scrolls"
    # the end of the card is reached by scrolling the panel (a wheel over the card) ...
    result = page.get_by_test_id("result")
    result.scroll_into_view_if_needed()
    if m["scrollHeight"] > m["clientHeight"]:
        box = result.bounding_box()
        assert box is not None
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 60))
        page.mouse.wheel(0, 2000)
        page.wait_for_function(
            "() => { const r = document.querySelector('[data-testid=result]');"
            " return r.scrollTop + r.clientHeight >= r.scrollHeight - 1; }"
        )
    m = page.evaluate(RESULT_BOX)
    assert (
        m["result"]["top"] <= m["rematch"]["top"] < m["rematch"]["bottom"] <= m["result"]["bottom"]
    )
    page.get_by_test_id("rematch").click(trial=True)  # ... and Rematch can be clicked there
    # ... and back to its top again
    page.evaluate("() => { document.querySelector('[data-testid=result]').scrollTop = 0; }")
    m = page.evaluate(RESULT_BOX)
    assert (
        m["result"]["top"] <= m["heading"]["top"] and m["close"]["bottom"] <= m["result"]["bottom"]
    )


def test_failed_start_square_is_told_with_both_tiles(page: Page, wait_python_ready: Wait) -> None:
    """W8.1(b) with W2.2: the computer (first) has chosen Water-Fire in secret; the player
    chooses Water-Water: only two colours. Both tiles are revealed and the player is told the
    start square failed and both choose again (log and screen-reader announcement, in German
    and English); the failed choice is never shown as a play for 0 points."""
    from gamut.wuhsing import rules

    s = rules.play(rules.new_game({"variant": "fifteen_b", "first": 1}), "W@0,0 F@1,0")
    assert start_saved(page, wait_python_ready, rules.to_record(s), variant="fifteen_b") == "human"
    expect(page.get_by_test_id("hidden-choice")).to_be_visible()
    page.locator("[data-testid=hand-tile][data-tile='W-W']").click()
    page.locator("[data-testid=spot]").first.click()
    page.wait_for_function(f"() => ({MOVES})() >= 2")
    failed = page.locator("#log .ev[data-square=failed]")
    de = (
        "Das Startquadrat scheitert: Du hast Wasser-Wasser gewählt, Computer hat Wasser-Feuer"
        " gewählt. Keine vier verschiedenen Farben, also gehen beide Steine zurück und beide"
        " wählen neu."
    )
    expect(page.get_by_test_id("announce")).to_contain_text(de)
    expect(failed).to_have_count(1)
    expect(failed).to_have_attribute("data-kind", "reveal")
    chips = "els => els.map(e => e.getAttribute('aria-label'))"
    assert failed.locator(".wx-face").evaluate_all(chips) == ["Wasser-Wasser", "Wasser-Feuer"]
    expect(failed).to_have_text(de.replace("Wasser-Wasser", "").replace("Wasser-Feuer", ""))
    # the computer chooses again (first seat first); the failure stays in the log meanwhile
    page.wait_for_function(f"() => ({MOVES})() >= 3")
    assert wait_steady(page) == "human"
    expect(failed).to_have_count(1)
    expect(page.get_by_test_id("last-move")).to_have_text("Computer hat verdeckt gewählt.")
    expect(page.get_by_test_id("hint")).to_have_text(
        "Wähle verdeckt einen Stein für das Startquadrat."
    )
    expect(page.get_by_test_id("log")).not_to_contain_text("Punkte")
    assert page.get_by_test_id("board-tile").count() == 0
    expect(page.get_by_test_id("hand-tile")).to_have_count(15)
    # the same in English
    page.get_by_test_id("lang-picker").select_option("en")
    expect(failed).to_have_text(
        "The start square fails: you chose , Computer chose . Not four different colours,"
        " so both tiles go back and both choose again."
    )
    assert failed.locator(".wx-face").evaluate_all(chips) == ["Water-Water", "Water-Fire"]
    expect(page.get_by_test_id("log")).not_to_contain_text("points")


def test_every_pass_line_keeps_the_tiles_shown_then(page: Page, wait_python_ready: Wait) -> None:
    """W6.2: a pass shows the passer's hand for that turn. With 4 players two seats have
    passed in this round; each pass line in the log (the older, short one included) lists the
    tiles shown at that pass (view.history[i].hand), not a bare colon."""
    from gamut.wuhsing import rules

    def two_passes(s: Any) -> bool:
        last = [m for _, m, _ in s.log[-3:]]
        return s.to_move == 0 and last.count("pass") >= 2 and rules.legal_moves(s) != ["pass"]

    s = easy_game({"players": 4, "first": 0}, 0, two_passes)
    assert two_passes(s)
    page.set_viewport_size({"width": 390, "height": 844})
    assert start_saved(page, wait_python_ready, rules.to_record(s), players=4) == "human"
    want = {i: e["hand"] for i, e in enumerate(rules.view(s, 0)["history"]) if e["kind"] == "pass"}
    lines = page.locator("#log [data-kind=pass]")
    expect(lines).to_have_count(2)
    shown = lines.evaluate_all(
        """els => els.map(e => [Number(e.dataset.index),
            [...e.querySelectorAll('[data-testid=passed-hand] [data-tile]')]
                .map(t => t.dataset.tile)])"""
    )
    assert len(shown) == 2 and all(tiles for _, tiles in shown)
    assert {i: tiles for i, tiles in shown} == {i: want[i] for i, _ in shown}
    names = {1: "West", 2: "Nord", 3: "Ost"}
    for i, _ in shown:
        seat = s.log[i][0]
        line = page.locator(f"#log [data-kind=pass][data-index='{i}']")
        expect(line).to_contain_text(f"{names[seat]} passt und zeigt seine Steine:")
        hand = line.get_by_test_id("passed-hand")
        expect(hand).to_have_attribute("aria-label", f"Steine von {names[seat]}")


# ---- a short landscape screen ---------------------------------------------------------------

# a phone held sideways (844x390, 740x360, 915x412) and 1280x800 at 200% zoom (640x400)
SHORT_LANDSCAPES = [(844, 390), (740, 360), (915, 412), (640, 400)]

ONE_SCREEN = """() => {
    const W = innerWidth, H = innerHeight;
    const rect = (el) => el.getBoundingClientRect();
    const inside = (r) => r.width > 0 && r.height > 0 && r.left >= -0.5 && r.top >= -0.5 &&
        r.right <= W + 0.5 && r.bottom <= H + 0.5;
    const board = rect(document.querySelector('[data-testid=board]'));
    const overBoard = (r) => r.left < board.right && board.left < r.right &&
        r.top < board.bottom && board.top < r.bottom;
    const tiles = [...document.querySelectorAll('[data-testid=hand-tile]')].map(rect);
    const shown = [...document.querySelectorAll(
        '[data-testid=main-button], [data-testid=rotate], [data-testid=flip], ' +
        '[data-testid=cancel], [data-testid=tile-preview], #seats .seat, [data-testid=log], ' +
        '[data-testid=fit]')].filter(e => e.offsetParent !== null);
    return {
        scrolls: document.documentElement.scrollHeight > H ||
                 document.documentElement.scrollWidth > W,
        scrollY: window.scrollY,
        tiles: tiles.length,
        tilesOff: tiles.filter(r => !inside(r)).length,
        tilesOverBoard: tiles.filter(overBoard).length,
        shown: shown.map(e => e.dataset.testid || e.id || e.className).sort(),
        shownOff: shown.filter(e => !inside(rect(e))).map(e => e.dataset.testid || e.className),
        boardW: board.width / W, boardH: board.height / H,
        topbar: rect(document.querySelector('.topbar')).height,
    };
}"""


@pytest.mark.parametrize(("variant", "tiles"), [("standard", 14), ("fifteen_a", 15)])
def test_short_landscape_plays_without_scrolling(
    page: Page, wait_python_ready: Wait, variant: str, tiles: int
) -> None:
    """A phone held sideways (and 1280x800 at 200% zoom): the page is one screen, unscrolled;
    the board takes at least 45% of the width and of the height; every rack tile (15 in the
    two-player variants), the seats, the log, the main button and, with a tile chosen, the
    rotate / flip / back controls and the preview lie inside the viewport, off the board."""
    page.set_viewport_size({"width": 844, "height": 390})
    start(page, wait_python_ready, variant=variant)
    assert page.eval_on_selector("#app", "e => e.dataset.phase") == "human"
    expect(page.get_by_test_id("hand-tile")).to_have_count(tiles)

    def one_screen_at_each_size() -> list[tuple[int, int, dict]]:
        seen = []
        for w, h in SHORT_LANDSCAPES:
            page.set_viewport_size({"width": w, "height": h})
            page.wait_for_timeout(100)
            out = page.evaluate(ONE_SCREEN)
            assert not out["scrolls"] and out["scrollY"] == 0, (w, h, out)
            tiles_seen = (out["tiles"], out["tilesOff"], out["tilesOverBoard"])
            assert tiles_seen == (tiles, 0, 0), (w, h, out)
            assert out["shownOff"] == [], (w, h, out)
            seen.append((w, h, out))
        return seen

    for w, h, out in one_screen_at_each_size():
        assert {"main-button", "fit", "log", "seat-0", "seat-1"} <= set(out["shown"]), (w, h, out)
        assert out["boardW"] >= 0.45 and out["boardH"] >= 0.45, (w, h, out)
        assert out["topbar"] <= 50, (w, h, out)

    # a tile chosen: its spots on the board, the turn tools beside it, still one screen
    page.locator("[data-testid=hand-tile][data-playable=true]").first.click()
    expect(page.get_by_test_id("spot").first).to_be_visible()
    expect(page.get_by_test_id("rotate")).to_be_visible()
    for w, h, out in one_screen_at_each_size():
        for part in ("rotate", "flip", "cancel", "tile-preview"):
            assert part in out["shown"], (part, w, h, out)
        assert out["boardW"] >= 0.45 and out["boardH"] >= 0.45, (w, h, out)
