"""The Python worker dies during a computer turn (issue 17): the page notices (the call's time
limit, js/core/watchdog.js), restarts the worker, reloads the running match from its save,
tells the player, and the computer's turn is played; the save stays the same match and the
statistics stay as they were. Nothing is left busy.

The page is opened with ``?test=1``: js/core/python.js then offers
``gamutPython.test.closeWorkerOn(op)`` (the worker calls ``self.close()`` when the next call
``op`` arrives) and takes shorter time limits from ``gamutTestLimits``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page, expect

from pages import dominoes as dom

Wait = Callable[..., dict]

NOTICE = "The game engine stopped answering and was started again."
LIMITS = "globalThis.gamutTestLimits = { computerMs: 4000, callMs: 8000, replayMs: 8000 };"


def _saved(page: Page) -> dict[str, Any]:
    return json.loads(page.evaluate("() => localStorage.getItem('gamut.v1')"))


def _open(page: Page, wait_python_ready: Wait) -> None:
    dom.seed_settings(page, tempo="fast", level="easy", seats=2, mode="draw")
    page.add_init_script(LIMITS)
    page.goto("/?test=1")
    wait_python_ready(page)
    dom.wait_steady(page)


def test_worker_closed_during_computer_turn_recovers(page: Page, wait_python_ready: Wait) -> None:
    _open(page, wait_python_ready)
    assert page.evaluate("() => gamutPython.restarts") == 0
    stats_before = _saved(page)["stats"]
    page.evaluate("() => gamutPython.test.closeWorkerOn('computer')")
    # the player moves until the computer's turn comes (a draw keeps the turn)
    for _ in range(30):
        if page.evaluate("() => gamutPython.restarts") > 0:
            break
        moves_before = page.evaluate(dom.MOVES)
        dom.take_turn(page)
        page.wait_for_function(
            "() => gamutPython.restarts > 0"
            " || document.getElementById('app').dataset.phase === 'human'",
            timeout=30_000,
        )
    else:
        raise AssertionError("the computer's turn never came")
    # lost while the computer was to move: the save holds the match up to the player's move
    killed_at = _saved(page)["games"]["dominoes"]["record"]
    assert len(killed_at["moves"]) > moves_before
    log = page.get_by_test_id("log")
    expect(log).to_contain_text(NOTICE, timeout=10_000)
    # the computer's turn is played on the restarted worker: the player's turn comes back
    page.wait_for_function(
        f"(n) => ({dom.MOVES})() > n && document.getElementById('app').dataset.phase === 'human'",
        arg=len(killed_at["moves"]),
        timeout=30_000,
    )
    assert page.evaluate("() => gamutPython.restarts") == 1
    after = _saved(page)["games"]["dominoes"]["record"]
    # the same match: every move before the loss kept, the computer's moves after them
    assert after["moves"][: len(killed_at["moves"])] == killed_at["moves"]
    assert {k: v for k, v in after.items() if k != "moves"} == {
        k: v for k, v in killed_at.items() if k != "moves"
    }
    assert page.evaluate("() => window.gamutDebug.record.moves") == after["moves"]
    assert _saved(page)["stats"] == stats_before
    main = page.get_by_test_id("main-button")
    # the player's turn, nothing busy ("Play a tile" is a hint: the tiles are the controls)
    assert main.get_attribute("data-action") in ("play", "draw", "pass")
    expect(page.get_by_test_id("new-match")).to_be_enabled()
    # the match goes on: the player's next move is answered
    dom.take_turn(page)


def test_worker_closed_before_new_match_recovers(page: Page, wait_python_ready: Wait) -> None:
    """New match with a dead worker: not busy for good; the new match starts on a new worker."""
    _open(page, wait_python_ready)
    page.evaluate("() => gamutPython.test.closeWorkerOn('now')")
    gen = page.evaluate("() => window.gamutDebug.generation")
    page.get_by_test_id("new-match").click()
    # the page asks (the computer had moved first) or goes on at once and meets the dead worker
    asked = page.locator("dialog[data-testid=confirm][open]")
    notice = page.get_by_test_id("log").filter(has_text=NOTICE)
    expect(asked.or_(notice).first).to_be_visible(timeout=20_000)
    if asked.count():
        page.get_by_test_id("confirm-yes").click()
    expect(page.get_by_test_id("log")).to_contain_text(NOTICE, timeout=20_000)
    page.wait_for_function(
        "(g) => window.gamutDebug.generation > g && !!window.gamutDebug.record",
        arg=gen,
        timeout=30_000,
    )
    dom.wait_steady(page)
    assert page.evaluate("() => gamutPython.restarts") == 1
    action = page.get_by_test_id("main-button").get_attribute("data-action")
    assert action in ("play", "draw", "pass"), action
    expect(page.get_by_test_id("new-match")).to_be_enabled()
    saved = _saved(page)["games"]["dominoes"]["record"]
    assert saved["moves"] == page.evaluate("() => window.gamutDebug.record.moves")
