"""The log's whole-entry window (web/js/ui/whole-lines.js, issue 17: nothing is cut off), on its
own: a list with room for 3 lines and 4 px (20 px a line, 2 px padding above and below) in a
column with a hint under it, its entries 1 to 4 lines high. Deterministic, unlike the log of a
random round (e2e/test_small_screens.py plays one)."""

from __future__ import annotations

from playwright.sync_api import Page

from pages.fit import settle

SETUP = """async (entries) => {
    const { wholeLines } = await import('./js/ui/whole-lines.js');
    document.getElementById('wl-test')?.remove();
    const box = document.createElement('div');
    box.id = 'wl-test';
    box.style.cssText = 'position:fixed;left:0;top:0;width:200px;height:88px;display:flex;'
        + 'flex-direction:column;background:#fff;z-index:99';
    const list = document.createElement('ol');
    list.style.cssText = 'flex:1 1 auto;min-height:0;margin:0;padding:2px 0;overflow-y:auto;'
        + 'list-style:none;line-height:20px;font-size:14px;white-space:pre-line;'
        + 'box-sizing:border-box';
    const hint = document.createElement('p');
    hint.style.cssText = 'flex:none;margin:0;height:20px;box-sizing:border-box';
    box.append(list, hint);
    document.body.append(box);
    for (const n of entries) {
        const li = document.createElement('li');
        li.textContent = Array.from({ length: n }, (_, i) => `line ${i + 1} of ${n}`).join('\\n');
        list.append(li);
    }
    wholeLines(list);
    window.wlList = list;
    window.wlHint = hint;
}"""

STATE = """() => {
    const list = window.wlList;
    const b = list.getBoundingClientRect();
    const top = b.top + 2, bottom = b.bottom - 2;
    const shown = [...list.children].map((li, i) => {
        const r = li.getBoundingClientRect();
        if (r.bottom <= top + 1 || r.top >= bottom - 1) return null;
        return [i, Math.round(r.top - top), Math.round(r.bottom - top)];
    }).filter(Boolean);
    return { window: Math.round(bottom - top), listTop: Math.round(b.top),
             hintTop: Math.round(window.wlHint.getBoundingClientRect().top), shown };
}"""


SCROLL_TO_TOP = """async () => {
    await document.fonts.ready;
    const l = window.wlList;
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    for (let i = 0; i < 5; i++) {
        await new Promise((done) => {
            l.addEventListener('scroll', () => setTimeout(done, 0), { once: true });
            l.scrollTop = 0;
        });
        await frame();
        await frame();
        if (l.scrollTop === 0) return i;
    }
    return -1;
}"""


def state(page: Page) -> dict:
    settle(page)  # the observers run before the next frame
    return page.evaluate(STATE)


def add(page: Page, lines: int) -> None:
    page.evaluate(
        "(n) => { const li = document.createElement('li');"
        " li.textContent = Array.from({ length: n }, (_, i) => `new ${i + 1}`).join('\\n');"
        " window.wlList.append(li); window.wlList.scrollTop = window.wlList.scrollHeight; }",
        lines,
    )  # fmt: skip


def test_entries_that_fit_keep_the_whole_window(page: Page) -> None:
    page.goto("/")
    page.evaluate(SETUP, [1, 2])
    shown = [[0, 0, 20], [1, 20, 60]]
    assert state(page) == {"window": 60, "listTop": 4, "hintTop": 68, "shown": shown}


def test_a_wrapped_entry_is_not_cut_to_its_last_line(page: Page) -> None:
    """1+3+2 lines in a 3-line room: the newest two lines only, the room above them left empty
    (the list moves down, the hint stays); then a 1-line entry: 2+1 lines, the whole room."""
    page.goto("/")
    page.evaluate(SETUP, [1, 3, 2])
    assert state(page) == {"window": 40, "listTop": 24, "hintTop": 68, "shown": [[2, 0, 40]]}
    add(page, 1)
    shown = [[2, 0, 40], [3, 40, 60]]
    assert state(page) == {"window": 60, "listTop": 4, "hintTop": 68, "shown": shown}


def test_an_entry_taller_than_the_room_shows_from_its_start(page: Page) -> None:
    page.goto("/")
    page.evaluate(SETUP, [1, 1, 4])
    assert state(page) == {"window": 60, "listTop": 4, "hintTop": 68, "shown": [[2, 0, 80]]}


def test_a_player_scrolled_up_is_left_where_they_are(page: Page) -> None:
    """Scrolled to the top by the player, a resize of the room does not move the list to its end."""
    page.goto("/")
    page.evaluate(SETUP, [1, 1, 1, 1, 1, 1])
    assert state(page)["shown"] == [[3, 0, 20], [4, 20, 40], [5, 40, 60]]
    # the player's scroll, and its event handled (a busy machine may take long for the frame);
    # a fit of the page's own (its font arriving) between the scroll and its event puts the
    # list back at its end, as it would for a player: then the player scrolls again
    tries = page.evaluate(SCROLL_TO_TOP)
    assert tries >= 0, "the list never stayed at its top"
    page.evaluate("() => { document.getElementById('wl-test').style.height = '108px'; }")
    shown = [[0, 0, 20], [1, 20, 40], [2, 40, 60], [3, 60, 80]]
    assert state(page) == {"window": 80, "listTop": 4, "hintTop": 88, "shown": shown}
