"""Ranking, distribution and payment: the rulebook's tables, played through the referee."""

from __future__ import annotations

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.turin.auction import contested, places, rank_groups

from .helpers import act, bid_all, choose_all, hand, lot, money, new, pass_sales, phase, pick_all, play_round, won

# Cards taken by the 1st, 2nd, 3rd ... bidder (rulebook, 競り step 2).
FIRST_ROUND = {2: [2, 0], 3: [2, 1, 0], 4: [1, 1, 0, 0], 5: [1, 1, 1, 0, 0]}
LATER_ROUNDS = {2: [2, 0], 3: [2, 1, 0], 4: [2, 1, 1, 0], 5: [2, 2, 1, 0, 0]}


def _distinct_bids(players: int) -> list[int]:
    # Seat 0 bids most, so seat k is ranked k+1.
    return [players - s for s in range(players)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_distribution_table_first_round(players: int) -> None:
    s = new(players)
    if players >= 4:
        assert phase(s) == "bid", "4-5 players skip the card choice in round 1"
        assert len(lot(s)) == {4: 2, 5: 3}[players]
    else:
        choose_all(s)
    bid_all(s, _distinct_bids(players))
    pick_all(s)
    assert [len(won(s, seat)) for seat in range(players)] == FIRST_ROUND[players]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_distribution_table_later_rounds(players: int) -> None:
    s = new(players)
    play_round(s, [0] * players)  # round 1: nobody takes anything
    assert phase(s) == "choose"
    before = [len(hand(s, seat)) for seat in range(players)]
    choose_all(s)
    assert len(lot(s)) == players and [len(hand(s, seat)) for seat in range(players)] == [n - 1 for n in before]
    bid_all(s, _distinct_bids(players))
    pick_all(s)
    assert [len(won(s, seat)) for seat in range(players)] == LATER_ROUNDS[players]


@pytest.mark.parametrize("players,deal", [(2, 6), (3, 6), (4, 4), (5, 3)])
def test_deal_sizes_and_leftover_cards(players: int, deal: int) -> None:
    s = new(players)
    t = s.table
    assert [len(hand(s, seat)) for seat in range(players)] == [deal] * players
    cards = set(s.game.data.cards)
    boxed = [p for p in t.in_zone("box") if p in cards]
    assert len(boxed) == {2: 6, 3: 0, 4: 0, 5: 0}[players]
    assert len(lot(s)) == {2: 0, 3: 0, 4: 2, 5: 3}[players]
    assert all(money(s, seat) == 15 for seat in range(players))


def test_receivers_pay_in_full_others_pay_half_rounded_down() -> None:
    s = new(3)
    choose_all(s)
    bid_all(s, [6, 5, 3])  # 3rd place takes nothing at 3 players
    results = {r["seat"]: r for r in s.table.vars["result"]}
    assert [results[x]["pays"] for x in range(3)] == [6, 5, 1]  # 3 // 2 = 1
    assert [money(s, x) for x in range(3)] == [9, 10, 14]


def test_half_payment_rounds_down_for_odd_bids() -> None:
    for bid, pays in ((1, 0), (2, 1), (5, 2), (9, 4)):
        s = new(2)
        choose_all(s)
        bid_all(s, [10, bid])
        assert money(s, 1) == 15 - pays


def test_zero_bid_gets_no_card_and_its_place_goes_to_the_box() -> None:
    s = new(3)
    choose_all(s)
    chosen = list(lot(s))
    bid_all(s, [3, 0, 0])
    pick_all(s)
    assert len(won(s, 0)) == 2 and won(s, 1) == [] and won(s, 2) == []
    (left,) = [c for c in chosen if c not in won(s, 0)]
    assert s.table.pieces[left].zone == "box"
    assert [money(s, x) for x in range(3)] == [12, 15, 15]


def test_all_zero_bids_send_the_whole_lot_to_the_box() -> None:
    s = new(4)
    centre = list(lot(s))
    bid_all(s, [0, 0, 0, 0])
    assert all(s.table.pieces[c].zone == "box" for c in centre)
    assert phase(s) == "choose", "nobody won a card, so nobody has a sale to decide"


def test_tied_bidders_rebid_only_among_themselves() -> None:
    s = new(3)
    choose_all(s)
    bid_all(s, [4, 2, 2])
    assert phase(s) == "rebid"
    assert sorted(s.game.to_move(s.table)) == [1, 2]
    with pytest.raises(IllegalAction, match="not seat 0's move"):
        act(s, 0, "rebid", amount=1)


def test_rebid_cannot_lift_above_a_higher_first_bid() -> None:
    s = new(3)
    choose_all(s)
    bid_all(s, [4, 2, 2])
    act(s, 1, "rebid", amount=5)  # 2 + 5 = 7 > 4, still second
    act(s, 2, "rebid", amount=0)
    ranks = {r["seat"]: r["rank"] for r in s.table.vars["result"]}
    assert ranks == {0: 1, 1: 2, 2: 3}
    assert money(s, 1) == 15 - 7


def test_rebid_is_added_to_what_a_non_receiver_pays_half_of() -> None:
    # 4 players, later round: places take 2, 1, 1, 0.  Seats 2 and 3 tie for 3rd.
    s = new(4)
    play_round(s, [0, 0, 0, 0])
    choose_all(s)
    bid_all(s, [6, 5, 3, 3])
    act(s, 2, "rebid", amount=2)
    act(s, 3, "rebid", amount=3)
    results = {r["seat"]: r for r in s.table.vars["result"]}
    assert results[3]["rank"] == 3 and results[3]["pays"] == 6
    assert results[2]["rank"] == 4 and results[2]["pays"] == (3 + 2) // 2


def test_ties_for_places_without_cards_are_not_rebid() -> None:
    s = new(5)  # first round: 1, 1, 1, 0, 0
    bid_all(s, [5, 4, 3, 1, 1])
    assert phase(s) != "rebid"


def test_both_zero_rebid_pay_half_and_return_their_cards_to_the_box() -> None:
    s = new(3)
    choose_all(s)
    chosen = list(lot(s))
    bid_all(s, [3, 2, 2])  # 2nd place (1 card) is tied
    act(s, 1, "rebid", amount=0)
    act(s, 2, "rebid", amount=0)
    roles = {r["seat"]: (r["role"], r["cards"], r["pays"]) for r in s.table.vars["result"]}
    assert roles == {0: ("take", 2, 3), 1: ("return", 1, 1), 2: ("return", 0, 1)}
    act(s, 0, "pick", cards=chosen[:2])  # then seat 1's return of the last card is forced
    assert won(s, 1) == [] and won(s, 2) == []
    assert s.table.pieces[chosen[2]].zone == "box"


def test_both_zero_rebid_returners_choose_which_cards() -> None:
    s = new(3)
    choose_all(s)
    chosen = list(lot(s))
    bid_all(s, [2, 2, 1])  # tie for 1st: places 2 and 1 cards
    act(s, 0, "rebid", amount=0)
    act(s, 1, "rebid", amount=0)
    assert s.game.to_move(s.table) == [0]
    actions = list(s.game.legal_actions(s.table, 0))
    assert {a["action"] for a in actions if a["action"] in ("pick", "return_cards")} == {"return_cards"}
    with pytest.raises(IllegalAction, match=r"to the box \(Return cards to the box\)"):
        act(s, 0, "pick", cards=chosen[:2])
    act(s, 0, "return_cards", cards=[chosen[0], chosen[2]])
    assert all(s.table.pieces[c].zone == "box" for c in chosen)
    assert [money(s, x) for x in range(3)] == [14, 14, 15]


def test_coin_toss_is_seeded_and_recorded() -> None:
    outcomes = set()
    for seed in range(12):
        orders = []
        for _ in range(2):  # same seed, same toss
            s = new(3, seed=seed)
            choose_all(s)
            bid_all(s, [2, 2, 1])
            act(s, 0, "rebid", amount=1)
            act(s, 1, "rebid", amount=1)
            (toss,) = s.table.vars["tosses"]
            assert toss["calls"] == {"heads": 0, "tails": 1}
            assert toss["result"] == ("heads" if toss["order"][0] == 0 else "tails")
            orders.append(toss["order"])
            first = next(r["seat"] for r in s.table.vars["result"] if r["rank"] == 1)
            assert first == toss["order"][0]
        assert orders[0] == orders[1]
        outcomes.add(tuple(orders[0]))
    assert outcomes == {(0, 1), (1, 0)}


def test_coin_toss_undo_redo_does_not_reroll() -> None:
    s = new(3, seed=3)
    choose_all(s)
    bid_all(s, [2, 2, 1])
    act(s, 0, "rebid", amount=1)
    act(s, 1, "rebid", amount=1)
    before = s.table.state_hash()
    s.table.undo()
    s.table.redo()
    assert s.table.state_hash() == before


def test_rank_groups_put_zero_bidders_last_even_with_the_goose() -> None:
    assert rank_groups([3, 0, 3, 1]) == [[0, 2], [3], [1]]
    assert rank_groups([0, 1], bonus=[1, 0]) == [[1], [0]]
    assert rank_groups([2, 3], bonus=[1, 0]) == [[0, 1]]


def test_contested_and_places_pure_functions() -> None:
    groups = rank_groups([4, 2, 2])
    assert contested(groups, [4, 2, 2], (2, 1, 0)) == [1]
    assert contested(rank_groups([0, 0, 0]), [0, 0, 0], (2, 1, 0)) == []
    out = places([2, 1, 0], [2, 2, 4], [0, 1, 0], (2, 1, 0), 3, set())
    assert [(p.seat, p.cards, p.pays) for p in out] == [(2, 2, 4), (1, 1, 3), (0, 0, 1)]


def test_no_picking_before_every_rank_is_settled() -> None:
    s = new(3)
    choose_all(s)
    bid_all(s, [4, 2, 2])
    with pytest.raises(IllegalAction, match="Take cards is not possible now"):
        act(s, 0, "pick", cards=lot(s)[:2])


def test_bid_cannot_exceed_purse_and_must_be_whole() -> None:
    s = new(2)
    choose_all(s)
    with pytest.raises(IllegalAction, match="15 scudo"):
        act(s, 0, "bid", amount=16)
    with pytest.raises(IllegalAction, match="whole number"):
        act(s, 0, "bid", amount="3")
    with pytest.raises(IllegalAction, match="whole number"):
        act(s, 0, "bid", amount=True)


def test_pass_sales_helper_reaches_next_round() -> None:
    s = new(3)
    choose_all(s)
    bid_all(s, [3, 2, 1])
    pick_all(s)
    pass_sales(s)
    assert phase(s) == "choose" and s.table.vars["round"] == 2
