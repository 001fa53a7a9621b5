"""Sushi Restaurant (「寿司屋」市場, expansion): sets of differently shaped tokens.

Each space takes 1-5 fish tokens, all of different shapes (mackerel and aji
share one, so do clam and oyster), once: the tokens stay there for the rest
of the game and the space pays its printed yen (example: fugu + eel +
salmon on the 3-token space, 700 yen).  Sell as often as there are empty
spaces and tokens to fill them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, ZoneKind
from ....text import msg
from .. import zones as Z
from .base import SELL, Action, Market, Pocket, Why, distinct, in_supply, market

if TYPE_CHECKING:
    from ....table import Tx


@market("sushi")
class Sushi(Market):
    ops = {"sell": SELL}

    def __init__(self, *args: Any):
        super().__init__(*args)
        self.spaces = {f"s{int(s['tokens'])}": (int(s["tokens"]), int(s["yen"])) for s in self.raw["spaces"]}

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [
            (sid, ZoneKind.STACK, {"spec": "space", "index": k, "size": n, "price": yen, "label": {"en": f"{n} x {yen:,}", "ja": f"{n}個 {yen:,}円"}})
            for k, (sid, (n, yen)) in enumerate(self.spaces.items())
        ]

    def shape(self, t: Table, token: str) -> str:
        return self.ctx.data.token_shape.get(t.pieces[token].kind, t.pieces[token].kind)

    def open_spaces(self, t: Table) -> list[str]:
        return [sid for sid in self.spaces if not t.zones[self.zone(sid)].ids]

    def one_of_each_shape(self, t: Table, tokens: Iterable[str]) -> list[str]:
        seen: dict[str, str] = {}
        for x in tokens:
            if self.ctx.is_fish_token(t, x):
                seen.setdefault(self.shape(t, x), x)
        return list(seen.values())

    def crash_met(self, t: Table) -> bool:
        """Every space filled."""
        return not self.open_spaces(t)

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        shapes = len(self.one_of_each_shape(t, pocket.tokens))
        return any(self.spaces[sid][0] <= shapes for sid in self.open_spaces(t))

    def cand_sell(self, t: Table, seat: int) -> Iterable[Action]:
        mine = self.one_of_each_shape(t, t.zones[Z.supply(seat)].ids)
        for sid in self.open_spaces(t):
            n = self.spaces[sid][0]
            if n <= len(mine):
                yield {"action": "sell", "tokens": mine[:n], "barrels": []}

    def check_sell(self, t: Table, seat: int, action: Action) -> Why:
        tokens = action["tokens"]
        if action["barrels"]:
            return msg("tsukiji.why.barrels_only_mackerel")
        why = distinct(tokens) or next((w for x in tokens if (w := in_supply(t, seat, x))), None)
        if why is not None:
            return why
        if not all(self.ctx.is_fish_token(t, x) for x in tokens) or len({self.shape(t, x) for x in tokens}) != len(tokens):
            return msg("tsukiji.why.sushi_shapes")
        if self.space_for(t, len(tokens)) is None:
            return msg("tsukiji.why.sushi_no_space", n=len(tokens))
        return None

    def space_for(self, t: Table, n: int) -> str | None:
        return next((sid for sid in self.open_spaces(t) if self.spaces[sid][0] == n), None)

    def do_sell(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        tokens = action["tokens"]
        sid = self.space_for(t, len(tokens))
        assert sid is not None  # the check said so
        self.ctx.pay(tx, Z.BANK, Z.money(seat), self.spaces[sid][1])
        tx.move(tokens, self.zone(sid))
