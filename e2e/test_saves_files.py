"""Saves as files (issue 7): export everything and the running game from the settings dialog,
clear the browser's storage, import the file, and find the statistics and the game again; a
broken file is refused plainly and changes nothing."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect

STATS = {"easy": {"won": 3, "played": 5}, "medium": {"won": 1, "played": 2},
         "hard": {"won": 0, "played": 1}}  # fmt: skip


def open_ready(page: Page, wait_python_ready: Callable[..., dict]) -> None:
    """Python ready and the table at rest: the record read now stays (the computer is not
    about to make the match's opening move)."""
    wait_python_ready(page)
    page.wait_for_function(
        "() => window.gamutDebug && window.gamutDebug.record && ['human', 'round-over',"
        " 'match-over'].includes(document.getElementById('app').dataset.phase)"
    )


def stats_text(page: Page) -> str:
    page.get_by_test_id("settings-open").click()
    text = page.get_by_test_id("stats").inner_text()
    page.keyboard.press("Escape")
    return text


def test_export_clear_import_restores_stats_and_game(
    page: Page, wait_python_ready: Callable[..., dict], tmp_path: Path
) -> None:
    page.goto("/?lang=de")
    open_ready(page, wait_python_ready)
    page.evaluate(
        """stats => { const d = JSON.parse(localStorage.getItem('gamut.v1'));
                      d.stats.dominoes = stats; localStorage.setItem('gamut.v1', JSON.stringify(d));
                      localStorage.removeItem('gamut.v1.keep'); }""",
        STATS,
    )
    page.reload()
    open_ready(page, wait_python_ready)
    assert "3 von 5" in stats_text(page)
    moves = page.evaluate("() => window.gamutDebug.record.moves")

    page.get_by_test_id("settings-open").click()
    with page.expect_download() as dl:
        page.get_by_test_id("export-all").click()
    assert dl.value.suggested_filename == "gamut-spielstand.json"  # saves-file-all (German)
    saved = tmp_path / "all.json"
    dl.value.save_as(saved)
    data = json.loads(saved.read_text())
    assert data["format"] == "gamut-save" and data["stats"]["dominoes"] == STATS
    assert data["games"]["dominoes"]["record"]["moves"] == moves
    with page.expect_download() as dl:
        page.get_by_test_id("export-game").click()
    assert dl.value.suggested_filename == "gamut-dominoes-partie.json"
    rec = tmp_path / "game.json"
    dl.value.save_as(rec)
    assert json.loads(rec.read_text())["moves"] == moves  # the game record (design.md)
    # issue 17: the file holds every hand, and the page says so plainly
    expect(page.get_by_test_id("saves-status")).to_have_text(
        "Gespeichert als gamut-dominoes-partie.json."
        " Die Datei zeigt alle Hände, auch die des Computers."
    )
    page.keyboard.press("Escape")

    # the browser loses its storage: a fresh match, no statistics
    page.evaluate("() => localStorage.clear()")
    page.reload()
    open_ready(page, wait_python_ready)
    assert "3 von 5" not in stats_text(page)

    # a broken file is refused and changes nothing
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "gamut-save", "v": 1, "stats": ')
    page.get_by_test_id("settings-open").click()
    page.get_by_test_id("import-file").set_input_files(str(bad))
    expect(page.get_by_test_id("saves-status")).to_have_text(
        "Nicht übernommen. Die Datei ist kein gültiges JSON (beschädigt oder abgeschnitten?)."
    )
    page.keyboard.press("Escape")
    # the status line follows a switch of language, and back
    page.get_by_test_id("lang-picker").select_option("en")
    page.get_by_test_id("settings-open").click()
    expect(page.get_by_test_id("saves-status")).to_have_text(
        "Not imported. The file is not valid JSON (damaged or cut off?)."
    )
    page.keyboard.press("Escape")
    page.get_by_test_id("lang-picker").select_option("de")
    assert "3 von 5" not in stats_text(page)

    # the export comes back: statistics and the running game, replayed by the engine
    page.get_by_test_id("settings-open").click()
    with page.expect_navigation():
        page.get_by_test_id("import-file").set_input_files(str(saved))
    open_ready(page, wait_python_ready)
    assert "3 von 5" in stats_text(page)
    assert page.evaluate("() => window.gamutDebug.record.moves")[: len(moves)] == moves


def test_a_record_that_does_not_replay_is_refused_and_the_running_game_stays(
    page: Page, wait_python_ready: Callable[..., dict], tmp_path: Path
) -> None:
    """Issue 17 (a fresh-eyes retest): an exported game with one move changed so that it no
    longer replays is refused on import, naming the game and the move that does not replay
    (Python's own text goes to the console only), and the running game is the same before and
    after a reload."""
    page.goto("/?lang=en")
    open_ready(page, wait_python_ready)
    page.wait_for_function(
        "() => ['human', 'round-over'].includes(document.getElementById('app').dataset.phase)",
        timeout=60_000,
    )
    record = page.evaluate("() => window.gamutDebug.record")
    tampered = json.loads(json.dumps(record))
    # the first move changed: 0-1 is never the opening double (D3.1), so it never replays
    tampered["moves"] = ["0-1", *record["moves"][1:]]
    bad = tmp_path / "tampered.json"
    bad.write_text(json.dumps(tampered))
    page.get_by_test_id("settings-open").click()
    page.get_by_test_id("import-file").set_input_files(str(bad))
    status = page.get_by_test_id("saves-status")
    # the reason in the player's words: the move that does not replay, never Python's text
    expect(status).to_contain_text(
        "Not imported. The game (Dominoes) in the file is damaged."
        " (Move 1 does not follow the rules.)"
    )
    assert not re.search(r"\([A-Z]+\d+(\.\d+)*\)", status.inner_text())  # no "(D3.1)"
    page.keyboard.press("Escape")
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('gamut.v1')).games.dominoes")
    assert saved["record"]["moves"][: len(record["moves"])] == record["moves"]
    page.reload()
    open_ready(page, wait_python_ready)
    after = page.evaluate("() => window.gamutDebug.record")
    assert after["deals"][0] == record["deals"][0]
    assert after["moves"][: len(record["moves"])] == record["moves"]
