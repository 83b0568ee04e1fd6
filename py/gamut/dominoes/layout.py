"""Dominoes layout: laying a tile on the table, the spinner and the open ends (D4.2, D5)."""

from __future__ import annotations

from gamut.dominoes.state import Placed, State
from gamut.dominoes.tiles import Tile


def place(s: State, tile: Tile, end: str | None, seat: int) -> None:
    """Lay ``tile`` on ``end`` and update the open ends and the spinner (D4.2, D5).

    Copy on write: ``line``, ``arms`` and ``ends`` are replaced, never changed in place."""
    n = s.played
    s.played = n + 1
    double = tile[0] == tile[1]
    if end is None:  # the first tile lies with its lower half west (design.md)
        p = Placed(tile, (tile[0], tile[1]), seat, n)
        s.line = [p]
        s.ends = {"W": tile[0], "E": tile[1]}
        if double and s.mode == "fives":
            p.spinner, s.spinner_at = True, 0  # D5.1
        return
    ends = dict(s.ends)
    pip = ends[end]
    outer = tile[1] if tile[0] == pip else tile[0]
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
        arms = dict(s.arms)
        arms[end] = [*arms[end], p]
        s.arms = arms
    ends[end] = outer
    if double and s.mode == "fives" and s.spinner_at is None and end in ("W", "E"):
        p.spinner = True  # D5.1: the first double laid becomes the spinner
        s.spinner_at = 0 if end == "W" else len(s.line) - 1
    # D5.2: both long sides carry a tile -> the short ends open.
    if s.spinner_at is not None and "N" not in ends:
        if 0 < s.spinner_at < len(s.line) - 1:
            sp = s.line[s.spinner_at].tile[0]
            ends["N"] = sp
            ends["S"] = sp
    s.ends = ends


def open_pips(s: State) -> list[int]:
    """The numbers showing at the open ends, sorted, each once (a draw's or pass's ``open``)."""
    return sorted(set(s.ends.values()))
