"""Hus results: a game's points, a series' totals and winner, the outcome (H5.4, H6).

Series (H6, option ``"series"``): when a game of a series ends and the series goes on,
:func:`gamut.hus.state.to_move` is ``None`` and the only legal move is ``"next"``, which starts
the next game from the start position (H1.3) with the other seat starting (H5.3). A series
record is one ``moves`` list with the ``"next"`` moves in it (like Dominoes' rounds); the games'
results are recomputed by replay and shown in :func:`gamut.hus.view.view` under ``"series"``.
"""

from __future__ import annotations

from collections.abc import Sequence

from gamut.core import Outcome
from gamut.hus.board import SEEDS
from gamut.hus.state import State


def game_points(board: Sequence[int]) -> tuple[int, int]:
    """H6.1 points of a finished game: seeds on each side; all 48 on one side scores 96."""
    south = sum(board[:16])
    north = SEEDS - south
    if north == 0:
        return (2 * SEEDS, 0)
    if south == 0:
        return (0, 2 * SEEDS)
    return (south, north)


def game_result(state: State) -> dict:
    """A finished game of a series: ``{"first", "winner", "points"}`` (H6.1)."""
    return {
        "first": state.game_first,
        "winner": state.winner,
        "points": list(game_points(state.board)),
    }


def _series_totals(state: State) -> tuple[list[int], list[int]]:
    """(points, wins) per seat over the finished games of the series (H6)."""
    points, wins = [0, 0], [0, 0]
    for g in state.games:
        points[0] += g["points"][0]
        points[1] += g["points"][1]
        wins[g["winner"]] += 1
    return points, wins


def _series_winner(state: State) -> int | None:
    """The seat that won the series, or None while it goes on (H6.2)."""
    series = state.options.get("series")
    if series is None or not state.games:
        return None
    points, wins = _series_totals(state)
    if series["kind"] == "best_of_7":
        for seat in (0, 1):
            if wins[seat] >= 4:
                return seat
        return None
    if max(points) < series["to"]:
        return None
    if points[0] != points[1]:
        return 0 if points[0] > points[1] else 1
    return state.games[-1]["winner"]  # equal totals: the last game's winner (H5.4)


def series_over(state: State) -> bool:
    """Whether the match is over: the game, or the series once it is decided (H6.2)."""
    return state.round_over and ("series" not in state.options or _series_winner(state) is not None)


def series_view(state: State) -> dict:
    """A view's ``series``: ``{kind, to, game (its number, from 1), points, wins, games}``."""
    points, wins = _series_totals(state)
    series = state.options["series"]
    return {
        "kind": series["kind"],
        "to": series["to"],
        "game": len(state.games) + (0 if state.round_over else 1),
        "points": points,
        "wins": wins,
        "games": [dict(g) for g in state.games],
    }


def outcome(state: State) -> Outcome:
    """The result so far.

    Single game: ``over`` when the game ended (H5), ``winners`` the one winner, ``scores`` the
    H6.1 points per seat (seeds on each side, 96/0 when one side holds all 48; during play the
    seeds held). Series: ``over`` when the series is decided, ``scores`` the points (kind
    ``points``) or game wins (``best_of_7``) of the finished games (H6). ``reason``: why the
    last game ended (H5.1, H5.2) once ``over``.
    """
    series = state.options.get("series")
    if series is None:
        scores = game_points(state.board)
        if not state.round_over:
            south = sum(state.board[:16])
            scores = (south, SEEDS - south)
        if not state.round_over:
            return Outcome(False, (), scores)
        winners = (state.winner,) if state.winner is not None else ()
        return Outcome(True, winners, scores, state.reason)
    points, wins = _series_totals(state)
    w = _series_winner(state) if state.round_over else None
    scores_list = tuple(wins if series["kind"] == "best_of_7" else points)
    if w is None:
        return Outcome(False, (), scores_list)
    return Outcome(True, (w,), scores_list, state.reason)
