"""Wu Hsing (Sid Sackson's Domino Bead Game), 2 to 4 players.

Rules: ``shared/rules/wuhsing.md`` (sections W1-W8), from the seed page
``shared/seeds/000_e4cdd1833b2629f3.txt``. Implements the game interface of :mod:`gamut.core`.

Spellings (``shared/design.md``):

- a colour is one of ``W F H M E`` (water, fire, wood, metal, earth), in that order;
- a tile is two colours in that order joined by ``-``: ``"W-H"``, ``"E-E"``;
- a move is the two cells with their colours, upper or left cell first: ``"E@0,2 W@1,2"``
  (``row,col``, rows grow downwards, the grid is unbounded), or ``"pass"`` (W6.2) when the
  mover has no placement.

Openings of the two-player variant W8.1 (decisions, documented here):

- ``fifteen_a``: the first player's opening tile is spelled like any move but must lie
  vertically on the cells ``(0,0)`` and ``(1,0)``, either colour order
  (``"W@0,0 H@1,0"``). The board is unbounded and symmetric, so this loses nothing.
- ``fifteen_b``: the two secret choices are two moves. The first seat spells its tile on
  ``(0,0)``/``(1,0)``, the other seat on ``(0,1)``/``(1,1)`` (``"F@0,1 M@1,1"``): each chooses
  its tile and which colour lies on top. The first choice stays hidden from the other seat
  (views show only that it was made) until the second is made; then both are revealed. If
  the square shows four different colours (W2.2) it is the start square; otherwise both tiles
  go back to their hands and both choose again, first seat first. Play then begins with the
  first seat; the opening is not part of the first round (W7.1).

Internally a cell is an ``int`` key ``(row + 512) * 1024 + (col + 512)`` (see :func:`cell_key`),
so neighbours are ``k +- 1`` (same row) and ``k +- 1024`` (same column). A placement is a
tuple ``(p, q, a, b, tile, score)``: upper/left cell key, lower/right cell key, their colours,
the tile name and the W5 score.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from gamut.core import (
    BadOptions,
    BadRecord,
    GameError,
    IllegalMove,
    Outcome,
    check_record_shape,
    refuse_unknown,
    rng,
    view_header,
)

COLOURS = "WFHME"
"""The five colours in spelling order: water, fire, wood (Holz), metal, earth."""

KINDS: tuple[str, ...] = tuple(f"{a}-{b}" for i, a in enumerate(COLOURS) for b in COLOURS[i:])
"""W1.1: the 15 kinds of tile (5 doubles, 10 mixed) in canonical order."""

ALL_TILES: tuple[str, ...] = tuple(k for k in KINDS for _ in range(2))
"""W1.1: the 30 tiles, every kind twice."""

TILE_INDEX: dict[str, int] = {k: i for i, k in enumerate(KINDS)}
"""Canonical order of the kinds (hands are kept sorted in it)."""

VARIANTS: tuple[str, ...] = ("standard", "fifteen_a", "fifteen_b")
"""W8.1: ``standard`` (W1/W2), ``fifteen_a`` / ``fifteen_b`` (2 players, 15 tiles each)."""

HAND_SIZE: dict[int, int] = {2: 14, 3: 9, 4: 7}
"""W1.2: tiles dealt per player in the standard game."""

PENALTY_DOUBLE = 5
"""W7.3: points lost per double left in hand."""

PENALTY_OTHER = 25
"""W7.3: points lost per other tile left in hand."""

STRIDE = 1024
"""Cell-key stride between rows."""

OFFSET = 512
"""Cell-key offset; coordinates must lie in ``-LIMIT..LIMIT``."""

LIMIT = 400
"""Largest absolute row or column accepted in a move (the board never gets near it)."""

_MOVE_RE = re.compile(r"^([WFHME])@(-?\d+),(-?\d+) ([WFHME])@(-?\d+),(-?\d+)$")


# ----------------------------------------------------------------------------- helpers


def cell_key(r: int, c: int) -> int:
    """The internal int key of cell ``(r, c)``."""
    return (r + OFFSET) * STRIDE + (c + OFFSET)


def cell_rc(k: int) -> tuple[int, int]:
    """``(row, col)`` of an internal cell key (inverse of :func:`cell_key`)."""
    r, c = divmod(k, STRIDE)
    return r - OFFSET, c - OFFSET


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


def spell(p: int, q: int, a: str, b: str) -> str:
    """The move spelling of colour ``a`` on cell ``p`` and ``b`` on ``q`` (``p`` upper/left)."""
    r1, c1 = cell_rc(p)
    r2, c2 = cell_rc(q)
    return f"{a}@{r1},{c1} {b}@{r2},{c2}"


def parse_move(move: Any) -> tuple[int, int, str, str]:
    """``"E@0,2 W@1,2"`` -> ``(p, q, "E", "W")`` with cell keys; the cells must be
    orthogonally adjacent, upper or left first, coordinates within :data:`LIMIT`, and the
    spelling canonical (no ``+``, no leading zeros). Raises :class:`IllegalMove` otherwise.
    """
    if not isinstance(move, str):
        raise IllegalMove(f"a move must be a string, not {type(move).__name__}")
    m = _MOVE_RE.match(move)
    if not m:
        raise IllegalMove(f"not a move: {move!r} (expected like 'E@0,2 W@1,2' or 'pass')")
    a, r1, c1, b, r2, c2 = m.groups()
    r1i, c1i, r2i, c2i = int(r1), int(c1), int(r2), int(c2)
    if max(abs(r1i), abs(c1i), abs(r2i), abs(c2i)) > LIMIT:
        raise IllegalMove(f"cell out of range in {move!r}")
    if not ((r2i == r1i and c2i == c1i + 1) or (c2i == c1i and r2i == r1i + 1)):
        raise IllegalMove(
            f"{move!r}: the two cells must be orthogonally adjacent, upper or left cell first"
        )
    p, q = cell_key(r1i, c1i), cell_key(r2i, c2i)
    if spell(p, q, a, b) != move:
        raise IllegalMove(f"{move!r} is not in canonical spelling ({spell(p, q, a, b)!r})")
    return p, q, a, b


# ------------------------------------------------------------------------- lines (W3)


def line_period(line: str) -> int | None:
    """W3.2: the smallest distance between two equal colours in ``line``, or ``None``."""
    last: dict[str, int] = {}
    best: int | None = None
    for i, ch in enumerate(line):
        j = last.get(ch)
        if j is not None and (best is None or i - j < best):
            best = i - j
        last[ch] = i
    return best


def line_valid(line: str) -> bool:
    """W3.2: is ``line`` (a string of colours) a stretch of one repeated cycle of distinct colours?

    With p the smallest distance between two equal colours, valid iff ``line[i] ==
    line[i + p]`` for every i; a line without a repeated colour is valid. W3.3 examples:
    ``ABCABC`` valid, ``ABCB`` invalid, ``AAB`` invalid, ``ABCDAB`` valid.
    """
    p = line_period(line)
    return p is None or line[p:] == line[:-p]


def line_pattern(line: str) -> str | None:
    """The cycle a line has locked (seed: a colour seen twice, or all five colours), read from
    the line's first cell: ``"WFEWF" -> "WFE"``, ``"WFHME" -> "WFHME"``; ``None`` while open.
    Only meaningful for valid lines.
    """
    p = line_period(line)
    if p is not None:
        return line[:p]
    if len(line) >= len(COLOURS):
        return line[: len(COLOURS)]
    return None


_VALID: dict[str, bool] = {}


def _valid(line: str) -> bool:
    """Memoised :func:`line_valid` (the memo is bounded)."""
    v = _VALID.get(line)
    if v is None:
        if len(_VALID) > 200_000:
            _VALID.clear()
        v = _VALID[line] = line_valid(line)
    return v


_ALLOWED: dict[str, str] = {}


def _allowed(before: str, after: str) -> str:
    """The colours ``c`` for which ``before + c + after`` is a valid line (memoised)."""
    if len(_ALLOWED) > 200_000:
        _ALLOWED.clear()
    res = "".join(c for c in COLOURS if _valid(before + c + after))
    _ALLOWED[before + "|" + after] = res
    return res


# --------------------------------------------------------------- placements (W4, W5)


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
    vg = _VALID.get

    allowed_get = _ALLOWED.get

    def allowed(before: str, after: str) -> str:
        if not before and not after:
            return COLOURS
        key = before + "|" + after
        res = allowed_get(key)
        if res is None:
            res = _allowed(before, after)
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
                        v = _valid(line)
                    if not v:
                        continue
                out.append((p, q, a, b, tile, mult * 2 if dbl else mult))
    return out


def _line_cells(board: dict[int, str], k: int, step: int) -> list[int]:
    """The maximal run of occupied cells through ``k`` along ``step`` (1: row, STRIDE: column)."""
    j = k
    while j - step in board:
        j -= step
    cells = []
    while j in board:
        cells.append(j)
        j += step
    return cells


# ------------------------------------------------------------------------------- state


class State:
    """A game of Wu Hsing: the deal, the moves so far and the position they lead to.

    Never changed after construction by the public functions (:func:`play` returns a new
    one). Attributes: ``n`` players, ``variant``, ``open_hands``, ``first`` (seat that begins
    every round, W2.3/W7.1), ``deal`` (record form, ``None`` for states built by
    :func:`from_view`), ``board`` (cell key -> colour), ``vt``/``ht`` (upper cells of vertical
    tiles / left cells of horizontal tiles), ``tiles`` (placed tiles in order: ``(tile, p, q,
    seat or None)``), ``hands`` (sorted tuples per seat), ``box`` (unseen tiles, W1.2),
    ``scores`` (running totals), ``to_move``, ``over``, ``ending`` (someone has placed their
    last tile, W7.1), ``log`` (``(seat, move, score)`` per move), ``passed`` (seats that have
    passed since the last placement, W6.2), ``known`` (per seat: the hand as publicly known
    after a W6.2 reveal, else ``None``), ``opening`` (W8.1 opening still running),
    ``pending`` (W8.1b: the first secret choice ``(seat, p, q, a, b, tile)``).
    """

    __slots__ = (
        "n", "variant", "open_hands", "first", "deal", "board", "vt", "ht", "tiles",
        "hands", "box", "scores", "to_move", "over", "ending", "log", "passed", "known",
        "opening", "pending", "last_kind", "_legal",
    )  # fmt: skip

    def copy(self) -> State:
        """A shallow copy; callers replace (never mutate) the containers they change."""
        s = State.__new__(State)
        for name in State.__slots__:
            setattr(s, name, getattr(self, name))
        s._legal = None
        return s

    def placements_for(self, seat: int) -> list[tuple[int, int, str, str, str, int]]:
        """Legal placements of ``seat``'s hand on this board (W4); ``[]`` on an empty board."""
        if seat == self.to_move and self._legal is not None:
            return self._legal
        if not self.board:
            res: list[tuple[int, int, str, str, str, int]] = []
        else:
            res = placements(self.board, self.vt, self.ht, orientations(self.hands[seat]))
        if seat == self.to_move:
            self._legal = res
        return res


def _opening_cells(state: State) -> tuple[int, int]:
    """W8.1 opening cells of the seat to move: column 0, or column 1 for the second chooser."""
    col = 1 if state.pending is not None else 0
    return cell_key(0, col), cell_key(1, col)


def _opening_choices(state: State, seat: int) -> list[tuple[int, int, str, str, str, int]]:
    p, q = _opening_cells(state)
    return [(p, q, a, b, t, 0) for a, b, t, _ in orientations(state.hands[seat])]


# ----------------------------------------------------------------------- options, deal


def check_options(options: Any) -> dict:
    """Validate settings; return ``{"players", "first", "variant", "open_hands"}``.

    ``players`` 2-4 (default 2; W8.1 variants need 2), ``first`` a seat or ``None`` (by lot,
    W2.3), ``variant`` one of :data:`VARIANTS` (default ``standard``), ``open_hands`` bool
    (default False, W1.3/W8.2). Unknown keys are refused. Raises :class:`BadOptions`.
    """
    if not isinstance(options, dict):
        raise BadOptions("options must be an object")
    refuse_unknown(options, ("players", "first", "variant", "open_hands"), "Wu Hsing option",
                   BadOptions)  # fmt: skip
    variant = options.get("variant", "standard")
    if variant not in VARIANTS:
        raise BadOptions(f"variant must be one of {', '.join(VARIANTS)}, not {variant!r}")
    players = options.get("players", 2)
    if isinstance(players, bool) or players not in (2, 3, 4):
        raise BadOptions(f"players must be 2, 3 or 4, not {players!r}")
    if variant != "standard" and players != 2:
        raise BadOptions(f"variant {variant} is for 2 players (W8.1), not {players}")
    first = options.get("first")
    if first is not None and (
        isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players
    ):
        raise BadOptions(f"first must be a seat from 0 to {players - 1} or null, not {first!r}")
    open_hands = options.get("open_hands", False)
    if not isinstance(open_hands, bool):
        raise BadOptions(f"open_hands must be true or false, not {open_hands!r}")
    return {"players": players, "first": first, "variant": variant, "open_hands": open_hands}


def _start_ok(cols: str) -> bool:
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
        if _start_ok(cols[0][0] + cols[0][1] + cols[1][0] + cols[1][1]):
            break
    (a, b), (c, d) = cols
    deal: dict[str, Any] = {"hands": hands, "start": f"{a}@0,0 {b}@1,0 {c}@0,1 {d}@1,1"}
    if box:
        deal["box"] = box
    return deal


def _parse_start(text: Any) -> list[tuple[int, int, str, str]]:
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
    if not _start_ok(cols):
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
    start = _parse_start(deal.get("start"))
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


# ----------------------------------------------------------------------------- new game


def new_game(options: dict, seed: int | None = None, deal: dict | None = None) -> State:
    """Start a game. ``options``: see :func:`check_options`.

    ``seed`` decides the first seat by lot when ``options["first"]`` is ``None`` (W2.3) and
    the shuffle (W1, W2.2 redeal); ``None`` seeds from the OS. ``deal``: an explicit deal in
    record form instead (see :func:`check_deal`). Raises :class:`BadOptions` for bad
    settings, :class:`BadRecord` for a bad deal.
    """
    opts = check_options(options)
    n, variant = opts["players"], opts["variant"]
    r = rng(seed)
    first = opts["first"]
    if first is None:
        first = r.randrange(n)
    if deal is None:
        deal = make_deal(n, variant, r.random())
    else:
        deal = check_deal(deal, n, variant)
    s = State.__new__(State)
    s.n = n
    s.variant = variant
    s.open_hands = opts["open_hands"]
    s.first = first
    s.deal = deal
    s.board = {}
    s.vt = frozenset()
    s.ht = frozenset()
    s.tiles = ()
    s.hands = tuple(sort_tiles(h) for h in deal["hands"])
    s.box = tuple(deal.get("box", ()))
    s.scores = (0,) * n
    s.to_move = first
    s.over = False
    s.ending = False
    s.log = ()
    s.passed = ()
    s.known = (None,) * n
    s.opening = variant != "standard"
    s.pending = None
    s.last_kind = None
    s._legal = None
    if variant == "standard":
        board: dict[int, str] = {}
        vt: set[int] = set()
        ht: set[int] = set()
        tiles = []
        for p, q, a, b in _parse_start(deal["start"]):
            board[p] = a
            board[q] = b
            (vt if q - p == STRIDE else ht).add(p)
            tiles.append((tile_name(a, b), p, q, None))
        s.board, s.vt, s.ht, s.tiles = board, frozenset(vt), frozenset(ht), tuple(tiles)
        _check_blocked(s)
    return s


# ------------------------------------------------------------------------------- moves


def to_move(state: State) -> int | None:
    """The seat to move, ``None`` when the game is over (W7)."""
    return None if state.over else state.to_move


def _current_choices(state: State) -> list[tuple[int, int, str, str, str, int]]:
    seat = state.to_move
    if state.over or seat is None:
        return []
    if state.opening:
        return _opening_choices(state, seat)
    return state.placements_for(seat)


def legal_moves(state: State) -> list[str]:
    """Move spellings for the seat to move (W4, W6); ``["pass"]`` only when it has no
    placement (W6.2); ``[]`` when the game is over. Sorted (the order carries no meaning)."""
    if state.over:
        return []
    pl = _current_choices(state)
    if not pl:
        return ["pass"]
    return sorted(spell(p, q, a, b) for p, q, a, b, _, _ in pl)


def _why_illegal(state: State, move: str) -> str:
    """A human-readable reason a well-formed placement is not legal (for IllegalMove)."""
    p, q, a, b = parse_move(move)
    seat = state.to_move
    assert seat is not None
    tile = tile_name(a, b)
    if p in state.board or q in state.board:
        return f"{move}: the cells must be empty (W4.1)"
    if tile not in state.hands[seat]:
        return f"{move}: seat {seat} has no {tile} tile"
    if state.opening:
        cp, cq = _opening_cells(state)
        (r1, c1), (r2, c2) = cell_rc(cp), cell_rc(cq)
        return f"{move}: the opening tile goes on cells {r1},{c1} and {r2},{c2} (W8.1)"
    board = dict(state.board)
    board[p] = a
    board[q] = b
    step = q - p
    cross = 1 if step == STRIDE else STRIDE
    lines = [
        _line_cells(board, p, step),
        _line_cells(board, p, cross),
        _line_cells(board, q, cross),
    ]
    for cells in lines:
        text = "".join(board[k] for k in cells)
        if not line_valid(text):
            return f"{move}: the line {text} breaks its colour pattern (W3.2, W4.1)"
    if sum(any(k not in (p, q) for k in cells) for cells in lines) < 2:
        return f"{move}: at least two lines must be extended (W4.2)"
    return f"{move}: more than three tiles side by side (W4.4)"


def play(state: State, move: str) -> State:
    """The state after ``move`` (a spelling from :func:`legal_moves`); ``state`` is unchanged.

    Raises :class:`IllegalMove` (with the reason) when the game is over or the move is not
    legal for the seat to move.
    """
    if state.over:
        raise IllegalMove("the game is over")
    choices = _current_choices(state)
    if move == "pass":
        if choices:
            raise IllegalMove("pass is only allowed when no tile can be placed (W6.1)")
        return _pass(state)
    p, q, a, b = parse_move(move)
    for pl in choices:
        if pl[0] == p and pl[1] == q and pl[2] == a and pl[3] == b:
            return apply_placement(state, pl)
    raise IllegalMove(_why_illegal(state, move))


def _pass(state: State) -> State:
    """W6.2: the seat to move passes; its hand is shown (and known from now on)."""
    s = state.copy()
    seat = state.to_move
    assert seat is not None
    s.log = state.log + ((seat, "pass", 0),)
    s.last_kind = "pass"
    s.passed = state.passed + (seat,)
    known = list(state.known)
    known[seat] = state.hands[seat]
    s.known = tuple(known)
    _advance(s, seat)
    return s


def apply_placement(state: State, pl: tuple[int, int, str, str, str, int]) -> State:
    """The state after placement ``pl`` (from :meth:`State.placements_for` of the seat to
    move, or a W8.1 opening choice); no legality check. Used by :func:`play` and by search."""
    seat = state.to_move
    assert seat is not None
    p, q, a, b, tile, score = pl
    s = state.copy()
    move = spell(p, q, a, b)
    if state.opening:
        return _opening_step(state, s, seat, pl, move)
    board = dict(state.board)
    board[p] = a
    board[q] = b
    s.board = board
    if q - p == STRIDE:
        s.vt = state.vt | {p}
    else:
        s.ht = state.ht | {p}
    s.tiles = state.tiles + ((tile, p, q, seat),)
    hands = list(state.hands)
    hand = list(state.hands[seat])
    hand.remove(tile)
    hands[seat] = tuple(hand)
    s.hands = tuple(hands)
    if state.known[seat] is not None:
        known = list(state.known)
        k = list(known[seat])  # type: ignore[arg-type]
        k.remove(tile)
        known[seat] = tuple(k)
        s.known = tuple(known)
    scores = list(state.scores)
    scores[seat] += score
    s.scores = tuple(scores)
    s.log = state.log + ((seat, move, score),)
    s.last_kind = "place"
    s.passed = ()
    if not hand:
        s.ending = True  # W7.1
    _advance(s, seat)
    return s


def _opening_step(
    state: State, s: State, seat: int, pl: tuple[int, int, str, str, str, int], move: str
) -> State:
    """W8.1 openings: (a) the first tile, scoring nothing; (b) one secret choice."""
    p, q, a, b, tile, _ = pl
    if state.variant == "fifteen_a":
        s.board = {p: a, q: b}
        s.vt = frozenset({p})
        s.tiles = ((tile, p, q, seat),)
        hands = list(state.hands)
        hand = list(hands[seat])
        hand.remove(tile)
        hands[seat] = tuple(hand)
        s.hands = tuple(hands)
        s.log = state.log + ((seat, move, 0),)
        s.last_kind = "opening"
        s.opening = False
        _advance(s, seat)
        return s
    s.log = state.log + ((seat, move, 0),)
    if state.pending is None:
        s.last_kind = "choose"
        s.pending = (seat, p, q, a, b, tile)
        s.to_move = 1 - seat
        return s
    fseat, fp, fq, fa, fb, ftile = state.pending
    s.pending = None
    s.to_move = state.first
    if not _start_ok(fa + fb + a + b):
        s.last_kind = "failed"
        return s  # W2.2 fails: both tiles stay in hand, both choose again
    s.board = {fp: fa, fq: fb, p: a, q: b}
    s.vt = frozenset({fp, p})
    s.tiles = ((ftile, fp, fq, fseat), (tile, p, q, seat))
    hands = list(state.hands)
    for st, t in ((fseat, ftile), (seat, tile)):
        hand = list(hands[st])
        hand.remove(t)
        hands[st] = tuple(hand)
    s.hands = tuple(hands)
    s.last_kind = "reveal"
    s.opening = False
    _check_blocked(s)
    return s


def _advance(s: State, seat: int) -> None:
    """Pass the turn on from ``seat``: skip seats without tiles, end after the round's last
    seat once someone has gone out (W7.1), end when nobody can place (W7.2)."""
    n = s.n
    t = seat
    while True:
        t = (t + 1) % n
        if s.ending and t == s.first:
            s.over = True
            s.to_move = None
            return
        if s.hands[t]:
            break
    s.to_move = t
    _check_blocked(s)


def _check_blocked(s: State) -> None:
    """W7.2: the game ends when no player can place."""
    t = s.to_move
    if t is None or s.opening or s.placements_for(t):
        return
    for u in range(s.n):
        if u != t and s.hands[u] and s.placements_for(u):
            return
    s.over = True
    s.to_move = None


# ------------------------------------------------------------------------------ results


def final_scores(state: State) -> tuple[int, ...]:
    """Running totals minus W7.3 penalties for the tiles left in each hand."""
    return tuple(sc - penalty(h) for sc, h in zip(state.scores, state.hands, strict=True))


def outcome(state: State) -> Outcome:
    """W7: while playing, ``scores`` are the running totals and ``winners`` empty; once over,
    ``scores`` include the W7.3 penalties and ``winners`` are all seats with the highest
    total (W7.4: equal totals share the win)."""
    if not state.over:
        return Outcome(over=False, winners=(), scores=tuple(state.scores))
    final = final_scores(state)
    best = max(final)
    return Outcome(
        over=True, winners=tuple(i for i, v in enumerate(final) if v == best), scores=final
    )


def summary(state: State) -> dict:
    """``{"last_score": int, "hand_sizes": [int per seat]}`` (for ``python -m gamut replay``);
    ``last_score`` is the score of the last move (0 for a pass, an opening or no move)."""
    return {
        "last_score": state.log[-1][2] if state.log else 0,
        "hand_sizes": [len(h) for h in state.hands],
    }


# --------------------------------------------------------------------------------- view


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
        _line_info(board, _line_cells(board, p, step), name[step], new),
        _line_info(board, _line_cells(board, p, cross), name[cross], new),
        _line_info(board, _line_cells(board, q, cross), name[cross], new),
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


def _board_lines(board: dict[int, str]) -> list[dict]:
    """Every line of two or more cells with its locked pattern (W3)."""
    out = []
    for step, axis in ((1, "row"), (STRIDE, "column")):
        for k in sorted(board):
            if k - step in board or k + step not in board:
                continue
            cells = _line_cells(board, k, step)
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


def _check_seat(state: State, seat: Any) -> int | None:
    if seat is None:
        return None
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.n:
        raise GameError(f"bad seat {seat!r} for {state.n} players")
    return seat


def _public_known(state: State) -> list[list[str] | None]:
    """Per seat, the tiles everyone knows are in that hand: the hand shown at a W6.2 pass
    (minus tiles played since), or in the W8.1 variants the whole hand (one of every kind,
    minus the tiles that seat has laid)."""
    if state.variant != "standard":
        return [list(h) for h in state.hands]
    return [None if k is None else list(k) for k in state.known]


def _history(state: State) -> list[dict]:
    """The log as view entries ``{"seat", "move", "score", "kind"}``; kind ``place``,
    ``pass`` (plus ``"hand"``: the tiles the passer showed then, W6.2), ``opening`` (W8.1a),
    ``choose`` or ``reveal`` (W8.1b, the reveal plus ``"square_ok"``: False when the square
    failed W2.2 and both choose again)."""
    out: list[dict] = []
    opening = state.variant != "standard"
    chosen: str | None = None  # W8.1b: the colours of the first secret choice
    for who, mv, sc in state.log:
        e: dict[str, Any] = {"seat": who, "move": mv, "score": sc}
        if mv == "pass":
            e["kind"] = "pass"
        elif not opening:
            e["kind"] = "place"
        elif state.variant == "fifteen_a":
            e["kind"] = "opening"
            opening = False
        else:
            _, _, a, b = parse_move(mv)
            if chosen is None:
                e["kind"] = "choose"
                chosen = a + b
            else:
                e["kind"] = "reveal"
                e["square_ok"] = _start_ok(chosen + a + b)
                opening = not e["square_ok"]
                chosen = None
        out.append(e)
    # W6.2: the hand each passer showed, rebuilt backwards from the hands now (tiles only
    # leave a hand: by a placement, an opening tile or a start square that held)
    hands = [list(h) for h in state.hands]
    for i in range(len(out) - 1, -1, -1):
        e = out[i]
        kind = e["kind"]
        if kind == "pass":
            e["hand"] = list(sort_tiles(hands[e["seat"]]))
        elif kind in ("place", "opening") or (kind == "reveal" and e["square_ok"]):
            takers = [e] if kind != "reveal" else [out[i - 1], e]
            for t in takers:
                _, _, a, b = parse_move(t["move"])
                hands[t["seat"]].append(tile_name(a, b))
    return out


def view(state: State, seat: int | None) -> dict:
    """What ``seat`` may see (``None``: a spectator; everything once the game is over).

    JSON-ready dict that starts with the header of :func:`gamut.core.view_header`
    (``scores`` as :func:`outcome`: running totals while playing, W7.3 penalties applied once
    over; ``last`` as described below, its ``move`` null while a W8.1b choice is hidden
    from the viewer), then:

    - ``variant``, ``open_hands``, ``first``;
    - ``phase``: ``"opening"`` (W8.1), ``"play"`` or ``"over"``;
    - ``board``: ``[{"r", "c", "colour", "tile"}]`` (``tile`` = index into ``tiles``);
    - ``tiles``: ``[{"id", "tile", "cells": [[r, c], [r, c]], "colours": [a, b], "seat"}]``
      in the order laid (start square tiles first, their ``seat`` null in the standard game);
    - ``bounds``: ``{"top", "left", "bottom", "right"}`` of the occupied cells, or null;
    - ``hand``: the viewer's own tiles (null for a spectator);
    - ``hands``: per seat the tiles if the viewer may see them (own hand, open hands W8.2,
      a passer's hand for that turn W6.2, game over), else null; ``hand_sizes``: counts;
    - ``passed``: seats that passed since the last placement (their hands are shown, W6.2);
    - ``known``: per seat the tiles publicly known to be in that hand (see
      :func:`_public_known`), else null;
    - ``box``: number of unseen tiles in the box (W1.2); ``box_tiles`` once over;
    - ``running_scores``: the running totals (W5, no penalties); ``legal_scores``: move
      spelling -> the score it would make (W5.1), for the moves in ``legal``; ``ending``:
      someone has gone out and the round is finishing (W7.1);
    - ``last`` (in the header): null or ``{"seat", "move", "score", "kind"}`` with kind ``place``
      (plus :func:`explain_placement` fields), ``pass``, ``opening``, ``choose`` (W8.1b; the
      ``move`` is null for other viewers while hidden) or ``reveal`` (W8.1b, plus
      ``"square_ok"``);
    - ``history``: ``[{"seat", "move", "score", "kind"}]`` for every move (hidden choices
      null; kinds as in ``last``, a failed W8.1b square is a ``reveal`` with
      ``"square_ok": false``; a pass carries ``"hand"``, the tiles shown then, W6.2), see
      :func:`_history`;
    - ``lines``: every line of 2+ cells ``{"axis", "start", "colours", "length", "pattern"}``;
    - ``opening``: W8.1b ``{"chosen": [bool, bool]}``, W8.1a ``{}``, otherwise null;
    - ``final_scores`` (W7.3 applied, null while playing),
      ``penalties`` (per seat, null while playing).

    Raises :class:`GameError` for a seat outside ``0..players-1``.
    """
    seat = _check_seat(state, seat)
    n = state.n
    over = state.over
    owner: dict[int, int] = {}
    tiles = []
    for i, (t, p, q, who) in enumerate(state.tiles):
        owner[p] = owner[q] = i
        tiles.append(
            {
                "id": i,
                "tile": t,
                "cells": [list(cell_rc(p)), list(cell_rc(q))],
                "colours": [state.board[p], state.board[q]],
                "seat": who,
            }
        )
    board = []
    for k in sorted(state.board):
        r, c = cell_rc(k)
        board.append({"r": r, "c": c, "colour": state.board[k], "tile": owner[k]})
    bounds = None
    if board:
        bounds = {
            "top": min(x["r"] for x in board),
            "left": min(x["c"] for x in board),
            "bottom": max(x["r"] for x in board),
            "right": max(x["c"] for x in board),
        }
    visible = [over or state.open_hands or s == seat or s in state.passed for s in range(n)]
    hidden_pending = state.pending is not None and state.pending[0] != seat and not over
    history = _history(state)
    if hidden_pending:
        history[-1]["move"] = None
    last = None
    if state.log:
        who, mv, sc = state.log[-1]
        kind = state.last_kind
        last = {"seat": who, "move": mv, "score": sc, "kind": kind}
        if kind == "choose" and hidden_pending:
            last["move"] = None
        elif kind in ("reveal", "failed"):
            last["kind"] = "reveal"
            last["square_ok"] = kind == "reveal"
        elif kind == "place":
            t, p, q, _ = state.tiles[-1]
            last.update(explain_placement(state.board, p, q, t))
    opening = None
    if state.opening:
        if state.variant == "fifteen_b":
            chosen = [False, False]
            if state.pending is not None:
                chosen[state.pending[0]] = True
            opening = {"chosen": chosen}
        else:
            opening = {}
    out_final = final_scores(state) if over else None
    mine = seat is not None and to_move(state) == seat
    res: dict[str, Any] = view_header(
        "wuhsing",
        seat,
        n,
        to_move(state),
        legal_moves(state) if mine else [],
        outcome(state),
        None if last is None else dict(last),
    )
    res |= {
        "variant": state.variant,
        "open_hands": state.open_hands,
        "first": state.first,
        "phase": "over" if over else ("opening" if state.opening else "play"),
        "board": board,
        "tiles": tiles,
        "bounds": bounds,
        "hand": list(state.hands[seat]) if seat is not None else None,
        "hands": [list(state.hands[s]) if visible[s] else None for s in range(n)],
        "hand_sizes": [len(h) for h in state.hands],
        "passed": list(state.passed),
        "known": _public_known(state),
        "box": len(state.box),
        "running_scores": list(state.scores),
        "legal_scores": (
            {spell(p, q, a, b): sc for p, q, a, b, _, sc in _current_choices(state)}
            if mine and not state.over
            else {}
        ),
        "ending": state.ending,
        "history": history,
        "lines": _board_lines(state.board),
        "opening": opening,
        "final_scores": list(out_final) if out_final is not None else None,
        "penalties": [penalty(h) for h in state.hands] if over else None,
    }
    if over:
        res["box_tiles"] = list(state.box)
    return res


def from_view(view: dict, hands: list[list[str]] | list[tuple[str, ...]], box: Any = ()) -> State:
    """A playable state matching a view's public position with the given hands.

    For computer players' look-ahead: ``hands`` gives every seat's hand (the viewer's own
    from the view, the others sampled), ``box`` the unseen tiles. The result has no record
    (``deal`` None, empty ``log``), so :func:`to_record` does not apply. Works in the play
    phase only (raises :class:`GameError` during a W8.1 opening).
    """
    if view.get("phase") == "opening":
        raise GameError("from_view works after the opening")
    s = State.__new__(State)
    s.n = view["seats"]
    s.variant = view["variant"]
    s.open_hands = view["open_hands"]
    s.first = view["first"]
    s.deal = None
    board: dict[int, str] = {}
    vt: set[int] = set()
    ht: set[int] = set()
    tiles = []
    for t in view["tiles"]:
        (r1, c1), (r2, c2) = t["cells"]
        p, q = cell_key(r1, c1), cell_key(r2, c2)
        a, b = t["colours"]
        board[p] = a
        board[q] = b
        (vt if q - p == STRIDE else ht).add(p)
        tiles.append((t["tile"], p, q, t["seat"]))
    s.board = board
    s.vt = frozenset(vt)
    s.ht = frozenset(ht)
    s.tiles = tuple(tiles)
    s.hands = tuple(sort_tiles(h) for h in hands)
    s.box = tuple(box)
    s.scores = tuple(view["running_scores"])
    s.to_move = view["to_move"]
    s.over = bool(view["over"])
    s.ending = bool(view["ending"])
    s.log = ()
    s.passed = tuple(view["passed"])
    s.known = tuple(None if k is None else tuple(k) for k in view["known"])
    s.opening = False
    s.pending = None
    s.last_kind = None
    s._legal = None
    return s


# ------------------------------------------------------------------------------ records


def to_record(state: State) -> dict:
    """The game record: ``{"game": "wuhsing", "options": {"players", "first", "variant",
    "open_hands"}, "deals": [deal], "moves": [...]}`` (``shared/design.md``). Raises
    :class:`GameError` for a state made by :func:`from_view` (it has no deal)."""
    if state.deal is None:
        raise GameError("this state was built from a view and has no record")
    return {
        "game": "wuhsing",
        "options": {
            "players": state.n,
            "first": state.first,
            "variant": state.variant,
            "open_hands": state.open_hands,
        },
        "deals": [state.deal],
        "moves": [mv for _, mv, _ in state.log],
    }


RECORD_KEYS = ("deals",)
"""Wu Hsing record keys besides :data:`gamut.core.RECORD_KEYS`."""


def from_record(record: dict) -> State:
    """Replay a record (see :func:`to_record`); ``options.first`` must name a seat.

    Raises :class:`BadRecord` for anything inconsistent: bad envelope, an unknown key (named
    in the message), options or deal (``at`` None), or a move that is not legal where it
    stands (``at`` = its index).
    """
    check_record_shape(record, "wuhsing", RECORD_KEYS)
    options = record.get("options", {})
    try:
        opts = check_options(options)
    except BadOptions as exc:
        raise BadRecord(f"bad options: {exc}") from None
    if opts["first"] is None:
        raise BadRecord("a record's options must name the first seat (first)")
    deals = record.get("deals")
    if not isinstance(deals, list) or len(deals) != 1:
        raise BadRecord("a Wu Hsing record holds exactly one deal")
    moves = record.get("moves", [])
    if not isinstance(moves, list):
        raise BadRecord("moves must be a list of strings")
    state = new_game(opts, deal=deals[0])
    for i, mv in enumerate(moves):
        if not isinstance(mv, str):
            raise BadRecord(f"move {i} is not a string", at=i)
        try:
            state = play(state, mv)
        except IllegalMove as exc:
            raise BadRecord(f"move {i} ({mv!r}): {exc}", at=i) from None
    return state
