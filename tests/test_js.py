"""The page's modules that run without a browser, each by node's test runner from its file in
tests/js/: the seat plan of people at one table (web/js/core/seat-plan.js), the browser's save
with its migration of loose settings keys (web/js/core/storage.js), the language a page starts
in (web/js/core/i18n.js), the finished matches kept for replay (storage.js), take-back and
hint (web/js/core/session-help.js: never offered online, nor during a replay), the replay's
steps (web/js/core/replay.js: no step lost, no new match from a replay's end) and the session
itself on a fake game (web/js/core/session.js: one reset, one way views come in, answers for a
replaced match dropped, online and replay, a move chosen before Python is ready;
tests/js/fake-session.mjs) with the build's openings (web/js/core/openings.js: a first visit
plays at once); skipped where node is not installed."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
@pytest.mark.parametrize(
    ("script", "tests"),
    [
        ("seat-plan", 8), ("storage", 8), ("i18n", 2), ("finished", 5), ("help", 8), ("replay", 4),
        ("session", 11), ("seats", 3), ("openings", 3),
    ],
)
def test_in_node(script: str, tests: int) -> None:
    out = subprocess.run(
        ["node", "--test", str(ROOT / "tests" / "js" / f"{script}.test.mjs")],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "# fail 0" in out.stdout
    assert f"# pass {tests}" in out.stdout
