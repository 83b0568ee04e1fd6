"""Dominoes views: what a seat sees (D9.1) and the replay summary."""

from __future__ import annotations

from gamut.core import check_seat, round_result, view_header, view_round
from gamut.dominoes.fives import fives_count
from gamut.dominoes.layout import place
from gamut.dominoes.moves import legal_moves, plays
from gamut.dominoes.results import outcome
from gamut.dominoes.state import State
from gamut.dominoes.tiles import SPELL, TILE_STR, tile_str


def _previews(s: State, seat: int) -> dict[str, dict]:
    """For each tile the viewer may lay and each place it fits: the move's spelling ->
    ``{"tile", "end", "score"}`` (``score``: the Fives points it would make, D6.2; 0 in the
    other modes). In hand order, each tile's ends in the order of the open ends."""
    out: dict[str, dict] = {}
    for t, end in plays(s, seat):
        score = 0
        if s.mode == "fives":
            trial = s.copy()  # place replaces what it changes: s stays as it is
            place(trial, t, end, seat)
            c = fives_count(trial)
            score = c if c > 0 and c % 5 == 0 else 0
        out[SPELL[t, end]] = {"tile": tile_str(t), "end": end, "score": score}
    return out


def view(state: State, seat: int | None) -> dict:
    """What ``seat`` may see (D9.1); ``None`` is a spectator. JSON-ready.

    Starts with the header of :func:`gamut.core.view_header` (``last`` also carries the
    move's ``score``; it is null at the start of each round) and the round's keys of
    :func:`gamut.core.view_round`: ``round_over``; ``round_result`` (reason ``out``: the
    seat that played its last tile, D7.1; ``blocked``, D7.1/D7.3; ``target``: a Fives play
    reached the target, D8.3; plus ``pips`` left in each hand, ``raw`` pips won and the
    ``points`` scored, D7.2-D7.4); ``history`` (this round's moves, each with its ``score``;
    draws and passes carry ``open``: the open pips at that moment); ``previews`` (move ->
    ``{"tile", "end", "score"}``, see :func:`_previews`). Then: mode, target, round, opener,
    hand, hands (own hand only, every hand once the round is over, D7.5), hand_sizes,
    boneyard (count), out (block: the tiles out of play, once the round is over), line,
    spinner_at, arms, ends, count, must (for the viewer: ``play``, ``draw``, ``pass``,
    ``next`` or null). Raises :class:`GameError` for a seat outside the game.
    """
    s = state
    seat = check_seat(seat, s.seats)
    show_all = s.round_over
    spell = TILE_STR.__getitem__
    hands = [
        list(map(spell, h)) if (show_all or i == seat) else None for i, h in enumerate(s.hands)
    ]
    mine = s.to_move is not None and s.to_move == seat
    legal = legal_moves(s) if (mine or (s.round_over and seat is not None)) else []
    must = None
    if s.round_over and not s.match_over:
        must = "next"
    elif mine:
        must = legal[0] if legal[0] in ("draw", "pass") else "play"
    head = view_header(
        "dominoes",
        seat,
        s.seats,
        s.to_move,
        legal,
        outcome(s),
        dict(s.last) if s.last else None,
    )
    rr = s.round_result if s.round_over else None
    result = None
    if rr is not None:
        pips, raw, points = list(rr["pips"]), rr["raw"], rr["points"]
        result = round_result(rr["reason"], rr["seat"], rr["winners"], pips=pips, raw=raw,
                              points=points)  # fmt: skip
    previews = _previews(s, seat) if mine and seat is not None else {}
    head |= view_round(result, list(map(dict, s.log)), previews)
    return head | {
        "mode": s.mode,
        "target": s.target,
        "round": s.round,
        "opener": s.opener,
        "hand": hands[seat] if seat is not None else [],
        "hands": hands,
        "hand_sizes": [len(h) for h in s.hands],
        "boneyard": len(s.boneyard),
        "out": list(map(spell, s.out)) if show_all else [],
        "line": [p.as_dict() for p in s.line],
        "spinner_at": s.spinner_at,
        "arms": {k: [p.as_dict() for p in v] for k, v in s.arms.items()},
        "ends": dict(s.ends),
        "count": s.count,
        "must": must,
    }


def summary(state: State) -> dict:
    """The dominoes fields of ``python -m gamut replay`` (design.md)."""
    return {
        "round": state.round,
        "hand_sizes": [len(h) for h in state.hands],
        "boneyard": len(state.boneyard),
        "ends": dict(state.ends),
        "count": state.count,
    }
