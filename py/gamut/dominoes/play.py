"""Dominoes play: a new match, a move checked and applied, and why an illegal one is refused
(D2, D3, D4, D7, D8).

The state is copy on write (see :class:`gamut.dominoes.state.State`): :func:`play` applies the
move to a shallow copy.
"""

from __future__ import annotations

from typing import Any

from gamut.core import IllegalMove, Reason
from gamut.dominoes.deal import check_deal
from gamut.dominoes.fives import fives_count
from gamut.dominoes.layout import open_pips, place
from gamut.dominoes.moves import compute_legal, fits, hand_masks, spell_all
from gamut.dominoes.options import check_options, round_to_five
from gamut.dominoes.results import (
    add_score,
    check_blocked,
    end_round,
    hand_pips,
    round_end,
    round_winner,
)
from gamut.dominoes.state import Placed, State, start_round
from gamut.dominoes.tiles import BIT, LAYS, SPELL, Tile, parse_move, tile_str


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
    dealt = None
    if deal is None:
        s.deals = []  # start_round draws round 1's deal
    else:
        dealt = check_deal(deal, s.mode, s.seats)
        s.deals = [deal]
    s.moves = []
    s.scores = [0] * s.seats
    s.match_over = False
    s.winners = []
    s.round = 0
    start_round(s, previous_winner=None, previous_opener=None, dealt=dealt)
    return s


def play(state: State, move: str) -> State:
    """Return the state after ``move``; ``state`` itself is never changed.

    Raises :class:`IllegalMove` (with the reason) when the move is malformed or not legal
    in this position (D4, D7, D8).
    """
    legal = state._legal
    if legal is None:
        legal = state._legal = compute_legal(state)
    if move not in legal:
        kind, tile, end = parse_move(move)  # IllegalMove for a malformed spelling
        raise IllegalMove(why_illegal(state, kind, tile, end, move))
    s = _new(State)
    s.__dict__ = state.__dict__.copy()  # state.copy()
    laid = _lays_get(move)
    if laid is None:  # draw, pass, next
        apply_move(s, move, None, None)
    else:
        lay(s, move, laid)
    s.moves = [*state.moves, move]
    return s


_new = object.__new__
_PASS = ("pass",)
_LINE_ENDS = frozenset("EW")
_lays_get = LAYS.get


def why_illegal(s: State, kind: str, tile: Tile | None, end: str | None, move: str) -> str:
    """Why ``move`` (parsed: ``kind``, ``tile``, ``end``) is not legal in ``s``, with the rule
    section, for the :class:`IllegalMove` message (the caller knows it is not legal)."""
    if s.match_over:
        return "the match is over"
    if s.round_over:
        return "the round is over: the only move is next"
    if kind == "next":
        return "the round is not over"
    if kind == "play":
        assert tile is not None
        if tile not in s.hands[s.to_move]:
            return f"seat {s.to_move} does not hold {tile_str(tile)}"
        if not s.line and s.forced is not None and tile != s.forced:
            return f"the first round opens with {tile_str(s.forced)} (D3.1)"
        if not s.line and end is not None:
            return "the first tile of a round has no end"
        if s.line and end is None:
            return "name the open end (W, E, N or S)"
        if s.line and end not in s.ends:
            return f"{end} is not an open end"
        return f"{tile_str(tile)} does not match the {end} end (D4.1)"
    if kind == "draw":
        if s.mode == "block":
            return "nobody draws in block (D4.3)"
        if not s.boneyard:
            return "the boneyard is empty: pass (D4.3)"
        return "you hold a playable tile: nobody draws then (D4.3)"
    return "you can play or draw, so you may not pass (D4.1, D4.3)"


def apply_move(
    s: State, kind: str, tile: Tile | None, end: str | None, quiet: bool = False
) -> None:
    """Apply a legal move to ``s`` (callers checked legality; ``s.moves`` is theirs to extend).

    Copy on write (see :class:`State`): every container the move changes is replaced, so ``s``
    may share containers with the state it was copied from. ``quiet`` leaves out ``log`` and
    ``last``, which only views read (the hard player's playouts).
    """
    if kind == "play":
        assert tile is not None
        move = SPELL[tile, end]
        lay(s, move, LAYS[move], quiet)
        return
    s._legal = None
    seat = s.to_move
    if kind == "next":
        start_round(s, previous_winner=round_winner(s), previous_opener=s.opener)
        return
    if kind == "draw":
        drawn = s.boneyard[0]
        masks = hand_masks(s).copy()
        masks[seat] |= BIT[drawn]
        hands = s.hands.copy()
        hands[seat] = [*hands[seat], drawn]
        s.hands, s._masks, s._masks_of = hands, masks, hands
        s.boneyard = s.boneyard[1:]
        if not quiet:
            s.log = [*s.log, {"seat": seat, "move": "draw", "score": 0, "open": open_pips(s)}]
            s.last = {"seat": seat, "move": "draw", "score": 0}
        check_blocked(s)  # D7.1: the boneyard's last tile may leave nobody able to play
        return
    # pass: the open ends, and so what fits them, stay as they were
    fit = s._fits if s._fits_of is s.ends else fits(s)
    if not quiet:
        s.log = [*s.log, {"seat": seat, "move": "pass", "score": 0, "open": [*fit[3]]}]
        s.last = {"seat": seat, "move": "pass", "score": 0}
    s.to_move = nxt = (seat + 1) % s.seats
    fitting = (s._masks if s._masks_of is s.hands else hand_masks(s))[nxt] & fit[0]
    if fitting and s.line:  # the next seat plays (compute_legal's answer, without its checks)
        s._legal = spell_all(fit[1], fitting)
        return
    check_blocked(s)


def lay(s: State, move: str, laid: tuple[Tile, str | None, int], quiet: bool = False) -> None:
    """:func:`apply_move` for a play: ``move`` its spelling, ``laid`` its
    :data:`~gamut.dominoes.tiles.LAYS` entry (tile, END, the tile's bit). Lays the tile (D4,
    D5), scores a Fives count (D6.2) and ends the round on a domino (D7.1, D7.2), at the
    target (D8.3) or blocked (D7.1, D7.3). Every way out sets ``_legal`` (the next seat's legal
    moves, or ``None``)."""
    tile, end, bit = laid
    seat = s.to_move
    hands = s.hands
    masks = (s._masks if s._masks_of is hands else hand_masks(s)).copy()
    masks[seat] ^= bit
    hands = hands.copy()
    hand = hands[seat] = hands[seat].copy()
    hand.remove(tile)
    s.hands = s._masks_of = hands
    s._masks = masks
    ends = s.ends
    before = s._fits if s._fits_of is ends else None
    fives = s.mode == "fives"
    if fives or end not in _LINE_ENDS:
        if place(s, tile, end, seat):  # the first tile, or the spinner's short ends opened
            before = None
        ends = s.ends
    else:
        # place's work on the main line outside Fives (no spinner there, D4.2), done here:
        # the path of nearly every move of a Draw or Block round, without two calls.
        n = s.played
        s.played = n + 1
        ends = ends.copy()
        pip = ends[end]
        a, b = tile
        outer = ends[end] = b if a == pip else a
        s.ends = ends
        p = _new(Placed)  # Placed(tile, pips, seat, n), without a call of its __init__
        p.tile = tile
        p.seat = seat
        p.n = n
        p.spinner = False
        p._json = None
        if end == "W":
            p.pips = (outer, pip)
            s.line = [p, *s.line]
            if s.spinner_at is not None:
                s.spinner_at += 1
        else:
            p.pips = (pip, outer)
            s.line = [*s.line, p]
    score = 0
    if fives:
        count = s.count = fives_count(s)
        if count > 0 and count % 5 == 0:  # D6.2
            score = count
            add_score(s, seat, score)
    if not quiet:
        # ``last`` is the log's last entry (no container of a state changes in place)
        s.last = entry = {"seat": seat, "move": move, "score": score}
        s.log = [*s.log, entry]
    if fives and s.scores[seat] >= s.target:  # D8.3: the match ends at once
        s._legal = None
        end_round(s, round_end(Reason.TARGET, seat, seat, hand_pips(s), 0, 0))
        return
    if not hand:  # D7.1, D7.2: domino
        s._legal = None
        pips = hand_pips(s)
        raw = sum(pips)
        points = round_to_five(raw) if fives else raw
        add_score(s, seat, points)
        end_round(s, round_end(Reason.OUT, seat, seat, pips, raw, points))
        return
    s.to_move = nxt = (seat + 1) % s.seats
    # The next seat's legal moves (asked next) when it can play; else check_blocked works out
    # whether it draws, passes or nobody can play on.
    # What fits the open ends now: from what fitted before when only the pip at ``end``
    # changed (Fit's ``after``, by the move's spelling), without hashing the open ends again.
    if before is None:
        fit = fits(s)
    else:
        after = before[2]
        fit = after.get(move)
        if fit is None:
            fit = after[move] = fits(s)
        else:
            s._fits, s._fits_of = fit, ends
    fitting = masks[nxt] & fit[0]
    if fitting:
        rest = fitting & (fitting - 1)  # the tiles but the lowest
        if not rest:
            s._legal = fit[1][fitting]
        elif not rest & (rest - 1):  # two tiles
            spelled = fit[1]
            s._legal = spelled[fitting ^ rest] + spelled[rest]
        else:
            s._legal = spell_all(fit[1], fitting)
        return
    if s.mode == "block" or not s.boneyard:  # nothing to draw (D4.3): a pass if anyone can play
        mask = fit[0]
        for held in masks:
            if held & mask:
                s._legal = _PASS
                return
    check_blocked(s)  # a draw, or nobody can play on (D7.1, D7.3)
