"""Trade (「取引」市場): tokens for yen, and later tokens for tokens.

Tokens for yen: put a lot whose value reaches an empty space's printed
minimum on that space and take its yen; the tokens stay there.  Once anyone
has done that in the game, a lot whose value reaches an occupied space's
minimum may be swapped for the tokens lying there.  Any number of times.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ....text import msg
from ...base import Text
from .. import zones as Z
from .base import LOT_OPS, Action, Pocket, Why, market
from .lots import LotMarket

if TYPE_CHECKING:
    from ....table import Tx


@market("trade")
class Trade(LotMarket):
    ops = {**LOT_OPS, "trade_yen": {"space": Text()}, "trade_tokens": {"space": Text()}}

    def __init__(self, *args: Any):
        super().__init__(*args)
        self.spaces = [(f"s{k + 1}", int(s["min"]), int(s["yen"])) for k, s in enumerate(self.raw["spaces"])]
        self.space = {sid: (lo, yen) for sid, lo, yen in self.spaces}

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [
            (
                sid,
                ZoneKind.STACK,
                {"spec": "space", "index": k, "min": lo, "price": yen, "label": {"en": f"{lo}+ res. = {yen:,}", "ja": f"{lo}資源以上 = {yen:,}円"}},
            )
            for k, (sid, lo, yen) in enumerate(self.spaces)
        ]

    def options(self, t: Table, value: int) -> Iterable[tuple[str, str]]:
        """``(operation, space)`` a lot worth ``value`` could take now."""
        used = bool(t.vars.get("trade_used"))
        for sid, lo, _ in self.spaces:
            if value < lo:
                continue
            if not t.zones[self.zone(sid)].ids:
                yield "trade_yen", sid
            elif used:
                yield "trade_tokens", sid

    def crash_met(self, t: Table) -> bool:
        """Every space holds fish tokens."""
        return all(t.zones[self.zone(sid)].ids for sid, _, _ in self.spaces)

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        # A whole holding is worth at least as much as any part of it.
        return bool(pocket.tokens) and next(iter(self.options(t, self.ctx.value_of(t, pocket.tokens))), None) is not None

    def cand_trade_yen(self, t: Table, seat: int) -> Iterable[Action]:
        for sid, _, _ in self.spaces:
            yield {"action": "trade_yen", "space": sid}

    def cand_trade_tokens(self, t: Table, seat: int) -> Iterable[Action]:
        if t.vars.get("trade_used"):
            for sid, _, _ in self.spaces:
                yield {"action": "trade_tokens", "space": sid}

    def space_name(self, sid: str) -> Any:
        """A space in a refusal: by the resources it takes ("the 4+ space")."""
        return msg("tsukiji.space.trade", lo=self.space[sid][0])

    def _space_problem(self, t: Table, seat: int, sid: str) -> Why:
        if sid not in self.space:
            return msg("tsukiji.why.choose", key="space", choices=list(self.space))
        why = self.lot_problem(t, seat)
        if why is not None:
            return why
        value, lo = self.ctx.value_of(t, self.lot(t, seat)), self.space[sid][0]
        return msg("tsukiji.why.lot_worth", value=value, space=self.space_name(sid), need=lo) if value < lo else None

    def check_trade_yen(self, t: Table, seat: int, action: Action) -> Why:
        sid = action["space"]
        why = self._space_problem(t, seat, sid)
        if why is None and t.zones[self.zone(sid)].ids:
            return msg("tsukiji.why.space_taken", space=self.space_name(sid))
        return why

    def do_trade_yen(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        sid = action["space"]
        tx.move(self.lot(t, seat), self.zone(sid))
        self.ctx.pay(tx, Z.BANK, Z.money(seat), self.space[sid][1])
        tx.set_var("trade_used", True)

    def check_trade_tokens(self, t: Table, seat: int, action: Action) -> Why:
        sid = action["space"]
        why = self._space_problem(t, seat, sid)
        if why is None and not t.vars.get("trade_used"):
            return msg("tsukiji.why.swap_after_yen")
        if why is None and not t.zones[self.zone(sid)].ids:
            return msg("tsukiji.why.space_empty", space=self.space_name(sid))
        return why

    def do_trade_tokens(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        sid = action["space"]
        tx.move(list(t.zones[self.zone(sid)].ids), Z.supply(seat))
        tx.move(self.lot(t, seat), self.zone(sid))
