"""Turin Market's table: zones, pieces, the setup and the reset between games.

Zones carry the game's meaning, so the referee reads the game from them:

=====================  ==========================================================
``p{s}.hand``          the seat's hand (owner only)
``p{s}.choice``        the card chosen for this round, face down (owner only)
``p{s}.won``           cards won or bought, face up
``p{s}.money``         scudo in hand (everyone, or owner only with hidden scudo)
``p{s}.bid``           the sealed bid, then the revealed bid (owner only until all are in)
``p{s}.rebid``         the sealed tie re-bid, same
``p{s}.loan``          the seat's loan card, if taken
``p{s}.debt``          scudo placed on the loan card by the forced-loan rule
``p{s}.chips``         goods chips (majority markers) the seat holds
``p{s}.goose``         the goose, when the seat holds it (house rules)
``sale.{card}``        money placed on a card offered for sale (the price)
``lot``                the cards being auctioned this round
``deck``               the shuffled goods cards before the deal
``bank``               the bank (unlimited: it mints coins when short)
``pot``                scratch money while a good is scored
``loans``              loan cards not taken; ``chips`` and ``goose``: the centre
``lists``              the list cards; ``box``: everything out of play
=====================  ==========================================================
"""

from __future__ import annotations

from typing import Any

from ...rulesdata import Rules
from ...table import KindInfo, Table, Visibility, ZoneKind
from .data import TurinData
from .layout import zone_layout
from .zones import SeatZones, chip_id, sale_zone, zones_of

__all__ = ["SeatZones", "build_table", "chip_id", "deal", "gather", "sale_zone", "zones_of"]

LOANS = "loan{}"
LISTS = "list{}"


def _label(en: str, ja: str) -> dict[str, str]:
    return {"en": en, "ja": ja}


def build_table(game_id: str, rules: Rules, data: TurinData, players: int, options: dict[str, Any], seed: int) -> Table:
    """Every zone and every component, all pieces in the box, the coins in the bank."""
    table = Table(game_id, seed, players)
    comps = rules.components
    table.add_kind(KindInfo("goods_card.back", "goods_card"))
    for v in comps["goods_card"].variants:
        table.add_kind(KindInfo(f"goods_card.{v.id}", "goods_card", back="goods_card.back"))
    for kind in ("loan_card", "list_card", "goose"):
        table.add_kind(KindInfo(kind, kind))
    for good in data.goods:
        table.add_kind(KindInfo(f"goods_chip.{good}", "goods_chip"))
    scudo = comps["scudo"]
    for v in scudo.variants:
        table.add_kind(KindInfo(f"scudo.{v.id}", "scudo", denomination=scudo.denomination_of(v)))

    table.add_zone("box", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
    table.add_zone("deck", ZoneKind.STACK, Visibility.NOBODY, label=_label("Deck", "山札"), arrange="pile")
    table.add_zone("bank", ZoneKind.MONEY, unlimited=True, label=_label("Bank", "銀行"), arrange="purse")
    table.add_zone("pot", ZoneKind.MONEY, hidden=True)
    table.add_zone("lot", ZoneKind.STACK, label=_label("Lot", "競りのカード"), arrange="row")
    table.add_zone("lists", ZoneKind.STACK, label=_label("List cards", "一覧カード"), arrange="pile")
    table.add_zone("loans", ZoneKind.STACK, label=_label("Loan cards", "ローンカード"), arrange="pile")
    table.add_zone("chips", ZoneKind.STACK, label=_label("Goods chips", "商品チップ"), arrange="row")
    table.add_zone("goose", ZoneKind.STACK, label=_label("Goose", "ガチョウコマ"), arrange="pile")
    money_vis = Visibility.OWNER if options.get("scudo") == "hidden" else Visibility.EVERYONE
    for s in range(players):
        z = zones_of(s)
        table.add_zone(z.hand, ZoneKind.HAND, Visibility.OWNER, owner=s, label=_label("Hand", "手札"), arrange="fan")
        table.add_zone(z.choice, ZoneKind.STACK, Visibility.OWNER, owner=s, label=_label("Chosen card", "選んだカード"), arrange="pile")
        table.add_zone(z.won, ZoneKind.STACK, owner=s, label=_label("Goods", "商品"), arrange="row")
        table.add_zone(z.money, ZoneKind.MONEY, money_vis, owner=s, label=_label("Scudo", "スクード"), arrange="purse")
        table.add_zone(z.bid, ZoneKind.MONEY, Visibility.OWNER, owner=s, label=_label("Bid", "競り"), arrange="purse")
        table.add_zone(z.rebid, ZoneKind.MONEY, Visibility.OWNER, owner=s, label=_label("Re-bid", "追加の競り"), arrange="purse")
        table.add_zone(z.loan, ZoneKind.STACK, owner=s, label=_label("Loan", "ローン"), arrange="pile")
        table.add_zone(z.debt, ZoneKind.MONEY, owner=s, label=_label("On the loan card", "ローンカードの上"), arrange="purse")
        table.add_zone(z.chips, ZoneKind.STACK, owner=s, label=_label("Chips", "商品チップ"), arrange="row")
        table.add_zone(z.goose, ZoneKind.STACK, owner=s, label=_label("Goose", "ガチョウ"), arrange="pile")

    for card in data.cards:
        table.add_zone(sale_zone(card), ZoneKind.MONEY, label=_label("For sale", "売り出し中"), arrange="purse", card=card)
        table.add_piece(card, data.card_kinds[card], "box", face_up=False)
    for n in range(1, comps["loan_card"].count + 1):
        table.add_piece(LOANS.format(n), "loan_card", "box")
    for n in range(1, comps["list_card"].count + 1):
        table.add_piece(LISTS.format(n), "list_card", "box")
    for good in data.goods:
        table.add_piece(chip_id(good), f"goods_chip.{good}", "box")
    table.add_piece("goose", "goose", "box")
    for denom, count in scudo.coins():
        table.add_coins("bank", denom, count)
    for zid, meta in zone_layout(rules, players, list(data.cards)).items():
        table.zones[zid].meta.update(meta)
    return table


def deal(tx: Any, table: Table, data: TurinData, options: dict[str, Any]) -> None:
    """Shuffle the goods cards, give out money and cards, and lay out the centre.

    Used at setup and at the start of each game of a series; the pieces must
    all be in the box or the centre zones, the money in the bank.
    """
    players = table.players
    setup = data.setups[players]
    tx.move([p for p in table.in_zone("box") if p.startswith("list")], "lists")
    tx.move([p for p in table.in_zone("box") if p.startswith("loan")], "loans")
    tx.move([p for p in table.in_zone("box") if p.startswith("chip.")], "chips")
    if options.get("goose", "off") != "off" and table.pieces["goose"].zone == "box":
        tx.move(["goose"], "goose")
    for s in range(players):
        tx.pay("bank", zones_of(s).money, data.start_money)
    tx.move([c for c in table.in_zone("box") if c in data.cards], "deck")
    tx.shuffle("deck")
    deck = table.in_zone("deck")
    for s in range(players):
        hand = deck[-setup.deal :]
        del deck[-setup.deal :]
        tx.move(hand, zones_of(s).hand)
        tx.set_face(hand, True)
    if deck:
        tx.move(deck, "box" if setup.leftover == "box" else "lot")


def gather(tx: Any, table: Table, data: TurinData) -> None:
    """Everything back to the box and all money to the bank (between games of a series)."""
    for zid, zone in table.zones.items():
        if zone.kind is ZoneKind.MONEY:
            if zid != "bank" and zone.coins:
                tx.pay(zid, "bank", zone.money())
        elif zid != "box" and zone.ids:
            tx.move(list(zone.ids), "box")
    cards = [c for c in table.in_zone("box") if c in data.cards]
    tx.set_face(cards, False)
