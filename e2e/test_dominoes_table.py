"""The Dominoes table as a whole: a 4-seat Block round to its end with every pass logged, long
chains that stay on the felt at phone and desktop sizes, won matches that survive a reload,
the rules panel, the embed dialog and the embedded page.

Known positions come from Python (gamut.dominoes, the same engine the page runs) and are
started through the page's test hook ``window.gamutDebug.startFromRecord`` (test_dominoes.py).
"""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page, expect

from gamut.dominoes import players, rules
from pages.dominoes import (
    MOVES,
    Wait,
    assert_layout_fits,
    chips,
    first_playable,
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
from pages.fit import settle

pytestmark = pytest.mark.german  # the tests read the page's German texts

NAMES4 = ["Du", "West", "Nord", "Ost"]


def play_as(page: Page, move: str) -> None:
    """Make `move` for seat 0 through the page: the main button for draw/pass/next, else a tap
    on the tile and, when the table offers places, a tap on the place."""
    before = page.evaluate(MOVES)
    main = page.get_by_test_id("main-button")
    if move in ("draw", "pass", "next"):
        expect(main).to_have_attribute("data-action", move)
        main.click()
    else:
        tile = move.split(" ")[0]
        view = page.evaluate("() => window.gamutDebug.view")
        page.locator(f"[data-testid=hand-tile][data-tile='{tile}']").click()
        if len(places_of(view, tile)) > 1:
            page.locator(f"[data-testid=end-choice][data-move='{move}']").click()
    wait_moves(page, before)
    assert page.evaluate("b => window.gamutDebug.record.moves[b]", before) == move


def expected_log(view: dict, names: list[str]) -> list[str]:
    """The log lines the page should show for this round, from the view's history (D9.1)."""
    runs: list[dict] = []
    for e in view["history"]:
        r = runs[-1] if runs else None
        if r is None or r["seat"] != e["seat"] or r["done"]:
            r = {"seat": e["seat"], "draws": 0, "passed": False, "tile": None, "score": 0,
                 "done": False, "lacked": None}  # fmt: skip
            runs.append(r)
        if e["move"] in ("draw", "pass") and r["lacked"] is None:
            r["lacked"] = e["open"]
        if e["move"] == "draw":
            r["draws"] += 1
        elif e["move"] == "pass":
            r["passed"], r["done"] = True, True
        else:
            r["tile"], r["score"], r["done"] = e["move"].split(" ")[0], e["score"], True
    lines = []
    for r in runs:
        you = r["seat"] == 0
        parts = []
        if r["draws"]:
            what = "einen Stein" if r["draws"] == 1 else f"{r['draws']} Steine"
            parts.append(f"{'ziehst' if you else 'zieht'} {what}")
        if r["tile"]:
            parts.append(f"{'legst' if you else 'legt'} {r['tile']}")
            if r["score"]:
                parts[-1] += f" (+{r['score']})"
        if r["passed"]:
            parts.append("passt")
        why = ""
        if not you and r["lacked"]:
            why = f" (hatte keine {' oder '.join(map(str, r['lacked']))})"
        lines.append(f"{names[r['seat']]} {' und '.join(parts)}{why}")
    return lines


# ---------------------------------------------------------------------------------------------


def test_four_seat_block_round_to_its_end(page: Page, wait_python_ready: Wait) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    start(page, wait_python_ready, mode="block", seats=4, level="medium")
    deal = rules.make_deal("block", 4, "b15")  # a long round with passes on every side
    record = record_of("block", 4, deal)
    expected = simulate(record, first_playable)
    assert len(expected.line) >= 24  # the chain this round leaves on the table
    assert sum(1 for e in expected.log if e["move"] == "pass" and e["seat"] != 0) >= 3

    load_record(page, record)
    names = [c["name"] for c in chips(page)]
    assert names == NAMES4
    expect(page.get_by_test_id("hand-tile")).to_have_count(7)
    expect(page.get_by_test_id("boneyard")).to_have_text("Kein Vorrat")
    saw_pass_tag = False
    for _ in range(40):
        phase = wait_steady(page)
        if phase != "human":
            break
        view = page.evaluate("() => window.gamutDebug.view")
        # another seat's pass is shown on its chip and in the log
        for e in view["history"]:
            if e["move"] == "pass" and e["seat"] != 0:
                saw_pass_tag = (
                    saw_pass_tag
                    or page.locator(
                        f"[data-testid=seat-{e['seat']}] [data-testid=seat-act][data-kind=pass]"
                    ).count()
                    == 1
                )
        assert log_lines(page) == expected_log(view, NAMES4)
        play_as(page, first_playable(view))
    assert wait_steady(page) in ("round-over", "match-over")
    assert saw_pass_tag

    view = page.evaluate("() => window.gamutDebug.view")
    assert page.evaluate("() => window.gamutDebug.record.moves") == list(expected.moves)
    assert view["round_result"] == expected.round_result
    rep = replay(page)
    assert rep["scores"] == view["scores"] == list(expected.scores)
    assert [c["score"] for c in chips(page)] == view["scores"]
    # the whole round's history, passes and all, stays in the scrollable log
    lines = log_lines(page)
    assert lines == expected_log(view, NAMES4)
    assert any(" passt (hatte keine " in line and not line.startswith("Du") for line in lines)
    scroll = page.eval_on_selector(
        "[data-testid=log-list]",
        "e => ({sh: e.scrollHeight, ch: e.clientHeight, top: e.scrollTop})",
    )
    assert scroll["sh"] > scroll["ch"] and scroll["top"] + scroll["ch"] >= scroll["sh"] - 2
    # round end: all hands face up, the points explained
    rr = view["round_result"]
    result = page.get_by_test_id("round-result")
    expect(result).to_have_attribute("data-points", str(rr["points"]))
    assert rr["reason"] == "out" and rr["winners"] == [rr["seat"]]
    expect(result).to_have_attribute("data-reason", "out")
    expect(result).to_contain_text(f"{NAMES4[rr['seat']]} hat alle Steine gelegt")
    for seat in range(4):
        shown = page.locator(f"[data-testid=revealed-hands] li[data-seat='{seat}'] .mini")
        expect(shown).to_have_count(len(view["hands"][seat]))
    assert_layout_fits(page)
    page.set_viewport_size({"width": 1280, "height": 800})
    settle(page)  # the resize observer's redraw
    assert_layout_fits(page)


def long_round(mode: str, seats: int, k: int, arms: bool) -> dict:
    """A round played to its end by random legal moves (seeded); with `arms`, moves onto the
    spinner's short sides are preferred, for long north and south arms."""
    r = random.Random(k)
    s = rules.new_game({"mode": mode, "seats": seats, "target": 1000}, seed=f"c{k}")
    while not s.round_over:
        legal = rules.legal_moves(s)
        if arms:
            short = [m for m in legal if m.endswith((" N", " S"))]
            if short and r.random() < 0.7:
                legal = short
        s = rules.play(s, r.choice(legal))
    return rules.to_record(s)


LONG_ROUNDS = [("fives", 2, 250, True), ("fives", 4, 405, True), ("draw", 2, 60, False)]


def test_long_chains_stay_on_the_table(page: Page, wait_python_ready: Wait) -> None:
    """24 to 27 tiles, with four spinner arms or one long line: at the last moves of each
    round, at 390x844 and 1280x800, each tile lies inside the felt, none overlaps another, the
    places offered for a tile too, and the page never scrolls sideways."""
    start(page, wait_python_ready, mode="draw", seats=2, level="medium", tempo="slow")
    block = record_of("block", 4, rules.make_deal("block", 4, "b15"))
    block = rules.to_record(simulate(block, first_playable))  # 25 tiles, see the 4-seat test
    rounds = [long_round(*args) for args in LONG_ROUNDS] + [block]
    for rec in rounds:
        mode, seats = rec["options"]["mode"], rec["options"]["seats"]
        state = rules.from_record(rec)
        on_table = len(state.line) + len(state.arms["N"]) + len(state.arms["S"])
        assert on_table >= 24, (mode, seats, on_table)
        n = len(rec["moves"])
        for size in ((390, 844), (1280, 800)):
            page.set_viewport_size({"width": size[0], "height": size[1]})
            for cut in sorted({n // 2, n - 3, n - 2, n - 1, n}):
                # drawn at once; the slow tempo keeps the computer's next move away meanwhile
                view = page.evaluate(
                    "r => window.gamutDebug.startFromRecord(r)",
                    {**rec, "moves": rec["moves"][:cut]},
                )
                assert_layout_fits(page)
                if view["to_move"] == 0 and view["must"] == "play":
                    # the places for a tile that fits several ends are on the felt too
                    tile = max(view["hand"], key=lambda t: len(places_of(view, t)))
                    if len(places_of(view, tile)) > 1:
                        page.locator(f"[data-testid=hand-tile][data-tile='{tile}']").click()
                        expect(page.get_by_test_id("end-choice")).to_have_count(
                            len(places_of(view, tile))
                        )
                        assert_layout_fits(page)
                        badges_inside = page.evaluate(
                            """() => { const t = document.getElementById('table')
                                .getBoundingClientRect();
                              return [...document.querySelectorAll('[data-testid=end-score]')]
                                .every(b => { const r = b.getBoundingClientRect();
                                  return r.top >= t.top - 1 && r.bottom <= t.bottom + 1; }); }"""
                        )
                        assert badges_inside or view["mode"] != "fives"


def test_won_matches_survive_a_reload(page: Page, wait_python_ready: Wait) -> None:
    start(page, wait_python_ready, mode="draw", seats=2, level="medium", target=50)
    # a match to 50 that we win with our last tile in round 2 (seed 9, found with the engine)
    s = rules.new_game({"mode": "draw", "seats": 2, "target": 50}, seed=9)
    while not s.match_over:
        seat = s.to_move if s.to_move is not None else 0
        v = rules.view(s, seat)
        move = first_playable(v) if seat == 0 else players.choose(v, "medium", 0, 0)
        s = rules.play(s, move)
    assert s.winners == [0]
    record = rules.to_record(s)
    last = record["moves"][-1]
    load_record(page, {**record, "moves": record["moves"][:-1]})
    stats = page.locator("#stats li[data-level=medium]")
    page.get_by_test_id("settings-open").click()
    expect(stats).to_have_text("Mittel0 von 0")
    page.get_by_test_id("settings-close").click()

    play_as(page, last)
    assert wait_steady(page) == "match-over"
    expect(page.get_by_test_id("match-result")).to_contain_text("Du gewinnst die Partie")
    assert replay(page)["scores"] == list(s.scores)
    page.get_by_test_id("settings-open").click()
    expect(stats).to_have_text("Mittel1 von 1")
    expect(page.locator("#stats li[data-level=easy]")).to_have_text("Leicht0 von 0")

    page.reload()
    wait_python_ready(page)
    assert wait_steady(page) == "match-over"
    page.get_by_test_id("settings-open").click()
    expect(stats).to_have_text("Mittel1 von 1")
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1')).stats.dominoes")
    assert saved["medium"] == {"won": 1, "played": 1}


RULES_TEXTS = (
    "Verteilen",
    "Wer eröffnet",
    "Der Spinner (nur bei Fünfer)",
    "Zählen bei Fünfer",
    "Ende einer Runde",
    "Ende der Partie",
    "Tipps zum Gewinnen",
    "Die drei Spielarten",
    "Werde deine schwersten Steine früh los",
    "Zähle mit. Von jeder Zahl gibt es nur sieben Steine",
)


def test_rules_panel_and_embed_dialog(page: Page, wait_python_ready: Wait, site_url: str) -> None:
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    start(page, wait_python_ready, mode="draw", seats=2)
    for size in ((390, 844), (1280, 800)):
        page.set_viewport_size({"width": size[0], "height": size[1]})

        page.get_by_test_id("rules-open").click()
        rules_panel = page.get_by_test_id("rules")
        expect(rules_panel).to_be_visible()
        for text in RULES_TEXTS:
            expect(rules_panel).to_contain_text(text)
        box = rules_panel.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= size[0] + 0.5
        assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
        page.get_by_test_id("rules-close").click()
        expect(rules_panel).to_be_hidden()

        page.get_by_test_id("embed-open").click()
        dialog = page.get_by_test_id("embed")
        expect(dialog).to_contain_text("Der Textlink unter dem Spiel muss bleiben.")
        url = site_url  # the page is served at the site's root
        code = page.get_by_test_id("embed-code").input_value()
        assert code == (
            "<!-- sandbox, if any: allow-scripts allow-same-origin"
            " (allow-downloads to export saves) -->\n"
            f'<iframe src="{url}?embed=1" width="960" height="720" style="max-width:100%;border:0" '
            'title="Domino gegen den Computer" loading="lazy" allow="clipboard-write"></iframe>\n'
            f'<p><a href="{url}">Domino von Gamut</a></p>'
        )
        page.get_by_test_id("embed-copy").click()
        expect(page.get_by_test_id("embed-status")).to_have_text("Kopiert!")
        assert page.evaluate("() => navigator.clipboard.readText()") == code
        # without clipboard access the code is selected for Ctrl+C
        page.evaluate(
            "() => { navigator.clipboard.writeText = () => Promise.reject(new Error('no')); }"
        )
        page.get_by_test_id("embed-copy").click()
        expect(page.get_by_test_id("embed-status")).to_contain_text("Strg+C")
        sel = page.eval_on_selector(
            "#embed-code", "e => [e.selectionStart, e.selectionEnd, e.value.length]"
        )
        assert sel == [0, len(code), len(code)]
        page.evaluate("() => { delete navigator.clipboard.writeText; }")
        page.get_by_test_id("embed-close").click()


def test_embedded_page(page: Page, wait_python_ready: Wait, site_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("/?embed=1")
    wait_python_ready(page)
    wait_steady(page)
    for size in ((390, 844), (1280, 800)):
        page.set_viewport_size({"width": size[0], "height": size[1]})
        for hidden in (".brand", ".games-nav", "#btn-new", "#btn-rules", "#btn-embed"):
            expect(page.locator(hidden)).to_be_hidden()
        settings = page.get_by_test_id("settings-open")
        expect(settings).to_be_visible()
        box = settings.bounding_box()
        assert box["width"] <= 48 and box["height"] <= 48
        link = page.get_by_test_id("embed-link").locator("a")
        expect(link).to_be_visible()
        expect(link).to_have_text("Domino von Gamut")
        expect(link).to_have_attribute("href", site_url)
        # under the game
        main = page.get_by_test_id("main-button").bounding_box()
        assert link.bounding_box()["y"] >= main["y"] + main["height"] - 1
        assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
        # settings still work, with a way to start a new match
        settings.click()
        expect(page.get_by_test_id("settings")).to_be_visible()
        expect(page.get_by_test_id("settings-new-match")).to_be_visible()
        page.get_by_test_id("settings-close").click()
    # the normal page shows no embed link
    page.goto("/")
    expect(page.locator("#btn-rules")).to_be_visible()
    expect(page.get_by_test_id("embed-link")).to_be_hidden()
    expect(page.get_by_test_id("settings-new-match")).to_be_hidden()


def test_fives_play_that_reaches_the_target_ends_the_match_at_once(
    page: Page, wait_python_ready: Wait
) -> None:
    """D8.3: the lead 5-5 scores 10 (D6.3) and reaches a target of 10 mid-round: the match
    ends at once, and the result says so (not "blocked")."""
    start(page, wait_python_ready, mode="fives", seats=2, level="easy")
    hands = [["5-5", "2-5", "5-6", "3-3", "0-1", "1-2", "2-4"],
             ["3-5", "0-5", "1-1", "1-4", "1-5", "4-4", "4-5"]]  # fmt: skip
    used = {t for h in hands for t in h}
    deal = {"hands": hands,
            "boneyard": [rules.tile_str(t) for t in rules.ALL_TILES
                         if rules.tile_str(t) not in used]}  # fmt: skip
    load_record(page, record_of("fives", 2, deal, target=10))
    play_as(page, "5-5")
    assert wait_steady(page) == "match-over"
    view = page.evaluate("() => window.gamutDebug.view")
    assert view["round_result"]["reason"] == "target" and view["scores"] == [10, 0]
    result = page.get_by_test_id("round-result")
    expect(result).to_have_attribute("data-reason", "target")
    expect(result).to_have_text("Du erreichst mit diesem Zug das Ziel von 10 Punkten: "
                                "Bei Fünfer endet die Partie sofort.")  # fmt: skip
    expect(page.get_by_test_id("match-result")).to_contain_text("Du gewinnst die Partie")


# a phone held sideways (844x390, 740x360, 915x412) and 1280x800 at 200% zoom (640x400)
SHORT_LANDSCAPES = [(844, 390), (740, 360), (915, 412), (640, 400)]

OFF_SCREEN = """sel => {
    const w = window.innerWidth, h = window.innerHeight;
    const rs = [...document.querySelectorAll(sel)].map(e => e.getBoundingClientRect());
    return {n: rs.length,
            off: rs.filter(r => r.width === 0 || r.left < -0.5 || r.top < -0.5 ||
                                r.right > w + 0.5 || r.bottom > h + 0.5).length,
            scrollY: window.scrollY,
            scrolls: document.documentElement.scrollHeight > h ||
                     document.documentElement.scrollWidth > w};
}"""


def assert_on_screen(page: Page, selector: str, n: int | None = None) -> None:
    """Every element matching `selector` lies inside the viewport as it is, unscrolled, and the
    page has nothing to scroll to."""
    out = page.evaluate(OFF_SCREEN, selector)
    assert out["n"] > 0 and (n is None or out["n"] == n), (selector, out)
    assert out == {"n": out["n"], "off": 0, "scrollY": 0, "scrolls": False}, (selector, out)


def test_short_landscape_plays_without_scrolling(page: Page, wait_python_ready: Wait) -> None:
    """A phone held sideways (SHORT_LANDSCAPES): once the page is ready, the main
    button and every tile of the hand are on screen with the table, nothing scrolls; a long
    round's chain still lies on the felt without overlaps; a round's result starts on screen."""
    page.set_viewport_size({"width": 844, "height": 390})
    start(page, wait_python_ready, mode="draw", seats=2, level="medium", tempo="slow")
    expect(page.get_by_test_id("hand-tile")).to_have_count(7)
    for w, h in SHORT_LANDSCAPES:
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(100)
        assert_on_screen(page, "[data-testid=main-button]", 1)
        assert_on_screen(page, "[data-testid=hand-tile]", 7)
        assert_on_screen(page, "#table")
        # the header keeps to one line: no taller than one row of buttons
        assert page.eval_on_selector(".topbar", "e => e.getBoundingClientRect().height") <= 50
        # the felt keeps a fair share of the screen
        table = page.get_by_test_id("table").bounding_box()
        assert table["height"] >= 0.45 * h and table["width"] >= 0.5 * w, table

    block = record_of("block", 4, rules.make_deal("block", 4, "b15"))
    block = rules.to_record(simulate(block, first_playable))
    rounds = [long_round(*args) for args in LONG_ROUNDS] + [block]
    for rec in rounds:
        for w, h in SHORT_LANDSCAPES:
            page.set_viewport_size({"width": w, "height": h})
            view = page.evaluate(
                "r => window.gamutDebug.startFromRecord(r)", {**rec, "moves": rec["moves"][:-2]}
            )
            assert_layout_fits(page)
            assert_on_screen(page, "[data-testid=main-button]", 1)
            if view["hand"]:
                assert_on_screen(page, "[data-testid=hand-tile]", len(view["hand"]))
        # the round played out: its result starts on screen (the card scrolls inside the felt)
        page.set_viewport_size({"width": 844, "height": 390})
        page.evaluate("r => window.gamutDebug.startFromRecord(r)", rec)
        assert wait_steady(page) in ("round-over", "match-over")
        result = page.get_by_test_id("round-result")
        expect(result).to_be_visible()
        assert_layout_fits(page)
        assert_on_screen(page, "[data-testid=main-button]", 1)
        top = page.evaluate(
            """() => { const c = document.querySelector('#result .result-card')
                .getBoundingClientRect(); const t = document.getElementById('table')
                .getBoundingClientRect(); return [c.top, t.top, t.bottom, innerHeight]; }"""
        )
        assert top[1] <= top[0] < top[2] and 0 <= top[0] < top[3], top
