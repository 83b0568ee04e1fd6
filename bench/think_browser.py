"""Computer think time per move in the browser's Pyodide (Debian's Chromium), every game.

    python3 build.py bench think_browser [--games N] [--level hard] [--budget MS] [--only G,G]

Figures only, no assertions. The built site is served by build.py's server on a free loopback
port; the page's own Python worker plays whole games (computer against computer at the given
level) through ``python.call('computer', ...)``, and the time of each call is taken in the page
(performance.now around the call: the worker round trip, the replay cache lookup and the
decision). Printed per game: moves timed, median, p95 and max in ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys

from _site import served_site
from playwright.sync_api import sync_playwright

PLAY = """async ({game, options, level, budget, games}) => {
  const py = window.gamutPython;
  await py.ready;
  const times = [];
  for (let g = 0; g < games; g++) {
    let {record, view} = await py.call('new_game', {game, options, seed: 500 + g, seat: 0});
    for (let n = 0; n < 2000; n++) {
      if (view.to_move === null || view.to_move === undefined) {
        const over = view.over;
        if (over) break;
        ({record, view} = await py.call('play', {record, move: 'next', seat: 0}));
        continue;
      }
      const t0 = performance.now();
      const out = await py.call('computer', {record, level, seed: n, budget_ms: budget, seat: 0});
      times.push(performance.now() - t0);
      ({record, view} = out);
    }
  }
  return times;
}"""


def main(argv: list[str] | None = None) -> int:
    """Play the games in the page and print the think-time figures."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--budget", type=int, default=200, help="think budget per move, ms")
    ap.add_argument("--only", default="", help="comma-separated games to run (default: all)")
    args = ap.parse_args(argv)
    _, server = served_site("gamut-think-")
    url = server.url
    setups = [
        ("dominoes", {"mode": "draw", "seats": 2, "target": 100}),
        ("dominoes", {"mode": "block", "seats": 2, "target": 100}),
        ("dominoes", {"mode": "fives", "seats": 2, "target": 100}),
        ("hus", {}),
        ("wuhsing", {"players": 2}),
        ("wuhsing", {"players": 4}),
    ]
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(
                executable_path="/usr/bin/chromium",
                args=[
                    "--no-sandbox",
                    "--disable-gpu",
                    "--disable-background-networking",
                    "--disable-component-update",
                    "--disable-sync",
                    "--no-first-run",
                    "--disable-quic",
                ],  # fmt: skip
            )
            page = browser.new_page()
            page.goto(url)
            print(f"level {args.level}, budget {args.budget} ms, {args.games} games each")
            for game, options in setups:
                if args.only and game not in args.only.split(","):
                    continue
                try:
                    times = page.evaluate(PLAY, {"game": game, "options": options,
                                                 "level": args.level, "budget": args.budget,
                                                 "games": args.games})  # fmt: skip
                except Exception as exc:  # a game without players yet: say so, go on
                    print(f"{game} {options}: failed: {str(exc).splitlines()[0]}")
                    continue
                xs = sorted(times)
                p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))]
                print(f"{game:9} {str(options):42} moves {len(xs):4}  median "
                      f"{statistics.median(xs):6.1f} ms  p95 {p95:6.1f} ms  max {xs[-1]:6.1f} ms",
                      flush=True)  # fmt: skip
            browser.close()
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
