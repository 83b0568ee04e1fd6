"""The engine protocol declared once (issue 27): py/gamut/api.py ``OPS`` and the page's typed
client web/js/core/protocol.js hold the same operations with the same arguments and results,
and the page calls the engine only through that client. The JS side runs in Node.js (skipped
where node is not installed, as tests/test_js.py)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from gamut import api

ROOT = Path(__file__).resolve().parents[1]
PROTOCOL_JS = ROOT / "web" / "js" / "core" / "protocol.js"
NODE = shutil.which("node")

# Node.js: the module's OPS, and what its client sends (a fake `call` records it)
READ_JS = """
const m = await import(process.argv[1]);
const sent = [];
const engine = m.engineClient((op, args) => { sent.push([op, args]); return Promise.resolve(op); });
const methods = Object.keys(engine);
await engine.newGame({ game: 'hus', seed: 1, seat: 0 });
await engine.info();
let refused = null;
try { engine.play({ record: {}, move: 'o1', sead: 0 }); }
catch (e) { refused = `${e.name}: ${e.message}`; }
console.log(JSON.stringify({ ops: m.OPS, methods, sent, refused }));
"""


def _camel(op: str) -> str:
    head, *rest = op.split("_")
    return head + "".join(part.title() for part in rest)


@pytest.fixture(scope="module")
def js() -> dict:
    if NODE is None:
        pytest.skip("node is not installed")
    out = subprocess.run(
        [NODE, "--input-type=module", "-e", READ_JS, PROTOCOL_JS.as_uri()],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return json.loads(out.stdout)


def test_the_js_table_is_the_python_table(js: dict) -> None:
    assert js["ops"] == api.protocol()


def test_the_client_has_one_method_per_operation_and_checks_argument_names(js: dict) -> None:
    assert js["methods"] == [_camel(op) for op in api.OPS]
    assert js["sent"] == [["new_game", {"game": "hus", "seed": 1, "seat": 0}], ["info", {}]]
    assert js["refused"] == "TypeError: play takes no argument sead"


def test_the_page_calls_the_engine_only_through_the_client() -> None:
    """No bare op string outside the protocol's two modules (python.js sends what the client
    hands it; the worker's own bench ops are the worker's)."""
    bare = re.compile(r"""\.call\(\s*['"`]""")
    found = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in sorted((ROOT / "web" / "js").rglob("*.js"))
        if path.name not in ("python.js", "protocol.js", "worker.js")
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if bare.search(line)
    ]
    assert found == []
