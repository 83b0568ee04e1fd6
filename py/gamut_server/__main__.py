"""``python -m gamut_server --site DIR [options]``: the server alone (``build.py serve``
builds first, then runs the same). Tests start several on one Redis; the deployment in
``deploy/`` starts N of them behind nginx."""

from __future__ import annotations

import argparse
import logging
from pathlib import Path

from .limits import Limits
from .site import serve

# The policy build.py puts into every page (build.CSP); repeated so that this entry point
# needs nothing from build.py. test_server_static checks they are the same.
CSP = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
    "connect-src 'self'; img-src 'self' data:; style-src 'self'; font-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'"
)


def add_options(p: argparse.ArgumentParser) -> None:
    """The server's options (shared with ``build.py serve``)."""
    p.add_argument("--host", default="127.0.0.1", help="address to listen on")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--redis", metavar="URL",
                   help="keep rooms in Redis (redis://host:port/0, unix:///path); else in memory")
    p.add_argument("--origin", action="append", default=[], metavar="URL",
                   help="the origin players reach the server at, e.g. https://games.example.org "
                        "(repeatable); without it only an address or localhost is accepted")
    p.add_argument("--trust-proxy", action="store_true",
                   help="take the client's address from X-Real-IP set by a proxy on loopback")
    p.add_argument("--workers", type=int, default=2, help="processes the computers think in")
    p.add_argument("--budget-ms", type=int, default=400, help="a computer's thinking budget")
    p.add_argument("--think-ms", type=int, default=0, help="a computer move takes at least this")
    p.add_argument("--sweep-s", type=float, default=1.0, help="computer-turn sweep period")
    p.add_argument("--beat-s", type=float, default=5.0,
                   help="presence beat; a process silent for 3 beats counts as dead")
    p.add_argument("--rate", type=float, default=Limits.rate, help="frames a second per socket")
    p.add_argument("--max-rooms", type=int, default=Limits.max_rooms, help="live rooms in all")
    p.add_argument("--rooms-per-address", type=int, default=Limits.rooms_per_address,
                   help="live rooms from one address written to within --address-active-s")
    p.add_argument("--address-active-s", type=float, default=Limits.address_active_s,
                   help="a room stops counting against its address after this long unused")
    p.add_argument("--sockets-per-address", type=int, default=Limits.sockets_per_address)
    p.add_argument("--silent-s", type=float, default=Limits.silent_s,
                   help="a socket that sends nothing this long is closed (the page pings)")
    p.add_argument("--cover-after-s", type=float, default=60.0,
                   help="a person's seat away this long may be covered by the computer")


def server_options(args: argparse.Namespace) -> dict:
    """make_app's keywords from parsed :func:`add_options` arguments."""
    limits = Limits(rate=args.rate, burst=max(Limits.burst, args.rate),
                    max_rooms=args.max_rooms, rooms_per_address=args.rooms_per_address,
                    address_active_s=args.address_active_s,
                    sockets_per_address=args.sockets_per_address,
                    silent_s=args.silent_s, cover_after_s=args.cover_after_s)  # fmt: skip
    return {"origins": tuple(args.origin), "trust_proxy": args.trust_proxy, "limits": limits,
            "workers": args.workers, "budget_ms": args.budget_ms, "think_ms": args.think_ms,
            "sweep_s": args.sweep_s, "beat_s": args.beat_s}  # fmt: skip


def main(
    argv: list[str] | None = None, *, prog: str = "python -m gamut_server", site: Path | None = None
) -> None:
    """Parse the arguments and serve until killed. ``prog`` names the command in the help;
    ``site``: the built site when the caller built it (``build.py serve``: ``--site`` is then
    optional), else ``--site`` is required."""
    p = argparse.ArgumentParser(prog=prog, description=__doc__)
    if site is None:
        p.add_argument("--site", type=Path, required=True, help="the built site (dist/)")
    else:
        p.add_argument(
            "--site", type=Path, default=site, help="the built site (default: %(default)s)"
        )
    add_options(p)
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(name)s: %(message)s")
    serve(args.site, args.host, args.port, CSP, redis=args.redis, **server_options(args))


if __name__ == "__main__":
    main()
