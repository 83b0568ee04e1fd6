"""`python -m gamut replay` (design.md "Game records"): the exact output for every shared record,
and the error object with exit code 2 for an illegal move."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
RECORDS = ROOT / "tests" / "records"  # copies of ../shared/records (test_records_sync.py)


def replay(path: pathlib.Path) -> tuple[int, dict]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    out = subprocess.run([sys.executable, "-m", "gamut", "replay", str(path)],
                         capture_output=True, text=True, env=env, check=False)  # fmt: skip
    return out.returncode, json.loads(out.stdout)


@pytest.mark.parametrize("path", sorted(RECORDS.glob("*.json")), ids=lambda p: p.name)
def test_shared_record_replays_to_its_recorded_output(path: pathlib.Path) -> None:
    want = json.loads(path.read_text())["replay"]
    code, got = replay(path)
    assert code == 0
    assert sorted(got["legal"]) == sorted(want["legal"])
    assert {k: got[k] for k in want if k != "legal"} == {k: v for k, v in want.items()
                                                          if k != "legal"}  # fmt: skip


def test_shared_records_are_all_here() -> None:
    assert len(list(RECORDS.glob("*.json"))) >= 5


def test_illegal_move_prints_error_and_index_and_exits_2(tmp_path: pathlib.Path) -> None:
    rec = json.loads((RECORDS / "dominoes-draw-2-seats.json").read_text())["record"]
    rec["moves"] = rec["moves"][:5] + ["6-6 W"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(rec))
    code, got = replay(bad)
    assert code == 2 and got["at"] == 5 and "illegal" in got["error"]
    hus = json.loads((RECORDS / "hus-endless-o4.json").read_text())["record"]
    hus["moves"] = ["o4"]  # H4.1: the endless move is not legal
    bad.write_text(json.dumps(hus))
    code, got = replay(bad)
    assert code == 2 and got["at"] == 0


def test_deeply_nested_file_is_an_error_with_exit_2(tmp_path: pathlib.Path) -> None:
    """Issue 17: 100,000 levels of nesting: an error object and exit code 2, no traceback."""
    bad = tmp_path / "deep.json"
    for text in ("[" * 100_000 + "]" * 100_000, '{"record": ' + "[" * 50 + "]" * 50 + "}"):
        bad.write_text(text)
        code, got = replay(bad)
        assert code == 2 and got["at"] is None and "nest" in got["error"]
    bad.write_text('{"game": "dominoes", "options": {"traget": 5}, "deals": [], "moves": []}')
    code, got = replay(bad)
    assert code == 2 and "'traget'" in got["error"]
    bad.write_text("not json")
    code, got = replay(bad)
    assert code == 2 and got["error"].startswith("cannot read")
