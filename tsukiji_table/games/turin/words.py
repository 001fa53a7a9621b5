"""Turin Market's words: refusals and log lines (English and Japanese), and what a transaction did.

Every refusal the referee gives and every log line it writes is a
:class:`~tsukiji_table.text.Message` with a ``turin.…`` key registered here.
Log lines are built from the action a transaction records, its seat and its
commands (:func:`var_set`, :func:`moved`, :func:`paid`), never from its
label, and name nothing a seat could not see when it happened: a sealed bid
is "made" until the transaction that reveals every bid.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ...table import Move, MoveMoney, SetVar, Table, Transaction
from ...text import Message, Seat, add_strings, msg
from .data import TurinData

CARD_ID = re.compile(r"(goods_card\.)?c\d\d")


def card_id(value: str) -> str:
    """``c04`` from ``c04`` or ``goods_card.c04`` (the form was checked by :class:`CardArg`)."""
    return value.rsplit(".", 1)[-1]


def card_msg(data: TurinData, card: str) -> Message:
    """ "Grapes card #1": a card by its main good (the one it shows three of) and the number printed on it.

    Two cards share each main good, so the number tells them apart.
    """
    if card not in data.cards:
        return msg("turin.card.unknown", id=card)
    g, _ = max(data.cards[card], key=lambda gc: gc[1])
    return msg("turin.card", good=data.good_names[data.goods[g]], n=card_number(card))


def card_number(card: str) -> str:
    """The number printed on a card: 1 for ``c01`` (as the card is drawn)."""
    return "".join(ch for ch in card if ch.isdigit()).lstrip("0")


def cards_msg(data: TurinData, cards: list[str]) -> list[Message]:
    return [card_msg(data, c) for c in cards]


def short(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 40 else text[:37] + "..."


def zone_msg(table: Table, zone_id: str) -> Message:
    """A zone as players call it: "Player 2's Goods", "Lot"; an unlabelled zone by its id."""
    zone = table.zones.get(zone_id)
    label = zone.meta.get("label") if zone is not None else None
    if zone_id == "box":
        return msg("turin.zone.box")
    if zone is None or not label:
        return msg("turin.zone.id", id=zone_id)
    if zone.owner is not None:
        return msg("turin.zone.owned", who=Seat(zone.owner), zone=label)
    return msg("turin.zone", zone=label)


# ------------------------------------------------------- reading commands


def who(tx: Transaction) -> Seat:
    """The seat that played ``tx`` (a transaction made by an action always has one)."""
    assert tx.seat is not None, "an action's transaction names its seat"
    return Seat(tx.seat)


def var_set(tx: Transaction, name: str) -> Any:
    """The first value ``tx`` gave variable ``name`` (None if it gave none)."""
    for cmd in tx.commands:
        if isinstance(cmd, SetVar) and cmd.name == name and not cmd.delete:
            return cmd.after
    return None


def var_before(tx: Transaction, name: str) -> Any:
    """What ``name`` held before ``tx`` first changed it."""
    for cmd in tx.commands:
        if isinstance(cmd, SetVar) and cmd.name == name:
            return cmd.before
    return None


def moved(tx: Transaction, src: str | None, dst: str) -> list[str]:
    """Pieces ``tx`` moved into ``dst`` (from ``src``, if given), in order."""
    out: list[str] = []
    for cmd in tx.commands:
        if isinstance(cmd, Move) and cmd.dst == dst:
            out.extend(pid for pid, source in zip(cmd.ids, cmd.src) if src is None or source[0] == src)
    return out


def paid(tx: Transaction, src: str) -> int:
    """The net amount the first money movement of ``tx`` out of ``src`` took (change given back counted)."""
    for cmd in tx.commands:
        if isinstance(cmd, MoveMoney) and any(leg[0] == src for leg in cmd.legs):
            out = sum(d * n for s, _, coins in cmd.legs if s == src for d, n in coins)
            back = sum(d * n for _, t, coins in cmd.legs if t == src for d, n in coins)
            return out - back
    return 0


# ------------------------------------------------ what happened by itself


def consequences(data: TurinData, table: Table, tx: Transaction, chooser: int | None = None) -> list[Message]:
    """The lines for what the referee did by itself in ``tx`` after the action.

    Revealed bids and re-bids (only in the transaction that reveals them), a
    tie and how it is settled, coin tosses, picks nobody had a choice about
    (``chooser``'s own pick is the action's line), the end of a game.
    """
    lines: list[Message] = []
    bids = var_set(tx, "bids")
    if bids is not None:
        lines.append(msg("turin.log.revealed", list=[msg("turin.log.amount", who=Seat(s), n=b) for s, b in enumerate(bids)]))
    rebids = var_set(tx, "rebids")
    if rebids is not None:
        tied = sorted(s for g in var_before(tx, "tied") or [] for s in g)
        lines.append(msg("turin.log.rebids", list=[msg("turin.log.amount", who=Seat(s), n=rebids[s]) for s in tied]))
    for group in var_set(tx, "tied") or []:
        lines.append(msg("turin.log.tie_rebid", seats=[Seat(s) for s in group]))
    for group in (var_set(tx, "goose_tie") or {}).get("groups", []) if var_before(tx, "goose_tie") is None else []:
        lines.append(msg("turin.log.tie_goose", seats=[Seat(s) for s in group]))
    tosses, before = var_set(tx, "tosses"), var_before(tx, "tosses")
    for toss in (tosses or [])[len(before or []) :]:
        lines.append(_toss_line(toss))
    result = var_set(tx, "result")
    returners = sorted(p["seat"] for p in result or [] if p["role"] == "return")
    if returners:
        lines.append(msg("turin.log.both_zero", seats=[Seat(s) for s in returners]))
    for seat in range(table.players):
        cards = [c for c in moved(tx, "lot", f"p{seat}.won") if c in data.cards]
        if cards and seat != chooser:
            lines.append(msg("turin.log.pick", who=Seat(seat), cards=cards_msg(data, cards)))
    if var_set(tx, "finals") is not None:
        lines.append(msg("turin.log.over"))
    return lines


def _toss_line(toss: dict[str, Any]) -> Message:
    if "calls" in toss:
        side = msg(f"turin.side.{toss['result']}")
        return msg("turin.log.toss", side=side, winner=Seat(toss["order"][0]))
    return msg("turin.log.lots", seats=[Seat(s) for s in toss["seats"]], order=[Seat(s) for s in toss["order"]])


add_strings(
    {
        "turin.card": {"en": "{good} card #{n}", "ja": "{good}のカード#{n}"},
        "turin.card.unknown": {"en": "card {id}", "ja": "カード{id}"},
        "turin.zone": {"en": "{zone}", "ja": "{zone}"},
        "turin.zone.box": {"en": "the box", "ja": "箱"},
        "turin.zone.id": {"en": "{id}", "ja": "{id}"},
        "turin.zone.owned": {"en": "{who}'s {zone}", "ja": "{who}の{zone}"},
        "turin.side.heads": {"en": "heads", "ja": "表"},
        "turin.side.tails": {"en": "tails", "ja": "裏"},
        # the actions by name (refusals, the Actions list)
        "turin.action.choose_card": {"en": "Put up a card", "ja": "カードを競りに出す"},
        "turin.action.bid": {"en": "Bid", "ja": "入札"},
        "turin.action.rebid": {"en": "Re-bid", "ja": "追加入札"},
        "turin.action.goose": {"en": "Give the goose", "ja": "ガチョウを渡す"},
        "turin.action.pick": {"en": "Take cards", "ja": "カードを取る"},
        "turin.action.return_cards": {"en": "Return cards to the box", "ja": "カードを箱に戻す"},
        "turin.action.offer": {"en": "Offer a card for sale", "ja": "カードを売りに出す"},
        "turin.action.withdraw": {"en": "Withdraw an offer", "ja": "売るのをやめる"},
        "turin.action.pass": {"en": "No more offers", "ja": "売りに出さない"},
        "turin.action.buy": {"en": "Buy a card", "ja": "カードを買う"},
        "turin.action.sell_to": {"en": "Sell to a buyer", "ja": "買い手に売る"},
        "turin.action.take_loan": {"en": "Take the loan", "ja": "借金する"},
        "turin.action.next_game": {"en": "Next game", "ja": "次のゲーム"},
        "turin.action.end_game": {"en": "Score the table now", "ja": "今すぐ得点計算"},
        "turin.action.move": {"en": "Move a piece", "ja": "コマを動かす"},
        "turin.action.pay": {"en": "Pay money", "ja": "お金を払う"},
        # refusals
        "turin.want.card": {"en": "a goods card id such as c04", "ja": "c04 のような商品カードのID"},
        "turin.why.card_form": {
            "en": "expected a goods card id such as c04, not {value}",
            "ja": "c04 のような商品カードのIDを指定してください（{value} ではなく）",
        },
        "turin.why.not_in_hand": {"en": "{card} ({id}) is not in {seat}'s hand", "ja": "{card}（{id}）は{seat}の手札にありません"},
        "turin.why.bid_range": {
            "en": "a bid is 0 to {money} scudo: what {seat} has to bid with",
            "ja": "競りは0〜{money}スクードです（{seat}が競りに使えるお金）",
        },
        "turin.why.goose_to": {"en": "the goose goes to one of the tied seats: {seats}", "ja": "ガチョウは同点の人（{seats}）のだれかに渡します"},
        "turin.why.use_pick": {"en": "{seat} takes its cards ({action})", "ja": "{seat}はカードを取ります（{action}）"},
        "turin.why.use_return": {
            "en": "{seat} re-bid nothing in a tie and sends its cards to the box ({action})",
            "ja": "{seat}は同点の追加の競りで0だったので、カードを箱に戻します（{action}）",
        },
        "turin.why.take_n": {"en": "{seat} takes {n} {n|card|cards} from the lot ({lot})", "ja": "{seat}は競りの場（{lot}）からカードを{n}枚取ります"},
        "turin.why.return_n": {
            "en": "{seat} returns {n} {n|card|cards} from the lot ({lot}) to the box",
            "ja": "{seat}は競りの場（{lot}）からカードを{n}枚箱に戻します",
        },
        "turin.why.offered_already": {
            "en": "{seat} has already offered a card this round (one per round)",
            "ja": "{seat}はこのラウンドですでにカードを売りに出しています（1ラウンドに1枚）",
        },
        "turin.why.not_offerable": {
            "en": "{seat} may offer only a card it has just won at this auction, not {card}",
            "ja": "{seat}が売りに出せるのは今回の競りで取ったカードだけです（{card}は出せません）",
        },
        "turin.why.price": {
            "en": "the price is money put on the card: 1 to {hi} scudo",
            "ja": "値段はカードに置くお金です：1〜{hi}スクード",
        },
        "turin.why.offer_stands": {
            "en": "the offer on the {card} stands until the end of the next auction",
            "ja": "{card}の売り出しは次の競りが終わるまで取り下げられません",
        },
        "turin.why.no_offer": {"en": "{seat} has no offer on the {card}", "ja": "{seat}は{card}を売りに出していません"},
        "turin.why.not_for_sale": {"en": "the {card} is not offered for sale", "ja": "{card}は売りに出されていません"},
        "turin.why.own_card": {"en": "{seat} offered the {card}; it cannot buy it", "ja": "{seat}は{card}の売り手なので買えません"},
        "turin.why.afford": {"en": "{seat} has {money} scudo; the {card} costs {price}", "ja": "{seat}の所持金は{money}スクード、{card}は{price}スクードです"},
        "turin.why.no_seat": {"en": "there is no seat {n} at this table", "ja": "このテーブルに席{n}はありません"},
        "turin.why.sealed_buyer": {
            "en": "{seat} holds a sealed bid: while bids are sealed, each player buys alone",
            "ja": "{seat}は競りの金額を握っています。競りの最中はそれぞれ一人で買います",
        },
        "turin.why.waiting_card": {"en": "the card waiting for its buyer is the {card}", "ja": "買い手を待っているのは{card}です"},
        "turin.why.buyer": {"en": "the buyer is one of those who asked: {seats}", "ja": "買い手は名乗り出た人（{seats}）から選びます"},
        "turin.why.loan_taken": {"en": "{seat} has already taken its loan (once per game)", "ja": "{seat}はすでに借金しています（1ゲームに1回）"},
        "turin.why.no_loans": {"en": "no loan card is left", "ja": "ローンカードが残っていません"},
        "turin.why.confirm": {
            "en": "{action} moves things by hand; in assisted mode add confirmed: true (the window asks first)",
            "ja": "{action} は手で動かす操作です。アシストモードでは confirmed: true を付けてください（画面では確認します）",
        },
        "turin.why.no_piece": {
            "en": "no piece {piece} (cards are c01 … c18, chips chip.<good>, loan1 …, goose)",
            "ja": "駒 {piece} はありません（カードは c01〜c18、チップは chip.<商品>、loan1…、goose）",
        },
        "turin.why.no_zone": {"en": "no zone {zone} for pieces (e.g. p1.won, lot, box)", "ja": "駒を置く場所 {zone} はありません（例：p1.won、lot、box）"},
        "turin.why.no_money_zone": {
            "en": "no money zone {zone} (e.g. p0.money, bank, sale.c04)",
            "ja": "お金の置き場所 {zone} はありません（例：p0.money、bank、sale.c04）",
        },
        "turin.why.holds_only": {"en": "{zone} holds only {money} scudo", "ja": "{zone}には{money}スクードしかありません"},
        "turin.why.same_zone": {"en": "money from {zone} to itself moves nothing", "ja": "{zone}から同じ場所へは移せません"},
        # log lines
        "turin.log.chose": {"en": "{who} chose a card face down", "ja": "{who}がカードを伏せて選んだ"},
        "turin.log.lot": {"en": "All chosen cards turned up: {cards}", "ja": "選んだカードを公開：{cards}"},
        "turin.log.bid": {"en": "{who} made a sealed bid", "ja": "{who}がこっそり金額を握った"},
        "turin.log.rebid": {"en": "{who} re-bid in secret", "ja": "{who}がこっそり追加の競り"},
        "turin.log.amount": {"en": "{who} ({n})", "ja": "{who}（{n}）"},
        "turin.log.revealed": {"en": "Bids: {list}", "ja": "競り：{list}"},
        "turin.log.rebids": {"en": "Re-bids: {list}", "ja": "追加の競り：{list}"},
        "turin.log.tie_rebid": {"en": "{seats} tie and re-bid", "ja": "{seats}が同額で追加の競りへ"},
        "turin.log.tie_goose": {"en": "{seats} tie: the goose decides", "ja": "{seats}が同額：ガチョウで決める"},
        "turin.log.toss": {"en": "Coin toss: {side}, {winner} wins", "ja": "コイントス：{side}で{winner}の勝ち"},
        "turin.log.lots": {"en": "{seats} still tie: by lot {order}", "ja": "{seats}はまだ同額：抽選で{order}の順"},
        "turin.log.both_zero": {
            "en": "{seats} re-bid nothing: no cards, half paid",
            "ja": "{seats}は追加0：カードなし、半額払い",
        },
        "turin.log.goose": {"en": "{who} gave the goose to {to}, who loses the tie", "ja": "{who}が{to}にガチョウを渡した（{to}の負け）"},
        "turin.log.pick": {"en": "{who} took the {cards}", "ja": "{who}が{cards}を取った"},
        "turin.log.returned": {"en": "{who} returned the {cards} to the box", "ja": "{who}が{cards}を箱に戻した"},
        "turin.log.offer": {"en": "{who} offers the {card} for {price}", "ja": "{who}が{card}を{price}スクードで売りに出した"},
        "turin.log.withdraw": {"en": "{who} withdrew the offer on the {card} ({price} back)", "ja": "{who}が{card}を売るのをやめた（{price}スクードを戻す）"},
        "turin.log.pass": {"en": "{who} makes no more offers", "ja": "{who}は売りに出さない"},
        "turin.log.buy": {"en": "{who} bought {seller}'s {card} for {price}", "ja": "{who}が{seller}の{card}を{price}スクードで買った"},
        "turin.log.buy_wait": {
            "en": "{buyers} want the {card} at the same moment: {seller} chooses",
            "ja": "{buyers}が{card}を同時に欲しい：{seller}が選ぶ",
        },
        "turin.log.sold": {"en": "{who} sold the {card} to {buyer} for {price}", "ja": "{who}が{card}を{buyer}に{price}スクードで売った"},
        "turin.log.loan": {"en": "{who} took the loan (+{n})", "ja": "{who}が借金した（+{n}）"},
        "turin.log.next": {"en": "Game {g} begins", "ja": "ゲーム{g}開始"},
        "turin.log.over": {"en": "Game over: final scoring", "ja": "ゲーム終了：得点計算"},
        "turin.log.scored": {"en": "{who} ended the game", "ja": "{who}がゲームを終了"},
        "turin.log.move": {"en": "{who} moved {what} to {where}", "ja": "{who}が{what}を{where}に移動"},
        "turin.log.a_card": {"en": "a card", "ja": "カード"},
        "turin.log.pay": {"en": "{who} moved {amount} scudo from {src} to {dst}", "ja": "{who}が{amount}スクードを{src}から{dst}へ移動"},
        "turin.log.pay_hidden": {"en": "{who} moved scudo from {src} to {dst}", "ja": "{who}がスクードを{src}から{dst}へ移動"},
    }
)
