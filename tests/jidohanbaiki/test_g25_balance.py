"""G25 with balance: the architect pushes the basket, drinks that fall out are lost (the table-top model)."""

from __future__ import annotations

from typing import Any

import pytest

from tsukiji_table.games.jidohanbaiki import g25_balance as balance
from tsukiji_table.games.session import Session
from tsukiji_table.physics.tabletop import load_tabletop
from tsukiji_table.physics.tabletop.basket import basket_field, fallen, put_in, simulate_push

from .recorded import assert_never_simulated_again

TALL = ["red:longest_bottle", "blue:longest_bottle", "mint:longest_bottle"]


def new(seed: int = 3) -> Session:
    s = Session.new("jido:g25", 2, seed, {"balance": "on"})
    with s.table.begin("test: seat 0 starts") as tx:
        tx.set_var("turn", 0)
    return s


def load(s: Session, drinks: list[str], at: str) -> None:
    with s.table.begin("test: a loaded basket") as tx:
        tx.move([f"drink.{d}" for d in drinks], "p0.cart")
        here = list(s.table.vars["at"])
        here[0] = at
        tx.set_var("at", here)
        tx.set_var("phase", "move")


# ------------------------------------------------------------ the model


def test_a_gentle_push_topples_nothing_and_a_hard_one_topples_tall_bottles_but_not_a_squat_can_alone() -> None:
    spec = load_tabletop()
    empty = basket_field(spec, (0.10, 0.07))
    tall, no_room = put_in(spec, empty, TALL)
    assert no_room == []
    assert fallen(simulate_push(tall, 0.0, 0.18, 1, spec=spec)) == []
    assert set(fallen(simulate_push(tall, 0.0, 0.8, 1, spec=spec))) & set(TALL)
    squat, _ = put_in(spec, empty, ["red:short_can"])
    assert fallen(simulate_push(squat, 0.0, 1.0, 1, spec=spec)) == []  # met low down, a short can slides and stays up


def test_the_push_sends_the_drinks_back_against_the_basket_wall_behind_them() -> None:
    spec = load_tabletop()
    basket, _ = put_in(spec, basket_field(spec, (0.10, 0.07)), ["red:stubby_can"])
    after = simulate_push(basket, 0.0, 0.3, 1, spec=spec).after  # pushed to the right: the can slides left
    assert after.drink("red:stubby_can").x < basket.drink("red:stubby_can").x - 0.02


def test_a_basket_too_full_for_another_drink_says_so() -> None:
    spec = load_tabletop()
    shapes = ["stubby_can", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle"]
    drinks = [f"{c}:{sh}" for c in ("black", "white", "mint", "blue", "red", "purple") for sh in shapes]
    _, no_room = put_in(spec, basket_field(spec, (0.05, 0.04)), drinks)
    assert no_room and len(no_room) < len(drinks)


# ------------------------------------------------------------ the game


def test_with_balance_a_long_walk_loses_the_drinks_that_fall_and_they_are_not_paid(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new()
    monkeypatch.setattr(balance, "push_power", lambda game, steps: 1.0)  # a hard shove: tall bottles go over
    load(s, TALL, "D9")
    money = s.table.money("p0.money")
    s.play(0, {"action": "move", "to": "exit"})
    t = s.table
    lost = [p.removeprefix("drink.") for p in t.zones["lost"].ids]
    assert lost, "a full-strength push topples a tall bottle"
    assert not set(lost) & {p.removeprefix("drink.") for p in t.zones["p0.kept"].ids}
    paid = {piece.removeprefix("drink.") for piece, _, _ in t.vars["last_exit"]["lines"]}
    assert paid == set(TALL) - set(lost)
    assert t.money("p0.money") - money == 300 * len(paid)
    assert t.vars[balance.VAR] == {}  # the cart was emptied at the exit: the basket starts again empty


def test_with_balance_the_log_says_what_fell_in_both_languages(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new()
    monkeypatch.setattr(balance, "push_power", lambda game, steps: 1.0)
    load(s, TALL, "D9")
    s.play(0, {"action": "move", "to": "D6"})
    lines = s.game.describe(s.table, s.table.done[-1], None)
    en = [m.render("en") for m in lines]
    ja = [m.render("ja") for m in lines]
    assert any("loses what falls out" in line for line in en) and any("落ちたものを紛失" in line for line in ja)


def test_without_balance_nothing_is_pushed_and_nothing_falls(monkeypatch: pytest.MonkeyPatch) -> None:
    s = Session.new("jido:g25", 2, 3, {})
    with s.table.begin("test") as tx:
        tx.set_var("turn", 0)

    def boom(*a: Any, **k: Any) -> Any:
        raise AssertionError("pushed without balance")

    monkeypatch.setattr(balance, "simulate_push", boom)
    load(s, TALL, "D9")
    s.play(0, {"action": "move", "to": "exit"})
    assert len(s.table.zones["p0.kept"].ids) == 3


def test_a_push_is_recorded_like_a_die_undo_and_replay_never_simulate_again(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new()
    load(s, TALL, "D9")
    near = sorted(s.game.shop.links["D9"] - {s.game.shop.exit})[0]
    s.play(0, {"action": "move", "to": near})  # one circle: a gentle push, the bottles stay up
    assert len(s.table.vars[balance.VAR]["0"]["drinks"]) == 3
    assert_never_simulated_again(s, monkeypatch, balance, "simulate_push", "push")


def test_the_option_reads_on_off_and_the_rulebooks_with_without() -> None:
    for word, on in (("on", True), ("with", True), ("off", False), ("without", False)):
        s = Session.new("jido:g25", 2, 1, {"balance": word})
        assert bool(s.table.vars.get("balance")) is on


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_game_with_balance_ends_with_random_and_heuristic_bots(players: int) -> None:
    import random

    for seed in (701, 702):
        for kind in ("random", "heuristic"):
            s = Session.new("jido:g25", players, seed, {"balance": "on"})
            g, rng = s.game, random.Random(seed)
            bots = [g.bots["heuristic"](k, random.Random(seed + k)) for k in range(players)] if kind == "heuristic" else None
            for _ in range(5000):
                if g.is_over(s.table):
                    break
                seat = g.to_move(s.table)[0]
                action = bots[seat].act(g, s.table, seat) if bots else rng.choice(list(g.legal_actions(s.table, seat)))
                s.play(seat, action)
            assert g.is_over(s.table), f"{kind} bots, {players} players, seed {seed}: no end"


def test_a_walk_with_only_flat_pieces_in_the_cart_pushes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new()

    def boom(*a: Any, **k: Any) -> Any:
        raise AssertionError("a basket with no drink was pushed")

    monkeypatch.setattr(balance, "simulate_push", boom)
    with s.table.begin("test: a shirt in the cart") as tx:
        tx.move(["standin.shirt#1"], "p0.cart")
        tx.set_var("at", ["D9", s.table.vars["at"][1]])
    s.play(0, {"action": "move", "to": "D6"})
    assert balance.VAR not in s.table.vars or "0" not in s.table.vars[balance.VAR]
    lines = [m.render("en") for m in s.game.describe(s.table, s.table.done[-1], None)]
    assert not any("basket" in line for line in lines)
