"""The engine state of each room, kept by what it is a state of: the record.

A room's engine state is a pure function of its record (``from_record`` replays it), so the
cache is keyed by the record's content, never by a version number: a state computed for a
write that then lost its race can never be served for the record that won. The hub keeps a
state only after its write has won (``shared/design.md``, "What the server guarantees").

A record that extends a kept one by moves alone (same options, same deals, the kept moves as
its prefix) is reached by playing those moves on the kept state; anything else (a new deal,
another match, a process that has never seen the room) is replayed from the record.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from gamut import core


@dataclass(frozen=True)
class Kept:
    """A kept state: the record's head (everything but the moves, as JSON), its moves, the
    state they give."""

    head: str
    moves: tuple[str, ...]
    state: Any


def head_of(record: dict) -> str:
    """The record without its moves, as canonical JSON (the part chance events live in)."""
    return json.dumps({k: v for k, v in record.items() if k != "moves"}, sort_keys=True,
                      separators=(",", ":"))  # fmt: skip


class Engines:
    """States by room, least recently used dropped beyond ``limit`` rooms.

    ``state(room, game, record)`` -> the engine state of that record; ``keep(room, record,
    state)`` remembers one (after its write won); ``forget(room)``.
    """

    def __init__(self, limit: int = 4096) -> None:
        self.limit = limit
        self._kept: OrderedDict[str, Kept] = OrderedDict()

    def state(self, room: str, game: str, record: dict) -> Any:
        """The state ``record`` replays to. Raises core.BadRecord (a corrupt room)."""
        rules = core.engine(game)
        moves = record["moves"]
        kept = self._kept.get(room)
        if kept is not None and len(kept.moves) <= len(moves):
            n = len(kept.moves)
            if tuple(moves[:n]) == kept.moves and kept.head == head_of(record):
                self._kept.move_to_end(room)
                state = kept.state
                if n == len(moves):
                    return state
                try:
                    for m in moves[n:]:
                        state = rules.play(state, m)
                except core.GameError as exc:
                    raise core.BadRecord(f"room {room}: {exc}") from None
                self.keep(room, record, state)
                return state
        state = rules.from_record(record)
        self.keep(room, record, state)
        return state

    def keep(self, room: str, record: dict, state: Any) -> None:
        """Remember ``state`` as the state of ``record`` (call it once its write has won)."""
        self._kept[room] = Kept(head_of(record), tuple(record["moves"]), state)
        self._kept.move_to_end(room)
        while len(self._kept) > self.limit:
            self._kept.popitem(last=False)

    def forget(self, room: str) -> None:
        """Drop a room's state (it was closed or expired)."""
        self._kept.pop(room, None)
