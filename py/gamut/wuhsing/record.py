"""Wu Hsing records: the game record of a state, and its replay that trusts nothing (design.md)."""

from __future__ import annotations

from gamut.core import BadOptions, BadRecord, GameError, IllegalMove, check_record_shape
from gamut.wuhsing.options import check_options
from gamut.wuhsing.play import new_game, play
from gamut.wuhsing.state import State


def to_record(state: State) -> dict:
    """The game record: ``{"game": "wuhsing", "options": {"players", "first", "variant",
    "open_hands"}, "deals": [deal], "moves": [...]}`` (``shared/design.md``). Raises
    :class:`GameError` for a state made by :func:`from_view` (it has no deal)."""
    if state.deal is None:
        raise GameError("this state was built from a view and has no record")
    return {
        "game": "wuhsing",
        "options": {
            "players": state.n,
            "first": state.first,
            "variant": state.variant,
            "open_hands": state.open_hands,
        },
        "deals": [state.deal],
        "moves": [mv for _, mv, _ in state.log],
    }


RECORD_KEYS = ("deals",)
"""Wu Hsing record keys besides :data:`gamut.core.RECORD_KEYS`."""


def from_record(record: dict) -> State:
    """Replay a record (see :func:`to_record`); ``options.first`` must name a seat.

    Raises :class:`BadRecord` for anything inconsistent: bad envelope, an unknown key (named
    in the message), options or deal (``at`` None), or a move that is not legal where it
    stands (``at`` = its index).
    """
    check_record_shape(record, "wuhsing", RECORD_KEYS)
    options = record.get("options", {})
    try:
        opts = check_options(options)
    except BadOptions as exc:
        raise BadRecord(f"bad options: {exc}") from None
    if opts["first"] is None:
        raise BadRecord("a record's options must name the first seat (first)")
    deals = record.get("deals")
    if not isinstance(deals, list) or len(deals) != 1:
        raise BadRecord("a Wu Hsing record holds exactly one deal")
    moves = record.get("moves", [])
    if not isinstance(moves, list):
        raise BadRecord("moves must be a list of strings")
    state = new_game(opts, deal=deals[0])
    for i, mv in enumerate(moves):
        if not isinstance(mv, str):
            raise BadRecord(f"move {i} is not a string", at=i)
        try:
            state = play(state, mv)
        except IllegalMove as exc:
            raise BadRecord(f"move {i} ({mv!r}): {exc}", at=i) from None
    return state
