"""Each external market's rules (digest §7), one test per rule."""

from __future__ import annotations

import pytest

from tsukiji_table.games.tsukiji import zones as Z

from .tk_helpers import arrange, ctx, enter, give_tokens, ids, illegal, kinds, legal, money, names, new_game, play, take, to_main

ALL_EXT = "eel,fugu,squid,aquarium,auction,bank,barter,government,rental,trade,used_boats"


def game(players: int = 3):
    return new_game(players, ALL_EXT)


# ------------------------------------------------------------------ Aquarium


def test_aquarium_buys_at_printed_prices_while_demand_remains() -> None:
    s = game()
    tokens = give_tokens(s, 0, "eel", 3)
    enter(s, 0, "aquarium")
    play(s, 0, "sell", tokens=[tokens[0]])
    play(s, 0, "sell", tokens=[tokens[1]])
    assert money(s, 0) == 3400  # eel space: 700 each, cap 2
    assert "no demand" in illegal(s, 0, "sell", tokens=[tokens[2]])
    assert kinds(s, Z.market("aquarium", "eel")) == {"fish_token.eel": 2}  # they stay for good


def test_a_sale_must_list_token_names_once_each() -> None:
    s = game()
    tokens = give_tokens(s, 0, "eel", 2)
    enter(s, 0, "aquarium")
    assert "sell tokens: expected a text" in illegal(s, 0, "sell", tokens=[[tokens[0]]])  # a list inside the list
    assert "sell tokens: expected a list" in illegal(s, 0, "sell", tokens=tokens[0])
    assert "listed twice" in illegal(s, 0, "sell", tokens=[tokens[0], tokens[0]])


# ------------------------------------------------------------------ Auction


def test_auction_market_fee_first_others_bid_and_the_supply_matches() -> None:
    s = game()
    tokens = give_tokens(s, 0, "eel", 5)  # 5 eels at value 1: a lot worth 5 -> the 100-yen space
    enter(s, 0, "auction")
    for tok in tokens:
        play(s, 0, "lot_add", token=tok)
    play(s, 0, "start_auction")
    assert money(s, 0) == 1900
    assert s.game.to_move(s.table) == [1, 2]  # the seller does not bid
    play(s, 1, "bid", amount=300)
    play(s, 2, "bid", amount=200)
    assert money(s, 0) == 1900 + 300 + 300  # the winner pays 300 and the supply 300 more
    assert money(s, 1) == 1700 and money(s, 2) == 2000
    assert len(ids(s, Z.supply(1))) == 5
    assert "one auction per visit" in illegal(s, 0, "start_auction")
    play(s, 0, "leave")


def test_auction_market_tie_goes_to_the_sellers_choice() -> None:
    s = game()
    give_tokens(s, 0, "squid", 1)
    enter(s, 0, "auction")
    play(s, 0, "lot_add", token=ids(s, Z.supply(0))[0])
    play(s, 0, "start_auction")
    play(s, 1, "bid", amount=0)
    play(s, 2, "bid", amount=0)
    assert s.table.vars["phase"] == "choose" and s.game.to_move(s.table) == [0]
    assert {a["seat"] for a in legal(s, 0)} == {1, 2}
    play(s, 0, "choose_winner", seat=2)
    assert len(ids(s, Z.supply(2))) == 1 and money(s, 0) == 2000


def test_auction_lot_goes_on_the_rightmost_band_it_reaches() -> None:
    auction = ctx(game()).markets["auction"]
    assert [auction.fee(v) for v in (0, 4, 5, 9, 10, 19, 20, 30, 99)] == [0, 0, 100, 100, 200, 200, 400, 600, 600]  # type: ignore[attr-defined]


def test_bids_are_hidden_until_everyone_has_bid() -> None:
    from tsukiji_table.table import view

    s = game()
    give_tokens(s, 0, "eel", 1)
    enter(s, 0, "auction")
    play(s, 0, "lot_add", token=ids(s, Z.supply(0))[0])
    play(s, 0, "start_auction")
    play(s, 1, "bid", amount=500)
    seen_by_2 = view(s.table, 2)
    # Nothing moves while bids are sealed (q38): the purse is as it was, the bid known to its bidder alone.
    assert seen_by_2.zones[Z.money(1)].money == 2000 and not seen_by_2.zones[Z.bid(1)].coins
    assert "secret.1.bid" not in seen_by_2.vars and view(s.table, 1).vars["secret.1.bid"] == 500
    assert "you hold" in illegal(s, 2, "bid", amount=2100)
    assert "not seat 1's move" in illegal(s, 1, "bid", amount=100)


# --------------------------------------------------------------------- Bank


def test_bank_loans_pay_500_and_forbid_stock() -> None:
    s = game()
    enter(s, 0, "bank")
    play(s, 0, "take_loan")
    play(s, 0, "take_loan")
    assert money(s, 0) == 3000 and kinds(s, Z.bank_tokens(0)) == {"loan": 2}
    assert "borrower can never buy stock" in illegal(s, 0, "buy_stock")


def test_bank_stock_costs_300_and_forbids_loans() -> None:
    s = game()
    enter(s, 0, "bank")
    play(s, 0, "buy_stock")
    play(s, 0, "buy_stock")
    assert money(s, 0) == 1400 and kinds(s, Z.bank_tokens(0)) == {"stock": 2}
    assert "stockholder can never take a loan" in illegal(s, 0, "take_loan")
    assert not ids(s, Z.market("bank", "stocks"))


def test_bank_tokens_do_not_use_license_spaces() -> None:
    s = game()
    enter(s, 0, "bank")
    play(s, 0, "take_loan")
    assert ctx(s).free_license_spaces(s.table, 0) == 3


# ------------------------------------------------------------------- Barter


def test_barter_seller_may_accept_any_offer() -> None:
    s = game()
    give_tokens(s, 0, "eel", 2)
    enter(s, 0, "barter", pay="free")
    for tok in ids(s, Z.supply(0)):
        play(s, 0, "lot_add", token=tok)
    play(s, 0, "offer_lot")
    play(s, 1, "bid", amount=400)
    play(s, 2, "bid", amount=300)
    assert s.game.to_move(s.table) == [0]
    play(s, 0, "accept_offer", seat=2)  # not necessarily the highest
    assert money(s, 0) == 2300 and money(s, 2) == 1700 and money(s, 1) == 2000
    assert len(ids(s, Z.supply(2))) == 2


def test_barter_declined_lot_returns_to_the_seller() -> None:
    s = game()
    give_tokens(s, 0, "eel", 2)
    enter(s, 0, "barter", pay="free")
    play(s, 0, "lot_add", token=ids(s, Z.supply(0))[0])
    play(s, 0, "offer_lot")
    play(s, 1, "bid", amount=100)
    play(s, 2, "bid", amount=0)
    play(s, 0, "decline_offers")
    assert len(ids(s, Z.supply(0))) == 2 and money(s, 1) == 2000
    assert "one lot per visit" in illegal(s, 0, "offer_lot")


def test_free_market_is_entered_once_per_turn() -> None:
    s = game()
    give_tokens(s, 0, "eel", 2)
    enter(s, 0, "barter", pay="free")
    play(s, 0, "lot_add", token=ids(s, Z.supply(0))[0])
    play(s, 0, "offer_lot")
    play(s, 1, "bid", amount=0)
    play(s, 2, "bid", amount=0)
    play(s, 0, "decline_offers")
    play(s, 0, "leave")
    assert s.table.vars["ap"] == 2
    assert "once per turn" in illegal(s, 0, "enter", market="barter", pay="free")


# --------------------------------------------------------------- Government


def test_government_pays_per_token_whatever_its_value_with_caps() -> None:
    s = game()
    tokens = give_tokens(s, 0, "squid", 5)
    enter(s, 0, "government", pay="free")
    for tok in tokens[:3]:
        play(s, 0, "donate", token=tok, space="left")
    assert money(s, 0) == 3500
    assert "full" in illegal(s, 0, "donate", token=tokens[3], space="left")
    play(s, 0, "donate", token=tokens[3], space="right")
    assert money(s, 0) == 3700
    play(s, 0, "leave")
    assert "once per turn" in illegal(s, 0, "enter", market="government", pay="free")


# ------------------------------------------------------------------- Rental


def test_rental_freezer_and_cart_take_license_spaces_for_200() -> None:
    s = game()
    enter(s, 0, "rental")
    play(s, 0, "rent", item="freezer")
    play(s, 0, "rent", item="cart")
    play(s, 0, "rent", item="cart")
    assert money(s, 0) == 1400 and ctx(s).free_license_spaces(s.table, 0) == 0
    assert "free license space" in illegal(s, 0, "rent", item="freezer")


def test_rental_can_be_entered_for_yen() -> None:
    s = game()
    enter(s, 0, "rental", pay="yen")
    assert money(s, 0) == 1800 and s.table.vars["ap"] == 2


def test_cart_gives_one_ap_for_markets_only_and_wears_out() -> None:
    s = game()
    cart = take(s, Z.market("rental", "cart"))
    arrange(s, [(cart, Z.licenses(0))])
    to_main(s)
    play(s, 0, "use_cart", cart=cart[0])
    assert s.table.vars["cart_ap"] == 1 and not s.table.pieces[cart[0]].face_up
    play(s, 0, "fish")
    play(s, 0, "end_fishing")
    play(s, 0, "fish")
    play(s, 0, "end_fishing")
    assert s.table.vars["turn"] == 0 and s.table.vars["ap"] == 0  # only the cart AP is left
    assert "no action point" in illegal(s, 0, "fish")
    play(s, 0, "enter", market="eel", pay="ap")
    play(s, 0, "buy_license")
    play(s, 0, "leave")
    assert s.table.vars["turn"] == 1
    # Its second use sends it back to the Rental market.
    arrange(s, [], turn=0, ap=2, phase="main")
    play(s, 0, "use_cart", cart=cart[0])
    assert cart[0] in ids(s, Z.market("rental", "cart")) and s.table.pieces[cart[0]].face_up


def test_end_turn_forfeits_unused_cart_ap() -> None:
    s = game()
    arrange(s, [], cart_ap=1, ap=0, phase="main")
    assert "end_turn" in names(s, 0)
    play(s, 0, "end_turn")
    assert s.table.vars["turn"] == 1


# -------------------------------------------------------------------- Boats


def test_three_slot_boat_costs_1500_and_resells_for_200() -> None:
    s = game()
    arrange(s, [(ids(s, Z.cover(0, 2)), Z.BOX)])
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot3")[0]
    enter(s, 0, "boats")
    play(s, 0, "buy_boat", boat=boat, berth=2)
    assert money(s, 0) == 500 and ids(s, Z.berth(0, 2)) == [boat]
    play(s, 0, "sell_boat", boat=boat)
    assert money(s, 0) == 700 and boat in ids(s, Z.market("boats", "boats"))


@pytest.mark.parametrize("kind,price,resale", [("boat.slot1", 500, 100), ("boat.slot2", 1000, 100), ("boat.slot4", 2000, 200), ("boat.barge6", 1000, 100)])
def test_boat_prices_and_ten_percent_resale(kind: str, price: int, resale: int) -> None:
    s = game()
    boats = ctx(s).markets["boats"]
    boat = take(s, Z.market("boats", "boats"), kind=kind)[0]
    assert boats.buy_price(s.table, boat) == price and boats.sell_price(s.table, boat) == resale  # type: ignore[attr-defined]


def test_buying_a_boat_needs_a_berth_that_takes_it_now() -> None:
    s = game()
    barge = take(s, Z.market("boats", "boats"), kind="boat.barge6")[0]
    enter(s, 0, "boats")
    assert "cannot take" in illegal(s, 0, "buy_boat", boat=barge, berth=1)
    assert "cannot take" in illegal(s, 0, "buy_boat", boat=barge, berth=3)  # still covered
    play(s, 0, "open_berth")
    play(s, 0, "open_berth")
    play(s, 0, "buy_boat", boat=barge, berth=3)
    two = take(s, Z.market("boats", "boats"), kind="boat.slot2")[0]
    assert "cannot take" in illegal(s, 0, "buy_boat", boat=two, berth=3)  # the barge fills berth "2"


def test_boats_at_sea_do_not_need_berths() -> None:
    s = game()
    mine = ids(s, Z.berth(0, 1))
    arrange(s, [(mine, Z.sea(0))])
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot2")[0]
    enter(s, 0, "boats")
    play(s, 0, "buy_boat", boat=boat, berth=1)
    assert ids(s, Z.berth(0, 1)) == [boat]


def test_only_docked_boats_can_be_sold() -> None:
    s = game()
    mine = ids(s, Z.berth(0, 1))
    arrange(s, [(mine, Z.sea(0))])
    to_main(s)
    play(s, 0, "enter", market="boats", pay="ap")
    assert "not at one of your berths" in illegal(s, 0, "sell_boat", boat=mine[0])


# -------------------------------------------------------------------- Trade


def test_trade_tokens_for_yen_then_tokens_for_tokens() -> None:
    s = game()
    eels = give_tokens(s, 0, "eel", 4)
    squid = give_tokens(s, 1, "squid", 1)
    enter(s, 0, "trade")
    for tok in eels:
        play(s, 0, "lot_add", token=tok)
    assert "needs 6" in illegal(s, 0, "trade_yen", space="s2")
    play(s, 0, "trade_yen", space="s1")
    assert money(s, 0) == 2600 and set(ids(s, Z.market("trade", "s1"))) == set(eels)
    assert s.table.vars["trade_used"] is True
    play(s, 0, "leave")
    # Later anyone may swap a lot worth the space's minimum for the tokens lying there.
    fugu = give_tokens(s, 0, "fugu", 2)  # 2 fugu together are worth 4 (q11)
    play(s, 0, "enter", market="trade", pay="ap")
    for tok in fugu:
        play(s, 0, "lot_add", token=tok)
    play(s, 0, "trade_tokens", space="s1")
    assert set(ids(s, Z.supply(0))) == set(eels) and set(ids(s, Z.market("trade", "s1"))) == set(fugu)
    assert squid  # seat 1 untouched


def test_trade_tokens_for_tokens_needs_an_earlier_yen_trade() -> None:
    s = game()
    arrange(s, [(give_tokens(s, 1, "eel", 4), Z.market("trade", "s1"))])
    give_tokens(s, 0, "eel", 6)
    enter(s, 0, "trade")
    for tok in ids(s, Z.supply(0)):
        play(s, 0, "lot_add", token=tok)
    assert "only after a tokens-for-yen trade" in illegal(s, 0, "trade_tokens", space="s1")


# --------------------------------------------------------------- Used Boats


def test_used_boats_prices_per_slot_and_barge() -> None:
    s = game()
    used = ctx(s).markets["used_boats"]
    t = s.table
    b3 = take(s, Z.market("boats", "boats"), kind="boat.slot3")[0]
    barge = take(s, Z.market("boats", "boats"), kind="boat.barge6")[0]
    assert used.sell_price(t, b3) == 600 and used.buy_price(t, b3) == 900  # type: ignore[attr-defined]
    assert used.sell_price(t, barge) == 400 and used.buy_price(t, barge) == 600  # type: ignore[attr-defined]


def test_used_boats_sell_then_buy_back() -> None:
    s = game()
    mine = ids(s, Z.berth(0, 1))[0]
    enter(s, 0, "used_boats", pay="free")
    play(s, 0, "sell_boat", boat=mine)
    assert money(s, 0) == 2200 and ids(s, Z.market("used_boats", "boats")) == [mine]
    play(s, 0, "buy_boat", boat=mine, berth=1)
    assert money(s, 0) == 1900


def test_used_boats_closed_once_the_end_is_triggered() -> None:
    s = game()
    arrange(s, [], end={"by": 2, "why": "money", "left": 2})
    to_main(s)
    assert "once the end of the game is triggered" in illegal(s, 0, "enter", market="used_boats", pay="free")
