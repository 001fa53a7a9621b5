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
from ...text import Message, msg
from . import zones as Z

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx

Why = Message | None


def on_sale(ctx: Ctx, t: Table, seat: int) -> Iterator[str]:
    """One item of each (zone, kind, price) other players sell: the candidates to buy."""
    for other in range(t.players):
        if other == seat:
            continue
        seen: set[tuple[str, str, int]] = set()
        for item, _col, _row in ctx.sale_items(t, other):
            key = (t.pieces[item].zone, t.pieces[item].kind, ctx.price(t, item))
            if key not in seen:
                seen.add(key)
                yield item


def purchase_problem(ctx: Ctx, t: Table, seat: int, item: Any, takoyaki: bool) -> Why:
    """Why ``seat`` cannot buy ``item`` now (a barrel, or a takoyaki when ``takoyaki``)."""
    if not isinstance(item, str) or item not in t.pieces:
        return msg("tsukiji.why.no_piece", value=str(item))
    if ctx.is_takoyaki(t, item) != takoyaki or not (takoyaki or ctx.is_barrel(t, item)):
        return msg("tsukiji.why.not_takoyaki" if takoyaki else "tsukiji.why.not_barrel", piece=item)
    where = Z.parse_sale(t.pieces[item].zone)
    if where is None:
        return msg("tsukiji.why.not_for_sale", piece=item)
    if where[0] == seat:
        return msg("tsukiji.why.own_harbor")
    price, money = ctx.price(t, item), ctx.money(t, seat)
    if money < price:
        return msg("tsukiji.why.costs", what=ctx.name(t, item), yen=price, have=money)
    if not takoyaki and not ctx.fish(ctx.species(t, item)).can_buy_barrel(t):
        return msg("tsukiji.why.no_token_to_take", market=ctx.market_name(ctx.species(t, item)))
    return None


def buy(ctx: Ctx, t: Table, tx: Tx, seat: int, item: str) -> None:
    """Pay the seller; a barrel goes back to its market and pays a token, a takoyaki comes to your supply."""
    owner, _, row = Z.parse_sale(t.pieces[item].zone)  # type: ignore[misc]
    ctx.pay(tx, Z.money(seat), Z.money(owner), ctx.price(t, item))
    if ctx.is_takoyaki(t, item):
        ctx.clear_price(t, tx, [item])
        tx.move([item], Z.supply(seat))
    else:
        settle_barrel(ctx, t, tx, seat, item, row)
    tx.set_var("bought", t.vars.get("bought", 0) + 1)


def settle_barrel(ctx: Ctx, t: Table, tx: Tx, seat: int, barrel: str, row: str) -> None:
    """A bought barrel goes back to its market and pays the buyer a token."""
    market = ctx.fish(ctx.species(t, barrel))
    ctx.clear_price(t, tx, [barrel])
    ctx.return_barrel(t, tx, [barrel])
    market.take_token(t, tx, seat, row)
