"""G16 Tori-atama, rule by rule (digest G16, seed lines 451-461; decisions a45-timing, g16-*), and its secrets."""

from __future__ import annotations

import json

import pytest

from tsukiji_table.games.jidohanbaiki import g16_rules as model
from tsukiji_table.games.selfplay import play_game
from tsukiji_table.games.session import Session
from tsukiji_table.table import view

from .multi import act, bot_step, bots_for, refusal_keys, refused, render, scenario

RED_SHORT = 4 * 6 + 1  # codes: colour * 6 + shape


def new(players: int = 3, seed: int = 1, **options: str) -> Session:
    return Session.new("jido:g16", players, seed, {"first": "seat1", **options})


def names(s: Session, zone: str) -> list[str]:
    return [p[6:] for p in s.table.in_zone(zone)]


def held(s: Session) -> dict[str, dict[str, int]]:
    return s.game.public_state(s.table)["held"]


# ------------------------------------------------------------------ set-up


def test_the_drinks_lie_scattered_in_the_centre_and_the_twelve_cards_face_up() -> None:
    layouts = set()
    for seed in range(3):
        s = new(seed=seed)
        t = s.table
        assert len(t.in_zone("centre")) == 36
        cells = [tuple(t.pieces[p].pos) for p in t.in_zone("centre")]
        assert len(set(cells)) == 36
        layouts.add(tuple(cells))
        assert len(t.in_zone("cards")) == 12 and all(t.pieces[p].face_up for p in t.in_zone("cards"))
        assert t.vars["phase"] == "take" and s.game.to_move(t) == [0]
    assert len(layouts) == 3  # a gap in the centre does not say which drink is missing


# ------------------------------------------------------------- the turn


def test_a_drink_nobody_can_challenge_goes_straight_into_the_right_hand() -> None:
    s = new()
    act(s, 0, "take", drink="red:short_can")
    assert names(s, "p0.right") == ["red:short_can"] and s.table.vars["phase"] == "take" and s.table.vars["turn"] == 1


def test_every_other_player_holding_a_drink_is_asked_and_the_taker_is_not() -> None:
    s = new()
    act(s, 0, "take", drink="red:short_can")
    act(s, 1, "take", drink="blue:long_can")
    assert s.table.vars["phase"] == "challenge" and s.game.to_move(s.table) == [0]  # seat 2 holds nothing
    assert s.table.vars["announce"] == "blue:long_can" and names(s, "taking") == ["blue:long_can"]
    assert refused(s, 1, "challenge", hand="right").key == "engine.not_to_move"  # the taker does not challenge itself
    assert refused(s, 0, "challenge", hand="left").key == "jido.g16.why.empty_left"


def test_a_correct_challenge_sends_the_drink_back_and_a_wrong_one_sends_the_hand_back() -> None:
    result, expect = scenario("g16_right_and_wrong_challenge.yaml")
    s = result.session
    assert s.table.vars["phase"] == expect["phase"] and s.table.vars["turn"] == expect["turn"]
    assert names(s, "p0.crate") == expect["p0.crate"]  # the matching hand moved on (left, then the crate at seat 0's turn)
    assert set(expect["centre"]) <= set(names(s, "centre"))  # the wrong hand and the taken drink went back
    assert held(s) == expect["held"]
    judged = s.table.vars["results"][-1]
    assert judged["to"] == "centre" and {(j["seat"], j["right"]) for j in judged["judged"]} == {(0, True), (1, False)}


def test_after_only_wrong_reveals_the_taken_drink_goes_straight_to_the_left_hand() -> None:
    result, expect = scenario("g16_wrong_challenge_taker_advances.yaml")
    s = result.session
    assert names(s, "p1.crate") == expect["p1.crate"]
    assert set(expect["centre_has"]) <= set(names(s, "centre"))
    assert held(s) == expect["held"]
    assert s.table.vars["results"][1] == {"turn": 2, "taker": 1, "to": "left", "judged": [{"seat": 0, "hand": "right", "right": False}]}


def test_at_the_start_of_a_turn_the_left_hand_goes_into_the_crate_and_the_right_to_the_left() -> None:
    s = new(players=2)
    act(s, 0, "take", drink="red:short_can")
    act(s, 1, "take", drink="blue:long_can")
    act(s, 0, "challenge", hand="none")
    assert names(s, "p0.left") == ["red:short_can"] and names(s, "p0.right") == []  # seat 0's turn began
    act(s, 0, "take", drink="mint:stubby_can")
    act(s, 1, "challenge", hand="none")
    assert names(s, "p1.left") == ["blue:long_can"]
    act(s, 1, "take", drink="white:square_bottle")
    act(s, 0, "challenge", hand="none")
    assert names(s, "p0.crate") == ["red:short_can"] and names(s, "p0.left") == ["mint:stubby_can"]


def test_a_hand_matches_when_any_of_its_drinks_shares_the_colour_or_the_shape() -> None:
    red_long = 4 * 6 + 2
    blue_short = 3 * 6 + 1
    black_longest = 0 * 6 + 5
    assert model.matches([black_longest, red_long], RED_SHORT)  # red
    assert model.matches([blue_short], RED_SHORT)  # short can
    assert not model.matches([black_longest, 3 * 6 + 2], RED_SHORT)


def test_the_game_ends_at_six_left_hand_first_the_rest_back_to_the_centre() -> None:
    result, expect = scenario("g16_end_left_hand_first.yaml")
    s = result.session
    score = s.game.score(s.table)
    assert score["scores"] == expect["scores"] and score["winner"] == expect["winner"]
    assert names(s, "p0.crate") == expect["p0.crate"]
    assert set(expect["centre_has"]) <= set(names(s, "centre"))
    assert all(not s.table.in_zone(f"p{p}.{h}") for p in (0, 1) for h in ("left", "right"))


def test_an_overfull_hand_at_the_end_lets_its_owner_choose() -> None:
    s = new(players=2)
    t = s.table
    with t.begin("test: a crate of four and a left hand of three") as tx:
        tx.move(
            ["drink.black:stubby_can", "drink.black:short_can", "drink.black:long_can", "drink.black:square_bottle"],
            "p0.crate",
            pos=[(0, 0), (1, 0), (2, 0), (0, 1)],
        )
        tx.move(["drink.black:longest_bottle", "drink.red:longest_bottle", "drink.white:not_longest_bottle"], "p0.left")
    act(s, 0, "take", drink="mint:stubby_can")
    act(s, 1, "take", drink="blue:long_can")
    act(s, 0, "challenge", hand="none")  # seat 0's turn: the left hand would make seven
    assert t.vars["phase"] == "empty" and s.game.to_move(t) == [0]
    assert refused(s, 0, "keep", drinks=["black:longest_bottle"]).key == "jido.g16.why.keep_count"
    act(s, 0, "keep", drinks=["red:longest_bottle", "white:not_longest_bottle"])
    assert s.game.is_over(t)
    assert {"black:longest_bottle", "mint:stubby_can"} <= set(names(s, "centre"))  # the rest of the left hand, then the right hand
    assert s.game.score(t)["seats"][0] == {"colours": 3, "shapes": 6, "drinks": 6, "total": 9}


def test_points_are_colours_plus_shapes_and_a_tie_goes_to_the_fuller_crate_then_is_shared() -> None:
    cfg = model.Config()
    assert model.points(cfg, [RED_SHORT, 4 * 6 + 2, 3 * 6 + 1])["total"] == 2 + 2
    assert model.winners([5, 5, 4], [4, 3, 6]) == [0]
    assert model.winners([5, 5], [4, 4]) == [0, 1]


# ------------------------------------------------------------------ secrets


@pytest.mark.parametrize(("players", "seed", "bots"), [(2, 1, "heuristic"), (3, 2, "random"), (4, 3, "heuristic"), (6, 4, "random")])
def test_a_seats_view_never_names_the_drinks_in_its_own_hands(players: int, seed: int, bots: str) -> None:
    s = Session.new("jido:g16", players, seed)
    g, t = s.game, s.table
    robots = bots_for(s, [bots] * players, seed)
    steps = 0
    while t.vars["phase"] in ("take", "challenge"):  # at the end every hand is opened on the table
        for seat in range(players):
            mine = [p[6:] for h in ("right", "left") for p in t.in_zone(f"p{seat}.{h}")]
            if not mine:
                continue
            seen = view(t, seat)
            text = json.dumps({"zones": {z: [p.handle for p in zv.pieces] for z, zv in seen.zones.items()}, "vars": seen.vars})
            lines = " ".join(render(g.describe(t, t.done[-1], seat)))
            for name in mine:
                assert name not in text, f"seat {seat} sees {name} in its own hand"
                drink = g.cat.drink_label(g.drink_codes[name])
                assert drink not in lines, f"seat {seat}'s log names {drink}, which it holds"
        bot_step(s, robots)
        steps += 1
    assert steps > players


def test_a_challenge_stays_secret_until_the_window_closes() -> None:
    s = new()
    act(s, 0, "take", drink="red:short_can")
    act(s, 1, "take", drink="blue:long_can")
    act(s, 0, "challenge", hand="none")
    act(s, 2, "take", drink="red:longest_bottle")
    act(s, 0, "challenge", hand="right")
    for seat in (1, 2):
        seen = view(s.table, seat)
        assert "secret.0.reveal" not in seen.vars and "right" not in " ".join(render(s.game.describe(s.table, s.table.done[-1], seat)))
    assert render(s.game.describe(s.table, s.table.done[-1], 0)) == ["seat 0 will reveal the right hand"]
    assert render(s.game.describe(s.table, s.table.done[-1], 1)) == ["seat 0 has decided"]


def test_the_log_says_a_drink_was_taken_but_never_which() -> None:
    s = new()
    act(s, 0, "take", drink="red:short_can")
    for viewer in (0, 1, None):
        text = " ".join(render(s.game.describe(s.table, s.table.done[-1], viewer)))
        assert "takes a drink" in text and "Red" not in text
    assert s.table.done[-1].label == "take"


# -------------------------------------------------------------- words, bots


def test_every_refusal_is_a_catalogue_message_in_english_and_japanese() -> None:
    def wrong(rng):
        return [
            {"action": "take", "drink": rng.choice(["red:short_can", "pink:mug"])},
            {"action": "challenge", "hand": rng.choice(["right", "left"])},
            {"action": "keep", "drinks": ["red:short_can"]},
        ]

    keys = refusal_keys("jido:g16", 3, range(3), "jido.", wrong)
    assert {"jido.arg.no_drink", "jido.g16.why.empty_left"} <= keys, sorted(keys)  # pink:mug is no drink of the box


def test_the_heuristic_bot_beats_random_bots() -> None:
    wins = sum(
        seat in play_game("jido:g16", 2, seed, bots)[0].winner
        for seed in range(15)
        for seat, bots in ((0, ["heuristic", "random"]), (1, ["random", "heuristic"]))
    )
    assert wins >= 25  # of 30; an even share would be 15


def test_the_timer_is_on_by_default_and_can_be_turned_off() -> None:
    s = new()
    assert s.game.timer_seconds(s.options) == 5
    assert s.game.timer_seconds({"timer": "off"}) is None
    timer = next(o for o in s.game.options if o.name == "timer")
    assert timer.parse("off") == "off" and timer.check is not None and timer.check(False) == "off"  # --opt timer=off may arrive as YAML's false
    assert Session.new("jido:g16", 2, 1, {"timer": False}).options["timer"] == "off"
