"""The turn's own actions: the start-of-turn choices, choosing an action, carts, berths, licenses.

Start of turn (``start``): ``dump``, ``use_freezer``, ``buy_own_fugu``, then
``start_actions`` (spoilage).  Choosing (``main``): ``fish``, ``buy``
(``enter`` is in ``market.py``), ``use_cart``, ``end_turn``.  Any time in
your own turn: ``open_berth``, ``return_license`` (``transfer`` is in
``fishing.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....table import Table, Transaction, Tx
from ....text import Message, msg
from ...base import Text, Why
from .. import buying, fishing, log, turn
from .. import zones as Z
from .common import OWN_TURN, TkAction, is_piece

if TYPE_CHECKING:
    from .. import TsukijiMarket

A = dict[str, Any]


def _used_up(tx: Transaction, item: str) -> list[Message]:
    """A rented freezer or cart on its second use goes back to the Rental market: say so."""
    back = any(dst == Z.market("rental", item) for _, _, dst in log.moves(tx))
    return [msg("tsukiji.log.returned_rental")] if back else []


class Dump(TkAction):
    """A barrel aboard one of your boats at sea goes back to its market (the box if overfished)."""

    name = "dump"
    phases = ("start",)
    args = {"barrel": Text()}

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        return ({"action": "dump", "barrel": b} for b in turn.dumpable(game.ctx, t, seat))

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        return is_piece(t, action["barrel"]) or turn.dump_problem(game.ctx, t, seat, action["barrel"])

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        game.ctx.return_barrel(t, tx, [action["barrel"]])

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [self.line(game, tx, barrel=game.ctx.a(t, tx.action["barrel"]))]  # type: ignore[index]


class UseFreezer(TkAction):
    """A rented freezer: nothing spoils this turn (not after buying your own stale fugu)."""

    name = "use_freezer"
    phases = ("start",)
    args = {"freezer": Text()}

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        return ({"action": "use_freezer", "freezer": f} for f in turn.by_wear(t, turn.freezers(game.ctx, t, seat)))

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        if action["freezer"] in turn.freezers(game.ctx, t, seat):
            return None
        if t.vars.get("self_bought"):
            return msg("tsukiji.why.freezer_after_fugu")
        return (
            msg("tsukiji.why.freezer_used")
            if t.vars["freezer_used"]
            else msg("tsukiji.why.not_my", piece=str(action["freezer"]), what=game.ctx.name(t, "freezer"))
        )

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        turn.use_up(game.ctx, t, tx, action["freezer"])
        tx.set_var("freezer_used", True)

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [self.line(game, tx), *_used_up(tx, "freezer")]


class BuyOwnFugu(TkAction):
    """Buy a stale fugu of your own at its price, paid to the supply, for a fugu token."""

    name = "buy_own_fugu"
    phases = ("start",)
    args = {"barrel": Text()}

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        seen: set[tuple[str, int]] = set()
        for barrel in turn.fugu_to_self_buy(game.ctx, t, seat):
            key = (t.pieces[barrel].zone, game.ctx.price(t, barrel))
            if key not in seen:
                seen.add(key)
                yield {"action": "buy_own_fugu", "barrel": barrel}

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        if action["barrel"] in turn.fugu_to_self_buy(game.ctx, t, seat):
            return None
        return msg("tsukiji.why.freezer_then_no_fugu") if t.vars["freezer_used"] else msg("tsukiji.why.not_stale_fugu", piece=str(action["barrel"]))

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        barrel = action["barrel"]
        game.ctx.pay(tx, Z.money(seat), Z.BANK, game.ctx.price(t, barrel))
        buying.settle_barrel(game.ctx, t, tx, seat, barrel, "bottom")
        tx.set_var("self_bought", True)

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.seat is not None
        got = [pid for pid, _, dst in log.moves(tx) if dst == Z.supply(tx.seat)]
        amount = log.paid(tx, Z.money(tx.seat), Z.BANK)
        return [self.line(game, tx, yen=log.yen(game.ctx, t, tx.seat, amount, viewer), token=log.things(game.ctx, t, got))]


class StartActions(TkAction):
    """The optional start-of-turn steps are over: spoilage (unless a freezer was used), then choose actions."""

    name = "start_actions"
    phases = ("start",)

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        if not t.vars["freezer_used"]:
            turn.spoil(game.ctx, t, tx, seat)
        tx.del_var("starting")

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.seat is not None
        line = log.spoil_line(game.ctx, t, tx, tx.seat)
        return [self.line(game, tx), *([line] if line else [])]


class Fish(TkAction):
    """1 AP: each boat may depart, catch or return once (``fishing``)."""

    name = "fish"
    phases = ("main",)

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        return None if t.vars["ap"] > 0 else msg("tsukiji.why.no_ap")

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        turn.spend_ap(t, tx)
        fishing.open_fishing(tx)


class Buy(TkAction):
    """1 AP: buy barrels and takoyaki from other harbors (``buy``)."""

    name = "buy"
    phases = ("main",)

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        if t.vars["ap"] <= 0:
            return msg("tsukiji.why.no_ap")
        return None if game.any_legal(t, seat, ("buy_barrel", "buy_takoyaki")) else msg("tsukiji.why.nothing_affordable")

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        turn.spend_ap(t, tx)
        tx.set_var("bought", 0)


class UseCart(TkAction):
    """A rented cart: +1 AP that only pays market entry (q16)."""

    name = "use_cart"
    phases = ("main",)
    args = {"cart": Text()}

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        return ({"action": "use_cart", "cart": c} for c in turn.by_wear(t, turn.carts(game.ctx, t, seat)))

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        ok = action["cart"] in turn.carts(game.ctx, t, seat)
        return None if ok else msg("tsukiji.why.not_my", piece=str(action["cart"]), what=game.ctx.name(t, "cart"))

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        turn.use_up(game.ctx, t, tx, action["cart"])
        tx.set_var("cart_ap", t.vars["cart_ap"] + 1)

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [self.line(game, tx), *_used_up(tx, "cart")]


class EndTurn(TkAction):
    """End the turn with only cart AP left (they are lost)."""

    name = "end_turn"
    phases = ("main",)

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        return None if t.vars["ap"] == 0 else msg("tsukiji.why.spend_ap_first")

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        tx.set_var("cart_ap", 0)


class OpenBerth(TkAction):
    """Pay to take the next berth cover off (covers open in the order of their numbers)."""

    name = "open_berth"
    phases = OWN_TURN

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        n = turn.next_cover(game.ctx, t, seat)
        if n is None:
            return msg("tsukiji.why.all_berths_open")
        price, money = turn.berth_price(game.ctx, n), game.ctx.money(t, seat)
        return msg("tsukiji.why.berth_costs", yen=price, have=money) if money < price else None

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        n = turn.next_cover(game.ctx, t, seat)
        assert n is not None
        game.ctx.pay(tx, Z.money(seat), Z.BANK, turn.berth_price(game.ctx, n))
        tx.move(list(t.zones[Z.cover(seat, n)].ids), Z.BOX)

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        assert tx.seat is not None
        amount = log.paid(tx, Z.money(tx.seat), Z.BANK)
        return [self.line(game, tx, yen=log.yen(game.ctx, t, tx.seat, amount, viewer))]


class ReturnLicense(TkAction):
    """One of your licenses back to its market's board (to make room)."""

    name = "return_license"
    phases = OWN_TURN
    args = {"license": Text()}

    def candidates(self, game: TsukijiMarket, t: Table, seat: int) -> Iterable[A]:
        seen: set[str] = set()
        for lic in game.ctx.licenses(t, seat):
            kind = t.pieces[lic].kind
            if game.ctx.is_license(t, lic) and kind not in seen:
                seen.add(kind)
                yield {"action": "return_license", "license": lic}

    def check(self, game: TsukijiMarket, t: Table, seat: int, action: A) -> Why:
        lic = action["license"]
        why = is_piece(t, lic)
        if why is None and not (lic in game.ctx.licenses(t, seat) and game.ctx.is_license(t, lic)):
            return msg("tsukiji.why.not_my_license", piece=lic)
        return why

    def apply(self, game: TsukijiMarket, t: Table, tx: Tx, seat: int, action: A) -> None:
        lic = action["license"]
        game.ctx.fish(game.ctx.species(t, lic)).on_license_lost(t, tx, lic)
        tx.move([lic], Z.market(game.ctx.species(t, lic), "licenses"))

    def describe(self, game: TsukijiMarket, t: Table, tx: Transaction, viewer: int | None) -> list[Message]:
        return [self.line(game, tx, license=game.ctx.a(t, tx.action["license"]))]  # type: ignore[index]


START = (Dump, UseFreezer, BuyOwnFugu, StartActions)
MAIN = (Fish, Buy, UseCart, EndTurn)
ANY = (OpenBerth, ReturnLicense)
