"""axe-core for the accessibility audit (e2e/test_a11y.py): the npm package's axe.min.js.

``npm pack axe-core@4.14.1`` is fetched once into .cache/ (the registry's tarball, checked
against the sha256 below) and unpacked there; ``axe_source()`` returns the script's text, for
a test to run in the page (``page.evaluate`` of the source: the built site's CSP blocks inline
script tags, not code the test evaluates itself); ``audit(page, where)`` runs it there.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tarfile
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

AXE_VERSION = "4.14.1"
# sha256 of `npm pack axe-core@4.14.1` (the registry's tarball, byte for byte).
AXE_TGZ_SHA256 = "e6b0ce02b84d892e2e33e403485e7f3d6c29e2be6df65daf44d89ba564139745"

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / ".cache"


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _tarball() -> Path:
    tgz = CACHE / f"axe-core-{AXE_VERSION}.tgz"
    if tgz.exists() and _sha256(tgz) == AXE_TGZ_SHA256:
        return tgz
    if shutil.which("npm") is None:
        raise RuntimeError("npm is missing: it fetches axe-core for the accessibility audit")
    CACHE.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        subprocess.run(
            ["npm", "pack", f"axe-core@{AXE_VERSION}", "--silent"],
            cwd=tmp,
            check=True,
            capture_output=True,
            timeout=300,
        )
        got = Path(tmp) / f"axe-core-{AXE_VERSION}.tgz"
        digest = _sha256(got)
        if digest != AXE_TGZ_SHA256:
            raise RuntimeError(
                f"axe-core {AXE_VERSION}: sha256 {digest}, expected {AXE_TGZ_SHA256}"
            )
        os.replace(got, tgz)
    return tgz


@cache
def axe_source() -> str:
    """The text of axe-core's axe.min.js (version AXE_VERSION, checked)."""
    out = CACHE / f"axe-core-{AXE_VERSION}" / "axe.min.js"
    if not out.exists():
        tgz = _tarball()
        with tarfile.open(tgz) as tar:
            member = tar.getmember("package/axe.min.js")
            data = tar.extractfile(member).read()
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = out.with_suffix(".tmp")
        tmp.write_bytes(data)
        os.replace(tmp, out)
    return out.read_text(encoding="utf-8")


RUN_AXE = """async () => {
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact, help: v.help,
                       nodes: v.nodes.slice(0, 6).map((n) => n.target.join(' ')) }));
}"""


def audit(page: Any, where: str) -> list[str]:
    """axe's serious and critical findings on `page` (a Playwright page) now, each one line
    named by `where`."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(axe_source() + "\n;undefined")
    found = page.evaluate(RUN_AXE)
    return [f"{where}: {v['impact']} {v['id']} ({v['help']}) at {v['nodes']}" for v in found]
