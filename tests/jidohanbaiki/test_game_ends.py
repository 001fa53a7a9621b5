"""Every solo game ends: G08's turn limit and a heuristic bot that cannot go round in circles."""

from __future__ import annotations

from tsukiji_table.games.selfplay import make_bot
from tsukiji_table.games.session import Session

from .conftest import play, position

# Seed 779's game after 36 actions of the old bot: two drinks misplaced (red:stubby_can
# and white:longest_bottle), and the hint's short search only ever slid crate 1 back and forth.
STUCK = [
    {
        "at": [12, 17],
        "rot": 0,
        "drinks": [["black:square_bottle", "black:longest_bottle", "black:short_can"], ["black:long_can", "black:not_longest_bottle", "black:stubby_can"]],
    },
    {
        "at": [12, 15],
        "rot": 0,
        "drinks": [["mint:not_longest_bottle", "mint:stubby_can", "mint:square_bottle"], ["mint:longest_bottle", "mint:long_can", "mint:short_can"]],
    },
    {
        "at": [9, 11],
        "rot": 180,
        "drinks": [["blue:square_bottle", "blue:short_can", "blue:long_can"], ["blue:stubby_can", "blue:not_longest_bottle", "blue:longest_bottle"]],
    },
    {
        "at": [12, 11],
        "rot": 0,
        "drinks": [["red:short_can", "red:not_longest_bottle", "red:longest_bottle"], ["red:square_bottle", "white:longest_bottle", "red:long_can"]],
    },
    {
        "at": [9, 13],
        "rot": 0,
        "drinks": [["white:long_can", "red:stubby_can", "white:square_bottle"], ["white:stubby_can", "white:not_longest_bottle", "white:short_can"]],
    },
    {
        "at": [12, 13],
        "rot": 180,
        "drinks": [
            ["purple:short_can", "purple:not_longest_bottle", "purple:stubby_can"],
            ["purple:square_bottle", "purple:longest_bottle", "purple:long_can"],
        ],
    },
]


def test_the_heuristic_bot_finishes_where_its_short_search_went_round_in_circles():
    s = position("jido:g08", {"crates": STUCK})
    bot = make_bot(s.game, "heuristic", 0, 779)
    for _ in range(30):
        if s.game.is_over(s.table):
            break
        s.play(0, bot.act(s.game, s.table, 0))
    assert s.game.is_over(s.table) and s.game.won(s.table)


def test_the_heuristic_bot_resigns_rather_than_come_back_to_a_position_for_ever():
    s = Session.new("jido:g08", seed=4)
    bot = make_bot(s.game, "heuristic", 0, 4)
    bot.BUDGET = bot.MAX_BUDGET = 20  # type: ignore[attr-defined]  # the search's width is not the point here
    here = bot.act(s.game, s.table, 0)
    assert here["action"] != "resign"
    for _ in range(bot.GIVE_UP - 1):  # the bot is shown the same position again and again
        assert bot.act(s.game, s.table, 0)["action"] != "resign"
    assert bot.act(s.game, s.table, 0) == {"action": "resign"}


def test_an_unsorted_solo_game_is_lost_at_the_turn_limit():
    s = Session.new("jido:g08", seed=4)
    limit = s.game.file("g08.yaml")["turn_limit"]
    assert s.game.config(s.table).max_turns == limit
    with s.table.begin("arrange") as tx:
        tx.set_var("turn", limit - 1)
    swap = next(a for a in s.game.legal_actions(s.table, 0) if a["action"] == "swap")
    play(s, swap, {"action": "end_turn"})
    score = s.game.score(s.table)
    assert s.game.is_over(s.table) and not s.game.won(s.table)
    assert score["result"] == "lost" and score["reason"] == "out of turns"


def test_a_puzzle_keeps_its_own_lower_turn_limit():
    s = position("jido:g08", {"crates": STUCK}, goal={"turns": 3})
    assert s.game.config(s.table).max_turns == 3
