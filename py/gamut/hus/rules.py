"""Hus rules engine: the four-row mancala from Namibia (``shared/rules/hus.md``, H1..H7).

Implements the interface of :mod:`gamut.core`: :func:`new_game`, :func:`legal_moves`,
:func:`play`, :func:`to_move`, :func:`view`, :func:`outcome`, :func:`to_record`,
:func:`from_record`, :func:`summary`.

Internal board layout ("ring layout"): a flat sequence of 32 ints. Seat ``s`` (0 = South,
1 = North) owns indices ``16*s .. 16*s + 15``; index ``16*s + r`` is ring position ``r`` of that
seat, numbered in clockwise sowing order (H2.2) starting at the outer pit of the owner's
column 8:

- ``r = 0..7``: outer pit at the owner's column ``8 - r`` (move ``o{8-r}``);
- ``r = 8..15``: inner pit at the owner's column ``r - 7`` (move ``i{r-7}``).

So clockwise sowing is ``r -> r + 1 (mod 16)`` for both seats (anticlockwise, H7.2: ``r - 1``),
and the opponent pits opposite own inner pit ``r`` (same physical column, H1.2) are the
opponent's inner ring position ``23 - r`` and outer ring position ``r - 8``.

Outside the engine (views, records, :func:`summary`) the board is four rows top to bottom
N-out, N-in, S-in, S-out, columns 0..7 from South's left (``shared/design.md``).

Fixed opening (H7.1, option ``fixed_opening``): each seat's first move of every game played
from the start position is ``i8`` (also with ``anticlockwise``, as the rules file decides);
should ``i8`` hold fewer than 2 seeds or be endless then, the usual legal moves apply.

Series (H6, option ``"series"``): when a game of a series ends and the series goes on,
:func:`to_move` is ``None`` and the only legal move is ``"next"``, which starts the next game
from the start position (H1.3) with the other seat starting (H5.3). A series record is one
``moves`` list with the ``"next"`` moves in it (like Dominoes' rounds); the games' results are
recomputed by replay and shown in :func:`view` under ``"series"``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from gamut import core
from gamut.core import BadOptions, BadRecord, IllegalMove, Outcome

SOUTH = 0
NORTH = 1
SEEDS = 48
ROW_NAMES: tuple[str, ...] = ("N-out", "N-in", "S-in", "S-out")
"""The four rows of the outside board, top to bottom (``shared/design.md``)."""

NEXT = "next"
"""The move that starts the next game of a series (H6)."""

RING_MOVES: tuple[str, ...] = tuple(f"o{8 - r}" for r in range(8)) + tuple(
    f"i{r - 7}" for r in range(8, 16)
)
"""Move spelling of each ring position ``r`` (0..15), counted from the mover's own left."""

MOVE_RING: dict[str, int] = {m: r for r, m in enumerate(RING_MOVES)}
"""Ring position of each move spelling (``"o1"`` -> 7, ``"i8"`` -> 15)."""

_SORTED_RINGS: tuple[int, ...] = tuple(sorted(range(16), key=lambda r: RING_MOVES[r]))
"""Ring positions in the order legal moves are listed (i1..i8, o1..o8)."""


def _coord(seat: int, r: int) -> tuple[int, int]:
    """(row, col) on the outside board of ring position ``r`` of ``seat`` (H1.2, H2.2)."""
    if seat == SOUTH:
        return (3, 7 - r) if r < 8 else (2, r - 8)
    return (0, r) if r < 8 else (1, 15 - r)


COORDS: tuple[tuple[int, int], ...] = tuple(_coord(i >> 4, i & 15) for i in range(32))
"""(row, col) of every ring-layout index 0..31 (row 0 = N-out ... 3 = S-out)."""

START: tuple[int, ...] = tuple(([2] * 8 + [0] * 4 + [2] * 4) * 2)
"""The start position in ring layout (H1.3): outer pits 2, inner columns 5..8 hold 2."""

_RELAYS_BEFORE_WATCH = 48
"""Relays sown seed by seed before a move switches to :func:`_relay_run` (H4.2)."""

_CACHE_RELAYS = 20_000
"""Relay runs at least this long are remembered in :data:`_LONG_RUNS` (rare, costly)."""

_LONG_RUNS: dict[tuple, tuple[list[int], int, int, int] | None] = {}
_LONG_RUNS_MAX = 64

_U_TO_RING: dict[int, tuple[int, ...]] = {
    1: tuple(range(16)),
    -1: tuple(-u & 15 for u in range(16)),
}
"""Ring position of each position ``u`` counted in the sowing direction (+1 / -1)."""

_SOWN_INTO: dict[int, tuple[tuple[int, ...], ...]] = {
    step: tuple(tuple((i & 16) + ((i + step * k) & 15) for k in range(1, 16)) for i in range(32))
    for step in (1, -1)
}
"""Sowing direction -> board index -> the indexes of the next 15 pits of the same side, in
sowing order: the pits that a hand of fewer than 16 seeds picked up there fills (H2.2)."""


class Variant(NamedTuple):
    """The sowing and capture rules in force (H2, H3, H7.2).

    ``step``: +1 clockwise (default, H2.2), -1 anticlockwise (option ``anticlockwise``).
    ``captured_only``: after a capture sow only the captured seeds, the own pit keeps its
    seeds (option ``capture_sow_captured_only``). ``needs_both``: a capture needs both opposite
    pits non-empty, else it is a plain relay (option ``capture_needs_both``).
    """

    step: int = 1
    captured_only: bool = False
    needs_both: bool = False


CLASSIC = Variant()
"""The rules as hus.md H2-H3 state them, no H7.2 option on."""


class Sowing(NamedTuple):
    """The result of one finite move (H2-H3).

    ``board``: ring layout after the move (a new list of 32 ints). ``end``: ring position of
    the mover where the last seed fell into an empty pit. ``sown``: seeds put down in all
    (``sown / 16`` is the number of laps). ``relays``: times the last seed fell into a
    non-empty pit (relays and captures). ``captured``: seeds taken from the opponent.
    """

    board: list[int]
    end: int
    sown: int
    relays: int
    captured: int


def sow(
    board: Sequence[int],
    seat: int,
    r: int,
    variant: Variant = CLASSIC,
    log: list[tuple[int, int, int]] | None = None,
    max_relays: int | None = None,
) -> Sowing | None:
    """Play ring position ``r`` of ``seat`` on ``board`` (ring layout); never mutates it.

    Returns a :class:`Sowing`, or ``None`` when the move is endless (H4.1). ``log``, when
    given, receives one ``(r, opp_inner, opp_outer)`` tuple per capture (own landing ring
    position, seeds taken from the opposite inner and outer pit). ``max_relays`` (for the
    computer players only) also returns ``None`` once the move has made that many relays. The
    caller checks that the pit holds at least 2 seeds (H2.1); this function does not.

    Endless detection is exact (H4.2), with no lap cap: the first relays are sown seed by seed;
    then stretches without a capture run in :func:`_relay_run`, which detects the repetition of
    the mid-move state (whole board, current pit) at relay points.
    """
    b = list(board)
    base = seat << 4
    obase = 16 - base
    step, captured_only, needs_both = variant
    sown_into = _SOWN_INTO[step]
    pos = r
    hand = b[base + r]
    b[base + r] = 0
    sown = relays = captured = 0
    while True:
        sown += hand
        if hand >= 16:  # whole laps at once (H2.2: the emptied pit is not skipped)
            laps, hand = divmod(hand, 16)
            for i in range(base, base + 16):
                b[i] += laps
        if hand:
            for i in sown_into[base + pos][:hand]:
                b[i] += 1
            pos = (pos + step * hand) & 15
        while True:  # at a landing: b includes the last seed
            count = b[base + pos]
            if count == 1:  # H2.3: the last seed fell into an empty pit
                return Sowing(b, pos, sown, relays, captured)
            relays += 1
            if pos >= 8:  # inner row: capture (H2.4, H3.1) unless the opposite pit is empty
                oi = obase + 23 - pos
                x = b[oi]
                if x:
                    oo = obase + pos - 8
                    y = b[oo]
                    if y or not needs_both:
                        b[oi] = 0
                        b[oo] = 0
                        captured += x + y
                        if log is not None:
                            log.append((pos, x, y))
                        if captured_only:  # H7.2: the own pit keeps its seeds
                            hand = x + y
                        else:
                            b[base + pos] = 0
                            hand = count + x + y
                        break
            if relays > _RELAYS_BEFORE_WATCH:  # a long move: relay runs, exact H4 check
                limit = None if max_relays is None else max_relays - relays
                run = _relay_run(b, seat, pos, variant, limit)
                if run is None:
                    return None
                b, pos, more, more_sown = run
                relays += more
                sown += more_sown
                continue  # at the landing that ended the run: an empty pit or a capture
            if max_relays is not None and relays >= max_relays:
                return None
            b[base + pos] = 0  # relay (H2.4)
            hand = count
            break


TRACE_LIMIT = 400
"""Pick-ups :func:`trace` lists before it stops (the board animation shows no more)."""


def trace(
    board: Sequence[int], seat: int, r: int, variant: Variant = CLASSIC
) -> tuple[list[dict], bool]:
    """The pick-ups of a finite move, in order, for the board animation (H2-H3).

    Returns ``(steps, truncated)``. Each step is ``{"pit": [row, col], "lift": seeds taken
    from that own pit, "hand": seeds then sown one per pit from the next pit}``; a capture
    step (H3.1) adds ``"from": [[row, col] inner, [row, col] outer]`` and ``"seeds": [x,
    y]`` taken there (``lift`` is 0 under the H7.2 option that sows the captured seeds
    only). Rows and columns as in records. ``truncated`` is true when the move made more than
    :data:`TRACE_LIMIT` pick-ups (only those are listed). The caller has checked with
    :func:`sow` that the move is finite (H4); this loop relies on it.
    """
    b = list(board)
    base = seat << 4
    obase = 16 - base
    step, captured_only, needs_both = variant
    pos = r
    hand = b[base + r]
    b[base + r] = 0
    steps = [{"pit": list(COORDS[base + r]), "lift": hand, "hand": hand}]
    sown_into = _SOWN_INTO[step]
    while len(steps) <= TRACE_LIMIT:
        if hand >= 16:  # whole laps at once (H2.2: the emptied pit is not skipped)
            laps, rest = divmod(hand, 16)
            for i in range(base, base + 16):
                b[i] += laps
        else:
            rest = hand
        if rest:
            for i in sown_into[base + pos][:rest]:
                b[i] += 1
            pos = (pos + step * rest) & 15
        count = b[base + pos]
        if count == 1:  # H2.3
            return steps, False
        if pos >= 8:  # inner row (H2.4, H3.1)
            oi = obase + 23 - pos
            x = b[oi]
            if x:
                oo = obase + pos - 8
                y = b[oo]
                if y or not needs_both:
                    b[oi] = b[oo] = 0
                    if captured_only:
                        hand, lift = x + y, 0
                    else:
                        b[base + pos] = 0
                        hand, lift = count + x + y, count
                    steps.append({"pit": list(COORDS[base + pos]), "lift": lift, "hand": hand,
                                  "from": [list(COORDS[oi]), list(COORDS[oo])],
                                  "seeds": [x, y]})  # fmt: skip
                    continue
        b[base + pos] = 0  # relay (H2.4)
        hand = count
        steps.append({"pit": list(COORDS[base + pos]), "lift": count, "hand": count})
    return steps[:TRACE_LIMIT], True


def _relay_run(
    b: list[int], seat: int, pos: int, variant: Variant, limit: int | None
) -> tuple[list[int], int, int, int] | None:
    """Relay sowing from a relay point until a landing that is not a plain relay (H2.4, H4).

    ``b`` (ring layout, including the last seed at ``pos``) is a relay point of ``seat``: the
    pit ``pos`` holds at least 2 seeds and no capture happens there. Returns ``(board, pos,
    relays, sown)`` at the first later landing in an empty pit (H2.3) or on a capture (H3)
    (that landing not counted), or ``None`` if the relays never stop (H4.1) or run past
    ``limit`` relays.

    Exactness (H4.2): with no capture the opponent's side is fixed, and the relay map on
    mid-move states (whole board, current pit) is one-to-one: the previous relay pit is the
    one picked up most recently, and its seeds in hand are the seeds sown since. So a run that
    never stops is a pure cycle through every one of its states, and watching one reference
    state for its return is an exact repetition check (no lap cap). The map also commutes with
    turning the ring by ``k`` pits whenever that turn keeps the pits where a capture would
    happen in place (always for ``k = 0``; for every ``k`` once the opponent's inner row is
    empty, as it is in every long endless move seen): reaching the reference turned by such a
    ``k`` repeats for ever as well, which finds a cycle up to 16 times sooner. The reference is
    the state with the largest hand so far (rare, so it is seldom compared).

    Speed: pit ``u`` (counted in the sowing direction) is kept as the time ``V[u]`` (seeds sown)
    of its last pick-up, virtual for pits not yet picked up: its seeds are the laps since, so
    a relay costs a few integer operations, not one per seed.
    """
    base = seat << 4
    obase = 16 - base
    step, _, needs_both = variant
    key = (bytes(b), seat, pos, variant)
    if key in _LONG_RUNS:
        hit = _LONG_RUNS[key]
        return None if hit is None else (list(hit[0]), hit[1], hit[2], hit[3])
    ring = _U_TO_RING[step]
    trig = [False] * 16
    for u in range(16):
        p = ring[u]
        if p >= 8 and b[obase + 23 - p] and (b[obase + p - 8] or not needs_both):
            trig[u] = True
    stop = [(1 << 62) if x else 1 for x in trig]  # a landing stops the run if seeds <= stop
    turns = [all(trig[(i + k) & 15] == trig[i] for i in range(16)) for k in range(16)]
    t = t0 = u = ring.index(pos)
    # V[u] = (time of u's last pass) - 16 * seeds in u, so seeds = (last pass - V[u]) / 16
    vv = [t - ((t - w) & 15) - 16 * b[base + ring[w]] for w in range(16)]
    c = cr = b[base + pos]
    ur = u
    ref = [v - t for v in vv]
    r1 = ref[(u - 1) & 15]
    n = 0
    for n in range(1, (1 << 62) if limit is None else max(limit, 1) + 1):
        vv[u] = t  # pick up (H2.4)
        t += c
        u = t & 15
        c = (t - vv[u]) >> 4
        if c <= stop[u]:
            break
        if c >= cr:
            if c > cr:  # a larger hand: the new reference state
                cr, ur = c, u
                ref = [v - t for v in vv]
                r1 = ref[(u - 1) & 15]
                continue
            k = (u - ur) & 15
            if turns[k] and vv[(u - 1) & 15] - t == r1:
                for i in range(16):
                    if vv[(i + k) & 15] - t != ref[i]:
                        break
                else:
                    if n >= _CACHE_RELAYS:
                        _remember_run(key, None)
                    return None  # H4.1: the reference state (turned by k) came back
    else:
        return None  # past the caller's limit (computer players only)
    n -= 1  # the landing that ended the run is not a relay of this run
    out = list(b)
    for w in range(16):
        out[base + ring[w]] = (t - ((t - w) & 15) - vv[w]) >> 4
    result = (out, ring[u], n, t - t0)
    if n >= _CACHE_RELAYS:
        _remember_run(key, (list(out), ring[u], n, t - t0))
    return result


def _remember_run(key: tuple, value: tuple[list[int], int, int, int] | None) -> None:
    if len(_LONG_RUNS) >= _LONG_RUNS_MAX:
        _LONG_RUNS.pop(next(iter(_LONG_RUNS)))
    _LONG_RUNS[key] = value


def has_move_pit(board: Sequence[int], seat: int) -> bool:
    """Whether ``seat`` holds a pit with at least 2 seeds (H2.1, H5.1)."""
    base = seat << 4
    return max(board[base : base + 16]) >= 2


def candidates(
    board: Sequence[int], seat: int, variant: Variant = CLASSIC
) -> list[tuple[int, Sowing | None]]:
    """Every pit of ``seat`` holding at least 2 seeds (H2.1) with its result.

    A list of ``(ring position, Sowing or None)``, ``None`` meaning endless (H4.1).
    """
    base = seat << 4
    return [(r, sow(board, seat, r, variant)) for r in range(16) if board[base + r] >= 2]


def rows_of(board: Sequence[int]) -> list[list[int]]:
    """Ring layout (32 ints) -> four rows N-out, N-in, S-in, S-out, columns from South's left."""
    rows = [[0] * 8 for _ in range(4)]
    for i, (row, col) in enumerate(COORDS):
        rows[row][col] = board[i]
    return rows


def ring_of(rows: Sequence[Sequence[int]]) -> list[int]:
    """Four rows (as :func:`rows_of` gives) -> ring layout. No validation (see from_record)."""
    return [rows[row][col] for row, col in COORDS]


def coord(seat: int, move: str) -> list[int]:
    """``[row, col]`` on the outside board of ``seat``'s pit ``move`` (e.g. ``"o1"``).

    Raises :class:`KeyError` for an unknown spelling.
    """
    return list(COORDS[(seat << 4) + MOVE_RING[move]])


def variant_of(options: dict) -> Variant:
    """The :class:`Variant` of a (normalized) options dict (H7.2)."""
    return Variant(
        -1 if options.get("anticlockwise") else 1,
        bool(options.get("capture_sow_captured_only")),
        bool(options.get("capture_needs_both")),
    )


# --------------------------------------------------------------------------------------------
# Options

FLAGS: tuple[str, ...] = (
    "fixed_opening",
    "anticlockwise",
    "capture_sow_captured_only",
    "capture_needs_both",
)
"""Rule option flags, all default off (H7.1, H7.2)."""

SERIES_KINDS: tuple[str, ...] = ("single", "points", "best_of_7")
"""Series kinds (H6.2)."""


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def check_options(options: dict | None, seed: int | None = None) -> dict:
    """Validate options and return them normalized; ``first`` drawn by lot if absent (H5.3).

    Keys: ``first`` (0 = South, 1 = North, absent/None: drawn from ``seed``), the booleans in
    :data:`FLAGS`, and ``series`` (``{"kind": "single" | "points" | "best_of_7", "to": N}``;
    ``to`` is required for ``points`` (N >= 1), optional for ``best_of_7`` (must be 4) and
    absent for ``single``). The result keeps only ``first``, flags that are on and a series
    that is not single. Raises :class:`BadOptions`, also for an unknown key (named).
    """
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise BadOptions("hus options must be an object")
    core.refuse_unknown(options, ("first", "series", *FLAGS), "hus option", BadOptions)
    first = options.get("first")
    if first is None:
        first = core.rng(seed).randrange(2)
    elif not _is_int(first) or first not in (0, 1):
        raise BadOptions(f"first must be 0 (South) or 1 (North), not {first!r}")
    out: dict[str, Any] = {"first": first}
    for flag in FLAGS:
        value = options.get(flag, False)
        if not isinstance(value, bool):
            raise BadOptions(f"{flag} must be true or false, not {value!r}")
        if value:
            out[flag] = True
    series = options.get("series")
    if series is not None:
        if isinstance(series, str):
            series = {"kind": series}
        if not isinstance(series, dict):
            raise BadOptions("series must be an object {kind, to}")
        core.refuse_unknown(series, ("kind", "to"), "hus series", BadOptions)
        kind = series.get("kind", "single")
        if kind not in SERIES_KINDS:
            raise BadOptions(f"series kind must be one of {', '.join(SERIES_KINDS)}, not {kind!r}")
        to = series.get("to")
        if kind == "single":
            if to is not None:
                raise BadOptions("a single game has no series target 'to'")
        elif kind == "points":
            if not _is_int(to) or not 1 <= to <= 100_000:
                raise BadOptions(f"series 'to' must be a whole number of points >= 1, not {to!r}")
            out["series"] = {"kind": kind, "to": to}
        else:
            if to is not None and to != 4:
                raise BadOptions("best_of_7 is first to 4 wins; 'to' must be 4 or absent")
            out["series"] = {"kind": kind, "to": 4}
    return out


# --------------------------------------------------------------------------------------------
# State


class State:
    """An immutable Hus position with its history. Create with :func:`new_game`.

    Attributes (read only): ``options`` (normalized dict), ``variant``, ``board`` (ring layout,
    tuple of 32 ints), ``turn`` (seat to move in the current game, also once it is over),
    ``moves`` (every move since the record's start, tuple of str), ``game_over``, ``winner``
    (seat or None), ``reason`` (why the game ended: ``"no_pits"`` H5.1 or ``"only_endless"``
    H5.2), ``last`` (dict describing the last move, or None), ``pending`` (seats still owing
    their fixed opening, H7.1), series bookkeeping (``games``, ``game_first``), and the
    start (``start_board``: rows or None, ``start_to_move``).
    """

    __slots__ = (
        "options",
        "variant",
        "board",
        "turn",
        "moves",
        "game_over",
        "winner",
        "reason",
        "last",
        "pending",
        "games",
        "game_first",
        "start_board",
        "start_to_move",
        "_cands",
    )

    options: dict
    variant: Variant
    board: tuple[int, ...]
    turn: int
    moves: tuple[str, ...]
    game_over: bool
    winner: int | None
    reason: str | None
    last: dict | None
    pending: tuple[bool, bool]
    games: tuple[dict, ...]
    game_first: int
    start_board: list[list[int]] | None
    start_to_move: int
    _cands: dict[int, Sowing | None]

    def copy(self) -> State:
        """A shallow copy (the containers are immutable tuples or replaced, never changed)."""
        new = State.__new__(State)
        for name in State.__slots__:
            setattr(new, name, getattr(self, name))
        return new

    def __repr__(self) -> str:
        return f"<hus.State turn={self.turn} over={self.game_over} moves={len(self.moves)}>"


def _settle(state: State, mover: int | None) -> None:
    """Fill ``_cands``, ``game_over``, ``winner``, ``reason`` after a move by ``mover`` (H5)."""
    b = state.board
    state._cands = dict(candidates(b, state.turn, state.variant))
    state.game_over, state.winner, state.reason = False, None, None
    for loser in (mover, 1 - state.turn, state.turn):
        if loser is not None and not has_move_pit(b, loser):  # H5.1
            state.game_over, state.winner, state.reason = True, 1 - loser, "no_pits"
            break
    else:
        if all(res is None for res in state._cands.values()):  # H5.2
            state.game_over, state.winner, state.reason = True, 1 - state.turn, "only_endless"
    if state.game_over and "series" in state.options:
        state.games = state.games + (_game_result(state),)


def game_points(board: Sequence[int]) -> tuple[int, int]:
    """H6.1 points of a finished game: seeds on each side; all 48 on one side scores 96."""
    south = sum(board[:16])
    north = SEEDS - south
    if north == 0:
        return (2 * SEEDS, 0)
    if south == 0:
        return (0, 2 * SEEDS)
    return (south, north)


def _game_result(state: State) -> dict:
    return {
        "first": state.game_first,
        "winner": state.winner,
        "points": list(game_points(state.board)),
    }


def _series_totals(state: State) -> tuple[list[int], list[int]]:
    """(points, wins) per seat over the finished games of the series (H6)."""
    points, wins = [0, 0], [0, 0]
    for g in state.games:
        points[0] += g["points"][0]
        points[1] += g["points"][1]
        wins[g["winner"]] += 1
    return points, wins


def _series_winner(state: State) -> int | None:
    """The seat that won the series, or None while it goes on (H6.2)."""
    series = state.options.get("series")
    if series is None or not state.games:
        return None
    points, wins = _series_totals(state)
    if series["kind"] == "best_of_7":
        for seat in (0, 1):
            if wins[seat] >= 4:
                return seat
        return None
    if max(points) < series["to"]:
        return None
    if points[0] != points[1]:
        return 0 if points[0] > points[1] else 1
    return state.games[-1]["winner"]  # equal totals: the last game's winner (H5.4)


def _series_over(state: State) -> bool:
    return state.game_over and ("series" not in state.options or _series_winner(state) is not None)


def new_game(options: dict | None, seed: int | None = None, deal: dict | None = None) -> State:
    """A new game (H1.3) or, with ``deal = {"board": rows, "to_move": seat}``, a given position.

    ``options``: see :func:`check_options` (``first`` drawn by lot from ``seed`` when
    absent, H5.3). ``deal["board"]``: four rows of eight non-negative ints, 48 seeds in all
    (N-out, N-in, S-in, S-out, columns from South's left); ``deal["to_move"]``: 0 or 1. A game
    from a given board owes no fixed opening (H7.1 applies to games from the start position).
    Raises :class:`BadOptions` for bad options, :class:`BadRecord` for a bad deal.
    """
    opts = check_options(options, seed)
    s = State.__new__(State)
    s.options = opts
    s.variant = variant_of(opts)
    s.moves = ()
    s.last = None
    s.games = ()
    if deal is None:
        s.board = START
        s.turn = opts["first"]
        s.start_board = None
        s.pending = (True, True) if opts.get("fixed_opening") else (False, False)
    else:
        if not isinstance(deal, dict):
            raise BadRecord("a hus deal is {board, to_move}")
        core.refuse_unknown(deal, ("board", "to_move"), "hus deal", BadRecord)
        rows = check_board(deal.get("board"), BadRecord)
        turn = deal.get("to_move")
        if not _is_int(turn) or turn not in (0, 1):
            raise BadRecord(f"to_move must be 0 (South) or 1 (North), not {turn!r}")
        s.board = tuple(ring_of(rows))
        s.turn = turn
        s.start_board = [list(r) for r in rows]
        s.pending = (False, False)
    s.start_to_move = s.turn
    s.game_first = s.turn
    _settle(s, None)
    return s


def check_board(rows: Any, error: type[core.GameError] = BadRecord) -> list[list[int]]:
    """Validate four rows of eight non-negative ints holding 48 seeds (H1); return them.

    Raises ``error`` (:class:`BadRecord` by default) with a message saying what is wrong.
    """
    if not isinstance(rows, list) or len(rows) != 4:
        raise error("board must be a list of four rows (N-out, N-in, S-in, S-out)")
    for i, row in enumerate(rows):
        if not isinstance(row, list) or len(row) != 8:
            raise error(f"board row {i} ({ROW_NAMES[i]}) must be a list of eight pits")
        for j, x in enumerate(row):
            if not _is_int(x) or x < 0:
                raise error(f"board {ROW_NAMES[i]}[{j}] must be a non-negative integer, not {x!r}")
    total = sum(map(sum, rows))
    if total != SEEDS:
        raise error(f"board must hold {SEEDS} seeds, not {total}")
    return rows


def to_move(state: State) -> int | None:
    """The seat to move (0 = South, 1 = North), ``None`` when the game is over (H5)."""
    return None if state.game_over else state.turn


def _legal_rings(state: State) -> list[int]:
    """Ring positions of the legal pits, in listing order (H2.1, H4.1, H7.1)."""
    if state.game_over:
        return []
    rings = [r for r in _SORTED_RINGS if state._cands.get(r, None) is not None]
    if state.pending[state.turn] and 15 in rings:  # H7.1: the first move is i8
        return [15]
    return rings


def legal_moves(state: State) -> list[str]:
    """Legal move spellings (``i1``..``i8``, ``o1``..``o8`` of the mover; H2.1, H4.1, H7.1).

    Empty when the game (series) is over; ``["next"]`` between the games of a series (H6).
    """
    if state.game_over:
        return [] if _series_over(state) else [NEXT]
    return [RING_MOVES[r] for r in _legal_rings(state)]


def play(state: State, move: str) -> State:
    """The state after ``move``; ``state`` is not changed. Raises :class:`IllegalMove`."""
    if not isinstance(move, str):
        raise IllegalMove(f"a hus move is a string like 'o1' or 'i8', not {move!r}")
    if state.game_over:
        if move == NEXT and not _series_over(state):
            return _next_game(state)
        raise IllegalMove(f"{move!r}: the game is over")
    r = MOVE_RING.get(move)
    if r is None:
        raise IllegalMove(f"{move!r} is not a pit: moves are o1..o8 and i1..i8")
    seat = state.turn
    if r not in _legal_rings(state):
        why = _why_blocked(state, r)
        raise IllegalMove(f"{move!r} is not legal ({why}): {REASONS.get(why or '', '')}")
    log: list[tuple[int, int, int]] = []
    res = sow(state.board, seat, r, state.variant, log)
    assert res is not None  # legal moves are finite
    new = state.copy()
    new.board = tuple(res.board)
    new.turn = 1 - seat
    new.moves = state.moves + (move,)
    if state.pending[seat]:
        pend = list(state.pending)
        pend[seat] = False
        new.pending = (pend[0], pend[1])
    base = seat << 4
    obase = 16 - base
    new.last = {
        "seat": seat,
        "move": move,
        "pit": list(COORDS[base + r]),
        "end": list(COORDS[base + res.end]),
        "sown": res.sown,
        "laps": res.relays + 1,
        "relays": res.relays,
        "captured": res.captured,
        "captures": [
            {
                "pit": list(COORDS[base + p]),
                "from": [list(COORDS[obase + 23 - p]), list(COORDS[obase + p - 8])],
                "seeds": [x, y],
            }
            for p, x, y in log
        ],
    }
    steps, truncated = trace(state.board, seat, r, state.variant)
    new.last["trace"] = steps
    new.last["truncated"] = truncated
    _settle(new, seat)
    return new


def _next_game(state: State) -> State:
    """The next game of a series: start position, the other seat starts (H5.3, H6)."""
    new = state.copy()
    new.moves = state.moves + (NEXT,)
    new.board = START
    new.game_first = 1 - state.game_first
    new.turn = new.game_first
    new.last = None
    new.pending = (True, True) if state.options.get("fixed_opening") else (False, False)
    _settle(new, None)
    return new


def _why_blocked(state: State, r: int) -> str | None:
    """Why ring position ``r`` of the seat to move cannot be chosen, or None if it can."""
    seeds = state.board[(state.turn << 4) + r]
    if seeds == 0:
        return "empty"
    if seeds == 1:
        return "single"
    if state._cands.get(r) is None:
        return "endless"
    if r not in _legal_rings(state):
        return "opening"
    return None


REASONS: dict[str, str] = {
    "empty": "H2.1: the pit is empty",
    "single": "H2.1: a single seed can never be moved",
    "endless": "H4.1: the move would never end (its sowing repeats for ever)",
    "opening": "H7.1: the first move must be the inner pit at column 8 (i8)",
}
"""English explanation (with the rule section) of each reason code in a view's ``blocked``;
used in :class:`IllegalMove` messages."""


def outcome(state: State) -> Outcome:
    """The result so far.

    Single game: ``over`` when the game ended (H5), ``winners`` the one winner, ``scores`` the
    H6.1 points per seat (seeds on each side, 96/0 when one side holds all 48; during play the
    seeds held). Series: ``over`` when the series is decided, ``scores`` the points (kind
    ``points``) or game wins (``best_of_7``) of the finished games (H6).
    """
    series = state.options.get("series")
    if series is None:
        scores = game_points(state.board)
        if not state.game_over:
            south = sum(state.board[:16])
            scores = (south, SEEDS - south)
        winners = (state.winner,) if state.game_over and state.winner is not None else ()
        return Outcome(state.game_over, winners, scores)
    points, wins = _series_totals(state)
    w = _series_winner(state) if state.game_over else None
    scores_list = wins if series["kind"] == "best_of_7" else points
    return Outcome(w is not None, (w,) if w is not None else (), tuple(scores_list))


def summary(state: State) -> dict:
    """The fields ``python -m gamut replay`` adds: ``board`` (four rows as in the records);
    in a series also ``series`` (as in :func:`view`)."""
    out: dict[str, Any] = {"board": rows_of(state.board)}
    if "series" in state.options:
        out["series"] = _series_view(state)
    return out


def _series_view(state: State) -> dict:
    points, wins = _series_totals(state)
    series = state.options["series"]
    return {
        "kind": series["kind"],
        "to": series["to"],
        "game": len(state.games) + (0 if state.game_over else 1),
        "points": points,
        "wins": wins,
        "games": [dict(g) for g in state.games],
    }


def view(state: State, seat: int | None) -> dict:
    """What ``seat`` sees (Hus has no hidden information: everything). JSON-ready.

    Starts with the header of :func:`gamut.core.view_header` (``seats`` 2; ``legal`` the
    viewer's moves on its turn, ``["next"]`` between the games of a series; ``scores``,
    ``over``, ``winners`` as :func:`outcome`; ``last`` null at the start of each game), then:
    ``options`` (normalized), ``rows`` (row names),
    ``board`` (four rows N-out, N-in, S-in, S-out; columns 0..7 from South's left),
    ``names`` (four rows: each pit's move spelling for its owner),
    ``turn`` (seat whose turn it is or was), ``seeds`` (seeds held per seat),
    ``game_over`` and ``game_winner`` (the current game; differ from ``over``/``winners``
    between the games of a series), ``end_reason`` (None, "no_pits" H5.1, "only_endless"
    H5.2), ``last`` (None or the last move: ``seat``, ``move``,
    ``pit`` and ``end`` as [row, col], ``sown`` (seeds put down), ``laps`` (sowings from
    one pick-up each, as hus.md counts them: ``relays + 1``), ``relays``, ``captured``,
    ``captures``: list of {``pit``, ``from``: two [row, col], ``seeds``: [inner, outer]},
    ``trace`` and ``truncated``: the pick-ups in order, see :func:`trace`), ``blocked``
    (move -> reason code for each own pit of the mover that cannot be chosen:
    "empty", "single" H2.1, "endless" H4.1, "opening" H7.1), ``endless`` (moves left out as
    endless), ``preview`` (move -> {``pit``, ``end`` [row, col], ``sown``, ``laps``,
    ``relays``, ``captured``, ``board`` after}),
    ``opening_pending`` ([bool, bool], H7.1), ``ply`` (moves in this record), and, in a series,
    ``series`` ({kind, to, game, points, wins, games}).
    """
    if seat is not None and (not _is_int(seat) or seat not in (0, 1)):
        raise core.GameError(f"no seat {seat!r} in a 2-seat game (0, 1 or None)")
    out = outcome(state)
    mover = state.turn
    base = mover << 4
    blocked: dict[str, str] = {}
    preview: dict[str, dict] = {}
    legal = legal_moves(state)
    if not state.game_over:
        for r in range(16):
            why = _why_blocked(state, r)
            if why is not None:
                blocked[RING_MOVES[r]] = why
        for m in legal:
            r = MOVE_RING[m]
            res = state._cands[r]
            assert res is not None
            preview[m] = {
                "pit": list(COORDS[base + r]),
                "end": list(COORDS[base + res.end]),
                "sown": res.sown,
                "laps": res.relays + 1,
                "relays": res.relays,
                "captured": res.captured,
                "board": rows_of(res.board),
            }
    names = [[""] * 8 for _ in range(4)]
    for i, (row, col) in enumerate(COORDS):
        names[row][col] = RING_MOVES[i & 15]
    south = sum(state.board[:16])
    mine = seat is not None and (to_move(state) == seat or legal == [NEXT])
    v: dict[str, Any] = core.view_header(
        "hus",
        seat,
        2,
        to_move(state),
        legal if mine else [],
        out,
        None if state.last is None else _copy_json(state.last),
    )
    v |= {
        "options": dict(state.options),
        "rows": list(ROW_NAMES),
        "board": rows_of(state.board),
        "names": names,
        "turn": mover,
        "seeds": [south, SEEDS - south],
        "game_over": state.game_over,
        "game_winner": state.winner,
        "end_reason": state.reason,
        "blocked": blocked,
        "endless": [m for m, why in blocked.items() if why == "endless"],
        "preview": preview,
        "opening_pending": list(state.pending),
        "ply": len(state.moves),
    }
    if "series" in state.options:
        v["series"] = _series_view(state)
    return v


def _copy_json(obj: Any) -> Any:
    if isinstance(obj, dict):
        return {k: _copy_json(x) for k, x in obj.items()}
    if isinstance(obj, list):
        return [_copy_json(x) for x in obj]
    return obj


def to_record(state: State) -> dict:
    """The game record (``shared/design.md``): ``game``, ``options`` (normalized, with the
    ``first`` drawn by lot), ``board`` and ``to_move`` when the game started from a given
    position, and ``moves`` (including ``"next"`` between the games of a series)."""
    rec: dict[str, Any] = {"game": "hus", "options": dict(state.options)}
    if "series" in state.options:
        rec["options"]["series"] = dict(state.options["series"])
    if state.start_board is not None:
        rec["board"] = [list(r) for r in state.start_board]
        rec["to_move"] = state.start_to_move
    rec["moves"] = list(state.moves)
    return rec


RECORD_KEYS = ("board", "to_move")
"""Hus record keys besides :data:`gamut.core.RECORD_KEYS`."""


def from_record(record: dict) -> State:
    """Replay a record and return the state reached. Trusts nothing.

    Checks the envelope (``game`` "hus", ``options`` an object, ``moves`` strings, no
    unknown key), the
    options, the optional start ``board`` (four rows of eight non-negative ints, 48 seeds) with
    its ``to_move`` (0/1, required with a board; without one it must equal ``first``), then
    plays every move. Raises :class:`BadRecord`; ``at`` is the index of a move that failed.
    """
    core.check_record_shape(record, "hus", RECORD_KEYS)
    options = record.get("options", {})
    deal = None
    if "board" in record:
        check_board(record["board"], BadRecord)
        if "to_move" not in record:
            raise BadRecord("a record that starts from a board needs to_move (0 or 1)")
        tm = record["to_move"]
        if not _is_int(tm) or tm not in (0, 1):
            raise BadRecord(f"to_move must be 0 (South) or 1 (North), not {tm!r}")
        deal = {"board": record["board"], "to_move": tm}
    try:
        if options.get("first") is None:
            raise BadRecord("a hus record must say who moved first (options.first 0 or 1)")
        state = new_game(options, deal=deal)
    except BadOptions as exc:
        raise BadRecord(f"bad options: {exc}") from None
    if deal is None and "to_move" in record and record["to_move"] != state.turn:
        raise BadRecord("to_move without a board must equal options.first")
    for i, move in enumerate(record.get("moves", [])):
        try:
            state = play(state, move)
        except IllegalMove as exc:
            raise BadRecord(f"move {i} ({move!r}): {exc}", at=i) from None
    return state
