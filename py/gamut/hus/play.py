"""Hus play: a new game or position, a move, the next game of a series (H1.3, H2-H7)."""

from __future__ import annotations

from gamut import core
from gamut.core import BadRecord, IllegalMove, Reason
from gamut.hus.board import COORDS, MOVE_RING, NEXT, START, check_board, is_int, ring_of
from gamut.hus.moves import REASONS, candidates, has_move_pit, legal_rings, why_blocked
from gamut.hus.options import check_options, variant_of
from gamut.hus.results import game_result, series_over
from gamut.hus.sowing import sow, trace
from gamut.hus.state import State


def _settle(state: State, mover: int | None) -> None:
    """Fill ``_cands``, ``round_over``, ``winner``, ``reason`` after a move by ``mover`` (H5)."""
    b = state.board
    state._cands = dict(candidates(b, state.turn, state.variant))
    state.round_over, state.winner, state.reason = False, None, None
    for loser in (mover, 1 - state.turn, state.turn):
        if loser is not None and not has_move_pit(b, loser):  # H5.1
            state.round_over, state.winner, state.reason = True, 1 - loser, Reason.NO_PITS
            break
    else:
        if all(res is None for res in state._cands.values()):  # H5.2
            winner = 1 - state.turn
            state.round_over, state.winner, state.reason = True, winner, Reason.ONLY_ENDLESS
    if state.round_over and "series" in state.options:
        state.games = state.games + (game_result(state),)


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
        if not is_int(turn) or turn not in (0, 1):
            raise BadRecord(f"to_move must be 0 (South) or 1 (North), not {turn!r}")
        s.board = tuple(ring_of(rows))
        s.turn = turn
        s.start_board = [list(r) for r in rows]
        s.pending = (False, False)
    s.start_to_move = s.turn
    s.game_first = s.turn
    _settle(s, None)
    return s


def play(state: State, move: str) -> State:
    """The state after ``move``; ``state`` is not changed. Raises :class:`IllegalMove`."""
    if not isinstance(move, str):
        raise IllegalMove(f"a hus move is a string like 'o1' or 'i8', not {move!r}")
    if state.round_over:
        if move == NEXT and not series_over(state):
            return _next_game(state)
        raise IllegalMove(f"{move!r}: the game is over")
    r = MOVE_RING.get(move)
    if r is None:
        raise IllegalMove(f"{move!r} is not a pit: moves are o1..o8 and i1..i8")
    seat = state.turn
    if r not in legal_rings(state):
        why = why_blocked(state, r)
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
        **res.summary(seat, r),
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
