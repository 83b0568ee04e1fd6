"""Wu Hsing options: validation of the settings and the seat range (W1.2, W1.3, W2.3, W8)."""

from __future__ import annotations

from typing import Any

from gamut.core import BadOptions, refuse_unknown, set_seats

VARIANTS: tuple[str, ...] = ("standard", "fifteen_a", "fifteen_b")
"""W8.1: ``standard`` (W1/W2), ``fifteen_a`` / ``fifteen_b`` (2 players, 15 tiles each)."""

SEAT_RANGE = range(2, 5)
"""W1.2: 2, 3 or 4 players (the option ``players``; the W8.1 variants need 2)."""


def with_seats(options: Any, seats: int) -> dict:
    """A copy of ``options`` with the seat count set to ``seats`` (the option ``players``).

    Raises :class:`BadOptions` when ``options`` is not an object or ``seats`` is not in
    :data:`SEAT_RANGE`; the other options (a W8.1 variant with more than 2) are checked by
    :func:`check_options`.
    """
    return set_seats(options, seats, "players", SEAT_RANGE, "wuhsing")


def seat_count(options: dict) -> int:
    """The seat count ``options`` give (2 when they name none)."""
    return options.get("players", 2)


def check_options(options: Any) -> dict:
    """Validate settings; return ``{"players", "first", "variant", "open_hands"}``.

    ``players`` 2-4 (default 2; W8.1 variants need 2), ``first`` a seat or ``None`` (by lot,
    W2.3), ``variant`` one of :data:`VARIANTS` (default ``standard``), ``open_hands`` bool
    (default False, W1.3/W8.2). Unknown keys are refused. Raises :class:`BadOptions`.
    """
    if not isinstance(options, dict):
        raise BadOptions("options must be an object")
    refuse_unknown(options, ("players", "first", "variant", "open_hands"), "Wu Hsing option",
                   BadOptions)  # fmt: skip
    variant = options.get("variant", "standard")
    if variant not in VARIANTS:
        raise BadOptions(f"variant must be one of {', '.join(VARIANTS)}, not {variant!r}")
    players = options.get("players", 2)
    if isinstance(players, bool) or players not in SEAT_RANGE:
        raise BadOptions(f"players must be 2, 3 or 4, not {players!r}")
    if variant != "standard" and players != 2:
        raise BadOptions(f"variant {variant} is for 2 players (W8.1), not {players}")
    first = options.get("first")
    if first is not None and (
        isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players
    ):
        raise BadOptions(f"first must be a seat from 0 to {players - 1} or null, not {first!r}")
    open_hands = options.get("open_hands", False)
    if not isinstance(open_hands, bool):
        raise BadOptions(f"open_hands must be true or false, not {open_hands!r}")
    return {"players": players, "first": first, "variant": variant, "open_hands": open_hands}
