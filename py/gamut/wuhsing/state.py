"""Wu Hsing state: the position with its deal and moves, and a state rebuilt from a view."""

from __future__ import annotations

from typing import Any

from gamut.core import GameError
from gamut.wuhsing.cells import STRIDE, cell_key
from gamut.wuhsing.placements import orientations, placements
from gamut.wuhsing.tiles import sort_tiles


class State:
    """A game of Wu Hsing: the deal, the moves so far and the position they lead to.

    Never changed after construction by the public functions (:func:`play` returns a new
    one). Attributes: ``n`` players, ``variant``, ``open_hands``, ``first`` (seat that begins
    every round, W2.3/W7.1), ``deal`` (record form, ``None`` for states built by
    :func:`from_view`), ``board`` (cell key -> colour), ``vt``/``ht`` (upper cells of vertical
    tiles / left cells of horizontal tiles), ``tiles`` (placed tiles in order: ``(tile, p, q,
    seat or None)``), ``hands`` (sorted tuples per seat), ``box`` (unseen tiles, W1.2),
    ``scores`` (running totals), ``to_move``, ``over``, ``ending`` (someone has placed their
    last tile, W7.1), ``went_out`` (the seat that did so first, or ``None``), ``log``
    (``(seat, move, score)`` per move), ``passed`` (seats that have passed since the last
    placement, W6.2), ``known`` (per seat: the hand as publicly known after a W6.2 reveal,
    else ``None``), ``opening`` (W8.1 opening still running), ``pending`` (W8.1b: the first
    secret choice ``(seat, p, q, a, b, tile)``).
    """

    __slots__ = (
        "n", "variant", "open_hands", "first", "deal", "board", "vt", "ht", "tiles",
        "hands", "box", "scores", "to_move", "over", "ending", "went_out", "log", "passed",
        "known", "opening", "pending", "last_kind", "_legal",
    )  # fmt: skip

    def copy(self) -> State:
        """A shallow copy; callers replace (never mutate) the containers they change."""
        s = State.__new__(State)
        for name in State.__slots__:
            setattr(s, name, getattr(self, name))
        s._legal = None
        return s

    def placements_for(self, seat: int) -> list[tuple[int, int, str, str, str, int]]:
        """Legal placements of ``seat``'s hand on this board (W4); ``[]`` on an empty board."""
        if seat == self.to_move and self._legal is not None:
            return self._legal
        if not self.board:
            res: list[tuple[int, int, str, str, str, int]] = []
        else:
            res = placements(self.board, self.vt, self.ht, orientations(self.hands[seat]))
        if seat == self.to_move:
            self._legal = res
        return res


def from_view(view: dict, hands: list[list[str]] | list[tuple[str, ...]], box: Any = ()) -> State:
    """A playable state matching a view's public position with the given hands.

    For computer players' look-ahead: ``hands`` gives every seat's hand (the viewer's own
    from the view, the others sampled), ``box`` the unseen tiles. The result has no record
    (``deal`` None, empty ``log``), so :func:`to_record` does not apply; ``went_out`` is
    left ``None`` (a view names that seat only once the game is over). Works in the play
    phase only (raises :class:`GameError` during a W8.1 opening).
    """
    if view.get("opening") is not None:
        raise GameError("from_view works after the opening")
    s = State.__new__(State)
    s.n = view["seats"]
    s.variant = view["variant"]
    s.open_hands = view["open_hands"]
    s.first = view["first"]
    s.deal = None
    board: dict[int, str] = {}
    vt: set[int] = set()
    ht: set[int] = set()
    tiles = []
    for t in view["tiles"]:
        (r1, c1), (r2, c2) = t["cells"]
        p, q = cell_key(r1, c1), cell_key(r2, c2)
        a, b = t["colours"]
        board[p] = a
        board[q] = b
        (vt if q - p == STRIDE else ht).add(p)
        tiles.append((t["tile"], p, q, t["seat"]))
    s.board = board
    s.vt = frozenset(vt)
    s.ht = frozenset(ht)
    s.tiles = tuple(tiles)
    s.hands = tuple(sort_tiles(h) for h in hands)
    s.box = tuple(box)
    s.scores = tuple(view["running_scores"])
    s.to_move = view["to_move"]
    s.over = bool(view["over"])
    s.ending = bool(view["ending"])
    s.went_out = None
    s.log = ()
    s.passed = tuple(view["passed"])
    s.known = tuple(None if k is None else tuple(k) for k in view["known"])
    s.opening = False
    s.pending = None
    s.last_kind = None
    s._legal = None
    return s
