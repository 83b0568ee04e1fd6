"""Wu Hsing play: a new game, a move (W2, W4, W6, W8.1)."""

from __future__ import annotations

from gamut.core import IllegalMove, rng
from gamut.wuhsing.cells import STRIDE, cell_rc, line_cells, parse_move, spell
from gamut.wuhsing.deal import check_deal, make_deal, parse_start
from gamut.wuhsing.lines import line_valid
from gamut.wuhsing.moves import current_choices
from gamut.wuhsing.opening import opening_cells, opening_step
from gamut.wuhsing.options import check_options
from gamut.wuhsing.state import State
from gamut.wuhsing.tiles import sort_tiles, tile_name
from gamut.wuhsing.turns import advance, check_blocked


def new_game(options: dict, seed: int | None = None, deal: dict | None = None) -> State:
    """Start a game. ``options``: see :func:`check_options`.

    ``seed`` decides the first seat by lot when ``options["first"]`` is ``None`` (W2.3) and
    the shuffle (W1, W2.2 redeal); ``None`` seeds from the OS. ``deal``: an explicit deal in
    record form instead (see :func:`check_deal`). Raises :class:`BadOptions` for bad
    settings, :class:`BadRecord` for a bad deal.
    """
    opts = check_options(options)
    n, variant = opts["players"], opts["variant"]
    r = rng(seed)
    first = opts["first"]
    if first is None:
        first = r.randrange(n)
    if deal is None:
        deal = make_deal(n, variant, r.random())
    else:
        deal = check_deal(deal, n, variant)
    s = State.__new__(State)
    s.n = n
    s.variant = variant
    s.open_hands = opts["open_hands"]
    s.first = first
    s.deal = deal
    s.board = {}
    s.vt = frozenset()
    s.ht = frozenset()
    s.tiles = ()
    s.hands = tuple(sort_tiles(h) for h in deal["hands"])
    s.box = tuple(deal.get("box", ()))
    s.scores = (0,) * n
    s.to_move = first
    s.over = False
    s.ending = False
    s.went_out = None
    s.log = ()
    s.passed = ()
    s.known = (None,) * n
    s.opening = variant != "standard"
    s.pending = None
    s.last_kind = None
    s._legal = None
    if variant == "standard":
        board: dict[int, str] = {}
        vt: set[int] = set()
        ht: set[int] = set()
        tiles = []
        for p, q, a, b in parse_start(deal["start"]):
            board[p] = a
            board[q] = b
            (vt if q - p == STRIDE else ht).add(p)
            tiles.append((tile_name(a, b), p, q, None))
        s.board, s.vt, s.ht, s.tiles = board, frozenset(vt), frozenset(ht), tuple(tiles)
        check_blocked(s)
    return s


def _why_illegal(state: State, move: str) -> str:
    """A human-readable reason a well-formed placement is not legal (for IllegalMove)."""
    p, q, a, b = parse_move(move)
    seat = state.to_move
    assert seat is not None
    tile = tile_name(a, b)
    if p in state.board or q in state.board:
        return f"{move}: the cells must be empty (W4.1)"
    if tile not in state.hands[seat]:
        return f"{move}: seat {seat} has no {tile} tile"
    if state.opening:
        cp, cq = opening_cells(state)
        (r1, c1), (r2, c2) = cell_rc(cp), cell_rc(cq)
        return f"{move}: the opening tile goes on cells {r1},{c1} and {r2},{c2} (W8.1)"
    board = dict(state.board)
    board[p] = a
    board[q] = b
    step = q - p
    cross = 1 if step == STRIDE else STRIDE
    lines = [
        line_cells(board, p, step),
        line_cells(board, p, cross),
        line_cells(board, q, cross),
    ]
    for cells in lines:
        text = "".join(board[k] for k in cells)
        if not line_valid(text):
            return f"{move}: the line {text} breaks its colour pattern (W3.2, W4.1)"
    if sum(any(k not in (p, q) for k in cells) for cells in lines) < 2:
        return f"{move}: at least two lines must be extended (W4.2)"
    return f"{move}: more than three tiles side by side (W4.4)"


def play(state: State, move: str) -> State:
    """The state after ``move`` (a spelling from :func:`legal_moves`); ``state`` is unchanged.

    Raises :class:`IllegalMove` (with the reason) when the game is over or the move is not
    legal for the seat to move.
    """
    if state.over:
        raise IllegalMove("the game is over")
    choices = current_choices(state)
    if move == "pass":
        if choices:
            raise IllegalMove("pass is only allowed when no tile can be placed (W6.1)")
        return _pass(state)
    p, q, a, b = parse_move(move)
    for pl in choices:
        if pl[0] == p and pl[1] == q and pl[2] == a and pl[3] == b:
            return apply_placement(state, pl)
    raise IllegalMove(_why_illegal(state, move))


def _pass(state: State) -> State:
    """W6.2: the seat to move passes; its hand is shown (and known from now on)."""
    s = state.copy()
    seat = state.to_move
    assert seat is not None
    s.log = state.log + ((seat, "pass", 0),)
    s.last_kind = "pass"
    s.passed = state.passed + (seat,)
    known = list(state.known)
    known[seat] = state.hands[seat]
    s.known = tuple(known)
    advance(s, seat)
    return s


def apply_placement(state: State, pl: tuple[int, int, str, str, str, int]) -> State:
    """The state after placement ``pl`` (from :meth:`State.placements_for` of the seat to
    move, or a W8.1 opening choice); no legality check. Used by :func:`play` and by search."""
    seat = state.to_move
    assert seat is not None
    p, q, a, b, tile, score = pl
    s = state.copy()
    move = spell(p, q, a, b)
    if state.opening:
        return opening_step(state, s, seat, pl, move)
    board = dict(state.board)
    board[p] = a
    board[q] = b
    s.board = board
    if q - p == STRIDE:
        s.vt = state.vt | {p}
    else:
        s.ht = state.ht | {p}
    s.tiles = state.tiles + ((tile, p, q, seat),)
    hands = list(state.hands)
    hand = list(state.hands[seat])
    hand.remove(tile)
    hands[seat] = tuple(hand)
    s.hands = tuple(hands)
    if state.known[seat] is not None:
        known = list(state.known)
        k = list(known[seat])  # type: ignore[arg-type]
        k.remove(tile)
        known[seat] = tuple(k)
        s.known = tuple(known)
    scores = list(state.scores)
    scores[seat] += score
    s.scores = tuple(scores)
    s.log = state.log + ((seat, move, score),)
    s.last_kind = "place"
    s.passed = ()
    if not hand and not state.ending:
        s.ending, s.went_out = True, seat  # W7.1
    advance(s, seat)
    return s
