"""G25 Shopping Centre's words: refusals, log lines, action names (English and Japanese)."""

from __future__ import annotations

from ...text import add_strings

P = "jido.g25"

add_strings(
    {
        f"{P}.action.move": {"en": "Walk", "ja": "移動する"},
        f"{P}.action.take": {"en": "Take an item", "ja": "アイテムを取る"},
        f"{P}.action.draw": {"en": "Draw from the bag", "ja": "袋から引く"},
        f"{P}.action.vend": {"en": "Use the vending machine", "ja": "自動販売機を使う"},
        f"{P}.action.end": {"en": "End the turn", "ja": "手番を終える"},
        f"{P}.does.move": {"en": "Walk to circle {to}", "ja": "{to}の青丸へ移動"},
        f"{P}.does.leave": {"en": "Leave the shop through the central aisle", "ja": "中央の通路から店を出る"},
        f"{P}.does.take": {"en": "Take {item}", "ja": "{item}を取る"},
        f"{P}.does.draw.crab": {"en": "Draw a crab from the bag", "ja": "袋からカニを引く"},
        f"{P}.does.draw.tuna": {"en": "Pay {price} and draw a tuna from the bag", "ja": "{price}円を払い、袋からマグロを引く"},
        f"{P}.does.vend": {"en": "Put the {n} black drinks of the crate into the machine", "ja": "クレートの黒ドリンク{n}本を自動販売機に投入"},
        f"{P}.does.end": {"en": "End the turn", "ja": "手番を終える"},
        f"{P}.why.no_circle": {
            "en": "there is no such circle on the map (circles are named A0 to J9, and exit)",
            "ja": "マップにその青丸はありません（青丸はA0～J9と出口です）",
        },
        f"{P}.why.same_circle": {"en": "a turn may not end where it began", "ja": "手番開始時にいたマスで手番を終えることはできません"},
        f"{P}.why.too_far": {"en": "circle {to} is not 1 to 3 circles away along the lines", "ja": "{to}は線に沿って1〜3マス先ではありません"},
        f"{P}.why.exit_only": {"en": "the only way out is the central aisle", "ja": "中央の通路からしか出られません"},
        f"{P}.why.took": {"en": "you have already taken an item this turn", "ja": "この手番ではすでにアイテムを取りました"},
        f"{P}.why.not_in_front": {"en": "{item} is not on a card in front of your architect", "ja": "{item}は建築家コマの前のカードの上にありません"},
        f"{P}.why.no_item": {"en": "no such item lies on a card", "ja": "そのアイテムはカードの上にありません"},
        f"{P}.why.from_bag": {"en": "crab and tuna come from the bag: draw one instead", "ja": "カニとマグロは袋から引きます"},
        f"{P}.why.no_fish_card": {"en": "no {fish} card is in front of your architect", "ja": "建築家コマの前に{fish}のカードがありません"},
        f"{P}.why.bag_empty": {"en": "the bag holds no more {fish}", "ja": "袋に{fish}はもう残っていません"},
        f"{P}.why.tuna_money": {"en": "a tuna costs you {price} and you have {money}", "ja": "マグロは{price}円ですが、所持金は{money}円です"},
        f"{P}.why.not_at_machine": {
            "en": "stand on one of the two circles at the machine to use it",
            "ja": "自動販売機を使うには、自動販売機に接する2つの青丸のいずれかにいる必要があります",
        },
        f"{P}.why.vended": {"en": "you have already used the machine this turn", "ja": "この手番ではすでに自動販売機を使いました"},
        f"{P}.why.no_black": {"en": "the crate beside the machine holds no black drink", "ja": "自動販売機の横のクレートに黒ドリンクがありません"},
        f"{P}.fish.crab": {"en": "crab", "ja": "カニ"},
        f"{P}.fish.tuna": {"en": "tuna", "ja": "マグロ"},
        f"{P}.log.move": {"en": "{who} walks to circle {to}", "ja": "{who}が{to}の青丸へ移動"},
        f"{P}.log.enter": {"en": "{who} enters the shop and walks to circle {to}", "ja": "{who}が入店し、{to}の青丸へ移動"},
        f"{P}.log.take": {"en": "{who} takes {item}", "ja": "{who}が{item}を取った"},
        f"{P}.log.draw": {"en": "{who} draws {item} from the bag", "ja": "{who}が袋から{item}を引いた"},
        f"{P}.log.pay_tuna": {"en": "{who} pays {price} for a tuna", "ja": "{who}がマグロに{price}円を支払った"},
        f"{P}.log.vend": {"en": "{who} puts {n} black drinks into the machine", "ja": "{who}が黒ドリンク{n}本を自動販売機に投入"},
        f"{P}.log.came_out": {"en": "Came out (into {who}'s cart): {drinks}", "ja": "出てきたドリンク（{who}のカートへ）：{drinks}"},
        f"{P}.log.none_out": {"en": "Nothing came out", "ja": "何も出てきませんでした"},
        f"{P}.log.jammed": {
            "en": "Jammed, taken out and back into the crate beside the machine: {drinks}",
            "ja": "詰まったドリンクを取り出し、自動販売機の横のクレートに戻した：{drinks}",
        },
        f"{P}.log.leave": {
            "en": "{who} leaves the shop ({n} of {total}) and takes a mackerel barrel",
            "ja": "{who}が店を出た（{total}回中{n}回目）。サバ樽を1個受け取る",
        },
        f"{P}.log.paid": {"en": "  {item}: {paid}", "ja": "  {item}：{paid}円"},
        f"{P}.log.paid_doubled": {"en": "  {item}: {paid} (doubled by detergent)", "ja": "  {item}：{paid}円（洗剤で2倍）"},
        f"{P}.log.fresh": {"en": "  (first out with salmon: fresh side up, 500 each)", "ja": "  （サケを持って最初に出た：「f」面を上に、1個500円）"},
        f"{P}.log.total": {"en": "{who} receives {total} in all", "ja": "{who}は合計{total}円を受け取る"},
        f"{P}.log.falls": {"en": "Prices fall by {fall}: {cards}", "ja": "価格が{fall}円下がる：{cards}"},
        f"{P}.log.unpaid": {
            "en": "Drinks that earned nothing go to the crate beside the machine: {drinks}",
            "ja": "配当金のなかったドリンクは自動販売機の横のクレートへ：{drinks}",
        },
        f"{P}.log.fell": {"en": "{who} pushes the basket and loses what falls out: {drinks}", "ja": "{who}がかごを押し、落ちたものを紛失：{drinks}"},
        f"{P}.log.none_fell": {"en": "{who} pushes the basket: nothing falls", "ja": "{who}がかごを押した：何も落ちなかった"},
        f"{P}.log.end_turn": {"en": "{who} ends the turn", "ja": "{who}が手番を終えた"},
        f"{P}.log.over": {
            "en": "All but one have left the shop twice: the game ends. Winner: {who}",
            "ja": "1人を除く全員が店を2回出たため、ゲーム終了。勝者：{who}",
        },
        f"{P}.log.closed": {"en": "The shop closes after {n} rounds: the game ends. Winner: {who}", "ja": "{n}ラウンドで閉店、ゲーム終了。勝者：{who}"},
        f"{P}.log.stranded": {"en": "{who} is still inside: no dividends for the cart", "ja": "{who}は店内に残ったため、カートの配当金はありません"},
        f"{P}.exit": {"en": "the exit", "ja": "出口"},
        f"{P}.bot.heuristic": {"en": "Shopper", "ja": "買い物上手"},
    }
)
