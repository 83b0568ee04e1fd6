#!/usr/bin/env python3
"""Gamut's build, serve, test and bench commands (stdlib only; the tools it calls are pinned).

    python3 build.py [build]        wheel + static site in dist/
    python3 build.py serve [--port N] [--host H] [--redis URL]
                                    build, then serve dist/ and the online rooms on
                                    127.0.0.1:8000 (rooms in memory, or in Redis)
    python3 build.py test           everything CI runs (installs what it needs first)
    python3 build.py bench [NAME [ARGS]]
                                    run bench/*.py (all, or bench/NAME.py ARGS): figures only

The site in dist/:

    index.html, css/, js/, ...      web/ as it is
    hus.html, wuhsing.html          copies of index.html (the one page picks the game by name)
    build.json                      the manifest the worker reads: build hash, wheel paths
    sw.js                           the service worker, with the build hash and every file of
                                    the site (path -> SRI sha256) written in: offline play
    pyodide/                        the Pyodide runtime (npm package ``pyodide``, pinned)
    wheels/                         the gamut wheel and micropip's wheel
    *.gz                            gzip copies of compressible assets (served when accepted)

Every top-level *.html gets the Content-Security-Policy (CSP below) as a <meta>, the
service-worker script js/offline.js and the classic js/file-warning.js (a page opened from
file:// says how to serve it); the server sends the policy as a header with everything but
the pages (the workers' scripts above all).

Downloads (the npm tarball, micropip's wheel) and the gamut wheel are cached in .cache/, keyed
by version and sha256 (downloads) or by a hash of the sources (the wheel), so a second build
only copies files.
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
WEB = ROOT / "web"

PYODIDE_VERSION = "314.0.7"
# sha256 of `npm pack pyodide@314.0.7` (the registry's tarball, byte for byte).
PYODIDE_TGZ_SHA256 = "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

MICROPIP_VERSION = "0.11.1"
MICROPIP_WHEEL = f"micropip-{MICROPIP_VERSION}-py3-none-any.whl"
# sha256 of PyPI's wheel. Pyodide's lock file records another hash for micropip 0.11.1 (its own
# build), so the worker loads this wheel by URL rather than by name from the lock file.
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"

# Files gzip-compressed next to themselves (NAME.gz), when that saves at least 10%.
# The one page of the three games (web/index.html) is also written under each other game's
# address; the page picks the game from its file name (web/js/shell/choose-game.js).
PAGE_ALIASES = ("hus.html", "wuhsing.html")
GZIP_SUFFIXES = {".wasm", ".mjs", ".js", ".json", ".html", ".css", ".svg", ".zip", ".txt", ".map"}
GZIP_MIN_BYTES = 1024

# The one Content-Security-Policy of every page: nothing but this origin, no inline script or
# style, no eval; WebAssembly may compile (Pyodide). Sent as a <meta> in every built page (any
# static host) and as a header by the server (gamut_server) on everything else (the worker
# scripts: a <meta> cannot reach a worker).
# frame-ancestors is left out on purpose: the games may be embedded in any site.
CSP = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval'",
        "worker-src 'self'",
        "connect-src 'self'",
        "img-src 'self' data:",
        "style-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
    ]
)
# What build() puts into the <head> of every top-level page, right after <meta charset>.
HEAD_INJECT = (
    f'<meta http-equiv="Content-Security-Policy" content="{CSP}">\n'
    '  <script src="js/file-warning.js" defer></script>\n'
    '  <script type="module" src="js/offline.js"></script>'
)
SW_MANIFEST_LINE = "const MANIFEST = { build: 'dev', files: {} }; // @@MANIFEST@@ (build.py)"

# Chromium as root on a closed network (see README): the e2e fixtures and the benches use these.
CHROMIUM = "/usr/bin/chromium"
# The system fonts of the scripts the site speaks beyond Latin, Greek and Cyrillic (the tests
# check that no text draws as boxes): Debian's Noto packages, each with a file that shows it is
# installed. fonts-noto-core: Arabic and Persian, Hebrew, Devanagari, Thai (42 MB installed;
# fonts-noto-ui-core lacks Hebrew); fonts-noto-cjk: Chinese, Japanese, Korean.
FONT_PACKAGES = (
    ("fonts-noto-core", "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"),
    ("fonts-noto-cjk", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
)
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
)


def log(msg: str) -> None:
    print(f"[build] {msg}", file=sys.stderr, flush=True)


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess:
    """Run a command, raising with its output when it fails."""
    proc = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if proc.returncode != 0:
        raise SystemExit(
            f"command failed ({proc.returncode}): {' '.join(cmd)}\n{proc.stdout}{proc.stderr}"
        )
    return proc


def gzip_file(src: Path, dst: Path) -> bool:
    """Write dst = gzip(src) when it saves at least 10%; True if written."""
    if src.suffix not in GZIP_SUFFIXES or src.stat().st_size < GZIP_MIN_BYTES:
        return False
    data = src.read_bytes()
    packed = gzip.compress(data, compresslevel=9, mtime=0)
    if len(packed) > 0.9 * len(data):
        return False
    tmp = dst.with_name(dst.name + ".tmp")
    tmp.write_bytes(packed)
    os.replace(tmp, dst)
    return True


def _install_dir(staged: Path, out: Path) -> None:
    """Move a finished cache folder into place. Several builds may run at once in one tree
    (the engineers' and the e2e fixtures'): the first one to finish wins, the same content."""
    if out.exists() and not any(out.glob(".complete")) and not any(out.glob("*.whl")):
        shutil.rmtree(out, ignore_errors=True)  # a partial folder from an interrupted build
    try:
        os.replace(staged, out)
    except OSError:
        if not out.exists():
            raise


# --- downloads -------------------------------------------------------------------------------


def fetch_pyodide() -> Path:
    """The Pyodide files (and their .gz copies) in a cache folder; downloads once with npm."""
    out = CACHE / f"pyodide-{PYODIDE_VERSION}"
    stamp = out / ".complete"
    if stamp.exists():
        return out
    CACHE.mkdir(exist_ok=True)
    tgz = CACHE / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tgz.exists() or sha256_of(tgz) != PYODIDE_TGZ_SHA256:
        npm = shutil.which("npm")
        if npm is None:
            raise SystemExit("npm not found: install Node.js and npm (apt-get install -y npm)")
        log(f"npm pack pyodide@{PYODIDE_VERSION}")
        with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
            run(
                [npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--ignore-scripts", "--silent"],
                cwd=tmp,
            )
            packed = list(Path(tmp).glob("pyodide-*.tgz"))
            if len(packed) != 1:
                raise SystemExit(f"npm pack left {packed}")
            os.replace(packed[0], tgz)
    got = sha256_of(tgz)
    if got != PYODIDE_TGZ_SHA256:
        raise SystemExit(f"{tgz}: sha256 {got}, expected {PYODIDE_TGZ_SHA256}")
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        staging = Path(tmp) / "pyodide"
        staging.mkdir()
        with tarfile.open(tgz, "r:gz") as tar:
            for name in PYODIDE_FILES:
                member = tar.getmember(f"package/{name}")
                src = tar.extractfile(member)
                if src is None:
                    raise SystemExit(f"{tgz}: {name} is not a file")
                with src, (staging / name).open("wb") as dst:
                    shutil.copyfileobj(src, dst)
        for name in PYODIDE_FILES:
            gzip_file(staging / name, staging / f"{name}.gz")
        (staging / ".complete").write_text(PYODIDE_TGZ_SHA256 + "\n")
        _install_dir(staging, out)
    return out


def fetch_micropip() -> Path:
    """micropip's wheel from PyPI (pip download), cached and checked against its sha256."""
    wheel = CACHE / "wheels" / MICROPIP_WHEEL
    if wheel.exists() and sha256_of(wheel) == MICROPIP_SHA256:
        return wheel
    wheel.parent.mkdir(parents=True, exist_ok=True)
    log(f"pip download micropip=={MICROPIP_VERSION}")
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                f"micropip=={MICROPIP_VERSION}",
                "--no-deps",
                "--only-binary=:all:",
                "--ignore-requires-python",  # micropip needs Python >= 3.12; we only copy it
                "--disable-pip-version-check",
                "-q",
                "-d",
                tmp,
            ]
        )
        os.replace(Path(tmp) / MICROPIP_WHEEL, wheel)
    got = sha256_of(wheel)
    if got != MICROPIP_SHA256:
        wheel.unlink()
        raise SystemExit(f"{MICROPIP_WHEEL}: sha256 {got}, expected {MICROPIP_SHA256}")
    return wheel


# --- the gamut wheel -------------------------------------------------------------------------

WHEEL_INPUTS = ("pyproject.toml", "setup.cfg", "setup.py", "README.md", "LICENSE", "MANIFEST.in")


def _source_files() -> list[Path]:
    files = [ROOT / name for name in WHEEL_INPUTS if (ROOT / name).is_file()]
    for path in sorted((ROOT / "py").rglob("*")):
        parts = set(path.relative_to(ROOT).parts)
        if path.is_file() and "__pycache__" not in parts and not path.name.endswith(".pyc"):
            if not any(p.endswith(".egg-info") for p in parts):
                files.append(path)
    return files


def build_wheel() -> Path:
    """The pure-Python gamut wheel, built with `python -m build --wheel` (cached by sources).

    It is built in a temporary copy of the sources: no build/ or *.egg-info left in the tree,
    no stale modules from an old build/lib, and this file (build.py) cannot shadow the `build`
    package for `python -m build`.
    """
    files = _source_files()
    h = hashlib.sha256()
    for path in files:
        h.update(str(path.relative_to(ROOT)).encode() + b"\0")
        h.update(path.read_bytes() + b"\0")
    key = h.hexdigest()[:16]
    out = CACHE / "gamut-wheel" / key
    found = sorted(out.glob("gamut-*.whl")) if out.exists() else []
    if found:
        return found[0]
    log("python -m build --wheel")
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        src = Path(tmp) / "src"
        for path in files:
            dst = src / path.relative_to(ROOT)
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, dst)
        wheels = Path(tmp) / "wheels"
        # No inherited PYTHONPATH: with the repo root on it (bench does that), `-m build`
        # would import this file instead of the `build` package.
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        run([sys.executable, "-m", "build", "--wheel", "--outdir", str(wheels), str(src)],
            cwd=tmp, env=env)  # fmt: skip
        built = sorted(wheels.glob("gamut-*.whl"))
        if len(built) != 1 or not built[0].name.endswith("-py3-none-any.whl"):
            raise SystemExit(f"expected one pure-Python gamut wheel, got {built}")
        staged = Path(tmp) / key
        staged.mkdir()
        os.replace(built[0], staged / built[0].name)
        _install_dir(staged, out)
    return next(out.glob("gamut-*.whl"))


# --- the site --------------------------------------------------------------------------------


def _copy(src: Path, dst: Path) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, dst)


_CHARSET = re.compile(r"<meta\s+charset\s*=\s*[\"']?[\w-]+[\"']?\s*/?>", re.IGNORECASE)
_HEAD = re.compile(r"<head(\s[^>]*)?>", re.IGNORECASE)


def inject_head(html: str) -> str:
    """The page with HEAD_INJECT after its <meta charset> (else after <head>); a page that
    already has a CSP <meta> or loads js/offline.js is left as it is."""
    if "Content-Security-Policy" in html or "js/offline.js" in html:
        return html
    at = _CHARSET.search(html) or _HEAD.search(html)
    if at is None:
        raise SystemExit("a page without <head> or <meta charset>: cannot add the CSP")
    return f"{html[: at.end()]}\n  {HEAD_INJECT}{html[at.end() :]}"


def sri(path: Path) -> str:
    """The Subresource Integrity string of a file (sha256)."""
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return "sha256-" + base64.b64encode(h.digest()).decode()


def write_sw(site: Path, build_hash: str) -> int:
    """Write the build hash and every file of `site` (but sw.js and .gz copies) into site/sw.js
    in place of its manifest line; returns the number of files listed."""
    sw = site / "sw.js"
    text = sw.read_text()
    if text.count(SW_MANIFEST_LINE) != 1:
        raise SystemExit("web/sw.js: the manifest line is missing (see SW_MANIFEST_LINE)")
    files = {
        path.relative_to(site).as_posix(): sri(path)
        for path in sorted(site.rglob("*"))
        if path.is_file()
        and path.suffix != ".gz"
        and path != sw
        and not any(part.startswith(".") for part in path.relative_to(site).parts)
    }
    manifest = json.dumps({"build": build_hash, "files": files}, indent=1, sort_keys=True)
    sw.write_text(text.replace(SW_MANIFEST_LINE, f"const MANIFEST = {manifest};"))
    return len(files)


def build(out: Path = DIST, web: Path | None = None) -> dict:
    """Build the site into `out` (replaced as a whole) from `web` (default: web/); returns the
    manifest."""
    t0 = time.monotonic()
    web = WEB if web is None else Path(web)
    if not (web / "index.html").exists():
        log("note: web/index.html does not exist yet")
    pyodide = fetch_pyodide()
    micropip = fetch_micropip()
    wheel = build_wheel()

    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(dir=out.parent, prefix=f".{out.name}-"))
    try:
        gz_done: set[Path] = set()
        if web.exists():
            for src in sorted(web.rglob("*")):
                if src.is_file() and "__pycache__" not in src.parts:
                    _copy(src, staging / src.relative_to(web))
        for src in sorted(pyodide.iterdir()):
            if not src.name.startswith("."):
                _copy(src, staging / "pyodide" / src.name)
                if src.suffix == ".gz":
                    gz_done.add(staging / "pyodide" / src.name[:-3])
        _copy(wheel, staging / "wheels" / wheel.name)
        _copy(micropip, staging / "wheels" / micropip.name)
        for alias in PAGE_ALIASES:
            if (staging / "index.html").exists():
                shutil.copyfile(staging / "index.html", staging / alias)
        for page in sorted(staging.glob("*.html")):
            page.write_text(inject_head(page.read_text(encoding="utf-8")), encoding="utf-8")

        # The build hash covers every file the site serves.
        h = hashlib.sha256()
        for path in sorted(staging.rglob("*")):
            if path.is_file() and path.suffix != ".gz":
                h.update(str(path.relative_to(staging)).encode() + b"\0")
                h.update(sha256_of(path).encode())
        manifest = {
            "build": h.hexdigest()[:16],
            "pyodide": PYODIDE_VERSION,
            "wheel": f"wheels/{wheel.name}",
            "micropip": f"wheels/{micropip.name}",
        }
        (staging / "build.json").write_text(json.dumps(manifest, indent=2) + "\n")
        if (staging / "sw.js").exists():
            write_sw(staging, manifest["build"])
        for path in sorted(staging.rglob("*")):
            if path.is_file() and path.suffix != ".gz" and path not in gz_done:
                gzip_file(path, path.with_name(path.name + ".gz"))
        os.chmod(staging, 0o755)

        old = None
        if out.exists():
            old = out.with_name(f".{out.name}-old-{os.getpid()}")
            os.replace(out, old)
        os.replace(staging, out)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    log(f"built {out} ({manifest['build']}, {wheel.name}) in {time.monotonic() - t0:.2f} s")
    return manifest


# --- serving ---------------------------------------------------------------------------------
# The server is py/gamut_server (aiohttp, requirements-serve.txt): the site, /online/health and
# the online rooms (/ws) on one origin. It is imported only when asked for, so `build` needs
# nothing but the standard library.


def _server_module(name: str = "site") -> object:
    if str(ROOT / "py") not in sys.path:
        sys.path.insert(0, str(ROOT / "py"))
    import importlib

    return importlib.import_module(f"gamut_server.{name}")


class SiteServer:
    """dist/ over HTTP with the rooms: ``SiteServer(directory, host, port=0, quiet=True)``,
    ``.start()`` (background thread), ``.url``, ``.stats``, ``.stop()``; the CSP header as
    above. See gamut_server.site.SiteServer (extra keywords: ``redis``, ``budget_ms``...)."""

    def __new__(cls, directory: Path = DIST, host: str = "127.0.0.1", port: int = 8000,
                quiet: bool = False, **options: object) -> object:  # fmt: skip
        options.setdefault("csp", CSP)
        return _server_module().SiteServer(directory, host, port, quiet, **options)


def serve(host: str, port: int, redis: str | None = None) -> None:
    build()
    try:
        server = _server_module()
    except ImportError as exc:
        raise SystemExit(f"{exc}: pip install -r requirements-serve.txt (aiohttp, redis)") from None
    try:
        server.serve(DIST, host, port, CSP, redis=redis)
    except KeyboardInterrupt:
        print()


# --- test and bench --------------------------------------------------------------------------


def _step(title: str, cmd: list[str], **kw: object) -> int:
    print(f"\n=== {title}: {' '.join(cmd)}", flush=True)
    return subprocess.run(cmd, cwd=ROOT, **kw).returncode


def test() -> int:
    """Everything CI runs; installs what a fresh Debian machine lacks. Returns an exit code."""
    needs = (("chromium", CHROMIUM), ("npm", "npm"), ("redis-server", "redis-server"))
    missing = [p for p, exe in needs if not shutil.which(exe)]
    missing += [p for p, probe in FONT_PACKAGES if not Path(probe).exists()]
    if missing:
        if os.geteuid() != 0:
            raise SystemExit(f"missing {missing}: apt-get install -y {' '.join(missing)}")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        for cmd in (["apt-get", "update"], ["apt-get", "install", "-y", *missing]):
            if _step("install", cmd, env=env) != 0:
                return 1
    pip = [sys.executable, "-m", "pip", "install", "-q", "-r", "requirements-dev.txt"]
    pip += ["-r", "requirements-serve.txt"]
    pip += ["--disable-pip-version-check", "--root-user-action=ignore"]
    if _step("dev requirements", pip) != 0:
        return 1
    if _step("site", [sys.executable, str(ROOT / "build.py"), "build"]) != 0:
        return 1
    lint = _step("lint", [sys.executable, "-m", "ruff", "check", "."])
    if lint != 0:
        print("=== ruff check FAILED (the tests run all the same)", flush=True)
    # pytest's closing line is the last line printed; pytest-playwright's fixtures are not
    # used (e2e/conftest.py has its own), so its plugin is kept out.
    tests = _step("tests", [sys.executable, "-m", "pytest", "-p", "no:playwright", "tests", "e2e"])
    return 1 if lint or tests else 0


def bench(name: str | None, extra: list[str]) -> int:
    scripts = sorted(p for p in (ROOT / "bench").glob("*.py") if not p.name.startswith("_"))
    if name:
        scripts = [p for p in scripts if p.stem == name.removesuffix(".py")]
        if not scripts:
            raise SystemExit(f"no bench/{name}.py")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "py"), str(ROOT)])}
    status = 0
    for script in scripts:
        print(f"=== bench/{script.name}", flush=True)
        cmd = [sys.executable, str(script), *extra]
        status |= subprocess.run(cmd, cwd=ROOT, env=env).returncode
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("build", help="wheel + static site in dist/ (default)")
    p_serve = sub.add_parser("serve", help="build, then serve dist/")
    p_serve.add_argument("--port", type=int, default=8000)
    p_serve.add_argument("--host", default="127.0.0.1")
    p_serve.add_argument("--redis", metavar="URL", help="keep rooms in Redis (redis://, unix://)")
    sub.add_parser("test", help="everything CI runs")
    p_bench = sub.add_parser("bench", help="print figures (bench/*.py)")
    p_bench.add_argument("name", nargs="?", help="one script of bench/, e.g. load")
    p_bench.add_argument("extra", nargs=argparse.REMAINDER, help="arguments for that script")
    args = parser.parse_args(argv)
    if args.command in (None, "build"):
        build()
        return 0
    if args.command == "serve":
        serve(args.host, args.port, args.redis)
        return 0
    if args.command == "test":
        return test()
    return bench(args.name, args.extra)


if __name__ == "__main__":
    sys.exit(main())
