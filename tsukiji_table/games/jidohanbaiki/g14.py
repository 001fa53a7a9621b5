"""G14 Pocari Bet (ポカリ・ベット): the referee, three players.

The table: the supply of drinks, the shape deck and the colour deck with the
cards turned up beside them, the 7th soda set aside, the drinks waiting to
go back into the machine (T23), the machine cut open (look inside at any
time, never touch: T22), and per seat a secret card (face down: only its
owner sees it, until the payout), the drinks picked in the draft, the crate
when starting, a purse and the money invested.

A round: ``draw`` (one card from either deck, in turn order), the two top
cards turned up (the 7th soda), ``pick`` (the snake draft), ``invest``
(100-300), ``declare`` (a colour or a shape), the start player's
``insert`` (the seven drinks at once, with any waiting to go back in), the
payout, and ``pass_crate``.  Jammed drinks stay in the machine across
rounds and pay whoever declared their kind when a later insertion pushes
them out.  The flow is :mod:`.g14_flow`'s.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import cached_property
from types import ModuleType
from typing import Any, ClassVar

from ...table import Move, Table, Transaction, Tx
from ...text import Message, Seat, msg
from ..base import Action, Int, Text, Why
from ..registry import register
from . import g14_flow as flow
from .drinks import drink_list, drink_names, in_zone, kind_names, var_after
from .g14_words import P
from .machine import run_machine
from .tower_game import TowerGame

Act = dict[str, Any]


class G14Action(Action):
    def describe(self, game: PocariBet, table: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return self.line(game, tx) + flow.round_lines(game, tx)

    def line(self, game: PocariBet, tx: Transaction) -> list[Message]:
        return []


class Draw(G14Action):
    """Draw the top card of the shape deck or the colour deck and lay it face down (only you see it)."""

    name = "draw"
    phases = ("draw",)
    args = {"deck": Text(flow.DECKS)}

    def candidates(self, game: PocariBet, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "deck": d} for d in flow.DECKS)

    def check(self, game: PocariBet, table: Table, seat: int, action: Act) -> Why:
        if not table.zones[f"deck.{action['deck']}"].ids:
            return msg(f"{P}.why.deck_empty", deck=msg(f"{P}.deck.{action['deck']}"))
        return None

    def apply(self, game: PocariBet, table: Table, tx: Tx, seat: int, action: Act) -> None:
        top = table.zones[f"deck.{action['deck']}"].ids[-1]
        tx.move([top], f"p{seat}.card")  # face down: its owner alone sees it
        tx.set_var("step", int(table.vars["step"]) + 1)

    def line(self, game: PocariBet, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        return [msg(f"{P}.log.draw", who=Seat(tx.seat or 0), deck=msg(f"{P}.deck.{tx.action['deck']}"))]


class Pick(G14Action):
    """Pick one drink from the supply (the snake draft: P1 P2 P3 P3 P2 P1)."""

    name = "pick"
    phases = ("draft",)
    args = {"drink": Text()}

    def candidates(self, game: PocariBet, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "drink": d} for d in game.supply(table))

    def check(self, game: PocariBet, table: Table, seat: int, action: Act) -> Why:
        if why := game.catalogue.no_drink(action["drink"]):
            return why
        if f"drink.{action['drink']}" not in table.zones["supply"].ids:
            return msg(f"{P}.why.not_in_supply", drink=drink_names(game.catalogue, action["drink"]))
        return None

    def apply(self, game: PocariBet, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.move([f"drink.{action['drink']}"], f"p{seat}.drafted")
        tx.set_var("step", int(table.vars["step"]) + 1)

    def line(self, game: PocariBet, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        return [msg(f"{P}.log.pick", who=Seat(tx.seat or 0), drink=drink_names(game.catalogue, tx.action["drink"]))]


class Invest(G14Action):
    """Declare an investment of 100 to 300 and put it in front of you."""

    name = "invest"
    phases = ("invest",)
    args = {"amount": Int()}

    def candidates(self, game: PocariBet, table: Table, seat: int) -> Iterable[Act]:
        inv = game.data["invest"]
        return ({"action": self.name, "amount": a} for a in range(inv["min"], inv["max"] + 1, inv["step"]))

    def check(self, game: PocariBet, table: Table, seat: int, action: Act) -> Why:
        inv, amount = game.data["invest"], action["amount"]
        money = table.money(f"p{seat}.money")
        if not inv["min"] <= amount <= min(inv["max"], money) or amount % inv["step"]:
            return msg(f"{P}.why.invest_range", money=money)
        return None

    def apply(self, game: PocariBet, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.pay(f"p{seat}.money", f"p{seat}.stake", action["amount"], bank="bank")
        tx.set_var("step", int(table.vars["step"]) + 1)

    def line(self, game: PocariBet, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        return [msg(f"{P}.log.invest", who=Seat(tx.seat or 0), amount=tx.action["amount"])]


class Declare(G14Action):
    """Say what you invest in: one colour or one shape (「青色のドリンクに投資します」)."""

    name = "declare"
    phases = ("declare",)
    args = {"kind": Text()}

    def candidates(self, game: PocariBet, table: Table, seat: int) -> Iterable[Act]:
        return ({"action": self.name, "kind": k} for k in game.kinds)

    def check(self, game: PocariBet, table: Table, seat: int, action: Act) -> Why:
        return game.catalogue.no_kind(action["kind"])  # every colour and every shape may be declared

    def apply(self, game: PocariBet, table: Table, tx: Tx, seat: int, action: Act) -> None:
        tx.set_var("declared", {**table.vars.get("declared", {}), str(seat): action["kind"]})
        tx.set_var("step", int(table.vars["step"]) + 1)

    def line(self, game: PocariBet, tx: Transaction) -> list[Message]:
        assert tx.action is not None
        return [msg(f"{P}.log.declare", who=Seat(tx.seat or 0), kind=kind_names(game.catalogue, tx.action["kind"]))]


class Insert(G14Action):
    """The start player puts the six picked drinks and the 7th soda into the machine at once (and any waiting to go back in)."""

    name = "insert"
    phases = ("insert",)

    def apply(self, game: PocariBet, table: Table, tx: Tx, seat: int, action: Act) -> None:
        drinks = game.to_insert(table)
        # With every drink jammed inside there is nothing to put in, and nothing comes out (decision g14-round-end).
        answer = run_machine(tx, game.tower_spec, drinks, "batch") if drinks else {"exits": [], "not_entered": []}
        flow.settle(game, tx, table, answer)

    def line(self, game: PocariBet, tx: Transaction) -> list[Message]:
        answer = var_after(tx, "tower.last") or {}
        inserted = answer.get("inserted", [])
        lines = [msg(f"{P}.log.insert", who=Seat(tx.seat or 0), n=len(inserted))]
        back = [
            p.removeprefix("drink.")
            for c in tx.commands
            if isinstance(c, Move) and c.dst == "tower.inside"
            for p, src in zip(c.ids, c.src)
            if src[0] == "aside"
        ]
        if back:
            lines.append(msg(f"{P}.log.back_in", drinks=drink_list(game.catalogue, back)))
        return lines


class PassCrate(G14Action):
    """The start player passes the crate to the left: the next round begins."""

    name = "pass_crate"
    phases = ("settled",)

    def apply(self, game: PocariBet, table: Table, tx: Tx, seat: int, action: Act) -> None:
        flow.pass_crate(game, tx, table)

    def line(self, game: PocariBet, tx: Transaction) -> list[Message]:
        start = var_after(tx, "start")
        return [msg(f"{P}.log.pass", who=Seat(tx.seat or 0), to=Seat(start if start is not None else 0), n=var_after(tx, "round"))]


def _heuristic(seat: int, rng: random.Random) -> Any:
    from .g14_bots import PocariBot  # the bots read the referee: imported when one is made

    return PocariBot(seat, rng)


@register
class PocariBet(TowerGame):
    """G14: three players invest in the colour or shape of the drinks that come out; nine rounds."""

    id: ClassVar[str] = "jido:g14"
    reads: ClassVar[tuple[str, ...]] = ("g14.yaml", "tower.yaml")
    names: ClassVar[dict[str, str]] = {"en": "Pocari Bet", "ja": "ポカリ・ベット"}
    min_players: ClassVar[int] = 3  # 3人プレイ
    max_players: ClassVar[int] = 3
    length: ClassVar[tuple[int, int] | None] = (15, 25)  # 「短い経済ゲーム」: our estimate
    how_to: ClassVar[dict[str, str]] = {
        "en": "Three players, nine rounds. Each round draw a secret card (a colour or a shape), draft six drinks, invest 100-300 in a colour "
        "or a shape, and the start player puts the drafted drinks and the 7th soda into the vending machine. Each drink of your kind that "
        "comes out pays twice your stake, plus 500 if it is your card's kind. Jammed drinks stay inside and may pay later. Most money wins.",
        "ja": "3人で9ラウンド。毎ラウンド秘密のカード（色か形状）を引き、ドリンクを6本ドラフトし、色か形状に100～300円を投資します。"
        "スタートプレイヤーが選ばれたドリンクと第7のソーダを自動販売機に入れ、自分の投資先のドリンクが1本出るごとに投資額の倍、"
        "自分のカードと同じなら500円のボーナス。詰まったドリンクは中に残り、後で出てくることも。最も多くのお金を持つ人の勝ち。",
    }
    actions = (Draw, Pick, Invest, Declare, Insert, PassCrate)
    bots: ClassVar[dict[str, Any]] = {"heuristic": _heuristic}
    flow: ClassVar[ModuleType] = flow

    @cached_property
    def kinds(self) -> tuple[str, ...]:
        return self.catalogue.colours + self.catalogue.shapes

    def card_deck(self, piece_id: str) -> str | None:
        name = piece_id.removeprefix("stock_card.")
        return "shape" if name in self.catalogue.shapes else "colour" if name in self.catalogue.colours else None

    def supply(self, table: Table) -> list[str]:
        return in_zone(table, "supply")

    def to_insert(self, table: Table) -> list[str]:
        """The drinks the start player puts in: those waiting to go back in (T23), the picks, the 7th soda."""
        picked = [d for s in flow.order(table) for d in in_zone(table, f"p{s}.drafted")]
        return in_zone(table, "aside") + picked + in_zone(table, "seventh")

    # ------------------------------------------------------------ structure

    def to_move(self, table: Table) -> list[int]:
        seat = flow.mover(self, table)
        return [] if seat is None else [seat]

    def score_extra(self, table: Table) -> dict[str, Any]:
        return {"how": table.vars.get("how")}
