"""Hus sowing: one move's sowing with its relays and captures, and its trace (H2, H3, H7.2).

:func:`sow` is the engine's hot loop: the relay (H2.4) and the capture (H2.4, H3.1) are done
inline, where the last seed lands, and long moves hand over to
:func:`gamut.hus.endless.relay_run` (the exact H4 endless check). :func:`trace` replays a finite
move's pick-ups for the board animation.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from gamut.hus.board import COORDS
from gamut.hus.endless import relay_run


class Variant(NamedTuple):
    """The sowing and capture rules in force (H2, H3, H7.2).

    ``step``: +1 clockwise (default, H2.2), -1 anticlockwise (option ``anticlockwise``).
    ``captured_only``: after a capture sow only the captured seeds, the own pit keeps its
    seeds (option ``capture_sow_captured_only``). ``needs_both``: a capture needs both opposite
    pits non-empty, else it is a plain relay (option ``capture_needs_both``).
    """

    step: int = 1
    captured_only: bool = False
    needs_both: bool = False


CLASSIC = Variant()
"""The rules as hus.md H2-H3 state them, no H7.2 option on."""


class Sowing(NamedTuple):
    """The result of one finite move (H2-H3).

    ``board``: ring layout after the move (a new list of 32 ints). ``end``: ring position of
    the mover where the last seed fell into an empty pit. ``sown``: seeds put down in all
    (``sown / 16`` is the number of laps). ``relays``: times the last seed fell into a
    non-empty pit (relays and captures). ``captured``: seeds taken from the opponent.
    """

    board: list[int]
    end: int
    sown: int
    relays: int
    captured: int

    def summary(self, seat: int, r: int) -> dict:
        """What a view tells of this move by ``seat`` from its ring position ``r`` (its
        ``last`` and a move's preview alike): ``pit`` and ``end`` as ``[row, col]``,
        ``sown``, ``laps`` (relays + 1), ``relays``, ``captured`` (H2-H3)."""
        base = seat << 4
        return {
            "pit": list(COORDS[base + r]),
            "end": list(COORDS[base + self.end]),
            "sown": self.sown,
            "laps": self.relays + 1,
            "relays": self.relays,
            "captured": self.captured,
        }


_RELAYS_BEFORE_WATCH = 48
"""Relays sown seed by seed before a move switches to :func:`relay_run` (H4.2)."""

_SOWN_INTO: dict[int, tuple[tuple[int, ...], ...]] = {
    step: tuple(tuple((i & 16) + ((i + step * k) & 15) for k in range(1, 16)) for i in range(32))
    for step in (1, -1)
}
"""Sowing direction -> board index -> the indexes of the next 15 pits of the same side, in
sowing order: the pits that a hand of fewer than 16 seeds picked up there fills (H2.2)."""


def sow(
    board: Sequence[int],
    seat: int,
    r: int,
    variant: Variant = CLASSIC,
    log: list[tuple[int, int, int]] | None = None,
    max_relays: int | None = None,
) -> Sowing | None:
    """Play ring position ``r`` of ``seat`` on ``board`` (ring layout); never mutates it.

    Returns a :class:`Sowing`, or ``None`` when the move is endless (H4.1). ``log``, when
    given, receives one ``(r, opp_inner, opp_outer)`` tuple per capture (own landing ring
    position, seeds taken from the opposite inner and outer pit). ``max_relays`` (for the
    computer players only) also returns ``None`` once the move has made that many relays. The
    caller checks that the pit holds at least 2 seeds (H2.1); this function does not.

    Endless detection is exact (H4.2), with no lap cap: the first relays are sown seed by seed;
    then stretches without a capture run in :func:`relay_run`, which detects the repetition of
    the mid-move state (whole board, current pit) at relay points.
    """
    b = list(board)
    base = seat << 4
    obase = 16 - base
    step, captured_only, needs_both = variant
    sown_into = _SOWN_INTO[step]
    pos = r
    hand = b[base + r]
    b[base + r] = 0
    sown = relays = captured = 0
    while True:
        sown += hand
        if hand >= 16:  # whole laps at once (H2.2: the emptied pit is not skipped)
            laps, hand = divmod(hand, 16)
            for i in range(base, base + 16):
                b[i] += laps
        if hand:
            for i in sown_into[base + pos][:hand]:
                b[i] += 1
            pos = (pos + step * hand) & 15
        while True:  # at a landing: b includes the last seed
            count = b[base + pos]
            if count == 1:  # H2.3: the last seed fell into an empty pit
                return Sowing(b, pos, sown, relays, captured)
            relays += 1
            if pos >= 8:  # inner row: capture (H2.4, H3.1) unless the opposite pit is empty
                oi = obase + 23 - pos
                x = b[oi]
                if x:
                    oo = obase + pos - 8
                    y = b[oo]
                    if y or not needs_both:
                        b[oi] = 0
                        b[oo] = 0
                        captured += x + y
                        if log is not None:
                            log.append((pos, x, y))
                        if captured_only:  # H7.2: the own pit keeps its seeds
                            hand = x + y
                        else:
                            b[base + pos] = 0
                            hand = count + x + y
                        break
            if relays > _RELAYS_BEFORE_WATCH:  # a long move: relay runs, exact H4 check
                limit = None if max_relays is None else max_relays - relays
                run = relay_run(b, seat, pos, variant, limit)
                if run is None:
                    return None
                b, pos, more, more_sown = run
                relays += more
                sown += more_sown
                continue  # at the landing that ended the run: an empty pit or a capture
            if max_relays is not None and relays >= max_relays:
                return None
            b[base + pos] = 0  # relay (H2.4)
            hand = count
            break


TRACE_LIMIT = 400
"""Pick-ups :func:`trace` lists before it stops (the board animation shows no more)."""


def trace(
    board: Sequence[int], seat: int, r: int, variant: Variant = CLASSIC
) -> tuple[list[dict], bool]:
    """The pick-ups of a finite move, in order, for the board animation (H2-H3).

    Returns ``(steps, truncated)``. Each step is ``{"pit": [row, col], "lift": seeds taken
    from that own pit, "hand": seeds then sown one per pit from the next pit}``; a capture
    step (H3.1) adds ``"from": [[row, col] inner, [row, col] outer]`` and ``"seeds": [x,
    y]`` taken there (``lift`` is 0 under the H7.2 option that sows the captured seeds
    only). Rows and columns as in records. ``truncated`` is true when the move made more than
    :data:`TRACE_LIMIT` pick-ups (only those are listed). The caller has checked with
    :func:`sow` that the move is finite (H4); this loop relies on it.
    """
    b = list(board)
    base = seat << 4
    obase = 16 - base
    step, captured_only, needs_both = variant
    pos = r
    hand = b[base + r]
    b[base + r] = 0
    steps = [{"pit": list(COORDS[base + r]), "lift": hand, "hand": hand}]
    sown_into = _SOWN_INTO[step]
    while len(steps) <= TRACE_LIMIT:
        if hand >= 16:  # whole laps at once (H2.2: the emptied pit is not skipped)
            laps, rest = divmod(hand, 16)
            for i in range(base, base + 16):
                b[i] += laps
        else:
            rest = hand
        if rest:
            for i in sown_into[base + pos][:rest]:
                b[i] += 1
            pos = (pos + step * rest) & 15
        count = b[base + pos]
        if count == 1:  # H2.3
            return steps, False
        if pos >= 8:  # inner row (H2.4, H3.1)
            oi = obase + 23 - pos
            x = b[oi]
            if x:
                oo = obase + pos - 8
                y = b[oo]
                if y or not needs_both:
                    b[oi] = b[oo] = 0
                    if captured_only:
                        hand, lift = x + y, 0
                    else:
                        b[base + pos] = 0
                        hand, lift = count + x + y, count
                    steps.append({"pit": list(COORDS[base + pos]), "lift": lift, "hand": hand,
                                  "from": [list(COORDS[oi]), list(COORDS[oo])],
                                  "seeds": [x, y]})  # fmt: skip
                    continue
        b[base + pos] = 0  # relay (H2.4)
        hand = count
        steps.append({"pit": list(COORDS[base + pos]), "lift": count, "hand": count})
    return steps[:TRACE_LIMIT], True
