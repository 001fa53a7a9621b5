"""G20 Upside-Down Vending Machine: blind bids, shares, bets on where the drinks land, the settlement, the end."""

from __future__ import annotations

from typing import Any

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.jidohanbaiki import g20_rules as rules
from tsukiji_table.games.jidohanbaiki import machine
from tsukiji_table.games.jidohanbaiki.drinks import in_zone
from tsukiji_table.games.session import Session
from tsukiji_table.physics import TowerState
from tsukiji_table.table import view


def new(players: int = 3, seed: int = 7) -> Session:
    return Session.new("jido:g20", players, seed, {})


def bid_all(s: Session, amounts: list[int]) -> None:
    for seat, amount in enumerate(amounts):
        s.play(seat, {"action": "bid", "amount": amount})


def tops(s: Session, n: int = 2) -> list[str]:
    return [in_zone(s.table, f"card.{k}")[-1] for k in range(4) if s.table.zones[f"card.{k}"].ids][:n]


def land(monkeypatch: pytest.MonkeyPatch, *where: str) -> None:
    """The next drops land as told, in order."""

    def fake(state: Any, drinks: list[str], mode: str, seed: int, aim: Any = None, **kw: Any) -> dict[str, Any]:
        assert mode == "inverted"
        landed = dict(zip(drinks, where))
        return {
            "mode": mode,
            "seed": seed,
            "inserted": list(drinks),
            "out": [],
            "exits": [],
            "jammed": [],
            "not_entered": [],
            "landed": landed,
            "state": TowerState().to_json(),
            "hash": "",
        }

    monkeypatch.setattr(machine, "simulate", fake)


# ------------------------------------------------------------------ the bets (pure rules)


def test_one_coin_wins_if_at_least_one_drink_lands_so() -> None:
    assert rules.settle_bet("outside_crate", 1, ["outside_crate", "in_crate_not_slot"], 200) == rules.BetResult(1, 1, 200, 0)


def test_two_coins_need_both_drinks_the_second_is_lost_otherwise() -> None:
    assert rules.settle_bet("in_crate_not_slot", 2, ["outside_crate", "in_crate_not_slot"], 100) == rules.BetResult(2, 1, 100, 100)
    assert rules.settle_bet("in_slot", 2, ["in_slot", "in_slot"], 300) == rules.BetResult(2, 2, 600, 0)


def test_a_caught_drink_has_no_result() -> None:
    assert rules.settle_bet("in_slot", 1, [], 300) == rules.BetResult(1, 0, 0, 100)


# ------------------------------------------------------------------ set-up


def test_setup_two_display_colours_four_share_cards_at_100_and_a_starting_share_each() -> None:
    s = new(4)
    t = s.table
    assert len(t.vars["display"]) == 2 and len(t.vars["shares"]) == 4
    assert sum(len(t.zones[f"bet.{b}"].ids) for b in rules.BETS) == 12
    assert [t.money(f"value.{k}") for k in range(4)] == [100] * 4
    assert [len(t.zones[f"p{s}.shares"].ids) for s in range(4)] == [1] * 4
    assert sum(len(t.zones[f"card.{k}"].ids) for k in range(4)) == 24 - 4
    assert [t.money(f"p{s}.money") for s in range(4)] == [1000] * 4


# ------------------------------------------------------------------ bidding


def test_a_blind_bid_is_seen_by_its_bidder_alone_and_purses_are_closed_while_bidding() -> None:
    s = new()
    s.play(1, {"action": "bid", "amount": 300})
    for seat in range(3):
        seen = view(s.table, seat)
        assert ("secret.1.bid" in seen.vars) == (seat == 1)
        for other in range(3):
            purse = seen.zones[f"p{other}.money"]
            assert (purse.coins is not None and sum(purse.coins.values()) > 0) == (other == seat)
    assert all("300" not in m.render() for tx in s.table.done for m in s.game.describe(s.table, tx, None))


def test_bids_open_together_the_highest_pays_all_of_it_and_purses_open_again() -> None:
    s = new()
    bid_all(s, [200, 500, 100])
    t = s.table
    assert t.vars["lead"] == 1 and t.money("p1.money") == 500 and t.money("p0.money") == 1000
    assert t.vars["bids"] == {"0": 200, "1": 500, "2": 100}
    assert all(view(t, 0).zones[f"p{k}.money"].coins for k in range(3))
    assert not any(name.startswith("secret.") for name in t.vars)


def test_a_tie_at_the_top_bids_again_among_the_tied_only() -> None:
    s = new()
    bid_all(s, [300, 300, 100])
    assert s.table.vars["phase"] == "bid" and s.game.to_move(s.table) == [0, 1]
    with pytest.raises(IllegalAction):
        s.play(2, {"action": "bid", "amount": 0})
    s.play(0, {"action": "bid", "amount": 0})
    s.play(1, {"action": "bid", "amount": 100})
    assert s.table.vars["lead"] == 1 and s.table.money("p1.money") == 900


def test_ties_again_and_again_end_with_a_lot() -> None:
    s = new()
    bid_all(s, [0, 0, 0])
    for _ in range(3):
        for seat in list(s.game.to_move(s.table)):
            s.play(seat, {"action": "bid", "amount": 0})
    assert s.table.vars["phase"] == "buy" and s.table.vars["lead"] in (0, 1, 2)


def test_every_tie_is_told_in_the_log_not_only_the_first() -> None:
    s = new()
    bid_all(s, [300, 300, 100])
    s.play(0, {"action": "bid", "amount": 200})
    s.play(1, {"action": "bid", "amount": 200})  # the same two tie again
    lines = [m.render() for tx in s.table.done for m in s.game.describe(s.table, tx, None)]
    ties = [line for line in lines if "bid again" in line]
    assert len(ties) == 2, lines


def test_bids_are_in_hundreds_up_to_what_you_have() -> None:
    s = new()
    for bad in (50, 1100, -100):
        with pytest.raises(IllegalAction):
            s.play(0, {"action": "bid", "amount": bad})


# ------------------------------------------------------------------ shares, bets, the drop


def test_the_winner_buys_up_to_two_shares_of_different_colours_and_each_card_gains_100() -> None:
    s = new()
    bid_all(s, [100, 0, 0])
    c0, c1 = s.table.vars["shares"][:2]
    s.play(0, {"action": "buy_share", "colour": c0})
    with pytest.raises(IllegalAction, match="different colours"):
        s.play(0, {"action": "buy_share", "colour": c0})
    s.play(0, {"action": "buy_share", "colour": c1})
    t = s.table
    assert t.money("p0.money") == 1000 - 100 - 100 - 100 and t.money("value.0") == 200 and t.money("value.1") == 200
    assert t.vars["phase"] == "bet"


def test_bets_go_clockwise_from_the_winner_and_need_the_coins() -> None:
    s = new()
    bid_all(s, [0, 100, 0])
    s.play(1, {"action": "done_buying"})
    assert s.game.to_move(s.table) == [1]
    s.play(1, {"action": "bet", "landing": "in_slot", "coins": 2})
    assert s.game.to_move(s.table) == [2]
    s.play(2, {"action": "no_bet"})
    s.play(0, {"action": "bet", "landing": "outside_crate", "coins": 1})
    assert s.table.vars["phase"] == "drop" and s.table.money("p1.bet") == 200
    assert "ad_sign#2" in s.table.zones["signs.in_slot"].ids


def test_the_drop_is_two_drinks_of_different_colours_through_the_upturned_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new()
    bid_all(s, [100, 0, 0])
    s.play(0, {"action": "done_buying"})
    for seat in range(3):
        s.play(seat, {"action": "no_bet"})
    one = tops(s, 1)[0]
    same = in_zone(s.table, s.table.pieces[f"drink.{one}"].zone)[0]
    with pytest.raises(IllegalAction, match="exactly 2"):
        s.play(0, {"action": "drop", "drinks": [one]})
    with pytest.raises(IllegalAction, match="different colours"):
        s.play(0, {"action": "drop", "drinks": [one, same]})
    land(monkeypatch, "in_slot", "caught_inside")
    a, b = tops(s)
    s.play(0, {"action": "drop", "drinks": [a, b]})
    assert s.table.vars["tower.last"]["mode"] == "inverted"
    assert in_zone(s.table, "front.1") == [a]  # in the crate: into the crates in front of the machine
    assert b in in_zone(s.table, s.table.pieces[f"drink.{b}"].zone) and s.table.pieces[f"drink.{b}"].zone.startswith("card.")  # caught: back to its card
    k = s.table.vars["shares"].index(a.partition(":")[0])
    assert s.table.money(f"value.{k}") == 200  # the landed drink's card gains 100


def test_selling_pays_the_cards_value_and_the_drink_goes_back(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new()
    bid_all(s, [100, 0, 0])
    s.play(0, {"action": "done_buying"})
    for seat in range(3):
        s.play(seat, {"action": "no_bet"})
    land(monkeypatch, "outside_crate", "outside_crate")
    s.play(0, {"action": "drop", "drinks": tops(s)})
    share = in_zone(s.table, "p0.shares")[0]
    k = s.table.vars["shares"].index(share.partition(":")[0])
    before, value = s.table.money("p0.money"), s.table.money(f"value.{k}")
    s.play(0, {"action": "sell", "drink": share})
    assert s.table.money("p0.money") == before + value and share in in_zone(s.table, f"card.{k}")
    with pytest.raises(IllegalAction):
        s.play(0, {"action": "sell", "drink": in_zone(s.table, "p1.shares")[0]})


def test_the_game_ends_after_selling_once_two_cards_are_empty_or_the_crates_full_and_every_share_is_sold(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new()
    land(monkeypatch, "in_crate_not_slot", "in_slot")
    t = s.table
    while True:
        bid_all(s, [100, 0, 0])
        s.play(0, {"action": "done_buying"})
        for seat in range(3):
            s.play(seat, {"action": "no_bet"})
        s.play(0, {"action": "drop", "drinks": tops(s)})
        filled = len(t.zones["front.1"].ids) + len(t.zones["front.2"].ids)
        done = filled == 12 or sum(1 for k in range(4) if not t.zones[f"card.{k}"].ids) >= 2
        for seat in range(3):
            s.play(seat, {"action": "done_selling"})
        assert s.game.is_over(t) == done
        if done:
            break
    assert all(not t.zones[f"p{k}.shares"].ids for k in range(3))
    assert t.vars["winner"] == [k for k in range(3) if t.money(f"p{k}.money") == max(t.money(f"p{j}.money") for j in range(3))]


def test_players_from_two_to_six() -> None:
    for players in (2, 6):
        assert len(Session.new("jido:g20", players, 1, {}).table.vars["bidders"]) == players
