"""The Market action (「市場」): paying to enter, license income, leaving.

``{"action": "enter", "market": M, "pay": P}`` pays one of M's printed entry
options (``ap``, ``yen``, ``tokens``, ``takoyaki``; ``free`` for a board with
none) and opens a visit.  Entering a fish market first pays every holder of
its licenses, the visitor included, 100 yen per license.  Inside, the
market's own operations follow (``markets/<module>.py``) until ``leave``,
which needs at least one operation done (decision q37).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...table import Table
from ..base import IllegalAction
from . import zones as Z
from .data import FISH, EntryOption
from .markets import Pocket

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx

LICENSE_INCOME = 100


def _takoyaki_sources(ctx: Ctx, t: Table, seat: int) -> list[str]:
    """A takoyaki from your supply or one on sale at your own harbor."""
    out = [x for x in t.zones[Z.supply(seat)].ids if ctx.is_takoyaki(t, x)][:1]
    out += [item for item, _, _ in ctx.sale_items(t, seat) if ctx.is_takoyaki(t, item)][:1]
    return out


def _option(ctx: Ctx, mid: str, pay: Any) -> EntryOption | None:
    info = ctx.data.markets[mid]
    if info.free:
        return None
    for opt in info.entry:
        if opt.kind == pay:
            return opt
    printed = ", ".join(o.kind for o in info.entry)
    ctx.need(False, f"pay one of the {info.names['en']} entry options: {printed}")
    return None


def entry_problem(ctx: Ctx, t: Table, seat: int, mid: str, opt: EntryOption | None) -> str | None:
    """Why ``seat`` cannot enter ``mid`` paying ``opt`` now (None: it can)."""
    info = ctx.data.markets[mid]
    if not ctx.in_play(t, mid):
        return f"the {info.names['en']} market is not in play"
    if (info.free or info.once_per_turn) and mid in t.vars["visited"]:
        return f"the {info.names['en']} market may be entered once per turn"
    if info.raw.get("not_after_end_trigger") and t.vars.get("end") is not None:
        return f"the {info.names['en']} market cannot be used once the end of the game is triggered"
    money = ctx.money(t, seat)
    tokens = list(t.zones[Z.supply(seat)].ids)
    if opt is not None:
        if opt.kind == "ap" and t.vars["ap"] + t.vars["cart_ap"] < opt.amount:
            return f"entering costs {opt.amount} AP"
        if opt.kind == "yen":
            if money < opt.amount:
                return f"entering costs {opt.amount} yen"
            money -= opt.amount
        if opt.kind == "tokens":
            kinds = ctx.fish(opt.market).token_kinds
            paid = [x for x in tokens if t.pieces[x].kind in kinds][: opt.amount]
            if len(paid) < opt.amount:
                return f"entering costs {opt.amount} {opt.market} token(s)"
            tokens = [x for x in tokens if x not in paid]
        if opt.kind == "takoyaki":
            sources = _takoyaki_sources(ctx, t, seat)
            if not sources:
                return "entering costs a takoyaki"
            tokens = [x for x in tokens if x != sources[0]]
    if info.type == FISH:
        money += LICENSE_INCOME * ctx.license_count(t, seat, mid)
    if not ctx.markets[mid].can_operate(t, seat, Pocket(money, tuple(tokens))):
        return f"nothing could be done at the {info.names['en']} market"
    return None


def enter_actions(ctx: Ctx, t: Table, seat: int) -> Iterator[dict[str, Any]]:
    for mid in t.vars["in_play"]:
        info = ctx.data.markets[mid]
        options: list[EntryOption | None] = list(info.entry) or [None]
        for opt in options:
            if entry_problem(ctx, t, seat, mid, opt) is None:
                yield {"action": "enter", "market": mid, "pay": opt.kind if opt else "free"}


def enter(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    mid = action.get("market")
    if not isinstance(mid, str) or mid not in ctx.data.markets:
        raise IllegalAction(f"'market' must name a market, got {mid!r}")
    info = ctx.data.markets[mid]
    pay = action.get("pay", "free")
    opt = None if info.free and pay in ("free", None) else _option(ctx, mid, pay)
    problem = entry_problem(ctx, t, seat, mid, opt)
    ctx.need(problem is None, problem or "")
    if opt is not None:
        _pay(ctx, t, tx, seat, opt, action)
    if info.free or info.once_per_turn:
        tx.set_var("visited", [*t.vars["visited"], mid])
    if info.type == FISH:
        kind = f"license.{mid}"
        for other in range(t.players):
            n = sum(1 for x in t.zones[Z.licenses(other)].ids if t.pieces[x].kind == kind)
            ctx.pay(tx, Z.BANK, Z.money(other), LICENSE_INCOME * n)
    tx.set_var("visit", {"id": mid, "ops": 0})
    tx.set_var("phase", "market")


def _pay(ctx: Ctx, t: Table, tx: Tx, seat: int, opt: EntryOption, action: dict[str, Any]) -> None:
    if opt.kind == "ap":
        cart = min(t.vars["cart_ap"], opt.amount)  # cart AP pay for markets first (q16)
        tx.set_var("cart_ap", t.vars["cart_ap"] - cart)
        tx.set_var("ap", t.vars["ap"] - (opt.amount - cart))
    elif opt.kind == "yen":
        ctx.pay(tx, Z.money(seat), Z.BANK, opt.amount)
    elif opt.kind == "tokens":
        market = ctx.fish(opt.market)
        chosen = action.get("tokens")
        mine = [x for x in t.zones[Z.supply(seat)].ids if t.pieces[x].kind in market.token_kinds]
        if chosen is None:
            chosen = mine[: opt.amount]
        ctx.need(
            isinstance(chosen, list) and len(chosen) == opt.amount and all(isinstance(x, str) for x in chosen) and set(chosen) <= set(mine),
            f"'tokens' must list {opt.amount} of your {opt.market} tokens",
        )
        market.return_tokens(t, tx, list(chosen))
    elif opt.kind == "takoyaki":
        sources = _takoyaki_sources(ctx, t, seat)
        token = action.get("token", sources[0])
        allowed = {x for x in t.zones[Z.supply(seat)].ids if ctx.is_takoyaki(t, x)}
        allowed |= {item for item, _, _ in ctx.sale_items(t, seat) if ctx.is_takoyaki(t, item)}
        ctx.need(isinstance(token, str) and token in allowed, f"{token!r} is not a takoyaki in your supply or on your harbor")
        ctx.clear_price(t, tx, [token])
        ctx.fish("octopus").return_tokens(t, tx, [token])


def visit_actions(ctx: Ctx, t: Table, seat: int) -> Iterator[dict[str, Any]]:
    """Operations inside the market being visited, then ``leave``."""
    mid = t.vars["visit"]["id"]
    market = ctx.markets[mid]
    any_op = False
    for op in market.operations(t, seat):
        any_op = True
        yield op
    if t.vars["visit"]["ops"] > 0 or not any_op:
        yield {"action": "leave"}


def operate(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    market = ctx.markets[t.vars["visit"]["id"]]
    market.play(t, tx, seat, action)
    if action["action"] not in ("lot_add", "lot_clear"):
        v = t.vars.get("visit")
        if v is not None:
            tx.set_var("visit", {**v, "ops": v["ops"] + 1})


def leave(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    mid = t.vars["visit"]["id"]
    market = ctx.markets[mid]
    if t.vars["visit"]["ops"] == 0:
        ctx.need(next(market.operations(t, seat), None) is None, "do at least one thing in a market you entered")
    market.on_leave(t, tx, seat)
    tx.del_var("visit")
    tx.set_var("phase", "main")
