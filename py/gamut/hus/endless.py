"""Hus endless moves: the exact check that a move's relays never stop (H4.1, H4.2).

:func:`relay_run` runs a stretch of plain relays fast and detects the repetition of the
mid-move state; :func:`gamut.hus.sowing.sow` calls it once a move has made many relays. Long
runs are remembered in :data:`LONG_RUNS` (tests and benchmarks clear it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gamut.hus.sowing import Variant


_CACHE_RELAYS = 20_000
"""Relay runs at least this long are remembered in :data:`LONG_RUNS` (rare, costly)."""

LONG_RUNS: dict[tuple, tuple[list[int], int, int, int] | None] = {}

_LONG_RUNS_MAX = 64

_U_TO_RING: dict[int, tuple[int, ...]] = {
    1: tuple(range(16)),
    -1: tuple(-u & 15 for u in range(16)),
}
"""Ring position of each position ``u`` counted in the sowing direction (+1 / -1)."""


def relay_run(
    b: list[int], seat: int, pos: int, variant: Variant, limit: int | None
) -> tuple[list[int], int, int, int] | None:
    """Relay sowing from a relay point until a landing that is not a plain relay (H2.4, H4).

    ``b`` (ring layout, including the last seed at ``pos``) is a relay point of ``seat``: the
    pit ``pos`` holds at least 2 seeds and no capture happens there. Returns ``(board, pos,
    relays, sown)`` at the first later landing in an empty pit (H2.3) or on a capture (H3)
    (that landing not counted), or ``None`` if the relays never stop (H4.1) or run past
    ``limit`` relays.

    Exactness (H4.2): with no capture the opponent's side is fixed, and the relay map on
    mid-move states (whole board, current pit) is one-to-one: the previous relay pit is the
    one picked up most recently, and its seeds in hand are the seeds sown since. So a run that
    never stops is a pure cycle through every one of its states, and watching one reference
    state for its return is an exact repetition check (no lap cap). The map also commutes with
    turning the ring by ``k`` pits whenever that turn keeps the pits where a capture would
    happen in place (always for ``k = 0``; for every ``k`` once the opponent's inner row is
    empty, as it is in every long endless move seen): reaching the reference turned by such a
    ``k`` repeats for ever as well, which finds a cycle up to 16 times sooner. The reference is
    the state with the largest hand so far (rare, so it is seldom compared).

    Speed: pit ``u`` (counted in the sowing direction) is kept as the time ``V[u]`` (seeds sown)
    of its last pick-up, virtual for pits not yet picked up: its seeds are the laps since, so
    a relay costs a few integer operations, not one per seed.
    """
    base = seat << 4
    obase = 16 - base
    step, _, needs_both = variant
    key = (bytes(b), seat, pos, variant)
    if key in LONG_RUNS:
        hit = LONG_RUNS[key]
        return None if hit is None else (list(hit[0]), hit[1], hit[2], hit[3])
    ring = _U_TO_RING[step]
    trig = [False] * 16
    for u in range(16):
        p = ring[u]
        if p >= 8 and b[obase + 23 - p] and (b[obase + p - 8] or not needs_both):
            trig[u] = True
    stop = [(1 << 62) if x else 1 for x in trig]  # a landing stops the run if seeds <= stop
    turns = [all(trig[(i + k) & 15] == trig[i] for i in range(16)) for k in range(16)]
    t = t0 = u = ring.index(pos)
    # V[u] = (time of u's last pass) - 16 * seeds in u, so seeds = (last pass - V[u]) / 16
    vv = [t - ((t - w) & 15) - 16 * b[base + ring[w]] for w in range(16)]
    c = cr = b[base + pos]
    ur = u
    ref = [v - t for v in vv]
    r1 = ref[(u - 1) & 15]
    n = 0
    for n in range(1, (1 << 62) if limit is None else max(limit, 1) + 1):
        vv[u] = t  # pick up (H2.4)
        t += c
        u = t & 15
        c = (t - vv[u]) >> 4
        if c <= stop[u]:
            break
        if c >= cr:
            if c > cr:  # a larger hand: the new reference state
                cr, ur = c, u
                ref = [v - t for v in vv]
                r1 = ref[(u - 1) & 15]
                continue
            k = (u - ur) & 15
            if turns[k] and vv[(u - 1) & 15] - t == r1:
                for i in range(16):
                    if vv[(i + k) & 15] - t != ref[i]:
                        break
                else:
                    if n >= _CACHE_RELAYS:
                        _remember_run(key, None)
                    return None  # H4.1: the reference state (turned by k) came back
    else:
        return None  # past the caller's limit (computer players only)
    n -= 1  # the landing that ended the run is not a relay of this run
    out = list(b)
    for w in range(16):
        out[base + ring[w]] = (t - ((t - w) & 15) - vv[w]) >> 4
    result = (out, ring[u], n, t - t0)
    if n >= _CACHE_RELAYS:
        _remember_run(key, (list(out), ring[u], n, t - t0))
    return result


def _remember_run(key: tuple, value: tuple[list[int], int, int, int] | None) -> None:
    if len(LONG_RUNS) >= _LONG_RUNS_MAX:
        LONG_RUNS.pop(next(iter(LONG_RUNS)))
    LONG_RUNS[key] = value
