"""Hus board geometry: the ring layout, pit coordinates, move spellings, board checks (H1, H2.2).

Internal board layout ("ring layout"): a flat sequence of 32 ints. Seat ``s`` (0 = South,
1 = North) owns indices ``16*s .. 16*s + 15``; index ``16*s + r`` is ring position ``r`` of that
seat, numbered in clockwise sowing order (H2.2) starting at the outer pit of the owner's
column 8:

- ``r = 0..7``: outer pit at the owner's column ``8 - r`` (move ``o{8-r}``);
- ``r = 8..15``: inner pit at the owner's column ``r - 7`` (move ``i{r-7}``).

So clockwise sowing is ``r -> r + 1 (mod 16)`` for both seats (anticlockwise, H7.2: ``r - 1``),
and the opponent pits opposite own inner pit ``r`` (same physical column, H1.2) are the
opponent's inner ring position ``23 - r`` and outer ring position ``r - 8``.

Outside the engine (views, records, :func:`gamut.hus.rules.summary`) the board is four rows top
to bottom N-out, N-in, S-in, S-out, columns 0..7 from South's left (``shared/design.md``):
:func:`rows_of` and :func:`ring_of` convert, :func:`check_board` validates such rows (H1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gamut import core
from gamut.core import BadRecord

SOUTH = 0

NORTH = 1

SEEDS = 48

ROW_NAMES: tuple[str, ...] = ("N-out", "N-in", "S-in", "S-out")
"""The four rows of the outside board, top to bottom (``shared/design.md``)."""

NEXT = "next"
"""The move that starts the next game of a series (H6)."""

RING_MOVES: tuple[str, ...] = tuple(f"o{8 - r}" for r in range(8)) + tuple(
    f"i{r - 7}" for r in range(8, 16)
)
"""Move spelling of each ring position ``r`` (0..15), counted from the mover's own left."""

MOVE_RING: dict[str, int] = {m: r for r, m in enumerate(RING_MOVES)}
"""Ring position of each move spelling (``"o1"`` -> 7, ``"i8"`` -> 15)."""

SORTED_RINGS: tuple[int, ...] = tuple(sorted(range(16), key=lambda r: RING_MOVES[r]))
"""Ring positions in the order legal moves are listed (i1..i8, o1..o8)."""


def _coord(seat: int, r: int) -> tuple[int, int]:
    """(row, col) on the outside board of ring position ``r`` of ``seat`` (H1.2, H2.2)."""
    if seat == SOUTH:
        return (3, 7 - r) if r < 8 else (2, r - 8)
    return (0, r) if r < 8 else (1, 15 - r)


COORDS: tuple[tuple[int, int], ...] = tuple(_coord(i >> 4, i & 15) for i in range(32))
"""(row, col) of every ring-layout index 0..31 (row 0 = N-out ... 3 = S-out)."""

START: tuple[int, ...] = tuple(([2] * 8 + [0] * 4 + [2] * 4) * 2)
"""The start position in ring layout (H1.3): outer pits 2, inner columns 5..8 hold 2."""


def rows_of(board: Sequence[int]) -> list[list[int]]:
    """Ring layout (32 ints) -> four rows N-out, N-in, S-in, S-out, columns from South's left."""
    rows = [[0] * 8 for _ in range(4)]
    for i, (row, col) in enumerate(COORDS):
        rows[row][col] = board[i]
    return rows


def ring_of(rows: Sequence[Sequence[int]]) -> list[int]:
    """Four rows (as :func:`rows_of` gives) -> ring layout. No validation (see from_record)."""
    return [rows[row][col] for row, col in COORDS]


def coord(seat: int, move: str) -> list[int]:
    """``[row, col]`` on the outside board of ``seat``'s pit ``move`` (e.g. ``"o1"``).

    Raises :class:`KeyError` for an unknown spelling.
    """
    return list(COORDS[(seat << 4) + MOVE_RING[move]])


def is_int(x: Any) -> bool:
    """Whether ``x`` is an int and not a bool (JSON's ``true`` is no number)."""
    return isinstance(x, int) and not isinstance(x, bool)


def check_board(rows: Any, error: type[core.GameError] = BadRecord) -> list[list[int]]:
    """Validate four rows of eight non-negative ints holding 48 seeds (H1); return them.

    Raises ``error`` (:class:`BadRecord` by default) with a message saying what is wrong.
    """
    if not isinstance(rows, list) or len(rows) != 4:
        raise error("board must be a list of four rows (N-out, N-in, S-in, S-out)")
    for i, row in enumerate(rows):
        if not isinstance(row, list) or len(row) != 8:
            raise error(f"board row {i} ({ROW_NAMES[i]}) must be a list of eight pits")
        for j, x in enumerate(row):
            if not is_int(x) or x < 0:
                raise error(f"board {ROW_NAMES[i]}[{j}] must be a non-negative integer, not {x!r}")
    total = sum(map(sum, rows))
    if total != SEEDS:
        raise error(f"board must hold {SEEDS} seeds, not {total}")
    return rows
