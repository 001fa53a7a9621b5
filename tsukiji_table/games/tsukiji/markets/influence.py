"""Influence (「影響力」市場, expansion): buyer tokens and expansion tokens, 200 yen each.

A buyer token takes a license space while held.  At any time during your
turn you may assign it to another player (``assign_buyer``, ``actions/
influence.py``); right after that player's next turn ends you buy from any
other players' harbors out of turn, with no AP (the ``buyer`` phase, run by
``flow.py``), then the token returns here and play resumes left of that
player.  An expansion token goes back to the box at once and brings a fish
or external board (your choice) drawn at random from the box, set up as at
the start (Mackerel: no licenses set aside or dealt).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ....text import msg
from ...base import Text
from .. import zones as Z
from ..data import EXTERNAL, FISH
from ..variants import boards_left, bring_board
from .base import Action, Market, Pocket, Why, market

if TYPE_CHECKING:
    from ....table import Tx

TYPES = (FISH, EXTERNAL)


def assigned(t: Table) -> list[dict[str, Any]]:
    """Buyer tokens assigned, in order: ``{"token", "owner", "target", "armed"}`` (armed once the target's next turn began)."""
    return list(t.vars.get("buyers") or [])


@market("influence")
class Influence(Market):
    ops = {"buy_buyer": {}, "buy_expansion": {"type": Text(TYPES)}}

    def __init__(self, *args: Any):
        super().__init__(*args)
        self.price = int(self.raw["token_price"])
        self.buyer_kind, self.expansion_kind = str(self.raw["buyer_token"]), str(self.raw["expansion_token"])

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [("buyers", ZoneKind.STACK, {}), ("expansion", ZoneKind.STACK, {}), ("assigned", ZoneKind.STACK, {})]

    def setup(self, t: Table, tx: Tx, players: int) -> None:
        for kind, zone in ((self.buyer_kind, "buyers"), (self.expansion_kind, "expansion")):
            got = self.from_box(t, kind, 2)
            if got:
                tx.move(got, self.zone(zone))

    def boards_left(self, t: Table, mtype: str) -> list[str]:
        """Boards of ``mtype`` that may still come in (the box, or the known order's queue)."""
        return boards_left(self.ctx, t, mtype)

    def crash_met(self, t: Table) -> bool:
        """No buyer token and no expansion token left on the board (buyer tokens still come back after use)."""
        return self.emptied(t, "buyers", "expansion")

    def buyer_problem(self, t: Table, seat: int, money: int) -> Why:
        if not t.zones[self.zone("buyers")].ids:
            return msg("tsukiji.why.none_left", what=self.ctx.name(t, self.buyer_kind))
        if self.ctx.free_license_spaces(t, seat) < 1:
            return msg("tsukiji.why.rent_needs_space")
        return msg("tsukiji.why.costs", what=self.ctx.name(t, self.buyer_kind), yen=self.price, have=money) if money < self.price else None

    def expansion_problem(self, t: Table, mtype: Any, money: int) -> Why:
        if mtype not in TYPES:
            return msg("tsukiji.why.choose", key="type", choices=list(TYPES))
        if not t.zones[self.zone("expansion")].ids:
            return msg("tsukiji.why.none_left", what=self.ctx.name(t, self.expansion_kind))
        if not self.boards_left(t, mtype):
            return msg("tsukiji.why.no_board_left")
        return msg("tsukiji.why.costs", what=self.ctx.name(t, self.expansion_kind), yen=self.price, have=money) if money < self.price else None

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return self.buyer_problem(t, seat, pocket.money) is None or any(self.expansion_problem(t, k, pocket.money) is None for k in TYPES)

    def cand_buy_buyer(self, t: Table, seat: int) -> Iterable[Action]:
        yield {"action": "buy_buyer"}

    def check_buy_buyer(self, t: Table, seat: int, action: Action) -> Why:
        return self.buyer_problem(t, seat, self.ctx.money(t, seat))

    def do_buy_buyer(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        self.ctx.pay(tx, Z.money(seat), Z.BANK, self.price)
        tx.move([t.zones[self.zone("buyers")].ids[-1]], Z.licenses(seat))

    def cand_buy_expansion(self, t: Table, seat: int) -> Iterable[Action]:
        for mtype in TYPES:
            yield {"action": "buy_expansion", "type": mtype}

    def check_buy_expansion(self, t: Table, seat: int, action: Action) -> Why:
        return self.expansion_problem(t, action["type"], self.ctx.money(t, seat))

    def do_buy_expansion(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        self.ctx.pay(tx, Z.money(seat), Z.BANK, self.price)
        tx.move([t.zones[self.zone("expansion")].ids[-1]], Z.BOX)
        bring_board(self.ctx, t, tx, action["type"])  # drawn at random, or the next of its queue

    # the buyer token's use (called by actions/influence.py and flow.py) -------------

    def assign(self, t: Table, tx: Tx, seat: int, token: str, target: int) -> None:
        tx.move([token], self.zone("assigned"))
        tx.set_var("buyers", [*assigned(t), {"token": token, "owner": seat, "target": target, "armed": False}])

    def arm(self, t: Table, tx: Tx, seat: int) -> None:
        """``seat``'s turn begins: buyer tokens assigned to it act when it ends."""
        buyers = assigned(t)
        if any(b["target"] == seat and not b["armed"] for b in buyers):
            tx.set_var("buyers", [{**b, "armed": b["armed"] or b["target"] == seat} for b in buyers])

    def due(self, t: Table, seat: int) -> dict[str, Any] | None:
        """The next buyer token to act now that ``seat``'s turn ended."""
        return next((b for b in assigned(t) if b["target"] == seat and b["armed"]), None)

    def open_buy(self, t: Table, tx: Tx, entry: dict[str, Any]) -> None:
        tx.set_var("buyer", entry)
        tx.set_var("bought", 0)

    def close_buy(self, t: Table, tx: Tx) -> None:
        """The out-of-turn buy is over: the token back to the board."""
        entry = t.vars["buyer"]
        tx.move([entry["token"]], self.zone("buyers"))
        left = [b for b in assigned(t) if b["token"] != entry["token"]]
        if left:
            tx.set_var("buyers", left)
        else:
            tx.del_var("buyers")
        tx.del_var("buyer")
