"""A room's match, pure: start, moves, the pause between rounds, the computer's moves, the
rematch, and the frames a seat is sent. No I/O: every function takes a room document (see
:mod:`gamut_server.rooms`) and returns ``(new_doc, state)``, ``state`` being the engine state
of the new record (None when the record did not change), or raises
:class:`~gamut_server.protocol.ProtocolError` and changes nothing. The caller keeps ``state``
in :class:`~gamut_server.engines.Engines` only once ``new_doc``'s write has won.

The engines are reached only through ``gamut.core`` (new_game, legal_moves, play, to_move,
view, outcome, to_record, from_record).
"""

from __future__ import annotations

from typing import Any

from gamut import core

from . import rooms
from .engines import Engines
from .frames import frame
from .protocol import ProtocolError

CAPS: dict[str, dict[str, int]] = {"dominoes": {"target": 250}, "hus": {"series.to": 200}}
"""The largest target a room accepts, per game: the largest the page offers (Dominoes D8.1:
up to 250; Hus H6.2: first to 200 points), so that a room's match ends within an evening."""

Change = tuple[dict, Any]


def options_for(game: str, options: dict, seats: int) -> dict:
    """The options a room deals its matches with: the client's, with the seat count set
    (``with_seats`` of the game).

    Raises ProtocolError(bad_request) for options the engine refuses or a target over
    :data:`CAPS`."""
    rules = core.engine(game)
    try:
        opts = rules.with_seats(options, seats)
        checked = rules.check_options(opts)
    except core.GameError as exc:
        raise ProtocolError("bad_request", f"options: {exc}") from None
    for path, cap in CAPS.get(game, {}).items():
        value: Any = checked
        for part in path.split("."):
            value = value.get(part) if isinstance(value, dict) else None
        if isinstance(value, int) and value > cap:
            raise ProtocolError("bad_request", f"options: {path} is at most {cap} in a room")
    return opts


def state_of(doc: dict, engines: Engines) -> Any:
    """The engine state of a started room's record."""
    return engines.state(doc["id"], doc["game"], doc["record"])


def _between_rounds(rules: Any, state: Any) -> bool:
    return rules.to_move(state) is None and not rules.outcome(state).over


def _record(out: dict, rules: Any, state: Any, was_over: bool) -> dict:
    """Put ``state``'s record into ``out`` (already the next version): the move is marked
    with its version, the seats' ready flags end, and a match just over counts in the
    tally."""
    out["record"] = rules.to_record(state)
    out["marks"].append(out["v"])
    out["changed"] = out["v"]
    for s in out["seats"]:
        s["ready"] = False
    result = rules.outcome(state)
    if result.over and not was_over:
        out["over"] = True
        if len(result.winners) == 1:  # a shared win (a draw) counts for nobody
            out["tally"][result.winners[0]] += 1
    return out


def _played(doc: dict, rules: Any, state: Any, now: float | None) -> dict:
    """The next version of ``doc``, holding ``state``'s record."""
    return _record(rooms.write(doc, now), rules, state, doc["over"])


def match_options(doc: dict) -> dict:
    """The options of the room's next match: the room's, with a ``first`` seat the host chose
    moved on by one seat a match (W2.3, H5.3: in a series the first seat rotates; by lot,
    ``first`` absent or null, each match draws again)."""
    opts = dict(doc["options"])
    first = opts.get("first")
    if isinstance(first, int) and not isinstance(first, bool):
        opts["first"] = (first + doc["match"]) % len(doc["seats"])
    return opts


def _new_match(out: dict, rules: Any, seed: int | None) -> Any:
    """Deal a match into ``out`` (already the next version): a fresh record from ``from``."""
    state = rules.new_game(match_options(out), seed=seed)
    out["record"] = rules.to_record(state)
    out["marks"] = []
    out["from"] = out["changed"] = out["v"]
    out["started"], out["over"] = True, False
    for s in out["seats"]:
        s["rematch"] = s["ready"] = False
    return state


def start(doc: dict, seat: int, engines: Engines, seed: int | None = None,
          now: float | None = None) -> Change:  # fmt: skip
    """The host starts the match: every open seat becomes a computer seat at the room's
    level, and the server deals. With ``seed`` None (every real room) each deal is drawn
    from OS randomness when its round starts: no seed of a later deal exists anywhere. An
    int ``seed`` (tests) makes the first deal reproducible. Raises ProtocolError: not_host,
    bad_request (already started)."""
    if seat != doc["host"]:
        raise ProtocolError("not_host", "only the host starts the match")
    if doc["started"]:
        raise ProtocolError("bad_request", "the match has started")
    out = rooms.write(doc, now)
    for s in out["seats"]:
        if s["kind"] == "open":
            s.update(kind="computer", name="")
    state = _new_match(out, core.engine(doc["game"]), seed)
    return out, state


def move(doc: dict, seat: int, req: dict, engines: Engines, now: float | None = None) -> Change:
    """A person's move (a checked ``move`` frame from ``seat``).

    ``req["v"]`` is the version the client saw: the move is ``stale`` when the record changed
    after it (or it is from the future); a change of the seats alone (someone connecting)
    leaves the position as it was and the move stands. Between rounds the move is ``next``:
    the seat is ready, and the round is dealt once every connected person is (``settle``);
    ``next`` from a seat already ready is stale. Raises ProtocolError: not_started, stale,
    not_your_turn, illegal (the engine's message)."""
    if not doc["started"]:
        raise ProtocolError("not_started", "the match has not started")
    if req["v"] > doc["v"] or req["v"] < doc["changed"]:
        raise ProtocolError("stale", f"the room is at version {doc['v']}")
    if doc["over"]:
        raise ProtocolError("not_your_turn", "the match is over")
    rules = core.engine(doc["game"])
    state = state_of(doc, engines)
    if _between_rounds(rules, state):
        if req["move"] != "next":
            raise ProtocolError("illegal", f"the round is over: only 'next', not {req['move']!r}")
        if doc["seats"][seat]["ready"]:
            raise ProtocolError("stale", "this seat is ready already")
        out = rooms.write(doc, now)
        out["seats"][seat]["ready"] = True
        return settle(out, engines, now, wrote=True)
    if rules.to_move(state) != seat:
        raise ProtocolError("not_your_turn", "it is not your turn")
    try:
        after = rules.play(state, req["move"])
    except core.GameError as exc:
        raise ProtocolError("illegal", str(exc)) from None
    return _played(doc, rules, after, now), after


def settle(doc: dict, engines: Engines, now: float | None = None, wrote: bool = False,
           seed: int | None = None) -> Change:  # fmt: skip
    """Do what is due once every connected person agrees (a person who is not connected
    does not hold the table up; with nobody connected the table waits): between rounds,
    deal the next round when all are ready; after the end, start the rematch when all
    asked for it. ``doc`` itself (state None) when nothing is due. ``wrote``: ``doc`` is
    already a new version (one write carries both the change and what it made due)."""
    people = rooms.present(doc)
    if not doc["started"] or not people:
        return doc, None
    if doc["over"]:
        if not all(doc["seats"][i]["rematch"] for i in people):
            return doc, None
        out = doc if wrote else rooms.write(doc, now)
        out["past"] = [*out["past"], {"record": out["record"], "marks": out["marks"],
                                      "from": out["from"], "to": out["v"] - 1}][-rooms.PAST_KEPT:]
        for s in out["seats"]:
            if s["kind"] == "computer":
                s["name"] = ""
        out["match"] += 1
        return out, _new_match(out, core.engine(doc["game"]), seed)
    rules = core.engine(doc["game"])
    state = state_of(doc, engines)
    if not _between_rounds(rules, state):
        return doc, None
    if not all(doc["seats"][i]["ready"] for i in people):
        return doc, None
    after = rules.play(state, "next")
    out = doc if wrote else rooms.write(doc, now)
    return _record(out, rules, after, doc["over"]), after


def computer_to_move(doc: dict, engines: Engines) -> int | None:
    """The seat the computer plays now (a computer seat, or a person's seat it covers), or
    None: also between rounds (dealt by ``settle``), at the end, and while no person is
    connected (a room with nobody there does not play on by itself)."""
    if not doc["started"] or doc["over"] or not rooms.present(doc):
        return None
    rules = core.engine(doc["game"])
    mover = rules.to_move(state_of(doc, engines))
    if mover is None:
        return None
    s = doc["seats"][mover]
    return mover if s["kind"] == "computer" or (s["kind"] == "human" and s["covered"]) else None


def computer_view(doc: dict, seat: int, engines: Engines) -> dict:
    """The view a computer seat decides from: ``view(state, seat)``, nothing more."""
    return core.engine(doc["game"]).view(state_of(doc, engines), seat)


def computer_move(doc: dict, seat: int, move_: str, decided_at: int, engines: Engines,
                  now: float | None = None) -> Change:  # fmt: skip
    """Play the computer's ``move_`` for ``seat``, decided on the record of version
    ``decided_at``. Raises ProtocolError: stale (the record changed meanwhile, or the seat is
    no longer the computer's to play), illegal (a player's bug)."""
    if doc["changed"] != decided_at or computer_to_move(doc, engines) != seat:
        raise ProtocolError("stale", "the room moved on")
    rules = core.engine(doc["game"])
    try:
        after = rules.play(state_of(doc, engines), move_)
    except core.GameError as exc:
        raise ProtocolError("illegal", f"computer: {exc}") from None
    return _played(doc, rules, after, now), after


def rematch(doc: dict, seat: int, options: dict | None, engines: Engines,
            seed: int | None = None, now: float | None = None) -> Change:  # fmt: skip
    """Person ``seat`` asks for another match after the end (design.md "Additions"); the host
    may bring new ``options`` (the keys given replace the room's, the others stay; a change
    ends the others' asks: they see the new options and ask again). When every connected
    person has asked (``settle``), the new match starts in the same write: same seats and
    names (the computer's seats unnamed), a fresh deal, the finished match kept in ``past``.
    Raises ProtocolError: bad_request (before the end), not_host (options from another seat)."""
    if not doc["over"]:
        raise ProtocolError("bad_request", "a rematch is asked for after the end")
    out = rooms.write(doc, now)
    if options is not None:
        if seat != doc["host"]:
            raise ProtocolError("not_host", "only the host changes the options")
        opts = options_for(doc["game"], {**doc["options"], **options}, len(doc["seats"]))
        if opts != doc["options"]:
            out["options"] = opts
            for s in out["seats"]:
                s["rematch"] = False
    elif doc["seats"][seat]["rematch"]:
        return doc, None
    out["seats"][seat]["rematch"] = True
    return settle(out, engines, now, wrote=True, seed=seed)


def state_frame(doc: dict, seat: int | None, engines: Engines) -> dict:
    """THE ``state`` frame for ``seat`` (None: a spectator): the room's public facts and
    ``view(state, seat)`` of its record, the engine's filter (D9, W-rules); nothing else."""
    view = None
    if doc["started"]:
        view = core.engine(doc["game"]).view(state_of(doc, engines), seat)
    return frame("state", room=doc["id"], v=doc["v"], you=seat, started=doc["started"],
                 seats=rooms.public_seats(doc), view=view, tally=doc["tally"],
                 watching=rooms.spectators(doc), host=doc["host"], game=doc["game"],
                 options=doc["options"])  # fmt: skip


def record_frame(doc: dict) -> dict | None:
    """The ``record`` frame once the match is over (its whole record), else None."""
    if not doc["over"] or doc["record"] is None:
        return None
    return frame("record", record=doc["record"])
