"""Wu Hsing moves: whose turn it is and the legal moves (W4, W6, W7, W8.1)."""

from __future__ import annotations

from gamut.wuhsing.cells import spell
from gamut.wuhsing.opening import opening_choices
from gamut.wuhsing.state import State


def to_move(state: State) -> int | None:
    """The seat to move, ``None`` when the game is over (W7)."""
    return None if state.over else state.to_move


def current_choices(state: State) -> list[tuple[int, int, str, str, str, int]]:
    """The seat to move's choices as ``(p, q, a, b, tile, score)`` (cell keys, colours, the
    tile, the W5.1 score): its placements (W4), or its W8.1 opening choices (score 0);
    ``[]`` when the game is over or the seat has no placement (it passes, W6.2)."""
    seat = state.to_move
    if state.over or seat is None:
        return []
    if state.opening:
        return opening_choices(state, seat)
    return state.placements_for(seat)


def legal_moves(state: State) -> list[str]:
    """Move spellings for the seat to move (W4, W6); ``["pass"]`` only when it has no
    placement (W6.2); ``[]`` when the game is over. Sorted (the order carries no meaning)."""
    if state.over:
        return []
    pl = current_choices(state)
    if not pl:
        return ["pass"]
    return sorted(spell(p, q, a, b) for p, q, a, b, _, _ in pl)
