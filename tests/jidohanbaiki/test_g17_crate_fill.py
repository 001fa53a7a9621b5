"""G17 Crate-Fill Draft, rule by rule (digest G17, seed lines 463-473; decisions a46, g17-*), and its secrets."""

from __future__ import annotations

import pytest

from tsukiji_table.games.contract import may_see
from tsukiji_table.games.jidohanbaiki import g17_rules as model
from tsukiji_table.games.jidohanbaiki.card_words import card_words
from tsukiji_table.games.session import Session
from tsukiji_table.table import view
from tsukiji_table.text import Message, Seat, msg

from .multi import act, bot_step, bots_for, refusal_keys, refused, render, scenario

CFG = model.Config()


def new(players: int = 2, seed: int = 1) -> Session:
    return Session.new("jido:g17", players, seed, {"first": "seat1"})


def cards(s: Session, zone: str) -> list[str]:
    return [p.removeprefix("stock_card.") for p in s.table.in_zone(zone)]


def drafted(seed: int = 1) -> Session:
    """Seed 1, two players: seat 0 keeps mint, blue, short can; seat 1 white, long can, square bottle."""
    s = new(seed=seed)
    act(s, 0, "draft", card="mint")
    act(s, 1, "draft", card="white")
    act(s, 0, "draft", card="blue")
    act(s, 1, "draft", card="long_can")
    return s


def fill_crate(s: Session, crate: int, drinks: list[str]) -> None:
    for d in drinks:
        act(s, s.game.to_move(s.table)[0], "fill", crate=crate, drink=d)


def colour(c: str) -> list[str]:
    return [f"{c}:{shape}" for shape in ("stubby_can", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle")]


# ------------------------------------------------------------------ the draft


def test_three_cards_are_dealt_each_and_the_rest_go_back_to_the_box_unseen() -> None:
    s = new(3)
    assert [len(s.table.zones[f"p{k}.packet"].ids) for k in range(3)] == [3, 3, 3]
    rest = [p for p in s.table.in_zone("box") if p.startswith("stock_card")]
    assert len(rest) == 3 and all(not s.table.pieces[p].face_up for p in rest)


def test_everyone_drafts_at_once_then_the_rest_pass_to_the_left() -> None:
    s = new(3)
    packets = [cards(s, f"p{k}.packet") for k in range(3)]
    assert s.game.to_move(s.table) == [0, 1, 2]
    for seat in range(3):
        act(s, seat, "draft", card=packets[seat][0])
    # left = the next seat clockwise: seat 0's rest now lies with seat 1.
    assert [sorted(cards(s, f"p{k}.packet")) for k in range(3)] == [sorted(packets[2][1:]), sorted(packets[0][1:]), sorted(packets[1][1:])]


def test_the_last_card_passed_is_kept_and_play_begins() -> None:
    s = drafted()
    assert cards(s, "p0.hand") == ["mint", "blue", "short_can"] and cards(s, "p1.hand") == ["white", "long_can", "square_bottle"]
    assert s.table.vars["phase"] == "play" and s.game.to_move(s.table) == [0]
    assert all(not s.table.pieces[p].face_up for k in (0, 1) for p in s.table.in_zone(f"p{k}.hand"))


def test_a_card_not_in_ones_packet_cannot_be_drafted() -> None:
    s = new()
    assert refused(s, 0, "draft", card="white").key == "jido.g17.why.not_in_packet"


# ------------------------------------------------------------------ filling


def test_a_drink_goes_into_any_crate_not_yet_full_and_a_full_crate_is_set_aside_in_order() -> None:
    s = drafted()
    fill_crate(s, 4, colour("black")[:5])
    fill_crate(s, 2, colour("white"))
    assert s.table.in_zone("aside") == ["crate#2"]
    seat = s.game.to_move(s.table)[0]
    assert refused(s, seat, "fill", crate=2, drink="red:short_can").key == "jido.g17.why.crate_full"
    assert refused(s, seat, "fill", crate=1, drink="black:short_can").key == "jido.g17.why.not_in_supply"
    fill_crate(s, 4, colour("black")[5:])
    assert s.table.in_zone("aside") == ["crate#2", "crate#4"]


def test_the_second_full_crate_calls_for_the_first_pick_from_everyone_at_once() -> None:
    s = drafted()
    fill_crate(s, 1, colour("black"))
    fill_crate(s, 2, colour("white"))
    assert s.table.vars["phase"] == "pick" and s.game.to_move(s.table) == [0, 1]
    act(s, 1, "pick", card="white")
    assert s.game.to_move(s.table) == [0]
    act(s, 0, "pick", card="mint")
    assert s.table.vars["phase"] == "play" and s.game.to_move(s.table) == [0]  # the player after the one who filled it
    assert cards(s, "p0.first") == ["mint"] and not s.table.pieces["stock_card.mint"].face_up


def test_log_lines_naming_whose_turn_and_which_pick_read_the_same_after_later_turns() -> None:
    s = drafted()
    opening = s.table.done[-1]
    fill_crate(s, 1, colour("black"))
    fill_crate(s, 2, colour("white"))
    called = s.table.done[-1]
    lines = render(s.game.describe(s.table, opening, None)) + render(s.game.describe(s.table, called, None))
    act(s, 1, "pick", card="white")
    act(s, 0, "pick", card="mint")
    fill_crate(s, 3, colour("mint")[:1])  # the turn and the pick count have both moved on
    assert render(s.game.describe(s.table, opening, None)) + render(s.game.describe(s.table, called, None)) == lines
    assert render([msg("jido.g17.log.begin", who=Seat(0))])[0] in lines
    assert render([msg("jido.g17.log.pick_due", n=1)])[0] in lines


def test_the_fifth_full_crate_ends_the_game_and_turns_the_picks_over() -> None:
    result, expect = scenario("g17_payouts.yaml")
    t = result.session.table
    assert result.state["phase"] == expect["phase"] and result.state["filled"] == expect["filled"]
    assert all(t.pieces[p].face_up for k in (0, 1) for z in ("first", "second") for p in t.in_zone(f"p{k}.{z}"))
    assert "crate#4" in t.in_zone("centre")  # the sixth crate never fills


def test_the_first_card_earns_200_in_crates_2_and_3_and_the_second_300_in_crates_4_and_5() -> None:
    result, expect = scenario("g17_payouts.yaml")
    score = result.state["score"]
    assert score["scores"] == expect["money"] == [result.session.table.money(f"p{k}.money") for k in (0, 1)]
    for seat, lines in expect["lines"].items():
        assert [[line["card"], line["drinks"], line["money"]] for line in score["seats"][seat]["lines"]] == lines
    assert score["winner"] == expect["winner"]


def test_equal_money_goes_to_the_cards_naming_more_drinks_of_the_first_crate() -> None:
    result, expect = scenario("g17_tie_first_crate.yaml")
    score = result.state["score"]
    assert score["scores"] == expect["money"]
    assert [row["tie"] for row in score["seats"]] == expect["tie"]
    assert score["winner"] == expect["winner"]


def test_the_tie_compares_card_by_card_and_is_shared_when_still_equal() -> None:
    assert model.winners([600, 600], [[1, 3], [2, 0]]) == [1]  # the first card decides before the second
    assert model.winners([600, 600], [[1, 3], [1, 2]]) == [0]
    assert model.winners([600, 600, 300], [[1, 1], [1, 1], [6, 6]]) == [0, 1]


def test_a_card_names_drinks_of_its_colour_or_its_shape() -> None:
    assert model.matches(4, [4 * 6 + s for s in range(6)]) == 6  # red: the six red drinks
    assert model.matches(6 + 2, [c * 6 + 2 for c in range(6)] + [0, 1]) == 6  # long can: one of each colour


# ------------------------------------------------------------------ secrets


def _names_a_card(value: object, cards_hidden: set[str], game) -> bool:
    """Whether a log message's parameters name one of ``cards_hidden`` (by its {en, ja} name)."""
    hidden_names = [card_words(game.cat, game.card_codes[c]) for c in cards_hidden]
    if isinstance(value, Message):
        return any(_names_a_card(v, cards_hidden, game) for v in value.params.values())
    if isinstance(value, (list, tuple)):
        return any(_names_a_card(v, cards_hidden, game) for v in value)
    return isinstance(value, dict) and value in hidden_names


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_seat_sees_or_reads_anothers_cards_before_they_are_turned_over(players: int) -> None:
    s = Session.new("jido:g17", players, 8)
    g, t = s.game, s.table
    bots = bots_for(s, ["heuristic", "random", "heuristic", "random"][:players], 8)
    steps = 0
    while not g.is_over(t):
        bot_step(s, bots)
        steps += 1
        for seat in range(players):
            seen = view(t, seat)
            for other in range(players):
                for zone in ("packet", "hand", "first", "second"):
                    zid = f"p{other}.{zone}"
                    for pv, pid in zip(seen.zones[zid].pieces, t.zones[zid].ids):
                        if other != seat and not g.is_over(t):
                            assert pv.hidden and pid not in pv.handle, f"step {steps}: seat {seat} sees {pid} in {zid}"
                        assert pv.hidden != may_see(t, zid, pid, seat)
            if g.is_over(t):
                continue
            hidden = {
                p.removeprefix("stock_card.")
                for o in range(players)
                if o != seat
                for z in ("packet", "hand", "first", "second")
                for p in t.in_zone(f"p{o}.{z}")
            }
            for message in g.describe(t, t.done[-1], seat):
                assert not _names_a_card(message, hidden, g), f"step {steps}: seat {seat} reads {render([message])}"
    assert steps > 30


def test_which_card_a_seat_picks_changes_nothing_the_others_see() -> None:
    views = []
    for first in ("mint", "blue"):
        s = drafted()
        fill_crate(s, 1, colour("black"))
        fill_crate(s, 2, colour("white"))
        act(s, 0, "pick", card=first)
        lines = render(s.game.describe(s.table, s.table.done[-1], 1))
        views.append((view(s.table, 1), lines, s.table.done[-1].label))
    assert views[0] == views[1]


def test_the_owner_reads_the_card_they_chose_and_the_others_only_that_one_was_chosen() -> None:
    s = new()
    act(s, 0, "draft", card="mint")
    tx = s.table.done[-1]
    assert render(s.game.describe(s.table, tx, 0)) == ["seat 0 keeps Colour card (mint green) face down"]
    assert render(s.game.describe(s.table, tx, 1)) == ["seat 0 keeps a card face down"]
    assert "mint" not in tx.label


# -------------------------------------------------------------- words, bots


def test_every_refusal_is_a_catalogue_message_in_english_and_japanese() -> None:
    def wrong(rng):
        k = rng.randrange(1, 7)
        d = f"{rng.choice(['red', 'blue', 'mint'])}:{rng.choice(['short_can', 'long_can'])}"
        card = rng.choice(["red", "white", "long_can", "purple"])
        return [{"action": "fill", "crate": k, "drink": d}, {"action": "draft", "card": card}, {"action": "pick", "card": card}]

    keys = refusal_keys("jido:g17", 3, range(2), "jido.", wrong)
    assert "jido.arg.no_card" in keys, sorted(keys)  # a card the box does not have (purple), in the box's words
    assert len({k for k in keys if k.startswith("jido.g17.why.")}) >= 4, sorted(keys)


@pytest.mark.parametrize("players", [2, 4])
def test_the_heuristic_bot_beats_random_bots(players: int) -> None:
    from tsukiji_table.games.selfplay import play_game

    wins = sum(0 in play_game("jido:g17", players, seed, ["heuristic"] + ["random"] * (players - 1))[0].winner for seed in range(40))
    assert wins >= (26 if players == 2 else 17)  # an even share would be 20 or 10
