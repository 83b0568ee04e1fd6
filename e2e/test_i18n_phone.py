"""Languages at phone size (issue 16): Arabic (right to left) and Japanese on a 390x844 and a
320x568 screen.

- no sideways scroll of the page;
- no clipped text in the header, the settings dialog and the result card: every visible text
  lies inside the screen and inside every box that hides what overflows it, every control
  inside its dialog or bar;
- the document is `dir="rtl"` in Arabic while the domino line, the hand, the Hus pits and the
  Wu Hsing grid stay `dir="ltr"` (a board is not text);
- the rules panel opens with the game's introduction and ends with its questions, a
  `<details>` list that opens on a click, in the page's language;
- the axe audit finds nothing serious or critical on the table, in settings, in the rules panel
  and on the result card;
- scores and pit counts are written in the language's digits (Persian: ۰-۹), as Fluent writes
  the numbers inside messages.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from pages.dominoes import load_record, seed_settings
from pages.dominoes import wait_steady as dominoes_steady
from pages.games import Wait, open_game
from test_a11y import audit

ROOT = Path(__file__).resolve().parents[1]
BLOCKED = ROOT / "tests" / "records" / "dominoes-draw-4-seats-blocked-by-draw.json"
PHONES = {"390x844": (390, 844), "320x568": (320, 568)}

# Every visible text node under `root` (a selector) that the screen or a box with overflow
# hidden/clip cuts: [{text, box}] (empty when all text shows whole). Text in <select> options,
# visually hidden text and boxes scrolled on purpose (overflow auto/scroll) are left out.
CLIPPED = """(sel) => {
    const root = document.querySelector(sel);
    if (!root) return [{ text: `no ${sel}`, box: '' }];
    const out = [];
    const W = document.documentElement.clientWidth;
    const hides = (v) => v === 'hidden' || v === 'clip';
    const scrolls = (v) => v === 'auto' || v === 'scroll';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.nodeValue.trim();
        const el = n.parentElement;
        if (!text || el.closest('select, .visually-hidden, [hidden]')) continue;
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const chain = [];
        for (let a = el; a && a !== document.documentElement; a = a.parentElement) chain.push(a);
        // hidden on purpose (a label shown to screen readers only on a narrow screen)
        if (chain.some((a) => getComputedStyle(a).clip !== 'auto')) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) {
            if (r.width === 0) continue;
            if (r.left < -0.5 || r.right > W + 0.5) {
                out.push({ text, box: `screen ${r.left.toFixed(1)}..${r.right.toFixed(1)}/${W}` });
            }
            // every box that cuts what overflows it, up to the first that scrolls (the text
            // is then reached by scrolling), on each axis
            let doneX = false;
            let doneY = false;
            for (const a of chain) {
                const cs = getComputedStyle(a);
                const b = a.getBoundingClientRect();
                const cutX = !doneX && hides(cs.overflowX)
                    && (r.left < b.left - 0.5 || r.right > b.right + 0.5);
                const cutY = !doneY && hides(cs.overflowY)
                    && (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5);
                const what = `${a.tagName.toLowerCase()}.${a.className}`;
                if (cutX || cutY) out.push({ text, box: what });
                doneX ||= scrolls(cs.overflowX);
                doneY ||= scrolls(cs.overflowY);
            }
        }
    }
    // a control (its text is drawn by the browser) lies wholly inside the container
    const box = root.getBoundingClientRect();
    for (const c of root.querySelectorAll('select, button, input')) {
        if (!c.checkVisibility({ visibilityProperty: true }) || c.closest('.visually-hidden')) {
            continue;
        }
        const r = c.getBoundingClientRect();
        if (r.width && (r.left < box.left - 0.5 || r.right > box.right + 0.5)) {
            out.push({ text: c.id || c.textContent.trim(), box: `${sel} (a control)` });
        }
    }
    return out;
}"""

SIDEWAYS = """() => ({
    doc: document.documentElement.scrollWidth, body: document.body.scrollWidth,
    width: document.documentElement.clientWidth })"""


def phone(page: Page, size: str) -> None:
    w, h = PHONES[size]
    page.set_viewport_size({"width": w, "height": h})


def no_sideways_scroll(page: Page, where: str) -> None:
    s = page.evaluate(SIDEWAYS)
    assert s["doc"] <= s["width"] and s["body"] <= s["width"], f"{where}: sideways scroll {s}"


def clipped(page: Page, selector: str, where: str) -> list[str]:
    return [f"{where}: {c['text']!r} cut by {c['box']}" for c in page.evaluate(CLIPPED, selector)]


def board_dirs(page: Page) -> dict[str, str]:
    return page.evaluate(
        "() => Object.fromEntries([...document.querySelectorAll("
        "'#layout, #hand, #rows, #viewport')].map((e) => [e.id, getComputedStyle(e).direction]))"
    )


@pytest.mark.parametrize("size", list(PHONES))
@pytest.mark.parametrize("lang", ["ar", "ja"])
def test_dominoes_at_phone_size(page: Page, wait_python_ready: Wait, lang: str, size: str) -> None:
    phone(page, size)
    seed_settings(page, mode="draw", seats=4, level="medium", tempo="fast")
    page.goto(f"/?lang={lang}")
    wait_python_ready(page)
    dominoes_steady(page)
    html = page.locator("html")
    expect(html).to_have_attribute("lang", lang)
    expect(html).to_have_attribute("dir", "rtl" if lang == "ar" else "ltr")
    assert board_dirs(page) == {"layout": "ltr", "hand": "ltr"}

    problems = audit(page, f"{lang} {size} table")
    no_sideways_scroll(page, "table")
    problems += clipped(page, "header.topbar", "header")

    page.get_by_test_id("settings-open").click()
    expect(page.get_by_test_id("settings")).to_be_visible()
    no_sideways_scroll(page, "settings")
    problems += clipped(page, "#settings", "settings")
    problems += audit(page, f"{lang} {size} settings")
    page.get_by_test_id("settings-close").click()

    # a round that ends blocked (the record of tests/records) brings up the result card
    record = json.loads(BLOCKED.read_text())["record"]
    load_record(page, record)
    result = page.get_by_test_id("round-result")
    expect(result).to_be_visible()
    result.scroll_into_view_if_needed()
    no_sideways_scroll(page, "result")
    problems += clipped(page, "#result", "result card")
    problems += audit(page, f"{lang} {size} result")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", ["ar", "ja"])
@pytest.mark.parametrize("game", ["hus", "wuhsing"])
def test_hus_and_wuhsing_at_320(page: Page, wait_python_ready: Wait, game: str, lang: str) -> None:
    phone(page, "320x568")
    open_game(page, wait_python_ready, game, lang)
    expect(page.locator("html")).to_have_attribute("dir", "rtl" if lang == "ar" else "ltr")
    board = "rows" if game == "hus" else "viewport"
    assert (
        board_dirs(page)[board] == "ltr"
        and board_dirs(page)["hand" if game == "wuhsing" else board] == "ltr"
    )
    no_sideways_scroll(page, "table")
    problems = clipped(page, "header.topbar", "header")
    problems += audit(page, f"{game} {lang} table")
    page.get_by_test_id("settings-open").click()
    expect(page.get_by_test_id("settings")).to_be_visible()
    no_sideways_scroll(page, "settings")
    problems += clipped(page, "#settings", "settings")
    problems += audit(page, f"{game} {lang} settings")
    page.get_by_test_id("settings-close").click()
    assert not problems, "\n".join(problems)


# The introduction's and the first question's opening words in the language (web/i18n).
INTRO = {
    ("dominoes", "ar"): "الدومينو",
    ("hus", "ja"): "Hus はナミビアの大型マンカラ",
    ("wuhsing", "en"): "Wu Hsing is a tile-laying game",
}


@pytest.mark.parametrize(("game", "lang"), list(INTRO))
def test_rules_panel_has_introduction_and_questions(
    page: Page, wait_python_ready: Wait, game: str, lang: str
) -> None:
    phone(page, "390x844")
    open_game(page, wait_python_ready, game, lang)
    page.get_by_test_id("rules-open").click()
    rules = page.get_by_test_id("rules")
    expect(rules).to_be_visible()
    intro = rules.get_by_test_id("intro")
    expect(intro).to_be_visible()
    assert INTRO[(game, lang)] in intro.inner_text()
    faq = rules.get_by_test_id("faq")
    items = faq.locator("details")
    expect(items).to_have_count(6)
    first = items.first
    answer = first.locator(".rich")
    expect(answer).to_be_hidden()
    first.locator("summary").click()
    expect(answer).to_be_visible()
    assert len(answer.inner_text()) > 40
    # the texts are the language's own (the English of each id differs from this language's)
    texts = page.evaluate(
        "() => [...document.querySelectorAll('#r-faq summary')].map((s) => s.textContent)"
    )
    assert len(set(texts)) == 6 and all(texts)
    no_sideways_scroll(page, "rules")
    problems = clipped(page, "#rules .panel-toc", "rules contents")
    problems += audit(page, f"{game} {lang} rules")
    assert not problems, "\n".join(problems)


def test_persian_digits_in_scores_and_pits(page: Page, wait_python_ready: Wait) -> None:
    """Persian writes ۰-۹: the Hus pit counts and the seat scores follow the page's language."""
    open_game(page, wait_python_ready, "hus", "fa")
    counts = page.eval_on_selector_all(
        "[data-testid=pit] .count", "els => els.map((e) => e.textContent)"
    )
    assert counts and set(counts) == {"۰", "۲"}, counts
    page.get_by_test_id("lang-picker").select_option("en")
    expect(page.locator("html")).to_have_attribute("dir", "ltr")
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-testid=pit] .count')]"
        ".every((e) => /^[0-9]+$/.test(e.textContent))"
    )
