"""Every game of G09, G17 and G18 ends, whatever the bots and the seed; self-play is the same twice."""

from __future__ import annotations

import json

import pytest

from tsukiji_table.cli import main
from tsukiji_table.games.registry import get
from tsukiji_table.games.selfplay import play_game

GAMES = ("jido:g09", "jido:g17", "jido:g18")
CASES = [(game, n) for game in GAMES for n in range(get(game).min_players, get(game).max_players + 1)]


@pytest.mark.parametrize(("game", "players"), CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_every_game_ends_with_random_and_heuristic_bots_over_many_seeds(game: str, players: int) -> None:
    mixes = (["random"] * players, ["heuristic"] * players, [("heuristic", "random")[s % 2] for s in range(players)])
    for seed in range(12):
        bots = mixes[seed % 3]
        result, session = play_game(game, players, 1000 + seed, bots, max_actions=2000)
        assert session.game.is_over(session.table)
        assert result.winner and all(0 <= s < players for s in result.winner)
        assert len(result.scores) == players


@pytest.mark.parametrize(("game", "players"), CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_selfplay_json_is_the_same_twice(game: str, players: int, capsys: pytest.CaptureFixture[str]) -> None:
    outs = []
    for _ in range(2):
        assert main(["selfplay", game, "--players", str(players), "--games", "5", "--seed", "9", "--json"]) == 0
        outs.append(capsys.readouterr().out)
    assert outs[0] == outs[1]
    data = json.loads(outs[0])
    assert data["game"] == game and data["players"] == players and len(data["results"]) == 5
