"""Load a Python file that is not a package module (build.py, tools/*.py) as a module, for the
tests: ``load_file(ROOT / "build.py", "gamut_build")``. Each call runs the file afresh."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType


def load_file(path: Path, name: str) -> ModuleType:
    """The module ``name`` made by running ``path``; ImportError if it cannot be loaded."""
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
