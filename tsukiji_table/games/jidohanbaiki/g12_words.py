"""G12 Colour vs Shape's words: refusals and log lines (English and Japanese)."""

from __future__ import annotations

from ...text import add_strings

P = "jido.g12"

add_strings(
    {
        f"{P}.action.place": {"en": "Put a drink on a card", "ja": "ドリンクをカードに置く"},
        f"{P}.action.insert": {"en": "Put a card's drinks into the machine (500)", "ja": "カードのドリンクを自販機に入れる（500円）"},
        f"{P}.action.take_back": {"en": "Take a card's drinks back (500)", "ja": "カードのドリンクを戻す（500円）"},
        f"{P}.action.pass": {"en": "Pass for good", "ja": "パスする"},
        f"{P}.action.discard": {"en": "Discard a drink from the crate", "ja": "クレートからドリンクを捨てる"},
        f"{P}.does.place": {"en": "Put {drink} on your {card} card ({value} crate)", "ja": "{drink}を自分の{card}のカード（{value}円のクレート）に置く"},
        f"{P}.does.insert": {
            "en": "Put all the drinks on {whose}'s {card} card into the machine ({n}; pay 500)",
            "ja": "{whose}の{card}のカードのドリンク{n}本を自販機に入れる（500円）",
        },
        f"{P}.does.take_back": {
            "en": "Take all the drinks on your {card} card back ({n}; pay 500)",
            "ja": "自分の{card}のカードのドリンク{n}本をサプライに戻す（500円）",
        },
        f"{P}.does.pass": {"en": "Pass: the drinks left in your supply leave the game", "ja": "パス：サプライに残ったドリンクを捨てる"},
        f"{P}.does.discard": {"en": "Discard {drink} from the {value} crate", "ja": "{value}円のクレートから{drink}を捨てる"},
        f"{P}.side.colour": {"en": "the colour player", "ja": "色プレイヤー"},
        f"{P}.side.shape": {"en": "the shape player", "ja": "形状プレイヤー"},
        f"{P}.why.not_in_supply": {"en": "{drink} is not in your supply", "ja": "{drink}はあなたのサプライにありません"},
        f"{P}.why.column": {"en": "choose one of the six cards (0 to 5)", "ja": "6枚のカード（0～5）から選びます"},
        f"{P}.why.cost": {"en": "this costs a 500 coin and you have {money}", "ja": "500円硬貨が必要です（所持金{money}円）"},
        f"{P}.why.theirs_empty": {"en": "there are no drinks on {who}'s {card} card", "ja": "{who}の{card}のカードにドリンクがありません"},
        f"{P}.why.yours_empty": {"en": "there are no drinks on your {card} card", "ja": "あなたの{card}のカードにドリンクがありません"},
        f"{P}.why.not_in_crate": {"en": "{drink} is not in the {value} crate", "ja": "{drink}は{value}円のクレートにありません"},
        f"{P}.log.roles": {
            "en": "{colour} is the colour player, {shape} the shape player; {first} begins",
            "ja": "{colour}が色プレイヤー、{shape}が形状プレイヤー。{first}から始めます",
        },
        f"{P}.log.place": {
            "en": "{who} puts {drink} on their {card} card ({value} crate)",
            "ja": "{who}が{drink}を自分の{card}のカード（{value}円のクレート）に置いた",
        },
        f"{P}.log.insert": {
            "en": "{who} pays 500 and puts all the drinks on {whose}'s {card} card into the machine ({n})",
            "ja": "{who}が500円を支払い、{whose}の{card}のカードのドリンク{n}本をすべて自動販売機に投入",
        },
        f"{P}.log.came_back": {"en": "Came out, back on the card: {drinks}", "ja": "出てきてカードに戻した：{drinks}"},
        f"{P}.log.none_back": {"en": "Nothing came out", "ja": "何も出てきませんでした"},
        f"{P}.log.gone": {"en": "Did not come out, out of the game: {drinks}", "ja": "出てこなかったので捨てた：{drinks}"},
        f"{P}.log.take_back": {
            "en": "{who} pays 500 and takes all the drinks on their {card} card back ({n})",
            "ja": "{who}が500円を支払い、自分の{card}のカードのドリンク{n}本をサプライに戻した",
        },
        f"{P}.log.pass": {"en": "{who} passes", "ja": "{who}はパス"},
        f"{P}.log.pass_discard": {
            "en": "{who} passes; the drinks left in their supply are out of the game ({n})",
            "ja": "{who}はパス。サプライに残ったドリンク{n}本を捨てた",
        },
        f"{P}.log.alone": {"en": "{who} plays on alone until they pass", "ja": "{who}はパスするまで続けて手番を行います"},
        f"{P}.log.both_passed": {"en": "Both have passed: the crates are scored", "ja": "両者がパスしました：各クレートの得点計算"},
        f"{P}.log.points": {
            "en": "{who}: {n} × {card} on the {value} crate's card: {points} points ({yen})",
            "ja": "{who}：{value}円のクレートの{card}のカードに{n}本：{points}点（{yen}円）",
        },
        f"{P}.log.crate_won": {
            "en": "The {value} crate goes to {who} ({a} drinks placed to {b}); drinks for it: {n}",
            "ja": "{value}円のクレートは{who}のもの（{a}本対{b}本）、中にドリンク{n}本",
        },
        f"{P}.log.crate_tie": {
            "en": "The {value} crate: a tie at {a} each, its drinks are out of the game ({n})",
            "ja": "{value}円のクレート：{a}本で同点、ドリンク{n}本を捨てた",
        },
        f"{P}.log.crate_empty": {"en": "The {value} crate: no drinks were placed for it", "ja": "{value}円のクレート：ドリンクが置かれませんでした"},
        f"{P}.log.trim": {"en": "{who} discards {drink} from the {value} crate", "ja": "{who}が{value}円のクレートから{drink}を捨てた"},
        f"{P}.log.paid": {
            "en": "{card} card ({value}): {who} holds more ({a} to {b}) and receives {value}",
            "ja": "{card}のカード（{value}円）：{who}が多く持っている（{a}本対{b}本）ので{value}円を受け取る",
        },
        f"{P}.log.unpaid": {"en": "{card} card ({value}): a tie at {a}, nobody is paid", "ja": "{card}のカード（{value}円）：{a}本で同点、誰も受け取りません"},
        f"{P}.log.total": {
            "en": "{who}: {coins} in coins + {points} for points + {paid} from the cards = {total}",
            "ja": "{who}：硬貨{coins}円＋得点{points}円＋カード{paid}円＝{total}円",
        },
        f"{P}.log.winner": {"en": "{who} wins with {total}", "ja": "{total}円で{who}の勝利"},
        f"{P}.log.shared": {"en": "A shared win at {total}: {who}", "ja": "{total}円で引き分け：{who}"},
        f"{P}.panel.turn": {"en": "{who} ({side}) to play", "ja": "{who}（{side}）の手番"},
        f"{P}.panel.trim": {
            "en": "{who}: the {value} crate holds {n}; discard down to {holds}",
            "ja": "{who}：{value}円のクレートに{n}本。{holds}本になるまで捨てます",
        },
    }
)
