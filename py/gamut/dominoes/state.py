"""Dominoes state: the tiles on the table, the match's state and the start of each round with
who opens it (D2, D3).
"""

from __future__ import annotations

from gamut.dominoes.deal import check_deal, deal_round
from gamut.dominoes.tiles import ALL_TILES, BIT, TILE_STR, Tile, tile_str


class Placed:
    """A tile on the table: ``pips`` = (west, east) on the main line, (inner, outer) on an arm.

    :func:`gamut.dominoes.play.lay` makes them without calling ``__init__`` (its attributes set
    one by one): keep the two in step."""

    __slots__ = ("tile", "pips", "seat", "n", "spinner", "_json")

    def __init__(self, tile: Tile, pips: tuple[int, int], seat: int, n: int) -> None:
        self.tile = tile
        self.pips = pips
        self.seat = seat
        self.n = n
        self.spinner = False
        self._json: dict | None = None

    def as_dict(self) -> dict:
        """JSON form used in views: a new dict (and ``pips`` list) at every call, copied from
        the one made at the first (a placed tile never changes once a view has shown it; its
        ``spinner`` is checked all the same)."""
        d = self._json
        if d is None or d["spinner"] is not self.spinner:
            t = self.tile
            d = self._json = {
                "tile": tile_str(t),
                "pips": None,
                "double": t[0] == t[1],
                "spinner": self.spinner,
                "seat": self.seat,
                "n": self.n,
            }
        d = d.copy()
        d["pips"] = list(self.pips)
        return d


class State:
    """A whole match: options, deals, the moves so far and the position they lead to.

    Changed only by :func:`gamut.dominoes.play.apply_move`; ``play`` works on a copy. Attributes:
    ``mode``, ``seats``, ``target``, ``seed``, ``deals``, ``moves``, ``round``, ``hands``
    (list of tile lists per seat, dealt order kept), ``boneyard`` (first tile first), ``out``,
    ``line`` (main line west to east), ``arms`` (``{"N": [...], "S": [...]}``), ``spinner_at``
    (index in ``line``), ``ends`` (END -> pip), ``to_move``, ``opener``, ``forced``,
    ``scores``, ``log`` (this round's events), ``count``, ``round_over``, ``round_result``,
    ``match_over``, ``winners``, ``last``, ``played``.

    Copy on write: no container of a state is ever changed in place (``apply_move`` puts a new
    list or dict where a move changes one), so states share containers freely and
    :meth:`copy` is shallow. Caches, each only a function of the rest: ``_legal``, the legal
    moves of the position; ``_fits`` (what fits the open ends) while ``_fits_of`` is ``ends``,
    ``_masks`` (each hand as a mask of tiles) while ``_masks_of`` is ``hands``
    (:mod:`gamut.dominoes.moves`).
    """

    _legal: tuple[str, ...] | None = None
    _fits_of: dict[str, int] | None = None
    _fits: tuple[int, dict[int, tuple[str, ...]], dict, tuple[int, ...]] = (0, {}, {}, ())
    _masks_of: list[list[Tile]] | None = None
    _masks: list[int] = []

    def copy(self) -> State:
        """A copy sharing every container (they are never changed in place, see above)."""
        s = State.__new__(State)
        s.__dict__ = self.__dict__.copy()  # one step (update() adds the attributes one by one)
        return s


OPENING_ORDER: tuple[Tile, ...] = tuple(
    sorted(ALL_TILES, key=lambda t: (1, t[0], 0) if t[0] == t[1] else (0, t[0] + t[1], t[1]))[::-1]
)
"""D3.1: the tiles in the order they open the first round: doubles from the highest, then the
heaviest tile (the higher end breaks a tie)."""

_OPENING_BITS: tuple[tuple[Tile, int], ...] = tuple((t, BIT[t]) for t in OPENING_ORDER)


def _round_seed(s: State, round_no: int) -> str | None:
    """The shuffle seed of round ``round_no``: from the game's seed, or ``None`` (fresh)."""
    return None if s.seed is None else f"{s.seed}:{round_no}"


def start_round(
    s: State,
    previous_winner: int | None,
    previous_opener: int | None,
    dealt: tuple[list[list[Tile]], list[Tile], list[Tile]] | None = None,
) -> None:
    """Deal round ``s.round + 1`` (drawn now, from ``s.seed`` and the round's number or from
    fresh randomness, unless ``s.deals`` holds it) and decide who opens (D3). ``dealt``: the
    round's deal as tiles when the caller has it checked."""
    s.round += 1
    masks = None
    if len(s.deals) < s.round:
        deal, dealt, masks = deal_round(s.mode, s.seats, _round_seed(s, s.round))
        s.deals = [*s.deals, deal]
    elif dealt is None:  # a deal the record holds (from_record checked it)
        dealt = check_deal(s.deals[s.round - 1], s.mode, s.seats)
    hands, boneyard, out = dealt
    if masks is None:
        masks = [sum(map(BIT.__getitem__, h)) for h in hands]
    s.hands, s.boneyard, s.out = hands, boneyard, out
    s.line, s.arms, s.spinner_at, s.ends = [], {"N": [], "S": []}, None, {}
    s.log, s.count, s.last, s.played = [], 0, None, 0
    s.round_over, s.round_result = False, None
    s.forced = None
    # The hands as masks of tiles (the cache of gamut.dominoes.moves.hand_masks).
    s._masks, s._masks_of = masks, hands
    if s.round == 1:
        # D3.1: highest double, else heaviest tile (higher end breaks a tie).
        held = 0
        for m in masks:
            held |= m
        for t, bit in _OPENING_BITS:
            if held & bit:
                seat = 0
                while not masks[seat] & bit:
                    seat += 1
                s.opener, s.forced = seat, t
                s._legal = (TILE_STR[t],)  # its only legal move (compute_legal's answer)
                break
    elif previous_winner is not None:
        s.opener = previous_winner  # D3.2
    else:
        s.opener = (previous_opener + 1) % s.seats  # D3.3
    s.to_move = s.opener
