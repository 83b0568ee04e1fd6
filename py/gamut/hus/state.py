"""Hus state: the immutable position with its history (H5)."""

from __future__ import annotations

from gamut.core import Reason
from gamut.hus.sowing import Sowing, Variant


class State:
    """An immutable Hus position with its history. Create with :func:`new_game`.

    Attributes (read only): ``options`` (normalized dict), ``variant``, ``board`` (ring layout,
    tuple of 32 ints), ``turn`` (seat to move in the current game, also once it is over),
    ``moves`` (every move since the record's start, tuple of str), ``round_over`` (the
    current game is over: a game is the round of the shared vocabulary), ``winner`` (seat or
    None), ``reason`` (why the game ended: :attr:`Reason.NO_PITS` H5.1 or
    :attr:`Reason.ONLY_ENDLESS` H5.2), ``last`` (dict describing the last move, or None),
    ``pending`` (seats still owing their fixed opening, H7.1), series bookkeeping (``games``,
    ``game_first``), and the start (``start_board``: rows or None, ``start_to_move``).
    """

    __slots__ = (
        "options",
        "variant",
        "board",
        "turn",
        "moves",
        "round_over",
        "winner",
        "reason",
        "last",
        "pending",
        "games",
        "game_first",
        "start_board",
        "start_to_move",
        "_cands",
    )

    options: dict
    variant: Variant
    board: tuple[int, ...]
    turn: int
    moves: tuple[str, ...]
    round_over: bool
    winner: int | None
    reason: Reason | None
    last: dict | None
    pending: tuple[bool, bool]
    games: tuple[dict, ...]
    game_first: int
    start_board: list[list[int]] | None
    start_to_move: int
    _cands: dict[int, Sowing | None]

    def copy(self) -> State:
        """A shallow copy (the containers are immutable tuples or replaced, never changed)."""
        new = State.__new__(State)
        for name in State.__slots__:
            setattr(new, name, getattr(self, name))
        return new

    def __repr__(self) -> str:
        return f"<hus.State turn={self.turn} over={self.round_over} moves={len(self.moves)}>"
