"""Build step (build.py runs it with py/ on the path): the openings a first visit plays at once.

A page with no saved match would wait for Python to deal. Instead it draws one of these: new
matches dealt by the same engines (``gamut.api``'s ``new_game``, in CPython at build time) for
the options a game's default settings ask for, each with its record and the view of seat 0.
The page (``web/js/core/openings.js``) picks one at random when its settings ask for exactly
those options, lets the player choose a move at once, and hands the record to Python to check
(``load``) as soon as Python is ready; the move follows it (``web/js/core/session-start.js``).
Nothing here decides a rule: every field is Python's answer.

    python tools/make_openings.py > openings.json

Output: ``{game: [{"options": {...}, "record": {...}, "view": {...}}, ...]}``, the same for
the same engines (seeds 1..N), so a build is reproducible.
"""

from __future__ import annotations

import json
import sys

from gamut import api

# The options newGameOptions() gives for each game's DEFAULTS (web/js/games/*/page.js). A page
# whose settings ask for other options deals through Python as before (e2e/test_openings.py
# checks that a fresh page of each game finds its openings).
DEFAULT_OPTIONS: dict[str, dict] = {
    "dominoes": {"mode": "draw", "seats": 2, "target": 100},
    "hus": {},
    "wuhsing": {"players": 2, "variant": "standard", "open_hands": False},
}
# How many deals per game: a first visit's deal is one of these (Hus has two openings, the
# first seat decided by lot; more seeds repeat them).
DEALS = 16


def openings(deals: int = DEALS) -> dict[str, list[dict]]:
    """``{game: [{options, record, view}]}``: distinct new matches for seat 0, seeds 1..deals.

    Raises RuntimeError if the engine refuses the options (the table above is wrong)."""
    out: dict[str, list[dict]] = {}
    for game, options in DEFAULT_OPTIONS.items():
        seen: set[str] = set()
        found: list[dict] = []
        for seed in range(1, deals + 1):
            args = {"game": game, "options": options, "seed": seed, "seat": 0}
            reply = json.loads(api.call("new_game", json.dumps(args)))
            if not reply["ok"]:
                raise RuntimeError(f"{game}: {reply['error']}")
            key = json.dumps(reply["result"]["record"], sort_keys=True)
            if key not in seen:
                seen.add(key)
                found.append({"options": options, **reply["result"]})
        out[game] = found
    return out


if __name__ == "__main__":
    json.dump(openings(), sys.stdout, separators=(",", ":"), sort_keys=True)
