"""Online with friends (issue 13, the page side): two browsers and a computer seat in one room.

The room server is build.py's SiteServer with rooms in memory on a free port of its own and a
fast computer (``think_ms``). Each friend is a browser context of its own; every WebSocket
frame a page receives is kept and scanned: no tile of another seat's hand or of the boneyard
while a round runs, never another seat's token, the record only once the match is over.

GAMUT_SHOTS=DIR keeps the screenshots of the lobby and the table (390x844 and 1280x800).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from pages.fit import covered, fit, no_scroll, overlaps, settle
from pages.games import ONLINE_OFFERED
from pages.online import (
    BAR,
    PLAYERS_TURN,
    RECORD_SHOWN,
    Friend,
    RoutedFriend,
    check_frames,
    check_wuhsing_frames,
    create_room,
    dominoes_click,
    hus_click,
    join_room,
    last_view,
    play_dominoes_round,
    python_started,
    seat_names,
    shot,
    wait_people,
    wuhsing_click,
)
from pages.site import gamut_build


@pytest.fixture(scope="module")
def rooms_url(site_dir: Path) -> Iterator[str]:
    """The built site with rooms in memory; the computer seats move 20 ms apart."""
    server = gamut_build.SiteServer(site_dir, "127.0.0.1", 0, quiet=True, think_ms=20)
    server.start()
    yield server.url
    server.stop()


@pytest.fixture
def friends(
    open_page: Callable[[str], tuple[Page, object]], rooms_url: str
) -> Callable[[str], Friend]:
    return lambda name: _friend(open_page(rooms_url), name)


def _friend(opened: tuple[Page, object], name: str) -> Friend:
    page, log = opened
    return Friend(page, name, log)


def seated_states(friend: Friend) -> list[dict]:
    """The state frames since the page took its seat (an invite reads the room first)."""
    first = next(i for i, f in enumerate(friend.frames) if f["type"] == "joined")
    return [f for f in friend.frames[first:] if f["type"] == "state"]


def leave_by_new_match(friend: Friend, running: bool) -> None:
    """New match online: the page asks first (No keeps the room), then Yes leaves the room for
    the game against the computer, which needs Python only now."""
    page = friend.page
    question = (
        "Die Partie verlassen? Der Computer übernimmt deinen Platz"
        if running
        else "Den Raum verlassen? Deine Freunde können ohne dich weiterspielen."
    )
    page.locator("#btn-new").click()
    assert question in page.locator("#confirm-text").inner_text()
    # the buttons answer the question
    no, yes = (page.get_by_test_id(f"confirm-{b}").inner_text() for b in ("no", "yes"))
    assert (no, yes) == ("Bleiben", "Partie verlassen" if running else "Raum verlassen"), (no, yes)
    page.get_by_test_id("confirm-no").click()
    expect(page.locator("dialog[data-testid=confirm][open]")).to_have_count(0)
    assert page.get_by_test_id("online-bar").is_visible()  # still in the room
    page.locator("#btn-new").click()
    page.get_by_test_id("confirm-yes").click()
    page.get_by_test_id("online-bar").wait_for(state="hidden")
    page.wait_for_function("() => window.gamutPython.ready.then(() => true)", timeout=90_000)
    page.wait_for_function("() => window.gamutDebug?.view && window.gamutDebug.view.seat === 0")
    assert python_started(friend)


# ---- Dominoes -----------------------------------------------------------------------------


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
    # Bo read the room as a spectator before joining; every state since is seat 1's
    assert {s["you"] for s in seated_states(bo)} == {1}
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


def test_hus_game_between_two_friends_with_a_reload(friends: Callable[[str], Friend]) -> None:
    ada, bo = friends("Ada"), friends("Bo")
    link = create_room(ada, "/hus.html")
    assert ada.page.get_by_test_id("online-seat-count").is_hidden()  # Hus: two seats
    join_room(bo, link)
    ada.page.get_by_test_id("online-start").wait_for()
    wait_people(ada, 2)
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
        assert main.inner_text() == "Nochmal spielen"  # another match in the same room
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
    # the room's record is kept on each device with its finished matches (issue 28, replay)
    for seat, f in enumerate((ada, bo)):
        kept = f.page.evaluate(
            "() => JSON.parse(localStorage.getItem('gamut.v1.finished')).matches"
        )
        assert [(e["record"], e["source"], e["seat"]) for e in kept] == [(rec, "online", seat)]
        assert kept[0]["winners"] == f.view()["winners"]
    # New match once the game is over: asked, then back to the game against the computer
    leave_by_new_match(bo, running=False)
    # ... where Bo plays the room's match back, from their seat, to its last move
    bo.page.get_by_test_id("replay-open").click()
    bo.page.get_by_test_id("replay-entry").first.click()
    bo.page.get_by_test_id("replay-bar").wait_for()
    bo.page.keyboard.press("End")
    bo.page.wait_for_function(
        "n => window.gamutDebug.view.seat === 1 && window.gamutDebug.view.over"
        " && document.querySelector('[data-testid=replay-pos]').textContent.includes(String(n))",
        arg=len(rec["moves"]),
    )


# ---- Wu Hsing -----------------------------------------------------------------------------


def test_wuhsing_game_of_three_with_a_cut_connection(
    open_page: Callable[[str], tuple[Page, object]], rooms_url: str
) -> None:
    ada = Friend(open_page(rooms_url)[0], "Ada")
    bo = RoutedFriend(open_page(rooms_url)[0], "Bo")
    link = create_room(ada, "/wuhsing.html", seats=3)
    join_room(bo, link)
    wait_people(ada, 2)
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
            # read with the status itself: the socket may be back 0.5 s later
            expect_text = bo.page.wait_for_function(
                f"() => {BAR}.dataset.status === 'reconnecting'"
                " && document.querySelector('[data-testid=online-bar-status]').textContent"
            ).json_value()
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
    # Bo read the room as a spectator before joining; every state since is seat 1's
    assert {s["you"] for s in seated_states(bo)} == {1}
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
    wait_people(ada, 2)
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


def test_seat_notes_follow_a_change_of_language(friends: Callable[[str], Friend]) -> None:
    """A friend switching the page's language mid-match: the room bar's notes ("you", "to
    move") are in the new language at once, not in the old one until the next move."""
    ada, bo = friends("Ada"), friends("Bo")
    link = create_room(ada, "/", seats=2)
    join_room(bo, link)
    wait_people(ada, 2)
    ada.page.get_by_test_id("online-start").click()
    page = bo.page
    page.wait_for_function("() => window.gamutDebug?.view?.seats === 2")
    notes = "[data-testid=online-bar] .online-seat-note"
    page.wait_for_function(
        f"() => [...document.querySelectorAll('{notes}')].some((e) => e.textContent.includes('du'))"
    )
    page.locator("#lang-picker").select_option("ar")
    page.wait_for_function("() => document.documentElement.lang === 'ar'")
    texts = " ".join(page.locator(notes).all_inner_texts())
    assert "أنت" in texts, texts
    assert "du" not in texts and "am Zug" not in texts, texts


def test_a_broken_invite_link_says_the_room_does_not_exist(
    friends: Callable[[str], Friend],
) -> None:
    """An invite cut short when copied (an id the server refuses), one with no id, and a
    spectator's link to a room that never was: each page says the room does not exist (not
    "the server did not accept that", nor "you are no longer in this room", nor nothing) and
    plays against the computer behind the dialog, its address cleared."""
    link = create_room(friends("Ann"), "/hus.html")
    base = link.split("#")[0]
    for bad in (link[:-5], f"{base}#room=", f"{base}#watch={'z' * 22}"):
        page = friends("Eve").page
        page.goto(bad)
        gone = "Diesen Raum gibt es nicht (mehr)."
        expect(page.get_by_test_id("online-error")).to_have_text(gone)
        expect(page.get_by_test_id("online-dialog")).to_be_visible()
        page.wait_for_function("() => window.gamutPython.started")
        assert "#" not in page.url, page.url
        page.get_by_test_id("online-close").click()
        page.wait_for_function("() => document.getElementById('app').dataset.phase === 'human'")


# ---- a short phone held upright (320x568) in a room: the room's bar above takes height --------

SHORT_PHONE = {"width": 320, "height": 568}
LONG_NAME = "Maximilian-Alexander von Hohenzollern-Si"  # 40 characters, the most a name has


def test_hus_result_readable_in_a_room_on_a_short_phone(friends: Callable[[str], Friend]) -> None:
    """Hus online at 320x568, the game over: the room's bar (tally, record, leave) took all the
    height the result had under the board (0 px: nobody saw who won). The result lies over the
    board: whole on the screen, inside the felt, its title not covered, its last line reachable."""
    ann, bob = friends("Ann"), friends("Bob")
    for f in (ann, bob):
        f.page.set_viewport_size(SHORT_PHONE)
    link = create_room(ann, "/hus.html")
    join_room(bob, link)
    wait_people(ann, 2)
    ann.page.get_by_test_id("online-start").click()
    for f in (ann, bob):
        f.page.wait_for_function("() => window.gamutDebug?.view?.game === 'hus'")
    for _ in range(3000):
        va, vb = last_view(ann), last_view(bob)
        if va and vb and va["over"] and vb["over"]:
            break
        if not (hus_click(ann) or hus_click(bob)):
            ann.page.wait_for_timeout(30)
    else:
        raise AssertionError("the game did not end")
    for f in (ann, bob):
        page = f.page
        page.wait_for_function(RECORD_SHOWN)  # the bar at its tallest: tally and record
        page.get_by_test_id("game-title").wait_for()
        settle(page)
        out = page.evaluate(
            """() => {
                const box = (e) => e.getBoundingClientRect();
                const felt = box(document.getElementById('table'));
                const result = document.getElementById('result');
                const r = box(result);
                const top = {top: r.top, bottom: r.bottom, height: r.height};
                result.scrollTop = result.scrollHeight;
                const last = box(result.querySelector('.result-card').lastElementChild);
                return {felt: [felt.top, felt.bottom], result: top, last: [last.top, last.bottom],
                        end: box(result).bottom};
            }"""
        )
        res = out["result"]
        assert res["height"] >= 100, out  # was 0
        assert out["felt"][0] - 0.5 <= res["top"] and res["bottom"] <= out["felt"][1] + 0.5, out
        assert res["top"] - 0.5 <= out["last"][0] and out["last"][1] <= out["end"] + 0.5, out
        page.evaluate("() => { document.getElementById('result').scrollTop = 0; }")
        assert covered(page, "[data-testid=game-title]") == [], f.name
        assert fit(page, "[data-testid=result], [data-testid=main-button]") == [], f.name
        assert no_scroll(page) == [], f.name
        assert page.get_by_test_id("online-bar").is_visible()


def _hand_problems(friend: Friend) -> list[str]:
    """What of the log and its hint lies over the hand's tiles, and what covers a tile."""
    page = friend.page
    settle(page)
    return (
        overlaps(page, ".log-list, .log .hint", "[data-testid=hand-tile]")
        + covered(page, "[data-testid=hand-tile], [data-testid=main-button]")
        + fit(page, ".log .hint, [data-testid=hand-tile], [data-testid=main-button]")
        + no_scroll(page)
    )


def test_dominoes_hint_never_covers_the_hand_in_a_room_on_a_short_phone(
    friends: Callable[[str], Friend],
) -> None:
    """Dominoes online at 320x568, two seats, a name of 40 characters (its chip and its bar
    line wrap, the log's lines too): the room's bar took the height the log had, and its hint
    (two lines) was drawn over the hand's tiles. Nothing overlaps: at the deal, and each time
    a player has to draw."""
    max_, bob = friends(LONG_NAME), friends("Bob")
    for f in (max_, bob):
        f.page.set_viewport_size(SHORT_PHONE)
    link = create_room(max_, "/", seats=2)
    join_room(bob, link)
    wait_people(max_, 2)
    max_.page.get_by_test_id("online-start").click()
    for f in (max_, bob):
        f.page.wait_for_function(
            "() => window.gamutDebug?.view?.game === 'dominoes'"
            " && document.querySelectorAll('[data-testid=hand-tile]').length === 7"
            " && document.querySelector('.log .hint')?.textContent.trim()"
        )
        assert _hand_problems(f) == [], f.name
    draws = 0
    for _ in range(400):
        views = [last_view(f) for f in (max_, bob)]
        if all(v and (v["round_over"] or v["over"]) for v in views) or draws >= 2:
            break
        moved = False
        for f in (max_, bob):
            v = last_view(f)
            main = f.page.get_by_test_id("main-button")
            if v and v["to_move"] == v["seat"] and not v["round_over"]:
                f.page.wait_for_function(PLAYERS_TURN)
                if main.get_attribute("data-action") == "draw":
                    draws += 1
                    assert _hand_problems(f) == [], f"{f.name}, to draw"
            moved = dominoes_click(f) or moved
        if not moved:
            max_.page.wait_for_timeout(40)
