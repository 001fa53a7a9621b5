"""Overfishing (rulebook 9) and the stalled-game reading (q45)."""

from __future__ import annotations

from tsukiji_table.games.tsukiji import zones as Z

from .tk_helpers import arrange, ctx, give_tokens, ids, new_game, play, take, to_main


def test_catching_the_last_barrel_overfishes_and_draws_a_new_market() -> None:
    s = new_game(3)
    t = s.table
    before = list(t.vars["in_play"])
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot2")
    arrange(s, [(boat, Z.sea(0)), (ids(s, Z.market("mackerel", "barrels"))[1:], Z.BOX)])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "catch", boat=boat[0], species="mackerel")
    assert t.vars["overfished"] == ["mackerel"]
    new = [m for m in t.vars["in_play"] if m not in before]
    assert len(new) == 1 and ctx(s).data.markets[new[0]].type == "fish"
    assert t.pieces[ctx(s).data.markets[new[0]].board].zone == Z.market(new[0], "board")
    assert ids(s, Z.market(new[0], "barrels"))  # set up as at the start


def test_overfished_market_keeps_board_tokens_and_licenses_and_boxes_barrels() -> None:
    s = new_game(3)
    t = s.table
    arrange(s, [(ids(s, Z.market("eel", "tokens")), Z.supply(1))])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "end_fishing")
    assert "eel" in t.vars["overfished"]
    assert not ids(s, Z.market("eel", "barrels")) and len(ids(s, Z.market("eel", "licenses"))) == 3
    assert "eel" in t.vars["in_play"]


def test_barrels_of_an_overfished_species_go_to_the_box() -> None:
    s = new_game(3)
    barrel = take(s, Z.market("salmon", "barrels"))
    arrange(s, [(barrel, Z.sale(1, "c2", "bottom")), (ids(s, Z.market("salmon", "tokens")), Z.supply(2))])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "end_fishing")
    assert "salmon" in s.table.vars["overfished"]
    play(s, 0, "fish")
    play(s, 0, "end_fishing")  # seat 1's spoilage
    assert barrel[0] in ids(s, Z.BOX)


def test_last_bag_token_drawn_overfishes_king_crab() -> None:
    s = new_game(3, "king_crab,eel,fugu,salmon,rental,trade")
    t = s.table
    crab_tokens = [p for p in ids(s, Z.BAG) if t.pieces[p].kind.startswith("fish_token.king_crab")]
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot2")
    cargo = take(s, Z.market("king_crab", "barrels"), 2)
    arrange(s, [(crab_tokens[1:], Z.supply(2)), (boat, Z.sea(0)), (cargo, Z.hold(boat[0]))])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "depart", boat=ids(s, Z.berth(0, 1))[0])
    play(s, 0, "return", boat=boat[0], berth=1)
    assert "king_crab" in t.vars["overfished"] and not ids(s, Z.market("king_crab", "barrels"))
    assert ids(s, Z.AUCTION_LOT) == crab_tokens[:1]  # the auction still happens


def test_red_snapper_tokens_flat_2_after_overfishing() -> None:
    s = new_game(3, "red_snapper,eel,fugu,salmon,rental,trade")
    give_tokens(s, 0, "red_snapper", 1)
    assert ctx(s).resources(s.table, 0) == 5
    arrange(s, [(ids(s, Z.market("red_snapper", "barrels")), Z.sale(1, "c1", "top"))])
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "end_fishing")
    assert "red_snapper" in s.table.vars["overfished"] and ctx(s).resources(s.table, 0) == 2


def test_a_game_where_nothing_moves_for_three_rounds_ends() -> None:
    s = new_game(2)
    t = s.table
    for _ in range(3 * 2 + 1):
        if s.game.is_over(t):
            break
        seat = t.vars["turn"]
        play(s, seat, "fish")
        play(s, seat, "end_fishing")
        play(s, seat, "fish")
        play(s, seat, "end_fishing")
    assert s.game.is_over(t) and t.vars.get("stalled") is True
    assert s.game.score(t)["scores"] == [2000 + 500 - 300, 2000 + 500 - 300]
