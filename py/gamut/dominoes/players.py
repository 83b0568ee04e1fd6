"""Dominoes computer players: easy, medium, hard, each deciding from its own seat's view only.

A player receives ``rules.view(state, seat)`` (D9.1: own hand, layout, counts, scores and the
history of draws and passes) and never the state. Levels:

- ``easy``: a random legal move (seeded); legal, never clever.
- ``medium``: a heuristic from the seed page's tips: Fives points now, heaviest tiles early,
  keep the numbers in hand mixed, play doubles while they still fit, and do not open a count
  of five the next seat can take.
- ``hard``: determinised Monte Carlo search. It infers from the log which numbers each other
  seat lacks (a seat that drew or passed held none of the open numbers then), samples the
  hidden tiles over the other hands and the boneyard consistently with that, plays each
  candidate move out to the end of the round with a fast greedy policy in every sample
  (:func:`playout.greedy_round`: the round as small ints), and takes the move with the best
  mean score difference. Budget: ``budget_ms`` of wall time, or a fixed number of samples
  when ``budget_ms`` is 0 (deterministic, for tests).
"""

from __future__ import annotations

import random
import time

from gamut.core import IllegalMove, check_level
from gamut.dominoes import playout, rules
from gamut.dominoes.rules import ALL_TILES, Placed, State, Tile, parse_tile

FIXED_SAMPLES = 48
"""Samples the hard level uses when ``budget_ms`` is 0."""

MAX_SAMPLES = 4000
"""Upper bound on samples whatever the budget (keeps a long budget from running away)."""


def choose(view: dict, level: str, seed: int, budget_ms: int) -> str:
    """The move (a record spelling) the computer at ``view["seat"]`` plays.

    ``view``: ``rules.view(state, seat)`` for the seat to move. ``level``: ``easy``,
    ``medium`` or ``hard``. ``seed``: makes the choice reproducible. ``budget_ms``: the hard
    level's thinking time (0: a fixed sample count). Raises :class:`BadOptions` for an
    unknown level, :class:`IllegalMove` for a view in which this seat has no move.
    """
    check_level(level)
    legal = view.get("legal") or []
    if not legal:
        raise IllegalMove("this seat has no move to choose")
    if len(legal) == 1:
        return legal[0]
    r = random.Random(f"dominoes:{seed}:{level}:{len(view['history'])}:{view['round']}")
    if level == "easy":
        return r.choice(legal)
    if level == "medium":
        return _medium(view, legal)
    return _hard(view, legal, r, budget_ms)


# --- medium -------------------------------------------------------------------------------


def _medium(view: dict, legal: list[str]) -> str:
    hand = [parse_tile(t) for t in view["hand"]]
    best, best_key = legal[0], None
    for move in legal:
        tile = parse_tile(move.split(" ")[0])
        end = move[4:] or None
        key = _medium_key(view, hand, tile, end)
        if best_key is None or key > best_key:
            best, best_key = move, key
    return best


def _score_of(view: dict, move: str) -> int:
    preview = view["previews"].get(move)
    return preview["score"] if preview else 0


def _medium_key(view: dict, hand: list[Tile], tile: Tile, end: str | None) -> tuple:
    """Higher is better: (points now, shape of what is left, tile weight)."""
    move = rules.tile_str(tile) if end is None else f"{rules.tile_str(tile)} {end}"
    points = _score_of(view, move) if view["mode"] == "fives" else 0
    rest = [t for t in hand if t != tile]
    numbers = {p for t in rest for p in t}
    double = 3 if tile[0] == tile[1] else 0
    weight = tile[0] + tile[1]
    # What the new open end leaves: an end matching our own tiles keeps us playing.
    keep = 0
    if end is not None:
        outer = tile[1] if tile[0] == view["ends"][end] else tile[0]
        keep = sum(1 for t in rest if outer in t)
    return (points, 2 * len(numbers) + weight + double + keep, weight)


# --- hard ---------------------------------------------------------------------------------


def _voids(view: dict) -> list[set[int]]:
    """Numbers each seat cannot hold, from its draws and passes (D9.1: public).

    A pass adds the open numbers of that moment; a draw resets the set to them (the seat may
    have drawn tiles with older numbers, but everything it holds after drawing lacks these).
    """
    voids: list[set[int]] = [set() for _ in range(view["seats"])]
    for e in view["history"]:
        if e["move"] == "pass":
            voids[e["seat"]] |= set(e.get("open", []))
        elif e["move"] == "draw":
            voids[e["seat"]] = set(e.get("open", []))
    return voids


def _unseen(view: dict) -> list[Tile]:
    seen = {parse_tile(t) for t in view["hand"]}
    seen.update(parse_tile(p["tile"]) for p in view["line"])
    for arm in view["arms"].values():
        seen.update(parse_tile(p["tile"]) for p in arm)
    return [t for t in ALL_TILES if t not in seen]


def _sample(
    view: dict, unseen: list[Tile], voids: list[set[int]], r: random.Random
) -> tuple[list[list[Tile]], list[Tile]]:
    """Deal the unseen tiles to the other seats (their sizes, avoiding their voids) and the
    rest to the boneyard (or out of play in block). Falls back to ignoring voids."""
    me = view["seat"]
    sizes = view["hand_sizes"]
    for attempt in range(20):
        pool = list(unseen)
        r.shuffle(pool)
        hands: list[list[Tile]] = [[] for _ in sizes]
        ok = True
        # Seats with the most constraints first.
        order = sorted((s for s in range(len(sizes)) if s != me), key=lambda s: -len(voids[s]))
        for s in order:
            bad = voids[s] if attempt < 19 else set()
            take = [t for t in pool if t[0] not in bad and t[1] not in bad][: sizes[s]]
            if len(take) < sizes[s]:
                ok = False
                break
            hands[s] = take
            taken = set(take)
            pool = [t for t in pool if t not in taken]
        if ok:
            return hands, pool
    raise AssertionError("unreachable: the last attempt ignores voids")


def _world(view: dict, hands: list[list[Tile]], rest: list[Tile]) -> State:
    """A full State for one sample of the hidden tiles, from the public view."""
    s = State.__new__(State)
    s.mode, s.seats, s.target = view["mode"], view["seats"], view["target"]
    s.seed, s.deals, s.moves = 0, [], []
    s.round = view["round"]
    me = view["seat"]
    s.hands = [list(h) for h in hands]
    s.hands[me] = [parse_tile(t) for t in view["hand"]]
    if s.mode == "block":
        s.boneyard, s.out = [], rest
    else:
        s.boneyard, s.out = rest[: view["boneyard"]], rest[view["boneyard"] :]
    s.line = [_placed(p) for p in view["line"]]
    s.arms = {k: [_placed(p) for p in v] for k, v in view["arms"].items()}
    s.spinner_at = view["spinner_at"]
    s.ends = dict(view["ends"])
    s.to_move, s.opener = view["to_move"], view["opener"]
    s.forced = None
    if not s.line and s.round == 1:
        s.forced = parse_tile(view["legal"][0].split(" ")[0])
    s.scores = list(view["scores"])
    s.log, s.count, s.last = [], view["count"], None
    s.played = len(s.line) + sum(len(a) for a in s.arms.values())
    s.round_over, s.round_result = False, None
    s.match_over, s.winners = False, []
    return s


def _placed(p: dict) -> Placed:
    out = Placed(parse_tile(p["tile"]), (p["pips"][0], p["pips"][1]), p["seat"], p["n"])
    out.spinner = p["spinner"]
    return out


def _hard(view: dict, legal: list[str], r: random.Random, budget_ms: int) -> str:
    me = view["seat"]
    unseen = _unseen(view)
    voids = _voids(view)
    cands = [playout.code_of(m) for m in legal]
    totals = [0.0] * len(cands)
    # Stop sampling at 85% of the budget: the last sample and the reply still take time.
    deadline = time.perf_counter() + 0.85 * budget_ms / 1000.0
    limit = FIXED_SAMPLES if budget_ms <= 0 else MAX_SAMPLES
    n = 0
    table = playout.from_state(_world(view, [[] for _ in range(view["seats"])], []))
    mine = table.hands[me]
    before = table.scores
    others = [i for i in range(view["seats"]) if i != me]
    block = view["mode"] == "block"
    drawn = view["boneyard"]
    tile_of = playout.TILE_OF
    while n < limit:
        if budget_ms > 0 and n >= 2 and time.perf_counter() >= deadline:
            break
        hands, rest = _sample(view, unseen, voids, r)
        world = table.with_hands(
            [mine if i == me else [tile_of[t] for t in h] for i, h in enumerate(hands)],
            [] if block else [tile_of[t] for t in rest[:drawn]],
        )
        for i, code in enumerate(cands):
            # The score gained by me minus the best other seat's gain, played out greedily.
            scores = playout.greedy_round(world, code)[2]
            totals[i] += scores[me] - before[me] - max(scores[j] - before[j] for j in others)
        n += 1
    # Ties go to the medium player's preference so the hard level is never worse-shaped.
    best = max(totals)
    tied = [legal[i] for i, t in enumerate(totals) if t == best]
    return tied[0] if len(tied) == 1 else _medium(view, tied)
