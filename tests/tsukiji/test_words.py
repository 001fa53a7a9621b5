"""Log lines and refusals of Tokyo Tsukiji Market: built from actions, in both languages, saying what happened.

The log reads each transaction's action, seat and commands (never a label);
an auction's line says where each yen went, a sale that pays nothing says
why, and an amount going in or out of a purse closed to the viewer (hidden
money) is not given.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests import wording
from tsukiji_table.games.selfplay import RandomBot
from tsukiji_table.text import CATALOGUE, Message

from .test_bidding import crab_auction
from .tk_helpers import enter, give_tokens, illegal, lot_up, new_game, play

ALL_EXT = "king_crab,octopus,squid,aquarium,auction,barter,bank,government,rental,trade"


def lines(s: Any, viewer: int | None, lang: str = "en", tx: Any = None) -> str:
    tx = tx if tx is not None else s.table.done[-1]
    return " · ".join(m.render(lang) for m in s.game.describe(s.table, tx, viewer))


def keys(message: Message) -> list[str | None]:
    """The catalogue keys of a message and every message nested in its parameters."""
    out: list[str | None] = [message.key]
    for value in message.params.values():
        for item in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(item, Message):
                out += keys(item)
    return out


def assert_translated(message: Message) -> None:
    for key in keys(message):
        assert key is not None, f"untranslated text {message.render()!r}"
        assert "en" in CATALOGUE[key] and "ja" in CATALOGUE[key], key
    for lang in ("en", "ja"):
        text = message.render(lang)
        assert "{" not in text and "tsukiji." not in text, text
    assert wording.message_problems(message) == [], message.render()  # no ids, no English in the Japanese


@pytest.mark.parametrize(("players", "markets", "seed"), [(3, ALL_EXT, 2), (4, "random", 5), (2, "first_game", 7)])
def test_every_log_line_and_refusal_is_a_catalogued_sentence_in_both_languages(players: int, markets: str, seed: int) -> None:
    s = new_game(players, markets, seed=seed)
    g, t = s.game, s.table
    bots = [RandomBot(k, random.Random(seed * 10 + k)) for k in range(players)]
    refusals = 0
    for _ in range(400):
        if g.is_over(t):
            break
        seat = g.to_move(t)[0]
        for spec in g.specs_in_phase(g.phase(t)):  # every candidate, legal or not: each refusal is a sentence
            for candidate in list(spec.candidates(g, t, seat))[:6]:
                why = spec.check(g, t, seat, candidate)
                if why is not None:
                    assert_translated(why)
                    refusals += 1
        g.play(t, seat, bots[seat].act(g, t, seat))
        for viewer in (None, *range(players)):
            for message in g.describe(t, t.done[-1], viewer):
                assert_translated(message)
    assert refusals > 50


def test_a_refusal_names_a_piece_in_words_never_by_its_id() -> None:
    s = new_game(2, "first_game")
    play(s, 0, "fish")
    why = illegal(s, 0, "catch", boat="boat.slot1#1", species="mackerel")  # the boat is still at its berth
    assert why == "1-slot fishing boat is not one of your boats at sea"
    ja = s.game.check(s.table, 0, {"action": "catch", "boat": "boat.slot1#1", "species": "mackerel"})
    assert ja is not None and "#" not in ja.render("ja") and "boat" not in ja.render("ja")


def test_a_crab_auction_line_says_who_paid_whom() -> None:
    s = crab_auction()
    play(s, 0, "bid", amount=300)
    play(s, 1, "bid", amount=500)
    play(s, 2, "bid", amount=100)
    line = lines(s, 2)
    assert line.startswith("bids: seat 0 300, seat 1 500 and seat 2 100 · ")  # the last bid's line names every bid
    assert line.endswith("seat 1 wins a King Crab token (8): 500 yen to seat 0")


def test_the_fisher_winning_its_own_crab_auction_pays_the_supply() -> None:
    s = crab_auction()
    play(s, 0, "bid", amount=400)
    play(s, 1, "bid", amount=0)
    play(s, 2, "bid", amount=0)
    assert lines(s, 1).endswith("seat 0 wins a King Crab token (8): 400 yen to the supply (own catch)")


def test_nobody_paying_for_an_auction_says_why() -> None:
    s = crab_auction(2)
    play(s, 0, "bid", amount=0)
    play(s, 1, "bid", amount=0)
    play(s, 0, "choose_winner", seat=1)
    line = lines(s, 0)
    assert line == "seat 0 breaks the tie for seat 1 · seat 1 wins a King Crab token (8) for nothing: all bids were 0"


def test_the_auction_market_line_shows_the_supply_matching_the_bid() -> None:
    s = new_game(3, "eel,fugu,salmon,auction,rental,trade")
    lot_up(s, "auction")
    assert lines(s, 1) == "seat 0 auctions an Eel token (no fee) · the others bid"
    play(s, 1, "bid", amount=300)
    play(s, 2, "bid", amount=100)
    line = lines(s, 0)
    assert line == "bids: seat 1 300 and seat 2 100 · seat 1 wins an Eel token: 300 yen to seat 0, the supply adds 300 yen"


def test_the_barter_line_says_which_offer_was_taken() -> None:
    s = new_game(3, "eel,fugu,salmon,barter,rental,trade")
    lot_up(s, "barter")
    play(s, 1, "bid", amount=400)
    play(s, 2, "bid", amount=300)
    play(s, 0, "accept_offer", seat=2)
    assert lines(s, 1) == "seat 0 takes seat 2's offer · seat 2 pays 300 yen to seat 0 for an Eel token"


def test_a_sale_that_pays_nothing_says_why() -> None:
    s = new_game(3, "eel,fugu,salmon,tuna,rental,trade")
    tokens = give_tokens(s, 0, "mackerel", 3)
    enter(s, 0, "mackerel")
    play(s, 0, "sell", tokens=[tokens[0]])
    assert lines(s, 1) == "seat 0 sells a Mackerel token to the Mackerel market: no yen yet (100 yen per 2 items a visit, 1 so far)"
    play(s, 0, "sell", tokens=[tokens[1]])
    assert lines(s, 1) == "seat 0 sells a Mackerel token to the Mackerel market: 100 yen from the supply"


def test_hidden_money_keeps_amounts_from_other_seats_logs() -> None:
    s = new_game(3, money="hidden")
    tokens = give_tokens(s, 0, "eel", 2)
    enter(s, 0, "eel")
    play(s, 0, "sell", tokens=tokens)
    mine, theirs = lines(s, 0), lines(s, 1)
    assert "yen from the supply" in mine and "an amount kept hidden" not in mine
    assert theirs == "seat 0 sells 2 × Eel token to the Eel market: an amount kept hidden from the supply"
    assert "an amount kept hidden" not in lines(s, None)  # scripts and replays see everything


def test_license_income_names_each_holder() -> None:
    s = new_game(3)
    enter(s, 0, "mackerel")
    line = lines(s, 2)
    assert line == "seat 0 enters the Mackerel market (1 AP) · licenses pay seat 0 +100 yen, seat 1 +100 yen and seat 2 +100 yen"


def test_log_lines_read_in_japanese() -> None:
    s = crab_auction()
    for seat, amount in ((0, 300), (1, 500), (2, 100)):
        play(s, seat, "bid", amount=amount)
    ja = lines(s, 2, "ja")
    assert ja == "入札：席0 300、席1 500、席2 100 · 席1がタカアシガニトークン（8）を落札：席0へ500円"
