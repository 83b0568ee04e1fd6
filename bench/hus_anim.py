"""Long tasks on the page's main thread while Hus seeds move, in Debian's Chromium.

    python3 build.py bench hus_anim [--turns N] [--tempo normal|slow|fast]

Figures only, no assertions. Plays N turns of Hus (easy computer, the first legal pit each
turn, the person's moves and the computer's replies both animated) and records every long
task (PerformanceObserver "longtask": a main-thread task over 50 ms) that starts while
#app's data-phase is "animating". Prints how many, the longest, and the animation frames
drawn; the goal (issue 15) is no long task over 50 ms while seeds move. Long tasks are
wall-clock time, so on a machine shared with other work they grow with its load; the DevTools
counters beside them do not: DOM mutations under #app while seeds move (per animation frame),
and the renderer's layout and style-recalculation counts and durations over the whole run,
with the main thread's CPU time (ThreadTime).
`--web DIR` builds the site from another web/ folder (e.g. an older checkout: before/after).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

from _site import build_module
from playwright.sync_api import sync_playwright

OBSERVE = """
(() => {
  const seen = (window.__longTasks = []);
  let animatingSince = null;
  const spans = (window.__animSpans = []);
  window.__mutations = 0;
  window.__frames = 0;
  new MutationObserver((records) => {
    if (document.getElementById('app')?.dataset.phase !== 'animating') return;
    window.__mutations += records.length;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  let lastBoard = '';
  setInterval(() => {
    if (document.getElementById('app')?.dataset.phase !== 'animating') return;
    const pits = document.querySelectorAll('[data-testid=pit]');
    const now = [...pits].map((p) => p.dataset.count).join();
    if (now !== lastBoard) { window.__frames += 1; lastBoard = now; }
  }, 5);
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


def metrics(cdp: object) -> dict[str, float]:
    """The renderer's DevTools performance counters (Performance.getMetrics)."""
    return {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=12)
    parser.add_argument("--tempo", default="normal", choices=["slow", "normal", "fast"])
    parser.add_argument("--web", type=Path, help="build from this web/ folder")
    args = parser.parse_args()
    gb = build_module()
    out = Path(tempfile.mkdtemp(prefix="gamut-bench-hus-anim-")) / "dist"
    gb.build(out, web=args.web)
    server = gb.SiteServer(out, "127.0.0.1", 0, quiet=True)
    server.start()
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
            cdp = page.context.new_cdp_session(page)
            cdp.send("Performance.enable")
            before = metrics(cdp)
            played = 0
            for _ in range(args.turns):
                page.wait_for_function(STEADY, timeout=60_000)
                if page.eval_on_selector("#app", "e => e.dataset.phase") != "human":
                    break
                page.click("[data-testid=pit][data-owner='0'][data-playable=true]")
                played += 1
            page.wait_for_function(STEADY, timeout=60_000)
            after = metrics(cdp)
            mutations = page.evaluate("() => window.__mutations")
            frames = page.evaluate("() => window.__frames")
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
    print(f"  board changes seen while seeds move: {frames}; DOM mutations then: {mutations}"
          f" ({mutations / max(frames, 1):.1f} a change)")  # fmt: skip
    for name in ("LayoutCount", "RecalcStyleCount"):
        print(f"  {name}: {after[name] - before[name]:.0f}")
    for name in ("LayoutDuration", "RecalcStyleDuration", "ScriptDuration", "TaskDuration",
                 "ThreadTime"):  # fmt: skip
        print(f"  {name}: {1000 * (after[name] - before[name]):.0f} ms")
    print(f"  long tasks in the whole run: {len(tasks)}"
          + (f", longest {max(d for _, d in tasks):.0f} ms" if tasks else ""))  # fmt: skip
    sys.stdout.flush()


if __name__ == "__main__":
    main()
