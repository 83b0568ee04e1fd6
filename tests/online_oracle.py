"""The frame oracle of the online tests: friends playing many rooms at once the way friends
do (two sockets on one seat, moves and ``next`` raced, reconnects, a ``leave`` mid-match,
spectators, covers, rematches), every frame kept, then every frame checked against the
rooms' final records (``shared/design.md``, "What the server guarantees").

- :func:`play_rooms` drives the rooms over the protocol only, against one server or several
  (each socket picks a server: two processes behind one Redis, or nginx); seeded: the same
  seed makes the same choices (the deals are the server's own, from OS randomness). A socket
  the server drops (a process killed) comes back as the page does: a new socket, ``hello``
  (a spectator: ``watch``); a move whose answer it never got counts as lost.
- :func:`check` replays each room's records with the engines and holds every ``state``
  frame against ``view(replay(record[:k]), you)`` at its version (k from the room's marks),
  every ``record`` frame against its match, the frames of one version against each other
  (every process and socket shows one room at a version), and every move a socket sent
  against its answer: an accepted one is in the record once, at its turn; a refused one
  appears nowhere (a lost one, whose answer never came, may be either).
"""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import json
import random
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from gamut import core

GAMES = [
    ("dominoes", 2, {"mode": "draw", "target": 15}),
    ("dominoes", 3, {"mode": "fives", "target": 15}),
    ("dominoes", 4, {"mode": "block", "target": 15}),
    ("hus", 2, {"first": 0}),
    ("wuhsing", 2, {}),
    ("wuhsing", 3, {}),
    ("wuhsing", 4, {}),
]
"""Room kinds the scenario draws from (targets small: a match is a few rounds)."""


@dataclass(eq=False)
class Sock:
    """One socket of a person (or a spectator): every frame it got, every move it sent."""

    url: str
    name: str
    rnd: random.Random
    room: str | None = None
    seat: int | None = None
    token: str | None = None
    twin: Sock | None = None
    frames: list[dict] = field(default_factory=list)
    sent: list[dict] = field(default_factory=list)  # {"seat", "move", "v", "answer"}
    ws: Any = None
    session: Any = None
    latest: dict | None = None  # the last state frame
    records: set[str] = field(default_factory=set)  # the matches it saw end
    lost_seat: bool = False
    states: int = 0
    drops: int = 0  # times the server ended this socket (it came back each time)

    async def open(self) -> None:
        self.session = aiohttp.ClientSession()
        self.ws = await self.session.ws_connect(self.url + "ws", heartbeat=None)

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await self.ws.close()
        with contextlib.suppress(Exception):
            await self.session.close()

    async def send(self, obj: dict) -> None:
        await self.ws.send_str(json.dumps(obj))

    async def recv(self, timeout: float) -> dict:
        """The next frame; AssertionError when none came for ``timeout`` seconds (a stalled
        room: the server's heartbeat pings alone would keep ``receive(timeout)`` waiting)."""
        try:
            msg = await asyncio.wait_for(self.ws.receive(), timeout)
        except TimeoutError:
            raise AssertionError(f"{self.name} in room {self.room}: no frame for {timeout} s; "
                                 f"{self.describe()}") from None  # fmt: skip
        if msg.type != aiohttp.WSMsgType.TEXT:
            raise ConnectionError(f"socket ended: {msg.type} {msg.data} {msg.extra}")
        f = json.loads(msg.data)
        self.frames.append(f)
        if f["type"] == "joined":
            self.room, self.seat, self.token = f["room"], f["seat"], f["token"]
        elif f["type"] == "state":
            self.latest = f
            self.states += 1
        elif f["type"] == "record":
            self.records.add(json.dumps(f["record"], sort_keys=True))
        elif f["type"] == "error" and f["code"] == "not_found":
            self.lost_seat = True
        return f

    def describe(self) -> str:
        """What the socket saw last: its seat, the latest state's version and view."""
        f = self.latest or {}
        view = f.get("view") or {}
        facts = {k: view.get(k) for k in ("to_move", "legal", "over") if k in view}
        seats = [{k: s.get(k) for k in ("kind", "connected", "ready", "rematch", "covered")}
                 for s in f.get("seats", [])]  # fmt: skip
        last = [(g["type"], g.get("v"), g.get("code")) for g in self.frames[-5:]]
        return (f"seat {self.seat}, state v {f.get('v')}, view {facts}, seats {seats}, "
                f"last frames {last}")

    async def until(self, kind: str, timeout: float = 20) -> dict:
        while True:
            f = await self.recv(timeout)
            if f["type"] == kind:
                return f
            if f["type"] == "error" and kind != "error":
                raise AssertionError(f"{self.name}: {f}")


@dataclass
class Plan:
    """What one room does: its game, seats, people (each with one or two sockets), a
    spectator, who leaves mid-match and after how many state frames, how many matches."""

    game: str
    seats: int
    options: dict
    people: int
    twins: list[bool]
    watcher: bool
    leaver: int | None
    leave_after: int
    matches: int
    reconnect: float


def plans(seed: int, n: int) -> list[Plan]:
    """``n`` room plans drawn from ``seed``: every game kind, 2-4 people."""
    r = random.Random(seed)
    out = []
    for i in range(n):
        game, seats, options = GAMES[i % len(GAMES)]
        people = r.randint(2, seats)
        twins = [r.random() < 0.5 for _ in range(people)]
        leaver = r.randrange(1, people) if people > 2 and r.random() < 0.5 else None
        out.append(Plan(game, seats, dict(options), people, twins, r.random() < 0.5, leaver,
                        r.randint(3, 12), 2, 0.03))  # fmt: skip
    return out


async def come_back(s: Sock, servers: list[str], frame: dict, seconds: float = 30) -> None:
    """A new socket for ``s`` on one of ``servers`` (tried again while none answers, up to
    ``seconds``), then ``frame`` (``hello`` or ``watch``)."""
    await s.close()
    s.latest = None
    deadline = asyncio.get_running_loop().time() + seconds
    while True:
        s.url = s.rnd.choice(servers)
        try:
            await s.open()
            break
        except (aiohttp.ClientError, OSError):
            await s.close()
            if asyncio.get_running_loop().time() > deadline:
                raise
            await asyncio.sleep(0.2)
    await s.send(frame)


async def fence(s: Sock) -> dict | None:
    """Send ``ping`` and read until ``pong``: every answer to what the socket sent before is
    in by then (the server handles one socket's frames in order). Returns the error frame
    among them, if any."""
    await s.send({"type": "ping"})
    err = None
    while True:
        f = await s.recv(20)
        if f["type"] == "pong":
            return err
        if f["type"] == "error":
            err = err or f


def pick_move(s: Sock, legal: list[str]) -> str:
    """A socket's move: twin sockets of one seat pick from different halves of the legal
    moves, so that the move that lost a race is told apart from the one that won."""
    if s.twin is None:
        return s.rnd.choice(legal)
    half = legal[0::2] if s.name.endswith("a") else legal[1::2]
    return s.rnd.choice(half or legal)


async def person(s: Sock, plan: Plan, idx: int, servers: list[str], ended: list[int]) -> None:
    """Play as one socket of person ``idx`` until the room has played its matches: moves
    (twin sockets pick different moves), ``next``, ``rematch`` (a socket that was away when
    a match ended may miss its record: the view says it is over all the same), reconnects,
    perhaps a leave. ``ended``: how many matches of the room some socket saw end. A socket
    the server drops comes back with ``hello`` (its move in flight counts as lost)."""
    acted = asked = -1  # the versions it last acted on and asked for a rematch at
    while ended[0] < plan.matches and not s.lost_seat:
        try:
            step = await person_step(s, plan, idx, servers, acted, asked)
        except ConnectionError:  # the server dropped the socket: back as the page comes back
            if s.sent and s.sent[-1]["answer"] is None:
                s.sent[-1]["answer"] = "lost"  # sent, but its answer never came
            s.drops += 1
            acted = asked = -1
            await come_back(s, servers, {"type": "hello", "room": s.room, "token": s.token})
            continue
        if step is None:
            return  # it left the room
        acted, asked = step
        ended[0] = max(ended[0], len(s.records))


async def person_step(s: Sock, plan: Plan, idx: int, servers: list[str], acted: int,
                      asked: int) -> tuple[int, int] | None:  # fmt: skip
    """One step of :func:`person`: act on the latest state, or read one frame. Returns the
    new ``(acted, asked)``, or None once the socket has left the room."""
    f = s.latest
    if f is not None and f["v"] > acted and f["view"] is not None:
        acted = f["v"]
        view = f["view"]
        if plan.leaver == idx and s.twin is not None and s.name.endswith("a") and (
                s.states >= plan.leave_after):
            await s.send({"type": "leave"})
            await fence(s)
            return None
        if s.rnd.random() < plan.reconnect:  # a lost connection: back with hello
            await s.close()
            s.url = s.rnd.choice(servers)
            await s.open()
            await s.send({"type": "hello", "room": s.room, "token": s.token})
            # back as the page comes back: it acts on the state it then shows, which may be
            # this very version (no write when the socket's going and coming crossed)
            return -1, asked
        if view["over"] and asked < f["v"]:
            asked = f["v"]
            await asyncio.sleep(s.rnd.random() * 0.02)
            await s.send({"type": "rematch"})
            await fence(s)  # bad_request when a twin's ask already started the match
            return acted, asked
        if view["legal"] and not view["over"]:
            move = pick_move(s, view["legal"])
            await asyncio.sleep(s.rnd.random() * 0.02)
            sent = {"seat": s.seat, "move": move, "v": f["v"], "answer": None}
            s.sent.append(sent)
            await s.send({"type": "move", "move": move, "v": f["v"]})
            err = await fence(s)
            sent["answer"] = err["code"] if err else "ok"
            return acted, asked
    await s.recv(60)
    return acted, asked


async def spectator(s: Sock, plan: Plan, servers: list[str], ended: list[int]) -> None:
    """Watch until the room has played its matches (or closes); a socket the server drops
    comes back with ``watch``."""
    while ended[0] < plan.matches and not s.lost_seat:
        try:
            await s.recv(60)
        except ConnectionError:
            s.drops += 1
            await come_back(s, servers, {"type": "watch", "room": s.room})
            continue
        ended[0] = max(ended[0], len(s.records))


async def run_room(plan: Plan, servers: list[str], rnd: random.Random) -> tuple[str, list[Sock]]:
    """One room played to its end; returns its id and every socket."""
    pick = lambda: rnd.choice(servers)  # noqa: E731
    host = Sock(pick(), "p0a", random.Random(rnd.random()))
    await host.open()
    await host.send({"type": "create", "game": plan.game, "options": plan.options,
                     "seats": plan.seats, "level": "easy", "name": "P0"})  # fmt: skip
    await host.until("joined")
    room = host.room
    firsts = [host]
    for i in range(1, plan.people):
        s = Sock(pick(), f"p{i}a", random.Random(rnd.random()))
        await s.open()
        await s.send({"type": "join", "room": room, "name": f"P{i}"})
        await s.until("joined")
        firsts.append(s)
    socks = list(firsts)
    for i, s in enumerate(firsts):
        if plan.twins[i]:
            t = Sock(pick(), f"p{i}b", random.Random(rnd.random()), room=room, seat=s.seat,
                     token=s.token, twin=s)  # fmt: skip
            s.twin = t
            await t.open()
            await t.send({"type": "hello", "room": room, "token": s.token})
            socks.append(t)
    ended = [0]
    tasks = [person(s, plan, int(s.name[1]), servers, ended) for s in socks]
    if plan.watcher:
        watcher = Sock(pick(), "w", random.Random(rnd.random()), room=room)
        await watcher.open()
        await watcher.send({"type": "watch", "room": room})
        tasks.append(spectator(watcher, plan, servers, ended))
        socks.append(watcher)
    await host.send({"type": "start"})
    await asyncio.gather(*tasks)
    for s in socks:
        await s.close()
    return room, socks


async def play_rooms(servers: list[str], seed: int, n: int) -> list[tuple[str, list[Sock]]]:
    """``n`` rooms at once (see :func:`plans`), each socket on one of ``servers``."""
    r = random.Random(seed)
    return list(await asyncio.gather(*(run_room(p, servers, random.Random(r.random()))
                                       for p in plans(seed, n))))  # fmt: skip


# --- the check ----------------------------------------------------------------------------


def _matches(doc: dict) -> list[dict]:
    """The room's matches, oldest first: ``{"record", "marks", "from", "to"}``."""
    out = list(doc["past"])
    if doc["record"] is not None:
        out.append({"record": doc["record"], "marks": doc["marks"], "from": doc["from"],
                    "to": doc["v"]})  # fmt: skip
    return out


class Replay:
    """The states of one match's record, one per number of moves played."""

    def __init__(self, game: str, record: dict) -> None:
        self.rules = core.engine(game)
        self.record = record
        state = self.rules.from_record({**record, "moves": []})
        self.states = [state]
        for m in record["moves"]:
            state = self.rules.play(state, m)
            self.states.append(state)
        assert self.rules.to_record(state)["moves"] == record["moves"]

    def view(self, k: int, seat: int | None) -> dict:
        return self.rules.view(self.states[k], seat)

    def mover(self, k: int) -> int | None:
        return self.rules.to_move(self.states[k])


def check(docs: dict[str, dict], socks: dict[str, list[Sock]]) -> dict[str, int]:
    """Hold every frame of every socket against the rooms' final documents (see the module
    docstring); raises AssertionError at the first frame that differs. Returns counts."""
    counts = {"state": 0, "record": 0, "moves_ok": 0, "moves_refused": 0, "moves_lost": 0,
              "spectator": 0, "drops": 0}
    for room, doc in docs.items():
        matches = _matches(doc)
        replays = [Replay(doc["game"], m["record"]) for m in matches]
        by_v: dict[int, dict] = {}
        for s in socks[room]:
            last_v = 0
            for f in s.frames:
                if f["type"] == "state":
                    v = f["v"]
                    assert v >= last_v, (s.name, "versions went back", last_v, v)
                    last_v = v
                    public = {k: f.get(k) for k in ("seats", "started", "tally", "watching",
                                                "host", "options")}  # fmt: skip
                    assert by_v.setdefault(v, public) == public, (room, v, "two rooms at one v")
                    i = next((j for j, m in enumerate(matches) if m["from"] <= v <= m["to"]),
                             None)  # fmt: skip
                    if i is None:
                        assert v < matches[0]["from"] and f["view"] is None, (s.name, v)
                        assert f["started"] is False
                    else:
                        k = bisect.bisect_right(matches[i]["marks"], v)
                        want = replays[i].view(k, f["you"])
                        assert f["view"] == want, (s.name, room, v, k, f["view"], want)
                        counts["spectator"] += f["you"] is None
                    counts["state"] += 1
                elif f["type"] == "record":
                    i = next(j for j, m in enumerate(matches) if m["from"] <= last_v <= m["to"])
                    assert f["record"] == matches[i]["record"], (s.name, "record frame")
                    assert replays[i].rules.outcome(replays[i].states[-1]).over
                    counts["record"] += 1
            for sent in s.sent:
                if sent["answer"] == "lost":  # the server died first: in the record or not
                    counts["moves_lost"] += 1
                    continue
                _check_sent(sent, matches, replays, s)
                counts["moves_ok" if sent["answer"] == "ok" else "moves_refused"] += 1
            counts["drops"] += s.drops
    return counts


def _check_sent(sent: dict, matches: list[dict], replays: list[Replay], s: Sock) -> None:
    """An accepted move is the record's first change after the version it was sent at, at
    its seat's turn; a refused one is not (unless the same move, sent again by this seat's
    sockets, was accepted there)."""
    v = sent["v"]
    i = next(j for j, m in enumerate(matches) if m["from"] <= v <= m["to"])
    marks, moves = matches[i]["marks"], matches[i]["record"]["moves"]
    k = bisect.bisect_right(marks, v)
    here = k < len(moves) and moves[k] == sent["move"] and (
        sent["move"] == "next" or replays[i].mover(k) == sent["seat"])
    if sent["answer"] == "ok":
        assert here, (s.name, "an accepted move is not in the record", sent, moves[k:k + 1])
        return
    assert sent["answer"] in ("stale", "not_your_turn", "illegal", "not_found"), sent
    if sent["move"] == "next" or sent["answer"] == "not_found":
        return  # "next" from a seat already ready: the round is dealt all the same; a seat
        # given up (the twin's leave) is the computer's, which may well play that move
    # the same move sent again (by this socket after the refusal, or by the seat's other
    # socket) and accepted, or sent before and lost with its server: the entry is that one's
    sent_again = any(
        t["answer"] in ("ok", "lost") and t["move"] == sent["move"]
        and matches[i]["from"] <= t["v"] <= matches[i]["to"]
        and bisect.bisect_right(marks, t["v"]) == k
        for t in s.sent + (s.twin.sent if s.twin is not None else []))
    assert not here or sent_again, (s.name, "a refused move is in the record", sent,
                                  marks[max(0, k - 2):k + 2], moves[max(0, k - 2):k + 2],
                                  [t for t in s.sent + (s.twin.sent if s.twin else [])
                                   if abs(t["v"] - v) < 4])  # fmt: skip
