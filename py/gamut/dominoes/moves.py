"""Dominoes moves: whose turn it is, which tiles fit the open ends and the legal moves (D4.1,
D4.3)."""

from __future__ import annotations

from gamut.dominoes.state import State
from gamut.dominoes.tiles import ALL_TILES, END_ORDER, SPELL, TILE_STR, Tile

_PIP_TILES: tuple[tuple[Tile, ...], ...] = tuple(
    tuple(t for t in ALL_TILES if p in t) for p in range(7)
)
"""pip -> the 7 tiles showing it, in :data:`ALL_TILES` order."""

_FITS: dict[tuple[tuple[str, int], ...], dict[Tile, tuple[str, ...]]] = {}
"""Open ends (``tuple(ends.items())``) -> {tile: the spellings of its plays there, ends in
:data:`END_ORDER` (as legal moves sort)} for every tile that fits one of them (D4.1). At
most 7**4 + 7**2 keys."""


def fits(s: State) -> dict[Tile, tuple[str, ...]]:
    """The :data:`_FITS` entry of ``s.ends``, kept on the state while its ``ends`` is the same
    dict (copy on write: new open ends are a new dict, so identity says they are unchanged)."""
    ends = s.ends
    if s._fits_of is ends:
        return s._fits
    key = tuple(ends.items())
    fm = _FITS.get(key)
    if fm is None:
        fm = _FITS[key] = _fit_map(key)
    s._fits, s._fits_of = fm, ends
    return fm


def _fit_map(ends: tuple[tuple[str, int], ...]) -> dict[Tile, tuple[str, ...]]:
    """The :data:`_FITS` entry of the open ends ``(END, pip)``, from :data:`_PIP_TILES` (at
    most 4 ends x 7 tiles)."""
    where: dict[Tile, list[str]] = {}
    for e, p in ends:
        for t in _PIP_TILES[p]:
            where.setdefault(t, []).append(e)
    return {t: tuple(SPELL[t, e] for e in END_ORDER if e in where[t]) for t in sorted(where)}


def plays(s: State, seat: int) -> list[tuple[Tile, str | None]]:
    """(tile, END) pairs the seat may play now (D4.1); END None for a round's first tile.

    In the seat's hand order, each tile's ends in the order of ``s.ends``."""
    hand = s.hands[seat]
    if not s.line:
        if s.forced is not None:
            return [(s.forced, None)] if s.forced in hand else []
        return [(t, None) for t in hand]
    ends = s.ends.items()
    return [(t, e) for t in hand for e, p in ends if p == t[0] or p == t[1]]


def can_play(s: State, seat: int) -> bool:
    """Whether ``seat`` holds a tile that fits an open end (D4.1)."""
    fm = fits(s)
    return any(t in fm for t in s.hands[seat])


def to_move(state: State) -> int | None:
    """The seat to move, or ``None`` between rounds and after the match."""
    return state.to_move


def legal_moves(state: State) -> list[str]:
    """Legal move spellings for the seat to move (D4), sorted; ``["next"]`` between rounds;
    ``[]`` once the match is over. A seat that can play must play; else ``draw`` while the
    boneyard has tiles (draw, fives), else ``pass`` (D4.3)."""
    legal = state._legal
    if legal is None:
        legal = state._legal = compute_legal(state)
    return list(legal)


def compute_legal(s: State) -> tuple[str, ...]:
    """The legal moves of :func:`legal_moves`, generated in sorted order (tiles in order, then
    the ends in :data:`END_ORDER`), with spellings from :data:`SPELL`."""
    if s.match_over:
        return ()
    if s.round_over:
        return ("next",)
    hand = s.hands[s.to_move]
    if not s.line:
        if s.forced is not None:
            plays = [TILE_STR[s.forced]] if s.forced in hand else []
        else:
            plays = [TILE_STR[t] for t in sorted(hand)]
    else:
        fm = fits(s)
        fitting = [t for t in hand if t in fm]
        if len(fitting) == 1:
            return fm[fitting[0]]
        fitting.sort()
        plays = [m for t in fitting for m in fm[t]]
    if plays:
        return tuple(plays)
    if s.mode != "block" and s.boneyard:
        return ("draw",)
    return ("pass",)
