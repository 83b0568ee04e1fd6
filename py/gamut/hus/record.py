"""Hus records: the game record of a state, and its replay that trusts nothing (design.md)."""

from __future__ import annotations

from typing import Any

from gamut import core
from gamut.core import BadOptions, BadRecord, IllegalMove
from gamut.hus.board import check_board, is_int
from gamut.hus.play import new_game, play
from gamut.hus.state import State


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
        if not is_int(tm) or tm not in (0, 1):
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
