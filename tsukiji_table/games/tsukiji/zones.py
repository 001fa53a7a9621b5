"""Zone names of Tokyo Tsukiji Market and the table's structure.

Zones carry the game's meaning, so the referee reads the game from where
pieces lie: ``p2.harbor.sale.c3.top`` is seat 2's fresh row of sales column
3, ``p0.sea`` the boats below seat 0's harbor, ``hold.boat.slot2#1`` the
barrels aboard that boat, ``market.eel.tokens`` the Eel board's tokens,
``bag.auction`` the auction bag and ``box`` everything out of play.

Every zone gets layout ``meta`` from ``rules/tsukiji/layout.yaml`` (rect in
millimetres, label, arrange) so that the UI can draw harbors and market
boards from data alone.
"""

from __future__ import annotations

from typing import Any

from ...table import Table, Visibility, ZoneKind
from .data import FISH, TsukijiData

ROWS = ("top", "bottom")
BOX = "box"
BANK = "bank"
BAG = "bag.auction"
BAG_PIECE = "auction_bag"
AUCTION_LOT = "auction.lot"
QUEUE_FISH = "queue.fish"  # known market order: the fish boards to come, face up in order
QUEUE_EXTERNAL = "queue.external"


def money(seat: int) -> str:
    return f"p{seat}.money"


def bid(seat: int) -> str:
    return f"p{seat}.bid"


def supply(seat: int) -> str:
    return f"p{seat}.supply"


def bank_tokens(seat: int) -> str:
    return f"p{seat}.bank"


def sea(seat: int) -> str:
    return f"p{seat}.sea"


def lot(seat: int) -> str:
    return f"p{seat}.lot"


def harbor_board(seat: int) -> str:
    return f"p{seat}.harbor.board"


def berth(seat: int, n: int) -> str:
    return f"p{seat}.harbor.berth.{n}"


def cover(seat: int, n: int) -> str:
    return f"p{seat}.harbor.cover.{n}"


def licenses(seat: int) -> str:
    return f"p{seat}.harbor.licenses"


def sale(seat: int, column: str, row: str) -> str:
    return f"p{seat}.harbor.sale.{column}.{row}"


def unload(seat: int) -> str:
    return f"p{seat}.harbor.unload"


def dock(seat: int) -> str:
    return f"p{seat}.harbor.dock"


def hold(boat: str) -> str:
    return f"hold.{boat}"


def market(mid: str, part: str) -> str:
    return f"market.{mid}.{part}"


def parse_sale(zone_id: str) -> tuple[int, str, str] | None:
    """``(seat, column, row)`` of a sales zone id, or ``None``."""
    if ".harbor.sale." not in zone_id:
        return None
    head, _, rest = zone_id.partition(".harbor.sale.")
    column, _, row = rest.partition(".")
    return int(head[1:]), column, row


def seat_of(zone_id: str) -> int | None:
    """The seat a ``p<n>.`` zone belongs to."""
    if zone_id.startswith("p") and "." in zone_id:
        head = zone_id.split(".", 1)[0][1:]
        if head.isdigit():
            return int(head)
    return None


# ---------------------------------------------------------------- building


def _rect(origin: tuple[float, float], rect: list[float]) -> list[float]:
    return [origin[0] + rect[0], origin[1] + rect[1], rect[2], rect[3]]


def _meta(spec: dict[str, Any], origin: tuple[float, float], **extra: Any) -> dict[str, Any]:
    meta: dict[str, Any] = {"rect": _rect(origin, spec["rect"]), "arrange": spec["arrange"]}
    for key in ("label", "cols", "rows", "lo", "hi", "inset", "show", "shelves"):
        if spec.get(key) is not None:
            meta[key] = spec[key]
    if spec.get("quiet"):
        meta["quiet"] = spec["quiet"]
    for flag in ("hidden", "plain", "named"):
        if spec.get(flag):
            meta[flag] = True
    meta.update(extra)
    return meta


def slot_origin(layout: dict[str, Any], players: int, k: int) -> tuple[float, float]:
    """Top-left of the ``k``-th market slot (0-based) at ``players`` players."""
    at, board = layout["markets_at"][players], layout["market_board"]
    col, row = k % at["cols"], k // at["cols"]
    return (at["origin"][0] + col * (board["w"] + board["gap"]), at["origin"][1] + row * (board["h"] + board["gap"]))


def _repeated(spec: dict[str, Any], origin: tuple[float, float], k: int) -> list[float]:
    col, row = k % spec["cols"], k // spec["cols"]
    return [origin[0] + spec["x"] + col * spec["dx"], origin[1] + spec["y"] + row * spec["dy"], spec["w"], spec["h"]]


def build_zones(
    table: Table,
    data: TsukijiData,
    players: int,
    hidden_money: bool,
    market_zones: dict[str, list[tuple[str, ZoneKind, dict[str, Any]]]],
    queues: bool = False,
) -> None:
    """Add every zone of the game, with layout meta, to ``table``.

    ``market_zones`` maps a market id to the extra zones its module needs
    (suffix, kind, layout spec key or explicit meta); ``queues`` adds the
    known market order's two queues of boards.
    """
    lay = data.layout
    common = lay["common_zones"]
    base_order, exp_order = lay["market_order"], lay.get("expansion_market_order") or []
    after = slot_origin(lay, players, len(base_order))  # the slot after the base game's last board

    def slot(mid: str) -> int:
        return base_order.index(mid) if mid in base_order else len(base_order) + 1 + exp_order.index(mid)

    table.add_zone(BOX, ZoneKind.STACK, Visibility.NOBODY, **_meta(common["box"], (0, 0)))
    table.add_zone(BANK, ZoneKind.MONEY, unlimited=True, **_meta(common["bank"], after))
    table.add_zone(BAG_PIECE, ZoneKind.STACK, **_meta(common["auction_bag"], after))
    table.add_zone(BAG, ZoneKind.BAG, Visibility.NOBODY, **_meta(common["bag.auction"], after))
    table.add_zone(AUCTION_LOT, ZoneKind.STACK, **_meta(common["auction.lot"], after))
    if queues:
        for zone_id in (QUEUE_FISH, QUEUE_EXTERNAL):
            table.add_zone(zone_id, ZoneKind.STACK, **_meta(common[zone_id], after))

    seat_zones = lay["seat_zones"]
    for seat in range(players):
        origin = tuple(lay["seat_origins"][players][seat])
        tag: dict[str, int | str] = {"seat": seat}

        def add(zone_id: str, key: str, kind: ZoneKind = ZoneKind.STACK, vis: Visibility = Visibility.EVERYONE, **extra: Any) -> None:
            table.add_zone(zone_id, kind, vis, owner=seat, **_meta(seat_zones[key], origin, **tag, **extra))  # noqa: B023

        add(harbor_board(seat), "harbor.board", board=f"harbor_board#{seat + 1}")
        for b in data.berths:
            n = int(b["id"])
            add(berth(seat, n), f"harbor.berth.{n}", capacity=int(b["boats"]), barge=bool(b["barge"]))
            if b.get("cover"):
                add(cover(seat, n), f"harbor.cover.{n}", price=int(b["open_price"]), number=int(b["cover_number"]))
        add(licenses(seat), "harbor.licenses", capacity=int(data.harbor["license_spaces"]))
        cols = seat_zones["harbor.sale"]
        for k, col in enumerate(data.columns):
            for row in ROWS:
                y = cols["top_y"] if row == "top" else cols["bottom_y"]
                rect = [origin[0] + cols["x"] + k * cols["dx"], origin[1] + y, cols["w"], cols["h"]]
                label = "???" if col.declared else str(col.price)
                table.add_zone(
                    sale(seat, col.id, row),
                    ZoneKind.STACK,
                    owner=seat,
                    rect=rect,
                    arrange="pile",
                    label={"en": label, "ja": label},
                    seat=seat,
                    column=col.id,
                    row=row,
                    price=col.price,
                )
        add(unload(seat), "harbor.unload")
        add(dock(seat), "harbor.dock")
        add(sea(seat), "sea")
        add(supply(seat), "supply")
        add(bank_tokens(seat), "bank")
        add(money(seat), "money", ZoneKind.MONEY, Visibility.OWNER if hidden_money else Visibility.EVERYONE)
        add(bid(seat), "bid", ZoneKind.MONEY, Visibility.OWNER)
        add(lot(seat), "lot")

    zones = lay["market_zones"]
    for mid in market_zones:
        info = data.markets[mid]
        origin = slot_origin(lay, players, slot(mid))
        tag = {"market": mid}
        table.add_zone(market(mid, "board"), ZoneKind.STACK, **_meta(zones["board"], origin, board=info.board, label=info.names, **tag))
        specs = dict(zones.get("fish", {})) if info.type == FISH else dict(zones.get("external", {}))
        specs.update(zones.get(mid, {}))
        for suffix, kind, extra in market_zones.get(mid, []):
            spec_key = extra.pop("spec", suffix)
            index = extra.pop("index", None)
            spec = specs[spec_key]
            if index is not None:
                meta = {"rect": _repeated(spec, origin, index), "arrange": spec["arrange"], **tag, **extra}
            else:
                meta = _meta(spec, origin, **tag, **extra)
            table.add_zone(market(mid, suffix), kind, **meta)


def add_hold(table: Table, data: TsukijiData, boat: str) -> None:
    """The zone of the barrels aboard ``boat``: anchored to the boat (layout.yaml's ``hold`` says where).

    ``anchor`` names the piece the ``rect`` is measured from (its top-left as
    drawn); the hold is as wide as the boat has slots.
    """
    spec = data.layout["hold"]
    kind = table.pieces[boat].kind
    slots = data.boat_slots[kind]
    x, y, _, h = spec["rect"]
    width = float(spec.get("slot_w", 20)) * slots + float(spec.get("extra_w", 22))
    table.add_zone(hold(boat), ZoneKind.STACK, rect=[x, y, width, h], arrange=spec["arrange"], anchor=boat, slots=slots)
