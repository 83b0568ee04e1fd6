"""Wu Hsing (Sid Sackson's Domino Bead Game), 2 to 4 players.

Rules: ``shared/rules/wuhsing.md`` (sections W1-W8), from the seed page
``shared/seeds/000_e4cdd1833b2629f3.txt``. Implements the game interface of :mod:`gamut.core`.

Spellings (``shared/design.md``):

- a colour is one of ``W F H M E`` (water, fire, wood, metal, earth), in that order;
- a tile is two colours in that order joined by ``-``: ``"W-H"``, ``"E-E"``;
- a move is the two cells with their colours, upper or left cell first: ``"E@0,2 W@1,2"``
  (``row,col``, rows grow downwards, the grid is unbounded), or ``"pass"`` (W6.2) when the
  mover has no placement.

This module only gathers the engine's public names; the work is done in one module per job:

- :mod:`gamut.wuhsing.tiles`: colours, tiles, hands in order, the W7.3 penalty (W1);
- :mod:`gamut.wuhsing.cells`: cell keys, move spellings, runs of cells (board geometry);
- :mod:`gamut.wuhsing.lines`: valid lines and their colour patterns (W3);
- :mod:`gamut.wuhsing.placements`: the legal placements of a hand and their scores (W4, W5.1);
- :mod:`gamut.wuhsing.state`: the position, and a position rebuilt from a view;
- :mod:`gamut.wuhsing.options`: the settings and the seat range; :mod:`gamut.wuhsing.deal`:
  the deal (W1, W2);
- :mod:`gamut.wuhsing.opening`: the openings of the two-player variants (W8.1, decisions);
- :mod:`gamut.wuhsing.turns`: the turn passed on, the end of the game (W6, W7.1, W7.2);
- :mod:`gamut.wuhsing.moves`: whose turn, legal moves (W4, W6);
- :mod:`gamut.wuhsing.play`: a new game, a move;
- :mod:`gamut.wuhsing.results`: final scores, why the game ended, the outcome (W7);
- :mod:`gamut.wuhsing.explain`: a placement's lines and score, the board's patterns;
- :mod:`gamut.wuhsing.view`: what a seat may see, the replay summary;
  :mod:`gamut.wuhsing.record`: the record.
"""

from __future__ import annotations

from gamut.wuhsing.cells import LIMIT, OFFSET, STRIDE, cell_key, cell_rc, parse_move, spell
from gamut.wuhsing.deal import check_deal, make_deal
from gamut.wuhsing.explain import explain_placement
from gamut.wuhsing.lines import ALLOWED_MEMO, VALID_MEMO, line_pattern, line_period, line_valid
from gamut.wuhsing.moves import legal_moves, to_move
from gamut.wuhsing.options import SEAT_RANGE, VARIANTS, check_options, seat_count, with_seats
from gamut.wuhsing.placements import orientations, placements
from gamut.wuhsing.play import apply_placement, new_game, play
from gamut.wuhsing.record import RECORD_KEYS, from_record, to_record
from gamut.wuhsing.results import end_reason, final_scores, outcome
from gamut.wuhsing.state import State, from_view
from gamut.wuhsing.tiles import (
    ALL_TILES,
    COLOURS,
    HAND_SIZE,
    KINDS,
    PENALTY_DOUBLE,
    PENALTY_OTHER,
    TILE_INDEX,
    is_double,
    penalty,
    sort_tiles,
    tile_name,
)
from gamut.wuhsing.view import summary, view

__all__ = [
    "ALLOWED_MEMO",
    "ALL_TILES",
    "COLOURS",
    "HAND_SIZE",
    "KINDS",
    "LIMIT",
    "OFFSET",
    "PENALTY_DOUBLE",
    "PENALTY_OTHER",
    "RECORD_KEYS",
    "SEAT_RANGE",
    "STRIDE",
    "TILE_INDEX",
    "VALID_MEMO",
    "VARIANTS",
    "State",
    "apply_placement",
    "cell_key",
    "cell_rc",
    "check_deal",
    "check_options",
    "end_reason",
    "explain_placement",
    "final_scores",
    "from_record",
    "from_view",
    "is_double",
    "legal_moves",
    "line_pattern",
    "line_period",
    "line_valid",
    "make_deal",
    "new_game",
    "orientations",
    "outcome",
    "parse_move",
    "penalty",
    "placements",
    "play",
    "seat_count",
    "sort_tiles",
    "spell",
    "summary",
    "tile_name",
    "to_move",
    "to_record",
    "view",
    "with_seats",
]
