"""What build.py installs and downloads: pinned requirements, the npm lock file, micropip's
hash, and the web font's files as web/css/fonts.css and the pages use them (issues 11, 12,
19)."""

from __future__ import annotations

import json
import re
import sys
from importlib import metadata
from pathlib import Path

import pytest

from load_file import load_file

ROOT = Path(__file__).resolve().parents[1]


gb = load_file(ROOT / "build.py", "gamut_build")


def test_dev_requirements_include_every_pin_of_serve() -> None:
    serve = gb.pinned_requirements(gb.REQUIREMENTS_SERVE)
    dev = gb.pinned_requirements(gb.REQUIREMENTS_DEV)
    assert serve is not None and dev is not None
    assert ("build", "1.6.1") in serve
    assert set(serve) <= set(dev)
    assert {"playwright", "pytest", "ruff"} <= {name for name, _ in dev}
    assert "-r requirements-serve.txt" in gb.REQUIREMENTS_DEV.read_text().splitlines()


def test_pins_are_read_and_anything_else_leaves_it_to_pip(tmp_path: Path) -> None:
    inner = tmp_path / "inner.txt"
    inner.write_text("# a comment\nfoo_bar==1.2.3  # why\n\n")
    outer = tmp_path / "outer.txt"
    outer.write_text("-r inner.txt\nBaz[extra]==0.1\n")
    assert gb.pinned_requirements(outer) == [("foo_bar", "1.2.3"), ("Baz", "0.1")]
    for line in (
        "foo>=1",
        "foo==1; python_version<'3.12'",
        "git+https://x/y",
        "foo",
        "foo==1.*",
        "foo==1,!=1.1",
        "foo @ https://x/y.whl",
        "foo==",
    ):
        (tmp_path / "odd.txt").write_text(line + "\n")
        assert gb.pinned_requirements(tmp_path / "odd.txt") is None, line


def test_pins_without_packaging_leave_it_to_pip(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fresh interpreter has no packaging yet: pip installs the files (packaging with them)."""
    (tmp_path / "r.txt").write_text("foo==1\n")
    monkeypatch.setitem(sys.modules, "packaging.requirements", None)
    assert gb.pinned_requirements(tmp_path / "r.txt") is None


def test_requirements_met_compares_installed_versions(tmp_path: Path) -> None:
    req = tmp_path / "r.txt"
    req.write_text(f"pytest=={metadata.version('pytest')}\n")
    assert gb.requirements_met(req) is True
    req.write_text("pytest==0.0.1\n")
    assert gb.requirements_met(req) is False
    req.write_text("surely-not-installed-gamut-pkg==1.0\n")
    assert gb.requirements_met(req) is False
    req.write_text("pytest>=1\n")  # not a pin: pip decides
    assert gb.requirements_met(req) is False


def test_micropip_is_downloaded_by_its_hash() -> None:
    lines = [
        line
        for line in gb.REQUIREMENTS_PYODIDE.read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert lines == [
        "micropip==0.11.1 "
        "--hash=sha256:768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"
    ]


def test_npm_packages_are_pinned_and_locked() -> None:
    package = json.loads((ROOT / "package.json").read_text())
    assert package["dependencies"] == {"@fontsource-variable/roboto": "5.3.0", "pyodide": "314.0.7"}
    lock = json.loads((ROOT / "package-lock.json").read_text())
    assert lock["packages"][""]["dependencies"] == package["dependencies"]
    for name, version in package["dependencies"].items():
        entry = lock["packages"][f"node_modules/{name}"]
        assert entry["version"] == version
        assert re.fullmatch(r"sha512-[A-Za-z0-9+/]{86}==", entry["integrity"]), name
    assert gb.PYODIDE_VERSION == "314.0.7"
    assert gb.FONT_PACKAGE in package["dependencies"]


def test_fonts_css_uses_exactly_the_files_the_build_copies() -> None:
    css = (ROOT / "web" / "css" / "fonts.css").read_text()
    urls = re.findall(r'url\("\.\./fonts/([^"]+)"\)', css)
    assert sorted(urls) == sorted(gb.FONT_FILES)
    assert set(re.findall(r'font-family: "([^"]+)";', css)) == {gb.FONT_FAMILY}
    assert css.count("unicode-range:") == len(gb.FONT_FILES)
    assert gb.FONT_PRELOAD in gb.FONT_FILES
    main = (ROOT / "web" / "css" / "main.css").read_text()
    assert re.search(rf'--font: "{gb.FONT_FAMILY}", system-ui,', main)


def test_every_page_gets_the_font_preload_and_stylesheet() -> None:
    out = gb.inject_head('<html><head><meta charset="utf-8"><link rel="stylesheet" '
                         'href="css/main.css"></head></html>')  # fmt: skip
    preload = (
        f'<link rel="preload" href="fonts/{gb.FONT_PRELOAD}" as="font" type="font/woff2"'
        " crossorigin>"
    )
    assert out.count(preload) == 1
    # before the page's own sheets: the font is asked for first, main.css may use it
    assert out.index(preload) < out.index("css/fonts.css") < out.index("css/main.css")
