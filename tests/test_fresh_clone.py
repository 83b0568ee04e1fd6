"""A fresh machine (issue 11): the committed HEAD of this repository, cloned into a temporary
folder, builds its site with a Python that has none of our packages (a new venv), because
build.py installs what it uses. A missing install step fails here instead of for a user.

It takes a minute or more: it clones, makes a venv, pip-installs requirements-serve.txt and
downloads what the site needs (npm ci, micropip) into the clone's own empty .cache/ (npm's
and pip's caches of this machine may serve the downloads, and build.py's brotli cache,
~/.cache/gamut-brotli, the compressed copies: each is checked by decompressing it).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess:
    proc = subprocess.run(cmd, capture_output=True, text=True, **kw)
    assert proc.returncode == 0, f"{cmd}: {proc.returncode}\n{proc.stdout}\n{proc.stderr}"
    return proc


def _clean_env() -> dict[str, str]:
    """This environment without what would let the venv see our packages or this tree."""
    drop = {"PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP", "PYTHONUSERBASE"}
    return {k: v for k, v in os.environ.items() if k not in drop}


def _pins(path: Path) -> dict[str, str]:
    pins = {}
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line and not line.startswith("-"):
            name, _, version = line.partition("==")
            pins[name] = version
    return pins


def test_a_clean_clone_builds_its_site_in_a_new_venv(tmp_path: Path) -> None:
    head = _run(["git", "-C", str(ROOT), "rev-parse", "HEAD"]).stdout.strip()
    clone = tmp_path / "clone"
    _run(["git", "clone", "--quiet", "--no-checkout", str(ROOT), str(clone)])
    _run(["git", "-C", str(clone), "checkout", "--quiet", head])
    assert not (clone / ".cache").exists() and not (clone / "dist").exists()

    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", str(venv)])
    python = venv / "bin" / "python"
    env = _clean_env()
    serve_pins = _pins(clone / "requirements-serve.txt")
    assert "build" in serve_pins
    probe = "import importlib.util, sys; sys.exit(importlib.util.find_spec('build') is not None)"
    assert subprocess.run([str(python), "-c", probe], cwd=tmp_path, env=env).returncode == 0, (
        "the new venv must not have `build` yet"
    )

    first = _run([str(python), "build.py", "build"], cwd=clone, env=env, timeout=1200)
    assert f"pip install -r {'requirements-serve.txt'}" in first.stderr
    assert "npm ci" in first.stderr

    dist = clone / "dist"
    build_json = json.loads((dist / "build.json").read_text())
    assert build_json["pyodide"] == "314.0.7"
    assert build_json["wheel"] == "wheels/gamut-0.1.0-py3-none-any.whl"
    assert build_json["micropip"] == "wheels/micropip-0.11.1-py3-none-any.whl"
    web = clone / "web"
    expected = {p.relative_to(web).as_posix() for p in web.rglob("*") if p.is_file()}
    expected |= {
        "build.json",
        "pyodide/pyodide.mjs",
        "pyodide/pyodide.asm.mjs",
        "pyodide/pyodide.asm.wasm",
        "pyodide/python_stdlib.zip",
        "pyodide/pyodide-lock.json",
        "wheels/gamut-0.1.0-py3-none-any.whl",
        "wheels/micropip-0.11.1-py3-none-any.whl",
        "fonts/LICENSE",
        "fonts/roboto-latin-wght-normal.woff2",
        "fonts/roboto-latin-ext-wght-normal.woff2",
        "fonts/roboto-greek-wght-normal.woff2",
        "fonts/roboto-cyrillic-wght-normal.woff2",
        "hus.html",  # the one page under each game's address
        "wuhsing.html",
        "online/health",  # a static host's answer: no room server here
        build_json["snapshot"],  # the Python snapshot, named by its cache key
        build_json["snapshot_stdlib"],  # and the small zip its Python has as standard library
    }
    assert build_json["snapshot"].startswith("snapshot/gamut-")
    built = {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()}
    assert {name for name in built if not name.endswith((".gz", ".br"))} == expected
    assert (dist / "pyodide" / "pyodide.asm.wasm.gz").is_file()
    assert (dist / "pyodide" / "pyodide.asm.wasm.br").is_file()
    assert (dist / f"{build_json['snapshot']}.br").is_file()
    assert (dist / "index.html").read_text().count('href="css/fonts.css"') == 1
    for name, version in serve_pins.items():
        code = f"import importlib.metadata as m; print(m.version({name!r}))"
        got = _run([str(python), "-c", code], cwd=tmp_path, env=env).stdout.strip()
        assert got == version, name

    # a second build installs and downloads nothing
    second = _run([str(python), "build.py", "build"], cwd=clone, env=env, timeout=600)
    assert "pip install" not in second.stderr and "npm ci" not in second.stderr
    assert "pip download" not in second.stderr
    assert json.loads((dist / "build.json").read_text()) == build_json
