"""Every game ends, at every player count, with random and heuristic bots (a small seed sweep).

``scripts/attack_selfplay.py`` runs the same sweep over thousands of games;
here a few seeds per game, player count and bots keep CI to about a minute.
"""

from __future__ import annotations

import pytest

from tsukiji_table.games.sweep import cases, refereed_games, run_case

# Seeds per (player count, bots): the solo games' heuristic bot searches at every step.
SEEDS = {"turin": 12, "demo": 6, "tsukiji": 2, "jido:g06": 12, "jido:g07": 12, "jido:g08": 12}
SOLO_HEURISTIC_SEEDS = {"jido:g06": 2, "jido:g07": 2, "jido:g08": 1}
CAP = 20_000  # actions: the longest bot games take a few thousand


def test_the_sweep_covers_every_refereed_game():
    assert set(refereed_games()) == set(SEEDS)


@pytest.mark.parametrize("game_id", sorted(SEEDS))
def test_every_game_ends_with_random_and_heuristic_bots(game_id):
    first = 500  # away from the seeds the other tests use
    failed = []
    for bots in ("random", "heuristic"):
        n = SOLO_HEURISTIC_SEEDS.get(game_id, SEEDS[game_id]) if bots == "heuristic" else SEEDS[game_id]
        for case in cases([game_id], range(first, first + n), bots):
            out = run_case(case, max_actions=CAP, seconds=120)
            if not out.ended:
                failed.append(f"{case.command()}: {out.problem}")
    assert not failed, "games that did not end:\n" + "\n".join(failed)
