"""G25 Shopping Centre: the walk, taking items, the machine through the tower, leaving the shop, the end."""

from __future__ import annotations

from typing import Any

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.jidohanbaiki import g25_flow as flow
from tsukiji_table.games.jidohanbaiki import g25_rules as rules
from tsukiji_table.games.jidohanbaiki import machine
from tsukiji_table.games.options import SessionError
from tsukiji_table.games.session import Session
from tsukiji_table.physics.recording import INSIDE_ZONE
from tsukiji_table.rulesdata import load_rules
from tsukiji_table.table.commands import Outcome

from .recorded import assert_never_simulated_again


@pytest.fixture(scope="module")
def data() -> dict[str, Any]:
    return load_rules("jidohanbaiki").file("g25.yaml")


@pytest.fixture(scope="module")
def shop(data: dict[str, Any]) -> rules.ShopMap:
    return rules.ShopMap.from_data(data)


def new(players: int = 2, seed: int = 3) -> Session:
    s = Session.new("jido:g25", players, seed, {})
    # Seat 0 starts, whoever the lot chose (「一番最近、買い物に行ったプレイヤー」 is not the program's to know).
    with s.table.begin("test: seat 0 starts") as tx:
        tx.set_var("turn", 0)
        tx.set_var("start", 0)
    return s


def step(s: Session, seat: int, to: str) -> None:
    """Walk, then end the turn if it did not end by itself."""
    s.play(seat, {"action": "move", "to": to})
    if s.table.vars.get("phase") == "shop" and s.table.vars["turn"] == seat:
        s.play(seat, {"action": "end"})


def put(s: Session, seat: int, pieces: list[str], at: str) -> None:
    """Lay pieces in a cart and an architect on a circle (a test's shortcut for several turns of shopping)."""
    with s.table.begin("test: a cart") as tx:
        tx.move(pieces, f"p{seat}.cart")
        here = list(s.table.vars["at"])
        here[seat] = at
        tx.set_var("at", here)


# ------------------------------------------------------------ the walk


def test_a_walk_is_one_to_three_circles_and_never_ends_where_it_began(shop: rules.ShopMap) -> None:
    ends = shop.reachable("D4")
    assert "D4" not in ends  # 手番開始時にいたマスに戻って手番を終了することはできません
    assert {"D3", "D5"} <= ends  # one circle
    assert {"D2", "D6", "C3", "E3", "B6"} & ends == {"D2", "D6", "C3", "E3"}  # two circles (B6 is three away along C6)
    assert "D1" in ends and "D0" not in ends  # three, never four


def test_a_u_turn_lets_a_walk_of_three_end_one_circle_away(shop: rules.ShopMap) -> None:
    # D9 -> D8 -> D9 -> D8 is a walk of three with a U-turn; D8 is also one away: either way it is an end.
    assert "D8" in shop.reachable("D9", 3, 3)


def test_the_exit_ends_a_walk_and_is_reached_only_through_the_central_aisle(shop: rules.ShopMap) -> None:
    assert shop.links[shop.exit] == {"D9", "G9"}
    assert shop.exit in shop.reachable("D7")  # D8, D9, exit
    assert shop.exit not in shop.reachable("A9")  # A9 B9 C9 D9: four away
    beyond = shop.reachable(shop.exit)
    assert "G9" in beyond and shop.exit not in beyond
    # A walk that reaches the exit stops there: from D9 the far lane's G8 is not two steps on through the exit.
    assert "G8" not in shop.reachable("D9", 1, 2)


def test_the_referee_refuses_a_walk_too_far_or_back_to_the_start() -> None:
    s = new()
    with pytest.raises(IllegalAction, match="not 1 to 3"):
        s.play(0, {"action": "move", "to": "A0"})
    with pytest.raises(IllegalAction, match="where it began"):
        s.play(0, {"action": "move", "to": "exit"})
    with pytest.raises(IllegalAction, match="no such circle"):
        s.play(0, {"action": "move", "to": "Z9"})


# ------------------------------------------------------------ leaving the shop


def test_the_printed_exit_example_pays_600_300_500_600_and_the_prices_fall(data: dict[str, Any]) -> None:
    """例：シャツコマ2個、赤いドリンク1本、サケコマ1個、袋から取り出したカニコマ1個 (seed 000, with the red drink)."""
    s = new()
    red = next(p for p in s.table.pieces if p.startswith("drink.red:"))
    crab6 = next(p for p in s.table.pieces if p.startswith("fish_token.king_crab_6"))
    salmon = next(p for p in s.table.pieces if p.startswith("fish_token.salmon") and s.table.pieces[p].zone.startswith("card."))
    put(s, 0, ["standin.shirt#1", "standin.shirt#2", red, salmon, crab6], "D9")
    before = s.table.money("p0.money")
    s.play(0, {"action": "move", "to": "exit"})
    t = s.table
    assert t.money("p0.money") - before == 600 + 300 + 500 + 600
    assert t.money("price.shirts") == 200 and t.money("price.red") == 200  # 100円を引きます, once per category
    assert t.money("price.linen") == 400 and t.money("price.blue") == 300
    assert t.pieces[salmon].face_up  # 「f」面を表にして
    assert sorted(t.zones["p0.kept"].ids) == sorted(["standin.shirt#1", "standin.shirt#2", red, salmon, crab6])
    assert len(t.zones["p0.barrels"].ids) == 1 and t.vars["exits"] == [1, 0]
    assert t.vars["turn"] == 1 and t.vars["phase"] == "move"


def test_salmon_after_someone_left_with_salmon_pays_400_on_its_4_side() -> None:
    s = new()
    salmon = [p for p in s.table.pieces if p.startswith("fish_token.salmon") and s.table.pieces[p].zone.startswith("card.")]
    put(s, 0, salmon[:1], "D9")
    put(s, 1, salmon[1:3], "G9")
    s.play(0, {"action": "move", "to": "exit"})
    before = s.table.money("p1.money")
    s.play(1, {"action": "move", "to": "exit"})
    assert s.table.money("p1.money") - before == 800
    assert not any(s.table.pieces[p].face_up for p in salmon[1:3])


def test_detergent_doubles_the_dearest_clothing_one_each_under_our_reading(data: dict[str, Any]) -> None:
    """洗剤の例: 2 bras, 1 shirt, 2 detergents: the shirt 300 -> 600 and one bra doubled (at the bra card's 200: decision g25-bra-price)."""
    items = [rules.Item("b1", "bra"), rules.Item("b2", "bra"), rules.Item("s", "shirt"), rules.Item("d1", "detergent"), rules.Item("d2", "detergent")]
    prices = {"smalls": 200, "shirts": 300}
    pay = rules.payout(data, items, prices, salmon_left_before=False)
    paid = {line.item.piece: (line.paid, line.doubled) for line in pay.lines}
    assert paid["s"] == (600, True)
    assert sorted([paid["b1"], paid["b2"]]) == [(200, False), (400, True)]
    assert paid["d1"] == (0, False) and pay.total == 1200
    assert set(pay.falls) == {"smalls", "shirts"}


def test_a_third_detergent_with_two_clothing_items_doubles_nothing_more(data: dict[str, Any]) -> None:
    items = [rules.Item("s", "shirt"), rules.Item("x", "washer")] + [rules.Item(f"d{k}", "detergent") for k in range(3)]
    pay = rules.payout(data, items, {"shirts": 300, "machines": 500}, False)
    assert pay.total == 600 + 500  # one per item; a washer is no clothing


def test_a_drink_whose_price_has_fallen_to_nothing_goes_to_the_machines_crate(data: dict[str, Any]) -> None:
    pay = rules.payout(data, [rules.Item("drink.black:short_can", "drink", colour="black")], {"black": 0}, False)
    assert pay.total == 0 and pay.unpaid_drinks == ("drink.black:short_can",)


def test_each_tuna_you_buy_costs_500_more_than_your_last(data: dict[str, Any]) -> None:
    assert [rules.tuna_price(data, n) for n in range(3)] == [500, 1000, 1500]


def test_tuna_is_paid_for_and_drawn_from_the_bag_crab_drawn_free() -> None:
    s = new()
    put(s, 0, [], "D2")  # next to nothing: walk to B0, in front of the first tuna card
    s.play(0, {"action": "move", "to": "D1"})
    assert s.table.vars["phase"] == "shop"
    money = s.table.money("p0.money")
    with pytest.raises(IllegalAction, match="from the bag"):
        s.play(0, {"action": "take", "piece": s.table.zones["card.tuna2"].ids[0]})
    s.play(0, {"action": "draw", "fish": "tuna"})
    assert s.table.money("p0.money") == money - 500
    drawn = s.table.zones["p0.cart"].ids
    assert len(drawn) == 1 and drawn[0].startswith("fish_token.tuna_")
    assert s.table.vars["tuna_bought"] == [1, 0] and s.table.vars["turn"] == 1  # one item a turn: the turn ended


# ------------------------------------------------------------ the machine


def _to_machine(s: Session) -> None:
    put(s, 0, [], "D1")
    s.play(0, {"action": "move", "to": "E0"})


def test_the_machine_takes_every_black_drink_at_once_and_jammed_ones_return_to_the_crate() -> None:
    s = new(seed=4)
    _to_machine(s)
    black = s.game.black_in_crate(s.table)
    assert len(black) == 6
    s.play(0, {"action": "vend"})
    t = s.table
    got = [p for p in t.zones["p0.cart"].ids if p.startswith("drink.")]
    back = list(t.zones[flow.MACHINE_CRATE].ids) + list(t.zones[flow.BESIDE].ids)
    assert sorted(p.removeprefix("drink.") for p in got + back) == sorted(black)  # none lost
    assert not t.zones[INSIDE_ZONE].ids  # T32: taken out by hand
    assert t.vars["tower.last"]["inserted"] and sorted(t.vars["tower.last"]["inserted"]) == sorted(black)


def test_the_vending_step_is_recorded_like_a_die_undo_and_replay_never_simulate_again(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new(seed=4)
    _to_machine(s)
    s.play(0, {"action": "vend"})
    assert_never_simulated_again(s, monkeypatch, machine, "simulate", "machine")


def test_the_machine_is_used_only_from_its_two_circles() -> None:
    s = new()
    put(s, 0, [], "D2")
    s.play(0, {"action": "move", "to": "D1"})
    with pytest.raises(IllegalAction, match="two circles at the machine"):
        s.play(0, {"action": "vend"})


# ------------------------------------------------------------ the end


def test_the_game_ends_exactly_when_all_but_one_have_left_twice() -> None:
    s = new(players=3)
    t = s.table
    for seat, circle in ((0, "D9"), (1, "G9"), (2, "D8")):
        put(s, seat, [], circle)
    s.play(0, {"action": "move", "to": "exit"})
    s.play(1, {"action": "move", "to": "exit"})
    step(s, 2, "D7")
    step(s, 0, "D9")
    s.play(1, {"action": "move", "to": "G9"})
    step(s, 2, "D6")
    s.play(0, {"action": "move", "to": "exit"})  # seat 0 has left twice: one of three
    assert not s.game.is_over(t) and t.zones["p0.home"].ids == [flow.architect(0)]
    assert t.vars["turn"] == 1  # seat 2 is next after 1; seat 0 no longer plays
    s.play(1, {"action": "move", "to": "exit"})
    assert s.game.is_over(t) and t.vars["how"] == "exits"
    score = s.game.score(t)
    assert score is not None and score["exits"] == [2, 2, 0]


def test_a_tie_in_money_goes_to_most_newspapers_then_is_shared() -> None:
    assert rules.winners([900, 900, 500], [1, 2, 5]) == [1]
    assert rules.winners([900, 900], [1, 1]) == [0, 1]


def test_balance_is_off_by_default_and_a_bad_value_is_refused_with_a_message_naming_the_choices() -> None:
    s = Session.new("jido:g25", 2, 1, {})
    assert not s.table.vars.get("balance") and "lost" not in s.table.zones
    with pytest.raises(SessionError, match="on .* or off"):
        Session.new("jido:g25", 2, 1, {"balance": "sometimes"})


def test_rules_check_lists_the_stand_ins_as_assumed(capsys: pytest.CaptureFixture[str]) -> None:
    from tsukiji_table.cli import main

    assert main(["rules", "check"]) == 0
    out = capsys.readouterr().out
    assert "[stand-ins, assumed" in out
    assert "Architect (stand-in)" in out and "Detergent (stand-in)" in out


# ------------------------------------------------------------ the printed examples, played as scripts

SCENARIOS = __import__("pathlib").Path(__file__).resolve().parent.parent / "scenarios" / "jidohanbaiki"


def _scenario(name: str) -> tuple[Any, dict[str, Any]]:
    import yaml

    from tsukiji_table.games.script import run_script

    path = SCENARIOS / name
    return run_script(path), yaml.safe_load(path.read_text(encoding="utf-8"))["expect"]


def _received(table: Any) -> int:
    record = table.vars["last_exit"]
    return sum(paid for _, paid, _ in record["lines"])


def test_the_exit_example_played_pays_two_shirts_a_red_drink_a_fresh_salmon_and_a_crab_6() -> None:
    result, expect = _scenario("g25_exit_example.yaml")
    t = result.session.table
    kept = t.zones["p0.kept"].ids
    assert sorted(result.session.game.item(p).what for p in kept) == ["crab", "drink", "salmon", "shirt", "shirt"]
    assert any(p.startswith("fish_token.king_crab_6") for p in kept) and any(p.startswith("drink.red:") for p in kept)
    assert _received(t) == expect["received"] and t.money("p0.money") == expect["money"]
    assert t.money("price.shirts") == expect["shirts_price"] and t.money("price.red") == expect["red_price"]
    salmon = next(p for p in kept if p.startswith("fish_token.salmon"))
    assert t.pieces[salmon].face_up is expect["salmon_fresh"]
    assert len(t.zones["p0.barrels"].ids) == expect["barrels"]


def test_the_detergent_example_played_doubles_the_shirt_and_one_bra() -> None:
    result, expect = _scenario("g25_detergent_example.yaml")
    t = result.session.table
    record = t.vars["last_exit"]
    assert _received(t) == expect["received"]
    assert sum(1 for _, _, doubled in record["lines"] if doubled) == expect["doubled"]
    paid = {result.session.game.item(p).what: paid for p, paid, doubled in record["lines"] if doubled}
    assert paid == {"shirt": 600, "bra": 400}


@pytest.mark.parametrize("options", [{}, {"balance": "on"}])
def test_replay_verify_gives_the_same_hash_without_running_the_machine_or_the_basket_again(
    options: dict[str, Any], tmp_path: Any, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`tsukiji-table replay --verify` on a game with a vending step (and, with balance, pushes of a loaded basket)."""
    from tsukiji_table.cli import main
    from tsukiji_table.games.jidohanbaiki import g25_balance

    s = Session.new("jido:g25", 2, 4, options)
    with s.table.begin("test: seat 0 starts") as tx:
        tx.set_var("turn", 0)
    put(s, 0, [], "D1")
    s.play(0, {"action": "move", "to": "E0"})
    s.play(0, {"action": "vend"})
    assert s.table.zones["p0.cart"].ids, "seed 4: drinks come out"
    for seat, to in ((0, None), (1, "G9"), (1, None), (0, "D1")):  # with balance: D1 pushes the basket with the drinks that came out
        if to is not None:
            s.play(seat, {"action": "move", "to": to})
        elif s.table.vars["phase"] == "shop" and s.table.vars["turn"] == seat:
            s.play(seat, {"action": "end"})
    pushes = [c for tx in s.table.done for c in tx.commands if isinstance(c, Outcome) and c.name == g25_balance.OUTCOME]
    assert len(pushes) == (1 if options else 0)
    s.save(tmp_path / "g.json")

    def boom(*a: Any, **k: Any) -> Any:
        raise AssertionError("the physics ran again")

    monkeypatch.setattr(machine, "simulate", boom)
    monkeypatch.setattr(g25_balance, "simulate_push", boom)
    assert main(["replay", str(tmp_path / "g.json"), "--verify"]) == 0
    assert capsys.readouterr().out.startswith("OK:")
