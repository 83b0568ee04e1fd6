"""The built site on a loopback port, for the browser benches (not a bench itself: build.py's
``bench`` skips files starting with ``_``)."""

from __future__ import annotations

import importlib.util
import tempfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def build_module() -> ModuleType:
    """build.py loaded as a module (``build``, ``SiteServer``, ...)."""
    spec = importlib.util.spec_from_file_location("gamut_build", ROOT / "build.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def served_site(prefix: str, quiet: bool = True) -> tuple[ModuleType, object]:
    """Build the site into a fresh temp folder and serve it on a free 127.0.0.1 port.

    Returns ``(build module, started SiteServer)``; the caller stops the server.
    """
    mod = build_module()
    out = Path(tempfile.mkdtemp(prefix=prefix)) / "dist"
    mod.build(out)
    server = mod.SiteServer(out, "127.0.0.1", 0, quiet=quiet)
    server.start()
    return mod, server
