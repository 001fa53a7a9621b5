"""Each fish market's rules (digest §6), one test per rule."""

from __future__ import annotations

from tsukiji_table.games.tsukiji import zones as Z

from .tk_helpers import arrange, ctx, enter, give_tokens, ids, illegal, kinds, money, names, new_game, play, set_marker, take, to_main

# ---------------------------------------------------------------- license income, licenses


def test_entering_a_fish_market_pays_every_license_holder_100_per_license() -> None:
    s = new_game(3)
    arrange(s, [(take(s, Z.market("mackerel", "licenses")), Z.licenses(1))])
    enter(s, 0, "mackerel")
    assert money(s, 0) == 2100 and money(s, 1) == 2200 and money(s, 2) == 2100


def test_external_markets_pay_no_license_income() -> None:
    s = new_game(3)
    enter(s, 0, "rental")
    assert money(s, 1) == 2000


def test_license_income_is_paid_at_an_overfished_market_too() -> None:
    s = new_game(3)
    arrange(s, [(ids(s, Z.market("eel", "barrels")), Z.BOX), (take(s, Z.market("eel", "licenses")), Z.licenses(1))], overfished=["eel"])
    give_tokens(s, 0, "eel", 1)
    enter(s, 0, "eel")
    assert money(s, 1) == 2100


def test_licenses_fill_at_most_four_spaces() -> None:
    s = new_game(3)
    arrange(s, [(take(s, Z.market("eel", "licenses"), 3), Z.licenses(0))])
    enter(s, 0, "salmon")
    assert "license spaces are full" in illegal(s, 0, "buy_license")
    play(s, 0, "return_license", license=ids(s, Z.licenses(0))[0])
    play(s, 0, "buy_license")
    assert money(s, 0) == 1600 and kinds(s, Z.licenses(0))["license.salmon"] == 1


def test_mackerel_license_costs_100_and_one_per_visit() -> None:
    s = new_game(3)
    enter(s, 0, "mackerel")
    play(s, 0, "buy_license")
    assert money(s, 0) == 2000 + 100 - 100  # income for the license held, then its price
    assert "at most 1 Mackerel license per visit" in illegal(s, 0, "buy_license")


def test_market_must_be_left_after_an_operation_only() -> None:
    s = new_game(3)
    enter(s, 0, "eel")
    assert "do at least one thing" in illegal(s, 0, "leave")
    play(s, 0, "buy_license")
    play(s, 0, "leave")
    assert s.table.vars["phase"] == "main" and s.table.vars["ap"] == 1


def test_a_market_where_nothing_can_be_done_cannot_be_entered() -> None:
    s = new_game(3)
    arrange(s, [], pay={0: 0})
    to_main(s)
    assert not any(a["action"] == "enter" and a["market"] == "eel" for a in s.game.legal_actions(s.table, 0))
    assert "nothing could be done" in illegal(s, 0, "enter", market="eel", pay="ap")


# -------------------------------------------------------------------------- Eel


def test_eel_sell_two_at_marker_6_pays_1200_and_marker_falls_to_2() -> None:
    s = new_game(3)
    give_tokens(s, 0, "eel", 2)
    set_marker(s, 6)
    enter(s, 0, "eel")
    play(s, 0, "sell", tokens=ids(s, Z.supply(0)))
    assert money(s, 0) == 3200
    assert s.table.pieces["value_marker"].pos == 2
    assert kinds(s, Z.market("eel", "tokens")) == {"fish_token.eel": 13}


def test_eel_marker_stops_at_the_ends_of_the_track() -> None:
    s = new_game(3)
    give_tokens(s, 0, "eel", 3)
    set_marker(s, 3)
    enter(s, 0, "eel")
    play(s, 0, "sell", tokens=ids(s, Z.supply(0))[:2])
    assert s.table.pieces["value_marker"].pos == 1
    eel = ctx(s).fish("eel")
    with s.table.begin("arrange") as tx:
        eel.move_marker(s.table, tx, 20)  # type: ignore[attr-defined]
    assert s.table.pieces["value_marker"].pos == 13


def test_eel_token_is_worth_the_marker() -> None:
    s = new_game(3)
    give_tokens(s, 0, "eel", 3)
    set_marker(s, 7)
    assert ctx(s).resources(s.table, 0) == 21


# ------------------------------------------------------------------------- Fugu


def test_fugu_four_sold_together_pay_1600() -> None:
    s = new_game(3)
    give_tokens(s, 0, "fugu", 4)
    enter(s, 0, "fugu")
    play(s, 0, "sell", tokens=ids(s, Z.supply(0)))
    assert money(s, 0) == 3600


def test_fugu_holding_is_worth_n_squared() -> None:
    s = new_game(3)
    give_tokens(s, 0, "fugu", 3)
    assert ctx(s).resources(s.table, 0) == 9


def test_fugu_license_is_free() -> None:
    s = new_game(3)
    enter(s, 0, "fugu")
    play(s, 0, "buy_license")
    assert money(s, 0) == 2000 and kinds(s, Z.licenses(0))["license.fugu"] == 1


def test_fugu_may_be_entered_for_yen() -> None:
    s = new_game(3)
    enter(s, 0, "fugu", pay="yen")
    assert money(s, 0) == 1700 and s.table.vars["ap"] == 2


# --------------------------------------------------------------------- Mackerel


def test_mackerel_sells_own_harbor_barrels_and_tokens_100_per_two() -> None:
    s = new_game(3)
    give_tokens(s, 0, "mackerel", 1)
    barrels = take(s, Z.market("mackerel", "barrels"), 2)
    arrange(s, [([barrels[0]], Z.sale(0, "c1", "top")), ([barrels[1]], Z.sale(0, "c4", "bottom"))])
    enter(s, 0, "mackerel")
    assert money(s, 0) == 2100
    play(s, 0, "sell", tokens=ids(s, Z.supply(0)))
    assert money(s, 0) == 2100  # a lone item pays nothing yet
    play(s, 0, "sell", barrels=[barrels[0]])
    assert money(s, 0) == 2200  # the pair is complete over the visit
    play(s, 0, "sell", barrels=[barrels[1]])
    assert money(s, 0) == 2200
    assert barrels[1] in ids(s, Z.market("mackerel", "barrels"))


def test_mackerel_entry_can_be_paid_with_two_mackerel_tokens() -> None:
    s = new_game(3)
    give_tokens(s, 0, "mackerel", 3)
    enter(s, 0, "mackerel", pay="tokens")
    assert len(ids(s, Z.supply(0))) == 1 and s.table.vars["ap"] == 2
    assert len(ids(s, Z.market("mackerel", "tokens"))) == 29


def test_other_markets_never_buy_barrels_from_your_own_harbor() -> None:
    s = new_game(3)
    eel = take(s, Z.market("eel", "barrels"))
    arrange(s, [(eel, Z.sale(0, "c3", "top"))])
    give_tokens(s, 0, "eel", 1)
    enter(s, 0, "eel")
    assert all(not a.get("barrels") for a in s.game.legal_actions(s.table, 0))
    assert "not in your supply" in illegal(s, 0, "sell", tokens=eel)


# --------------------------------------------------------------------- Octopus


def test_octopus_converts_one_token_into_three_takoyaki_put_on_sale() -> None:
    s = new_game(3, "octopus,eel,fugu,salmon,rental,trade")
    give_tokens(s, 0, "octopus", 1)
    enter(s, 0, "octopus")
    play(s, 0, "convert_octopus")
    assert kinds(s, Z.unload(0)) == {"fish_token.takoyaki": 3}
    assert names(s, 0) == {"place"}
    for k, tk in enumerate(ids(s, Z.unload(0))):
        play(s, 0, "place", item=tk, column=("c5", "c5", "c7")[k], **({"price": 800} if k == 2 else {}))
    assert len(ids(s, Z.sale(0, "c5", "top"))) == 2
    assert ctx(s).resources(s.table, 0) == 0  # takoyaki on your own harbor are worth nothing


def test_takoyaki_never_spoil_and_are_worth_5_once_bought() -> None:
    s = new_game(3, "octopus,eel,fugu,salmon,rental,trade")
    tako = take(s, Z.market("octopus", "takoyaki"), 2)
    arrange(s, [(tako, Z.sale(1, "c4", "top"))])
    to_main(s)
    play(s, 0, "buy")
    play(s, 0, "buy_takoyaki", token=tako[0])
    assert money(s, 0) == 1600 and money(s, 1) == 2400
    assert ctx(s).resources(s.table, 0) == 5
    play(s, 0, "end_buy")
    play(s, 0, "fish")
    play(s, 0, "end_fishing")  # seat 1's turn starts: spoilage
    assert ids(s, Z.sale(1, "c4", "top")) == [tako[1]]


def test_takoyaki_pays_the_octopus_entry_from_your_own_harbor() -> None:
    s = new_game(3, "octopus,eel,fugu,salmon,rental,trade")
    tako = take(s, Z.market("octopus", "takoyaki"))
    arrange(s, [(tako, Z.sale(0, "c2", "top"))])
    give_tokens(s, 0, "octopus", 1)
    enter(s, 0, "octopus", pay="takoyaki")
    assert tako[0] in ids(s, Z.market("octopus", "takoyaki")) and s.table.vars["ap"] == 2


def test_octopus_tokens_cannot_be_sold() -> None:
    s = new_game(3, "octopus,eel,fugu,salmon,rental,trade")
    tokens = give_tokens(s, 0, "octopus", 1)
    enter(s, 0, "octopus")
    assert "not done at the Octopus market" in illegal(s, 0, "sell", tokens=tokens)


def test_octopus_overfishing_ignores_takoyaki() -> None:
    s = new_game(3, "octopus,eel,fugu,salmon,rental,trade")
    octo = ctx(s).fish("octopus")
    arrange(s, [(ids(s, Z.market("octopus", "tokens")), Z.supply(1))])
    assert octo.exhausted(s.table) and ids(s, Z.market("octopus", "takoyaki"))


# ----------------------------------------------------------------- Red Snapper


def test_red_snapper_tokens_are_taken_column_by_column_top_to_bottom() -> None:
    s = new_game(3, "red_snapper,eel,fugu,salmon,rental,trade")
    t = s.table
    barrels = take(s, Z.market("red_snapper", "barrels"), 4)
    arrange(s, [(barrels, Z.sale(1, "c1", "top"))])
    to_main(s)
    play(s, 0, "buy")
    order = []
    for b in barrels:
        play(s, 0, "buy_barrel", barrel=b)
        order.append(t.pieces[ids(s, Z.supply(0))[-1]].kind)
    spots_left = {t.pieces[p].pos for p in ids(s, Z.market("red_snapper", "tokens"))}
    assert (0, 0) not in spots_left and (0, 1) not in spots_left and (0, 2) not in spots_left and (1, 0) not in spots_left
    assert (1, 1) in spots_left


def test_red_snapper_value_is_the_lowest_revealed_red_number() -> None:
    s = new_game(3, "red_snapper,eel,fugu,salmon,rental,trade")
    rs = ctx(s).fish("red_snapper")
    give_tokens(s, 0, "red_snapper", 0)
    for taken in range(1, 15):
        grid = ids(s, Z.market("red_snapper", "tokens"))
        nxt = min(grid, key=lambda p: rs.order.index(s.table.pieces[p].pos))  # type: ignore[attr-defined]
        arrange(s, [([nxt], Z.supply(0))])
        assert rs.lowest_red(s.table) == -(-(15 - taken) // 3)  # type: ignore[attr-defined]
        assert ctx(s).resources(s.table, 0) == taken * -(-(15 - taken) // 3)


def test_red_snapper_is_worth_2_once_overfished() -> None:
    s = new_game(3, "red_snapper,eel,fugu,salmon,rental,trade")
    give_tokens(s, 0, "red_snapper", 3)
    arrange(s, [], overfished=["red_snapper"])
    assert ctx(s).resources(s.table, 0) == 6


def test_red_snapper_tokens_cannot_be_sold() -> None:
    s = new_game(3, "red_snapper,eel,fugu,salmon,rental,trade")
    tok = give_tokens(s, 0, "red_snapper", 1)
    enter(s, 0, "red_snapper")
    assert "cannot be sold" in illegal(s, 0, "sell", tokens=tok)


# ---------------------------------------------------------------------- Salmon


def test_salmon_bought_fresh_or_stale_by_row() -> None:
    s = new_game(3)
    t = s.table
    fresh, stale = take(s, Z.market("salmon", "barrels"), 2)
    arrange(s, [([fresh], Z.sale(1, "c4", "top")), ([stale], Z.sale(1, "c2", "bottom"))])
    to_main(s)
    play(s, 0, "buy")
    play(s, 0, "buy_barrel", barrel=fresh)
    play(s, 0, "buy_barrel", barrel=stale)
    a, b = ids(s, Z.supply(0))
    assert t.pieces[a].face_up and not t.pieces[b].face_up
    # Fresh: the number of salmon tokens players own (2); stale: 4.
    assert ctx(s).resources(t, 0) == 2 + 4
    give_tokens(s, 2, "salmon", 3)
    assert ctx(s).value_of(t, [a]) == 5


def test_salmon_license_costs_400_and_tokens_cannot_be_sold() -> None:
    s = new_game(3)
    tok = give_tokens(s, 0, "salmon", 1)
    enter(s, 0, "salmon")
    play(s, 0, "buy_license")
    assert money(s, 0) == 1600
    assert "cannot be sold" in illegal(s, 0, "sell", tokens=tok)


# --------------------------------------------------------- King Crab, Squid, Tuna


def test_king_crab_sells_for_value_plus_400_back_into_the_bag() -> None:
    s = new_game(3, "king_crab,eel,fugu,salmon,rental,trade")
    tok = give_tokens(s, 0, "king_crab", 1, kind="fish_token.king_crab_6")
    enter(s, 0, "king_crab")
    play(s, 0, "sell", tokens=tok)
    assert money(s, 0) == 3000 and tok[0] in ids(s, Z.BAG)


def test_king_crab_license_costs_800() -> None:
    s = new_game(3, "king_crab,eel,fugu,salmon,rental,trade")
    enter(s, 0, "king_crab")
    play(s, 0, "buy_license")
    assert money(s, 0) == 1200


def test_squid_sells_for_600_and_is_worth_nothing() -> None:
    s = new_game(3, "squid,eel,fugu,salmon,rental,trade")
    tok = give_tokens(s, 0, "squid", 2)
    assert ctx(s).resources(s.table, 0) == 0
    enter(s, 0, "squid")
    play(s, 0, "sell", tokens=tok[:1])
    assert money(s, 0) == 2600


def test_tuna_sells_for_its_printed_value_back_into_the_bag() -> None:
    s = new_game(3)
    tok = give_tokens(s, 0, "tuna", 1, kind="fish_token.tuna_20")
    assert ctx(s).resources(s.table, 0) == 20
    enter(s, 0, "tuna")
    play(s, 0, "sell", tokens=tok)
    assert money(s, 0) == 4000 and tok[0] in ids(s, Z.BAG)


def test_tuna_license_costs_1000() -> None:
    s = new_game(3)
    enter(s, 0, "tuna")
    play(s, 0, "buy_license")
    assert money(s, 0) == 1000
