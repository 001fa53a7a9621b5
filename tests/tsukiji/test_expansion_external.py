"""The expansion's external markets (digest §11.6; seed 000, the expansion pages), one rule per test."""

from __future__ import annotations

from tsukiji_table.games.tsukiji import zones as Z

from .tk_helpers import arrange, ctx, enter, give_tokens, ids, illegal, money, new_game, play, take, to_main

CLAM, OYSTER = "expansion_fish_token.clam", "expansion_fish_token.oyster"


def test_sushi_fugu_eel_and_salmon_on_the_three_token_space_pay_700() -> None:
    """「フグトークン1個、ウナギトークン1個、サケトークン1個をまとめて売却し、700円を受け取ります」."""
    s = new_game(3, "eel,fugu,salmon,sushi,trade")
    mine = give_tokens(s, 0, "fugu", 1) + give_tokens(s, 0, "eel", 1) + give_tokens(s, 0, "salmon", 1)
    enter(s, 0, "sushi")
    play(s, 0, "sell", tokens=mine)
    assert money(s, 0) == 2700 and sorted(ids(s, Z.market("sushi", "s3"))) == sorted(mine)


def test_sushi_space_is_used_once_and_takes_no_two_tokens_of_one_shape() -> None:
    s = new_game(3, "horse_mackerel,eel,fugu,sushi,trade")
    aji = give_tokens(s, 0, "horse_mackerel", 1)
    mack = give_tokens(s, 0, "mackerel", 2)
    enter(s, 0, "sushi")
    assert "different shapes" in illegal(s, 0, "sell", tokens=[aji[0], mack[0]])  # mackerel and aji share a shape
    play(s, 0, "sell", tokens=[mack[0]])
    assert "no empty" in illegal(s, 0, "sell", tokens=[mack[1]])


def test_new_aquarium_entry_costs_any_barrel_on_sale_and_its_clam_space_takes_either() -> None:
    s = new_game(3, "clams_oysters,eel,fugu,new_aquarium,aquarium")
    barrel = take(s, Z.market("eel", "barrels"))
    tokens = give_tokens(s, 0, "clams_oysters", 1, kind=CLAM) + give_tokens(s, 0, "clams_oysters", 1, kind=OYSTER)
    arrange(s, [(barrel, Z.sale(0, "c4", "top"))])
    to_main(s)
    play(s, 0, "enter", market="new_aquarium", pay="barrel")
    assert barrel[0] in ids(s, Z.market("eel", "barrels"))
    play(s, 0, "sell", tokens=tokens)
    assert sorted(ids(s, Z.market("new_aquarium", "clams_oysters"))) == sorted(tokens) and money(s, 0) == 2000 + 2 * 600


def test_aquarium_and_new_aquarium_come_together() -> None:
    for seed in range(1, 40):
        s = new_game(4, "random", seed=seed, expansion="on")
        play_ = s.table.vars["in_play"]
        assert ("aquarium" in play_) == ("new_aquarium" in play_), seed


def test_nobody_enters_the_overfishing_market() -> None:
    s = new_game(3, "eel,fugu,salmon,overfishing,trade")
    to_main(s)
    assert "nobody may enter" in illegal(s, 0, "enter", market="overfishing", pay="free")


def test_overfishing_market_final_step_pays_100_per_token_from_an_overfished_market_and_receives_100_per_other() -> None:
    s = new_game(3, "eel,fugu,salmon,overfishing,trade")
    give_tokens(s, 0, "eel", 2)
    give_tokens(s, 0, "fugu", 3)
    arrange(s, [], overfished=["fugu"])
    final = s.game.projected_score(s.table)  # type: ignore[attr-defined]
    assert final["breakdown"][0]["overfishing_market"] == 2 * 100 - 3 * 100
    assert final["breakdown"][1]["overfishing_market"] == 0
    assert ctx(s).in_play(s.table, "overfishing")


def test_a_rented_3_slot_boat_costs_300_and_goes_back_after_landing() -> None:
    s = new_game(3, "eel,fugu,salmon,boat_rental,trade")
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot3")[0]
    arrange(s, [(ids(s, Z.berth(0, 1)), Z.sea(0))])  # its own boat at sea: berth 1 is free (boats at sea do not matter)
    enter(s, 0, "boat_rental")
    assert "berth 2" in illegal(s, 0, "rent_boat", boat=boat, berth=2)  # still covered
    play(s, 0, "rent_boat", boat=boat, berth=1)
    assert money(s, 0) == 1700 and len(ids(s, Z.market("boat_rental", "tokens"))) == 5
    play(s, 0, "leave")
    play(s, 0, "fish")
    play(s, 0, "depart", boat=boat)
    play(s, 0, "end_fishing")
    for seat in (1, 2):
        for _ in range(2):
            play(s, seat, "fish")
            play(s, seat, "end_fishing")
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "catch", boat=boat, species="mackerel")
    play(s, 0, "end_fishing")
    play(s, 0, "fish")
    play(s, 0, "return", boat=boat, berth=1)
    assert boat in ids(s, Z.market("boats", "boats")) and len(ids(s, Z.market("boat_rental", "tokens"))) == 6
    assert len(ids(s, Z.unload(0))) == 1 and "rented" not in s.table.vars


def test_the_blue_boat_is_never_rented() -> None:
    s = new_game(3, "eel,fugu,salmon,boat_rental,trade")
    blue = "expansion_boat.blue4"
    arrange(s, [([blue], Z.market("boats", "boats")), (ids(s, Z.berth(0, 1)), Z.sea(0))])
    enter(s, 0, "boat_rental")
    assert "blue boat" in illegal(s, 0, "rent_boat", boat=blue, berth=1)


def pass_turn(s, seat: int) -> None:
    to_main(s)
    for _ in range(2):
        play(s, seat, "fish")
        play(s, seat, "end_fishing")


def test_the_buyer_token_buys_out_of_turn_right_after_the_targets_next_turn_and_play_resumes_left_of_it() -> None:
    s = new_game(4, "eel,fugu,salmon,influence,trade")
    enter(s, 0, "influence")
    play(s, 0, "buy_buyer")
    assert money(s, 0) == 1800
    token = next(x for x in ids(s, Z.licenses(0)) if s.table.pieces[x].kind == "buyer_token")
    play(s, 0, "leave")
    play(s, 0, "assign_buyer", token=token, seat=2)
    play(s, 0, "fish")
    play(s, 0, "end_fishing")
    pass_turn(s, 1)
    barrel = take(s, Z.market("eel", "barrels"))
    arrange(s, [(barrel, Z.sale(3, "c2", "top"))])
    pass_turn(s, 2)  # seat 2's next turn ends: seat 0 buys now, out of turn
    assert s.table.vars["phase"] == "buyer" and s.game.to_move(s.table) == [0]
    play(s, 0, "buy_barrel", barrel=barrel[0])
    play(s, 0, "end_buy")
    assert money(s, 0) == 1800 - 200 and money(s, 3) == 2200
    assert token in ids(s, Z.market("influence", "buyers"))
    assert s.table.vars["turn"] == 3 and s.game.to_move(s.table) == [3]  # left of the player it was assigned to


def test_an_expansion_token_brings_a_board_of_the_chosen_type_from_the_box() -> None:
    s = new_game(3, "eel,fugu,salmon,influence,trade")
    before = list(s.table.vars["in_play"])
    enter(s, 0, "influence")
    play(s, 0, "buy_expansion", type="fish")
    new = [m for m in s.table.vars["in_play"] if m not in before]
    assert len(new) == 1 and ctx(s).data.markets[new[0]].type == "fish" and money(s, 0) == 1800
    assert len(ids(s, Z.market("influence", "expansion"))) == 1


def overseas_lot():
    """Seat 0's 3-slot boat at sea with 2 eel barrels and 2 swordfish barrels... goes to Overseas."""
    s = new_game(3, "eel,swordfish,salmon,overseas,trade")
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot3")
    eels = take(s, Z.market("eel", "barrels"), 2)
    arrange(s, [(boat, Z.sea(0)), (eels, Z.hold(boat[0]))])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "send_overseas", boats=boat)
    return s, boat[0], eels


def test_overseas_costs_100_auctions_the_cargo_as_one_lot_and_eel_barrels_move_the_marker() -> None:
    s, boat, eels = overseas_lot()
    assert money(s, 0) == 1900 and sorted(ids(s, Z.AUCTION_LOT)) == sorted(eels)
    assert s.table.pieces["value_marker"].pos == 3  # +1 per eel barrel in the auction
    assert s.game.to_move(s.table) == [0, 1, 2] and boat in ids(s, Z.market("overseas", "boats"))
    play(s, 0, "bid", amount=100)
    play(s, 1, "bid", amount=500)
    play(s, 2, "bid", amount=0)
    assert money(s, 1) == 1500 and money(s, 0) == 1900 + 500  # no landing bonus: not unloaded at a berth
    assert [s.table.pieces[x].kind for x in ids(s, Z.supply(1))] == ["fish_token.eel", "fish_token.eel"]
    assert all(e in ids(s, Z.market("eel", "barrels")) for e in eels)


def test_a_boat_at_overseas_departs_in_a_later_fishing_action_without_a_fee() -> None:
    s, boat, _ = overseas_lot()
    for seat in range(3):
        play(s, seat, "bid", amount=0)
    play(s, 0, "choose_winner", seat=0)  # a tie: the active player chooses
    play(s, 0, "end_fishing")
    play(s, 0, "fish")
    play(s, 0, "depart", boat=boat)
    assert boat in ids(s, Z.sea(0)) and money(s, 0) == 1900 and not s.table.vars.get("overseas")


def test_nobody_enters_overseas_as_a_market_visit() -> None:
    s = new_game(3, "eel,fugu,salmon,overseas,trade")
    to_main(s)
    assert "Fishing action" in illegal(s, 0, "enter", market="overseas", pay="free")


def test_overseas_swordfish_pair_becomes_a_token_before_bidding_and_the_winning_bid_moves_the_marker() -> None:
    s = new_game(3, "eel,swordfish,salmon,overseas,trade")
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot3")
    swords = take(s, Z.market("swordfish", "barrels"), 3)
    arrange(s, [(boat, Z.sea(0)), (swords, Z.hold(boat[0]))])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "send_overseas", boats=boat)
    lot = ids(s, Z.AUCTION_LOT)
    assert [s.table.pieces[x].kind for x in lot] == ["expansion_fish_token.swordfish"]
    assert len(ids(s, Z.market("swordfish", "barrels"))) == 6  # the pair and the leftover went back
    play(s, 0, "bid", amount=900)
    play(s, 1, "bid", amount=0)
    play(s, 2, "bid", amount=0)
    assert s.table.pieces["expansion_value_marker"].pos == 8 and ids(s, Z.supply(0)) == lot


def test_the_two_4_slot_barges_replace_the_6_slot_barge_at_the_6_slot_barges_prices_and_one_player_may_own_both() -> None:
    """「4スロットのはしけ2隻か、基本ゲームの6スロットのはしけ1隻のどちらか」; 「1人のプレイヤーが4スロットのはしけ2隻を同時に所有してもかまいません」."""
    s = new_game(3, "eel,fugu,salmon,used_boats,trade", expansion="on", barges="two_fours")
    on_board = [s.table.pieces[x].kind for x in ids(s, Z.market("boats", "boats"))]
    assert on_board.count("expansion_boat.barge4") == 2 and "boat.barge6" not in on_board
    first, second = [x for x in ids(s, Z.market("boats", "boats")) if s.table.pieces[x].kind == "expansion_boat.barge4"]
    arrange(s, [], pay={0: 3000})
    enter(s, 0, "boats")
    play(s, 0, "open_berth")
    play(s, 0, "open_berth")
    play(s, 0, "buy_boat", boat=first, berth=3)
    assert money(s, 0) == 3000 - 1000 - 1000
    assert "berth 3" in illegal(s, 0, "buy_boat", boat=second, berth=3)  # only one barge fits the "2" berth
    arrange(s, [([first], Z.sea(0))])
    play(s, 0, "buy_boat", boat=second, berth=3)
    assert money(s, 0) == 0 and {first, second} <= set(ids(s, Z.sea(0)) + ids(s, Z.berth(0, 3)))


def blue_boat_game():
    s = new_game(3, "eel,fugu,salmon,used_boats,trade", expansion="on", blue_boat="on")
    arrange(s, [], pay={0: 3000})
    return s


def test_the_blue_boat_costs_2000_and_another_fishing_boat_traded_in_to_used_boats() -> None:
    """「通常の4スロット漁船と同じ（つまり2,000円）…自分が所有する別の漁船1隻を下取りに出し、…「中古漁船」市場…に置かなければなりません」."""
    s = blue_boat_game()
    blue = "expansion_boat.blue4"
    assert blue in ids(s, Z.market("boats", "boats")) and "boat.slot4" in [s.table.pieces[x].kind for x in ids(s, Z.market("boats", "boats"))]
    own = ids(s, Z.berth(0, 1))[0]
    enter(s, 0, "boats")
    assert "trade" in illegal(s, 0, "buy_boat", boat=blue, berth=1)
    play(s, 0, "buy_boat", boat=blue, berth=1, trade_in=own)
    assert money(s, 0) == 1000 and ids(s, Z.berth(0, 1)) == [blue] and own in ids(s, Z.market("used_boats", "boats"))


def test_the_blue_boat_uses_two_licenses_at_once_catching_two_species() -> None:
    s = blue_boat_game()
    blue = "expansion_boat.blue4"
    arrange(s, [([blue], Z.sea(0)), (take(s, Z.market("eel", "licenses")), Z.licenses(0))])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "catch", boat=blue, species="mackerel")
    play(s, 0, "catch", boat=blue, species="eel")  # a second license, a second species, in the same action
    assert sorted(s.table.pieces[x].kind for x in ids(s, Z.hold(blue))) == ["barrel.eel", "barrel.mackerel"]
    assert "already" in illegal(s, 0, "catch", boat=blue, species="eel")  # two licenses at most
