"""G02 Magical Golden Ball Racer, rule by rule (digest G02, seed lines 43-53; decisions g02-*)."""

from __future__ import annotations

import pytest

from tsukiji_table.games.jidohanbaiki import g02_rules as model
from tsukiji_table.games.script import ScriptError, run_script
from tsukiji_table.games.session import Session

from .multi import SCENARIOS, act, refusal_keys, refused, render, scenario

CFG = model.Config()
LINE = [(c, 3) for c in range(8)]  # the straight road at two players


def race(players: int = 2, racer: int = 0, seed: int = 3) -> Session:
    return Session.new("jido:g02", players, seed, {"racer": f"seat{racer + 1}"})


def road(*spots: tuple[int, int]) -> frozenset[tuple[int, int]]:
    return frozenset(spots)


# ------------------------------------------------------------------ the crate


def test_a_drink_sharing_a_colour_with_one_in_the_crate_is_refused() -> None:
    with pytest.raises(ScriptError) as err:
        run_script(SCENARIOS / "g02_a_drink_sharing_a_colour_is_refused.yaml")
    assert "the Black short can has the colour of the Black stubby can already in your crate" in str(err.value)


def test_a_drink_sharing_a_shape_is_refused_and_the_table_is_left_as_it_was() -> None:
    s = race()
    act(s, 0, "lay", to=[0, 3])
    act(s, 1, "take", drink="red:long_can")
    act(s, 0, "lay", to=[1, 3])
    why = refused(s, 1, "take", drink="blue:long_can")
    assert why.key == "jido.g02.why.same_shape"
    assert render([why])[0] == "the Blue long can has the shape of the Red long can already in your crate"
    assert "形状" in render([why], "ja")[0]


def test_a_full_crate_of_six_shapes_and_six_colours_wins() -> None:
    result, expect = scenario("g02_a_full_crate_of_six_shapes_and_colours_wins.yaml")
    s = result.session
    assert s.game.is_over(s.table) and expect["over"]
    assert s.game.score(s.table)["winner"] == expect["winner"] == [1]
    assert s.table.vars["done"] == expect["done"]
    crate = s.game.state(s.table).crates[1]
    assert len({d % 6 for d in crate}) == len({d // 6 for d in crate}) == 6


def test_a_drink_put_back_returns_to_its_own_spot_and_costs_ticks() -> None:
    s = race()
    act(s, 0, "lay", to=[0, 3])
    spot = s.table.pieces["drink.mint:long_can"].pos
    act(s, 1, "take", drink="mint:long_can")
    act(s, 0, "lay", to=[1, 3])
    act(s, 1, "return", drink="mint:long_can")
    assert s.table.pieces["drink.mint:long_can"].zone == "pool" and s.table.pieces["drink.mint:long_can"].pos == spot
    assert s.table.vars["clocks"] == [6, CFG.take_ticks + CFG.return_ticks]
    assert refused(s, 0, "return", drink="mint:long_can").key == "jido.g02.why.racer_no_drinks"


# ------------------------------------------------------------------ the road (A9)


def test_the_road_of_touching_coins_wins_even_where_it_bends() -> None:
    result, expect = scenario("g02_the_road_of_touching_coins_wins.yaml")
    s = result.session
    assert s.game.score(s.table)["winner"] == expect["winner"] == [0]
    assert s.table.vars["done"] == expect["done"] == [27, 30]
    assert model.path(CFG, 2, s.game.state(s.table).road) == [(0, 3), (1, 3), (1, 2), (2, 2), (3, 3), (4, 3), (5, 3), (6, 3), (7, 3)]


def test_a_road_with_a_gap_does_not_join() -> None:
    assert model.path(CFG, 2, road(*LINE)) == LINE
    assert model.path(CFG, 2, road(*(s for s in LINE if s != (4, 3)))) is None


def test_the_road_must_touch_the_start_line_and_the_500_coin() -> None:
    assert model.path(CFG, 2, road(*LINE[1:])) is None  # begins a coin away from the start line
    assert model.path(CFG, 2, road(*LINE[:-1])) is None  # ends a coin short of the 500 coin
    shifted = road((0, 4), *LINE[1:])  # lane E is shifted half a coin: its first spot does not touch the line
    assert not model.at_start(CFG, (0, 4)) and model.path(CFG, 2, shifted) is None
    assert model.path(CFG, 2, road(*LINE[:-1], (6, 2), (7, 2))) is not None  # the 500 coin touched from the lane beside


def test_the_distance_is_two_notes_a_player_and_the_box_coins_always_reach() -> None:
    s = race(players=3)
    assert s.game.road_length(s.table) == 2 * 2 * 3
    for players in range(2, 8):
        assert CFG.length(players) <= CFG.coins  # 28 coins at seven players, of 32


def test_coins_are_laid_one_at_a_time_never_on_another_or_the_500_coin() -> None:
    s = race()
    act(s, 0, "lay", to=[0, 3])
    act(s, 1, "take", drink="red:long_can")
    assert refused(s, 0, "lay", to=[0, 3]).key == "jido.g02.why.spot_taken"
    assert refused(s, 0, "lay", to=[8, 3]).key == "jido.g02.why.goal_spot"
    assert refused(s, 0, "lay", to=[0, 9]).key == "jido.g02.why.off_road"
    assert refused(s, 0, "shift", **{"from": [4, 3], "to": [1, 3]}).key == "jido.g02.why.no_coin_there"
    act(s, 0, "shift", **{"from": [0, 3], "to": [5, 0]})  # a coin already laid may be moved (A9)
    assert s.table.vars["road"] == [[5, 0]]


def test_when_the_pile_is_empty_the_racer_moves_a_laid_coin() -> None:
    state = model.start(CFG, 2, 0)._replace(road=frozenset((c, r) for r in (0, 1, 5, 6) for c in range(8)))
    assert model.pile(CFG, state) == 0
    assert model.check(CFG, state, 0, ("lay", (0, 3))) == ("no_coins", {"n": 32})
    assert all(m[0] == "shift" for m in model.moves(CFG, state, 0))


# ------------------------------------------------------------------ the race in ticks


def test_the_player_with_fewest_ticks_moves_next() -> None:
    s = race()
    assert s.game.to_move(s.table) == [0]  # equal clocks: the lower seat
    act(s, 0, "lay", to=[0, 3])  # racer 3
    assert refused(s, 0, "lay", to=[1, 3]).key == "engine.not_to_move"
    act(s, 1, "take", drink="red:long_can")  # crate 4
    assert s.game.to_move(s.table) == [0]  # 3 < 4
    act(s, 0, "lay", to=[1, 3])  # 6
    assert s.game.to_move(s.table) == [1]


def test_a_take_costs_more_with_more_crate_players_at_the_drinks() -> None:
    assert [model.take_ticks(CFG, n) for n in range(2, 8)] == [4, 6, 8, 10, 12, 14]
    for n in range(2, 8):  # unhindered, a crate and the straight road take the same time
        assert 6 * model.take_ticks(CFG, n) == CFG.length(n) * CFG.coin_ticks


def test_equal_times_share_the_win() -> None:
    result, expect = scenario("g02_a_photo_finish_is_shared.yaml")
    s = result.session
    assert s.game.score(s.table)["winner"] == expect["winner"] == [0, 1]
    assert "seat 0 wins" in render(s.game.describe(s.table, s.table.done[-1], None))


# ------------------------------------------------------------------ teams (A57)


def test_no_teams_at_two_to_four_players() -> None:
    assert model.sides(CFG, 4, 1) == (1, 0, 2, 3)
    assert model.sides(CFG, 2, 0) == (0, 1)


@pytest.mark.parametrize(("players", "sizes"), [(5, (2, 2)), (6, (3, 2)), (7, (3, 3))])
def test_two_teams_at_five_to_seven_players(players: int, sizes: tuple[int, int]) -> None:
    sides = model.sides(CFG, players, 2)
    assert sides[2] == model.RACER
    assert (sides.count(1), sides.count(2)) == sizes


def test_a_team_wins_when_any_member_completes() -> None:
    result, expect = scenario("g02_a_team_wins_when_any_member_completes.yaml")
    s = result.session
    assert s.table.vars["sides"] == expect["sides"] == [0, 1, 2, 1, 2]
    assert s.game.score(s.table)["winner"] == expect["winner"] == [1, 3]


def test_a_race_nobody_finishes_is_called_off() -> None:
    state = model.start(CFG, 3, 0)._replace(clocks=(CFG.limit_ticks,) * 3)
    assert model.to_move(CFG, state) is None and model.winners(CFG, state) == []


# ------------------------------------------------------------------ words and bots


def test_every_refusal_is_a_catalogue_message_in_english_and_japanese() -> None:
    def wrong(rng):
        spot = [rng.randrange(-1, 14), rng.randrange(-1, 8)]
        drink = f"{rng.choice(['red', 'blue', 'mint'])}:{rng.choice(['long_can', 'short_can'])}"
        return [
            {"action": "lay", "to": spot},
            {"action": "shift", "from": spot, "to": spot},
            {"action": "take", "drink": drink},
            {"action": "return", "drink": drink},
        ]

    keys = refusal_keys("jido:g02", 3, range(2), "jido.g02.why.", wrong)
    assert len(keys) >= 7, sorted(keys)


@pytest.mark.parametrize(("players", "seat"), [(2, 0), (2, 1), (5, 1)])
def test_the_heuristic_bot_beats_random_bots(players: int, seat: int) -> None:
    from tsukiji_table.games.selfplay import play_game

    bots = ["random"] * players
    bots[seat] = "heuristic"
    wins = sum(seat in play_game("jido:g02", players, seed, bots, options={"racer": "seat1"})[0].winner for seed in range(10))
    assert wins >= 9


def test_the_log_says_how_full_the_crate_was_when_the_drink_went_in() -> None:
    s = race()
    act(s, 0, "lay", to=[0, 3])
    act(s, 1, "take", drink="red:long_can")
    first = s.table.done[-1]
    act(s, 0, "lay", to=[1, 3])
    act(s, 1, "take", drink="blue:stubby_can")
    assert render(s.game.describe(s.table, first, None)) == ["seat 1 puts the Red long can in their crate, 1 of 6 (tick 4)"]
    assert render(s.game.describe(s.table, s.table.done[-1], None)) == ["seat 1 puts the Blue stubby can in their crate, 2 of 6 (tick 8)"]
