"""Take-back and hint (issue 28) in the built site, one match of each game against the computer:
a hint drawn on the table, moves taken back by the header's button and by the key, the match
played to its end, and the statistics counting it apart ("won with help") while the level's
own won and played stay as they were. Dominoes: a draw taken back and drawn again gives the
same tile, and the notice says so.

Each match starts late (a position the easy computer reached against itself, played here in
CPython) so that little is left to play. Fixtures: e2e/conftest.py.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page, expect

from gamut import core
from pages import games
from pages.axe import audit

Wait = Callable[[Page], dict]
ENGLISH = {"same-tile": "Drawing again gives you the same tile: the boneyard keeps its order."}
PLAIN = {"won": 3, "played": 5}  # the level's matches without help, saved before


def late(game: str, options: dict, seed: int, left: int, ok: Callable[[Any, dict], bool]) -> dict:
    """A match of the easy computer against itself (CPython), cut to the last position with
    seat 0 to move, at least `left` moves before the end, that `ok(state, view)` accepts."""
    rules, players = core.engine(game), core.players(game)
    s = rules.new_game(options, seed=seed)
    states = [s]
    i = 0
    while rules.to_move(s) is not None:
        s = rules.play(s, players.choose(rules.view(s, rules.to_move(s)), "easy", i, 0))
        states.append(s)
        i += 1
    for s in reversed(states[: len(states) - left]):
        if rules.to_move(s) == 0 and ok(s, rules.view(s, 0)):
            return rules.to_record(s)
    raise AssertionError("no such position")


def open_with_stats(page: Page, wait_python_ready: Wait, game: str, **settings: Any) -> None:
    """The game page in English, saved settings (easy, fast) and plain wins at the easy level."""
    games.seed(page, game, **settings)
    page.evaluate(
        "([g, plain]) => { const d = JSON.parse(localStorage.getItem('gamut.v1'));"
        " d.stats = { [g]: { easy: plain } };"
        " localStorage.setItem('gamut.v1', JSON.stringify(d)); }",
        [game, PLAIN],
    )
    page.goto(games.url(game, "en"))
    wait_python_ready(page)
    games.wait_steady(page, game)


def controls(page: Page) -> dict:
    return page.evaluate(
        """() => ({
            back: document.getElementById('btn-take-back').disabled,
            hint: document.getElementById('btn-hint').disabled,
            hidden: document.getElementById('btn-take-back').hidden,
        })"""
    )


def take_back(page: Page, game: str, by_key: bool) -> None:
    """One take-back through the header's button or the key U; waits until Python's answer
    is drawn."""
    before = games.moves(page)
    if by_key:
        page.locator("body").press("u")
    else:
        page.get_by_test_id("take-back").click()
    page.wait_for_function(f"(b) => ({games.MOVES})() < b", arg=before)
    games.wait_steady(page, game)


def ask_hint(page: Page, game: str, mark: str) -> dict:
    """A hint by the key H, then the mark `mark` on the table; returns the hint."""
    expect(page.get_by_test_id("ask-hint")).to_be_enabled()
    page.locator("body").press("h")
    page.wait_for_selector(mark)
    hint = page.evaluate("() => window.gamutDebug.hint")
    assert hint and hint["move"] in page.evaluate("() => window.gamutDebug.view.legal")
    expect(page.get_by_test_id("log")).to_contain_text("Hint: ")
    expect(page.get_by_test_id("ask-hint")).to_be_disabled()  # one hint per position
    return hint


def finish(page: Page, game: str) -> dict:
    """The player's moves to the end of the match; returns the final view."""
    phase = games.play_until(
        lambda: games.wait_steady(page, game), lambda i: games.click_move(page, game), limit=60
    )
    assert phase in ("match-over", "over"), phase
    return page.evaluate("() => window.gamutDebug.view")


def check_stats(page: Page, game: str, view: dict) -> None:
    """The match counted apart at the easy level; the level's own won and played untouched;
    the settings' statistics show the line."""
    won = 1 if 0 in view["winners"] else 0
    stats = page.evaluate(f"() => JSON.parse(localStorage.getItem('gamut.v1')).stats.{game}")
    assert stats["easy"] == {**PLAIN, "help": {"won": won, "played": 1}}
    assert stats["medium"] == stats["hard"] == {"won": 0, "played": 0}
    assert page.evaluate(f"() => JSON.parse(localStorage.getItem('gamut.v1')).games.{game}.helped")
    page.get_by_test_id("settings-open").click()
    line = page.locator("[data-testid=stats] li[data-help=true][data-level=easy]")
    expect(line).to_have_text(f"won with help: {won} of 1")
    expect(page.locator("[data-testid=stats] li[data-level=easy]").first).to_contain_text("3 of 5")
    assert audit(page, f"{game} statistics") == []
    page.get_by_test_id("settings-close").click()


def test_dominoes_take_back_a_draw_and_a_hint(page: Page, wait_python_ready: Wait) -> None:
    open_with_stats(page, wait_python_ready, "dominoes")
    assert controls(page)["hidden"] is False
    # seat 0 must draw (D5.1), with tiles in the boneyard; target 1: the round ends the match
    rec = late(
        "dominoes",
        {"mode": "draw", "seats": 2, "target": 1},
        4,
        2,
        lambda s, v: (
            v["legal"] == ["draw"]
            and v["boneyard"] > 1
            and any(e["seat"] == 0 for e in v["history"])
        ),
    )
    games.start_from(page, rec)
    assert games.wait_steady(page, "dominoes") == "human"
    assert controls(page) == {"back": False, "hint": False, "hidden": False}

    def hand() -> list[str]:
        return page.evaluate("() => window.gamutDebug.view.hand")

    before = hand()
    page.get_by_test_id("main-button").click()  # Draw
    page.wait_for_function(f"(b) => ({games.MOVES})() > b", arg=len(rec["moves"]))
    games.wait_steady(page, "dominoes")
    drawn = [t for t in hand() if t not in before]
    # D2: the boneyard's first tile left (each draw before took one)
    assert drawn == [rec["deals"][0]["boneyard"][rec["moves"].count("draw")]]

    take_back(page, "dominoes", by_key=True)
    assert page.evaluate("() => window.gamutDebug.record.moves") == rec["moves"]
    assert hand() == before
    expect(page.get_by_test_id("log")).to_contain_text(ENGLISH["same-tile"])

    # the hint names the draw: the Draw button is marked; drawn again, the same tile comes
    hint = ask_hint(page, "dominoes", "#main-button[data-hint=true]")
    assert hint["move"] == "draw"
    page.get_by_test_id("main-button").click()
    page.wait_for_function(f"(b) => ({games.MOVES})() > b", arg=len(rec["moves"]))
    games.wait_steady(page, "dominoes")
    assert [t for t in hand() if t not in before] == drawn

    # a hint for a tile: the tile in hand and its place on the line are marked
    phase = games.play_until(
        lambda: games.wait_steady(page, "dominoes"),
        lambda i: games.click_move(page, "dominoes"),
        lambda: bool(
            page.evaluate(
                "() => window.gamutDebug.view.previews && "
                "Object.keys(window.gamutDebug.view.previews).length"
            )
        ),
        limit=20,
    )
    if phase == "human":
        hint = ask_hint(page, "dominoes", "[data-testid=hand-tile][data-hint=true]")
        tile, *end = hint["move"].split(" ")
        expect(page.locator("[data-testid=hand-tile][data-hint=true]")).to_have_attribute(
            "data-tile", tile
        )
        # the player follows the hint: its place on the line (or the tile, when it opens)
        before = games.moves(page)
        if end:
            place = page.locator("[data-testid=end-choice][data-hint=true]")
            expect(place).to_have_attribute("data-move", hint["move"])
            place.click()
        else:
            page.locator("[data-testid=hand-tile][data-hint=true]").click()
        page.wait_for_function(f"(b) => ({games.MOVES})() > b", arg=before)
        assert page.evaluate("() => window.gamutDebug.record.moves")[before] == hint["move"]
        view = finish(page, "dominoes")
    else:
        view = page.evaluate("() => window.gamutDebug.view")
    assert view["over"]
    expect(page.get_by_test_id("take-back")).to_be_disabled()  # the match is over
    check_stats(page, "dominoes", view)


def test_hus_hint_and_take_back(page: Page, wait_python_ready: Wait) -> None:
    open_with_stats(page, wait_python_ready, "hus", tempo="instant")
    rec = late("hus", {"first": 0}, 0, 6, lambda s, v: any(e["seat"] == 0 for e in v["history"]))
    games.start_from(page, rec)
    assert games.wait_steady(page, "hus") == "human"

    # the hint: its pit marked, where the sowing ends, what it captures, told on the board
    hint = ask_hint(page, "hus", ".pit.hint")
    pit = page.locator(".pit.hint")
    expect(pit).to_have_attribute("data-name", hint["move"])
    assert hint["preview"] == page.evaluate("() => window.gamutDebug.view.previews")[hint["move"]]
    captured = hint["preview"]["captured"]
    expect(page.locator(".pit.pv-cap")).to_have_count(
        sum(
            1
            for r in (0, 1)
            for c in range(8)
            if page.evaluate("() => window.gamutDebug.view.board")[r][c] > 0
            and hint["preview"]["board"][r][c] == 0
        )
    )
    assert (captured > 0) == (page.locator(".pit.pv-cap").count() > 0)
    expect(page.get_by_test_id("status")).not_to_be_empty()
    assert audit(page, "hus hint") == []

    # a move and the computer's reply, taken back by the button: the position comes back
    games.click_move(page, "hus")
    assert games.moves(page) > len(rec["moves"])
    take_back(page, "hus", by_key=False)
    assert page.evaluate("() => window.gamutDebug.record.moves") == rec["moves"]

    view = finish(page, "hus")
    check_stats(page, "hus", view)


def test_wuhsing_hint_and_take_back(page: Page, wait_python_ready: Wait) -> None:
    open_with_stats(page, wait_python_ready, "wuhsing")
    rec = late(
        "wuhsing",
        {"players": 2},
        2,
        4,
        lambda s, v: v["legal"] != ["pass"] and any(e["seat"] == 0 for e in v["history"]),
    )
    games.start_from(page, rec)
    assert games.wait_steady(page, "wuhsing") == "human"

    # the hint: the placement drawn on the board with its score, its tile marked in the rack
    hint = ask_hint(page, "wuhsing", "[data-testid=hint-spot]")
    expect(page.get_by_test_id("hint-spot")).to_have_attribute("data-move", hint["move"])
    score = hint["preview"]["score"]
    expect(page.get_by_test_id("hint-score")).to_have_text(str(score))
    expect(page.locator("[data-testid=hand-tile][data-hint=true]")).to_have_count(1)
    assert audit(page, "wuhsing hint") == []

    games.click_move(page, "wuhsing")
    expect(page.get_by_test_id("hint-spot")).to_have_count(0)
    take_back(page, "wuhsing", by_key=True)
    assert page.evaluate("() => window.gamutDebug.record.moves") == rec["moves"]

    view = finish(page, "wuhsing")
    check_stats(page, "wuhsing", view)


def test_a_saved_helped_match_stays_helped(page: Page, wait_python_ready: Wait) -> None:
    """The save carries `helped`: a reload keeps it (and an old save without it reads as
    not helped)."""
    games.seed(page, "hus")
    rec = late("hus", {"first": 0}, 0, 6, lambda s, v: any(e["seat"] == 0 for e in v["history"]))
    page.evaluate(
        "r => { const d = JSON.parse(localStorage.getItem('gamut.v1'));"
        " d.games.hus = { record: r, seed: 1, counted: false, helped: true };"
        " localStorage.setItem('gamut.v1', JSON.stringify(d)); }",
        rec,
    )
    page.goto(games.url("hus", "en"))
    wait_python_ready(page)
    games.wait_steady(page, "hus")
    assert page.evaluate("() => window.gamutDebug.helped") is True
    assert json.loads(page.evaluate("() => localStorage.getItem('gamut.v1')"))["games"]["hus"][
        "helped"
    ]


def test_people_at_one_table_take_back_only_when_everyone_agrees(
    page: Page, wait_python_ready: Wait
) -> None:
    """Hus between Anna and Ben at this device: the one who just moved may take it back at
    once, but only when everyone agrees: the question names whose move goes, Enter and "no"
    keep the match as it was, "yes" takes it back."""
    games.seed(page, "hus", seat1="person", tempo="instant")
    page.evaluate(
        "() => { const d = JSON.parse(localStorage.getItem('gamut.v1'));"
        " d.settings.people = { names: { hus: ['Anna', 'Ben'] } };"
        " localStorage.setItem('gamut.v1', JSON.stringify(d)); }"
    )
    page.goto(games.url("hus", "en"))
    wait_python_ready(page)
    rec = late("hus", {"first": 0}, 0, 6, lambda s, v: any(e["seat"] == 1 for e in v["history"]))
    games.start_from(page, rec)
    games.wait_steady(page, "hus")
    assert page.evaluate("() => window.gamutDebug.viewer") == 0
    games.click_move(page, "hus")  # Anna sows; Ben's turn, his view
    page.wait_for_function("() => window.gamutDebug.viewer === 1")
    games.wait_steady(page, "hus")
    moves = page.evaluate("() => window.gamutDebug.record.moves")

    page.get_by_test_id("take-back").click()
    dialog = page.get_by_test_id("confirm")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text(
        "Take back the last move of Anna? Everyone at this table must agree."
    )
    expect(page.get_by_test_id("confirm-no")).to_be_focused()
    page.keyboard.press("Enter")  # Enter is "no" here
    expect(dialog).to_be_hidden()
    assert page.evaluate("() => window.gamutDebug.record.moves") == moves
    assert page.evaluate("() => window.gamutDebug.helped") is False

    page.locator("body").press("u")
    expect(dialog).to_be_visible()
    page.get_by_test_id("confirm-yes").click()
    page.wait_for_function(f"(n) => ({games.MOVES})() < n", arg=len(moves))
    # Anna's move is gone (Ben had not moved since): her turn again, her view
    cut = max(i for i, seat in enumerate(_movers(rec, moves)) if seat == 0)
    assert cut == len(moves) - 1
    assert page.evaluate("() => window.gamutDebug.record.moves") == moves[:cut]
    assert page.evaluate("() => window.gamutDebug.view.to_move") == 0
    page.wait_for_function("() => window.gamutDebug.viewer === 0")
    assert page.evaluate("() => window.gamutDebug.helped") is True


def _movers(rec: dict, moves: list[str]) -> list[int]:
    """The seat that made each of `moves` (a record of `rec`'s game, CPython)."""
    rules = core.engine(rec["game"])
    s = rules.from_record({**rec, "moves": []})
    out = []
    for m in moves:
        out.append(rules.to_move(s))
        s = rules.play(s, m)
    return out
