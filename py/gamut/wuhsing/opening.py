"""Wu Hsing openings of the two-player variants (W8.1; decisions documented here).

- ``fifteen_a``: the first player's opening tile is spelled like any move but must lie
  vertically on the cells ``(0,0)`` and ``(1,0)``, either colour order
  (``"W@0,0 H@1,0"``). The board is unbounded and symmetric, so this loses nothing.
- ``fifteen_b``: the two secret choices are two moves. The first seat spells its tile on
  ``(0,0)``/``(1,0)``, the other seat on ``(0,1)``/``(1,1)`` (``"F@0,1 M@1,1"``): each chooses
  its tile and which colour lies on top. The first choice stays hidden from the other seat
  (views show only that it was made) until the second is made; then both are revealed. If
  the square shows four different colours (W2.2) it is the start square; otherwise both tiles
  go back to their hands and both choose again, first seat first. Play then begins with the
  first seat; the opening is not part of the first round (W7.1).
"""

from __future__ import annotations

from gamut.wuhsing.cells import cell_key
from gamut.wuhsing.deal import start_ok
from gamut.wuhsing.placements import orientations
from gamut.wuhsing.state import State
from gamut.wuhsing.turns import advance, check_blocked


def opening_cells(state: State) -> tuple[int, int]:
    """W8.1 opening cells of the seat to move: column 0, or column 1 for the second chooser."""
    col = 1 if state.pending is not None else 0
    return cell_key(0, col), cell_key(1, col)


def opening_choices(state: State, seat: int) -> list[tuple[int, int, str, str, str, int]]:
    """``seat``'s W8.1 opening choices as placements ``(p, q, a, b, tile, 0)``: every tile of
    its hand, either colour on top, on the opening cells (they score nothing)."""
    p, q = opening_cells(state)
    return [(p, q, a, b, t, 0) for a, b, t, _ in orientations(state.hands[seat])]


def opening_step(
    state: State, s: State, seat: int, pl: tuple[int, int, str, str, str, int], move: str
) -> State:
    """W8.1 openings: (a) the first tile, scoring nothing; (b) one secret choice."""
    p, q, a, b, tile, _ = pl
    if state.variant == "fifteen_a":
        s.board = {p: a, q: b}
        s.vt = frozenset({p})
        s.tiles = ((tile, p, q, seat),)
        hands = list(state.hands)
        hand = list(hands[seat])
        hand.remove(tile)
        hands[seat] = tuple(hand)
        s.hands = tuple(hands)
        s.log = state.log + ((seat, move, 0),)
        s.last_kind = "opening"
        s.opening = False
        advance(s, seat)
        return s
    s.log = state.log + ((seat, move, 0),)
    if state.pending is None:
        s.last_kind = "choose"
        s.pending = (seat, p, q, a, b, tile)
        s.to_move = 1 - seat
        return s
    fseat, fp, fq, fa, fb, ftile = state.pending
    s.pending = None
    s.to_move = state.first
    if not start_ok(fa + fb + a + b):
        s.last_kind = "failed"
        return s  # W2.2 fails: both tiles stay in hand, both choose again
    s.board = {fp: fa, fq: fb, p: a, q: b}
    s.vt = frozenset({fp, p})
    s.tiles = ((ftile, fp, fq, fseat), (tile, p, q, seat))
    hands = list(state.hands)
    for st, t in ((fseat, ftile), (seat, tile)):
        hand = list(hands[st])
        hand.remove(t)
        hands[st] = tuple(hand)
    s.hands = tuple(hands)
    s.last_kind = "reveal"
    s.opening = False
    check_blocked(s)
    return s
