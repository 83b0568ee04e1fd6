"""The translation files (web/i18n/*.ftl, Project Fluent) are complete and agree.

- every language listed in web/js/core/i18n.js has its file, and every file is listed;
- every language has every message and attribute of every other (no key missing anywhere);
- a message references only variables the code passes: those the German file (the reference,
  written against the code) references or documents in a ``# $name`` comment above it;
- every data-i18n / data-i18n-rich id in the pages exists;
- with node installed, the vendored Fluent parser reads every file without junk and finds the
  same messages as the small parser here.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "web" / "i18n"
REFERENCE = "de"

ENTRY = re.compile(r"^(-?[a-zA-Z][\w-]*)\s*=")
ATTRIBUTE = re.compile(r"^\s+\.([a-zA-Z][\w-]*)\s*=")
VARIABLE = re.compile(r"\$([a-zA-Z][\w-]*)")


def parse_ftl(text: str) -> dict[str, dict]:
    """Message id -> {"attrs": set, "vars": set, "documented": set} (terms included, with -)."""
    messages: dict[str, dict] = {}
    current: dict | None = None
    comment_vars: set[str] = set()
    for line in text.splitlines():
        if line.startswith("#"):
            comment_vars |= set(VARIABLE.findall(line))
            continue
        m = ENTRY.match(line)
        if m:
            current = {"attrs": set(), "vars": set(), "documented": comment_vars}
            comment_vars = set()
            assert m.group(1) not in messages, f"{m.group(1)} defined twice"
            messages[m.group(1)] = current
            current["vars"] |= set(VARIABLE.findall(line[m.end() :]))
            continue
        if not line.strip():
            comment_vars = set() if current is None else comment_vars
            continue
        if current is None:
            continue
        a = ATTRIBUTE.match(line)
        if a:
            current["attrs"].add(a.group(1))
            current["vars"] |= set(VARIABLE.findall(line[a.end() :]))
        else:
            current["vars"] |= set(VARIABLE.findall(line))
    return messages


def listed_languages() -> list[str]:
    src = (ROOT / "web" / "js" / "core" / "i18n.js").read_text()
    block = src[src.index("export const LANGUAGES") : src.index("];", src.index("LANGUAGES"))]
    return re.findall(r"code: '([a-z]{2,3}(?:-[A-Za-z]+)?)'", block)


LANGS = listed_languages()
PARSED = {lang: parse_ftl((I18N / f"{lang}.ftl").read_text()) for lang in LANGS}


def test_every_listed_language_has_its_file_and_every_file_is_listed() -> None:
    assert REFERENCE in LANGS and len(LANGS) >= 2
    files = sorted(p.stem for p in I18N.glob("*.ftl"))
    assert files == sorted(LANGS)


@pytest.mark.parametrize("lang", LANGS)
def test_no_key_missing(lang: str) -> None:
    problems = []
    for other in LANGS:
        if other == lang:
            continue
        for mid, msg in PARSED[other].items():
            mine = PARSED[lang].get(mid)
            if mine is None:
                problems.append(f"{lang}.ftl lacks {mid} (in {other}.ftl)")
            elif msg["attrs"] - mine["attrs"]:
                problems.append(f"{lang}.ftl {mid} lacks .{sorted(msg['attrs'] - mine['attrs'])}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_variables_are_those_the_code_passes(lang: str) -> None:
    problems = []
    ref = PARSED[REFERENCE]
    for mid, msg in PARSED[lang].items():
        if mid not in ref:
            continue  # reported by test_no_key_missing
        known = ref[mid]["vars"] | ref[mid]["documented"]
        extra = msg["vars"] - known
        if extra:
            problems.append(
                f"{lang}.ftl {mid} references {sorted(extra)}, unknown in {REFERENCE}.ftl"
            )
    assert not problems, "\n".join(problems)


def test_every_id_the_pages_use_exists() -> None:
    ids = set(PARSED[REFERENCE])
    missing = []
    for page in sorted((ROOT / "web").glob("*.html")):
        for mid in re.findall(r'data-i18n(?:-rich)?="([^"]+)"', page.read_text()):
            if mid not in ids:
                missing.append(f"{page.name}: {mid}")
    assert not missing, missing


def test_every_id_the_scripts_use_exists() -> None:
    """t('id', ...) and keyed('prefix') calls in web/js name existing messages."""
    ids = set(PARSED[REFERENCE])
    missing = []
    for js in sorted((ROOT / "web" / "js").rglob("*.js")):
        src = js.read_text()
        for mid in re.findall(r"\bt\('([a-z][\w-]*)'", src):
            if mid not in ids:
                missing.append(f"{js.relative_to(ROOT / 'web' / 'js')}: {mid}")
        for prefix in re.findall(r"\bkeyed\('([a-z][\w-]*)'\)", src):
            if not any(i.startswith(prefix + "-") for i in ids):
                missing.append(f"{js.relative_to(ROOT / 'web' / 'js')}: {prefix}-*")
    assert not missing, missing


NODE_CHECK = """
import { FluentResource } from '%s';
import { readFileSync } from 'node:fs';
const out = {};
for (const f of process.argv.slice(1)) {
  const res = new FluentResource(readFileSync(f, 'utf8'));
  out[f] = res.body.map((m) => [m.id, Object.keys(m.attributes || {}).sort()]);
}
console.log(JSON.stringify(out));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_fluent_itself_reads_every_message() -> None:
    """FluentResource skips entries it cannot parse: then it finds fewer than we do."""
    entry = (ROOT / "web" / "vendor" / "fluent-bundle" / "index.js").as_uri()
    files = [str(I18N / f"{lang}.ftl") for lang in LANGS]
    proc = subprocess.run(
        ["node", "--input-type=module", "-e", NODE_CHECK % entry, *files],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    seen = json.loads(proc.stdout)
    for lang, f in zip(LANGS, files, strict=True):
        fluent = {mid: set(attrs) for mid, attrs in seen[f]}
        ours = {mid: msg["attrs"] for mid, msg in PARSED[lang].items()}
        assert fluent == ours, (
            f"{lang}.ftl: Fluent skipped or misread "
            f"{sorted(set(ours) ^ set(fluent)) or [k for k in ours if ours[k] != fluent.get(k)]}"
        )
