"""Dominoes game records: writing one and replaying it (``shared/design.md``, D2)."""

from __future__ import annotations

from gamut.core import BadOptions, BadRecord, IllegalMove, check_record_shape
from gamut.dominoes.deal import check_deal
from gamut.dominoes.moves import legal_moves
from gamut.dominoes.options import check_options
from gamut.dominoes.play import apply_move, new_game, why_illegal
from gamut.dominoes.state import State
from gamut.dominoes.tiles import parse_move


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
                raise IllegalMove(why_illegal(s, kind, tile, end, move))
        except IllegalMove as exc:
            raise BadRecord(f"move {i} ({move!r}) is illegal: {exc}", at=i) from None
        if kind == "next" and len(s.deals) <= s.round:
            raise BadRecord(f"move {i} ('next'): the record holds no deal for round "
                            f"{s.round + 1}", at=i)  # fmt: skip
        apply_move(s, kind, tile, end)
        s.moves.append(move)
    return s
