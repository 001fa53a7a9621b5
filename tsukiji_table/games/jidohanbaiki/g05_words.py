"""G05 Chocolate Milk's words: refusals, log lines, action names (English and Japanese)."""

from __future__ import annotations

from ...text import add_strings

P = "jido.g05"

add_strings(
    {
        f"{P}.action.buy": {"en": "Walk and buy a drink", "ja": "移動してドリンクを購入"},
        f"{P}.action.sell": {"en": "Sell drinks", "ja": "ドリンクを販売"},
        f"{P}.action.crate": {"en": "Buy a crate", "ja": "クレートを購入"},
        f"{P}.action.pass": {"en": "Pass", "ja": "パス"},
        f"{P}.does.buy": {"en": "Walk to plot {plot} and buy {drink} (100)", "ja": "区画{plot}へ移動し{drink}を購入（100円）"},
        f"{P}.does.sell": {"en": "Sell {drinks} for {total}", "ja": "{drinks}を{total}円で販売"},
        f"{P}.does.crate": {"en": "Buy a crate (200)", "ja": "クレートを購入（200円）"},
        f"{P}.does.pass": {"en": "Pass", "ja": "パス"},
        f"{P}.why.not_next": {"en": "plot {plot} is not one step from your architect", "ja": "区画{plot}は建築家コマから1マスの位置ではありません"},
        f"{P}.why.not_on_plot": {"en": "{drink} is not on plot {plot}", "ja": "{drink}は区画{plot}にありません"},
        f"{P}.why.money": {"en": "it costs {price} and you have {money}", "ja": "{price}円かかりますが、所持金は{money}円です"},
        f"{P}.why.no_room": {
            "en": "your crates are full: buy another crate or sell first",
            "ja": "クレートが満杯です。先にクレートを購入するか販売してください",
        },
        f"{P}.why.twice": {"en": "a drink is named twice", "ja": "同じドリンクが2回指定されています"},
        f"{P}.why.not_yours": {"en": "{drink} is not in your crates", "ja": "{drink}はあなたのクレートにありません"},
        f"{P}.why.no_crate": {"en": "no crate is left beside the machine", "ja": "自動販売機の横にクレートが残っていません"},
        f"{P}.why.can_act": {"en": "you can still buy, sell or take a crate", "ja": "まだ購入・販売・クレート購入ができます"},
        f"{P}.log.buy": {"en": "{who} walks to plot {plot} and buys {drink}", "ja": "{who}が区画{plot}へ移動し、{drink}を購入"},
        f"{P}.log.came_out": {"en": "Came out into the crate: {drinks}", "ja": "出てきてクレートへ：{drinks}"},
        f"{P}.log.jammed": {"en": "It stays in the machine", "ja": "自動販売機の中に残った"},
        f"{P}.log.refill": {"en": "Refilled from the supply: {drink}", "ja": "サプライから補充：{drink}"},
        f"{P}.log.dice": {"en": "Dice {c} and {s}: refilled with {drink}", "ja": "出目{c}と{s}：{drink}で補充"},
        f"{P}.log.sell": {
            "en": "{who} sells {drinks} for {total}; back to nothing: {cards}",
            "ja": "{who}が{drinks}を{total}円で販売。0円に戻るカード：{cards}",
        },
        f"{P}.log.crate": {"en": "{who} buys a crate for {price}", "ja": "{who}が{price}円でクレートを購入"},
        f"{P}.log.pass": {"en": "{who} passes", "ja": "{who}はパス"},
        f"{P}.log.end.set": {
            "en": "A crate holds {six} of a colour or a shape: the game ends. Winner: {who}",
            "ja": "クレートに同じ色か形状が{six}本：ゲーム終了。勝者：{who}",
        },
        f"{P}.log.end.money": {
            "en": "Someone has {money} or more: the game ends. Winner: {who}",
            "ja": "所持金{money}円以上のプレイヤーが出たため、ゲーム終了。勝者：{who}",
        },
        f"{P}.log.end.rounds": {"en": "After {n} rounds the game ends. Winner: {who}", "ja": "{n}ラウンドでゲーム終了。勝者：{who}"},
    }
)
