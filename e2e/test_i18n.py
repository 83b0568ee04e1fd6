"""Languages: the pages speak the languages of web/i18n/*.ftl through web/js/core/i18n.js.

- switching German -> English with the header's picker redraws every string on screen (text,
  names for screen readers, titles, the settings dialog and the rules panel) and leaves the
  game exactly where it was;
- the `lang` URL parameter picks a listed language and anything else is ignored; without it
  the saved choice, then the browser's languages decide (English when none is offered);
- the picker's choice is saved and survives a reload.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from pages.fit import settle
from pages.games import URLS, Wait, click_move, open_game, saved_language, seed, wait_steady
from pages.site import PageLog, open_context

# The language picker's options: each language in its own name and script (web/js/core/i18n.js).
LANGUAGE_NAMES = [
    "Bahasa Indonesia", "Bahasa Melayu", "Deutsch", "English", "Español", "Filipino",
    "Français", "Italiano", "Nederlands", "Polski", "Português (Brasil)", "Tiếng Việt",
    "Türkçe", "Русский", "Українська", "العربية", "فارسی", "עברית", "हिन्दी", "ไทย",
    "简体中文", "繁體中文", "日本語", "한국어",
]  # fmt: skip

# Visible strings that are the same in German and English (names, numbers, symbols).
NEUTRAL = {
    *LANGUAGE_NAMES,
    "Hus",
    "Wu Hsing",
    "Computer",
    "Tempo",
    "Normal",
    "West",
    "Best of 7",
    "R",
    "F",
    "Esc",
    "Enter",
    "Tab",
    "Escape",
    "+",
    "−",
    "…",
    "✕",
}

# Every string a person (or a screen reader) meets: text of rendered elements, and the names
# and titles of rendered elements; the document title.
VISIBLE_STRINGS = """() => {
    const out = new Set([document.title]);
    const shown = (el) => el && el.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const s = n.nodeValue.replace(/\\s+/g, ' ').trim();
        if (!s) continue;
        const el = n.parentElement;
        // the live region says the last action once; a change of language empties it
        if (el.closest('#announce')) continue;
        if (el.closest('select') || el.closest('.visually-hidden') || shown(el)) out.add(s);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [aria-description]')) {
        if (!shown(el) && !el.closest('.visually-hidden')) continue;
        for (const a of ['aria-label', 'title', 'aria-description']) {
            const v = el.getAttribute(a);
            if (v && v.trim()) out.add(v.trim());
        }
    }
    return [...out];
}"""


def strings_on_screen(page: Page) -> set[str]:
    """The strings of the table, of the settings dialog and of the rules panel."""
    found = set(page.evaluate(VISIBLE_STRINGS))
    page.get_by_test_id("settings-open").click()
    expect(page.get_by_test_id("settings")).to_be_visible()
    found |= set(page.evaluate(VISIBLE_STRINGS))
    page.get_by_test_id("settings-close").click()
    page.get_by_test_id("rules-open").click()
    expect(page.get_by_test_id("rules")).to_be_visible()
    found |= set(page.evaluate(VISIBLE_STRINGS))
    page.get_by_test_id("rules-close").click()
    return found


def worded(s: str) -> bool:
    """A string with a word in it (not just numbers, tiles such as 3-6, symbols)."""
    return any(c.isalpha() for c in s) and s not in NEUTRAL


def game_state(page: Page) -> dict:
    return page.evaluate(
        "() => ({ record: window.gamutDebug.record, hand: window.gamutDebug.view.hand ?? null })"
    )


@pytest.mark.parametrize("game", ["dominoes", "hus", "wuhsing"])
def test_switching_language_changes_every_string(
    page: Page, wait_python_ready: Wait, game: str
) -> None:
    open_game(page, wait_python_ready, game, "de")
    click_move(page, game)
    page.mouse.move(1, 1)  # no pointer over the board: hover boxes (Wu Hsing lines) close
    settle(page)
    state = game_state(page)
    german = strings_on_screen(page)
    assert page.evaluate("() => document.documentElement.lang") == "de"
    assert "Regeln" in german and "Neue Partie" in german

    picker = page.get_by_test_id("lang-picker")
    expect(picker).to_have_value("de")
    picker.select_option("en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    wait_steady(page, game)
    english = strings_on_screen(page)

    assert game_state(page) == state, "the game changed with the language"
    assert "Rules" in english and "New match" in english
    left = sorted(s for s in german & english if worded(s))
    assert not left, f"German strings still on screen after switching to English: {left}"
    # and back: the same German strings again
    page.get_by_test_id("lang-picker").select_option("de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    wait_steady(page, game)
    again = strings_on_screen(page)
    assert game_state(page) == state
    assert {s for s in german if worded(s)} <= again | {
        s for s in german if s.startswith("Computer") or s.endswith("…")
    }


def test_lang_parameter_picks_a_listed_language_only(page: Page, wait_python_ready: Wait) -> None:
    seed(page, "wuhsing", lang="de")  # a saved choice: German
    page.goto("/wuhsing.html?lang=en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.get_by_test_id("new-match")).to_have_text("New match")
    expect(page.get_by_test_id("lang-picker")).to_have_value("en")
    for bad in ("xx", "EN-us", "de;alert(1)", "", "<b>"):
        page.goto(f"/wuhsing.html?lang={bad}")
        expect(page.locator("html")).to_have_attribute("lang", "de")  # ignored: the saved one
        expect(page.get_by_test_id("new-match")).to_have_text("Neue Partie")
    page.goto("/?lang=en")
    expect(page.get_by_test_id("rules-open")).to_contain_text("Rules")
    page.goto("/hus.html?lang=de")
    expect(page.get_by_test_id("rules-open")).to_contain_text("Regeln")
    assert saved_language(page) == "de"


@pytest.fixture
def context_in(
    browser: Browser, site_url: str, page_log: PageLog
) -> Iterator[Callable[[str], Page]]:
    """A function (locale) -> page of a fresh context whose browser speaks `locale`."""
    contexts = []

    def make(locale: str) -> Page:
        ctx, p = open_context(browser, site_url, page_log, locale=locale)
        contexts.append(ctx)
        return p

    yield make
    for ctx in contexts:
        ctx.close()
    assert not page_log.console_errors, page_log.console_errors


def test_the_browser_language_decides_without_a_choice(
    context_in: Callable[[str], Page],
) -> None:
    """A real browser's locale reaches the page: one whose language we have under another
    name, one we do not have. The table of browser languages (and the order of the list) is
    tests/js/i18n.test.mjs, which calls the same chooseLanguage without a browser."""
    for locale, want, text in (
        ("pt-PT", "pt-BR", "Nova partida"),  # Portuguese: the Brazilian file
        ("sw-KE", "en", "New match"),  # a language we do not have: English
    ):
        p = context_in(locale)
        p.goto(URLS["hus"])
        # the page's own markup says lang="de" until i18n.js has loaded the language
        expect(p.locator("html")).to_have_attribute("lang", want, timeout=30_000)
        expect(p.locator("html")).to_have_attribute("dir", "ltr")
        expect(p.get_by_test_id("new-match")).to_have_text(text)


def test_the_picker_choice_is_saved(context_in: Callable[[str], Page]) -> None:
    page = context_in("en-US")
    page.goto("/")  # an English browser: English
    expect(page.locator("html")).to_have_attribute("lang", "en")
    picker = page.get_by_test_id("lang-picker")
    expect(picker).to_have_accessible_name("Language")
    assert picker.evaluate("s => [...s.options].map(o => o.textContent)") == LANGUAGE_NAMES
    assert picker.evaluate("s => s.options[15].lang + ' ' + s.options[15].dir") == "ar rtl"
    picker.select_option("de")
    expect(page.get_by_test_id("new-match")).to_have_text("Neue Partie")
    expect(page.get_by_test_id("lang-picker")).to_have_accessible_name("Sprache")
    assert saved_language(page) == "de"
    page.goto("/wuhsing.html")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.get_by_test_id("settings-open")).to_contain_text("Einstellungen")
