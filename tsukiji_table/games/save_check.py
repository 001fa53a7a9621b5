"""A save checked against its game: what ``table/save_check.py`` cannot know alone.

The file's own fields are checked when it is read; here, before a table is
built from it, the game it names must exist and take that many players,
its options must be the game's and its seats' bots the game's bots.  After
the snapshot is loaded, :func:`probe` asks the referee to read the position
as the window and the bots will (who is to move, what they may do, the
score, each seat's view): a position the referee cannot read came from a
file that was changed, and is refused with the referee's reason instead of
breaking the game later.
"""

from __future__ import annotations

from typing import Any

from ..table import SaveError, SaveFile, Table, Transaction, view
from .base import Game
from .bots import bots_of
from .options import SessionError, resolve_options
from .registry import UnknownGame, get


def check_for_game(save: SaveFile) -> type[Game]:
    """The save's game class, once its player count, options and bots are the game's."""
    try:
        game_cls = get(save.game)
    except UnknownGame as exc:
        raise SaveError(f"game: {exc}") from None
    if not game_cls.min_players <= save.players <= game_cls.max_players:
        raise SaveError(f"players: {save.game} is for {game_cls.min_players}-{game_cls.max_players} players, the save says {save.players}")
    try:
        resolve_options(game_cls, save.options)
    except SessionError as exc:
        raise SaveError(f"options: {exc}") from None
    bots = bots_of(game_cls)
    for n, seat in enumerate(save.seats):
        bot = seat.get("bot")
        if bot is not None and bot not in bots:
            raise SaveError(f"seats[{n}].bot: {save.game} has no bot {bot!r:.40} (bots: {', '.join(sorted(bots))})")
    return game_cls


def probe(game: Game, table: Table) -> None:
    """Ask the referee to read the loaded position and put its log into words; a failure is the save's fault."""
    try:
        read_position(game, table)
    except Exception as exc:  # noqa: BLE001 - any failure here means the file holds what the game cannot be in
        raise SaveError(f"the saved position cannot be played ({type(exc).__name__}: {str(exc)[:160]}); the file was changed or damaged") from None
    for key, txs in (("log", table.done), ("redo", list(reversed(table.undone)))):
        for n, tx in enumerate(txs):
            if tx.action is not None:
                check_logged(game, table, tx, f"{key}[{n}].action")


def check_logged(game: Game, table: Table, tx: Transaction, where: str) -> None:
    """A logged action must be of a form the game knows, and the log pane must be able to put it into words."""
    assert tx.action is not None
    why = game.malformed(tx.action)
    if why is not None:
        raise SaveError(f"{where}: {why.render()}; the file was changed or damaged")
    try:
        describe_for_everyone(game, table, tx)
    except Exception as exc:  # noqa: BLE001 - the log pane would meet the same failure
        raise SaveError(
            f"{where}: the game cannot put {tx.action.get('action')!r:.40} into words ({type(exc).__name__}: {str(exc)[:120]}); the file was changed or damaged"
        ) from None


def describe_for_everyone(game: Game, table: Table, tx: Transaction) -> None:
    """The log lines of ``tx`` as every seat and an onlooker would read them (the log pane shows them)."""
    for viewer in (None, *range(table.players)):
        for message in game.describe(table, tx, viewer):
            message.render()


def read_position(game: Game, table: Table) -> Any:
    """Read the position as the window and the bots will; raises whatever the referee meets."""
    over = game.is_over(table)
    movers = game.to_move(table)
    if not isinstance(movers, list) or not all(isinstance(s, int) and 0 <= s < table.players for s in movers):
        raise ValueError(f"the seats to move are {movers!r:.60}")
    legal = {}
    for seat in range(table.players):
        view(table, seat)
        if not over:
            legal[seat] = list(game.legal_actions(table, seat))
    if not over and not getattr(game, "free_table", False) and not any(legal[s] for s in movers):
        # A refereed game that waits for nobody, or for seats that may do nothing, would never end.
        raise ValueError("the game is not over, yet no seat to move has anything it may do" if movers else "the game is not over, yet nobody is to move")
    game.score(table)
    return game.public_state(table)
