"""Screenshots of the three games for the README: ``python3 build.py shots [options]``.

    python3 build.py shots [--out docs/img] [--size 390x844] [--quality 80] [--site DIR]

The site is built into a temporary folder (or ``--site``: a site built already) and served
by build.py's server on a free loopback port; Debian's Chromium (Playwright, never a browser
of its own) opens each game in English with fixed settings and starts it from a fixed position
a few moves into a match: a seeded deal played on by the engines' own medium players
(:func:`position`), handed to the page with ``window.gamutDebug.startFromRecord`` (the e2e
tests' ``start_from``). Once it is the person's turn, the screen is saved as
``OUT/<game>.jpg`` (JPEG at ``--quality``: a few tens of KB each, kept in the repository).
The same seeds give the same pictures on every run.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# ROOT: build.py, which e2e/pages imports as `build` (before PyPI's `build` of the venv)
sys.path[:0] = [str(ROOT / "py"), str(ROOT), str(ROOT / "e2e")]

from playwright.sync_api import Page, sync_playwright  # noqa: E402

from gamut import core  # noqa: E402
from pages.games import seed, start_from, wait_steady  # noqa: E402
from pages.site import gamut_build as gb  # noqa: E402

# Each game: the match's settings in the page (on top of the e2e tests' easy, fast ones), the
# engine's options for the same match, the deal's seed and how many moves to play from it.
GAMES: dict[str, dict] = {
    "dominoes": {
        "settings": {"mode": "fives", "seats": 2, "target": 100, "level": "medium"},
        "options": {"mode": "fives", "seats": 2, "target": 100},
        "seed": 7,
        "moves": 8,
    },
    "hus": {
        "settings": {"level": "medium"},
        "options": {},
        "seed": 3,
        "moves": 6,
    },
    "wuhsing": {
        "settings": {"players": 2, "level": "medium"},
        "options": {"players": 2},
        "seed": 5,
        "moves": 6,
    },
}
PAGES = {"dominoes": "index.html", "hus": "hus.html", "wuhsing": "wuhsing.html"}


def position(game: str, options: dict, deal_seed: int, moves: int) -> dict:
    """The record of a match of `game` dealt from `deal_seed`, with `moves` moves played by
    the medium player of whoever is to move (then on until seat 0, the person, is to move)."""
    rules = core.engine(game)
    players = core.players(game)
    state = rules.new_game(options, seed=deal_seed)
    pick = random.Random(deal_seed)
    played = 0
    while rules.to_move(state) is not None and (played < moves or rules.to_move(state) != 0):
        seat = rules.to_move(state)
        move = players.choose(rules.view(state, seat), "medium", pick.randrange(1 << 30), 0)
        state = rules.play(state, move)
        played += 1
    return rules.to_record(state)


def take(page: Page, game: str, out: Path, fmt: str, quality: int) -> Path:
    """Open `game` with its settings, start it from its position, save the screenshot."""
    spec = GAMES[game]
    seed(page, game, "en", **spec["settings"])
    page.goto(PAGES[game])
    page.wait_for_function("() => window.gamutPython !== undefined")
    page.evaluate("() => window.gamutPython.ready.then(() => document.fonts.ready)")
    wait_steady(page, game)
    start_from(page, position(game, spec["options"], spec["seed"], spec["moves"]), seed=1)
    page.wait_for_function("() => document.getElementById('app').dataset.phase === 'human'")
    wait_steady(page, game)
    page.wait_for_timeout(300)  # the last redraw's transitions
    if fmt == "png":
        path = out / f"{game}.png"
        page.screenshot(path=str(path), type="png")
    else:
        path = out / f"{game}.jpg"
        page.screenshot(path=str(path), type="jpeg", quality=quality)
    return path


def make_parser() -> argparse.ArgumentParser:
    """The options of ``python3 build.py shots``."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "img")
    ap.add_argument("--size", default="390x844", help="viewport WIDTHxHEIGHT in CSS px")
    ap.add_argument("--format", choices=("jpeg", "png"), default="jpeg")
    ap.add_argument("--quality", type=int, default=80, help="JPEG quality (1-100)")
    ap.add_argument("--site", type=Path, help="a built site to serve (default: build one)")
    ap.add_argument("--only", default="", help="comma-separated games (default: all three)")
    return ap


def main(argv: list[str] | None = None) -> int:
    args = make_parser().parse_args(argv)
    width, height = (int(n) for n in args.size.lower().split("x"))
    games = [g for g in args.only.split(",") if g] or list(GAMES)
    unknown = set(games) - set(GAMES)
    if unknown:
        raise SystemExit(f"no such game: {', '.join(sorted(unknown))}")

    site, made = args.site, None
    if site is None:
        made = Path(tempfile.mkdtemp(prefix="gamut-shots-"))
        site = made / "site"
        gb.build(site)
    server = gb.SiteServer(site, "127.0.0.1", 0, quiet=True)
    server.start()
    args.out.mkdir(parents=True, exist_ok=True)
    try:
        with sync_playwright() as pw:
            # nothing but the site: any other host name fails to resolve (as in the e2e tests)
            only_here = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
            browser = pw.chromium.launch(
                executable_path=os.environ.get("GAMUT_CHROMIUM", gb.CHROMIUM),
                headless=True,
                args=[*gb.CHROMIUM_ARGS, only_here],
            )
            for game in games:
                context = browser.new_context(
                    base_url=server.url,
                    viewport={"width": width, "height": height},
                    locale="en-US",
                    reduced_motion="reduce",
                    service_workers="block",
                )
                path = take(context.new_page(), game, args.out, args.format, args.quality)
                context.close()
                shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                print(f"{shown}: {path.stat().st_size / 1024:.1f} KB")
            browser.close()
    finally:
        server.stop()
        if made is not None:
            shutil.rmtree(made, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
