"""Dominoes settings: the modes, targets and hand sizes, their check (D1.3, D2, D7.4, D8.1)."""

from __future__ import annotations

from typing import Any

from gamut.core import BadOptions, refuse_unknown, set_seats

MODES = ("draw", "block", "fives")
"""D1.3: the three modes."""

TARGETS = (50, 100, 150, 200, 250)
"""D8.1: the targets offered in the settings."""

SEAT_RANGE = range(2, 5)
"""D1.2: 2, 3 or 4 seats (the option ``seats``)."""


def with_seats(options: Any, seats: int) -> dict:
    """A copy of ``options`` with the seat count set to ``seats`` (the option ``seats``).

    Raises :class:`BadOptions` when ``options`` is not an object or ``seats`` is not in
    :data:`SEAT_RANGE`; the other options are checked by :func:`check_options`.
    """
    return set_seats(options, seats, "seats", SEAT_RANGE, "dominoes")


def seat_count(options: dict) -> int:
    """The seat count ``options`` give (2 when they name none)."""
    return options.get("seats", 2)


def hand_size(mode: str, seats: int) -> int:
    """D2.1/D2.2: tiles dealt to each seat."""
    if seats == 2 or mode == "block":
        return 7
    return 5


def round_to_five(points: int) -> int:
    """D7.4: round to the nearest multiple of 5 (last digit 1, 2, 6, 7 down; 3, 4, 8, 9 up)."""
    return (points + 2) // 5 * 5


_KEYS = frozenset(("mode", "seats", "target"))


def check_options(options: Any) -> dict:
    """Validate settings; return the normalised ``{"mode", "seats", "target"}``.

    Defaults: mode ``draw``, 2 seats, target 100 (D8.1). Raises :class:`BadOptions`, also
    for an unknown key (named in the message). Any positive target up to 1000 is accepted so
    that records and tests may use others.
    """
    if not isinstance(options, dict):
        raise BadOptions("options must be an object")
    if not options.keys() <= _KEYS:
        refuse_unknown(options, _KEYS, "dominoes option", BadOptions)
    mode = options.get("mode", "draw")
    seats = options.get("seats", 2)
    target = options.get("target", 100)
    if mode not in MODES:
        raise BadOptions(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    if isinstance(seats, bool) or seats not in SEAT_RANGE:
        raise BadOptions(f"seats must be 2, 3 or 4, not {seats!r}")
    if isinstance(target, bool) or not isinstance(target, int) or not 1 <= target <= 1000:
        raise BadOptions(f"target must be a whole number from 1 to 1000, not {target!r}")
    return {"mode": mode, "seats": seats, "target": target}
