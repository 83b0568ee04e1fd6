"""Wu Hsing results: final scores with the penalties, the outcome, the replay summary (W7)."""

from __future__ import annotations

from gamut.core import Outcome
from gamut.wuhsing.state import State
from gamut.wuhsing.tiles import penalty


def final_scores(state: State) -> tuple[int, ...]:
    """Running totals minus W7.3 penalties for the tiles left in each hand."""
    return tuple(sc - penalty(h) for sc, h in zip(state.scores, state.hands, strict=True))


def outcome(state: State) -> Outcome:
    """W7: while playing, ``scores`` are the running totals and ``winners`` empty; once over,
    ``scores`` include the W7.3 penalties and ``winners`` are all seats with the highest
    total (W7.4: equal totals share the win)."""
    if not state.over:
        return Outcome(over=False, winners=(), scores=tuple(state.scores))
    final = final_scores(state)
    best = max(final)
    return Outcome(
        over=True, winners=tuple(i for i, v in enumerate(final) if v == best), scores=final
    )


def summary(state: State) -> dict:
    """``{"last_score": int, "hand_sizes": [int per seat]}`` (for ``python -m gamut replay``);
    ``last_score`` is the score of the last move (0 for a pass, an opening or no move)."""
    return {
        "last_score": state.log[-1][2] if state.log else 0,
        "hand_sizes": [len(h) for h in state.hands],
    }
