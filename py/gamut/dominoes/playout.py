"""Fast playouts of one Dominoes round: the round as small ints, for the computer players.

The same rules as :mod:`gamut.dominoes.rules` (``shared/rules/dominoes.md`` D3-D8), played to
the end of the round with no strings, no log and no copies of a state: a tile is its index in
:data:`rules.ALL_TILES` (0-27), a hand a 28-bit mask (random play) or a list of tile indices
in hand order besides (greedy play, whose ties go by hand order), an open end a pip (-1 while
closed), and the tiles that fit an end come from per-pip tables.
``tests/test_dominoes_playout.py`` replays every move of thousands of these rounds through
:func:`rules.play` and checks that both end the round alike.

Entry points: :func:`deal` (round 1 of a seeded match, the shuffle :func:`rules.new_game`
makes) or :func:`from_state` (any position with a round in progress) give a :class:`Table`;
:func:`random_round` plays it out with a uniformly random legal move each turn,
:func:`greedy_round` with the hard player's playout policy. Neither changes the round on the
table (``greedy_round`` keeps the hands' masks there once it has made them).

Moves are small ints (:func:`spell` gives the record spelling): ``tile * 4 + end`` for a tile
laid on an open end (``end``: 0-3 for W, E, N, S), ``OPENING + tile`` for a round's first tile,
:data:`DRAW` and :data:`PASS`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gamut.core import rng
from gamut.dominoes.rules import _OPENING_ORDER, ALL_TILES, State

W, E, N, S = 0, 1, 2, 3
"""Open ends by index (design.md's names W E N S)."""
END_NAMES = "WENS"

OPENING = 112
"""Move code of a round's first tile: ``OPENING + tile``."""
DRAW = 140
PASS = 141

TILE_OF: dict[tuple[int, int], int] = {t: i for i, t in enumerate(ALL_TILES)}
"""(a, b) -> tile index."""
LOW = tuple(a for a, _ in ALL_TILES)
HIGH = tuple(b for _, b in ALL_TILES)
PIPS = tuple(a + b for a, b in ALL_TILES)
"""Tile index -> its pips (D1.1: weight). ``PIPS[t] - p`` is the far half of a tile with ``p``."""
DOUBLE = tuple(a == b for a, b in ALL_TILES)
BIT = tuple(1 << t for t in range(28))
PIP_MASK = (
    *(sum(1 << t for t, (a, b) in enumerate(ALL_TILES) if p in (a, b)) for p in range(7)),
    0,
)
"""Pip -> the mask of the 7 tiles showing it; index -1 (a closed end) -> 0."""
GREEDY_KEY = tuple(a + b + (8 if a == b else 0) for a, b in ALL_TILES)
"""The greedy policy's weight of a tile: its pips, +8 for a double."""

_OPEN_BITS = tuple((TILE_OF[t], 1 << TILE_OF[t]) for t in _OPENING_ORDER)
"""D3.1: (tile, its bit) in the order the tiles open the first round."""


def _subsets(mask: int) -> list[int]:
    out = [0]
    for t in range(28):
        if mask >> t & 1:
            out += [m | 1 << t for m in out]
    return out


def _cands(end: int) -> dict[int, tuple[int, ...]]:
    table: dict[int, tuple[int, ...]] = {}
    for p in range(7):
        for m in _subsets(PIP_MASK[p]):
            table[m] = tuple(t * 4 + end for t in range(28) if m >> t & 1)
    return table


CANDS = tuple(_cands(end) for end in range(4))
"""End -> {mask of tiles that fit it (a subset of one pip's tiles): their move codes there}."""
CODE_BIT = tuple(BIT[c >> 2] for c in range(112))
CODE_PIPS = tuple(PIPS[c >> 2] for c in range(112))
CODE_EAST = tuple(c & 3 == E for c in range(112))
_PIPS7 = tuple(
    tuple(sum(PIPS[k + i] for i in range(7) if m >> i & 1) for m in range(128))
    for k in (0, 7, 14, 21)
)  # fmt: skip
"""Pip sums of 7-tile slices of a hand mask (tiles 0-6, 7-13, 14-20, 21-27)."""
_HANDS = {(k, n): tuple(slice(i * n, i * n + n) for i in range(k)) for k in (2, 3, 4)
          for n in (5, 7)}  # fmt: skip
"""(seats, hand size) -> the slices of the shuffled tiles that are the hands (D2)."""
_NEXT = {n: tuple((i + 1) % n for i in range(n)) for n in (2, 3, 4)}

Result = tuple[str, int | None, list[int]]
"""How a round ended: (``"domino"``, ``"blocked"`` or ``"target"`` as in
``rules.State.round_result["kind"]``, the round's winner or None for a tied block, the match
scores after the round, index = seat)."""


def spell(code: int) -> str:
    """A move code -> its record spelling (``"3-5 W"``, ``"6-6"``, ``"draw"``, ``"pass"``)."""
    if code == DRAW:
        return "draw"
    if code == PASS:
        return "pass"
    if code >= OPENING:
        a, b = ALL_TILES[code - OPENING]
        return f"{a}-{b}"
    a, b = ALL_TILES[code >> 2]
    return f"{a}-{b} {END_NAMES[code & 3]}"


def code_of(move: str) -> int:
    """A record spelling of a play, draw or pass -> its move code; ``ValueError`` otherwise."""
    if move == "draw":
        return DRAW
    if move == "pass":
        return PASS
    tile, _, end = move.partition(" ")
    a, sep, b = tile.partition("-")
    t = TILE_OF.get((int(a), int(b))) if sep and a.isdigit() and b.isdigit() else None
    if t is None or (end and end not in END_NAMES) or len(end) > 1:
        raise ValueError(f"not a play, draw or pass: {move!r}")
    return OPENING + t if not end else t * 4 + END_NAMES.index(end)


def hand_pips(mask: int) -> int:
    """The pips of the tiles in a hand mask (D7.2, D7.3)."""
    p = _PIPS7
    return p[0][mask & 127] + p[1][mask >> 7 & 127] + p[2][mask >> 14 & 127] + p[3][mask >> 21]


class Table:
    """A round in progress, as small ints (read-only for the playouts, which copy what they
    change).

    ``fives``: the mode is Fives (D1.3; Draw and Block differ only in their boneyard);
    ``seats``; ``target`` (D8.1); ``hands``: tile indices per seat in hand order;
    ``boneyard``: tile indices, the next draw first; ``masks`` and ``boneyard_bits``: the same
    as bits (``1 << tile``), filled when first needed; ``ends``: pip per open end W, E, N, S
    (-1: closed or the line still empty); ``counts``: what each end adds to the Fives count
    (D6.1: a double there twice, an empty N/S arm 0); ``spin``: -1 before the spinner (and
    outside Fives), else bit 1 set while its W long side is empty and bit 2 while its E side
    is (D5.2: 0 means N and S are open); ``spinner``: its pip (-1 before it); ``to_move``;
    ``forced``: the tile the round must open with (D3.1) or -1; ``scores`` per seat.
    """

    ends: tuple[int, ...] | list[int] = (-1, -1, -1, -1)
    counts: tuple[int, ...] | list[int] = (0, 0, 0, 0)
    spin = -1
    spinner = -1
    forced = -1
    masks: list[int] | None = None
    boneyard_bits: list[int] | None = None
    _dealt: tuple[list[int], tuple[slice, ...], int] | None = None
    """:func:`deal`'s shuffled bits, the hands' slices of them and where the boneyard starts
    (-1 in Block), from which ``hands`` and ``boneyard`` are read when first asked for."""

    def __init__(self, mode: str, seats: int, target: int, hands: list[list[int]],
                 boneyard: list[int], to_move: int, scores: list[int]) -> None:  # fmt: skip
        self.fives = mode == "fives"
        self.seats = seats
        self.target = target
        self._hands = hands
        self._boneyard = boneyard
        self.to_move = to_move
        self.scores = scores

    @property
    def hands(self) -> list[list[int]]:
        """Tile indices per seat, in hand order."""
        if self._hands is None:
            bits, slices, _ = self._dealt  # type: ignore[misc]
            self._hands = [[b.bit_length() - 1 for b in bits[s]] for s in slices]
        return self._hands

    @property
    def boneyard(self) -> list[int]:
        """Tile indices, the next draw first."""
        if self._boneyard is None:
            bits, _, start = self._dealt  # type: ignore[misc]
            self._boneyard = [] if start < 0 else [b.bit_length() - 1 for b in bits[start:]]
        return self._boneyard

    def with_hands(self, hands: list[list[int]], boneyard: list[int]) -> Table:
        """The same table with other hands and boneyard (one sample of the hidden tiles)."""
        t = Table.__new__(Table)
        t.__dict__.update(self.__dict__)
        t._hands, t._boneyard, t.masks, t.boneyard_bits = hands, boneyard, None, None
        return t


def deal(mode: str, seats: int, seed: object, target: int = 100) -> Table:
    """Round 1 of a match dealt from ``seed`` exactly as ``rules.new_game(options, seed=seed)``
    deals it, the opener and the tile it must open with by D3.1. Block's undealt tiles are out
    of play (D2.3).

    The deal is the same shuffle from ``f"{seed}:1"`` (D2): shuffling the 28 tiles' bits
    moves them exactly as ``rules`` shuffling the tiles does, and each hand's mask is then the
    sum of its slice."""
    bits = list(BIT)
    rng(f"{seed}:1").shuffle(bits)
    n = 7 if seats == 2 or mode == "block" else 5  # D2.1, D2.2 (rules.hand_size)
    dealt = seats * n
    slices = _HANDS[seats, n]
    t = Table.__new__(Table)
    t.fives, t.seats, t.target, t.scores = mode == "fives", seats, target, [0] * seats
    t._hands = t._boneyard = None
    t._dealt = bits, slices, -1 if mode == "block" else dealt
    t.masks = list(map(sum, map(bits.__getitem__, slices)))
    t.boneyard_bits = [] if mode == "block" else bits[dealt:]
    for x, b in _OPEN_BITS:  # D3.1: the first of these tiles that is in a hand opens
        i = bits.index(b)
        if i < dealt:
            t.forced, t.to_move = x, i // n
            break
    return t


def from_state(s: State) -> Table:
    """The round in progress in a :class:`rules.State` as a :class:`Table` (``ValueError``
    between rounds or after the match)."""
    if s.round_over or s.to_move is None:
        raise ValueError("no round in progress")
    hands = [[TILE_OF[x] for x in h] for h in s.hands]
    t = Table(s.mode, s.seats, s.target, hands, [TILE_OF[x] for x in s.boneyard], s.to_move,
              list(s.scores))  # fmt: skip
    if not s.line:
        t.forced = -1 if s.forced is None else TILE_OF[s.forced]
        return t
    t.ends = [-1, -1, -1, -1]
    for k, v in s.ends.items():
        t.ends[END_NAMES.index(k)] = v
    west, east = s.line[0], s.line[-1]
    t.counts = [0, 0, 0, 0]
    t.counts[W] = west.pips[0] * (2 if west.tile[0] == west.tile[1] else 1)
    t.counts[E] = east.pips[1] * (2 if east.tile[0] == east.tile[1] else 1)
    for k, arm in s.arms.items():
        if arm:
            p = arm[-1]
            t.counts[END_NAMES.index(k)] = p.pips[1] * (2 if p.tile[0] == p.tile[1] else 1)
    if s.spinner_at is not None:
        t.spin = (1 if s.spinner_at == 0 else 0) | (2 if s.spinner_at == len(s.line) - 1 else 0)
        t.spinner = s.line[s.spinner_at].tile[0]
    return t


# --- the end of a round (D7, D8) ---------------------------------------------------------


def _domino(masks: list[int], scores: list[int], seat: int, fives: bool) -> Result:
    """D7.2, D7.4: ``seat`` played its last tile and scores every other hand's pips."""
    raw = hand_pips(sum(masks))  # the hands are disjoint: their sum holds every tile left
    scores[seat] += (raw + 2) // 5 * 5 if fives else raw
    return "domino", seat, scores


def _blocked(masks: list[int], scores: list[int], fives: bool) -> Result:
    """D7.3, D7.4: the fewest pips wins the others' pips minus its own; a tie scores nothing."""
    pips = list(map(hand_pips, masks))
    low = min(pips)
    if pips.count(low) > 1:
        return "blocked", None, scores
    w = pips.index(low)
    raw = sum(pips) - 2 * low
    scores[w] += (raw + 2) // 5 * 5 if fives else raw
    return "blocked", w, scores


def _masks(hands: list[list[int]]) -> list[int]:
    bit = BIT
    out = []
    for hand in hands:
        m = 0
        for t in hand:
            m |= bit[t]
        out.append(m)
    return out


def _openings(hand: int) -> list[int]:
    """D3.2, D3.3: the moves of a free opening, one per tile of the hand mask."""
    return [OPENING + t for t in range(28) if hand >> t & 1]


# --- random play ---------------------------------------------------------------------------


def random_round(
    table: Table, choice: Callable[[Sequence[int]], int], moves: list[int] | None = None
) -> Result:
    """Play ``table``'s round to its end, each turn a uniformly random legal move (D4).

    ``choice``: picks one of the move codes it is given (``random.Random.choice``), called once
    for every turn with a tile to play (a draw, a pass or the first round's forced opening,
    D3.1, is the only legal move then: no pick). ``moves``: when given, every move's code is
    appended. Returns the round's :data:`Result` (the scores a new list).

    D7.1's blocked round is looked for only when the seat to move has no tile to play and
    nothing to draw (the sum of the hand masks is every tile in hand, as hands are disjoint):
    a play or draw that blocks the round leaves the next seat so, and the round ends there,
    before any pass, as ``rules`` ends it right after that play or draw.
    """
    if table.fives:
        return _random_fives(table, choice, moves)
    masks = table.masks
    masks = list(masks) if masks is not None else _masks(table.hands)
    scores = list(table.scores)
    seat = table.to_move
    nxt = _NEXT[table.seats]
    bone = table.boneyard_bits
    if bone is None:
        bone = [BIT[x] for x in table.boneyard]
    nb = len(bone)
    bi = 0
    pm = PIP_MASK
    w, e = table.ends[W], table.ends[E]
    log = moves.append if moves is not None else None
    if w < 0:  # the round's first tile (D3)
        h = masks[seat]
        if table.forced >= 0:
            t = table.forced
        else:
            t = choice(_openings(h)) - OPENING
        if log is not None:
            log(OPENING + t)
        h ^= BIT[t]
        masks[seat] = h
        w, e = LOW[t], HIGH[t]
        if not h:
            return _domino(masks, scores, seat, False)
        seat = nxt[seat]
    cw, ce = CANDS[W], CANDS[E]
    cbit, cpips, east = CODE_BIT, CODE_PIPS, CODE_EAST
    pw, pe = pm[w], pm[e]  # the masks of the tiles that fit each end
    while True:
        h = masks[seat]
        cands = cw[h & pw] + ce[h & pe]
        if cands:
            code = choice(cands)
            if log is not None:
                log(code)
            masks[seat] = h = h ^ cbit[code]
            if east[code]:
                e = cpips[code] - e
                pe = pm[e]
            else:
                w = cpips[code] - w
                pw = pm[w]
            if not h:  # D7.1: domino
                return _domino(masks, scores, seat, False)
            seat = nxt[seat]
        elif bi < nb:  # D4.3: draw one tile, the seat moves again
            if log is not None:
                log(DRAW)
            masks[seat] = h | bone[bi]
            bi += 1
        elif not sum(masks) & (pw | pe):  # D7.1: blocked (see above)
            return _blocked(masks, scores, False)
        else:  # D4.3: pass
            if log is not None:
                log(PASS)
            seat = nxt[seat]


def _random_fives(
    table: Table, choice: Callable[[Sequence[int]], int], moves: list[int] | None
) -> Result:
    """:func:`random_round` for Fives: four open ends, the spinner (D5) and the count (D6)."""
    masks = table.masks
    masks = list(masks) if masks is not None else _masks(table.hands)
    scores = list(table.scores)
    target = table.target
    seat = table.to_move
    nxt = _NEXT[table.seats]
    bone = table.boneyard_bits
    if bone is None:
        bone = [BIT[x] for x in table.boneyard]
    nb = len(bone)
    bi = 0
    pm = PIP_MASK
    ends, counts, spin, spinner = list(table.ends), list(table.counts), table.spin, table.spinner
    log = moves.append if moves is not None else None
    if ends[W] < 0:  # the round's first tile (D3); D5.1: a double becomes the spinner
        h = masks[seat]
        if table.forced >= 0:
            t = table.forced
        else:
            t = choice(_openings(h)) - OPENING
        if log is not None:
            log(OPENING + t)
        h ^= BIT[t]
        masks[seat] = h
        a, b = LOW[t], HIGH[t]
        ends[W], ends[E] = a, b
        counts[W], counts[E] = (2 * a, 2 * b) if a == b else (a, b)
        if a == b:
            spin, spinner = 3, a
        count = a + b  # D6.1: a lone tile counts both halves
        if count % 5 == 0 and count:  # D6.2
            scores[seat] += count
            if scores[seat] >= target:  # D8.3
                return "target", seat, scores
        if not h:
            return _domino(masks, scores, seat, True)
        seat = nxt[seat]
    cw, ce, cn, cs = CANDS
    while True:
        h = masks[seat]
        cands = (
            cw[h & pm[ends[0]]] + ce[h & pm[ends[1]]] + cn[h & pm[ends[2]]] + cs[h & pm[ends[3]]]
        )
        if cands:
            code = choice(cands)
            if log is not None:
                log(code)
            t, end = code >> 2, code & 3
            h ^= BIT[t]
            masks[seat] = h
            outer = PIPS[t] - ends[end]
            ends[end] = outer
            double = DOUBLE[t]
            counts[end] = 2 * outer if double else outer
            if end < 2:
                if spin < 0:
                    if double:  # D5.1: the first double laid is the spinner
                        spin, spinner = (1 if end == W else 2), outer
                elif spin:
                    spin &= 2 if end == W else 1
                    if not spin:  # D5.2: both long sides carry a tile: N and S open
                        ends[N] = ends[S] = spinner
            count = counts[0] + counts[1] + counts[2] + counts[3]
            if count % 5 == 0 and count:  # D6.2
                scores[seat] += count
                if scores[seat] >= target:  # D8.3
                    return "target", seat, scores
            if not h:  # D7.1: domino
                return _domino(masks, scores, seat, True)
            seat = nxt[seat]
        elif bi < nb:  # D4.3: draw one tile, the seat moves again
            if log is not None:
                log(DRAW)
            masks[seat] = h | bone[bi]
            bi += 1
        elif not sum(masks) & (pm[ends[0]] | pm[ends[1]] | pm[ends[2]] | pm[ends[3]]):
            return _blocked(masks, scores, True)  # D7.1: blocked
        else:  # D4.3: pass
            if log is not None:
                log(PASS)
            seat = nxt[seat]


# --- greedy play (the hard player's playouts) ----------------------------------------------


def greedy_round(table: Table, first: int | None = None, moves: list[int] | None = None) -> Result:
    """Play ``table``'s round to its end with the hard player's playout policy, after the move
    ``first`` (a move code legal at the table; None: the policy moves from the start).

    The policy: Fives points first, then the heaviest tile; draw or pass when nothing fits
    (D4.3). A play's key is its pips (+8 for a double) plus 4x the Fives points it scores
    (D6), the first play with the highest key wins: hand order, then the open ends in the
    order W, E, N, S. The table's line must hold a tile unless ``first`` opens the round.
    ``moves``: when given, every move's code is appended. Returns the round's :data:`Result`.
    """
    fives = table.fives
    hands = [list(h) for h in table.hands]
    masks = table.masks
    if masks is None:
        masks = table.masks = _masks(table.hands)
    masks = list(masks)
    scores = list(table.scores)
    target = table.target
    seat = table.to_move
    nxt = _NEXT[table.seats]
    bone = table.boneyard
    nb = len(bone)
    bi = 0
    pm, bit, key_of, pips_of, double_of = PIP_MASK, BIT, GREEDY_KEY, PIPS, DOUBLE
    ends, counts, spin, spinner = list(table.ends), list(table.counts), table.spin, table.spinner
    log = moves.append if moves is not None else None
    while True:
        if first is not None:
            code, first = first, None
        else:
            h = masks[seat]
            fit = pm[ends[0]] | pm[ends[1]] | pm[ends[2]] | pm[ends[3]]
            if not h & fit:
                if bi < nb:
                    code = DRAW
                elif not sum(masks) & fit:  # D7.1: blocked (see random_round)
                    return _blocked(masks, scores, fives)
                else:
                    code = PASS
            elif fives:
                total = counts[0] + counts[1] + counts[2] + counts[3]
                best = -1
                for x in hands[seat]:
                    b = bit[x]
                    if b & fit:
                        base = key_of[x]
                        twice = double_of[x]
                        for end in (0, 1, 2, 3):
                            if b & pm[ends[end]]:
                                outer = pips_of[x] - ends[end]
                                points = total - counts[end] + (2 * outer if twice else outer)
                                key = base + 4 * points if points % 5 == 0 else base
                                if key > best:
                                    best, code = key, x * 4 + end
            else:
                best = -1
                for x in hands[seat]:
                    if bit[x] & fit and key_of[x] > best:
                        best, t = key_of[x], x
                code = t * 4 + (W if bit[t] & pm[ends[0]] else E)
        if log is not None:
            log(code)
        if code == DRAW:  # D4.3: draw one tile, the seat moves again
            x = bone[bi]
            bi += 1
            hands[seat].append(x)
            masks[seat] |= bit[x]
            continue
        if code == PASS:
            seat = nxt[seat]
            continue
        if code >= OPENING:  # the round's first tile (D3); D5.1: a double becomes the spinner
            t = code - OPENING
            a, b = LOW[t], HIGH[t]
            ends[W], ends[E] = a, b
            counts[W], counts[E] = (2 * a, 2 * b) if a == b else (a, b)
            if a == b and fives:
                spin, spinner = 3, a
            count = a + b  # D6.1: a lone tile counts both halves
        else:
            t, end = code >> 2, code & 3
            outer = pips_of[t] - ends[end]
            ends[end] = outer
            double = double_of[t]
            counts[end] = 2 * outer if double else outer
            if end < 2 and fives:
                if spin < 0:
                    if double:  # D5.1: the first double laid is the spinner
                        spin, spinner = (1 if end == W else 2), outer
                elif spin:
                    spin &= 2 if end == W else 1
                    if not spin:  # D5.2: both long sides carry a tile: N and S open
                        ends[N] = ends[S] = spinner
            count = counts[0] + counts[1] + counts[2] + counts[3]
        hands[seat].remove(t)
        h = masks[seat] = masks[seat] ^ bit[t]
        if fives and count % 5 == 0 and count:  # D6.2
            scores[seat] += count
            if scores[seat] >= target:  # D8.3
                return "target", seat, scores
        if not h:  # D7.1: domino
            return _domino(masks, scores, seat, fives)
        seat = nxt[seat]
