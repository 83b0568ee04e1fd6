"""Command line: ``python -m gamut replay RECORD.json`` (design.md).

``replay`` prints one JSON object for the position the record reaches (``scores``, ``to_move``,
``legal``, ``over``, ``winners`` and the game's own fields); an illegal move prints
``{"error": ..., "at": INDEX}`` and exits 2. A file may hold the record itself or an object
with a ``"record"`` key (as the examples in ``shared/records`` do).
"""

from __future__ import annotations

import argparse
import json
import sys

from gamut import api, core


def _replay(path: str) -> int:
    """Print the replay object of the record in ``path`` (0), or an error object (2).

    Every bad input ends in ``{"error": ..., "at": INDEX or null}`` and exit code 2: a file
    that cannot be read, text that is not JSON or nests too deeply, a record that is malformed
    or does not replay.
    """
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        data = json.loads(text)
        api.check_depth(data)
    except RecursionError:
        print(json.dumps({"error": f"cannot read {path}: it nests too deeply", "at": None}))
        return 2
    except (OSError, ValueError, core.GameError) as exc:
        print(json.dumps({"error": f"cannot read {path}: {exc}", "at": None}))
        return 2
    record = data.get("record", data) if isinstance(data, dict) else data
    try:
        out = core.replay_output(record)
    except core.GameError as exc:
        print(json.dumps({"error": str(exc), "at": getattr(exc, "at", None)}))
        return 2
    print(json.dumps(out))
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the process exit code."""
    parser = argparse.ArgumentParser(prog="python -m gamut", description=__doc__)
    sub = parser.add_subparsers(dest="cmd", required=True)
    rp = sub.add_parser("replay", help="replay a game record and print the position reached")
    rp.add_argument("record", help="path to a record JSON file")
    args = parser.parse_args(argv)
    if args.cmd == "replay":
        return _replay(args.record)
    return 2


if __name__ == "__main__":
    sys.exit(main())
