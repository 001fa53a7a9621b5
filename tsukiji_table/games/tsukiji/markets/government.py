"""Government (「政府」市場): donate tokens for a fixed price per token.

Once per turn.  Each token placed earns its space's printed amount whatever
its value; the left space takes 3 tokens in all, the right one 10, and
donated tokens stay for the rest of the game.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ....text import msg
from ...base import Text
from .. import zones as Z
from .base import Action, Market, Pocket, Why, in_supply, market
from .lots import representatives

if TYPE_CHECKING:
    from ....table import Tx


@market("government")
class Government(Market):
    ops = {"donate": {"token": Text(), "space": Text()}}

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

    def crash_met(self, t: Table) -> bool:
        """Both spaces filled to their limits."""
        return all(self.room(t, s) <= 0 for s in self.spaces)

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return bool(pocket.tokens) and any(self.room(t, s) > 0 for s in self.spaces)

    def cand_donate(self, t: Table, seat: int) -> Iterable[Action]:
        for x in representatives(t, t.zones[Z.supply(seat)].ids):
            for s in self.spaces:
                yield {"action": "donate", "token": x, "space": s}

    def check_donate(self, t: Table, seat: int, action: Action) -> Why:
        token, space = action["token"], action["space"]
        if space not in self.spaces:
            return msg("tsukiji.why.choose", key="space", choices=list(self.spaces))
        why = in_supply(t, seat, token) or (None if self.ctx.is_fish_token(t, token) else msg("tsukiji.why.not_a_token", piece=token))
        return why or (msg("tsukiji.why.space_full", space=msg(f"tsukiji.space.{space}")) if self.room(t, space) <= 0 else None)

    def do_donate(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        tx.move([action["token"]], self.zone(action["space"]))
        self.ctx.pay(tx, Z.BANK, Z.money(seat), self.spaces[action["space"]][1])
