"""Hus view and summary: what a seat sees (everything: Hus hides nothing), the replay fields."""

from __future__ import annotations

from typing import Any

from gamut import core
from gamut.hus.board import COORDS, MOVE_RING, NEXT, RING_MOVES, ROW_NAMES, SEEDS, _is_int, rows_of
from gamut.hus.moves import _why_blocked, legal_moves
from gamut.hus.results import _series_view, outcome
from gamut.hus.state import State, to_move


def summary(state: State) -> dict:
    """The fields ``python -m gamut replay`` adds: ``board`` (four rows as in the records);
    in a series also ``series`` (as in :func:`view`)."""
    out: dict[str, Any] = {"board": rows_of(state.board)}
    if "series" in state.options:
        out["series"] = _series_view(state)
    return out


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
