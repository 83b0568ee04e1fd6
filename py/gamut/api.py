"""The JSON bridge the browser worker calls; nothing else crosses (``shared/design.md``).

The worker calls :func:`call` with an operation name and its arguments as a JSON string and
gets a JSON string back: ``{"ok": true, "result": {...}}`` or
``{"ok": false, "error": {"type": "IllegalMove", "message": "..."}}``.

The page owns the game record (it is the save file); every call carries it, and the engine
replays it (records are validated by replay: nothing from storage is trusted). Replays are
cached by the record's JSON text, so a normal turn costs one replay at most.

The operations are declared once, in :data:`OPS` (each an :class:`Op`: its function, its
arguments with their types, the keys of its result); ``web/js/core/protocol.js`` is the page's
typed client of the same table, and ``tests/test_protocol.py`` checks the two against each other.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from gamut import __version__, assist, core
from gamut.core import BadRecord, GameError

_CACHE: OrderedDict[str, Any] = OrderedDict()
_CACHE_SIZE = 8

_STEPS: OrderedDict[str, list] = OrderedDict()
_STEPS_SIZE = 4
"""Replays kept for :func:`op_position`: the record's JSON text -> its state after each move
(``[0]`` before the first); a few records, so that stepping through one costs no replay."""

MAX_DEPTH = 32
"""Deepest nesting of lists and objects accepted in the arguments (a call with a record
needs 6)."""


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
    """The record and the view for ``seat`` (the view checks the seat: GameError)."""
    record = rules.to_record(state)
    _remember(json.dumps(record, sort_keys=True, separators=(",", ":")), state)
    return {"record": record, "view": rules.view(state, seat)}


def op_info(args: dict) -> dict:
    """Version, game names and computer levels."""
    return {"version": __version__, "games": list(core.GAMES), "levels": list(core.LEVELS)}


def op_new_game(args: dict) -> dict:
    """Start a game: ``game`` name, ``options`` dict, optional int ``seed``, viewer ``seat``.

    ``seed`` decides the first deal only: the deals of later rounds are drawn when each round
    starts, from fresh randomness, so nothing the page holds predicts them."""
    rules = core.engine(args.get("game"))
    options = args.get("options") or {}
    if not isinstance(options, dict):
        raise core.BadOptions("options must be an object")
    seed = args.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise core.BadOptions("seed must be an integer")
    state = rules.new_game(options, seed=seed)
    # rebuilt from its record, the state keeps no seed: later deals are drawn fresh (D2)
    state = rules.from_record(rules.to_record(state))
    return _respond(rules, state, args.get("seat"))


def op_load(args: dict) -> dict:
    """A record, validated by replaying it, with its view for ``seat``: a saved match resumed,
    or another seat's view of the running one.

    ``game`` (optional): the game the caller expects; a record of another game is refused
    with :class:`BadRecord` before it is replayed.
    """
    game = args.get("game")
    record = args.get("record")
    if game is not None:
        core.engine(game)
        if not isinstance(record, dict) or record.get("game") != game:
            found = record.get("game") if isinstance(record, dict) else None
            raise BadRecord(f"not a {game} record: game {found!r}")
    rules, state = _state_of(record)
    return _respond(rules, state, args.get("seat"))


def op_play(args: dict) -> dict:
    """Play ``move`` (a record spelling) for ``seat``; raises IllegalMove if not legal or, when
    ``seat`` is given, not that seat's turn (between rounds, when nobody is to move, any seat
    may send ``next``)."""
    rules, state = _state_of(args.get("record"))
    move = args.get("move")
    if not isinstance(move, str):
        raise core.IllegalMove("move must be a string")
    seat = core.check_seat(args.get("seat"), len(rules.outcome(state).scores))  # a score a seat
    mover = rules.to_move(state)
    if seat is not None and mover is not None and mover != seat:
        raise core.IllegalMove(f"it is not seat {seat}'s turn")
    return _respond(rules, rules.play(state, move), seat)


def op_computer(args: dict) -> dict:
    """The computer's move for the seat to move, decided from that seat's view only, at
    ``level`` within ``budget_ms``; the result's ``view`` is for the viewer ``seat``."""
    record = args.get("record")
    rules, state = _state_of(record)
    mover = rules.to_move(state)
    if mover is None:
        raise core.IllegalMove("nobody is to move")
    level = core.check_level(args.get("level", "medium"))
    seed, budget = _seed_budget(args)
    move = core.players(record["game"]).choose(rules.view(state, mover), level, seed, budget)
    out = _respond(rules, rules.play(state, move), args.get("seat"))
    out["move"] = move
    return out


def _seed_budget(args: dict) -> tuple[int, int]:
    """``seed`` (default 0) and ``budget_ms`` (default 250, 0 to 10000) of a computer's choice;
    :class:`BadOptions` for anything else."""
    seed = args.get("seed", 0)
    budget = args.get("budget_ms", 250)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise core.BadOptions("seed must be an integer")
    if isinstance(budget, bool) or not isinstance(budget, int) or not 0 <= budget <= 10_000:
        raise core.BadOptions("budget_ms must be an integer from 0 to 10000")
    return seed, budget


def op_take_back(args: dict) -> dict:
    """Take back ``seat``'s last move of the current round and the moves since
    (:func:`gamut.assist.take_back`: the rule, the errors). The result's ``record`` is the
    truncated record, ``view`` is ``seat``'s (``seat`` to move), ``undone`` how many moves went,
    ``drew`` whether a ``draw`` was among them (drawn again, it gives the same tile)."""
    rules, state = _state_of(args.get("record"))
    seat = args.get("seat")
    back, undone, drew = assist.take_back(rules, state, seat)
    out = _respond(rules, back, seat)
    out["undone"] = undone
    out["drew"] = drew
    return out


def op_hint(args: dict) -> dict:
    """The strong computer's move for ``seat`` (whose turn it must be), from ``seat``'s view
    only, within ``budget_ms`` (:func:`gamut.assist.hint`): ``{move, preview}``. The record is
    not changed."""
    record = args.get("record")
    rules, state = _state_of(record)
    seed, budget = _seed_budget(args)
    return assist.hint(rules, state, record["game"], args.get("seat"), seed, budget)


def _steps_of(record: Any) -> tuple[Any, list]:
    """(rules module, [state after 0, 1, ... len(moves) moves]) for a record, replaying it
    unless cached. The whole record is replayed first (:func:`_state_of`): a record that does
    not replay raises :class:`BadRecord` with its reason, as ``load`` does."""
    rules, final = _state_of(record)
    key = json.dumps(record, sort_keys=True, separators=(",", ":"))
    steps = _STEPS.get(key)
    if steps is not None:
        _STEPS.move_to_end(key)
        return rules, steps
    # every prefix of a record that replays replays too, with the same chance events (a
    # Dominoes record keeps the deals of later rounds: its `next` moves take them, D2)
    state = rules.from_record({**record, "moves": []})
    steps = [state]
    moves = record.get("moves", [])
    for move in moves[:-1]:
        state = rules.play(state, move)
        steps.append(state)
    if moves:
        steps.append(final)
    _STEPS[key] = steps
    while len(_STEPS) > _STEPS_SIZE:
        _STEPS.popitem(last=False)
    return rules, steps


def op_position(args: dict) -> dict:
    """The view of ``record`` after its first ``ply`` moves (0 to ``len(moves)``), for the
    viewer ``seat`` (null: a spectator), to play a finished match back.

    ``reveal`` (default false): every hand shown (the ``hands`` of the view filled in from each
    seat's own view); only for a record that is over (a view never holds a tile its viewer may
    not see while the match runs: :class:`GameError` otherwise). The result: ``view``, ``ply``,
    ``plies`` (the record's number of moves) and ``over`` (the whole record is). Raises
    :class:`BadRecord` (with ``at``) for a record that does not replay, :class:`GameError`
    for a ``ply`` out of range, a bad seat or ``reveal``. Stepping costs no replay: the
    states after each move are kept for the last few records (:data:`_STEPS`).
    """
    rules, steps = _steps_of(args.get("record"))
    plies = len(steps) - 1
    ply = args.get("ply")
    if isinstance(ply, bool) or not isinstance(ply, int) or not 0 <= ply <= plies:
        raise GameError(f"ply must be an integer from 0 to {plies}, not {ply!r}")
    reveal = args.get("reveal", False)
    if not isinstance(reveal, bool):
        raise GameError("reveal must be true or false")
    over = rules.outcome(steps[-1]).over
    if reveal and not over:
        raise GameError("every hand is shown only once the match is over")
    state = steps[ply]
    view = rules.view(state, args.get("seat"))
    if reveal and isinstance(view.get("hands"), list):
        view["hands"] = [rules.view(state, s)["hand"] for s in range(len(view["hands"]))]
    return {"view": view, "ply": ply, "plies": plies, "over": over}


def op_replay(args: dict) -> dict:
    """The ``python -m gamut replay`` object for ``record``."""
    return core.replay_output(args.get("record"))


ARG_TYPES = ("str", "int", "bool", "object", "record", "seat", "level")
"""The spellings of :attr:`Op.args`' types: ``record`` a game record (``shared/design.md``),
``seat`` 0-3 or null, ``level`` one of ``core.LEVELS``; a trailing ``?``: it may be left out."""


@dataclass(frozen=True)
class Op:
    """One operation of the worker protocol (``shared/design.md``: ``{id, op, args}`` ->
    ``{id, ok, result}``): the function that runs it, the arguments it takes (name -> type, see
    :data:`ARG_TYPES`; :func:`call` refuses any other name) and the keys every result of it
    has (``replay``'s is the ``python -m gamut replay`` object: these keys, then the game's
    own fields)."""

    run: Callable[[dict], dict]
    args: Mapping[str, str]
    result: tuple[str, ...]

    def describe(self) -> dict:
        """``{"args": {name: type}, "result": [key, ...]}`` (JSON; what protocol.js mirrors)."""
        return {"args": dict(self.args), "result": list(self.result)}


_POSITION = ("record", "view")

OPS: Mapping[str, Op] = MappingProxyType(
    {
        "info": Op(op_info, {}, ("version", "games", "levels")),
        "new_game": Op(
            op_new_game,
            {"game": "str", "options": "object?", "seed": "int?", "seat": "seat?"},
            _POSITION,
        ),
        "load": Op(op_load, {"record": "record", "seat": "seat?", "game": "str?"}, _POSITION),
        "play": Op(op_play, {"record": "record", "move": "str", "seat": "seat?"}, _POSITION),
        "computer": Op(
            op_computer,
            {
                "record": "record",
                "level": "level?",
                "seed": "int?",
                "budget_ms": "int?",
                "seat": "seat?",
            },
            ("move", *_POSITION),
        ),
        "take_back": Op(
            op_take_back, {"record": "record", "seat": "seat"}, (*_POSITION, "undone", "drew")
        ),
        "hint": Op(
            op_hint,
            {"record": "record", "seat": "seat", "seed": "int?", "budget_ms": "int?"},
            ("move", "preview"),
        ),
        "replay": Op(
            op_replay, {"record": "record"}, ("scores", "to_move", "legal", "over", "winners")
        ),
        "position": Op(
            op_position,
            {"record": "record", "ply": "int", "seat": "seat?", "reveal": "bool?"},
            ("view", "ply", "plies", "over"),
        ),
    }
)
"""The worker protocol's operations by name, declared once (see the module docstring)."""


def protocol() -> dict:
    """Every operation's :meth:`Op.describe`, by name (what ``web/js/core/protocol.js`` holds)."""
    return {name: op.describe() for name, op in OPS.items()}


def check_depth(obj: Any, limit: int = MAX_DEPTH) -> None:
    """Raise :class:`GameError` when lists/objects in ``obj`` nest deeper than ``limit``.

    Iterative, so any depth is measured without recursion.
    """
    stack: list[tuple[Any, int]] = [(obj, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            raise GameError(f"the arguments nest deeper than {limit} levels")
        stack.extend((c, depth + 1) for c in children)


def parse_args(args_json: Any) -> dict:
    """The arguments of a call: a JSON object text, at most :data:`MAX_DEPTH` levels deep.

    Raises :class:`GameError` for anything else (text that is not JSON, nested too deeply
    for the parser or for :data:`MAX_DEPTH`, or JSON that is not an object).
    """
    if not isinstance(args_json, str):
        raise GameError("arguments must be JSON text")
    try:
        args = json.loads(args_json)
    except RecursionError:
        raise GameError(f"the arguments nest deeper than {MAX_DEPTH} levels") from None
    except ValueError as exc:
        raise GameError(f"arguments are not JSON: {exc}") from None
    check_depth(args)
    if not isinstance(args, dict):
        raise GameError("arguments must be a JSON object")
    return args


def call(op: str, args_json: str = "{}") -> str:
    """Run one operation; returns the JSON reply text and never raises.

    ``op``: a key of :data:`OPS`. ``args_json``: a JSON object (see :func:`parse_args`) of
    that operation's arguments (any other name is refused).
    Errors from bad input come back as ``{"ok": false, "error": {"type", "message", "at"?}}``
    (``type``: the :class:`gamut.core.GameError` subclass); an engine fault that is not the
    input's comes back as type ``InternalError``. The caller's state (its record) is
    untouched because nothing here mutates a record it was given.
    """
    err: dict[str, Any]
    try:
        declared = OPS.get(op)
        if declared is None:
            raise GameError(f"unknown operation {op!r}")
        args = parse_args(args_json)
        unknown = sorted(set(args) - set(declared.args))
        if unknown:
            raise GameError(f"{op} takes no argument {', '.join(map(repr, unknown))}")
        return json.dumps({"ok": True, "result": declared.run(args)}, separators=(",", ":"))
    except GameError as exc:
        err = {"type": type(exc).__name__, "message": str(exc)}
        if isinstance(exc, BadRecord) and exc.at is not None:
            err["at"] = exc.at
    except Exception as exc:  # noqa: BLE001 - the worker must always get a reply
        err = {"type": "InternalError", "message": f"{type(exc).__name__}: {exc}"}
    return json.dumps({"ok": False, "error": err}, separators=(",", ":"))
