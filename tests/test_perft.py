"""Move-generation counts from fixed positions, per game, as regression locks (perft, as
python-chess keeps them).

``perft(state, depth)``: the number of move sequences of exactly ``depth`` moves from the
position (a sequence cut short by the end of the game counts nothing; ``next``, the deal of
a new round, counts as one move and is not followed: it is a chance step). Each number was
computed once by the engine and is checked twice here: by the engine, and by a second, slow
count written from the rules files alone:

- Hus: a whole independent engine (H1-H5: rings, sowing, relays, captures, endless moves by
  state repetition, the end of the game), which walks its own tree from the same board.
- Dominoes and Wu Hsing: an independent move generator (D3.1/D4/D5 from the seat's view:
  the layout's open ends worked out from the tiles on the table; W3/W4 by brute force over
  every pair of empty cells and every tile of the hand) whose move list must equal the
  engine's at every node of the engine's tree, and whose own count is compared too.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from gamut import core

Gen = Callable[[Any, Any], list[str]]


def perft(rules: Any, state: Any, depth: int, gen: Gen | None = None) -> int:
    """Sequences of ``depth`` moves from ``state`` (``next`` ends a sequence; see above).

    With ``gen(rules, state)``, the moves at each node come from it, and must equal the
    engine's legal moves there (as sets, and without repeats)."""
    legal = rules.legal_moves(state)
    if gen is not None:
        mine = gen(rules, state)
        assert len(set(mine)) == len(mine) and set(mine) == set(legal), (mine, legal)
        legal = mine
    if depth == 1 or not legal:
        return len(legal) if depth == 1 else 0
    return sum(
        1 if move == "next" else perft(rules, rules.play(state, move), depth - 1, gen)
        for move in legal
    )


# --- Dominoes: open ends from the layout, D3.1, D4 -------------------------------------------


def dominoes_moves(rules: Any, state: Any) -> list[str]:
    """The legal moves of the seat to move, from its view and the round's deal only."""
    seat = rules.to_move(state)
    if seat is None:
        return [] if rules.outcome(state).over else ["next"]
    v = rules.view(state, seat)
    hand = v["hand"]
    if not v["line"]:
        if v["round"] > 1:
            return list(hand)  # D3.2/D3.3: any tile
        dealt = [t for h in rules.to_record(state)["deals"][0]["hands"] for t in h]
        pairs = [tuple(map(int, t.split("-"))) for t in dealt]
        doubles = [p for p in pairs if p[0] == p[1]]
        best = max(doubles) if doubles else max(pairs, key=lambda p: (p[0] + p[1], p[1]))
        tile = f"{best[0]}-{best[1]}"
        return [tile] if tile in hand else []  # D3.1
    line = v["line"]
    ends = {"W": line[0]["pips"][0], "E": line[-1]["pips"][1]}
    at = v["spinner_at"]
    if v["mode"] == "fives" and at is not None and 0 < at < len(line) - 1:  # D5.2
        for arm in ("N", "S"):
            tiles = v["arms"][arm]
            ends[arm] = tiles[-1]["pips"][1] if tiles else line[at]["pips"][0]
    moves = [
        f"{t} {end}"
        for t in hand
        for end, pip in ends.items()
        if pip in (int(t[0]), int(t[2]))  # D4.1
    ]
    if moves:
        return moves
    return ["draw"] if v["mode"] != "block" and v["boneyard"] else ["pass"]  # D4.3


# --- Wu Hsing: brute force over cells and tiles, W3/W4 ---------------------------------------


def line_ok(colours: str) -> bool:
    """W3.2: a stretch of one repeated cycle of distinct colours."""
    gaps = [
        j - i
        for i in range(len(colours))
        for j in range(i + 1, len(colours))
        if colours[i] == colours[j]
    ]
    if not gaps:
        return True
    p = min(gaps)
    return all(colours[i] == colours[i + p] for i in range(len(colours) - p))


def run_through(cells: dict, cell: tuple[int, int], step: tuple[int, int]) -> list:
    """The maximal line of occupied cells through ``cell`` along ``step`` (W3.1)."""
    r, c = cell
    while (r - step[0], c - step[1]) in cells:
        r, c = r - step[0], c - step[1]
    out = []
    while (r, c) in cells:
        out.append((r, c))
        r, c = r + step[0], c + step[1]
    return out


def wuhsing_moves(rules: Any, state: Any) -> list[str]:
    """The legal moves of the seat to move (standard game), from its view only."""
    seat = rules.to_move(state)
    if seat is None:
        return []
    v = rules.view(state, seat)
    assert v["opening"] is None and not v["round_over"]
    old = {(x["r"], x["c"]): x["colour"] for x in v["board"]}
    vert, horiz = set(), set()  # upper / left cells of the tiles laid
    for t in v["tiles"]:
        (r1, c1), (r2, c2) = t["cells"]
        (vert if c1 == c2 else horiz).add((min(r1, r2), min(c1, c2)))
    moves = set()
    near = {(r + dr, c + dc) for r, c in old for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))}
    for p in near - set(old):
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            q = (p[0] + dr, p[1] + dc)
            if q in old:
                continue
            a_cell, b_cell = sorted([p, q])
            upright = a_cell[1] == b_cell[1]
            # W4.4: at most three parallel tiles side by side
            chain, step = (vert, (0, 1)) if upright else (horiz, (1, 0))
            n = 1
            for sign in (1, -1):
                k = 1
                while (a_cell[0] + sign * k * step[0], a_cell[1] + sign * k * step[1]) in chain:
                    n, k = n + 1, k + 1
            if n > 3:
                continue
            for tile in set(v["hand"]):
                x, y = tile.split("-")
                for ca, cb in {(x, y), (y, x)}:
                    cells = {**old, a_cell: ca, b_cell: cb}
                    axis = (1, 0) if upright else (0, 1)
                    cross = (0, 1) if upright else (1, 0)
                    lines = [
                        run_through(cells, a_cell, axis),
                        run_through(cells, a_cell, cross),
                        run_through(cells, b_cell, cross),
                    ]
                    if not all(line_ok("".join(cells[k] for k in ln)) for ln in lines):
                        continue  # W4.1
                    if sum(any(k in old for k in ln) for ln in lines) < 2:
                        continue  # W4.2
                    moves.add(f"{ca}@{a_cell[0]},{a_cell[1]} {cb}@{b_cell[0]},{b_cell[1]}")
    return sorted(moves) or ["pass"]  # W6.2


# --- Hus: an independent engine, H1-H5 --------------------------------------------------------

ROW_N_OUT, ROW_N_IN, ROW_S_IN, ROW_S_OUT = range(4)
RING = {
    0: [(ROW_S_OUT, c) for c in range(7, -1, -1)] + [(ROW_S_IN, c) for c in range(8)],
    1: [(ROW_N_IN, c) for c in range(7, -1, -1)] + [(ROW_N_OUT, c) for c in range(8)],
}
"""H2.2: each seat's ring in sowing order, as (row, col) with col from South's left."""


def pit_of(seat: int, move: str) -> tuple[int, int]:
    """H1.2: ``o1``..``o8``/``i1``..``i8`` counted from the mover's own left."""
    col = int(move[1:]) - 1 if seat == 0 else 8 - int(move[1:])
    inner = move[0] == "i"
    row = (ROW_S_IN if inner else ROW_S_OUT) if seat == 0 else (ROW_N_IN if inner else ROW_N_OUT)
    return row, col


def hus_sow(board: list[list[int]], seat: int, move: str) -> list[list[int]] | None:
    """The board after ``move`` (H2, H3), or None when it never ends (H4.1)."""
    b = [row[:] for row in board]
    ring = RING[seat]
    pos = ring.index(pit_of(seat, move))
    r, c = ring[pos]
    hand, b[r][c] = b[r][c], 0
    seen = set()
    own_inner = ROW_S_IN if seat == 0 else ROW_N_IN
    opp_inner, opp_outer = (ROW_N_IN, ROW_N_OUT) if seat == 0 else (ROW_S_IN, ROW_S_OUT)
    while True:
        while hand:
            pos = (pos + 1) % 16
            r, c = ring[pos]
            b[r][c] += 1
            hand -= 1
        if b[r][c] == 1:
            return b  # H2.3
        key = (tuple(map(tuple, b)), pos)
        if key in seen:
            return None  # H4.1: the mid-move state repeats
        seen.add(key)
        hand, b[r][c] = b[r][c], 0
        if r == own_inner and b[opp_inner][c] > 0:  # H3.1
            hand += b[opp_inner][c] + b[opp_outer][c]
            b[opp_inner][c] = b[opp_outer][c] = 0


def hus_moves(board: list[list[int]], seat: int) -> list[tuple[str, list[list[int]]]]:
    """(move, board after) for every legal move (H2.1, H4.1), [] when the game is over (H5)."""
    rows = (ROW_S_IN, ROW_S_OUT) if seat == 0 else (ROW_N_IN, ROW_N_OUT)
    for side_rows in ((ROW_S_IN, ROW_S_OUT), (ROW_N_IN, ROW_N_OUT)):
        if not any(board[r][c] >= 2 for r in side_rows for c in range(8)):
            return []  # H5.1
    out = []
    for move in [f"{k}{n}" for k in "oi" for n in range(1, 9)]:
        r, c = pit_of(seat, move)
        assert r in rows
        if board[r][c] >= 2:
            after = hus_sow(board, seat, move)
            if after is not None:
                out.append((move, after))
    return out  # H5.2: only endless moves left: none


def hus_perft(board: list[list[int]], seat: int, depth: int) -> int:
    """The independent count of move sequences of ``depth`` moves."""
    moves = hus_moves(board, seat)
    if depth == 1:
        return len(moves)
    return sum(hus_perft(after, 1 - seat, depth - 1) for _, after in moves)


# --- the locks ---------------------------------------------------------------------------------

START = [[2] * 8, [0, 0, 0, 0, 2, 2, 2, 2][::-1], [0, 0, 0, 0, 2, 2, 2, 2], [2] * 8]
"""H1.3 in record rows: North's columns 5-8 are South's 0-3 (H1.2)."""

ENDLESS = [[2, 2, 2, 2, 2, 2, 3, 3], [0] * 8, [1, 0, 1, 0, 1, 0, 8, 0], [4, 1, 2, 2, 1, 4, 3, 2]]
"""hus.md worked case: o4 never ends."""

HUS_LOCKS = [
    (START, 0, 1, 12),  # hus.md: "Start: each side has 12 legal pits"
    (START, 0, 2, 144),
    (START, 0, 3, 1308),
    (START, 0, 4, 11015),
    (START, 1, 3, 1308),
    (ENDLESS, 0, 1, 6),  # o1 o3 o6 o7 o8 i7; o4 is endless (hus.md)
    (ENDLESS, 0, 2, 48),
    (ENDLESS, 0, 3, 352),
]


@pytest.mark.parametrize(("rows", "seat", "depth", "count"), HUS_LOCKS)
def test_hus_perft(rows: list[list[int]], seat: int, depth: int, count: int) -> None:
    """H2-H5: the engine and the independent engine count the same sequences."""
    rules = core.engine("hus")
    if rows is START:
        state = rules.new_game({"first": seat})
        assert rules.rows_of(state.board) == START
    else:
        state = rules.new_game({"first": seat}, deal={"board": rows, "to_move": seat})
    assert perft(rules, state, depth) == count
    assert hus_perft(rows, seat, depth) == count


def dominoes_position(options: dict, seed: int, plies: int) -> Any:
    """A seeded deal, then ``plies`` seeded random moves (no round ends on the way)."""
    rules = core.engine("dominoes")
    state = rules.new_game(options, seed=seed)
    rnd = random.Random(seed)
    for _ in range(plies):
        state = rules.play(state, rnd.choice(rules.legal_moves(state)))
    assert not state.round_over
    return state


DOMINOES_LOCKS = [
    ({"mode": "draw", "seats": 2}, 1, 0, 9, 1034),
    ({"mode": "fives", "seats": 4}, 2, 0, 9, 2254),  # reaches the spinner's N/S ends (D5.2)
    ({"mode": "block", "seats": 3}, 3, 0, 8, 2086),
    ({"mode": "fives", "seats": 2}, 4, 8, 8, 127),
    ({"mode": "draw", "seats": 3}, 5, 6, 8, 11),
    ({"mode": "fives", "seats": 3}, 6, 12, 6, 4481),
]


@pytest.mark.parametrize(("options", "seed", "plies", "depth", "count"), DOMINOES_LOCKS)
def test_dominoes_perft(options: dict, seed: int, plies: int, depth: int, count: int) -> None:
    """D3-D5: the engine's count, and the independent generator at every node."""
    rules = core.engine("dominoes")
    state = dominoes_position(options, seed, plies)
    assert perft(rules, state, depth) == count
    assert perft(rules, state, depth, dominoes_moves) == count


def wuhsing_position(options: dict, seed: int, plies: int) -> Any:
    """A seeded deal, then ``plies`` seeded random moves."""
    rules = core.engine("wuhsing")
    state = rules.new_game(options, seed=seed)
    rnd = random.Random(seed)
    for _ in range(plies):
        state = rules.play(state, rnd.choice(rules.legal_moves(state)))
    return state


WUHSING_LOCKS = [
    ({"players": 2, "first": 0}, 1, 0, 1, 49),
    ({"players": 2, "first": 0}, 1, 0, 2, 2277),
    ({"players": 4, "first": 1}, 2, 0, 2, 495),
    ({"players": 3, "first": 2}, 3, 10, 2, 83),
]


@pytest.mark.parametrize(("options", "seed", "plies", "depth", "count"), WUHSING_LOCKS)
def test_wuhsing_perft(options: dict, seed: int, plies: int, depth: int, count: int) -> None:
    """W3/W4/W6: the engine's count, and the brute-force generator at every node."""
    rules = core.engine("wuhsing")
    state = wuhsing_position(options, seed, plies)
    assert perft(rules, state, depth) == count
    assert perft(rules, state, depth, wuhsing_moves) == count
