"""One registry of games.

Each game package under ``tsukiji_table/games/`` registers its referee class
with :func:`register` when imported; :func:`discover` imports them all, so a
new game needs no edit outside its own package.  Ids: ``tsukiji``, ``turin``,
``jido:g06`` ...
"""

from __future__ import annotations

import importlib
import pkgutil
import re

from .base import Game

_GAMES: dict[str, type[Game]] = {}
_ALIASES: dict[str, str] = {}  # another name a person may type for a game ("free:turin")
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


def alias(name: str, game_id: str) -> None:
    """Let ``name`` stand for ``game_id`` wherever a game is named (the command line, scripts)."""
    _ALIASES[name] = game_id


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
        return _GAMES[_ALIASES.get(game_id, game_id)]
    except KeyError:
        raise UnknownGame(f"unknown game {game_id!r}. {known_games()}") from None


def known_games() -> str:
    """Every game by name, with what to type for it (the command line's words, in English)."""
    discover()
    typed = {game_id: name for name, game_id in _ALIASES.items()}
    ordered = sorted(_GAMES.values(), key=lambda g: (not g.listed, g.id))
    games = [g for g in ordered if not getattr(g, "free_table", False)]
    tables = [g for g in ordered if getattr(g, "free_table", False)]
    names = ", ".join(f"{g.id} ({_bare(g.names.get('en', g.id))})" for g in games)
    text = f"Type one of: {names}"
    if tables:
        text += f"; or a free table, where anything may be moved by hand: {', '.join(typed.get(g.id, g.id) for g in tables)}"
    return text + "."


def _bare(name: str) -> str:
    """A name without its last bracket ("Sticks (demo)" -> "Sticks"), for a list in brackets."""
    return re.sub(r"\s*\([^()]*\)$", "", name) or name


def all_games(listed_only: bool = True) -> list[type[Game]]:
    discover()
    return [g for _, g in sorted(_GAMES.items()) if g.listed or not listed_only]
