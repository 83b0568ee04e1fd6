"""The built site on a plain static host (no room server: Python's own ``http.server``, as the
file:// warning suggests: docs/offline.md), and the page's question about a room server (issue 26).

The page asks ``online/health`` once; the room server answers it with ``{"ok": true}``, and a
static host with the build's own file ``online/health`` (``{"ok": false}``): the question never
fails (no 404, so no console error), and online play is offered only where the server
answered (e2e/test_online.py: offered with the server)."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page

from pages.games import ONLINE_OFFERED, Wait
from pages.site import PageLog


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def static_url(site_dir: Path) -> Iterator[str]:
    """site_dir served by ``http.server`` on a free loopback port."""
    handler = functools.partial(_Quiet, directory=str(site_dir))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


def test_a_static_host_answers_the_room_server_question_without_an_error(
    static_url: str, open_page: Callable[[str], tuple[Page, PageLog]], wait_python_ready: Wait
) -> None:
    page, log = open_page(static_url)
    page.goto("/")
    wait_python_ready(page)
    page.wait_for_function(
        "() => ['human', 'computer'].includes(document.getElementById('app').dataset.phase)"
    )
    for _ in range(100):  # the page asks once, when its game's module starts
        if any(r.url.endswith("/online/health") for r in log.responses):
            break
        page.wait_for_timeout(100)
    asked = log.response("/online/health")
    assert asked.status == 200
    assert asked.json() == {"ok": False}
    # nothing the page asked for failed (the console would show it)
    assert [r.url for r in log.responses if r.status >= 400] == []
    # and online play is not offered
    assert page.evaluate(ONLINE_OFFERED) is False
    page.locator("#btn-settings").click()
    options = page.get_by_test_id("set-against").locator("option")
    assert "online" not in [options.nth(i).get_attribute("value") for i in range(options.count())]
