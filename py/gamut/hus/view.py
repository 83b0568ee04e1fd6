"""Hus view and summary: what a seat sees (everything: Hus hides nothing), the replay fields."""

from __future__ import annotations

from typing import Any

from gamut import core
from gamut.hus.board import COORDS, MOVE_RING, NEXT, RING_MOVES, ROW_NAMES, SEEDS, rows_of
from gamut.hus.moves import legal_moves, to_move, why_blocked
from gamut.hus.results import outcome, series_view
from gamut.hus.state import State


def summary(state: State) -> dict:
    """The fields ``python -m gamut replay`` adds: ``board`` (four rows as in the records);
    in a series also ``series`` (as in :func:`view`)."""
    out: dict[str, Any] = {"board": rows_of(state.board)}
    if "series" in state.options:
        out["series"] = series_view(state)
    return out


def _history(state: State) -> list[dict]:
    """This game's moves (those since the last ``next``) as ``{"seat", "move"}``: the game's
    first seat moves first and the seats take turns (H5)."""
    moves = state.moves
    i = len(moves)
    while i and moves[i - 1] != NEXT:
        i -= 1
    first = state.game_first
    return [{"seat": (first + k) & 1, "move": m} for k, m in enumerate(moves[i:])]


def view(state: State, seat: int | None) -> dict:
    """What ``seat`` sees (Hus has no hidden information: everything). JSON-ready.

    Starts with the header of :func:`gamut.core.view_header` (``seats`` 2; ``legal`` the
    viewer's moves on its turn, ``["next"]`` between the games of a series; ``scores``,
    ``over``, ``winners`` as :func:`outcome`; ``last`` null at the start of each game) and the
    round's keys of :func:`gamut.core.view_round` (a round is one game): ``round_over`` (this
    game is over; differs from ``over`` between the games of a series), ``round_result``
    (reason ``no_pits`` H5.1 or ``only_endless`` H5.2, ``seat`` the side that cannot move,
    ``winners`` the game's winner), ``history`` (this game's moves ``{"seat", "move"}``),
    ``previews`` (for the viewer's legal moves: move -> {``pit``, ``end`` [row, col],
    ``sown``, ``laps``, ``relays``, ``captured``, ``board`` after}). Then:
    ``options`` (normalized), ``rows`` (row names),
    ``board`` (four rows N-out, N-in, S-in, S-out; columns 0..7 from South's left),
    ``names`` (four rows: each pit's move spelling for its owner),
    ``turn`` (seat whose turn it is or was), ``seeds`` (seeds held per seat),
    ``last`` (None or the last move: ``seat``, ``move``,
    ``pit`` and ``end`` as [row, col], ``sown`` (seeds put down), ``laps`` (sowings from
    one pick-up each, as hus.md counts them: ``relays + 1``), ``relays``, ``captured``,
    ``captures``: list of {``pit``, ``from``: two [row, col], ``seeds``: [inner, outer]},
    ``trace`` and ``truncated``: the pick-ups in order, see :func:`trace`), ``blocked``
    (move -> reason code for each own pit of the mover that cannot be chosen:
    "empty", "single" H2.1, "endless" H4.1, "opening" H7.1), ``endless`` (moves left out as
    endless), ``opening_pending`` ([bool, bool], H7.1), and, in a series, ``series``
    ({kind, to, game, points, wins, games}).
    """
    seat = core.check_seat(seat, 2)
    out = outcome(state)
    mover = state.turn
    blocked: dict[str, str] = {}
    previews: dict[str, dict] = {}
    legal = legal_moves(state)
    mine = seat is not None and (to_move(state) == seat or legal == [NEXT])
    if not state.round_over:
        for r in range(16):
            why = why_blocked(state, r)
            if why is not None:
                blocked[RING_MOVES[r]] = why
        for m in legal if mine else ():
            r = MOVE_RING[m]
            res = state._cands[r]
            assert res is not None
            previews[m] = {**res.summary(mover, r), "board": rows_of(res.board)}
    names = [[""] * 8 for _ in range(4)]
    for i, (row, col) in enumerate(COORDS):
        names[row][col] = RING_MOVES[i & 15]
    south = sum(state.board[:16])
    result = None
    if state.round_over and state.reason is not None and state.winner is not None:
        loser = 1 - state.winner
        result = core.round_result(state.reason, loser, [state.winner])
    v: dict[str, Any] = core.view_header(
        "hus",
        seat,
        2,
        to_move(state),
        legal if mine else [],
        out,
        None if state.last is None else core.copy_json(state.last),
    )
    v |= core.view_round(result, _history(state), previews)
    v |= {
        "options": dict(state.options),
        "rows": list(ROW_NAMES),
        "board": rows_of(state.board),
        "names": names,
        "turn": mover,
        "seeds": [south, SEEDS - south],
        "blocked": blocked,
        "endless": [m for m, why in blocked.items() if why == "endless"],
        "opening_pending": list(state.pending),
    }
    if "series" in state.options:
        v["series"] = series_view(state)
    return v
