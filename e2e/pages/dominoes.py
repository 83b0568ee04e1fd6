"""The Dominoes page (index.html) for the Dominoes tests (test_dominoes*.py, test_tabs.py):
saved settings, a steady table, one turn of the player, what the table shows, known positions
through the page's test hook, and the engine's own replay of a record."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page, expect

from pages import games
from pages.site import NO_GAME

PageLog = Any  # e2e/conftest.py's PageLog
Wait = Callable[[Page], dict]

STEADY = (
    "() => ['human', 'round-over', 'match-over', 'error']"
    ".includes(document.getElementById('app').dataset.phase)"
)
PHASE = "e => e.dataset.phase"
MOVES = "() => window.gamutDebug.record ? window.gamutDebug.record.moves.length : -1"


def seed_settings(page: Page, **settings: Any) -> None:
    """Store settings before the page starts (a returning player's saved settings)."""
    full = {
        "mode": "draw",
        "seats": 2,
        "level": "easy",
        "target": 100,
        "tempo": "fast",
        "opponent": "computer",
        **settings,
    }
    page.goto(NO_GAME)
    page.evaluate(
        "s => localStorage.setItem('gamut.v1', s)",
        json.dumps({"v": 1, "settings": {"dominoes": full}, "games": {}, "stats": {}}),
    )


def wait_steady(page: Page, timeout: int = 60_000) -> str:
    page.wait_for_function(STEADY, timeout=timeout)
    return page.eval_on_selector("#app", PHASE)


def start(page: Page, wait_python_ready: Wait, **settings: Any) -> None:
    seed_settings(page, **settings)
    page.goto("/")
    wait_python_ready(page)
    wait_steady(page)


def take_turn(page: Page) -> None:
    """One action of the player, chosen as a person would: the main button when it says
    Draw or Pass, else a highlighted tile (and a place on the table when asked)."""
    before = page.evaluate(MOVES)
    main = page.get_by_test_id("main-button")
    action = main.get_attribute("data-action")
    if action in ("draw", "pass"):
        expect(main).to_be_enabled()
        main.click()
    else:
        assert action == "play", action
        playable = page.locator("[data-testid=hand-tile][data-playable=true]")
        assert playable.count() > 0, "my turn to play, yet no tile is highlighted"
        tile = playable.first
        name = tile.get_attribute("data-tile")
        view = page.evaluate("() => window.gamutDebug.view")
        options = places_of(view, name)
        tile.click()
        if len(options) > 1:
            choices = page.get_by_test_id("end-choice")
            expect(choices).to_have_count(len(options))
            ends = sorted(choices.nth(i).get_attribute("data-end") for i in range(len(options)))
            assert ends == sorted(o["end"] for o in options)
            choices.last.click()
    page.wait_for_function(f"(b) => ({MOVES})() > b", arg=before, timeout=10_000)


def play_until(page: Page, done: Callable[[], bool], limit: int = 200) -> str:
    """The player's turns (take_turn) to the end of the round, or until ``done()``."""
    return games.play_until(lambda: wait_steady(page), lambda _: take_turn(page), done, limit)


def chips(page: Page) -> list[dict]:
    return page.evaluate(
        """() => [...document.querySelectorAll('#seats .seat')].map(li => ({
            name: li.querySelector('.seat-name').textContent,
            tiles: Number(li.dataset.tiles),
            score: Number(li.dataset.score),
            text: li.textContent}))"""
    )


def table_state(page: Page) -> dict:
    return page.evaluate(
        """() => ({
            hand: [...document.querySelectorAll('[data-testid=hand-tile]')]
                .map(b => b.dataset.tile),
            layout: [...document.querySelectorAll('[data-testid=layout-tile]')]
                .map(t => `${t.dataset.n}:${t.dataset.tile}`).sort(),
            seats: [...document.querySelectorAll('#seats .seat')].map(li => li.textContent),
            info: document.getElementById('round-info').textContent,
            boneyard: document.getElementById('boneyard').textContent,
        })"""
    )


def assert_layout_fits(page: Page) -> None:
    """Every tile on the table lies inside the felt and no two tiles overlap."""
    # a size change of the table is drawn in the next animation frame
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    out = page.evaluate(
        """() => {
            const t = document.getElementById('table').getBoundingClientRect();
            const rs = [...document.querySelectorAll('#layout .lt')]
                .map(e => e.getBoundingClientRect());
            const outside = rs.filter(r => r.left < t.left - 0.5 || r.right > t.right + 0.5 ||
                                           r.top < t.top - 0.5 || r.bottom > t.bottom + 0.5).length;
            let overlaps = 0;
            for (let i = 0; i < rs.length; i++) for (let j = i + 1; j < rs.length; j++) {
                const a = rs[i], b = rs[j];
                if (a.left < b.right - 1 && b.left < a.right - 1 &&
                    a.top < b.bottom - 1 && b.top < a.bottom - 1) overlaps++;
            }
            return {n: rs.length, outside, overlaps,
                    scrollX: document.documentElement.scrollWidth > window.innerWidth};
        }"""
    )
    assert out["n"] > 0
    assert out == {"n": out["n"], "outside": 0, "overlaps": 0, "scrollX": False}


# --- shared by test_dominoes_*.py: known positions and the page's test hook ---------------------
#
# window.gamutDebug.startFromRecord(record, {seed}) (web/js/core/session-face.js) replaces the
# running match with a game record (Python replays and checks it, as for a save) and plays on from
# there; the computer's choices are seeded from `seed`, and the medium level does not use the
# seed at all, so a record with a fixed deal plays out the same way every time. The tests make
# every move of their own seat through the page's controls.


def record_of(
    mode: str, seats: int, deal: dict, target: int = 250, moves: list | None = None
) -> dict:
    return {
        "game": "dominoes",
        "options": {"mode": mode, "seats": seats, "target": target},
        "seed": 1,
        "deals": [deal],
        "moves": list(moves or []),
    }


def load_record(page: Page, record: dict) -> dict:
    """Start the page from `record` (test hook) and wait for a steady table."""
    view = page.evaluate("r => window.gamutDebug.startFromRecord(r)", record)
    assert view is not None
    wait_steady(page)
    return page.evaluate("() => window.gamutDebug.view")


def replay(page: Page) -> dict:
    """Python's replay of the record the page saved."""
    saved = page.evaluate(
        "() => JSON.parse(localStorage.getItem('gamut.v1')).games.dominoes.record"
    )
    assert saved == page.evaluate("() => window.gamutDebug.record")
    return page.evaluate("r => window.gamutPython.call('replay', {record: r})", saved)


def wait_moves(page: Page, before: int, timeout: int = 10_000) -> None:
    page.wait_for_function(f"(b) => ({MOVES})() > b", arg=before, timeout=timeout)


def simulate(
    record: dict, human: Callable[[dict], str], stop: Callable[[Any], bool] | None = None
) -> Any:
    """Play `record` on in Python as the page would: seat 0 by `human(view)`, the others by the
    medium computer (which ignores the seed). Returns the state when `stop(state)` holds or the
    round is over."""
    from gamut.dominoes import players, rules

    s = rules.from_record(record)
    while not s.round_over and not (stop and stop(s)):
        seat = s.to_move
        view = rules.view(s, seat)
        move = human(view) if seat == 0 else players.choose(view, "medium", 0, 0)
        s = rules.play(s, move)
    return s


def places_of(view: dict, tile: str) -> list[dict]:
    """The places ``tile`` may go, ``[{"end", "move", "score"}]`` in the view's order, from its
    ``previews`` (move -> ``{"tile", "end", "score"}``), as the page's ``placesOf`` reads them."""
    return [{"end": p["end"], "move": move, "score": p["score"]}
            for move, p in view["previews"].items() if p["tile"] == tile]  # fmt: skip


def first_playable(view: dict) -> str:
    """A simple player: the first playable tile in hand order, at its first place."""
    legal = view["legal"]
    if legal[0] in ("draw", "pass", "next"):
        return legal[0]
    for tile in view["hand"]:
        if places_of(view, tile):
            return places_of(view, tile)[0]["move"]
    raise AssertionError("no move")


def log_lines(page: Page) -> list[str]:
    return page.eval_on_selector_all("[data-testid=log-line]", "els => els.map(e => e.textContent)")
