"""A tiny built-in game used to test the generic machinery (not in the menu).

*Sticks*: a pile of sticks; in turn, each player takes 1 to 3 sticks into
their own pile and pays one coin per stick to the pot.  Whoever takes the last
stick wins the pot.  A coin toss at setup picks the first player.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, ClassVar

from ...table import KindInfo, Table, Visibility, ZoneKind
from ..base import Game, IllegalAction, Option
from ..registry import register


@register
class Sticks(Game):
    id: ClassVar[str] = "demo"
    names: ClassVar[dict[str, str]] = {"en": "Sticks (demo)", "ja": "棒取り（デモ）"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    listed: ClassVar[bool] = False
    options: ClassVar[tuple[Option, ...]] = (Option("sticks", (7, 11, 15, 21), 15, "sticks in the pile"),)

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
            tx.move(table.in_zone("box"), "pile")
            for seat in range(table.players):
                tx.pay("bank", f"p{seat}.money", 5)
            first = tx.choice("first", list(range(table.players)))
            tx.set_var("turn", first)

    def to_move(self, table: Table) -> list[int]:
        return [] if self.is_over(table) else [table.vars["turn"]]

    def legal_actions(self, table: Table, seat: int) -> Iterator[dict[str, Any]]:
        if seat not in self.to_move(table):
            return
        left = len(table.zones["pile"].ids)
        for n in range(1, min(3, left) + 1):
            yield {"action": "take", "count": n}

    def play(self, table: Table, seat: int, action: dict[str, Any]) -> None:
        if action.get("action") != "take":
            raise IllegalAction(f"unknown action {action.get('action')!r}; this game has only 'take'")
        if self.is_over(table):
            raise IllegalAction("the game is over")
        if seat != table.vars["turn"]:
            raise IllegalAction(f"it is seat {table.vars['turn']}'s turn, not seat {seat}'s")
        count = action.get("count")
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 3:
            raise IllegalAction(f"count must be 1, 2 or 3, not {count!r}")
        pile = table.zones["pile"].ids
        if count > len(pile):
            raise IllegalAction(f"only {len(pile)} sticks are left")
        with table.begin(f"take {count}", seat) as tx:
            tx.move(pile[-count:], f"p{seat}.sticks")
            pay = min(count, table.money(f"p{seat}.money"))
            tx.pay(f"p{seat}.money", "pot", pay, bank="bank")
            if not table.zones["pile"].ids:
                tx.set_var("winner", seat)
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
