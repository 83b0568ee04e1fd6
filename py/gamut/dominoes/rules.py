"""Dominoes (double-six): Draw, Block and Fives (All Fives with a spinner), 2 to 4 seats.

Rules: ``shared/rules/dominoes.md`` (sections D1-D9), from the seed page
``shared/seeds/003_57750525de4240ff.txt``. Implements the game interface of
:mod:`gamut.core`. Moves are spelled as in the game records (``shared/design.md``):
``"a-b"`` (the first tile of a round), ``"a-b END"`` with END in ``W E N S``, ``"draw"``,
``"pass"`` and ``"next"`` (deal the next round).

A tile is a tuple ``(a, b)`` with ``a <= b`` inside the engine and ``"a-b"`` outside.

This module only gathers the engine's public names (the interface's, :data:`gamut.core.VERBS`,
in the same modules as in every game); the work is done in one module per job:

- :mod:`gamut.dominoes.tiles`: the double-six set, tile and move spellings, reading them (D1.1);
- :mod:`gamut.dominoes.options`: the settings and the seat range, hand sizes, rounding to five
  (D1.2, D1.3, D2, D7.4, D8.1);
- :mod:`gamut.dominoes.deal`: shuffling and dealing a round, checking a deal (D1.1, D2);
- :mod:`gamut.dominoes.state`: the tiles on the table, the match's state, the start of each
  round (D2, D3);
- :mod:`gamut.dominoes.moves`: whose turn, the tiles that fit the open ends, legal moves (D4.1,
  D4.3);
- :mod:`gamut.dominoes.layout`: laying a tile, the spinner, the open ends (D4.2, D5);
- :mod:`gamut.dominoes.fives`: the Fives count and the points of a play (D6);
- :mod:`gamut.dominoes.results`: a round's end, a blocked round, the match's end, the outcome
  (D7, D8);
- :mod:`gamut.dominoes.play`: a new match, a move checked and applied, why one is illegal (D4,
  D7, D8);
- :mod:`gamut.dominoes.view`: what a seat sees, the replay summary (D9.1);
- :mod:`gamut.dominoes.record`: the game record and its replay.
"""

from __future__ import annotations

from gamut.core import BadOptions, BadRecord, GameError, IllegalMove, Outcome, Reason
from gamut.dominoes.deal import check_deal, make_deal
from gamut.dominoes.fives import fives_count, fives_points_if
from gamut.dominoes.moves import can_play, legal_moves, to_move
from gamut.dominoes.options import (
    MODES,
    SEAT_RANGE,
    TARGETS,
    check_options,
    hand_size,
    round_to_five,
    seat_count,
    with_seats,
)
from gamut.dominoes.play import apply_move, new_game, play
from gamut.dominoes.record import RECORD_KEYS, from_record, to_record
from gamut.dominoes.results import outcome
from gamut.dominoes.state import OPENING_ORDER, Placed, State
from gamut.dominoes.tiles import ALL_TILES, ENDS, SPELL, Tile, parse_move, parse_tile, tile_str
from gamut.dominoes.view import summary, view

__all__ = [
    "ALL_TILES",
    "ENDS",
    "MODES",
    "OPENING_ORDER",
    "RECORD_KEYS",
    "SEAT_RANGE",
    "SPELL",
    "TARGETS",
    "BadOptions",
    "BadRecord",
    "GameError",
    "IllegalMove",
    "Outcome",
    "Placed",
    "Reason",
    "State",
    "Tile",
    "apply_move",
    "can_play",
    "check_deal",
    "check_options",
    "fives_count",
    "fives_points_if",
    "from_record",
    "hand_size",
    "legal_moves",
    "make_deal",
    "new_game",
    "outcome",
    "parse_move",
    "parse_tile",
    "play",
    "round_to_five",
    "seat_count",
    "summary",
    "tile_str",
    "to_move",
    "to_record",
    "view",
    "with_seats",
]
