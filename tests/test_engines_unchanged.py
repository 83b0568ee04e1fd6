"""A faster engine does exactly what the engine did: over many seeded random matches of every
game (Dominoes in every mode with 2-4 seats and a low target, so matches run several rounds;
Hus, single games and a series; Wu Hsing with 2-4 players), everything the engines let out
is digested move by move and compared with the digests the engine gave before issue 26's
speed work (``tests/golden/engines.json``, written by the engine at revision 9b9f899):

- after every move: ``view(state, seat)`` for every seat and a spectator (the frames a room
  server sends), ``legal_moves``, ``to_move``, ``outcome`` and ``to_record`` (what the room
  server writes);
- at every move, a bad move drawn from spellings that are malformed or illegal there (a tile
  not held, a wrong end, ``draw``/``pass``/``next`` out of turn...): the error's class and its
  message;
- at the end of each match and at a move in its middle: ``python -m gamut replay``'s object
  (``core.replay_output``) of the record, and the views of ``from_record(record)``.

Any change of a view, a record, a legal move list (its order included), a score, a replay
output or an error message changes a match's digest. Write the golden file again only for a
change of behaviour that is meant (``python tests/test_engines_unchanged.py --write``), and
say so in the commit.
"""

from __future__ import annotations

import hashlib
import json
import pathlib
import random
import sys
from typing import Any

import pytest

from gamut import core

GOLDEN = pathlib.Path(__file__).resolve().parent / "golden" / "engines.json"

MATCHES: dict[str, list[tuple[dict, int]]] = {
    "dominoes": [
        ({"mode": mode, "seats": seats, "target": 50}, seed)
        for mode in ("draw", "block", "fives")
        for seats in (2, 3, 4)
        for seed in range(12)
    ],
    "hus": [({}, seed) for seed in range(6)]
    + [({"series": {"kind": "points", "to": 30}}, 10 + seed) for seed in range(3)],
    "wuhsing": [({"players": players}, seed) for players in (2, 3, 4) for seed in range(3)],
}
"""Game -> (options, seed) of each match; the moves are drawn from ``random.Random`` seeded
with the game, the options and the seed."""

BAD: dict[str, tuple[str, ...]] = {
    "dominoes": ("draw", "pass", "next", "6-6", "0-0 W", "3-4 N", "7-7 E", "1-2 X", "", "6-6 E W"),
    "hus": ("o1", "i8", "o9", "next", "pass", "x1", ""),
    "wuhsing": ("pass", "next", "W@0,0 H@0,1", "E@5,5 E@5,6", "W@1,1", "junk"),
}
"""Spellings tried as a bad move besides a legal move's tile on a wrong end (Dominoes)."""

MAX_MOVES = 2000


def _bad_move(game: str, state: Any, legal: list[str], r: random.Random) -> str:
    """A move spelling to try that is probably not legal here (whatever it is, its answer is
    digested: the new state's digest or the error)."""
    if game == "dominoes" and r.random() < 0.5:
        tile = f"{r.randint(0, 6)}-{r.randint(0, 6)}"
        return f"{tile} {r.choice('WENS')}" if r.random() < 0.8 else tile
    return r.choice(BAD[game])


def _views(rules: Any, state: Any, seats: int) -> list[Any]:
    return [rules.view(state, seat) for seat in [*range(seats), None]]


def match_digest(game: str, options: dict, seed: int) -> tuple[str, int]:
    """The digest of one seeded random match and its number of moves."""
    rules = core.engine(game)
    h = hashlib.sha256()

    def put(tag: str, value: Any) -> None:
        h.update(tag.encode())
        h.update(json.dumps(value, separators=(",", ":")).encode())

    r = random.Random(f"unchanged:{game}:{json.dumps(options, sort_keys=True)}:{seed}")
    state = rules.new_game(options, seed=seed)
    seats = len(rules.outcome(state).scores)
    moves = 0
    middle = None
    while moves < MAX_MOVES:
        legal = rules.legal_moves(state)
        out = core.outcome_dict(rules.outcome(state))
        put("state", [legal, rules.to_move(state), out, rules.to_record(state)])
        put("views", _views(rules, state, seats))
        if not legal:
            break
        bad = _bad_move(game, state, legal, r)
        try:
            rules.play(state, bad)
            put("bad", [bad, "accepted"])
        except core.GameError as exc:
            put("bad", [bad, type(exc).__name__, str(exc)])
        state = rules.play(state, r.choice(legal))
        moves += 1
        if moves == 40:
            middle = rules.to_record(state)
    for record in (middle, rules.to_record(state)):
        if record is None:
            continue
        put("replay", core.replay_output(record))
        again = rules.from_record(json.loads(json.dumps(record)))
        put("from_record", _views(rules, again, seats))
    return h.hexdigest()[:24], moves


def all_digests() -> dict[str, list[list[Any]]]:
    """Game -> [[options, seed, moves, digest] ...] for :data:`MATCHES`."""
    return {
        game: [[opts, seed, *reversed(match_digest(game, opts, seed))] for opts, seed in cases]
        for game, cases in MATCHES.items()
    }


@pytest.mark.parametrize("game", list(MATCHES))
def test_every_view_record_and_message_is_as_before(game: str) -> None:
    golden = json.loads(GOLDEN.read_text())[game]
    assert [[opts, seed] for opts, seed, _, _ in golden] == [list(c) for c in MATCHES[game]]
    got = [[opts, seed, *reversed(match_digest(game, opts, seed))] for opts, seed in MATCHES[game]]
    differ = [(g[:3], w[2]) for g, w in zip(got, golden, strict=True) if g != w]
    assert not differ, f"matches that differ (options, seed, moves now; moves before): {differ}"
    assert sum(moves for _, _, moves, _ in got) > 20 * len(got)


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        raise SystemExit("usage: python tests/test_engines_unchanged.py --write")
    GOLDEN.parent.mkdir(exist_ok=True)
    data = all_digests()
    GOLDEN.write_text(
        "{\n"
        + ",\n".join(
            f'  "{game}": [\n' + ",\n".join(f"    {json.dumps(row)}" for row in rows) + "\n  ]"
            for game, rows in data.items()
        )
        + "\n}\n"
    )
    print(f"wrote {GOLDEN} ({sum(len(v) for v in data.values())} matches)")
