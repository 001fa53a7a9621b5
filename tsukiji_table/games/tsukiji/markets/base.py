"""What every market module provides, and the common fish-market behaviour.

A market is data (its board in ``fish_markets.yaml`` / ``external_markets.yaml``)
plus one small module here that adds the behaviour a number cannot express.
Modules register themselves by name with :func:`market`; the expansion adds
its markets the same way.

Inside a market a player performs operations (``buy_license``, ``sell``,
...).  For each operation ``op`` in ``ops`` a module has ``cand_<op>`` (the
actions that might be legal, unjudged), ``check_<op>`` (why one is illegal:
the rule, written once) and ``do_<op>`` (what it does, trusting its input).
The referee declares one action per operation name (``actions/market.py``)
that asks the market being visited.  ``can_operate`` answers the entry rule
(decision q37): whether some operation will be possible once inside.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ....table import Table, ZoneKind
from ....text import Message, msg
from ...base import Arg, Int, ListOf, Text
from .. import zones as Z
from ..data import MarketInfo

if TYPE_CHECKING:
    from ....table import Tx
    from ..context import Ctx

Why = Message | None
Action = dict[str, Any]

REGISTRY: dict[str, type[Market]] = {}

#: ``sell``: tokens from your supply, and (the Mackerel market only) barrels on sale at your harbor.
SELL: dict[str, Arg] = {"tokens": ListOf(Text(), default=[]), "barrels": ListOf(Text(), default=[])}
LOT_OPS: dict[str, dict[str, Arg]] = {"lot_add": {"token": Text()}, "lot_clear": {}}
BOAT_OPS: dict[str, dict[str, Arg]] = {"buy_boat": {"boat": Text(), "berth": Int(), "trade_in": Text(required=False)}, "sell_boat": {"boat": Text()}}


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
    """The current market visit: ``{"id", "ops", "lic", "pairs", ...}`` (empty outside a visit)."""
    return t.vars.get("visit") or {}


def bump_visit(t: Table, tx: Tx, **changes: int) -> None:
    v = dict(t.vars["visit"])
    for key, delta in changes.items():
        v[key] = v.get(key, 0) + delta
    tx.set_var("visit", v)


def in_supply(t: Table, seat: int, token: Any) -> Why:
    """Why ``token`` is not a fish token in ``seat``'s supply."""
    if not isinstance(token, str) or token not in t.pieces:
        return msg("tsukiji.why.no_piece", value=str(token))
    if t.pieces[token].zone != Z.supply(seat):
        return msg("tsukiji.why.not_in_supply", piece=token)
    return None


def distinct(items: list[str]) -> Why:
    return None if len(set(items)) == len(items) else msg("tsukiji.why.listed_twice")


class Market:
    """A market board in play: its zones, set-up and operations."""

    #: The operations of this market and the form of their arguments (one declared action per name, ``actions/market.py``).
    ops: ClassVar[dict[str, dict[str, Arg]]] = {}
    #: Operations that prepare another (a lot) and do not count as the visit's operation (q37).
    preparing: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, info: MarketInfo, ctx: Ctx):
        self.info = info
        self.id = info.id
        self.ctx = ctx
        self.raw = info.raw

    @property
    def names(self) -> dict[str, str]:
        return dict(self.info.names)

    def zone(self, part: str) -> str:
        return Z.market(self.id, part)

    def zone_specs(self) -> list[tuple[str, ZoneKind, dict[str, Any]]]:
        """Zones of this board besides ``market.<id>.board``."""
        return []

    def setup(self, t: Table, tx: Tx, players: int) -> None:
        """Put this board's components on it, as at the start of the game."""

    def add_piece_zones(self, t: Table) -> None:
        """Zones riding on this market's pieces, added when the table is built (Himono: each license's drying space)."""

    # the operations, by name ---------------------------------------------

    def candidates(self, op: str, t: Table, seat: int) -> Iterable[Action]:
        return getattr(self, f"cand_{op}")(t, seat)

    def check(self, op: str, t: Table, seat: int, action: Action) -> Why:
        return getattr(self, f"check_{op}")(t, seat, action)

    def apply(self, op: str, t: Table, tx: Tx, seat: int, action: Action) -> None:
        getattr(self, f"do_{op}")(t, tx, seat, action)

    def legal(self, t: Table, seat: int) -> Iterable[Action]:
        """Every legal operation now (for ``leave``: a visit does something when it can)."""
        for op in self.ops:
            for action in self.candidates(op, t, seat):
                if self.check(op, t, seat, action) is None:
                    yield action

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        """Whether some operation will be possible after paying the entry cost."""
        return False

    def crash_met(self, t: Table) -> bool:
        """Whether this board meets its crash condition (External Market Crash variant; asked only of boards with a ``crash`` side)."""
        return False

    def emptied(self, t: Table, *parts: str) -> bool:
        """Whether none of these zones of the board holds anything (a crash condition's "none left")."""
        return not any(t.zones[self.zone(part)].ids for part in parts)

    def entry_refusal(self, t: Table, seat: int) -> Why:
        """Why this board cannot be entered now, whatever is paid (Sardines with a sardine license; Overfishing)."""
        return None

    def on_leave(self, t: Table, tx: Tx, seat: int) -> None:
        """Tidy up when the player leaves (return an unused lot)."""

    # helpers ------------------------------------------------------------

    def from_box(self, t: Table, kind: str, count: int) -> list[str]:
        """Up to ``count`` pieces of ``kind`` lying in the box, in id order."""
        pieces = t.pieces
        return [p for p in t.zones[Z.BOX].ids if pieces[p].kind == kind][:count]


class FishMarket(Market):
    """The common fish market: barrels, tokens, licenses, license sales, selling."""

    ops = {"buy_license": {}, "sell": SELL}
    #: Tokens worth something only beside the holding's other tokens (Nori): valued by ``value_beside``.
    of_others: ClassVar[bool] = False
    #: Overfishing this market moves money (``on_overfished``), after any Buy action in progress.
    pays_on_overfishing: ClassVar[bool] = False

    def __init__(self, info: MarketInfo, ctx: Ctx):
        super().__init__(info, ctx)
        self.barrel_kind = ctx.data.barrel_kind[self.id]
        self.license_kind = ctx.data.license_kind[self.id]
        self.token_kinds = frozenset(k for k, m in ctx.data.token_market.items() if m == self.id and k != ctx.data.takoyaki_kind)
        self.barrels = self.zone("barrels")
        self.pool = self.zone("tokens")
        self.license_zone = self.zone("licenses")
        self.license_price = int(self.raw["license_price"])
        self.per_entry = self.raw.get("licenses_per_entry")
        self.sell_rule = str(self.raw["sell"])
        self.sold_to = {"bag": Z.BAG, "box": Z.BOX}.get(str(self.raw.get("sold_to")), self.pool)
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

    def any_token_left(self, t: Table) -> bool:
        """Whether a token is left (asked after every step: a bag market stops at the first one it finds)."""
        return bool(t.zones[self.pool].ids)

    def exhausted(self, t: Table) -> bool:
        """Overfished: no barrels or no tokens left on the board (or in the bag)."""
        return not t.zones[self.barrels].ids or not self.any_token_left(t)

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
            return sum(printed.get(t.pieces[x].kind, 0) for x in tokens)
        raise NotImplementedError(rule)

    def value_beside(self, t: Table, tokens: list[str], others: int) -> int:
        """The value of ``tokens`` held beside tokens worth ``others`` (for ``of_others`` markets)."""
        return self.value_of(t, tokens)

    def my_tokens(self, t: Table, seat: int, pocket: Pocket | None = None) -> list[str]:
        ids = pocket.tokens if pocket is not None else t.zones[Z.supply(seat)].ids
        kinds = self.token_kinds
        pieces = t.pieces
        return [x for x in ids if pieces[x].kind in kinds]

    # licenses -------------------------------------------------------------

    def price_of_license(self, t: Table) -> int:
        """What the next license costs (Sardines: 500 while both are on the board, then 300)."""
        return self.license_price

    def license_block(self, t: Table, seat: int, money: int, room: bool = False) -> str | None:
        """What stops a license being bought (``room``: counting licenses one could return first), or None.

        The rule, as a short name: the entry check asks it many times a turn and needs no sentence.
        """
        if not t.zones[self.license_zone].ids:
            return "no_license_left"
        if self.ctx.free_license_spaces(t, seat) < 1 and not (room and self.ctx.can_make_room(t, seat)):
            return "license_spaces_full"
        if money < self.price_of_license(t):
            return "costs"
        if self.per_entry is not None and visit(t).get("lic", 0) >= self.per_entry:
            return "license_per_visit"
        return None

    def license_problem(self, t: Table, seat: int, money: int, room: bool = False) -> Why:
        """Why a license cannot be bought, as a sentence."""
        block = self.license_block(t, seat, money, room)
        if block is None:
            return None
        if block == "costs":
            return msg("tsukiji.why.costs", what=self.ctx.name(t, self.license_kind), yen=self.price_of_license(t), have=money)
        return msg(f"tsukiji.why.{block}", market=self.names, n=self.per_entry if block == "license_per_visit" else self.ctx.license_spaces)

    def cand_buy_license(self, t: Table, seat: int) -> Iterable[Action]:
        yield {"action": "buy_license"}

    def check_buy_license(self, t: Table, seat: int, action: Action) -> Why:
        return self.license_problem(t, seat, self.ctx.money(t, seat))

    def do_buy_license(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        self.ctx.pay(tx, Z.money(seat), Z.BANK, self.price_of_license(t))
        tx.move([t.zones[self.license_zone].ids[-1]], Z.licenses(seat))
        bump_visit(t, tx, lic=1)

    # selling --------------------------------------------------------------

    def sell_yen(self, t: Table, tokens: list[str]) -> int:
        """What the supply pays for selling ``tokens`` together (the rule ``sell`` names)."""
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
        return 0

    def sell_batches(self, t: Table, seat: int) -> Iterable[list[str]]:
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

    def cand_sell(self, t: Table, seat: int) -> Iterable[Action]:
        if self.sell_rule != "none":
            for batch in self.sell_batches(t, seat):
                yield {"action": "sell", "tokens": batch, "barrels": []}

    def check_sell(self, t: Table, seat: int, action: Action) -> Why:
        if self.sell_rule == "none":
            return msg("tsukiji.why.no_selling", market=self.names)
        if action["barrels"]:
            return msg("tsukiji.why.barrels_only_mackerel")
        tokens = action["tokens"]
        if not tokens:
            return msg("tsukiji.why.sell_something")
        why = distinct(tokens)
        for x in tokens:
            why = why or in_supply(t, seat, x) or (None if t.pieces[x].kind in self.token_kinds else msg("tsukiji.why.wrong_token", piece=x, market=self.names))
        return why

    def do_sell(self, t: Table, tx: Tx, seat: int, action: Action) -> None:
        tokens = action["tokens"]
        self.ctx.pay(tx, Z.BANK, Z.money(seat), self.sell_yen(t, tokens))
        tx.move(tokens, self.sold_to)
        self.after_sale(t, tx, seat, tokens)

    def after_sale(self, t: Table, tx: Tx, seat: int, tokens: list[str]) -> None:
        """Hook: what selling moves besides money (the Eel marker)."""

    def can_operate(self, t: Table, seat: int, pocket: Pocket) -> bool:
        return self.license_block(t, seat, pocket.money, room=True) is None or self.can_sell(t, seat, pocket)

    # hooks used by fishing and buying ---------------------------------------

    def on_unloaded(self, t: Table, tx: Tx, seat: int, barrels: list[str]) -> None:
        """Hook: barrels of this species were just unloaded at ``seat``'s berth."""

    def on_placed(self, t: Table, tx: Tx, seat: int, barrel: str) -> None:
        """Hook: an unloaded barrel of this species was put on sale."""

    def can_buy_barrel(self, t: Table) -> bool:
        """Whether a token is left to pay a bought barrel (decision q12)."""
        return self.any_token_left(t)

    def auction_token(self, t: Table, tx: Tx) -> list[str]:
        """The token put up for auction by landed barrels: drawn at random from the bag (King Crab, Tuna)."""
        kinds = self.token_kinds
        return list(tx.draw(Z.BAG, Z.AUCTION_LOT, 1, where=lambda p: p.kind in kinds))

    def on_license_lost(self, t: Table, tx: Tx, lic: str) -> None:
        """Hook: one of this market's licenses leaves a harbor (Himono: what lies on it goes back)."""

    def before_draw(self, t: Table, tx: Tx) -> None:
        """Hook: a board this market's overfishing brings before the new fish market is drawn (Horse Mackerel: Mackerel)."""

    def on_overfished(self, t: Table, tx: Tx) -> None:
        """Hook: what this market's overfishing does besides the common rule, once any Buy is over (Horse Mackerel, Nori)."""

    def after_auction(self, t: Table, tx: Tx, winning_bid: int) -> None:
        """Hook: what a won auction of this market's token moves besides money (the Swordfish marker)."""
