"""Soak: many computer moves in one page, and the memory before and after.

    python3 build.py bench soak [--moves 1000] [--level easy] [--budget 30]

Figures only, no assertions. The built site is served by build.py's server on a free loopback
port; in one Dominoes page (index.html, Debian's Chromium) the page's own Python worker plays
``--moves`` computer moves of each game whose players exist (Dominoes, Hus, Wu Hsing; computer
against computer, a new game whenever one ends) through ``python.call('computer', ...)``.
Printed at the start, after each quarter and at the end:

- page JS heap: CDP Performance.getMetrics JSHeapUsedSize after a forced garbage collection
  (the page: the bridge, its pending-call map, the records it holds),
- worker: the WebAssembly memory of Pyodide (it only grows; a leak in Python shows here),
  the worker's JS heap (CDP Runtime.getHeapUsage in the worker, after a collection), and the
  number of Python objects the garbage collector tracks after a collection (the worker's
  "_memory" op, web/js/core/worker.js).

Memory is bounded when the figures stop growing after the first quarter.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time

from _site import served_site
from playwright.sync_api import Page, sync_playwright

SETUPS = [
    ("dominoes", {"mode": "draw", "seats": 2, "target": 100}),
    ("hus", {}),
    ("wuhsing", {"players": 2}),
]

PLAY = """async ({game, options, level, budget, moves, seed}) => {
  const py = window.gamutPython;
  await py.ready;
  let {record, view} = await py.call('new_game', {game, options, seed, seat: 0});
  let made = 0, games = 1, guard = 0;
  while (made < moves && guard++ < moves * 4) {
    if (view.to_move === null || view.to_move === undefined) {
      if (view.over) {
        ({record, view} = await py.call('new_game', {game, options, seed: seed + games, seat: 0}));
        games += 1;
      } else {
        ({record, view} = await py.call('play', {record, move: 'next', seat: 0}));
      }
      continue;
    }
    ({record, view} = await py.call('computer',
      {record, level, seed: made, budget_ms: budget, seat: 0}));
    made += 1;
  }
  return {made, games};
}"""


def _mb(n: float | None) -> str:
    return "    n/a" if n is None else f"{n / 1e6:7.1f}"


class WorkerHeap:
    """The Python worker's JS heap over the browser's CDP session (Target.sendMessageToTarget:
    Playwright opens CDP sessions for pages only)."""

    def __init__(self, browser: object, page: Page) -> None:
        self.page = page
        self.cdp = browser.new_browser_cdp_session()
        targets = self.cdp.send("Target.getTargets")["targetInfos"]
        worker = next(t for t in targets if t["type"] == "worker" and "worker.js" in t["url"])
        self.session = self.cdp.send(
            "Target.attachToTarget", {"targetId": worker["targetId"], "flatten": False}
        )["sessionId"]
        self.replies: dict[int, dict] = {}
        self.ids = itertools.count(1)
        self.cdp.on("Target.receivedMessageFromTarget", self._reply)

    def _reply(self, event: dict) -> None:
        msg = json.loads(event["message"])
        if "id" in msg:
            self.replies[msg["id"]] = msg

    def send(self, method: str) -> dict:
        n = next(self.ids)
        message = json.dumps({"id": n, "method": method})
        self.cdp.send("Target.sendMessageToTarget", {"sessionId": self.session, "message": message})
        for _ in range(200):
            if n in self.replies:
                return self.replies.pop(n).get("result", {})
            self.page.wait_for_timeout(25)
        return {}

    def used(self) -> float | None:
        self.send("HeapProfiler.collectGarbage")
        return self.send("Runtime.getHeapUsage").get("usedSize")


def measure(page: Page, cdp: object, worker_heap: WorkerHeap) -> dict:
    cdp.send("HeapProfiler.collectGarbage")
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    worker = page.evaluate("() => window.gamutPython.call('_memory', {})")
    worker["js_heap_bytes"] = worker.get("js_heap_bytes") or worker_heap.used()
    return {"page_heap": metrics.get("JSHeapUsedSize"), **worker}


def line(label: str, m: dict) -> str:
    objs = m.get("py_objects")
    return (
        f"{label:26} page heap {_mb(m['page_heap'])} MB   wasm {_mb(m['wasm_bytes'])} MB   "
        f"worker heap {_mb(m['js_heap_bytes'])} MB   python objects "
        f"{objs if objs is not None else 'n/a':>7}"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--moves", type=int, default=1000, help="computer moves per game")
    ap.add_argument("--level", default="easy")
    ap.add_argument("--budget", type=int, default=30, help="think budget per move, ms")
    args = ap.parse_args(argv)
    mod, server = served_site("gamut-soak-")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=mod.CHROMIUM, args=list(mod.CHROMIUM_ARGS))
            page = browser.new_page()
            cdp = page.context.new_cdp_session(page)
            cdp.send("Performance.enable")
            page.goto(server.url)
            page.evaluate("() => window.gamutPython.ready")
            page.wait_for_timeout(1000)  # the page's own table settles
            worker_heap = WorkerHeap(browser, page)
            print(f"level {args.level}, budget {args.budget} ms, {args.moves} moves per game, "
                  "one page", flush=True)  # fmt: skip
            first = measure(page, cdp, worker_heap)
            print(line("start", first), flush=True)
            total = 0
            t0 = time.monotonic()
            for game, options in SETUPS:
                quarter = max(1, args.moves // 4)
                done = 0
                for q in range(4):
                    n = quarter if q < 3 else args.moves - 3 * quarter
                    try:
                        out = page.evaluate(PLAY, {"game": game, "options": options,
                                                   "level": args.level, "budget": args.budget,
                                                   "moves": n, "seed": 1000 * q + 7})  # fmt: skip
                    except Exception as exc:  # a game without players yet: say so, go on
                        print(f"{game}: failed: {str(exc).splitlines()[0]}", flush=True)
                        break
                    done += out["made"]
                    total += out["made"]
                    print(line(f"{game} {done} moves", measure(page, cdp, worker_heap)), flush=True)
            last = measure(page, cdp, worker_heap)
            print(line(f"end ({total} moves)", last), flush=True)
            grow = {
                k: (last[k] - first[k]) / 1e6
                for k in ("page_heap", "wasm_bytes", "js_heap_bytes")
                if last.get(k) is not None and first.get(k) is not None
            }
            print("growth: " + ", ".join(f"{k} {v:+.1f} MB" for k, v in grow.items())
                  + f"; {total} moves in {time.monotonic() - t0:.0f} s", flush=True)  # fmt: skip
            browser.close()
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
