"""The referee takes a bot's word for an action it has just judged legal: for that very action, once, before the table changes."""

from __future__ import annotations

from random import Random

from tsukiji_table.games.tsukiji.bots import HeuristicBot

from .tk_helpers import new_game


def test_a_vouched_action_is_taken_at_its_word_once_for_that_seat_and_object_until_the_table_changes() -> None:
    s = new_game(2)
    t, game = s.table, s.game
    seat = game.to_move(t)[0]
    wrong = {"action": "bid", "amount": 100}  # no auction is open: the rule refuses it
    assert game.check(t, seat, wrong) is not None

    game.vouch(t, seat, wrong)
    assert game.check(t, seat, dict(wrong)) is not None  # an equal copy is judged afresh
    game.vouch(t, seat, wrong)
    assert game.check(t, 1 - seat, wrong) is not None  # another seat is judged afresh
    game.vouch(t, seat, wrong)
    assert game.check(t, seat, wrong) is None  # the very action, for its seat: taken at its word ...
    assert game.check(t, seat, wrong) is not None  # ... once

    game.vouch(t, seat, wrong)
    with t.begin("a hand on the table", None) as tx:
        tx.set_var("touched", True)
    assert game.check(t, seat, wrong) is not None  # the table changed: judged afresh


def test_the_heuristic_bots_choice_is_vouched_for_and_plays() -> None:
    s = new_game(2)
    t, game = s.table, s.game
    seat = game.to_move(t)[0]
    chosen = HeuristicBot(seat, Random(0)).act(game, t, seat)
    assert game._vouched[t][2] is chosen
    revision = t.revision
    s.play(seat, chosen)
    assert t.revision > revision and t not in game._vouched
