"""Online with friends (issue 13, the page side): two browsers and a computer seat in one room.

The room server is build.py's SiteServer with rooms in memory on a free port of its own and a
fast computer (``think_ms``). Each friend is a browser context of its own; every WebSocket
frame a page receives is kept and scanned: no tile of another seat's hand or of the boneyard
while a round runs, never another seat's token, the record only once the match is over.

GAMUT_SHOTS=DIR keeps the screenshots of the lobby and the table (390x844 and 1280x800).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, WebSocket, WebSocketRoute, expect

from pages.games import ONLINE_OFFERED
from pages.site import gamut_build

TILES = {f"{a}-{b}" for a in range(7) for b in range(a, 7)}
TILE = re.compile(r"(?<![\d-])([0-6]-[0-6])(?![\d-])")
PHONE = {"width": 390, "height": 844}
BAR = "document.querySelector('[data-testid=online-bar]')"
RECORD_SHOWN = "() => !document.querySelector('[data-testid=online-record]').hidden"
PLAYERS_TURN = "() => document.getElementById('app').dataset.phase === 'human'"
DESKTOP = {"width": 1280, "height": 800}


@pytest.fixture(scope="module")
def rooms_url(site_dir: Path) -> Iterator[str]:
    """The built site with rooms in memory; the computer seats move 20 ms apart."""
    server = gamut_build.SiteServer(site_dir, "127.0.0.1", 0, quiet=True, think_ms=20)
    server.start()
    yield server.url
    server.stop()


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


@pytest.fixture
def friends(
    open_page: Callable[[str], tuple[Page, object]], rooms_url: str
) -> Callable[[str], Friend]:
    return lambda name: _friend(open_page(rooms_url), name)


def _friend(opened: tuple[Page, object], name: str) -> Friend:
    page, log = opened
    return Friend(page, name, log)


def python_started(friend: Friend) -> bool:
    """Whether the page started Python (core/python.js created its worker). The service
    worker may still fetch Python's files to keep them for offline play: that starts nothing."""
    return friend.page.evaluate("() => window.gamutPython.started")


def leave_by_new_match(friend: Friend, running: bool) -> None:
    """New match online: the page asks first (No keeps the room), then Yes leaves the room for
    the game against the computer, which needs Python only now."""
    page = friend.page
    question = (
        "Den Raum verlassen? Der Computer übernimmt deinen Platz"
        if running
        else "Den Raum verlassen und zurück zu deiner Partie gegen den Computer?"
    )
    page.locator("#btn-new").click()
    assert question in page.locator("#confirm-text").inner_text()
    page.get_by_test_id("confirm-no").click()
    page.wait_for_timeout(300)
    assert page.get_by_test_id("online-bar").is_visible()  # still in the room
    page.locator("#btn-new").click()
    page.get_by_test_id("confirm-yes").click()
    page.get_by_test_id("online-bar").wait_for(state="hidden")
    page.wait_for_function("() => window.gamutPython.ready.then(() => true)", timeout=90_000)
    page.wait_for_function("() => window.gamutDebug?.view && window.gamutDebug.view.seat === 0")
    assert python_started(friend)


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


def seat_names(page: Page) -> list[str]:
    names = "[data-testid=online-dialog] [data-testid=online-seat] .online-seat-name"
    return page.locator(names).all_inner_texts()


def running_views(friend: Friend, others: list[Friend]) -> Iterator[tuple[dict, dict, str]]:
    """What every frame to `friend` must keep (no other seat's token, no seed or deals, the
    whole record only after the match is over); yields (frame, view, frame as JSON text) of each
    state frame while the match runs. Consume it whole: the record's check comes at its frame."""
    tokens = {f["token"] for o in others for f in o.frames if f["type"] == "joined"}
    assert tokens, "the other friends' tokens were not seen"
    over_at = None
    for i, f in enumerate(friend.frames):
        text = json.dumps(f)
        for tok in tokens:
            assert tok not in text, f"{friend.name} received another seat's token"
        if f["type"] == "record":
            assert over_at is not None and over_at < i, "the record came before the end"
            continue
        assert '"seed"' not in text and '"deals"' not in text, f"{friend.name}: {text[:200]}"
        if f["type"] != "state" or not f["view"]:
            continue
        if f["view"]["over"]:
            over_at = i if over_at is None else over_at
            continue
        yield f, f["view"], text


def check_frames(friend: Friend, others: list[Friend], tiles: bool) -> None:
    """No frame to `friend` holds what its seat may not see."""
    for f, v, text in running_views(friend, others):
        if not tiles or v.get("round_over"):
            continue
        assert v["seat"] == f["you"]
        hands = v.get("hands") or []
        assert all(h is None for i, h in enumerate(hands) if i != f["you"]), hands
        seen = set(v["hand"]) | {e["tile"] for e in v["line"]}
        hidden = TILES - seen
        leaked = set(TILE.findall(text)) & hidden
        assert not leaked, f"{friend.name} (seat {f['you']}) saw {leaked} in {text[:300]}"


def last_view(friend: Friend) -> dict | None:
    """The view of the last state frame the page received (the page draws it on arrival)."""
    states = friend.states()
    return states[-1]["view"] if states else None


# ---- Dominoes -----------------------------------------------------------------------------


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


def test_dominoes_round_with_a_friend_and_the_computer(friends: Callable[[str], Friend]) -> None:
    ada, bo = friends("Ada"), friends("Bo")
    link = create_room(ada, "/", seats=3)
    assert seat_names(ada.page)[0] == "Ada"
    shot(ada.page, "lobby-host")
    join_room(bo, link)
    ada.page.wait_for_function(
        "() => [...document.querySelectorAll('[data-testid=online-dialog] .online-seat-name')]"
        ".map((e) => e.textContent).join('|').startsWith('Ada|Bo|')"
    )
    assert bo.page.get_by_test_id("online-start").is_hidden()  # only the host starts
    expect(ada.page.get_by_test_id("online-hint")).to_have_text(
        "Du kannst jetzt starten: Der Computer übernimmt die freien Plätze."
    )
    expect(bo.page.get_by_test_id("online-hint")).to_have_text("Warten, bis der Gastgeber startet.")
    # before the start the tables show the room's seats: the names, or a free seat
    chips = "#seats .seat .seat-name"
    ada.page.wait_for_function(
        f"() => [...document.querySelectorAll('{chips}')].map((e) => e.textContent).join('|')"
        " === 'Du|Bo|Freier Platz'"
    )
    assert bo.page.locator(chips).all_inner_texts() == ["Ada", "Du", "Freier Platz"]
    shot(bo.page, "lobby-friend")
    ada.page.get_by_test_id("online-start").click()  # early: the third seat goes to the computer

    for f, seat in ((ada, 0), (bo, 1)):
        f.page.wait_for_function("() => window.gamutDebug?.view?.seats === 3")
        v = f.view()
        assert v["seat"] == seat and len(v["hand"]) == 5
        kinds = f.page.locator("[data-testid=online-bar] [data-testid=online-seat]").evaluate_all(
            "els => els.map((e) => e.dataset.kind)"
        )
        assert kinds == ["human", "human", "computer"]
    # the seat chips of the table carry the friends' names
    assert "Ada" in bo.page.get_by_test_id("seats").inner_text()
    shot(bo.page, "table-friend")

    cut = {"done": False}

    def cut_once(n: int) -> None:
        # mid-round, Bo's connection is cut: the bar says so, and Bo comes back to seat 1
        if n != 4 or cut["done"]:
            return
        cut["done"] = True
        bo.page.evaluate("() => window.gamutOnlineDebug.dropConnection()")
        bo.page.wait_for_function(f"() => {BAR}.dataset.status === 'reconnecting'")
        bo.page.wait_for_function(
            f"() => {BAR}.dataset.status === 'open'",
            timeout=15_000,
        )

    made = play_dominoes_round([ada, bo], cut_once)
    assert cut["done"] and made > 4
    assert bo.view()["seat"] == 1
    for f in (ada, bo):
        v = f.view()
        assert v["round_over"] or v["over"]
    check_frames(ada, [bo], tiles=True)
    check_frames(bo, [ada], tiles=True)
    # every state was for the same two seats, reconnection included
    assert {s["you"] for s in bo.states()} == {1}
    assert sum(1 for f in bo.frames if f["type"] == "joined") == 1  # came back with hello
    # Bo came by the invite: online play started no Python in Bo's page
    assert not python_started(bo)
    # New match in the middle of the match: asked first, then Bo leaves and the computer
    # takes seat 1 in the room
    leave_by_new_match(bo, running=True)
    ada.page.wait_for_function(
        "() => document.querySelector('[data-testid=online-bar] [data-seat=\"1\"]')"
        "?.dataset.kind === 'computer'"
    )


# ---- Hus ----------------------------------------------------------------------------------


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


def test_hus_game_between_two_friends_with_a_reload(friends: Callable[[str], Friend]) -> None:
    ada, bo = friends("Ada"), friends("Bo")
    link = create_room(ada, "/hus.html")
    assert ada.page.get_by_test_id("online-seat-count").is_hidden()  # Hus: two seats
    join_room(bo, link)
    ada.page.get_by_test_id("online-start").wait_for()
    ada.page.wait_for_function(
        "() => document.querySelectorAll('[data-testid=online-dialog] [data-kind=human]')"
        ".length === 2"
    )
    # every seat taken: the host's hint says so (no free seats for the computer)
    expect(ada.page.get_by_test_id("online-hint")).to_have_text(
        "Alle Plätze sind besetzt: starte, wenn ihr bereit seid."
    )
    ada.page.get_by_test_id("online-start").click()
    for f in (ada, bo):
        f.page.wait_for_function("() => window.gamutDebug?.view?.game === 'hus'")
    # North (Bo) sees the board turned: their own rows at the bottom
    rows = bo.page.locator("#rows .hus-row").evaluate_all(
        "els => els.map((e) => e.classList.contains('row-mine'))"
    )
    assert rows == [False, False, True, True]
    shot(bo.page, "hus-table-friend")

    reloaded = False
    for i in range(3000):
        va, vb = last_view(ada), last_view(bo)
        if va and vb and va["over"] and vb["over"]:
            break
        moved = hus_click(ada) or hus_click(bo)
        if not moved:
            ada.page.wait_for_timeout(30)
        if moved and not reloaded and i > 6:
            # a reload in the middle comes back to the same seat
            reloaded = True
            bo.page.reload()
            bo.page.wait_for_function("() => window.gamutDebug?.view?.game === 'hus'")
            assert bo.view()["seat"] == 1
    else:
        raise AssertionError("the game did not end")
    assert reloaded
    for f in (ada, bo):
        f.page.wait_for_function(RECORD_SHOWN)
        winners = f.view()["winners"]
        assert len(winners) == 1
    check_frames(ada, [bo], tiles=False)
    check_frames(bo, [ada], tiles=False)
    # every text names the friend, never the computer: the result card, the last move, the
    # rows of the other side
    shot(ada.page, "hus-result-host")
    for f, other in ((ada, "Bo"), (bo, "Ada")):
        card = f.page.get_by_test_id("result").inner_text()
        assert other in card and "Computer" not in card, card
        rows = f.page.locator("#rows .hus-row.row-theirs").evaluate_all(
            "els => els.map((e) => e.getAttribute('aria-label'))"
        )
        assert sorted(rows) == [f"{other}, innere Reihe", f"{other}, äußere Reihe"]
        pit = f.page.locator("#rows .row-theirs .pit").first.get_attribute("aria-label")
        assert pit.startswith(f"{other}, ")
        main = f.page.get_by_test_id("main-button")
        assert main.inner_text() == "Gegen den Computer spielen"
    last = last_view(ada)["last"]
    line = (ada if last["seat"] == 1 else bo).page.get_by_test_id("last-move").inner_text()
    assert line.startswith("Bo spielt" if last["seat"] == 1 else "Ada spielt"), line
    assert not python_started(bo)  # Bo came by the invite: no Python while online
    # the record, downloadable at the end, is the whole game
    with ada.page.expect_download() as dl:
        ada.page.get_by_test_id("online-record").click()
    rec = json.loads(Path(dl.value.path()).read_text())
    assert rec["game"] == "hus" and len(rec["moves"]) >= 8
    # online matches count apart from those against the computer, under no level (the
    # computer seat, if any, plays at the host's level, not at each player's own)
    for seat, f in enumerate((ada, bo)):
        stats = f.page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1')).stats")
        won = int(seat in f.view()["winners"])
        assert stats["online-hus"] == {"all": {"won": won, "played": 1}}
        assert "hus" not in stats or sum(e["played"] for e in stats["hus"].values()) == 0
    # New match once the game is over: asked, then back to the game against the computer
    leave_by_new_match(bo, running=False)


# ---- Wu Hsing -----------------------------------------------------------------------------

COLOURS = "WFHME"
WX_TILES = {f"{a}-{b}" for i, a in enumerate(COLOURS) for b in COLOURS[i:]} | {
    f"{b}-{a}" for i, a in enumerate(COLOURS) for b in COLOURS[i:]
}
WX_TILE = re.compile(r"(?<![A-Z@-])([WFHME]-[WFHME])(?![A-Z@-])")


def kind(tile: str) -> str:
    """A Wu Hsing tile's kind: its two colours in a fixed order (W-H and H-W are one kind)."""
    a, b = tile.split("-")
    return "-".join(sorted((a, b), key=COLOURS.index))


def check_wuhsing_frames(friend: Friend, others: list[Friend]) -> int:
    """No frame to `friend` while the game runs holds a tile of a kind its seat cannot see.

    What seat S may see (closed hands, W8.2): its own rack, the tiles on the board and the
    racks shown by a pass (W6.2). Every other kind is hidden from S: the other racks and the
    unseen tile in the box hold only such tiles, so a spelling of a hidden kind anywhere in the
    frame is a leak. Returns how many running-game state frames were scanned."""
    scanned = 0
    for f, v, text in running_views(friend, others):
        scanned += 1
        you = f["you"]
        assert v["seat"] == you and not v["open_hands"]
        shown_by_pass = set(v["passed"])
        for s, hand in enumerate(v["hands"]):
            assert hand is None or s == you or s in shown_by_pass, (s, hand)
        assert isinstance(v["box"], int) and "box_tiles" not in v or v.get("box_tiles") is None
        seen = {kind(t) for t in v["hand"]} | {kind(t["tile"]) for t in v["tiles"]}
        for e in v["history"]:
            seen |= {kind(t) for t in e.get("hand") or []}
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
    page.wait_for_function(PLAYERS_TURN)
    before = len(friend.states())
    main = page.get_by_test_id("main-button")
    if main.get_attribute("data-action") == "pass":
        main.click()
    else:
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


def test_wuhsing_game_of_three_with_a_cut_connection(
    open_page: Callable[[str], tuple[Page, object]], rooms_url: str
) -> None:
    ada = Friend(open_page(rooms_url)[0], "Ada")
    bo = RoutedFriend(open_page(rooms_url)[0], "Bo")
    link = create_room(ada, "/wuhsing.html", seats=3)
    join_room(bo, link)
    ada.page.wait_for_function(
        "() => document.querySelectorAll('[data-testid=online-dialog] [data-kind=human]')"
        ".length === 2"
    )
    assert seat_names(ada.page) == ["Ada", "Bo", "Freier Platz"]
    shot(ada.page, "wuhsing-lobby-host")
    ada.page.get_by_test_id("online-start").click()  # the third seat goes to the computer
    for f, seat in ((ada, 0), (bo, 1)):
        f.page.wait_for_function("() => window.gamutDebug?.view?.game === 'wuhsing'")
        v = f.view()
        assert v["seat"] == seat and v["seats"] == 3 and not v["open_hands"]
        assert len(v["hand"]) == 9  # W1.2: 30 tiles, the start square's two and one in the box
        assert [h is None for h in v["hands"]] == [i != seat for i in range(3)]
        chips = f.page.locator("#seats .seat .seat-name").all_inner_texts()
        assert chips == (["Du", "Bo", "Computer"] if seat == 0 else ["Ada", "Du", "Computer"])
    shot(bo.page, "wuhsing-table-friend")

    cut = False
    for _ in range(400):
        va, vb = last_view(ada), last_view(bo)
        if va and vb and va["over"] and vb["over"]:
            break
        moved = wuhsing_click(ada) or wuhsing_click(bo)
        if not moved:
            ada.page.wait_for_timeout(30)
        if moved and not cut and len(vb["history"]) >= 6:
            # mid-game the network drops Bo's connection: the bar says so, Bo comes back to
            # the same seat and the game goes on
            cut = True
            sockets = len(bo.routes)
            bo.cut()
            bo.page.wait_for_function(f"() => {BAR}.dataset.status === 'reconnecting'")
            expect_text = bo.page.get_by_test_id("online-bar-status").inner_text()
            assert expect_text == "Verbindung verloren – verbinde neu …"
            bo.page.wait_for_function(f"() => {BAR}.dataset.status === 'open'", timeout=15_000)
            assert len(bo.routes) == sockets + 1
            assert bo.view()["seat"] == 1
    else:
        raise AssertionError("the game did not end")
    assert cut
    for f in (ada, bo):
        f.page.wait_for_function(RECORD_SHOWN)
        v = f.view()
        assert v["over"] and v["winners"]
        rows = f.page.get_by_test_id("final-row")
        assert rows.count() == 3
        names = f.page.locator("[data-testid=final-row] td.name").all_inner_texts()
        assert names == (["Du", "Bo", "Computer"] if f is ada else ["Ada", "Du", "Computer"])
    shot(bo.page, "wuhsing-result-friend")
    assert check_wuhsing_frames(ada, [bo]) > 5
    assert check_wuhsing_frames(bo, [ada]) > 5
    assert {s["you"] for s in bo.states()} == {1}
    assert sum(1 for f in bo.frames if f["type"] == "joined") == 1  # came back with hello
    # the record at the end is the whole game, dealt by the server
    rec = next(f["record"] for f in ada.frames if f["type"] == "record")
    assert rec["game"] == "wuhsing" and rec["options"]["players"] == 3
    assert len(rec["deals"][0]["box"]) == 1


def test_room_dialog_starts_from_the_settings_players(friends: Callable[[str], Friend]) -> None:
    """Issue 14: the room dialog's Players starts from the number chosen in the settings, and
    "Play against" offers online with friends (choosing it opens the room dialog)."""
    page = friends("Ada").page
    page.goto("/wuhsing.html")
    page.wait_for_function(ONLINE_OFFERED)
    page.locator("#btn-settings").click()
    page.get_by_test_id("set-players").select_option("3")
    page.get_by_test_id("set-against").select_option("online")
    expect(page.get_by_test_id("online-seat-count")).to_be_visible()
    expect(page.get_by_test_id("online-seat-count")).to_have_value("3")
    # choosing online changes nobody's seat: Play against is the computer still
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1')).settings.wuhsing")
    assert saved["players"] == 3
    assert saved.get("seat1", "computer") == "computer"


def test_two_computer_seats_have_one_name_on_every_screen(
    friends: Callable[[str], Friend],
) -> None:
    """Four seats, two friends: the computer's two seats are "Computer 1" and "Computer 2" in
    seat order, the same on both screens (not two seats both called "Computer")."""
    ada, bo = friends("Ada"), friends("Bo")
    link = create_room(ada, "/", seats=4)
    join_room(bo, link)
    ada.page.wait_for_function(
        "() => document.querySelectorAll('[data-testid=online-dialog] [data-kind=human]')"
        ".length === 2"
    )
    ada.page.get_by_test_id("online-start").click()
    chips = "#seats .seat .seat-name"
    for f, names in ((ada, "Du|Bo"), (bo, "Ada|Du")):
        f.page.wait_for_function("() => window.gamutDebug?.view?.seats === 4")
        f.page.wait_for_function(
            f"() => [...document.querySelectorAll('{chips}')].map((e) => e.textContent)"
            f".join('|') === '{names}|Computer 1|Computer 2'"
        )
        bar = "[data-testid=online-bar] .online-seat-name"
        assert f.page.locator(bar).all_inner_texts()[2:] == ["Computer 1", "Computer 2"]
