"""Every game ends, at every player count, with random and heuristic bots (a small seed sweep).

The games come from the registry, so a game that registers joins the
sweep with no edit here.  ``scripts/attack_selfplay.py`` runs the same
sweep over thousands of games; here a few seeds per game, player count and
bots keep CI to about a minute.
"""

from __future__ import annotations

import pytest

from tsukiji_table.games.sweep import cases, refereed_games, run_case

SEEDS = 6  # per player count and bots, for any game not named below
# Fewer seeds where one game costs more: Tsukiji's bots play hundreds of turns,
# the solo games' heuristic bot searches at every step, G01 simulates every flick.
FEWER = {"tsukiji": 2, "jido:g01": 2}  # G01: a random game runs to the flick limit (40 a team)
SOLO_HEURISTIC_SEEDS = {"jido:g06": 2, "jido:g07": 2, "jido:g08": 1}
CAP = 20_000  # actions: the longest bot games take a few thousand


def seeds_for(game_id: str, bots: str) -> int:
    if bots == "heuristic" and game_id in SOLO_HEURISTIC_SEEDS:
        return SOLO_HEURISTIC_SEEDS[game_id]
    return FEWER.get(game_id, SEEDS)


def test_the_sweep_takes_every_refereed_game_from_the_registry():
    from tsukiji_table.games.registry import all_games

    refereed = refereed_games()
    assert {"tsukiji", "turin", "jido:g08"} <= set(refereed)
    assert set(refereed) == {g.id for g in all_games(listed_only=False) if not getattr(g, "free_table", False)}
    assert not any(g.startswith("sandbox:") for g in refereed)  # free tables have no end to reach


@pytest.mark.parametrize("game_id", refereed_games())
def test_every_game_ends_with_random_and_heuristic_bots(game_id):
    first = 500  # away from the seeds the other tests use
    failed = []
    for bots in ("random", "heuristic"):
        for case in cases([game_id], range(first, first + seeds_for(game_id, bots)), bots):
            out = run_case(case, max_actions=CAP, seconds=120)
            if not out.ended:
                failed.append(f"{case.command()}: {out.problem}")
    assert not failed, "games that did not end:\n" + "\n".join(failed)
