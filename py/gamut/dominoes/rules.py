"""Dominoes (double-six): Draw, Block and Fives (All Fives with a spinner), 2 to 4 seats.

Rules: ``shared/rules/dominoes.md`` (sections D1-D9), from the seed page
``shared/seeds/003_57750525de4240ff.txt``. Implements the game interface of
:mod:`gamut.core`. Moves are spelled as in the game records (``shared/design.md``):
``"a-b"`` (the first tile of a round), ``"a-b END"`` with END in ``W E N S``, ``"draw"``,
``"pass"`` and ``"next"`` (deal the next round).

A tile is a tuple ``(a, b)`` with ``a <= b`` inside the engine and ``"a-b"`` outside.
"""

from __future__ import annotations

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

Tile = tuple[int, int]

MODES = ("draw", "block", "fives")
"""D1.3: the three modes."""

TARGETS = (50, 100, 150, 200, 250)
"""D8.1: the targets offered in the settings."""

ALL_TILES: tuple[Tile, ...] = tuple((a, b) for a in range(7) for b in range(a, 7))
"""D1.1: the 28 tiles of the double-six set."""

ENDS = ("W", "E", "N", "S")
"""Open-end names: W/E the main line's ends, N/S the spinner's short ends (design.md)."""

_END_ORDER = ("E", "N", "S", "W")
"""The ends in the order their spellings sort (so legal moves come out sorted)."""

_TILE_STR: dict[Tile, str] = {t: f"{t[0]}-{t[1]}" for t in ALL_TILES}
_TILE_OF: dict[str, Tile] = {text: t for t, text in _TILE_STR.items()}
_SPELL: dict[tuple[Tile, str | None], str] = {
    **{(t, None): text for t, text in _TILE_STR.items()},
    **{(t, e): f"{text} {e}" for t, text in _TILE_STR.items() for e in ENDS},
}
"""(tile, END or None) -> the move's spelling, made once instead of on every move."""
_MOVE_OF: dict[str, tuple[str, Tile | None, str | None]] = {
    **{text: ("play", t, e) for (t, e), text in _SPELL.items()},
    **{k: (k, None, None) for k in ("draw", "pass", "next")},
}
"""Every well-formed move spelling -> (kind, tile, END), as :func:`parse_move` returns it."""


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


def hand_size(mode: str, seats: int) -> int:
    """D2.1/D2.2: tiles dealt to each seat."""
    if seats == 2 or mode == "block":
        return 7
    return 5


def round_to_five(points: int) -> int:
    """D7.4: round to the nearest multiple of 5 (last digit 1, 2, 6, 7 down; 3, 4, 8, 9 up)."""
    return (points + 2) // 5 * 5


def check_options(options: Any) -> dict:
    """Validate settings; return the normalised ``{"mode", "seats", "target"}``.

    Defaults: mode ``draw``, 2 seats, target 100 (D8.1). Raises :class:`BadOptions`, also
    for an unknown key (named in the message). Any positive target up to 1000 is accepted so
    that records and tests may use others.
    """
    if not isinstance(options, dict):
        raise BadOptions("options must be an object")
    refuse_unknown(options, ("mode", "seats", "target"), "dominoes option", BadOptions)
    mode = options.get("mode", "draw")
    seats = options.get("seats", 2)
    target = options.get("target", 100)
    if mode not in MODES:
        raise BadOptions(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    if isinstance(seats, bool) or seats not in (2, 3, 4):
        raise BadOptions(f"seats must be 2, 3 or 4, not {seats!r}")
    if isinstance(target, bool) or not isinstance(target, int) or not 1 <= target <= 1000:
        raise BadOptions(f"target must be a whole number from 1 to 1000, not {target!r}")
    return {"mode": mode, "seats": seats, "target": target}


def make_deal(mode: str, seats: int, seed: Any) -> dict:
    """Shuffle and deal one round (D2); returns a record deal of tile strings.

    ``{"hands": [[...] per seat], "boneyard": [...]}`` plus, in ``block``, ``"out"`` (the
    undealt tiles, D2.3) with an empty boneyard. ``seed``: anything ``random.Random`` takes;
    ``None`` shuffles with fresh OS randomness (:func:`gamut.core.rng`).
    """
    return _deal(mode, seats, seed)[0]


def _deal(
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
    spell = _TILE_STR
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


class Placed:
    """A tile on the table: ``pips`` = (west, east) on the main line, (inner, outer) on an arm."""

    __slots__ = ("tile", "pips", "seat", "n", "spinner")

    def __init__(self, tile: Tile, pips: tuple[int, int], seat: int, n: int) -> None:
        self.tile = tile
        self.pips = pips
        self.seat = seat
        self.n = n
        self.spinner = False

    def as_dict(self) -> dict:
        """JSON form used in views."""
        return {
            "tile": tile_str(self.tile),
            "pips": list(self.pips),
            "double": self.tile[0] == self.tile[1],
            "spinner": self.spinner,
            "seat": self.seat,
            "n": self.n,
        }


class State:
    """A whole match: options, deals, the moves so far and the position they lead to.

    Changed only by the private ``_apply``; :func:`play` works on a copy. Attributes:
    ``mode``, ``seats``, ``target``, ``seed``, ``deals``, ``moves``, ``round``, ``hands``
    (list of tile lists per seat, dealt order kept), ``boneyard`` (first tile first), ``out``,
    ``line`` (main line west to east), ``arms`` (``{"N": [...], "S": [...]}``), ``spinner_at``
    (index in ``line``), ``ends`` (END -> pip), ``to_move``, ``opener``, ``forced``,
    ``scores``, ``log`` (this round's events), ``count``, ``round_over``, ``round_result``,
    ``match_over``, ``winners``, ``last``, ``played``.

    Copy on write: no container of a state is ever changed in place (``_apply`` puts a new
    list or dict where a move changes one), so states share containers freely and
    :meth:`copy` is shallow. ``_legal`` caches the legal moves of the position.
    """

    _legal: tuple[str, ...] | None = None
    _fits_of: dict[str, int] | None = None
    _fits: dict[Tile, tuple[str, ...]] = {}

    def copy(self) -> State:
        """A copy sharing every container (they are never changed in place, see above)."""
        s = State.__new__(State)
        s.__dict__.update(self.__dict__)
        return s


def new_game(options: dict, seed: Any = None, deal: dict | None = None) -> State:
    """Start a match (round 1 dealt). ``options``: ``mode``, ``seats``, ``target``.

    ``seed``: int/str for reproducible shuffles (tests): each round's deal is drawn from
    ``(seed, round)`` when the round starts. ``None``: every round's deal is drawn when it
    starts from fresh OS randomness, so no seed of a later deal exists anywhere (D2; the
    record keeps the deals dealt so far). ``deal``: an explicit first deal (record form).
    Raises :class:`BadOptions` for bad settings, :class:`BadRecord` for a bad deal.
    """
    opts = check_options(options)
    s = State.__new__(State)
    s.mode, s.seats, s.target = opts["mode"], opts["seats"], opts["target"]
    s.seed = seed
    if deal is None:
        first, dealt = _deal(s.mode, s.seats, _round_seed(s, 1))
    else:
        first, dealt = deal, check_deal(deal, s.mode, s.seats)
    s.deals = [first]
    s.moves = []
    s.scores = [0] * s.seats
    s.match_over = False
    s.winners = []
    s.round = 0
    _start_round(s, previous_winner=None, previous_opener=None, dealt=dealt)
    return s


_OPENING_ORDER: tuple[Tile, ...] = tuple(
    sorted(ALL_TILES, key=lambda t: (1, t[0], 0) if t[0] == t[1] else (0, t[0] + t[1], t[1]))[::-1]
)
"""D3.1: the tiles in the order they open the first round: doubles from the highest, then the
heaviest tile (the higher end breaks a tie)."""


def _round_seed(s: State, round_no: int) -> str | None:
    """The shuffle seed of round ``round_no``: from the game's seed, or ``None`` (fresh)."""
    return None if s.seed is None else f"{s.seed}:{round_no}"


def _start_round(
    s: State,
    previous_winner: int | None,
    previous_opener: int | None,
    dealt: tuple[list[list[Tile]], list[Tile], list[Tile]] | None = None,
) -> None:
    """Deal round ``s.round + 1`` (drawn now unless the record holds it) and decide who
    opens (D3). ``dealt``: the round's deal as tiles when the caller has it checked."""
    s.round += 1
    if len(s.deals) < s.round:
        deal, dealt = _deal(s.mode, s.seats, _round_seed(s, s.round))
        s.deals = [*s.deals, deal]
    elif dealt is None:  # a deal the record holds (from_record checked it)
        dealt = check_deal(s.deals[s.round - 1], s.mode, s.seats)
    hands, boneyard, out = dealt
    s.hands, s.boneyard, s.out = hands, boneyard, out
    s.line, s.arms, s.spinner_at, s.ends = [], {"N": [], "S": []}, None, {}
    s.log, s.count, s.last, s.played = [], 0, None, 0
    s.round_over, s.round_result = False, None
    s.forced = None
    if s.round == 1:
        # D3.1: highest double, else heaviest tile (higher end breaks a tie).
        for t in _OPENING_ORDER:
            holder = next((seat for seat, hand in enumerate(hands) if t in hand), None)
            if holder is not None:
                s.opener, s.forced = holder, t
                break
    elif previous_winner is not None:
        s.opener = previous_winner  # D3.2
    else:
        s.opener = (previous_opener + 1) % s.seats  # D3.3
    s.to_move = s.opener


_PIP_TILES: tuple[tuple[Tile, ...], ...] = tuple(
    tuple(t for t in ALL_TILES if p in t) for p in range(7)
)
"""pip -> the 7 tiles showing it, in :data:`ALL_TILES` order."""

_FITS: dict[tuple[tuple[str, int], ...], dict[Tile, tuple[str, ...]]] = {}
"""Open ends (``tuple(ends.items())``) -> {tile: the spellings of its plays there, ends in
:data:`_END_ORDER` (as legal moves sort)} for every tile that fits one of them (D4.1). At
most 7**4 + 7**2 keys."""


def _fits(s: State) -> dict[Tile, tuple[str, ...]]:
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
    return {t: tuple(_SPELL[t, e] for e in _END_ORDER if e in where[t]) for t in sorted(where)}


def _plays(s: State, seat: int) -> list[tuple[Tile, str | None]]:
    """(tile, END) pairs the seat may play now (D4.1); END None for a round's first tile.

    In the seat's hand order, each tile's ends in the order of ``s.ends``."""
    hand = s.hands[seat]
    if not s.line:
        if s.forced is not None:
            return [(s.forced, None)] if s.forced in hand else []
        return [(t, None) for t in hand]
    ends = s.ends.items()
    return [(t, e) for t in hand for e, p in ends if p == t[0] or p == t[1]]


def _can_play(s: State, seat: int) -> bool:
    fm = _fits(s)
    return any(t in fm for t in s.hands[seat])


def legal_moves(state: State) -> list[str]:
    """Legal move spellings for the seat to move (D4), sorted; ``["next"]`` between rounds;
    ``[]`` once the match is over. A seat that can play must play; else ``draw`` while the
    boneyard has tiles (draw, fives), else ``pass`` (D4.3)."""
    legal = state._legal
    if legal is None:
        legal = state._legal = _legal(state)
    return list(legal)


def _legal(s: State) -> tuple[str, ...]:
    """The legal moves of :func:`legal_moves`, generated in sorted order (tiles in order, then
    the ends in :data:`_END_ORDER`), with spellings from :data:`_SPELL`."""
    if s.match_over:
        return ()
    if s.round_over:
        return ("next",)
    hand = s.hands[s.to_move]
    if not s.line:
        if s.forced is not None:
            plays = [_TILE_STR[s.forced]] if s.forced in hand else []
        else:
            plays = [_TILE_STR[t] for t in sorted(hand)]
    else:
        fm = _fits(s)
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


def parse_move(move: Any) -> tuple[str, Tile | None, str | None]:
    """A move spelling -> (kind, tile, END); kind is ``play``, ``draw``, ``pass`` or ``next``.

    Raises :class:`IllegalMove` when the spelling itself is malformed.
    """
    known = _MOVE_OF.get(move) if isinstance(move, str) else None
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


def play(state: State, move: str) -> State:
    """Return the state after ``move``; ``state`` itself is never changed.

    Raises :class:`IllegalMove` (with the reason) when the move is malformed or not legal
    in this position (D4, D7, D8).
    """
    legal = state._legal
    if legal is None:
        legal = state._legal = _legal(state)
    if move not in legal:
        kind, tile, end = parse_move(move)  # IllegalMove for a malformed spelling
        raise IllegalMove(_why_illegal(state, kind, tile, end, move))
    kind, tile, end = _MOVE_OF[move]
    s = state.copy()
    _apply(s, kind, tile, end)
    s.moves = [*state.moves, move]
    return s


def _why_illegal(s: State, kind: str, tile: Tile | None, end: str | None, move: str) -> str:
    if s.match_over:
        return "the match is over"
    if s.round_over:
        return "the round is over: the only move is next"
    if kind == "next":
        return "the round is not over"
    if kind == "play":
        assert tile is not None
        if tile not in s.hands[s.to_move]:
            return f"seat {s.to_move} does not hold {tile_str(tile)}"
        if not s.line and s.forced is not None and tile != s.forced:
            return f"the first round opens with {tile_str(s.forced)} (D3.1)"
        if not s.line and end is not None:
            return "the first tile of a round has no end"
        if s.line and end is None:
            return "name the open end (W, E, N or S)"
        if s.line and end not in s.ends:
            return f"{end} is not an open end"
        return f"{tile_str(tile)} does not match the {end} end (D4.1)"
    if kind == "draw":
        if s.mode == "block":
            return "nobody draws in block (D4.3)"
        if not s.boneyard:
            return "the boneyard is empty: pass (D4.3)"
        return "you hold a playable tile: nobody draws then (D4.3)"
    return "you can play or draw, so you may not pass (D4.1, D4.3)"


def _apply(s: State, kind: str, tile: Tile | None, end: str | None, quiet: bool = False) -> None:
    """Apply a legal move to ``s`` (callers checked legality; ``s.moves`` is theirs to extend).

    Copy on write (see :class:`State`): every container the move changes is replaced, so ``s``
    may share containers with the state it was copied from. ``quiet`` leaves out ``log`` and
    ``last``, which only views read (the hard player's playouts).
    """
    s._legal = None
    seat = s.to_move
    if kind == "play":
        assert tile is not None
        hands = list(s.hands)
        hand = list(hands[seat])
        hand.remove(tile)
        hands[seat] = hand
        s.hands = hands
        _place(s, tile, end, seat)
        score = 0
        fives = s.mode == "fives"
        if fives:
            count = s.count = fives_count(s)
            if count > 0 and count % 5 == 0:  # D6.2
                score = count
                _add_score(s, seat, score)
        if not quiet:
            move = _SPELL[tile, end]
            s.log = [*s.log, {"seat": seat, "move": move, "score": score}]
            s.last = {"seat": seat, "move": move, "score": score}
        if fives and s.scores[seat] >= s.target:  # D8.3: the match ends at once
            _end_round(s, {"kind": "target", "winner": seat, "pips": _pips(s), "raw": 0,
                           "points": 0})  # fmt: skip
            return
        if not hand:  # D7.1, D7.2: domino
            pips = _pips(s)
            raw = sum(pips)
            points = round_to_five(raw) if fives else raw
            _add_score(s, seat, points)
            _end_round(s, {"kind": "domino", "winner": seat, "pips": pips, "raw": raw,
                           "points": points})  # fmt: skip
            return
        s.to_move = (seat + 1) % s.seats
        _check_blocked(s)
        return
    if kind == "next":
        prev = s.round_result or {}
        _start_round(s, previous_winner=prev.get("winner"), previous_opener=s.opener)
        return
    if kind == "draw":
        hands = list(s.hands)
        hands[seat] = [*hands[seat], s.boneyard[0]]
        s.hands = hands
        s.boneyard = s.boneyard[1:]
        if not quiet:
            s.log = [*s.log, {"seat": seat, "move": "draw", "score": 0, "open": _open_pips(s)}]
            s.last = {"seat": seat, "move": "draw", "score": 0}
        _check_blocked(s)  # D7.1: the boneyard's last tile may leave nobody able to play
        return
    # pass
    if not quiet:
        s.log = [*s.log, {"seat": seat, "move": "pass", "score": 0, "open": _open_pips(s)}]
        s.last = {"seat": seat, "move": "pass", "score": 0}
    s.to_move = (seat + 1) % s.seats
    _check_blocked(s)


def _add_score(s: State, seat: int, points: int) -> None:
    """Add ``points`` to ``seat``'s score (a new list: copy on write)."""
    scores = list(s.scores)
    scores[seat] += points
    s.scores = scores


def _place(s: State, tile: Tile, end: str | None, seat: int) -> None:
    """Lay ``tile`` on ``end`` and update the open ends and the spinner (D4.2, D5).

    Copy on write: ``line``, ``arms`` and ``ends`` are replaced, never changed in place."""
    n = s.played
    s.played = n + 1
    double = tile[0] == tile[1]
    if end is None:  # the first tile lies with its lower half west (design.md)
        p = Placed(tile, (tile[0], tile[1]), seat, n)
        s.line = [p]
        s.ends = {"W": tile[0], "E": tile[1]}
        if double and s.mode == "fives":
            p.spinner, s.spinner_at = True, 0  # D5.1
        return
    ends = dict(s.ends)
    pip = ends[end]
    outer = tile[1] if tile[0] == pip else tile[0]
    if end == "W":
        p = Placed(tile, (outer, pip), seat, n)
        s.line = [p, *s.line]
        if s.spinner_at is not None:
            s.spinner_at += 1
    elif end == "E":
        p = Placed(tile, (pip, outer), seat, n)
        s.line = [*s.line, p]
    else:
        p = Placed(tile, (pip, outer), seat, n)
        arms = dict(s.arms)
        arms[end] = [*arms[end], p]
        s.arms = arms
    ends[end] = outer
    if double and s.mode == "fives" and s.spinner_at is None and end in ("W", "E"):
        p.spinner = True  # D5.1: the first double laid becomes the spinner
        s.spinner_at = 0 if end == "W" else len(s.line) - 1
    # D5.2: both long sides carry a tile -> the short ends open.
    if s.spinner_at is not None and "N" not in ends:
        if 0 < s.spinner_at < len(s.line) - 1:
            sp = s.line[s.spinner_at].tile[0]
            ends["N"] = sp
            ends["S"] = sp
    s.ends = ends


def fives_count(s: State) -> int:
    """D6.1: the sum of the open ends after a play.

    A crosswise double at the end of an arm counts both halves; the spinner counts both
    halves while one of its long sides is empty, else nothing; a short-end arm counts only
    once it holds a tile.
    """
    line = s.line
    if not line:
        return 0
    if len(line) == 1:
        t = line[0].tile
        return t[0] + t[1]
    total = 0
    for p, outer in ((line[0], line[0].pips[0]), (line[-1], line[-1].pips[1])):
        total += 2 * outer if p.tile[0] == p.tile[1] else outer
    for arm in (s.arms["N"], s.arms["S"]):
        if arm:
            p = arm[-1]
            total += 2 * p.pips[1] if p.tile[0] == p.tile[1] else p.pips[1]
    return total


def fives_points_if(s: State, tile: Tile, end: str) -> int:
    """D6.1, D6.2: the Fives points playing ``tile`` on the open end ``end`` would score now,
    without laying it (the hard player's playouts ask this for every candidate).

    Same sum as :func:`fives_count` after the play: each end of the main line and each arm
    holding a tile count their outer pips, twice for a crosswise double there (the spinner
    included while a long side is empty); ``end`` must be open and the layout not empty.
    """
    pip = s.ends[end]
    outer = tile[1] if tile[0] == pip else tile[0]
    total = 2 * outer if tile[0] == tile[1] else outer
    line = s.line
    if end != "W":
        p = line[0]
        total += 2 * p.pips[0] if p.tile[0] == p.tile[1] else p.pips[0]
    if end != "E":
        p = line[-1]
        total += 2 * p.pips[1] if p.tile[0] == p.tile[1] else p.pips[1]
    for arm_end, arm in s.arms.items():
        if arm and arm_end != end:
            p = arm[-1]
            total += 2 * p.pips[1] if p.tile[0] == p.tile[1] else p.pips[1]
    return total if total % 5 == 0 else 0


def _open_pips(s: State) -> list[int]:
    return sorted(set(s.ends.values()))


def _pips(s: State) -> list[int]:
    return [sum(a + b for a, b in h) for h in s.hands]


def _check_blocked(s: State) -> None:
    """D7.1, D7.3: end the round when no seat can play and nobody can draw.

    Called after every play, draw and pass (a draw of the boneyard's last tile can block a
    round). A fresh deal is never blocked: the table is empty and the opener lays any tile.
    """
    if s.mode != "block" and s.boneyard:
        return
    fm = _fits(s)
    for hand in s.hands:
        for t in hand:
            if t in fm:
                return
    pips = _pips(s)
    low = min(pips)
    lows = [i for i, p in enumerate(pips) if p == low]
    if len(lows) > 1:
        _end_round(s, {"kind": "blocked", "winner": None, "pips": pips, "raw": 0, "points": 0})
        return
    w = lows[0]
    raw = sum(pips) - 2 * low  # the other hands' pips minus the winner's own
    points = round_to_five(raw) if s.mode == "fives" else raw
    _add_score(s, w, points)
    _end_round(s, {"kind": "blocked", "winner": w, "pips": pips, "raw": raw, "points": points})


def _end_round(s: State, result: dict) -> None:
    """Close the round (D7.5) and decide the match (D8.2, D8.3)."""
    s.round_over = True
    s.round_result = result
    s.to_move = None
    best = max(s.scores)
    if best >= s.target:
        # D8.2 (only the round's scorer can have crossed); D8.3: whoever the play brought there.
        w = result["winner"]
        s.match_over = True
        s.winners = (
            [w]
            if w is not None and s.scores[w] >= s.target
            else [i for i, x in enumerate(s.scores) if x == best]
        )


def to_move(state: State) -> int | None:
    """The seat to move, or ``None`` between rounds and after the match."""
    return state.to_move


def outcome(state: State) -> Outcome:
    """Match outcome: over (D8), winners, scores per seat."""
    return Outcome(state.match_over, tuple(state.winners), tuple(state.scores))


def _playable(s: State, seat: int) -> dict[str, list[dict]]:
    """For the viewer's playable tiles: each place with the Fives points it would score."""
    out: dict[str, list[dict]] = {}
    for t, end in _plays(s, seat):
        move = tile_str(t) if end is None else f"{tile_str(t)} {end}"
        score = 0
        if s.mode == "fives":
            trial = s.copy()  # _place replaces what it changes: s stays as it is
            _place(trial, t, end, seat)
            c = fives_count(trial)
            score = c if c > 0 and c % 5 == 0 else 0
        out.setdefault(tile_str(t), []).append({"end": end, "move": move, "score": score})
    return out


def view(state: State, seat: int | None) -> dict:
    """What ``seat`` may see (D9.1); ``None`` is a spectator. JSON-ready.

    Starts with the header of :func:`gamut.core.view_header` (``last`` also carries the
    move's ``score``; it is null at the start of each round), then: mode, target, round,
    opener, hand, hands (own hand only, every hand once the round is over, D7.5), hand_sizes,
    boneyard (count), out (block: the tiles out of play, once the round is over), line,
    spinner_at, arms, ends, count, playable/must (for the viewer), log (this round's events;
    draws and passes carry ``open``: the open pips at that moment), round_over, round_result.
    Raises :class:`GameError` for a seat outside the game.
    """
    s = state
    if seat is not None and (
        isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < s.seats
    ):
        raise GameError(f"no seat {seat!r} in a {s.seats}-seat game")
    show_all = s.round_over
    hands = [
        [tile_str(t) for t in h] if (show_all or i == seat) else None for i, h in enumerate(s.hands)
    ]
    mine = s.to_move is not None and s.to_move == seat
    legal = legal_moves(s) if (mine or (s.round_over and seat is not None)) else []
    must = None
    if s.round_over and not s.match_over:
        must = "next"
    elif mine:
        must = legal[0] if legal[0] in ("draw", "pass") else "play"
    head = view_header(
        "dominoes",
        seat,
        s.seats,
        s.to_move,
        legal,
        outcome(s),
        dict(s.last) if s.last else None,
    )
    return head | {
        "mode": s.mode,
        "target": s.target,
        "round": s.round,
        "opener": s.opener,
        "hand": hands[seat] if seat is not None else [],
        "hands": hands,
        "hand_sizes": [len(h) for h in s.hands],
        "boneyard": len(s.boneyard),
        "out": [tile_str(t) for t in s.out] if show_all else [],
        "line": [p.as_dict() for p in s.line],
        "spinner_at": s.spinner_at,
        "arms": {k: [p.as_dict() for p in v] for k, v in s.arms.items()},
        "ends": dict(s.ends),
        "count": s.count,
        "playable": _playable(s, seat) if mine else {},
        "must": must,
        "log": [dict(e) for e in s.log],
        "round_over": s.round_over,
        "round_result": dict(s.round_result) if s.round_result else None,
    }


def to_record(state: State) -> dict:
    """The game record (design.md): options, deals (one per round dealt so far), moves.

    Holds no seed: a later round's deal is drawn when that round starts.
    """
    return {
        "game": "dominoes",
        "options": {"mode": state.mode, "seats": state.seats, "target": state.target},
        "deals": list(state.deals),
        "moves": list(state.moves),
    }


RECORD_KEYS = ("deals", "seed")
"""Dominoes record keys besides :data:`gamut.core.RECORD_KEYS`; ``seed`` is read but
ignored (records written before deals were drawn at the start of each round carry one)."""


def from_record(record: dict) -> State:
    """Replay a record; raises :class:`BadRecord` (``at`` = move index) if it does not replay.

    ``deals`` must hold the deal of every round the moves start (a ``next`` without its deal
    is refused at its index); deals beyond those are kept for the rounds to come. Unknown
    keys, in the record or its options, are refused. The state draws the deals of rounds the
    record does not hold from fresh randomness when they start (D2).
    """
    check_record_shape(record, "dominoes", RECORD_KEYS)
    try:
        opts = check_options(record.get("options", {}))
    except BadOptions as exc:
        raise BadRecord(str(exc)) from None
    deals = record.get("deals")
    if not isinstance(deals, list) or not deals:
        raise BadRecord("a dominoes record needs at least one deal")
    for d in deals:
        check_deal(d, opts["mode"], opts["seats"])
    s = new_game(opts, deal=deals[0])
    s.deals = list(deals)
    for i, move in enumerate(record.get("moves", [])):
        try:
            kind, tile, end = parse_move(move)
            if move not in legal_moves(s):
                raise IllegalMove(_why_illegal(s, kind, tile, end, move))
        except IllegalMove as exc:
            raise BadRecord(f"move {i} ({move!r}) is illegal: {exc}", at=i) from None
        if kind == "next" and len(s.deals) <= s.round:
            raise BadRecord(f"move {i} ('next'): the record holds no deal for round "
                            f"{s.round + 1}", at=i)  # fmt: skip
        _apply(s, kind, tile, end)
        s.moves.append(move)
    return s


def summary(state: State) -> dict:
    """The dominoes fields of ``python -m gamut replay`` (design.md)."""
    return {
        "round": state.round,
        "hand_sizes": [len(h) for h in state.hands],
        "boneyard": len(state.boneyard),
        "ends": dict(state.ends),
        "count": state.count,
    }
