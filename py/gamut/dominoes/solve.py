"""Exact values of two-seat Block rounds with every hand known: the hard player's search.

In Block with two seats (D2.1, D2.3: seven tiles each, fourteen out of play, no boneyard) a
round is small once both hands are fixed: every turn a seat lays a tile that fits an open end
or passes (D4.3), and the round ends with a domino (D7.2) or a blocked game (D7.3). The hard
player (:mod:`gamut.dominoes.players`) samples the hand it cannot see and asks this module for
the exact worth of each of its moves in each sample (perfect-information Monte Carlo): a
sampled deal is searched to its end instead of played out with a fixed policy.

Hands are 28-bit masks of tile indices (:data:`playout.BIT`); an open end is a pip. Values are
points: the round's score of the seat to move minus the other's (D7.2: a domino scores the pips
left in the other hand; D7.3: a blocked game scores the difference of the hands' pips for the
lighter one, a tie nothing), plus :data:`BONUS` for a round won and minus it for one lost (a
domino against a lone 0-0 scores nothing and is still won). The search is negamax with alpha-
beta over a transposition table a caller keeps for one decision (its keys hold both hands, so
positions of different samples never mix).
"""

from __future__ import annotations

from gamut.dominoes.playout import BIT, HIGH, LOW, OPENING, PIP_MASK, PIPS, hand_pips

INF = 1 << 10
"""Beyond every value (a round scores at most the 168 pips of a set)."""

BONUS = 30
"""Points added to a won round's value (and taken from a lost one's): the player prefers the
surer win to a few more pips. Measured against the greedy hard level (two-seat Block, 2,000
games at 48 samples a decision, the same deals): wins 52.5 % with 0, 53.1 % with 10, 53.7 %
with 30, the mean score difference about the same (+0.8, +0.7, +0.7 pips a round)."""

Table = dict[tuple[int, int, int, int], tuple[int, int]]
"""(mover's hand, other hand, low end, high end) -> (lower bound, upper bound) of its value."""


def value(hand: int, other: int, a: int, b: int, table: Table, alpha: int = -INF,
          beta: int = INF) -> int:  # fmt: skip
    """The value for the seat to move (hand mask ``hand``, the other seat's ``other``, open
    ends showing pips ``a`` and ``b``, both hands non-empty), searched to the round's end.
    With a window (``alpha``, ``beta``) the exact value when it lies inside, else a bound on
    the side it fell (fail-soft)."""
    if a > b:
        a, b = b, a
    key = (hand, other, a, b)
    known = table.get(key)
    if known is not None:
        lo, hi = known
        if lo == hi or lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        alpha = max(alpha, lo)
        beta = min(beta, hi)
    else:
        lo, hi = -INF, INF
    pm = PIP_MASK
    fit = pm[a] | pm[b]
    mine = hand & fit
    if not mine:
        if not other & fit:  # D7.1, D7.3: blocked; the lighter hand scores the difference
            v = hand_pips(other) - hand_pips(hand)
            if BONUS and v:
                v += BONUS if v > 0 else -BONUS
            table[key] = (v, v)
            return v
        v = -value(other, hand, a, b, table, -beta, -alpha)  # D4.3: the seat passes
        table[key] = (lo, v) if v <= alpha else (v, hi) if v >= beta else (v, v)
        return v
    start = alpha
    best = -INF
    same = a == b
    while mine:
        bit = mine & -mine
        mine ^= bit
        rest = hand ^ bit
        pips = PIPS[bit.bit_length() - 1]
        for west in (True, False):
            end = a if west else b
            if not bit & pm[end]:
                continue
            if rest:
                far = pips - end
                v = -(value(other, rest, far, b, table, -beta, -alpha) if west
                      else value(other, rest, a, far, table, -beta, -alpha))  # fmt: skip
            else:  # D7.2: domino
                v = hand_pips(other) + BONUS
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        table[key] = (v, hi)
                        return v
            if same:
                break  # both ends show the same pip: the same round
    table[key] = (best, best) if best > start else (lo, best)
    return best


def move_value(code: int, hand: int, other: int, ends: tuple[int, int], table: Table) -> int:
    """What the move ``code`` (a :mod:`playout` move code: ``tile * 4 + end`` with end 0 = W,
    1 = E, or ``OPENING + tile``) is worth to the seat that plays it from ``hand`` against
    ``other``, the open ends ``ends`` (W, E; -1 while the line is empty)."""
    if code >= OPENING:
        t = code - OPENING
        bit = BIT[t]
        lo, hi = LOW[t], HIGH[t]
    else:
        t = code >> 2
        bit = BIT[t]
        w, e = ends
        if code & 3:
            lo, hi = w, PIPS[t] - e
        else:
            lo, hi = PIPS[t] - w, e
    rest = hand ^ bit
    if not rest:
        return hand_pips(other) + BONUS  # D7.2
    return -value(other, rest, lo, hi, table)
