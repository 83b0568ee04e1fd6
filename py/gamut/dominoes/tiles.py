"""Dominoes tiles and move spellings: the double-six set, the open-end names, reading a tile
and a move (D1.1, D4).

A tile is a tuple ``(a, b)`` with ``a <= b`` inside the engine and ``"a-b"`` outside. Moves are
spelled as in the game records (``shared/design.md``): ``"a-b"`` (the first tile of a round),
``"a-b END"`` with END in ``W E N S``, ``"draw"``, ``"pass"`` and ``"next"``; the tables here
map every well-formed spelling to its parts and back, made once at import.
"""

from __future__ import annotations

from typing import Any

from gamut.core import IllegalMove

Tile = tuple[int, int]

ALL_TILES: tuple[Tile, ...] = tuple((a, b) for a in range(7) for b in range(a, 7))
"""D1.1: the 28 tiles of the double-six set."""

ENDS = ("W", "E", "N", "S")
"""Open-end names: W/E the main line's ends, N/S the spinner's short ends (design.md)."""

END_ORDER = ("E", "N", "S", "W")
"""The ends in the order their spellings sort (so legal moves come out sorted)."""

TILE_STR: dict[Tile, str] = {t: f"{t[0]}-{t[1]}" for t in ALL_TILES}

NAMES: tuple[str, ...] = tuple(TILE_STR[t] for t in ALL_TILES)
"""The tiles' spellings in :data:`ALL_TILES` order (by index: no tuple to hash)."""

BITS: tuple[int, ...] = tuple(1 << i for i in range(len(ALL_TILES)))
"""The tiles' bits in a mask of tiles (a hand, the tiles that fit the open ends) in
:data:`ALL_TILES` order: bit i for ``ALL_TILES[i]``, so a mask's bits from the lowest up are
its tiles in sorted order."""

BIT: dict[Tile, int] = dict(zip(ALL_TILES, BITS, strict=True))
"""Tile -> its bit (:data:`BITS`)."""

PIPS_OF: dict[Tile, int] = {t: t[0] + t[1] for t in ALL_TILES}
"""Tile -> its pips (both halves), as a hand's count at the end of a round adds them."""

_TILE_OF: dict[str, Tile] = {text: t for t, text in TILE_STR.items()}

SPELL: dict[tuple[Tile, str | None], str] = {
    **{(t, None): text for t, text in TILE_STR.items()},
    **{(t, e): f"{text} {e}" for t, text in TILE_STR.items() for e in ENDS},
}
"""(tile, END or None) -> the move's spelling, made once instead of on every move."""

MOVE_OF: dict[str, tuple[str, Tile | None, str | None]] = {
    **{text: ("play", t, e) for (t, e), text in SPELL.items()},
    **{k: (k, None, None) for k in ("draw", "pass", "next")},
}
"""Every well-formed move spelling -> (kind, tile, END), as :func:`parse_move` returns it."""

LAYS: dict[str, tuple[Tile, str | None, int]] = {
    text: (t, e, BIT[t]) for (t, e), text in SPELL.items()
}
"""A play's spelling -> (tile, END or None, the tile's bit): what laying it needs, looked up by
the spelling (a tuple's hash is worked out at every look-up, a string's once)."""


def tile_str(t: Tile) -> str:
    """``(a, b)`` -> ``"a-b"``."""
    return f"{t[0]}-{t[1]}"


def parse_tile(s: Any) -> Tile:
    """``"a-b"`` (0 <= a <= b <= 6) -> ``(a, b)``. Raises ``ValueError`` on anything else."""
    t = _TILE_OF.get(s) if isinstance(s, str) else None
    if t is not None:
        return t
    if not isinstance(s, str) or len(s) != 3 or s[1] != "-":
        raise ValueError(f"not a tile: {s!r}")
    a, b = s[0], s[2]
    if not (a.isdigit() and b.isdigit()):
        raise ValueError(f"not a tile: {s!r}")
    x, y = int(a), int(b)
    if not 0 <= x <= y <= 6:
        raise ValueError(f"not a tile (need 0 <= a <= b <= 6): {s!r}")
    return (x, y)


def parse_move(move: Any) -> tuple[str, Tile | None, str | None]:
    """A move spelling -> (kind, tile, END); kind is ``play``, ``draw``, ``pass`` or ``next``.

    Raises :class:`IllegalMove` when the spelling itself is malformed.
    """
    known = MOVE_OF.get(move) if isinstance(move, str) else None
    if known is not None:
        return known
    if not isinstance(move, str):
        raise IllegalMove(f"not a move: {move!r}")
    parts = move.split(" ")
    try:
        tile = parse_tile(parts[0])
    except ValueError:
        raise IllegalMove(f"not a move: {move!r}") from None
    if len(parts) == 1:
        return "play", tile, None
    if len(parts) == 2 and parts[1] in ENDS:
        return "play", tile, parts[1]
    raise IllegalMove(f"not a move: {move!r}")
