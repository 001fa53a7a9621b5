"""Modes: strict accepts only legal actions; free mode moves things by hand and the referee totals."""

from __future__ import annotations

import pytest

from tsukiji_table.games.base import IllegalAction

from .helpers import act, money, new, won


def test_strict_mode_refuses_moves_by_hand() -> None:
    s = new(3, mode="strict")
    with pytest.raises(IllegalAction, match="off in Strict mode"):
        act(s, 0, "move", piece="c01", to="p0.won")
    with pytest.raises(IllegalAction, match="off in Strict mode"):
        act(s, 0, "end_game")


def test_assisted_mode_accepts_a_confirmed_move() -> None:
    s = new(3)  # assisted is the default
    with pytest.raises(IllegalAction, match="confirmed"):
        act(s, 0, "move", piece="c01", to="p0.won")
    act(s, 0, "move", piece="c01", to="p0.won", confirmed=True)
    assert "c01" in won(s, 0)


def test_hand_moved_cards_and_coins_total_where_they_lie() -> None:
    s = new(3, mode="free")
    act(s, 0, "move", piece="c01", to="p1.won")  # grapes 3, chocolate 2, hazelnuts 1
    act(s, 0, "pay", **{"from": "p0.money", "to": "p1.money", "amount": 5})
    proj = s.game.projection(s.table)
    assert proj.scores[1] == 20 + 6 + 8 + 5  # grapes, chocolate, hazelnuts bonuses (classic)
    assert proj.scores[0] == 10
    act(s, 2, "end_game")
    assert s.game.is_over(s.table)
    assert s.game.score(s.table)["scores"] == [10, 39, 15]
    act(s, 2, "pay", **{"from": "p1.money", "to": "p2.money", "amount": 4})  # after the end: still counted
    assert s.game.score(s.table)["scores"] == [10, 35, 19]


def test_free_actions_explain_bad_arguments() -> None:
    s = new(2, mode="free")
    with pytest.raises(IllegalAction, match="no piece"):
        act(s, 0, "move", piece="c99", to="lot")
    with pytest.raises(IllegalAction, match="no zone"):
        act(s, 0, "move", piece="c01", to="p0.money")
    with pytest.raises(IllegalAction, match="holds only 15"):
        act(s, 0, "pay", **{"from": "p0.money", "to": "bank", "amount": 16})
    with pytest.raises(IllegalAction, match="money zone"):
        act(s, 0, "pay", **{"from": "p0.hand", "to": "bank", "amount": 1})


def test_switching_modes_is_an_action() -> None:
    s = new(2, mode="strict")
    act(s, 0, "set_mode", mode="free")
    act(s, 0, "move", piece="c01", to="p0.won")
    assert money(s, 0) == 15


def test_unknown_action_lists_the_vocabulary() -> None:
    s = new(2)
    with pytest.raises(IllegalAction, match="choose_card"):
        act(s, 0, "fly")


def test_hand_moves_that_finish_a_step_move_the_game_on() -> None:
    from .helpers import bid_all, hand, lot, phase

    s = new(3, mode="free")
    act(s, 0, "choose_card", card=hand(s, 0)[0])
    act(s, 1, "choose_card", card=hand(s, 1)[0])
    for card in hand(s, 2):  # seat 2's hand emptied by hand: nobody else must choose
        act(s, 2, "move", piece=card, to="box")
    assert phase(s) == "bid" and len(lot(s)) == 2
    bid_all(s, [3, 0, 0])
    for card in lot(s):  # the lot taken away by hand during the picking
        act(s, 0, "move", piece=card, to="p1.won")
    assert phase(s) in ("sell", "choose")


def test_moving_an_offered_card_away_ends_a_pending_sale() -> None:
    from .helpers import bid_all, choose_all, pick_all

    s = new(3, mode="free")
    choose_all(s)
    bid_all(s, [3, 2, 1])
    pick_all(s)
    card = won(s, 0)[0]
    act(s, 0, "offer", card=card, price=2)
    act(s, 1, "buy", card=card, together=[2])
    assert s.game.to_move(s.table) == [0]
    act(s, 1, "move", piece=card, to="p1.won")
    assert "sell_to" not in {a["action"] for a in s.game.legal_actions(s.table, 0)}
    act(s, 2, "take_loan")
