"""The common sealed-bid procedure (digest §8) for King Crab and Tuna auctions."""

from __future__ import annotations

from tsukiji_table.games.tsukiji import zones as Z

from .tk_helpers import arrange, ids, illegal, legal, money, new_game, play, take, to_main


def crab_auction(players: int = 3):
    s = new_game(players, "king_crab,eel,fugu,salmon,rental,trade")
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot2")
    arrange(s, [(boat, Z.sea(0)), (take(s, Z.market("king_crab", "barrels"), 2), Z.hold(boat[0]))])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "depart", boat=ids(s, Z.berth(0, 1))[0])
    play(s, 0, "return", boat=boat[0], berth=1)
    return s


def test_every_player_including_the_active_one_bids() -> None:
    s = crab_auction()
    assert s.game.to_move(s.table) == [0, 1, 2]
    assert {a["amount"] for a in legal(s, 1)} == set(range(0, 2001, 100))


def test_active_winner_pays_the_supply() -> None:
    s = crab_auction()
    lot = ids(s, Z.AUCTION_LOT)
    play(s, 0, "bid", amount=700)
    play(s, 1, "bid", amount=600)
    play(s, 2, "bid", amount=0)
    assert ids(s, Z.supply(0)) == lot
    assert money(s, 0) == 2100 - 700 and money(s, 1) == 2000 and money(s, 2) == 2000


def test_tie_for_highest_bid_the_active_player_chooses() -> None:
    s = crab_auction()
    play(s, 0, "bid", amount=100)
    play(s, 1, "bid", amount=400)
    play(s, 2, "bid", amount=400)
    assert s.table.vars["phase"] == "choose" and s.game.to_move(s.table) == [0]
    assert "choose one of seat 1 and seat 2" in illegal(s, 0, "choose_winner", seat=0)
    play(s, 0, "choose_winner", seat=2)
    assert money(s, 2) == 1600 and money(s, 0) == 2100 + 400 and money(s, 1) == 2000
    assert s.table.vars["phase"] == "fishing"


def test_zero_is_a_valid_bid_and_a_bid_is_limited_to_your_money() -> None:
    s = crab_auction()
    play(s, 1, "bid", amount=0)
    assert "multiple of 100" in illegal(s, 2, "bid", amount=150)
    assert "you hold" in illegal(s, 2, "bid", amount=2100)


def test_bids_are_revealed_together() -> None:
    from tsukiji_table.table import view

    s = crab_auction()
    play(s, 1, "bid", amount=300)
    assert view(s.table, 0).zones[Z.bid(1)].money is None
    play(s, 0, "bid", amount=200)
    play(s, 2, "bid", amount=0)
    v = view(s.table, 2)
    assert v.zones[Z.money(1)].money == 1700  # purses open again
