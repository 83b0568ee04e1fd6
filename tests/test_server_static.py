"""The static part of the server (py/gamut_server/static.py: aiohttp's FileResponse and a
middleware) through build.py's SiteServer: precompressed copies, types, CSP, no listings,
no-cache and 304s; what the old SimpleHTTPRequestHandler got wrong (issue 13: ``%00``, very
long URLs, backlog); issue 17's 404 policy header and ``/favicon.ico``; ``//host`` never
redirects to another host; a malformed request is a 400 without a traceback."""

from __future__ import annotations

import gzip
import http.client
import logging
import socket
import tomllib
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import server_support  # noqa: F401  (puts py/ on the path)
from gamut_server import __main__ as server_main
from load_file import load_file

ROOT = Path(__file__).resolve().parents[1]
gb = load_file(ROOT / "build.py", "gamut_build")

JS = b"export const big = '" + b"x" * 4000 + b"';\n"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    site = tmp_path_factory.mktemp("site")
    (site / "index.html").write_text("<!doctype html><title>x</title>\n")
    (site / "js").mkdir()
    (site / "js" / "a.js").write_bytes(JS)
    (site / "js" / "a.js.gz").write_bytes(gzip.compress(JS, mtime=0))
    (site / "js" / "b.js").write_bytes(JS)
    (site / "js" / "b.js.br").write_bytes(b"not really brotli")  # served as it is
    (site / "a.wasm").write_bytes(b"\0asm\1\0\0\0")
    (site / "m.mjs").write_text("export {};\n")
    (site / "empty").mkdir()
    (site / ".hidden").write_text("secret\n")
    srv = gb.SiteServer(site, "127.0.0.1", 0, quiet=True)
    srv.start()
    yield srv
    srv.stop()


def get(server: object, path: str, headers: dict | None = None, method: str = "GET") -> tuple:
    host, port = server.server_address
    conn = http.client.HTTPConnection(host, port, timeout=10)
    try:
        conn.request(method, path, headers=headers or {})
        resp = conn.getresponse()
        return resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read()
    finally:
        conn.close()


def test_gzip_copy_to_who_accepts_it_plain_file_otherwise(server: object) -> None:
    status, h, body = get(server, "/js/a.js", {"Accept-Encoding": "gzip"})
    assert status == 200 and h["content-encoding"] == "gzip" and gzip.decompress(body) == JS
    assert h["vary"] == "Accept-Encoding" and h["content-type"] == "text/javascript; charset=utf-8"
    assert h["cache-control"] == "no-cache" and h["content-security-policy"] == gb.CSP
    status, h, body = get(server, "/js/a.js", {"Accept-Encoding": "identity"})
    assert status == 200 and "content-encoding" not in h and body == JS
    for odd in ("gzip;q=abc", "gzip;q=2", ""):  # issue 13: a malformed header dropped the line
        status, h, body = get(server, "/js/a.js", {"Accept-Encoding": odd})
        got = gzip.decompress(body) if h.get("content-encoding") == "gzip" else body
        assert status == 200 and got == JS


def test_brotli_copy_to_who_accepts_it(server: object) -> None:
    status, h, body = get(server, "/js/b.js", {"Accept-Encoding": "gzip, deflate, br"})
    assert status == 200 and h["content-encoding"] == "br" and body == b"not really brotli"
    assert h["content-type"] == "text/javascript; charset=utf-8"
    status, h, body = get(server, "/js/b.js", {"Accept-Encoding": "gzip"})
    assert status == 200 and "content-encoding" not in h and body == JS


def test_revalidation_answers_304(server: object) -> None:
    _, h, _ = get(server, "/js/a.js", {"Accept-Encoding": "gzip"})
    status, h2, body = get(
        server, "/js/a.js", {"Accept-Encoding": "gzip", "If-None-Match": h["etag"]}
    )
    assert status == 304 and body == b"" and h2["etag"] == h["etag"]
    status, _, _ = get(server, "/js/a.js", {"If-Modified-Since": h["last-modified"]})
    assert status == 304
    _, plain, _ = get(server, "/js/a.js")
    assert plain["etag"] != h["etag"]  # each copy its own validator


def test_wasm_mjs_head_and_pages(server: object) -> None:
    assert get(server, "/a.wasm")[1]["content-type"] == "application/wasm"
    assert get(server, "/index.html")[1]["content-type"] == "text/html; charset=utf-8"
    assert get(server, "/m.mjs")[1]["content-type"] == "text/javascript; charset=utf-8"
    status, h, body = get(server, "/", method="HEAD")
    assert status == 200 and body == b"" and "content-security-policy" not in h
    status, h, body = get(server, "/index.html")
    assert status == 200 and b"<title>x</title>" in body and "content-security-policy" not in h


@pytest.mark.parametrize(
    "path", ["/empty/", "/nope.js", "/a%00b", "/js%00/a.js", "/%2e%2e/build.py", "/../x",
             "/.hidden", "/js/a.js%5c", "/%ff%fe"]
)  # fmt: skip
def test_not_found_with_the_policy_header(server: object, path: str) -> None:
    status, h, body = get(server, path)
    assert status == 404 and body == b"404: not found\n"
    assert h["content-security-policy"] == gb.CSP  # issue 17: the 404 page has the header


def test_a_folder_without_slash_redirects_on_this_host(server: object) -> None:
    status, h, _ = get(server, "/js?x=1")
    assert status == 301 and h["location"] == "/js/?x=1"
    assert h["cache-control"] == "no-cache" and h["content-security-policy"] == gb.CSP
    assert h["x-content-type-options"] == "nosniff"
    for path in ("//js", "///js", "//js?a=b"):  # "//js/" would lead a browser to host "js"
        status, h, _ = get(server, path)
        assert status == 301 and h["location"].startswith("/js/"), (path, h["location"])


def test_an_over_long_header_is_a_400_without_a_traceback(
    server: object, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger="aiohttp.server")
    host, port = server.server_address
    with socket.create_connection((host, port), timeout=10) as sock:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-Long: " + b"a" * 20000 + b"\r\n\r\n")
        answer = sock.recv(200)
    assert answer.startswith(b"HTTP/1.") and b" 400 " in answer.split(b"\r\n")[0]
    records = [r for r in caplog.records if r.name == "aiohttp.server"]
    assert records and all(r.exc_info is None and "Traceback" not in r.getMessage()
                           for r in records)  # fmt: skip


def test_a_very_long_url_gets_an_answer_not_a_dropped_connection(server: object) -> None:
    status, _, _ = get(server, "/" + "a" * 20000)
    assert status == 400


def test_favicon_is_not_a_404(server: object) -> None:
    status, h, body = get(server, "/favicon.ico")
    assert status == 200 and h["content-type"] == "image/svg+xml" and body.startswith(b"<svg")


def test_other_methods_get_405_with_the_headers(server: object) -> None:
    status, h, _ = get(server, "/index.html", method="POST")
    assert status == 405 and h["allow"] == "GET,HEAD"
    assert h["content-security-policy"] == gb.CSP


def test_200_parallel_requests_are_all_answered_quickly(server: object) -> None:
    """Issue 13: with the old backlog of 5, 19 % of 200 parallel requests waited over 1 s."""
    with ThreadPoolExecutor(max_workers=200) as pool:
        got = list(pool.map(lambda _: get(server, "/js/a.js")[0], range(200)))
    assert got == [200] * 200


def test_the_stats_count_answers_and_bytes(server: object) -> None:
    server.stats.clear()
    get(server, "/js/a.js")
    get(server, "/nope")
    assert server.stats["200"] == 1 and server.stats["404"] == 1
    assert server.stats["sent"] == len(JS) + len(b"404: not found\n")


def test_the_server_entry_point_has_builds_policy() -> None:
    assert server_main.CSP == gb.CSP


def test_the_wheel_leaves_the_server_out() -> None:
    find = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    assert find["find"]["include"] == ["gamut", "gamut.*"]
