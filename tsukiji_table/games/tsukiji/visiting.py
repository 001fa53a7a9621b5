"""The Market action (「市場」): paying to enter, license income, leaving.

``{"action": "enter", "market": M, "pay": P}`` pays one of M's printed entry
options (``ap``, ``yen``, ``tokens``, ``takoyaki``; ``free`` for a board with
none) and opens a visit.  Entering a fish market first pays every holder of
its licenses, the visitor included, 100 yen per license.  Inside, the
market's own operations follow (``markets/<module>.py``) until ``leave``,
which needs at least one operation done (decision q37).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...table import Table
from ...text import Message, msg
from . import zones as Z
from .data import FISH, EntryOption
from .markets import Pocket
from .variants import closed

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx

Why = Message | None
LICENSE_INCOME = 100
PAYMENTS = ("ap", "yen", "tokens", "takoyaki", "barrel", "free")


def takoyaki_sources(ctx: Ctx, t: Table, seat: int) -> list[str]:
    """Takoyaki that can pay an entry: those in your supply and those on sale at your own harbor."""
    out = [x for x in t.zones[Z.supply(seat)].ids if ctx.is_takoyaki(t, x)]
    return out + [item for item, _, _ in ctx.sale_items(t, seat) if ctx.is_takoyaki(t, item)]


def option(ctx: Ctx, mid: str, pay: str) -> EntryOption | None:
    """The printed entry option ``pay`` names (None for a free market, or when not printed)."""
    for o in ctx.data.markets[mid].entry:
        if o.kind == pay:
            return o
    return None


def entry_tokens(ctx: Ctx, t: Table, seat: int, opt: EntryOption, action: dict[str, Any]) -> list[str]:
    """The tokens that pay a "tokens" entry: those named, else the first ones of the kind."""
    mine = [x for x in t.zones[Z.supply(seat)].ids if t.pieces[x].kind in ctx.fish(opt.market).token_kinds]
    chosen = action.get("tokens")
    return list(chosen) if chosen is not None else mine[: opt.amount]


def entry_takoyaki(ctx: Ctx, t: Table, seat: int, action: dict[str, Any]) -> str | None:
    sources = takoyaki_sources(ctx, t, seat)
    return action.get("token") or (sources[0] if sources else None)


def barrel_sources(ctx: Ctx, t: Table, seat: int, opt: EntryOption) -> list[str]:
    """Barrels on sale at your own harbor that can pay a "barrel" entry (of the option's market, or any)."""
    return [item for item, _, _ in ctx.sale_items(t, seat) if ctx.is_barrel(t, item) and (not opt.market or ctx.species(t, item) == opt.market)]


def entry_barrel(ctx: Ctx, t: Table, seat: int, opt: EntryOption, action: dict[str, Any]) -> str | None:
    sources = barrel_sources(ctx, t, seat, opt)
    return action.get("barrel") or (sources[0] if sources else None)


def entry_problem(ctx: Ctx, t: Table, seat: int, action: dict[str, Any]) -> Why:
    """Why ``seat`` cannot enter the market ``action`` names, paying as it says (None: it can)."""
    mid, pay = action["market"], action["pay"]
    info = ctx.data.markets.get(mid)
    if info is None:
        return msg("tsukiji.why.choose", key="market", choices=list(t.vars["in_play"]))
    name = info.names
    if mid not in t.vars["in_play"]:
        return msg("tsukiji.why.not_in_play", market=name)
    opt = option(ctx, mid, pay)
    if info.free != (pay == "free") or (opt is None and not info.free):
        ways = [o.kind for o in info.entry] or ["free"]
        return msg("tsukiji.why.entry_options", market=name, options=[msg(f"tsukiji.does.pay.{k}") for k in ways])
    if "tokens" in action and pay != "tokens" or "token" in action and pay != "takoyaki" or "barrel" in action and pay != "barrel":
        return msg("tsukiji.why.entry_extra", pay=pay)
    if closed(t, mid):
        return msg("tsukiji.why.market_closed", market=name)
    if (info.free or info.once_per_turn) and mid in t.vars["visited"]:
        return msg("tsukiji.why.once_per_turn", market=name)
    why = ctx.markets[mid].entry_refusal(t, seat)
    if why is not None:
        return why
    if info.raw.get("not_after_end_trigger") and t.vars.get("end") is not None:
        return msg("tsukiji.why.closed_after_end", market=name)
    money = ctx.money(t, seat)
    tokens: list[str] = t.zones[Z.supply(seat)].ids  # copied only where the entry takes some
    if opt is not None:
        if opt.kind == "ap" and t.vars["ap"] + t.vars["cart_ap"] < opt.amount:
            return msg("tsukiji.why.entry_ap", n=opt.amount)
        if opt.kind == "yen":
            if money < opt.amount:
                return msg("tsukiji.why.costs", what=name, yen=opt.amount, have=money)
            money -= opt.amount
        if opt.kind == "tokens":
            paid = entry_tokens(ctx, t, seat, opt, action)
            kinds = ctx.fish(opt.market).token_kinds
            if len(paid) != opt.amount or len(set(paid)) != len(paid) or not all(x in tokens and t.pieces[x].kind in kinds for x in paid):
                return msg("tsukiji.why.entry_tokens", n=opt.amount, market=ctx.market_name(str(opt.market)))
            tokens = [x for x in tokens if x not in paid]
        if opt.kind == "takoyaki":
            token = entry_takoyaki(ctx, t, seat, action)
            if token is None or token not in takoyaki_sources(ctx, t, seat):
                return msg("tsukiji.why.entry_takoyaki")
            tokens = [x for x in tokens if x != token]
        if opt.kind == "barrel":
            barrel = entry_barrel(ctx, t, seat, opt, action)
            if barrel is None or barrel not in barrel_sources(ctx, t, seat, opt):
                return msg("tsukiji.why.entry_barrel", market=ctx.market_name(opt.market) if opt.market else msg("tsukiji.any_species"))
    if info.type == FISH and info.raw.get("license_income", True):
        money += LICENSE_INCOME * ctx.license_count(t, seat, mid)
    if not ctx.markets[mid].can_operate(t, seat, Pocket(money, tuple(tokens))):
        return msg("tsukiji.why.nothing_to_do", market=name)
    return None


def enter(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    """Pay the entry, pay the license income (fish markets), open the visit."""
    mid = action["market"]
    info = ctx.data.markets[mid]
    opt = option(ctx, mid, action["pay"])
    if opt is not None:
        pay_entry(ctx, t, tx, seat, opt, action)
    if info.free or info.once_per_turn:
        tx.set_var("visited", [*t.vars["visited"], mid])
    if info.type == FISH and info.raw.get("license_income", True):  # not at Horse Mackerel
        kind = ctx.data.license_kind[mid]
        for other in range(t.players):
            n = sum(1 for x in t.zones[Z.licenses(other)].ids if t.pieces[x].kind == kind)
            ctx.pay(tx, Z.BANK, Z.money(other), LICENSE_INCOME * n)
    tx.set_var("visit", {"id": mid, "ops": 0})


def pay_entry(ctx: Ctx, t: Table, tx: Tx, seat: int, opt: EntryOption, action: dict[str, Any]) -> None:
    if opt.kind == "ap":
        cart = min(t.vars["cart_ap"], opt.amount)  # cart AP pay for markets first (q16)
        tx.set_var("cart_ap", t.vars["cart_ap"] - cart)
        tx.set_var("ap", t.vars["ap"] - (opt.amount - cart))
    elif opt.kind == "yen":
        ctx.pay(tx, Z.money(seat), Z.BANK, opt.amount)
    elif opt.kind == "tokens":
        ctx.fish(opt.market).return_tokens(t, tx, entry_tokens(ctx, t, seat, opt, action))
    elif opt.kind == "takoyaki":
        token = entry_takoyaki(ctx, t, seat, action)
        assert token is not None  # the check said so
        ctx.clear_price(t, tx, [token])
        ctx.fish("octopus").return_tokens(t, tx, [token])
    elif opt.kind == "barrel":
        barrel = entry_barrel(ctx, t, seat, opt, action)
        assert barrel is not None  # the check said so
        ctx.clear_price(t, tx, [barrel])
        ctx.return_barrel(t, tx, [barrel])


def leave(ctx: Ctx, t: Table, tx: Tx, seat: int) -> None:
    ctx.markets[t.vars["visit"]["id"]].on_leave(t, tx, seat)
    tx.del_var("visit")
