"""Time from navigation to a playable table, cold and warm, beside bare Pyodide in the same run.

    python3 build.py bench load [--runs N] [--no-snapshot]

Figures only, no assertions. Every time is milliseconds since navigation start (the page's
performance.now()), taken in the page, in Debian's Chromium:

- fcp: first contentful paint (the table drawn from HTML/CSS, before Python);
- python: window.gamutPython.ready resolved (Python restored from the build's snapshot, or
  started with micropip and the gamut wheel when there is none);
- playable: #app's data-phase first leaves loading/busy/error (the match is on the table and
  the person or the computer is to move);
- bare: the anchor, a page whose module worker does nothing but load this site's Pyodide
  (pyodide/pyodide.mjs, loadPyodide) and run `1+1`; the time its answer reaches the page.

Each round, interleaved (so a busy machine slows all alike), with a fresh browser profile each:
bare cold then bare warm (the HTTP cache); the game cold, then warm from the HTTP cache (the
service worker blocked); the game cold, then, once the service worker has cached the site,
warm from the service worker. `again http` and `again sw` are one more visit of the same kind
right after the warm one (the browser's caches settled: the service worker's first visit
comes right after its install, and V8 keeps a script's compiled code from its second run on).
The ratios divide the game's playable time by bare's `1+1` of the same kind (cold by cold,
warm by warm; the service worker's warm by bare's HTTP-cache warm), or the service worker's
visit by the HTTP cache's, min and median over the rounds. `sent KB` and `200/304` are what
the server sent (body bytes; responses with a body and revalidations); `stages` says where
the first round's worker spent its start-up; `sw=N/M`: N of the M visits were controlled by
the service worker. `--no-snapshot` builds the site without the Python snapshot (the start-up
before it, for a before/after comparison).
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
TIMEOUT_MS = 180_000
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
  return {...window.__gamutMarks, fcp: fcp ? fcp.startTime : null,
          controlled: !!navigator.serviceWorker?.controller,
          snapshot: window.gamutPython?.timings?.snapshot ?? null};
}"""

# The anchor: bare Pyodide, `1+1`, in a module worker, from this site's own files.
BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module" src="bench-bare.js"></script>
"""
BARE_SCRIPT = """
const worker = new Worker(new URL('./bench-bare-worker.js', import.meta.url), { type: 'module' });
worker.onmessage = ({ data }) => { window.__bare = { ...data, at: performance.now() }; };
"""
BARE_WORKER = """
const { loadPyodide } = await import(new URL('./pyodide/pyodide.mjs', import.meta.url).href);
const pyodide = await loadPyodide({ indexURL: new URL('./pyodide/', import.meta.url).href });
postMessage({ result: pyodide.runPython('1+1') });
"""


def load_build_module():  # noqa: ANN201
    spec = importlib.util.spec_from_file_location("gamut_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def launch(pw: Playwright, gb: object, profile: Path, sw: bool) -> BrowserContext:
    context = pw.chromium.launch_persistent_context(
        str(profile),
        executable_path=gb.CHROMIUM,
        headless=True,
        args=[*gb.CHROMIUM_ARGS],
        viewport={"width": 1280, "height": 800},
        service_workers="allow" if sw else "block",
    )
    context.add_init_script(MARKS_SCRIPT)
    return context


def visit(context: BrowserContext, server: object) -> dict:
    """One navigation to the game's page; the page's marks and what the server sent."""
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


def visit_bare(context: BrowserContext, server: object) -> dict:
    """One navigation to the bare page: when `1+1` came back."""
    time.sleep(SETTLE_S)
    server.stats.clear()
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url + "bench-bare.html", wait_until="commit")
    page.wait_for_function("() => window.__bare", timeout=TIMEOUT_MS, polling=20)
    bare = page.evaluate("() => window.__bare")
    if bare.get("result") != 2:
        raise SystemExit(f"bare Pyodide answered {bare!r}")
    return {"playable": bare["at"], **server.stats}


SW_ACTIVATED = """async () => {
  const reg = await window.gamutOffline?.registration;
  if (!reg) return null;
  await navigator.serviceWorker.ready;
  const worker = reg.active;
  if (worker.state === 'activating') {
    await new Promise((done) => {
      const check = () => { if (worker.state !== 'activating') done(); };
      worker.addEventListener('statechange', check);
      check();
    });
  }
  return worker.state;
}"""


def wait_service_worker(context: BrowserContext) -> None:
    """Until the service worker has cached the site and is active (after the first visit).

    An evaluate that awaits the worker: wait_for_function would take the async predicate's
    Promise itself as truthy and return while the worker is still installing."""
    state = context.pages[0].evaluate(SW_ACTIVATED)
    if state != "activated":
        raise SystemExit(f"the service worker did not activate: {state!r}")


def stat(values: list[float]) -> str:
    return f"{min(values):6.0f} {statistics.median(values):6.0f}" if values else "     -      -"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-snapshot", action="store_true", help="build without the snapshot")
    args = parser.parse_args()
    gb = load_build_module()
    kinds = (
        *("bare cold", "bare warm", "cold", "warm http", "again http"),
        *("cold (sw)", "warm sw", "again sw"),
    )
    results: dict[str, list[dict]] = {k: [] for k in kinds}
    with tempfile.TemporaryDirectory(prefix="gamut-bench-") as tmp:
        site = Path(tmp) / "site"
        manifest = gb.build(site, snapshot=not args.no_snapshot)
        (site / "bench-bare.html").write_text(BARE_PAGE)
        (site / "bench-bare.js").write_text(BARE_SCRIPT)
        (site / "bench-bare-worker.js").write_text(BARE_WORKER)
        server = gb.SiteServer(site, "127.0.0.1", 0, quiet=True)
        server.start()
        try:
            with sync_playwright() as pw:
                for run in range(args.runs):
                    context = launch(pw, gb, Path(tmp) / f"bare-{run}", sw=False)
                    results["bare cold"].append(visit_bare(context, server))
                    results["bare warm"].append(visit_bare(context, server))
                    context.close()
                    context = launch(pw, gb, Path(tmp) / f"http-{run}", sw=False)
                    results["cold"].append(visit(context, server))
                    results["warm http"].append(visit(context, server))
                    results["again http"].append(visit(context, server))
                    context.close()
                    context = launch(pw, gb, Path(tmp) / f"sw-{run}", sw=True)
                    results["cold (sw)"].append(visit(context, server))
                    wait_service_worker(context)
                    results["warm sw"].append(visit(context, server))
                    results["again sw"].append(visit(context, server))
                    context.close()
                    print(f"round {run + 1} of {args.runs} done", file=sys.stderr, flush=True)
        finally:
            server.stop()

    snap = manifest.get("snapshot") or "none"
    print(f"load: ms from navigation, min and median of {args.runs} rounds; snapshot: {snap}")
    print(
        f"{'load':10} {'fcp min/med':>13} {'python min/med':>14} {'playable min/med':>16}"
        f"  {'sent KB':>8} {'200/304':>7}  stages (first round)"
    )
    for kind in kinds:
        runs = results[kind]
        fcp = [r["fcp"] for r in runs if r.get("fcp") is not None]
        py = [r["python"] for r in runs if r.get("python") is not None]
        play = [r["playable"] for r in runs]
        sent = statistics.median(r.get("sent", 0) for r in runs) / 1024
        first = runs[0]
        codes = f"{first.get('200', 0)}/{first.get('304', 0)}"
        stages = " ".join(f"{k}={v}" for k, v in (first.get("stages") or {}).items())
        extra = []
        if "snapshot" in first:
            extra.append(f"snapshot={first['snapshot']}")
        if "controlled" in first:
            extra.append(f"sw={sum(1 for r in runs if r['controlled'])}/{len(runs)}")
        print(
            f"{kind:10} {stat(fcp):>13} {stat(py):>14} {stat(play):>16}  {sent:8.0f} {codes:>7}"
            f"  {stages} {' '.join(extra)}"
        )

    def ratio(kind: str, anchor: str) -> str:
        a = [r["playable"] for r in results[kind]]
        b = [r["playable"] for r in results[anchor]]
        return f"{min(a) / min(b):.2f} / {statistics.median(a) / statistics.median(b):.2f}"

    print("ratios (min / median; goal: playable <= 0.50 of bare, service worker <= HTTP cache)")
    print(f"  cold playable / bare cold           {ratio('cold', 'bare cold')}")
    print(f"  cold (sw) playable / bare cold      {ratio('cold (sw)', 'bare cold')}")
    print(f"  warm http playable / bare warm      {ratio('warm http', 'bare warm')}")
    print(f"  warm sw playable / bare warm        {ratio('warm sw', 'bare warm')}")
    print(f"  warm sw / warm http                 {ratio('warm sw', 'warm http')}")
    print(f"  again sw / again http               {ratio('again sw', 'again http')}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
