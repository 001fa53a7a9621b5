"""G14 Pocari Bet's words: refusals and log lines (English and Japanese)."""

from __future__ import annotations

from ...text import add_strings

P = "jido.g14"

add_strings(
    {
        f"{P}.why.deck_empty": {"en": "the {deck} deck is empty", "ja": "{deck}のデッキは空です"},
        f"{P}.why.not_in_supply": {"en": "{drink} is not in the supply", "ja": "{drink}はサプライにありません"},
        f"{P}.why.invest_range": {
            "en": "invest 100, 200 or 300 (at most what you have: {money})",
            "ja": "100円、200円、300円のいずれかを投資します（所持金{money}円まで）",
        },
        f"{P}.deck.shape": {"en": "shape", "ja": "形状"},
        f"{P}.deck.colour": {"en": "colour", "ja": "色"},
        f"{P}.log.draw": {"en": "{who} draws a card from the {deck} deck and lays it face down", "ja": "{who}が{deck}のデッキからカードを引き、裏向きに置いた"},
        f"{P}.log.flip": {"en": "Turned up: {colour} and {shape}; the 7th soda is {drink}", "ja": "めくったカード：{colour}と{shape}。第7のソーダは{drink}"},
        f"{P}.log.flip_inside": {"en": "(it is not in the supply: it counts where it is)", "ja": "（サプライにないため、今ある場所のまま数えます）"},
        f"{P}.log.pick": {"en": "{who} picks {drink}", "ja": "{who}が{drink}を選んだ"},
        f"{P}.log.invest": {"en": "{who} invests {amount}", "ja": "{who}が{amount}円を投資"},
        f"{P}.log.declare": {"en": "{who} invests in {kind}", "ja": "{who}は{kind}に投資"},
        f"{P}.log.insert": {"en": "{who} puts {n} drinks into the machine", "ja": "{who}がドリンク{n}本を自動販売機に投入"},
        f"{P}.log.back_in": {"en": "back into the machine with them: {drinks}", "ja": "一緒に販売機に戻したドリンク：{drinks}"},
        f"{P}.log.came_out": {"en": "Came out: {drinks}", "ja": "出てきたドリンク：{drinks}"},
        f"{P}.log.none_out": {"en": "Nothing came out", "ja": "何も出てきませんでした"},
        f"{P}.log.pushed": {"en": "(pushed out of an earlier round: {drinks})", "ja": "（以前のラウンドから押し出された：{drinks}）"},
        f"{P}.log.released": {
            "en": "Came out only when the exit was emptied (back in next round): {drinks}",
            "ja": "取り出し口から取る間に出てきた（次のラウンドで販売機に戻す）：{drinks}",
        },
        f"{P}.log.card": {"en": "{who}'s card: {card}", "ja": "{who}のカード：{card}"},
        f"{P}.log.paid": {"en": "{who}: {n} × {kind}, receives {got}", "ja": "{who}：{kind}が{n}本、{got}円を受け取る"},
        f"{P}.log.bonus": {"en": "{who} invested in their card's {kind}: bonus {bonus}", "ja": "{who}は自分のカードの{kind}に投資：ボーナス{bonus}円"},
        f"{P}.log.lost": {"en": "{who}: no {kind} came out, loses {stake}", "ja": "{who}：{kind}は出てこず、{stake}円を失う"},
        f"{P}.log.seventh": {
            "en": "The 7th soda came out: {who} (start player) loses {stake}",
            "ja": "第7のソーダが出てきた：スタートプレイヤーの{who}は{stake}円を失う",
        },
        f"{P}.log.top_up": {"en": "{who} had spent everything and receives {amount}", "ja": "{who}は所持金を使い切ったので{amount}円を受け取る"},
        f"{P}.log.pass": {"en": "{who} passes the crate to {to}: round {n}", "ja": "{who}がクレートを{to}に渡す：ラウンド{n}"},
        f"{P}.log.round": {"en": "Round {n}: {who} starts", "ja": "ラウンド{n}：{who}がスタートプレイヤー"},
        f"{P}.log.reached": {"en": "{who} reached {n} and wins", "ja": "{who}が{n}円に達して勝利"},
        f"{P}.log.end": {"en": "After round {n} the richest wins: {who}", "ja": "{n}ラウンド終了、最も裕福な{who}の勝利"},
    }
)
