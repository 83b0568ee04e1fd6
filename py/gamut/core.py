"""What every game shares: errors, the outcome type, seeded randomness, records, the registry.

The one interface every game implements (``shared/design.md``, "One interface for every
game"). Each game is a sub-package ``gamut.<name>`` whose ``rules`` module provides:

- ``new_game(options: dict, seed: int | None = None, deal: dict | None = None) -> State``
- ``legal_moves(state) -> list[str]``: move spellings as in the game records.
- ``play(state, move: str) -> State``: a new state; raises :class:`IllegalMove` and never
  changes the state it was given.
- ``to_move(state) -> int | None``: the seat to move, ``None`` when the game (or round) is over.
- ``view(state, seat: int | None) -> dict``: what that seat may see (``None``: a spectator who
  sees only public facts, or everything once the game is over). JSON-ready. The only door out
  of the engine for the UI and the computer players.
- ``outcome(state) -> Outcome``
- ``to_record(state) -> dict`` / ``from_record(record: dict) -> State``: the game record
  (options, chance events, moves). ``from_record`` replays every move and raises
  :class:`BadRecord` for anything inconsistent: nothing read from storage is trusted.
- ``summary(state) -> dict``: the fields ``python -m gamut replay`` prints.

and whose ``players`` module provides
``choose(view: dict, level: str, seed: int, budget_ms: int) -> str``: a computer player's move
decided from that seat's view only.
"""

from __future__ import annotations

import importlib
import json
import random
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

GAMES: tuple[str, ...] = ("dominoes", "hus", "wuhsing")
"""The game names, as written in a record's ``"game"`` field."""

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
"""Computer levels (the seed page: Leicht, Mittel, Schwer)."""


class GameError(Exception):
    """Base class of every error the engines raise on bad input."""


class IllegalMove(GameError):
    """A move that is not legal in the position it was offered in (the state is unchanged)."""


class BadOptions(GameError):
    """Options (settings) outside the allowed values."""


class BadRecord(GameError):
    """A record (save, bug report, fixture) that is malformed or does not replay.

    ``at`` is the index of the offending move in ``record["moves"]`` when a move failed,
    else ``None``.
    """

    def __init__(self, message: str, at: int | None = None) -> None:
        super().__init__(message)
        self.at = at


@dataclass(frozen=True)
class Outcome:
    """The result so far.

    ``over``: the game (match, series) is finished. ``winners``: seats that won (several on a
    shared win; empty while not over). ``scores``: points per seat, index = seat.
    """

    over: bool
    winners: tuple[int, ...] = ()
    scores: tuple[int, ...] = field(default_factory=tuple)


def rng(seed: int | None) -> random.Random:
    """A seeded random generator (``random.Random``); ``None`` seeds from the OS.

    ``random.Random(int)`` gives the same sequence on CPython 3.11 and Pyodide's 3.14.
    """
    return random.Random(seed)


def engine(game: str) -> ModuleType:
    """The ``rules`` module of ``game`` (one of :data:`GAMES`). Raises :class:`GameError`."""
    if game not in GAMES:
        raise GameError(f"unknown game {game!r}; expected one of {', '.join(GAMES)}")
    return importlib.import_module(f"gamut.{game}.rules")


def players(game: str) -> ModuleType:
    """The ``players`` module of ``game`` (computer levels). Raises :class:`GameError`."""
    if game not in GAMES:
        raise GameError(f"unknown game {game!r}; expected one of {', '.join(GAMES)}")
    return importlib.import_module(f"gamut.{game}.players")


def check_record_shape(record: Any) -> dict:
    """Check the envelope every record shares; return it as a dict.

    Raises :class:`BadRecord` unless ``record`` is a dict with ``game`` (a known game),
    ``options`` (a dict) and ``moves`` (a list of strings).
    """
    if not isinstance(record, dict):
        raise BadRecord("a record must be a JSON object")
    game = record.get("game")
    if game not in GAMES:
        raise BadRecord(f"unknown or missing game {game!r}")
    if not isinstance(record.get("options", {}), dict):
        raise BadRecord("options must be an object")
    moves = record.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise BadRecord("moves must be a list of strings")
    return record


def load_record(record: Any) -> Any:
    """Replay a record of any game and return the state reached. Raises :class:`BadRecord`."""
    rec = check_record_shape(record)
    return engine(rec["game"]).from_record(rec)


def replay_output(record: Any) -> dict:
    """The object ``python -m gamut replay`` prints for a record (``shared/design.md``).

    Common fields ``scores``, ``to_move``, ``legal``, ``over``, ``winners`` plus the game's own
    fields from its ``summary``. Raises :class:`BadRecord` (with ``at``) on a bad record.
    """
    rec = check_record_shape(record)
    rules = engine(rec["game"])
    state = rules.from_record(rec)
    out = outcome_dict(rules.outcome(state))
    result: dict[str, Any] = {
        "scores": out["scores"],
        "to_move": rules.to_move(state),
        "legal": rules.legal_moves(state),
        "over": out["over"],
        "winners": out["winners"],
    }
    result.update(rules.summary(state))
    return result


HEADER: tuple[str, ...] = (
    "game", "seat", "seats", "to_move", "legal", "scores", "over", "winners", "last",
)  # fmt: skip
"""The keys every view starts with, in this order (``shared/design.md``, "Every view starts
with the same header")."""


def view_header(
    game: str,
    seat: int | None,
    seats: int,
    to_move: int | None,
    legal: list[str],
    outcome: Outcome,
    last: dict | None,
) -> dict:
    """The header every ``view(state, seat)`` starts with (design.md); the game adds its fields.

    ``game``: the game's name. ``seat``: the viewer (``None``: a spectator). ``seats``: how
    many seats. ``to_move``: the seat to move, ``None`` between rounds and at the end.
    ``legal``: the viewer's legal moves in record spelling when it is the viewer's turn,
    ``["next"]`` when a round is over and the next may be dealt, else ``[]``. ``outcome``
    gives ``scores`` (per seat), ``over`` (the whole match, game or series) and ``winners``
    (``[]`` while not over). ``last``: the last move ``{"seat", "move", ...}`` (record
    spelling; the game may add detail keys) or ``None``.
    """
    return {
        "game": game,
        "seat": seat,
        "seats": seats,
        "to_move": to_move,
        "legal": list(legal),
        "scores": list(outcome.scores),
        "over": outcome.over,
        "winners": list(outcome.winners),
        "last": last,
    }


def outcome_dict(o: Outcome) -> dict:
    """An :class:`Outcome` as a JSON-ready dict."""
    return {"over": o.over, "winners": list(o.winners), "scores": list(o.scores)}


def dumps(obj: Any) -> str:
    """Compact, stable JSON (used for records and the worker protocol)."""
    return json.dumps(obj, separators=(",", ":"), sort_keys=False)
