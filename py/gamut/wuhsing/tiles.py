"""Wu Hsing tiles: the five colours, the 30 tiles, hands in order, tiles left in hand (W1, W7.3).

Spellings (``shared/design.md``): a colour is one of ``W F H M E`` (water, fire, wood, metal,
earth), in that order; a tile is two colours in that order joined by ``-``: ``"W-H"``, ``"E-E"``.
"""

from __future__ import annotations

from typing import Any

COLOURS = "WFHME"
"""The five colours in spelling order: water, fire, wood (Holz), metal, earth."""

KINDS: tuple[str, ...] = tuple(f"{a}-{b}" for i, a in enumerate(COLOURS) for b in COLOURS[i:])
"""W1.1: the 15 kinds of tile (5 doubles, 10 mixed) in canonical order."""

ALL_TILES: tuple[str, ...] = tuple(k for k in KINDS for _ in range(2))
"""W1.1: the 30 tiles, every kind twice."""

TILE_INDEX: dict[str, int] = {k: i for i, k in enumerate(KINDS)}
"""Canonical order of the kinds (hands are kept sorted in it)."""

HAND_SIZE: dict[int, int] = {2: 14, 3: 9, 4: 7}
"""W1.2: tiles dealt per player in the standard game."""

PENALTY_DOUBLE = 5
"""W7.3: points lost per double left in hand."""

PENALTY_OTHER = 25
"""W7.3: points lost per other tile left in hand."""


def tile_name(a: str, b: str) -> str:
    """The tile showing colours ``a`` and ``b`` (either order): ``("H", "W") -> "W-H"``."""
    if COLOURS.index(a) <= COLOURS.index(b):
        return f"{a}-{b}"
    return f"{b}-{a}"


def is_double(tile: str) -> bool:
    """True for ``"W-W"`` and the other four doubles."""
    return tile[0] == tile[2]


def penalty(hand: Any) -> int:
    """W7.3: points lost for tiles left in hand (5 per double, 25 per other tile).

    ``hand``: an iterable of tile names. Worked case: W-W, E-E, F-H, M-E, W-F -> 85.
    """
    return sum(PENALTY_DOUBLE if is_double(t) else PENALTY_OTHER for t in hand)


def sort_tiles(tiles: Any) -> tuple[str, ...]:
    """Tiles in canonical order (:data:`KINDS`), duplicates kept."""
    return tuple(sorted(tiles, key=TILE_INDEX.__getitem__))
