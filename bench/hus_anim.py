"""Long tasks on the page's main thread while Hus seeds move, in Debian's Chromium.

    python3 build.py bench hus_anim [--turns N] [--tempo normal|slow|fast]

Figures only, no assertions. Plays N turns of Hus (easy computer, the first legal pit each
turn, the person's moves and the computer's replies both animated) and records every long
task (PerformanceObserver "longtask": a main-thread task over 50 ms) that starts while
#app's data-phase is "animating". Prints how many, the longest, and the animation frames
drawn; the goal (issue 15) is no long task over 50 ms while seeds move.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys

from _site import served_site
from playwright.sync_api import sync_playwright

OBSERVE = """
(() => {
  const seen = (window.__longTasks = []);
  let animatingSince = null;
  const spans = (window.__animSpans = []);
  new MutationObserver(() => {
    const on = document.getElementById('app')?.dataset.phase === 'animating';
    if (on && animatingSince === null) animatingSince = performance.now();
    if (!on && animatingSince !== null) {
      spans.push([animatingSince, performance.now()]);
      animatingSince = null;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-phase'] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
})();
"""

STEADY = (
    "() => ['human', 'game-over', 'match-over', 'error']"
    ".includes(document.getElementById('app').dataset.phase)"
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=12)
    parser.add_argument("--tempo", default="normal", choices=["slow", "normal", "fast"])
    args = parser.parse_args()
    gb, server = served_site("gamut-bench-hus-anim-")
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(
                executable_path=gb.CHROMIUM, headless=True, args=list(gb.CHROMIUM_ARGS)
            )
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            settings = {"level": "easy", "first": "you", "series": "single", "target": 100,
                        "tempo": args.tempo}  # fmt: skip
            page.goto(server.url + "hus.html")
            page.evaluate(
                "s => localStorage.setItem('gamut.v1', s)",
                json.dumps({"v": 1, "settings": {"hus": settings}, "games": {}, "stats": {}}),
            )
            page.add_init_script(OBSERVE)
            page.goto(server.url + "hus.html")
            page.wait_for_function("() => window.gamutPython?.timings?.ready", timeout=180_000)
            played = 0
            for _ in range(args.turns):
                page.wait_for_function(STEADY, timeout=60_000)
                if page.eval_on_selector("#app", "e => e.dataset.phase") != "human":
                    break
                page.click("[data-testid=pit][data-owner='0'][data-playable=true]")
                played += 1
            page.wait_for_function(STEADY, timeout=60_000)
            tasks = page.evaluate("() => window.__longTasks")
            spans = page.evaluate("() => window.__animSpans")
            browser.close()
    finally:
        server.stop()

    during = [d for (t, d) in tasks if any(a <= t <= b for a, b in spans)]
    print(f"hus_anim: {played} turns of yours (tempo {args.tempo}), {len(spans)} animations")
    print(f"  long tasks while seeds move: {len(during)}", end="")
    if during:
        print(f", longest {max(during):.0f} ms, median {statistics.median(during):.0f} ms")
    else:
        print(" (none over 50 ms)")
    print(f"  long tasks in the whole run: {len(tasks)}"
          + (f", longest {max(d for _, d in tasks):.0f} ms" if tasks else ""))  # fmt: skip
    sys.stdout.flush()


if __name__ == "__main__":
    main()
