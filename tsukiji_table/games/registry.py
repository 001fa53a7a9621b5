"""One registry of games.

Each game package under ``tsukiji_table/games/`` registers its referee class
with :func:`register` when imported; :func:`discover` imports them all, so a
new game needs no edit outside its own package.  Ids: ``tsukiji``, ``turin``,
``jido:g06`` ...
"""

from __future__ import annotations

import importlib
import pkgutil

from .base import Game

_GAMES: dict[str, type[Game]] = {}
_discovered = False


class UnknownGame(ValueError):
    pass


def register(cls: type[Game]) -> type[Game]:
    """Class decorator: add a referee to the registry (ids must be unique)."""
    if not cls.id:
        raise ValueError(f"{cls.__name__} has no id")
    if cls.id in _GAMES and _GAMES[cls.id] is not cls:
        raise ValueError(f"game id {cls.id!r} registered twice")
    if cls.boxes and cls.boxes[0] != cls.box:
        raise ValueError(f"{cls.id}: Game.boxes must start with its own box {cls.box!r}, not {cls.boxes[0]!r}")
    strays = sorted(set(cls.files_read()) - set(cls.box_names()))
    if strays:
        raise ValueError(f"{cls.id} reads files of {', '.join(strays)} but does not name the box in Game.boxes")
    _GAMES[cls.id] = cls
    return cls


def discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    from .. import games

    for info in pkgutil.iter_modules(games.__path__):
        if info.ispkg:
            importlib.import_module(f"{games.__name__}.{info.name}")


def get(game_id: str) -> type[Game]:
    discover()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(g for g in sorted(_GAMES) if _GAMES[g].listed)
        raise UnknownGame(f"unknown game {game_id!r}; known games: {known}") from None


def all_games(listed_only: bool = True) -> list[type[Game]]:
    discover()
    return [g for _, g in sorted(_GAMES.items()) if g.listed or not listed_only]
