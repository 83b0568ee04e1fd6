"""Hus state: the immutable position with its history, and whose turn it is (H5)."""

from __future__ import annotations

from gamut.hus.sowing import Sowing, Variant


class State:
    """An immutable Hus position with its history. Create with :func:`new_game`.

    Attributes (read only): ``options`` (normalized dict), ``variant``, ``board`` (ring layout,
    tuple of 32 ints), ``turn`` (seat to move in the current game, also once it is over),
    ``moves`` (every move since the record's start, tuple of str), ``game_over``, ``winner``
    (seat or None), ``reason`` (why the game ended: ``"no_pits"`` H5.1 or ``"only_endless"``
    H5.2), ``last`` (dict describing the last move, or None), ``pending`` (seats still owing
    their fixed opening, H7.1), series bookkeeping (``games``, ``game_first``), and the
    start (``start_board``: rows or None, ``start_to_move``).
    """

    __slots__ = (
        "options",
        "variant",
        "board",
        "turn",
        "moves",
        "game_over",
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
    game_over: bool
    winner: int | None
    reason: str | None
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
        return f"<hus.State turn={self.turn} over={self.game_over} moves={len(self.moves)}>"


def to_move(state: State) -> int | None:
    """The seat to move (0 = South, 1 = North), ``None`` when the game is over (H5)."""
    return None if state.game_over else state.turn
