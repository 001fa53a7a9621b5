"""Bots by name: the random bot every game has, and a game's own.

A bot is chosen per seat by name from the game's ``bots`` table.  Bots decide
from ``view(table, seat)`` and the legal actions only; their own randomness
comes from a generator seeded by (game seed, seat), never from the table's
chance source, so a bot's choice is a decision, not a die roll.  Kept apart
from self-play so that what checks a save (``save_check``) can ask which bots
a game has without importing the sessions that load saves.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from ..table import Table
from ..table.table import below_like_random
from ..text import Seat, msg
from .base import Game, IllegalAction


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
        actions = game.legal_action_list(table, seat)  # the legal actions in their order, copied only as read
        count = len(actions)  # once: a lazy listing counts in Python
        if not count:
            raise IllegalAction(msg("engine.no_legal_action", seat=Seat(seat)))
        return actions[below_like_random(self.rng, count)]  # rng.randrange(count), drawn the same way without its checks


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
