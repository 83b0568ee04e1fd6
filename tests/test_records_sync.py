"""The example records in tests/records are copies of ../shared/records (design.md: "make them
tests"); the copies let a clone anywhere run the suite. Where shared/ lies beside the clone (the
work tree, CI), every shared record must be here, byte for byte."""

from __future__ import annotations

import pathlib

import pytest

HERE = pathlib.Path(__file__).resolve().parent / "records"
SHARED = pathlib.Path(__file__).resolve().parents[2] / "shared" / "records"


def test_the_copies_are_there() -> None:
    names = sorted(p.name for p in HERE.glob("*.json"))
    assert len(names) >= 5 and any(n.startswith("hus-") for n in names)


@pytest.mark.skipif(not SHARED.is_dir(), reason="no ../shared/records beside this clone")
def test_copies_match_shared_records() -> None:
    shared = {p.name: p.read_bytes() for p in SHARED.glob("*.json")}
    here = {p.name: p.read_bytes() for p in HERE.glob("*.json") if p.name in shared}
    assert shared and here == shared
