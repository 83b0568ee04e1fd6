"""Computer players for Wu Hsing: ``easy``, ``medium`` and ``hard``.

Every level decides from one seat's view (:func:`gamut.wuhsing.rules.view`) only: the board,
its own hand, the hand sizes, publicly known tiles (W6.2 reveals, W8.1 hands) and scores.
Hidden hands stay hidden; ``hard`` samples them from the tiles it cannot see.

- ``easy``: a random legal move, weighted slightly towards scoring (weight sqrt(1 + score)).
- ``medium``: the best immediate score (W5.1). Doubles played for little (under
  :data:`DOUBLE_SMALL` points) count :data:`DOUBLE_KEEP` points less, and at equal value a
  mixed tile goes before a double, to keep doubles for big lines; among equals, the move
  leaving the next player the smallest best reply (over every tile that player might hold)
  wins, then a seeded draw.
- ``hard``: determinised look-ahead. For the best :data:`HARD_CANDIDATES` moves by immediate
  score it samples the hidden hands (every tile not on the board, not in its hand and not
  publicly known goes, at random, to the other hands by their sizes and to the box), plays the
  move, lets every opponent answer greedily (best immediate score, or pass) until its own
  turn, and adds half of its own best next score. A move's value is its own gain minus the
  opponents' mean gain (W7.3 penalties included when the game ends inside the look-ahead),
  averaged over sampled worlds. With ``budget_ms > 0`` it samples worlds until the budget is
  spent (``time.perf_counter``); with ``budget_ms == 0`` it uses :data:`FIXED_WORLDS` worlds,
  so it is deterministic for tests. When the hidden tiles can lie only one way (two players:
  the opponent holds exactly the tiles one cannot see) a single world is exact.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from typing import Any

from gamut.core import IllegalMove, check_level
from gamut.wuhsing import rules

DOUBLE_SMALL = 24
"""medium: a double scoring less than this is 'played for little'."""

DOUBLE_KEEP = 4
"""medium: points a double played for little counts less."""

HARD_CANDIDATES = 12
"""hard: how many moves (best immediate score first) are searched."""

FIXED_WORLDS = 4
"""hard: sampled worlds with ``budget_ms == 0``."""

MAX_WORLDS = 64
"""hard: sampled worlds at most, whatever the budget."""

NEXT_WEIGHT = 0.5
"""hard: weight of its own best score on its next turn."""

Placement = tuple[int, int, str, str, str, int]


def choose(view: dict, level: str, seed: int, budget_ms: int = 250) -> str:
    """The move (a spelling from ``view["legal"]``) the computer plays at ``level``.

    ``view``: the mover's view (``rules.view(state, seat)`` with ``seat`` to move);
    ``level``: one of ``easy``, ``medium``, ``hard``; ``seed``: int for the seeded choices;
    ``budget_ms``: think time for ``hard`` in milliseconds (0: fixed effort, deterministic).
    Raises :class:`BadOptions` for an unknown level, :class:`IllegalMove` when this seat has
    no move.
    """
    check_level(level)
    legal = list(view.get("legal") or [])
    if not legal or view.get("seat") is None or view.get("to_move") != view.get("seat"):
        raise IllegalMove("this seat has no move to choose")
    if len(legal) == 1:
        return legal[0]
    rnd = random.Random(seed)
    if view["opening"] is not None:
        return _opening(view, legal, level, rnd)
    me = view["seat"]
    own = _world(view, [[] for _ in range(view["seats"])], me)
    options = own.placements_for(me)
    if not options:  # cannot happen with a view from rules.view; stay legal regardless
        return legal[0]
    if level == "easy":
        move = _easy(options, rnd)
    elif level == "medium":
        move = _medium(view, own, options, rnd)
    else:
        move = _hard(view, own, options, rnd, budget_ms)
    return move if move in legal else legal[0]


def _opening(view: dict, legal: list[str], level: str, rnd: random.Random) -> str:
    """W8.1 openings: easy any tile; medium and hard a mixed tile (keeping doubles, and in
    W8.1b a double can never make a four-colour square)."""
    if level == "easy":
        return rnd.choice(legal)
    mixed = [m for m in legal if m[0] != m[m.index(" ") + 1]]
    return rnd.choice(mixed or legal)


def _world(view: dict, hands: list[list[str]], me: int, box: Any = ()) -> rules.State:
    """A state for the view's position with the own hand and the given other hands."""
    full = [list(h) for h in hands]
    full[me] = list(view["hand"])
    return rules.from_view(view, full, box)


def _spell(pl: Placement) -> str:
    return rules.spell(pl[0], pl[1], pl[2], pl[3])


def _easy(options: list[Placement], rnd: random.Random) -> str:
    """A random move, slightly weighted towards scoring."""
    weights = [math.sqrt(1 + pl[5]) for pl in options]
    return _spell(rnd.choices(options, weights=weights)[0])


def _next_seat(view: dict) -> int | None:
    """The next seat after the viewer that still holds tiles (W7.1), or None."""
    n = view["seats"]
    for i in range(1, n):
        t = (view["seat"] + i) % n
        if view["hand_sizes"][t] > 0:
            return t
    return None


def _board_after(
    state: rules.State, pl: Placement
) -> tuple[dict[int, str], frozenset[int], frozenset[int]]:
    """Board, vertical and horizontal tile sets after placement ``pl``."""
    p, q, a, b = pl[0], pl[1], pl[2], pl[3]
    board = dict(state.board)
    board[p] = a
    board[q] = b
    if q - p == rules.STRIDE:
        return board, frozenset(state.vt | {p}), frozenset(state.ht)
    return board, frozenset(state.vt), frozenset(state.ht | {p})


def unseen_tiles(view: dict) -> list[str]:
    """Tiles the viewer cannot see: all 30 (W1.1) minus the board and its own hand, sorted."""
    pool = Counter(rules.ALL_TILES)
    pool.subtract(t["tile"] for t in view["tiles"])
    pool.subtract(view["hand"])
    return list(rules.sort_tiles(pool.elements()))


def _known_hands(view: dict) -> list[list[str] | None]:
    """Per seat the tiles the viewer knows are there (own, shown or publicly known)."""
    me = view["seat"]
    out: list[list[str] | None] = []
    for s in range(view["seats"]):
        if s == me:
            out.append(list(view["hand"]))
        elif view["hands"][s] is not None:
            out.append(list(view["hands"][s]))
        else:
            out.append(None if view["known"][s] is None else list(view["known"][s]))
    return out


def _medium(view: dict, own: rules.State, options: list[Placement], rnd: random.Random) -> str:
    """Best immediate score; doubles kept for big lines; then the smallest best reply."""

    def adjusted(pl: Placement) -> float:
        dbl = pl[4][0] == pl[4][2]
        return pl[5] - (DOUBLE_KEEP if dbl and pl[5] < DOUBLE_SMALL else 0)

    def key(pl: Placement) -> tuple[float, bool]:
        return adjusted(pl), pl[4][0] != pl[4][2]  # then mixed before doubles

    best = max(key(pl) for pl in options)
    top = [pl for pl in options if key(pl) == best]
    if len(top) > 1:
        nxt = _next_seat(view)
        if nxt is not None:
            known = _known_hands(view)[nxt]
            tiles = tuple(known) if known is not None else tuple(set(unseen_tiles(view)))
            orients = rules.orientations(rules.sort_tiles(tiles))
            replies = []
            for pl in top:
                board, vt, ht = _board_after(own, pl)
                opp = rules.placements(board, vt, ht, orients)
                replies.append(max((o[5] for o in opp), default=0))
            low = min(replies)
            top = [pl for pl, r in zip(top, replies, strict=True) if r == low]
    return _spell(rnd.choice(top))


def sample_hands(view: dict, rnd: random.Random) -> tuple[list[list[str]], list[str]]:
    """One sample of every hand and the box consistent with the view.

    Known tiles (own hand, shown or public hands) stay where they are; the other unseen
    tiles are shuffled and dealt by the hand sizes, the rest to the box (W1.2). Returns
    ``(hands, box)``.
    """
    known = _known_hands(view)
    pool = Counter(unseen_tiles(view))
    for s, k in enumerate(known):
        if k is not None and s != view["seat"]:
            pool.subtract(k)
    rest = list(rules.sort_tiles(pool.elements()))
    rnd.shuffle(rest)
    hands: list[list[str]] = []
    for s, k in enumerate(known):
        if k is not None:
            hands.append(list(k))
        else:
            need = view["hand_sizes"][s]
            hands.append(rest[:need])
            rest = rest[need:]
    return hands, rest


def _single_world(view: dict) -> bool:
    """True when the hidden tiles can lie only one way."""
    buckets = sum(1 for k in _known_hands(view) if k is None)
    return buckets + (1 if view["box"] else 0) <= 1


def _evaluate(state: rules.State, pl: Placement, me: int) -> float:
    """Own gain minus the opponents' mean gain after ``pl`` and greedy replies (see module)."""
    start = state.scores
    st = rules.apply_placement(state, pl)
    while not st.over and st.to_move != me:
        t = st.to_move
        assert t is not None
        replies = st.placements_for(t)
        if replies:
            st = rules.apply_placement(st, max(replies, key=lambda x: x[5]))
        else:
            st = rules.play(st, "pass")
    n = len(start)
    gains = [st.scores[s] - start[s] for s in range(n)]
    if st.over:
        for s in range(n):
            gains[s] -= rules.penalty(st.hands[s])
    else:
        mine = st.placements_for(me)
        gains[me] += NEXT_WEIGHT * max((x[5] for x in mine), default=0)
    others = [gains[s] for s in range(n) if s != me]
    return gains[me] - sum(others) / len(others)


def _hard(
    view: dict,
    own: rules.State,
    options: list[Placement],
    rnd: random.Random,
    budget_ms: int,
) -> str:
    """Determinised look-ahead over sampled hidden hands (see the module docstring)."""
    t0 = time.perf_counter()
    deadline = t0 + max(budget_ms, 0) / 1000.0 * 0.8
    me = view["seat"]
    order = sorted(range(len(options)), key=lambda i: -options[i][5])
    cands = [options[i] for i in order[:HARD_CANDIDATES]]
    worlds = 1 if _single_world(view) else (FIXED_WORLDS if budget_ms <= 0 else MAX_WORLDS)
    total = [0.0] * len(cands)
    count = [0] * len(cands)
    done = False
    for _ in range(worlds):
        hands, box = sample_hands(view, rnd)
        world = _world(view, hands, me, box)
        for i, pl in enumerate(cands):
            if budget_ms > 0 and count[0] and time.perf_counter() > deadline:
                done = True
                break
            total[i] += _evaluate(world, pl, me)
            count[i] += 1
        if done:
            break
    best_i = 0
    best_v = -math.inf
    for i in range(len(cands)):
        if count[i]:
            v = total[i] / count[i]
            if v > best_v + 1e-9:
                best_i, best_v = i, v
    return _spell(cands[best_i])
