"""The Dominoes table in the built site, played by clicking as a person would.

Fixtures from e2e/conftest.py: ``page`` (fails the test on any request off 127.0.0.1 and on
console errors), ``page_log``, ``wait_python_ready``.

The page exposes a read-only ``window.gamutDebug`` ({view, record}) so a test can compare what
is drawn with what Python said; every move here is made through the page's own controls.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from pages.dominoes import (
    MOVES,
    PHASE,
    PageLog,
    Wait,
    assert_layout_fits,
    chips,
    load_record,
    play_until,
    replay,
    start,
    table_state,
    take_turn,
    wait_steady,
)
from pages.site import NO_GAME

pytestmark = pytest.mark.german  # the tests read the page's German texts


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
    """The phone-sized run plays the whole round from the first move; the desktop run takes
    over a round of the medium computer against itself a few moves before its end
    (late_draw_round) and plays it out: the end of a round and the next one in both."""
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    start(page, wait_python_ready, mode="draw", seats=2)
    if viewport[0] >= 600:
        late = load_record(page, late_draw_round())
        assert (late["round"], late["round_over"], late["to_move"]) == (1, False, 0)
    phase = play_until(page, lambda: False)
    assert phase in ("round-over", "match-over"), phase

    view = page.evaluate("() => window.gamutDebug.view")
    assert view["round_over"] and view["round_result"] is not None
    result = page.get_by_test_id("round-result")
    expect(result).to_be_visible()
    rr = view["round_result"]
    assert result.get_attribute("data-points") == str(rr["points"])
    if rr["winners"]:
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
    if rr["winners"]:
        assert view["scores"][rr["winners"][0]] == rr["points"]

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


def late_draw_round(seed: int = 1, left: int = 6) -> dict:
    """The record of a first round of draw, two seats, of two medium players (played here in
    Python) without its last `left` moves or more, up to a move of the player (seat 0)."""
    from gamut.dominoes import players, rules

    s = rules.new_game({"mode": "draw", "seats": 2, "target": 100}, seed=seed)
    while not s.round_over:
        s = rules.play(s, players.choose(rules.view(s, s.to_move), "medium", 0, 0))
    record = rules.to_record(s)
    record["moves"] = record["moves"][:-left]
    while rules.from_record(record).to_move != 0:
        record["moves"] = record["moves"][:-1]
    return record


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
    page.goto(NO_GAME)
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
    # the engine refused the save: the notice bar, as in every game
    expect(page.get_by_test_id("storage-notice").first).to_contain_text("neue Partie")
    view = page.evaluate("() => window.gamutDebug.view")
    assert (view["mode"], view["seats"], view["target"]) == ("block", 3, 50)
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1'))")
    assert saved["stats"]["dominoes"]["hard"] == {"won": 2, "played": 5}
    page.get_by_test_id("settings-open").click()
    expect(page.locator("#stats li[data-level=hard]")).to_contain_text("2 von 5")


def late_fives_match(seed: int = 5) -> dict:
    """The record of a fives match to 50 of two medium players (played here in Python), up to
    the deal of its last round: the scores 45 to 25, the player (seat 0) to move."""
    from gamut.dominoes import players, rules

    s = rules.new_game({"mode": "fives", "seats": 2, "target": 50}, seed=seed)
    last_round = 0
    while not s.match_over:
        if s.round_over:
            last_round = len(s.moves) + 1
            s = rules.play(s, "next")
        else:
            s = rules.play(s, players.choose(rules.view(s, s.to_move), "medium", 0, 0))
    record = rules.to_record(s)
    record["moves"] = record["moves"][:last_round]
    return record


def test_fives_match_to_the_end_counts_a_win_or_loss(page: Page, wait_python_ready: Wait) -> None:
    """The last round of a fives match to 50 (taken over from a match of the computer against
    itself, 45 to 25: late_fives_match) played through the table to the end of the match."""
    start(page, wait_python_ready, mode="fives", seats=2, target=50, level="easy")
    late = load_record(page, late_fives_match())
    assert (late["scores"], late["over"]) == ([45, 25], False)
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
    # The new match comes to the player's turn; the player moves and the three computer seats
    # answer at the same slow tempo, each asked after the old match's last question and its
    # pause: the old answer is in (the worker answers in order) and was dropped or leaked.
    assert wait_steady(page) == "human"
    take_turn(page)
    assert wait_steady(page) in ("human", "round-over")
    now = page.evaluate("() => window.gamutDebug.record")
    assert len(now["moves"]) >= len(new["moves"]) + 4
    assert now["deals"][0] == new["deals"][0] != old["deals"][0]
    assert now["moves"][: len(new["moves"])] == new["moves"]
    from gamut.dominoes import rules

    rules.from_record(now)  # the saved match replays: nothing of the old match leaked in
    assert replay(page)["round"] == 1
