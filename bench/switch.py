"""Switching games: before (a page load per game, Python started again) and after (the one
page: the worker, Python and every started match stay), in Debian's Chromium.

    python3 build.py bench switch [--runs N]

Figures only, no assertions. Every time is milliseconds from the player's click on a game in
the header to that game's table being playable (#app's data-phase leaves loading/busy/error:
the person or the computer is to move), taken in the page with performance.now():

- before: the game's address loaded as a page of its own (what every switch cost before the
  one page, and what opening a game's address still costs): navigation start to playable,
  warm HTTP cache, Python started in a new worker;
- after, first visit: an in-page switch to a game not shown yet in this page (its module
  loads, Python deals a new match in the running worker);
- after, started: an in-page switch back to a game already started (its page and match were
  kept; the goal is below 300 ms).

The `shell` column is the part the page shell itself took (js/shell/app.js: from the click to
the page on screen and live, before the browser lays it out and paints it).
"""

from __future__ import annotations

import argparse
import statistics

from _site import served_site
from playwright.sync_api import Page, sync_playwright

TIMEOUT_MS = 120_000
NAV = {"dominoes": "index.html", "hus": "hus.html", "wuhsing": "wuhsing.html"}
PLAYABLE = (
    "() => { const p = document.getElementById('app')?.dataset.phase;"
    " return p !== undefined && !['loading', 'busy', 'error'].includes(p); }"
)
CLICK_AND_TIME = """([href, want]) => new Promise((resolve, reject) => {
  const link = document.querySelector(`.games-nav a[href="${href}"]`);
  if (!link) { reject(new Error('no link ' + href)); return; }
  const t0 = performance.now();
  link.click();
  const playable = () => {
    const app = document.getElementById('app');
    const p = app?.dataset.phase;
    const shell = window.gamutShell;
    return shell.game === want && shell.lastSwitch?.game === want
      && document.documentElement.dataset.game === want
      && app?.closest('.game-page')?.dataset.game === want
      && p !== undefined && !['loading', 'busy', 'error'].includes(p);
  };
  const tick = () => {
    if (playable()) resolve([performance.now() - t0, window.gamutShell.lastSwitch.ms]);
    else if (performance.now() - t0 > 60000) reject(new Error('not playable'));
    else requestAnimationFrame(tick);
  };
  tick();
})"""


def seed(page: Page) -> None:
    """Easy computer, fast tempo for every game; no saved matches."""
    page.evaluate(
        """() => { localStorage.clear(); localStorage.setItem('gamut.v1', JSON.stringify({v: 1,
          settings: {dominoes: {level: 'easy', tempo: 'fast'}, hus: {level: 'easy', tempo: 'fast'},
                     wuhsing: {level: 'easy', tempo: 'fast'}}, games: {}, stats: {}})); }"""
    )


def before(page: Page, base: str, game: str) -> float:
    """A page load of `game`'s address: navigation start to a playable table (ms)."""
    page.goto(base + NAV[game])
    page.wait_for_function(PLAYABLE, timeout=TIMEOUT_MS, polling=10)
    return page.evaluate("() => performance.now()")


def switch(page: Page, game: str) -> tuple[float, float]:
    """An in-page switch to `game` by a click on its header link: (ms to a playable table in
    the next animation frame, ms the shell took to put the page on screen and live)."""
    ms = page.evaluate(CLICK_AND_TIME, [NAV[game], game])
    page.wait_for_function(
        "(g) => window.gamutShell.game === g && window.gamutShell.lastSwitch?.game === g", arg=game
    )
    return ms[0], ms[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    gb, server = served_site("gamut-bench-switch-")
    rows: dict[str, list[float]] = {}
    swaps: dict[str, list[float]] = {}

    def add(key: str, ms: float | tuple[float, float]) -> None:
        if isinstance(ms, tuple):
            ms, swap = ms
            swaps.setdefault(key, []).append(swap)
        rows.setdefault(key, []).append(ms)

    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(
                executable_path=gb.CHROMIUM, headless=True, args=[*gb.CHROMIUM_ARGS]
            )
            for _ in range(args.runs):
                context = browser.new_context(viewport={"width": 1280, "height": 800})
                page = context.new_page()
                page.goto(server.url)
                seed(page)
                before(page, server.url, "dominoes")  # warms the HTTP cache
                for game in ("hus", "wuhsing", "dominoes"):
                    add(f"before  page load of {NAV[game]}", before(page, server.url, game))
                page.goto(server.url)
                page.wait_for_function(PLAYABLE, timeout=TIMEOUT_MS, polling=10)
                add("after   first visit: dominoes -> hus", switch(page, "hus"))
                add("after   first visit: hus -> wuhsing", switch(page, "wuhsing"))
                for a, b in (("wuhsing", "dominoes"), ("dominoes", "hus"), ("hus", "wuhsing")):
                    add(f"after   started: {a} -> {b}", switch(page, b))
                page.go_back()
                page.wait_for_function("() => window.gamutShell.game === 'hus'")
                swap = page.evaluate("() => window.gamutShell.lastSwitch.ms")
                add("after   back button: wuhsing -> hus", (swap, swap))
                context.close()
            browser.close()
    finally:
        server.stop()

    print(f"switch: ms from the click on a game to its playable table, median of {args.runs} runs")
    print("(shell: the part the page shell took, js/shell/app.js lastSwitch.ms)")
    print(f"{'':46} {'median':>7} {'min':>7} {'max':>7} {'shell':>7}")
    for key, values in rows.items():
        shell = f"{statistics.median(swaps[key]):7.0f}" if key in swaps else f"{'-':>7}"
        med = statistics.median(values)
        print(f"{key:46} {med:7.0f} {min(values):7.0f} {max(values):7.0f} {shell}")


if __name__ == "__main__":
    main()
