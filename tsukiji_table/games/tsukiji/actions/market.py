"""Entering and leaving a market, and one declared action per market operation.

The operations (``buy_license``, ``sell``, ``lot_add``, ``start_auction``,
``donate``, ``rent``, ``buy_boat`` ...) are a family of generated action
classes, one per operation name that some market module offers
(``markets.all_ops``): each asks the market being visited whether it offers
that operation, and then for its candidates, its check (the rule, written
in the market's module) and its effect.  An operation that prepares another
(building a lot) does not count as the visit's operation (q37).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ....table import SetPos, Table, Transaction, Tx
from ....text import Message, Seat, msg
from ...base import ListOf, Text, Why
from .. import log, visiting
from .. import zones as Z
from ..markets import Market, all_ops
from ..markets.base import bump_visit
from .common import TkAction, who

if TYPE_CHECKING:
    from .. import TsukijiMarket

A = dict[str, Any]


class Enter(TkAction):
    """Pay one of a market's printed entry costs (``free`` for a board without) and go in."""

    name = "enter"
    phases = ("main",)
    args = {
        "market": Text(),
        "pay": Text(visiting.PAYMENTS, default="free"),
        "tokens": ListOf(Text(), required=False),
        "token": Text(required=False),
        "barrel": Text(required=False),
    }

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        for mid in t.vars["in_play"]:
            for opt in game.ctx.data.markets[mid].entry or [None]:
                yield {"action": "enter", "market": mid, "pay": opt.kind if opt else "free"}

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        return visiting.entry_problem(game.ctx, t, seat, action)

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        visiting.enter(game.ctx, t, tx, seat, action)

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.action is not None and tx.seat is not None
        ctx, a, seat = game.ctx, tx.action, tx.seat
        opt = visiting.option(ctx, a["market"], a["pay"])
        if opt is None:
            cost: Message = msg("tsukiji.pay.free")
        elif opt.kind == "yen":
            cost = log.public_yen(opt.amount)
        elif opt.kind == "tokens":
            cost = msg("tsukiji.pay.tokens", tokens=log.things(ctx, t, [p for p, src, _ in log.moves(tx) if src == Z.supply(seat)]))
        else:
            cost = msg(f"tsukiji.pay.{opt.kind}", n=opt.amount)
        lines = [self.line(game, tx, market=ctx.the_market(a["market"]), cost=cost)]
        income = [(Z.seat_of(payee), amount) for payer, payee, amount in log.payments(tx) if payer == Z.BANK]
        if income:
            shares = [msg("tsukiji.share", who=Seat(s), yen=log.yen(ctx, t, s, amount, viewer)) for s, amount in income if s is not None]
            lines.append(msg("tsukiji.log.license_income", shares=shares))
        return lines


class Leave(TkAction):
    """Leave the market, once something was done there (or nothing can be, q37); an unused lot goes back."""

    name = "leave"
    phases = ("market",)

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        if t.vars["visit"]["ops"] == 0 and next(iter(visited(game, t).legal(t, seat)), None) is not None:
            return msg("tsukiji.why.do_something")
        return None

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        visiting.leave(game.ctx, t, tx, seat)

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        mid = next((before["id"] for _, before, _ in log.var_changes(tx, "visit") if before), "")
        return [self.line(game, tx, market=game.ctx.the_market(mid))]


def visited(game: TsukijiMarket, t: Table) -> Market:
    return game.ctx.markets[t.vars["visit"]["id"]]


class MarketOp(TkAction):
    """An operation inside the market being visited (the market's module holds its rule)."""

    phases = ("market",)

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        market = visited(game, t)
        return market.candidates(self.name, t, seat) if self.name in market.ops else ()

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        market = visited(game, t)
        if self.name not in market.ops:
            return msg("tsukiji.why.not_an_op", op=game.action_title(self.name), market=market.names, ops=[game.action_title(o) for o in sorted(market.ops)])
        return market.check(self.name, t, seat, action)

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        market = visited(game, t)
        market.apply(self.name, t, tx, seat, action)
        if self.name not in market.preparing:
            bump_visit(t, tx, ops=1)

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        words = OP_WORDS.get(self.name)
        return words(game, t, tx, viewer) if words is not None else [self.line(game, tx)]


# ------------------------------------------------------------------ their words

Words = Callable[["TsukijiMarket", Table, Transaction, "int | None"], list[Message]]


def _visit_of(tx: Transaction) -> dict[str, Any]:
    for _, before, after in log.var_changes(tx, "visit"):
        return dict(after or before or {})
    return {}


def _got(game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> Message:
    seat = tx.seat if tx.seat is not None else 0
    return log.yen(game.ctx, t, seat, log.paid(tx, Z.BANK, Z.money(seat)), viewer)


def _cost(game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> Message:
    seat = tx.seat if tx.seat is not None else 0
    return log.public_yen(log.paid(tx, Z.money(seat), Z.BANK))


def _sell(game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
    assert tx.action is not None and tx.seat is not None
    ctx, seat = game.ctx, tx.seat
    items = [*tx.action["tokens"], *tx.action["barrels"]]
    mid = _visit_of(tx).get("id", "")
    what, market = log.things(ctx, t, items), ctx.the_market(mid)
    got = log.paid(tx, Z.BANK, Z.money(seat))
    if got == 0 and mid == "mackerel":
        # A sale that pays nothing says why (issue 17): Mackerel pays per pair over the visit.
        sold = _visit_of(tx).get("pairs", 0)
        pair = log.public_yen(int(ctx.data.markets["mackerel"].raw["sell_pair_yen"]))
        return [msg("tsukiji.log.sell_pending", who=who(tx), what=what, market=market, n=sold, pair=pair)]
    line = msg("tsukiji.log.sell", who=who(tx), what=what, market=market, yen=log.yen(ctx, t, seat, got, viewer))
    return [line, *_eel_track(tx)]


def _eel_track(tx: Transaction) -> list[Message]:
    for cmd in tx.commands:
        if isinstance(cmd, SetPos) and cmd.ids == ("value_marker",):
            return [msg("tsukiji.log.eel_value", value=cmd.after[0])]
    return []


def _buy_license(game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
    seat = tx.seat if tx.seat is not None else 0
    lic = next((p for p, _, dst in log.moves(tx) if dst == Z.licenses(seat)), "")
    cost = _cost(game, t, tx, viewer)
    key = "tsukiji.log.buy_license" if cost.params["n"] != "0" else "tsukiji.log.buy_license_free"
    return [msg(key, who=who(tx), license=game.ctx.a(t, lic) if lic else msg("tsukiji.the_lot"), yen=cost)]


def _start_auction(game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
    fee = _cost(game, t, tx, viewer)
    if fee.params["n"] != "0":
        return [msg("tsukiji.log.start_auction", who=who(tx), lot=_lot(game, t, tx, viewer), yen=fee)]
    return [msg("tsukiji.log.start_auction_free", who=who(tx), lot=_lot(game, t, tx, viewer))]


def _line(**make: Callable[[TsukijiMarket, Table, Transaction, int | None], Any]) -> Callable[[str], Words]:
    """Words for an operation: its ``tsukiji.log.<op>`` line with ``who`` and the named parameters."""

    def for_op(op: str) -> Words:
        def words(game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
            return [msg(f"tsukiji.log.{op}", who=who(tx), **{k: f(game, t, tx, viewer) for k, f in make.items()})]

        return words

    return for_op


def _arg_name(key: str) -> Callable[[TsukijiMarket, Table, Transaction, int | None], Any]:
    return lambda game, t, tx, viewer: game.ctx.a(t, (tx.action or {})[key])


def _lot(game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> Any:
    seat = tx.seat if tx.seat is not None else 0
    return log.things(game.ctx, t, [p for p, src, _ in log.moves(tx) if src == Z.lot(seat)])


def _loan_back(game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> Message:
    bank = game.ctx.data.markets["bank"].raw
    return log.public_yen(int(bank["loan_repay"]) + int(bank["loan_interest"]))


def _arg(key: str) -> Callable[[TsukijiMarket, Table, Transaction, int | None], Any]:
    return lambda game, t, tx, viewer: (tx.action or {})[key]


def _space(game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> Any:
    space = (tx.action or {})["space"]
    if space in ("left", "right"):
        return msg(f"tsukiji.space.{space}")
    trade = game.ctx.markets["trade"].space  # type: ignore[attr-defined]
    return msg("tsukiji.space.trade", lo=trade[space][0]) if space in trade else space


OP_WORDS: dict[str, Words] = {
    "sell": _sell,
    "buy_license": _buy_license,
    "convert_octopus": _line()("convert_octopus"),
    "lot_add": _line(token=_arg_name("token"))("lot_add"),
    "lot_clear": _line()("lot_clear"),
    "start_auction": _start_auction,
    "offer_lot": _line(lot=_lot)("offer_lot"),
    "take_loan": _line(yen=_got, back=_loan_back)("take_loan"),
    "buy_stock": _line(yen=_cost)("buy_stock"),
    "donate": _line(token=_arg_name("token"), space=_space, yen=_got)("donate"),
    "rent": _line(item=_arg_name("item"), yen=_cost)("rent"),
    "buy_boat": _line(boat=_arg_name("boat"), berth=_arg("berth"), yen=_cost)("buy_boat"),
    "sell_boat": _line(boat=_arg_name("boat"), yen=_got)("sell_boat"),
    "trade_yen": _line(lot=_lot, space=_space, yen=_got)("trade_yen"),
    "trade_tokens": _line(lot=_lot, space=_space)("trade_tokens"),
}


def _op_class(op: str, args: dict[str, Any]) -> type[MarketOp]:
    return type(f"Op_{op}", (MarketOp,), {"name": op, "args": args, "__doc__": f"The market operation {op!r} (see the visited market's module)."})


OPS: tuple[type[MarketOp], ...] = tuple(_op_class(op, args) for op, args in all_ops().items())
MARKET = (Enter, Leave, *OPS)
