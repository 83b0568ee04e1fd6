"""Wu Hsing deal: the shuffle and deal, the start square, a record's deal checked (W1, W2, W8.1)."""

from __future__ import annotations

from typing import Any

from gamut.core import BadRecord, IllegalMove, refuse_unknown, rng
from gamut.wuhsing.cells import STRIDE, parse_move
from gamut.wuhsing.tiles import ALL_TILES, HAND_SIZE, KINDS, TILE_INDEX, sort_tiles, tile_name


def start_ok(cols: str) -> bool:
    """W2.2: the start square shows four different colours."""
    return len(set(cols)) == 4


def make_deal(players: int, variant: str, seed: Any) -> dict:
    """Deal per W1/W2 (standard) or W8.1 (fifteen variants); returns a record deal.

    Standard: shuffle the 30 tiles, deal W1.2 hands, one tile into the ``box`` with 3
    players, and lay the next two as the start square of two vertical tiles on columns 0 and
    1 (colour order drawn too); if it does not show four colours, reshuffle and deal again
    (W2.2). Fifteen variants: each hand is one of every kind, no start square. Deterministic
    for a given ``seed`` (anything ``random.Random`` takes).
    """
    if variant != "standard":
        return {"hands": [list(KINDS), list(KINDS)]}
    r = rng(seed)
    size = HAND_SIZE[players]
    while True:
        tiles = list(ALL_TILES)
        r.shuffle(tiles)
        hands = [list(sort_tiles(tiles[i * size : (i + 1) * size])) for i in range(players)]
        rest = tiles[players * size :]
        box = rest[2:]
        cols = []
        for t in rest[:2]:
            a, b = t[0], t[2]
            if r.random() < 0.5:
                a, b = b, a
            cols.append((a, b))
        if start_ok(cols[0][0] + cols[0][1] + cols[1][0] + cols[1][1]):
            break
    (a, b), (c, d) = cols
    deal: dict[str, Any] = {"hands": hands, "start": f"{a}@0,0 {b}@1,0 {c}@0,1 {d}@1,1"}
    if box:
        deal["box"] = box
    return deal


def parse_start(text: Any) -> list[tuple[int, int, str, str]]:
    """``"W@0,0 H@1,0 F@0,1 M@1,1"`` -> two tiles ``(p, q, a, b)``; raises BadRecord (W2.1)."""
    if not isinstance(text, str):
        raise BadRecord("the deal's start must be a string like 'W@0,0 H@1,0 F@0,1 M@1,1'")
    parts = text.split(" ")
    if len(parts) != 4:
        raise BadRecord(f"the start square needs four cells, not {text!r}")
    out = []
    for i in (0, 2):
        try:
            p, q, a, b = parse_move(parts[i] + " " + parts[i + 1])
        except IllegalMove as exc:
            raise BadRecord(f"bad start square {text!r}: {exc}") from None
        out.append((p, q, a, b))
    (p1, q1, _, _), (p2, q2, _, _) = out
    d1, d2 = q1 - p1, q2 - p2
    across = STRIDE if d1 == 1 else 1
    if d1 != d2 or abs(p2 - p1) != across:
        raise BadRecord(f"the start square's two tiles must lie long side to long side: {text!r}")
    cols = out[0][2] + out[0][3] + out[1][2] + out[1][3]
    if not start_ok(cols):
        raise BadRecord(f"the start square must show four different colours (W2.2): {text!r}")
    return out


def _check_tile(t: Any) -> str:
    if not isinstance(t, str) or t not in TILE_INDEX:
        raise BadRecord(f"not a tile: {t!r} (expected like 'W-H', colours in order WFHME)")
    return t


def check_deal(deal: Any, players: int, variant: str) -> dict:
    """Validate a record deal; return it normalised (hands sorted).

    Standard: ``{"hands": [...], "start": "...", "box": [t]}`` (box only with 3 players), hand
    sizes per W1.2, a W2.2 start square, and all 30 tiles accounted for (each kind twice,
    W1.1). Fifteen variants: ``{"hands": [[15 kinds], [15 kinds]]}``, one of every kind each
    (W8.1). Raises :class:`BadRecord`.
    """
    if not isinstance(deal, dict):
        raise BadRecord("a deal must be an object")
    refuse_unknown(deal, ("hands", "start", "box"), "Wu Hsing deal", BadRecord)
    hands_raw = deal.get("hands")
    if not isinstance(hands_raw, list) or len(hands_raw) != players:
        raise BadRecord(f"a deal needs {players} hands")
    if not all(isinstance(h, list) for h in hands_raw):
        raise BadRecord("every hand must be a list of tiles")
    hands = [list(sort_tiles(_check_tile(t) for t in h)) for h in hands_raw]
    if variant != "standard":
        if "start" in deal or "box" in deal:
            raise BadRecord("the W8.1 variants have no start square and no box")
        for i, h in enumerate(hands):
            if h != list(KINDS):
                raise BadRecord(f"hand {i} must hold one tile of every kind (W8.1)")
        return {"hands": hands}
    size = HAND_SIZE[players]
    for i, h in enumerate(hands):
        if len(h) != size:
            raise BadRecord(f"hand {i} must hold {size} tiles with {players} players (W1.2)")
    start = parse_start(deal.get("start"))
    box_raw = deal.get("box", [])
    if not isinstance(box_raw, list):
        raise BadRecord("box must be a list of tiles")
    box = [_check_tile(t) for t in box_raw]
    if len(box) != (1 if players == 3 else 0):
        raise BadRecord(
            "with 3 players one tile goes into the box; otherwise none (W1.2)"
            if players == 3
            else "only a 3-player deal has a box (W1.2)"
        )
    every = [t for h in hands for t in h] + box + [tile_name(a, b) for _, _, a, b in start]
    if sort_tiles(every) != ALL_TILES:
        raise BadRecord("a deal must account for all 30 tiles, every kind twice (W1.1)")
    out: dict[str, Any] = {"hands": hands, "start": deal["start"]}
    if players == 3:
        out["box"] = box
    return out
