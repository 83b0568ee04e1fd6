"""No text draws as boxes (issue 16): Arabic, Persian, Hebrew, Hindi, Thai, Chinese, Japanese
and Korean take the system's Noto fonts (Debian's fonts-noto-core and fonts-noto-cjk, which
`build.py test` installs).

For every element with text of its own on the Dominoes page (table and rules panel open),
Chromium names the fonts it drew the text with (CDP `CSS.getPlatformFontsForNode`); every
character of that text must be in one of those fonts (fontconfig's charset of the family), and
the page must hold many characters of the language's script. A font of the site's own (a web
font, `isCustomFont`) counts for Latin, Greek and Cyrillic only.
"""

from __future__ import annotations

import shutil
import subprocess
import unicodedata
from functools import cache

import pytest
from playwright.sync_api import Page, expect

from fonts import shipped_ranges
from pages.games import Wait, open_game

# The code points of each language's script (the page must really be written in it).
SCRIPT = {
    "ar": (0x0600, 0x06FF),
    "fa": (0x0600, 0x06FF),
    "he": (0x0590, 0x05FF),
    "hi": (0x0900, 0x097F),
    "th": (0x0E00, 0x0E7F),
    "zh-CN": (0x4E00, 0x9FFF),
    "zh-TW": (0x4E00, 0x9FFF),
    "ja": (0x3040, 0x30FF),
    "ko": (0xAC00, 0xD7AF),
}

# Marks every rendered element with text of its own; returns [{i, text}].
MARK = """() => {
    const out = [];
    let i = 0;
    for (const el of document.body.querySelectorAll('*')) {
        if (el.closest('select, script, style, template, .visually-hidden')) continue;
        const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.nodeValue)
            .join('').replace(/\\s+/g, '');
        if (!own || !el.checkVisibility({ visibilityProperty: true })) continue;
        el.dataset.fontcheck = String(i);
        out.push({ i, text: own });
        i += 1;
    }
    return out;
}"""


@cache
def charset(family: str) -> frozenset[int]:
    """The code points fontconfig lists for `family` (all its faces), empty when unknown."""
    out = subprocess.run(
        ["fc-list", "-f", "%{charset}\\n", f":family={family}"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    points: set[int] = set()
    for part in out.split():
        lo, _, hi = part.partition("-")
        points.update(range(int(lo, 16), int(hi or lo, 16) + 1))
    return frozenset(points)


@pytest.mark.skipif(shutil.which("fc-list") is None, reason="fontconfig's fc-list is missing")
@pytest.mark.parametrize("lang", list(SCRIPT))
def test_every_character_has_a_glyph(page: Page, wait_python_ready: Wait, lang: str) -> None:
    open_game(page, wait_python_ready, "dominoes", lang)
    page.get_by_test_id("rules-open").click()
    expect(page.get_by_test_id("rules")).to_be_visible()
    page.locator("#r-faq details summary").first.click()
    marked = page.evaluate(MARK)
    assert len(marked) > 50

    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
    node_ids = cdp.send("DOM.querySelectorAll", {"nodeId": root, "selector": "[data-fontcheck]"})[
        "nodeIds"
    ]
    assert len(node_ids) == len(marked)
    used: set[str] = set()
    in_script = 0
    missing: list[str] = []
    for node_id in node_ids:
        index = cdp.send("DOM.getAttributes", {"nodeId": node_id})["attributes"]
        text = marked[int(index[index.index("data-fontcheck") + 1])]["text"]
        fonts = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node_id})["fonts"]
        families = [f["familyName"] for f in fonts if not f["isCustomFont"]]
        web_font = any(f["isCustomFont"] for f in fonts)
        used.update(families)
        lo, hi = SCRIPT[lang]
        in_script += sum(lo <= ord(c) <= hi for c in text)
        covered = frozenset().union(*(charset(f) for f in families))
        lacking = {
            c
            for c in text
            if ord(c) not in covered
            and not (web_font and any(a <= ord(c) <= b for a, b in shipped_ranges()))
            and unicodedata.category(c) != "Cf"  # format controls (ZWJ, bidi isolates) draw nothing
        }
        if lacking:
            missing.append(f"{text[:30]!r}: {sorted(lacking)} not in {families}")
    assert not missing, "\n".join(missing[:20])
    assert in_script > 300, (in_script, sorted(used))


@pytest.mark.skipif(shutil.which("fc-list") is None, reason="fontconfig's fc-list is missing")
def test_the_charset_check_tells_fonts_apart() -> None:
    """The check above can fail: Thai ก (U+0E01) is in Noto Sans Thai and not in DejaVu Sans."""
    assert 0x0E01 in charset("Noto Sans Thai")
    assert 0x0E01 not in charset("DejaVu Sans")
    assert charset("No Such Family") == frozenset()
