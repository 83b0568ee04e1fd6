"""Wu Hsing turns: passing the turn on and the end of the game (W6, W7.1, W7.2)."""

from __future__ import annotations

from gamut.wuhsing.state import State


def advance(s: State, seat: int) -> None:
    """Pass the turn on from ``seat``: skip seats without tiles, end after the round's last
    seat once someone has gone out (W7.1), end when nobody can place (W7.2)."""
    n = s.n
    t = seat
    while True:
        t = (t + 1) % n
        if s.ending and t == s.first:
            s.over = True
            s.to_move = None
            return
        if s.hands[t]:
            break
    s.to_move = t
    check_blocked(s)


def check_blocked(s: State) -> None:
    """W7.2: the game ends when no player can place."""
    t = s.to_move
    if t is None or s.opening or s.placements_for(t):
        return
    for u in range(s.n):
        if u != t and s.hands[u] and s.placements_for(u):
            return
    s.over = True
    s.to_move = None
