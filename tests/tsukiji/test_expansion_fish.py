"""The expansion's fish markets (digest §11.4-11.5; seed 000, the expansion pages), one rule per test."""

from __future__ import annotations

import pytest

from tsukiji_table.games.tsukiji import zones as Z

from .tk_helpers import arrange, ctx, enter, give_tokens, ids, illegal, money, new_game, play, take, to_main

SWORD_MARKER = "expansion_value_marker"


def sword_auction(marker: int = 6):
    """Seat 0 lands 2 swordfish barrels: the auction of 1 swordfish token from the board opens."""
    s = new_game(3, "swordfish,eel,fugu,salmon,rental,trade")
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot2")
    arrange(s, [(boat, Z.sea(0)), (take(s, Z.market("swordfish", "barrels"), 2), Z.hold(boat[0]))])
    with s.table.begin("arrange") as tx:
        tx.set_pos([SWORD_MARKER], [marker])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "depart", boat=ids(s, Z.berth(0, 1))[0])
    play(s, 0, "return", boat=boat[0], berth=1)
    return s


def test_swordfish_marker_starts_on_six() -> None:
    s = new_game(3, "swordfish,eel,fugu,salmon,rental,trade")
    assert s.table.pieces[SWORD_MARKER].zone == Z.market("swordfish", "track") and s.table.pieces[SWORD_MARKER].pos == 6


def test_two_swordfish_barrels_landed_auction_one_token_from_the_board() -> None:
    s = sword_auction()
    lot = ids(s, Z.AUCTION_LOT)
    assert len(lot) == 1 and s.table.pieces[lot[0]].kind == "expansion_fish_token.swordfish"
    assert len(ids(s, Z.market("swordfish", "tokens"))) == 5 and len(ids(s, Z.market("swordfish", "barrels"))) == 6
    assert s.game.to_move(s.table) == [0, 1, 2]


@pytest.mark.parametrize(("bid", "marker"), [(700, 8), (500, 4), (600, 6)])
def test_swordfish_winning_bid_against_value_x_100_moves_the_marker_2(bid: int, marker: int) -> None:
    """From 6: a bid of 700 -> 8, 500 -> 4, 600 -> 6 (digest §11.5.6)."""
    s = sword_auction()
    play(s, 0, "bid", amount=0)
    play(s, 1, "bid", amount=bid)
    play(s, 2, "bid", amount=0)
    assert s.table.pieces[SWORD_MARKER].pos == marker
    assert money(s, 1) == 2000 - bid and money(s, 0) == 2100 + bid  # another winner pays the active player


def test_selling_two_swordfish_pays_value_x_100_each_plus_200_once_and_moves_the_marker_down_2() -> None:
    s = new_game(3, "swordfish,eel,fugu,salmon,rental,trade")
    mine = give_tokens(s, 0, "swordfish", 2)
    with s.table.begin("arrange") as tx:
        tx.set_pos([SWORD_MARKER], [7])
    enter(s, 0, "swordfish")
    play(s, 0, "sell", tokens=mine)
    assert money(s, 0) == 2000 + 2 * 7 * 100 + 200
    assert s.table.pieces[SWORD_MARKER].pos == 5
    assert all(s.table.pieces[x].zone == Z.BOX for x in mine)  # sold swordfish go to the box


def test_swordfish_tokens_are_worth_the_marker() -> None:
    s = new_game(3, "swordfish,eel,fugu,salmon,rental,trade")
    give_tokens(s, 1, "swordfish", 2)
    assert ctx(s).resources(s.table, 1) == 12


# ------------------------------------------------------------------ Nori

NORI_GAME = "nori,eel,fugu,salmon,rental,trade"


def test_nori_tokens_are_worth_a_tenth_of_the_other_tokens_38_makes_3() -> None:
    """「海苔以外の魚トークンの合計が38資源分であれば、自分の海苔トークンはそれぞれ3資源分」."""
    s = new_game(3, NORI_GAME)
    give_tokens(s, 0, "mackerel", 26)
    give_tokens(s, 0, "fugu", 2)  # 4
    give_tokens(s, 0, "eel", 8)  # marker on 1: 8
    give_tokens(s, 0, "nori", 2)
    assert ctx(s).resources(s.table, 0) == 38 + 2 * 3


def test_nori_license_is_free_and_only_one_may_be_held() -> None:
    s = new_game(3, NORI_GAME)
    enter(s, 0, "nori", pay="free")
    play(s, 0, "buy_license")
    assert money(s, 0) == 2000 and ctx(s).license_count(s.table, 0, "nori") == 1
    play(s, 0, "leave")
    assert "once per turn" in illegal(s, 0, "enter", market="nori", pay="free")


def test_a_nori_license_holder_cannot_enter_for_another() -> None:
    s = new_game(3, NORI_GAME)
    arrange(s, [(take(s, Z.market("nori", "licenses")), Z.licenses(0))])
    to_main(s)
    assert "nothing" in illegal(s, 0, "enter", market="nori", pay="free")


def test_nori_overfished_every_player_pays_100_per_nori_token_as_far_as_they_can() -> None:
    s = new_game(3, NORI_GAME)
    give_tokens(s, 1, "nori", 3)
    give_tokens(s, 2, "nori", 2)
    left = ids(s, Z.market("nori", "tokens"))
    arrange(s, [(left, Z.supply(0))], pay={2: 100})  # seat 0 holds the rest: the board is empty
    to_main(s)
    play(s, 0, "fish")  # any action: the flow sees the overfished board
    assert "nori" in s.table.vars["overfished"]
    assert money(s, 0) == max(0, 2000 - 100 * len(left)) and money(s, 1) == 1700 and money(s, 2) == 0


# ----------------------------------------------------------- Horse Mackerel

AJI_GAME = "eel,fugu,salmon,rental,trade"


def aji_game():
    return new_game(3, AJI_GAME, mandatory_fish="horse_mackerel")


def test_horse_mackerel_as_the_mandatory_market_players_start_without_a_license() -> None:
    s = aji_game()
    assert "horse_mackerel" in s.table.vars["in_play"] and "mackerel" not in s.table.vars["in_play"]
    assert all(not ids(s, Z.licenses(seat)) for seat in range(3))


def test_entering_horse_mackerel_pays_no_license_income() -> None:
    s = aji_game()
    arrange(s, [(take(s, Z.market("horse_mackerel", "licenses")), Z.licenses(1))])
    enter(s, 0, "horse_mackerel", pay="free")
    play(s, 0, "buy_license")
    assert money(s, 0) == 1800 and money(s, 1) == 2000


def test_horse_mackerel_overfished_during_a_buy_pays_200_per_token_at_the_buys_end_and_brings_mackerel() -> None:
    s = aji_game()
    give_tokens(s, 2, "horse_mackerel", 2)
    pool = ids(s, Z.market("horse_mackerel", "tokens"))
    arrange(s, [(pool[:-1], Z.supply(2))])  # one token left on the board
    barrel = take(s, Z.market("horse_mackerel", "barrels"))
    arrange(s, [(barrel, Z.sale(1, "c1", "top"))])
    to_main(s)
    play(s, 0, "buy")
    play(s, 0, "buy_barrel", barrel=barrel[0])  # takes the last token: overfished
    assert "horse_mackerel" in s.table.vars["overfished"] and money(s, 0) == 1900  # not paid yet
    assert "mackerel" in s.table.vars["in_play"]  # set up before the new draw
    play(s, 0, "end_buy")
    held = {seat: len(ctx(s).fish("horse_mackerel").my_tokens(s.table, seat)) for seat in range(3)}
    assert money(s, 0) == 1900 + 200 * held[0] and money(s, 2) == 2000 + 200 * held[2]
    assert len(ids(s, Z.market("mackerel", "licenses"))) == 6  # nobody was dealt one: P + P on the board


def test_aji_tokens_sell_into_the_aquariums_mackerel_space() -> None:
    s = new_game(3, "horse_mackerel,eel,fugu,aquarium,trade")
    mine = give_tokens(s, 0, "horse_mackerel", 1)
    enter(s, 0, "aquarium")
    play(s, 0, "sell", tokens=mine)
    assert ids(s, Z.market("aquarium", "mackerel")) == mine


# ---------------------------------------------------------------- Sardines

SARDINE_GAME = "sardines,eel,fugu,salmon,rental,trade"


def test_a_sardine_landing_keeps_one_token_and_cans_one() -> None:
    s = new_game(3, SARDINE_GAME)
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot2")
    barrels = take(s, Z.market("sardines", "barrels"), 2)
    arrange(s, [(boat, Z.sea(0)), (barrels, Z.hold(boat[0]))])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "depart", boat=ids(s, Z.berth(0, 1))[0])
    play(s, 0, "return", boat=boat[0], berth=1)
    assert len(ctx(s).fish("sardines").my_tokens(s.table, 0)) == 2 and len(ids(s, Z.market("sardines", "canned"))) == 2
    assert sorted(ids(s, Z.unload(0))) == sorted(barrels)  # on sale as usual


def test_sardine_licenses_cost_500_then_300_and_a_holder_may_not_enter() -> None:
    s = new_game(3, SARDINE_GAME)
    enter(s, 0, "sardines")
    play(s, 0, "buy_license")
    play(s, 0, "buy_license")
    assert money(s, 0) == 2000 - 800
    play(s, 0, "leave")
    assert "sardine license" in illegal(s, 0, "enter", market="sardines", pay="ap")


def test_canned_sardines_sell_at_100_each() -> None:
    s = new_game(3, SARDINE_GAME)
    arrange(s, [(take(s, Z.market("sardines", "tokens"), 3), Z.market("sardines", "canned"))])
    enter(s, 0, "sardines")
    play(s, 0, "buy_canned", count=2)
    assert money(s, 0) == 1800 and len(ctx(s).fish("sardines").my_tokens(s.table, 0)) == 2


# -------------------------------------------------------- Clams & Oysters

CLAM_GAME = "clams_oysters,eel,fugu,salmon,rental,trade"
CLAM, OYSTER = "expansion_fish_token.clam", "expansion_fish_token.oyster"


def test_clam_and_oyster_tokens_lie_in_the_auction_bag() -> None:
    s = new_game(3, CLAM_GAME)
    in_bag = [p for p in ids(s, Z.BAG) if s.table.pieces[p].kind in (CLAM, OYSTER)]
    assert len(in_bag) == 3 + 8 and not ids(s, Z.market("clams_oysters", "tokens"))


def test_clams_and_oysters_entry_costs_a_clam_and_oyster_barrel_from_your_harbor() -> None:
    s = new_game(3, CLAM_GAME)
    to_main(s)
    assert "barrel" in illegal(s, 0, "enter", market="clams_oysters", pay="barrel")
    barrel = take(s, Z.market("clams_oysters", "barrels"))
    arrange(s, [(barrel, Z.sale(0, "c2", "top"))])
    play(s, 0, "enter", market="clams_oysters", pay="barrel")
    assert barrel[0] in ids(s, Z.market("clams_oysters", "barrels"))


def test_buying_a_clam_and_oyster_barrel_draws_from_the_bag_and_an_oyster_pays_200_more() -> None:
    for seed in range(1, 6):
        s = new_game(3, CLAM_GAME, seed=seed)
        barrel = take(s, Z.market("clams_oysters", "barrels"))
        arrange(s, [(barrel, Z.sale(1, "c3", "top"))])
        to_main(s)
        play(s, 0, "buy")
        play(s, 0, "buy_barrel", barrel=barrel[0])
        (got,) = ids(s, Z.supply(0))
        oyster = s.table.pieces[got].kind == OYSTER
        assert money(s, 0) == 2000 - 300 + (200 if oyster else 0)


def test_clams_and_oysters_sell_only_as_sets_for_800() -> None:
    s = new_game(3, CLAM_GAME)
    clams = give_tokens(s, 0, "clams_oysters", 2, kind=CLAM)
    oysters = give_tokens(s, 0, "clams_oysters", 1, kind=OYSTER)
    arrange(s, [(take(s, Z.market("clams_oysters", "barrels")), Z.sale(0, "c1", "top"))])
    to_main(s)
    play(s, 0, "enter", market="clams_oysters", pay="barrel")
    assert "sets" in illegal(s, 0, "sell", tokens=clams)
    play(s, 0, "sell", tokens=[clams[0], oysters[0]])
    assert money(s, 0) == 2800 and s.table.pieces[clams[0]].zone == Z.BAG
    assert ctx(s).resources(s.table, 0) == 3


# ------------------------------------------------------------------ Himono

HIMONO_GAME = "himono,sardines,eel,fugu,rental,trade"


def himono_at_sea(s, n: int = 1):
    """Seat 0 holds a himono license and a 3-slot boat at sea; it catches ``n`` mackerel with the license (one per Fishing action)."""
    lic = take(s, Z.market("himono", "licenses"))[0]
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot3")[0]
    arrange(s, [([lic], Z.licenses(0)), ([boat], Z.sea(0))])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "catch", boat=boat, species="mackerel")  # the mackerel license is used first
    play(s, 0, "end_fishing")
    return lic, boat


def test_a_himono_license_shows_its_red_x_with_two_of_its_barrels_at_sea() -> None:
    s = new_game(3, HIMONO_GAME)
    lic = take(s, Z.market("himono", "licenses"))[0]
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot3")[0]
    mine = [x for x in ids(s, Z.licenses(0)) if s.table.pieces[x].kind == "license.mackerel"]
    arrange(s, [([lic], Z.licenses(0)), ([boat], Z.sea(0)), (mine, Z.market("mackerel", "licenses"))])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "catch", boat=boat, species="mackerel")  # no mackerel license: the himono license catches
    play(s, 0, "end_fishing")
    assert s.table.vars["himono"] and s.table.pieces[lic].face_up
    play(s, 0, "fish")
    play(s, 0, "catch", boat=boat, species="mackerel")
    assert not s.table.pieces[lic].face_up  # 2 at sea: the red X
    play(s, 0, "end_fishing")
    pass_turns(s)
    play(s, 0, "fish")
    assert "no Mackerel license unused" in illegal(s, 0, "catch", boat=boat, species="mackerel")  # the red X: none until one lands


def pass_turns(s) -> None:
    for seat in (1, 2):
        to_main(s)
        for _ in range(2):
            play(s, seat, "fish")
            play(s, seat, "end_fishing")
    to_main(s)


def test_barrels_caught_with_a_himono_license_land_on_it_and_two_items_make_a_himono_barrel_that_never_spoils() -> None:
    s = new_game(3, HIMONO_GAME)
    lic = take(s, Z.market("himono", "licenses"))[0]
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot3")[0]
    mack = take(s, Z.market("mackerel", "barrels"), 2)
    arrange(s, [([lic], Z.licenses(0)), ([boat], Z.sea(0)), (mack, Z.hold(boat))], himono={mack[0]: lic, mack[1]: lic})
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "depart", boat=ids(s, Z.berth(0, 1))[0])
    play(s, 0, "return", boat=boat, berth=1)
    assert sorted(ids(s, f"dry.{lic}")) == sorted(mack) and not ids(s, Z.unload(0))
    assert money(s, 0) == 2100  # the landing bonus counts them
    play(s, 0, "end_fishing")
    play(s, 0, "fish")
    play(s, 0, "end_fishing")
    pass_turns(s)  # seat 0's next turn begins: the 2 items become a himono barrel
    assert not ids(s, f"dry.{lic}") and all(m in ids(s, Z.market("mackerel", "barrels")) for m in mack)
    (new,) = ids(s, Z.unload(0))
    assert s.table.pieces[new].kind == "expansion_barrel.himono" and s.game.phase(s.table) == "placing"
    play(s, 0, "place", item=new, column="c7", price=900)
    to_main(s)
    for _ in range(2):
        play(s, 0, "fish")
        play(s, 0, "end_fishing")
    pass_turns(s)
    assert s.table.pieces[new].zone == Z.sale(0, "c7", "top")  # never spoils


def test_mackerel_tokens_and_barrels_are_dried_at_any_time_and_a_returned_license_gives_them_back() -> None:
    s = new_game(3, HIMONO_GAME)
    lic = take(s, Z.market("himono", "licenses"))[0]
    tok = give_tokens(s, 0, "mackerel", 1)
    arrange(s, [([lic], Z.licenses(0))])
    to_main(s)
    play(s, 0, "dry", item=tok[0], license=lic)
    assert ids(s, f"dry.{lic}") == tok
    eel = give_tokens(s, 0, "eel", 1)
    assert "mackerel, aji or sardine" in illegal(s, 0, "dry", item=eel[0], license=lic)
    play(s, 0, "return_license", license=lic)
    assert tok[0] in ids(s, Z.market("mackerel", "tokens"))


def test_an_aji_license_catches_one_or_two_regular_mackerel_on_the_same_boat() -> None:
    """「アジの漁業免許を使って通常のサバ樽を1個または2個漁獲できます。2個のサバ樽は同じ漁船で漁獲し、同じ漁船に積まなければなりません」."""
    s = new_game(3, "horse_mackerel,eel,fugu,rental,trade")
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot3")[0]
    mine = [x for x in ids(s, Z.licenses(0)) if s.table.pieces[x].kind == "license.mackerel"]
    arrange(s, [([boat], Z.sea(0)), (mine, Z.market("mackerel", "licenses")), (take(s, Z.market("horse_mackerel", "licenses")), Z.licenses(0))])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "catch", boat=boat, species="mackerel")
    play(s, 0, "catch", boat=boat, species="mackerel")  # the second mackerel of the same license
    assert [s.table.pieces[x].kind for x in ids(s, Z.hold(boat))] == ["barrel.mackerel", "barrel.mackerel"]
    assert "already" in illegal(s, 0, "catch", boat=boat, species="mackerel")  # 2 at most
    assert "already" in illegal(s, 0, "catch", boat=boat, species="horse_mackerel")
