"""Wu Hsing board geometry: cell keys, move spellings, the run of cells through a cell (W3.1, W4.1).

Internally a cell is an ``int`` key ``(row + 512) * 1024 + (col + 512)`` (see :func:`cell_key`),
so neighbours are ``k +- 1`` (same row) and ``k +- 1024`` (same column). A move is the two
cells with their colours, upper or left cell first: ``"E@0,2 W@1,2"`` (``row,col``, rows grow
downwards, the grid is unbounded), or ``"pass"`` (W6.2).
"""

from __future__ import annotations

import re
from typing import Any

from gamut.core import IllegalMove

STRIDE = 1024
"""Cell-key stride between rows."""

OFFSET = 512
"""Cell-key offset; coordinates must lie in ``-LIMIT..LIMIT``."""

LIMIT = 400
"""Largest absolute row or column accepted in a move (the board never gets near it)."""

_MOVE_RE = re.compile(r"^([WFHME])@(-?\d+),(-?\d+) ([WFHME])@(-?\d+),(-?\d+)$")


def cell_key(r: int, c: int) -> int:
    """The internal int key of cell ``(r, c)``."""
    return (r + OFFSET) * STRIDE + (c + OFFSET)


def cell_rc(k: int) -> tuple[int, int]:
    """``(row, col)`` of an internal cell key (inverse of :func:`cell_key`)."""
    r, c = divmod(k, STRIDE)
    return r - OFFSET, c - OFFSET


def spell(p: int, q: int, a: str, b: str) -> str:
    """The move spelling of colour ``a`` on cell ``p`` and ``b`` on ``q`` (``p`` upper/left)."""
    r1, c1 = cell_rc(p)
    r2, c2 = cell_rc(q)
    return f"{a}@{r1},{c1} {b}@{r2},{c2}"


def parse_move(move: Any) -> tuple[int, int, str, str]:
    """``"E@0,2 W@1,2"`` -> ``(p, q, "E", "W")`` with cell keys; the cells must be
    orthogonally adjacent, upper or left first, coordinates within :data:`LIMIT`, and the
    spelling canonical (no ``+``, no leading zeros). Raises :class:`IllegalMove` otherwise.
    """
    if not isinstance(move, str):
        raise IllegalMove(f"a move must be a string, not {type(move).__name__}")
    m = _MOVE_RE.match(move)
    if not m:
        raise IllegalMove(f"not a move: {move!r} (expected like 'E@0,2 W@1,2' or 'pass')")
    a, r1, c1, b, r2, c2 = m.groups()
    r1i, c1i, r2i, c2i = int(r1), int(c1), int(r2), int(c2)
    if max(abs(r1i), abs(c1i), abs(r2i), abs(c2i)) > LIMIT:
        raise IllegalMove(f"cell out of range in {move!r}")
    if not ((r2i == r1i and c2i == c1i + 1) or (c2i == c1i and r2i == r1i + 1)):
        raise IllegalMove(
            f"{move!r}: the two cells must be orthogonally adjacent, upper or left cell first"
        )
    p, q = cell_key(r1i, c1i), cell_key(r2i, c2i)
    if spell(p, q, a, b) != move:
        raise IllegalMove(f"{move!r} is not in canonical spelling ({spell(p, q, a, b)!r})")
    return p, q, a, b


def line_cells(board: dict[int, str], k: int, step: int) -> list[int]:
    """The maximal run of occupied cells through ``k`` along ``step`` (1: row, STRIDE: column)."""
    j = k
    while j - step in board:
        j -= step
    cells = []
    while j in board:
        cells.append(j)
        j += step
    return cells
