"""Wu Hsing explanations: a placement's lines and score, every line's pattern (W3, W4.2, W5.1)."""

from __future__ import annotations

from gamut.wuhsing.cells import STRIDE, cell_rc, line_cells
from gamut.wuhsing.lines import line_pattern
from gamut.wuhsing.tiles import is_double


def _line_info(board: dict[int, str], cells: list[int], axis: str, new: tuple[int, ...]) -> dict:
    text = "".join(board[k] for k in cells)
    return {
        "axis": axis,
        "cells": [list(cell_rc(k)) for k in cells],
        "colours": text,
        "length": len(cells),
        "extended": any(k not in new for k in cells),
        "pattern": line_pattern(text),
    }


def explain_placement(board: dict[int, str], p: int, q: int, tile: str) -> dict:
    """Why a placement scored what it did (W4.2, W5.1), read off ``board`` *after* it.

    Returns ``{"lines": [3 line dicts: axis "row"/"column", cells [[r, c]...], colours,
    length, extended, pattern (locked cycle or None)], "double": bool, "factors": [lengths of
    extended lines, then 2 for a double], "formula": "3 × 3 = 9", "score": int}``.
    """
    step = q - p
    cross = 1 if step == STRIDE else STRIDE
    name = {1: "row", STRIDE: "column"}
    new = (p, q)
    lines = [
        _line_info(board, line_cells(board, p, step), name[step], new),
        _line_info(board, line_cells(board, p, cross), name[cross], new),
        _line_info(board, line_cells(board, q, cross), name[cross], new),
    ]
    factors = [ln["length"] for ln in lines if ln["extended"]]
    if is_double(tile):
        factors.append(2)
    score = 1
    for f in factors:
        score *= f
    return {
        "lines": lines,
        "double": is_double(tile),
        "factors": factors,
        "formula": " × ".join(map(str, factors)) + f" = {score}",
        "score": score,
    }


def board_lines(board: dict[int, str]) -> list[dict]:
    """Every line of two or more cells with its locked pattern (W3)."""
    out = []
    for step, axis in ((1, "row"), (STRIDE, "column")):
        for k in sorted(board):
            if k - step in board or k + step not in board:
                continue
            cells = line_cells(board, k, step)
            text = "".join(board[j] for j in cells)
            out.append(
                {
                    "axis": axis,
                    "start": list(cell_rc(k)),
                    "colours": text,
                    "length": len(cells),
                    "pattern": line_pattern(text),
                }
            )
    return out
