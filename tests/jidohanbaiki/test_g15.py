"""G15 Drink Hot-Potato: the printed numbers (scenarios), the turn, the fine, the end and the winner."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.jidohanbaiki import g15_rules as model
from tsukiji_table.games.script import run_script
from tsukiji_table.games.selfplay import play_game
from tsukiji_table.games.session import Session

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "jidohanbaiki"
DEALS = {3: [8, 10, 12], 4: [7, 8, 9, 10], 5: [5, 6, 7, 8, 9], 6: [3, 4, 5, 6, 7, 8]}
MONEY = {3: 1500, 4: 1000, 5: 700, 6: 500}


def _scenario(name: str) -> None:
    path = SCENARIOS / name
    expect = yaml.safe_load(path.read_text(encoding="utf-8"))["expect"]
    result = run_script(path)
    table = result.session.table
    assert [s["money"] for s in result.state["seats"]] == expect["money"]
    assert [len(table.zones[f"p{s}.drinks"].ids) for s in range(table.players)] == expect["drinks"]
    assert table.vars["active"] == expect["active"] and table.vars["phase"] == expect["phase"]
    if "discard" in expect:
        assert table.in_zone("discard") == expect["discard"]
    if "box_drinks" in expect:
        assert sum(1 for p in table.in_zone("box") if p.startswith("drink.")) == expect["box_drinks"]


def test_first_turn_at_three_players_gives_two_each_and_fines_100_per_matching_drink() -> None:
    _scenario("g15_first_turn_three_players.yaml")


def test_six_player_setup_deals_3_to_8_drinks_and_500_each() -> None:
    _scenario("g15_setup_six_players.yaml")


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_drinks_are_dealt_clockwise_from_the_start_player_in_the_printed_numbers(players: int) -> None:
    s = Session.new("jido:g15", players, 40 + players)
    t = s.table
    start = t.vars["start"]
    dealt = [len(t.zones[f"p{(start + k) % players}.drinks"].ids) for k in range(players)]
    assert dealt == DEALS[players]
    assert sum(1 for p in t.in_zone("box") if p.startswith("drink.")) == 36 - sum(DEALS[players])
    assert [t.money(f"p{k}.money") for k in range(players)] == [MONEY[players]] * players
    assert all(len(t.zones[f"p{k}.hand"].ids) == 2 for k in range(players))


def _kept(players: int, seed: int) -> Session:
    s = Session.new("jido:g15", players, seed)
    for seat in range(players):
        s.play(seat, {"action": "keep", "card": s.table.in_zone(f"p{seat}.hand")[0][11:]})
    return s


def test_the_player_with_fewest_drinks_goes_first_and_the_kept_cards_leave_a_shuffled_deck() -> None:
    s = _kept(4, 2)
    t = s.table
    assert t.vars["active"] == t.vars["start"] == model.first_player([len(t.zones[f"p{k}.drinks"].ids) for k in range(4)])
    assert len(t.zones["deck"].ids) == 12 - 4 and not t.zones["discard"].ids
    assert all(not t.pieces[p].face_up for p in t.in_zone("deck"))


@pytest.mark.parametrize("players,each", [(3, 2), (4, 1), (6, 1)])
def test_every_other_player_gives_one_drink_two_at_three_players(players: int, each: int) -> None:
    s = _kept(players, 5)
    t = s.table
    active = t.vars["active"]
    before = len(t.zones[f"p{active}.drinks"].ids)
    givers = s.game.to_move(t)
    assert sorted(givers) == sorted(k for k in range(players) if k != active)
    for seat in givers:
        for _ in range(each):
            s.play(seat, next(iter(s.game.legal_actions(t, seat))))
    shown = t.vars["shown"]
    assert shown["seat"] == active
    assert len(t.zones[f"p{active}.drinks"].ids) == before + each * (players - 1)


def test_a_giver_cannot_give_the_same_drink_twice_nor_one_it_does_not_hold() -> None:
    s = _kept(3, 5)
    t = s.table
    giver = s.game.to_move(t)[0]
    drink = t.in_zone(f"p{giver}.drinks")[0][6:]
    s.play(giver, {"action": "give", "drink": drink})
    with pytest.raises(IllegalAction, match="already chose"):
        s.play(giver, {"action": "give", "drink": drink})
    other = next(p for p in t.in_zone(f"p{t.vars['active']}.drinks"))[6:]
    with pytest.raises(IllegalAction, match="do not hold"):
        s.play(giver, {"action": "give", "drink": other})


def test_a_giver_without_drinks_gives_nothing_and_is_not_waited_for() -> None:
    s = _kept(4, 7)
    t = s.table
    active = t.vars["active"]
    empty = (active + 1) % 4
    with t.begin("empty by hand") as tx:
        tx.move(t.in_zone(f"p{empty}.drinks"), "box")
    assert empty not in s.game.to_move(t)


def test_the_fine_is_100_per_matching_drink_as_far_as_the_money_goes() -> None:
    red, long_can = 4, 6 + 2
    drinks = [red * 6 + 2, red * 6 + 0, 0 * 6 + 2, 3 * 6 + 5]  # red long can, red stubby, black long can, blue longest
    assert model.fine(red, drinks, 100, 1000) == 200
    assert model.fine(long_can, drinks, 100, 1000) == 200
    assert model.fine(red, drinks, 100, 150) == 150  # pays what it can: then it has no coins and the game ends


def test_the_game_ends_when_a_player_has_no_coins_left() -> None:
    result, session = play_game("jido:g15", 5, 3)
    t = session.table
    assert session.game.is_over(t)
    shown = t.vars["shown"]
    assert t.money(f"p{shown['seat']}.money") == 0
    assert all(t.money(f"p{k}.money") > 0 for k in range(5) if k != shown["seat"])


def test_most_coins_wins_and_a_tie_goes_to_fewer_drinks_then_is_shared() -> None:
    assert model.winners([300, 500, 500], [2, 6, 4]) == [2]
    assert model.winners([300, 500, 500], [2, 4, 4]) == [1, 2]
    assert model.winners([0, 900, 100], [9, 9, 0]) == [1]


def test_the_deck_is_reshuffled_with_the_discards_when_one_card_is_left() -> None:
    s = _kept(6, 11)  # six hands: 12 - 6 = 6 cards in the deck
    game, t = s.game, s.table
    while not game.is_over(t) and "reshuffles" not in t.vars:
        assert len(t.zones["deck"].ids) > 1
        seat = game.to_move(t)[0]
        s.play(seat, next(iter(game.legal_actions(t, seat))))
    assert "reshuffles" in t.vars
    assert len(t.zones["deck"].ids) > 1 and not t.zones["discard"].ids
    assert all(not t.pieces[p].face_up for p in t.in_zone("deck"))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_game_ends_with_random_and_heuristic_bots(players: int) -> None:
    for seed in range(15):
        for bots in (["random"] * players, ["heuristic"] * players, ["heuristic"] + ["random"] * (players - 1)):
            result, session = play_game("jido:g15", players, seed, bots, max_actions=3000)
            assert session.game.is_over(session.table) and result.winner


def test_the_heuristic_bot_beats_random_bots() -> None:
    wins = sum(0 in play_game("jido:g15", 4, seed, ["heuristic", "random", "random", "random"])[0].winner for seed in range(40))
    assert wins >= 25  # an even share would be 10


def test_selfplay_is_the_same_twice() -> None:
    first = [play_game("jido:g15", 5, seed)[0].to_json() for seed in range(5)]
    assert first == [play_game("jido:g15", 5, seed)[0].to_json() for seed in range(5)]
