"""Which fonts a page drew its text with, and the widest font of this machine.

The site ships its interface font (web/css/fonts.css: Roboto from npm, subsets Latin,
Latin-ext, Greek, Cyrillic). ``font_problems(page)`` asks Chromium, through the DevTools
protocol (``CSS.getPlatformFontsForNode``), which fonts drew the text of every visible element
and names each element whose text was drawn, even in part, with another font for characters
the shipped font covers (a character outside its ranges, e.g. Arabic, may come from the
system's fonts; the text of ::before and ::after counts as the element's). Code (textarea,
code, pre, kbd, samp) is exempt: it is monospace on purpose.
e2e/conftest.py runs it after every test that used the ``page`` fixture.

``widest_system_font()`` is the proportional font family installed here (fc-list) that sets a
sample of interface words the widest: what a player may see while the web font loads.
"""

from __future__ import annotations

import re
import subprocess
from functools import cache
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[1]
FONTS_CSS = ROOT / "web" / "css" / "fonts.css"
# The family name inside the shipped font files (CDP reports it with isCustomFont: true).
SHIPPED_FAMILY = "Roboto"
# Words of the header in the languages the layout must hold (German is the longest today).
SAMPLE_TEXT = "Neue Partie Einstellungen Einbetten Regeln Новая партия Настройки Wu Hsing"
PROBE_LIMIT = 400  # elements checked at most (the biggest table has some 200)

_PROBE = """
([ranges, limit]) => {
  const inRange = (cp) => ranges.some(([a, b]) => a <= cp && cp <= b);
  for (const el of document.querySelectorAll('[data-font-probe]')) {
    el.removeAttribute('data-font-probe');
  }
  const found = [];
  const seen = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n && found.length < limit; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || seen.has(el) || !n.data.trim()) continue;
    seen.add(el);
    if (el.closest('script, style, template, textarea, code, pre, kbd, samp')) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2 || style.visibility !== 'visible') continue;
    if (parseFloat(style.fontSize) === 0 || !el.checkVisibility({ opacityProperty: true })) {
      continue;
    }
    let text = '';
    for (const child of el.childNodes) if (child.nodeType === Node.TEXT_NODE) text += child.data;
    // text of ::before and ::after is drawn as the element's too (quoted strings of content)
    let generated = '';
    for (const pseudo of ['::before', '::after']) {
      const content = getComputedStyle(el, pseudo).content;
      for (const quoted of content.match(/"(?:[^"\\\\]|\\\\.)*"/g) || []) {
        generated += quoted.slice(1, -1);
      }
    }
    const chars = [...(text + generated).replace(/\\s/g, '')];
    el.setAttribute('data-font-probe', String(found.length));
    found.push({
      element: `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}`
        + `${el.classList.length ? '.' + [...el.classList].join('.') : ''}`,
      text: text.trim().slice(0, 40),
      outside: chars.filter((ch) => !inRange(ch.codePointAt(0))).length,
      // the letters the shipped font covers (digits, punctuation and spaces inside a run of
      // another script take that run's font, as browsers draw them)
      letters: chars.filter((ch) => inRange(ch.codePointAt(0)) && /\\p{L}/u.test(ch)).length,
    });
  }
  return found;
}
"""


@cache
def shipped_ranges() -> tuple[tuple[int, int], ...]:
    """The code points the shipped font covers: every unicode-range of web/css/fonts.css, as
    inclusive (first, last) pairs."""
    ranges = []
    for block in re.findall(r"unicode-range:([^;]+);", FONTS_CSS.read_text(encoding="utf-8")):
        for part in block.split(","):
            first, _, last = part.strip().removeprefix("U+").partition("-")
            ranges.append((int(first, 16), int(last or first, 16)))
    if not ranges:
        raise AssertionError(f"{FONTS_CSS}: no unicode-range")
    return tuple(ranges)


def fonts_used(page: Page) -> list[dict]:
    """Every visible element with text of its own (PROBE_LIMIT at most), once the page's fonts
    are loaded: ``{"element", "text", "outside": characters outside the shipped font's
    ranges, "fonts": [{"familyName", "isCustomFont", "glyphCount", ...}]}`` ("fonts" is
    missing for an element the page removed while it was being checked)."""
    page.evaluate("() => document.fonts.ready.then(() => undefined)")
    found = page.evaluate(_PROBE, [list(shipped_ranges()), PROBE_LIMIT])
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("DOM.enable")
        cdp.send("CSS.enable")
        root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        nodes = cdp.send("DOM.querySelectorAll", {"nodeId": root, "selector": "[data-font-probe]"})
        for node in nodes["nodeIds"]:
            try:
                attrs = cdp.send("DOM.getAttributes", {"nodeId": node})["attributes"]
                fonts = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
            except PlaywrightError:  # the page removed the element meanwhile: nothing to check
                continue
            index = int(dict(zip(attrs[::2], attrs[1::2], strict=True))["data-font-probe"])
            found[index]["fonts"] = fonts
    finally:
        cdp.detach()
    page.evaluate(
        "() => { for (const el of document.querySelectorAll('[data-font-probe]'))"
        " el.removeAttribute('data-font-probe'); }"
    )
    return found


def font_problems(page: Page) -> list[str]:
    """Elements whose text the shipped font could draw but another font drew (an empty list:
    every covered character came from the shipped font). In an element with characters the
    shipped font lacks (Arabic, Thai, CJK...), its spaces, digits and punctuation may come from
    the font of that script's run, as browsers draw them: there, the covered letters count."""
    problems = []
    for item in fonts_used(page):
        fonts = item.get("fonts", [])
        other = [f for f in fonts if not (f["familyName"] == SHIPPED_FAMILY and f["isCustomFont"])]
        drawn_by_others = sum(f["glyphCount"] for f in other)
        if item["outside"]:
            # mixed scripts (glyphs need not match characters one to one: Thai, Arabic shaping):
            # every covered letter must still come from the shipped font
            shipped = sum(f["glyphCount"] for f in fonts if f not in other)
            bad = item["letters"] > 0 and shipped < item["letters"]
        else:
            bad = drawn_by_others > 0
        if bad:
            names = ", ".join(f"{f['familyName']} ({f['glyphCount']})" for f in other)
            problems.append(f"{item['element']} {item['text']!r}: {names}")
    return problems


@cache
def system_font_families() -> tuple[str, ...]:
    """The proportional font families installed here (fc-list; monospace ones left out)."""
    try:
        out = subprocess.run(
            ["fc-list", ":", "family", "spacing"], capture_output=True, text=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError) as exc:
        raise AssertionError(f"fc-list failed ({exc}): apt-get install -y fontconfig") from exc
    families = set()
    for line in out.splitlines():
        name, _, spacing = line.partition(":spacing=")
        if name and not (spacing and int(spacing) >= 90):  # 90 dual, 100 mono, 110 charcell
            families.add(name.split(",")[0].strip())
    return tuple(sorted(families))


def widest_system_font(page: Page) -> str:
    """The installed proportional family that sets SAMPLE_TEXT the widest (measured in the
    page's canvas at 16 px), as a CSS font-family value."""
    families = system_font_families()
    if not families:
        raise AssertionError("fc-list lists no proportional font")
    widths = page.evaluate(
        """([families, sample]) => {
            const ctx = document.createElement('canvas').getContext('2d');
            return families.map((f) => { ctx.font = `16px "${f}"`;
                                         return ctx.measureText(sample).width; });
        }""",
        [list(families), SAMPLE_TEXT],
    )
    widest = max(zip(widths, families, strict=True))[1]
    return f'"{widest}"'
