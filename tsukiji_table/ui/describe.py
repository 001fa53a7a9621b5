"""Plain-language log lines for transactions, as the current viewer may read them.

A line never names a piece the viewer cannot see now, nor the amount in a
purse closed to them: the log is on screen for everyone at the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..table import Flip, Move, MoveMoney, Rotate, Shuffle, Transaction, ZoneKind, sees_face
from . import i18n

if TYPE_CHECKING:
    from .services import TableServices

i18n.add_strings(
    {
        "log.move": {"en": "{who} moved {what} to {where}", "ja": "{who}が{what}を{where}に移動"},
        "log.flip": {"en": "{who} turned over {what}", "ja": "{who}が{what}を裏返した"},
        "log.rotate": {"en": "{who} rotated {what}", "ja": "{who}が{what}を回転"},
        "log.shuffle": {"en": "{who} shuffled {where}", "ja": "{who}が{where}をシャッフル"},
        "log.money": {"en": "{who}: {amount} from {src} to {dst}", "ja": "{who}：{amount}を{src}から{dst}へ"},
        "log.money_hidden": {"en": "{who} handled money ({src} → {dst})", "ja": "{who}がお金を動かした（{src}→{dst}）"},
        "log.hidden_piece": {"en": "a hidden piece", "ja": "見えない駒"},
        "log.pieces": {"en": "{n} pieces", "ja": "{n}個の駒"},
        "log.table": {"en": "The table", "ja": "テーブル"},
        "log.and": {"en": ", ", "ja": "、"},
        "log.coins": {"en": "{n} × {value} money", "ja": "{value}のお金×{n}"},
    }
)


def _sees(services: TableServices, pid: str) -> bool:
    """The view's own rule (``table.sees_face``): a line names only what the viewer may see now."""
    return pid in services.table.pieces and sees_face(services.table, pid, services.viewer)


def zone_name(services: TableServices, zone_id: str) -> str:
    """A zone in words: its label, else the piece it lies on or is printed on, else what it is; never its id."""
    zone = services.table.zones.get(zone_id)
    if zone is None:
        return i18n.tr("zone.unnamed")
    label = zone.meta.get("label")
    piece = zone.meta.get("anchor") or zone.meta.get("board")
    if label:
        name = i18n.local(label, zone_id)
    elif isinstance(piece, str) and piece in services.table.pieces:
        name = _what(services, (piece,))  # named after its piece: "100 from Purse to Shape card (long can)", "In: White (stock card)"
    else:
        tail = zone_id.rpartition(".")[2]
        key = f"zone.{tail}" if f"zone.{tail}" in i18n.CATALOGUE else "zone.money" if zone.kind is ZoneKind.MONEY else "zone.unnamed"
        name = i18n.tr(key)
    if zone.owner is not None:
        return f"{services.seat_name(zone.owner)} · {name}"
    return name


def _what(services: TableServices, ids: tuple[str, ...]) -> str:
    if len(ids) > 1:
        return i18n.tr("log.pieces", n=len(ids))
    if not ids or not _sees(services, ids[0]):
        return i18n.tr("log.hidden_piece")
    return i18n.local(services.catalog.look(services.table.pieces[ids[0]].kind).names)


def pieces_named(services: TableServices, ids: tuple[str, ...] | list[str]) -> str:
    """The pieces a drag carries, by name ("Barrel (Tuna)"; a few are listed, more are counted); hidden ones stay unnamed."""
    if len(ids) > 3:
        return i18n.tr("log.pieces", n=len(ids))
    return i18n.tr("log.and").join(_what(services, (pid,)) for pid in ids) or i18n.tr("log.hidden_piece")


def money_flow(cmd: MoveMoney) -> tuple[str, str, int]:
    """(payer, recipient, amount) of a money move, from what each zone gains or loses in all its legs.

    A payment with change has several legs (the coins to the bank or the
    recipient, the change back): the payer is who loses most, the recipient
    who gains most; the bank that only made change is neither.
    """
    net: dict[str, int] = {}
    for s, t, coins in cmd.legs:
        value = sum(d * n for d, n in coins)
        net[s] = net.get(s, 0) - value
        net[t] = net.get(t, 0) + value
    payer = min(net, key=lambda z: net[z])
    recipient = max(net, key=lambda z: net[z])
    return payer, recipient, net[recipient]


def describe_transaction(services: TableServices, tx: Transaction) -> str:
    """One line for ``tx`` (its first meaningful command speaks for it)."""
    who = services.seat_name(tx.seat) if tx.seat is not None else i18n.tr("log.table")
    for cmd in tx.commands:
        if isinstance(cmd, Move):
            return i18n.tr("log.move", who=who, what=_what(services, cmd.ids), where=zone_name(services, cmd.dst))
        if isinstance(cmd, Flip):
            return i18n.tr("log.flip", who=who, what=_what(services, cmd.ids))
        if isinstance(cmd, Rotate):
            return i18n.tr("log.rotate", who=who, what=_what(services, cmd.ids))
        if isinstance(cmd, Shuffle):
            return i18n.tr("log.shuffle", who=who, where=zone_name(services, cmd.zone))
        if isinstance(cmd, MoveMoney) and cmd.legs:
            src, dst, amount = money_flow(cmd)
            zones = services.table.zones
            open_ = all(zones[z].sees(services.viewer) for leg in cmd.legs for z in leg[:2] if z in zones)
            if not open_:
                return i18n.tr("log.money_hidden", who=who, src=zone_name(services, src), dst=zone_name(services, dst))
            return i18n.tr("log.money", who=who, amount=f"{amount:,}", src=zone_name(services, src), dst=zone_name(services, dst))
    return f"{who}: {tx.label}"
