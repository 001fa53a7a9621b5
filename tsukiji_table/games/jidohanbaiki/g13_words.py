"""G13 Akihabara Melon Soda's words: refusals and log lines (English and Japanese)."""

from __future__ import annotations

from ...text import add_strings

P = "jido.g13"

add_strings(
    {
        f"{P}.action.add": {"en": "Put a drink in the pot", "ja": "ドリンクを賭け金に置く"},
        f"{P}.action.add_coin": {"en": "Put 100 in the pot", "ja": "100円を賭け金に置く"},
        f"{P}.action.take": {"en": "Take the pot", "ja": "賭け金を取る"},
        f"{P}.does.add": {"en": "Put {drink} in the pot", "ja": "{drink}を賭け金に置く"},
        f"{P}.does.add_coin": {"en": "Put {amount} in the pot", "ja": "{amount}円を賭け金に置く"},
        f"{P}.does.take": {"en": "Take the pot and start it again with {drink}", "ja": "賭け金を取り、{drink}で積立てを始める"},
        f"{P}.why.not_in_supply": {"en": "{drink} is not in your supply", "ja": "{drink}はあなたのサプライにありません"},
        f"{P}.why.no_money": {"en": "you have no 100 left to put in", "ja": "置く100円がありません"},
        f"{P}.why.pot_empty": {"en": "the pot is empty: there is nothing to take", "ja": "賭け金がありません"},
        f"{P}.log.add": {"en": "{who} puts {drink} in the pot", "ja": "{who}が{drink}を賭け金に置いた"},
        f"{P}.log.add_coin": {"en": "{who} puts {amount} in the pot", "ja": "{who}が{amount}円を賭け金に置いた"},
        f"{P}.log.take": {
            "en": "{who} takes the pot ({money} yen) and puts its drinks into the machine: {drinks}",
            "ja": "{who}が賭け金（{money}円）を取り、ドリンクを自動販売機に投入：{drinks}",
        },
        f"{P}.log.take_money": {"en": "{who} takes the pot: {money} yen", "ja": "{who}が賭け金を取った：{money}円"},
        f"{P}.log.to_crate": {"en": "Came out, into {who}'s crate: {drinks}", "ja": "出てきて{who}のクレートへ：{drinks}"},
        f"{P}.log.to_right": {"en": "No room in the crate, set to its right (unusable): {drinks}", "ja": "クレートに入りきらず右横へ（使用不可）：{drinks}"},
        f"{P}.log.pushed": {"en": "(pushed out from an earlier pot: {drinks})", "ja": "（以前の賭け金から押し出された：{drinks}）"},
        f"{P}.log.stayed": {"en": "Stayed inside the machine: {drinks}", "ja": "自動販売機の中に残った：{drinks}"},
        f"{P}.log.none_out": {"en": "Nothing came out", "ja": "何も出てきませんでした"},
        f"{P}.log.back_in_pot": {"en": "The machine would not take them; back in the pot: {drinks}", "ja": "自動販売機に入らず賭け金に戻した：{drinks}"},
        f"{P}.log.restart": {"en": "{who} starts the pot again with {drink}", "ja": "{who}が{drink}で賭け金を新たに積立てた"},
        f"{P}.log.end.crates": {
            "en": "All players but one have six drinks in their crate: the game ends",
            "ja": "1人を除く全員のクレートにドリンクが6本：ゲーム終了",
        },
        f"{P}.log.end.spent": {
            "en": "{who} has used up both their money and their drinks: the game ends",
            "ja": "{who}がお金とドリンクを使い切った：ゲーム終了",
        },
        f"{P}.log.end.drinks": {
            "en": "Only one player at most still has drinks in their supply: the game ends",
            "ja": "サプライにドリンクを持つプレイヤーが1名以下：ゲーム終了",
        },
        f"{P}.log.score": {
            "en": "{who}: {money} in hand + {bonus} ({kinds} kinds × {players} players × 100) − {empty} for empty slots − {stray} for drinks outside the crate = {total}",
            "ja": "{who}：所持金{money}円＋{bonus}円（{kinds}種類×{players}人×100）−空きスロット{empty}円−クレート外のドリンク{stray}円＝{total}円",
        },
        f"{P}.log.winner": {"en": "{who} wins with {total}", "ja": "{total}円で{who}の勝利"},
        f"{P}.log.shared": {"en": "A shared win at {total}: {who}", "ja": "{total}円で引き分け：{who}"},
    }
)
