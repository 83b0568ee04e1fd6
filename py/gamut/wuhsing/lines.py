"""Wu Hsing lines and patterns: is a line a valid stretch of one colour cycle, which cycle (W3).

:func:`_valid` and :func:`_allowed` are the memoised forms the placement search uses (their
memos :data:`_VALID` and :data:`_ALLOWED` are bounded; benchmarks clear them).
"""

from __future__ import annotations

from gamut.wuhsing.tiles import COLOURS


def line_period(line: str) -> int | None:
    """W3.2: the smallest distance between two equal colours in ``line``, or ``None``."""
    last: dict[str, int] = {}
    best: int | None = None
    for i, ch in enumerate(line):
        j = last.get(ch)
        if j is not None and (best is None or i - j < best):
            best = i - j
        last[ch] = i
    return best


def line_valid(line: str) -> bool:
    """W3.2: is ``line`` (a string of colours) a stretch of one repeated cycle of distinct colours?

    With p the smallest distance between two equal colours, valid iff ``line[i] ==
    line[i + p]`` for every i; a line without a repeated colour is valid. W3.3 examples:
    ``ABCABC`` valid, ``ABCB`` invalid, ``AAB`` invalid, ``ABCDAB`` valid.
    """
    p = line_period(line)
    return p is None or line[p:] == line[:-p]


def line_pattern(line: str) -> str | None:
    """The cycle a line has locked (seed: a colour seen twice, or all five colours), read from
    the line's first cell: ``"WFEWF" -> "WFE"``, ``"WFHME" -> "WFHME"``; ``None`` while open.
    Only meaningful for valid lines.
    """
    p = line_period(line)
    if p is not None:
        return line[:p]
    if len(line) >= len(COLOURS):
        return line[: len(COLOURS)]
    return None


_VALID: dict[str, bool] = {}


def _valid(line: str) -> bool:
    """Memoised :func:`line_valid` (the memo is bounded)."""
    v = _VALID.get(line)
    if v is None:
        if len(_VALID) > 200_000:
            _VALID.clear()
        v = _VALID[line] = line_valid(line)
    return v


_ALLOWED: dict[str, str] = {}


def _allowed(before: str, after: str) -> str:
    """The colours ``c`` for which ``before + c + after`` is a valid line (memoised)."""
    if len(_ALLOWED) > 200_000:
        _ALLOWED.clear()
    res = "".join(c for c in COLOURS if _valid(before + c + after))
    _ALLOWED[before + "|" + after] = res
    return res
