"""What one client, one address and the whole server may hold, and the frame-rate bucket.

Each limit refused answers with the protocol's ``busy`` (rooms, sockets) or
``rate_limited`` (frames), never silently; idle and half-open sockets are closed.
"""

from __future__ import annotations

import hashlib
import ipaddress
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """The server's limits (``python -m gamut_server --help`` names the options).

    - ``rate``/``burst``: frames a second one socket may send, and at once.
    - ``rooms_per_socket``: rooms one socket may create; ``rooms_per_address``: live rooms
      created from one address and written to within ``address_active_s`` (a room whose
      people closed the page stays open for them a day, but stops counting against their
      address after this: a school or family behind one address is not locked out for a
      day); ``max_rooms``: live rooms in all (``busy`` beyond).
    - ``sockets_per_address``: open sockets from one address in one process (``busy``, then
      closed).
    - ``unbound_s``: a socket that took no seat (and watches no room) this long is closed;
      ``silent_s``: a socket that sent no frame this long (the page pings every 15 s);
      ``heartbeat_s``: WebSocket pings, a socket that does not answer within half of it is
      closed (half-open connections).
    - ``queue_frames``: frames waiting for a slow reader before its socket is closed.
    - ``cover_after_s``: a person's seat whose sockets have all been gone this long may be
      covered by the computer (design.md "Additions": 60 s).
    """

    rate: float = 10.0
    burst: float = 10.0
    rooms_per_socket: int = 5
    rooms_per_address: int = 20
    address_active_s: float = 3600.0
    max_rooms: int = 10_000
    sockets_per_address: int = 32
    unbound_s: float = 30.0
    silent_s: float = 45.0
    heartbeat_s: float = 10.0
    queue_frames: int = 64
    cover_after_s: float = 60.0


def take(tokens: float, stamp: float, now: float, rate: float, burst: float
         ) -> tuple[bool, float]:  # fmt: skip
    """One frame from a bucket holding ``tokens`` at ``stamp`` (refilled at ``rate`` a second,
    at most ``max(burst, rate)``): ``(allowed, tokens left)``."""
    tokens = min(max(burst, rate), tokens + (now - stamp) * rate)
    if tokens < 1.0:
        return False, tokens
    return True, tokens - 1.0


def client_address(peer: str | None, forwarded: str | None, trust_proxy: bool) -> str:
    """The client's address: the socket's peer, or (``trust_proxy``, and the peer is on
    loopback: nginx of the deployment) the ``X-Real-IP`` the proxy set."""
    if trust_proxy and forwarded and peer:
        try:
            if ipaddress.ip_address(peer).is_loopback:
                return forwarded.strip()
        except ValueError:
            pass
    return peer or ""


def address_key(address: str) -> str:
    """What the stores keep of an address (a hash: rooms never hold a client's address)."""
    return hashlib.sha256(address.encode()).hexdigest()[:16]
