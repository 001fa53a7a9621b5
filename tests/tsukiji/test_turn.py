"""The turn: start-of-turn steps, spoilage, action points, buying (rulebook 4.2-4.6)."""

from __future__ import annotations

from tsukiji_table.games.tsukiji import turn
from tsukiji_table.games.tsukiji import zones as Z

from .tk_helpers import arrange, ctx, give_tokens, ids, illegal, kinds, money, names, new_game, play, set_marker, take, to_main


def pass_turn(s, seat: int) -> None:
    to_main(s)
    play(s, seat, "fish")
    play(s, seat, "end_fishing")
    play(s, seat, "fish")
    play(s, seat, "end_fishing")


# ------------------------------------------------------------------ spoilage


def test_spoilage_returns_the_stale_row_unpaid_and_moves_the_fresh_row_down() -> None:
    s = new_game(3)
    fresh, stale = take(s, Z.market("mackerel", "barrels"), 2)
    arrange(s, [([fresh], Z.sale(1, "c3", "top")), ([stale], Z.sale(1, "c5", "bottom"))])
    pass_turn(s, 0)
    assert s.table.vars["turn"] == 1 and s.table.vars["phase"] == "main"
    assert ids(s, Z.sale(1, "c3", "bottom")) == [fresh] and not ids(s, Z.sale(1, "c3", "top"))
    assert stale in ids(s, Z.market("mackerel", "barrels")) and money(s, 1) == 2000


def test_declared_prices_follow_their_barrel_down() -> None:
    s = new_game(3)
    barrel = take(s, Z.market("eel", "barrels"))
    arrange(s, [(barrel, Z.sale(1, "c7", "top"))], prices={barrel[0]: 1100})
    pass_turn(s, 0)
    assert ids(s, Z.sale(1, "c7", "bottom")) == barrel and ctx(s).price(s.table, barrel[0]) == 1100


def test_freezer_skips_spoilage_and_wears_out() -> None:
    s = new_game(3)
    freezer = take(s, Z.market("rental", "freezer"))
    barrel = take(s, Z.market("mackerel", "barrels"))
    arrange(s, [(freezer, Z.licenses(1)), (barrel, Z.sale(1, "c2", "bottom"))])
    pass_turn(s, 0)
    assert s.table.vars["phase"] == "start" and "use_freezer" in names(s, 1)
    play(s, 1, "use_freezer", freezer=freezer[0])
    play(s, 1, "start_actions")
    assert ids(s, Z.sale(1, "c2", "bottom")) == barrel and not s.table.pieces[freezer[0]].face_up
    pass_turn(s, 1)
    pass_turn(s, 2)
    pass_turn(s, 0)
    play(s, 1, "use_freezer", freezer=freezer[0])
    assert freezer[0] in ids(s, Z.market("rental", "freezer"))


def test_own_stale_fugu_can_be_bought_at_the_start_of_the_turn() -> None:
    s = new_game(3)
    fugu = take(s, Z.market("fugu", "barrels"), 2)
    arrange(s, [([fugu[0]], Z.sale(1, "c4", "bottom")), ([fugu[1]], Z.sale(1, "c2", "top"))])
    pass_turn(s, 0)
    assert s.table.vars["phase"] == "start"
    assert "not a stale fugu" in illegal(s, 1, "buy_own_fugu", barrel=fugu[1])
    play(s, 1, "buy_own_fugu", barrel=fugu[0])
    assert money(s, 1) == 1600 and kinds(s, Z.supply(1)) == {"fish_token.fugu": 1}  # paid to the supply
    assert money(s, 0) == 2000 and money(s, 2) == 2000
    assert "use_freezer" not in names(s, 1)


def test_no_stale_fugu_self_buy_after_a_freezer() -> None:
    s = new_game(3)
    fugu = take(s, Z.market("fugu", "barrels"))
    freezer = take(s, Z.market("rental", "freezer"))
    arrange(s, [(fugu, Z.sale(1, "c4", "bottom")), (freezer, Z.licenses(1))])
    pass_turn(s, 0)
    play(s, 1, "use_freezer", freezer=freezer[0])
    assert "buy_own_fugu" not in names(s, 1)
    assert "after a freezer" in illegal(s, 1, "buy_own_fugu", barrel=fugu[0])


def test_start_phase_is_skipped_when_there_is_nothing_to_choose() -> None:
    s = new_game(3)
    assert s.table.vars["phase"] == "main"


# --------------------------------------------------------------- action points


def test_two_action_points_must_both_be_spent() -> None:
    s = new_game(3)
    to_main(s)
    play(s, 0, "fish")
    play(s, 0, "end_fishing")
    assert s.table.vars["turn"] == 0 and s.table.vars["ap"] == 1
    assert "end_turn" not in names(s, 0)
    play(s, 0, "fish")
    play(s, 0, "end_fishing")
    assert s.table.vars["turn"] == 1 and s.table.vars["turn_count"] == 2


def test_markets_paid_in_yen_do_not_use_action_points() -> None:
    s = new_game(3)
    to_main(s)
    play(s, 0, "enter", market="rental", pay="yen")
    play(s, 0, "rent", item="cart")
    play(s, 0, "leave")
    assert s.table.vars["ap"] == 2 and money(s, 0) == 1600


def test_one_action_at_a_time() -> None:
    s = new_game(3)
    to_main(s)
    play(s, 0, "fish")
    assert "not possible now" in illegal(s, 0, "buy")
    assert "not seat 1's move" in illegal(s, 1, "end_fishing")


def test_play_refuses_malformed_actions_readably() -> None:
    s = new_game(3)
    assert "mapping with an 'action'" in str(_refused(s, 0, "fish"))
    play(s, 0, "fish")
    assert "there is no piece boat.canoe" in illegal(s, 0, "catch", boat="boat.canoe", species="eel")
    assert "catch needs species" in illegal(s, 0, "catch", boat=ids(s, Z.berth(0, 1))[0])
    assert "takes no net" in illegal(s, 0, "catch", boat=ids(s, Z.berth(0, 1))[0], species="eel", net=True)
    assert "expected a text, not 3" in illegal(s, 0, "catch", boat=ids(s, Z.berth(0, 1))[0], species=3)
    assert "unknown action fly" in illegal(s, 0, "fly")


def _refused(s, seat, action):
    from tsukiji_table.games.base import IllegalAction

    try:
        s.play(seat, action)  # type: ignore[arg-type]
    except IllegalAction as exc:
        return exc
    raise AssertionError("accepted")


# -------------------------------------------------------------------- buying


def test_buy_pays_the_owner_returns_the_barrel_and_gives_a_token() -> None:
    s = new_game(3)
    eel = take(s, Z.market("eel", "barrels"))
    arrange(s, [(eel, Z.sale(2, "c4", "top"))])
    to_main(s)
    play(s, 0, "buy")
    play(s, 0, "buy_barrel", barrel=eel[0])
    assert money(s, 0) == 1600 and money(s, 2) == 2400
    assert eel[0] in ids(s, Z.market("eel", "barrels"))
    assert kinds(s, Z.supply(0)) == {"fish_token.eel": 1}
    play(s, 0, "end_buy")
    assert s.table.vars["ap"] == 1


def test_buy_from_several_players_in_one_action() -> None:
    s = new_game(3)
    a, b = take(s, Z.market("mackerel", "barrels"), 2)
    arrange(s, [([a], Z.sale(1, "c1", "top")), ([b], Z.sale(2, "c7", "bottom"))], prices={b: 700})
    to_main(s)
    play(s, 0, "buy")
    play(s, 0, "buy_barrel", barrel=a)
    play(s, 0, "buy_barrel", barrel=b)
    assert money(s, 0) == 1200 and money(s, 1) == 2100 and money(s, 2) == 2700


def test_you_never_buy_your_own_barrels() -> None:
    s = new_game(3)
    mine = take(s, Z.market("mackerel", "barrels"))
    theirs = take(s, Z.market("eel", "barrels"))
    arrange(s, [(mine, Z.sale(0, "c1", "top")), (theirs, Z.sale(1, "c1", "top"))])
    to_main(s)
    play(s, 0, "buy")
    assert "your own harbor" in illegal(s, 0, "buy_barrel", barrel=mine[0])


def test_buy_needs_something_affordable_and_at_least_one_purchase() -> None:
    s = new_game(3)
    to_main(s)
    assert "nothing is for sale" in illegal(s, 0, "buy")
    eel = take(s, Z.market("eel", "barrels"))
    arrange(s, [(eel, Z.sale(1, "c6", "top"))])
    play(s, 0, "buy")
    assert "at least one" in illegal(s, 0, "end_buy")
    arrange(s, [], pay={0: 500})
    assert "costs 600 yen" in illegal(s, 0, "buy_barrel", barrel=eel[0])


def test_barrel_whose_market_has_no_token_left_cannot_be_bought() -> None:
    s = new_game(3)
    eel = take(s, Z.market("eel", "barrels"))
    arrange(s, [(eel, Z.sale(1, "c1", "top")), (ids(s, Z.market("eel", "tokens")), Z.supply(2))])
    to_main(s)
    assert "buy" not in names(s, 0)


# ----------------------------------------------------------------- end of game


def test_end_trigger_money_needs_not_being_sole_lowest_in_resources() -> None:
    s = new_game(3)
    c = ctx(s)
    arrange(s, [], pay={1: 5000})
    assert turn.end_condition(c, s.table, 1) == "money"  # everyone has 0 resources: nobody is sole lowest
    give_tokens(s, 0, "eel", 1)
    give_tokens(s, 2, "eel", 1)
    assert turn.end_condition(c, s.table, 1) is None  # now sole lowest in resources
    give_tokens(s, 1, "eel", 1)
    assert turn.end_condition(c, s.table, 1) == "money"


def test_end_trigger_resources_needs_not_being_sole_lowest_in_money() -> None:
    s = new_game(3)
    c = ctx(s)
    give_tokens(s, 1, "eel", 10)
    arrange(s, [], pay={1: 500})
    set_marker(s, 5)
    assert c.resources(s.table, 1) == 50
    assert turn.end_condition(c, s.table, 1) is None  # sole lowest in money
    arrange(s, [], pay={2: 500})
    assert turn.end_condition(c, s.table, 1) == "resources"


def test_everyone_ties_so_nobody_is_sole_lowest() -> None:
    s = new_game(3)
    arrange(s, [], pay={0: 5000, 1: 5000, 2: 5000})
    assert turn.end_condition(ctx(s), s.table, 0) == "money"


def test_end_is_checked_at_turn_start_then_everyone_plays_once_more() -> None:
    s = new_game(3)
    arrange(s, [], pay={1: 6000})
    pass_turn(s, 0)
    t = s.table
    assert t.vars["end"] == {"by": 1, "why": "money", "left": 3}
    pass_turn(s, 1)
    pass_turn(s, 2)
    assert not s.game.is_over(t)
    pass_turn(s, 0)
    assert s.game.is_over(t) and t.vars["turn_count"] == 4
    assert list(s.game.legal_actions(t, 1)) == [] and s.game.to_move(t) == []
    score = s.game.score(t)
    assert score is not None and score["winner"] == [1]
