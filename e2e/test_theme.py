"""The colour theme (issue 17): the page follows the system's prefers-color-scheme, a switch
(system / light / dark) in every game's settings keeps the choice with the other settings
(storage.js: settings.page.theme), a bad stored value reads "system" and costs nothing else,
the head script sets the theme before any module runs (no flash), and the text of every game
passes axe's colour-contrast check in both themes.

And D7.5 in Block: the round result card shows the tiles out of play, labelled, beside the
hands, exactly the tiles of Python's record, and not before the round is over."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from pages.axe import axe_source
from pages.dominoes import (
    first_playable,
    load_record,
    places_of,
    record_of,
    replay,
    simulate,
    take_turn,
)
from pages.dominoes import start as start_dominoes
from pages.dominoes import wait_steady as dominoes_steady
from pages.games import ONLINE_OFFERED, SETTINGS, Wait, click_move, open_game, url
from pages.site import gamut_build

# the page's background colour in each theme (main.css --bg)
BG = {"light": "rgb(243, 239, 228)", "dark": "rgb(15, 28, 21)"}
THEME = (
    "() => [document.documentElement.dataset.theme, document.documentElement.dataset.themeChoice]"
)
BODY_BG = "() => getComputedStyle(document.body).backgroundColor"
SAVE = "() => JSON.parse(localStorage.getItem('gamut.v1'))"

CONTRAST = """async () => {
    const r = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] },
                                        resultTypes: ['violations'] });
    return r.violations.flatMap((v) => v.nodes.slice(0, 8).map(
        (n) => `${n.target.join(' ')}: ${n.any.map((a) => a.message).join('; ')}`));
}"""


def contrast_problems(page: Page) -> list[str]:
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(axe_source() + "\n;undefined")
    return page.evaluate(CONTRAST)


def shot(page: Page, name: str) -> None:
    """Screenshots at phone and desktop size into GAMUT_SHOTS, when it is set."""
    out = os.environ.get("GAMUT_SHOTS")
    if not out:
        return
    Path(out).mkdir(parents=True, exist_ok=True)
    for label, size in (("390", (390, 844)), ("1280", (1280, 800))):
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.wait_for_timeout(400)  # colours change with a short transition
        page.screenshot(path=str(Path(out) / f"{name}-{label}.png"))
    page.set_viewport_size({"width": 1280, "height": 800})


def set_theme(page: Page, theme: str) -> None:
    """The choice as the player makes it (theme-setting.js), without the settings dialog."""
    page.evaluate("t => import('./js/shell/theme-setting.js').then((m) => m.chooseTheme(t))", theme)
    assert page.evaluate(THEME) == [theme, theme]


def seed_save(page: Page, save: dict) -> None:
    """`save` as the only thing stored, written from a page of the site that runs no game (a
    game page might save its own match over it before the next load)."""
    page.goto("/favicon.ico")
    page.evaluate(
        "s => { localStorage.clear(); localStorage.setItem('gamut.v1', s); }", json.dumps(save)
    )


def choose(page: Page, theme: str) -> None:
    page.get_by_test_id("settings-open").click()
    expect(page.get_by_test_id("settings")).to_be_visible()
    page.get_by_test_id("set-theme").select_option(theme)
    page.get_by_test_id("settings-close").click()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_first_visit_follows_the_system_preference(page: Page, scheme: str) -> None:
    page.emulate_media(color_scheme=scheme)
    page.goto("/")
    assert page.evaluate(THEME) == [scheme, "system"]
    assert page.evaluate(BODY_BG) == BG[scheme]
    assert page.get_attribute('meta[name="color-scheme"]', "content") == scheme
    # "system": each theme-color tag keeps its own scheme's colour
    assert page.eval_on_selector_all(
        'meta[name="theme-color"]', "ms => ms.map(m => m.content)"
    ) == ["#f3efe4", "#13241b"]
    # form controls follow: the page's color-scheme is the theme's
    assert page.evaluate("() => getComputedStyle(document.documentElement).colorScheme") == scheme
    # the system's setting changes while the page is open: the page follows
    other = "dark" if scheme == "light" else "light"
    page.emulate_media(color_scheme=other)
    page.wait_for_function(f"() => document.documentElement.dataset.theme === '{other}'")
    assert page.evaluate(BODY_BG) == BG[other]


def test_the_switch_is_kept_with_the_settings_and_holds_on_every_game(
    page: Page, wait_python_ready: Wait
) -> None:
    page.emulate_media(color_scheme="dark")
    open_game(page, wait_python_ready, "dominoes")
    assert page.evaluate(THEME) == ["dark", "system"]
    expect(page.get_by_test_id("set-theme")).to_have_value("system")
    assert page.eval_on_selector_all(
        "[data-testid=set-theme] option", "os => os.map(o => o.value)"
    ) == ["system", "light", "dark"]
    choose(page, "light")
    assert page.evaluate(THEME) == ["light", "light"]
    assert page.evaluate(BODY_BG) == BG["light"]
    save = page.evaluate(SAVE)
    assert save["settings"]["page"] == {"theme": "light"}
    assert save["settings"]["dominoes"] == SETTINGS["dominoes"]  # the game's settings untouched
    # the system's preference no longer matters
    page.emulate_media(color_scheme="light")
    page.emulate_media(color_scheme="dark")
    assert page.evaluate(THEME) == ["light", "light"]

    page.reload()
    assert page.evaluate(THEME) == ["light", "light"]
    wait_python_ready(page)
    expect(page.get_by_test_id("set-theme")).to_have_value("light")

    # another game, switched to in the page: the same theme, its select says so
    page.locator(".games-nav a[href='hus.html']").click()
    page.wait_for_function("() => document.documentElement.dataset.game === 'hus'")
    expect(page.get_by_test_id("set-theme")).to_have_value("light")
    choose(page, "dark")
    assert page.evaluate(THEME) == ["dark", "dark"]
    # beside the last game shown (the installed app opens it: e2e/test_install.py)
    assert page.evaluate(SAVE)["settings"]["page"] == {"theme": "dark", "game": "hus"}
    choose(page, "system")
    assert page.evaluate(THEME) == ["dark", "system"]
    page.emulate_media(color_scheme="light")
    page.wait_for_function("() => document.documentElement.dataset.theme === 'light'")


@pytest.mark.parametrize("bad", ["purple", 7, None, ["light"]])
def test_a_bad_stored_theme_reads_system_and_loses_nothing_else(
    page: Page, wait_python_ready: Wait, bad: object
) -> None:
    page.emulate_media(color_scheme="light")
    stats = {"dominoes": {"easy": {"won": 2, "played": 3}}}
    dominoes = {**SETTINGS["dominoes"], "target": 150, "mode": "block"}
    seed_save(
        page,
        {
            "v": 1,
            "settings": {"dominoes": dominoes, "page": {"theme": bad}},
            "games": {},
            "stats": stats,
        },
    )
    page.goto("/")
    assert page.evaluate(THEME) == ["light", "system"]
    wait_python_ready(page)
    expect(page.get_by_test_id("set-theme")).to_have_value("system")
    expect(page.get_by_test_id("set-target")).to_have_value("150")
    expect(page.get_by_test_id("set-mode")).to_have_value("block")
    save = page.evaluate(SAVE)
    assert save["stats"] == stats and save["settings"]["dominoes"] == dominoes
    choose(page, "dark")
    save = page.evaluate(SAVE)
    assert save["settings"]["page"] == {"theme": "dark"}
    assert save["stats"] == stats and save["settings"]["dominoes"] == dominoes


TOKENS = """() => {
    const names = new Set();
    for (const sheet of document.styleSheets) {
        for (const rule of sheet.cssRules) {
            if (rule.selectorText && rule.selectorText.includes('data-theme="light"')
                && rule.selectorText.startsWith(':root')) {
                for (const p of rule.style) if (p.startsWith('--')) names.add(p);
            }
        }
    }
    const cs = getComputedStyle(document.documentElement);
    return [...names].map((n) => [n, cs.getPropertyValue(n).trim()]);
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_colour_property_has_a_value_in_both_themes(page: Page, scheme: str) -> None:
    """Each theme defines every colour property the light theme swaps (a property defined by
    itself, or missing, is empty, and whatever uses it drops its colour)."""
    page.emulate_media(color_scheme=scheme)
    page.goto("/")
    tokens = dict(page.evaluate(TOKENS))
    assert len(tokens) >= 40
    assert [n for n, v in tokens.items() if not v] == []
    assert tokens["--tint-2"] == (
        "rgba(0, 0, 0, 0.07)" if scheme == "light" else "rgba(255, 255, 255, 0.08)"
    )
    # a quiet button's face is drawn (not transparent)
    bg = page.eval_on_selector(".btn:not(.btn-quiet)", "e => getComputedStyle(e).backgroundColor")
    assert bg not in ("rgba(0, 0, 0, 0)", "transparent")


@pytest.mark.console_errors_ok  # the module script is refused on purpose
def test_the_theme_is_set_before_any_module_runs(page: Page) -> None:
    """No flash of the wrong theme: with the page's modules refused, the head script alone has
    drawn the stored theme (against the system's preference)."""
    page.emulate_media(color_scheme="dark")
    seed_save(page, {"v": 1, "settings": {"page": {"theme": "light"}}, "games": {}, "stats": {}})
    page.route("**/js/shell/app.js", lambda route: route.abort())
    page.goto(url("wuhsing"))
    assert page.evaluate("() => window.gamutDebug === undefined")
    assert page.evaluate(THEME) == ["light", "light"]
    assert page.evaluate(BODY_BG) == BG["light"]
    assert page.get_attribute('meta[name="color-scheme"]', "content") == "light"
    # both theme-color tags (one per system scheme) take the chosen theme's colour
    assert page.eval_on_selector_all(
        'meta[name="theme-color"]', "ms => ms.map(m => [m.media, m.content])"
    ) == [
        ["(prefers-color-scheme: light)", "#f3efe4"],
        ["(prefers-color-scheme: dark)", "#f3efe4"],
    ]


@pytest.mark.parametrize("game", ["dominoes", "hus", "wuhsing"])
def test_text_contrast_in_both_themes(page: Page, wait_python_ready: Wait, game: str) -> None:
    """axe's color-contrast rule (text >= 4.5:1) finds nothing on the table after a move, in
    the settings dialog and in the rules panel, dark and light."""
    page.emulate_media(color_scheme="dark")
    open_game(page, wait_python_ready, game, "en")
    click_move(page, game)
    problems: list[str] = []
    for theme in ("dark", "light"):
        page.get_by_test_id("settings-open").click()
        page.get_by_test_id("set-theme").select_option(theme)
        assert page.evaluate(THEME)[0] == theme
        problems += [f"{theme} settings: {p}" for p in contrast_problems(page)]
        page.get_by_test_id("settings-close").click()
        problems += [f"{theme} table: {p}" for p in contrast_problems(page)]
        page.get_by_test_id("rules-open").click()
        expect(page.get_by_test_id("rules")).to_be_visible()
        problems += [f"{theme} rules: {p}" for p in contrast_problems(page)]
        page.keyboard.press("Escape")
        expect(page.get_by_test_id("rules")).to_be_hidden()
    assert problems == []


# ---- D7.5 in Block: the tiles out of play on the result card ---------------------------------


def block_round(seats: int, deal_seed: str) -> dict:
    """A Block round played to its end in Python (seat 0: first playable tile; the others: the
    medium computer, as on the page)."""
    from gamut.dominoes import rules

    record = record_of("block", seats, rules.make_deal("block", seats, deal_seed))
    state = simulate(record, first_playable)
    assert state.round_over
    rec = rules.to_record(state)
    # the round's last move is ours (a tile), so the page shows the position just before it
    assert rules.from_record({**rec, "moves": rec["moves"][:-1]}).to_move == 0
    return rec


@pytest.mark.parametrize(("seats", "deal_seed"), [(2, "2:1"), (3, "3:1")])
def test_d7_5_block_result_shows_the_tiles_out_of_play(
    page: Page, wait_python_ready: Wait, seats: int, deal_seed: str
) -> None:
    page.emulate_media(color_scheme="light")
    rec = block_round(seats, deal_seed)
    out = rec["deals"][0]["out"]
    assert len(out) == 28 - 7 * seats
    start_dominoes(page, wait_python_ready, mode="block", seats=seats, level="medium", tempo="fast")

    # one move before the end: the out-of-play tiles are nowhere on the page
    short = {**rec, "moves": rec["moves"][:-1]}
    view = load_record(page, short)
    assert view["out"] == [] and not view.get("round_over")
    assert page.locator("[data-testid=out-of-play]").count() == 0
    for tile in out:
        assert page.locator(f"[data-tile='{tile}']").count() == 0

    # the last move, ours, through the page: the tile, and its end when the table asks
    assert view["to_move"] == 0
    tile, end = rec["moves"][-1].split()
    page.locator(f"[data-testid=hand-tile][data-tile='{tile}']").click()
    if len(places_of(view, tile)) > 1:
        page.locator(f"[data-testid=end-choice][data-end='{end}']").click()
    assert dominoes_steady(page) == "round-over"
    assert page.evaluate("() => window.gamutDebug.record.moves") == rec["moves"]

    row = page.get_by_test_id("out-of-play")
    expect(row).to_be_visible()
    expect(row.locator(".reveal-name")).to_have_text("Out of play")
    expect(row.locator(".reveal-pips")).to_have_text(f"{len(out)} tiles")
    shown = row.locator(".mini").evaluate_all("els => els.map(e => e.dataset.tile)")
    assert shown == out
    labels = row.locator(".mini").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert labels == out
    # beside the hands: one row per seat, then the out-of-play row
    rows = page.locator("[data-testid=revealed-hands] > li")
    assert rows.count() == seats + 1
    assert rows.nth(seats).get_attribute("data-testid") == "out-of-play"
    # what Python's record says: the page's record replays to the same round end
    assert replay(page)["to_move"] is None
    for theme in ("light", "dark"):
        set_theme(page, theme)
        assert contrast_problems(page) == []
        shot(page, f"block-result-{seats}-{theme}")


def test_d7_5_draw_rounds_have_no_out_of_play_row(page: Page, wait_python_ready: Wait) -> None:
    from gamut.dominoes import rules

    rec = record_of("draw", 2, rules.make_deal("draw", 2, "41:1"))
    state = simulate(rec, first_playable)
    start_dominoes(page, wait_python_ready, mode="draw", seats=2, level="medium", tempo="fast")
    load_record(page, rules.to_record(state))
    assert dominoes_steady(page) == "round-over"
    expect(page.get_by_test_id("revealed-hands")).to_be_visible()
    assert page.locator("[data-testid=out-of-play]").count() == 0


# ---- the other surfaces: notice bar, hand-over screen, online lobby ---------------------------


@pytest.mark.console_errors_ok  # the page logs the broken save it repaired
def test_notice_bar_and_hand_over_screen_in_both_themes(
    page: Page, wait_python_ready: Wait
) -> None:
    """The notice bar (js/offline.js) of a repaired save and the hand-over screen between two
    people (js/ui/handover.js): themed, and their text passes the contrast check."""
    people = {
        **SETTINGS["dominoes"],
        "seat1": "person",
        "seat2": "computer",
        "seat3": "computer",
    }
    seed_save(
        page, {"v": 1, "settings": {"dominoes": people}, "games": {"dominoes": 5}, "stats": {}}
    )
    page.goto(url("dominoes", "en"))
    wait_python_ready(page)
    bar = page.locator(".gamut-bar").first
    expect(bar).to_be_visible()
    for theme in ("dark", "light"):
        set_theme(page, theme)
        bg = bar.evaluate("e => getComputedStyle(e).backgroundColor")
        assert bg == ("rgb(58, 42, 18)" if theme == "dark" else "rgb(253, 233, 194)")  # .notice
        assert contrast_problems(page) == []
        shot(page, f"notice-{theme}")

    # the one who opens plays; the device goes to the other through the hand-over screen (at
    # once, when Ben opens: the deal is random)
    phase = "() => document.getElementById('app').dataset.phase"
    page.wait_for_function(f"() => ['human', 'handover'].includes(({phase})())")
    if page.evaluate(phase) == "human":
        take_turn(page)
        page.wait_for_function(f"() => ({phase})() === 'handover'")
    screen = page.get_by_test_id("handover")
    expect(screen).to_be_visible()
    for theme in ("dark", "light"):
        set_theme(page, theme)
        bg = screen.evaluate("e => getComputedStyle(e).backgroundColor")
        assert bg == ("rgba(9, 24, 16, 0.97)" if theme == "dark" else "rgb(251, 249, 242)")
        assert contrast_problems(page) == []
        shot(page, f"handover-{theme}")


@pytest.fixture
def rooms_url(site_dir: Path) -> Iterator[str]:
    server = gamut_build.SiteServer(site_dir, "127.0.0.1", 0, quiet=True, think_ms=20)
    server.start()
    yield server.url
    server.stop()


def test_online_lobby_in_both_themes(
    rooms_url: str, open_page: Callable[[str], tuple[Page, object]]
) -> None:
    """The room dialog with a room made (its seats, the invite) and the bar above the table.
    (`rooms_url` first: its server stops after the page has closed, not under a page still
    installing its service worker, which logged a fetch error in a final run.)"""
    page = open_page(rooms_url)[0]
    page.goto(url("dominoes", "en"))
    page.wait_for_function(ONLINE_OFFERED)
    page.locator("#btn-settings").click()
    page.get_by_test_id("set-against").select_option("online")
    page.get_by_test_id("online-name").fill("Anna")
    page.get_by_test_id("online-create").click()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=online-invite]')?.value.includes('#room=')"
    )
    for theme in ("dark", "light"):
        set_theme(page, theme)
        dialog = page.get_by_test_id("online-dialog")
        bg = dialog.evaluate("e => getComputedStyle(e).backgroundColor")
        assert bg == ("rgb(26, 46, 35)" if theme == "dark" else "rgb(251, 249, 242)")
        assert contrast_problems(page) == []
        shot(page, f"lobby-{theme}")
