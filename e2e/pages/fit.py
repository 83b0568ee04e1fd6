"""Measuring what a player sees on a small screen (e2e/test_small_screens.py): boxes inside the
viewport, no sideways scroll, an element not covered by another, text not cut off or
ellipsized, a select wide enough for the option it shows. Each check returns a list of
problems (strings, empty when all is well), so a test can collect them over many screens."""

from __future__ import annotations

from playwright.sync_api import Page

# Every problem of the elements matching `sel` (all of them, visible ones only):
# - its box outside the viewport (`inView`) or outside the box of `within` (a selector of an
#   ancestor, e.g. the dialog);
# - its text cut: scrollWidth > clientWidth for a box that hides what overflows it or ends it
#   with an ellipsis;
# - a select: the option it shows wider than the room inside the select (its text, measured
#   with the select's own font, plus its inline padding and the arrow, about 20 px).
FIT = """([sel, within, inView]) => {
    const out = [];
    const W = document.documentElement.clientWidth, H = document.documentElement.clientHeight;
    const host = within ? document.querySelector(within) : null;
    const hb = host ? host.getBoundingClientRect() : null;
    const ctx = document.createElement('canvas').getContext('2d');
    const name = (e) => e.dataset.testid || e.id || e.className || e.tagName.toLowerCase();
    for (const e of document.querySelectorAll(sel)) {
        if (!e.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const r = e.getBoundingClientRect();
        if (!r.width || !r.height) continue;
        const text = typeof e.value === 'string' ? e.value : e.textContent;
        const what = `${name(e)} "${text.trim().slice(0, 30)}"`;
        if (inView && (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5)) {
            out.push(`${what}: box ${r.left.toFixed(0)},${r.top.toFixed(0)}..`
                + `${r.right.toFixed(0)},${r.bottom.toFixed(0)} outside the ${W}x${H} screen`);
        }
        if (hb && (r.left < hb.left - 0.5 || r.right > hb.right + 0.5)) {
            out.push(`${what}: ${r.left.toFixed(0)}..${r.right.toFixed(0)} sticks out of`
                + ` ${within} ${hb.left.toFixed(0)}..${hb.right.toFixed(0)}`);
        }
        const cs = getComputedStyle(e);
        if (e.tagName === 'SELECT') {
            const shown = e.selectedOptions[0]?.textContent ?? '';
            ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
            const need = ctx.measureText(shown).width + parseFloat(cs.paddingLeft)
                + parseFloat(cs.paddingRight) + 20;
            if (need > e.clientWidth + 0.5) {
                out.push(`${what}: shows "${shown}" (${need.toFixed(0)} px)`
                    + ` in ${e.clientWidth} px`);
            }
        } else if (e.tagName !== 'INPUT' && e.scrollWidth > e.clientWidth + 0.5
                   && (cs.overflowX !== 'visible' || cs.textOverflow === 'ellipsis')) {
            out.push(`${what}: text ${e.scrollWidth} px in ${e.clientWidth} px (cut)`);
        }
    }
    return out;
}"""

# Elements of `sel` (visible) that another element covers: elementFromPoint at the centre of
# the part of their box on the screen is neither the element nor inside it.
COVERED = """(sel) => {
    const out = [];
    const W = document.documentElement.clientWidth, H = document.documentElement.clientHeight;
    for (const e of document.querySelectorAll(sel)) {
        if (!e.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const r = e.getBoundingClientRect();
        if (!r.width || !r.height) continue;
        const x = (Math.max(r.left, 0) + Math.min(r.right, W)) / 2;
        const y = (Math.max(r.top, 0) + Math.min(r.bottom, H)) / 2;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === e || e.contains(hit))) {
            const by = hit
                ? (hit.dataset.testid || hit.id || hit.className || hit.tagName) : 'none';
            out.push(`${e.dataset.testid || e.id || e.className} at ${x.toFixed(0)},${y.toFixed(0)}`
                + ` is covered by ${by}`);
        }
    }
    return out;
}"""

SIDEWAYS = """() => {
    const d = document.documentElement;
    return { doc: d.scrollWidth, body: document.body.scrollWidth, width: d.clientWidth,
             docH: d.scrollHeight, height: d.clientHeight };
}"""


def settle(page: Page) -> None:
    """Two animation frames: sizes computed in a resize observer are drawn."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def fit(page: Page, sel: str, within: str | None = None, in_view: bool = True) -> list[str]:
    """Problems of the visible elements matching `sel` (see FIT)."""
    return page.evaluate(FIT, [sel, within, in_view])


def covered(page: Page, sel: str) -> list[str]:
    """Visible elements matching `sel` that another element covers at their centre."""
    return page.evaluate(COVERED, sel)


def sideways(page: Page) -> list[str]:
    """A page wider than the screen scrolls sideways: that is a problem."""
    s = page.evaluate(SIDEWAYS)
    if s["doc"] > s["width"] or s["body"] > s["width"]:
        return [f"the page scrolls sideways: {s['doc']}/{s['body']} px in {s['width']} px"]
    return []


def no_scroll(page: Page) -> list[str]:
    """The page does not scroll at all: it is no taller nor wider than the screen."""
    s = page.evaluate(SIDEWAYS)
    out = sideways(page)
    if s["docH"] > s["height"] + 0.5:
        out.append(f"the page scrolls: {s['docH']} px high on a {s['height']} px screen")
    return out


def box(page: Page, sel: str) -> dict:
    """The bounding box of the first element matching `sel` ({x, y, width, height})."""
    b = page.locator(sel).first.bounding_box()
    assert b is not None, f"{sel} is not on screen"
    return b


# Pairs (a, b) of visible elements, a matching `sel_a` and b matching `sel_b`, whose boxes
# overlap by more than a pixel each way (text of one drawn over the other).
OVERLAPS = """([selA, selB]) => {
    const out = [];
    const vis = (e) => e.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const bs = [...document.querySelectorAll(selB)].filter(vis)
        .map((e) => [e, e.getBoundingClientRect()]);
    for (const a of document.querySelectorAll(selA)) {
        if (!vis(a)) continue;
        const r = a.getBoundingClientRect();
        if (!r.width || !r.height) continue;
        for (const [b, s] of bs) {
            if (a === b || a.contains(b) || b.contains(a)) continue;
            if (r.left < s.right - 1 && s.left < r.right - 1
                && r.top < s.bottom - 1 && s.top < r.bottom - 1) {
                out.push(`${a.className || a.tagName} "${a.textContent.trim().slice(0, 30)}" `
                    + `(${r.top.toFixed(0)}..${r.bottom.toFixed(0)})`
                    + ` overlaps ${b.id || b.className}`
                    + ` (${s.top.toFixed(0)}..${s.bottom.toFixed(0)})`);
            }
        }
    }
    return out;
}"""


def overlaps(page: Page, sel_a: str, sel_b: str) -> list[str]:
    """Visible elements of `sel_a` whose box overlaps a visible element of `sel_b`."""
    return page.evaluate(OVERLAPS, [sel_a, sel_b])
