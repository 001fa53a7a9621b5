"""G14 Pocari Bet: the secret card, the draft, investments, payouts, drinks that come out at other times."""

from __future__ import annotations

from typing import Any

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.jidohanbaiki import g14_rules as rules
from tsukiji_table.games.jidohanbaiki import machine
from tsukiji_table.games.jidohanbaiki.drinks import in_zone, var_after
from tsukiji_table.games.session import Session
from tsukiji_table.physics import TowerState
from tsukiji_table.table import view


def new(seed: int = 7) -> Session:
    return Session.new("jido:g14", 3, seed, {})


def mover(s: Session) -> int:
    return s.game.to_move(s.table)[0]


def through_draws(s: Session, deck: str = "shape") -> None:
    for _ in range(3):
        s.play(mover(s), {"action": "draw", "deck": deck})


def through_draft(s: Session) -> list[int]:
    seats = []
    for _ in range(6):
        seat = mover(s)
        seats.append(seat)
        s.play(seat, {"action": "pick", "drink": in_zone(s.table, "supply")[0]})
    return seats


def through_bets(s: Session, kinds: dict[int, str] | None = None, amount: int = 100) -> None:
    for _ in range(3):
        s.play(mover(s), {"action": "invest", "amount": amount})
    for _ in range(3):
        seat = mover(s)
        s.play(seat, {"action": "declare", "kind": (kinds or {}).get(seat, "red")})


# ------------------------------------------------------------------ payouts (the pure rules)


def test_each_drink_of_your_kind_pays_twice_the_stake_and_the_stake_comes_back() -> None:
    pay = rules.payout("blue", "red", 200, ["blue:short_can", "blue:long_can", "red:long_can"], False, False, 2, 500)
    assert (pay.matches, pay.back, pay.won, pay.bonus) == (2, 200, 800, 0)


def test_investing_in_your_own_cards_kind_earns_500_more() -> None:
    pay = rules.payout("long_can", "long_can", 100, ["blue:long_can"], False, False, 2, 500)
    assert (pay.back, pay.won, pay.bonus) == (100, 200, 500)


def test_no_drink_of_your_kind_loses_the_stake_and_the_bonus() -> None:
    pay = rules.payout("long_can", "long_can", 300, ["blue:short_can"], False, False, 2, 500)
    assert pay.lost and (pay.won, pay.bonus) == (0, 0)


def test_the_7th_soda_coming_out_costs_the_start_player_everything() -> None:
    pay = rules.payout("blue", "blue", 300, ["blue:short_can", "blue:long_can"], True, True, 2, 500)
    assert pay.lost and pay.seventh and (pay.won, pay.bonus) == (0, 0)
    other = rules.payout("blue", "blue", 300, ["blue:short_can", "blue:long_can"], True, False, 2, 500)
    assert not other.lost and other.won == 1200


def test_the_draft_snakes_p1_p2_p3_p3_p2_p1() -> None:
    assert rules.draft_order(1, 3, [0, 1, 2, 2, 1, 0]) == [1, 2, 0, 0, 2, 1]


# ------------------------------------------------------------------ the referee


def test_three_players_exactly() -> None:
    assert (Session.new("jido:g14", 3, 1, {}).game.min_players, Session.new("jido:g14", 3, 1, {}).game.max_players) == (3, 3)


def test_the_drawn_card_is_seen_by_its_owner_alone_until_the_payout() -> None:
    s = new()
    first = mover(s)
    s.play(first, {"action": "draw", "deck": "colour"})
    card = s.table.zones[f"p{first}.card"].ids[0]
    for seat in range(3):
        seen = view(s.table, seat).zones[f"p{first}.card"].pieces[0]
        assert (not seen.hidden and card in seen.handle) if seat == first else (seen.hidden and card not in seen.handle)
    # The log does not name it either.
    assert all(card.removeprefix("stock_card.") not in m.render() for tx in s.table.done for m in s.game.describe(s.table, tx, None))
    s.play(mover(s), {"action": "draw", "deck": "shape"})
    s.play(mover(s), {"action": "draw", "deck": "shape"})
    through_draft(s)
    through_bets(s)
    s.play(mover(s), {"action": "insert"})
    for seat in range(3):
        seen = view(s.table, seat).zones[f"p{first}.card"].pieces[0]
        assert not seen.hidden and card in seen.handle


def test_two_top_cards_turn_up_and_their_drink_is_set_aside_as_the_7th_soda() -> None:
    s = new()
    through_draws(s)
    colour = s.table.zones["flip.colour"].ids[0].removeprefix("stock_card.")
    shape = s.table.zones["flip.shape"].ids[0].removeprefix("stock_card.")
    assert s.table.vars["seventh"] == f"{colour}:{shape}"
    assert in_zone(s.table, "seventh") == [f"{colour}:{shape}"]
    assert f"{colour}:{shape}" not in in_zone(s.table, "supply")


def test_the_draft_goes_p1_p2_p3_then_back() -> None:
    s = new()
    through_draws(s)
    start = s.table.vars["start"]
    assert through_draft(s) == [(start + k) % 3 for k in (0, 1, 2, 2, 1, 0)]


def test_an_investment_is_100_to_300_in_hundreds() -> None:
    s = new()
    through_draws(s)
    through_draft(s)
    seat = mover(s)
    for bad in (0, 150, 400):
        with pytest.raises(IllegalAction, match="100, 200 or 300"):
            s.play(seat, {"action": "invest", "amount": bad})
    s.play(seat, {"action": "invest", "amount": 300})
    assert s.table.money(f"p{seat}.stake") == 300 and s.table.money(f"p{seat}.money") == 700


def test_the_start_player_puts_seven_drinks_in_at_once() -> None:
    s = new()
    through_draws(s)
    through_draft(s)
    through_bets(s)
    start = s.table.vars["start"]
    assert s.game.to_move(s.table) == [start]
    s.play(start, {"action": "insert"})
    last = s.table.vars["tower.last"]
    assert last["mode"] == "batch" and len(last["inserted"]) == 7


def test_drinks_that_come_out_at_another_time_go_back_in_with_the_next_round(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new()
    through_draws(s)
    through_draft(s)
    through_bets(s)
    start = s.table.vars["start"]
    late = "mint:stubby_can"  # one of the drinks put in comes out only when the exit is emptied (T23)

    def fake(state: Any, drinks: list[str], mode: str, seed: int, aim: Any = None, **kw: Any) -> dict[str, Any]:
        nonlocal late
        late = drinks[0]
        exits = [{"drink": d, "order": k + 1, "distance": 0.1, "was_jammed": False, "released": d == late, "at_exit": False} for k, d in enumerate(drinks)]
        out = [{"drink": e["drink"], "order": e["order"], "distance": 0.1} for e in exits]
        return {
            "mode": mode,
            "seed": seed,
            "inserted": list(drinks),
            "out": out,
            "exits": exits,
            "jammed": [],
            "not_entered": [],
            "state": TowerState().to_json(),
            "hash": "",
        }

    monkeypatch.setattr(machine, "simulate", fake)
    s.play(start, {"action": "insert"})
    assert in_zone(s.table, "aside") == [late]
    assert late not in s.table.vars["result"]["came"]
    s.play(start, {"action": "pass_crate"})
    through_draws(s)
    through_draft(s)
    through_bets(s)
    s.play(s.table.vars["start"], {"action": "insert"})
    assert s.table.vars["tower.last"]["inserted"][0] == late and len(s.table.vars["tower.last"]["inserted"]) == 8


def test_jammed_drinks_stay_in_the_machine_across_rounds_and_anyone_may_look_inside() -> None:
    s = new()
    through_draws(s)
    through_draft(s)
    through_bets(s)
    start = s.table.vars["start"]
    s.play(start, {"action": "insert"})
    jammed = s.table.vars["tower.last"]["jammed"]
    s.play(start, {"action": "pass_crate"})
    assert sorted(in_zone(s.table, "tower.inside")) == sorted(jammed)
    for seat in range(3):
        assert sorted(p.handle.removeprefix("drink.") for p in view(s.table, seat).zones["tower.inside"].pieces) == sorted(jammed)


def test_a_player_with_no_money_left_receives_500_next_round() -> None:
    s = new()
    through_draws(s)
    through_draft(s)
    victim = mover(s)
    with s.table.begin("spend") as tx:
        tx.pay(f"p{victim}.money", "bank", 700, bank="bank")
    through_bets(s, amount=100)
    start = s.table.vars["start"]
    s.play(start, {"action": "insert"})
    money = s.table.money(f"p{victim}.money")
    with s.table.begin("spend the rest") as tx:
        tx.pay(f"p{victim}.money", "bank", money, bank="bank")
    s.play(start, {"action": "pass_crate"})
    assert s.table.money(f"p{victim}.money") == 500


def test_the_cards_are_reshuffled_into_their_decks_every_round() -> None:
    s = new()
    through_draws(s)
    through_draft(s)
    through_bets(s)
    start = s.table.vars["start"]
    s.play(start, {"action": "insert"})
    s.play(start, {"action": "pass_crate"})
    assert len(s.table.zones["deck.shape"].ids) == 6 and len(s.table.zones["deck.colour"].ids) == 6
    assert all(not s.table.pieces[c].face_up for z in ("deck.shape", "deck.colour") for c in s.table.zones[z].ids)


def test_nine_rounds_then_the_richest_wins() -> None:
    from tsukiji_table.games.selfplay import play_game

    result, session = play_game("jido:g14", 3, 3, ["random"] * 3)
    score = session.game.score(session.table)
    assert score is not None
    if score["how"] == "rounds":
        assert score["rounds"] == 9
        assert result.winner == [s for s in range(3) if result.scores[s] == max(result.scores)]
    else:
        assert max(result.scores) >= 10000


def test_with_every_drink_jammed_inside_nothing_is_put_in_and_every_investment_is_paid_as_no_match() -> None:
    from tsukiji_table.games.selfplay import play_game

    # Seed 6 with these bots: by round 8 the machine holds all 36 drinks (decision g14-round-end).
    _, s = play_game("jido:g14", 3, 6, ["heuristic", "random", "random"])
    assert s.game.is_over(s.table)
    empty = [tx for tx in s.table.done if tx.action == {"action": "insert"} and not any(c for c in tx.commands if getattr(c, "dst", None) == "tower.inside")]
    assert empty, "some round found every drink inside the machine"
    record = var_after(empty[0], "result")
    assert record["came"] == [] and all(seat["n"] == 0 for seat in record["seats"].values())
    assert "puts 0 drinks" in s.game.describe(s.table, empty[0], None)[0].render("en")
