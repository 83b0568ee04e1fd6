"""The README (and the pages of docs/) say only what is so (issue 29): every ``python3 build.py
X`` they show is one of build.py's commands, with options its parser (or the server's, or
tools/shots.py's) knows; every bench they name is a script of bench/; every repository path the
README names exists; every relative link and image exists (a link to a heading: that heading).
No browser, no build: a few parsers and the file system."""

from __future__ import annotations

import argparse
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from load_file import load_file

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = sorted((ROOT / "docs").glob("*.md"))
PAGES = [README, *DOCS]

# What a path in the README may name that is not in a clone: what build.py, its venv and the
# deployment make, and the addresses of the built site's pages and the room server.
MADE = {".venv/", "dist/", ".cache/", ".run/", "/ws", "/online/health", "/hus.html",
        "/wuhsing.html"}  # fmt: skip
# The repository's own top-level names (not what a build or a venv adds to a clone).
TOP = {p.name for p in ROOT.iterdir()} - {".git", ".venv", "dist", ".cache", ".run", "node_modules",
                                          ".pytest_cache", ".ruff_cache", "test-results"}
WEB_TOP = {p.name for p in (ROOT / "web").iterdir() if p.is_dir()}
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)|<(?:img|a)\s[^>]*?(?:src|href)=\"([^\"]+)\"")
FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
INLINE = re.compile(r"`([^`\n]+)`")


gb = load_file(ROOT / "build.py", "gamut_build")


def subcommands() -> dict[str, argparse.ArgumentParser]:
    """build.py's subcommands and their parsers, from its own command line."""
    parser = gb.make_parser()
    (sub,) = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


def server_options() -> set[str]:
    """The options of ``python -m gamut_server`` (what ``build.py serve`` hands it)."""
    from gamut_server.__main__ import add_options

    p = argparse.ArgumentParser()
    add_options(p)
    return {s for a in p._actions for s in a.option_strings}


def shots_options() -> set[str]:
    """The options of tools/shots.py, from its ``--help`` (the script imports Playwright)."""
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "shots.py"), "--help"],
                         capture_output=True, text=True, check=True, cwd=ROOT).stdout  # fmt: skip
    return set(re.findall(r"(?<![\w-])--[a-z][\w-]*", out))


def code_of(text: str) -> list[str]:
    """Every code span and every line of every fenced block."""
    spans = [line for block in FENCE.findall(text) for line in block.splitlines()]
    return spans + INLINE.findall(FENCE.sub("", text))


def build_commands(text: str) -> list[list[str]]:
    """The words after ``python3 build.py`` in every command shown (a comment cut off)."""
    found = []
    for code in code_of(text):
        for m in re.finditer(r"python3? build\.py((?:\s+[^\s#`)]+)*)", code):
            found.append(shlex.split(m.group(1), posix=False))
    return found


def check_command(words: list[str], commands: dict[str, argparse.ArgumentParser]) -> list[str]:
    """What is wrong with ``python3 build.py WORDS`` (nothing: [])."""
    words = [w.strip("[]") for w in words]  # [--port N]: an option that may be left out
    if not words or words[0].isupper():  # python3 build.py X: a placeholder
        return []
    cmd, rest = words[0], words[1:]
    if cmd.startswith("-"):
        return [] if cmd in ("-h", "--help") else [f"build.py {cmd}: no such option"]
    if cmd not in commands:
        return [f"build.py {cmd}: not a command of build.py ({', '.join(commands)})"]
    known: set[str] = {"-h", "--help"}
    if cmd == "serve":
        known |= server_options()
    elif cmd == "shots":
        known |= shots_options()
    elif cmd == "bench":
        if rest and not rest[0].startswith("-") and not rest[0].isupper():  # bench NAME
            if not (ROOT / "bench" / f"{rest[0]}.py").is_file():
                return [f"build.py bench {rest[0]}: there is no bench/{rest[0]}.py"]
        return []  # the bench scripts' own options: their docstrings
    opts = [w.split("=", 1)[0] for w in rest if w.startswith("--")]
    return [f"build.py {cmd} {o}: no such option" for o in opts if o not in known]


def named_paths(text: str) -> set[str]:
    """Words of a page's code that name a file or folder of the repository: they start with
    one of its top-level names, or of web/'s (the front end's ``js/core/...``), or are a page
    or address of MADE. Placeholders and patterns (``bench/NAME.py``, ``*.ftl``, ``<game>``)
    are left out."""
    out = set()
    for code in code_of(text):
        for word in re.split(r"[\s\"'()|,;>]+", code):
            word = word.rstrip(".:")
            if word in MADE:
                out.add(word)
            elif "/" in word and word.split("/")[0] in TOP | WEB_TOP:
                if not re.search(r"://|[$*<{]|(^|/)[A-Z]+(\.|/|$)", word):
                    out.add(word)
    return out


def missing_paths(names: set[str]) -> list[str]:
    """The names of `named_paths` that are not in the repository (web/'s from web/)."""
    def there(name: str) -> bool:
        top = name.split("/")[0]
        return (ROOT / name).exists() if top in TOP else (ROOT / "web" / name).exists()

    return sorted(n for n in names if n not in MADE and not there(n))


def slug(heading: str) -> str:
    """GitHub's anchor of a heading."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    return re.sub(r"\s", "-", re.sub(r"[^\w\s-]", "", text))


def broken_links(page: Path, root: Path = ROOT) -> list[str]:
    """Relative links and images of a Markdown page whose file (or heading) is missing (each
    named from `root`)."""
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    problems = []
    for m in LINK.finditer(text):
        target = m.group(1) or m.group(2)
        if re.match(r"[a-z][a-z0-9+.-]*:", target):  # http:, https:, mailto:
            continue
        path, _, anchor = target.partition("#")
        dest = (page.parent / path).resolve() if path else page
        if not dest.exists():
            problems.append(f"{page.relative_to(root)}: {target}: no {path}")
        elif anchor and dest.suffix == ".md":
            heads = re.findall(r"^#+\s+(.*)$", dest.read_text(encoding="utf-8"), re.MULTILINE)
            if anchor not in {slug(h) for h in heads}:
                problems.append(f"{page.relative_to(root)}: {target}: no such heading")
    return problems


# ---- the README -------------------------------------------------------------------------------


def test_the_readme_sets_up_with_the_two_commands_and_stays_short() -> None:
    text = README.read_text(encoding="utf-8")
    first = FENCE.search(text)
    assert first is not None
    commands = [line.split("#")[0].strip() for line in first.group(1).splitlines()]
    assert commands == ["python3 build.py serve", "python3 build.py test"]
    assert len(text.splitlines()) < 150


def test_every_build_command_the_readme_and_docs_show_exists() -> None:
    commands = subcommands()
    assert {"build", "serve", "test", "bench", "shots"} <= set(commands)
    problems, seen = [], 0
    for page in PAGES:
        for words in build_commands(page.read_text(encoding="utf-8")):
            seen += 1
            problems += [f"{page.relative_to(ROOT)}: {p}" for p in check_command(words, commands)]
    assert seen >= 10
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("page", PAGES, ids=[p.name for p in PAGES])
def test_every_path_a_page_names_exists(page: Path) -> None:
    names = named_paths(page.read_text(encoding="utf-8"))
    if page == README:  # the words were found
        assert len(names) >= 8 and "deploy/gamut-servers" in names
    missing = missing_paths(names)
    assert not missing, f"{page.relative_to(ROOT)} names what the repository lacks: {missing}"


@pytest.mark.parametrize("page", PAGES, ids=[p.name for p in PAGES])
def test_every_relative_link_and_image_exists(page: Path) -> None:
    assert not broken_links(page)


def test_every_doc_is_linked_from_the_readme_or_another_doc() -> None:
    linked = set()
    for page in PAGES:
        for m in LINK.finditer(page.read_text(encoding="utf-8")):
            target = (m.group(1) or m.group(2)).partition("#")[0]
            if target and not re.match(r"[a-z]+:", target):
                linked.add((page.parent / target).resolve())
    assert not [d.name for d in DOCS if d.resolve() not in linked]


def test_the_readme_pictures_are_small() -> None:
    pictures = re.findall(r"<img\s[^>]*src=\"([^\"]+)\"", README.read_text(encoding="utf-8"))
    assert len(pictures) == 3
    for picture in pictures:
        size = (ROOT / picture).stat().st_size
        assert 5_000 < size < 100_000, (picture, size)


# ---- the checks themselves --------------------------------------------------------------------


def test_the_checks_catch_what_they_are_for(tmp_path: Path) -> None:
    commands = subcommands()
    assert check_command(["shots", "--size", "390x844"], commands) == []
    assert check_command(["serve", "--host", "0.0.0.0", "--origin", "http://a"], commands) == []
    assert check_command(["deploy"], commands)
    assert check_command(["serve", "--hots", "0.0.0.0"], commands)
    assert check_command(["bench", "lod"], commands)
    assert check_command(["bench", "NAME", "ARGS"], commands) == []
    assert check_command(["serve", "[--prot", "N]"], commands)
    assert build_commands("run `python3 build.py serve --port 9` now") == [
        ["serve", "--port", "9"]
    ]
    names = named_paths("`py/gamut/nowhere.py`, `js/core/gone.js`, `bench/NAME.py`, `*.ftl`")
    assert missing_paths(names) == ["js/core/gone.js", "py/gamut/nowhere.py"]
    assert missing_paths(named_paths("`py/gamut/core.py` and `js/core/python.js`")) == []
    page = tmp_path / "page.md"
    (tmp_path / "there.md").write_text("# A heading\n")
    page.write_text(
        "[ok](there.md) [ok](there.md#a-heading) ![pic](img/gone.png)\n"
        "[gone](nowhere.md) [bad](there.md#nothing) [web](https://x.example/)\n"
    )
    got = [p.split(": ", 1)[1] for p in broken_links(page, tmp_path)]
    assert got == ["img/gone.png: no img/gone.png", "nowhere.md: no nowhere.md",
                   "there.md#nothing: no such heading"]  # fmt: skip

