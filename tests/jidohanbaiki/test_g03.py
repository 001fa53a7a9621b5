"""G03 Genmaicha: rounds, crates, bids, brewing rules, the variants' limits, the end and the bots."""

from __future__ import annotations

from typing import Any

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.jidohanbaiki.g03_rules import LINE_CELLS, assignments, plan, winners
from tsukiji_table.games.selfplay import play_game
from tsukiji_table.games.session import Session
from tsukiji_table.table import Move

ROUNDS = {2: 4, 3: 3, 4: 3, 5: 3, 6: 3}
CHART = {2: [4, 3, 3, 3], 3: [4, 4, 4], 4: [3, 3, 3], 5: [3, 2, 2], 6: [3, 2, 1]}
VARIANTS: list[dict[str, Any]] = [{}, {"matcha": True}, {"ceremony": True}, {"market": True}, {"matcha": True, "ceremony": True, "market": True}]


def _to_brewing(players: int, seed: int, options: dict[str, Any] | None = None) -> Session:
    """Everyone bids nothing but seat 0 (100); picks by the lowest crate number until the brewing."""
    s = Session.new("jido:g03", players, seed, options)
    for seat in s.game.to_move(s.table):
        s.play(seat, {"action": "bid", "amount": 100 if seat == 0 else 0})
    while s.table.vars["phase"] in ("rebid", "pick"):
        seat = s.game.to_move(s.table)[0]
        s.play(seat, next(iter(s.game.legal_actions(s.table, seat))))
    return s


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_three_rounds_four_with_two_players_and_crates_filled_by_the_chart(players: int) -> None:
    result, session = play_game("jido:g03", players, 9)
    filled = []  # drinks dealt from the bag into each crate, one entry per round
    for tx in session.table.done:
        deals = [c for c in tx.commands if isinstance(c, Move) and c.dst.startswith("crate.") and c.src[0][0] == "bag"]
        if deals:
            filled.append([sum(len(c.ids) for c in deals if c.dst == f"crate.{k}") for k in range(1, players + 1)])
    assert len(filled) == ROUNDS[players]
    for rnd, per_crate in enumerate(filled):
        assert all(n <= CHART[players][rnd] for n in per_crate)
    assert filled[0] == [CHART[players][0]] * players


def test_when_the_bag_runs_short_the_crates_are_filled_one_drink_at_a_time() -> None:
    s = Session.new("jido:g03", 6, 3)
    t = s.table
    for seat in range(6):
        s.play(seat, {"action": "bid", "amount": 0})
    while t.vars["phase"] in ("rebid", "pick"):
        seat = s.game.to_move(t)[0]
        s.play(seat, next(iter(s.game.legal_actions(t, seat))))
    with t.begin("a bag nearly empty, by hand") as tx:
        tx.move(t.in_zone("bag")[5:], "box")
    while t.vars["phase"] == "brew":
        seat = s.game.to_move(t)[0]
        s.play(seat, {"action": "done"})
    counts = [len(t.zones[f"crate.{k}"].ids) for k in range(1, 7)]
    assert sorted(counts, reverse=True) == counts and max(counts) - min(counts) <= 1
    assert sum(counts) <= 12 and t.vars["round"] == 2


def test_bids_are_whole_100_yen_coins_up_to_the_money_held() -> None:
    s = Session.new("jido:g03", 3, 1)
    with pytest.raises(IllegalAction, match="whole coins of 100"):
        s.play(0, {"action": "bid", "amount": 150})
    with pytest.raises(IllegalAction, match="you hold 500"):
        s.play(0, {"action": "bid", "amount": 600})
    assert [a["amount"] for a in s.game.legal_actions(s.table, 0)] == [0, 100, 200, 300, 400, 500]


def test_everyone_pays_their_bid_to_the_bank_and_chooses_in_bid_order() -> None:
    s = Session.new("jido:g03", 3, 1)
    for seat, amount in ((0, 100), (1, 300), (2, 0)):
        s.play(seat, {"action": "bid", "amount": amount})
    t = s.table
    assert [t.money(f"p{k}.money") for k in range(3)] == [400, 200, 500]
    assert t.vars["order"] == [1, 0, 2] and s.game.to_move(t) == [1]


def test_only_the_tied_bid_again_and_the_rebid_is_paid_on_top() -> None:
    s = Session.new("jido:g03", 4, 1)
    for seat, amount in ((0, 200), (1, 200), (2, 100), (3, 100)):
        s.play(seat, {"action": "bid", "amount": amount})
    t = s.table
    assert t.vars["phase"] == "rebid" and sorted(s.game.to_move(t)) == [0, 1, 2, 3]
    for seat, amount in ((0, 100), (1, 0), (2, 0), (3, 200)):
        s.play(seat, {"action": "rebid", "amount": amount})
    assert t.vars["order"] == [0, 1, 3, 2]  # 200+100 before 200+0; within the 100s, the re-bid of 200 first
    assert [t.money(f"p{k}.money") for k in range(4)] == [200, 300, 400, 200]


def test_the_last_bidder_takes_the_last_crate_by_itself() -> None:
    s = _to_brewing(3, 4)
    t = s.table
    assert t.vars["phase"] == "brew" and len(t.vars["picked"]) == 3
    assert all(not t.zones[f"crate.{k}"].ids for k in range(1, 4))


def test_brewing_ends_by_itself_when_nothing_can_be_made_and_used_drinks_return_to_the_bag() -> None:
    s = _to_brewing(2, 31)
    t = s.table
    seat = s.game.to_move(t)[0]
    bag = len(t.zones["bag"].ids)
    legal = [a for a in s.game.legal_actions(t, seat) if a["action"] == "brew"]
    assert legal
    s.play(seat, legal[0])
    used = len(set(legal[0]["drinks"]))
    while t.vars["phase"] == "brew" and s.game.to_move(t) == [seat]:
        s.play(seat, {"action": "done"})
    assert len(t.zones["bag"].ids) >= bag + used or t.vars["round"] == 2


def test_every_listed_brew_gives_each_card_a_matching_unspent_ingredient() -> None:
    s = _to_brewing(2, 31)
    g, t = s.game, s.table
    seat = g.to_move(t)[0]
    grid = g.grid(t)
    for action in g.legal_actions(t, seat):
        if action["action"] != "brew":
            continue
        cards = [grid[c] for c in LINE_CELLS[action["line"]]]
        drinks = tuple(g.codes[f"drink.{d}"] for d in action["drinks"])
        assert drinks in set(assignments(cards, g.hand(t, seat), frozenset()))


def test_brand_only_straight_after_the_first_brew_of_a_line() -> None:
    s = _to_brewing(2, 12, {"market": True})
    t = s.table
    with pytest.raises(IllegalAction, match="first brewer"):
        s.play(0, {"action": "brand", "amount": 100})
    s.play(0, {"action": "brew", "line": "c1", "drinks": ["mint:longest_bottle", "mint:longest_bottle", "white:not_longest_bottle"]})
    with pytest.raises(IllegalAction, match="at least 100"):
        s.play(0, {"action": "brand", "amount": 50})
    s.play(0, {"action": "brand", "amount": 200})
    assert t.vars["brands"] == {"c1": [0, t.vars["brands"]["c1"][1]]}
    assert t.money(f"on.{t.vars['brands']['c1'][1]}") == 200


def test_matcha_comes_only_from_the_row_directly_above_or_below_and_only_while_its_coin_lies_there() -> None:
    s = _to_brewing(2, 12, {"matcha": True})
    base = {
        "action": "brew_matcha",
        "row": 1,
        "drinks": ["blue:square_bottle", "mint:longest_bottle", "white:not_longest_bottle"],
        "col": 2,
        "extra": "blue:square_bottle",
    }
    with pytest.raises(IllegalAction, match="directly above or below"):
        s.play(0, {**base, "extra_row": 1})
    with s.table.begin("coin taken by hand") as tx:
        tx.pay("matcha.c2.g1", "bank", 200)
    with pytest.raises(IllegalAction, match="no matcha coin"):
        s.play(0, {**base, "extra_row": 2})


def test_variant_actions_are_refused_when_the_variant_is_off() -> None:
    s = _to_brewing(2, 12)
    with pytest.raises(IllegalAction, match="Tea Ceremony is not in play"):
        s.play(0, {"action": "peek", "col": 0, "drink": "mint:longest_bottle", "as": "colour"})
    assert not any(a["action"] in ("brew_matcha", "brew_ceremony", "peek", "brand") for a in s.game.legal_actions(s.table, 0))


def test_a_peek_needs_an_ingredient_matching_a_face_down_card() -> None:
    s = _to_brewing(2, 11, {"ceremony": True})  # face down: purple, short can, blue
    with pytest.raises(IllegalAction, match="none of the face-down cards"):
        s.play(0, {"action": "peek", "col": 0, "drink": "mint:longest_bottle", "as": "colour"})
    s.play(0, {"action": "peek", "col": 2, "drink": "white:short_can", "as": "shape"})
    assert s.table.vars["secret.0.peeks"] == {"2": "stock_card.blue"}


def test_most_money_wins_then_most_drinks_then_a_shared_win() -> None:
    assert winners([900, 1200, 1200], [5, 1, 3]) == [2]
    assert winners([900, 1200, 1200], [5, 3, 3]) == [1, 2]


def test_the_greedy_plan_spends_each_ingredient_once() -> None:
    # Row 0 of this grid is blue / stubby can / red; one blue stubby can and one red drink make it once.
    grid = (3, 6, 4, 0, 1, 2, 7, 8, 9)
    blue_stubby, red_long = 3 * 6 + 0, 4 * 6 + 2
    total, brews = plan(grid, {"r0": 300, "r1": 200, "r2": 100, "c0": 400, "c1": 500, "c2": 600}, [blue_stubby, red_long], frozenset(), 100)
    assert brews == [("r0", (blue_stubby, blue_stubby, red_long))] and total == 300


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_game_ends_with_random_and_heuristic_bots_in_every_variant(players: int) -> None:
    for options in VARIANTS:
        for seed in range(4):
            for bots in (["random"] * players, ["heuristic"] * players):
                result, session = play_game("jido:g03", players, seed, bots, options=options, max_actions=3000)
                assert session.game.is_over(session.table) and result.winner


def test_the_heuristic_bot_beats_random_bots() -> None:
    wins = sum(0 in play_game("jido:g03", 3, seed, ["heuristic", "random", "random"])[0].winner for seed in range(30))
    assert wins >= 20  # an even share would be 10


def test_selfplay_is_the_same_twice() -> None:
    first = [play_game("jido:g03", 4, seed, options={"ceremony": True, "market": True})[0].to_json() for seed in range(4)]
    assert first == [play_game("jido:g03", 4, seed, options={"ceremony": True, "market": True})[0].to_json() for seed in range(4)]
