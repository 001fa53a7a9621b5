"""G13 Akihabara Melon Soda (working title): the referee, two to six players.

Each player starts with a crate, six drinks (one per colour) and 1,000.  On
a turn a player puts a drink (``add``) or 100 (``add_coin``) into the pot,
or takes the whole pot (``take``): its money into their purse, its drinks
into the machine at once (one batch, recorded: undo never simulates
again); what comes out fills their crate, what does not fit goes to the
crate's right, and they start the pot again with a drink (A41: a drink, so
a player with no drink left cannot take).  Play goes to the left until one
of the three end conditions holds (:mod:`.g13_flow`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from types import ModuleType
from typing import Any, ClassVar

from ...physics.recording import drink_piece
from ...table import Table, Transaction, Tx
from ...text import Message, Seat, msg
from ..base import Action, Text, Why
from ..registry import register
from . import g13_flow as flow
from .drinks import drink_list, drink_names, in_zone, money_moved, var_after, var_set
from .g13_words import P
from .machine import run_machine
from .tower_game import TowerGame

Act = dict[str, Any]


class G13Action(Action):
    def describe(self, game: MelonSoda, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return self.line(game, tx) + flow.consequences(game, table, tx)

    def line(self, game: MelonSoda, tx: Transaction) -> list[Message]:
        return []


def _in_supply(game: MelonSoda, table: Table, seat: int, drink: Any) -> Why:
    if why := game.catalogue.no_drink(drink):
        return why
    if drink_piece(drink) not in table.zones[f"p{seat}.supply"].ids:
        return msg(f"{P}.why.not_in_supply", drink=drink_names(game.catalogue, drink))
    return None


class Add(G13Action):
    """Put one drink from your supply into the pot."""

    name = "add"
    phases = ("play",)
    args = {"drink": Text()}

    def candidates(self, game: MelonSoda, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "drink": d} for d in in_zone(table, f"p{seat}.supply"))

    def check(self, game: MelonSoda, table: Table, seat: int, action: Act) -> Why:
        return _in_supply(game, table, seat, action["drink"])

    def apply(self, game: MelonSoda, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.move([drink_piece(action["drink"])], "pot")

    def line(self, game: MelonSoda, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        return [msg(f"{P}.log.add", who=Seat(tx.seat or 0), drink=drink_names(game.catalogue, tx.action["drink"]))]


class AddCoin(G13Action):
    """Put 100 into the pot."""

    name = "add_coin"
    phases = ("play",)

    def check(self, game: MelonSoda, table: Table, seat: int, action: Act) -> Why:
        return msg(f"{P}.why.no_money") if table.money(f"p{seat}.money") < game.stake else None

    def apply(self, game: MelonSoda, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.pay(f"p{seat}.money", "pot.money", game.stake, bank="bank")

    def line(self, game: MelonSoda, tx: Transaction) -> list[Message]:
        return [msg(f"{P}.log.add_coin", who=Seat(tx.seat or 0), amount=game.stake)]


class Take(G13Action):
    """Take the whole pot: its money is yours, its drinks go into the machine at once; then start the pot again with a drink."""

    name = "take"
    phases = ("play",)
    args = {"drink": Text()}

    def candidates(self, game: MelonSoda, table: Table, seat: int) -> Iterable[Act]:
        if not (table.zones["pot"].ids or table.money("pot.money")):
            return ()
        return ({"action": self.name, "drink": d} for d in in_zone(table, f"p{seat}.supply"))

    def check(self, game: MelonSoda, table: Table, seat: int, action: Act) -> Why:
        if not (table.zones["pot"].ids or table.money("pot.money")):
            return msg(f"{P}.why.pot_empty")
        return _in_supply(game, table, seat, action["drink"])  # ＊自分のサプライにドリンクがない場合、賭け金を取ることはできません (A41)

    def apply(self, game: MelonSoda, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.pay("pot.money", f"p{seat}.money", table.money("pot.money"), bank="bank")
        drinks = in_zone(table, "pot")
        answer = run_machine(tx, game.tower_spec, drinks, "batch") if drinks else None
        flow.take_pot(game, table, tx, seat, answer)
        tx.move([drink_piece(action["drink"])], "pot")

    def line(self, game: MelonSoda, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        who = Seat(tx.seat or 0)
        money = money_moved(tx, "pot.money")
        last = var_after(tx, "tower.last")
        inserted = list(last.get("inserted", [])) if isinstance(last, dict) and var_set(tx, "tower.last") else []
        n = len(inserted)
        lines = [
            msg(f"{P}.log.take", who=who, money=money, drinks=drink_list(game.catalogue, inserted)) if n else msg(f"{P}.log.take_money", who=who, money=money)
        ]
        if n:
            lines += flow.take_lines(game, tx)
        return lines + [msg(f"{P}.log.restart", who=who, drink=drink_names(game.catalogue, tx.action["drink"]))]


def _heuristic(seat: int, rng: random.Random) -> Any:
    from .g13_bots import MelonSodaBot  # the bots read the referee: imported when one is made

    return MelonSodaBot(seat, rng)


@register
class MelonSoda(TowerGame):
    """G13: build a pot of drinks and coins, take it at the right time, fill your crate with many kinds."""

    id: ClassVar[str] = "jido:g13"
    reads: ClassVar[tuple[str, ...]] = ("g13.yaml", "tower.yaml")
    names: ClassVar[dict[str, str]] = {"en": "Akihabara Melon Soda", "ja": "秋葉原メロンソーダ"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    length: ClassVar[tuple[int, int] | None] = (10, 20)  # our estimate
    how_to: ClassVar[dict[str, str]] = {
        "en": "Each player has a crate, six drinks (one of each colour) and 1,000. On your turn put a drink or 100 into the pot, or take "
        "the whole pot: keep its money, put its drinks into the vending machine at once, put what comes out into your crate (what does "
        "not fit goes beside it, unusable), then start the pot again with one of your drinks. The game ends at once when all but one "
        "crate are full, someone has neither money nor drinks, or only one player still has drinks. Each different colour and shape in "
        "your crate pays 100 × the number of players; each empty slot and each drink outside your crate costs 100. Most money wins.",
        "ja": "各自クレート1箱、ドリンク6本（各色1本）、1,000円を持ちます。手番にはドリンク1本か100円を賭け金に置くか、賭け金をすべて取ります。"
        "取ったらお金は自分のものに、ドリンクは一度に自動販売機に入れ、出てきたものを自分のクレートへ（入りきらない分は横に置き使用不可）。"
        "その後、自分のドリンク1本で賭け金を積立て直します。1人を除く全員のクレートが埋まる、お金とドリンクを使い切った人がいる、"
        "ドリンクを持つ人が1人だけになる、のいずれかでただちに終了。クレート内の色と形状の種類数×人数×100円を受け取り、"
        "空きスロットとクレート外のドリンクは1つにつき-100円。最も多くのお金を持つ人の勝ち。",
    }
    actions = (Add, AddCoin, Take)
    bots: ClassVar[dict[str, Any]] = {"heuristic": _heuristic}
    flow: ClassVar[ModuleType] = flow

    @property
    def stake(self) -> int:
        return int(self.data["stake"])

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        name = action.get("action")
        if name in ("add", "take"):
            return msg(f"{P}.does.{name}", drink=drink_names(self.catalogue, action.get("drink")))
        if name == "add_coin":
            return msg(f"{P}.does.add_coin", amount=self.stake)
        return super().describe_action(table, action)

    def to_move(self, table: Table) -> list[int]:
        seat = flow.mover(table)
        return [] if seat is None else [seat]

    def turns(self, table: Table) -> int:
        return len(table.done)

    def score(self, table: Table) -> dict[str, Any] | None:
        """Not the money alone: the crate's kinds, empty slots and stray drinks are counted, never paid (decision g13-a42-kinds)."""
        if not self.is_over(table):
            return None
        seats = table.vars["result"]["seats"]
        return {"scores": [seats[str(s)]["total"] for s in range(table.players)], "winner": list(table.vars.get("winner", [])), "result": table.vars["result"]}
