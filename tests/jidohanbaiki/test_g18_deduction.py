"""G18 Two-Card Deduction, rule by rule (digest G18, seed lines 475-479; decisions a47-*, g18-guess), and its secrets."""

from __future__ import annotations

import itertools

import pytest

from tsukiji_table.games.contract import may_see
from tsukiji_table.games.jidohanbaiki import g18_rules as model
from tsukiji_table.games.jidohanbaiki.card_words import card_words
from tsukiji_table.games.session import Session
from tsukiji_table.table import view
from tsukiji_table.text import Seat, msg

from .multi import act, bot_step, bots_for, refusal_keys, refused, render, scenario

COLOURS = ("black", "white", "mint", "blue", "red", "purple")
SHAPES = ("stubby_can", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle")


def new(seed: int = 1) -> Session:
    """Seed 1: purple and longest bottle aside; seat 0 holds square bottle, long can, not-longest bottle, black, blue;
    seat 1 mint, stubby can, white, short can, red."""
    return Session.new("jido:g18", 2, seed, {"first": "seat1"})


def discarded(seed: int = 1) -> Session:
    s = new(seed)
    act(s, 0, "discard", card="blue")
    act(s, 1, "discard", card="red")
    return s


def hand(s: Session, seat: int) -> list[str]:
    return [p.removeprefix("stock_card.") for p in s.table.in_zone(f"p{seat}.hand")]


# ------------------------------------------------------------------ set-up


def test_one_colour_and_one_shape_lie_aside_and_five_cards_are_dealt_to_each() -> None:
    for seed in range(6):
        s = new(seed)
        sol = [p.removeprefix("stock_card.") for p in s.table.in_zone("solution")]
        assert sol[0] in COLOURS and sol[1] in SHAPES
        assert all(not s.table.pieces[f"stock_card.{c}"].face_up for c in sol)
        assert len(hand(s, 0)) == len(hand(s, 1)) == 5
        assert sorted(sol + hand(s, 0) + hand(s, 1)) == sorted(COLOURS + SHAPES)


def test_both_lay_a_card_face_down_at_once_before_the_first_question() -> None:
    s = new()
    assert s.game.to_move(s.table) == [0, 1] and s.table.vars["phase"] == "discard"
    act(s, 1, "discard", card="red")
    assert s.game.to_move(s.table) == [0]
    assert refused(s, 0, "discard", card="red").key == "jido.g18.why.not_in_hand"
    act(s, 0, "discard", card="blue")
    assert s.table.vars["phase"] == "ask" and s.game.to_move(s.table) == [0]
    assert not s.table.pieces["stock_card.red"].face_up


# --------------------------------------------------------------- answers


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_answer_is_the_honest_one_from_the_hand_and_the_face_down_card_does_not_count(seed: int) -> None:
    s = Session.new("jido:g18", 2, seed, {"first": "seat1"})
    for seat in (0, 1):
        act(s, seat, "discard", card=hand(s, seat)[0])
    g, t = s.game, s.table
    held = [g.card_codes[c] for c in hand(s, 1)]
    for drink in list(g.drink_codes)[:11:2]:
        act(s, 0, "ask", drink=drink)
        code = g.drink_codes[drink]
        colour, shape = code // 6, 6 + code % 6
        truth = colour in held or shape in held
        assert (f"drink.{drink}" in t.in_zone("p1.yes")) == truth and (f"drink.{drink}" in t.in_zone("p1.no")) != truth
        if g.is_over(t) or t.vars["phase"] == "answer":
            break
        act(s, 1, "ask", drink=next(p[6:] for p in t.in_zone("supply")))


def test_a_drink_corresponds_to_a_card_naming_its_colour_or_its_shape() -> None:
    assert model.holds_card_for([4], 4 * 6 + 0)  # red card, red stubby can
    assert model.holds_card_for([6 + 5], 2 * 6 + 5)  # longest-bottle card, mint longest bottle
    assert not model.holds_card_for([4, 6 + 5], 2 * 6 + 0)


def test_a_yes_lies_on_the_answerers_side_and_a_no_on_the_askers() -> None:
    s = discarded()
    act(s, 0, "ask", drink="mint:long_can")  # seat 1 holds mint
    act(s, 1, "ask", drink="purple:short_can")  # seat 0 holds neither
    assert s.table.in_zone("p1.yes") == ["drink.mint:long_can"] and s.table.in_zone("p0.no") == ["drink.purple:short_can"]
    assert refused(s, 0, "ask", drink="mint:long_can").key == "jido.g18.why.asked"


def test_an_answer_cannot_be_taken_back() -> None:
    s = discarded()
    act(s, 0, "ask", drink="mint:long_can")
    assert s.table.done[-1].reveal


def test_six_drinks_on_a_face_down_card_force_its_owner_to_name_the_answer() -> None:
    result, expect = scenario("g18_forced_answer.yaml")
    assert result.state["answers"] == expect["answers"]
    assert result.state["score"]["winner"] == expect["winner"]
    s = new()
    for step in result.session.table.done[1 : expect["forced_after"] + 1]:
        s.play(step.seat, step.action)
    assert s.table.vars["phase"] == "answer" and s.game.to_move(s.table) == [1]
    assert {a["action"] for a in s.game.legal_actions(s.table, 1)} == {"guess"}
    assert render(s.game.describe(s.table, s.table.done[-1], 0))[-1] == "seat 1's face-down card carries 6 drinks: seat 1 must name the answer"


def test_naming_the_answer_wrongly_on_ones_turn_loses_and_turns_every_card_over() -> None:
    result, expect = scenario("g18_wrong_answer.yaml")
    score = result.state["score"]
    assert score["winner"] == expect["winner"] and score["solution"] == expect["solution"]
    t = result.session.table
    assert all(t.pieces[p].face_up for z in ("solution", "p0.discard", "p1.discard") for p in t.in_zone(z))
    assert all(may_see(t, "p1.hand", p, 0) for p in t.in_zone("p1.hand"))


def test_naming_both_rightly_wins() -> None:
    s = discarded()
    act(s, 0, "guess", colour="purple", shape="longest_bottle")
    assert s.game.score(s.table)["winner"] == [0]


# ------------------------------------------------------------------ secrets


@pytest.mark.parametrize("seed", range(6))
def test_no_seat_ever_sees_the_answer_or_the_others_cards_until_the_end(seed: int) -> None:
    s = Session.new("jido:g18", 2, seed)
    g, t = s.game, s.table
    bots = bots_for(s, ["heuristic", "heuristic"], seed)
    hidden_zones = ("solution", "p0.hand", "p1.hand", "p0.discard", "p1.discard")
    while True:
        for seat in (0, 1):
            seen = view(t, seat)
            for zid in hidden_zones:
                for pv, pid in zip(seen.zones[zid].pieces, t.zones[zid].ids):
                    mine = zid.startswith(f"p{seat}.")
                    if not mine and not g.is_over(t):
                        assert pv.hidden and pid not in pv.handle, f"seat {seat} sees {pid} in {zid}"
                    assert pv.hidden != may_see(t, zid, pid, seat)
            if t.done[-1].action is not None and not g.is_over(t):
                text = " ".join(render(g.describe(t, t.done[-1], seat)))
                for zid in ("solution", f"p{1 - seat}.hand", f"p{1 - seat}.discard"):
                    for pid in t.in_zone(zid):
                        name = card_words(g.cat, g.card_codes[pid.removeprefix("stock_card.")])["en"]
                        assert f"the {name} card" not in text and "cards aside are" not in text
        if g.is_over(t):
            break
        bot_step(s, bots)


def test_an_answer_tells_the_asker_yes_or_no_and_nothing_more() -> None:
    # Two deals that differ in what seat 1 holds, but answer the question alike: the asker sees the same table and reads the same log.
    seen = []
    for swap in (None, ("mint", "purple")):  # mint in hand <-> purple aside: seat 1's stubby-can card says yes either way
        s = discarded()
        if swap is not None:
            with s.table.begin("test: another deal") as tx:
                tx.move([f"stock_card.{swap[0]}"], "solution", index=0)
                tx.set_face([f"stock_card.{swap[0]}"], False)
                tx.move([f"stock_card.{swap[1]}"], "p1.hand", index=0)
                tx.set_face([f"stock_card.{swap[1]}"], True)
        act(s, 0, "ask", drink="red:stubby_can")
        seen.append((view(s.table, 0), render(s.game.describe(s.table, s.table.done[-1], 0)), s.table.done[-1].label))
    assert seen[0] == seen[1]
    assert seen[0][1] == ["seat 0 asks seat 1 about the Red stubby can", "seat 1 says yes"]


def test_every_question_and_its_answer_are_all_the_log_says() -> None:
    s = discarded()
    act(s, 0, "ask", drink="black:square_bottle")
    for viewer in (0, 1, None):
        assert render(s.game.describe(s.table, s.table.done[-1], viewer)) == [
            "seat 0 asks seat 1 about the Black square bottle",
            "seat 1 says no",
        ]


def test_the_log_line_naming_the_first_asker_still_names_them_after_later_turns() -> None:
    s = discarded()
    opening = s.table.done[-1]
    before = render(s.game.describe(s.table, opening, None))
    act(s, 0, "ask", drink="black:square_bottle")  # the turn passes to seat 1
    assert s.table.vars["turn"] == 1
    assert render(s.game.describe(s.table, opening, None)) == before
    assert before[-1] == render([msg("jido.g18.log.begin", who=Seat(0))])[0]


# -------------------------------------------------------------- words, bots


def test_the_deduction_counts_every_deal_that_agrees_with_the_answers() -> None:
    s = discarded()
    known = [s.game.card_codes[c] for c in ("square_bottle", "long_can", "not_longest_bottle", "black", "blue")]
    everything = model.solutions(known, [], 5, 1)
    colours_left, shapes_left = 6 - 2, 6 - 3
    assert len(everything) == colours_left * shapes_left  # any unseen colour with any unseen shape
    assert sum(everything.values()) == colours_left * shapes_left * 5  # four of the other five in hand, one face down
    red_stubby = 4 * 6 + 0
    worlds = model.worlds(known, [(red_stubby, False)], 5, 1)
    assert worlds and all(not mask >> red_stubby & 1 for _, _, mask in worlds)  # a no: neither red nor the stubby can in hand...
    assert {(4, 7), (2, 6)} <= {answer for answer, _, _ in worlds}  # ...so either may be the answer (or lie face down)


def test_every_refusal_is_a_catalogue_message_in_english_and_japanese() -> None:
    def wrong(rng):
        return [
            {"action": "guess", "colour": rng.choice(["red", "pink"]), "shape": rng.choice(["long_can", "mug"])},
            {"action": "discard", "card": rng.choice(["red", "white", "long_can", "mug"])},
            {"action": "ask", "drink": rng.choice(["red:short_can", "pink:mug"])},
        ]

    keys = refusal_keys("jido:g18", 2, range(4), "jido.", wrong)
    assert {"jido.arg.no_card", "jido.arg.no_colour", "jido.arg.no_shape"} <= keys, sorted(keys)  # pink, mug: the box's words
    assert "jido.g18.why.not_in_hand" in keys, sorted(keys)  # a card the box has, named in words


def test_the_heuristic_bot_beats_random_bots() -> None:
    from tsukiji_table.games.selfplay import play_game

    wins = sum(
        seat in play_game("jido:g18", 2, seed, bots)[0].winner
        for seed in range(30)
        for seat, bots in ((0, ["heuristic", "random"]), (1, ["random", "heuristic"]))
    )
    assert wins >= 50  # of 60; an even share would be 30


def test_the_heuristic_bot_names_the_answer_only_when_sure_or_forced() -> None:
    for seed in range(10):
        s = Session.new("jido:g18", 2, seed)
        bots = bots_for(s, ["heuristic", "heuristic"], seed)
        while not s.game.is_over(s.table):
            bot_step(s, bots)
        guess = s.table.vars["guess"]
        forced = s.game.on_card(s.table, guess["seat"]) >= 6
        assert guess["right"] or forced, f"seed {seed}: {guess}"


def test_all_36_answers_can_be_named() -> None:
    s = discarded()
    named = {(a["colour"], a["shape"]) for a in s.game.legal_actions(s.table, 0) if a["action"] == "guess"}
    assert named == set(itertools.product(COLOURS, SHAPES))
