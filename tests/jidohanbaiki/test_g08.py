"""G08 Yuzu Crate Slide, solo mode, rule by rule (digest G08, seed lines 199-227)."""

from __future__ import annotations

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.session import Session

from .conftest import colour_crate, play, position, rows

SHAPES = ("stubby_can", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle")


def g08(crates, goal=None, mode="strict"):
    return position("jido:g08", {"crates": crates}, goal, mode)


def column(*contents, x=10, y=8):
    """Crates stacked long side to long side, top to bottom."""
    return [{"at": [x, y + 2 * k], "rot": 0, "drinks": c} for k, c in enumerate(contents)]


def nearly_sorted():
    """Red, blue, mint columns with red:stubby_can and blue:longest_bottle traded."""
    red = rows("blue:longest_bottle", *(f"red:{s}" for s in SHAPES[1:]))
    blue = rows(*(f"blue:{s}" for s in SHAPES[:5]), "red:stubby_can")
    return g08(column(red, blue, colour_crate("mint")))


def places(session):
    return session.game.read(session.table).places


# ------------------------------------------------------------------ set-up


def test_setup_fills_each_crate_with_the_six_drinks_of_one_shape():
    s = Session.new("jido:g08", seed=4)
    state = s.game.read(s.table)
    assert len(state.crates) == 6
    for crate in state.crates:
        assert len({d % 6 for d in crate}) == 1 and len({d // 6 for d in crate}) == 6


def test_setup_lays_the_crates_two_across_and_three_down():
    s = Session.new("jido:g08", seed=4)
    assert sorted((p.x, p.y) for p in places(s)) == [(9, 9), (9, 11), (9, 13), (12, 9), (12, 11), (12, 13)]
    assert all(p.rot == 0 for p in places(s))


def test_standard_layout_is_the_same_start_for_every_seed():
    a = Session.new("jido:g08", seed=1, options={"layout": "standard"})
    b = Session.new("jido:g08", seed=2, options={"layout": "standard"})
    assert a.game.read(a.table) == b.game.read(b.table)


# ------------------------------------------------------------ crate moves


def test_a_crate_whose_lifting_would_split_the_group_can_neither_move_nor_turn():
    s = g08(column(colour_crate("red"), colour_crate("blue"), colour_crate("mint")))
    with pytest.raises(IllegalAction, match="split the group"):
        play(s, {"action": "move_crate", "crate": 2, "at": [13, 8], "rot": 0})
    with pytest.raises(IllegalAction, match="split the group"):
        play(s, {"action": "move_crate", "crate": 2, "at": [10, 10], "rot": 180})


def test_a_crate_must_join_another_along_a_whole_side_of_the_same_length():
    s = g08(column(colour_crate("red"), colour_crate("blue"), colour_crate("mint")))
    # Short side to short side, flush: legal.
    legal = {"action": "move_crate", "crate": 1, "at": [13, 12], "rot": 0}
    assert legal in list(s.game.legal_actions(s.table, 0))
    # Sliding one spot along the side, or standing the crate up against a short side: not legal.
    for bad in ({"at": [13, 13], "rot": 0}, {"at": [13, 12], "rot": 90}, {"at": [16, 12], "rot": 0}):
        with pytest.raises(IllegalAction, match="same length"):
            play(s, {"action": "move_crate", "crate": 1, **bad})
    play(s, legal)
    assert places(s)[0][:2] == (13, 12)


def test_turning_a_free_crate_round_in_place_is_a_move_and_the_drinks_turn_with_it():
    s = g08(column(colour_crate("red"), colour_crate("blue"), colour_crate("mint")))
    play(s, {"action": "move_crate", "crate": 1, "at": [10, 8], "rot": 180})
    state = s.game.read(s.table)
    assert state.places[0].rot == 180
    # The red stubby can (own spot 0) now lies at the crate's bottom-right corner.
    assert state.places[0].spot(state.crates[0].index(4 * 6 + 0)) == (12, 9)


def test_a_crate_move_comes_before_the_swaps():
    s = nearly_sorted()
    play(s, {"action": "swap", "drinks": ["red:short_can", "red:long_can"]})
    with pytest.raises(IllegalAction, match="start of a turn"):
        play(s, {"action": "move_crate", "crate": 1, "at": [13, 12], "rot": 0})


def test_the_group_is_recentred_when_a_crate_goes_past_the_edge():
    s = g08(column(colour_crate("red"), colour_crate("blue"), x=0, y=0))
    play(s, {"action": "move_crate", "crate": 2, "at": [-3, 0], "rot": 0})
    xs = sorted(p.x for p in places(s))
    assert xs[0] >= 0 and xs[1] - xs[0] == 3


# ------------------------------------------------------------------- swaps


def test_swaps_trade_drinks_in_neighbouring_spots_also_across_crates_and_diagonally():
    s = nearly_sorted()
    # red:short_can lies at (11, 8); blue:stubby_can at (10, 10): not neighbours.
    with pytest.raises(IllegalAction, match="neighbouring"):
        play(s, {"action": "swap", "drinks": ["red:short_can", "blue:stubby_can"]})
    # red:square_bottle (10, 9) and blue:short_can (11, 10) touch at a corner, across two crates.
    play(s, {"action": "swap", "drinks": ["red:square_bottle", "blue:short_can"]})
    state = s.game.read(s.table)
    assert state.crates[1][1] == 4 * 6 + 3 and state.crates[0][3] == 3 * 6 + 1


def test_a_turn_has_two_swaps_then_the_next_turn_begins():
    s = nearly_sorted()
    play(s, {"action": "swap", "drinks": ["red:short_can", "red:long_can"]})
    assert s.table.vars["turn"] == 1 and s.game.status(s.table)["swaps_left"] == 1
    play(s, {"action": "swap", "drinks": ["red:short_can", "red:long_can"]})
    assert s.table.vars["turn"] == 1 and s.game.status(s.table)["phase"] == "start"
    play(s, {"action": "swap", "drinks": ["red:short_can", "red:long_can"]})
    assert s.table.vars["turn"] == 2


def test_a_turn_may_end_after_one_swap():
    s = nearly_sorted()
    with pytest.raises(IllegalAction, match="not begun"):
        play(s, {"action": "end_turn"})
    play(s, {"action": "swap", "drinks": ["red:short_can", "red:long_can"]}, {"action": "end_turn"})
    play(s, {"action": "swap", "drinks": ["red:short_can", "red:long_can"]})
    assert s.table.vars["turn"] == 2


# --------------------------------------------------------------- the goal


def test_sorting_every_crate_by_colour_wins_and_scores_the_turns_taken():
    s = nearly_sorted()
    # blue:longest_bottle (10, 8) must reach crate 2; red:stubby_can (12, 11) crate 1.
    play(
        s,
        {"action": "swap", "drinks": ["blue:longest_bottle", "red:not_longest_bottle"]},  # to (11, 9)
        {"action": "swap", "drinks": ["red:stubby_can", "blue:long_can"]},
    )  # to (12, 10)
    assert not s.game.is_over(s.table)
    play(s, {"action": "swap", "drinks": ["blue:longest_bottle", "red:stubby_can"]})
    assert s.game.won(s.table)
    assert s.game.score(s.table)["scores"] == [2]


def test_a_puzzle_with_a_turn_limit_is_lost_when_its_last_turn_ends_unsorted():
    red = rows("blue:longest_bottle", *(f"red:{s}" for s in SHAPES[1:]))
    blue = rows(*(f"blue:{s}" for s in SHAPES[:5]), "red:stubby_can")
    s = g08(column(red, blue, colour_crate("mint")), goal={"turns": 1})
    play(s, {"action": "swap", "drinks": ["red:short_can", "red:long_can"]}, {"action": "end_turn"})
    assert s.game.is_over(s.table) and not s.game.won(s.table)


def test_free_mode_swaps_any_two_drinks_and_leaves_the_game_unranked():
    s = nearly_sorted()
    s.play(0, {"action": "set_mode", "mode": "free"})
    play(s, {"action": "place", "drinks": ["blue:longest_bottle", "red:stubby_can"]})
    assert s.game.won(s.table) and s.game.score(s.table)["unranked"] is True


def test_neighbour_pairs_read_from_each_crates_turn_are_the_pairs_of_every_spot_looked_up():
    import random

    from tsukiji_table.games.jidohanbaiki import g08_rules
    from tsukiji_table.games.jidohanbaiki.geometry import ROTATIONS, Placement, own_spots

    rng = random.Random(8)
    for _ in range(2000):
        places = tuple(Placement(rng.randint(0, 9), rng.randint(0, 9), rng.choice(ROTATIONS)) for _ in range(rng.randint(1, 6)))
        where = {x * g08_rules._ROW + y: 6 * k + s for k, place in enumerate(places) for s, (x, y) in enumerate(own_spots(place))}
        assert g08_rules.pairs_beside(places) == g08_rules._overlapping_pairs(where)
