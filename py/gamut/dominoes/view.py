"""Dominoes views: what a seat sees (D9.1), whose turn it is, the outcome, the replay
summary.
"""

from __future__ import annotations

from gamut.core import GameError, Outcome, view_header
from gamut.dominoes.fives import fives_count
from gamut.dominoes.layout import _place
from gamut.dominoes.moves import _plays, legal_moves
from gamut.dominoes.state import State
from gamut.dominoes.tiles import tile_str


def to_move(state: State) -> int | None:
    """The seat to move, or ``None`` between rounds and after the match."""
    return state.to_move


def outcome(state: State) -> Outcome:
    """Match outcome: over (D8), winners, scores per seat."""
    return Outcome(state.match_over, tuple(state.winners), tuple(state.scores))


def _playable(s: State, seat: int) -> dict[str, list[dict]]:
    """For the viewer's playable tiles: each place with the Fives points it would score."""
    out: dict[str, list[dict]] = {}
    for t, end in _plays(s, seat):
        move = tile_str(t) if end is None else f"{tile_str(t)} {end}"
        score = 0
        if s.mode == "fives":
            trial = s.copy()  # _place replaces what it changes: s stays as it is
            _place(trial, t, end, seat)
            c = fives_count(trial)
            score = c if c > 0 and c % 5 == 0 else 0
        out.setdefault(tile_str(t), []).append({"end": end, "move": move, "score": score})
    return out


def view(state: State, seat: int | None) -> dict:
    """What ``seat`` may see (D9.1); ``None`` is a spectator. JSON-ready.

    Starts with the header of :func:`gamut.core.view_header` (``last`` also carries the
    move's ``score``; it is null at the start of each round), then: mode, target, round,
    opener, hand, hands (own hand only, every hand once the round is over, D7.5), hand_sizes,
    boneyard (count), out (block: the tiles out of play, once the round is over), line,
    spinner_at, arms, ends, count, playable/must (for the viewer), log (this round's events;
    draws and passes carry ``open``: the open pips at that moment), round_over, round_result.
    Raises :class:`GameError` for a seat outside the game.
    """
    s = state
    if seat is not None and (
        isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < s.seats
    ):
        raise GameError(f"no seat {seat!r} in a {s.seats}-seat game")
    show_all = s.round_over
    hands = [
        [tile_str(t) for t in h] if (show_all or i == seat) else None for i, h in enumerate(s.hands)
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
    return head | {
        "mode": s.mode,
        "target": s.target,
        "round": s.round,
        "opener": s.opener,
        "hand": hands[seat] if seat is not None else [],
        "hands": hands,
        "hand_sizes": [len(h) for h in s.hands],
        "boneyard": len(s.boneyard),
        "out": [tile_str(t) for t in s.out] if show_all else [],
        "line": [p.as_dict() for p in s.line],
        "spinner_at": s.spinner_at,
        "arms": {k: [p.as_dict() for p in v] for k, v in s.arms.items()},
        "ends": dict(s.ends),
        "count": s.count,
        "playable": _playable(s, seat) if mine else {},
        "must": must,
        "log": [dict(e) for e in s.log],
        "round_over": s.round_over,
        "round_result": dict(s.round_result) if s.round_result else None,
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
