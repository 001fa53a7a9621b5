"""Free tables: every component of a box laid out, no referee.

``sandbox:tsukiji``, ``sandbox:turin`` and ``sandbox:jidohanbaiki`` (typed
``free:tsukiji`` ...) are games without rules: the window lets the players
move anything, as at a real table.  ``tsukiji-table play jidohanbaiki``
opens the box's free table while no game is registered under that name (see
:func:`resolve_game`).
"""

from __future__ import annotations

from typing import Any, ClassVar

from ...table import Table
from ..base import Game, Option
from ..registry import UnknownGame, alias, get, register
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
    how_to: ClassVar[dict[str, str]] = {
        "en": "Every piece of Tokyo Tsukiji Market laid out, with no referee: set up, fish, buy and pay by hand, as at a real table. "
        "Drag pieces, right-click for what a piece allows; sealed bids have their own button. Rules: F3.",
        "ja": "東京築地市場のすべてのコンポーネントを並べた、審判のいないテーブルです。準備・漁業・売買を本物のテーブルと同じように手で行います。"
        "駒はドラッグで動かし、右クリックでできることを選びます。秘密の入札は専用のボタンで。ルール：F3。",
    }
    options: ClassVar[tuple[Option, ...]] = Sandbox.options + (
        Option("expansion", (False, True), False, "lay out the expansion too", {"en": "Expansion", "ja": "拡張"}),
    )


@register
class TurinSandbox(Sandbox):
    id: ClassVar[str] = "sandbox:turin"
    box: ClassVar[str | None] = "turin"
    names: ClassVar[dict[str, str]] = {"en": "Turin Market (free table)", "ja": "トリノマーケット（フリーテーブル）"}
    how_to: ClassVar[dict[str, str]] = {
        "en": "Every piece of Turin Market laid out, with no referee: deal, bid and pay by hand, as at a real table. "
        "Drag pieces, right-click for what a piece allows; sealed bids and secret card choices have their own buttons. Rules: F3.",
        "ja": "トリノマーケットのすべてのコンポーネントを並べた、審判のいないテーブルです。配る・入札する・支払うを本物のテーブルと同じように手で行います。"
        "駒はドラッグで動かし、右クリックでできることを選びます。秘密の入札と秘密のカード選択は専用のボタンで。ルール：F3。",
    }


@register
class JidohanbaikiSandbox(Sandbox):
    id: ClassVar[str] = "sandbox:jidohanbaiki"
    box: ClassVar[str | None] = "jidohanbaiki"
    reads: ClassVar[tuple[str, ...]] = ("tower.yaml",)  # drinks, crates and the machine are laid out at their sizes
    names: ClassVar[dict[str, str]] = {"en": "Tokyo Jidohanbaiki (free table)", "ja": "東京自動販売機（フリーテーブル）"}
    default_players: ClassVar[int] = 1  # most of the box's games are solo puzzles
    uses_tower: ClassVar[bool] = True
    how_to: ClassVar[dict[str, str]] = {
        "en": "The whole box with no referee: the vending machine, 36 drinks, crates, cards, signs and money. Play any of its games by hand: "
        "drop drinks into the machine's slot (or throw them), tip a crate in, and watch what comes out. Rules of the solo games: F3.",
        "ja": "審判のいない箱全体：自動販売機、36本のドリンク、クレート、カード、看板、お金。どのゲームも手で遊べます。"
        "ドリンクを投入口に落とし（投げ入れも可）、クレートごと入れて、何が出てくるかを見ましょう。ひとり用ゲームのルール：F3。",
    }


for _box in ("tsukiji", "turin", "jidohanbaiki"):
    alias(f"free:{_box}", f"sandbox:{_box}")


def resolve_game(game_id: str) -> str:
    """The game to start for ``game_id``: its referee if registered, else the box's free table.

    ``tsukiji``, ``turin`` and ``jidohanbaiki`` (or ``jido``) fall back to
    ``sandbox:<box>``; any other unknown id raises :class:`UnknownGame`.
    """
    try:
        return get(game_id).id
    except UnknownGame:
        box = BOX_OF_PLAY_ID.get(game_id)
        if box is None:
            raise
        return f"sandbox:{box}"


def is_free_table(game_cls: type[Game]) -> bool:
    return bool(getattr(game_cls, "free_table", False))


__all__ = ["Sandbox", "resolve_game", "is_free_table"]
