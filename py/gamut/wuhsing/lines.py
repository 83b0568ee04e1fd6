"""Wu Hsing lines and patterns: is a line a valid stretch of one colour cycle, which cycle (W3).

:func:`line_valid_memo` and :func:`allowed_colours` are the memoised forms the placement search
uses (their memos :data:`VALID_MEMO` and :data:`ALLOWED_MEMO` are bounded; benchmarks clear
them).
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


VALID_MEMO: dict[str, bool] = {}


def line_valid_memo(line: str) -> bool:
    """Memoised :func:`line_valid` (the memo is bounded)."""
    v = VALID_MEMO.get(line)
    if v is None:
        if len(VALID_MEMO) > 200_000:
            VALID_MEMO.clear()
        v = VALID_MEMO[line] = line_valid(line)
    return v


ALLOWED_MEMO: dict[str, str] = {}


def allowed_colours(before: str, after: str) -> str:
    """The colours ``c`` for which ``before + c + after`` is a valid line (memoised)."""
    if len(ALLOWED_MEMO) > 200_000:
        ALLOWED_MEMO.clear()
    res = "".join(c for c in COLOURS if line_valid_memo(before + c + after))
    ALLOWED_MEMO[before + "|" + after] = res
    return res
