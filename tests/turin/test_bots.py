"""The heuristic bot: legal, sensible, and better than random play."""

from __future__ import annotations

import random

from tsukiji_table.games.selfplay import play_game
from tsukiji_table.games.turin.bots import HeuristicBot
from tsukiji_table.games.turin.valuation import good_value

from .helpers import act, bid_all, choose_all, new, pick_all


def test_heuristic_bot_beats_random_bots_at_four_players() -> None:
    wins = 0
    games = 60
    for k in range(games):
        result, _ = play_game("turin", 4, 700 + k, ["heuristic", "random", "random", "random"])
        wins += 0 in result.winner
    assert wins / games > 0.5  # an even share would be 0.25


def test_heuristic_bot_offers_buys_and_borrows_over_many_games() -> None:
    used = set()
    for k in range(60):
        players = 2 + k % 4
        _, s = play_game("turin", players, 900 + k, ["heuristic"] * players)
        used.update(tx.action["action"] for tx in s.table.done if tx.action is not None)
    assert {"offer", "buy", "take_loan", "bid", "pick", "choose_card"} <= used


def test_heuristic_bid_is_within_its_means() -> None:
    s = new(3, seed=5)
    act(s, 0, "take_loan")
    act(s, 0, "pay", **{"from": "p0.money", "to": "bank", "amount": 24}, confirmed=True)
    choose_all(s)
    bot = HeuristicBot(0, random.Random(1))
    action = bot.act(s.game, s.table, 0)
    assert action["action"] == "bid" and 0 <= action["amount"] <= 1


def test_heuristic_picks_the_card_that_wins_it_a_majority() -> None:
    s = new(3, seed=7, mode="free")
    # Seat 2 already holds 3 grapes (c10); the lot will hold c01 (3 grapes) among others.
    act(s, 2, "move", piece="c10", to="p2.won")
    choose_all(s, {2: "c01"})
    bid_all(s, [0, 0, 5])
    bot = HeuristicBot(2, random.Random(1))
    action = bot.act(s.game, s.table, 2)
    assert action["action"] == "pick" and "c01" in action["cards"]
    pick_all(s)


def test_good_value_grows_with_the_lead() -> None:
    assert good_value(0, [3, 1], 4, 6) == 0.0
    values = [good_value(m, [3, 1], 4, 6) for m in (1, 3, 5, 7)]
    assert values == sorted(values) and values[-1] > 6
