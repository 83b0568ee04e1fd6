"""A room's match (py/gamut_server/match.py) and the engine cache (engines.py), pure logic:
start, moves checked for start, version, turn and legality; the pause between rounds, dealt
once every connected person is ready; the computer's turns; the rematch with its tally; the
frames of seats and spectators. Refusals raise the protocol's code and change nothing."""

from __future__ import annotations

import copy
import json

import pytest

import server_support  # noqa: F401  (puts py/ on the path)
from gamut import core
from gamut_server import match, rooms
from gamut_server.engines import Engines
from gamut_server.protocol import ProtocolError, parse

P = "proc-p"
DOMINOES = core.engine("dominoes")


def room(game: str = "dominoes", seats: int = 2, options: dict | None = None,
         people: int = 2) -> dict:  # fmt: skip
    req = parse(json.dumps({"type": "create", "game": game, "options": options or {},
                            "seats": seats, "level": "easy", "name": "P0"}))  # fmt: skip
    doc, _ = rooms.create(req, match.options_for(game, req["options"], seats), P, "a")
    for i in range(1, people):
        doc, _, _ = rooms.join(doc, f"P{i}", P)
    return doc


def refused(code: str, fn: object, doc: dict, *args: object) -> None:
    before = copy.deepcopy(doc)
    with pytest.raises(ProtocolError) as err:
        fn(doc, *args)
    assert err.value.code == code
    assert doc == before


def req(move: str, v: int) -> dict:
    return {"type": "move", "move": move, "v": v}


def to_round_end(doc: dict, engines: Engines) -> dict:
    """Play each mover's first legal move until the round is over (to_move None)."""
    rules = core.engine(doc["game"])
    while True:
        state = match.state_of(doc, engines)
        mover = rules.to_move(state)
        if mover is None:
            return doc
        doc, state = match.move(doc, mover, req(rules.legal_moves(state)[0], doc["v"]), engines)
        engines.keep(doc["id"], doc["record"], state)


def test_options_are_checked_by_the_engine_and_capped_to_an_evening() -> None:
    assert match.options_for("wuhsing", {}, 3) == {"players": 3}
    for game, options, seats in [("dominoes", {"mode": "nope"}, 2), ("hus", {}, 3),
                                 ("dominoes", {"target": 251}, 2),
                                 ("hus", {"series": {"kind": "points", "to": 100_000}}, 2)]:
        with pytest.raises(ProtocolError) as err:
            match.options_for(game, options, seats)
        assert err.value.code == "bad_request", (game, options)
    assert match.options_for("hus", {"series": {"kind": "points", "to": 200}}, 2)


def test_only_the_host_starts_and_open_seats_become_computers() -> None:
    engines = Engines()
    doc = room(seats=4, people=2)
    refused("not_host", match.start, doc, 1, engines)
    started, state = match.start(doc, 0, engines, seed=7)
    assert started["started"] is True and started["v"] == doc["v"] + 1
    assert started["from"] == started["changed"] == started["v"] and started["marks"] == []
    assert [s["kind"] for s in started["seats"]] == ["human", "human", "computer", "computer"]
    assert started["record"] == DOMINOES.to_record(state)
    assert started["record"]["options"]["seats"] == 4 and started["record"]["moves"] == []
    refused("bad_request", match.start, started, 0, engines)
    refused("full", rooms.join, started, "Cy", P)


def test_moves_are_checked_for_start_version_turn_and_legality() -> None:
    engines = Engines()
    doc = room()
    refused("not_started", match.move, doc, 0, req("pass", doc["v"]), engines)
    doc, _ = match.start(doc, 0, engines, seed=11)
    state = match.state_of(doc, engines)
    mover = DOMINOES.to_move(state)
    other = 1 - mover
    first = DOMINOES.legal_moves(state)[0]
    refused("stale", match.move, doc, mover, req(first, doc["v"] - 1), engines)
    refused("stale", match.move, doc, mover, req(first, doc["v"] + 1), engines)
    refused("not_your_turn", match.move, doc, other, req(first, doc["v"]), engines)
    refused("illegal", match.move, doc, mover, req("9-9 E", doc["v"]), engines)
    after, _ = match.move(doc, mover, req(first, doc["v"]), engines)
    assert after["v"] == doc["v"] + 1 and after["record"]["moves"] == [first]
    assert after["marks"] == [after["v"]] and after["changed"] == after["v"]
    refused("stale", match.move, after, other, req(first, doc["v"]), engines)


def test_a_change_of_the_seats_alone_leaves_a_move_decided_before_it_standing() -> None:
    engines = Engines()
    doc, _ = match.start(room(), 0, engines, seed=11)
    state = match.state_of(doc, engines)
    mover, first = DOMINOES.to_move(state), DOMINOES.legal_moves(state)[0]
    seen = doc["v"]
    doc = rooms.present_at(doc, 1 - mover, P, False)  # the other person's socket closed
    after, _ = match.move(doc, mover, req(first, seen), engines)
    assert after["record"]["moves"] == [first] and after["v"] == seen + 2


def test_the_next_round_is_dealt_once_every_connected_person_is_ready() -> None:
    engines = Engines()
    doc, _ = match.start(room(seats=3, people=3, options={"mode": "block"}), 0, engines, seed=4)
    doc = to_round_end(doc, engines)
    assert DOMINOES.legal_moves(match.state_of(doc, engines)) == ["next"]
    refused("illegal", match.move, doc, 0, req("pass", doc["v"]), engines)
    seen = doc["v"]
    one, state = match.move(doc, 0, req("next", seen), engines)
    assert state is None and one["seats"][0]["ready"] and one["record"] == doc["record"]
    refused("stale", match.move, one, 0, req("next", one["v"]), engines)  # ready already
    two, state = match.move(one, 1, req("next", seen), engines)  # saw the version before: fine
    assert state is None and [s["ready"] for s in two["seats"]] == [True, True, False]
    gone = rooms.present_at(two, 2, P, False)  # the third leaves the table: nobody waits for them
    dealt, state = match.settle(gone, engines)
    assert state is not None and dealt["record"]["moves"][-1] == "next"
    assert len(dealt["record"]["deals"]) == 2 and dealt["marks"][-1] == dealt["v"]
    assert [s["ready"] for s in dealt["seats"]] == [False, False, False]
    assert DOMINOES.to_move(state) is not None


def test_the_last_ready_person_deals_in_the_same_write() -> None:
    engines = Engines()
    doc, _ = match.start(room(), 0, engines, seed=8)
    doc = to_round_end(doc, engines)
    one, _ = match.move(doc, 1, req("next", doc["v"]), engines)
    dealt, state = match.move(one, 0, req("next", one["v"]), engines)
    assert state is not None and dealt["v"] == one["v"] + 1
    assert dealt["marks"][-1] == dealt["v"] == dealt["changed"]


def test_computers_play_covered_seats_and_stop_while_nobody_is_connected() -> None:
    engines = Engines()
    doc, _ = match.start(room("hus", options={"first": 1}), 0, engines, seed=3)
    assert match.computer_to_move(doc, engines) is None  # North is Bo's
    doc = rooms.present_at(doc, 1, P, False, now=100.0)
    doc = rooms.cover(doc, 0, 1, now=161.0)
    assert match.computer_to_move(doc, engines) == 1
    nobody = rooms.present_at(doc, 0, P, False)
    assert match.computer_to_move(nobody, engines) is None


def test_the_computer_plays_from_its_view_and_a_stale_decision_is_refused() -> None:
    engines = Engines()
    doc, _ = match.start(room("wuhsing", seats=3, people=1, options={"first": 1}), 0, engines,
                         seed=5)  # fmt: skip
    assert match.computer_to_move(doc, engines) == 1
    view = match.computer_view(doc, 1, engines)
    assert view["seat"] == 1 and view["hands"][0] is None and view["hands"][2] is None
    move = core.players("wuhsing").choose(view, "easy", 1, 50)
    refused("stale", match.computer_move, doc, 1, move, doc["changed"] - 1, engines)
    refused("stale", match.computer_move, doc, 2, move, doc["changed"], engines)
    moved = rooms.present_at(doc, 0, P, True)  # nothing new: the same document
    after, _ = match.computer_move(moved, 1, move, doc["changed"], engines)
    assert after["record"]["moves"] == [move] and match.computer_to_move(after, engines) == 2


def play_out(doc: dict, engines: Engines) -> dict:
    """Play the match to its end: first legal moves, every person ready between rounds."""
    rules = core.engine(doc["game"])
    while not doc["over"]:
        state = match.state_of(doc, engines)
        mover = rules.to_move(state)
        if mover is None:
            seat = next(i for i in rooms.present(doc) if not doc["seats"][i]["ready"])
            doc, state = match.move(doc, seat, req("next", doc["v"]), engines)
        elif doc["seats"][mover]["kind"] == "computer":
            doc, state = match.computer_move(doc, mover, rules.legal_moves(state)[0],
                                             doc["changed"], engines)  # fmt: skip
        else:
            doc, state = match.move(doc, mover, req(rules.legal_moves(state)[0], doc["v"]), engines)
        if state is not None:
            engines.keep(doc["id"], doc["record"], state)
    return doc


def test_a_rematch_starts_when_every_connected_person_asked_and_the_tally_counts() -> None:
    engines = Engines()
    doc, _ = match.start(room(seats=3, people=2, options={"target": 20}), 0, engines, seed=2)
    refused("bad_request", match.rematch, doc, 0, None, engines)  # before the end
    doc = play_out(doc, engines)
    winners = DOMINOES.outcome(match.state_of(doc, engines)).winners
    assert sum(doc["tally"]) == 1 and doc["tally"][winners[0]] == 1
    frame = match.record_frame(doc)
    assert frame == {"type": "record", "record": doc["record"]}
    one, state = match.rematch(doc, 1, None, engines)
    assert state is None and one["seats"][1]["rematch"] and one["over"] is not False
    assert match.rematch(one, 1, None, engines) == (one, None)  # asked already: no write
    refused("not_host", match.rematch, one, 1, {"target": 50}, engines)
    new, state = match.rematch(one, 0, None, engines, seed=3)
    assert state is not None and new["over"] is False and new["from"] == new["v"]
    assert new["record"]["moves"] == [] and new["record"] != doc["record"]
    assert new["past"] == [{"record": doc["record"], "marks": doc["marks"],
                            "from": doc["from"], "to": new["v"] - 1}]  # fmt: skip
    assert new["tally"] == doc["tally"] and [s["rematch"] for s in new["seats"]] == [False] * 3
    assert [s["kind"] for s in new["seats"]] == ["human", "human", "computer"]
    assert match.record_frame(new) is None


def test_a_rematch_waits_for_nobody_who_is_gone() -> None:
    engines = Engines()
    doc = play_out(match.start(room(seats=3, people=3, options={"target": 20}), 0, engines,
                               seed=5)[0], engines)  # fmt: skip
    doc, _ = match.rematch(doc, 0, None, engines)
    doc, _ = match.rematch(doc, 2, None, engines)
    assert doc["over"] is True  # P1 is here and has not asked
    new, state = match.settle(rooms.present_at(doc, 1, P, False), engines)
    assert state is not None and new["over"] is False and len(new["past"]) == 1


def test_the_host_may_change_the_options_and_the_others_ask_again() -> None:
    engines = Engines()
    doc = play_out(match.start(room(options={"target": 20}), 0, engines, seed=6)[0], engines)
    asked, _ = match.rematch(doc, 1, None, engines)
    changed, state = match.rematch(asked, 0, {"mode": "fives", "target": 50}, engines)
    assert state is None and changed["options"] == {"mode": "fives", "target": 50, "seats": 2}
    assert [s["rematch"] for s in changed["seats"]] == [True, False]
    new, state = match.rematch(changed, 1, None, engines)
    assert new["record"]["options"]["mode"] == "fives" and new["record"]["options"]["target"] == 50


def test_a_first_seat_the_host_chose_moves_on_a_seat_each_match() -> None:
    """W2.3 and H5.3: in a series the first seat rotates (by lot: drawn again each match)."""
    engines = Engines()
    rules = core.engine("wuhsing")
    doc, state = match.start(room("wuhsing", seats=3, people=1, options={"first": 2}), 0,
                             engines, seed=1)  # fmt: skip
    firsts = [rules.to_move(state)]
    for _ in range(3):
        doc = play_out(doc, engines)
        doc, state = match.rematch(doc, 0, None, engines)
        firsts.append(rules.to_move(state))
        assert doc["record"]["options"]["first"] == firsts[-1]
    assert firsts == [2, 0, 1, 2] and doc["options"]["first"] == 2 and doc["match"] == 3


def test_leaving_after_the_end_keeps_the_names_and_winners_of_the_match_played() -> None:
    engines = Engines()
    doc = play_out(match.start(room(options={"target": 20}), 0, engines, seed=6)[0], engines)
    before = match.state_frame(doc, 1, engines)
    left = rooms.leave(doc, 0)
    after = match.state_frame(left, 1, engines)
    assert after["view"] == before["view"]
    assert [s["name"] for s in after["seats"]] == [s["name"] for s in before["seats"]]
    assert after["seats"][0]["kind"] == "computer" and after["tally"] == before["tally"]


def test_a_spectator_gets_the_public_view_and_every_seat_its_own() -> None:
    engines = Engines()
    doc, state = match.start(room(seats=3, people=2), 0, engines, seed=1)
    doc = rooms.watching(doc, P, 2)
    seen = match.state_frame(doc, None, engines)
    assert seen["you"] is None and seen["view"] == DOMINOES.view(state, None)
    assert seen["watching"] == 2 and seen["tally"] == [0, 0, 0] and seen["host"] == 0
    assert seen["options"] == {"seats": 3} and seen["game"] == "dominoes"
    assert all(h is None for h in seen["view"].get("hands", [None]))
    for seat in range(3):
        assert match.state_frame(doc, seat, engines)["view"] == DOMINOES.view(state, seat)


def test_the_cache_never_serves_a_state_of_a_record_that_lost_its_race() -> None:
    """Two writers decide different moves on one version; only the one that won is kept,
    and the cache, keyed by the record, gives each record its own state."""
    engines = Engines()
    doc, state = match.start(room(), 0, engines, seed=9)
    while len(DOMINOES.legal_moves(state)) < 2:  # past the opening (one legal tile, D3.1)
        doc, state = match.move(doc, DOMINOES.to_move(state),
                                req(DOMINOES.legal_moves(state)[0], doc["v"]), engines)
    engines.keep(doc["id"], doc["record"], state)
    mover = DOMINOES.to_move(state)
    a, b = DOMINOES.legal_moves(state)[:2]
    won, won_state = match.move(doc, mover, req(a, doc["v"]), engines)
    lost, _ = match.move(doc, mover, req(b, doc["v"]), engines)  # its write will lose
    assert won["v"] == lost["v"] and won["record"] != lost["record"]
    engines.keep(doc["id"], won["record"], won_state)
    other = Engines()
    for d in (won, lost):
        assert DOMINOES.view(engines.state(d["id"], "dominoes", d["record"]), 0) == \
            DOMINOES.view(other.state(d["id"], "dominoes", d["record"]), 0)


def test_a_state_is_reached_by_moves_from_a_kept_prefix_and_replayed_otherwise() -> None:
    engines, fresh = Engines(), Engines()
    doc, state = match.start(room(options={"mode": "block"}), 0, engines, seed=12)
    engines.keep(doc["id"], doc["record"], state)
    after = to_round_end(copy.deepcopy(doc), Engines())
    one, _ = match.move(after, 0, req("next", after["v"]), Engines())
    dealt, _ = match.move(one, 1, req("next", one["v"]), Engines())
    for d in (after, dealt):  # moves only; then a new deal (the head changed): replayed
        got = engines.state(d["id"], "dominoes", d["record"])
        want = fresh.state(d["id"], "dominoes", d["record"])
        assert DOMINOES.to_record(got) == DOMINOES.to_record(want) == d["record"]


def test_a_computer_move_that_waited_for_a_worker_thinks_for_what_is_left_of_its_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    """computers.choose: the wait for a worker comes off the budget, down to MIN_THINK_MS;
    a move asked for just now (or with no time given) has the whole budget."""
    import time

    from gamut_server import computers

    budgets: list[int] = []

    class Players:
        @staticmethod
        def choose(view: dict, level: str, seed: int, budget_ms: int) -> str:
            budgets.append(budget_ms)
            return "x"

    monkeypatch.setattr(core, "players", lambda game: Players)
    now = time.monotonic()
    computers.choose("hus", {}, "hard", 1, 400)
    computers.choose("hus", {}, "hard", 1, 400, now + 10)  # a clock a little ahead
    computers.choose("hus", {}, "hard", 1, 400, now - 0.3)
    computers.choose("hus", {}, "hard", 1, 400, now - 20)
    computers.choose("hus", {}, "hard", 1, 0, now - 20)  # 0: a fixed sample count, kept
    assert budgets[:2] == [400, 400]
    assert computers.MIN_THINK_MS <= budgets[2] <= 100
    assert budgets[3:] == [computers.MIN_THINK_MS, 0]


def test_no_version_of_a_room_changes_once_written(monkeypatch: pytest.MonkeyPatch) -> None:
    """rooms.write shares the record and the past matches with the version before (they are
    replaced whole, never changed in place): every version of two matches and a rematch,
    seats joined, ready, asked and gone, reads afterwards as it was written."""
    written: list[tuple[dict, str]] = []
    real = rooms.write

    def write(doc: dict, now: float | None = None) -> dict:
        written.append((doc, json.dumps(doc, sort_keys=True)))
        return real(doc, now)

    monkeypatch.setattr(rooms, "write", write)
    engines = Engines()
    doc, _ = match.start(room(seats=3, people=2, options={"target": 20}), 0, engines, seed=2)
    doc = play_out(doc, engines)
    doc, _ = match.rematch(doc, 0, {"target": 30}, engines)
    doc, _ = match.rematch(doc, 1, None, engines, seed=3)
    doc = play_out(doc, engines)
    doc = rooms.leave(doc, 1)
    assert len(written) > 40 and len(doc["past"]) == 1
    assert [json.dumps(d, sort_keys=True) for d, _ in written] == [s for _, s in written]


def test_a_rematch_with_some_options_changes_only_those() -> None:
    """The host's rematch options replace the keys they give; the room's others stay (a
    partial {"target": 30} keeps the mode; it reset it to the default before)."""
    engines = Engines()
    doc = play_out(match.start(room(seats=2, people=2, options={"mode": "block", "target": 20}),
                               0, engines, seed=5)[0], engines)  # fmt: skip
    doc, _ = match.rematch(doc, 0, {"target": 30}, engines)
    assert doc["options"] == {"mode": "block", "target": 30, "seats": 2}
    refused("bad_request", match.rematch, doc, 0, {"target": 10**6}, engines)
