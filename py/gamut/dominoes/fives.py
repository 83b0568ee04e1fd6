"""Dominoes Fives count: the sum of the open ends and the points a play scores (D6)."""

from __future__ import annotations

from gamut.dominoes.state import State
from gamut.dominoes.tiles import Tile


def fives_count(s: State) -> int:
    """D6.1: the sum of the open ends after a play.

    A crosswise double at the end of an arm counts both halves; the spinner counts both
    halves while one of its long sides is empty, else nothing; a short-end arm counts only
    once it holds a tile.
    """
    line = s.line
    if not line:
        return 0
    if len(line) == 1:
        t = line[0].tile
        return t[0] + t[1]
    total = 0
    for p, outer in ((line[0], line[0].pips[0]), (line[-1], line[-1].pips[1])):
        total += 2 * outer if p.tile[0] == p.tile[1] else outer
    for arm in (s.arms["N"], s.arms["S"]):
        if arm:
            p = arm[-1]
            total += 2 * p.pips[1] if p.tile[0] == p.tile[1] else p.pips[1]
    return total


def fives_points_if(s: State, tile: Tile, end: str) -> int:
    """D6.1, D6.2: the Fives points playing ``tile`` on the open end ``end`` would score now,
    without laying it (the hard player's playouts ask this for every candidate).

    Same sum as :func:`fives_count` after the play: each end of the main line and each arm
    holding a tile count their outer pips, twice for a crosswise double there (the spinner
    included while a long side is empty); ``end`` must be open and the layout not empty.
    """
    pip = s.ends[end]
    outer = tile[1] if tile[0] == pip else tile[0]
    total = 2 * outer if tile[0] == tile[1] else outer
    line = s.line
    if end != "W":
        p = line[0]
        total += 2 * p.pips[0] if p.tile[0] == p.tile[1] else p.pips[0]
    if end != "E":
        p = line[-1]
        total += 2 * p.pips[1] if p.tile[0] == p.tile[1] else p.pips[1]
    for arm_end, arm in s.arms.items():
        if arm and arm_end != end:
            p = arm[-1]
            total += 2 * p.pips[1] if p.tile[0] == p.tile[1] else p.pips[1]
    return total if total % 5 == 0 else 0
