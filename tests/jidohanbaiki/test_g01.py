"""G01 Short-Can Flick: the rules as the rulebook states them (seed 004 lines 23-41), on arranged fields."""

from __future__ import annotations

from typing import Any

import pytest

from tsukiji_table.games.jidohanbaiki import g01_rules as rules
from tsukiji_table.games.jidohanbaiki.g01_flow import COIN, FIELD_ZONE, can_of, current
from tsukiji_table.games.session import Session
from tsukiji_table.physics.recording import drink_piece
from tsukiji_table.physics.tabletop import STANDING, FieldDrink, FieldState
from tsukiji_table.physics.tabletop.recording import field_on_table, recorded_flick, set_field

GAP = 0.035  # m between the can and the drink it is flicked at


def _started(players: int = 2, seed: int = 3) -> Session:
    session = Session.new("jido:g01", players, seed)
    session.play(0, {"action": "insert"})
    return session


def _arrange(session: Session, drinks: dict[str, tuple[float, float]], **vars: Any) -> None:
    """Only ``drinks`` on the field, standing where given; the others go back to the box; the team's can launched."""
    table = session.table
    field = field_on_table(table)
    keep = FieldState(field.bounds, tuple(FieldDrink(d, x, y) for d, (x, y) in drinks.items()), field.crates, field.coins)
    with table.begin("arrange") as tx:
        gone = [drink_piece(d.id) for d in field.drinks if d.id not in drinks]
        if gone:
            tx.move(gone, "box")
        set_field(tx, keep, zone=FIELD_ZONE)
        tx.set_var("launched", [True] * len(table.vars["teams"]))
        for name, value in vars.items():
            tx.set_var(name, value)


def _middle(session: Session) -> tuple[float, float]:
    coin = next(c for c in field_on_table(session.table).coins if c.id == COIN)
    return coin.x - 0.1, coin.y


def _drink_of(session: Session, shape: str, team: int = 1) -> str:
    return f"{session.table.vars['colours'][team]}:{shape}"


def _beside_the_can(session: Session, drink_of: Any, **vars: Any) -> tuple[int, str, tuple[float, float]]:
    """The team to move's can in the field's left half and one drink (``drink_of(team)``) just right of it: (team, drink, can's place)."""
    table = session.table
    team, _ = current(table)
    x, y = _middle(session)
    drink = drink_of(team)
    _arrange(session, {can_of(session.game, table, team): (x, y), drink: (x + GAP, y)}, **vars)
    return team, drink, (x, y)


def _flick_right(session: Session, power: float = 0.8) -> dict[str, Any]:
    table = session.table
    session.play(session.game.to_move(table)[0], {"action": "flick", "angle": 0.0, "power": power})
    return table.vars["last"]


def test_exactly_the_next_shape_knocked_over_is_collected_whatever_its_colour() -> None:
    session = _started()
    table = session.table
    team, target, _ = _beside_the_can(
        session, lambda team: _drink_of(session, table.vars["seq"][0], team=1 - team)
    )  # the other's colour: only the shape matters
    last = _flick_right(session)
    assert last["kind"] == "success" and last["drinks"] == [target]
    assert table.vars["progress"][team] == 1
    assert drink_piece(target) in table.zones[f"t{team}.stock"].ids
    assert target not in field_on_table(table).drink_ids()


def test_a_wrong_drink_knocked_over_costs_100_and_stands_up_again_where_it_stood() -> None:
    session = _started()
    table = session.table
    team, wrong, (x, y) = _beside_the_can(session, lambda team: _drink_of(session, table.vars["seq"][1]))
    last = _flick_right(session)
    assert last["kind"] == "fault" and last["drinks"] == [wrong]
    assert table.money(f"t{team}.money") == 400 and table.money("bank") > 0
    back = field_on_table(table).drink(wrong)
    assert back.state == STANDING
    assert abs(back.x - (x + GAP)) < 0.03 and abs(back.y - y) < 0.03  # where it stood, or the nearest free spot
    assert table.vars["progress"][team] == 0


def test_two_drinks_knocked_over_at_once_is_a_fault_even_with_the_target_among_them() -> None:
    assert rules.judge(["a:stubby_can", "b:long_can"], "r:short_can", "stubby_can").kind == rules.FAULT
    assert rules.judge(["a:long_can"], "r:short_can", "stubby_can").kind == rules.FAULT
    assert rules.judge(["r:short_can"], "r:short_can", "stubby_can").kind == rules.NOTHING  # your own can going over is no knock
    assert rules.judge(["r:short_can", "a:stubby_can"], "r:short_can", "stubby_can") == rules.Judgement(rules.SUCCESS, ("a:stubby_can",))


def test_a_slow_push_knocks_nothing_over_and_costs_nothing() -> None:
    session = _started()
    table = session.table
    team, _, _ = _beside_the_can(session, lambda team: _drink_of(session, table.vars["seq"][1]))
    last = _flick_right(session, power=0.2)
    assert last["kind"] == "nothing"
    assert table.money(f"t{team}.money") == 500


def test_bankruptcy_returns_the_collected_drinks_to_their_places_and_pays_500() -> None:
    session = _started()
    table = session.table
    team, _ = current(table)
    home = table.vars["home"]
    collected = _drink_of(session, table.vars["seq"][0], team=team)
    _beside_the_can(session, lambda team: _drink_of(session, table.vars["seq"][2]))
    with table.begin("one drink collected, 100 left") as tx:
        tx.move([drink_piece(collected)], f"t{team}.stock")
        tx.set_var("progress", [1 if t == team else 0 for t in range(2)])
        tx.pay(f"t{team}.money", "bank", 400, bank="bank")
    last = _flick_right(session)
    assert last["kind"] == "fault" and last["bankrupt"] == [collected]
    assert table.money(f"t{team}.money") == 500
    assert table.vars["progress"][team] == 0 and not table.zones[f"t{team}.stock"].ids
    back = field_on_table(table).drink(collected)
    assert back.state == STANDING and abs(back.x - home[collected][0]) < 0.03 and abs(back.y - home[collected][1]) < 0.03


def test_knocking_over_the_fifth_in_order_wins() -> None:
    session = _started()
    table = session.table
    team, seat = current(table)
    _beside_the_can(session, lambda team: _drink_of(session, table.vars["seq"][4]), progress=[4 if t == team else 0 for t in range(2)])
    _flick_right(session)
    assert session.game.is_over(table)
    score = session.game.score(table)
    assert score is not None and score["winner"] == [seat] and score["how"] == "won"


def test_the_can_that_comes_out_farthest_flicks_first_and_a_can_that_stays_in_last() -> None:
    assert rules.turn_order([0.10, 0.25, None, 0.18], [0, 1, 2, 3]) == [1, 3, 0, 2]
    assert rules.turn_order([None, 0.2, None], [2, 1, 0]) == [1, 2, 0]  # the stuck ones by the recorded draw
    session = _started(4, seed=8)
    dist, order = session.table.vars["distances"], session.table.vars["order"]
    came = [t for t in order if dist[t] is not None]
    assert [dist[t] for t in came] == sorted((d for d in dist if d is not None), reverse=True)
    assert order[: len(came)] == came
    assert not session.table.zones["tower.inside"].ids  # every can back with its player (A7)


def test_the_first_flick_starts_on_the_500_coin_and_the_can_is_stood_up_where_it_stopped() -> None:
    session = _started()
    table = session.table
    team, seat = current(table)
    can = can_of(session.game, table, team)
    coin = next(c for c in field_on_table(table).coins if c.id == COIN)
    session.play(seat, {"action": "flick", "angle": 90.0, "power": 0.5})
    flick = recorded_flick(table.done[-1])
    assert flick is not None and flick.mover == can
    start = flick.before.drink(can)
    assert (start.x, start.y) == (coin.x, coin.y)
    assert field_on_table(table).drink(can).state == STANDING


@pytest.mark.parametrize(("players", "teams"), [(6, [[0], [1], [2], [3], [4], [5]]), (7, [[0, 4], [1, 5], [2, 6], [3]]), (8, [[0, 4], [1, 5], [2, 6], [3, 7]])])
def test_seven_and_more_play_in_teams_that_share_a_colour_set_and_flick_in_turn(players: int, teams: list[list[int]]) -> None:
    assert rules.make_teams(players, 7, 2) == teams
    order = list(range(len(teams)))
    seats = [rules.to_flick(turn, order, teams)[1] for turn in range(2 * len(teams))]
    assert seats == [m[0] for m in teams] + [m[-1] if len(m) > 1 else m[0] for m in teams]
    if players > 6:
        session = Session.new("jido:g01", players, 1)
        assert len(session.table.vars["colours"]) == len(teams)


def test_a_replay_of_a_saved_game_gives_the_same_table(tmp_path: Any) -> None:
    from tsukiji_table.games.session import verify_save

    session = _started(3, seed=5)
    for _ in range(6):
        seat = session.game.to_move(session.table)[0]
        session.play(seat, {"action": "flick", "angle": 45.0 * seat + 10, "power": 0.6})
    path = tmp_path / "g01.json"
    session.save(path)
    report = verify_save(path)
    assert report.ok, report.describe()
