"""Dominoes play: a move checked and applied, and why an illegal one is refused (D4, D7, D8).

The state is copy on write (see :class:`gamut.dominoes.state.State`): :func:`play` applies the
move to a shallow copy.
"""

from __future__ import annotations

from gamut.core import IllegalMove
from gamut.dominoes.fives import fives_count
from gamut.dominoes.layout import _open_pips, _place
from gamut.dominoes.moves import _legal
from gamut.dominoes.options import round_to_five
from gamut.dominoes.results import _add_score, _check_blocked, _end_round, _pips
from gamut.dominoes.state import State, _start_round
from gamut.dominoes.tiles import _MOVE_OF, _SPELL, Tile, parse_move, tile_str


def play(state: State, move: str) -> State:
    """Return the state after ``move``; ``state`` itself is never changed.

    Raises :class:`IllegalMove` (with the reason) when the move is malformed or not legal
    in this position (D4, D7, D8).
    """
    legal = state._legal
    if legal is None:
        legal = state._legal = _legal(state)
    if move not in legal:
        kind, tile, end = parse_move(move)  # IllegalMove for a malformed spelling
        raise IllegalMove(_why_illegal(state, kind, tile, end, move))
    kind, tile, end = _MOVE_OF[move]
    s = state.copy()
    _apply(s, kind, tile, end)
    s.moves = [*state.moves, move]
    return s


def _why_illegal(s: State, kind: str, tile: Tile | None, end: str | None, move: str) -> str:
    if s.match_over:
        return "the match is over"
    if s.round_over:
        return "the round is over: the only move is next"
    if kind == "next":
        return "the round is not over"
    if kind == "play":
        assert tile is not None
        if tile not in s.hands[s.to_move]:
            return f"seat {s.to_move} does not hold {tile_str(tile)}"
        if not s.line and s.forced is not None and tile != s.forced:
            return f"the first round opens with {tile_str(s.forced)} (D3.1)"
        if not s.line and end is not None:
            return "the first tile of a round has no end"
        if s.line and end is None:
            return "name the open end (W, E, N or S)"
        if s.line and end not in s.ends:
            return f"{end} is not an open end"
        return f"{tile_str(tile)} does not match the {end} end (D4.1)"
    if kind == "draw":
        if s.mode == "block":
            return "nobody draws in block (D4.3)"
        if not s.boneyard:
            return "the boneyard is empty: pass (D4.3)"
        return "you hold a playable tile: nobody draws then (D4.3)"
    return "you can play or draw, so you may not pass (D4.1, D4.3)"


def _apply(s: State, kind: str, tile: Tile | None, end: str | None, quiet: bool = False) -> None:
    """Apply a legal move to ``s`` (callers checked legality; ``s.moves`` is theirs to extend).

    Copy on write (see :class:`State`): every container the move changes is replaced, so ``s``
    may share containers with the state it was copied from. ``quiet`` leaves out ``log`` and
    ``last``, which only views read (the hard player's playouts).
    """
    s._legal = None
    seat = s.to_move
    if kind == "play":
        assert tile is not None
        hands = list(s.hands)
        hand = list(hands[seat])
        hand.remove(tile)
        hands[seat] = hand
        s.hands = hands
        _place(s, tile, end, seat)
        score = 0
        fives = s.mode == "fives"
        if fives:
            count = s.count = fives_count(s)
            if count > 0 and count % 5 == 0:  # D6.2
                score = count
                _add_score(s, seat, score)
        if not quiet:
            move = _SPELL[tile, end]
            s.log = [*s.log, {"seat": seat, "move": move, "score": score}]
            s.last = {"seat": seat, "move": move, "score": score}
        if fives and s.scores[seat] >= s.target:  # D8.3: the match ends at once
            _end_round(s, {"kind": "target", "winner": seat, "pips": _pips(s), "raw": 0,
                           "points": 0})  # fmt: skip
            return
        if not hand:  # D7.1, D7.2: domino
            pips = _pips(s)
            raw = sum(pips)
            points = round_to_five(raw) if fives else raw
            _add_score(s, seat, points)
            _end_round(s, {"kind": "domino", "winner": seat, "pips": pips, "raw": raw,
                           "points": points})  # fmt: skip
            return
        s.to_move = (seat + 1) % s.seats
        _check_blocked(s)
        return
    if kind == "next":
        prev = s.round_result or {}
        _start_round(s, previous_winner=prev.get("winner"), previous_opener=s.opener)
        return
    if kind == "draw":
        hands = list(s.hands)
        hands[seat] = [*hands[seat], s.boneyard[0]]
        s.hands = hands
        s.boneyard = s.boneyard[1:]
        if not quiet:
            s.log = [*s.log, {"seat": seat, "move": "draw", "score": 0, "open": _open_pips(s)}]
            s.last = {"seat": seat, "move": "draw", "score": 0}
        _check_blocked(s)  # D7.1: the boneyard's last tile may leave nobody able to play
        return
    # pass
    if not quiet:
        s.log = [*s.log, {"seat": seat, "move": "pass", "score": 0, "open": _open_pips(s)}]
        s.last = {"seat": seat, "move": "pass", "score": 0}
    s.to_move = (seat + 1) % s.seats
    _check_blocked(s)
