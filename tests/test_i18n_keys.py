"""The translation files (web/i18n/*.ftl, Project Fluent) are complete and agree.

- every language listed in web/js/core/i18n.js (LANGUAGES) has its file, and every file is listed;
- every language has exactly the messages and attributes of English (none missing, none extra);
- a message references only variables the code passes (those of the English or German message,
  or documented in a ``# $name`` comment above it there), and every variable the English text
  shows ({ $n }, NUMBER($n)) is shown too; a variable English only selects on ($you) may go;
- no message of a language other than English is English left untranslated: identical to the
  English text only for names, numbers and symbols (ALLOWED_IDS) or a word that language
  shares with English (SHARED_WORDS);
- every data-i18n / data-i18n-rich id in the pages exists;
- with node installed, the vendored Fluent parser reads every file without junk or errors and
  finds the same messages as the small parser here, and the page's language matching picks
  the listed language a browser asks for.
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
ENGLISH = "en"
GERMAN = "de"  # the original texts, written against the code

ENTRY = re.compile(r"^(-?[a-zA-Z][\w-]*)\s*=")
ATTRIBUTE = re.compile(r"^\s+\.([a-zA-Z][\w-]*)\s*=")
VARIABLE = re.compile(r"\$([a-zA-Z][\w-]*)")
SELECTOR = re.compile(r"\{\s*(?:NUMBER\(\s*)?\$([a-zA-Z][\w-]*)[^{}]*?->")
SHOWN = re.compile(r"\{\s*(?:NUMBER\(\s*)?\$([a-zA-Z][\w-]*)\s*(?:\)\s*)?\}")

# Messages that are names, numbers or symbols in every language: the same text as English.
ALLOWED_IDS = {
    "game-hus",  # "Hus", a Namibian name
    "game-wuhsing",  # "Wu Hsing", the game's name
    "wx-tile-name",  # { $a }-{ $b }
    "wx-zoom-in",  # + (its .aria-label is translated)
    "wx-zoom-out",  # −
    "wx-formula",  # : { $formula }
    "wx-lines-used",  # ({ $parts })
    "dom-run",  # { $name } { $actions }
    "dom-score-of",  # { $name } { $score }
    "hus-pit-about",  # { $pit }: { $text }
    "saves-file-game",  # gamut-{ $game }-… (a file name; may stay as is)
}
# Words a language really shares with English (loanwords a native reader accepts; not a
# loophole): a message equal to English passes when all its words are listed here.
SHARED_WORDS: dict[str, set[str]] = {
    "de": {"Best", "of", "Computer", "Normal", "OK"},
    "es": {"Error", "Metal", "Normal", "Series", "horizontal", "vertical"},
    "fr": {"Normal", "Points", "Table", "double", "point", "points"},
    "it": {"Computer"},
    "nl": {"Computer", "Tips", "Water"},
    "pl": {"Metal"},
    "pt-BR": {"Metal", "Normal", "horizontal", "vertical"},
}
WORD = re.compile(r"[^\W\d_]+")
# Fluent's own syntax, not words: placeables, selectors and variant keys (their texts stay).
SYNTAX = re.compile(
    r"\{\s*(?:NUMBER\()?\$[\w-]+\)?\s*(?:->|\})|\{\s*\"[^\"]*\"\s*\}|\{\s*-?[a-z][\w-]*\s*\}"
    r"|\*?\[[\w-]+\]|[{}]"
)


def parse_ftl(text: str) -> dict[str, dict]:
    """Message id -> {"attrs": {name: text}, "vars", "shown", "documented": sets, "value": the
    value's source text, whitespace squeezed} (terms included, with -)."""
    messages: dict[str, dict] = {}
    current: dict | None = None
    part: list[str] = []  # the source lines of the value or attribute being read
    comment_vars: set[str] = set()

    for line in text.splitlines():
        if line.startswith("#"):
            comment_vars |= set(VARIABLE.findall(line))
            continue
        m = ENTRY.match(line)
        if m:
            current = {
                "attrs": {},
                "vars": set(),
                "documented": comment_vars,
                "value_lines": [line[m.end() :]],
            }
            part = current["value_lines"]
            comment_vars = set()
            assert m.group(1) not in messages, f"{m.group(1)} defined twice"
            messages[m.group(1)] = current
            continue
        if not line.strip():
            comment_vars = set() if current is None else comment_vars
            if current is not None:
                part.append("")
            continue
        if current is None:
            continue
        a = ATTRIBUTE.match(line)
        if a:
            part = current["attrs"][a.group(1)] = [line[a.end() :]]
        else:
            part.append(line)
    for msg in messages.values():
        sources = [msg.pop("value_lines"), *msg["attrs"].values()]
        joined = "\n".join("\n".join(lines) for lines in sources)
        msg["vars"] = set(VARIABLE.findall(joined))
        msg["shown"] = set(SHOWN.findall(joined))
        msg["selects"] = set(SELECTOR.findall(joined))
        msg["value"] = " ".join(" ".join(sources[0]).split())
        msg["attrs"] = {k: " ".join(" ".join(v).split()) for k, v in msg["attrs"].items()}
    return messages


def i18n_module() -> Path:
    """web/js/core/i18n.js, wherever under web/js it lives."""
    found = sorted((ROOT / "web" / "js").rglob("i18n.js"))
    assert len(found) == 1, found
    return found[0]


def listed_languages() -> list[str]:
    src = i18n_module().read_text()
    block = src[src.index("export const LANGUAGES") : src.index("];", src.index("LANGUAGES"))]
    return re.findall(r"code: '([a-z]{2,3}(?:-[A-Za-z]+)?)'", block)


LANGS = listed_languages()
FILES = sorted(p.stem for p in I18N.glob("*.ftl"))
PARSED = {lang: parse_ftl((I18N / f"{lang}.ftl").read_text()) for lang in FILES}


def test_every_listed_language_has_its_file_and_every_file_is_listed() -> None:
    assert ENGLISH in LANGS and GERMAN in LANGS and len(LANGS) == len(set(LANGS))
    missing = sorted(set(LANGS) - set(FILES))
    assert not missing, f"listed in i18n.js but no web/i18n/<code>.ftl: {missing}"
    assert not set(FILES) - set(LANGS), f"not listed in i18n.js: {set(FILES) - set(LANGS)}"


@pytest.mark.parametrize("lang", FILES)
def test_exactly_the_english_keys(lang: str) -> None:
    problems = []
    ref, mine = PARSED[ENGLISH], PARSED[lang]
    for mid, msg in ref.items():
        if mid not in mine:
            problems.append(f"{lang}.ftl lacks {mid}")
        elif set(msg["attrs"]) != set(mine[mid]["attrs"]):
            problems.append(
                f"{lang}.ftl {mid}: attributes {sorted(mine[mid]['attrs'])}, "
                f"English {sorted(msg['attrs'])}"
            )
        elif (msg["value"] == "") != (mine[mid]["value"] == ""):
            problems.append(f"{lang}.ftl {mid}: a value where English has none, or none")
    problems += [f"{lang}.ftl has {mid}, English has not" for mid in mine if mid not in ref]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", FILES)
def test_variables_are_those_the_code_passes(lang: str) -> None:
    problems = []
    en, de = PARSED[ENGLISH], PARSED[GERMAN]
    for mid, msg in PARSED[lang].items():
        if mid not in en:
            continue  # reported by test_exactly_the_english_keys
        known = en[mid]["vars"] | en[mid]["documented"]
        if mid in de:
            known |= de[mid]["vars"] | de[mid]["documented"]
        extra = msg["vars"] - known
        if extra:
            problems.append(f"{lang}.ftl {mid} references {sorted(extra)}, unknown to the code")
        lost = en[mid]["shown"] - msg["vars"]
        if lost:
            problems.append(f"{lang}.ftl {mid} drops {sorted(lost)}, which English shows")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", [f for f in FILES if f != ENGLISH])
def test_nothing_left_in_english(lang: str) -> None:
    shared = SHARED_WORDS.get(lang, set())
    left = []
    for mid, msg in PARSED[lang].items():
        if mid in ALLOWED_IDS or mid not in PARSED[ENGLISH]:
            continue
        en = PARSED[ENGLISH][mid]
        texts = [("", msg["value"], en["value"])]
        texts += [(f".{a}", v, en["attrs"].get(a)) for a, v in msg["attrs"].items()]
        for where, mine, english in texts:
            words = set(WORD.findall(SYNTAX.sub(" ", mine)))
            if mine == english and words - shared:
                left.append(f"{mid}{where} = {mine[:60]}")
    assert not left, f"{lang}.ftl: English left: {left}"


# a rule section code (D7.1, H5.1, W8.1b): for code, tests and comments, never for players
RULE_CODE = re.compile(r"(?<![\w.])[DHW]\d+(?:\.\d+[a-z]?)?(?![\w.])")


@pytest.mark.parametrize("lang", FILES)
def test_no_rule_section_codes_in_player_texts(lang: str) -> None:
    found = []
    for mid, msg in PARSED[lang].items():
        for where, text in [("", msg["value"]), *((f".{a}", v) for a, v in msg["attrs"].items())]:
            if RULE_CODE.search(text):
                found.append(f"{mid}{where} = {text[:60]}")
    assert not found, f"{lang}.ftl: rule codes shown to players: {found}"


def test_the_rule_code_check_catches_a_code() -> None:
    assert RULE_CODE.search("Regelvarianten (H7)")
    assert RULE_CODE.search("mehr (H5.1).")
    assert RULE_CODE.search("规则变体（W8.1b）")
    assert not RULE_CODE.search("innen 8, Runde 2, 6-6 H")


def test_the_new_match_question_reads_as_natural_german() -> None:
    """Issue 17: "Dafür beginnt eine neue Partie." was not natural German."""
    assert PARSED[GERMAN]["confirm-new"]["value"] == (
        "{ $counts -> [yes] Die laufende Partie wird beendet und als verloren gewertet, dann"
        " beginnt eine neue. *[no] Die laufende Partie wird beendet, dann beginnt eine neue. }"
    )


def same_word(a: str, b: str) -> bool:
    """One word the start of the other (Runde/Runden, รอบ/รอบที่), three letters at least."""
    a, b = a.casefold(), b.casefold()
    return min(len(a), len(b)) >= 3 and (a.startswith(b) or b.startswith(a))


@pytest.mark.parametrize("lang", FILES)
def test_sowing_laps_are_not_called_rounds(lang: str) -> None:
    """Issue 17: the Hus sowings of one move must not read as rounds of play (the word of
    the Dominoes round line)."""
    rounds = set(WORD.findall(SYNTAX.sub(" ", PARSED[lang]["dom-round-info"]["value"])))
    clash = []
    for mid in ("hus-preview", "hus-move-line"):
        for word in WORD.findall(SYNTAX.sub(" ", PARSED[lang][mid]["value"])):
            clash += [f"{mid}: {word} ~ {r}" for r in rounds if same_word(word, r)]
    assert not clash, f"{lang}.ftl: {clash}"


def test_the_checks_catch_a_bad_translation() -> None:
    """The parser here sees a dropped variable, an unknown one and an English leftover."""
    en = parse_ftl("a = { $n } tiles, { $you ->\n    [yes] you\n   *[no] they\n}\nb = Rules\n")
    bad = parse_ftl("a = fichas { $m }\nb = Rules\n")
    assert en["a"]["shown"] == {"n"} and en["a"]["selects"] == {"you"}
    assert en["a"]["vars"] - bad["a"]["vars"] == {"n", "you"}
    assert bad["a"]["vars"] - en["a"]["vars"] == {"m"}
    assert bad["b"]["value"] == en["b"]["value"] == "Rules"
    selector = parse_ftl("c = { $axis ->\n    [row] row\n   *[column] col\n} { NUMBER($n) }\n")
    assert set(WORD.findall(SYNTAX.sub(" ", selector["c"]["value"]))) == {"row", "col"}


def test_every_id_the_pages_use_exists() -> None:
    ids = set(PARSED[ENGLISH])
    missing = []
    for page in sorted((ROOT / "web").glob("*.html")):
        for mid in re.findall(r'data-i18n(?:-rich)?="([^"]+)"', page.read_text()):
            if mid not in ids:
                missing.append(f"{page.name}: {mid}")
    assert not missing, missing


def test_every_id_the_scripts_use_exists() -> None:
    """t('id', ...) and keyed('prefix') calls in web/js name existing messages."""
    ids = set(PARSED[ENGLISH])
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
import { FluentBundle, FluentResource } from '%s';
import { readFileSync } from 'node:fs';
const out = {};
for (const f of process.argv.slice(1)) {
  const res = new FluentResource(readFileSync(f, 'utf8'));
  const errors = new FluentBundle('en').addResource(res).map(String);
  out[f] = { errors, ids: res.body.map((m) => [m.id, Object.keys(m.attributes || {}).sort()]) };
}
console.log(JSON.stringify(out));
"""


def node(script: str, *args: str) -> str:
    proc = subprocess.run(
        ["node", "--input-type=module", "-e", script, *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return proc.stdout


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_fluent_itself_reads_every_message() -> None:
    """FluentResource skips entries it cannot parse: then it finds fewer than we do."""
    entry = (ROOT / "web" / "vendor" / "fluent-bundle" / "index.js").as_uri()
    files = [str(I18N / f"{lang}.ftl") for lang in FILES]
    seen = json.loads(node(NODE_CHECK % entry, *files))
    for lang, f in zip(FILES, files, strict=True):
        assert seen[f]["errors"] == [], f"{lang}.ftl: {seen[f]['errors']}"
        fluent = {mid: set(attrs) for mid, attrs in seen[f]["ids"]}
        ours = {mid: set(msg["attrs"]) for mid, msg in PARSED[lang].items()}
        assert fluent == ours, (
            f"{lang}.ftl: Fluent skipped or misread "
            f"{sorted(set(ours) ^ set(fluent)) or [k for k in ours if ours[k] != fluent.get(k)]}"
        )


MATCH = """
const m = await import('%s');
console.log(JSON.stringify(process.argv.slice(1).map((t) => m.matchLanguage(t))));
const rtl = m.LANGUAGES.filter((l) => m.direction(l.code) === 'rtl');
console.log(JSON.stringify(rtl.map((l) => l.code)));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_a_browser_language_finds_the_listed_one() -> None:
    """i18n.js matchLanguage: the browser's tag -> our code (regions, scripts, old codes)."""
    asked = {
        "de-AT": "de",
        "en-GB": "en",
        "fr-CA": "fr",
        "pt-PT": "pt-BR",
        "pt": "pt-BR",
        "PT-br": "pt-BR",
        "zh": "zh-CN",
        "zh-Hans-CN": "zh-CN",
        "zh-SG": "zh-CN",
        "zh-TW": "zh-TW",
        "zh-Hant": "zh-TW",
        "zh-HK": "zh-TW",
        "fil-PH": "fil",
        "tl": "fil",
        "iw-IL": "he",
        "ms-MY": "ms",
        "fa-IR": "fa",
        "ko-KR": "ko",
        "sw-KE": None,
        "": None,
        "xx": None,
    }
    out = node(MATCH % i18n_module().as_uri(), *asked).splitlines()
    assert dict(zip(asked, json.loads(out[0]), strict=True)) == asked
    assert json.loads(out[1]) == ["ar", "fa", "he"]
