"""Dominoes layout: laying a tile on the table, the spinner and the open ends (D4.2, D5)."""

from __future__ import annotations

from gamut.dominoes.moves import fits
from gamut.dominoes.state import Placed, State
from gamut.dominoes.tiles import Tile


def place(s: State, tile: Tile, end: str | None, seat: int) -> bool:
    """Lay ``tile`` on ``end`` and update the open ends and the spinner (D4.2, D5). Returns
    whether the open ends now differ from before by more than the pip at ``end``: the round's
    first tile, or the spinner's short ends opening (D5.2). (:func:`gamut.dominoes.play.lay`
    lays a tile on the main line outside Fives itself, the same way, without this call.)

    Copy on write: ``line``, ``arms`` and ``ends`` are replaced, never changed in place."""
    n = s.played
    s.played = n + 1
    a, b = tile
    if end is None:  # the first tile lies with its lower half west (design.md)
        p = Placed(tile, (a, b), seat, n)
        s.line = [p]
        s.ends = {"W": a, "E": b}
        if a == b and s.mode == "fives":
            p.spinner, s.spinner_at = True, 0  # D5.1
        return True
    ends = s.ends.copy()
    pip = ends[end]
    outer = b if a == pip else a
    ends[end] = outer
    s.ends = ends
    if end == "W":
        p = Placed(tile, (outer, pip), seat, n)
        s.line = [p, *s.line]
        if s.spinner_at is not None:
            s.spinner_at += 1
    elif end == "E":
        p = Placed(tile, (pip, outer), seat, n)
        s.line = [*s.line, p]
    else:
        p = Placed(tile, (pip, outer), seat, n)
        arms = s.arms.copy()
        arms[end] = [*arms[end], p]
        s.arms = arms
    if s.mode != "fives":  # no spinner outside fives (D4.2)
        return False
    if a == b and s.spinner_at is None and (end == "W" or end == "E"):
        p.spinner = True  # D5.1: the first double laid becomes the spinner
        s.spinner_at = 0 if end == "W" else len(s.line) - 1
    # D5.2: both long sides carry a tile -> the short ends open.
    if s.spinner_at is not None and "N" not in ends:
        if 0 < s.spinner_at < len(s.line) - 1:
            sp = s.line[s.spinner_at].tile[0]
            ends["N"] = sp
            ends["S"] = sp
            return True
    return False


def open_pips(s: State) -> list[int]:
    """The numbers showing at the open ends, sorted, each once (a draw's or pass's ``open``),
    as the :data:`~gamut.dominoes.moves.Fit` of the open ends keeps them."""
    return [*(s._fits if s._fits_of is s.ends else fits(s))[3]]
