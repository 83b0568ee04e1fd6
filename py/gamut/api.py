"""The JSON bridge the browser worker calls; nothing else crosses (``shared/design.md``).

The worker calls :func:`call` with an operation name and its arguments as a JSON string and
gets a JSON string back: ``{"ok": true, "result": {...}}`` or
``{"ok": false, "error": {"type": "IllegalMove", "message": "..."}}``.

The page owns the game record (it is the save file); every call carries it, and the engine
replays it (records are validated by replay: nothing from storage is trusted). Replays are
cached by the record's JSON text, so a normal turn costs one replay at most.

Operations (``args`` keys):

- ``info {}`` -> ``{"version", "games", "levels"}``
- ``new_game {game, options, seed, seat}`` -> ``{"record", "view"}``
- ``load {record, seat}`` -> ``{"record", "view"}``
- ``view {record, seat}`` -> ``{"record", "view"}``
- ``play {record, move, seat}`` -> ``{"record", "view"}``; the move must be legal and, when
  ``seat`` is given, it must be that seat's turn (between rounds, when nobody is to move,
  any seat may send ``next``).
- ``computer {record, level, seed, budget_ms, seat}`` -> ``{"move", "record", "view"}``: the
  seat to move decides from its own view only; ``view`` is for the viewer ``seat``.
- ``replay {record}`` -> the ``python -m gamut replay`` object.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from typing import Any

from gamut import __version__, core
from gamut.core import BadRecord, GameError

_CACHE: OrderedDict[str, Any] = OrderedDict()
_CACHE_SIZE = 8


def _state_of(record: Any) -> tuple[Any, Any]:
    """(rules module, state) for a record, replaying it unless cached. Raises BadRecord."""
    rec = core.check_record_shape(record)
    key = json.dumps(rec, sort_keys=True, separators=(",", ":"))
    rules = core.engine(rec["game"])
    state = _CACHE.get(key)
    if state is None:
        state = rules.from_record(rec)
        _remember(key, state)
    else:
        _CACHE.move_to_end(key)
    return rules, state


def _remember(key: str, state: Any) -> None:
    _CACHE[key] = state
    _CACHE.move_to_end(key)
    while len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)


def _respond(rules: Any, state: Any, seat: Any) -> dict:
    record = rules.to_record(state)
    _remember(json.dumps(record, sort_keys=True, separators=(",", ":")), state)
    return {"record": record, "view": rules.view(state, _seat(seat))}


def _seat(seat: Any) -> int | None:
    if seat is None:
        return None
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 4:
        raise GameError(f"bad seat {seat!r}")
    return seat


def op_info(args: dict) -> dict:
    """Version, game names and computer levels."""
    return {"version": __version__, "games": list(core.GAMES), "levels": list(core.LEVELS)}


def op_new_game(args: dict) -> dict:
    """Start a game: ``game`` name, ``options`` dict, optional int ``seed``, viewer ``seat``."""
    rules = core.engine(args.get("game"))
    options = args.get("options") or {}
    if not isinstance(options, dict):
        raise core.BadOptions("options must be an object")
    seed = args.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise core.BadOptions("seed must be an integer")
    state = rules.new_game(options, seed=seed)
    return _respond(rules, state, args.get("seat"))


def op_load(args: dict) -> dict:
    """Validate a stored record by replaying it; the view for ``seat``."""
    rules, state = _state_of(args.get("record"))
    return _respond(rules, state, args.get("seat"))


op_view = op_load


def op_play(args: dict) -> dict:
    """Play ``move`` (a record spelling) for ``seat``; raises IllegalMove if not legal."""
    rules, state = _state_of(args.get("record"))
    move = args.get("move")
    if not isinstance(move, str):
        raise core.IllegalMove("move must be a string")
    seat = _seat(args.get("seat"))
    mover = rules.to_move(state)
    if seat is not None and mover is not None and mover != seat:
        raise core.IllegalMove(f"it is not seat {seat}'s turn")
    return _respond(rules, rules.play(state, move), seat)


def op_computer(args: dict) -> dict:
    """The computer's move for the seat to move, decided from that seat's view only."""
    record = args.get("record")
    rules, state = _state_of(record)
    mover = rules.to_move(state)
    if mover is None:
        raise core.IllegalMove("nobody is to move")
    level = args.get("level", "medium")
    if level not in core.LEVELS:
        raise core.BadOptions(f"unknown level {level!r}")
    seed = args.get("seed", 0)
    budget = args.get("budget_ms", 250)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise core.BadOptions("seed must be an integer")
    if isinstance(budget, bool) or not isinstance(budget, int) or not 0 <= budget <= 10_000:
        raise core.BadOptions("budget_ms must be an integer from 0 to 10000")
    move = core.players(record["game"]).choose(rules.view(state, mover), level, seed, budget)
    out = _respond(rules, rules.play(state, move), args.get("seat"))
    out["move"] = move
    return out


def op_replay(args: dict) -> dict:
    """The ``python -m gamut replay`` object for ``record``."""
    return core.replay_output(args.get("record"))


OPS = {
    "info": op_info,
    "new_game": op_new_game,
    "load": op_load,
    "view": op_view,
    "play": op_play,
    "computer": op_computer,
    "replay": op_replay,
}


def call(op: str, args_json: str = "{}") -> str:
    """Run one operation; returns the JSON reply text (never raises for bad input).

    ``op``: a key of :data:`OPS`. ``args_json``: a JSON object. Errors from bad input come
    back as ``{"ok": false, "error": {"type", "message", "at"?}}``; the caller's state (its
    record) is untouched because nothing here mutates a record it was given.
    """
    try:
        fn = OPS.get(op)
        if fn is None:
            raise GameError(f"unknown operation {op!r}")
        try:
            args = json.loads(args_json)
        except ValueError as exc:
            raise GameError(f"arguments are not JSON: {exc}") from None
        if not isinstance(args, dict):
            raise GameError("arguments must be a JSON object")
        return json.dumps({"ok": True, "result": fn(args)}, separators=(",", ":"))
    except GameError as exc:
        err: dict[str, Any] = {"type": type(exc).__name__, "message": str(exc)}
        if isinstance(exc, BadRecord) and exc.at is not None:
            err["at"] = exc.at
        return json.dumps({"ok": False, "error": err}, separators=(",", ":"))
