"""Headless self-play, shared by every game (the bots themselves are in :mod:`.bots`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .base import IllegalAction
from .bots import Bot, BotFactory, RandomBot, UnknownBot, bots_of, make_bot  # noqa: F401 - still importable from here
from .session import Session


class SelfPlayError(RuntimeError):
    """A game that did not finish (a referee bug): the message says where."""


@dataclass
class GameResult:
    seed: int
    scores: list[Any]
    winner: list[int]
    turns: int
    actions: int
    hash: str
    score: dict[str, Any] | None

    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "scores": self.scores, "winner": self.winner, "turns": self.turns, "hash": self.hash}


def play_game(
    game_id: str,
    players: int,
    seed: int,
    bots: list[str] | None = None,
    options: dict[str, Any] | None = None,
    max_actions: int = 100_000,
    digests: bool = False,
    check: Callable[[Session], None] | None = None,
) -> tuple[GameResult, Session]:
    """Play one game to the end with bots; ``check`` runs after every action."""
    session = Session.new(game_id, players, seed, options, digests=digests)
    game, table = session.game, session.table
    names = bots or [game.default_bot] * players
    if len(names) != players:
        raise ValueError(f"{players} players but {len(names)} bots named")
    seat_bots = [make_bot(game, names[s], s, seed) for s in range(players)]
    actions = 0
    while True:
        moment = game.moment_now(table)  # the bot's listing and play's gate read the table's moment again: kept for them
        if moment.over:
            break
        movers = moment.movers
        if not movers:
            raise SelfPlayError(f"{game_id} seed {seed}: nobody is to move but the game is not over (after {actions} actions)")
        seat = movers[0]
        action = seat_bots[seat].act(game, table, seat)
        try:
            game.play(table, seat, action)
        except IllegalAction as exc:
            raise SelfPlayError(f"{game_id} seed {seed}: bot {names[seat]} at seat {seat} chose an illegal {action}: {exc}") from None
        actions += 1
        if check is not None:
            check(session)
        if actions >= max_actions:
            raise SelfPlayError(f"{game_id} seed {seed}: no end after {max_actions} actions")
    score = game.score(table) or {}
    result = GameResult(
        seed=seed,
        scores=list(score.get("scores", [])),
        winner=list(score.get("winner", [])),
        turns=int(getattr(game, "turns", lambda t: len(t.done))(table)),
        actions=actions,
        hash=table.state_hash(),
        score=score,
    )
    return result, session


def summarise(results: list[GameResult], players: int) -> dict[str, Any]:
    """Per-seat mean score and win rate (a shared win counts for each winner)."""
    n = len(results) or 1
    means = []
    for s in range(players):
        vals = [r.scores[s] for r in results if len(r.scores) > s and isinstance(r.scores[s], (int, float))]
        means.append(round(sum(vals) / len(vals), 3) if vals else None)
    wins = [round(sum(1 for r in results if s in r.winner) / n, 4) for s in range(players)]
    return {"mean_scores": means, "win_rate": wins}
