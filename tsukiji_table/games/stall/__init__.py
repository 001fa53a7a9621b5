"""A tiny built-in game on pieces of two boxes (not in the menu): how a game names several boxes.

*Market stall*: a stall offers Jidohanbaiki drinks and Tsukiji Market fish
barrels.  In turn, each player buys one piece with Jidohanbaiki money: a
drink costs 100 yen, a barrel its fish market's license price (at least 100
yen), read from ``rules/tsukiji/fish_markets.yaml``.  A player who can
afford nothing passes.  When the stall is empty, or every player passed in
a row, drinks score 1 and barrels 2; the most points win.

What it shows (``docs/architecture.md``, *Several boxes on one table*):
``boxes`` names both boxes, its own first; ``reads`` names the one file it
reads beyond each box's ``components.yaml`` (in the other box, so it is
written ``tsukiji/fish_markets.yaml``); ``rules_of`` gives each box's rules;
``populate(..., only=...)`` lays out a part of each box (the two boxes'
money shares denominations, so only one box's money comes out).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from ...table import Table, Transaction, Tx, Visibility, ZoneKind
from ...text import Message, Seat, add_strings, msg
from ..base import Action, Game, Option, Text, Why, populate, shown_value
from ..registry import register

DRINK_PRICE = 100
START_MONEY = 1000
POINTS = {"drink": 1, "barrel": 2}


def _component(table: Table, piece_id: str) -> str:
    return table.kinds[table.pieces[piece_id].kind].component


class Buy(Action):
    """Buy one piece of the stall at its price."""

    name = "buy"
    phases = ("play",)
    args = {"piece": Text()}

    def candidates(self, game: Stall, table: Table, seat: int) -> Iterable[dict[str, Any]]:
        return ({"action": "buy", "piece": pid} for pid in table.zones["stall"].ids)

    def check(self, game: Stall, table: Table, seat: int, action: dict[str, Any]) -> Why:
        pid = action["piece"]
        if pid not in table.pieces:
            return msg("demo.stall.no_piece", piece=shown_value(pid))
        if pid not in table.zones["stall"].ids:
            return msg("demo.stall.not_offered", piece=game.piece_names(table, pid))
        price, money = game.price(table, pid), table.money(f"p{seat}.money")
        if price > money:
            return msg("demo.stall.too_dear", price=price, money=money)
        return None

    def apply(self, game: Stall, table: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        pid = action["piece"]
        tx.pay(f"p{seat}.money", "bank", game.price(table, pid), bank="bank")
        tx.move([pid], f"p{seat}.goods")
        tx.set_var("passes", 0)

    def describe(self, game: Stall, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.action is not None and tx.seat is not None
        return [msg("demo.stall.log.buy", who=Seat(tx.seat), piece=game.piece_names(table, tx.action["piece"]))]


class Pass(Action):
    """Pass: only when nothing on the stall is affordable."""

    name = "pass"
    phases = ("play",)

    def check(self, game: Stall, table: Table, seat: int, action: dict[str, Any]) -> Why:
        money = table.money(f"p{seat}.money")
        if any(game.price(table, pid) <= money for pid in table.zones["stall"].ids):
            return msg("demo.stall.can_buy")
        return None

    def apply(self, game: Stall, table: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        tx.set_var("passes", table.vars.get("passes", 0) + 1)


@register
class Stall(Game):
    id: ClassVar[str] = "demo:stall"
    box: ClassVar[str | None] = "jidohanbaiki"
    boxes: ClassVar[tuple[str, ...]] = ("jidohanbaiki", "tsukiji")
    reads: ClassVar[tuple[str, ...]] = ("tsukiji/fish_markets.yaml",)
    names: ClassVar[dict[str, str]] = {"en": "Market stall (two-box demo)", "ja": "屋台（二つの箱のデモ）"}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    listed: ClassVar[bool] = False
    options: ClassVar[tuple[Option, ...]] = (Option("goods", (3, 5, 8), 5, "drinks and barrels each on the stall"),)
    actions = (Buy, Pass)

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        table = Table(self.id, seed, players)
        table.add_zone("box", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
        table.add_zone("bank", ZoneKind.MONEY, label={"en": "Bank", "ja": "銀行"})
        table.add_zone("stall", ZoneKind.STACK, rect=[0, 0, 250, 80], arrange="row", label={"en": "Stall", "ja": "屋台"})
        for seat in range(players):
            table.add_zone(f"p{seat}.goods", ZoneKind.STACK, owner=seat, arrange="row", label={"en": "Bought", "ja": "買った物"})
            table.add_zone(f"p{seat}.money", ZoneKind.MONEY, owner=seat)
        populate(table, self.rules_of("jidohanbaiki"), zone="box", money_zone="bank", only=("drink", "money"))
        populate(table, self.rules_of("tsukiji"), zone="box", only=("barrel",))
        return table

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        count = int(options.get("goods", 5))
        with table.begin("setup") as tx:
            tx.set_var("mode", options.get("mode", "assisted"))
            tx.shuffle("box")
            pile = table.in_zone("box")
            for component in POINTS:
                tx.move([pid for pid in pile if _component(table, pid) == component][:count], "stall")
            for seat in range(table.players):
                tx.pay("bank", f"p{seat}.money", START_MONEY)
            tx.set_var("turn", tx.choice("first", list(range(table.players))))
            tx.set_var("passes", 0)
            tx.set_var("phase", "play")

    def price(self, table: Table, piece_id: str) -> int:
        """A drink's price, or a barrel's: its fish market's license price, at least a drink's."""
        if _component(table, piece_id) == "drink":
            return DRINK_PRICE
        species = table.pieces[piece_id].kind.split(".", 1)[1]
        markets = self.rules_of("tsukiji").file("fish_markets.yaml")["markets"]
        return max(DRINK_PRICE, next((int(m["license_price"]) for m in markets if m["id"] == species), DRINK_PRICE))

    def piece_names(self, table: Table, piece_id: str) -> dict[str, str]:
        """A piece as printed ("Red Short can", "King Crab barrel"), from the components of its box."""
        kind = table.pieces[piece_id].kind
        component, _, variant = kind.partition(".")
        for rules in self.all_rules():
            comp = rules.components.get(component)
            if comp is not None:
                found = next((v for v in comp.variants if v.id == variant), None)
                return dict(found.names if found is not None else comp.names)
        return {"en": kind, "ja": kind}

    def describe_action(self, table: Table, action: dict[str, Any]) -> Message:
        if action.get("action") == "buy" and action.get("piece") in table.pieces:
            return msg("demo.stall.does.buy", piece=self.piece_names(table, action["piece"]), price=self.price(table, action["piece"]))
        return super().describe_action(table, action)

    def to_move(self, table: Table) -> list[int]:
        return [] if self.is_over(table) else [table.vars["turn"]]

    def advance(self, table: Table, tx: Tx) -> None:
        """The stall sold out or everyone passed in a row: the end; else the next player."""
        if not table.zones["stall"].ids or table.vars["passes"] >= table.players:
            tx.set_var("phase", "over")
        else:
            tx.set_var("turn", (table.vars["turn"] + 1) % table.players)

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def points(self, table: Table, seat: int) -> int:
        return sum(POINTS[_component(table, pid)] for pid in table.zones[f"p{seat}.goods"].ids)

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        scores = [self.points(table, s) for s in range(table.players)]
        return {"scores": scores, "winner": [s for s, p in enumerate(scores) if p == max(scores)]}


add_strings(
    {
        "demo.stall.not_offered": {"en": "{piece} is not on the stall", "ja": "{piece} は屋台にありません"},
        "demo.stall.no_piece": {
            "en": "no piece {piece} (a piece of the stall, such as drink.red:short_can)",
            "ja": "{piece} というコマはありません（屋台のコマを指定してください。例：drink.red:short_can）",
        },
        "demo.stall.too_dear": {"en": "it costs {price} yen and you have {money}", "ja": "{price}円かかりますが、所持金は{money}円です"},
        "demo.stall.can_buy": {"en": "you can still buy something", "ja": "まだ買えるものがあります"},
        "demo.stall.log.buy": {"en": "{who} buys {piece}", "ja": "{who}が{piece}を買う"},
        "demo.stall.log.pass": {"en": "{who} passes", "ja": "{who}はパス"},
        "demo.stall.action.buy": {"en": "Buy", "ja": "買う"},
        "demo.stall.action.pass": {"en": "Pass", "ja": "パス"},
        "demo.stall.does.buy": {"en": "Buy the {piece} ({price} yen)", "ja": "{piece}を買う（{price}円）"},
    }
)
