"""Wu Hsing rules, section by section of shared/rules/wuhsing.md (W1-W8), with exact values."""

from __future__ import annotations

import itertools
import json
import pathlib
import random
from collections import Counter
from collections.abc import Sequence

import pytest

from gamut import api, core
from gamut.core import BadOptions, BadRecord, GameError, IllegalMove
from gamut.wuhsing import players, rules
from gamut.wuhsing.rules import ALL_TILES, KINDS, cell_key, line_valid

RECORDS = pathlib.Path(__file__).resolve().parent / "records"

S0 = "W@0,0 H@1,0 F@0,1 M@1,1"
"""The worked cases' start square: vertical W/H at column 0, vertical F/M at column 1."""


def s0_deal(hand0: Sequence[str], players: int = 2, hand1: Sequence[str] = ()) -> dict:
    """A deal with start square S0; seat 0 holds ``hand0`` and seat 1 ``hand1`` (each filled
    up from the remaining tiles in canonical order), then the other seats and the box."""
    pool = Counter(ALL_TILES)
    pool.subtract(["W-H", "F-M"])
    pool.subtract(hand0)
    pool.subtract(hand1)
    assert min(pool.values()) >= 0, "a tile asked for twice too often"
    rest = list(rules.sort_tiles(pool.elements()))
    size = rules.HAND_SIZE[players]
    hands = []
    for i in range(players):
        fixed = list(hand0) if i == 0 else list(hand1) if i == 1 else []
        hands.append(fixed + rest[: size - len(fixed)])
        rest = rest[size - len(fixed) :]
    deal: dict = {"hands": hands, "start": S0}
    if players == 3:
        deal["box"] = rest
    return deal


def s0_game(
    hand0: Sequence[str], players: int = 2, hand1: Sequence[str] = (), first: int = 0
) -> rules.State:
    deal = s0_deal(hand0, players, hand1)
    return rules.new_game({"players": players, "first": first}, deal=deal)


def run(s: rules.State, *moves: str) -> rules.State:
    for m in moves:
        s = rules.play(s, m)
    return s


def letters(word: str) -> str:
    """W3.3 writes lines with letters A-E; any distinct colours will do."""
    return word.translate(str.maketrans("ABCDE", "WFHME"))


def board_of(cells: dict[tuple[int, int], str]) -> dict[int, str]:
    return {cell_key(r, c): v for (r, c), v in cells.items()}


def spelled(pls: list) -> dict[str, int]:
    return {rules.spell(*pl[:4]): pl[5] for pl in pls}


def with_hands(s: rules.State, hands: list[list[str]], first: int | None = None) -> rules.State:
    """The same public position (via the seat-0 view) with other hands (rules.from_view)."""
    v = rules.view(s, 0)
    if first is not None:
        v = dict(v, first=first)
    return rules.from_view(v, hands, s.box)


# ----------------------------------------------------------------------------- W1, W2


def test_w1_material_thirty_tiles_fifteen_kinds_twice() -> None:
    """W1.1: 15 unordered colour pairs (5 doubles), each twice."""
    assert len(KINDS) == 15
    assert sum(rules.is_double(k) for k in KINDS) == 5
    assert len(ALL_TILES) == 30 and Counter(ALL_TILES) == Counter({k: 2 for k in KINDS})
    assert KINDS[:5] == ("W-W", "W-F", "W-H", "W-M", "W-E")
    assert rules.tile_name("H", "W") == "W-H" and rules.tile_name("E", "E") == "E-E"


@pytest.mark.parametrize(("players", "size", "box"), [(2, 14, 0), (3, 9, 1), (4, 7, 0)])
def test_w1_w2_deal_sizes_and_all_thirty_tiles(players: int, size: int, box: int) -> None:
    """W1.2: 14/9/7 tiles each, one box tile with 3 players, two tiles for the start square."""
    for seed in range(20):
        s = rules.new_game({"players": players}, seed=seed)
        assert [len(h) for h in s.hands] == [size] * players
        assert len(s.box) == box
        assert len(s.tiles) == 2 and len(s.board) == 4
        every = [t for h in s.hands for t in h] + list(s.box) + [t[0] for t in s.tiles]
        assert Counter(every) == Counter(ALL_TILES)
        deal = rules.to_record(s)["deals"][0]
        assert set(deal) == ({"hands", "start", "box"} if box else {"hands", "start"})


def test_w2_start_square_four_colours_and_deal_deterministic() -> None:
    """W2.1/W2.2: two tiles long side to long side showing four different colours (else
    everything is dealt again); the same seed gives the same deal and first seat (W2.3)."""
    firsts = set()
    square = sorted([cell_key(0, 0), cell_key(1, 0), cell_key(0, 1), cell_key(1, 1)])
    for seed in range(60):
        s = rules.new_game({"players": 3}, seed=seed)
        assert sorted(s.board) == square
        assert len(set(s.board.values())) == 4
        assert rules.to_record(rules.new_game({"players": 3}, seed=seed)) == rules.to_record(s)
        firsts.add(s.first)
    assert firsts == {0, 1, 2}
    one, two = rules.new_game({}, seed=1), rules.new_game({}, seed=2)
    assert rules.to_record(one) != rules.to_record(two)


def test_w2_2_failed_square_means_everything_is_dealt_again() -> None:
    """W2.2: when the square drawn first does not show four colours, the whole deal is redone
    (the hands change too, not just the square)."""
    redeals = 0
    for seed in range(40):
        # replay the generator's first draw: lot for the first seat, then one shuffle+flips
        r = random.Random(seed)
        r.randrange(2)
        inner = random.Random(r.random())
        tiles = list(ALL_TILES)
        inner.shuffle(tiles)
        cols = ""
        for t in tiles[28:]:
            cols += t[2] + t[0] if inner.random() < 0.5 else t[0] + t[2]
        deal = rules.to_record(rules.new_game({}, seed=seed))["deals"][0]
        first_hands = [list(rules.sort_tiles(tiles[:14])), list(rules.sort_tiles(tiles[14:28]))]
        if len(set(cols)) == 4:
            assert deal["hands"] == first_hands
        else:
            redeals += 1
            assert deal["hands"] != first_hands
    assert redeals >= 10


def test_w2_3_start_square_scores_nothing_and_first_seat_moves() -> None:
    """W2.3: the start square scores nothing; the first seat (option or lot) moves first."""
    s = rules.new_game({"players": 4, "first": 2}, seed=5)
    assert s.scores == (0, 0, 0, 0) and rules.to_move(s) == 2 and s.first == 2
    assert rules.summary(s) == {"last_score": 0, "hand_sizes": [7, 7, 7, 7]}


@pytest.mark.parametrize(
    "start",
    [
        "W@0,0 H@1,0 W@0,1 M@1,1",  # three colours
        "W@0,0 W@1,0 F@0,1 M@1,1",  # a double
        "W@0,0 H@1,0 F@0,2 M@1,2",  # not touching
        "W@0,0 H@1,0 F@1,1 M@2,1",  # offset
        "W@0,0 H@0,1 F@0,2 M@0,3",  # end to end
        "W@0,0 H@1,0 F@0,1",
        "W@0,0 H@1,0 F@0,1 M@1,01",
    ],
)
def test_w2_bad_start_square_is_a_bad_record(start: str) -> None:
    """W2.1/W2.2: a start square that is not a four-colour 2x2 square is refused."""
    deal = s0_deal([])
    deal["start"] = start
    with pytest.raises(BadRecord):
        rules.new_game({"players": 2, "first": 0}, deal=deal)


def test_w2_horizontal_start_square_is_accepted() -> None:
    """W2.1: the square may lie either way; its two tiles are a chain of two (W4.4)."""
    deal = s0_deal([])
    deal["start"] = "W@0,0 H@0,1 F@1,0 M@1,1"
    s = rules.new_game({"players": 2, "first": 0}, deal=deal)
    assert s.ht == frozenset({cell_key(0, 0), cell_key(1, 0)}) and not s.vt


# ---------------------------------------------------------------------------------- W3


W33 = {
    "ABCABC": True,
    "ABCB": False,
    "AAB": False,
    "AA": True,
    "AAA": True,
    "ABA": True,
    "ABB": False,
    "ABCDE": True,
    "ABCDEA": True,
    "ABCDEB": False,
    "ABCBA": False,
    "ABCDAB": True,
}


@pytest.mark.parametrize(("word", "valid"), sorted(W33.items()))
def test_w3_3_examples(word: str, valid: bool) -> None:
    """W3.3: the booklet's examples, exactly."""
    assert line_valid(letters(word)) is valid


@pytest.mark.parametrize(
    ("line", "valid"),
    [
        ("W", True),
        ("WF", True),
        ("WFW", True),
        ("WFWF", True),
        ("WFWW", False),
        ("WFHMEWFHME", True),
        ("WFHMEWFHMF", False),
        ("WFHMWFHM", True),
        ("WFHMWFH", True),
        ("WFHMWH", False),
        ("EEEEEE", True),
        ("EEEEEF", False),
        ("FEEE", False),
        ("WFHWFHW", True),
        ("WFHWHF", False),
        ("MWM", True),
        ("MWMW", True),
        ("MWMM", False),
        ("HMEWF", True),
        ("HMEWFH", True),
        ("HMEWFM", False),
        ("WFHMWFHE", False),
    ],
)
def test_w3_2_more_lines(line: str, valid: bool) -> None:
    """W3.2: more hand-checked lines (cycles of length 1 to 5, broken near the end)."""
    assert line_valid(line) is valid


def test_w3_2_checker_agrees_with_cycle_definition_for_all_short_lines() -> None:
    """W3.2, exhaustively up to length 7: valid iff the line is a stretch of one cycle of k
    distinct colours (k = 1..5). Counts: every line of 1 or 2 cells; 60 + 20 + 5 = 85 of
    three; from six cells on 120 + 120 + 60 + 20 + 5 = 325 (cycles of 5, 4, 3, 2, 1)."""

    def by_cycles(line: str) -> bool:
        for k in range(1, 6):
            head = line[:k]
            if len(set(head)) == len(head) and all(
                line[i] == line[i + k] for i in range(len(line) - k)
            ):
                return True
        return False

    counts = []
    for n in range(1, 8):
        c = 0
        for tup in itertools.product("WFHME", repeat=n):
            line = "".join(tup)
            assert line_valid(line) is by_cycles(line), line
            c += line_valid(line)
        counts.append(c)
    assert counts == [5, 25, 85, 205, 325, 325, 325]


@pytest.mark.parametrize(
    ("line", "pattern"),
    [
        ("WF", None),
        ("WFE", None),
        ("WFW", "WF"),
        ("WFEWF", "WFE"),
        ("WFHME", "WFHME"),
        ("EE", "E"),
        ("HMEWFH", "HMEWF"),
    ],
)
def test_w3_locked_pattern(line: str, pattern: str | None) -> None:
    """W3 (seed: a colour seen twice, or all five colours, locks the line's pattern)."""
    assert rules.line_pattern(line) == pattern


# ------------------------------------------------------------------------- W4, W5 cases


def test_worked_case_s0_vertical_e_w_scores_9() -> None:
    """Worked case (W4.2, W5.1): S0 + vertical (0,2)E/(1,2)W: rows WFE and HMW, 3 x 3 = 9."""
    s = s0_game(["W-E"])
    assert "E@0,2 W@1,2" in rules.legal_moves(s)
    t = rules.play(s, "E@0,2 W@1,2")
    assert t.scores == (9, 0) and rules.summary(t)["last_score"] == 9
    last = rules.view(t, 0)["last"]
    assert last["kind"] == "place" and last["score"] == 9 and last["double"] is False
    assert last["factors"] == [3, 3] and last["formula"] == "3 × 3 = 9"
    got = [(ln["axis"], ln["colours"], ln["length"], ln["extended"]) for ln in last["lines"]]
    assert got == [("column", "EW", 2, False), ("row", "WFE", 3, True), ("row", "HMW", 3, True)]
    assert last["lines"][1]["cells"] == [[0, 0], [0, 1], [0, 2]]


def test_worked_case_s0_vertical_f_e_illegal_row_wff() -> None:
    """Worked case (W3.2, W4.1): S0 + vertical (0,2)F/(1,2)E is illegal (row WFF)."""
    s = s0_game(["F-E"])
    assert "F@0,2 E@1,2" not in rules.legal_moves(s)
    with pytest.raises(IllegalMove, match="WFF"):
        rules.play(s, "F@0,2 E@1,2")


def test_worked_case_s0_horizontal_only_one_line_extended() -> None:
    """Worked case (W4.2): S0 + horizontal (0,2)E,(0,3)H is illegal (only row 0 extended;
    the two columns are made of new cells only)."""
    s = s0_game(["H-E"])
    assert "E@0,2 H@0,3" not in rules.legal_moves(s)
    with pytest.raises(IllegalMove, match="W4.2"):
        rules.play(s, "E@0,2 H@0,3")


def test_worked_case_s0_double_scores_18() -> None:
    """Worked case (W5.1): S0 + vertical double (0,2)E/(1,2)E: 3 x 3 x 2 = 18."""
    s = run(s0_game(["E-E"]), "E@0,2 E@1,2")
    assert s.scores == (18, 0)
    last = rules.view(s, 1)["last"]
    assert last["double"] is True
    assert last["factors"] == [3, 3, 2] and last["formula"] == "3 × 3 × 2 = 18"


def test_worked_case_single_tile_then_parallel_scores_4() -> None:
    """Worked case (W4.2: a single earlier cell is enough; W8.1a): (0,0)W/(1,0)F alone, then
    vertical (0,1)H/(1,1)M: 2 x 2 = 4; the opening tile scored nothing."""
    s = run(rules.new_game({"variant": "fifteen_a", "first": 0}), "W@0,0 F@1,0")
    assert s.scores == (0, 0) and rules.to_move(s) == 1
    s = run(s, "H@0,1 M@1,1")
    assert s.scores == (0, 4)


def test_worked_case_penalty_85() -> None:
    """Worked case (W7.3): W-W, E-E, F-H, M-E, W-F left: 2 x 5 + 3 x 25 = 85."""
    assert rules.penalty(["W-W", "E-E", "F-H", "M-E", "W-F"]) == 85
    assert rules.penalty([]) == 0


def test_w5_1_booklet_products() -> None:
    """W5.1: three extended lines multiply: a vertical tile E/W at (0,2)/(1,2) makes column
    FHMEW (5), row WFE (3) and row WHME (4): 3 x 4 x 5 = 60. A double extending two lines of
    five (its own row new): columns WFHME and FMHWE, 5 x 5 x 2 = 50."""
    board = board_of(
        {
            (0, 0): "W",
            (0, 1): "F",
            (-3, 2): "F",
            (-2, 2): "H",
            (-1, 2): "M",
            (1, 3): "H",
            (1, 4): "M",
            (1, 5): "E",
        }
    )
    got = spelled(rules.placements(board, frozenset(), frozenset(), rules.orientations(KINDS)))
    assert got["E@0,2 W@1,2"] == 60
    info = rules.explain_placement({**board, cell_key(0, 2): "E", cell_key(1, 2): "W"},
                                   cell_key(0, 2), cell_key(1, 2), "W-E")  # fmt: skip
    assert info["factors"] == [5, 3, 4] and info["formula"] == "5 × 3 × 4 = 60"
    board2 = board_of(
        {(-2, 0): "W", (-1, 0): "F", (1, 0): "M", (2, 0): "E",
         (-2, 1): "F", (-1, 1): "M", (1, 1): "W", (2, 1): "E"}
    )  # fmt: skip
    got2 = spelled(rules.placements(board2, frozenset(), frozenset(), rules.orientations(KINDS)))
    assert got2["H@0,0 H@0,1"] == 50


def test_w4_legal_moves_of_the_example_position_exact() -> None:
    """W4.1-W4.4: the 60 legal moves after S0 + E/W (shared record)."""
    data = json.loads((RECORDS / "wuhsing-first-move-9.json").read_text())
    s = rules.from_record(data["record"])
    assert sorted(rules.legal_moves(s)) == sorted(data["replay"]["legal"])
    assert len(rules.legal_moves(s)) == 60


def test_shared_records_replay_output_exact() -> None:
    """design.md: replay_output of each shared Wu Hsing record equals its "replay" (the order
    of "legal" aside); the first move scores 3 x 3 = 9 (W5.1)."""
    paths = sorted(RECORDS.glob("wuhsing-*.json"))
    assert paths
    for path in paths:
        data = json.loads(path.read_text())
        out = core.replay_output(data["record"])
        exp = dict(data["replay"])
        assert sorted(out.pop("legal")) == sorted(exp.pop("legal"))
        assert {k: out[k] for k in exp} == exp


def test_w4_4_fourth_vertical_tile_refused_offset_allowed() -> None:
    """W4.4: after S0 + E/W three vertical tiles lie side by side on rows 0-1; a fourth there
    is refused although rows WFEW and HMWH would be valid; a vertical tile on rows 1-2 is
    offset and allowed (rows HMWH and HEW: 4 x 3 = 12)."""
    s = s0_game(["W-E", "W-H"], hand1=["H-E"])
    s = run(s, "E@0,2 W@1,2", "H@2,1 E@2,2")
    assert s.scores == (9, 9)  # columns FMH and EWE
    assert line_valid("WFEW") and line_valid("HMWH")
    legal = rules.legal_moves(s)
    assert "W@0,3 H@1,3" not in legal and "H@0,-1 W@1,-1" not in legal
    with pytest.raises(IllegalMove, match="W4.4"):
        rules.play(s, "W@0,3 H@1,3")
    assert "H@1,3 W@2,3" in legal
    assert run(s, "H@1,3 W@2,3").scores == (9 + 12, 9)


def test_w4_4_horizontal_chain_of_three_and_offset_chain() -> None:
    """W4.4: three horizontal tiles stacked on columns 0-1 forbid a fourth at either end
    (columns WFHM and FHME would be valid); with the middle tile offset (columns 1-2) the
    chain is broken and a tile under the stack is legal (columns EW and FHWF: 2 x 4 = 8)."""
    board = board_of({(0, 0): "W", (0, 1): "F", (1, 0): "F", (1, 1): "H", (2, 0): "H", (2, 1): "M"})
    ht = frozenset({cell_key(0, 0), cell_key(1, 0), cell_key(2, 0)})
    got = spelled(rules.placements(board, frozenset(), ht, rules.orientations(("M-E",))))
    assert line_valid("WFHM") and line_valid("FHME") and line_valid("EWFH")
    assert "M@3,0 E@3,1" not in got and "E@-1,0 M@-1,1" not in got
    # the same stack without the chain bookkeeping would allow them (control)
    free = spelled(rules.placements(board, frozenset(), frozenset(), rules.orientations(("M-E",))))
    assert free["M@3,0 E@3,1"] == 4 * 4 and "E@-1,0 M@-1,1" in free
    board2 = board_of(
        {(0, 0): "W", (0, 1): "F", (1, 1): "H", (1, 2): "M", (2, 0): "E", (2, 1): "W"}
    )
    ht2 = frozenset({cell_key(0, 0), cell_key(1, 1), cell_key(2, 0)})
    got2 = spelled(rules.placements(board2, frozenset(), ht2, rules.orientations(("W-F",))))
    assert got2["W@3,0 F@3,1"] == 2 * 4


def test_w4_3_gap_filling_counts_the_joined_line_once() -> None:
    """W4.3: a tile filling a two-cell gap joins both parts; the joined line WFHMWF (6 long,
    valid) counts once, the two crossing columns (2 each) make 6 x 2 x 2 = 24. A tile whose
    join breaks the pattern (WFWHWF) is refused."""
    board = board_of({(0, 0): "W", (0, 1): "F", (0, 4): "W", (0, 5): "F", (1, 2): "E", (1, 3): "W"})
    ht = frozenset({cell_key(0, 0), cell_key(0, 4), cell_key(1, 2)})
    got = spelled(rules.placements(board, frozenset(), ht, rules.orientations(("H-M", "W-H"))))
    assert got["H@0,2 M@0,3"] == 24 and got["M@0,2 H@0,3"] == 24  # WFMHWF is valid too
    assert not line_valid("WFWHWF") and "W@0,2 H@0,3" not in got
    assert "H@0,2 W@0,3" not in got  # WFHWWF


def test_w4_3_gap_that_no_tile_can_fill() -> None:
    """W4.3: W F _ _ H M cannot be joined by any tile (no cycle fits), whatever the tile."""
    board = board_of({(0, 0): "W", (0, 1): "F", (0, 4): "H", (0, 5): "M", (1, 2): "E", (1, 3): "W"})
    ht = frozenset({cell_key(0, 0), cell_key(0, 4), cell_key(1, 2)})
    pls = rules.placements(board, frozenset(), ht, rules.orientations(KINDS))
    assert not [pl for pl in pls if (pl[0], pl[1]) == (cell_key(0, 2), cell_key(0, 3))]
    assert not any(line_valid("WF" + a + b + "HM") for a, b in itertools.product("WFHME", repeat=2))


def test_w4_2_new_line_does_not_count_but_a_single_cell_does() -> None:
    """W4.2: a vertical tile on top of the column-0 tile extends only column 0 (rows -2 and -1
    are new), so it is refused; a horizontal tile above the square extends both columns."""
    s = s0_game(["E-E", "W-F"])
    legal = rules.legal_moves(s)
    assert not [m for m in legal if m.endswith("@-1,0") and "@-2,0" in m]
    assert "E@-1,0 E@-1,1" in legal
    assert run(s, "E@-1,0 E@-1,1").scores == (3 * 3 * 2, 0)


def test_w4_1_either_orientation_either_colour_order() -> None:
    """W4.1: a mixed tile may be laid with either colour first; placement lists both."""
    s = s0_game(["W-E"])
    legal = set(rules.legal_moves(s))
    assert {"E@0,2 W@1,2", "W@2,0 E@2,1", "E@2,0 W@2,1"} <= legal


# ------------------------------------------------------------------------------- W6, W7


def _find_pass(players: int) -> rules.State:
    """A random-play position where the mover must pass and the next mover can place."""
    for seed in range(200):
        s = rules.new_game({"players": players}, seed=seed)
        rnd = random.Random(seed)
        while not s.over:
            legal = rules.legal_moves(s)
            if legal == ["pass"]:
                t = rules.play(s, "pass")
                if not t.over and rules.legal_moves(t) != ["pass"]:
                    return s
            s = rules.play(s, rnd.choice(legal))
    raise AssertionError("no pass found")


def test_w6_pass_only_without_placement_and_hand_shown_for_that_turn() -> None:
    """W6.1: a player who can place may not pass. W6.2: who cannot passes; the hand is shown
    to the others for that turn, then hidden again (it stays publicly known: ``known``)."""
    with pytest.raises(IllegalMove, match="W6.1"):
        rules.play(s0_game([]), "pass")
    s = _find_pass(3)
    passer = rules.to_move(s)
    assert passer is not None
    t = rules.play(s, "pass")
    nxt = rules.to_move(t)
    assert nxt is not None and nxt != passer
    assert rules.view(s, nxt)["hands"][passer] is None
    assert t.log[-1] == (passer, "pass", 0) and rules.summary(t)["last_score"] == 0
    v = rules.view(t, nxt)
    assert v["hands"][passer] == list(s.hands[passer]) and v["passed"] == [passer]
    assert v["known"][passer] == list(s.hands[passer])
    assert v["last"]["kind"] == "pass"
    assert rules.view(t, None)["hands"][passer] == list(s.hands[passer])
    u = rules.play(t, rules.legal_moves(t)[0])
    vu = rules.view(u, nxt)
    assert vu["hands"][passer] is None and vu["passed"] == []
    assert vu["known"][passer] == list(u.hands[passer])


def test_w7_1_round_is_completed_after_someone_goes_out() -> None:
    """W7.1: seat 0 (first) lays its last tile; seats 1 and 2 still play this round, then the
    game ends before seat 0 would move again. Final scores carry W7.3 penalties."""
    base = s0_game([], players=3)
    hands = [["W-E"], ["E-E", "W-W", "F-F"], ["H-H", "M-M", "W-F"]]
    s = with_hands(base, hands)
    s = run(s, "E@0,2 W@1,2")
    assert s.ending and not s.over and rules.to_move(s) == 1
    s = rules.play(s, rules.legal_moves(s)[0])
    assert not s.over and rules.to_move(s) == 2
    s = rules.play(s, rules.legal_moves(s)[0])
    assert s.over and rules.to_move(s) is None and rules.legal_moves(s) == []
    o = rules.outcome(s)
    assert o.over and o.scores == tuple(
        sc - rules.penalty(h) for sc, h in zip(s.scores, s.hands, strict=True)
    )
    assert o.scores[0] == 9
    # Python says why (the page no longer reads it off the hand sizes): seat 0 went out
    assert o.reason is core.Reason.OUT
    v = rules.view(s, 2)
    assert v["round_over"] and v["round_result"] == {"reason": "out", "seat": 0,
                                                     "winners": list(o.winners)}  # fmt: skip


def test_w7_1_going_out_on_the_last_seat_of_the_round_ends_at_once() -> None:
    """W7.1: when the seat just before the first seat goes out, the round is complete."""
    base = s0_game([], players=3)
    hands = [["W-E"], ["E-E", "W-W", "F-F"], ["H-H", "M-M", "W-F"]]
    s = with_hands(base, hands, first=1)  # seat 0 is the round's last seat
    s = run(s, "E@0,2 W@1,2")
    assert s.over and rules.outcome(s).scores == (9, -15, -35)
    assert rules.outcome(s).winners == (0,)


def test_w7_1_round_ends_before_the_first_seat() -> None:
    """W7.1: with first seat 2, seat 0 goes out; seat 1 still plays (the seat just before
    seat 2), then the game ends and seat 0, now without tiles, never moves again."""
    base = s0_game([], players=3)
    hands = [["W-E"], ["E-E", "W-W"], ["H-H", "M-M"]]
    s = with_hands(base, hands, first=2)
    s = run(s, "E@0,2 W@1,2")
    assert rules.to_move(s) == 1
    s = rules.play(s, rules.legal_moves(s)[0])
    assert s.over


def test_w7_2_game_ends_when_nobody_can_place_and_w7_4_shared_win() -> None:
    """W7.2: in random games that end with tiles in every hand, nobody could place. W7.4:
    equal totals share the win."""
    found = 0
    for seed in range(30):
        s = rules.new_game({"players": 2}, seed=seed)
        rnd = random.Random(seed)
        while not s.over:
            s = rules.play(s, rnd.choice(rules.legal_moves(s)))
        if all(s.hands):
            found += 1
            assert rules.outcome(s).reason is core.Reason.BLOCKED
            assert rules.view(s, None)["round_result"]["reason"] == "blocked"
            assert rules.view(s, None)["round_result"]["seat"] is None
            assert all(not rules.placements(s.board, s.vt, s.ht, rules.orientations(h))
                       for h in s.hands)  # fmt: skip
    assert found >= 3
    tie = s.copy()
    tie.hands = ((), ())
    tie.scores = (100, 100)
    assert rules.outcome(tie) == core.Outcome(over=True, winners=(0, 1), scores=(100, 100),
                                              reason=core.Reason.BLOCKED)  # fmt: skip


# ----------------------------------------------------------------------------------- W8


def test_w8_1a_opening_any_tile_scores_nothing() -> None:
    """W8.1a: 15 tiles each (one of every kind), no start square; the first player lays any
    tile (spelled on (0,0)/(1,0), 25 ways), scoring nothing."""
    s = rules.new_game({"variant": "fifteen_a", "first": 1})
    assert [list(h) for h in s.hands] == [list(KINDS), list(KINDS)] and not s.board
    legal = rules.legal_moves(s)
    assert len(legal) == 25 and all(m.endswith("@1,0") and "@0,0 " in m for m in legal)
    v = rules.view(s, 1)
    assert v["opening"] == {} and v["known"] == [list(KINDS), list(KINDS)]
    with pytest.raises(IllegalMove, match="W8.1"):
        rules.play(s, "W@5,5 H@6,5")
    t = rules.play(s, "M@0,0 E@1,0")
    assert t.scores == (0, 0) and rules.to_move(t) == 0 and len(t.hands[1]) == 14
    assert rules.view(t, 0)["last"]["kind"] == "opening"
    # the next tile must lie alongside (it extends two lines)
    assert all(m.split()[0][2:] in ("0,1", "0,-1") for m in rules.legal_moves(t))


def test_w8_1b_secret_choice_hidden_then_revealed_and_redone_if_square_fails() -> None:
    """W8.1b: both choose a tile in secret; the first choice is hidden from the other seat;
    if the square does not show four colours (W2.2) both choose again."""
    s = rules.new_game({"variant": "fifteen_b", "first": 0})
    assert len(rules.legal_moves(s)) == 25
    s = rules.play(s, "W@0,0 F@1,0")
    v1 = rules.view(s, 1)
    assert v1["board"] == []
    assert v1["history"] == [{"seat": 0, "move": None, "score": 0, "kind": "choose"}]
    assert v1["last"]["move"] is None and v1["opening"] == {"chosen": [True, False]}
    assert rules.view(s, 0)["history"][0]["move"] == "W@0,0 F@1,0"
    legal1 = rules.legal_moves(s)
    assert len(legal1) == 25 and all("@0,1 " in m and m.endswith("@1,1") for m in legal1)
    failed = rules.play(s, "F@0,1 H@1,1")  # shares F: only three colours
    assert failed.board == {} and rules.to_move(failed) == 0
    assert [len(h) for h in failed.hands] == [15, 15]
    assert rules.view(failed, 1)["last"]["square_ok"] is False
    assert rules.view(failed, 1)["history"][0]["move"] == "W@0,0 F@1,0"
    ok = run(failed, "W@0,0 F@1,0", "H@0,1 M@1,1")
    assert len(ok.board) == 4 and [len(h) for h in ok.hands] == [14, 14]
    assert rules.to_move(ok) == 0 and ok.scores == (0, 0) and not ok.opening
    assert rules.view(ok, 0)["last"]["square_ok"] is True
    assert rules.legal_moves(ok) and rules.legal_moves(ok) != ["pass"]
    again = rules.from_record(rules.to_record(ok))
    assert rules.view(again, None) == rules.view(ok, None)


def test_w8_1b_history_names_the_failed_square_with_both_tiles() -> None:
    """W8.1(b) with W2.2: a failed square stays in the history as a ``reveal`` with
    ``square_ok`` False and both tiles named (never a placement for 0 points); both tiles go
    back and the next two choices are a new ``choose`` and ``reveal``."""
    s = rules.new_game({"variant": "fifteen_b", "first": 1})
    s = run(s, "W@0,0 F@1,0", "W@0,1 W@1,1")  # W-F + W-W: two colours only
    failed = [
        {"seat": 1, "move": "W@0,0 F@1,0", "score": 0, "kind": "choose"},
        {"seat": 0, "move": "W@0,1 W@1,1", "score": 0, "kind": "reveal", "square_ok": False},
    ]
    for seat in (0, 1, None):
        assert rules.view(s, seat)["history"] == failed
    s = rules.play(s, "H@0,0 M@1,0")
    v0 = rules.view(s, 0)  # the new first choice is hidden again from the other seat
    assert v0["history"][:2] == failed
    assert v0["history"][2] == {"seat": 1, "move": None, "score": 0, "kind": "choose"}
    s = rules.play(s, "W@0,1 F@1,1")
    h = rules.view(s, 0)["history"]
    ok = {"seat": 0, "move": "W@0,1 F@1,1", "score": 0, "kind": "reveal", "square_ok": True}
    assert h[3] == ok
    assert h[2]["move"] == "H@0,0 M@1,0"
    assert [e["kind"] for e in rules.view(run(s, rules.legal_moves(s)[0]), 0)["history"]][4] in (
        "place",
        "pass",
    )
    a = rules.new_game({"variant": "fifteen_a", "first": 0})
    a = run(a, "M@0,0 E@1,0", rules.legal_moves(run(a, "M@0,0 E@1,0"))[0])
    assert [e["kind"] for e in rules.view(a, 1)["history"]] == ["opening", "place"]


@pytest.mark.parametrize("seed", range(12))
def test_w6_2_every_pass_in_the_history_keeps_the_hand_shown_then(seed: int) -> None:
    """W6.2: a pass shows the passer's hand for that turn; the history keeps, per pass, the
    hand as it was at that pass (not the hand now), in every viewer's view."""
    s = rules.new_game({"players": 4, "first": seed % 4}, seed=seed)
    shown: dict[int, list[str]] = {}
    while not s.over:
        if rules.legal_moves(s) == ["pass"]:
            shown[len(s.log)] = list(s.hands[s.to_move])
        s = rules.play(s, players.choose(rules.view(s, s.to_move), "easy", seed, 0))
    for seat in (0, 2, None):
        h = rules.view(s, seat)["history"]
        assert {i: e["hand"] for i, e in enumerate(h) if e["kind"] == "pass"} == shown
        assert all("hand" not in e for e in h if e["kind"] != "pass")
        assert {e["kind"] for e in h} <= {"place", "pass"}


def test_w6_2_pass_hand_during_play_shrinks_later_but_the_entry_does_not() -> None:
    """W6.2: once the passer places a tile later, the pass entry still lists that tile."""
    for seed in range(60):
        s = rules.new_game({"players": 4, "first": 0}, seed=seed)
        passed_at: dict[int, int] = {}
        while not s.over:
            if rules.legal_moves(s) == ["pass"]:
                passed_at[len(s.log)] = s.to_move
            s = rules.play(s, players.choose(rules.view(s, s.to_move), "easy", seed, 0))
            later = [
                (i, who)
                for i, who in passed_at.items()
                if any(w == who and m != "pass" for w, m, _ in s.log[i + 1 :])
            ]
            if later:
                i, who = later[0]
                entry = rules.view(s, (who + 1) % 4)["history"][i]
                placed = [m for w, m, _ in s.log[i + 1 :] if w == who and m != "pass"][0]
                _, _, a, b = rules.parse_move(placed)
                assert rules.tile_name(a, b) in entry["hand"]
                assert len(entry["hand"]) > len(s.hands[who])
                return
    pytest.fail("no seed gave a pass followed by a placement of the same seat")


def test_w8_2_open_hands_show_every_hand() -> None:
    """W8.2 (and W1.3): with open hands every seat sees every hand; otherwise only counts."""
    s = rules.new_game({"players": 4, "open_hands": True}, seed=3)
    v = rules.view(s, 1)
    assert v["hands"] == [list(h) for h in s.hands]
    closed = rules.view(rules.new_game({"players": 4}, seed=3), 1)
    assert closed["hands"][0] is None and closed["hands"][1] == closed["hand"]
    assert closed["hand_sizes"] == [7, 7, 7, 7] and closed["box"] == 0


# ------------------------------------------------------------------------ options, view


@pytest.mark.parametrize(
    "options",
    [
        {"players": 5},
        {"players": 1},
        {"players": "2"},
        {"players": True},
        {"variant": "fifteen"},
        {"variant": "fifteen_a", "players": 3},
        {"first": 2},
        {"first": True},
        {"first": -1},
        {"open_hands": "yes"},
        {"seats": 2},
        [],
    ],
)
def test_bad_options(options: object) -> None:
    """W1.2/W8: players 2-4, variants, first seat, open hands; anything else is refused."""
    with pytest.raises(BadOptions):
        rules.new_game(options, seed=1)  # type: ignore[arg-type]


def test_view_hides_hands_and_lists_legal_only_for_the_mover() -> None:
    """W1.3: hands are hidden; the view of the seat to move carries its legal moves."""
    s = rules.new_game({"players": 3, "first": 0}, seed=11)
    v0, v1, spectator = rules.view(s, 0), rules.view(s, 1), rules.view(s, None)
    assert v0["legal"] == rules.legal_moves(s) and v1["legal"] == [] and spectator["legal"] == []
    assert v0["hands"] == [list(s.hands[0]), None, None] and v1["hand"] == list(s.hands[1])
    assert spectator["hand"] is None and spectator["hands"] == [None, None, None]
    assert v1["box"] == 1 and "box_tiles" not in v1
    assert json.loads(json.dumps(v0)) == v0
    assert {b["tile"] for b in v0["board"]} == {0, 1} and len(v0["tiles"]) == 2
    assert v0["bounds"] == {"top": 0, "left": 0, "bottom": 1, "right": 1}
    assert [ln["colours"] for ln in v0["lines"]] == [
        s.board[cell_key(0, 0)] + s.board[cell_key(0, 1)],
        s.board[cell_key(1, 0)] + s.board[cell_key(1, 1)],
        s.board[cell_key(0, 0)] + s.board[cell_key(1, 0)],
        s.board[cell_key(0, 1)] + s.board[cell_key(1, 1)],
    ]
    with pytest.raises(GameError):
        rules.view(s, 3)


def test_view_at_the_end_shows_everything() -> None:
    """W7: once over, every hand, the box, final scores with W7.3 penalties and winners."""
    s = rules.new_game({"players": 3}, seed=4)
    rnd = random.Random(4)
    while not s.over:
        s = rules.play(s, rnd.choice(rules.legal_moves(s)))
    v = rules.view(s, None)
    assert v["over"] and v["round_over"] and v["to_move"] is None and v["opening"] is None
    assert v["hands"] == [list(h) for h in s.hands] and v["box_tiles"] == list(s.box)
    assert v["penalties"] == [rules.penalty(h) for h in s.hands]
    running, penalties = v["running_scores"], v["penalties"]
    assert v["final_scores"] == [a - b for a, b in zip(running, penalties, strict=True)]
    assert v["scores"] == v["final_scores"]  # the header: W7.3 applied once over
    assert v["winners"] == list(rules.outcome(s).winners)


# ------------------------------------------------------------------------------ records


def test_illegal_moves_leave_the_state_unchanged() -> None:
    """W4 / interface: play raises IllegalMove and never changes the state it was given."""
    s = s0_game(["W-E", "E-E"])
    before = (rules.to_record(s), rules.view(s, 0), rules.view(s, None))
    for bad in [
        "X",
        "",
        "pass",
        "E@0,02 W@1,2",
        "W@1,2 E@0,2",
        "E@0,2 W@2,2",
        "E@0,0 W@0,-1",
        "E@0,1 W@1,1",
        "H@0,2 H@1,2",
        "F@0,2 E@1,2",
        "E@9999,2 W@10000,2",
        "e@0,2 w@1,2",
        " E@0,2 W@1,2",
    ]:
        with pytest.raises(IllegalMove):
            rules.play(s, bad)
        assert (rules.to_record(s), rules.view(s, 0), rules.view(s, None)) == before
    with pytest.raises(IllegalMove):
        rules.play(s, 5)  # type: ignore[arg-type]
    t = rules.play(s, "E@0,2 W@1,2")
    assert (rules.to_record(s), rules.view(s, 0), rules.view(s, None)) == before
    assert t.scores == (9, 0)


def test_record_round_trip_and_api() -> None:
    """design.md: a record replays to the same position; the API bridge plays Wu Hsing."""
    s = rules.new_game({"players": 4}, seed=9)
    rnd = random.Random(9)
    for _ in range(10):
        s = rules.play(s, rnd.choice(rules.legal_moves(s)))
    rec = rules.to_record(s)
    assert rec["options"] == {"players": 4, "first": s.first, "variant": "standard",
                              "open_hands": False}  # fmt: skip
    assert rules.view(rules.from_record(json.loads(json.dumps(rec))), 2) == rules.view(s, 2)
    out = json.loads(api.call("new_game", json.dumps({"game": "wuhsing", "options": {"players": 3},
                                                       "seed": 1, "seat": 0})))  # fmt: skip
    assert out["ok"] and out["result"]["view"]["seats"] == 3


def _record() -> dict:
    return rules.to_record(run(s0_game(["W-E"]), "E@0,2 W@1,2"))


@pytest.mark.parametrize(
    ("change", "at"),
    [
        (lambda r: r.update(game="hus"), None),
        (lambda r: r["options"].pop("first"), None),
        (lambda r: r["options"].update(players=3), None),
        (lambda r: r.update(deals=[]), None),
        (lambda r: r.update(deals=r["deals"] * 2), None),
        (lambda r: r["deals"][0]["hands"][0].pop(), None),
        (lambda r: r["deals"][0]["hands"][0].__setitem__(0, "F-F"), None),
        (lambda r: r["deals"][0]["hands"][0].__setitem__(0, "E-W"), None),
        (lambda r: r["deals"][0].update(box=["W-W"]), None),
        (lambda r: r["deals"][0].update(start="W@0,0 H@1,0 F@0,1 H@1,1"), None),
        (lambda r: r["moves"].append("E@0,3 W@1,3"), 1),
        (lambda r: r["moves"].insert(0, "pass"), 0),
        (lambda r: r["moves"].append(7), 1),
        (lambda r: r.update(moves="E@0,2 W@1,2"), None),
    ],
)
def test_bad_records_raise_bad_record_with_index(change: object, at: int | None) -> None:
    """design.md (records are not trusted; W1.1 all 30 tiles; W2.2; W4): BadRecord, ``at`` =
    index of the offending move."""
    rec = json.loads(json.dumps(_record()))
    change(rec)  # type: ignore[operator]
    with pytest.raises(BadRecord) as err:
        rules.from_record(rec)
    assert err.value.at == at


def test_moves_after_the_end_are_a_bad_record() -> None:
    """W7.1 / records: nothing may follow the end of the game."""
    s = rules.new_game({"players": 3, "first": 0}, seed=2)
    rnd = random.Random(2)
    while not s.over:
        s = rules.play(s, rnd.choice(rules.legal_moves(s)))
    rec = rules.to_record(s)
    rec["moves"].append("pass")
    with pytest.raises(BadRecord) as err:
        rules.from_record(rec)
    assert err.value.at == len(rec["moves"]) - 1


def test_fifteen_deal_must_be_one_of_each() -> None:
    """W8.1: each hand holds one of every kind; a record that says otherwise is refused."""
    rec = rules.to_record(rules.new_game({"variant": "fifteen_a", "first": 0}))
    rec["deals"][0]["hands"][0][0] = "F-F"
    with pytest.raises(BadRecord):
        rules.from_record(rec)


def test_w5_1_view_gives_each_legal_move_its_score() -> None:
    """W5.1: the shared record's position: the first move E@0,2 W@1,2 scores 3 x 3 = 9, and
    the view offers every legal move with the score it would make."""
    rec = json.loads((RECORDS / "wuhsing-first-move-9.json").read_text())["record"]
    start = rules.from_record({**rec, "moves": []})
    v = rules.view(start, 0)
    assert sorted(v["previews"]) == sorted(v["legal"])
    assert v["previews"]["E@0,2 W@1,2"] == {"score": 9}
    for move, preview in list(v["previews"].items())[:40]:
        assert rules.view(rules.play(start, move), 0)["last"]["score"] == preview["score"]
    assert rules.view(start, 1)["previews"] == {}
