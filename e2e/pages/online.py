"""Online rooms in the browser, shared by the online e2e tests (test_online.py,
test_online_evening.py): friends as browser contexts that keep every frame their page
received, rooms created and joined through the room dialog, moves by clicking, and the
checks that no frame shows a seat what it may not see (spectators' frames included).

GAMUT_SHOTS=DIR keeps screenshots (``shot``) at phone and desktop size.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path

from playwright.sync_api import Page, WebSocket, WebSocketRoute

from pages.games import ONLINE_OFFERED

TILES = {f"{a}-{b}" for a in range(7) for b in range(a, 7)}
TILE = re.compile(r"(?<![\d-])([0-6]-[0-6])(?![\d-])")
PHONE = {"width": 390, "height": 844}
BAR = "document.querySelector('[data-testid=online-bar]')"
RECORD_SHOWN = "() => !document.querySelector('[data-testid=online-record]').hidden"
PLAYERS_TURN = "() => document.getElementById('app').dataset.phase === 'human'"
DESKTOP = {"width": 1280, "height": 800}


COLOURS = "WFHME"
WX_TILES = {f"{a}-{b}" for i, a in enumerate(COLOURS) for b in COLOURS[i:]} | {
    f"{b}-{a}" for i, a in enumerate(COLOURS) for b in COLOURS[i:]
}
WX_TILE = re.compile(r"(?<![A-Z@-])([WFHME]-[WFHME])(?![A-Z@-])")


class Friend:
    """One browser (a context of its own) at the table, and every frame its page received."""

    def __init__(self, page: Page, name: str, log: object = None) -> None:
        self.page = page
        self.name = name
        self.log = log  # conftest's PageLog: every request of the page and its workers
        self.frames: list[dict] = []
        page.on("websocket", self._watch)
        page.emulate_media(reduced_motion="reduce")  # no sowing animation to wait for

    def _watch(self, ws: WebSocket) -> None:
        def take(payload: str | bytes) -> None:
            self.frames.append(json.loads(payload))

        ws.on("framereceived", take)

    def states(self) -> list[dict]:
        return [f for f in self.frames if f["type"] == "state"]

    def view(self) -> dict | None:
        return self.page.evaluate("() => window.gamutDebug ? window.gamutDebug.view : null")

    def wait_states(self, more_than: int, timeout_ms: int = 15_000) -> None:
        """Pump the page's events until more than `more_than` state frames came in."""
        waited = 0
        while len(self.states()) <= more_than:
            assert waited < timeout_ms, f"{self.name}: no new state in {timeout_ms} ms"
            self.page.wait_for_timeout(25)
            waited += 25


def shot(page: Page, name: str) -> None:
    """Screenshots at phone and desktop size into GAMUT_SHOTS, when it is set."""
    out = os.environ.get("GAMUT_SHOTS")
    if not out:
        return
    Path(out).mkdir(parents=True, exist_ok=True)
    for label, size in (("phone", PHONE), ("desktop", DESKTOP)):
        page.set_viewport_size(size)
        page.wait_for_timeout(150)
        page.screenshot(path=str(Path(out) / f"{name}-{label}.png"))
    page.set_viewport_size(DESKTOP)


def python_started(friend: Friend) -> bool:
    """Whether the page started Python (core/python.js created its worker). The service
    worker may still fetch Python's files to keep them for offline play: that starts nothing."""
    return friend.page.evaluate("() => window.gamutPython.started")


def create_room(host: Friend, path: str, seats: int | None = None) -> str:
    """The host opens `path`, creates a room from the settings; returns the invite link."""
    page = host.page
    page.goto(path)
    # the game's module is running and the server answered /online/health
    page.wait_for_function(ONLINE_OFFERED)
    page.locator("#btn-settings").click()
    page.get_by_test_id("set-against").select_option("online")
    page.get_by_test_id("online-name").fill(host.name)
    if seats is not None:
        page.get_by_test_id("online-seat-count").select_option(str(seats))
    page.get_by_test_id("online-create").click()
    invite = page.get_by_test_id("online-invite")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=online-invite]')?.value.includes('#room=')"
    )
    link = invite.input_value()
    assert re.fullmatch(rf"{re.escape(page.url.split('#')[0])}#room=[A-Za-z0-9_-]{{22,}}", link)
    assert page.url == link  # the host's own address names the room too (a reload comes back)
    return link


def join_room(friend: Friend, link: str) -> None:
    page = friend.page
    page.goto(link)
    page.get_by_test_id("online-name").fill(friend.name)
    page.get_by_test_id("online-join").click()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=online-dialog]')?.dataset.mode === 'room'"
    )


def wait_people(host: Friend, people: int) -> None:
    """Until the host's room dialog lists ``people`` people's seats (those who joined)."""
    host.page.wait_for_function(
        "(n) => document.querySelectorAll('[data-testid=online-dialog] [data-kind=human]')"
        ".length === n",
        arg=people,
    )


def seat_names(page: Page) -> list[str]:
    names = "[data-testid=online-dialog] [data-testid=online-seat] .online-seat-name"
    return page.locator(names).all_inner_texts()


def running_views(friend: Friend, others: list[Friend]) -> Iterator[tuple[dict, dict, str]]:
    """What every frame to `friend` must keep (no other seat's token, no seed or deals, each
    match's whole record only after that match is over, one record a match); yields (frame,
    view, frame as JSON text) of each state frame while a match runs (every match of the room:
    rematches too). Consume it whole: the record's check comes at its frame."""
    tokens = {f["token"] for o in others for f in o.frames if f["type"] == "joined"}
    assert tokens, "the other friends' tokens were not seen"
    over = False  # the match of the last state frame is over, and its record may come
    recorded = False
    for f in friend.frames:
        text = json.dumps(f)
        for tok in tokens:
            assert tok not in text, f"{friend.name} received another seat's token"
        if f["type"] == "record":
            assert over and not recorded, f"{friend.name}: a record before the end, or twice"
            recorded = True
            continue
        assert '"seed"' not in text and '"deals"' not in text, f"{friend.name}: {text[:200]}"
        if f["type"] != "state" or not f["view"]:
            continue
        if f["view"]["over"]:
            over = True
            continue
        if over:  # the next match in the room
            over = recorded = False
        yield f, f["view"], text


def check_frames(friend: Friend, others: list[Friend], tiles: bool) -> None:
    """No frame to `friend` holds what its seat may not see."""
    for f, v, text in running_views(friend, others):
        if not tiles or v.get("round_over"):
            continue
        assert v["seat"] == f["you"]  # a spectator's (you: null) is the public view
        hands = v.get("hands") or []
        assert all(h is None for i, h in enumerate(hands) if i != f["you"]), hands
        seen = set(v.get("hand") or []) | {e["tile"] for e in v["line"]}
        hidden = TILES - seen
        leaked = set(TILE.findall(text)) & hidden
        assert not leaked, f"{friend.name} (seat {f['you']}) saw {leaked} in {text[:300]}"


def last_view(friend: Friend) -> dict | None:
    """The view of the last state frame the page received (the page draws it on arrival)."""
    states = friend.states()
    return states[-1]["view"] if states else None


def dominoes_click(friend: Friend) -> bool:
    """One move of `friend` by clicking when the table is theirs; False when it is not."""
    page = friend.page
    v = last_view(friend)
    if not v or v["over"] or v["round_over"] or v["to_move"] != v["seat"]:
        return False
    page.wait_for_function(PLAYERS_TURN)
    before = len(friend.states())
    main = page.get_by_test_id("main-button")
    if main.get_attribute("data-action") in ("draw", "pass"):
        main.click()
    else:
        page.locator("[data-testid=hand-tile][data-playable=true]").first.click()
        page.wait_for_timeout(30)
        choice = page.get_by_test_id("end-choice")
        if choice.count():
            choice.first.click()
    friend.wait_states(before)
    return True


def play_dominoes_round(
    players: list[Friend], moves_before: Callable[[int], None] | None = None
) -> int:
    """Click until the round is over; `moves_before(n)` runs before the n-th human move."""
    made = 0
    for _ in range(2000):
        views = [last_view(p) for p in players]
        if all(v and (v["round_over"] or v["over"]) for v in views):
            return made
        moved = False
        for p in players:
            if moves_before:
                moves_before(made)
            if dominoes_click(p):
                made += 1
                moved = True
        if not moved:
            players[0].page.wait_for_timeout(40)
    raise AssertionError("the round did not end")


def hus_click(friend: Friend) -> bool:
    """One sowing of `friend` by clicking a pit when it is their turn; False when it is not."""
    v = last_view(friend)
    if not v or v["over"] or v["to_move"] != v["seat"] or not v["legal"]:
        return False
    before = len(friend.states())
    pit = f"[data-testid=pit][data-owner='{v['seat']}'][data-name='{v['legal'][0]}']"
    friend.page.locator(pit).click()
    friend.wait_states(before)
    return True


def kind(tile: str) -> str:
    """A Wu Hsing tile's kind: its two colours in a fixed order (W-H and H-W are one kind)."""
    a, b = tile.split("-")
    return "-".join(sorted((a, b), key=COLOURS.index))


def check_wuhsing_frames(friend: Friend, others: list[Friend]) -> int:
    """No frame to `friend` while the game runs holds a tile of a kind its seat cannot see.

    What seat S may see (closed hands, W8.2): its own rack, the tiles on the board, the
    racks shown by a pass (W6.2) and, in the 15-tile variants, the kinds every rack is known
    to hold (`known`). Every other kind is hidden from S: the other racks and the
    unseen tile in the box hold only such tiles, so a spelling of a hidden kind anywhere in the
    frame is a leak. Returns how many running-game state frames were scanned."""
    scanned = 0
    for f, v, text in running_views(friend, others):
        scanned += 1
        you = f["you"]  # None: a spectator, who sees no rack
        assert v["seat"] == you and not v["open_hands"]
        shown_by_pass = set(v["passed"])
        for s, hand in enumerate(v["hands"]):
            assert hand is None or s == you or s in shown_by_pass, (s, hand)
        assert isinstance(v["box"], int) and "box_tiles" not in v or v.get("box_tiles") is None
        seen = {kind(t) for t in v.get("hand") or []} | {kind(t["tile"]) for t in v["tiles"]}
        for e in v["history"]:
            seen |= {kind(t) for t in e.get("hand") or []}
        # the 15-tile variants: every rack is one tile of each kind, known to all (`known`)
        for rack in v.get("known") or []:
            seen |= {kind(t) for t in rack or []}
        leaked = {kind(t) for t in WX_TILE.findall(text)} - seen
        assert not leaked, f"{friend.name} (seat {you}) saw {leaked} in {text[:300]}"
    return scanned


def wuhsing_click(friend: Friend) -> bool:
    """One turn of `friend` by clicking when it is theirs: Pass when the main button says so,
    else the first highlighted tile of the rack and the first spot shown; False otherwise."""
    page = friend.page
    v = last_view(friend)
    if not v or v["over"] or v["to_move"] != v["seat"] or not v["legal"]:
        return False
    # the player's turn, or a tile still chosen from a click whose spot did not take
    page.wait_for_function(
        "() => ['human', 'choose'].includes(document.getElementById('app').dataset.phase)"
    )
    before = len(friend.states())
    main = page.get_by_test_id("main-button")
    if main.get_attribute("data-action") == "pass":
        main.click()
    else:
        if page.eval_on_selector("#app", "e => e.dataset.phase") == "human":
            page.locator("[data-testid=hand-tile][data-playable=true]").first.click()
        page.locator("[data-testid=spot]").first.click()
    friend.wait_states(before)
    return True


class RoutedFriend(Friend):
    """A friend whose socket runs through Playwright's route_web_socket: the test can cut the
    connection as a network would (the page side is closed) and sees every frame it got."""

    def __init__(self, page: Page, name: str) -> None:
        self.routes: list[WebSocketRoute] = []
        super().__init__(page, name)
        page.route_web_socket(re.compile(r"/ws$"), self._route)

    def _watch(self, ws: WebSocket) -> None:
        pass  # the route below sees every frame

    def _route(self, ws: WebSocketRoute) -> None:
        server = ws.connect_to_server()

        def down(message: str | bytes) -> None:
            self.frames.append(json.loads(message))
            ws.send(message)

        server.on_message(down)
        ws.on_message(lambda message: server.send(message))
        self.routes.append(ws)

    def cut(self) -> None:
        """Close the page's socket (the server sees its side go too)."""
        self.routes[-1].close(code=4000, reason="cut")
