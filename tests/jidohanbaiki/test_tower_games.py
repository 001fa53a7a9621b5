"""What G11, G14 and G20 share: every game ends, the player counts of the rules data, the same seed the
same game, log lines in both languages."""

from __future__ import annotations

import pytest

from tsukiji_table.games.registry import get
from tsukiji_table.games.selfplay import play_game
from tsukiji_table.rulesdata import load_rules
from tsukiji_table.text import CATALOGUE, Message

GAMES = ("jido:g11", "jido:g14", "jido:g19", "jido:g20")


def _seat_name(seat: int) -> str:
    assert isinstance(seat, int), f"a log line names seat {seat!r}"
    return f"Seat{seat + 1}"


@pytest.mark.parametrize("game", GAMES)
def test_every_game_ends_at_every_player_count_with_random_and_heuristic_bots(game: str) -> None:
    cls = get(game)
    for players in range(cls.min_players, cls.max_players + 1):
        for seed in (1, 2):
            bots = [("heuristic", "random")[(s + seed) % 2] for s in range(players)]
            result, session = play_game(game, players, seed, bots, max_actions=3000)
            assert session.game.is_over(session.table)
            assert result.winner, f"{game} {players}p seed {seed}: no winner"


@pytest.mark.parametrize("game", GAMES)
def test_the_player_counts_are_those_of_the_rules_data(game: str) -> None:
    cls = get(game)
    data = load_rules("jidohanbaiki").file(f"{game.partition(':')[2]}.yaml")
    assert (cls.min_players, cls.max_players) == (data["players"]["min"], data["players"]["max"])


@pytest.mark.parametrize("game", GAMES)
def test_the_same_seed_plays_the_same_game(game: str) -> None:
    players = get(game).min_players
    first, _ = play_game(game, players, 4)
    again, _ = play_game(game, players, 4)
    assert first.hash == again.hash and first.scores == again.scores


@pytest.mark.parametrize("game", GAMES)
def test_every_log_line_reads_in_english_and_japanese(game: str) -> None:
    cls = get(game)
    _, session = play_game(game, cls.max_players, 6, ["heuristic"] * cls.max_players)
    lines: list[Message] = []
    for tx in session.table.done:
        lines += session.game.describe(session.table, tx, None)
    assert len(lines) > 20
    for line in lines:
        assert line.key in CATALOGUE and "ja" in CATALOGUE[line.key], line.key
        for lang in ("en", "ja"):
            text = line.render(lang, seat_name=_seat_name)
            assert text and "{" not in text and "jido." not in text, (lang, text)
