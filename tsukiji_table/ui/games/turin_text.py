"""Turin Market's words on screen (English and Japanese): options, panels, buttons, dialogs.

The log lines (and the refusals) are the referee's own, built from each
transaction's action (``games/turin/words.py``); the window only renders
them.  Cards are named by their main good ("the Grapes card"), as players
at a table would.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...games.turin.words import card_msg
from .. import i18n

if TYPE_CHECKING:
    from ...games.turin.data import TurinData

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
}
i18n.add_strings(STRINGS)


def signed(n: int) -> str:
    """+3, −2 (a real minus sign), 0."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def names_list(names: list[str]) -> str:
    return ("、" if i18n.language() == "ja" else ", ").join(names)


def card_name(data: TurinData, card: str) -> str:
    """ "Grapes card": a card by its main good, as the referee's log lines name it."""
    return card_msg(data, card).render()
