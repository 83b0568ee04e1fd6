"""Dominoes state: the tiles on the table, the match's state, a new match and the start of
each round with who opens it (D2, D3).
"""

from __future__ import annotations

from typing import Any

from gamut.dominoes.deal import _deal, check_deal
from gamut.dominoes.options import check_options
from gamut.dominoes.tiles import ALL_TILES, Tile, tile_str


class Placed:
    """A tile on the table: ``pips`` = (west, east) on the main line, (inner, outer) on an arm."""

    __slots__ = ("tile", "pips", "seat", "n", "spinner")

    def __init__(self, tile: Tile, pips: tuple[int, int], seat: int, n: int) -> None:
        self.tile = tile
        self.pips = pips
        self.seat = seat
        self.n = n
        self.spinner = False

    def as_dict(self) -> dict:
        """JSON form used in views."""
        return {
            "tile": tile_str(self.tile),
            "pips": list(self.pips),
            "double": self.tile[0] == self.tile[1],
            "spinner": self.spinner,
            "seat": self.seat,
            "n": self.n,
        }


class State:
    """A whole match: options, deals, the moves so far and the position they lead to.

    Changed only by the private ``_apply``; :func:`play` works on a copy. Attributes:
    ``mode``, ``seats``, ``target``, ``seed``, ``deals``, ``moves``, ``round``, ``hands``
    (list of tile lists per seat, dealt order kept), ``boneyard`` (first tile first), ``out``,
    ``line`` (main line west to east), ``arms`` (``{"N": [...], "S": [...]}``), ``spinner_at``
    (index in ``line``), ``ends`` (END -> pip), ``to_move``, ``opener``, ``forced``,
    ``scores``, ``log`` (this round's events), ``count``, ``round_over``, ``round_result``,
    ``match_over``, ``winners``, ``last``, ``played``.

    Copy on write: no container of a state is ever changed in place (``_apply`` puts a new
    list or dict where a move changes one), so states share containers freely and
    :meth:`copy` is shallow. ``_legal`` caches the legal moves of the position.
    """

    _legal: tuple[str, ...] | None = None
    _fits_of: dict[str, int] | None = None
    _fits: dict[Tile, tuple[str, ...]] = {}

    def copy(self) -> State:
        """A copy sharing every container (they are never changed in place, see above)."""
        s = State.__new__(State)
        s.__dict__.update(self.__dict__)
        return s


def new_game(options: dict, seed: Any = None, deal: dict | None = None) -> State:
    """Start a match (round 1 dealt). ``options``: ``mode``, ``seats``, ``target``.

    ``seed``: int/str for reproducible shuffles (tests): each round's deal is drawn from
    ``(seed, round)`` when the round starts. ``None``: every round's deal is drawn when it
    starts from fresh OS randomness, so no seed of a later deal exists anywhere (D2; the
    record keeps the deals dealt so far). ``deal``: an explicit first deal (record form).
    Raises :class:`BadOptions` for bad settings, :class:`BadRecord` for a bad deal.
    """
    opts = check_options(options)
    s = State.__new__(State)
    s.mode, s.seats, s.target = opts["mode"], opts["seats"], opts["target"]
    s.seed = seed
    if deal is None:
        first, dealt = _deal(s.mode, s.seats, _round_seed(s, 1))
    else:
        first, dealt = deal, check_deal(deal, s.mode, s.seats)
    s.deals = [first]
    s.moves = []
    s.scores = [0] * s.seats
    s.match_over = False
    s.winners = []
    s.round = 0
    _start_round(s, previous_winner=None, previous_opener=None, dealt=dealt)
    return s


_OPENING_ORDER: tuple[Tile, ...] = tuple(
    sorted(ALL_TILES, key=lambda t: (1, t[0], 0) if t[0] == t[1] else (0, t[0] + t[1], t[1]))[::-1]
)
"""D3.1: the tiles in the order they open the first round: doubles from the highest, then the
heaviest tile (the higher end breaks a tie)."""


def _round_seed(s: State, round_no: int) -> str | None:
    """The shuffle seed of round ``round_no``: from the game's seed, or ``None`` (fresh)."""
    return None if s.seed is None else f"{s.seed}:{round_no}"


def _start_round(
    s: State,
    previous_winner: int | None,
    previous_opener: int | None,
    dealt: tuple[list[list[Tile]], list[Tile], list[Tile]] | None = None,
) -> None:
    """Deal round ``s.round + 1`` (drawn now unless the record holds it) and decide who
    opens (D3). ``dealt``: the round's deal as tiles when the caller has it checked."""
    s.round += 1
    if len(s.deals) < s.round:
        deal, dealt = _deal(s.mode, s.seats, _round_seed(s, s.round))
        s.deals = [*s.deals, deal]
    elif dealt is None:  # a deal the record holds (from_record checked it)
        dealt = check_deal(s.deals[s.round - 1], s.mode, s.seats)
    hands, boneyard, out = dealt
    s.hands, s.boneyard, s.out = hands, boneyard, out
    s.line, s.arms, s.spinner_at, s.ends = [], {"N": [], "S": []}, None, {}
    s.log, s.count, s.last, s.played = [], 0, None, 0
    s.round_over, s.round_result = False, None
    s.forced = None
    if s.round == 1:
        # D3.1: highest double, else heaviest tile (higher end breaks a tie).
        for t in _OPENING_ORDER:
            holder = next((seat for seat, hand in enumerate(hands) if t in hand), None)
            if holder is not None:
                s.opener, s.forced = holder, t
                break
    elif previous_winner is not None:
        s.opener = previous_winner  # D3.2
    else:
        s.opener = (previous_opener + 1) % s.seats  # D3.3
    s.to_move = s.opener
