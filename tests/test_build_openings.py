"""The openings a first visit plays before Python is ready (tools/make_openings.py, written into
the pages by build.py): Python's own new matches for each game's default options, each view
the one its record loads to; and the pages' module preloads (the whole graph of the page's
own game, asked for at once)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from gamut import api  # noqa: E402
from load_file import load_file  # noqa: E402

openings_tool = load_file(ROOT / "tools" / "make_openings.py", "make_openings")
gb = load_file(ROOT / "build.py", "gamut_build_for_openings")


def _call(op: str, args: dict) -> dict:
    reply = json.loads(api.call(op, json.dumps(args)))
    assert reply["ok"], reply
    return reply["result"]


def test_every_opening_is_a_new_match_python_loads_to_the_same_view() -> None:
    found = openings_tool.openings()
    assert sorted(found) == ["dominoes", "hus", "wuhsing"]
    for game, items in found.items():
        assert len(items) == (2 if game == "hus" else openings_tool.DEALS), game
        records = {json.dumps(o["record"], sort_keys=True) for o in items}
        assert len(records) == len(items), f"{game}: a deal twice"
        for o in items:
            assert o["options"] == openings_tool.DEFAULT_OPTIONS[game]
            assert o["record"]["game"] == game
            assert o["record"].get("moves", []) == []  # nobody has moved
            loaded = _call("load", {"game": game, "record": o["record"], "seat": 0})
            assert loaded == {"record": o["record"], "view": o["view"]}
            assert o["view"]["seat"] == 0 and o["view"]["over"] is False
    # Hus: the first seat by lot, so both openings (the options' "first" left to the lot)
    assert sorted(o["record"]["options"]["first"] for o in found["hus"]) == [0, 1]
    # the same engines give the same openings: a build is reproducible
    assert openings_tool.openings() == found


def test_the_openings_go_into_a_page_once_and_cannot_end_its_script() -> None:
    page = "<html><head></head><body><p>x</p></body></html>"
    out = gb.inject_openings(page, '{"a":"</script><b>"}')
    assert out.count('id="gamut-openings"') == 1
    assert "</script><b>" not in out
    text = out.split('id="gamut-openings">', 1)[1].split("</script>", 1)[0]
    assert json.loads(text) == {"a": "</script><b>"}
    assert out.index("gamut-openings") < out.index("</body>")
    assert gb.inject_openings(out, "{}") == out
    assert gb.inject_openings("<p>no body end</p>", "{}") == "<p>no body end</p>"


def test_each_page_preloads_the_modules_of_its_own_game_once() -> None:
    web = ROOT / "web"
    graph = gb.module_graph(web, ["js/shell/app.js", "js/games/hus/page.js"])
    assert graph[0] == "js/shell/app.js"
    for module in [
        "js/games/hus/page.js",
        "js/games/hus/board.js",
        "js/core/session.js",
        "js/core/openings.js",
        "vendor/fluent-bundle/index.js",
    ]:
        assert module in graph, module
    assert not [m for m in graph if m.startswith("js/games/") and "/hus/" not in m]
    assert len(graph) == len(set(graph))
    for module in graph:
        assert (web / module).is_file(), module
    page = '<head>\n  <link rel="modulepreload" href="js/shell/app.js">\n</head><body></body>'
    out = gb.inject_preloads(page, ["js/shell/app.js", "js/core/session.js"])
    assert out.count('href="js/shell/app.js"') == 1
    assert out.count('<link rel="modulepreload" href="js/core/session.js">') == 1
    assert out.index("js/core/session.js") < out.index("</head>")
