"""The seat plan of people at one table (web/js/core/seat-plan.js), run by node's test runner
(tests/js/seat-plan.test.mjs); skipped where node is not installed."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_seat_plan_in_node() -> None:
    out = subprocess.run(
        ["node", "--test", str(ROOT / "tests" / "js" / "seat-plan.test.mjs")],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "# fail 0" in out.stdout
    assert "# pass 8" in out.stdout
