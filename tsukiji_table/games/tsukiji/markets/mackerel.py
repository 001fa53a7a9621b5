"""Mackerel (サバ): always in play, the starting license, and selling in pairs.

The only market that buys barrels straight from your own harbor: tokens and
barrels returned to the board pay 100 yen per 2 items, counted over the whole
visit (decision q15), so selling them one by one pays the same as together.
At most one license may be bought per visit.  Setting aside one license per
player happens in ``setup.py``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table
from ....text import msg
from .. import zones as Z
from .base import Action, FishMarket, Pocket, Why, bump_visit, distinct, in_supply, market, visit

if TYPE_CHECKING:
    from ....table import Tx


@market("mackerel")
class Mackerel(FishMarket):
    def __init__(self, *args: Any):
        super().__init__(*args)
        self.pair_yen = int(self.raw["sell_pair_yen"])

    def setup(self, t: Table, tx: Tx, players: int) -> None:
        """As printed; when no licenses were dealt to the players (mid-game, or Horse Mackerel used from the start), theirs stay on the board too (x03)."""
        super().setup(t, tx, players)
        if t.vars.get("phase") != "setup" or t.vars.get("no_mackerel_licenses"):
            extra = self.from_box(t, self.license_kind, self.info.quantity("set_aside_licenses", players))
            if extra:
                tx.move(extra, self.license_zone)

    def my_barrels(self, t: Table, seat: int) -> list[str]:
        kind = self.barrel_kind
        return [item for item, _, _ in self.ctx.sale_items(t, seat) if t.pieces[item].kind == kind]

    def can_sell(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return bool(self.my_tokens(t, seat, pocket)) or bool(self.my_barrels(t, seat))

    def pair_pay(self, sold_before: int, now: int) -> int:
        """What ``now`` more items pay after ``sold_before`` this visit: 100 yen per completed pair."""
        return ((sold_before + now) // 2 - sold_before // 2) * self.pair_yen

    def cand_sell(self, t: Table, seat: int) -> Iterable[Action]:
        mine = self.my_tokens(t, seat)
        if mine:
            yield {"action": "sell", "tokens": mine[:1], "barrels": []}
        seen: set[str] = set()
        for barrel in self.my_barrels(t, seat):
            zone = t.pieces[barrel].zone
            if zone not in seen:
                seen.add(zone)
                yield {"action": "sell", "tokens": [], "barrels": [barrel]}

    def check_sell(self, t: Table, seat: int, action: Action) -> Why:
        tokens, barrels = action["tokens"], action["barrels"]
        if not tokens and not barrels:
            return msg("tsukiji.why.sell_something")
        why = distinct(tokens + barrels)
        for x in tokens:
            why = why or in_supply(t, seat, x) or (None if t.pieces[x].kind in self.token_kinds else msg("tsukiji.why.wrong_token", piece=x, market=self.names))
        mine = set(self.my_barrels(t, seat)) if barrels else set()
        for b in barrels:
            why = why or (None if b in mine else msg("tsukiji.why.not_my_mackerel_barrel", piece=str(b)))
        return why

    def do_sell(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        tokens, barrels = action["tokens"], action["barrels"]
        n = len(tokens) + len(barrels)
        self.ctx.pay(tx, Z.BANK, Z.money(seat), self.pair_pay(visit(t).get("pairs", 0), n))
        if tokens:
            tx.move(tokens, self.pool)
        if barrels:
            self.ctx.clear_price(t, tx, barrels)
            self.ctx.return_barrel(t, tx, barrels)
        bump_visit(t, tx, pairs=n)
