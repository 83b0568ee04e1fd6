"""Time from navigation to a playable table, cold and warm, beside bare Pyodide in the same run.

    python3 build.py bench load [--runs N] [--no-snapshot] [--host server|static]

Figures only, no assertions. Every time is milliseconds since navigation start (the page's
performance.now()), taken in the page, in Debian's Chromium:

- fcp: first contentful paint (the table drawn from HTML/CSS, before Python);
- python: window.gamutPython.ready resolved (Python restored from the build's snapshot, or
  started with micropip and the gamut wheel when there is none);
- playable: #app's data-phase first leaves loading/busy/error (the match is on the table and
  the person or the computer is to move). Since issue 26 that is before Python is ready: the
  saved match, or on a first visit one of the build's openings (new matches Python dealt at
  build time, tools/make_openings.py), is drawn and takes the player's move at once; the move
  is answered once Python is ready (`python`) and has checked the record. So the ratios are
  printed for both: the table playable, and Python ready to answer;
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
the first round's worker spent its start-up (when each stage began, then from a snapshot when
Pyodide's runtime was compiled, the snapshot's bytes were in and Python was restored: ms since
the worker started); `sw=N/M`: N of the M visits were controlled by
the service worker. `--no-snapshot` builds the site without the Python snapshot (the start-up
before it, for a before/after comparison).

Bytes (issue 26: a first visit downloads each file once, at most 1.5x bare Pyodide's bytes):
`first visit` is everything the server sent for the service-worker round's first visit, from
navigation until the service worker has cached the site (bodies as sent, i.e. compressed), beside
bare Pyodide's cold visit; `twice` names any file sent with a body more than once in it.
`blocking` lists what warm visits asked of the server before the table was playable (a warm
visit should need nothing). `--host server` (default) serves with the room server
(`build.py serve`: gzip copies); `--host static` with aiohttp's plain static files, the way a
static host serves the site (brotli or gzip copies as the browser accepts them, no room server:
the page's online/health question is answered by the build's own file).
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

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _static import StaticSite  # noqa: E402

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


class Log:
    """What the server sent, answer by answer: (path, status, body bytes as sent, encoding).
    Added to the server's aiohttp application before it starts (the bench's own hook)."""

    def __init__(self, app: object) -> None:
        self.rows: list[tuple[str, int, int, str]] = []

        async def record(request: object, response: object) -> None:
            length = response.content_length if request.method != "HEAD" else 0
            encoding = response.headers.get("Content-Encoding", "")
            self.rows.append((request.path, response.status, length or 0, encoding))

        app.on_response_prepare.append(record)

    def take(self) -> list[tuple[str, int, int, str]]:
        rows, self.rows = self.rows, []
        return rows


def summary(rows: list[tuple[str, int, int, str]]) -> dict:
    """Counts by status and the body bytes ("sent") of some answers."""
    out: dict = {"sent": sum(r[2] for r in rows)}
    for _, status, _, _ in rows:
        out[str(status)] = out.get(str(status), 0) + 1
    return out


def visit(context: BrowserContext, server: object, log: Log, url: str) -> dict:
    """One navigation to the game's page; the page's marks and what the server sent until the
    table was playable (`rows`: the answers)."""
    time.sleep(SETTLE_S)  # let background work (wasm tier-up, cache writes) finish first
    log.take()
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(url, wait_until="commit")
    page.wait_for_function(
        "() => window.__gamutMarks && window.__gamutMarks.playable !== undefined"
        " && window.__gamutMarks.python !== undefined",
        timeout=TIMEOUT_MS,
        polling=20,
    )
    rows = log.take()
    marks = page.evaluate(READ_MARKS)
    marks["stages"] = page.evaluate(
        "() => ({...window.gamutPython.timings.stages, ...window.gamutPython.timings.marks})"
    )
    marks.update(summary(rows))
    marks["rows"] = rows
    return marks


def visit_bare(context: BrowserContext, server: object, log: Log) -> dict:
    """One navigation to the bare page: when `1+1` came back."""
    time.sleep(SETTLE_S)
    log.take()
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url + "bench-bare.html", wait_until="commit")
    page.wait_for_function("() => window.__bare", timeout=TIMEOUT_MS, polling=20)
    bare = page.evaluate("() => window.__bare")
    if bare.get("result") != 2:
        raise SystemExit(f"bare Pyodide answered {bare!r}")
    rows = log.take()
    return {"playable": bare["at"], **summary(rows), "rows": rows}


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
    parser.add_argument(
        "--host", choices=("server", "static"), default="server",
        help="the room server (build.py serve) or plain static files (aiohttp, .br/.gz copies)",
    )  # fmt: skip
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
        if args.host == "static":
            server = StaticSite(site)
        else:
            server = gb.SiteServer(site, "127.0.0.1", 0, quiet=True)
        log = Log(server.app)
        server.start()
        page_url = server.url + ("index.html" if args.host == "static" else "")
        first_visits: list[list[tuple[str, int, int, str]]] = []
        try:
            with sync_playwright() as pw:
                for run in range(args.runs):
                    context = launch(pw, gb, Path(tmp) / f"bare-{run}", sw=False)
                    results["bare cold"].append(visit_bare(context, server, log))
                    results["bare warm"].append(visit_bare(context, server, log))
                    context.close()
                    context = launch(pw, gb, Path(tmp) / f"http-{run}", sw=False)
                    results["cold"].append(visit(context, server, log, page_url))
                    results["warm http"].append(visit(context, server, log, page_url))
                    results["again http"].append(visit(context, server, log, page_url))
                    context.close()
                    context = launch(pw, gb, Path(tmp) / f"sw-{run}", sw=True)
                    results["cold (sw)"].append(visit(context, server, log, page_url))
                    wait_service_worker(context)
                    first_visits.append(results["cold (sw)"][-1]["rows"] + log.take())
                    results["warm sw"].append(visit(context, server, log, page_url))
                    results["again sw"].append(visit(context, server, log, page_url))
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

    def ratio(kind: str, anchor: str, key: str = "playable") -> str:
        a = [r[key] for r in results[kind] if r.get(key) is not None]
        b = [r["playable"] for r in results[anchor]]
        if not a:
            return "   -   "
        return f"{min(a) / min(b):.2f} / {statistics.median(a) / statistics.median(b):.2f}"

    print("ratios (min / median; goal: playable <= 0.30 of bare, service worker <= HTTP cache)")
    print("                                      playable      python ready")
    for kind, anchor in [
        ("cold", "bare cold"),
        ("cold (sw)", "bare cold"),
        ("warm http", "bare warm"),
        ("warm sw", "bare warm"),
    ]:
        label = f"{kind} / {anchor}"
        print(f"  {label:34}  {ratio(kind, anchor)}   {ratio(kind, anchor, 'python')}")
    print(f"  warm sw / warm http                 {ratio('warm sw', 'warm http')}")
    print(f"  again sw / again http               {ratio('again sw', 'again http')}")

    bare_bytes = [r["sent"] for r in results["bare cold"]]
    first_bytes = [sum(row[2] for row in rows) for rows in first_visits]
    encodings = sorted({row[3] or "identity" for rows in first_visits for row in rows if row[2]})
    print(
        f"bytes (goal: first visit <= 1.5x bare cold; {args.host}, sent as {'/'.join(encodings)}):"
        f" first visit {statistics.median(first_bytes) / 1e6:.2f} MB, bare Pyodide cold"
        f" {statistics.median(bare_bytes) / 1e6:.2f} MB:"
        f" {statistics.median(first_bytes) / statistics.median(bare_bytes):.2f}x"
    )
    top = {}
    for path, _, size, _ in first_visits[0]:
        top[path] = top.get(path, 0) + size
    big = sorted(top.items(), key=lambda kv: -kv[1])[:6]
    print("  largest (first round): " + ", ".join(f"{p} {n / 1e6:.2f} MB" for p, n in big))
    twice = {}
    for rows in first_visits:
        for path, status, size, _ in rows:
            if status == 200 and size:
                twice[path] = twice.get(path, 0) + 1
    again = sorted(p for p, n in twice.items() if n > len(first_visits))
    print(f"  sent twice in a first visit: {', '.join(again) or 'none'}")
    for kind in ("warm http", "warm sw", "again sw"):
        asked = sorted({f"{row[0]} {row[1]}" for r in results[kind] for row in r["rows"]})
        print(f"  {kind}: asked before playable: {'; '.join(asked) or 'nothing'}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
