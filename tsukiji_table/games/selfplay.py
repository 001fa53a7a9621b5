"""Bots and headless self-play, shared by every game.

A bot is chosen per seat by name from the game's ``bots`` table.  Bots decide
from ``view(table, seat)`` and the legal actions only; their own randomness
comes from a generator seeded by (game seed, seat), never from the table's
chance source, so a bot's choice is a decision, not a die roll.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..table import Table
from ..text import Seat, msg
from .base import Game, IllegalAction
from .session import Session


class Bot(Protocol):
    name: str

    def act(self, game: Game, table: Table, seat: int) -> dict[str, Any]:
        """The action ``seat`` takes now (one of ``game.legal_actions``)."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng

    def act(self, game: Game, table: Table, seat: int) -> dict[str, Any]:
        actions = list(game.legal_actions(table, seat))
        if not actions:
            raise IllegalAction(msg("engine.no_legal_action", seat=Seat(seat)))
        return actions[self.rng.randrange(len(actions))]


BotFactory = Callable[[int, random.Random], Bot]


def bots_of(game: Game | type[Game]) -> dict[str, BotFactory]:
    """The bots a game offers by name (a game or its class): ``random`` and the game's own."""
    table: dict[str, BotFactory] = {"random": RandomBot}
    table.update(getattr(game, "bots", {}) or {})
    return table


class UnknownBot(ValueError):
    pass


def make_bot(game: Game, name: str, seat: int, seed: int) -> Bot:
    factories = bots_of(game)
    if name not in factories:
        raise UnknownBot(f"{game.id} has no bot {name!r}; bots: {', '.join(sorted(factories))}")
    return factories[name](seat, random.Random(f"bot:{seed}:{seat}"))


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
    session = Session.new(game_id, players, seed, options)
    session.table.digests = digests
    game, table = session.game, session.table
    names = bots or ["random"] * players
    if len(names) != players:
        raise ValueError(f"{players} players but {len(names)} bots named")
    seat_bots = [make_bot(game, names[s], s, seed) for s in range(players)]
    actions = 0
    while not game.is_over(table):
        movers = game.to_move(table)
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
