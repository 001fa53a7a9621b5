"""What every market module provides, and the common fish-market behaviour.

A market is data (its board in ``fish_markets.yaml`` / ``external_markets.yaml``)
plus one small module here that adds the behaviour a number cannot express.
Modules register themselves by name with :func:`market`; the expansion adds
its markets the same way.

Inside a market a player performs operations (action dicts such as
``{"action": "buy_license"}``); :meth:`Market.operations` lists the legal
ones and :meth:`Market.play` validates and applies one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ....table import Table, ZoneKind
from ...base import IllegalAction
from .. import zones as Z
from ..data import MarketInfo

if TYPE_CHECKING:
    from ....table import Tx
    from ..context import Ctx

REGISTRY: dict[str, type[Market]] = {}


def market(name: str) -> Callable[[type[Market]], type[Market]]:
    """Class decorator: the module of the markets whose ``module`` is ``name``."""

    def deco(cls: type[Market]) -> type[Market]:
        if name in REGISTRY:
            raise ValueError(f"market module {name!r} registered twice")
        REGISTRY[name] = cls
        return cls

    return deco


@dataclass(frozen=True)
class Pocket:
    """What a player could spend inside a market after paying to enter it."""

    money: int
    tokens: tuple[str, ...]


def visit(t: Table) -> dict[str, Any]:
    """The current market visit: ``{"id", "ops", "lic", "pairs"}``."""
    return t.vars["visit"]


def bump_visit(t: Table, tx: Tx, **changes: int) -> None:
    v = dict(t.vars["visit"])
    for key, delta in changes.items():
        v[key] = v.get(key, 0) + delta
    tx.set_var("visit", v)


class Market:
    """A market board in play: its zones, set-up and operations."""

    ops: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, info: MarketInfo, ctx: Ctx):
        self.info = info
        self.id = info.id
        self.ctx = ctx
        self.raw = info.raw

    def zone(self, part: str) -> str:
        return Z.market(self.id, part)

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        """Zones of this board besides ``market.<id>.board``."""
        return []

    def setup(self, t: Table, tx: Tx, players: int) -> None:
        """Put this board's components on it, as at the start of the game."""

    def operations(self, t: Table, seat: int) -> Iterator[dict[str, Any]]:
        """The legal operations of ``seat`` inside this market now."""
        return iter(())

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        """Whether some operation will be possible after paying the entry cost."""
        return False

    def play(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        """Validate and apply one operation; raise :class:`IllegalAction`."""
        name = action["action"]
        if name not in self.ops:
            raise IllegalAction(f"{name!r} is not an operation of the {self.info.names['en']} market")
        getattr(self, f"op_{name}")(t, tx, seat, action)

    def on_leave(self, t: Table, tx: Tx, seat: int) -> None:
        """Tidy up when the player leaves (return an unused lot)."""

    # helpers ------------------------------------------------------------

    def from_box(self, t: Table, kind: str, count: int) -> list[str]:
        """Up to ``count`` pieces of ``kind`` lying in the box, in id order."""
        pieces = t.pieces
        return [p for p in t.zones[Z.BOX].ids if pieces[p].kind == kind][:count]


class FishMarket(Market):
    """The common fish market: barrels, tokens, licenses, license sales, selling."""

    ops = frozenset({"buy_license", "sell"})

    def __init__(self, info: MarketInfo, ctx: Ctx):
        super().__init__(info, ctx)
        self.barrel_kind = f"barrel.{self.id}"
        self.license_kind = f"license.{self.id}"
        self.token_kinds = frozenset(k for k, m in ctx.data.token_market.items() if m == self.id and k != ctx.data.takoyaki_kind)
        self.barrels = self.zone("barrels")
        self.pool = self.zone("tokens")
        self.license_zone = self.zone("licenses")
        self.license_price = int(self.raw["license_price"])
        self.per_entry = self.raw.get("licenses_per_entry")
        self.sell_rule = str(self.raw["sell"])
        self.sold_to = Z.BAG if self.raw.get("sold_to") == "bag" else self.pool
        self.per_boat: int | None = self.raw.get("per_boat")
        self.auction_every: int | None = self.raw.get("auction_every")

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        return [("barrels", ZoneKind.STACK, {}), ("tokens", ZoneKind.STACK, {}), ("licenses", ZoneKind.STACK, {})]

    def setup(self, t: Table, tx: Tx, players: int) -> None:
        info = self.info
        barrels = self.from_box(t, self.barrel_kind, info.quantity("barrels", players))
        if barrels:
            tx.move(barrels, self.barrels)
        self.setup_tokens(t, tx, players)
        lic = self.from_box(t, self.license_kind, info.quantity("licenses", players))
        if lic:
            tx.move(lic, self.license_zone)

    def setup_tokens(self, t: Table, tx: Tx, players: int) -> None:
        count = self.info.quantity("tokens", players)
        for kind in sorted(self.token_kinds):
            got = self.from_box(t, kind, count)
            if got:
                tx.move(got, self.pool)
                count -= len(got)

    # tokens ---------------------------------------------------------------

    def tokens_left(self, t: Table) -> int:
        return len(t.zones[self.pool].ids)

    def exhausted(self, t: Table) -> bool:
        """Overfished: no barrels or no tokens left on the board (or in the bag)."""
        return not t.zones[self.barrels].ids or self.tokens_left(t) == 0

    def take_token(self, t: Table, tx: Tx, seat: int, row: str) -> str | None:
        """Give ``seat`` the token a bought barrel pays (``row``: where it was on sale)."""
        ids = t.zones[self.pool].ids
        if not ids:
            return None
        token = ids[-1]
        tx.move([token], Z.supply(seat))
        return token

    def return_tokens(self, t: Table, tx: Tx, tokens: list[str]) -> None:
        """Tokens back to the board (or bag), e.g. as an entry cost."""
        if tokens:
            tx.move(tokens, self.pool if self.sold_to != Z.BAG else Z.BAG)

    def value_of(self, t: Table, tokens: list[str]) -> int:
        rule = self.raw["value"]
        if isinstance(rule, dict):
            return int(rule["fixed"]) * len(tokens)
        if rule == "printed":
            printed = self.ctx.data.printed_value
            return sum(printed[t.pieces[x].kind] for x in tokens)
        raise NotImplementedError(rule)

    def my_tokens(self, t: Table, seat: int, pocket: Pocket | None = None) -> list[str]:
        ids = pocket.tokens if pocket is not None else t.zones[Z.supply(seat)].ids
        kinds = self.token_kinds
        pieces = t.pieces
        return [x for x in ids if pieces[x].kind in kinds]

    # licenses -------------------------------------------------------------

    def license_possible(self, t: Table, seat: int, money: int, room: bool = False) -> bool:
        """Whether a license can be bought (``room``: counting licenses one could return)."""
        if not t.zones[self.license_zone].ids:
            return False
        if self.ctx.free_license_spaces(t, seat) < 1 and not (room and self.ctx.can_make_room(t, seat)):
            return False
        if money < self.license_price:
            return False
        if self.per_entry is not None and "visit" in t.vars and visit(t).get("lic", 0) >= self.per_entry:
            return False
        return True

    def op_buy_license(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        ctx = self.ctx
        ctx.need(bool(t.zones[self.license_zone].ids), f"no {self.id} license is left on the board")
        ctx.need(ctx.free_license_spaces(t, seat) > 0, "all 4 license spaces are full; return a license first")
        ctx.need(ctx.money(t, seat) >= self.license_price, f"a {self.id} license costs {self.license_price} yen")
        if self.per_entry is not None:
            ctx.need(visit(t).get("lic", 0) < self.per_entry, f"at most {self.per_entry} {self.id} license per visit")
        ctx.pay(tx, Z.money(seat), Z.BANK, self.license_price)
        tx.move([t.zones[self.license_zone].ids[-1]], Z.licenses(seat))
        bump_visit(t, tx, lic=1)

    # selling --------------------------------------------------------------

    def sell_yen(self, t: Table, tokens: list[str]) -> int:
        """What the supply pays for selling ``tokens`` together."""
        rule = self.sell_rule
        n = len(tokens)
        if rule == "value":
            return self.value_of(t, tokens) * 100
        if rule == "square":
            return n * n * 100
        if rule == "fixed":
            return int(self.raw["sell_yen"]) * n
        if rule == "value_plus":
            return self.value_of(t, tokens) * 100 + int(self.raw["sell_bonus"]) * n
        raise IllegalAction(f"{self.info.names['en']} tokens cannot be sold")

    def sell_batches(self, t: Table, seat: int) -> Iterator[list[str]]:
        """Representative sales: n identical tokens for each n, or one of each kind."""
        mine = self.my_tokens(t, seat)
        if not mine:
            return
        kinds = {t.pieces[x].kind for x in mine}
        if len(kinds) == 1 and self.sell_rule in ("square", "value"):
            for n in range(1, len(mine) + 1):
                yield mine[:n]
            return
        seen: set[str] = set()
        for x in mine:
            kind = t.pieces[x].kind
            if kind not in seen:
                seen.add(kind)
                yield [x]

    def can_sell(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return self.sell_rule != "none" and bool(self.my_tokens(t, seat, pocket))

    def op_sell(self, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
        ctx = self.ctx
        ctx.need(self.sell_rule != "none", f"{self.info.names['en']} tokens cannot be sold to the market")
        tokens = ctx.tokens_arg(action)
        supply = Z.supply(seat)
        for x in tokens:
            ctx.need(x in t.pieces and t.pieces[x].zone == supply, f"{x} is not in your supply")
            ctx.need(t.pieces[x].kind in self.token_kinds, f"{x} is not a {self.id} token")
        yen = self.sell_yen(t, tokens)
        ctx.pay(tx, Z.BANK, Z.money(seat), yen)
        tx.move(tokens, self.sold_to)
        self.after_sale(t, tx, seat, tokens)

    def after_sale(self, t: Table, tx: Tx, seat: int, tokens: list[str]) -> None:
        """Hook: what selling moves besides money (the Eel marker)."""

    # the market's operations ------------------------------------------------

    def operations(self, t: Table, seat: int) -> Iterator[dict[str, Any]]:
        if self.license_possible(t, seat, self.ctx.money(t, seat)):
            yield {"action": "buy_license"}
        if self.sell_rule != "none":
            for batch in self.sell_batches(t, seat):
                yield {"action": "sell", "tokens": batch}

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return self.license_possible(t, seat, pocket.money, room=True) or self.can_sell(t, seat, pocket)

    # hooks used by fishing and buying ---------------------------------------

    def on_unloaded(self, t: Table, tx: Tx, seat: int, barrels: list[str]) -> None:
        """Hook: barrels of this species were just unloaded at ``seat``'s berth."""

    def on_placed(self, t: Table, tx: Tx, seat: int, barrel: str) -> None:
        """Hook: an unloaded barrel of this species was put on sale."""

    def can_buy_barrel(self, t: Table) -> bool:
        """Whether a token is left to pay a bought barrel (decision q12)."""
        return self.tokens_left(t) > 0
