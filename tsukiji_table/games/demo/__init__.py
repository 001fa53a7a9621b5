"""A tiny built-in game that shows how a game is written (not in the menu).

*Sticks*: a pile of sticks; in turn, each player takes 1 to 3 sticks into
their own pile and pays one coin per stick to the pot.  Whoever takes the last
stick wins the pot.  A coin toss at setup picks the first player.

It is built by the steps of ``docs/architecture.md`` (*Adding a game*) and
nothing else, and passes the game contract like every game.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from ...table import KindInfo, Table, Transaction, Tx, Visibility, ZoneKind
from ...text import Message, Seat, add_strings, msg
from ..base import Action, Game, Int, Option, Why
from ..registry import register


class Take(Action):
    """Take 1 to 3 sticks and pay a coin for each (as far as the purse goes)."""

    name = "take"
    phases = ("play",)
    args = {"count": Int(1, 3)}

    def candidates(self, game: Sticks, table: Table, seat: int) -> Iterable[dict[str, Any]]:
        return ({"action": "take", "count": n} for n in (1, 2, 3))

    def check(self, game: Sticks, table: Table, seat: int, action: dict[str, Any]) -> Why:
        left = len(table.zones["pile"].ids)
        if action["count"] > left:
            return msg("demo.only_left", n=left)
        return None

    def apply(self, game: Sticks, table: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        pile = table.zones["pile"].ids
        tx.move(pile[-action["count"] :], f"p{seat}.sticks")
        tx.pay(f"p{seat}.money", "pot", min(action["count"], table.money(f"p{seat}.money")), bank="bank")

    def describe(self, game: Sticks, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.action is not None and tx.seat is not None
        lines = [msg("demo.log.take", who=Seat(tx.seat), n=tx.action["count"])]
        if any(getattr(c, "name", None) == "winner" for c in tx.commands):
            lines.append(msg("demo.log.won", who=Seat(tx.seat)))
        return lines


@register
class Sticks(Game):
    id: ClassVar[str] = "demo"
    names: ClassVar[dict[str, str]] = {"en": "Sticks (demo)", "ja": "棒取り（デモ）"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    listed: ClassVar[bool] = False
    options: ClassVar[tuple[Option, ...]] = (Option("sticks", (7, 11, 15, 21), 15, "sticks in the pile"),)
    actions = (Take,)

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        table = Table(self.id, seed, players)
        table.add_kind(KindInfo("stick", "stick"))
        table.add_kind(KindInfo("coin", "coin", denomination=1))
        table.add_zone("box", ZoneKind.STACK, Visibility.NOBODY)
        table.add_zone("pile", ZoneKind.STACK)
        table.add_zone("bank", ZoneKind.MONEY, unlimited=True)
        table.add_zone("pot", ZoneKind.MONEY)
        for seat in range(players):
            table.add_zone(f"p{seat}.sticks", ZoneKind.STACK, owner=seat)
            table.add_zone(f"p{seat}.money", ZoneKind.MONEY, owner=seat)
        for n in range(options.get("sticks", 15)):
            table.add_piece(f"stick#{n + 1}", "stick", "box")
        return table

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "assisted"))
            tx.move(table.in_zone("box"), "pile")
            for seat in range(table.players):
                tx.pay("bank", f"p{seat}.money", 5)
            first = tx.choice("first", list(range(table.players)))
            tx.set_var("turn", first)
            tx.set_var("phase", "play")

    def to_move(self, table: Table) -> list[int]:
        return [] if self.is_over(table) else [table.vars["turn"]]

    def advance(self, table: Table, tx: Tx) -> None:
        """The last stick wins the pot; otherwise the next player's turn."""
        seat = table.vars["turn"]
        if not table.zones["pile"].ids:
            tx.set_var("winner", seat)
            tx.set_var("phase", "over")
            tx.pay("pot", f"p{seat}.money", table.money("pot"))
        else:
            tx.set_var("turn", (seat + 1) % table.players)

    def is_over(self, table: Table) -> bool:
        return "winner" in table.vars

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        money = [table.money(f"p{s}.money") for s in range(table.players)]
        return {"scores": money, "winner": [table.vars["winner"]]}


add_strings(
    {
        "demo.action.take": {"en": "Take sticks", "ja": "棒を取る"},
        "demo.does.take": {"en": "Take {count} {count|stick|sticks}", "ja": "棒を{count}本取る"},
        "demo.only_left": {"en": "only {n} sticks are left", "ja": "残りの棒は{n}本だけです"},
        "demo.log.take": {"en": "{who} takes {n} sticks", "ja": "{who}が棒を{n}本取る"},
        "demo.log.won": {"en": "{who} took the last stick and wins the pot", "ja": "{who}が最後の棒を取り、ポットを獲得"},
    }
)
