"""A seeded random differential of the Dominoes engine against an independent model of the
rules written here from shared/rules/dominoes.md alone (it shares no code with the engine
but the deal it reads from the record).

Random matches of every mode and seat count; after every move the model's legal moves, seat
to move, scores, end of round and end of match must equal the engine's. The check issue 18
asks for is the model's: a round with no playable seat and no drawable tile is over (D7.1).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from gamut.dominoes import rules

Tile = tuple[int, int]


def tile(text: str) -> Tile:
    a, b = text.split("-")
    return (int(a), int(b))


def spell(t: Tile) -> str:
    return f"{t[0]}-{t[1]}"


@dataclass
class Model:
    """One match as the rules describe it: hands, boneyard, open ends, spinner, scores."""

    mode: str
    seats: int
    target: int
    scores: list[int] = field(default_factory=list)
    round: int = 0
    opener: int = 0
    prev_winner: int | None = None
    match_over: bool = False
    winners: list[int] = field(default_factory=list)

    def deal(self, deal: dict) -> None:
        """D2, D3: a new round from a record deal; who opens and with what."""
        self.round += 1
        self.hands = [[tile(t) for t in h] for h in deal["hands"]]
        self.boneyard = [tile(t) for t in deal["boneyard"]]
        self.ends: dict[str, int] = {}  # END -> pip
        self.double_at: dict[str, bool] = {}  # END -> the tile there is a double
        self.arm_used = {"N": False, "S": False}
        self.spinner: int | None = None  # the spinner's pip (fives)
        self.spinner_open: set[str] = set()  # long sides (W/E) still empty beside it
        self.tiles_down = 0
        self.round_over = False
        self.forced: Tile | None = None
        if self.round == 1:  # D3.1
            doubles = [(t[0], s) for s, h in enumerate(self.hands) for t in h if t[0] == t[1]]
            if doubles:
                pip, self.opener = max(doubles)
                self.forced = (pip, pip)
            else:
                key, self.opener, self.forced = max(
                    ((t[0] + t[1], max(t)), s, t) for s, h in enumerate(self.hands) for t in h
                )
        elif self.prev_winner is not None:  # D3.2
            self.opener = self.prev_winner
        else:  # D3.3
            self.opener = (self.opener + 1) % self.seats
        self.to_move: int | None = self.opener

    def fits(self, seat: int) -> list[tuple[Tile, str]]:
        return [(t, e) for t in self.hands[seat] for e, p in self.ends.items() if p in t]

    def legal(self) -> list[str]:
        """D4.1, D4.3."""
        if self.match_over:
            return []
        if self.round_over:
            return ["next"]
        seat = self.to_move
        assert seat is not None
        if not self.tiles_down:
            if self.forced is not None:
                return [spell(self.forced)]
            return sorted(spell(t) for t in self.hands[seat])
        plays = self.fits(seat)
        if plays:
            return sorted(f"{spell(t)} {e}" for t, e in plays)
        return ["draw"] if self.mode != "block" and self.boneyard else ["pass"]

    def blocked(self) -> bool:
        """D7.1: tiles on the table, no seat can play, nobody can draw."""
        if not self.tiles_down or (self.mode != "block" and self.boneyard):
            return False
        return not any(self.fits(seat) for seat in range(self.seats))

    def count(self) -> int:
        """D6.1 after a play."""
        if self.tiles_down == 1:
            a, b = self.first
            return a + b
        total = 0
        for e, pip in self.ends.items():
            if e in "NS" and not self.arm_used[e]:
                continue
            total += 2 * pip if self.double_at[e] else pip
        return total

    def lay(self, t: Tile, end: str | None) -> None:
        """D4.2, D5: put ``t`` down and update the open ends and the spinner."""
        double = t[0] == t[1]
        self.tiles_down += 1
        if end is None:
            self.first = t
            self.ends = {"W": t[0], "E": t[1]}
            self.double_at = {"W": double, "E": double}
            if double and self.mode == "fives":
                self.spinner, self.spinner_open = t[0], {"W", "E"}
            return
        pip = self.ends[end]
        self.ends[end] = t[1] if t[0] == pip else t[0]
        self.double_at[end] = double
        if end in "NS":
            self.arm_used[end] = True
        if end in self.spinner_open:
            self.spinner_open.discard(end)
            if not self.spinner_open:  # D5.2: both long sides carry a tile
                assert self.spinner is not None
                self.ends.update(N=self.spinner, S=self.spinner)
                self.double_at.update(N=False, S=False)
        elif double and self.mode == "fives" and self.spinner is None:  # D5.1
            self.spinner, self.spinner_open = t[0], {end}

    def end_round(self, winner: int | None, points: int) -> None:
        """D7.2-D7.4, D8.2, D8.3."""
        if self.mode == "fives":
            points = (points + 2) // 5 * 5
        if winner is not None:
            self.scores[winner] += points
        self.round_over, self.to_move, self.prev_winner = True, None, winner
        if max(self.scores) >= self.target:
            self.match_over = True
            top = max(self.scores)
            if winner is not None and self.scores[winner] >= self.target:
                self.winners = [winner]
            else:
                self.winners = [s for s in range(self.seats) if self.scores[s] == top]

    def move(self, move: str, next_deal: dict | None) -> None:
        seat = self.to_move
        if move == "next":
            assert next_deal is not None
            self.deal(next_deal)
            return
        assert seat is not None
        if move == "draw":
            self.hands[seat].append(self.boneyard.pop(0))
        elif move != "pass":
            parts = move.split(" ")
            t = tile(parts[0])
            self.hands[seat].remove(t)
            self.lay(t, parts[1] if len(parts) > 1 else None)
            if self.mode == "fives":
                c = self.count()
                if c and c % 5 == 0:  # D6.2
                    self.scores[seat] += c
                    if self.scores[seat] >= self.target:  # D8.3: at once
                        self.match_over, self.winners = True, [seat]
                        self.round_over, self.to_move = True, None
                        return
            if not self.hands[seat]:  # D7.2
                self.end_round(seat, sum(a + b for h in self.hands for a, b in h))
                return
        if self.blocked():  # D7.1, D7.3
            pips = [sum(a + b for a, b in h) for h in self.hands]
            low = min(pips)
            if pips.count(low) > 1:
                self.end_round(None, 0)
            else:
                self.end_round(pips.index(low), sum(pips) - 2 * low)
            return
        if move != "draw":
            self.to_move = (seat + 1) % self.seats


def check(s: rules.State, m: Model, where: str) -> None:
    got = (sorted(rules.legal_moves(s)), rules.to_move(s), list(s.scores), s.round_over,
           s.match_over, list(s.winners))  # fmt: skip
    want = (m.legal(), m.to_move, m.scores, m.round_over, m.match_over, m.winners)
    assert got == want, where
    if s.round_over:  # the model may not leave a blocked round open either
        return
    assert m.tiles_down == 0 or any(m.fits(i) for i in range(m.seats)) or m.boneyard, where


MATCHES = 30
"""Seeded matches per mode and seat count: enough that every mode with a boneyard has rounds
blocked by a draw (fives to 250, so that rounds end by D7.1 rather than by D8.3 mid-round)."""


@pytest.mark.parametrize("mode", rules.MODES)
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_d7_1_random_matches_agree_with_an_independent_model(mode: str, seats: int) -> None:
    """Random matches, every move checked. Counts the rounds that ended blocked and those
    blocked by a draw, so the sample provably reaches those places."""
    target = 250 if mode == "fives" else 100
    blocked = by_draw = moves = 0
    for seed in range(MATCHES):
        r = random.Random(f"differential:{mode}:{seats}:{seed}")
        s = rules.new_game({"mode": mode, "seats": seats, "target": target}, seed=seed)
        m = Model(mode, seats, target, scores=[0] * seats)
        m.deal(s.deals[0])
        check(s, m, f"seed {seed}: the deal")
        while not s.match_over:
            move = r.choice(rules.legal_moves(s))
            s = rules.play(s, move)
            moves += 1
            m.move(move, s.deals[s.round - 1] if move == "next" else None)
            check(s, m, f"seed {seed}, move {len(s.moves) - 1}: {move}")
            assert not (move == "pass" and s.round_over), "a pass never blocks (D7.1)"
            if move != "next" and s.round_over and s.round_result["reason"] == "blocked":
                blocked += 1
                by_draw += move == "draw"
    assert moves > 4000 and blocked > 0
    assert (by_draw > 0) is (mode != "block")


def test_d6_fives_points_if_equals_the_score_of_the_play() -> None:
    """rules.fives_points_if (the hard player's playouts) against the real play: for every
    legal play of random Fives rounds (2-4 seats), the points it predicts are the points the
    play scores (D6.1, D6.2)."""
    checked = scoring = 0
    for seed in range(60):
        r = random.Random(seed)
        s = rules.new_game({"mode": "fives", "seats": 2 + seed % 3, "target": 500}, seed=seed)
        while not s.round_over:
            for move in rules.legal_moves(s):
                kind, t, end = rules.parse_move(move)
                if kind == "play" and end is not None:
                    got = rules.play(s, move).log[-1]["score"]
                    assert rules.fives_points_if(s, t, end) == got, (seed, s.moves, move)
                    checked += 1
                    scoring += got > 0
            s = rules.play(s, r.choice(rules.legal_moves(s)))
    assert checked > 2000 and scoring > 200
