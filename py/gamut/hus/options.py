"""Hus options: validation of the settings and the sowing rules they select (H5.3, H6.2, H7)."""

from __future__ import annotations

from typing import Any

from gamut import core
from gamut.core import BadOptions
from gamut.hus.board import is_int
from gamut.hus.sowing import Variant

FLAGS: tuple[str, ...] = (
    "fixed_opening",
    "anticlockwise",
    "capture_sow_captured_only",
    "capture_needs_both",
)
"""Rule option flags, all default off (H7.1, H7.2)."""

SERIES_KINDS: tuple[str, ...] = ("single", "points", "best_of_7")
"""Series kinds (H6.2)."""


SEAT_RANGE = range(2, 3)
"""Hus is for two (H1): no option holds the seat count."""


def with_seats(options: Any, seats: int) -> dict:
    """A copy of ``options`` once ``seats`` is 2 (no option names the count). Raises
    :class:`BadOptions` for any other count or when ``options`` is not an object."""
    return core.set_seats(options, seats, None, SEAT_RANGE, "hus")


def seat_count(options: dict) -> int:
    """The seat count: always 2."""
    return 2


def check_options(options: dict | None, seed: int | None = None) -> dict:
    """Validate options and return them normalized; ``first`` drawn by lot if absent (H5.3).

    Keys: ``first`` (0 = South, 1 = North, absent/None: drawn from ``seed``), the booleans in
    :data:`FLAGS`, and ``series`` (``{"kind": "single" | "points" | "best_of_7", "to": N}``;
    ``to`` is required for ``points`` (N >= 1), optional for ``best_of_7`` (must be 4) and
    absent for ``single``). The result keeps only ``first``, flags that are on and a series
    that is not single. Raises :class:`BadOptions`, also for an unknown key (named).
    """
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise BadOptions("hus options must be an object")
    core.refuse_unknown(options, ("first", "series", *FLAGS), "hus option", BadOptions)
    first = options.get("first")
    if first is None:
        first = core.rng(seed).randrange(2)
    elif not is_int(first) or first not in (0, 1):
        raise BadOptions(f"first must be 0 (South) or 1 (North), not {first!r}")
    out: dict[str, Any] = {"first": first}
    for flag in FLAGS:
        value = options.get(flag, False)
        if not isinstance(value, bool):
            raise BadOptions(f"{flag} must be true or false, not {value!r}")
        if value:
            out[flag] = True
    series = options.get("series")
    if series is not None:
        if isinstance(series, str):
            series = {"kind": series}
        if not isinstance(series, dict):
            raise BadOptions("series must be an object {kind, to}")
        core.refuse_unknown(series, ("kind", "to"), "hus series", BadOptions)
        kind = series.get("kind", "single")
        if kind not in SERIES_KINDS:
            raise BadOptions(f"series kind must be one of {', '.join(SERIES_KINDS)}, not {kind!r}")
        to = series.get("to")
        if kind == "single":
            if to is not None:
                raise BadOptions("a single game has no series target 'to'")
        elif kind == "points":
            if not is_int(to) or not 1 <= to <= 100_000:
                raise BadOptions(f"series 'to' must be a whole number of points >= 1, not {to!r}")
            out["series"] = {"kind": kind, "to": to}
        else:
            if to is not None and to != 4:
                raise BadOptions("best_of_7 is first to 4 wins; 'to' must be 4 or absent")
            out["series"] = {"kind": kind, "to": 4}
    return out


def variant_of(options: dict) -> Variant:
    """The :class:`Variant` of a (normalized) options dict (H7.2)."""
    return Variant(
        -1 if options.get("anticlockwise") else 1,
        bool(options.get("capture_sow_captured_only")),
        bool(options.get("capture_needs_both")),
    )
