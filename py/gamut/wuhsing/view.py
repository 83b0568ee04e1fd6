"""Wu Hsing view: what a seat may see, hidden hands and W8.1b choices filtered out (W6.2, W8),
and the replay summary."""

from __future__ import annotations

from typing import Any

from gamut.core import check_seat, round_result, view_header, view_round
from gamut.wuhsing.cells import cell_rc, parse_move, spell
from gamut.wuhsing.deal import start_ok
from gamut.wuhsing.explain import board_lines, explain_placement
from gamut.wuhsing.moves import current_choices, legal_moves, to_move
from gamut.wuhsing.results import end_reason, final_scores, outcome
from gamut.wuhsing.state import State
from gamut.wuhsing.tiles import penalty, sort_tiles, tile_name


def _public_known(state: State) -> list[list[str] | None]:
    """Per seat, the tiles everyone knows are in that hand: the hand shown at a W6.2 pass
    (minus tiles played since), or in the W8.1 variants the whole hand (one of every kind,
    minus the tiles that seat has laid)."""
    if state.variant != "standard":
        return [list(h) for h in state.hands]
    return [None if k is None else list(k) for k in state.known]


def _history(state: State) -> list[dict]:
    """The log as view entries ``{"seat", "move", "score", "kind"}``; kind ``place``,
    ``pass`` (plus ``"hand"``: the tiles the passer showed then, W6.2), ``opening`` (W8.1a),
    ``choose`` or ``reveal`` (W8.1b, the reveal plus ``"square_ok"``: False when the square
    failed W2.2 and both choose again)."""
    out: list[dict] = []
    opening = state.variant != "standard"
    chosen: str | None = None  # W8.1b: the colours of the first secret choice
    for who, mv, sc in state.log:
        e: dict[str, Any] = {"seat": who, "move": mv, "score": sc}
        if mv == "pass":
            e["kind"] = "pass"
        elif not opening:
            e["kind"] = "place"
        elif state.variant == "fifteen_a":
            e["kind"] = "opening"
            opening = False
        else:
            _, _, a, b = parse_move(mv)
            if chosen is None:
                e["kind"] = "choose"
                chosen = a + b
            else:
                e["kind"] = "reveal"
                e["square_ok"] = start_ok(chosen + a + b)
                opening = not e["square_ok"]
                chosen = None
        out.append(e)
    # W6.2: the hand each passer showed, rebuilt backwards from the hands now (tiles only
    # leave a hand: by a placement, an opening tile or a start square that held)
    hands = [list(h) for h in state.hands]
    for i in range(len(out) - 1, -1, -1):
        e = out[i]
        kind = e["kind"]
        if kind == "pass":
            e["hand"] = list(sort_tiles(hands[e["seat"]]))
        elif kind in ("place", "opening") or (kind == "reveal" and e["square_ok"]):
            takers = [e] if kind != "reveal" else [out[i - 1], e]
            for t in takers:
                _, _, a, b = parse_move(t["move"])
                hands[t["seat"]].append(tile_name(a, b))
    return out


def view(state: State, seat: int | None) -> dict:
    """What ``seat`` may see (``None``: a spectator; everything once the game is over).

    JSON-ready dict that starts with the header of :func:`gamut.core.view_header`
    (``scores`` as :func:`outcome`: running totals while playing, W7.3 penalties applied once
    over; ``last`` as described below, its ``move`` null while a W8.1b choice is hidden
    from the viewer) and the round's keys of :func:`gamut.core.view_round` (the game is one
    round): ``round_over`` (as ``over``), ``round_result`` (reason ``out``, ``seat`` the
    first seat that placed its last tile, W7.1; or ``blocked``, W7.2, ``seat`` null;
    ``winners`` as in the header), ``history`` (see below), ``previews`` (move -> ``{"score":
    the W5.1 score}`` for the viewer's moves; 0 for W8.1 opening choices), then:

    - ``variant``, ``open_hands``, ``first``;
    - ``board``: ``[{"r", "c", "colour", "tile"}]`` (``tile`` = index into ``tiles``);
    - ``tiles``: ``[{"id", "tile", "cells": [[r, c], [r, c]], "colours": [a, b], "seat"}]``
      in the order laid (start square tiles first, their ``seat`` null in the standard game);
    - ``bounds``: ``{"top", "left", "bottom", "right"}`` of the occupied cells, or null;
    - ``hand``: the viewer's own tiles (null for a spectator);
    - ``hands``: per seat the tiles if the viewer may see them (own hand, open hands W8.2,
      a passer's hand for that turn W6.2, game over), else null; ``hand_sizes``: counts;
    - ``passed``: seats that passed since the last placement (their hands are shown, W6.2);
    - ``known``: per seat the tiles publicly known to be in that hand (see
      :func:`_public_known`), else null;
    - ``box``: number of unseen tiles in the box (W1.2); ``box_tiles`` once over;
    - ``running_scores``: the running totals (W5, no penalties); ``ending``: someone has gone
      out and the round is finishing (W7.1);
    - ``last`` (in the header): null or ``{"seat", "move", "score", "kind"}`` with kind ``place``
      (plus :func:`explain_placement` fields), ``pass``, ``opening``, ``choose`` (W8.1b; the
      ``move`` is null for other viewers while hidden) or ``reveal`` (W8.1b, plus
      ``"square_ok"``);
    - ``history``: ``[{"seat", "move", "score", "kind"}]`` for every move (hidden choices
      null; kinds as in ``last``, a failed W8.1b square is a ``reveal`` with
      ``"square_ok": false``; a pass carries ``"hand"``, the tiles shown then, W6.2), see
      :func:`_history`;
    - ``lines``: every line of 2+ cells ``{"axis", "start", "colours", "length", "pattern"}``;
    - ``opening``: while a W8.1 opening runs, W8.1b ``{"chosen": [bool, bool]}`` or W8.1a
      ``{}``; otherwise null;
    - ``final_scores`` (W7.3 applied, null while playing),
      ``penalties`` (per seat, null while playing).

    Raises :class:`GameError` for a seat outside ``0..players-1``.
    """
    n = state.n
    seat = check_seat(seat, n)
    over = state.over
    owner: dict[int, int] = {}
    tiles = []
    for i, (t, p, q, who) in enumerate(state.tiles):
        owner[p] = owner[q] = i
        tiles.append(
            {
                "id": i,
                "tile": t,
                "cells": [list(cell_rc(p)), list(cell_rc(q))],
                "colours": [state.board[p], state.board[q]],
                "seat": who,
            }
        )
    board = []
    for k in sorted(state.board):
        r, c = cell_rc(k)
        board.append({"r": r, "c": c, "colour": state.board[k], "tile": owner[k]})
    bounds = None
    if board:
        bounds = {
            "top": min(x["r"] for x in board),
            "left": min(x["c"] for x in board),
            "bottom": max(x["r"] for x in board),
            "right": max(x["c"] for x in board),
        }
    visible = [over or state.open_hands or s == seat or s in state.passed for s in range(n)]
    hidden_pending = state.pending is not None and state.pending[0] != seat and not over
    history = _history(state)
    if hidden_pending:
        history[-1]["move"] = None
    last = None
    if state.log:
        who, mv, sc = state.log[-1]
        kind = state.last_kind
        last = {"seat": who, "move": mv, "score": sc, "kind": kind}
        if kind == "choose" and hidden_pending:
            last["move"] = None
        elif kind in ("reveal", "failed"):
            last["kind"] = "reveal"
            last["square_ok"] = kind == "reveal"
        elif kind == "place":
            t, p, q, _ = state.tiles[-1]
            last.update(explain_placement(state.board, p, q, t))
    opening = None
    if state.opening:
        if state.variant == "fifteen_b":
            chosen = [False, False]
            if state.pending is not None:
                chosen[state.pending[0]] = True
            opening = {"chosen": chosen}
        else:
            opening = {}
    out_final = final_scores(state) if over else None
    mine = seat is not None and to_move(state) == seat
    result = None
    previews: dict[str, dict] = {}
    out = outcome(state)
    reason = end_reason(state)
    if reason is not None:
        result = round_result(reason, state.went_out, out.winners)
    elif mine:
        choices = current_choices(state)
        previews = {spell(p, q, a, b): {"score": sc} for p, q, a, b, _, sc in choices}
    res: dict[str, Any] = view_header(
        "wuhsing",
        seat,
        n,
        to_move(state),
        legal_moves(state) if mine else [],
        out,
        None if last is None else dict(last),
    )
    res |= view_round(result, history, previews)
    res |= {
        "variant": state.variant,
        "open_hands": state.open_hands,
        "first": state.first,
        "board": board,
        "tiles": tiles,
        "bounds": bounds,
        "hand": list(state.hands[seat]) if seat is not None else None,
        "hands": [list(state.hands[s]) if visible[s] else None for s in range(n)],
        "hand_sizes": [len(h) for h in state.hands],
        "passed": list(state.passed),
        "known": _public_known(state),
        "box": len(state.box),
        "running_scores": list(state.scores),
        "ending": state.ending,
        "lines": board_lines(state.board),
        "opening": opening,
        "final_scores": list(out_final) if out_final is not None else None,
        "penalties": [penalty(h) for h in state.hands] if over else None,
    }
    if over:
        res["box_tiles"] = list(state.box)
    return res


def summary(state: State) -> dict:
    """``{"last_score": int, "hand_sizes": [int per seat]}`` (for ``python -m gamut replay``);
    ``last_score`` is the score of the last move (0 for a pass, an opening or no move)."""
    return {
        "last_score": state.log[-1][2] if state.log else 0,
        "hand_sizes": [len(h) for h in state.hands],
    }
