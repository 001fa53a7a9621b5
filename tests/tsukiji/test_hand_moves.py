"""A Tsukiji table rearranged by hand (free mode, or "do it anyway"): the referee says what is out of place.

The referee reads the game from where pieces lie; a piece where the rules
never put it is named in every refusal until it is put back, and nothing a
hand can do makes the referee raise anything but a refusal.
"""

from __future__ import annotations

import random

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.table_moves import random_hand_move
from tsukiji_table.games.tsukiji import zones as Z

from .test_words import assert_translated
from .tk_helpers import arrange, ids, legal, new_game, play, take, to_main


def test_a_token_put_at_sea_is_named_until_it_is_put_back() -> None:
    s = new_game(3)
    to_main(s)
    token = ids(s, Z.market("eel", "tokens"))[-1]
    arrange(s, [([token], Z.sea(0))])
    try:
        play(s, 0, "fish")
    except IllegalAction as exc:
        assert str(exc).startswith("the table is not as the rules left it: an Eel token lies in seat 0 · At sea")
        assert_translated(exc.reason)
    else:
        raise AssertionError("played on a table the rules never left")
    assert legal(s, 0) == []
    s.table.undo()
    play(s, 0, "fish")
    assert s.table.vars["phase"] == "fishing"


def test_mode_can_still_be_switched_on_a_rearranged_table() -> None:
    s = new_game(3)
    arrange(s, [([ids(s, Z.market("eel", "tokens"))[-1]], Z.sea(1))])
    play(s, 0, "set_mode", mode="free")
    assert s.game.mode(s.table) == "free"


def test_a_boat_carrying_two_species_is_out_of_place() -> None:
    s = new_game(3)
    boat = take(s, Z.market("boats", "boats"), kind="boat.slot2")
    arrange(s, [(boat, Z.sea(0)), (ids(s, Z.market("eel", "barrels"))[-1:] + ids(s, Z.market("fugu", "barrels"))[-1:], Z.hold(boat[0]))])
    why = s.game.check(s.table, 0, {"action": "fish"})
    assert why is not None and "a 2-slot fishing boat carries barrels of two species" in why.render()


def test_a_bidders_purse_emptied_by_hand_during_sealed_bids_is_out_of_place() -> None:
    from .test_bidding import crab_auction

    s = crab_auction()
    play(s, 1, "bid", amount=800)
    arrange(s, [], pay={1: 500})
    why = s.game.check(s.table, 2, {"action": "bid", "amount": 0})
    assert why is not None and "purse changed while the bids were sealed" in why.render()


def test_free_mode_scores_any_arrangement() -> None:
    s = new_game(3, mode="free")  # type: ignore[arg-type]
    rng = random.Random(3)
    for _ in range(200):
        random_hand_move(s.table, rng, rng.randrange(3))
    score = s.game.projected_score(s.table)  # type: ignore[attr-defined]
    assert len(score["scores"]) == 3


def test_hand_moves_between_actions_never_break_the_referee() -> None:
    """Random hand moves (pieces anywhere, coins between purses, flips) among random actions: refusals only."""
    plays_on_rearranged = 0
    for seed in range(6):
        rng = random.Random(seed)
        players = 2 + seed % 5
        s = new_game(players, "random", seed=seed)
        g, t = s.game, s.table
        for _ in range(250):
            if g.is_over(t):
                break
            if rng.random() < 0.2:
                random_hand_move(t, rng, rng.randrange(players))
            seat = rng.choice(g.to_move(t))
            actions = list(g.legal_actions(t, seat))
            if not actions:
                why = g.check(t, seat, {"action": "end_turn"})
                assert why is not None
                assert_translated(why)
                while t.done[-1].action is None:  # put the table back by undoing the hand moves
                    t.undo()
                continue
            plays_on_rearranged += g._left.get(t) != t.revision  # type: ignore[attr-defined]
            g.play(t, seat, rng.choice(actions))
            for viewer in (None, seat):
                for message in g.describe(t, t.done[-1], viewer):
                    assert_translated(message)
            g.projected_score(t)  # type: ignore[attr-defined]
    assert plays_on_rearranged > 50
