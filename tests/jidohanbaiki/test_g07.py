"""G07 Colour Sort Against the Clock, rule by rule (digest G07, seed lines 161-197)."""

from __future__ import annotations

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.jidohanbaiki import g07_rules
from tsukiji_table.games.session import Session

from .conftest import colour_crate, play, position, rows

SHAPES = ("stubby_can", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle")


def g07(crates, deck, money=None, goal=None, colours=("red", "blue", "mint"), mode="strict", **extra):
    start = {"colours": list(colours), "crates": crates, "money": money or {"clock": 1, "move": 3, "swap": 2}, "decks": [deck]}
    start.update(extra)
    return position("jido:g07", start, goal, mode)


def one_move_from_home(deck=("stubby_can", "red", "blue", "mint"), money=None, **kw):
    """Red crate missing its stubby can, which waits in the centre crate's same spot."""
    crate1 = rows("-", *(f"red:{s}" for s in SHAPES[1:]))
    centre = rows("red:stubby_can", "-", "-", "-", "-", "-")
    rest = [c for c in ("red", "blue", "mint") + SHAPES if c not in deck]
    return g07([crate1, colour_crate("blue"), colour_crate("mint"), centre], list(deck) + rest, money, **kw)


def finish_round(session, avoid="red:stubby_can"):
    """Draw and move until the round is over, never moving ``avoid``."""
    while not status(session)["round_over"]:
        action = next(a for a in session.game.legal_actions(session.table, 0) if a["action"] in ("draw", "move") and a.get("drink") != avoid)
        play(session, action)


def state(session):
    return session.game.read(session.table)


def status(session):
    return session.game.status(session.table)


def where(session, drink):
    piece = session.table.pieces[f"drink.{drink}"]
    return piece.zone, piece.pos


# ------------------------------------------------------------------ set-up


def test_setup_puts_three_crates_in_a_triangle_and_a_fourth_in_the_middle():
    s = Session.new("jido:g07", seed=5)
    crates = [z for z in s.table.zones if z.startswith("crate.")]
    assert crates == ["crate.1", "crate.2", "crate.3", "crate.4"]
    assert s.table.zones["crate.4"].meta["label"]["en"] == "Centre crate"
    # The 18 drinks fill the three outer crates completely; the centre starts empty.
    assert [len(s.table.zones[c].ids) for c in crates] == [6, 6, 6, 0]


def test_setup_removes_three_random_colour_cards_and_their_drinks():
    s = Session.new("jido:g07", seed=11)
    deck = s.table.zones["deck"].ids
    assert len(deck) == 9
    colours = {p.split(".")[1] for p in deck if p.split(".")[1] in ("black", "white", "mint", "blue", "red", "purple")}
    assert len(colours) == 3 and sum(1 for p in deck if p.split(".")[1] not in colours) == 6
    in_play = {pid.split(".")[1].split(":")[0] for z in ("crate.1", "crate.2", "crate.3") for pid in s.table.zones[z].ids}
    assert in_play == colours
    assert all(not s.table.pieces[p].face_up for p in deck)  # a face-down deck


def test_setup_money_is_four_100_coins_three_500_coins_two_1000_notes():
    s = Session.new("jido:g07", seed=2)
    assert s.table.zones["purse"].coins == {100: 4, 500: 3, 1000: 2}
    assert status(s)["money"] == 3900


@pytest.mark.parametrize("seed", range(25))
def test_setup_no_crate_holds_four_or_more_drinks_of_the_same_kind(seed):
    s = Session.new("jido:g07", seed=seed)
    for crate in state(s).crates[:3]:
        colours = [d // 6 for d in crate]
        shapes = [d % 6 for d in crate]
        assert max(colours.count(c) for c in colours) <= 3
        assert max(shapes.count(x) for x in shapes) <= 3


def test_variant_too_hard_adds_one_100_coin():
    s = Session.new("jido:g07", seed=1, options={"too_hard": True})
    assert s.table.zones["purse"].coins[100] == 5


def test_variant_too_easy_adds_a_round_and_asks_for_same_shapes_in_same_spots():
    s = Session.new("jido:g07", seed=1, options={"too_easy": True})
    assert s.table.zones["purse"].coins[100] == 5 and s.table.vars["g07.same_position"] is True


def test_variant_too_simple_adds_crates_colours_and_100_coins():
    s = Session.new("jido:g07", seed=3, options={"too_simple": 2})
    assert sum(1 for z in s.table.zones if z.startswith("crate.")) == 6  # five outer crates and the centre
    assert len(s.table.vars["g07.colours"]) == 5 and len(s.table.zones["deck"].ids) == 11
    assert s.table.zones["purse"].coins[100] == 6


# ------------------------------------------------------------------- cards


def test_a_card_moves_one_drink_it_names_to_the_same_spot_of_another_crate():
    s = one_move_from_home()
    play(s, {"action": "draw"})
    assert status(s)["face_up"] == "stubby_can"
    moves = [a for a in s.game.legal_actions(s.table, 0) if a["action"] == "move"]
    # Only crate 1 has spot (0, 0) free, and any of the three stubby cans may go there.
    assert sorted((a["drink"], a["crate"]) for a in moves) == [("blue:stubby_can", 1), ("mint:stubby_can", 1), ("red:stubby_can", 1)]
    play(s, {"action": "move", "drink": "red:stubby_can", "crate": 1})
    assert where(s, "red:stubby_can") == ("crate.1", (0, 0))


def test_a_move_must_be_of_a_drink_the_face_up_card_names():
    s = one_move_from_home()
    play(s, {"action": "draw"})
    with pytest.raises(IllegalAction, match="does not name"):
        play(s, {"action": "move", "drink": "red:short_can", "crate": 4})


def test_a_move_needs_that_spot_free_in_the_other_crate():
    s = one_move_from_home()
    play(s, {"action": "draw"})
    with pytest.raises(IllegalAction, match="not empty"):
        play(s, {"action": "move", "drink": "red:stubby_can", "crate": 2})


def test_no_move_without_a_face_up_card():
    s = one_move_from_home()
    with pytest.raises(IllegalAction, match="draw one first"):
        play(s, {"action": "move", "drink": "red:stubby_can", "crate": 1})


def test_the_move_is_compulsory_while_the_card_is_face_up():
    s = one_move_from_home()
    play(s, {"action": "draw"})
    with pytest.raises(IllegalAction, match="face up"):
        play(s, {"action": "draw"})


def test_a_card_whose_drinks_are_all_in_the_correct_crate_is_set_aside():
    s = one_move_from_home(deck=("blue", "stubby_can"))
    play(s, {"action": "draw"})
    assert s.table.zones["aside"].ids == ["stock_card.blue"]
    assert status(s)["face_up"] is None and "set aside" in status(s)["note"]


def test_a_card_that_can_move_no_drink_is_spent():
    crate1 = rows("blue:stubby_can", *(f"red:{x}" for x in SHAPES[1:]))
    crate2 = rows("red:stubby_can", *(f"blue:{x}" for x in SHAPES[1:]))
    crate3 = rows(*(f"mint:{x}" for x in SHAPES[:5]), "-")
    centre = rows("mint:longest_bottle", "-", "-", "-", "-", "-")
    s = g07(
        [crate1, crate2, crate3, centre],
        ["stubby_can", "red", "blue", "mint", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle"],
    )
    play(s, {"action": "draw"})
    assert s.table.zones["used"].ids == ["stock_card.stubby_can"] and status(s)["face_up"] is None


# ---------------------------------------------------------------- specials


def test_special_move_discards_a_500_coin_and_reaches_an_adjacent_crate():
    s = one_move_from_home()
    play(s, {"action": "special_move", "drink": "blue:long_can", "crate": "centre", "spot": [1, 1]})
    assert where(s, "blue:long_can") == ("crate.4", (1, 1))
    assert s.table.zones["purse"].coins[500] == 2 and s.table.zones["discards"].coins == {500: 1}


def test_special_move_cannot_go_diagonally_between_outer_crates():
    s = one_move_from_home()
    with pytest.raises(IllegalAction, match="adjacent"):
        play(s, {"action": "special_move", "drink": "blue:long_can", "crate": 1, "spot": [0, 0]})


def test_special_swap_discards_a_1000_note_and_swaps_two_drinks_of_one_crate():
    s = one_move_from_home()
    play(s, {"action": "special_swap", "drinks": ["mint:stubby_can", "mint:longest_bottle"]})
    assert where(s, "mint:stubby_can") == ("crate.3", (2, 1)) and where(s, "mint:longest_bottle") == ("crate.3", (0, 0))
    assert s.table.zones["discards"].coins == {1000: 1}
    with pytest.raises(IllegalAction, match="same crate"):
        play(s, {"action": "special_swap", "drinks": ["mint:short_can", "blue:short_can"]})


def test_no_special_action_without_its_coin():
    s = one_move_from_home(money={"clock": 1, "move": 0, "swap": 0})
    with pytest.raises(IllegalAction, match="no 500"):
        play(s, {"action": "special_move", "drink": "blue:long_can", "crate": 4, "spot": [1, 1]})
    with pytest.raises(IllegalAction, match="no 1000"):
        play(s, {"action": "special_swap", "drinks": ["mint:stubby_can", "mint:longest_bottle"]})


# ------------------------------------------------------------- round ends


def test_a_round_ends_by_discarding_a_100_coin_and_shuffling_a_new_deck():
    s = Session.new("jido:g07", seed=7)
    while not status(s)["round_over"]:
        action = next(a for a in s.game.legal_actions(s.table, 0) if a["action"] in ("draw", "move"))
        play(s, action)
    play(s, {"action": "end_round"})
    assert s.table.zones["clock"].coins == {100: 1} and s.table.zones["purse"].coins[100] == 3
    assert len(s.table.zones["deck"].ids) == 9 and status(s)["round"] == 2


def test_set_aside_cards_take_back_discarded_500s_one_card_each():
    s = one_move_from_home(deck=("blue",), money={"clock": 2, "move": 0, "swap": 0}, discards={"move": 1, "swap": 1})
    finish_round(s)
    assert "stock_card.blue" in s.table.zones["aside"].ids
    play(s, {"action": "reclaim", "coin": 500})
    assert s.table.zones["purse"].coins.get(500) == 1 and s.table.zones["discards"].coins == {1000: 1}
    with pytest.raises(IllegalAction):
        play(s, {"action": "reclaim", "coin": 100})


def test_a_1000_note_takes_two_set_aside_cards():
    s = one_move_from_home(money={"clock": 2, "move": 0, "swap": 0}, discards={"swap": 1})
    cfg, st = s.game.config(s.table), state(s)
    over = st._replace(deck=(), card=-1, aside=(1,))
    assert str(g07_rules.check(cfg, over, ("reclaim", 1000))) == "taking back 1000 needs 2 set-aside cards"
    two = over._replace(aside=(1, 2))
    after = g07_rules.apply(cfg, two, ("reclaim", 1000))
    assert after.purse[2] == 1 and after.spent == (0, 0) and after.aside == ()


def test_the_game_is_lost_when_the_last_100_coin_is_discarded():
    s = one_move_from_home(deck=("blue", "mint"))
    finish_round(s)
    play(s, {"action": "end_round"})
    assert s.game.is_over(s.table) and not s.game.won(s.table)
    assert s.game.score(s.table)["reason"] == "the last 100 coin was discarded"


# --------------------------------------------------------------------- win


def test_the_game_is_won_the_moment_each_outer_crate_holds_one_colour():
    s = one_move_from_home()
    play(s, {"action": "draw"}, {"action": "move", "drink": "red:stubby_can", "crate": 1})
    assert s.game.is_over(s.table) and s.game.won(s.table)
    score = s.game.score(s.table)
    assert score["scores"] == [100 + 1500 + 2000] and score["result"] == "won"


def test_the_score_counts_set_aside_cards_against_discarded_specials():
    s = one_move_from_home(deck=("blue", "stubby_can"), discards={"move": 2})
    play(s, {"action": "draw"})  # blue: all home, set aside
    play(s, {"action": "draw"}, {"action": "move", "drink": "red:stubby_can", "crate": 1})
    # One card aside takes back one of the two discarded 500 coins.
    assert s.game.score(s.table)["scores"] == [3600 + 500]


def test_too_fiddly_counts_the_centre_crate():
    s = g07(
        [colour_crate("red"), rows("mint:stubby_can", "-", "-", "-", "-", "-"), rows("-", *(f"mint:{x}" for x in SHAPES[1:])), colour_crate("blue")],
        ["stubby_can", "red", "blue", "mint"] + list(SHAPES[1:]),
        goal={"any_crates": True},
    )
    # Red and blue are done (blue in the centre); mint:stubby_can is missing from crate 3.
    play(s, {"action": "draw"})
    moves = {(a["drink"], a["crate"]) for a in s.game.legal_actions(s.table, 0) if a["action"] == "move"}
    assert ("mint:stubby_can", 3) in moves
    play(s, {"action": "move", "drink": "mint:stubby_can", "crate": 3})
    assert s.game.won(s.table)


def test_too_easy_needs_each_shape_in_the_same_spot_of_every_crate():
    mixed = ("short_can", "stubby_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle")
    s = g07(
        [rows("-", *(f"red:{x}" for x in SHAPES[1:])), colour_crate("blue"), colour_crate("mint", mixed), rows("red:stubby_can", "-", "-", "-", "-", "-")],
        ["stubby_can", "red", "blue", "mint"] + list(SHAPES[1:]),
        goal={"same_position": True},
    )
    play(s, {"action": "draw"}, {"action": "move", "drink": "red:stubby_can", "crate": 1})
    assert not s.game.is_over(s.table)  # mint's first two shapes are the wrong way round
    play(s, {"action": "special_swap", "drinks": ["mint:short_can", "mint:stubby_can"]})
    assert s.game.won(s.table)


# ------------------------------------------------------------------- modes


def test_strict_mode_refuses_free_placement():
    s = one_move_from_home()
    with pytest.raises(IllegalAction, match="off in Strict mode"):
        play(s, {"action": "place", "drink": "red:stubby_can", "crate": 1, "spot": [0, 0]})


def test_free_mode_places_anywhere_and_the_game_is_unranked():
    s = one_move_from_home(mode="free")
    play(s, {"action": "place", "drink": "red:stubby_can", "crate": 1, "spot": [0, 0]})
    assert s.game.won(s.table) and s.game.score(s.table)["unranked"] is True


def test_undo_puts_the_drink_and_the_money_back():
    s = one_move_from_home()
    before = s.table.state_hash()
    play(s, {"action": "special_move", "drink": "blue:long_can", "crate": 4, "spot": [1, 1]})
    s.table.undo()
    assert s.table.state_hash() == before


def test_the_vending_machine_can_mix_the_drinks_at_set_up():
    s = Session.new("jido:g07", seed=4, options={"randomiser": "tower"})
    crates = state(s).crates
    assert sorted(d for c in crates[:3] for d in c) == sorted(c * 6 + x for c in {d // 6 for c in crates[:3] for d in c} for x in range(6))
    assert "tower.last" in s.table.vars and not s.table.zones["tower.inside"].ids  # jams were taken out by hand
    again = Session.new("jido:g07", seed=4, options={"randomiser": "tower"})
    assert state(again).crates == crates
