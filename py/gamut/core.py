"""What every game shares: errors, the outcome type, seeded randomness, records, the registry.

The one interface every game implements (``shared/design.md``, "One interface for every
game"). Each game is a sub-package ``gamut.<name>`` whose ``rules`` module provides:

- ``check_options(options) -> dict``: the options normalised; :class:`BadOptions` for a bad
  value or an unknown key (named).
- ``new_game(options: dict, seed: int | None = None, deal: dict | None = None) -> State``:
  ``seed`` makes the game reproducible (tests); without one every chance step draws fresh
  OS randomness when it happens. A bad ``deal`` raises :class:`BadRecord`.
- ``legal_moves(state) -> list[str]``: move spellings as in the game records.
- ``play(state, move: str) -> State``: a new state; raises :class:`IllegalMove` and never
  changes the state it was given.
- ``to_move(state) -> int | None``: the seat to move, ``None`` when the game (or round) is over.
- ``view(state, seat: int | None) -> dict``: what that seat may see (``None``: a spectator who
  sees only public facts, or everything once the game is over). JSON-ready, starting with
  the header of :func:`view_header`. The only door out of the engine for the UI and the
  computer players. :class:`GameError` for a seat that is not in the game.
- ``outcome(state) -> Outcome``
- ``to_record(state) -> dict`` / ``from_record(record: dict) -> State``: the game record
  (options, chance events, moves). ``from_record`` replays every move and raises
  :class:`BadRecord` for anything inconsistent or any unknown key: nothing read from storage
  is trusted.
- ``summary(state) -> dict``: the fields ``python -m gamut replay`` prints.

and whose ``players`` module provides
``choose(view: dict, level: str, seed: int, budget_ms: int) -> str``: a computer player's move
decided from that seat's view only (:class:`BadOptions` for an unknown level,
:class:`IllegalMove` when that seat has no move). States have ``copy()``.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Iterable
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


def rng(seed: Any) -> random.Random:
    """A seeded random generator; ``None`` gives fresh OS randomness (``random.SystemRandom``,
    the source :mod:`secrets` uses), which nothing outside the engine can predict.

    ``seed``: anything ``random.Random`` takes (int, str). ``random.Random(int)`` gives the
    same sequence on CPython 3.11 and Pyodide's 3.14.
    """
    if seed is None:
        return random.SystemRandom()
    return random.Random(seed)


def refuse_unknown(obj: dict, known: Iterable[str], what: str, error: type[GameError]) -> None:
    """Raise ``error`` naming every key of ``obj`` that is not in ``known``, sorted.

    ``what`` names the object in the message (``"dominoes option"``, ``"record"``). The one
    rule for every game: unknown keys are refused, never ignored (a typo such as ``traget``
    would otherwise silently fall back to a default).
    """
    allowed = set(known)
    unknown = sorted(str(k) for k in obj if k not in allowed)
    if unknown:
        raise error(
            f"unknown {what} key(s) {', '.join(map(repr, unknown))}; "
            f"expected {', '.join(sorted(allowed))}"
        )


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


RECORD_KEYS: tuple[str, ...] = ("game", "options", "moves", "note")
"""Keys every record may carry (``note``: free text for people); games add their own."""


def check_record_shape(record: Any, game: str | None = None, keys: Iterable[str] = ()) -> dict:
    """Check the envelope every record shares; return it as a dict.

    Raises :class:`BadRecord` unless ``record`` is a dict with ``game`` (a known game, and
    ``game`` itself when given), ``options`` (a dict) and ``moves`` (a list of strings;
    ``at`` names the first move that is not one), and, when ``game`` is given, no key
    outside :data:`RECORD_KEYS` and the game's ``keys``.
    """
    if not isinstance(record, dict):
        raise BadRecord("a record must be a JSON object")
    name = record.get("game")
    if name not in GAMES:
        raise BadRecord(f"unknown or missing game {name!r}")
    if game is not None:
        if name != game:
            raise BadRecord(f"not a {game} record: game {name!r}")
        refuse_unknown(record, (*RECORD_KEYS, *keys), f"{game} record", BadRecord)
    if not isinstance(record.get("options", {}), dict):
        raise BadRecord("options must be an object")
    moves = record.get("moves", [])
    if not isinstance(moves, list):
        raise BadRecord("moves must be a list of strings")
    for i, m in enumerate(moves):
        if not isinstance(m, str):
            raise BadRecord(f"move {i} is not a string: {m!r:.40}", at=i)
    return record


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
    ``["next"]`` when a round is over and the next may be dealt (any seat may deal it; a
    spectator gets ``[]``), else ``[]``. ``outcome``
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
