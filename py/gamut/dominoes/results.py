"""Dominoes round ends: the pips left in hand, a blocked round, scores, the match's end and
its outcome (D7.1, D7.3, D7.5, D8.2, D8.3).
"""

from __future__ import annotations

from gamut.core import Outcome, Reason
from gamut.dominoes.moves import compute_legal, fits, hand_masks
from gamut.dominoes.options import round_to_five
from gamut.dominoes.state import State
from gamut.dominoes.tiles import PIPS_OF

_pips_of = PIPS_OF.__getitem__


def hand_pips(s: State) -> list[int]:
    """The pips left in each seat's hand (D7.2, D7.3)."""
    return [sum(map(_pips_of, h)) for h in s.hands]


def round_end(
    reason: Reason, seat: int | None, winner: int | None, pips: list[int], raw: int, points: int
) -> dict:
    """A state's ``round_result``: ``reason``, ``seat`` (who went out or reached the target;
    ``None`` when blocked), ``winners`` (``[winner]``, ``[]`` for a blocked tie), ``pips``
    (per seat, left in hand), ``raw`` (the pips won before rounding, D7.4) and ``points``
    (scored by the winner). The view writes it with :func:`gamut.core.round_result`."""
    return {
        "reason": reason,
        "seat": seat,
        "winners": [] if winner is None else [winner],
        "pips": pips,
        "raw": raw,
        "points": points,
    }


def round_winner(s: State) -> int | None:
    """The seat that won the last round (it opens the next, D3.2), ``None`` for a blocked tie
    or before any round ended."""
    winners = s.round_result["winners"] if s.round_result else []
    return winners[0] if winners else None


def outcome(state: State) -> Outcome:
    """Match outcome: over (D8), winners, scores per seat, and the reason the last round
    ended once the match is over."""
    reason = state.round_result["reason"] if state.match_over else None
    return Outcome(state.match_over, tuple(state.winners), tuple(state.scores), reason)


def add_score(s: State, seat: int, points: int) -> None:
    """Add ``points`` to ``seat``'s score (a new list: copy on write)."""
    scores = list(s.scores)
    scores[seat] += points
    s.scores = scores


def check_blocked(s: State) -> None:
    """D7.1, D7.3: end the round when no seat can play and nobody can draw.

    Called after every play, draw and pass (a draw of the boneyard's last tile can block a
    round), with ``s.to_move`` the seat to move next. A fresh deal is never blocked: the
    table is empty and the opener lays any tile. The legal moves of the seat to move are
    worked out first and kept on the state (they are what is asked next): only when that
    seat must pass (nothing fits and nothing can be drawn) are the other hands looked at.
    """
    legal = s._legal = compute_legal(s)
    if legal[0] != "pass":
        return
    fit = fits(s)[0]
    for mask in hand_masks(s):
        if mask & fit:
            return
    s._legal = None
    pips = hand_pips(s)
    low = min(pips)
    lows = [i for i, p in enumerate(pips) if p == low]
    if len(lows) > 1:
        end_round(s, round_end(Reason.BLOCKED, None, None, pips, 0, 0))
        return
    w = lows[0]
    raw = sum(pips) - 2 * low  # the other hands' pips minus the winner's own
    points = round_to_five(raw) if s.mode == "fives" else raw
    add_score(s, w, points)
    end_round(s, round_end(Reason.BLOCKED, None, w, pips, raw, points))


def end_round(s: State, result: dict) -> None:
    """Close the round (D7.5) and decide the match (D8.2, D8.3)."""
    s.round_over = True
    s.round_result = result
    s.to_move = None
    best = max(s.scores)
    if best >= s.target:
        # D8.2 (only the round's scorer can have crossed); D8.3: whoever the play brought there.
        w = round_winner(s)
        s.match_over = True
        s.winners = (
            [w]
            if w is not None and s.scores[w] >= s.target
            else [i for i, x in enumerate(s.scores) if x == best]
        )
