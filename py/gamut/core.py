"""What every game shares: errors, the outcome type, seeded randomness, records, the registry.

The one interface every game implements (``shared/design.md``, "One interface for every
game"). Each game is a sub-package ``gamut.<name>`` whose ``rules`` module provides:

- ``check_options(options) -> dict``: the options normalised; :class:`BadOptions` for a bad
  value or an unknown key (named).
- ``SEAT_RANGE: range`` (the seat counts the game is played with) and
  ``with_seats(options: dict, seats: int) -> dict``: the options with the seat count set
  (:class:`BadOptions` for a count outside ``SEAT_RANGE``); ``seat_count(options) -> int``
  reads it back. Callers never name the option that holds it (Dominoes ``seats``, Wu Hsing
  ``players``, none in Hus).
- ``new_game(options: dict, seed: int | None = None, deal: dict | None = None) -> State``:
  ``seed`` makes the game reproducible (tests); without one every chance step draws fresh
  OS randomness when it happens. A bad ``deal`` raises :class:`BadRecord`.
- ``legal_moves(state) -> list[str]``: move spellings as in the game records.
- ``play(state, move: str) -> State``: a new state; raises :class:`IllegalMove` and never
  changes the state it was given.
- ``to_move(state) -> int | None``: the seat to move, ``None`` when the game (or round) is over.
- ``view(state, seat: int | None) -> dict``: what that seat may see (``None``: a spectator who
  sees only public facts, or everything once the game is over). JSON-ready, starting with
  the header of :func:`view_header` and then the keys of :func:`view_round` (the round's end
  and why, its history, the previews of the viewer's moves). The only door out of the engine
  for the UI and the computer players. :class:`GameError` (:func:`check_seat`) for a seat
  that is not in the game.
- ``outcome(state) -> Outcome``: the match so far, with the :class:`Reason` it ended.
- ``to_record(state) -> dict`` / ``from_record(record: dict) -> State``: the game record
  (options, chance events, moves). ``from_record`` replays every move and raises
  :class:`BadRecord` for anything inconsistent or any unknown key: nothing read from storage
  is trusted.
- ``summary(state) -> dict``: the fields ``python -m gamut replay`` prints.

Each verb lives in the same module of every game: ``options`` (``check_options``,
``SEAT_RANGE``, ``with_seats``, ``seat_count``), ``play`` (``new_game``, ``play``), ``moves``
(``legal_moves``, ``to_move``), ``results`` (``outcome``), ``view`` (``view``, ``summary``),
``record`` (``to_record``, ``from_record``); :data:`VERBS` lists them and the contract test
checks it.

Each game's ``players`` module provides
``choose(view: dict, level: str, seed: int, budget_ms: int) -> str``: a computer player's move
decided from that seat's view only (:class:`BadOptions` for an unknown level,
:class:`IllegalMove` when that seat has no move). States have ``copy()``.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from types import ModuleType
from typing import Any

GAMES: tuple[str, ...] = ("dominoes", "hus", "wuhsing")
"""The game names, as written in a record's ``"game"`` field."""

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
"""Computer levels (the seed page: Leicht, Mittel, Schwer): the one list (the page reads it
from ``info``)."""

VERBS: dict[str, tuple[str, ...]] = {
    "options": ("check_options", "SEAT_RANGE", "with_seats", "seat_count"),
    "play": ("new_game", "play"),
    "moves": ("legal_moves", "to_move"),
    "results": ("outcome",),
    "view": ("view", "summary"),
    "record": ("to_record", "from_record"),
}
"""Module of ``gamut.<game>`` -> the interface's names defined there, the same in every game
(``rules`` re-exports them)."""


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


class Reason(StrEnum):
    """Why a round ended: one vocabulary for every game (``docs/vocabulary.md``).

    A round is one deal of Dominoes, one game of Hus (of a series, or the only one) and the
    whole game of Wu Hsing. The values are the strings views carry (``round_result.reason``).
    """

    OUT = "out"
    """A seat laid its last tile: Dominoes D7.1 (the "domino"), Wu Hsing W7.1 (the round is
    then played to its end, or ends sooner when nobody can place)."""
    BLOCKED = "blocked"
    """Nobody can play on: Dominoes D7.1/D7.3, Wu Hsing W7.2 (nobody went out)."""
    TARGET = "target"
    """Dominoes Fives: a play reached the target in the middle of a round (D8.3)."""
    NO_PITS = "no_pits"
    """Hus H5.1: a seat has no pit with two seeds or more."""
    ONLY_ENDLESS = "only_endless"
    """Hus H5.2: every move of the seat to move would never end (H4)."""


@dataclass(frozen=True)
class Outcome:
    """The result so far.

    ``over``: the game (match, series) is finished. ``winners``: seats that won (several on a
    shared win; empty while not over). ``scores``: points per seat, index = seat.
    ``reason``: why the last round ended once ``over`` (the round that ended the match), else
    ``None``.
    """

    over: bool
    winners: tuple[int, ...] = ()
    scores: tuple[int, ...] = field(default_factory=tuple)
    reason: Reason | None = None


def copy_json(obj: Any) -> Any:
    """A deep copy of JSON data (dicts, lists and immutable leaves), without deepcopy's memo:
    what the engines and the room server hand on while they keep the original."""
    if type(obj) is dict:
        return {k: copy_json(v) for k, v in obj.items()}
    if type(obj) is list:
        return [copy_json(v) for v in obj]
    return obj


def check_seat(seat: Any, seats: int) -> int | None:
    """``seat`` as a viewer of a game of ``seats`` seats: ``None`` (a spectator) or an int
    from 0 to ``seats - 1``. Raises :class:`GameError` ("no seat 5 in a 2-seat game") for
    anything else (a bool, a float, a string, a number out of range): the one seat check of
    every view and of the worker's bridge."""
    if seat is None:
        return None
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
        raise GameError(f"no seat {seat!r} in a {seats}-seat game")
    return seat


def check_level(level: Any) -> str:
    """``level`` when it is one of :data:`LEVELS`; else :class:`BadOptions` naming it."""
    if not isinstance(level, str) or level not in LEVELS:
        raise BadOptions(f"unknown level {level!r}; expected one of {', '.join(LEVELS)}")
    return level


def set_seats(options: Any, seats: Any, key: str | None, seat_range: range, game: str) -> dict:
    """What every game's ``with_seats`` does: a copy of ``options`` with ``key`` set to
    ``seats`` (no key: a game of one seat count, which ``seats`` must be). Raises
    :class:`BadOptions` when ``options`` is not an object or ``seats`` is not in
    ``seat_range``. The other options are left for ``check_options``."""
    if not isinstance(options, dict):
        raise BadOptions("options must be an object")
    if isinstance(seats, bool) or not isinstance(seats, int) or seats not in seat_range:
        allowed = ", ".join(map(str, seat_range))
        raise BadOptions(f"{game} is played by {allowed} seats, not {seats!r}")
    out = dict(options)
    if key is not None:
        out[key] = seats
    return out


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

ROUND: tuple[str, ...] = ("round_over", "round_result", "history", "previews")
"""The keys every view carries right after the header, in this order, with one meaning in
every game (``docs/vocabulary.md``): see :func:`view_round`."""


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


def round_result(reason: Reason, seat: int | None, winners: Iterable[int], **detail: Any) -> dict:
    """A view's ``round_result``: ``{"reason", "seat", "winners", ...detail}``.

    ``reason``: why the round ended (its string in the view). ``seat``: the seat the reason
    names (who went out, who reached the target, who cannot move; ``None`` for a blocked
    round). ``winners``: the seats that won the round (``[]`` when nobody did). ``detail``:
    the game's own keys after these (Dominoes: ``pips``, ``raw``, ``points``).
    """
    return {"reason": reason.value, "seat": seat, "winners": list(winners), **detail}


def view_round(
    result: dict | None, history: list[dict], previews: dict[str, dict]
) -> dict:
    """The keys of :data:`ROUND`, which every view carries right after its header.

    ``round_over``: the round is finished (a Dominoes deal, a Hus game, the Wu Hsing game;
    true also once the match is over); ``round_result``: ``None`` while it runs, else
    :func:`round_result`. ``history``: this round's moves in order, each ``{"seat", "move",
    ...}`` like the header's ``last`` (its last entry is ``last``; ``move`` null where the
    viewer may not see it). ``previews``: for each of the viewer's legal moves that places
    something (not ``draw``, ``pass``, ``next``), its spelling -> what it would do (``score``:
    the points it makes at once, in the games that score a move; the game's own keys), ``{}``
    when the viewer has no move.
    """
    return {
        "round_over": result is not None,
        "round_result": result,
        "history": history,
        "previews": previews,
    }


def outcome_dict(o: Outcome) -> dict:
    """An :class:`Outcome` as a JSON-ready dict (``reason``: its string, or ``None``)."""
    return {
        "over": o.over,
        "winners": list(o.winners),
        "scores": list(o.scores),
        "reason": None if o.reason is None else o.reason.value,
    }
