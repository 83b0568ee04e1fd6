"""Hus rules engine: the four-row mancala from Namibia (``shared/rules/hus.md``, H1..H7).

Implements the interface of :mod:`gamut.core`: :func:`new_game`, :func:`legal_moves`,
:func:`play`, :func:`to_move`, :func:`view`, :func:`outcome`, :func:`to_record`,
:func:`from_record`, :func:`summary`. This module only gathers the engine's public names; the
work is done in one module per job:

- :mod:`gamut.hus.board`: the ring layout, pit coordinates and move spellings, board checks (H1);
- :mod:`gamut.hus.sowing`: one move's sowing with its relays and captures, its trace (H2, H3);
- :mod:`gamut.hus.endless`: the exact check that a move never ends (H4);
- :mod:`gamut.hus.options`: the settings, the seat range and the sowing rules they select
  (H5.3, H6.2, H7);
- :mod:`gamut.hus.state`: the immutable position;
- :mod:`gamut.hus.moves`: whose turn, legal moves, why a pit is blocked (H2.1, H4.1, H7.1);
- :mod:`gamut.hus.results`: a game's points, a series, the outcome (H5.4, H6);
- :mod:`gamut.hus.play`: a new game, a move, the next game of a series;
- :mod:`gamut.hus.view`: what a seat sees, the replay summary;
- :mod:`gamut.hus.record`: the game record and its replay.
"""

from __future__ import annotations

from gamut.hus.board import (
    COORDS,
    MOVE_RING,
    NEXT,
    NORTH,
    RING_MOVES,
    ROW_NAMES,
    SEEDS,
    SOUTH,
    START,
    check_board,
    coord,
    ring_of,
    rows_of,
)
from gamut.hus.endless import LONG_RUNS
from gamut.hus.moves import REASONS, candidates, has_move_pit, legal_moves, to_move
from gamut.hus.options import (
    FLAGS,
    SEAT_RANGE,
    SERIES_KINDS,
    check_options,
    seat_count,
    variant_of,
    with_seats,
)
from gamut.hus.play import new_game, play
from gamut.hus.record import RECORD_KEYS, from_record, to_record
from gamut.hus.results import game_points, outcome
from gamut.hus.sowing import CLASSIC, TRACE_LIMIT, Sowing, Variant, sow, trace
from gamut.hus.state import State
from gamut.hus.view import summary, view

__all__ = [
    "CLASSIC",
    "COORDS",
    "FLAGS",
    "LONG_RUNS",
    "MOVE_RING",
    "NEXT",
    "NORTH",
    "REASONS",
    "RECORD_KEYS",
    "RING_MOVES",
    "ROW_NAMES",
    "SEAT_RANGE",
    "SEEDS",
    "SERIES_KINDS",
    "SOUTH",
    "START",
    "TRACE_LIMIT",
    "Sowing",
    "State",
    "Variant",
    "candidates",
    "check_board",
    "check_options",
    "coord",
    "from_record",
    "game_points",
    "has_move_pit",
    "legal_moves",
    "new_game",
    "outcome",
    "play",
    "ring_of",
    "rows_of",
    "seat_count",
    "sow",
    "summary",
    "to_move",
    "to_record",
    "trace",
    "variant_of",
    "view",
    "with_seats",
]
