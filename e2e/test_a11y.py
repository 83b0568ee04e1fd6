"""Accessibility audit: axe-core (e2e/pages/axe.py, the npm package, checked) finds no serious or
critical problem on any game page, in German and English, with a game in progress, with the
settings dialog open and with the rules panel open.

The built site's CSP blocks inline scripts, so axe's source is run with page.evaluate (code
the test itself runs, as a browser's devtools would) instead of an injected script tag.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from pages.axe import audit
from pages.games import Wait, click_move, open_game


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", ["dominoes", "hus", "wuhsing"])
def test_no_serious_findings(page: Page, wait_python_ready: Wait, game: str, lang: str) -> None:
    open_game(page, wait_python_ready, game, lang)
    assert page.evaluate("() => document.documentElement.lang") == lang
    click_move(page, game)
    problems = audit(page, f"{game}/{lang} table")

    page.get_by_test_id("settings-open").click()
    expect(page.get_by_test_id("settings")).to_be_visible()
    problems += audit(page, f"{game}/{lang} settings")
    page.get_by_test_id("settings-close").click()

    page.get_by_test_id("rules-open").click()
    expect(page.get_by_test_id("rules")).to_be_visible()
    problems += audit(page, f"{game}/{lang} rules")
    page.get_by_test_id("rules-close").click()
    assert not problems, "\n".join(problems)


def test_the_audit_sees_a_problem(page: Page) -> None:
    """The audit itself works here: a button without a name is reported as critical."""
    page.goto("/?lang=en")
    page.evaluate(
        "() => { const b = document.createElement('button'); b.id = 'nameless';"
        " document.querySelector('main').append(b); }"
    )
    found = audit(page, "dominoes/en")
    assert any("button-name" in f and "#nameless" in f for f in found), found
