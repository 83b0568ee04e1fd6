"""``python -m gamut_server --site DIR [--host H] [--port N] [--redis URL]``: the server alone
(``build.py serve`` builds first, then runs the same). Tests start several on one Redis."""

from __future__ import annotations

import argparse
import logging
from pathlib import Path

from aiohttp import web

from .app import make_app
from .site import BACKLOG, _listen, _store

# The policy build.py puts into every page (build.CSP); repeated so that this entry point
# needs nothing from build.py. test_server_static checks they are the same.
CSP = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
    "connect-src 'self'; img-src 'self' data:; style-src 'self'; font-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'"
)


def main(argv: list[str] | None = None) -> None:
    """Parse the arguments and serve until killed."""
    p = argparse.ArgumentParser(prog="python -m gamut_server", description=__doc__)
    p.add_argument("--site", type=Path, required=True, help="the built site (dist/)")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--redis", metavar="URL", help="keep rooms in Redis (else in memory)")
    p.add_argument("--budget-ms", type=int, default=400, help="a computer's thinking budget")
    p.add_argument("--sweep-s", type=float, default=1.0, help="computer-turn sweep period")
    p.add_argument("--rate", type=float, default=10.0, help="frames a second per socket")
    p.add_argument("--think-ms", type=int, default=0, help="a computer move takes at least this")
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(name)s: %(message)s")
    sock = _listen(args.host, args.port)
    app = make_app(args.site, CSP, store=_store(args.redis), budget_ms=args.budget_ms,
                   sweep_s=args.sweep_s, think_ms=args.think_ms, rate=args.rate)  # fmt: skip
    web.run_app(app, sock=sock, backlog=BACKLOG, print=None, access_log=None)


if __name__ == "__main__":
    main()
