"""G20 Upside-Down Vending Machine: the referee.

The machine stands upside down on a crate at the top of the table, two
empty crates in front of it; three crates in the middle show the bets (the
drinks of two colours arranged on them, with their rates); four colour
cards carry the shares (drinks of the other four colours) and the money
that is their value; each seat has its shares, a purse, its bet and an ad
sign.

A round: ``bid`` (blind, all at once; ties bid again), the winner's
``buy_share`` (up to two, of different colours) or ``done_buying``,
``bet``/``no_bet`` clockwise from the winner, the winner's ``drop`` (two
drinks of different colours through the upturned machine, lifted slowly:
the machine's outcome is recorded like a die roll), the settlement, and
``sell``/``done_selling`` clockwise from the winner.  The flow is
:mod:`.g20_flow`'s.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from itertools import combinations
from types import ModuleType
from typing import Any, ClassVar

from ...table import Table, Transaction, Tx
from ...text import Message, Seat, msg
from ..base import Action, Int, ListOf, Text, Why
from ..registry import register
from . import g20_flow as flow
from . import g20_rules as rules
from . import sealed_bids
from .drinks import drink_list, drink_names, in_zone, kind_names, var_after
from .g20_words import P
from .machine import run_machine
from .tower_game import TowerGame

Act = dict[str, Any]


class G20Action(Action):
    def describe(self, game: UpsideDown, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return self.line(game, tx) + flow.round_lines(game, tx)

    def line(self, game: UpsideDown, tx: Transaction) -> list[Message]:
        return []


class Bid(sealed_bids.SealedBid, G20Action):
    """A blind bid: an amount held in a closed hand (in 100s, up to what you have); all are opened together."""

    prefix = P


class BuyShare(G20Action):
    """The bid's winner buys a share: pays the card's value to the bank, takes a drink; the card gains 100."""

    name = "buy_share"
    phases = ("buy",)
    args = {"colour": Text()}

    def candidates(self, game: UpsideDown, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "colour": c} for c in table.vars.get("shares", []))

    def check(self, game: UpsideDown, table: Table, seat: int, action: Act) -> Why:
        colour = action["colour"]
        if why := game.catalogue.no_colour(colour):
            return why
        name = kind_names(game.catalogue, colour)
        k = flow.card_index(game, table, colour)
        if k is None:
            return msg(f"{P}.why.share_colour", colour=name)
        if not table.zones[f"card.{k}"].ids:
            return msg(f"{P}.why.share_none", colour=name)
        bought = table.vars.get("bought", [])
        if colour in bought or len(bought) >= int(game.data["shares_per_win"]):
            return msg(f"{P}.why.share_two", n=game.data["shares_per_win"])
        price, money = table.money(f"value.{k}"), table.money(f"p{seat}.money")
        if price > money:
            return msg(f"{P}.why.share_money", colour=name, price=price, money=money)
        return None

    def apply(self, game: UpsideDown, table: Table, tx: Tx, seat: int, action: Act) -> None:
        colour = action["colour"]
        k = flow.card_index(game, table, colour)
        assert k is not None
        price = table.money(f"value.{k}")
        tx.pay(f"p{seat}.money", "bank", price, bank="bank")
        tx.move([table.zones[f"card.{k}"].ids[-1]], f"p{seat}.shares")
        tx.pay("bank", f"value.{k}", int(game.data["rise"]), bank="bank")
        tx.set_var("bought", [*table.vars.get("bought", []), colour])
        tx.set_var("paid", {"colour": colour, "price": price, "value": price + int(game.data["rise"]), "round": table.vars["round"]})

    def line(self, game: UpsideDown, tx: Transaction) -> list[Message]:
        paid = var_after(tx, "paid") or {}
        return [
            msg(
                f"{P}.log.buy_share",
                who=Seat(tx.seat or 0),
                colour=kind_names(game.catalogue, paid.get("colour", "")),
                price=paid.get("price"),
                value=paid.get("value"),
            )
        ]


class DoneBuying(G20Action):
    name = "done_buying"
    phases = ("buy",)

    def apply(self, game: UpsideDown, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.set_var("phase", "bet")
        tx.set_var("step", 0)

    def line(self, game: UpsideDown, tx: Transaction) -> list[Message]:
        return [msg(f"{P}.log.done_buying", who=Seat(tx.seat or 0))]


class Bet(G20Action):
    """Put your ad sign beside one bet with one or two 100 coins (one: at least one drink lands so; two: both do)."""

    name = "bet"
    phases = ("bet",)
    args = {"landing": Text(rules.BETS), "coins": Int(1, 2)}

    def candidates(self, game: UpsideDown, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "landing": b, "coins": n} for b in rules.BETS for n in range(1, int(game.data["bet_coins_max"]) + 1))

    def check(self, game: UpsideDown, table: Table, seat: int, action: Act) -> Why:
        need, money = action["coins"] * int(game.data["bet_coin"]), table.money(f"p{seat}.money")
        if action["coins"] > int(game.data["bet_coins_max"]) or need > money:
            return msg(f"{P}.why.bet_money", coins=action["coins"], need=need, money=money)
        return None

    def apply(self, game: UpsideDown, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.pay(f"p{seat}.money", f"p{seat}.bet", action["coins"] * int(game.data["bet_coin"]), bank="bank")
        tx.move([f"ad_sign#{seat + 1}"], f"signs.{action['landing']}")
        tx.set_var("bets", {**table.vars.get("bets", {}), str(seat): {"on": action["landing"], "coins": action["coins"]}})
        tx.set_var("step", int(table.vars["step"]) + 1)

    def line(self, game: UpsideDown, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        amount = tx.action["coins"] * int(game.data["bet_coin"])
        return [msg(f"{P}.log.bet", who=Seat(tx.seat or 0), amount=amount, on=msg(f"{P}.bet.{tx.action['landing']}"))]


class NoBet(G20Action):
    name = "no_bet"
    phases = ("bet",)

    def apply(self, game: UpsideDown, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.set_var("step", int(table.vars["step"]) + 1)

    def line(self, game: UpsideDown, tx: Transaction) -> list[Message]:
        return [msg(f"{P}.log.no_bet", who=Seat(tx.seat or 0))]


class Drop(G20Action):
    """The bid's winner drops two drinks of different colours from the colour cards into the upturned machine."""

    name = "drop"
    phases = ("drop",)
    args = {"drinks": ListOf(Text(), 0, 2)}

    def candidates(self, game: UpsideDown, table: Table, seat: int) -> Iterable[Act]:
        tops = [in_zone(table, f"card.{k}")[-1] for k in range(int(game.data["share_colours"])) if table.zones[f"card.{k}"].ids]
        n = game.drop_size(table)
        return ({"action": self.name, "drinks": list(pick)} for pick in combinations(tops, n))

    def check(self, game: UpsideDown, table: Table, seat: int, action: Act) -> Why:
        drinks = action["drinks"]
        for d in drinks:
            k = flow.card_index(game, table, d.partition(":")[0])
            if k is None or f"drink.{d}" not in table.zones[f"card.{k}"].ids:
                return msg(f"{P}.why.drop_which", drink=drink_names(game.catalogue, d))
        if len(drinks) != game.drop_size(table) or len({d.partition(":")[0] for d in drinks}) != len(drinks):
            return msg(f"{P}.why.drop_n", n=game.drop_size(table))
        return None

    def apply(self, game: UpsideDown, table: Table, tx: Tx, seat: int, action: Act) -> None:
        drinks = list(action["drinks"])
        answer = run_machine(tx, game.tower_spec, drinks, "inverted") if drinks else {"landed": {}}
        flow.settle(game, tx, table, answer)

    def line(self, game: UpsideDown, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        return [msg(f"{P}.log.drop", who=Seat(tx.seat or 0), drinks=drink_list(game.catalogue, tx.action["drinks"]))]


class Sell(G20Action):
    """Sell one of your shares back to its colour card at the card's value (paid by the bank)."""

    name = "sell"
    phases = ("sell",)
    args = {"drink": Text()}

    def candidates(self, game: UpsideDown, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "drink": d} for d in in_zone(table, f"p{seat}.shares"))

    def check(self, game: UpsideDown, table: Table, seat: int, action: Act) -> Why:
        if why := game.catalogue.no_drink(action["drink"]):
            return why
        if f"drink.{action['drink']}" not in table.zones[f"p{seat}.shares"].ids:
            return msg(f"{P}.why.not_share", drink=drink_names(game.catalogue, action["drink"]))
        return None

    def apply(self, game: UpsideDown, table: Table, tx: Tx, seat: int, action: Act) -> None:
        drink = action["drink"]
        k = flow.card_index(game, table, drink.partition(":")[0])
        assert k is not None
        price = table.money(f"value.{k}")
        tx.pay("bank", f"p{seat}.money", price, bank="bank")
        tx.move([f"drink.{drink}"], f"card.{k}")
        tx.set_var("sold", {"drink": drink, "price": price, "n": int(table.vars.get("sales", 0))})
        tx.set_var("sales", int(table.vars.get("sales", 0)) + 1)

    def line(self, game: UpsideDown, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        sold = var_after(tx, "sold") or {}
        colour = tx.action["drink"].partition(":")[0]
        return [msg(f"{P}.log.sell", who=Seat(tx.seat or 0), colour=kind_names(game.catalogue, colour), price=sold.get("price"))]


class DoneSelling(G20Action):
    name = "done_selling"
    phases = ("sell",)

    def apply(self, game: UpsideDown, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.set_var("step", int(table.vars["step"]) + 1)

    def line(self, game: UpsideDown, tx: Transaction) -> list[Message]:
        return [msg(f"{P}.log.done_selling", who=Seat(tx.seat or 0))]


def _heuristic(seat: int, rng: random.Random) -> Any:
    from .g20_bots import UpsideDownBot  # the bots read the referee: imported when one is made

    return UpsideDownBot(seat, rng)


@register
class UpsideDown(TowerGame):
    """G20: blind bids, shares of four colours, bets on where two dropped drinks land."""

    id: ClassVar[str] = "jido:g20"
    reads: ClassVar[tuple[str, ...]] = ("g20.yaml", "tower.yaml")
    names: ClassVar[dict[str, str]] = {"en": "Upside-Down Vending Machine", "ja": "逆さま自動販売機"}
    min_players: ClassVar[int] = 2  # g20.yaml players (assumed: decision g20-a49-players)
    max_players: ClassVar[int] = 6
    length: ClassVar[tuple[int, int] | None] = (20, 40)  # our estimate: the rulebook gives none
    how_to: ClassVar[dict[str, str]] = {
        "en": "The vending machine stands upside down on a crate. Each round everyone bids in secret; the winner pays, may buy up to two "
        "shares (drinks of four colours whose cards gain value), and drops two drinks through the machine. Before the drop everyone bets "
        "100 or 200 on where they land: in a slot (pays 3 to 1), outside the crate (2 to 1) or in the crate but not a slot (1 to 1). "
        "When the crates fill, shares are sold; most money wins.",
        "ja": "自動販売機をクレートの上に逆さまに置きます。毎ラウンド全員が秘密に入札し、落札者は支払って株（4色のドリンク、カードの値が上がる）"
        "を2つまで買い、ドリンク2本を自動販売機に落とします。落とす前に全員が着地点に100円か200円を賭けます：スロットに入る（300）、"
        "クレートの外（200）、クレートの中だがスロットの外（100）。クレートが埋まったら株を売り、最も多くのお金を持つ人の勝ち。",
    }
    actions = (Bid, BuyShare, DoneBuying, Bet, NoBet, Drop, Sell, DoneSelling)
    bots: ClassVar[dict[str, Any]] = {"heuristic": _heuristic}
    flow: ClassVar[ModuleType] = flow

    def drop_size(self, table: Table) -> int:
        """Two, unless fewer colours have drinks on their cards (decision g20-drop-fewer)."""
        colours = sum(1 for k in range(int(self.data["share_colours"])) if table.zones[f"card.{k}"].ids)
        return min(int(self.data["drop"]), colours)

    def to_move(self, table: Table) -> list[int]:
        return flow.mover(table)

    def score_extra(self, table: Table) -> dict[str, Any]:
        return {"final": table.vars.get("final")}
