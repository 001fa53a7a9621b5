"""G12 Colour vs Shape (working title): the referee, two players.

One player is the colour player (the first seat, the colour cards on their side of
the crate row), the other the shape player.  On a turn a player ``place``s a
drink from their supply on one of their cards, pays 500 to ``insert`` every
drink on one of the opponent's cards into the machine (what comes out goes
back on the card, what does not leaves the game: T19, A40), pays 500 to
``take_back`` the drinks on one of their own cards, or passes for good
(their supply leaves the game).  When both have passed the crates are
scored (:mod:`.g12_flow`); a crate's owner may have to ``discard`` down to
six drinks.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import cached_property
from types import ModuleType
from typing import Any, ClassVar

from ...physics.recording import drink_piece
from ...table import Move, Table, Transaction, Tx
from ...text import Message, Seat, msg
from ..base import Action, Int, Text, Why
from ..registry import register
from . import g12_flow as flow
from .drinks import drink_list, drink_names, in_zone, var_after
from .g12_words import P
from .machine import came_out, released, run_machine
from .tower_game import TowerGame

Act = dict[str, Any]
COLUMN = Int(0, 5)


class G12Action(Action):
    def describe(self, game: ColourVsShape, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return self.line(game, table, tx) + flow.consequences(game, table, tx)

    def line(self, game: ColourVsShape, table: Table, tx: Transaction) -> list[Message]:
        return []


def _cost(game: ColourVsShape, table: Table, seat: int) -> Why:
    money = table.money(f"p{seat}.money")
    return msg(f"{P}.why.cost", money=money) if money < int(game.data["action_cost"]) else None


class Place(G12Action):
    """Put one drink from your supply on one of your cards (any of the six)."""

    name = "place"
    phases = ("play",)
    args = {"drink": Text(), "card": COLUMN}

    def candidates(self, game: ColourVsShape, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "drink": d, "card": k} for d in dict.fromkeys(in_zone(table, f"p{seat}.supply")) for k in range(6))

    def check(self, game: ColourVsShape, table: Table, seat: int, action: Act) -> Why:
        if why := game.catalogue.no_drink(action["drink"]):
            return why
        if drink_piece(action["drink"]) not in table.zones[f"p{seat}.supply"].ids:
            return msg(f"{P}.why.not_in_supply", drink=drink_names(game.catalogue, action["drink"]))
        return None

    def apply(self, game: ColourVsShape, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.move([drink_piece(action["drink"])], f"on.{seat}.{action['card']}")

    def line(self, game: ColourVsShape, table: Table, tx: Transaction) -> list[Message]:
        assert tx.action is not None and tx.seat is not None
        k = tx.action["card"]
        card = flow.card_words(game, table, tx.seat, k)
        return [msg(f"{P}.log.place", who=Seat(tx.seat), drink=drink_names(game.catalogue, tx.action["drink"]), card=card, value=game.values[k])]


class Insert(G12Action):
    """Pay 500 and put every drink on one of the opponent's cards into the machine at once."""

    name = "insert"
    phases = ("play",)
    args = {"card": COLUMN}

    def candidates(self, game: ColourVsShape, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "card": k} for k in range(6) if table.zones[f"on.{1 - seat}.{k}"].ids)

    def check(self, game: ColourVsShape, table: Table, seat: int, action: Act) -> Why:
        if not table.zones[f"on.{1 - seat}.{action['card']}"].ids:
            return msg(f"{P}.why.theirs_empty", who=Seat(1 - seat), card=flow.card_words(game, table, 1 - seat, action["card"]))
        return _cost(game, table, seat)

    def apply(self, game: ColourVsShape, table: Table, tx: Tx, seat: int, action: Act) -> None:
        zone = f"on.{1 - seat}.{action['card']}"
        tx.pay(f"p{seat}.money", "bank", int(game.data["action_cost"]), bank="bank")
        drinks = in_zone(table, zone)
        answer = run_machine(tx, game.tower_spec, drinks, "batch")
        back = came_out(answer) + released(answer)
        if back:
            tx.move([drink_piece(d) for d in back], zone)  # 出てきたドリンクは元のカードの上に戻し
        gone = flow.empty_after(tx, table)  # 出てこなかったドリンクは捨てます (A40)
        tx.set_var("attack", {"side": 1 - seat, "card": action["card"], "n": len(drinks), "back": back, "gone": gone})

    def line(self, game: ColourVsShape, table: Table, tx: Transaction) -> list[Message]:
        assert tx.action is not None and tx.seat is not None
        record = var_after(tx, "attack") or {}
        card = flow.card_words(game, table, 1 - tx.seat, tx.action["card"])
        lines = [msg(f"{P}.log.insert", who=Seat(tx.seat), n=record.get("n", 0), whose=Seat(1 - tx.seat), card=card)]
        back, gone = record.get("back", []), record.get("gone", [])
        lines.append(msg(f"{P}.log.came_back", drinks=drink_list(game.catalogue, back)) if back else msg(f"{P}.log.none_back"))
        if gone:
            lines.append(msg(f"{P}.log.gone", drinks=drink_list(game.catalogue, gone)))
        return lines


class TakeBack(G12Action):
    """Pay 500 and take every drink on one of your cards back into your supply."""

    name = "take_back"
    phases = ("play",)
    args = {"card": COLUMN}

    def candidates(self, game: ColourVsShape, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "card": k} for k in range(6) if table.zones[f"on.{seat}.{k}"].ids)

    def check(self, game: ColourVsShape, table: Table, seat: int, action: Act) -> Why:
        if not table.zones[f"on.{seat}.{action['card']}"].ids:
            return msg(f"{P}.why.yours_empty", card=flow.card_words(game, table, seat, action["card"]))
        return _cost(game, table, seat)

    def apply(self, game: ColourVsShape, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.pay(f"p{seat}.money", "bank", int(game.data["action_cost"]), bank="bank")
        tx.move(list(table.zones[f"on.{seat}.{action['card']}"].ids), f"p{seat}.supply")

    def line(self, game: ColourVsShape, table: Table, tx: Transaction) -> list[Message]:
        assert tx.action is not None and tx.seat is not None
        n = sum(len(getattr(c, "ids", ())) for c in tx.commands if getattr(c, "dst", None) == f"p{tx.seat}.supply")
        return [msg(f"{P}.log.take_back", who=Seat(tx.seat), n=n, card=flow.card_words(game, table, tx.seat, tx.action["card"]))]


class Pass(G12Action):
    """Pass for the rest of the game: the drinks left in your supply leave the game."""

    name = "pass"
    phases = ("play",)

    def apply(self, game: ColourVsShape, table: Table, tx: Tx, seat: int, action: Act) -> None:
        left = list(table.zones[f"p{seat}.supply"].ids)
        if left:
            tx.move(left, flow.DISCARD)
        passed = list(table.vars["passed"])
        passed[seat] = True
        tx.set_var("passed", passed)

    def line(self, game: ColourVsShape, table: Table, tx: Transaction) -> list[Message]:
        assert tx.seat is not None
        n = sum(len(getattr(c, "ids", ())) for c in tx.commands if getattr(c, "dst", None) == flow.DISCARD)
        return [msg(f"{P}.log.pass_discard", who=Seat(tx.seat), n=n) if n else msg(f"{P}.log.pass", who=Seat(tx.seat))]


class Discard(G12Action):
    """The crate's owner discards one drink from a crate holding more than six."""

    name = "discard"
    phases = ("trim",)
    args = {"drink": Text()}

    def candidates(self, game: ColourVsShape, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "drink": d} for d in flow.to_trim(table, int(table.vars["trim"])))

    def check(self, game: ColourVsShape, table: Table, seat: int, action: Act) -> Why:
        if why := game.catalogue.no_drink(action["drink"]):
            return why
        k = int(table.vars["trim"])
        if action["drink"] not in flow.to_trim(table, k):
            return msg(f"{P}.why.not_in_crate", drink=drink_names(game.catalogue, action["drink"]), value=game.values[k])
        return None

    def apply(self, game: ColourVsShape, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.move([drink_piece(action["drink"])], flow.DISCARD)

    def line(self, game: ColourVsShape, table: Table, tx: Transaction) -> list[Message]:
        assert tx.action is not None and tx.seat is not None
        k = next(int(c.src[0][0].rsplit(".", 1)[1]) for c in tx.commands if isinstance(c, Move) and c.dst == flow.DISCARD)
        return [msg(f"{P}.log.trim", who=Seat(tx.seat), drink=drink_names(game.catalogue, tx.action["drink"]), value=game.values[k])]


def _heuristic(seat: int, rng: random.Random) -> Any:
    from .g12_bots import ColourShapeBot  # the bots read the referee: imported when one is made

    return ColourShapeBot(seat, rng)


@register
class ColourVsShape(TowerGame):
    """G12: the colour player against the shape player over six crates worth 100 to 600."""

    id: ClassVar[str] = "jido:g12"
    reads: ClassVar[tuple[str, ...]] = ("g12.yaml", "tower.yaml")
    names: ClassVar[dict[str, str]] = {"en": "Colour vs Shape", "ja": "色と形状"}
    min_players: ClassVar[int] = 2  # プレイヤー2名の間に
    max_players: ClassVar[int] = 2
    length: ClassVar[tuple[int, int] | None] = (15, 25)  # our estimate
    how_to: ClassVar[dict[str, str]] = {
        "en": "Two players face each other across six crates worth 100 to 600: one plays colours, the other shapes. On your turn put a drink "
        "from your supply on one of your cards, or pay 500 to put all the drinks on one of your opponent's cards into the vending machine "
        "(those that do not come out leave the game), or pay 500 to take back the drinks on one of your cards, or pass for good. "
        "Drinks of a card's kind score the crate's value; each crate goes to whoever placed more for it; each card pays its value "
        "to whoever holds more of its kind in their crates. Most money wins.",
        "ja": "6つのクレート（100～600円）をはさんで2人が向かい合い、一方は色、もう一方は形状を担当します。手番にはサプライのドリンクを"
        "自分のカードに置くか、500円を払って相手のカード1枚のドリンクをすべて自動販売機に入れる（出てこなかったドリンクは捨てる）か、"
        "500円を払って自分のカードのドリンクをサプライに戻すか、パスします。カードの種類のドリンクはクレートの価値の得点になり、"
        "クレートは多く置いた人のもの。各カードは、その種類のドリンクをクレートに多く持つ人に価値分を支払います。最も多くのお金を持つ人の勝ち。",
    }
    actions = (Place, Insert, TakeBack, Pass, Discard)
    bots: ClassVar[dict[str, Any]] = {"heuristic": _heuristic}
    flow: ClassVar[ModuleType] = flow

    @cached_property
    def values(self) -> list[int]:
        return [int(v) for v in self.data["crate_values"]]

    @property
    def column_w(self) -> float:
        return 200.0

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        """An action in words: the drink and the card named, never an index."""
        name = action.get("action")
        seat = self.to_move(table)[0] if self.to_move(table) else 0
        k = action.get("card")
        if name == "place" and isinstance(k, int) and 0 <= k < 6:
            return msg(
                f"{P}.does.place", drink=drink_names(self.catalogue, action.get("drink")), card=flow.card_words(self, table, seat, k), value=self.values[k]
            )
        if name in ("insert", "take_back") and isinstance(k, int) and 0 <= k < 6:
            side = 1 - seat if name == "insert" else seat
            n = len(table.zones[f"on.{side}.{k}"].ids)
            return msg(f"{P}.does.{name}", n=n, whose=Seat(side), card=flow.card_words(self, table, side, k))
        if name == "discard" and "trim" in table.vars:
            return msg(f"{P}.does.discard", drink=drink_names(self.catalogue, action.get("drink")), value=self.values[int(table.vars["trim"])])
        if name == "pass":
            return msg(f"{P}.does.pass")
        return super().describe_action(table, action)

    def to_move(self, table: Table) -> list[int]:
        seat = flow.mover(table)
        return [] if seat is None else [seat]

    def turns(self, table: Table) -> int:
        return len(table.done)

    def score_extra(self, table: Table) -> dict[str, Any]:
        return {"result": table.vars["result"]}
