"""build.py's page injection (CSP, offline.js, file-warning.js) and the service worker's
manifest, without building the whole site."""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
from pathlib import Path

import pytest

from load_file import load_file

ROOT = Path(__file__).resolve().parents[1]


gb = load_file(ROOT / "build.py", "gamut_build")


def test_the_policy_goes_right_after_the_charset() -> None:
    page = '<!doctype html>\n<html><head>\n  <meta charset="utf-8">\n  <title>x</title>'
    page += '<script type="module" src="js/app.js"></script></head><body></body></html>'
    out = gb.inject_head(page)
    assert out.count("Content-Security-Policy") == 1
    assert out.index('<meta charset="utf-8">') < out.index("Content-Security-Policy")
    assert out.index("Content-Security-Policy") < out.index("js/offline.js")
    assert out.index("js/offline.js") < out.index("js/app.js")
    assert '<script src="js/file-warning.js" defer></script>' in out
    assert gb.inject_head(out) == out  # once only


def test_a_page_without_charset_gets_it_after_head() -> None:
    out = gb.inject_head("<html><head lang=de><title>x</title></head></html>")
    assert out.startswith("<html><head lang=de>\n  <meta http-equiv")
    with pytest.raises(SystemExit):
        gb.inject_head("<p>no head</p>")


def test_the_service_worker_lists_every_file_with_its_hash(tmp_path: Path) -> None:
    (tmp_path / "js").mkdir()
    (tmp_path / "index.html").write_text("<html></html>")
    (tmp_path / "js" / "a.js").write_text("let a;")
    (tmp_path / "js" / "a.js.gz").write_bytes(b"gz")
    (tmp_path / ".hidden").write_text("x")
    (tmp_path / "sw.js").write_text(f"// head\n{gb.SW_MANIFEST_LINE}\nrest();\n")
    assert gb.write_sw(tmp_path, "abc123") == 2
    text = (tmp_path / "sw.js").read_text()
    manifest = json.loads(re.search(r"const MANIFEST = (\{.*?\});\n", text, re.S).group(1))
    digest = base64.b64encode(hashlib.sha256(b"let a;").digest()).decode()
    assert manifest == {
        "build": "abc123",
        "files": {"index.html": gb.sri(tmp_path / "index.html"), "js/a.js": f"sha256-{digest}"},
    }
    assert text.startswith("// head\n") and text.endswith("rest();\n")
    with pytest.raises(SystemExit):
        gb.write_sw(tmp_path, "again")  # the manifest line is gone


def test_the_service_worker_leaves_out_the_health_question_and_the_fallback(
    tmp_path: Path,
) -> None:
    for name in ("index.html", "online/health", "pyodide/python_stdlib.zip", "wheels/a.whl",
                 "snapshot/s.snapshot", "snapshot/s.snapshot.br"):  # fmt: skip
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(name)
    (tmp_path / "sw.js").write_text(f"{gb.SW_MANIFEST_LINE}\n")
    with_snapshot = {"snapshot": "snapshot/s.snapshot", "wheel": "wheels/a.whl", "micropip": "x"}
    leave_out = gb.offline_leaves_out(with_snapshot)
    assert gb.write_sw(tmp_path, "b1", leave_out=leave_out) == 2
    manifest = json.loads(
        re.search(r"const MANIFEST = (\{.*?\});\n", (tmp_path / "sw.js").read_text(), re.S).group(1)
    )
    assert sorted(manifest["files"]) == ["index.html", "snapshot/s.snapshot"]
    # without a snapshot, the usual start-up's files are what a visit needs: cached
    assert gb.offline_leaves_out({"snapshot": None, "wheel": "w", "micropip": "m"}) == {
        "online/health"
    }


def test_compressed_copies_decode_to_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import gzip

    import brotli

    monkeypatch.setattr(gb, "BROTLI_CACHE", tmp_path / "brotli-cache")
    text = tmp_path / "a.js"
    text.write_text("let tiles = ['6-6', '6-5'];\n" * 200)
    written = gb.compress_file(text)
    assert sorted(p.name for p in written) == ["a.js.br", "a.js.gz"]
    assert brotli.decompress((tmp_path / "a.js.br").read_bytes()) == text.read_bytes()
    assert gzip.decompress((tmp_path / "a.js.gz").read_bytes()) == text.read_bytes()
    small = tmp_path / "b.js"
    small.write_text("x")  # under COMPRESS_MIN_BYTES: sent as it is
    noise = tmp_path / "c.wasm"
    noise.write_bytes(random.Random(5).randbytes(4096))  # compresses by less than 10%
    assert gb.compress_file(small) == [] and gb.compress_file(noise) == []


def test_brotli_copies_come_from_the_machine_cache_only_when_they_decode(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """build.brotli_compress: the first call compresses and keeps the copy in BROTLI_CACHE,
    the next one returns that copy; a damaged or foreign copy is never returned but replaced;
    beyond BROTLI_CACHE_BYTES the least recently used copies go."""
    import brotli

    cache = tmp_path / "brotli-cache"
    monkeypatch.setattr(gb, "BROTLI_CACHE", cache)
    data = b"let tiles = ['6-6', '6-5'];\n" * 300
    packed = gb.brotli_compress(data)
    assert brotli.decompress(packed) == data
    (kept,) = cache.glob("*.br")
    assert kept.read_bytes() == packed
    calls = []
    real = brotli.compress
    monkeypatch.setattr(brotli, "compress", lambda *a, **k: calls.append(1) or real(*a, **k))
    assert gb.brotli_compress(data) == packed and calls == []  # from the cache
    kept.write_bytes(packed[:-5])  # damaged
    assert gb.brotli_compress(data) == packed and calls == [1]
    assert kept.read_bytes() == packed  # replaced
    kept.write_bytes(real(b"something else"))  # decodes, but to other bytes
    assert gb.brotli_compress(data) == packed and calls == [1, 1]
    monkeypatch.setattr(gb, "BROTLI_CACHE_BYTES", len(packed) + 10)
    other = gb.brotli_compress(bytes(range(256)) * 40)
    assert [p.read_bytes() for p in cache.glob("*.br")] == [other]  # the older copy went


def test_the_web_service_worker_has_the_manifest_line() -> None:
    assert (ROOT / "web" / "sw.js").read_text().count(gb.SW_MANIFEST_LINE) == 1


def test_the_policy_has_no_unsafe_inline_and_lets_wasm_compile() -> None:
    assert "'wasm-unsafe-eval'" in gb.CSP
    assert "unsafe-inline" not in gb.CSP and "'unsafe-eval'" not in gb.CSP
    assert "frame-ancestors" not in gb.CSP  # ignored in a <meta>; the games may be embedded


def test_the_server_lists_no_folder_and_serves_the_pages(tmp_path: Path) -> None:
    import urllib.error
    import urllib.request

    (tmp_path / "js").mkdir()
    (tmp_path / "js" / "a.js").write_text("export const a = 1;\n")
    (tmp_path / "index.html").write_text("<!doctype html><title>x</title>\n")
    server = gb.SiteServer(tmp_path, port=0, quiet=True)
    server.start()
    try:
        with pytest.raises(urllib.error.HTTPError) as err:
            urllib.request.urlopen(server.url + "js/")
        assert err.value.code == 404
        with urllib.request.urlopen(server.url) as resp:
            assert resp.status == 200 and b"<title>x</title>" in resp.read()
        with urllib.request.urlopen(server.url + "js/a.js") as resp:
            assert resp.headers["Content-Type"] == "text/javascript; charset=utf-8"
    finally:
        server.stop()


@pytest.mark.parametrize("args", [
    [],
    ["--host", "0.0.0.0"],
    ["--port", "8001", "--redis", "redis://127.0.0.1:6379/0"],
    ["--host", "0.0.0.0", "--origin", "http://a.example:8000", "--origin", "http://b.example"],
])  # fmt: skip
def test_serve_hands_every_option_to_the_server(monkeypatch: pytest.MonkeyPatch,
                                                args: list[str]) -> None:  # fmt: skip
    """``build.py serve OPTIONS`` (README "Host", for friends): the options reach the server
    as given (argparse's REMAINDER refused ``serve --host 0.0.0.0``)."""
    got = []
    monkeypatch.setattr(gb, "use_own_venv", lambda argv: None)
    monkeypatch.setattr(gb, "install_requirements", lambda path: None)
    monkeypatch.setattr(gb, "serve", got.append)
    assert gb.main(["serve", *args]) == 0
    assert got == [args]


def test_serve_help_shows_the_options_without_building(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture) -> None:
    """``build.py serve --help`` (how to serve on another port): the server's options at once,
    not after a whole build (a first one took minutes, silent when piped)."""
    monkeypatch.setattr(gb, "build", lambda: pytest.fail("serve --help built the site"))
    with pytest.raises(SystemExit) as stop:
        gb.serve(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert "--port" in out
    # named as the reader typed it, the site optional (build.py passes its dist/)
    assert out.startswith("usage: python3 build.py serve [-h] [--site SITE]")


def test_shots_hands_its_options_to_the_script(monkeypatch: pytest.MonkeyPatch) -> None:
    """``build.py shots OPTIONS`` (the README's screenshots): tools/shots.py gets them as
    given, a first one starting with ``--`` included."""
    got = []
    monkeypatch.setattr(gb, "use_own_venv", lambda argv: None)
    monkeypatch.setattr(gb, "shots", lambda args: got.append(args) or 0)
    assert gb.main(["shots", "--size", "640x400", "--only", "hus"]) == 0
    assert got == [["--size", "640x400", "--only", "hus"]]
