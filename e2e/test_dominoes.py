"""The Dominoes table in the built site, played by clicking as a person would.

Fixtures from e2e/conftest.py: ``page`` (fails the test on any request off 127.0.0.1 and on
console errors), ``page_log``, ``wait_python_ready``.

The page exposes a read-only ``window.gamutDebug`` ({view, record}) so a test can compare what
is drawn with what Python said; every move here is made through the page's own controls.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

PageLog = Any  # e2e/conftest.py's PageLog
Wait = Callable[[Page], dict]

STEADY = (
    "() => ['human', 'round-over', 'match-over', 'error']"
    ".includes(document.getElementById('app').dataset.phase)"
)
PHASE = "e => e.dataset.phase"
MOVES = "() => window.gamutDebug.record ? window.gamutDebug.record.moves.length : -1"


@pytest.fixture(autouse=True)
def german_texts(request: pytest.FixtureRequest) -> None:
    """These tests read the page's German texts. The page follows the browser's language
    (en-US here) unless the player chose one: choose German (web/js/core/i18n.js, gamut.lang)."""
    if "page" in request.fixturenames:
        request.getfixturevalue("page").context.add_init_script(
            "try { localStorage.setItem('gamut.lang', 'de'); } catch (e) {}"
        )


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
    page.goto("/")
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
        options = view["playable"][name]
        tile.click()
        if len(options) > 1:
            choices = page.get_by_test_id("end-choice")
            expect(choices).to_have_count(len(options))
            ends = sorted(choices.nth(i).get_attribute("data-end") for i in range(len(options)))
            assert ends == sorted(o["end"] for o in options)
            choices.last.click()
    page.wait_for_function(f"(b) => ({MOVES})() > b", arg=before, timeout=10_000)


def play_until(page: Page, done: Callable[[], bool], limit: int = 200) -> str:
    for _ in range(limit):
        phase = wait_steady(page)
        if phase != "human" or done():
            return phase
        take_turn(page)
    raise AssertionError("the round did not end")


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


# ---------------------------------------------------------------------------------------------


def test_table_draws_before_python_and_stays_local(
    page: Page, page_log: PageLog, wait_python_ready: Wait
) -> None:
    page.goto("/")
    # drawn from HTML/CSS at once: the felt, the seat line and the progress indicator
    expect(page.get_by_test_id("table")).to_be_visible()
    expect(page.get_by_test_id("seat-0")).to_contain_text("Du")
    expect(page.get_by_test_id("round-info")).to_contain_text("Runde 1")
    wait_python_ready(page)
    assert wait_steady(page) in ("human", "round-over")
    expect(page.get_by_test_id("loading")).to_be_hidden()
    expect(page.get_by_test_id("hand-tile")).to_have_count(7)
    assert page_log.foreign == []
    assert all(
        u.startswith(page_log.origin) or u.startswith(("data:", "blob:")) for u in page_log.requests
    )


@pytest.mark.parametrize("viewport", [(390, 844), (1280, 800)])
def test_plays_a_whole_two_seat_round(
    page: Page, page_log: PageLog, wait_python_ready: Wait, viewport: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    start(page, wait_python_ready, mode="draw", seats=2)
    phase = play_until(page, lambda: False)
    assert phase in ("round-over", "match-over"), phase

    view = page.evaluate("() => window.gamutDebug.view")
    assert view["round_over"] and view["round_result"] is not None
    result = page.get_by_test_id("round-result")
    expect(result).to_be_visible()
    rr = view["round_result"]
    assert result.get_attribute("data-points") == str(rr["points"])
    if rr["winner"] is not None:
        expect(result).to_contain_text(f"{rr['points']} Punkt")

    # the seat line shows exactly the scores and tile counts of the view ...
    seats = chips(page)
    assert [c["score"] for c in seats] == view["scores"]
    assert [c["tiles"] for c in seats] == view["hand_sizes"]
    assert seats[0]["text"].startswith("Du") and seats[1]["text"].startswith("Computer")
    # ... and the view agrees with a replay of the saved record
    replay = page.evaluate(
        "() => window.gamutPython.call('replay', {record: window.gamutDebug.record})"
    )
    assert replay["scores"] == view["scores"]
    winner = rr["winner"]
    if winner is not None:
        assert view["scores"][winner] == rr["points"]

    # all hands face up, as the view has them
    for seat in range(2):
        shown = page.locator(f"[data-testid=revealed-hands] li[data-seat='{seat}'] .mini")
        expect(shown).to_have_count(len(view["hands"][seat]))
    main = page.get_by_test_id("main-button")
    if view["over"]:
        expect(page.get_by_test_id("match-result")).to_be_visible()
        expect(main).to_have_attribute("data-action", "rematch")
        expect(main).to_have_text("Revanche")
    else:
        expect(main).to_have_text("Nächste Runde")
        assert_layout_fits(page)
        main.click()
        page.wait_for_function("() => window.gamutDebug.view.round === 2", timeout=10_000)
        wait_steady(page)
        expect(page.get_by_test_id("round-info")).to_contain_text("Runde 2")
        expect(page.get_by_test_id("result")).to_be_hidden()
    assert page_log.foreign == []


def test_reload_mid_round_resumes_the_same_table(page: Page, wait_python_ready: Wait) -> None:
    start(page, wait_python_ready, mode="draw", seats=2)

    def far_enough() -> bool:
        return page.locator("[data-testid=layout-tile]").count() >= 4

    assert play_until(page, far_enough) == "human"
    before = table_state(page)
    record = page.evaluate("() => window.gamutDebug.record")
    assert len(before["layout"]) >= 4 and before["hand"]

    page.reload()
    # the saved table is drawn before Python is ready, then confirmed by Python
    wait_python_ready(page)
    assert wait_steady(page) == "human"
    after = table_state(page)
    assert after == before
    assert page.evaluate("() => window.gamutDebug.record") == record

    # and play goes on from there
    take_turn(page)
    assert wait_steady(page) in ("human", "round-over", "match-over")


def test_changing_mode_mid_match_asks_first(page: Page, wait_python_ready: Wait) -> None:
    start(page, wait_python_ready, mode="draw", seats=2)
    take_turn(page)
    wait_steady(page)
    moves = page.evaluate(MOVES)
    page.get_by_test_id("settings-open").click()
    page.get_by_test_id("set-mode").select_option("fives")
    expect(page.get_by_test_id("confirm")).to_be_visible()
    page.get_by_test_id("confirm-no").click()
    expect(page.get_by_test_id("set-mode")).to_have_value("draw")
    assert page.evaluate(MOVES) >= moves

    page.get_by_test_id("set-mode").select_option("fives")
    page.get_by_test_id("confirm-yes").click()
    page.wait_for_function(
        "() => window.gamutDebug.view && window.gamutDebug.view.mode === 'fives'"
    )
    page.get_by_test_id("settings-close").click()
    wait_steady(page)
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1'))")
    assert saved["settings"]["dominoes"]["mode"] == "fives"
    assert saved["games"]["dominoes"]["record"]["options"]["mode"] == "fives"


@pytest.mark.console_errors_ok
def test_bad_save_starts_fresh_and_keeps_stats(page: Page, wait_python_ready: Wait) -> None:
    page.goto("/")
    page.evaluate(
        "s => localStorage.setItem('gamut.v1', s)",
        json.dumps(
            {
                "v": 1,
                "settings": {
                    "dominoes": {
                        "mode": "block",
                        "seats": 3,
                        "level": "hard",
                        "target": 50,
                        "tempo": "fast",
                    }
                },
                "games": {
                    "dominoes": {"record": {"game": "dominoes", "moves": ["9-9 X"]}, "seed": 3}
                },
                "stats": {"dominoes": {"hard": {"won": 2, "played": 5}}},
            }
        ),
    )
    page.goto("/")
    wait_python_ready(page)
    wait_steady(page)
    expect(page.get_by_test_id("log")).to_contain_text("neue Partie")
    view = page.evaluate("() => window.gamutDebug.view")
    assert (view["mode"], view["seats"], view["target"]) == ("block", 3, 50)
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1'))")
    assert saved["stats"]["dominoes"]["hard"] == {"won": 2, "played": 5}
    page.get_by_test_id("settings-open").click()
    expect(page.locator("#stats li[data-level=hard]")).to_contain_text("2 von 5")


def test_fives_match_to_the_end_counts_a_win_or_loss(page: Page, wait_python_ready: Wait) -> None:
    start(page, wait_python_ready, mode="fives", seats=2, target=50, level="easy")
    for _ in range(30):
        phase = play_until(page, lambda: False)
        if phase == "match-over":
            break
        assert phase == "round-over"
        round_no = page.evaluate("() => window.gamutDebug.view.round")
        page.get_by_test_id("main-button").click()
        page.wait_for_function("(r) => window.gamutDebug.view.round > r", arg=round_no)
    else:
        raise AssertionError("the match did not end")
    view = page.evaluate("() => window.gamutDebug.view")
    assert view["over"] and view["winners"]
    assert max(view["scores"]) >= 50
    result = page.get_by_test_id("match-result")
    expect(result).to_contain_text("Du gewinnst" if 0 in view["winners"] else "Computer gewinnt")
    assert [c["score"] for c in chips(page)] == view["scores"]
    stats = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1')).stats.dominoes.easy")
    assert stats == {"won": 1 if 0 in view["winners"] else 0, "played": 1}

    # a reload does not count the match twice; the rematch starts afresh
    page.reload()
    wait_python_ready(page)
    assert wait_steady(page) == "match-over"
    main = page.get_by_test_id("main-button")
    expect(main).to_have_text("Revanche")
    main.click()
    page.wait_for_function("() => window.gamutDebug.view && !window.gamutDebug.view.over")
    wait_steady(page)
    expect(page.get_by_test_id("round-info")).to_contain_text("Runde 1 · bis 50")
    stats = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1')).stats.dominoes.easy")
    assert stats["played"] == 1


# --- shared by test_dominoes_*.py: known positions and the page's test hook ---------------------
#
# window.gamutDebug.startFromRecord(record, {seed}) (web/js/games/dominoes/table.js) replaces
# the running
# match with a game record (Python replays and checks it, as for a save) and plays on from
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


def first_playable(view: dict) -> str:
    """A simple player: the first playable tile in hand order, at its first place."""
    legal = view["legal"]
    if legal[0] in ("draw", "pass", "next"):
        return legal[0]
    for tile in view["hand"]:
        if tile in view["playable"]:
            return view["playable"][tile][0]["move"]
    raise AssertionError("no move")


def log_lines(page: Page) -> list[str]:
    return page.eval_on_selector_all("[data-testid=log-line]", "els => els.map(e => e.textContent)")


def test_new_match_while_the_computer_thinks_drops_the_late_answer(
    page: Page, wait_python_ready: Wait
) -> None:
    """Issue 6: New match during a computer turn starts the new match, and the old match's
    computer answer, arriving late, is dropped (the page tags requests with a generation)."""
    start(page, wait_python_ready, mode="draw", seats=4, level="hard", tempo="slow")
    phase = ""
    for _ in range(200):  # play on until a computer seat is thinking
        phase = page.eval_on_selector("#app", PHASE)
        if phase == "computer":
            break
        if phase == "human":
            take_turn(page)
        else:
            page.wait_for_timeout(50)
    assert phase == "computer"
    old = page.evaluate("() => window.gamutDebug.record")
    gen = page.evaluate("() => window.gamutDebug.generation")
    page.get_by_test_id("new-match").click()
    page.get_by_test_id("confirm-yes").click()
    page.wait_for_function("g => window.gamutDebug.generation > g", arg=gen)
    page.wait_for_function(
        "d => window.gamutDebug.record && JSON.stringify(window.gamutDebug.record.deals[0]) !== d",
        arg=json.dumps(old["deals"][0], separators=(",", ":")),
    )
    new = page.evaluate("() => window.gamutDebug.record")
    page.wait_for_timeout(2500)  # past the slow tempo: any old answer has arrived by now
    now = page.evaluate("() => window.gamutDebug.record")
    assert now["deals"][0] == new["deals"][0] != old["deals"][0]
    assert now["moves"][: len(new["moves"])] == new["moves"]
    from gamut.dominoes import rules

    rules.from_record(now)  # the saved match replays: nothing of the old match leaked in
    assert replay(page)["round"] == 1
