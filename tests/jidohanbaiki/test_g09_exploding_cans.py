"""G09 Exploding Cans, rule by rule (digest G09, seed lines 229-273; decisions a31-a34, g09-*)."""

from __future__ import annotations

import pytest

from tsukiji_table.games.jidohanbaiki import g09_rules as model
from tsukiji_table.games.session import Session

from .multi import act, bot_step, bots_for, refusal_keys, refused, render, scenario

SHAPES = ("stubby_can", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle")
CFG = model.Config()
E = model.EMPTY


def new(players: int = 2, **options) -> Session:
    return Session.new("jido:g09", players, 1, {"first": "seat1", **options})


def board(**cells: int) -> tuple[int, ...]:
    """A board with drinks on squares named like ``B3``."""
    out = [E] * 36
    for name, drink in cells.items():
        out[(int(name[1]) - 1) * 6 + "ABCDEF".index(name[0])] = drink
    return tuple(out)


def sq(name: str) -> int:
    return (int(name[1]) - 1) * 6 + "ABCDEF".index(name[0])


RED, BLUE = 4, 3  # colour indices


def drink(colour: int, shape: str) -> int:
    return colour * 6 + SHAPES.index(shape)


# ------------------------------------------------------------------ set-up


def test_setup_gives_each_player_the_six_drinks_of_one_colour_and_lays_the_coins_on_the_cards() -> None:
    s = new(3)
    t = s.table
    assert [sorted(p.split(":")[1] for p in t.in_zone(f"p{k}.stock")) for k in range(3)] == [sorted(SHAPES)] * 3
    assert [t.in_zone(f"p{k}.stock")[0].split(".")[1].split(":")[0] for k in range(3)] == ["red", "blue", "mint"]
    assert t.in_zone("cards") == [f"stock_card.{s}" for s in SHAPES]  # 「以下の順序で並べます」
    coins = {zid: t.money(zid) for zid in t.zones if zid.startswith("coins.") and t.money(zid)}
    assert coins == {
        "coins.stubby_can.above": 400,
        "coins.short_can.below": 100,
        "coins.long_can.below": 200,
        "coins.square_bottle.above": 300,
        "coins.not_longest_bottle.above": 200,
        "coins.longest_bottle.above": 100,
    }
    assert not t.zones["board"].ids and t.vars["turn"] == 0


def test_the_start_player_option_names_the_first_seat_and_random_is_a_recorded_draw() -> None:
    assert Session.new("jido:g09", 4, 1, {"first": "seat3"}).table.vars["turn"] == 2
    firsts = {Session.new("jido:g09", 4, seed).table.vars["turn"] for seed in range(12)}
    assert len(firsts) > 1
    assert Session.new("jido:g09", 4, 5).table.vars["first"] == Session.new("jido:g09", 4, 5).table.vars["turn"]


# ---------------------------------------------------------------- scoring


def test_points_come_from_the_coins_above_and_below_each_card() -> None:
    # Board: above minus below; stock: the reverse (decision a32-stock-score).
    assert CFG.board_points == (4, -1, -2, 3, 2, 1)
    assert [CFG.stock_points(s) for s in range(6)] == [-4, 1, 2, -3, -2, -1]


def test_the_printed_score_examples_hold_and_a_longest_bottle_in_stock_scores_minus_one() -> None:
    result, expect = scenario("g09_printed_scores.yaml")
    score = result.state["score"]
    assert score["scores"] == expect["scores"] and score["winner"] == expect["winner"] and score["reason"] == expect["reason"]
    for seat, want in expect["points"].items():
        got = {row["shape"]: [row["where"], row["points"]] for row in score["seats"][seat]["shapes"]}
        assert got == want


def test_a_destroyed_drink_scores_nothing() -> None:
    state = model.State(board(B2=drink(RED, "square_bottle")), (frozenset({drink(RED, "stubby_can")}), frozenset()), (RED, BLUE))
    shapes = {row["shape"]: (row["where"], row["points"]) for row in model.breakdown(CFG, state, 0)["shapes"]}
    assert shapes[0] == ("stock", -4) and shapes[3] == ("board", 3) and shapes[2] == ("destroyed", 0)


@pytest.mark.parametrize("players", [3, 6])
def test_the_points_as_things_stand_are_the_totals_of_each_seats_breakdown(players: int) -> None:
    s = Session.new("jido:g09", players, 4)
    bots = bots_for(s, ["heuristic"] * players, 4)
    while not s.game.is_over(s.table):
        state = s.game.state(s.table)
        cfg = s.game.config
        assert model.points(cfg, state) == [model.breakdown(cfg, state, seat)["total"] for seat in range(players)]
        bot_step(s, bots)


def test_equal_most_points_share_the_win() -> None:
    assert model.winners([3, 5, 5, 1]) == [1, 2]


# ----------------------------------------------------------------- moving


def test_a_drink_slides_along_its_row_or_column_to_any_empty_square() -> None:
    b = board(C3=drink(RED, "long_can"))
    assert sorted(model.slides(CFG, b, sq("C3"))) == sorted(sq(n) for n in ("A3", "B3", "D3", "E3", "F3", "C1", "C2", "C4", "C5", "C6"))


def test_a_drink_passes_shorter_drinks_however_many_but_never_its_own_length_or_longer() -> None:
    b = board(A1=drink(RED, "square_bottle"), B1=drink(BLUE, "stubby_can"), C1=drink(BLUE, "long_can"), E1=drink(BLUE, "square_bottle"))
    to = set(model.slides(CFG, b, sq("A1")))
    assert sq("D1") in to  # over the stubby can and the long can (both shorter)
    assert sq("F1") not in to  # not over the other square bottle
    assert sq("A2") in to


def test_the_stubby_can_jumps_nothing_and_the_longest_bottle_everything_but_another_longest() -> None:
    b = board(A1=drink(RED, "stubby_can"), B1=drink(BLUE, "stubby_can"), A3=drink(RED, "longest_bottle"), A4=drink(BLUE, "not_longest_bottle"))
    assert sq("C1") not in set(model.slides(CFG, b, sq("A1")))
    assert sq("A5") in set(model.slides(CFG, b, sq("A3")))
    b2 = board(A3=drink(RED, "longest_bottle"), A4=drink(BLUE, "longest_bottle"))
    assert sq("A5") not in set(model.slides(CFG, b2, sq("A3")))


def test_moves_and_explosions_are_of_ones_own_drinks_only() -> None:
    s = new()
    act(s, 0, "place", drink="red:short_can", at=[0, 0])
    act(s, 1, "place", drink="blue:short_can", at=[5, 5])
    assert refused(s, 0, "move", drink="blue:short_can", to=[5, 4]).key == "jido.g09.why.not_yours"
    assert refused(s, 0, "explode", drink="blue:short_can").key == "jido.g09.why.not_yours"
    assert refused(s, 0, "place", drink="red:short_can", at=[1, 1]).key == "jido.g09.why.not_in_stock"
    assert refused(s, 0, "place", drink="red:long_can", at=[5, 5]).key == "jido.g09.why.taken"
    assert refused(s, 0, "move", drink="red:short_can", to=[1, 1]).key == "jido.g09.why.not_straight"


def test_a_blocked_slide_is_refused_with_the_reason() -> None:
    s = new()
    act(s, 0, "place", drink="red:short_can", at=[0, 0])
    act(s, 1, "place", drink="blue:long_can", at=[1, 0])
    reason = refused(s, 0, "move", drink="red:short_can", to=[2, 0])
    assert reason.key == "jido.g09.why.blocked"
    assert "longer" in reason.render("en") and reason.render("ja")


# -------------------------------------------------------------- exploding


def test_an_explosion_destroys_all_eight_neighbours_and_the_can_itself() -> None:
    b = board(B2=drink(RED, "short_can"), A1=drink(BLUE, "square_bottle"), C3=drink(RED, "longest_bottle"), B4=drink(BLUE, "stubby_can"))
    assert sorted(model.blast(CFG, b, sq("B2"))) == sorted([sq("B2"), sq("A1"), sq("C3")])


def test_destroyed_short_and_long_cans_explode_in_a_chain_whoever_owns_them() -> None:
    b = board(A1=drink(RED, "long_can"), B2=drink(BLUE, "short_can"), C3=drink(BLUE, "long_can"), D4=drink(RED, "square_bottle"), F6=drink(BLUE, "stubby_can"))
    assert sorted(model.blast(CFG, b, sq("A1"))) == sorted(sq(n) for n in ("A1", "B2", "C3", "D4"))


def test_a_destroyed_stubby_can_does_not_explode() -> None:
    b = board(A1=drink(RED, "short_can"), B2=drink(BLUE, "stubby_can"), C3=drink(BLUE, "square_bottle"))
    assert sorted(model.blast(CFG, b, sq("A1"))) == sorted([sq("A1"), sq("B2")])


def test_only_short_and_long_cans_may_be_exploded() -> None:
    s = new()
    act(s, 0, "place", drink="red:stubby_can", at=[0, 0])
    act(s, 1, "place", drink="blue:stubby_can", at=[5, 5])
    assert refused(s, 0, "explode", drink="red:stubby_can").key == "jido.g09.why.not_explosive"
    assert {"action": "explode", "drink": "red:stubby_can"} not in list(s.game.legal_actions(s.table, 0))


def test_the_chain_reaction_scenario_removes_what_the_rulebook_says_and_logs_it() -> None:
    result, expect = scenario("g09_chain_reaction.yaml")
    t, g = result.session.table, result.session.game
    assert [p.removeprefix("drink.") for p in t.in_zone("destroyed")] == expect["destroyed"]
    assert result.state["board"] == expect["board"]
    assert render(g.describe(t, t.done[-1], None)) == expect["log"]


# ------------------------------------------------------------------ the end


def test_the_game_ends_the_moment_someone_has_placed_every_drink() -> None:
    s = new()
    for k, shape in enumerate(SHAPES[:5]):
        act(s, 0, "place", drink=f"red:{shape}", at=[0, k])
        act(s, 1, "place", drink=f"blue:{shape}", at=[5, k])
    act(s, 0, "place", drink="red:longest_bottle", at=[0, 5])
    assert s.game.is_over(s.table) and s.table.vars["reason"] == "placed"
    assert s.game.to_move(s.table) == []  # blue gets no last turn


def test_a_game_of_moves_alone_ends_after_the_round_limit() -> None:
    s = new()
    act(s, 0, "place", drink="red:stubby_can", at=[0, 0])
    act(s, 1, "place", drink="blue:stubby_can", at=[5, 5])
    limit = s.game.data["max_rounds"] * 2
    while not s.game.is_over(s.table):
        seat = s.game.to_move(s.table)[0]
        colour = ("red", "blue")[seat]
        col, row = s.table.pieces[f"drink.{colour}:stubby_can"].pos
        act(s, seat, "move", drink=f"{colour}:stubby_can", to=[{0: 1, 1: 0, 5: 4, 4: 5}[col], row])  # to and fro
    assert s.game.turns(s.table) == limit and s.table.vars["reason"] == "limit"
    assert s.game.score(s.table)["scores"] == [4 + 1 + 2 - 3 - 2 - 1] * 2  # the stubby can on the board, the rest in stock


# -------------------------------------------------------------- words, bots


def test_every_refusal_is_a_catalogue_message_in_english_and_japanese() -> None:
    def wrong(rng):
        d = f"{rng.choice(['red', 'blue', 'mint'])}:{rng.choice(SHAPES)}"
        where = [rng.randrange(7), rng.randrange(6)]
        return [{"action": "place", "drink": d, "at": where}, {"action": "move", "drink": d, "to": where}, {"action": "explode", "drink": d}]

    keys = refusal_keys("jido:g09", 3, range(3), "jido.g09.why.", wrong)
    assert len(keys) >= 7, sorted(keys)  # an unknown drink is refused in the box's words (jido.arg.drink)


@pytest.mark.parametrize("players", [2, 6])
def test_the_heuristic_bot_beats_random_bots(players: int) -> None:
    from tsukiji_table.games.selfplay import play_game

    wins = sum(0 in play_game("jido:g09", players, seed, ["heuristic"] + ["random"] * (players - 1))[0].winner for seed in range(20))
    assert wins >= 14  # an even share would be 10 (2 players) or about 3 (6 players)
