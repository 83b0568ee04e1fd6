"""Wu Hsing results: final scores with the penalties, why the game ended, the outcome (W7)."""

from __future__ import annotations

from gamut.core import Outcome, Reason
from gamut.wuhsing.state import State
from gamut.wuhsing.tiles import penalty


def final_scores(state: State) -> tuple[int, ...]:
    """Running totals minus W7.3 penalties for the tiles left in each hand."""
    return tuple(sc - penalty(h) for sc, h in zip(state.scores, state.hands, strict=True))


def end_reason(state: State) -> Reason | None:
    """Why the game ended: :attr:`Reason.OUT` once a seat has placed its last tile (W7.1: the
    round is played to its end, or ends sooner when nobody can place any more, which leaves
    the same position as everyone passing to the round's end), else :attr:`Reason.BLOCKED`
    (W7.2); ``None`` while it goes on."""
    if not state.over:
        return None
    return Reason.OUT if state.ending else Reason.BLOCKED


def outcome(state: State) -> Outcome:
    """W7: while playing, ``scores`` are the running totals and ``winners`` empty; once over,
    ``scores`` include the W7.3 penalties, ``winners`` are all seats with the highest
    total (W7.4: equal totals share the win) and ``reason`` is :func:`end_reason`."""
    if not state.over:
        return Outcome(over=False, winners=(), scores=tuple(state.scores))
    final = final_scores(state)
    best = max(final)
    return Outcome(
        over=True,
        winners=tuple(i for i, v in enumerate(final) if v == best),
        scores=final,
        reason=end_reason(state),
    )
