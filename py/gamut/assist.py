"""Help for a player against the computer: taking a move back, and a hint (issue 28).

Both work on a game record, through the one interface (:mod:`gamut.core`) and the computer
players' ``choose``: nothing here knows a game's rules.

Take-back rule (the one decision this module makes): a take-back stays **within the current
round** (the Dominoes deal, the Hus game of a series, the Wu Hsing game). It never removes a
``next``: a round once scored and followed by the next deal stays as it was, so the scores
of the match never go back. Inside the round it may undo the move that ended the round (the
round's result is then undone too: ``next`` has not been played, nothing was dealt), but
not once the whole match is over (its result is in the statistics by then).

Truncating ``moves`` is the whole take-back: the record's ``deals`` (Dominoes) hold each
round's boneyard in order, so a draw taken back and drawn again gives the same tile (D2: the
boneyard's first tile is drawn).
"""

from __future__ import annotations

from typing import Any

from gamut import core
from gamut.core import IllegalMove

HINT_LEVEL = "hard"
"""The level a hint is decided at: the strong computer."""


def _round_start(moves: list[str]) -> int:
    """Index of the current round's first move: just after the last ``next`` (0 if none)."""
    for i in range(len(moves) - 1, -1, -1):
        if moves[i] == "next":
            return i + 1
    return 0


def take_back(rules: Any, state: Any, seat: Any) -> tuple[Any, int, bool]:
    """Take back ``seat``'s last move of the current round and every move played since.

    ``rules``: the game's rules module; ``state``: the position (replayed from a checked
    record); ``seat``: an int seat of the game. Returns ``(state, undone, drew)``: the position
    just before that move (``seat`` is to move in it), how many moves were removed (1 or more),
    and whether one of them was a ``draw`` (the same tile comes again when drawn: the deal keeps
    the boneyard's order). ``state`` is not changed.

    Raises :class:`IllegalMove` when the match is over, or when ``seat`` made no move in the
    current round (the rule in the module docstring); :class:`GameError` for a bad seat.
    """
    seats = len(rules.outcome(state).scores)
    if core.check_seat(seat, seats) is None:
        raise IllegalMove("a take-back needs the seat whose move it takes back")
    if rules.outcome(state).over:
        raise IllegalMove("the match is over: nothing can be taken back")
    record = rules.to_record(state)
    moves: list[str] = record["moves"]
    start = _round_start(moves)
    pos = rules.from_record({**record, "moves": moves[:start]})
    last_at, last_pos = None, None
    for i in range(start, len(moves)):
        if rules.to_move(pos) == seat:
            last_at, last_pos = i, pos
        pos = rules.play(pos, moves[i])
    if last_at is None:
        raise IllegalMove(f"seat {seat} has no move of this round to take back")
    undone = moves[last_at:]
    return last_pos, len(undone), "draw" in undone


def hint(rules: Any, state: Any, game: str, seat: Any, seed: int, budget_ms: int) -> dict:
    """What the strong computer (:data:`HINT_LEVEL`) would play for ``seat`` now, decided from
    ``seat``'s own view only (the same ``choose`` as a computer turn, within ``budget_ms``).

    Returns ``{"move": spelling, "preview": the view's preview of it or None}`` (``preview``:
    what the move places and scores, ``core.view_round``'s ``previews``; ``None`` for ``draw``,
    ``pass``). Raises :class:`IllegalMove` when it is not ``seat``'s turn (or nobody's).
    """
    seats = len(rules.outcome(state).scores)
    if core.check_seat(seat, seats) is None:
        raise IllegalMove("a hint needs the seat it is for")
    if rules.to_move(state) != seat:
        raise IllegalMove(f"it is not seat {seat}'s turn")
    view = rules.view(state, seat)
    move = core.players(game).choose(view, HINT_LEVEL, seed, budget_ms)
    return {"move": move, "preview": view["previews"].get(move)}
