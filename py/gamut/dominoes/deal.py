"""Dominoes deals: shuffling and dealing a round, checking a record's deal (D1.1, D2)."""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from gamut.core import BadRecord, refuse_unknown, rng
from gamut.dominoes.options import hand_size
from gamut.dominoes.tiles import ALL_TILES, BITS, NAMES, Tile, parse_tile


def make_deal(mode: str, seats: int, seed: Any) -> dict:
    """Shuffle and deal one round (D2); returns a record deal of tile strings.

    ``{"hands": [[...] per seat], "boneyard": [...]}`` plus, in ``block``, ``"out"`` (the
    undealt tiles, D2.3) with an empty boneyard. ``seed``: anything ``random.Random`` takes;
    ``None`` shuffles with fresh OS randomness (:func:`gamut.core.rng`).
    """
    return deal_round(mode, seats, seed)[0]


def deal_round(
    mode: str, seats: int, seed: Any
) -> tuple[dict, tuple[list[list[Tile]], list[Tile], list[Tile]], list[int]]:
    """:func:`make_deal`, the same deal as tiles (hands, boneyard, out), as :func:`check_deal`
    would return it, so a freshly drawn deal is not parsed again, and each hand as a mask of
    tile bits (:data:`~gamut.dominoes.tiles.BITS`).

    The shuffle permutes 28 items whatever they are, so shuffling the tiles in
    :data:`ALL_TILES` order deals exactly what shuffling their spellings did.
    """
    pick = itemgetter(*shuffled(seed))  # the shuffled order of the tiles' indices
    tiles, names, bits = pick(ALL_TILES), pick(NAMES), pick(BITS)
    n = hand_size(mode, seats)
    dealt = seats * n
    cut = _CUTS[seats, n]
    hands = list(map(list, cut(tiles)))
    masks = list(map(sum, cut(bits)))
    rest = list(tiles[dealt:])
    deal: dict = {"hands": list(map(list, cut(names)))}
    if mode == "block":
        deal["boneyard"] = []
        deal["out"] = list(names[dealt:])
        return deal, (hands, [], rest), masks
    deal["boneyard"] = list(names[dealt:])
    return deal, (hands, rest, []), masks


_CUTS: dict[tuple[int, int], itemgetter] = {
    (seats, n): itemgetter(*(slice(i * n, (i + 1) * n) for i in range(seats)))
    for seats in range(2, 5)
    for n in (5, 7)
}
"""(seats, hand size) -> the hands' slices of a shuffled deal, as one itemgetter."""

_DRAWS: tuple[tuple[int, int, int], ...] = tuple(
    (i, i + 1, (i + 1).bit_length()) for i in range(len(ALL_TILES) - 1, 0, -1)
)
"""The draws of a shuffle of the 28 tiles: (place, how many to draw from, bits a draw takes)."""


def shuffled(seed: Any) -> list[int]:
    """The indices of the 28 tiles (0-27, :data:`ALL_TILES` order) shuffled from ``seed``
    (:func:`gamut.core.rng`; ``None``: fresh OS randomness): the very permutation
    ``rng(seed).shuffle(list(range(28)))`` makes, in half its time. ``random.Random.shuffle``
    swaps each place from the last down to 1 with a place drawn below it plus one, drawn as
    ``Random._randbelow_with_getrandbits`` does (as many bits as that count has, drawn again
    while too big), on CPython 3.11 and Pyodide's 3.14 alike; here those draws are written
    out with ``getrandbits`` (the generator's own bits, the same on every version), without
    a method call per place. ``tests/test_dominoes_rules.py`` checks it against ``shuffle``."""
    tiles = list(range(len(ALL_TILES)))
    getrandbits = rng(seed).getrandbits
    for i, n, k in _DRAWS:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        tiles[i], tiles[j] = tiles[j], tiles[i]
    return tiles


def check_deal(deal: Any, mode: str, seats: int) -> tuple[list[list[Tile]], list[Tile], list[Tile]]:
    """Validate a record deal (D1.1, D2); return (hands, boneyard, out) as tiles.

    Raises :class:`BadRecord` unless all 28 tiles appear exactly once, each hand has the
    D2 size, and in ``block`` the boneyard is empty.
    """
    if not isinstance(deal, dict):
        raise BadRecord("a deal must be an object")
    refuse_unknown(deal, ("hands", "boneyard", "out"), "dominoes deal", BadRecord)
    hands_raw = deal.get("hands")
    if not isinstance(hands_raw, list) or len(hands_raw) != seats:
        raise BadRecord(f"a deal needs {seats} hands")
    try:
        hands = [[parse_tile(t) for t in h] for h in hands_raw]
        boneyard = [parse_tile(t) for t in deal.get("boneyard", [])]
        out = [parse_tile(t) for t in deal.get("out", [])]
    except (ValueError, TypeError) as exc:
        raise BadRecord(f"bad tile in deal: {exc}") from None
    n = hand_size(mode, seats)
    if any(len(h) != n for h in hands):
        raise BadRecord(f"every hand must hold {n} tiles in {mode} with {seats} seats (D2)")
    if mode == "block" and boneyard:
        raise BadRecord("block has no boneyard (D2.3)")
    if mode != "block" and out:
        raise BadRecord("only block leaves tiles out (D2.3)")
    every = [t for h in hands for t in h] + boneyard + out
    if len(every) != 28 or set(every) != set(ALL_TILES):
        raise BadRecord("a deal must account for all 28 tiles exactly once (D1.1)")
    return hands, boneyard, out
