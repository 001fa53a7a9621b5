"""Turin Market's words on screen (English and Japanese) and its log lines.

A log line speaks of what the seat at the screen may know: a chosen card or
a sealed bid is "made", never shown, until the transaction that reveals
them all.  Cards are named by their main good ("the Grapes card"), as
players at a table would.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...table import Move, MoveMoney, SetVar
from .. import i18n

if TYPE_CHECKING:
    from ...games.turin.data import TurinData
    from ...table import Transaction
    from ..scenes.table import TableScene

STRINGS: dict[str, dict[str, str]] = {
    # options in the menu
    "opt.classic": {"en": "classic (yellow)", "ja": "クラシック（黄）"},
    "opt.new": {"en": "new (red)", "ja": "新バージョン（赤）"},
    "opt.tiebreak": {"en": "tie-break", "ja": "タイブレイク"},
    "opt.handicap": {"en": "handicap", "ja": "ハンデ"},
    "opt.1": {"en": "one game", "ja": "1ゲーム"},
    "opt.3": {"en": "three in a row", "ja": "3ゲーム連続"},
    "opt.series.1": {"en": "one game", "ja": "1ゲーム"},  # the menu's words for the option's values (opt.<option>.<value>)
    "opt.series.3": {"en": "three in a row", "ja": "3ゲーム連続"},
    # steps
    "turin.phase.choose": {"en": "Card choice", "ja": "カード選択"},
    "turin.phase.bid": {"en": "Sealed bids", "ja": "競り（こっそり握る）"},
    "turin.phase.rebid": {"en": "Tie re-bid", "ja": "同額の追加の競り"},
    "turin.phase.goose": {"en": "Goose tie-break", "ja": "ガチョウのタイブレイク"},
    "turin.phase.pick": {"en": "Taking cards", "ja": "カードを取る"},
    "turin.phase.sell": {"en": "Sale offers", "ja": "売りに出す"},
    "turin.phase.interlude": {"en": "Between games", "ja": "ゲームの合間"},
    "turin.phase.over": {"en": "Game over", "ja": "ゲーム終了"},
    # the info panel
    "turin.panel.round": {"en": "Round {r}", "ja": "ラウンド{r}"},
    "turin.panel.series": {"en": "Game {g} of {n}", "ja": "{n}ゲーム中{g}ゲーム目"},
    "turin.panel.pick": {"en": "{name} takes {n}", "ja": "{name}が{n}枚取る"},
    "turin.panel.return": {"en": "{name} returns {n}", "ja": "{name}が{n}枚戻す"},
    "turin.panel.click": {"en": "click cards in the lot", "ja": "カードをクリック"},
    "turin.panel.click_box": {"en": "click cards to return", "ja": "戻すカードをクリック"},
    "turin.panel.sell": {"en": "Offer a card just won: drag it to the lot", "ja": "取ったカードを競りの場へドラッグで売る"},
    "turin.panel.turn": {"en": "{name}'s turn", "ja": "{name}の番"},
    "turin.panel.waiting": {"en": "Waiting for {n} players", "ja": "{n}人の番"},
    "turin.panel.queue": {"en": "Then: {name}", "ja": "次：{name}"},
    "turin.panel.free": {"en": "Free play", "ja": "フリープレイ"},
    "turin.panel.projection": {"en": "If it ended now:", "ja": "今終わると："},
    "turin.panel.goose": {"en": "Goose: {name}", "ja": "ガチョウ：{name}"},
    "turin.panel.nobody": {"en": "nobody", "ja": "なし"},
    "turin.board.title": {"en": "List card · {side}", "ja": "一覧カード・{side}"},
    "turin.board.bonus": {"en": "bonus", "ja": "ボーナス"},
    "turin.board.goods": {"en": "Goods held", "ja": "持っている商品"},
    # buttons
    "turin.btn.loan": {"en": "Take the loan", "ja": "借金する"},
    "turin.btn.buy": {"en": "Buy a card...", "ja": "カードを買う…"},
    "turin.btn.offer": {"en": "Offer for sale...", "ja": "売りに出す…"},
    "turin.btn.pass": {"en": "No (more) offers", "ja": "売らない"},
    "turin.btn.withdraw": {"en": "Withdraw an offer...", "ja": "売るのをやめる…"},
    "turin.btn.score": {"en": "Score the table", "ja": "得点計算する"},
    "turin.btn.next": {"en": "Next game", "ja": "次のゲーム"},
    "turin.btn.scores": {"en": "Final scores", "ja": "最終得点"},
    # questions and dialogs
    "turin.ask.loan": {
        "en": "Take your loan? You get {amount} scudo now and repay {repay} at the end (once per game).",
        "ja": "借金しますか？今{amount}スクードを受け取り、終了時に{repay}スクードを返します（1ゲームに1回）。",
    },
    "turin.ask.price": {"en": "Price of the {card}? (1 to {hi})", "ja": "{card}の値段は？（1〜{hi}）"},
    "turin.ask.buy": {"en": "Buy {seller}'s {card} for {price} scudo?", "ja": "{seller}の{card}を{price}スクードで買いますか？"},
    "turin.ask.withdraw": {
        "en": "Withdraw your offer on the {card} and take back its {price} scudo?",
        "ja": "{card}を売るのをやめて、{price}スクードを戻しますか？",
    },
    "turin.ask.score": {"en": "Score the table as it lies now and end the game?", "ja": "今のテーブルで得点計算してゲームを終えますか？"},
    "turin.buy.go": {"en": "Buy it", "ja": "買う"},
    "turin.buy.go_together": {"en": "We all want it: {seller} chooses", "ja": "全員欲しい：{seller}が選ぶ"},
    "turin.buy.also": {"en": "{name} wants it at the same moment", "ja": "{name}も同時に欲しい"},
    "turin.buy.cannot": {"en": "it costs {price} scudo", "ja": "{price}スクード必要です"},
    "turin.buy.pick": {"en": "Which card?", "ja": "どのカード？"},
    "turin.buy.entry": {"en": "{card} of {seller} · {price}", "ja": "{seller}の{card}・{price}"},
    "turin.choose_title": {"en": "{name}: choose the card you put up for auction", "ja": "{name}：競りに出すカードを選んでください"},
    "turin.bid_title": {"en": "{name}: your sealed bid for the lot (you have {money})", "ja": "{name}：競りの金額（所持金{money}）"},
    "turin.bid_title_loan": {
        "en": "{name}: your sealed bid (you have {money}; more takes your loan, +{amount})",
        "ja": "{name}：競りの金額（所持金{money}。超える分は借金+{amount}）",
    },
    "turin.rebid_title": {"en": "{name}: tie re-bid against {others} (you have {money})", "ja": "{name}：{others}と同額。追加の競り（所持金{money}）"},
    "turin.goose_title": {"en": "{name}: who takes the goose and loses the tie?", "ja": "{name}：ガチョウを渡して負けにする人は？"},
    "turin.sell_to_title": {"en": "{name}: several want your {card} at once. Who gets it?", "ja": "{name}：{card}を同時に欲しい人がいます。誰に売りますか？"},
    "turin.continue": {"en": "Continue", "ja": "続ける"},
    "turin.cancel": {"en": "Cancel", "ja": "キャンセル"},
    # the Actions menu
    "turin.act.choose_card": {"en": "Put up the {card}", "ja": "{card}を競りに出す"},
    "turin.act.bid": {"en": "Bid {amount}", "ja": "{amount}スクードで競る"},
    "turin.act.rebid": {"en": "Re-bid {amount}", "ja": "追加で{amount}スクード"},
    "turin.act.goose": {"en": "Give the goose to {to}", "ja": "{to}にガチョウを渡す"},
    "turin.act.pick": {"en": "Take the {cards}", "ja": "{cards}を取る"},
    "turin.act.return_cards": {"en": "Return the {cards} to the box", "ja": "{cards}を箱に戻す"},
    "turin.act.offer": {"en": "Offer the {card} for {price}", "ja": "{card}を{price}スクードで売りに出す"},
    "turin.act.withdraw": {"en": "Withdraw the offer on the {card}", "ja": "{card}を売るのをやめる"},
    "turin.act.pass": {"en": "No more offers", "ja": "売りに出さない"},
    "turin.act.buy": {"en": "Buy the {card} ({price})", "ja": "{card}を買う（{price}）"},
    "turin.act.sell_to": {"en": "Sell the {card} to {buyer}", "ja": "{card}を{buyer}に売る"},
    "turin.act.take_loan": {"en": "Take the loan", "ja": "借金する"},
    "turin.act.next_game": {"en": "Next game", "ja": "次のゲーム"},
    "turin.act.end_game": {"en": "Score the table now", "ja": "今すぐ得点計算"},
    # the auction's result
    "turin.result.title": {"en": "Round {r}: who gets what", "ja": "ラウンド{r}：競りの結果"},
    "turin.result.tie": {"en": "Round {r}: tied bids", "ja": "ラウンド{r}：同額がいます"},
    "turin.result.place": {"en": "Place", "ja": "順位"},
    "turin.result.bid": {"en": "Bid", "ja": "競り"},
    "turin.result.rebid": {"en": "Re-bid", "ja": "追加"},
    "turin.result.cards": {"en": "Cards", "ja": "カード"},
    "turin.result.pays": {"en": "Pays", "ja": "支払い"},
    "turin.result.takes": {"en": "takes {n}", "ja": "{n}枚取る"},
    "turin.result.returns": {"en": "returns {n}", "ja": "{n}枚を箱へ"},
    "turin.result.none": {"en": "none", "ja": "なし"},
    "turin.result.rebid_note": {
        "en": "{names} bid the same: they re-bid in secret, only among themselves.",
        "ja": "{names}が同額です。その人たちだけで、こっそり追加の競りをします。",
    },
    "turin.result.goose_note": {"en": "{names} bid the same: the goose decides.", "ja": "{names}が同額です。ガチョウで決めます。"},
    "turin.result.half": {
        "en": "Who gets no card pays half (rounded down); a bid of 0 never gets a card.",
        "ja": "カードを得られない人は半額（切り下げ）を払います。0の人はカードを得られません。",
    },
    "turin.toss.title": {"en": "Coin toss", "ja": "コイントス"},
    "turin.toss.calls": {"en": "{a} calls heads, {b} calls tails", "ja": "{a}が表、{b}が裏を宣言"},
    "turin.toss.heads": {"en": "Heads!", "ja": "表！"},
    "turin.toss.tails": {"en": "Tails!", "ja": "裏！"},
    "turin.toss.wins": {"en": "{name} wins the tie", "ja": "{name}の勝ち"},
    "turin.toss.order": {"en": "Order by the toss: {names}", "ja": "コイントスで決まった順番：{names}"},
    # the end
    "turin.end.title": {"en": "Final scores", "ja": "最終得点"},
    "turin.end.game_title": {"en": "Game {g} of {n}: scores", "ja": "{n}ゲーム中{g}ゲーム目の得点"},
    "turin.end.chart": {"en": "What each good paid (+) or cost (−)", "ja": "商品ごとの収支（＋受け取り／−支払い）"},
    "turin.end.line": {"en": "{before} before, {goods} from goods{loan} = {final}", "ja": "計算前{before}、商品{goods}{loan}＝{final}"},
    "turin.end.loan": {"en": ", −{n} loan", "ja": "、借金−{n}"},
    "turin.end.games": {"en": "Games: {list} · total {total}", "ja": "各ゲーム：{list}・合計{total}"},
    "turin.end.next": {"en": "Start game {g}", "ja": "ゲーム{g}を始める"},
    "turin.end.close": {"en": "Back to the table", "ja": "テーブルに戻る"},
    "turin.end.winner": {"en": "Winner: {names}", "ja": "勝者：{names}"},
    # log lines
    "turin.card": {"en": "{good} card", "ja": "{good}のカード"},
    "turin.log.chose": {"en": "{who} chose a card face down", "ja": "{who}がカードを伏せて選んだ"},
    "turin.log.lot": {"en": "{who} chose a card; all are turned up into the lot", "ja": "{who}が選び、全員のカードを公開して競りへ"},
    "turin.log.bid": {"en": "{who} made a sealed bid", "ja": "{who}がこっそり金額を握った"},
    "turin.log.revealed": {"en": "Bids revealed: {list}", "ja": "公開：{list}"},
    "turin.log.rebid": {"en": "{who} re-bid in secret", "ja": "{who}がこっそり追加の競り"},
    "turin.log.rebids": {"en": "Re-bids revealed: {list}", "ja": "追加の競りを公開：{list}"},
    "turin.log.goose": {"en": "{who} gave the goose to {to}, who loses the tie", "ja": "{who}が{to}にガチョウを渡した（{to}の負け）"},
    "turin.log.pick": {"en": "{who} took the {cards}", "ja": "{who}が{cards}を取った"},
    "turin.log.returned": {"en": "{who} returned {n} card(s) to the box", "ja": "{who}がカード{n}枚を箱に戻した"},
    "turin.log.offer": {"en": "{who} offers the {card} for {price}", "ja": "{who}が{card}を{price}スクードで売りに出した"},
    "turin.log.withdraw": {"en": "{who} withdrew the offer on the {card}", "ja": "{who}が{card}を売るのをやめた"},
    "turin.log.pass": {"en": "{who} makes no more offers", "ja": "{who}は売りに出さない"},
    "turin.log.buy": {"en": "{who} bought the {card} for {price}", "ja": "{who}が{card}を{price}スクードで買った"},
    "turin.log.buy_wait": {"en": "Several want the {card} at once: the seller chooses", "ja": "{card}を同時に欲しい人がいる：売り手が選ぶ"},
    "turin.log.sold": {"en": "{who} sold the {card} to {buyer}", "ja": "{who}が{card}を{buyer}に売った"},
    "turin.log.loan": {"en": "{who} took the loan (+{n})", "ja": "{who}が借金した（+{n}）"},
    "turin.log.next": {"en": "Game {g} begins", "ja": "ゲーム{g}開始"},
    "turin.log.over": {"en": "{line} · the game is over", "ja": "{line}・ゲーム終了"},
    "turin.log.scored": {"en": "{who} ended the game: final scoring", "ja": "{who}がゲームを終了：得点計算"},
    "turin.log.mode": {"en": "Mode: {mode}", "ja": "モード：{mode}"},
}
i18n.add_strings(STRINGS)


def signed(n: int) -> str:
    """+3, −2 (a real minus sign), 0."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def names_list(names: list[str]) -> str:
    return ("、" if i18n.language() == "ja" else ", ").join(names)


def card_name(data: TurinData, card: str) -> str:
    """ "Grapes card": a card by its main good (the one it shows three of)."""
    if card not in data.cards:
        return card
    g, _ = max(data.cards[card], key=lambda gc: gc[1])
    return i18n.tr("turin.card", good=i18n.local(data.good_names[data.goods[g]]))


def _var(tx: Transaction, name: str) -> Any:
    for cmd in tx.commands:
        if isinstance(cmd, SetVar) and cmd.name == name and not cmd.delete:
            return cmd.after
    return None


def _before(tx: Transaction, name: str) -> Any:
    """What a variable held before ``tx`` removed or changed it."""
    for cmd in tx.commands:
        if isinstance(cmd, SetVar) and cmd.name == name:
            return cmd.before
    return None


def _paid(tx: Transaction, src: str) -> int:
    """The net amount the first money movement of ``tx`` took from ``src`` (change given back counted)."""
    for cmd in tx.commands:
        if isinstance(cmd, MoveMoney) and any(src in leg[:2] for leg in cmd.legs):
            out = sum(d * n for s, _, coins in cmd.legs if s == src for d, n in coins)
            back = sum(d * n for _, t, coins in cmd.legs if t == src for d, n in coins)
            return out - back
    return 0


def describe(scene: TableScene, data: TurinData, tx: Transaction) -> str | None:
    """The log line of a Turin transaction, or None for the window's default."""
    who = scene.seat_name(tx.seat) if tx.seat is not None else ""
    label = tx.label
    words = label.split()
    line: str | None = None
    if label == "choose a card":
        line = i18n.tr("turin.log.lot" if _var(tx, "phase") == "bid" else "turin.log.chose", who=who)
    elif label in ("bid", "rebid"):
        line = i18n.tr(f"turin.log.{label}", who=who)
        result = _var(tx, "result")
        if result and label == "bid":
            amounts = [f"{scene.seat_name(p['seat'])} {p['bid']}" for p in result]
            line = i18n.tr("turin.log.revealed", list=names_list(amounts))
        elif result:
            tied = {s for g in _before(tx, "tied") or [] for s in g}
            amounts = [f"{scene.seat_name(p['seat'])} {p['rebid']}" for p in result if p["seat"] in tied]
            line = i18n.tr("turin.log.rebids", list=names_list(amounts))
        elif _var(tx, "ranking"):
            # A tie: the order so far, ties joined (amounts are on the table and in the result panel).
            groups = [" = ".join(scene.seat_name(s) for s in g) for g in _var(tx, "ranking")]
            line = i18n.tr("turin.log.revealed", list=" > ".join(groups))
    elif words[:2] == ["goose", "to"]:
        line = i18n.tr("turin.log.goose", who=who, to=scene.seat_name(int(words[-1])))
    elif label == "pick" and tx.seat is not None:
        # Later forced picks of others happen in the same transaction: only this seat's cards.
        cards = [c for c in _moved(tx, f"p{tx.seat}.won") if c in data.cards]
        line = i18n.tr("turin.log.pick", who=who, cards=names_list([card_name(data, c) for c in cards]))
    elif label == "return_cards":
        queue = _before(tx, "queue") or [[None, 0, "return"]]
        line = i18n.tr("turin.log.returned", who=who, n=queue[0][1])
    elif words[0] == "offer" and len(words) == 4:
        line = i18n.tr("turin.log.offer", who=who, card=card_name(data, words[1]), price=words[3])
    elif words[0] == "withdraw":
        line = i18n.tr("turin.log.withdraw", who=who, card=card_name(data, words[1]))
    elif label == "no more offers":
        line = i18n.tr("turin.log.pass", who=who)
    elif words[0] == "buy":
        if _var(tx, "pending_sale"):
            line = i18n.tr("turin.log.buy_wait", card=card_name(data, words[1]))
        else:
            line = i18n.tr("turin.log.buy", who=who, card=card_name(data, words[1]), price=_paid(tx, f"p{tx.seat}.money"))
    elif words[0] == "sell" and len(words) == 5:
        line = i18n.tr("turin.log.sold", who=who, card=card_name(data, words[1]), buyer=scene.seat_name(int(words[-1])))
    elif label == "take the loan":
        line = i18n.tr("turin.log.loan", who=who, n=data.loan_amount)
    elif label == "next game":
        line = i18n.tr("turin.log.next", g=_var(tx, "game") or "")
    elif label == "end and score the game":
        return i18n.tr("turin.log.scored", who=who)
    elif len(words) == 2 and words[1] == "mode":
        line = i18n.tr("turin.log.mode", mode=i18n.tr(f"mode.{words[0]}"))
    if line is not None and (label in ("bid", "rebid", "pick", "return_cards") or words[:2] == ["goose", "to"]):
        # Picks nobody had a choice about happen in the same transaction: say who got what.
        for seat in range(scene.table.players):
            if label == "pick" and seat == tx.seat:
                continue
            cards = [c for c in _moved(tx, f"p{seat}.won") if c in data.cards]
            if cards:
                took = i18n.tr("turin.log.pick", who=scene.seat_name(seat), cards=names_list([card_name(data, c) for c in cards]))
                line = f"{line} · {took}"
    if line is not None and _var(tx, "finals") is not None:
        line = i18n.tr("turin.log.over", line=line)
    return line


def _moved(tx: Transaction, dst: str) -> list[str]:
    return [pid for cmd in tx.commands if isinstance(cmd, Move) and cmd.dst == dst for pid in cmd.ids]
