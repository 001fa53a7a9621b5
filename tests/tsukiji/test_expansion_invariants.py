"""The ledger after every action with the expansion on (its markets drawn at random, both mandatory fish markets), 2-6 players."""

from __future__ import annotations

import pytest

from tsukiji_table.games.tsukiji.conservation import check_end

from .test_invariants import bots_for, play_checked

EVERY_EXPANSION_MARKET = "himono,swordfish,horse_mackerel,nori,sardines,clams_oysters,new_aquarium,aquarium,overfishing,sushi,boat_rental,influence,overseas"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_invariants_hold_after_every_action_with_the_expansion(players: int) -> None:
    for k in range(2):
        options = {"mode": "strict", "expansion": "on", "mandatory_fish": "horse_mackerel" if k % 2 else "mackerel"}
        options.update({"blue_boat": "on", "barges": "two_fours"} if k % 2 == 0 else {})
        session = play_checked(players, 3000 * players + k, bots_for(k, players), options)
        if session.game.is_over(session.table):
            check_end(session.game, session.table)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_invariants_hold_with_every_expansion_market_in_play(players: int) -> None:
    for k in range(2):
        session = play_checked(players, 4000 * players + k, bots_for(k, players), {"mode": "strict", "markets": EVERY_EXPANSION_MARKET})
        if session.game.is_over(session.table):
            check_end(session.game, session.table)
