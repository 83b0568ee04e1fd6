"""Hus moves: whose turn it is, the pits that may be sown, with the endless-sowing check (H2.1,
H4.1, H5, H7.1).

Fixed opening (H7.1, option ``fixed_opening``): each seat's first move of every game played
from the start position is ``i8`` (also with ``anticlockwise``, as the rules file decides);
should ``i8`` hold fewer than 2 seeds or be endless then, the usual legal moves apply.
"""

from __future__ import annotations

from collections.abc import Sequence

from gamut.hus.board import NEXT, RING_MOVES, SORTED_RINGS
from gamut.hus.results import series_over
from gamut.hus.sowing import CLASSIC, Sowing, Variant, sow
from gamut.hus.state import State


def to_move(state: State) -> int | None:
    """The seat to move (0 = South, 1 = North), ``None`` when the game is over (H5)."""
    return None if state.round_over else state.turn


def has_move_pit(board: Sequence[int], seat: int) -> bool:
    """Whether ``seat`` holds a pit with at least 2 seeds (H2.1, H5.1)."""
    base = seat << 4
    return max(board[base : base + 16]) >= 2


def candidates(
    board: Sequence[int], seat: int, variant: Variant = CLASSIC
) -> list[tuple[int, Sowing | None]]:
    """Every pit of ``seat`` holding at least 2 seeds (H2.1) with its result.

    A list of ``(ring position, Sowing or None)``, ``None`` meaning endless (H4.1).
    """
    base = seat << 4
    return [(r, sow(board, seat, r, variant)) for r in range(16) if board[base + r] >= 2]


def legal_rings(state: State) -> list[int]:
    """Ring positions of the legal pits, in listing order (H2.1, H4.1, H7.1)."""
    if state.round_over:
        return []
    rings = [r for r in SORTED_RINGS if state._cands.get(r, None) is not None]
    if state.pending[state.turn] and 15 in rings:  # H7.1: the first move is i8
        return [15]
    return rings


def legal_moves(state: State) -> list[str]:
    """Legal move spellings (``i1``..``i8``, ``o1``..``o8`` of the mover; H2.1, H4.1, H7.1).

    Empty when the game (series) is over; ``["next"]`` between the games of a series (H6).
    """
    if state.round_over:
        return [] if series_over(state) else [NEXT]
    return [RING_MOVES[r] for r in legal_rings(state)]


def why_blocked(state: State, r: int) -> str | None:
    """Why ring position ``r`` of the seat to move cannot be chosen (a key of
    :data:`REASONS`), or None if it can."""
    seeds = state.board[(state.turn << 4) + r]
    if seeds == 0:
        return "empty"
    if seeds == 1:
        return "single"
    if state._cands.get(r) is None:
        return "endless"
    if r not in legal_rings(state):
        return "opening"
    return None


REASONS: dict[str, str] = {
    "empty": "H2.1: the pit is empty",
    "single": "H2.1: a single seed can never be moved",
    "endless": "H4.1: the move would never end (its sowing repeats for ever)",
    "opening": "H7.1: the first move must be the inner pit at column 8 (i8)",
}
"""English explanation (with the rule section) of each reason code in a view's ``blocked``;
used in :class:`IllegalMove` messages."""
