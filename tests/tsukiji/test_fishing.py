"""Fishing: activities, the license rules, unloading, barges, prices (rulebook 5.2-5.7)."""

from __future__ import annotations

import pytest

from tsukiji_table.games.tsukiji import zones as Z

from .tk_helpers import arrange, ids, illegal, kinds, legal, money, names, new_game, play, take, to_main


def naomi_table():
    """Seat 0 (Naomi): a 2-slot boat at sea, her 1-slot boat at its berth, 1 mackerel license."""
    s = new_game(3)
    boat2 = take(s, Z.market("boats", "boats"), kind="boat.slot2")
    arrange(s, [(boat2, Z.sea(0))])
    to_main(s)
    return s, boat2[0], ids(s, Z.berth(0, 1))[0]


def test_naomi_fishing_example() -> None:
    s, boat2, boat1 = naomi_table()
    t = s.table
    # Action 1: the 2-slot boat at sea catches a mackerel; the 1-slot boat departs.
    play(s, 0, "fish")
    play(s, 0, "catch", boat=boat2, species="mackerel")
    play(s, 0, "depart", boat=boat1)
    play(s, 0, "end_fishing")
    assert kinds(s, Z.hold(boat2)) == {"barrel.mackerel": 1}
    assert ids(s, Z.sea(0)) == [boat2, boat1]
    # Action 2: the 2-slot boat returns and unloads into column 3 at 300 yen ...
    play(s, 0, "fish")
    play(s, 0, "return", boat=boat2, berth=1)
    assert kinds(s, Z.unload(0)) == {"barrel.mackerel": 1}
    assert names(s, 0) == {"place"}
    barrel = ids(s, Z.unload(0))[0]
    play(s, 0, "place", item=barrel, column="c3")
    assert ids(s, Z.sale(0, "c3", "top")) == [barrel]
    assert s.game.ctx.price(t, barrel) == 300
    # ... and, no mackerel boat being at sea now, the same unused license lets the 1-slot boat catch.
    play(s, 0, "catch", boat=boat1, species="mackerel")
    assert kinds(s, Z.hold(boat1)) == {"barrel.mackerel": 1}
    play(s, 0, "end_fishing")
    assert t.vars["turn"] == 1  # both AP spent: the turn passed


def test_second_empty_boat_needs_two_licenses() -> None:
    s, boat2, boat1 = naomi_table()
    barrel = take(s, Z.market("mackerel", "barrels"))
    arrange(s, [(barrel, Z.hold(boat2)), ([boat1], Z.sea(0))])
    play(s, 0, "fish")
    reason = illegal(s, 0, "catch", boat=boat1, species="mackerel")
    assert "more Mackerel licenses" in reason
    # With one license the partly loaded boat may still take another mackerel.
    play(s, 0, "catch", boat=boat2, species="mackerel")
    assert kinds(s, Z.hold(boat2)) == {"barrel.mackerel": 2}


def test_two_licenses_let_a_second_empty_boat_catch() -> None:
    s, boat2, boat1 = naomi_table()
    barrel = take(s, Z.market("mackerel", "barrels"))
    lic = take(s, Z.market("mackerel", "licenses"))
    arrange(s, [(barrel, Z.hold(boat2)), ([boat1], Z.sea(0)), (lic, Z.licenses(0))])
    play(s, 0, "fish")
    play(s, 0, "catch", boat=boat1, species="mackerel")
    assert kinds(s, Z.hold(boat1)) == {"barrel.mackerel": 1}


def test_each_license_is_used_once_per_fishing_action() -> None:
    s, boat2, boat1 = naomi_table()
    arrange(s, [(take(s, Z.market("mackerel", "barrels")), Z.hold(boat2)), ([boat1], Z.sea(0))])
    play(s, 0, "fish")
    play(s, 0, "catch", boat=boat2, species="mackerel")
    arrange(s, [(ids(s, Z.hold(boat2))[:1], Z.market("mackerel", "barrels"))])
    assert "unused in this Fishing action" in illegal(s, 0, "catch", boat=boat1, species="mackerel")


def test_each_boat_does_one_activity_per_fishing_action() -> None:
    s, boat2, boat1 = naomi_table()
    play(s, 0, "fish")
    play(s, 0, "depart", boat=boat1)
    assert "already done its activity" in illegal(s, 0, "catch", boat=boat1, species="mackerel")
    assert not any(a.get("boat") == boat1 for a in legal(s, 0))


def test_partly_loaded_boat_catches_only_its_own_species() -> None:
    s, boat2, _ = naomi_table()
    eel = take(s, Z.market("eel", "barrels"))
    lic = take(s, Z.market("eel", "licenses"))
    arrange(s, [(eel, Z.hold(boat2)), (lic, Z.licenses(0))])
    play(s, 0, "fish")
    assert "another species" in illegal(s, 0, "catch", boat=boat2, species="mackerel")
    play(s, 0, "catch", boat=boat2, species="eel")
    assert kinds(s, Z.hold(boat2)) == {"barrel.eel": 2}


def test_full_boat_cannot_catch() -> None:
    s, boat2, _ = naomi_table()
    arrange(s, [(take(s, Z.market("mackerel", "barrels"), 2), Z.hold(boat2))])
    play(s, 0, "fish")
    assert "full" in illegal(s, 0, "catch", boat=boat2, species="mackerel")


def test_salmon_one_barrel_per_boat() -> None:
    s, boat2, _ = naomi_table()
    lic = take(s, Z.market("salmon", "licenses"), 2)
    arrange(s, [(take(s, Z.market("salmon", "barrels")), Z.hold(boat2)), (lic, Z.licenses(0))])
    play(s, 0, "fish")
    assert "at most 1 Salmon" in illegal(s, 0, "catch", boat=boat2, species="salmon")


def test_barge_cannot_catch_and_docks_only_at_berth_2() -> None:
    s = new_game(3)
    barge = take(s, Z.market("boats", "boats"), kind="boat.barge6")
    arrange(s, [(barge, Z.sea(0)), (list(ids(s, Z.cover(0, 2))) + list(ids(s, Z.cover(0, 3))), Z.BOX)])
    to_main(s)
    play(s, 0, "fish")
    assert "barge cannot catch" in illegal(s, 0, "catch", boat=barge[0], species="mackerel")
    assert "cannot take" in illegal(s, 0, "return", boat=barge[0], berth=2)
    play(s, 0, "return", boat=barge[0], berth=3)
    assert ids(s, Z.berth(0, 3)) == barge


def test_return_needs_an_open_berth_with_room() -> None:
    s, boat2, _ = naomi_table()
    play(s, 0, "fish")
    assert "cannot take" in illegal(s, 0, "return", boat=boat2, berth=1)  # the 1-slot boat is there
    assert "cannot take" in illegal(s, 0, "return", boat=boat2, berth=2)  # still covered
    play(s, 0, "open_berth")
    assert money(s, 0) == 1500
    play(s, 0, "return", boat=boat2, berth=2)


def test_berths_open_in_cover_order_for_500_each() -> None:
    s = new_game(3)
    to_main(s)
    play(s, 0, "open_berth")
    assert not ids(s, Z.cover(0, 2)) and ids(s, Z.cover(0, 3))
    play(s, 0, "open_berth")
    assert not ids(s, Z.cover(0, 3)) and money(s, 0) == 1000
    assert "open already" in illegal(s, 0, "open_berth")


def test_unloading_bonus_is_100_per_two_barrels_in_one_fishing_action() -> None:
    s, boat2, boat1 = naomi_table()
    three = take(s, Z.market("mackerel", "barrels"), 3)
    arrange(
        s,
        [
            (three[:2], Z.hold(boat2)),
            ([boat1], Z.sea(0)),
            (three[2:], Z.hold(boat1)),
            (ids(s, Z.cover(0, 2)), Z.BOX),
        ],
    )
    play(s, 0, "fish")
    play(s, 0, "return", boat=boat2, berth=1)
    assert money(s, 0) == 2100  # 2 barrels
    for b in ids(s, Z.unload(0)):
        play(s, 0, "place", item=b, column="c1")
    play(s, 0, "return", boat=boat1, berth=2)
    assert money(s, 0) == 2100  # 3 barrels: the odd one earns nothing


def test_declared_price_column_needs_a_multiple_of_100() -> None:
    s, boat2, _ = naomi_table()
    arrange(s, [(take(s, Z.market("mackerel", "barrels")), Z.hold(boat2))])
    play(s, 0, "fish")
    play(s, 0, "depart", boat=ids(s, Z.berth(0, 1))[0])
    play(s, 0, "return", boat=boat2, berth=1)
    barrel = ids(s, Z.unload(0))[0]
    assert "declared" in illegal(s, 0, "place", item=barrel, column="c7")
    assert "declared" in illegal(s, 0, "place", item=barrel, column="c7", price=750)
    assert "printed price" in illegal(s, 0, "place", item=barrel, column="c2", price=900)
    play(s, 0, "place", item=barrel, column="c7", price=1200)
    assert s.game.ctx.price(s.table, barrel) == 1200


def test_reprice_moves_within_the_row_only_during_fishing() -> None:
    s = new_game(3)
    fresh, stale = take(s, Z.market("mackerel", "barrels"), 2)
    arrange(s, [([fresh], Z.sale(0, "c2", "top")), ([stale], Z.sale(0, "c5", "bottom"))])
    to_main(s)
    assert "not possible now" in illegal(s, 0, "reprice", item=fresh)
    play(s, 0, "fish")
    play(s, 0, "reprice", item=stale)
    assert names(s, 0) == {"set_price"}
    play(s, 0, "set_price", column="c7", price=900)
    assert ids(s, Z.sale(0, "c7", "bottom")) == [stale] and s.game.ctx.price(s.table, stale) == 900
    play(s, 0, "reprice", item=fresh, column="c4")
    assert ids(s, Z.sale(0, "c4", "top")) == [fresh]


def test_eel_marker_rises_when_an_eel_is_put_on_sale() -> None:
    s, boat2, _ = naomi_table()
    arrange(s, [(take(s, Z.market("eel", "barrels"), 2), Z.hold(boat2))])
    play(s, 0, "fish")
    play(s, 0, "depart", boat=ids(s, Z.berth(0, 1))[0])
    play(s, 0, "return", boat=boat2, berth=1)
    assert s.table.pieces["value_marker"].pos == 1  # landing alone does not count
    for b in ids(s, Z.unload(0)):
        play(s, 0, "place", item=b, column="c4")
    assert s.table.pieces["value_marker"].pos == 3


def test_landing_fugu_returns_every_fugu_license() -> None:
    s, boat2, _ = naomi_table()
    lic = take(s, Z.market("fugu", "licenses"))
    arrange(s, [(take(s, Z.market("fugu", "barrels")), Z.hold(boat2)), (lic, Z.licenses(0))])
    play(s, 0, "fish")
    play(s, 0, "depart", boat=ids(s, Z.berth(0, 1))[0])
    play(s, 0, "return", boat=boat2, berth=1)
    assert kinds(s, Z.licenses(0)) == {"license.mackerel": 1}
    assert lic[0] in ids(s, Z.market("fugu", "licenses"))


def test_barge_transfer_rules() -> None:
    s, boat2, _ = naomi_table()
    barge = take(s, Z.market("boats", "boats"), kind="boat.barge6")
    salmon = take(s, Z.market("salmon", "barrels"), 2)
    arrange(s, [(barge, Z.sea(0)), ([salmon[0]], Z.hold(boat2)), ([salmon[1]], Z.hold(barge[0]))])
    # Any time in the turn, free: but at most one salmon on the barge.
    assert "at most 1 Salmon" in illegal(s, 0, "transfer", barrel=salmon[0], barge=barge[0])
    arrange(s, [([salmon[1]], Z.market("salmon", "barrels"))])
    play(s, 0, "transfer", barrel=salmon[0], barge=barge[0])
    assert ids(s, Z.hold(barge[0])) == [salmon[0]]
    assert s.table.vars["ap"] == 2  # not an action
    # Never from the barge back to a fishing boat.
    assert "not aboard one of your fishing boats" in illegal(s, 0, "transfer", barrel=salmon[0], barge=barge[0])


def test_dumping_only_at_the_start_of_the_turn() -> None:
    s = new_game(3)
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot2")
    barrel = take(s, Z.market("mackerel", "barrels"))
    # Put the boat to sea with a barrel during seat 2's turn, so seat 0's next turn starts with it.
    arrange(s, [(boat, Z.sea(0)), (barrel, Z.hold(boat[0]))])
    assert s.table.vars["phase"] == "main"  # the set-up started seat 0's turn before
    assert "not possible now" in illegal(s, 0, "dump", barrel=barrel[0])
    for seat in (0, 1, 2):
        play(s, seat, "fish")
        play(s, seat, "end_fishing")
        play(s, seat, "fish")
        play(s, seat, "end_fishing")
    assert s.table.vars["turn"] == 0 and s.table.vars["phase"] == "start"
    play(s, 0, "dump", barrel=barrel[0])
    assert barrel[0] in ids(s, Z.market("mackerel", "barrels"))


@pytest.mark.parametrize("species,every", [("king_crab", 2), ("tuna", 3)])
def test_crab_and_tuna_landings_start_auctions(species: str, every: int) -> None:
    s = new_game(3, "king_crab,tuna,eel,fugu,rental,trade")
    t = s.table
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot4")
    cargo = take(s, Z.market(species, "barrels"), every + 1)
    arrange(s, [(boat, Z.sea(0)), (cargo, Z.hold(boat[0]))])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "depart", boat=ids(s, Z.berth(0, 1))[0])
    play(s, 0, "return", boat=boat[0], berth=1)
    assert t.vars["phase"] == "bid" and s.game.to_move(t) == [0, 1, 2]
    assert len(ids(s, Z.AUCTION_LOT)) == 1 and len(ids(s, Z.dock(0))) == 1
    assert not ids(s, Z.unload(0))  # never put on sale
    assert money(s, 0) == 2100 + (100 if every == 3 else 0)  # unloading bonus, per 2 barrels
    lot = ids(s, Z.AUCTION_LOT)[0]
    before0 = money(s, 0)
    play(s, 1, "bid", amount=300)
    play(s, 0, "bid", amount=200)
    play(s, 2, "bid", amount=0)
    assert lot in ids(s, Z.supply(1))
    assert money(s, 1) == 1700 and money(s, 0) == before0 + 300  # another winner pays the active player
    assert t.vars["phase"] == "fishing"
    play(s, 0, "end_fishing")
    assert not ids(s, Z.dock(0))  # the odd barrel went back without compensation
    assert set(cargo) <= set(ids(s, Z.market(species, "barrels")))
