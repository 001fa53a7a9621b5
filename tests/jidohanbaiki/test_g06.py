"""G06 Recycling Sorter, rule by rule (digest G06, seed lines 139-159), with the machine."""

from __future__ import annotations

import random

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.jidohanbaiki.common import Catalogue
from tsukiji_table.games.jidohanbaiki.generate import g06_candidate
from tsukiji_table.games.session import Session
from tsukiji_table.rulesdata import load_rules

from .conftest import colour_crate, play, position, rows

CAT = Catalogue.from_rules(load_rules("jidohanbaiki"))


def g06(crates, coins100=3, coins500=2, tower=None, goal=None, mode="strict"):
    start = {"crates": crates, "money": {"coins100": coins100, "coins500": coins500}}
    if tower is not None:
        start["tower"] = tower
    return position("jido:g06", start, goal, mode)


def jammed_tower(seed=0):
    """A machine with one drink jammed inside, and the drinks that are not in it."""
    start = g06_candidate(random.Random(seed), CAT, crates=1, per_crate=0, jams=1)
    inside = [p["drink"] for p in start["tower"]["inside"]]
    return start["tower"], inside


def zone_of(s, drink):
    return s.table.pieces[f"drink.{drink}"].zone


def money(s):
    return s.game.status(s.table)["money"]


# ------------------------------------------------------------------ set-up


def test_setup_draws_all_36_drinks_into_six_crates():
    s = Session.new("jido:g06", seed=9)
    crates = s.game.read(s.table).crates
    assert len(crates) == 6 and sorted(d for c in crates for d in c) == list(range(36))


@pytest.mark.parametrize("seed", range(20))
def test_setup_leaves_no_crate_with_four_drinks_sharing_a_colour_or_shape(seed):
    s = Session.new("jido:g06", seed=seed)
    for crate in s.game.read(s.table).crates:
        assert max([d // 6 for d in crate].count(c) for c in range(6)) <= 3
        assert max([d % 6 for d in crate].count(x) for x in range(6)) <= 3


def test_setup_money_is_ten_100_coins_and_three_500_coins():
    assert Session.new("jido:g06", seed=1).table.zones["purse"].coins == {100: 10, 500: 3}


def test_the_expert_plays_with_eight_100_coins_and_two_500_coins():
    assert Session.new("jido:g06", seed=1, options={"expert": True}).table.zones["purse"].coins == {100: 8, 500: 2}


# ------------------------------------------------------------------ takes


def test_a_take_puts_every_drink_the_card_names_from_one_crate_on_that_card():
    s = g06([rows("red:stubby_can", "blue:long_can", "red:longest_bottle", "-", "-", "-"), rows("red:short_can", "-", "-", "-", "-", "-")])
    play(s, {"action": "take", "crate": 1, "card": "red"})
    assert zone_of(s, "red:stubby_can") == zone_of(s, "red:longest_bottle") == "card.red"
    assert zone_of(s, "red:short_can") == "crate.2" and zone_of(s, "blue:long_can") == "crate.1"
    assert money(s) == 1300 - 100


def test_a_take_needs_a_drink_the_card_names():
    s = g06([rows("red:stubby_can", "-", "-", "-", "-", "-")])
    with pytest.raises(IllegalAction, match="no drink the card names"):
        play(s, {"action": "take", "crate": 1, "card": "blue"})


def test_taking_six_drinks_at_once_earns_300():
    s = g06([colour_crate("mint"), rows("red:short_can", "-", "-", "-", "-", "-")])
    play(s, {"action": "take", "crate": 1, "card": "mint"})
    assert s.table.zones["purse"].coins == {100: 5, 500: 2} and money(s) == 1300 - 100 + 300


# ------------------------------------------------------------------ swaps


def test_a_swap_trades_the_facing_spots_of_two_long_sides_in_mirror_order():
    s = g06([rows("red:stubby_can", "red:short_can", "red:long_can", "-", "-", "-"), rows("-", "-", "-", "blue:stubby_can", "blue:short_can", "blue:long_can")])
    # Crate 1's top side faces crate 2's bottom side: (0,0)<->(0,1), (1,0)<->(1,1), (2,0)<->(2,1).
    play(s, {"action": "swap", "crate": 1, "side": "top", "other": 2, "other_side": "bottom", "spots": [[0, 0], [2, 0]]})
    assert s.table.pieces["drink.red:stubby_can"].pos == (0, 1) and zone_of(s, "red:stubby_can") == "crate.2"
    assert zone_of(s, "blue:stubby_can") == "crate.1" and s.table.pieces["drink.blue:stubby_can"].pos == (0, 0)
    assert zone_of(s, "red:short_can") == "crate.1"  # not chosen
    assert money(s) == 1200


def test_a_swap_moves_a_drink_into_an_empty_facing_spot():
    s = g06([rows("red:stubby_can", "-", "-", "-", "-", "-"), rows("-", "-", "-", "-", "-", "-")])
    play(s, {"action": "swap", "crate": 1, "side": "left", "other": 2, "other_side": "left", "spots": [[0, 0]]})
    # Left sides face each other mirrored: (0,0) of crate 1 meets (0,1) of crate 2.
    assert zone_of(s, "red:stubby_can") == "crate.2" and s.table.pieces["drink.red:stubby_can"].pos == (0, 1)


def test_a_swap_needs_sides_of_equal_length():
    s = g06([colour_crate("red"), colour_crate("blue")])
    with pytest.raises(IllegalAction, match="same length"):
        play(s, {"action": "swap", "crate": 1, "side": "top", "other": 2, "other_side": "left", "spots": [[0, 0]]})


def test_crates_are_arranged_for_free_in_strict_mode():
    s = g06([colour_crate("red"), colour_crate("blue")])
    play(s, {"action": "arrange", "crate": 2, "at": [0, 0], "rot": 90})
    piece = s.table.pieces["crate#2"]
    assert piece.pos == (0, 0) and piece.rot == 90 and money(s) == 1300
    with pytest.raises(IllegalAction, match="lies there"):
        play(s, {"action": "arrange", "crate": 1, "at": [0, 1], "rot": 0})


# ----------------------------------------------------------- the machine


def test_a_dump_pays_500_and_the_machine_decides_what_comes_out():
    s = g06([rows("red:stubby_can", "blue:long_can", "mint:square_bottle", "white:short_can", "-", "-"), colour_crate("black")])
    play(s, {"action": "dump", "crate": 1})
    last = s.table.vars["tower.last"]
    out = [e["drink"] for e in last["out"]]
    assert sorted(out + last["jammed"]) == sorted(["red:stubby_can", "blue:long_can", "mint:square_bottle", "white:short_can"])
    assert all(zone_of(s, d) == f"card.{d.split(':')[0]}" for d in out)
    assert all(zone_of(s, d) == "tower.inside" for d in last["jammed"])
    assert s.table.zones["purse"].coins == {100: 3, 500: 1}


def test_a_dump_is_recorded_like_a_die_roll_and_undo_never_re_rolls():
    s = g06([rows("red:stubby_can", "blue:long_can", "mint:square_bottle", "white:short_can", "-", "-"), colour_crate("black")])
    before = s.table.state_hash()
    play(s, {"action": "dump", "crate": 1})
    after = s.table.state_hash()
    s.table.undo()
    assert s.table.state_hash() == before
    play(s, {"action": "dump", "crate": 1})  # the same crate from the same position: the same outcome
    assert s.table.state_hash() == after


def test_a_later_dump_can_knock_a_jammed_drink_out():
    for seed in range(4):  # a bounded search: some jams hold against every crate
        tower, inside = jammed_tower(seed)
        for colour in [c for c in ("black", "white", "mint", "blue", "red", "purple") if not any(d.startswith(c) for d in inside)]:
            s = g06([colour_crate(colour)], coins100=0, coins500=1, tower=tower)
            play(s, {"action": "dump", "crate": 1})
            if inside[0] in [e["drink"] for e in s.table.vars["tower.last"]["out"]]:
                assert zone_of(s, inside[0]).startswith("card.") and s.table.vars["tower.last"]["was_jammed"] == inside
                return
    pytest.fail("no crate knocked the jammed drink out")


# --------------------------------------------------------------- the end


def test_drinks_jammed_with_no_500_coin_left_lose():
    tower, inside = jammed_tower()
    s = g06(
        [
            rows("purple:short_can" if "purple:short_can" not in inside else "black:short_can", "-", "-", "-", "-", "-"),
            rows("red:long_can" if "red:long_can" not in inside else "blue:long_can", "-", "-", "-", "-", "-"),
        ],
        coins100=2,
        coins500=0,
        tower=tower,
    )
    play(s, {"action": "take", "crate": 1, "card": "short_can"})
    assert s.game.is_over(s.table) and not s.game.won(s.table)
    assert "no 500 coin" in s.game.score(s.table)["reason"]


def test_drinks_left_in_the_machine_with_no_crate_to_push_them_lose():
    tower, inside = jammed_tower()
    drink = next(f"{c}:stubby_can" for c in ("black", "white", "mint") if f"{c}:stubby_can" not in inside)
    s = g06([rows(drink, "-", "-", "-", "-", "-")], coins100=2, coins500=1, tower=tower)
    play(s, {"action": "take", "crate": 1, "card": "stubby_can"})
    assert s.game.is_over(s.table) and "no crate" in s.game.score(s.table)["reason"]


def test_running_out_of_money_before_everything_is_sorted_loses():
    s = g06([rows("red:stubby_can", "blue:long_can", "-", "-", "-", "-")], coins100=1, coins500=0)
    play(s, {"action": "take", "crate": 1, "card": "red"})
    assert s.game.is_over(s.table) and "money ran out" in s.game.score(s.table)["reason"]


def test_every_drink_on_a_card_wins_and_the_score_is_the_money_left():
    s = g06([colour_crate("red"), rows("blue:stubby_can", "blue:short_can", "-", "-", "-", "-")])
    play(s, {"action": "take", "crate": 1, "card": "red"}, {"action": "take", "crate": 2, "card": "blue"})
    score = s.game.score(s.table)
    assert s.game.won(s.table) and score["scores"] == [1300 - 100 + 300 - 100]


def test_a_free_the_drink_goal_is_won_when_that_drink_reaches_a_card():
    tower, inside = jammed_tower()
    colour = next(c for c in ("black", "white", "mint", "blue", "red", "purple") if not any(d.startswith(c) for d in inside))
    s = g06([colour_crate(colour)], coins100=0, coins500=1, tower=tower, goal={"free": inside})
    assert s.game.status(s.table)["targets"] == inside
    play(s, {"action": "dump", "crate": 1})
    assert s.game.is_over(s.table)
    assert s.game.won(s.table) == zone_of(s, inside[0]).startswith("card.")


def test_a_sorted_drink_may_move_to_its_other_card_for_free():
    s = g06([colour_crate("red"), rows("blue:stubby_can", "-", "-", "-", "-", "-")])
    play(s, {"action": "take", "crate": 1, "card": "red"})
    play(s, {"action": "restack", "drink": "red:long_can", "card": "long_can"})
    assert zone_of(s, "red:long_can") == "card.long_can"
    with pytest.raises(IllegalAction, match="does not match"):
        play(s, {"action": "restack", "drink": "red:short_can", "card": "blue"})
