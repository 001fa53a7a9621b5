"""The Buy action (「購入」): barrels and takoyaki from other players' harbors.

A Buy action costs 1 AP and opens a sub-phase of ``buy_barrel`` /
``buy_takoyaki`` purchases, from any number of other players, ended by
``end_buy`` once at least one item was bought (decision q33).  Each barrel
bought pays its price to its owner, goes back to its market (the box once
overfished) and pays the buyer one token of its species, chosen by the
market (Red Snapper in a fixed order, Salmon fresh or stale by row).  Your
own barrels are never for you, except stale fugu at the start of your turn
(see ``turn.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...table import Table
from ..base import IllegalAction
from . import zones as Z

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx


def buyable(ctx: Ctx, t: Table, seat: int, money: int) -> Iterator[tuple[str, str]]:
    """``(action, item)`` for one item of each (zone, kind, price) others sell."""
    for other in range(t.players):
        if other == seat:
            continue
        seen: set[tuple[str, str, int]] = set()
        for item, _col, _row in ctx.sale_items(t, other):
            price = ctx.price(t, item)
            if price > money:
                continue
            key = (t.pieces[item].zone, t.pieces[item].kind, price)
            if key in seen:
                continue
            seen.add(key)
            if ctx.is_takoyaki(t, item):
                yield "buy_takoyaki", item
            elif ctx.fish(ctx.species(t, item)).can_buy_barrel(t):
                yield "buy_barrel", item


def can_buy(ctx: Ctx, t: Table, seat: int) -> bool:
    return next(buyable(ctx, t, seat, ctx.money(t, seat)), None) is not None


def begin(ctx: Ctx, t: Table, tx: Tx, seat: int) -> None:
    tx.set_var("bought", 0)
    tx.set_var("phase", "buy")


def actions(ctx: Ctx, t: Table, seat: int) -> Iterator[dict[str, Any]]:
    for name, item in buyable(ctx, t, seat, ctx.money(t, seat)):
        yield {"action": name, ("token" if name == "buy_takoyaki" else "barrel"): item}
    if t.vars.get("bought", 0) > 0 or not can_buy(ctx, t, seat):
        yield {"action": "end_buy"}


def _seller(ctx: Ctx, t: Table, seat: int, item: str) -> tuple[int, str]:
    where = Z.parse_sale(t.pieces[item].zone)
    if where is None:
        raise IllegalAction(f"{item} is not on sale at a harbor")
    owner, _, row = where
    ctx.need(owner != seat, "you cannot buy from your own harbor")
    price = ctx.price(t, item)
    ctx.need(ctx.money(t, seat) >= price, f"{item} costs {price} yen; you hold {ctx.money(t, seat)}")
    return owner, row


def buy_barrel(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    barrel = ctx.piece_arg(t, action, "barrel")
    ctx.need(t.pieces[barrel].kind.startswith("barrel."), f"{barrel} is not a barrel")
    owner, row = _seller(ctx, t, seat, barrel)
    market = ctx.fish(ctx.species(t, barrel))
    ctx.need(market.can_buy_barrel(t), f"the {market.id} market has no token left to take for it (decision q12)")
    ctx.pay(tx, Z.money(seat), Z.money(owner), ctx.price(t, barrel))
    settle_barrel(ctx, t, tx, seat, barrel, row)
    tx.set_var("bought", t.vars.get("bought", 0) + 1)


def settle_barrel(ctx: Ctx, t: Table, tx: Tx, seat: int, barrel: str, row: str) -> None:
    """A bought barrel goes back to its market and pays the buyer a token."""
    market = ctx.fish(ctx.species(t, barrel))
    ctx.clear_price(t, tx, [barrel])
    ctx.return_barrel(t, tx, [barrel])
    market.take_token(t, tx, seat, row)


def buy_takoyaki(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    token = ctx.piece_arg(t, action, "token")
    ctx.need(ctx.is_takoyaki(t, token), f"{token} is not a takoyaki")
    owner, _ = _seller(ctx, t, seat, token)
    ctx.pay(tx, Z.money(seat), Z.money(owner), ctx.price(t, token))
    ctx.clear_price(t, tx, [token])
    tx.move([token], Z.supply(seat))
    tx.set_var("bought", t.vars.get("bought", 0) + 1)


def end_buy(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    ctx.need(t.vars.get("bought", 0) > 0 or not can_buy(ctx, t, seat), "a Buy action buys at least one item (decision q33)")
    tx.del_var("bought")
    tx.set_var("phase", "main")
