"""Dominoes deals: shuffling and dealing a round, checking a record's deal (D1.1, D2)."""

from __future__ import annotations

from typing import Any

from gamut.core import BadRecord, refuse_unknown, rng
from gamut.dominoes.options import hand_size
from gamut.dominoes.tiles import ALL_TILES, TILE_STR, Tile, parse_tile


def make_deal(mode: str, seats: int, seed: Any) -> dict:
    """Shuffle and deal one round (D2); returns a record deal of tile strings.

    ``{"hands": [[...] per seat], "boneyard": [...]}`` plus, in ``block``, ``"out"`` (the
    undealt tiles, D2.3) with an empty boneyard. ``seed``: anything ``random.Random`` takes;
    ``None`` shuffles with fresh OS randomness (:func:`gamut.core.rng`).
    """
    return deal_round(mode, seats, seed)[0]


def deal_round(
    mode: str, seats: int, seed: Any
) -> tuple[dict, tuple[list[list[Tile]], list[Tile], list[Tile]]]:
    """:func:`make_deal` and the same deal as tiles (hands, boneyard, out), as
    :func:`check_deal` would return it, so a freshly drawn deal is not parsed again.

    The shuffle permutes 28 items whatever they are, so shuffling the tiles in
    :data:`ALL_TILES` order deals exactly what shuffling their spellings did.
    """
    tiles = list(ALL_TILES)
    rng(seed).shuffle(tiles)
    n = hand_size(mode, seats)
    hands = [tiles[i * n : (i + 1) * n] for i in range(seats)]
    rest = tiles[seats * n :]
    spell = TILE_STR
    deal: dict = {"hands": [[spell[t] for t in h] for h in hands]}
    if mode == "block":
        deal["boneyard"] = []
        deal["out"] = [spell[t] for t in rest]
        return deal, (hands, [], rest)
    deal["boneyard"] = [spell[t] for t in rest]
    return deal, (hands, rest, [])


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
