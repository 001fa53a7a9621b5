"""G10 Drink Grid Collapse, rule by rule (digest G10, seed lines 275-301; decisions g10-*, a36).

Seed 184 deals red, blue, white, mint to seats 0-3 at four players (black
and purple neutral).  Model tests build grids directly: drink codes are
``colour * 6 + shape`` with colours black 0, white 1, mint 2, blue 3, red 4,
purple 5 and shapes stubby 0, short can 1, long can 2, square 3, not-longest
4, longest 5.
"""

from __future__ import annotations

import pytest

from tsukiji_table.games.jidohanbaiki import g10_rules as m
from tsukiji_table.games.jidohanbaiki.common import EMPTY

from .party_helpers import legal, new, refusal

BLACK, WHITE, MINT, BLUE, RED, PURPLE = range(6)
STUBBY, SHORT, LONG, SQUARE, NOT_LONGEST, LONGEST = range(6)


def d(colour: int, shape: int) -> int:
    return colour * 6 + shape


def cfg(players: int = 4, **kw) -> m.Config:
    return m.Config(players=players, **kw)


def state(grid, owners=(-1, 2, 3, 1, 0, -1), players=4, held=None, seat=0) -> m.State:
    return m.State(tuple(grid), owners, held or tuple(() for _ in range(players)), seat=seat)


# ------------------------------------------------------------------ set-up


@pytest.mark.parametrize(("players", "each", "neutral"), [(2, 3, 0), (3, 2, 0), (4, 1, 2), (5, 1, 1), (6, 1, 0)])
def test_colours_per_player_count_and_the_rest_neutral(players, each, neutral):
    s = new("jido:g10", players)
    owners = s.game.read(s.table).owners
    assert [owners.count(p) for p in range(players)] == [each] * players and owners.count(m.NOBODY) == neutral


def test_all_36_drinks_lie_in_the_grid_with_the_crate_below_it():
    s = new("jido:g10", 3)
    assert sorted(s.game.read(s.table).grid) == list(range(36))
    assert s.table.zones["down"].ids == ["crate#1"]


# ----------------------------------------------------------------- the line


def test_a_line_needs_two_drinks_of_other_players_colours():
    owners = (-1, 2, 3, 1, 0, -1)  # black, purple neutral; red is seat 0's
    st = state([EMPTY] * 36, owners)
    assert m.may_take(cfg(), st, (d(BLUE, 0), d(WHITE, 0), d(RED, 0)), 0)  # blue and white: two others'
    assert not m.may_take(cfg(), st, (d(BLUE, 0), d(RED, 0), d(RED, 1)), 0)  # one's own colours do not count
    assert not m.may_take(cfg(), st, (d(BLUE, 0), d(BLACK, 0), d(PURPLE, 0)), 0)  # two neutrals never qualify
    assert m.may_take(cfg(), st, (d(BLUE, 0), d(BLUE, 1), d(BLACK, 0)), 0)  # one neutral may come along


def test_a_line_is_three_side_by_side_across_or_down_never_diagonal_or_wrapping():
    grid = list(range(36))
    found = set(m.lines(cfg(), tuple(grid)))
    assert (0, 1, 2) in found and (0, 6, 12) in found
    assert (0, 7, 14) not in found and (4, 5, 6) not in found
    assert len(found) == 2 * 6 * 4


def test_a_refused_line_says_why_in_both_languages():
    s = new("jido:g10", 4)
    row = [s.game.catalogue.drink_name(x) for x in s.game.read(s.table).grid[:3]]
    why = refusal(s, 0, {"action": "take", "line": [row[0], row[2], row[1]], "give": row[:2], "to": [0, 0]})
    assert "straight line" in why
    assert "まっすぐ" in refusal(s, 0, {"action": "take", "line": [row[0], row[2], row[1]], "give": row[:2], "to": [0, 0]}, "ja")


# ------------------------------------------------------------ who gets what


def test_a_drink_goes_to_whoever_holds_most_of_its_colour_and_the_owner_on_a_tie():
    owners = (-1, 2, 3, 1, 0, -1)
    st = state([EMPTY] * 36, owners)
    assert m.holders(st, RED) == [0]  # nobody holds red: a tie at 0, won by red's owner
    held = ((), (d(RED, 0), d(RED, 1)), (d(RED, 2),), ())
    assert m.holders(state([EMPTY] * 36, owners, held=held), RED) == [1]  # seat 1 holds most red
    held = ((d(RED, 3),), (d(RED, 0),), (), ())
    assert m.holders(state([EMPTY] * 36, owners, held=held), RED) == [0]  # tied, and the owner is among them


def test_a_neutral_drink_nobody_holds_goes_to_whichever_tied_player_the_chooser_picks():
    st = state([EMPTY] * 36)
    assert m.holders(st, BLACK) == [0, 1, 2, 3]
    held = ((), (d(BLACK, 0),), (d(BLACK, 1),), ())
    assert m.holders(state([EMPTY] * 36, held=held), BLACK) == [1, 2]


def test_the_listed_takes_name_only_the_allowed_receivers():
    s = new("jido:g10", 4)
    st = s.game.read(s.table)
    for action in legal(s):
        for name, to in zip(action["give"], action["to"]):
            assert to in m.holders(st, s.game.catalogue.drink(name) // 6)
    first = legal(s)[0]
    allowed = m.holders(st, s.game.catalogue.drink(first["give"][0]) // 6)
    wrong = next(seat for seat in range(4) if seat not in allowed)
    assert "holds most" in refusal(s, 0, {**first, "to": [wrong, first["to"][1]]})


# ------------------------------------------------------------ the collapse


def test_drinks_fall_towards_the_crate_then_each_row_closes_up_to_the_left():
    c = cfg(cols=3, rows=3)
    a, b, x, y, z = 10, 11, 12, 13, 14
    grid = (a, EMPTY, x, b, EMPTY, y, EMPTY, z, EMPTY)  # rows from the top
    # Columns fall: column 0 (a, b, -) -> (-, a, b); column 1 (-, -, z) stays; column 2 (x, y, -) -> (-, x, y).
    # Then rows close left: row 0 empty; row 1 (a, -, x) -> (a, x, -); row 2 (b, z, y).
    assert m.collapse(c, grid) == (EMPTY, EMPTY, EMPTY, a, x, EMPTY, b, z, y)


def test_with_columns_only_empty_columns_close_up():
    c = cfg(cols=3, rows=2, collapse="columns")
    a, b = 10, 11
    grid = (EMPTY, EMPTY, a, EMPTY, EMPTY, b)
    assert m.collapse(c, grid) == (a, EMPTY, EMPTY, b, EMPTY, EMPTY)


def test_the_third_drink_stays_and_the_two_given_leave_the_grid():
    s = new("jido:g10", 4)
    action = legal(s)[0]
    s.play(0, action)
    cat = s.game.catalogue
    st = s.game.read(s.table)
    line = [cat.drink(x) for x in action["line"]]
    given = [cat.drink(x) for x in action["give"]]
    assert all(g not in st.grid for g in given) and all(x in st.grid for x in line if x not in given)
    assert all(g in st.held[to] for g, to in zip(given, action["to"]))
    assert sum(1 for x in st.grid if x != EMPTY) == 34


# ------------------------------------------------------------ score and end


def test_own_bottles_score_cans_cost_and_other_bottles_cancel():
    held = ((d(RED, SQUARE), d(RED, STUBBY), d(BLUE, SHORT), d(BLACK, LONGEST)), (d(RED, LONG), d(WHITE, STUBBY)), (), ())
    st = state([EMPTY] * 36, held=held)
    assert m.breakdown(cfg(), st, 0) == {"own": 2, "penalty": 1, "cancelled": 1, "score": 2}
    assert m.breakdown(cfg(), st, 1) == {"own": 0, "penalty": 2, "cancelled": 1, "score": -1}


def test_a_player_who_cannot_pick_a_line_passes_and_the_game_ends_when_nobody_can():
    owners = (-1, -1, -1, 1, 0, -1)  # a two-player game where seat 0 is red and seat 1 blue, the rest neutral
    grid = [EMPTY] * 36
    grid[30:33] = [d(RED, 0), d(RED, 1), d(BLACK, 0)]  # seat 1 could take (two red); seat 0 could not
    st = state(grid, owners, players=2, held=((), ()), seat=1)
    after, events = m.settle(cfg(2), st)
    assert after.seat == 1 and ["jido.party.passes", {"who": {"seat": 0}}] in events
    grid[30:33] = [d(BLUE, 0), d(BLACK, 1), d(BLACK, 0)]
    after, events = m.settle(cfg(2), state(grid, owners, players=2, held=((), ()), seat=1))
    assert after.over and ["jido.g10.log.over", {}] in events


def test_the_highest_score_wins_and_a_tie_shares_it():
    owners = (-1, -1, -1, 1, 0, -1)
    done, _ = m.settle(cfg(2), state([EMPTY] * 36, owners, players=2, held=((d(RED, SQUARE),), ())))
    assert done.over and done.winners == (0,)
    done, _ = m.settle(cfg(2), state([EMPTY] * 36, owners, players=2, held=((d(RED, SQUARE),), (d(BLUE, STUBBY),))))
    assert done.winners == (0, 1)
