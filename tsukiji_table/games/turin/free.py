"""Free play: moving pieces and money by hand, and ending the game to total it.

In *free* mode these are always accepted; in *assisted* mode only with
``confirmed: true`` (the window asked "this is not a legal move; do it
anyway?"); in *strict* mode never.  The referee keeps reading the game from
the zones, so whatever was moved by hand is counted where it lies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...table import InsufficientFunds, TableError, ZoneKind
from ..base import IllegalAction
from . import market, rounds

if TYPE_CHECKING:
    from ...table import Table
    from .game import Turin

FREE_ACTIONS = ("move", "pay", "end_game")


def allowed(table: Table, action: dict[str, Any]) -> bool:
    mode = table.vars["options"].get("mode", "assisted")
    return mode == "free" or (mode == "assisted" and action.get("confirmed") is True)


def play_free(game: Turin, table: Table, seat: int, action: dict[str, Any]) -> None:
    name = action["action"]
    if not allowed(table, action):
        mode = table.vars["options"].get("mode")
        hint = "" if mode == "strict" else " (or add confirmed: true in assisted mode)"
        raise IllegalAction(f"{name} moves things by hand: only in free mode{hint}; this game is in {mode} mode")
    if name == "end_game":
        if game.phase(table) in ("over", "interlude"):
            raise IllegalAction("the game has already been scored")
        with table.begin("end and score the game", seat) as tx:
            game.end_game(table, tx)
        return
    if name == "move":
        piece = action.get("piece")
        if isinstance(piece, str) and piece not in table.pieces:
            try:
                piece = game.card_id(piece)
            except IllegalAction:
                pass
        if not isinstance(piece, str) or piece not in table.pieces:
            raise IllegalAction(f"no piece {piece!r} (cards are c01 ... c18, chips chip.<good>, loan1 ..., goose)")
        dst = action.get("to")
        zone = table.zones.get(dst) if isinstance(dst, str) else None
        if not isinstance(dst, str) or zone is None or zone.kind is ZoneKind.MONEY:
            raise IllegalAction(f"no zone {dst!r} for pieces (e.g. p1.won, lot, box)")
        with table.begin(f"move {piece} to {dst}", seat) as tx:
            tx.move([piece], dst)
            if zone.visibility.value == "everyone" and dst != "deck":
                tx.set_face([piece], True)
            market.update_chips(game, table, tx)
            if game.phase(table) not in ("over", "interlude"):
                rounds.resync(game, table, tx)
        return
    src, dst, amount = _money_zone(table, action.get("from")), _money_zone(table, action.get("to")), action.get("amount")
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 1:
        raise IllegalAction("amount must be a whole number of scudo, at least 1")
    try:
        with table.begin(f"pay {amount} from {src} to {dst}", seat) as tx:
            tx.pay(src, dst, amount, bank="bank")
    except InsufficientFunds:
        raise IllegalAction(f"{src} holds only {table.money(src)} scudo") from None
    except TableError as exc:
        raise IllegalAction(str(exc)) from None


def _money_zone(table: Table, zid: object) -> str:
    """``zid`` if it names a money zone a hand may use; raise :class:`IllegalAction` if not."""
    if not isinstance(zid, str) or (zone := table.zones.get(zid)) is None or zone.kind is not ZoneKind.MONEY or zid == "pot":  # the pot is the scorer's scratch
        raise IllegalAction(f"no money zone {zid!r} (e.g. p0.money, bank, sale.c04)")
    return zid
