"""Free tables: every component of a box laid out, no referee.

``sandbox:tsukiji``, ``sandbox:turin`` and ``sandbox:jidohanbaiki`` are
games without rules: the window lets the players move anything, as at a real
table.  ``tsukiji-table play tsukiji`` falls back to the free table of the
box until a referee is registered under ``tsukiji`` (see :func:`resolve_game`).
"""

from __future__ import annotations

from typing import Any, ClassVar

from ...table import Table
from ..base import Game, Option
from ..registry import UnknownGame, get, register
from .layout import build_sandbox, lay_out

BOX_OF_PLAY_ID = {"tsukiji": "tsukiji", "turin": "turin", "jidohanbaiki": "jidohanbaiki", "jido": "jidohanbaiki"}


class Sandbox(Game):
    """The free table of one box (subclasses name the box)."""

    listed: ClassVar[bool] = True
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 6
    free_table: ClassVar[bool] = True  # the menu lists these apart from the refereed games
    default_players: ClassVar[int] = 3
    options: ClassVar[tuple[Option, ...]] = (
        Option("money", ("open", "hidden"), "open", "purses seen by everyone, or closed to the others", {"en": "Money", "ja": "お金"}),
    )

    def _sets(self, options: dict[str, Any]) -> tuple[str, ...]:
        if options.get("expansion"):
            return ("base", "expansion")
        return ("base",)

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        assert self.rules is not None
        return build_sandbox(self.id, self.rules, players, seed, self._sets(options), options.get("money") == "hidden")

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        assert self.rules is not None
        lay_out(table, self.rules, self._sets(options))


@register
class TsukijiSandbox(Sandbox):
    id: ClassVar[str] = "sandbox:tsukiji"
    box: ClassVar[str | None] = "tsukiji"
    names: ClassVar[dict[str, str]] = {"en": "Tokyo Tsukiji Market (free table)", "ja": "東京築地市場（フリーテーブル）"}
    options: ClassVar[tuple[Option, ...]] = Sandbox.options + (
        Option("expansion", (False, True), False, "lay out the expansion too", {"en": "Expansion", "ja": "拡張"}),
    )


@register
class TurinSandbox(Sandbox):
    id: ClassVar[str] = "sandbox:turin"
    box: ClassVar[str | None] = "turin"
    names: ClassVar[dict[str, str]] = {"en": "Turin Market (free table)", "ja": "トリノマーケット（フリーテーブル）"}


@register
class JidohanbaikiSandbox(Sandbox):
    id: ClassVar[str] = "sandbox:jidohanbaiki"
    box: ClassVar[str | None] = "jidohanbaiki"
    reads: ClassVar[tuple[str, ...]] = ("tower.yaml",)  # drinks, crates and the machine are laid out at their sizes
    names: ClassVar[dict[str, str]] = {"en": "Tokyo Jidohanbaiki (free table)", "ja": "東京自動販売機（フリーテーブル）"}
    default_players: ClassVar[int] = 1  # most of the box's games are solo puzzles


def resolve_game(game_id: str) -> str:
    """The game to start for ``game_id``: its referee if registered, else the box's free table.

    ``tsukiji``, ``turin`` and ``jidohanbaiki`` (or ``jido``) fall back to
    ``sandbox:<box>``; any other unknown id raises :class:`UnknownGame`.
    """
    try:
        get(game_id)
        return game_id
    except UnknownGame:
        box = BOX_OF_PLAY_ID.get(game_id)
        if box is None:
            raise
        return f"sandbox:{box}"


def is_free_table(game_cls: type[Game]) -> bool:
    return bool(getattr(game_cls, "free_table", False))


__all__ = ["Sandbox", "resolve_game", "is_free_table"]
