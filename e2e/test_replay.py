"""Issue 28, replay: a finished match of each game played back on its own table, move by move,
to the exact final view (the view Python gives for the full record), by the bar's buttons,
the slider and the keys; a tampered record file is refused in the viewer with its reason.

Fixtures from e2e/conftest.py: ``page``, ``wait_python_ready``. The finished matches are played
here by the easy computer in CPython (seeded: the same every run) and put on the page with
``gamutDebug.startFromRecord``; the page keeps them as finished matches when it draws their end.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache

import pytest
from playwright.sync_api import Browser, Page, expect

from gamut import api
from pages import games
from pages.axe import axe_source
from pages.site import PageLog, open_context

Wait = Callable[..., dict]

OPTIONS = {
    "dominoes": {"mode": "draw", "seats": 2, "target": 50},
    "hus": {},
    "wuhsing": {"players": 2},
}
VIEW = "() => window.gamutDebug.view"
# JSON with every object's keys sorted: equal views compare equal whatever their key order
CANON = (
    "(x) => JSON.stringify(x, (k, v) => v && typeof v === 'object' && !Array.isArray(v)"
    " ? Object.fromEntries(Object.entries(v).sort()) : v)"
)
SLIDE = "(s, v) => { s.value = String(v); s.dispatchEvent(new Event('input', { bubbles: true })); }"
POS = "() => document.querySelector('[data-testid=replay-pos]')?.textContent"


def ok(op: str, **args: object) -> dict:
    out = json.loads(api.call(op, json.dumps(args)))
    assert out["ok"], out
    return out["result"]


@cache
def finished_text(game: str) -> str:
    res = ok("new_game", game=game, options=OPTIONS[game], seed=5, seat=0)
    for i in range(2000):
        if res["view"]["over"]:
            return json.dumps(res["record"])
        rec = res["record"]
        if res["view"]["to_move"] is None:
            res = ok("play", record=rec, move="next")
        else:
            res = ok("computer", record=rec, level="easy", seed=i, budget_ms=0)
    raise AssertionError("no end")


def python_view(record: dict, ply: int, seat: int | None = 0, reveal: bool = False) -> dict:
    return ok("position", record=record, ply=ply, seat=seat, reveal=reveal)["view"]


def wait_view(page: Page, want: dict) -> None:
    """Poll until the page's view is `want` (what Python gives), then check it once more."""
    page.wait_for_function(f"w => ({CANON})(window.gamutDebug.view) === ({CANON})(w)", arg=want)
    assert page.evaluate(VIEW) == want


RUN_AXE = """async () => {
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} at ${v.nodes.slice(0, 4).map((n) => n.target.join(' '))}`);
}"""


def audit(page: Page) -> list[str]:
    """axe-core's serious and critical findings (as e2e/test_a11y.py runs it)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(axe_source() + "\n;undefined")
    return page.evaluate(RUN_AXE)


def open_finished(page: Page, wait_python_ready: Wait, game: str, axe: bool = False) -> dict:
    """The game page with the finished match of `game` drawn (and so kept), the replay
    dialog's newest entry opened (with `axe`, the dialog and the bar audited: the same
    modules in every game); returns the record."""
    record = json.loads(finished_text(game))
    games.open_game(page, wait_python_ready, game)
    games.start_from(page, record)
    games.wait_steady(page, game)
    page.get_by_test_id("replay-open").click()
    entry = page.get_by_test_id("replay-entry").first
    expect(entry).to_be_visible()
    assert page.get_by_test_id("replay-entry").count() == 1
    problems = audit(page) if axe else []
    entry.click()
    expect(page.get_by_test_id("replay-bar")).to_be_visible()
    expect(page.get_by_test_id("replay-dialog")).to_be_hidden()
    problems += audit(page) if axe else []
    assert not problems, problems
    return record


@pytest.mark.parametrize("game", list(OPTIONS))
def test_a_finished_match_plays_back_to_its_exact_final_view(
    page: Page, wait_python_ready: Wait, game: str
) -> None:
    record = open_finished(page, wait_python_ready, game, axe=game == "dominoes")
    n = len(record["moves"])
    final = page.evaluate("() => window.gamutDebug.record")  # the running match: this record
    assert final["moves"] == record["moves"]
    wait_view(page, python_view(record, 0))
    assert page.eval_on_selector("#app", "e => e.dataset.replay") == "true"
    # forward by the button, then the keys: End, back, forward
    page.get_by_test_id("replay-forward").click()
    wait_view(page, python_view(record, 1))
    page.keyboard.press("End")
    full = ok("load", record=record, seat=0)["view"]
    wait_view(page, full)
    assert python_view(record, n) == full
    assert page.evaluate(POS).endswith(str(n))
    page.keyboard.press("ArrowLeft")
    wait_view(page, python_view(record, n - 1))
    page.keyboard.press("ArrowRight")
    wait_view(page, full)
    # the slider, then first and last by the buttons
    page.get_by_test_id("replay-slider").evaluate(SLIDE, n // 2)
    wait_view(page, python_view(record, n // 2))
    page.get_by_test_id("replay-first").click()
    wait_view(page, python_view(record, 0))
    page.keyboard.press("Home")
    page.get_by_test_id("replay-last").click()
    wait_view(page, full)
    # the input is off: no move goes out while replaying
    assert page.evaluate("() => window.gamutDebug.record.moves.length") == n
    # another seat's view, and every hand once the match is over
    page.get_by_test_id("replay-seat").select_option("1")
    wait_view(page, python_view(record, n, seat=1))
    if game != "hus":
        page.get_by_test_id("replay-first").click()
        page.get_by_test_id("replay-forward").click()
        page.get_by_test_id("replay-seat").select_option("all")
        shown = python_view(record, 1, seat=1, reveal=True)
        wait_view(page, shown)
        assert all(h is not None for h in shown["hands"])
    # closed: the running match is back as it was
    page.get_by_test_id("replay-close").click()
    expect(page.get_by_test_id("replay-bar")).to_be_hidden()
    wait_view(page, full)
    assert page.eval_on_selector("#app", "e => e.dataset.replay ?? null") is None


def as_file(record: dict) -> dict:
    return {
        "name": "record.json",
        "mimeType": "application/json",
        "buffer": json.dumps(record).encode(),
    }


@pytest.mark.german
def test_a_tampered_record_is_refused_in_the_viewer(page: Page, wait_python_ready: Wait) -> None:
    """The reason is the player's (a German browser: German), naming the move that does not
    replay; Python's own text (English, rule sections) goes to the console only."""
    record = json.loads(finished_text("hus"))
    games.open_game(page, wait_python_ready, "hus")
    before = page.evaluate(VIEW)
    bad = {**record, "moves": [*record["moves"][:4], "o9", *record["moves"][5:]]}
    reason = json.loads(api.call("load", json.dumps({"record": bad, "seat": 0})))["error"]
    assert (reason["type"], reason["at"]) == ("BadRecord", 4)
    warned: list[str] = []
    page.on("console", lambda m: warned.append(m.text) if m.type == "warning" else None)
    page.get_by_test_id("replay-open").click()
    page.get_by_test_id("replay-file-input").set_input_files(files=[as_file(bad)])
    status = page.get_by_test_id("replay-status")
    expect(status).to_have_text(
        "Diese Partie lässt sich nicht nachspielen: Zug 5 verstößt gegen die Regeln."
    )
    assert reason["message"] not in status.inner_text()
    assert not re.search(r"\([A-Z]+\d+(\.\d+)*\)", status.inner_text())
    assert any(reason["message"] in w for w in warned), warned  # for bug reports
    expect(page.get_by_test_id("replay-bar")).to_be_hidden()
    assert page.evaluate(VIEW) == before
    # the untampered record opens from a file
    page.get_by_test_id("replay-file-input").set_input_files(files=[as_file(record)])
    expect(page.get_by_test_id("replay-bar")).to_be_visible()
    wait_view(page, python_view(record, 0))
    # its seats are not known here (no plan: a file, an online room's match): watched from
    # seat 2, that seat is "you" and the other "Platz 1", not "Du" and "Computer" from seat 1
    page.get_by_test_id("replay-seat").select_option("1")
    wait_view(page, python_view(record, 0, seat=1))
    names = page.locator("li.seat:visible .seat-name")
    expect(names).to_have_text(["Platz 1", "Du"])
    expect(page.locator("#label-north")).to_have_text("Du")
    expect(page.locator("#label-south")).to_have_text("Platz 1")


def test_by_touch_and_keys_on_a_phone(
    browser: Browser, site_url: str, page_log: PageLog, wait_python_ready: Wait
) -> None:
    """A phone with touch input: the bar's controls are tapped; the focus goes to the bar when
    the replay opens (the arrow keys work at once) and back to the header button at its end."""
    record = json.loads(finished_text("wuhsing"))
    ctx, page = open_context(
        browser, site_url, page_log, viewport={"width": 390, "height": 844}, has_touch=True
    )
    try:
        games.open_game(page, wait_python_ready, "wuhsing")
        games.start_from(page, record)
        games.wait_steady(page, "wuhsing")
        page.get_by_test_id("replay-open").tap()
        page.get_by_test_id("replay-entry").first.tap()
        wait_view(page, python_view(record, 0))
        assert page.evaluate("() => document.activeElement.dataset.testid") == "replay-forward"
        page.keyboard.press("ArrowRight")
        wait_view(page, python_view(record, 1))
        page.get_by_test_id("replay-forward").tap()
        wait_view(page, python_view(record, 2))
        page.get_by_test_id("replay-back").tap()
        wait_view(page, python_view(record, 1))
        bar = page.get_by_test_id("replay-bar").bounding_box()
        assert bar is not None and bar["y"] + bar["height"] <= 844 and bar["width"] <= 390
        for name in ("first", "back", "forward", "last", "close"):
            box = page.get_by_test_id(f"replay-{name}").bounding_box()
            assert box is not None and box["width"] >= 44 and box["height"] >= 44, name
        page.get_by_test_id("replay-close").tap()
        expect(page.get_by_test_id("replay-bar")).to_be_hidden()
        assert page.evaluate("() => document.activeElement.dataset.testid") == "replay-open"
        wait_view(page, ok("load", record=record, seat=0)["view"])
        assert not page_log.console_errors, page_log.console_errors
    finally:
        ctx.close()
