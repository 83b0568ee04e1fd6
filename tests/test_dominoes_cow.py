"""design.md: ``play`` never changes the state it was given. Dominoes states share their
containers (copy on write, rules.State), so every move of seeded random matches in every mode
is checked against a snapshot of everything the state holds; the hard player's search (which
applies moves in place to copies) must leave the state and the view it was given as they were.
"""

from __future__ import annotations

import json
import random

import pytest

from gamut.dominoes import players, rules

CACHES = ("_legal", "_fits", "_fits_of", "_masks", "_masks_of")
"""State attributes that only cache what the rest of the state decides."""


def snapshot(s: rules.State) -> str:
    """Everything a state holds, as text (placed tiles by their JSON form; the caches left
    out: ``_legal``, the position's legal moves, ``_fits``/``_fits_of``, the tiles that fit
    its open ends, and ``_masks``/``_masks_of``, the hands as masks of tiles: filling them
    changes no fact)."""
    plain = {}
    for key, value in sorted(vars(s).items()):
        if key in CACHES:
            continue
        if key == "line":
            value = [p.as_dict() for p in value]
        elif key == "arms":
            value = {k: [p.as_dict() for p in v] for k, v in value.items()}
        plain[key] = value
    return json.dumps(plain, sort_keys=True, default=repr)


@pytest.mark.parametrize("mode", rules.MODES)
def test_play_leaves_the_given_state_unchanged(mode: str) -> None:
    moves = 0
    for seats in (2, 3, 4):
        r = random.Random(f"cow:{mode}:{seats}")
        s = rules.new_game({"mode": mode, "seats": seats, "target": 60}, seed=seats)
        while not s.match_over:
            before = snapshot(s)
            view = json.dumps(rules.view(s, 0))
            nxt = rules.play(s, r.choice(rules.legal_moves(s)))
            assert snapshot(s) == before and json.dumps(rules.view(s, 0)) == view
            s = nxt
            moves += 1
    assert moves > 100


@pytest.mark.parametrize("mode", rules.MODES)
def test_the_hard_search_leaves_the_state_and_its_view_unchanged(mode: str) -> None:
    s = rules.new_game({"mode": mode, "seats": 3, "target": 250}, seed=5)
    r = random.Random(5)
    checked = 0
    while not s.round_over:
        seat = s.to_move
        view = rules.view(s, seat)
        text, before = json.dumps(view), snapshot(s)
        move = players.choose(view, "hard", 1, 0)
        assert json.dumps(view) == text and snapshot(s) == before
        checked += len(view["legal"]) > 1
        s = rules.play(s, move if r.random() < 0.5 else r.choice(rules.legal_moves(s)))
    assert checked >= 3
