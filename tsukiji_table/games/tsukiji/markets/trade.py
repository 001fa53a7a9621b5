"""Trade (「取引」市場): tokens for yen, and later tokens for tokens.

Tokens for yen: put a lot whose value reaches an empty space's printed
minimum on that space and take its yen; the tokens stay there.  Once anyone
has done that in the game, a lot whose value reaches an occupied space's
minimum may be swapped for the tokens lying there.  Any number of times.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from .. import zones as Z
from .base import Market, Pocket, market
from .lots import lot_actions, lot_add, lot_clear

if TYPE_CHECKING:
    from ....table import Tx


@market("trade")
class Trade(Market):
    ops = frozenset({"lot_add", "lot_clear", "trade_yen", "trade_tokens"})

    def __init__(self, *args: Any):
        super().__init__(*args)
        self.spaces = [(f"s{k + 1}", int(s["min"]), int(s["yen"])) for k, s in enumerate(self.raw["spaces"])]

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [
            (
                sid,
                ZoneKind.STACK,
                {"spec": "space", "index": k, "min": lo, "price": yen, "label": {"en": f"{lo}+ res. = {yen:,}", "ja": f"{lo}資源以上 = {yen:,}円"}},
            )
            for k, (sid, lo, yen) in enumerate(self.spaces)
        ]

    def options(self, t: Table, value: int) -> Iterator[tuple[str, str]]:
        used = bool(t.vars.get("trade_used"))
        for sid, lo, _ in self.spaces:
            if value < lo:
                continue
            if not t.zones[self.zone(sid)].ids:
                yield "trade_yen", sid
            elif used:
                yield "trade_tokens", sid

    def operations(self, t: Table, seat: int) -> Iterator[dict[str, Any]]:
        yield from lot_actions(t, seat)
        lot = t.zones[Z.lot(seat)].ids
        if lot:
            for name, sid in self.options(t, self.ctx.value_of(t, lot)):
                yield {"action": name, "space": sid}

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        # A whole holding is worth at least as much as any part of it.
        return bool(pocket.tokens) and next(self.options(t, self.ctx.value_of(t, pocket.tokens)), None) is not None

    def op_lot_add(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        lot_add(self.ctx, t, tx, seat, action)

    def op_lot_clear(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        lot_clear(self.ctx, t, tx, seat)

    def _space(self, t: Table, seat: int, action: dict[str, Any]) -> tuple[str, int, int, list[str]]:
        ctx = self.ctx
        sid = action.get("space")
        match = [s for s in self.spaces if s[0] == sid]
        ctx.need(bool(match), f"'space' must be one of {', '.join(s[0] for s in self.spaces)}")
        lot = list(t.zones[Z.lot(seat)].ids)
        ctx.need(bool(lot), "put tokens in your lot first (lot_add)")
        space, lo, yen = match[0]
        value = ctx.value_of(t, lot)
        ctx.need(value >= lo, f"your lot is worth {value} resources; space {space} needs {lo}")
        return space, lo, yen, lot

    def op_trade_yen(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        sid, _, yen, lot = self._space(t, seat, action)
        self.ctx.need(not t.zones[self.zone(sid)].ids, f"space {sid} is taken; trade_tokens swaps with it")
        tx.move(lot, self.zone(sid))
        self.ctx.pay(tx, Z.BANK, Z.money(seat), yen)
        tx.set_var("trade_used", True)

    def op_trade_tokens(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        sid, _, _, lot = self._space(t, seat, action)
        ctx = self.ctx
        ctx.need(bool(t.vars.get("trade_used")), "tokens can be swapped only after a tokens-for-yen trade this game")
        there = list(t.zones[self.zone(sid)].ids)
        ctx.need(bool(there), f"space {sid} is empty; trade_yen takes its yen")
        tx.move(there, Z.supply(seat))
        tx.move(lot, self.zone(sid))

    def on_leave(self, t: Table, tx: Tx, seat: int) -> None:
        lot_clear(self.ctx, t, tx, seat)
