"""Dominoes moves: whose turn it is, which tiles fit the open ends and the legal moves (D4.1,
D4.3)."""

from __future__ import annotations

from typing import Any

from gamut.dominoes.state import State
from gamut.dominoes.tiles import ALL_TILES, BIT, END_ORDER, SPELL, TILE_STR, Tile

_PIP_TILES: tuple[tuple[Tile, ...], ...] = tuple(
    tuple(t for t in ALL_TILES if p in t) for p in range(7)
)
"""pip -> the 7 tiles showing it, in :data:`ALL_TILES` order."""

Fit = tuple[int, dict[int, tuple[str, ...]], dict[str, Any], tuple[int, ...]]
"""What fits a set of open ends (D4.1): ``(mask, plays, after, pips)``. ``mask``: the tiles
that fit one of them, each tile as its bit :data:`BIT`; ``plays``: a fitting tile's bit -> the
spellings of its plays there, ends in :data:`END_ORDER` (as legal moves sort); ``after``: a
play's spelling -> the Fit of the open ends it leaves when it changes only the pip at its END,
filled as plays find them (:func:`gamut.dominoes.play.lay`); ``pips``: the numbers showing,
sorted, each once (a draw's or pass's ``open``)."""

_FITS: dict[tuple[tuple[str, int], ...], Fit] = {}
"""Open ends (``tuple(ends.items())``) -> their :data:`Fit`. At most 7**4 + 7**2 keys."""


def fits(s: State) -> Fit:
    """The :data:`Fit` of ``s.ends``, kept on the state while its ``ends`` is the same dict
    (copy on write: new open ends are a new dict, so identity says they are unchanged)."""
    ends = s.ends
    if s._fits_of is ends:
        return s._fits
    key = tuple(ends.items())
    fit = _FITS.get(key)
    if fit is None:
        fit = _FITS[key] = _fit(key)
    s._fits, s._fits_of = fit, ends
    return fit


def _fit(ends: tuple[tuple[str, int], ...]) -> Fit:
    """The :data:`Fit` of the open ends ``(END, pip)``, from :data:`_PIP_TILES` (at most 4
    ends x 7 tiles)."""
    where: dict[Tile, list[str]] = {}
    for e, p in ends:
        for t in _PIP_TILES[p]:
            where.setdefault(t, []).append(e)
    plays = {BIT[t]: tuple(SPELL[t, e] for e in END_ORDER if e in where[t]) for t in where}
    return sum(plays), plays, {}, tuple(sorted({p for _, p in ends}))


def hand_masks(s: State) -> list[int]:
    """Each seat's hand as a mask of tile bits (:data:`BIT`), kept on the state while its
    ``hands`` is the same list (copy on write, as :func:`fits`); :func:`~gamut.dominoes.play.
    apply_move` keeps them up to date as it changes the hands."""
    hands = s.hands
    if s._masks_of is hands:
        return s._masks
    masks = [sum(map(BIT.__getitem__, h)) for h in hands]
    s._masks, s._masks_of = masks, hands
    return masks


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
    return bool(hand_masks(s)[seat] & fits(s)[0])


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
    return [*legal]


def compute_legal(s: State) -> tuple[str, ...]:
    """The legal moves of :func:`legal_moves`, generated in sorted order (tiles in order, then
    the ends in :data:`END_ORDER`), with spellings from :data:`SPELL`: the tiles that fit are
    the seat's hand mask and the open ends' mask (:func:`hand_masks`, :func:`fits`), taken
    lowest bit first (:data:`BIT` numbers the tiles in sorted order)."""
    if s.match_over:
        return ()
    if s.round_over:
        return ("next",)
    if not s.line:
        hand = s.hands[s.to_move]
        if s.forced is not None:
            plays = [TILE_STR[s.forced]] if s.forced in hand else []
        else:
            plays = [TILE_STR[t] for t in sorted(hand)]
        if plays:
            return tuple(plays)
    else:
        mask, spelled, _, _ = s._fits if s._fits_of is s.ends else fits(s)
        fitting = mask & (s._masks if s._masks_of is s.hands else hand_masks(s))[s.to_move]
        if fitting:
            return spell_all(spelled, fitting)
    if s.mode != "block" and s.boneyard:
        return ("draw",)
    return ("pass",)


def spell_all(spelled: dict[int, tuple[str, ...]], fitting: int) -> tuple[str, ...]:
    """The plays of the tiles of the mask ``fitting`` (one or more), from ``spelled`` (a
    :data:`Fit`'s plays), lowest bit first: in sorted order (:data:`BIT`)."""
    rest = fitting & (fitting - 1)  # the tiles but the lowest
    if not rest:
        return spelled[fitting]
    if not rest & (rest - 1):  # two tiles
        return spelled[fitting ^ rest] + spelled[rest]
    low = fitting & -fitting
    legal = spelled[low]
    fitting ^= low
    while fitting:
        low = fitting & -fitting
        legal += spelled[low]
        fitting ^= low
    return legal
