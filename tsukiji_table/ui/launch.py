"""Starting the window from command-line arguments (``play``, the bare command, ``screenshot``)."""

from __future__ import annotations

import random
from typing import Any

from ..games.base import Game
from ..games.registry import UnknownGame, get
from ..games.sandbox import is_free_table, resolve_game
from ..games.selfplay import bots_of
from ..games.session import Session, SessionError, default_seats
from ..rulesdata import RulesDataError
from ..table import SaveError
from . import i18n
from .bots import bot_seat_name
from .errors import LaunchError


def parse_opts(pairs: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise LaunchError(f"--opt expects KEY=VALUE, got {pair!r}", 2)
        low = value.strip().lower()
        out[key.strip()] = (
            True
            if low in ("true", "yes", "on")
            else False
            if low in ("false", "no", "off")
            else int(value)
            if value.strip().lstrip("-").isdigit()
            else value.strip()
        )
    return out


def parse_bots(game_cls: type[Game], spec: str, players: int | None) -> list[str | None]:
    """``--bots human,heuristic,random``: who plays each seat (None: a person); mistakes raise a usage :class:`LaunchError`."""
    names = [part.strip().lower() for part in spec.split(",")]
    if is_free_table(game_cls):
        raise LaunchError(f"--bots: {game_cls.names.get('en', game_cls.id)} is a free table, with no rules for a bot to play by", 2)
    known = bots_of(game_cls)
    for name in names:
        if name != "human" and name not in known:
            raise LaunchError(f"--bots: {game_cls.names.get('en', game_cls.id)} has no bot {name!r}; each seat is one of human, {', '.join(known)}", 2)
    if players is not None and len(names) != players:
        raise LaunchError(f"--bots names {len(names)} seats but --players is {players}", 2)
    if all(name != "human" for name in names):
        raise LaunchError("--bots needs at least one human seat (to watch bots play each other: tsukiji-table selfplay)", 2)
    return [None if name == "human" else name for name in names]


def make_session(
    game: str | None,
    players: int | None = None,
    seed: int | None = None,
    opts: list[str] | None = None,
    mode: str | None = None,
    load: str | None = None,
    rules_dir: str | None = None,
    rules_override: str | None = None,
    lang: str = "en",
    bots: str | None = None,
) -> Session:
    """A session as the command line asks for it; user errors raise :class:`LaunchError`.

    ``bots`` is ``--bots``: per seat ``human`` or a bot's name, comma-separated.
    """
    try:
        if load:
            if bots:
                raise LaunchError("--bots is for a new game; a saved game keeps the seats it was saved with", 2)
            return Session.load(load, rules_dir=rules_dir, rules_override=rules_override)
        game_id = resolve_game(game or "")
        game_cls = get(game_id)
        seat_bots = parse_bots(game_cls, bots, players) if bots else None
        if players is None:
            players = len(seat_bots) if seat_bots else getattr(game_cls, "default_players", game_cls.min_players)
        options = parse_opts(opts or [])
        if mode and not is_free_table(game_cls):
            options["mode"] = mode
        seats = default_seats(players)
        for n, seat in enumerate(seats):
            bot = seat_bots[n] if seat_bots and n < len(seat_bots) else None
            seat["bot"] = bot
            seat["name"] = bot_seat_name(bot, n, lang) if bot else i18n.CATALOGUE["menu.player_n"].get(lang, "Player {n}").format(n=n + 1)
        return Session.new(
            game_id, players, random.randrange(1 << 31) if seed is None else seed, options, seats=seats, rules_dir=rules_dir, rules_override=rules_override
        )
    except UnknownGame as exc:
        raise LaunchError(str(exc), 2) from None
    except SessionError as exc:
        raise LaunchError(str(exc), 2) from None
    except SaveError as exc:
        raise LaunchError(str(exc), 1) from None
    except RulesDataError as exc:
        raise LaunchError(f"the rules data has errors:\n{exc}", 1) from None


def run_app(args: Any) -> int:
    lang = getattr(args, "lang", None) or "en"
    session = None
    if getattr(args, "game", None) or getattr(args, "load", None):
        session = make_session(
            getattr(args, "game", None),
            getattr(args, "players", None),
            getattr(args, "seed", None),
            getattr(args, "opt", []),
            getattr(args, "mode", None),
            getattr(args, "load", None),
            getattr(args, "rules_dir", None),
            getattr(args, "rules_override", None),
            lang,
            getattr(args, "bots", None),
        )
    from .app import App

    app = App(lang=lang, args=args)
    if session is not None:
        app.open_session(session)
    else:
        app.open_menu()
    return app.run()
