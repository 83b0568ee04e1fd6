"""Dominoes round ends: the pips left in hand, a blocked round, scores and the match's end
(D7.1, D7.3, D7.5, D8.2, D8.3).
"""

from __future__ import annotations

from gamut.dominoes.moves import _fits
from gamut.dominoes.options import round_to_five
from gamut.dominoes.state import State


def _pips(s: State) -> list[int]:
    return [sum(a + b for a, b in h) for h in s.hands]


def _add_score(s: State, seat: int, points: int) -> None:
    """Add ``points`` to ``seat``'s score (a new list: copy on write)."""
    scores = list(s.scores)
    scores[seat] += points
    s.scores = scores


def _check_blocked(s: State) -> None:
    """D7.1, D7.3: end the round when no seat can play and nobody can draw.

    Called after every play, draw and pass (a draw of the boneyard's last tile can block a
    round). A fresh deal is never blocked: the table is empty and the opener lays any tile.
    """
    if s.mode != "block" and s.boneyard:
        return
    fm = _fits(s)
    for hand in s.hands:
        for t in hand:
            if t in fm:
                return
    pips = _pips(s)
    low = min(pips)
    lows = [i for i, p in enumerate(pips) if p == low]
    if len(lows) > 1:
        _end_round(s, {"kind": "blocked", "winner": None, "pips": pips, "raw": 0, "points": 0})
        return
    w = lows[0]
    raw = sum(pips) - 2 * low  # the other hands' pips minus the winner's own
    points = round_to_five(raw) if s.mode == "fives" else raw
    _add_score(s, w, points)
    _end_round(s, {"kind": "blocked", "winner": w, "pips": pips, "raw": raw, "points": points})


def _end_round(s: State, result: dict) -> None:
    """Close the round (D7.5) and decide the match (D8.2, D8.3)."""
    s.round_over = True
    s.round_result = result
    s.to_move = None
    best = max(s.scores)
    if best >= s.target:
        # D8.2 (only the round's scorer can have crossed); D8.3: whoever the play brought there.
        w = result["winner"]
        s.match_over = True
        s.winners = (
            [w]
            if w is not None and s.scores[w] >= s.target
            else [i for i, x in enumerate(s.scores) if x == best]
        )
