"""Wu Hsing placements: every legal way to lay a hand's tiles, with its score (W4, W5.1).

A placement is a tuple ``(p, q, a, b, tile, score)``: upper/left cell key, lower/right cell
key, their colours, the tile name and the W5 score.
"""

from __future__ import annotations

from functools import lru_cache

from gamut.wuhsing.cells import STRIDE
from gamut.wuhsing.lines import ALLOWED_MEMO, VALID_MEMO, allowed_colours, line_valid_memo
from gamut.wuhsing.tiles import COLOURS


@lru_cache(maxsize=4096)
def orientations(hand: tuple[str, ...]) -> tuple[tuple[str, str, str, bool], ...]:
    """Every way to lay the hand's tiles: ``(colour on upper/left cell, colour on the other,
    tile, is_double)``, one entry per distinct colour order (W4.1: either colour order)."""
    out: list[tuple[str, str, str, bool]] = []
    seen: set[str] = set()
    for t in hand:
        if t in seen:
            continue
        seen.add(t)
        a, b = t[0], t[2]
        out.append((a, b, t, a == b))
        if a != b:
            out.append((b, a, t, False))
    return tuple(out)


def placements(
    board: dict[int, str],
    vt: set[int] | frozenset[int],
    ht: set[int] | frozenset[int],
    orients: tuple[tuple[str, str, str, bool], ...],
) -> list[tuple[int, int, str, str, str, int]]:
    """All legal placements (W4) of the given orientations on a non-empty board.

    ``board``: cell key -> colour; ``vt`` / ``ht``: keys of the upper cells of vertical tiles
    and the left cells of horizontal tiles (for W4.4); ``orients``: from
    :func:`orientations`. Returns ``(p, q, a, b, tile, score)`` tuples (score per W5.1).

    Only pairs of empty cells touching the board are tried; the geometry (W4.2 two extended
    lines, W4.4 chains) is checked once per pair; the crossing lines are checked once per
    cell and colour, the tile's own axis once per colour order (memoised, W3.2).
    """
    out: list[tuple[int, int, str, str, str, int]] = []
    if not orients:
        return out
    S = STRIDE
    front: set[int] = set()
    for k in board:
        for n in (k - 1, k + 1, k - S, k + S):
            if n not in board:
                front.add(n)
    runs: dict[int, tuple[str, str, str, str]] = {}
    get = board.get
    for x in front:
        j = x - 1
        left = ""
        while j in board:
            left = board[j] + left
            j -= 1
        j = x + 1
        right = ""
        while j in board:
            right += board[j]
            j += 1
        j = x - S
        up = ""
        while j in board:
            up = board[j] + up
            j -= S
        j = x + S
        down = ""
        while j in board:
            down += board[j]
            j += S
        runs[x] = (left, right, up, down)
    empty = ("", "", "", "")
    okv: dict[int, str] = {}  # cell -> colours allowed by its vertical line
    okh: dict[int, str] = {}  # cell -> colours allowed by its horizontal line
    vg = VALID_MEMO.get

    allowed_get = ALLOWED_MEMO.get

    def allowed(before: str, after: str) -> str:
        if not before and not after:
            return COLOURS
        key = before + "|" + after
        res = allowed_get(key)
        if res is None:
            res = allowed_colours(before, after)
        return res

    pairs: list[tuple[int, int, bool]] = []
    for x in front:
        if get(x + 1) is None:
            pairs.append((x, x + 1, True))
        if get(x + S) is None:
            pairs.append((x, x + S, False))
        y = x - 1
        if get(y) is None and y not in front:
            pairs.append((y, x, True))
        y = x - S
        if get(y) is None and y not in front:
            pairs.append((y, x, False))

    for p, q, horiz in pairs:
        rp = runs.get(p, empty)
        rq = runs.get(q, empty)
        if horiz:
            before, after = rp[0], rq[1]
            bp, ap, bq, aq = rp[2], rp[3], rq[2], rq[3]
        else:
            before, after = rp[2], rq[3]
            bp, ap, bq, aq = rp[0], rp[1], rq[0], rq[1]
        ext_axis = bool(before or after)
        ext_p = bool(bp or ap)
        ext_q = bool(bq or aq)
        if ext_axis + ext_p + ext_q < 2:
            continue  # W4.2
        # W4.4: parallel tiles covering the same two rows/columns, at most three.
        chain = 1
        if horiz:
            j = p - S
            while j in ht:
                chain += 1
                j -= S
            j = p + S
            while j in ht:
                chain += 1
                j += S
        else:
            j = p - 1
            while j in vt:
                chain += 1
                j -= 1
            j = p + 1
            while j in vt:
                chain += 1
                j += 1
        if chain > 3:
            continue
        mult = 1
        if ext_axis:
            mult = len(before) + len(after) + 2
        if ext_p:
            mult *= len(bp) + len(ap) + 1
        if ext_q:
            mult *= len(bq) + len(aq) + 1
        cache = okv if horiz else okh
        okp = cache.get(p)
        if okp is None:
            okp = cache[p] = allowed(bp, ap)
        okq = cache.get(q)
        if okq is None:
            okq = cache[q] = allowed(bq, aq)
        for a, b, tile, dbl in orients:
            if a in okp and b in okq:
                if ext_axis:
                    line = before + a + b + after
                    v = vg(line)
                    if v is None:
                        v = line_valid_memo(line)
                    if not v:
                        continue
                out.append((p, q, a, b, tile, mult * 2 if dbl else mult))
    return out
