"""The turn: its start, its action points, its end, and the end of the game.

At the start of a turn (decision q04): the end-game trigger is checked; the
player may then dump barrels from boats at sea, use a freezer, and buy their
own stale fugu (not after a freezer); then fish spoil (unless a freezer was
used): the stale row goes back to the markets unpaid and the fresh row moves
down.  When none of the optional steps is possible, spoilage follows at once.

A turn has 2 AP, all of which must be spent; it ends as soon as the action
that spent the last one is resolved (q18), or, with only cart AP left, when
the player says so (q16).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...table import Table, ZoneKind
from ..base import IllegalAction
from . import zones as Z

if TYPE_CHECKING:
    from ...table import Tx
    from .context import Ctx


# ------------------------------------------------------------ start of turn


def begin_turn(ctx: Ctx, t: Table, tx: Tx, seat: int) -> None:
    if _stalled(t, tx, seat):
        from .scoring import final_scoring

        tx.set_var("stalled", True)
        tx.set_var("phase", "over")
        final_scoring(ctx, t, tx)
        return
    tx.set_var("turn", seat)
    tx.set_var("turn_count", t.vars.get("turn_count", 0) + 1)
    tx.set_var("ap", int(ctx.data.harbor["action_points"]))
    tx.set_var("cart_ap", 0)
    tx.set_var("visited", [])
    tx.set_var("freezer_used", False)
    tx.set_var("self_bought", False)
    check_end_trigger(ctx, t, tx, seat)
    if next(start_choices(ctx, t, seat), None) is None:
        spoil(ctx, t, tx, seat)
        tx.set_var("phase", "main")
    else:
        tx.set_var("phase", "start")


REPEATS = 3  # a position seen this often at the start of a turn ends the game (q45)


def _fingerprint(t: Table, seat: int) -> str:
    """The position: what lies in every zone and which side is up, each purse's total, who begins.

    Pieces of one kind are interchangeable (licence #1 or #2 of a market), and
    a bag has no order, so a position reached again with identical pieces
    swapped, or a bag shuffled, is the same position.
    """
    pieces = t.pieces
    parts = [str(seat)]
    for zid, zone in t.zones.items():
        if zone.ids:
            parts.append(zid)
            kinds = [pieces[p].kind if pieces[p].face_up else pieces[p].kind + "^" for p in zone.ids]
            parts.extend(sorted(kinds) if zone.kind is ZoneKind.BAG else kinds)
        elif zone.coins:
            parts.append(f"{zid}={zone.money()}")
    return hashlib.blake2b("|".join(parts).encode(), digest_size=8).hexdigest()


def _stalled(t: Table, tx: Tx, seat: int) -> bool:
    """The same position for the third time: play goes round in circles (decision q45)."""
    fp = _fingerprint(t, seat)
    seen = t.vars.get("seen", {})
    count = seen.get(fp, 0) + 1
    tx.set_var("seen", {**seen, fp: count})
    return count >= REPEATS


def end_condition(ctx: Ctx, t: Table, seat: int) -> str | None:
    """Which end condition ``seat`` meets now ("money", "resources") or None."""
    rule = ctx.data.harbor["end_trigger"]
    money = [ctx.money(t, s) for s in range(t.players)]
    res = [ctx.resources(t, s) for s in range(t.players)]

    def sole_lowest(values: list[int]) -> bool:
        low = min(values)
        return values[seat] == low and values.count(low) == 1

    if money[seat] >= int(rule["money"]) and not sole_lowest(res):
        return "money"
    if res[seat] >= int(rule["resources"]) and not sole_lowest(money):
        return "resources"
    return None


def seas_empty(ctx: Ctx, t: Table) -> bool:
    """Every fish market in play is overfished and none is left to draw (q46)."""
    if any(info.type == "fish" and t.pieces[info.board].zone == Z.BOX and t.players >= info.min_players for info in ctx.data.markets.values()):
        return False
    return all(m in t.vars["overfished"] for m in ctx.fish_in_play(t))


def turn_limit_reached(ctx: Ctx, t: Table) -> bool:
    """As many turns begun as the bound allows (q47): a game nobody can finish ends."""
    return int(t.vars.get("turn_count", 0)) >= int(ctx.data.harbor["end_trigger"]["turns_per_player"]) * t.players


def check_end_trigger(ctx: Ctx, t: Table, tx: Tx, seat: int) -> None:
    if t.vars.get("end") is not None:
        return
    why = end_condition(ctx, t, seat) or ("seas_empty" if seas_empty(ctx, t) else None) or ("turn_limit" if turn_limit_reached(ctx, t) else None)
    if why is not None:
        # This turn and then one final turn for every other player.
        tx.set_var("end", {"by": seat, "why": why, "left": t.players})


def _fugu_to_self_buy(ctx: Ctx, t: Table, seat: int) -> list[str]:
    if t.vars["freezer_used"] or not ctx.in_play(t, "fugu") or not ctx.fish("fugu").can_buy_barrel(t):
        return []
    money = ctx.money(t, seat)
    out = []
    for col, _ in ctx.sale_rows["bottom"]:
        for item in t.zones[Z.sale(seat, col, "bottom")].ids:
            if t.pieces[item].kind == "barrel.fugu" and ctx.price(t, item) <= money:
                out.append(item)
    return out


def _freezers(ctx: Ctx, t: Table, seat: int) -> list[str]:
    # A freezer skips the spoilage that a stale-fugu self-buy relies on: not both.
    if t.vars["freezer_used"] or t.vars.get("self_bought"):
        return []
    return [x for x in ctx.licenses(t, seat) if t.pieces[x].kind == "freezer"]


def _dumpable(ctx: Ctx, t: Table, seat: int) -> Iterator[str]:
    for boat in t.zones[Z.sea(seat)].ids:
        seen: set[str] = set()
        for barrel in t.zones[Z.hold(boat)].ids:
            if t.pieces[barrel].kind not in seen:
                seen.add(t.pieces[barrel].kind)
                yield barrel


def start_choices(ctx: Ctx, t: Table, seat: int) -> Iterator[dict[str, Any]]:
    for barrel in _dumpable(ctx, t, seat):
        yield {"action": "dump", "barrel": barrel}
    freezers = _freezers(ctx, t, seat)
    if freezers:
        # A freezer showing "1" is used first: it is the one about to go back.
        worn = [f for f in freezers if not t.pieces[f].face_up]
        yield {"action": "use_freezer", "freezer": (worn or freezers)[0]}
    seen: set[tuple[str, int]] = set()
    for barrel in _fugu_to_self_buy(ctx, t, seat):
        key = (t.pieces[barrel].zone, ctx.price(t, barrel))
        if key not in seen:
            seen.add(key)
            yield {"action": "buy_own_fugu", "barrel": barrel}


def start_actions(ctx: Ctx, t: Table, seat: int) -> Iterator[dict[str, Any]]:
    yield from start_choices(ctx, t, seat)
    yield {"action": "start_actions"}


def dump(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    barrel = ctx.piece_arg(t, action, "barrel")
    zone = t.pieces[barrel].zone
    boat = zone[len("hold.") :] if zone.startswith("hold.") else None
    ctx.need(boat is not None and t.pieces[boat].zone == Z.sea(seat), f"{barrel} is not aboard one of your boats at sea")
    ctx.return_barrel(t, tx, [barrel])


def use_up(ctx: Ctx, t: Table, tx: Tx, piece: str) -> None:
    """One use of a rented freezer or cart: "2" flips to "1", "1" goes back."""
    if t.pieces[piece].face_up:
        tx.set_face([piece], False)
    else:
        ctx.markets["rental"].give_back(t, tx, piece)  # type: ignore[attr-defined]


def use_freezer(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    freezers = _freezers(ctx, t, seat)
    ctx.need(bool(freezers), "you have no freezer to use this turn (or bought your stale fugu already)")
    piece = action.get("freezer", freezers[0])
    ctx.need(piece in freezers, f"{piece!r} is not one of your freezers")
    use_up(ctx, t, tx, piece)
    tx.set_var("freezer_used", True)


def buy_own_fugu(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    from .buying import settle_barrel

    barrel = ctx.piece_arg(t, action, "barrel")
    ctx.need(barrel in _fugu_to_self_buy(ctx, t, seat), f"{barrel} is not a stale fugu of yours you can buy now")
    ctx.pay(tx, Z.money(seat), Z.BANK, ctx.price(t, barrel))
    settle_barrel(ctx, t, tx, seat, barrel, "bottom")
    tx.set_var("self_bought", True)


def begin_actions(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    if not t.vars["freezer_used"]:
        spoil(ctx, t, tx, seat)
    tx.set_var("phase", "main")


def spoil(ctx: Ctx, t: Table, tx: Tx, seat: int) -> None:
    """Stale barrels go back unpaid; fresh ones become stale in their column."""
    gone: list[str] = []
    for col, _ in ctx.sale_rows["bottom"]:
        gone += [x for x in t.zones[Z.sale(seat, col, "bottom")].ids if not ctx.is_takoyaki(t, x)]
    if gone:
        ctx.clear_price(t, tx, gone)
        ctx.return_barrel(t, tx, gone)
    for col, _ in ctx.sale_rows["top"]:
        fresh = [x for x in t.zones[Z.sale(seat, col, "top")].ids if not ctx.is_takoyaki(t, x)]
        if fresh:
            tx.move(fresh, Z.sale(seat, col, "bottom"))


# ------------------------------------------------------------- during the turn


def use_cart(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    carts = [x for x in ctx.licenses(t, seat) if t.pieces[x].kind == "cart"]
    ctx.need(bool(carts), "you have no cart")
    piece = action.get("cart", ([c for c in carts if not t.pieces[c].face_up] or carts)[0])
    ctx.need(piece in carts, f"{piece!r} is not one of your carts")
    use_up(ctx, t, tx, piece)
    tx.set_var("cart_ap", t.vars["cart_ap"] + 1)


def open_berth(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    n = next_cover(ctx, t, seat)
    if n is None:
        raise IllegalAction("every berth is already open")
    price = int(ctx.berth_info[n]["open_price"])
    ctx.need(ctx.money(t, seat) >= price, f"opening a berth costs {price} yen")
    ctx.pay(tx, Z.money(seat), Z.BANK, price)
    tx.move(list(t.zones[Z.cover(seat, n)].ids), Z.BOX)


def next_cover(ctx: Ctx, t: Table, seat: int) -> int | None:
    """The covered berth to open next: covers open in the order of their numbers."""
    covered = [b for b in ctx.data.berths if b.get("cover") and t.zones[Z.cover(seat, int(b["id"]))].ids]
    if not covered:
        return None
    return int(min(covered, key=lambda b: int(b["cover_number"]))["id"])


def return_license(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    lic = ctx.piece_arg(t, action, "license")
    ctx.need(lic in ctx.licenses(t, seat) and t.pieces[lic].kind.startswith("license."), f"{lic} is not one of your licenses")
    tx.move([lic], Z.market(ctx.species(t, lic), "licenses"))


def anytime_actions(ctx: Ctx, t: Table, seat: int) -> Iterator[dict[str, Any]]:
    n = next_cover(ctx, t, seat)
    if n is not None and ctx.money(t, seat) >= int(ctx.berth_info[n]["open_price"]):
        yield {"action": "open_berth"}
    seen: set[str] = set()
    for lic in ctx.licenses(t, seat):
        kind = t.pieces[lic].kind
        if kind.startswith("license.") and kind not in seen:
            seen.add(kind)
            yield {"action": "return_license", "license": lic}
    from .fishing import transfer_actions

    yield from transfer_actions(ctx, t, seat)


def main_actions(ctx: Ctx, t: Table, seat: int) -> Iterator[dict[str, Any]]:
    from .buying import can_buy
    from .visiting import enter_actions

    if t.vars["ap"] > 0:
        yield {"action": "fish"}
        if can_buy(ctx, t, seat):
            yield {"action": "buy"}
    yield from enter_actions(ctx, t, seat)
    if any(t.pieces[x].kind == "cart" for x in ctx.licenses(t, seat)):
        yield {"action": "use_cart"}
    if t.vars["ap"] == 0:
        yield {"action": "end_turn"}


def spend_ap(ctx: Ctx, t: Table, tx: Tx) -> None:
    ctx.need(t.vars["ap"] > 0, "no action point is left for this action (carts only pay market entry)")
    tx.set_var("ap", t.vars["ap"] - 1)


# ---------------------------------------------------------------- end of turn


def finish_action(ctx: Ctx, t: Table, tx: Tx) -> None:
    """After an action is resolved: the turn ends once every AP is spent."""
    if t.vars.get("phase") == "main" and t.vars["ap"] == 0 and t.vars["cart_ap"] == 0:
        end_turn(ctx, t, tx)


def end_turn(ctx: Ctx, t: Table, tx: Tx) -> None:
    end = t.vars.get("end")
    if end is not None:
        left = end["left"] - 1
        tx.set_var("end", {**end, "left": left})
        if left == 0:
            from .scoring import final_scoring

            tx.set_var("phase", "over")
            final_scoring(ctx, t, tx)
            return
    begin_turn(ctx, t, tx, (t.vars["turn"] + 1) % t.players)


def voluntary_end(ctx: Ctx, t: Table, tx: Tx, seat: int, action: dict[str, Any]) -> None:
    ctx.need(t.vars["ap"] == 0, "spend both action points first")
    tx.set_var("cart_ap", 0)
    end_turn(ctx, t, tx)
