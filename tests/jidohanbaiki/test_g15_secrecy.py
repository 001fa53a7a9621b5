"""G15 Drink Hot-Potato on one screen: nobody sees another's hand card, nor a give before they are all handed over."""

from __future__ import annotations

import pytest

from tsukiji_table.games.contract import check_game
from tsukiji_table.games.session import Session
from tsukiji_table.table import view

from .seats import lines_for_owners_only, play_out, public

SECRET_LINES = {"jido.g15.log.keep_own", "jido.g15.log.give_own"}


def _kept(choice: int, players: int = 4, seed: int = 13) -> Session:
    """Seat 0 keeps its card number ``choice`` (0 or 1); every other seat its first."""
    s = Session.new("jido:g15", players, seed)
    for seat in range(players):
        hand = s.table.in_zone(f"p{seat}.hand")
        s.play(seat, {"action": "keep", "card": hand[choice if seat == 0 else 0][11:]})
    return s


def test_the_kept_card_leaves_every_other_seats_view_identical() -> None:
    s = _kept(0)
    assert s.table.vars["phase"] == "give"  # every card kept, nobody has shown one yet
    for seat in (1, 2, 3):
        assert public(_kept(0), seat) == public(_kept(1), seat), f"seat {seat} can tell which card seat 0 kept"
    assert public(_kept(0), 0) != public(_kept(1), 0)
    hand = view(s.table, 1).zones["p0.hand"].pieces
    assert len(hand) == 1 and hand[0].hidden and hand[0].handle.startswith("?")


def _given(drink_index: int) -> Session:
    """The first giver seals its drink number ``drink_index``; the turn waits for the others."""
    s = _kept(0)
    giver = s.game.to_move(s.table)[0]
    drink = s.table.in_zone(f"p{giver}.drinks")[drink_index][6:]
    s.play(giver, {"action": "give", "drink": drink})
    return s


def test_a_give_leaves_every_other_seats_view_identical_until_all_are_handed_over() -> None:
    first = _given(0)
    giver = first.table.done[-1].seat
    assert giver is not None
    for seat in range(4):
        if seat != giver:
            assert public(first, seat) == public(_given(1), seat), f"seat {seat} can tell which drink seat {giver} chose"
    assert f"secret.{giver}.give" in view(first.table, giver).vars
    assert len(first.table.zones[f"p{giver}.drinks"].ids) == len(_kept(0).table.zones[f"p{giver}.drinks"].ids)  # nothing moved yet


@pytest.mark.parametrize("players", [3, 4, 6])
def test_no_view_names_a_hidden_card_or_another_seats_give_at_any_step(players: int) -> None:
    run = check_game("jido:g15", players, seed=players, max_actions=400, view_every=1, probe_every=50)
    assert run.over and run.views > run.actions


@pytest.mark.parametrize("players", [3, 5])
def test_log_lines_naming_a_kept_card_or_a_give_go_to_its_owner_alone(players: int) -> None:
    s = play_out(Session.new("jido:g15", players, 4), 4)
    assert lines_for_owners_only(s, SECRET_LINES) > 0
    assert all(tx.label in ("keep", "give") for tx in s.table.done if tx.action)
