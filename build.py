#!/usr/bin/env python3
"""Gamut's build, serve, test, bench and shots commands (stdlib, and the pinned packages it
installs).

    python3 build.py [build]        wheel + static site in dist/
    python3 build.py serve [--port N] [--host H] [--redis URL] [--origin URL] [...]
                                    build, then serve dist/ and the online rooms on
                                    127.0.0.1:8000 (rooms in memory, or in Redis)
    python3 build.py test           everything CI runs (installs what it needs first)
    python3 build.py bench [NAME [ARGS]]
                                    run bench/*.py (all, or bench/NAME.py ARGS): figures only
    python3 build.py shots [ARGS]   screenshots of the three games for the README, from the
                                    built site in Chromium (tools/shots.py; docs/img/)

The site in dist/:

    index.html, css/, js/, ...      web/ as it is
    hus.html, wuhsing.html          copies of index.html (the one page picks the game by name)
    build.json                      the manifest the worker reads: build hash, wheel paths
    (in index.html)                 the openings a first visit plays before Python is ready:
                                    new matches dealt by the engines at build time
                                    (tools/make_openings.py), a <script type="application/json">
    sw.js                           the service worker, with the build hash and every file of
                                    the site (path -> SRI sha256) written in: offline play
    pyodide/                        the Pyodide runtime (npm package ``pyodide``, locked)
    fonts/                          the web font (npm ``@fontsource-variable/roboto``): woff2
                                    subsets Latin, Latin-ext, Greek, Cyrillic; its LICENSE
    wheels/                         the gamut wheel and micropip's wheel
    snapshot/                       Python with gamut imported, as a Pyodide memory snapshot,
                                    and the small zip it has as its standard library
                                    (tools/make_snapshot.mjs, with Node.js; none without node)
    online/health                   {"ok": false}: what a static host answers the page's question
                                    about a room server (the server answers this path itself)
    *.br, *.gz                      brotli and gzip copies of compressible files (a server sends
                                    one where the browser accepts it; a static host may)

Every top-level *.html gets the Content-Security-Policy (CSP below) as a <meta>, the
service-worker script js/offline.js and the classic js/file-warning.js (a page opened from
file:// says how to serve it); the server sends the policy as a header with everything but
the pages (the workers' scripts above all).

What it uses, it installs: build and serve pip-install requirements-serve.txt (test:
requirements-dev.txt, which includes it) unless every pin is there already; a Python that
cannot install packages (Debian's python3 is "externally managed") gets a venv in .venv/ and
build.py runs again in it; a missing system tool (npm; for test chromium, redis-server, nginx)
is installed with apt-get as root, else named with the exact command.

Downloads are locked: `npm ci` of package.json/package-lock.json (the Pyodide runtime and the
web font, sha512 checked by npm) and `pip download --require-hashes` of
requirements-pyodide.txt (micropip). They and the gamut wheel are cached in .cache/, keyed by
those files or by a hash of the sources (the wheel), so a second build only copies files.
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import importlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
WEB = ROOT / "web"

# What build and serve install with pip (requirements-dev.txt, for test, includes it).
REQUIREMENTS_SERVE = ROOT / "requirements-serve.txt"
REQUIREMENTS_DEV = ROOT / "requirements-dev.txt"
# Wheels the site ships for Pyodide (micropip): pip download --require-hashes.
REQUIREMENTS_PYODIDE = ROOT / "requirements-pyodide.txt"
# What the site takes from the npm registry (the Pyodide runtime, the web font): npm ci.
NPM_FILES = ("package.json", "package-lock.json")
# The interpreter build.py moves to when the one it was started with cannot install packages
# (Debian's python3 is "externally managed"; pip may be missing).
VENV = ROOT / ".venv"


def npm_locked_version(package: str) -> str:
    """The version of an npm package that package-lock.json pins (KeyError if it pins none)."""
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    return lock["packages"][f"node_modules/{package}"]["version"]


PYODIDE_VERSION = npm_locked_version("pyodide")
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# The interface's web font (npm @fontsource-variable/roboto, one variable woff2 per subset:
# every weight in one file) and its licence; dist/fonts/, used by web/css/fonts.css. Other
# scripts (Arabic, Hebrew, Devanagari, Thai, CJK) fall back to the system's fonts.
FONT_PACKAGE = "@fontsource-variable/roboto"
FONT_FAMILY = "Roboto Variable"
FONT_FILES = (
    "roboto-latin-wght-normal.woff2",
    "roboto-latin-ext-wght-normal.woff2",
    "roboto-greek-wght-normal.woff2",
    "roboto-cyrillic-wght-normal.woff2",
)
FONT_PRELOAD = "roboto-latin-wght-normal.woff2"  # the subset every page draws with

# The one page of the three games (web/index.html) is also written under each other game's
# address; the page picks the game from its file name (web/js/shell/choose-game.js).
PAGE_ALIASES = ("hus.html", "wuhsing.html")
# Files compressed next to themselves, NAME.br (brotli) and NAME.gz (gzip), each when it saves
# at least 10%. A browser decodes either natively (Content-Encoding); brotli is about a third
# smaller on the runtime and the snapshot, and every browser that runs the site accepts it
# (Chromium on https and on localhost); gzip stays for the rest. Brotli at its best quality
# with a 16 MiB window: slow (about 40 s of CPU for the snapshot, as much for Pyodide's wasm),
# so the large files are compressed once, in their cache folders.
COMPRESS_SUFFIXES = {
    ".wasm", ".mjs", ".js", ".json", ".html", ".css", ".svg", ".zip", ".txt", ".map", ".snapshot",
    ".ftl",
}  # fmt: skip
COMPRESS_MIN_BYTES = 1024
BROTLI = {"quality": 11, "lgwin": 24}
ENCODED = (".gz", ".br")  # the suffixes of the compressed copies
# Brotli copies are also kept in the machine's cache, as pip and npm keep their downloads:
# brotli's output depends on the bytes and BROTLI alone, and at this quality it is most of a
# build's time (~90 s for Pyodide's wasm and the snapshot, ~9 s for the site's own files on
# every build), so a second tree of this repository on the machine (another worktree, a fresh
# clone: tests/test_fresh_clone.py) and every build after the first take them from there.
# Named by the sha256 of BROTLI and the bytes, checked by decompressing before use; the most
# recently used are kept, BROTLI_CACHE_BYTES in all.
BROTLI_CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "gamut-brotli"
BROTLI_CACHE_BYTES = 96 << 20
# What a static host answers at online/health (the room server answers that path itself with
# {"ok": true, "version": ...}): the page asks it once, and offers online play only on "ok".
STATIC_HEALTH = '{"ok": false}\n'

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
    f'  <link rel="preload" href="fonts/{FONT_PRELOAD}" as="font" type="font/woff2" crossorigin>\n'
    '  <link rel="stylesheet" href="css/fonts.css">\n'
    '  <script src="js/file-warning.js" defer></script>\n'
    # the Python worker starts as soon as this one small module arrives, while the page's
    # own modules load (the game's page.js imports the same module: one worker; issue 15)
    '  <script type="module" src="js/core/python.js" async></script>\n'
    # ... and its imports are asked for at once, not behind the page's other files once
    # python.js has come (a browser opens six connections to a host: issue 26)
    '  <link rel="modulepreload" href="js/core/watchdog.js">\n'
    '  <link rel="modulepreload" href="js/core/protocol.js">\n'
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
NGINX = "/usr/sbin/nginx"
# tests/test_deploy.py runs deploy/nginx/gamut.conf in Debian's nginx, with its brotli module
# (the site's .br copies): the package and a file that shows it is installed.
NGINX_BROTLI = (
    "libnginx-mod-http-brotli-static",
    "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
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


def brotli_compress(data: bytes) -> bytes:
    """``brotli.compress(data, **BROTLI)``: from BROTLI_CACHE when a copy there decompresses
    to `data`, else compressed here and put there (a cache that cannot be written is
    skipped)."""
    brotli = importlib.import_module("brotli")
    key = hashlib.sha256(repr(BROTLI).encode() + b"\0" + data).hexdigest()
    cached = BROTLI_CACHE / f"{key}.br"
    try:
        packed = cached.read_bytes()
        if brotli.decompress(packed) == data:
            os.utime(cached)  # recently used: kept
            return packed
    except (OSError, brotli.error):
        pass
    packed = brotli.compress(data, **BROTLI)
    try:
        BROTLI_CACHE.mkdir(parents=True, exist_ok=True)
        tmp = cached.with_name(f"{cached.name}.{os.getpid()}.tmp")
        tmp.write_bytes(packed)
        os.replace(tmp, cached)
        _prune_brotli_cache(keep=cached)
    except OSError:
        pass
    return packed


def _prune_brotli_cache(keep: Path) -> None:
    """Delete the least recently used copies beyond BROTLI_CACHE_BYTES (never `keep`)."""
    entries = []
    for path in BROTLI_CACHE.glob("*.br"):
        try:
            st = path.stat()
        except OSError:
            continue
        entries.append((st.st_mtime, st.st_size, path))
    total = 0
    for _, size, path in sorted(entries, key=lambda e: e[0], reverse=True):
        total += size
        if total > BROTLI_CACHE_BYTES and path != keep:
            path.unlink(missing_ok=True)


def compress_file(src: Path) -> list[Path]:
    """Write src.br (brotli, BROTLI) and src.gz (gzip -9) next to src, each when it saves at
    least 10%; returns the copies written. Brotli is the PyPI package ``brotli``
    (requirements-serve.txt), through brotli_compress (the machine's cache)."""
    if src.suffix not in COMPRESS_SUFFIXES or src.stat().st_size < COMPRESS_MIN_BYTES:
        return []
    data = src.read_bytes()
    written = []
    for suffix, pack in (
        (".br", brotli_compress),
        (".gz", lambda b: gzip.compress(b, compresslevel=9, mtime=0)),
    ):
        packed = pack(data)
        if len(packed) > 0.9 * len(data):
            continue
        dst = src.with_name(src.name + suffix)
        tmp = dst.with_name(dst.name + ".tmp")
        tmp.write_bytes(packed)
        os.replace(tmp, dst)
        written.append(dst)
    return written


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


# --- what build.py needs: system tools, Python packages ------------------------------------


def is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def apt_install(packages: list[str], why: str) -> None:
    """Install Debian packages with apt-get (as root), else stop naming the exact command."""
    command = f"apt-get install -y {' '.join(packages)}"
    if not is_root() or shutil.which("apt-get") is None:
        raise SystemExit(f"{why}: install it first (as root): {command}")
    log(f"{why}: {command}")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for cmd in (["apt-get", "update", "-q"], ["apt-get", "install", "-y", "-q", *packages]):
        if subprocess.run(cmd, env=env).returncode != 0:
            raise SystemExit(f"{' '.join(cmd)} failed: run it yourself, then build.py again")


def ensure_tools(tools: dict[str, str]) -> None:
    """Make sure each tool (an executable's name or path -> its Debian package) exists."""
    missing = [pkg for exe, pkg in tools.items() if shutil.which(exe) is None]
    if missing:
        apt_install(missing, f"missing {', '.join(missing)}")


def pinned_requirements(path: Path) -> list[tuple[str, str]] | None:
    """The (name, version) pins of a requirements file, following ``-r`` includes, each line
    read by ``packaging.requirements.Requirement`` (PEP 508; packaging is pinned in
    requirements-serve.txt). None, and pip then decides what is missing, when packaging is not
    installed yet, or a line is anything but an exact pin ``name==version`` without a marker
    (a range, a marker, a URL, an option other than ``-r``)."""
    try:
        from packaging.requirements import InvalidRequirement, Requirement
    except ImportError:  # a fresh interpreter: pip installs the files, packaging among them
        return None
    pins: list[tuple[str, str]] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split(" #", 1)[0].strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith(("-r ", "--requirement ")):
            inner = pinned_requirements(path.parent / line.split(None, 1)[1].strip())
            if inner is None:
                return None
            pins += inner
            continue
        try:
            req = Requirement(line)
        except InvalidRequirement:
            return None
        specs = list(req.specifier)
        if req.url or req.marker or len(specs) != 1 or specs[0].operator != "==":
            return None
        if "*" in specs[0].version:
            return None
        pins.append((req.name, specs[0].version))
    return pins


def requirements_met(path: Path) -> bool:
    """True when this interpreter has every pin of `path` installed at its version."""
    from importlib import metadata

    pins = pinned_requirements(path)
    if pins is None:
        return False
    for name, version in pins:
        try:
            if metadata.version(name) != version:
                return False
        except metadata.PackageNotFoundError:
            return False
    return True


def _cannot_install() -> str | None:
    """Why pip cannot install into this interpreter (None: it can): no pip, or an
    "externally managed" system Python (PEP 668, Debian's python3) outside a venv."""
    import importlib.util
    import sysconfig

    if sys.prefix != sys.base_prefix:
        return None if importlib.util.find_spec("pip") else "this venv has no pip"
    if (Path(sysconfig.get_paths()["stdlib"]) / "EXTERNALLY-MANAGED").exists():
        return f"{sys.executable} is managed by the system"
    if importlib.util.find_spec("pip") is None:
        return f"{sys.executable} has no pip"
    return None


def use_own_venv(argv: list[str]) -> None:
    """When this interpreter cannot install packages, run build.py again in .venv (made here
    with `python3 -m venv`; Debian's python3-venv is installed for it where build.py can).
    Returns only when nothing needs to change."""
    why = _cannot_install()
    if why is None:
        return
    python = VENV / "bin" / "python"
    if not python.exists():
        log(f"{why}: python3 -m venv {VENV}")
        made = subprocess.run([sys.executable, "-m", "venv", str(VENV)], capture_output=True)
        if made.returncode != 0:
            shutil.rmtree(VENV, ignore_errors=True)  # a venv without pip (no ensurepip)
            apt_install(["python3-venv"], "python3 -m venv needs ensurepip")
            run([sys.executable, "-m", "venv", str(VENV)])
    log(f"{why}: running build.py with {python}")
    sys.stdout.flush()
    os.execv(str(python), [str(python), str(ROOT / "build.py"), *argv])


def install_requirements(path: Path) -> None:
    """pip install -r `path` into this interpreter, unless every pin is there already."""
    if requirements_met(path):
        return
    log(f"pip install -r {path.name}")
    cmd = [sys.executable, "-m", "pip", "install", "-q", "-r", str(path)]
    cmd += ["--disable-pip-version-check"]
    if is_root():
        cmd += ["--root-user-action=ignore"]
    run(cmd, cwd=ROOT)


# --- downloads -------------------------------------------------------------------------------


def npm_packages() -> Path:
    """What the site takes from npm, ready to copy: ``pyodide/`` (PYODIDE_FILES and their
    .br and .gz copies) and ``fonts/`` (FONT_FILES and the font's LICENSE), in a cache folder
    keyed by package-lock.json and the compression. `npm ci` installs the lock file once (npm
    checks every tarball against the lock file's sha512); a second build finds the folder."""
    h = hashlib.sha256()
    for name in NPM_FILES:
        h.update((ROOT / name).read_bytes() + b"\0")
    h.update(repr(BROTLI).encode())
    key = h.hexdigest()[:16]
    out = CACHE / f"npm-{key}"
    if (out / ".complete").exists():
        return out
    ensure_tools({"npm": "npm"})
    CACHE.mkdir(exist_ok=True)
    log(f"npm ci (pyodide {PYODIDE_VERSION}, {FONT_PACKAGE})")
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        project = Path(tmp) / "project"
        project.mkdir()
        for name in NPM_FILES:
            shutil.copy2(ROOT / name, project / name)
        flags = ["--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"]
        run([shutil.which("npm") or "npm", "ci", *flags], cwd=project)
        modules = project / "node_modules"
        staging = Path(tmp) / key
        wanted = [(modules / "pyodide", name, staging / "pyodide") for name in PYODIDE_FILES]
        font = modules / FONT_PACKAGE
        wanted += [(font / "files", name, staging / "fonts") for name in FONT_FILES]
        wanted.append((font, "LICENSE", staging / "fonts"))
        for folder, name, dst in wanted:
            if not (folder / name).is_file():
                raise SystemExit(f"npm ci: {folder / name} is missing")
            dst.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(folder / name, dst / name)
        for name in PYODIDE_FILES:
            compress_file(staging / "pyodide" / name)
        (staging / ".complete").write_text(key + "\n")
        _install_dir(staging, out)
    return out


def fetch_pyodide_wheels() -> list[Path]:
    """The wheels of requirements-pyodide.txt (micropip), from PyPI with `pip download
    --require-hashes` (pip checks each against its sha256), cached by that file's content."""
    key = sha256_of(REQUIREMENTS_PYODIDE)[:16]
    out = CACHE / "pyodide-wheels" / key
    found = sorted(out.glob("*.whl")) if out.exists() else []
    if found:
        return found
    log(f"pip download -r {REQUIREMENTS_PYODIDE.name} --require-hashes")
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        staged = Path(tmp) / key
        run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "-r",
                str(REQUIREMENTS_PYODIDE),
                "--require-hashes",
                "--no-deps",
                "--only-binary=:all:",
                "--ignore-requires-python",  # micropip needs Python >= 3.12; we only copy it
                "--disable-pip-version-check",
                "-q",
                "-d",
                str(staged),
            ]
        )
        if not any(staged.glob("*.whl")):
            raise SystemExit(f"pip download -r {REQUIREMENTS_PYODIDE.name} left no wheel")
        _install_dir(staged, out)
    return sorted(out.glob("*.whl"))


def fetch_micropip() -> Path:
    """micropip's wheel (requirements-pyodide.txt), the one the worker installs by URL."""
    wheels = [w for w in fetch_pyodide_wheels() if w.name.startswith("micropip-")]
    if len(wheels) != 1:
        raise SystemExit(f"{REQUIREMENTS_PYODIDE.name}: expected one micropip wheel, {wheels}")
    return wheels[0]


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


# --- the Python snapshot ----------------------------------------------------------------------

SNAPSHOT_SCRIPT = ROOT / "tools" / "make_snapshot.mjs"


def make_snapshot(pyodide: Path, wheel: Path) -> Path | None:
    """A Pyodide memory snapshot with every gamut module imported, and beside it the small zip
    that the restored Python gets as its standard library (``gamut-KEY.zip``: gamut's files),
    made with Node.js (tools/make_snapshot.mjs, which says why the zip suffices) and cached
    with their .br and .gz copies in .cache/, keyed by the runtime, the wheel, the script and
    the compression. Returns the snapshot's path, or None when it cannot be made here (no node,
    or the script failed): the site then starts Python as usual. The snapshot is raw
    pyodide.makeMemorySnapshot() bytes (31 MB, 3.6 MB as brotli, 5.3 MB gzipped: most of it
    Pyodide's own start-up; the free memory is zeroed)."""
    h = hashlib.sha256()
    for path in (wheel, SNAPSHOT_SCRIPT):
        h.update(path.name.encode() + b"\0" + sha256_of(path).encode())
    h.update(sha256_of(ROOT / "package-lock.json").encode())  # the Pyodide runtime's version
    h.update(repr(BROTLI).encode())
    key = h.hexdigest()[:16]
    out = CACHE / "snapshot" / key
    found = out / f"gamut-{key}.snapshot"
    if (out / ".complete").exists():
        return found
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        log("no node: the site is built without a Python snapshot")
        return None
    log("node tools/make_snapshot.mjs (the Python snapshot)")
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        staged = Path(tmp) / key
        staged.mkdir()
        target = staged / found.name
        small = target.with_suffix(".zip")
        cmd = [node, str(SNAPSHOT_SCRIPT), str(pyodide), str(wheel), str(target), str(small)]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0 or not target.exists() or not small.exists():
            log(f"no Python snapshot (make_snapshot.mjs failed): {proc.stderr.strip()[-600:]}")
            return None
        compress_file(target)
        compress_file(small)
        (staged / ".complete").write_text(proc.stdout)
        _install_dir(staged, out)
    return found


# --- the site --------------------------------------------------------------------------------


def _copy(src: Path, dst: Path) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, dst)


_CHARSET = re.compile(r"<meta\s+charset\s*=\s*[\"']?[\w-]+[\"']?\s*/?>", re.IGNORECASE)
_HEAD = re.compile(r"<head(\s[^>]*)?>", re.IGNORECASE)


_BODY_END = re.compile(r"</body\s*>", re.IGNORECASE)


def make_openings() -> str:
    """The openings' JSON (tools/make_openings.py, run by this Python with py/ on its path:
    the engines' own new matches for the games' default options). Raises SystemExit when the
    engines refuse them."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_openings.py")],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"tools/make_openings.py failed:\n{done.stderr}")
    json.loads(done.stdout)  # the page parses it: refuse anything else here
    return done.stdout


def inject_openings(html: str, openings: str) -> str:
    """The page with `openings` (JSON) as <script type="application/json" id="gamut-openings">
    before </body> (web/js/core/openings.js reads it; not run, so the CSP allows it); a page
    without </body> is left as it is."""
    at = _BODY_END.search(html)
    if at is None or 'id="gamut-openings"' in html:
        return html
    text = openings.replace("</", "<\\/")  # JSON's own escape: no "</script>" inside
    tag = f'<script type="application/json" id="gamut-openings">{text}</script>\n'
    return f"{html[: at.start()]}{tag}{html[at.start() :]}"


_IMPORT = re.compile(
    r"""^\s*(?:import|export)\b[^'"`;]*?['"](\.{1,2}/[^'"]+\.js)['"]""", re.MULTILINE
)
# Each page's own game (the page picks it by its file name: web/js/shell/choose-game.js).
PAGE_GAME = {"index.html": "dominoes", "hus.html": "hus", "wuhsing.html": "wuhsing"}


def module_graph(site: Path, entries: list[str]) -> list[str]:
    """Every module `entries` (paths under `site`) import statically, themselves included, in
    the order found: `import ... from './x.js'` and `export ... from` at a line's start (no
    dynamic import())."""
    seen: list[str] = []
    todo = list(entries)
    while todo:
        rel = todo.pop(0)
        path = site / rel
        if rel in seen or not path.is_file():
            continue
        seen.append(rel)
        for spec in _IMPORT.findall(path.read_text(encoding="utf-8")):
            todo.append((path.parent / spec).resolve().relative_to(site.resolve()).as_posix())
    return seen


def inject_preloads(html: str, modules: list[str]) -> str:
    """The page with a <link rel="modulepreload"> before </head> for each of `modules` it does
    not preload yet: the browser fetches and compiles the whole graph at once instead of
    import by import (issue 26: the table drawn sooner). A page without </head> is left."""
    at = html.lower().find("</head>")
    if at < 0:
        return html
    links = "".join(
        f'  <link rel="modulepreload" href="{m}">\n'
        for m in modules
        if f'rel="modulepreload" href="{m}"' not in html
    )
    return f"{html[:at]}{links}{html[at:]}"


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


def offline_leaves_out(manifest: dict) -> set[str]:
    """What the service worker does not cache (paths relative to the site): the room server's
    question (``online/health``: asked of the network every time) and, when the build has a
    snapshot, what only the start-up without it uses (Pyodide's standard library, micropip and
    the gamut wheel: 2.7 MB that a first visit would download for nothing; a worker that cannot
    use the snapshot fetches them from the network)."""
    out = {"online/health"}
    if manifest.get("snapshot"):
        out |= {"pyodide/python_stdlib.zip", manifest["wheel"], manifest["micropip"]}
    return out


def write_sw(site: Path, build_hash: str, leave_out: set[str] = frozenset()) -> int:
    """Write the build hash and every file of `site` (but sw.js, the .br and .gz copies and the
    paths in `leave_out`) into site/sw.js in place of its manifest line; returns the number of
    files listed."""
    sw = site / "sw.js"
    text = sw.read_text()
    if text.count(SW_MANIFEST_LINE) != 1:
        raise SystemExit("web/sw.js: the manifest line is missing (see SW_MANIFEST_LINE)")
    files = {
        path.relative_to(site).as_posix(): sri(path)
        for path in sorted(site.rglob("*"))
        if path.is_file()
        and path.suffix not in ENCODED
        and path != sw
        and path.relative_to(site).as_posix() not in leave_out
        and not any(part.startswith(".") for part in path.relative_to(site).parts)
    }
    manifest = json.dumps({"build": build_hash, "files": files}, indent=1, sort_keys=True)
    sw.write_text(text.replace(SW_MANIFEST_LINE, f"const MANIFEST = {manifest};"))
    return len(files)


def build(out: Path = DIST, web: Path | None = None, snapshot: bool = True) -> dict:
    """Build the site into `out` (replaced as a whole) from `web` (default: web/); returns the
    manifest. `snapshot=False` (or GAMUT_SNAPSHOT=0 in the environment) leaves the Python
    snapshot out: the worker then starts Python and installs the wheel on every visit."""
    t0 = time.monotonic()
    web = WEB if web is None else Path(web)
    if not (web / "index.html").exists():
        log("note: web/index.html does not exist yet")
    npm = npm_packages()
    micropip = fetch_micropip()
    wheel = build_wheel()
    if os.environ.get("GAMUT_SNAPSHOT") == "0":
        snapshot = False
    snap = make_snapshot(npm / "pyodide", wheel) if snapshot else None

    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(dir=out.parent, prefix=f".{out.name}-"))
    try:
        # files whose compressed copies come from a cache folder (made once there: slow)
        compressed: set[Path] = set()
        if web.exists():
            for src in sorted(web.rglob("*")):
                if src.is_file() and "__pycache__" not in src.parts:
                    _copy(src, staging / src.relative_to(web))
        caches = [(npm / "pyodide", "pyodide"), (npm / "fonts", "fonts")]
        if snap is not None:
            caches.append((snap.parent, "snapshot"))
        for folder, name in caches:
            for src in sorted(folder.iterdir()):
                if src.name.startswith("."):
                    continue
                _copy(src, staging / name / src.name)
                if name != "fonts":
                    compressed.add(staging / name / src.name)
        _copy(wheel, staging / "wheels" / wheel.name)
        _copy(micropip, staging / "wheels" / micropip.name)
        (staging / "online").mkdir(exist_ok=True)
        (staging / "online" / "health").write_text(STATIC_HEALTH)
        for alias in PAGE_ALIASES:
            if (staging / "index.html").exists():
                shutil.copyfile(staging / "index.html", staging / alias)
        openings = make_openings() if (staging / "index.html").exists() else None
        for page in sorted(staging.glob("*.html")):
            html = inject_head(page.read_text(encoding="utf-8"))
            if openings is not None and page.name in ("index.html", *PAGE_ALIASES):
                html = inject_openings(html, openings)
            if page.name in PAGE_GAME:
                graph = ["js/shell/app.js", f"js/games/{PAGE_GAME[page.name]}/page.js"]
                html = inject_preloads(html, module_graph(staging, graph))
            page.write_text(html, encoding="utf-8")

        # The build hash covers every file the site serves.
        h = hashlib.sha256()
        for path in sorted(staging.rglob("*")):
            if path.is_file() and path.suffix not in ENCODED:
                h.update(str(path.relative_to(staging)).encode() + b"\0")
                h.update(sha256_of(path).encode())
        snap_file = None if snap is None else staging / "snapshot" / snap.name
        manifest = {
            "build": h.hexdigest()[:16],
            "pyodide": PYODIDE_VERSION,
            "wheel": f"wheels/{wheel.name}",
            "micropip": f"wheels/{micropip.name}",
            # The worker restores Python from this snapshot (fetched with its integrity, so a
            # damaged copy is never loaded); null: no snapshot, Python starts as usual. Its
            # length in bytes lets the worker hand Pyodide a buffer of that size at once, so
            # the runtime compiles while the snapshot's bytes are still on the way.
            "snapshot": None if snap is None else f"snapshot/{snap.name}",
            "snapshot_integrity": None if snap_file is None else sri(snap_file),
            "snapshot_bytes": None if snap_file is None else snap_file.stat().st_size,
            # What the restored Python has as its standard library (Pyodide's stdLibURL): the
            # small zip made with the snapshot, not pyodide/python_stdlib.zip.
            "snapshot_stdlib": None if snap is None else f"snapshot/{snap.stem}.zip",
        }
        (staging / "build.json").write_text(json.dumps(manifest, indent=2) + "\n")
        if (staging / "sw.js").exists():
            write_sw(staging, manifest["build"], leave_out=offline_leaves_out(manifest))
        for path in sorted(staging.rglob("*")):
            if path.is_file() and path.suffix not in ENCODED and path not in compressed:
                compress_file(path)
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


def serve(args: list[str]) -> None:
    """Build, then serve dist/ with the rooms: ``args`` are the server's options
    (``python -m gamut_server --help``: --port, --host, --redis, --origin, ...). With -h or
    --help only the server's help (no build first: it took minutes on a first run)."""
    if not {"-h", "--help"} & set(args):
        build()
    try:
        server = _server_module("__main__")
    except ImportError as exc:
        raise SystemExit(f"{exc}: pip install -r requirements-serve.txt (aiohttp, redis)") from None
    try:
        server.main(args, prog="python3 build.py serve", site=DIST)
    except KeyboardInterrupt:
        print()


# --- test and bench --------------------------------------------------------------------------


def _step(title: str, cmd: list[str], **kw: object) -> int:
    print(f"\n=== {title}: {' '.join(cmd)}", flush=True)
    return subprocess.run(cmd, cwd=ROOT, **kw).returncode


def test() -> int:
    """Everything CI runs; installs what a fresh Debian machine lacks. Returns an exit code."""
    ensure_tools({CHROMIUM: "chromium", "npm": "npm", "redis-server": "redis-server",
                  NGINX: "nginx"})  # fmt: skip
    packages = [pkg for pkg, probe in (*FONT_PACKAGES, NGINX_BROTLI) if not Path(probe).exists()]
    if packages:
        apt_install(packages, f"missing {', '.join(packages)}")
    print(f"\n=== dev requirements: {REQUIREMENTS_DEV.name}", flush=True)
    install_requirements(REQUIREMENTS_DEV)
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


def shots(args: list[str]) -> int:
    """Screenshots of the three games (tools/shots.py ARGS: --out, --size, --site, ...): it
    builds the site into a temporary folder and drives Debian's Chromium with Playwright."""
    ensure_tools({CHROMIUM: "chromium", "npm": "npm"})
    install_requirements(REQUIREMENTS_DEV)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "py"), str(ROOT)])}
    cmd = [sys.executable, str(ROOT / "tools" / "shots.py"), *args]
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode


def make_parser() -> argparse.ArgumentParser:
    """build.py's command line: one subcommand a job (tests/test_readme.py reads it: every
    ``python3 build.py X`` the README shows is one of them)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("build", help="wheel + static site in dist/ (default)")
    p_serve = sub.add_parser(
        "serve",
        help="build, then serve dist/ and the online rooms",
        description="Options after serve go to the server: python -m gamut_server --help "
        "(--port N, --host H, --redis URL, --origin URL, --workers N, ...).",
    )
    p_serve.add_argument("server_args", nargs=argparse.REMAINDER, help="the server's options")
    sub.add_parser("test", help="everything CI runs")
    p_bench = sub.add_parser("bench", help="print figures (bench/*.py)")
    p_bench.add_argument("name", nargs="?", help="one script of bench/, e.g. load")
    p_bench.add_argument("extra", nargs=argparse.REMAINDER, help="arguments for that script")
    sub.add_parser(
        "shots",
        help="screenshots of the three games for the README (docs/img/)",
        description="Options after shots go to tools/shots.py: --out DIR, --size WxH, "
        "--format jpeg|png, --quality N, --site DIR, --only GAME,GAME.",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = make_parser()
    argv = sys.argv[1:] if argv is None else list(argv)
    # serve's options are the server's own, read by its parser, and shots' those of
    # tools/shots.py (argparse's REMAINDER would refuse a first one that starts with "--":
    # serve --host 0.0.0.0)
    passed_on = argv[:1] in (["serve"], ["shots"])
    passed = argv[1:] if passed_on else []
    args = parser.parse_args(argv[:1] if passed_on else argv)
    if args.command in (None, "build", "serve", "test", "shots"):
        use_own_venv(argv)
    if args.command in (None, "build", "serve"):
        install_requirements(REQUIREMENTS_SERVE)
    if args.command in (None, "build"):
        build()
        return 0
    if args.command == "serve":
        serve(passed)
        return 0
    if args.command == "test":
        return test()
    if args.command == "shots":
        return shots(passed)
    return bench(args.name, args.extra)


if __name__ == "__main__":
    sys.exit(main())
