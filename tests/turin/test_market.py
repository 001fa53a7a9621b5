"""Sale offers, buying at any time, the loan and the goods chips."""

from __future__ import annotations

import pytest

from tsukiji_table.games.base import IllegalAction

from .helpers import act, bid_all, choose_all, lot, money, new, pass_sales, phase, pick_all, play_round, won


def _round_one_won(s, bids=(3, 2, 1)):
    """3 players: seat 0 takes two cards, seat 1 one; the sale step begins."""
    choose_all(s)
    bid_all(s, list(bids))
    pick_all(s)
    assert phase(s) == "sell"


def test_offer_puts_the_price_on_the_card() -> None:
    s = new(3)
    _round_one_won(s)
    card = won(s, 0)[0]
    act(s, 0, "offer", card=card, price=4)
    assert s.table.money(f"sale.{card}") == 4
    assert money(s, 0) == 15 - 3 - 4
    assert s.game.public_state(s.table)["offers"] == {card: {"seller": 0, "price": 4}}


def test_only_a_card_just_won_may_be_offered_and_only_one_per_round() -> None:
    s = new(3)
    _round_one_won(s)
    first, second = won(s, 0)
    with pytest.raises(IllegalAction, match="just won"):
        act(s, 0, "offer", card=won(s, 1)[0], price=2)
    act(s, 0, "offer", card=first, price=2)
    with pytest.raises(IllegalAction):
        act(s, 0, "offer", card=second, price=2)
    pass_sales(s)
    # Round 2: the cards won in round 1 can no longer be offered.
    choose_all(s)
    bid_all(s, [0, 3, 0])
    pick_all(s)
    with pytest.raises(IllegalAction):
        act(s, 0, "offer", card=second, price=1)


def test_offer_price_is_at_least_one_and_at_most_the_purse() -> None:
    s = new(3)
    _round_one_won(s)
    with pytest.raises(IllegalAction, match="1 to 12"):
        act(s, 0, "offer", card=won(s, 0)[0], price=0)
    with pytest.raises(IllegalAction, match="1 to 12"):
        act(s, 0, "offer", card=won(s, 0)[0], price=13)


def test_sale_withdrawal_only_after_a_later_auction() -> None:
    s = new(3)
    _round_one_won(s)
    card = won(s, 0)[0]
    act(s, 1, "offer", card=won(s, 1)[0], price=1)  # keeps seat 1 out of the way
    act(s, 0, "offer", card=card, price=5)
    assert phase(s) == "choose", "both sellers are done"
    # The money on the card cannot be bid with during the next auction.
    choose_all(s)
    with pytest.raises(IllegalAction, match="7 scudo"):
        act(s, 0, "bid", amount=8)
    with pytest.raises(IllegalAction, match="Withdraw an offer is not possible now"):
        act(s, 0, "withdraw", card=card)
    bid_all(s, [0, 0, 0])
    # Right after that auction the seller may take the offer back.
    assert phase(s) == "sell" and 0 in s.game.to_move(s.table)
    act(s, 0, "withdraw", card=card)
    assert s.table.money(f"sale.{card}") == 0
    assert money(s, 0) == 15 - 3


def test_withdrawal_is_refused_in_the_sale_step_of_the_offer() -> None:
    s = new(2)
    choose_all(s)
    bid_all(s, [3, 0])
    pick_all(s)
    act(s, 0, "offer", card=won(s, 0)[1], price=2)  # offering ends seat 0's sale step
    assert phase(s) == "choose"


def test_unwithdrawn_offer_stands_across_rounds() -> None:
    s = new(3)
    _round_one_won(s)
    card = won(s, 0)[0]
    act(s, 0, "offer", card=card, price=2)
    pass_sales(s)
    play_round(s, [0, 0, 0])  # seat 0 passes on withdrawing
    assert s.table.money(f"sale.{card}") == 2
    assert card in s.game.public_state(s.table)["offers"]


def test_buyer_pays_the_seller_who_takes_back_the_money_on_the_card() -> None:
    s = new(3)
    _round_one_won(s)
    card = won(s, 0)[0]
    act(s, 0, "offer", card=card, price=4)
    seller_before, buyer_before = money(s, 0), money(s, 2)
    act(s, 2, "buy", card=card)
    assert card in won(s, 2) and card not in won(s, 0)
    assert money(s, 2) == buyer_before - 4
    assert money(s, 0) == seller_before + 4 + 4
    assert s.table.money(f"sale.{card}") == 0
    with pytest.raises(IllegalAction, match="not offered"):
        act(s, 1, "buy", card=card)


def test_buying_at_any_time_even_during_sealed_bids() -> None:
    s = new(3)
    _round_one_won(s)
    card = won(s, 0)[0]
    act(s, 0, "offer", card=card, price=2)
    pass_sales(s)
    choose_all(s)
    act(s, 1, "bid", amount=1)  # seat 1 has bid; it is not its turn
    assert {"action": "buy", "card": card} in list(s.game.legal_actions(s.table, 2))
    assert {"action": "buy", "card": card} in list(s.game.legal_actions(s.table, 1))
    act(s, 1, "buy", card=card)
    assert card in won(s, 1)
    assert phase(s) == "bid"


def test_money_held_in_a_sealed_bid_cannot_buy_until_the_reveal() -> None:
    s = new(3)
    _round_one_won(s)  # seat 1 paid 2: it has 13
    card = won(s, 0)[0]
    act(s, 0, "offer", card=card, price=2)
    pass_sales(s)
    choose_all(s)
    act(s, 1, "bid", amount=12)  # still in the purse, but spoken for
    assert money(s, 1) == 13
    assert {"action": "buy", "card": card} not in list(s.game.legal_actions(s.table, 1))
    with pytest.raises(IllegalAction, match="seat 1 has 1 scudo"):
        act(s, 1, "buy", card=card)
    with pytest.raises(IllegalAction, match="seat 1 holds a sealed bid"):
        act(s, 2, "buy", card=card, together=[1])  # a joint request would tell seat 2 what seat 1 holds
    act(s, 2, "buy", card=card)


def test_seller_cannot_buy_own_card_and_buyer_needs_the_price() -> None:
    s = new(3)
    _round_one_won(s)
    card = won(s, 0)[0]
    act(s, 0, "offer", card=card, price=12)
    with pytest.raises(IllegalAction, match="cannot buy"):
        act(s, 0, "buy", card=card)
    act(s, 1, "take_loan")
    act(s, 2, "buy", card=card)  # seat 2 has 15
    assert card in won(s, 2)


def test_simultaneous_buyers_the_seller_chooses() -> None:
    s = new(3)
    _round_one_won(s)
    card = won(s, 0)[0]
    act(s, 0, "offer", card=card, price=3)
    act(s, 1, "buy", card=card, together=[2])
    assert s.game.to_move(s.table) == [0]
    with pytest.raises(IllegalAction, match="possible now: .*Sell to a buyer"):
        act(s, 2, "take_loan")
    assert list(s.game.legal_actions(s.table, 1)) == []
    with pytest.raises(IllegalAction, match="one of those who asked"):
        act(s, 0, "sell_to", card=card, buyer=0)
    act(s, 0, "sell_to", card=card, buyer=2)
    assert card in won(s, 2)
    assert money(s, 2) == 15 - 3 and money(s, 1) == 15 - 2
    assert "pending_sale" not in s.table.vars


def test_simultaneous_buyers_must_each_afford_it() -> None:
    s = new(3)
    _round_one_won(s)
    card = won(s, 0)[0]
    act(s, 0, "offer", card=card, price=12)
    act(s, 1, "offer", card=won(s, 1)[0], price=2)  # seat 1 keeps 15 - 2 - 2 = 11
    with pytest.raises(IllegalAction, match="seat 1 has 11 scudo; .* costs 12"):
        act(s, 2, "buy", card=card, together=[1])
    assert "pending_sale" not in s.table.vars


def test_loan_once_per_game_at_any_time() -> None:
    s = new(3)
    act(s, 2, "take_loan")  # during the card choice, not seat 2's input
    assert money(s, 2) == 25
    assert s.table.in_zone("p2.loan")
    with pytest.raises(IllegalAction, match="once per game"):
        act(s, 2, "take_loan")
    assert {"action": "take_loan"} not in list(s.game.legal_actions(s.table, 2))
    assert {"action": "take_loan"} in list(s.game.legal_actions(s.table, 0))


def test_goods_chip_goes_to_strict_majority_and_ties_do_not_move_it() -> None:
    s = new(3, mode="free")
    t = s.table
    # c01: grapes 3, chocolate 2, hazelnuts 1;  c10: grapes 3, truffles 2, chestnuts 1
    act(s, 0, "move", piece="c01", to="p0.won")
    assert t.pieces["chip.grapes"].zone == "p0.chips"
    act(s, 1, "move", piece="c10", to="p1.won")  # 3 - 3: a tie, the chip stays
    assert t.pieces["chip.grapes"].zone == "p0.chips"
    act(s, 1, "move", piece="c15", to="p1.won")  # cheese 3, grapes 2, hazelnuts 1 -> 5 > 3
    assert t.pieces["chip.grapes"].zone == "p1.chips"
    assert t.pieces["chip.hazelnuts"].zone == "p0.chips"  # 1 - 1 tie: stays with seat 0


def test_chips_follow_a_purchase() -> None:
    s = new(3)
    _round_one_won(s)
    card = won(s, 0)[0]
    act(s, 0, "offer", card=card, price=1)
    act(s, 2, "buy", card=card)
    t = s.table
    for g, _n in s.game.data.cards[card]:
        good = s.game.data.goods[g]
        counts = [sum(k for c in won(s, x) for gg, k in s.game.data.cards[c] if gg == g) for x in range(3)]
        if counts.count(max(counts)) == 1 and max(counts) > 0:
            assert t.pieces[f"chip.{good}"].zone == f"p{counts.index(max(counts))}.chips"


def test_lot_is_revealed_only_when_every_card_is_chosen() -> None:
    s = new(3)
    act(s, 0, "choose_card", card=s.table.in_zone("p0.hand")[0])
    assert lot(s) == []
    assert s.table.zones["p0.choice"].ids
    act(s, 1, "choose_card", card=s.table.in_zone("p1.hand")[0])
    act(s, 2, "choose_card", card=s.table.in_zone("p2.hand")[0])
    assert len(lot(s)) == 3 and all(s.table.pieces[c].face_up for c in lot(s))
