"""Government (「政府」市場): donate tokens for a fixed price per token.

Once per turn.  Each token placed earns its space's printed amount whatever
its value; the left space takes 3 tokens in all, the right one 10, and
donated tokens stay for the rest of the game.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from .. import zones as Z
from .base import Market, Pocket, market
from .lots import representatives

if TYPE_CHECKING:
    from ....table import Tx


@market("government")
class Government(Market):
    ops = frozenset({"donate"})

    def __init__(self, *args: Any):
        super().__init__(*args)
        self.spaces = {s["id"]: (int(s["cap"]), int(s["yen"])) for s in self.raw["spaces"]}

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        side = {"left": ("Left", "左"), "right": ("Right", "右")}
        return [
            (
                sid,
                ZoneKind.STACK,
                {
                    "cap": cap,
                    "price": yen,
                    "label": {"en": f"{side.get(sid, (sid, sid))[0]}: {cap} x {yen:,}", "ja": f"{side.get(sid, (sid, sid))[1]}：{cap}個 × {yen:,}円"},
                },
            )
            for sid, (cap, yen) in self.spaces.items()
        ]

    def room(self, t: Table, space: str) -> int:
        return self.spaces[space][0] - len(t.zones[self.zone(space)].ids)

    def operations(self, t: Table, seat: int) -> Iterator[dict[str, Any]]:
        open_spaces = [s for s in self.spaces if self.room(t, s) > 0]
        for x in representatives(t, t.zones[Z.supply(seat)].ids):
            for s in open_spaces:
                yield {"action": "donate", "token": x, "space": s}

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return bool(pocket.tokens) and any(self.room(t, s) > 0 for s in self.spaces)

    def op_donate(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        ctx = self.ctx
        token = ctx.piece_arg(t, action, "token")
        space = ctx.choice_arg(action, "space", self.spaces, f"'space' must be one of {', '.join(self.spaces)}")
        ctx.need(t.pieces[token].zone == Z.supply(seat), f"{token} is not in your supply")
        ctx.need(self.room(t, space) > 0, f"the {space} space is full")
        tx.move([token], self.zone(space))
        ctx.pay(tx, Z.BANK, Z.money(seat), self.spaces[space][1])
