"""Drags on the Tsukiji table that mean game actions (assisted and strict modes).

A drop is read as the player would mean it at a real table, then played
through the referee, with the action that opens it when needed:

- a barrel (or takoyaki) from another harbor to anywhere of yours: Buy (then buy it);
- a boat from your berth to the sea below your harbor: Fishing, depart;
  from the sea to a berth: return (and unload);
- a barrel from a fish market's board onto one of your boats at sea: catch;
  from a fishing boat onto your barge: transfer; from a boat back to its
  market at the start of the turn: dump;
- an unloaded barrel onto a sales column: put it on sale there; a barrel on
  sale onto another column of its row: re-price it (the "???" column asks
  for the price first);
- a license from a board to your license spaces: buy it (entering the
  market if need be); one of yours back to its board: return it; a rented
  item or a buyer token likewise: rent it, buy it;
- a token from your supply onto the market you visit: sell (Government:
  donate to that space); onto your lot: add it to the lot;
- a boat from the Boats / Used Boats board to a berth: buy it; yours onto
  the board: sell it; a freezer or cart to your license spaces: rent it;
  a loan or stock token to your area: take it; a berth cover away: open it;
  your buyer token onto another player's area: assign it to them.

Which market a barrel, license or token belongs to is read from the
referee's map built from ``components.yaml`` (``ctx.species``,
``ctx.is_barrel`` ...), never from a kind's name, so the expansion's pieces
(swordfish barrels, aji licenses, clam tokens, the blue boat) drag like the
base game's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ....games.base import IllegalAction
from ....games.tsukiji import zones as Z
from ... import i18n
from ...plugin import Drop

if TYPE_CHECKING:
    from ...services import TableServices

Steps = list[dict[str, Any]]


class DropReader:
    """Turns a drop into a sequence of referee actions and plays it."""

    def __init__(self, services: TableServices):
        self.services = services

    # ------------------------------------------------------------ helpers

    @property
    def t(self) -> Any:
        return self.services.table

    @property
    def ctx(self) -> Any:
        """The referee's context: which market a barrel, license or token belongs to comes from its data, never a kind's name."""
        return self.services.game.ctx  # type: ignore[attr-defined]

    def owner(self, zone: str) -> int | None:
        z = self.t.zones.get(zone)
        return None if z is None else z.owner

    def market_of(self, zone: str) -> str | None:
        z = self.t.zones.get(zone)
        return None if z is None else z.meta.get("market")

    def visiting(self) -> str | None:
        v = self.t.vars.get("visit")
        return v["id"] if v and self.t.vars.get("phase") == "market" else None

    def boat_at(self, zone: str, point: tuple[float, float]) -> str | None:
        """The boat drawn under ``point`` in a sea zone, or the boat of a hold zone."""
        if zone.startswith("hold."):
            return zone[len("hold.") :]
        for sprite in self.services.layout.by_zone.get(zone, ()):
            if sprite.contains(*point) and sprite.handle in self.t.pieces:
                return sprite.handle
        return None

    def opening(self, name: str) -> Steps:
        """The action that opens ``name``'s sub-phase, if the player is still choosing one."""
        return [{"action": name}] if self.t.vars.get("phase") == "main" else []

    def enter(self, mid: str, legal: list[dict[str, Any]]) -> Steps | None:
        """Entering ``mid`` (its first payable option) unless already inside."""
        if self.visiting() == mid:
            return []
        for action in legal:
            if action["action"] == "enter" and action["market"] == mid:
                return [action]
        return None

    # ------------------------------------------------------------- reading

    def read(self, drop: Drop, legal: list[dict[str, Any]]) -> Any:
        t = self.t
        if drop.coins is not None or not drop.ids or drop.seat not in self.services.game.to_move(t):
            return None
        pid = drop.ids[0]
        kind = t.pieces[pid].kind
        seat, src, dst = drop.seat, drop.source, drop.target
        for reader in (self._barrel, self._token, self._license, self._boat, self._other):
            steps = reader(drop, pid, kind, seat, src, dst, legal)
            if steps is None:
                continue
            if callable(steps):
                return steps  # it asks a price first, then plays
            return steps[0] if len(steps) == 1 else (lambda steps=steps: self.run(steps, seat))
        return None

    def _sale_target(self, drop: Drop, seat: int, dst: str, steps: Steps, make: Callable[[str, int | None], dict[str, Any]]) -> Any:
        """Steps ending on a sales column; the "???" column asks for a price first."""
        where = Z.parse_sale(dst)
        if where is None or where[0] != seat:
            return None
        column = where[1]
        col = self.services.game.ctx.data.column_by_id[column]  # type: ignore[attr-defined]
        if not col.declared:
            return [*steps, make(column, None)]

        def ask() -> None:
            def done(value: int) -> None:
                self.run([*steps, make(column, int(value))], seat)

            self.services.ask_number(i18n.tr("tk.price"), col.lo, col.hi, done, value=max(col.lo, 700), step=col.step)

        return ask

    def _barrel(self, drop: Drop, pid: str, kind: str, seat: int, src: str, dst: str, legal: list[dict[str, Any]]) -> Any:
        t, ctx = self.t, self.ctx
        takoyaki = ctx.is_takoyaki(t, pid)
        if not ctx.is_barrel(t, pid) and not takoyaki:
            return None
        species = ctx.species(t, pid)
        src_sale, dst_owner = Z.parse_sale(src), self.owner(dst)
        if src_sale is not None and src_sale[0] != seat and dst_owner == seat:
            step = {"action": "buy_takoyaki", "token": pid} if takoyaki else {"action": "buy_barrel", "barrel": pid}
            return [*self.opening("buy"), step]
        if src == Z.unload(seat):
            return self._sale_target(drop, seat, dst, [], lambda c, p: {"action": "place", "item": pid, "column": c, **({"price": p} if p else {})})
        if src_sale is not None and src_sale[0] == seat:
            if t.vars.get("phase") == "pricing" and t.vars.get("pricing") == pid:
                return self._sale_target(drop, seat, dst, [], lambda c, p: {"action": "set_price", "column": c, **({"price": p} if p else {})})
            if species and self.visiting() == species and self.market_of(dst) == species:  # Mackerel buys barrels back
                return [{"action": "sell", "barrels": [pid]}]
            if t.vars.get("phase") == "start" and src_sale[2] == "bottom" and dst == Z.supply(seat):
                return [{"action": "buy_own_fugu", "barrel": pid}]
            return self._sale_target(
                drop, seat, dst, self.opening("fish"), lambda c, p: {"action": "reprice", "item": pid, "column": c, **({"price": p} if p else {})}
            )
        boat = self.boat_at(dst, drop.point) if dst == Z.sea(seat) or dst.startswith("hold.") else None
        if boat is not None and src.startswith("hold.") and src != Z.hold(boat):
            return [{"action": "transfer", "barrel": pid, "barge": boat}]
        if boat is not None and src == Z.market(species, "barrels"):
            return [*self.opening("fish"), {"action": "catch", "boat": boat, "species": species}]
        if src.startswith("hold.") and (self.market_of(dst) == species or dst == Z.BOX):
            return [{"action": "dump", "barrel": pid}]
        return None

    def _token(self, drop: Drop, pid: str, kind: str, seat: int, src: str, dst: str, legal: list[dict[str, Any]]) -> Any:
        if not self.ctx.is_fish_token(self.t, pid):
            return None
        mine = Z.supply(seat)
        if src == mine and dst == Z.lot(seat):
            return [{"action": "lot_add", "token": pid}]
        if src == Z.lot(seat) and dst == mine:
            return [{"action": "lot_clear"}]
        visiting = self.visiting()
        if src == mine and visiting is not None and self.market_of(dst) == visiting:
            if visiting == "government":
                space = "left" if dst.endswith(".left") else "right"
                return [{"action": "donate", "token": pid, "space": space}]
            if visiting in ("auction", "barter", "trade"):
                return [{"action": "lot_add", "token": pid}]
            return [{"action": "sell", "tokens": [pid]}]
        return None

    def _license(self, drop: Drop, pid: str, kind: str, seat: int, src: str, dst: str, legal: list[dict[str, Any]]) -> Any:
        t, ctx = self.t, self.ctx
        mid = self.market_of(src)
        taking = self.taking(mid, pid) if mid is not None else None
        if dst == Z.licenses(seat) and mid is not None and taking is not None:
            entry = self.enter(mid, legal)
            return None if entry is None else [*entry, taking]
        if src == Z.licenses(seat) and ctx.is_license(t, pid) and self.market_of(dst) == ctx.species(t, pid):
            return [{"action": "return_license", "license": pid}]
        return None

    def taking(self, mid: str, pid: str) -> dict[str, Any] | None:
        """What taking ``pid`` from market ``mid``'s board onto your license spaces means: a license, a rented item, a buyer token."""
        t, ctx = self.t, self.ctx
        if ctx.is_license(t, pid):
            return {"action": "buy_license"}
        kind = t.pieces[pid].kind
        market = ctx.markets.get(mid)
        if kind in getattr(market, "items", {}):  # Rental's freezers and carts
            return {"action": "rent", "item": kind}
        if kind == getattr(market, "buyer_kind", None):  # Influence
            return {"action": "buy_buyer"}
        return None

    def _boat(self, drop: Drop, pid: str, kind: str, seat: int, src: str, dst: str, legal: list[dict[str, Any]]) -> Any:
        if not self.ctx.is_boat(self.t, pid):
            return None
        berths = {Z.berth(seat, n): n for n in self.services.game.ctx.berth_ids}  # type: ignore[attr-defined]
        if src in berths and dst == Z.sea(seat):
            return [*self.opening("fish"), {"action": "depart", "boat": pid}]
        if src == Z.sea(seat) and dst in berths:
            return [*self.opening("fish"), {"action": "return", "boat": pid, "berth": berths[dst]}]
        mid = self.market_of(src)
        if mid in ("boats", "used_boats") and dst in berths:
            entry = self.enter(mid, legal)
            return None if entry is None else [*entry, {"action": "buy_boat", "boat": pid, "berth": berths[dst]}]
        target = self.market_of(dst)
        if src in berths and target in ("boats", "used_boats"):
            entry = self.enter(target, legal)
            return None if entry is None else [*entry, {"action": "sell_boat", "boat": pid}]
        return None

    def _other(self, drop: Drop, pid: str, kind: str, seat: int, src: str, dst: str, legal: list[dict[str, Any]]) -> Any:
        covers = {Z.cover(seat, n) for n in self.ctx.berth_ids}
        if src in covers and dst != src:
            return [{"action": "open_berth"}]
        influence = self.ctx.markets.get("influence")
        target = self.owner(dst)
        if kind == getattr(influence, "buyer_kind", None) and src == Z.licenses(seat) and target is not None and target != seat:
            return [{"action": "assign_buyer", "token": pid, "seat": target}]
        if kind in ("loan", "stock") and self.market_of(src) == "bank" and self.owner(dst) == seat:
            entry = self.enter("bank", legal)
            return None if entry is None else [*entry, {"action": "take_loan" if kind == "loan" else "buy_stock"}]
        return None

    # ------------------------------------------------------------- playing

    def run(self, steps: Steps, seat: int) -> None:
        """Play ``steps`` for ``seat`` as one gesture: all of them, or none (with the reason)."""
        if not steps:
            return
        game, t = self.services.game, self.t
        done, redo = len(t.done), len(t.undone)
        try:
            for action in steps:
                game.play(t, seat, action)
        except IllegalAction as exc:
            while len(t.done) > done:
                t.undo()
            del t.undone[redo:]
            self.services.toast(i18n.tr("msg.illegal", why=exc), error=True)
            return
        self.services.changed()
