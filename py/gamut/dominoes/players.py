"""Dominoes computer players: easy, medium, hard, each deciding from its own seat's view only.

A player receives ``rules.view(state, seat)`` (D9.1: own hand, layout, counts, scores and the
log of draws and passes) and never the state; :func:`read` is the one place that reads it
(a renamed view field is a change there only). Levels:

- ``easy``: a random legal move (seeded); legal, never clever.
- ``medium``: a heuristic from the seed page's tips: Fives points now, heaviest tiles early,
  keep the numbers in hand mixed, play doubles while they still fit, and do not open a count
  of five the next seat can take.
- ``hard``: determinised Monte Carlo search. It infers from the log which numbers each other
  seat lacks (a seat that drew or passed held none of the open numbers then), samples the
  hidden tiles over the other hands and the boneyard consistently with that (:func:`sample`),
  and in every sample plays each candidate move out to the end of the round with a fast greedy
  policy (:func:`playout.greedy_round`: the round as small ints), and takes the move with the
  best mean score difference (:func:`_worth`). In two-seat Block (one hidden hand, no boneyard)
  each sampled deal is instead searched to the round's end (:mod:`solve`: both seats play their
  best in that deal; a won round counts :data:`solve.BONUS` points more). Moves that give the
  same round (a tile on either of two ends showing the same pip) are played out once. Budget:
  ``budget_ms`` of wall time, or a fixed number of samples when ``budget_ms`` is 0
  (deterministic, for tests).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from gamut.core import IllegalMove, check_level
from gamut.dominoes import playout, rules, solve
from gamut.dominoes.rules import Placed, State, Tile, parse_tile

FIXED_SAMPLES = 48
"""Samples the hard level uses when ``budget_ms`` is 0."""

MAX_SAMPLES = 20000
"""Upper bound on samples whatever the budget (keeps a long budget from running away)."""

PRUNE_AFTER = 200
"""Samples after which (and after twice as many, and so on) the hard level stops sampling the
candidates that are clearly worse than the best (:func:`prune`)."""

PRUNE_Z = 3.0
"""How many standard errors behind the best a candidate must be to be pruned."""

EXACT = True
"""Two-seat Block: search each sampled deal to the round's end (:mod:`solve`) instead of
playing it out with the greedy policy (benches set it off to compare)."""

SAMPLED = [0]
"""Deals the hard level has sampled in this process, all decisions together (benches read
it before and after a decision)."""

# --- the view, read in one place ----------------------------------------------------------


class Seen:
    """What a seat's view shows (D9.1), as the players use it.

    ``seat``, ``seats``, ``to_move``, ``scores``, ``legal`` (record spellings), ``mode``,
    ``target``, ``round``, ``opener``, ``hand`` (tiles), ``hand_sizes``, ``boneyard`` (how
    many tiles), ``line`` and ``arms`` (``(tile, pips, seat, n, spinner)`` per placed tile),
    ``spinner_at``, ``ends`` (END -> pip), ``count``, ``playable`` (move -> Fives points,
    from the view's ``previews``), ``log`` (``(seat, move, open pips)`` per event of this
    round, from its ``history``).
    """

    __slots__ = ("seat", "seats", "to_move", "scores", "legal", "mode", "target", "round",
                 "opener", "hand", "hand_sizes", "boneyard", "line", "arms", "spinner_at",
                 "ends", "count", "playable", "log")  # fmt: skip


def _placed_of(p: dict) -> tuple:
    return parse_tile(p["tile"]), (p["pips"][0], p["pips"][1]), p["seat"], p["n"], p["spinner"]


def read(view: dict) -> Seen:
    """The fields of ``rules.view(state, seat)`` the players use (a partial view, as tests
    build, gives empty defaults for what it lacks)."""
    v = view.get
    s = Seen()
    s.seat, s.seats, s.to_move = v("seat"), v("seats", 2), v("to_move")
    s.scores, s.legal = list(v("scores", ())), list(v("legal") or ())
    s.mode, s.target, s.round, s.opener = v("mode"), v("target"), v("round", 1), v("opener")
    s.hand = [parse_tile(t) for t in v("hand", ())]
    s.hand_sizes, s.boneyard = list(v("hand_sizes", ())), v("boneyard", 0)
    s.line = [_placed_of(p) for p in v("line", ())]
    s.arms = {k: [_placed_of(p) for p in a] for k, a in v("arms", {}).items()}
    s.spinner_at, s.ends, s.count = v("spinner_at"), dict(v("ends", {})), v("count", 0)
    s.playable = {move: p.get("score", 0) for move, p in v("previews", {}).items()}
    s.log = [(e["seat"], e["move"], tuple(e.get("open", ()))) for e in v("history", ())]
    return s


def choose(view: dict, level: str, seed: int, budget_ms: int) -> str:
    """The move (a record spelling) the computer at ``view["seat"]`` plays.

    ``view``: ``rules.view(state, seat)`` for the seat to move. ``level``: ``easy``,
    ``medium`` or ``hard``. ``seed``: makes the choice reproducible. ``budget_ms``: the hard
    level's thinking time (0: a fixed sample count). Raises :class:`BadOptions` for an
    unknown level, :class:`IllegalMove` for a view in which this seat has no move.
    """
    check_level(level)
    seen = read(view)
    legal = seen.legal
    if not legal:
        raise IllegalMove("this seat has no move to choose")
    if len(legal) == 1:
        return legal[0]
    r = random.Random(f"dominoes:{seed}:{level}:{len(seen.log)}:{seen.round}")
    if level == "easy":
        return r.choice(legal)
    if level == "medium":
        return _medium(seen, legal)
    return _hard(seen, r, budget_ms)


# --- medium -------------------------------------------------------------------------------


def _medium(seen: Seen, legal: list[str]) -> str:
    best, best_key = legal[0], None
    for move in legal:
        tile = parse_tile(move.split(" ")[0])
        end = move[4:] or None
        key = _medium_key(seen, tile, end)
        if best_key is None or key > best_key:
            best, best_key = move, key
    return best


def _medium_key(seen: Seen, tile: Tile, end: str | None) -> tuple:
    """Higher is better: (points now, shape of what is left, tile weight)."""
    move = rules.tile_str(tile) if end is None else f"{rules.tile_str(tile)} {end}"
    points = seen.playable.get(move, 0) if seen.mode == "fives" else 0
    rest = [t for t in seen.hand if t != tile]
    numbers = {p for t in rest for p in t}
    double = 3 if tile[0] == tile[1] else 0
    weight = tile[0] + tile[1]
    # What the new open end leaves: an end matching our own tiles keeps us playing.
    keep = 0
    if end is not None:
        outer = tile[1] if tile[0] == seen.ends[end] else tile[0]
        keep = sum(1 for t in rest if outer in t)
    return (points, 2 * len(numbers) + weight + double + keep, weight)


# --- hard: what the log tells, and the sampled deals ---------------------------------------


def voids(view: dict | Seen) -> list[set[int]]:
    """Numbers each seat cannot hold, from its draws and passes (D9.1: public; D4.3).

    A pass adds the open numbers of that moment; a draw resets the set to them (the seat may
    have drawn tiles with older numbers, but everything it holds after drawing lacks these).
    """
    seen = read(view) if isinstance(view, dict) else view
    voids: list[set[int]] = [set() for _ in range(seen.seats)]
    for seat, move, open_pips in seen.log:
        if move == "pass":
            voids[seat] |= set(open_pips)
        elif move == "draw":
            voids[seat] = set(open_pips)
    return voids


def unseen(seen: Seen) -> list[int]:
    """The tiles (indices) this seat has not seen: not in its hand, not on the table."""
    shown = set(seen.hand)
    shown.update(p[0] for p in seen.line)
    for arm in seen.arms.values():
        shown.update(p[0] for p in arm)
    return [i for i, t in enumerate(rules.ALL_TILES) if t not in shown]


def _tiles_with(pips: set[int]) -> int:
    """The tiles (bits) showing any of ``pips``."""
    out = 0
    for p in pips:
        out |= playout.PIP_MASK[p]
    return out


def sizes(seen: Seen, voids: list[set[int]], pool: list[int]) -> list[tuple[int, int, int]]:
    """:func:`sample`'s ``sizes``: ``(seat, tiles it holds, mask of the tiles it may hold)``
    for every other seat, the one with the fewest hidden tiles it may hold first."""
    hidden = 0
    for t in pool:
        hidden |= playout.BIT[t]
    out = []
    for seat in range(seen.seats):
        if seat != seen.seat:
            out.append((seat, seen.hand_sizes[seat], ~_tiles_with(voids[seat])))
    out.sort(key=lambda x: (hidden & x[2]).bit_count() - x[1])
    return out


def sample(
    pool: list[int], sizes: list[tuple[int, int, int]], r: random.Random
) -> tuple[list[list[int]], list[int]]:
    """One deal of the hidden tiles: ``pool`` (tile indices, shuffled here in place) over the
    other seats, ``sizes`` as :func:`sizes` gives them; each seat takes the first tiles of
    the shuffled pool it may hold (uniform over the deals its voids allow when one seat is
    constrained). Returns the hands by seat (``[]`` for this seat) and the rest of the pool in
    shuffled order (the boneyard, then what is out of play). When 8 shuffles fail (several
    seats short of tiles they may hold), :func:`matched` finds a deal that keeps every void.
    """
    n = len(sizes) + 1
    bit = playout.BIT
    for _ in range(8):
        r.shuffle(pool)
        hands: list[list[int]] = [[] for _ in range(n)]
        taken = 0
        for seat, k, allowed in sizes:
            hand = hands[seat]
            if k:
                for t in pool:
                    b = bit[t]
                    if allowed & b and not taken & b:
                        hand.append(t)
                        taken |= b
                        if len(hand) == k:
                            break
            if len(hand) < k:
                break
        else:
            return hands, [t for t in pool if not taken & bit[t]]
    hands = matched(pool, sizes, n)
    taken = sum(bit[t] for h in hands for t in h)
    return hands, [t for t in pool if not taken & bit[t]]


def matched(pool: list[int], sizes: list[tuple[int, int, int]], n: int) -> list[list[int]]:
    """A deal of ``pool`` (in its order) filling every hand of ``sizes`` with tiles it may
    hold, by augmenting paths (Kuhn's matching of hand places to tiles); the voids are
    ignored only if no such deal exists (a log no real deal can give)."""
    bit = playout.BIT
    places = [(seat, allowed) for seat, k, allowed in sizes for _ in range(k)]
    holder: dict[int, int] = {}  # tile -> place

    def place(i: int, tried: set[int]) -> bool:
        allowed = places[i][1]
        for t in pool:
            if allowed & bit[t] and t not in tried:
                tried.add(t)
                if t not in holder or place(holder[t], tried):
                    holder[t] = i
                    return True
        return False

    if not all(place(i, set()) for i in range(len(places))):
        places = [(seat, -1) for seat, _ in places]
        holder.clear()
        for i in range(len(places)):
            place(i, set())
    hands: list[list[int]] = [[] for _ in range(n)]
    for t in pool:
        if t in holder:
            hands[places[holder[t]][0]].append(t)
    return hands


def _world(seen: Seen) -> State:
    """A full State of the public position, every other hand and the boneyard empty."""
    s = State.__new__(State)
    s.mode, s.seats, s.target = seen.mode, seen.seats, seen.target
    s.seed, s.deals, s.moves = 0, [], []
    s.round = seen.round
    s.hands = [[] for _ in range(seen.seats)]
    s.hands[seen.seat] = list(seen.hand)
    s.boneyard, s.out = [], []
    s.line = [_placed(p) for p in seen.line]
    s.arms = {k: [_placed(p) for p in v] for k, v in seen.arms.items()}
    s.spinner_at = seen.spinner_at
    s.ends = dict(seen.ends)
    s.to_move, s.opener = seen.to_move, seen.opener
    s.forced = None
    if not s.line and s.round == 1:
        s.forced = parse_tile(seen.legal[0].split(" ")[0])
    s.scores = list(seen.scores)
    s.log, s.count, s.last = [], seen.count, None
    s.played = len(s.line) + sum(len(a) for a in s.arms.values())
    s.round_over, s.round_result = False, None
    s.match_over, s.winners = False, []
    return s


def _placed(p: tuple) -> Placed:
    out = Placed(p[0], p[1], p[2], p[3])
    out.spinner = p[4]
    return out


# --- hard: the search ---------------------------------------------------------------------


def _worth(result: playout.Result, seat: int, before: list[int]) -> float:
    """What a played-out round is worth to ``seat``: its score gain minus the best gain of
    another seat."""
    scores = result[2]
    best = max(scores[j] - before[j] for j in range(len(scores)) if j != seat)
    return scores[seat] - before[seat] - best


def distinct(table: playout.Table, codes: list[int]) -> list[int]:
    """``codes`` without the E plays that repeat a W play (outside Fives both ends showing
    the same pip give the same round)."""
    ends = table.ends
    if table.fives or ends[0] != ends[1] or ends[0] < 0:
        return codes
    return [c for c in codes if c >= playout.OPENING or c & 3 != playout.E]


def prune(vals: dict[int, list[float]], alive: list[int], n: int) -> list[int]:
    """The candidates still worth sampling after ``n`` samples: the best by mean and those
    whose shortfall against it (paired sample by sample: both were played out in the same
    deals) is within :data:`PRUNE_Z` standard errors."""
    best = max(alive, key=lambda i: sum(vals[i]))
    top = vals[best]
    keep = []
    for i in alive:
        if i != best:
            d = [x - y for x, y in zip(top, vals[i], strict=True)]
            m = sum(d) / n
            var = sum(x * x for x in d) / n - m * m
            if m > 0 and m * m * n > PRUNE_Z * PRUNE_Z * var:
                continue
        keep.append(i)
    return keep


def _hard(seen: Seen, r: random.Random, budget_ms: int) -> str:
    me = seen.seat
    legal = seen.legal
    void_sets = voids(seen)
    pool = unseen(seen)
    to_deal = sizes(seen, void_sets, pool)
    table = playout.from_state(_world(seen))
    mine = table.hands[me]
    before = table.scores
    block = seen.mode == "block"
    drawn = seen.boneyard
    codes = [playout.code_of(m) for m in legal]
    keep = distinct(table, codes)
    cands = [i for i, c in enumerate(codes) if c in keep]
    greedy = playout.greedy_round
    other, k, allowed = to_deal[0]
    could = [t for t in pool if allowed & playout.BIT[t]]
    judge: Callable[[Any, int], float]
    if block and len(to_deal) == 1 and len(could) >= k and EXACT:
        # Block, two seats: one hidden hand to deal (the rest is out of play). Each sampled
        # hand is searched to the round's end (solve.py): the worth is the exact score
        # difference the move leads to with both seats playing their best in that deal.
        pick = r.sample
        bit = playout.BIT
        mask = sum(bit[t] for t in mine)
        ends = (table.ends[0], table.ends[1])
        memo: solve.Table = {}
        move_value = solve.move_value

        def deal() -> Any:
            return sum(bit[t] for t in pick(could, k))

        def judge(hidden: Any, i: int) -> float:
            return move_value(codes[i], mask, hidden, ends, memo)

    elif block and len(to_deal) == 1 and len(could) >= k:
        # Block, two seats, played out with the greedy policy (EXACT off: benches compare)
        pick = r.sample
        edge = before[me] - before[other]

        def deal() -> Any:
            hidden = pick(could, k)
            return table.with_hands([mine, hidden] if me == 0 else [hidden, mine], [])

        def judge(world: Any, i: int) -> float:
            scores = greedy(world, codes[i])[2]
            return scores[me] - scores[other] - edge

    else:

        def deal() -> Any:
            hands, rest = sample(pool, to_deal, r)
            hands[me] = mine
            return table.with_hands(hands, [] if block else rest[:drawn])

        def judge(world: Any, i: int) -> float:
            return _worth(greedy(world, codes[i]), me, before)

    vals: dict[int, list[float]] = {i: [] for i in cands}
    alive = list(cands)
    check = PRUNE_AFTER
    # Stop sampling at 85% of the budget: the last sample and the reply still take time.
    deadline = time.perf_counter() + 0.85 * budget_ms / 1000.0
    limit = FIXED_SAMPLES if budget_ms <= 0 else MAX_SAMPLES
    n = 0
    while n < limit:
        if budget_ms > 0 and n >= 2 and time.perf_counter() >= deadline:
            break
        world = deal()
        for i in alive:
            vals[i].append(judge(world, i))
        n += 1
        if n == check:
            check *= 2
            alive = prune(vals, alive, n)
            if len(alive) == 1:
                break
    SAMPLED[0] += n
    mean = {i: sum(vals[i]) / len(vals[i]) if i in alive else float("-inf") for i in cands}
    totals = [
        mean[i] if i in mean else mean[codes.index(c - playout.E + playout.W)]
        for i, c in enumerate(codes)
    ]  # fmt: skip (an E play that repeats a W play)
    # Ties go to the medium player's preference so the hard level is never worse-shaped.
    best = max(totals)
    tied = [legal[i] for i, t in enumerate(totals) if t == best]
    return tied[0] if len(tied) == 1 else _medium(seen, tied)
