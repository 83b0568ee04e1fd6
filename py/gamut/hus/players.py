"""Hus computer players: easy, medium, hard (``shared/rules/hus.md``; levels in core.LEVELS).

Hus has no hidden information, so a seat's view (:func:`gamut.hus.rules.view`) is the whole
position; the players rebuild the ring-layout board from it and search with
:func:`gamut.hus.rules.sow` (endless moves are left out exactly as the rules do, H4).

- easy: a random legal move, with a slight bias to the move that captures most (H3).
- medium: a 2-ply search (own move, the opponent's best reply) on the evaluation below, ties
  broken at random.
- hard: negamax alpha-beta with iterative deepening under the time budget
  (``time.perf_counter`` checked inside the search), a transposition table, move ordering
  (the previous best move first, then the biggest captures), and the evaluation below.

Evaluation (for the side to move, in quarter seeds): seed difference (H5.4: the side that
cannot move holds fewer seeds), mobility (pits with at least 2 seeds, H2.1), and the
vulnerability of inner pits (own inner pits with seeds opposite a non-empty opponent inner
pit can be captured with the outer pit behind them, H3.1).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from gamut.core import IllegalMove, check_level
from gamut.hus.rules import (
    MOVE_RING,
    NEXT,
    RING_MOVES,
    Sowing,
    Variant,
    ring_of,
    sow,
    variant_of,
)

WIN = 1_000_000
"""Score of a won position (minus the plies to reach it, so faster wins score higher)."""

FIXED_DEPTH: dict[str, int] = {"easy": 0, "medium": 2, "hard": 4}
"""Search depth per level when ``budget_ms <= 0`` (deterministic mode, used by the tests)."""

_OPENING_RING = 15  # i8 (H7.1)

SEARCH_RELAYS = 5_000
"""Relays after which the search gives up on a sowing (a rare, very long or endless move:
exact H4 detection can take seconds for them). Such a move is not searched; the rules still
decide legality exactly."""


LAST_SEARCH: dict = {}
"""Figures of the last medium/hard search: ``depth`` completed, ``nodes``, ``value``, ``ms``
(for the bench script and curious readers; nothing depends on it)."""


class _Timeout(Exception):
    """Raised inside the search when the time budget is spent."""


def evaluate(board: Sequence[int], side: int) -> int:
    """Static value of ``board`` (ring layout) for ``side``, the side to move. Higher is better.

    ``4 * seed difference + 3 * mobility difference + (opponent's exposed seeds) - 2 * (own
    exposed seeds)``; exposed seeds: inner pit + outer pit behind it for every non-empty inner
    pit opposite a non-empty opponent inner pit (H3.1). The side to move strikes first, so the
    opponent's exposure counts for it, its own exposure against it.
    """
    base = side << 4
    obase = 16 - base
    mine = board[base : base + 16]
    theirs = board[obase : obase + 16]
    seeds = sum(mine)
    mob = 0
    for x in mine:
        if x >= 2:
            mob += 1
    for x in theirs:
        if x >= 2:
            mob -= 1
    exp_mine = exp_theirs = 0
    for r in range(8, 16):
        a = mine[r]
        o = theirs[23 - r]
        if a and o:
            exp_mine += a + mine[r - 8]
            exp_theirs += o + theirs[15 - r]
    return 4 * (2 * seeds - 48) + 3 * mob + exp_theirs - 2 * exp_mine


def _children(
    board: Sequence[int], side: int, variant: Variant, pending: int
) -> list[tuple[int, Sowing]]:
    """Finite moves of ``side`` as (ring position, Sowing); H7.1 when ``side`` owes i8."""
    base = side << 4
    out = []
    for r in range(16):
        if board[base + r] >= 2:
            res = sow(board, side, r, variant, None, SEARCH_RELAYS)
            if res is not None:
                out.append((r, res))
    if pending >> side & 1:
        forced = [c for c in out if c[0] == _OPENING_RING]
        if forced:
            return forced
    return out


class _Search:
    """One negamax alpha-beta search with a transposition table (hard and medium levels)."""

    def __init__(self, variant: Variant, deadline: float | None, rnd: random.Random) -> None:
        self.variant = variant
        self.deadline = deadline
        self.rnd = rnd
        self.nodes = 0
        self.tt: dict[bytes, tuple[int, int, int, int]] = {}  # key -> (depth, value, flag, r)

    def negamax(
        self, board: list[int], side: int, depth: int, alpha: int, beta: int, ply: int, pend: int
    ) -> int:
        """Value of ``board`` for ``side`` to move, searched ``depth`` plies (negamax)."""
        self.nodes += 1
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise _Timeout
        base = side << 4
        if max(board[base : base + 16]) < 2:  # H5.1: no pit with 2 seeds: lost
            return -WIN + ply
        if depth <= 0:
            return evaluate(board, side)
        key = bytes(board) + bytes((side, pend))
        entry = self.tt.get(key)
        best_r = -1
        if entry is not None:
            e_depth, e_value, e_flag, best_r = entry
            if e_depth >= depth:
                if e_flag == 0:
                    return e_value
                if e_flag < 0 and e_value <= alpha:
                    return e_value
                if e_flag > 0 and e_value >= beta:
                    return e_value
        kids = _children(board, side, self.variant, pend)
        if not kids:  # H5.2: only endless moves (or none): lost
            return -WIN + ply
        kids.sort(key=lambda k: (k[0] != best_r, -k[1].captured))
        alpha0 = alpha
        best = -WIN - 1
        move = kids[0][0]
        npend = pend & ~(1 << side)
        other = 1 - side
        for r, res in kids:
            child = res.board
            if max(child[base : base + 16]) < 2:  # H5.1: the mover cannot move any more
                value = -WIN + ply + 1
            else:
                value = -self.negamax(child, other, depth - 1, -beta, -alpha, ply + 1, npend)
            if value > best:
                best = value
                move = r
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        flag = 0 if alpha0 < best < beta else (1 if best >= beta else -1)
        self.tt[key] = (depth, best, flag, move)
        return best

    def root(
        self,
        board: list[int],
        side: int,
        depth: int,
        moves: list[int],
        pend: int,
        first: int | None,
    ) -> tuple[list[tuple[int, int]], bool]:
        """Search the root moves ``moves`` (ring positions) to ``depth``; ``first`` first.

        Returns ([(value, r)] for the moves searched, completed?). Values are exact for the
        best move (full window on the first move, null-window-free alpha-beta after it).
        """
        results: list[tuple[int, int]] = []
        base = side << 4
        kids = [(r, sow(board, side, r, self.variant, None, SEARCH_RELAYS)) for r in moves]
        kids.sort(key=lambda k: (k[0] != first, -(k[1].captured if k[1] else 0)))
        alpha = -WIN - 1
        npend = pend & ~(1 << side)
        try:
            for r, res in kids:
                if res is None:
                    continue
                child = res.board
                if max(child[base : base + 16]) < 2:
                    value = -WIN + 1
                else:
                    value = -self.negamax(child, 1 - side, depth - 1, -WIN - 1, -alpha, 1, npend)
                results.append((value, r))
                if value > alpha:
                    alpha = value
        except _Timeout:
            return results, False
        return results, True


def _easy(
    legal: list[str], board: list[int], side: int, variant: Variant, rnd: random.Random
) -> str:
    """Random legal move; one time in three the move that captures most (ties at random)."""
    if rnd.random() < 1 / 3:
        scored = []
        for m in legal:
            res = sow(board, side, MOVE_RING[m], variant, None, SEARCH_RELAYS)
            scored.append((res.captured if res else -1, rnd.random(), m))
        return max(scored)[2]
    return rnd.choice(legal)


def choose(view: dict, level: str, seed: int, budget_ms: int) -> str:
    """The computer's move for the seat to move in ``view`` (a :func:`rules.view` dict).

    ``level``: "easy", "medium" or "hard". ``seed``: seeds the random choices (ties, easy's
    randomness), so a fixed seed and ``budget_ms <= 0`` give a deterministic move.
    ``budget_ms``: time allowed in milliseconds (hard searches until about 80% of it is
    spent, checking the clock inside the search); ``<= 0`` means a fixed depth per level
    (:data:`FIXED_DEPTH`), independent of the machine's speed. Returns a move spelling from
    ``view["legal"]``. Raises :class:`BadOptions` for an unknown level, :class:`IllegalMove`
    when this seat has no move.
    """
    start = time.perf_counter()
    check_level(level)
    legal = list(view.get("legal") or [])
    if not legal:
        raise IllegalMove("this seat has no move to choose")
    if NEXT in legal or len(legal) == 1:
        return legal[0]
    rnd = random.Random(seed)
    board = ring_of(view["board"])
    side = view["to_move"]
    variant = variant_of(view.get("options") or {})
    pend_list = view.get("opening_pending") or [False, False]
    pend = (1 if pend_list[0] else 0) | (2 if pend_list[1] else 0)
    if level == "easy":
        return _easy(legal, board, side, variant, rnd)
    moves = [MOVE_RING[m] for m in legal]
    rnd.shuffle(moves)  # random tie-breaks: the first of equal values is kept
    fixed = budget_ms <= 0
    max_depth = FIXED_DEPTH[level] if fixed or level == "medium" else 64
    deadline = None if fixed else start + budget_ms * 0.0008
    search = _Search(variant, deadline, rnd)
    best_r = moves[0]
    value = 0
    reached = 0
    for depth in range(1, max_depth + 1):
        results, done = search.root(board, side, depth, moves, pend, best_r)
        if results:
            # results[0] is the previous best, searched with a full window; a later move is
            # only reported higher when it really is better, so a cut-off iteration still helps
            value, best_r = max(results, key=lambda vr: vr[0])
        if done:
            reached = depth
        if not done or abs(value) >= WIN // 2:
            break  # out of time, or the game is decided within the horizon
    LAST_SEARCH.update(
        depth=reached,
        nodes=search.nodes,
        value=value,
        ms=(time.perf_counter() - start) * 1000,
    )
    return RING_MOVES[best_r]
