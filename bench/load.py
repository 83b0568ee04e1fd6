"""Time from navigation to a playable table, cold and warm, in Debian's Chromium.

    python3 build.py bench load [--runs N]

Figures only, no assertions. Every time is milliseconds since navigation start (the page's
performance.now()), taken in the page:

- fcp: first contentful paint (the table drawn from HTML/CSS, before Python);
- python: window.gamutPython.ready resolved (Pyodide, micropip, the gamut wheel, imported);
- playable: #app's data-phase first leaves loading/busy/error (the match is on the table and
  the person or the computer is to move).

Loads per run: cold (a fresh browser profile: empty HTTP cache, no saved match), warm (the
same browser, a second navigation), restart (the browser closed and started again on the same
profile). The site is built into a temporary folder and served by build.py's server on a
free loopback port; `sent KB` and `200/304` are what that server sent (body bytes; responses
with a body and revalidations), and the worker's stages say where start-up time goes.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import BrowserContext, Playwright, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT_MS = 120_000
SETTLE_S = 2.0

MARKS_SCRIPT = """
(() => {
  const marks = (window.__gamutMarks = {});
  const playable = () => {
    const phase = document.getElementById('app')?.dataset.phase;
    return phase !== undefined && !['loading', 'busy', 'error'].includes(phase);
  };
  const check = () => {
    if (marks.playable === undefined && playable()) marks.playable = performance.now();
    if (marks.python === undefined && window.gamutPython?.timings?.ready !== undefined) {
      marks.python = window.gamutPython.timings.ready;
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'],
  });
  const timer = setInterval(() => {
    check();
    if (marks.playable !== undefined && marks.python !== undefined) clearInterval(timer);
  }, 10);
})();
"""

READ_MARKS = """() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  return {...window.__gamutMarks, fcp: fcp ? fcp.startTime : null};
}"""


def load_build_module():  # noqa: ANN201
    spec = importlib.util.spec_from_file_location("gamut_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def launch(pw: Playwright, gb: object, profile: Path) -> BrowserContext:
    return pw.chromium.launch_persistent_context(
        str(profile),
        executable_path=gb.CHROMIUM,
        headless=True,
        args=[*gb.CHROMIUM_ARGS],
        viewport={"width": 1280, "height": 800},
    )


def measure(context: BrowserContext, server: object) -> dict:
    """One navigation to the site; the page's marks and what the server sent."""
    time.sleep(SETTLE_S)  # let background work (wasm tier-up, cache writes) finish first
    server.stats.clear()
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url, wait_until="commit")
    page.wait_for_function(
        "() => window.__gamutMarks && window.__gamutMarks.playable !== undefined"
        " && window.__gamutMarks.python !== undefined",
        timeout=TIMEOUT_MS,
        polling=20,
    )
    marks = page.evaluate(READ_MARKS)
    marks["stages"] = page.evaluate("() => window.gamutPython.timings.stages")
    marks.update(server.stats)
    return marks


def median(runs: list[dict], key: str) -> str:
    values = [r[key] for r in runs if r.get(key) is not None]
    return f"{statistics.median(values):.0f}" if values else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    gb = load_build_module()
    results: dict[str, list[dict]] = {"cold": [], "warm": [], "restart": []}
    with tempfile.TemporaryDirectory(prefix="gamut-bench-") as tmp:
        site = Path(tmp) / "site"
        gb.build(site)
        server = gb.SiteServer(site, "127.0.0.1", 0, quiet=True)
        server.start()
        try:
            with sync_playwright() as pw:
                for run in range(args.runs):
                    profile = Path(tmp) / f"profile-{run}"
                    context = launch(pw, gb, profile)
                    context.add_init_script(MARKS_SCRIPT)
                    results["cold"].append(measure(context, server))
                    results["warm"].append(measure(context, server))
                    context.close()
                    context = launch(pw, gb, profile)
                    context.add_init_script(MARKS_SCRIPT)
                    results["restart"].append(measure(context, server))
                    context.close()
        finally:
            server.stop()

    print(f"load: ms from navigation to ..., median of {args.runs} runs")
    print(
        f"{'load':8} {'fcp':>6} {'python':>7} {'playable':>9}  {'sent KB':>8}  {'200/304':>7}"
        "  worker stages (ms from worker start)   playable each run"
    )
    for kind, runs in results.items():
        first = runs[0]
        stages = " ".join(f"{k}={v}" for k, v in (first.get("stages") or {}).items())
        each = " ".join(f"{r['playable']:.0f}" for r in runs)
        sent = statistics.median(r.get("sent", 0) for r in runs) / 1024
        codes = f"{first.get('200', 0)}/{first.get('304', 0)}"
        print(
            f"{kind:8} {median(runs, 'fcp'):>6} {median(runs, 'python'):>7} "
            f"{median(runs, 'playable'):>9}  {sent:8.0f}  {codes:>7}  {stages:38}  {each}"
        )
    sys.stdout.flush()


if __name__ == "__main__":
    main()
