"""G06 as a search problem: the bound never overestimates, so the par is the best money."""

from __future__ import annotations

import itertools
import random

import pytest

from tsukiji_table.games.jidohanbaiki import g06_rules as m
from tsukiji_table.games.jidohanbaiki.analysis import problem_for
from tsukiji_table.games.jidohanbaiki.common import Catalogue, card_matches
from tsukiji_table.games.jidohanbaiki.g06_search import cards_needed
from tsukiji_table.games.jidohanbaiki.generate import g06_candidate
from tsukiji_table.games.jidohanbaiki.puzzles import PuzzleSpec, remember
from tsukiji_table.games.jidohanbaiki.solver import solve
from tsukiji_table.games.session import Session
from tsukiji_table.rulesdata import load_rules

CAT = Catalogue.from_rules(load_rules("jidohanbaiki"))


def problem(start: dict, pid: str):
    remember(
        PuzzleSpec(
            id=pid,
            game="jido:g06",
            title={"en": pid, "ja": pid},
            text={"en": "", "ja": ""},
            difficulty=1,
            start=start,
            goal={},
            par={"score": 0, "moves": 0, "optimal": True},
            solution=[],
        )
    )
    return problem_for(Session.new("jido:g06", 1, 0, {"puzzle": pid}))


class Blind:
    """The same search with no bound at all: slow, but surely the cheapest (every step costs)."""

    def __init__(self, inner):
        self.inner = inner

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def h(self, state) -> int:
        return 0

    def tiebreak(self, state) -> int:
        return 0


@pytest.mark.parametrize("seed", range(25))
def test_cards_needed_is_the_fewest_cards_naming_every_drink(seed):
    rng = random.Random(seed)
    drinks = rng.sample(range(36), rng.randint(1, 9))
    mask = sum(1 << d for d in drinks)
    fewest = next(n for n in range(13) for cards in itertools.combinations(range(12), n) if all(any(card_matches(c, d) for c in cards) for d in drinks))
    assert cards_needed(mask) == fewest


def test_five_drinks_and_a_jam_take_one_card_then_dump_the_rest():
    # The bound once counted a missing bonus as a cost when fewer than six drinks
    # were left with a jam, and missed this plan: take purple (100), dump (500).
    start = {
        "crates": [[["purple:short_can", "white:square_bottle", "black:longest_bottle"], ["purple:longest_bottle", "black:long_can", "blue:stubby_can"]]],
        "money": {"coins100": 3, "coins500": 1},
        "tower": {
            "version": 1,
            "inside": [
                {
                    "drink": "blue:not_longest_bottle",
                    "x": 0.10719545622068798,
                    "y": 0.1904579408415844,
                    "angle": -0.8469685507845276,
                    "vx": 0.0,
                    "vy": 0.0,
                    "spin": 0.0,
                }
            ],
        },
    }
    prob = problem(start, "t-g06-take-then-dump")
    assert prob.h(prob.start()) <= 600
    result = solve(prob)
    assert result.solved and result.cost == 600 and [mv[0] for mv in result.moves] == ["take", "dump"]


@pytest.mark.parametrize("seed", range(6))
def test_the_bound_finds_the_same_best_money_as_a_blind_search(seed):
    rng = random.Random(f"bound:{seed}")
    start = g06_candidate(rng, CAT, crates=1, per_crate=5, jams=seed % 2, coins100=2, coins500=1)
    prob = problem(start, f"t-g06-bound-{seed}")
    informed, blind = solve(prob), solve(Blind(prob))
    assert informed.status == blind.status
    assert informed.cost == blind.cost
    state = prob.start()
    for move in informed.moves:  # along the best plan the bound stays below what is still to pay
        rest = informed.cost - replay(prob, informed.moves[: informed.moves.index(move)])
        assert prob.h(state) <= rest
        state = next(nxt for mv, nxt, _ in prob.successors(state) if mv == move)


def replay(prob, moves) -> int:
    state, total = prob.start(), 0
    for move in moves:
        state, step = next((nxt, step) for mv, nxt, step in prob.successors(state) if mv == move)
        total += step
    return total


def test_empty_crates_are_searched_as_one():
    start = {"crates": [[["red:short_can", "-", "-"], ["-", "-", "-"]]], "money": {"coins100": 3, "coins500": 0}}
    prob = problem(start, "t-g06-empties")
    root = prob.start()
    others = {mv[3] for mv, _, _ in prob.successors(root) if mv[0] == "swap"}
    assert len(others) == 1 and len(list(m.moves(prob.cfg, root))) > len(list(prob.successors(root)))
