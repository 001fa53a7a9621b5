"""G20 Upside-Down Vending Machine's words: refusals, log lines, the bets (English and Japanese)."""

from __future__ import annotations

from ...text import add_strings

P = "jido.g20"

add_strings(
    {
        f"{P}.bet.in_slot": {"en": "fits snugly in a slot", "ja": "スロットにぴったり入る"},
        f"{P}.bet.outside_crate": {"en": "falls outside the crate", "ja": "ボトルクレートの外に落ちる"},
        f"{P}.bet.in_crate_not_slot": {"en": "in the crate, not in a slot", "ja": "ボトルクレートの中に入るがスロットには入らない"},
        f"{P}.landed.caught_inside": {"en": "caught inside the machine (no result)", "ja": "自動販売機の中に引っかかった（結果なし）"},
        f"{P}.why.bid": {"en": "bid in 100s, from 0 to what you have ({money})", "ja": "入札は100円単位で、0から所持金（{money}円）まで"},
        f"{P}.why.bid_in": {"en": "{who} has already bid", "ja": "{who}はすでに入札しました"},
        f"{P}.why.share_colour": {"en": "{colour} is not a share colour", "ja": "{colour}は株の色ではありません"},
        f"{P}.why.share_none": {"en": "no {colour} shares are left on the card", "ja": "{colour}のカードに株が残っていません"},
        f"{P}.why.share_two": {"en": "you may buy at most {n} shares, of different colours", "ja": "株は異なる色で最大{n}つまでです"},
        f"{P}.why.share_money": {"en": "a {colour} share costs {price} and you have {money}", "ja": "{colour}の株は{price}円で、所持金は{money}円です"},
        f"{P}.why.bet_on": {"en": "bet on one of: {bets}", "ja": "次のいずれかに賭けます：{bets}"},
        f"{P}.why.bet_money": {"en": "a bet of {coins} coins needs {need}; you have {money}", "ja": "{coins}枚の賭けには{need}円が必要です（所持金{money}円）"},
        f"{P}.why.drop_n": {
            "en": "drop exactly {n} drinks of different colours from the colour cards",
            "ja": "色カードから異なる色のドリンクをちょうど{n}本落とします",
        },
        f"{P}.why.drop_which": {"en": "{drink} is not on a colour card", "ja": "{drink}は色カードの上にありません"},
        f"{P}.why.not_share": {"en": "{drink} is not one of your shares", "ja": "{drink}はあなたの株ではありません"},
        f"{P}.log.bid": {"en": "{who} has bid (in a closed hand)", "ja": "{who}が入札した（握った手の中）"},
        f"{P}.log.bids": {"en": "Bids revealed: {bids}", "ja": "入札の公開：{bids}"},
        f"{P}.log.bid_of": {"en": "{who} {amount}", "ja": "{who} {amount}円"},
        f"{P}.log.tie": {"en": "A tie at the top: {who} bid again", "ja": "最高額が同点：{who}が再入札"},
        f"{P}.log.lot": {"en": "Tied again: the lot picks {who}", "ja": "再び同点：くじで{who}に決定"},
        f"{P}.log.won_bid": {"en": "{who} wins the bid and pays {amount} to the bank", "ja": "{who}が落札し、{amount}円を銀行に支払う"},
        f"{P}.log.buy_share": {
            "en": "{who} buys a {colour} share for {price} (the card now shows {value})",
            "ja": "{who}が{colour}の株を{price}円で購入（カードは{value}円に）",
        },
        f"{P}.log.done_buying": {"en": "{who} buys no more shares", "ja": "{who}は株の購入を終えた"},
        f"{P}.log.bet": {"en": "{who} bets {amount} on “{on}”", "ja": "{who}が「{on}」に{amount}円を賭けた"},
        f"{P}.log.no_bet": {"en": "{who} does not bet", "ja": "{who}は賭けない"},
        f"{P}.log.drop": {
            "en": "{who} drops {drinks} into the upside-down machine and lifts it slowly",
            "ja": "{who}が{drinks}を逆さまの自動販売機に落とし、ゆっくり持ち上げた",
        },
        f"{P}.log.landed": {"en": "{drink}: {where}", "ja": "{drink}：{where}"},
        f"{P}.log.bet_won": {"en": "{who} wins {won} of {coins} on “{on}”: +{paid}", "ja": "{who}は「{on}」の{coins}枚中{won}枚が的中：+{paid}円"},
        f"{P}.log.bet_lost": {"en": "{who} loses {lost} on “{on}”", "ja": "{who}は「{on}」で{lost}円を失う"},
        f"{P}.log.to_crates": {
            "en": "Into the crates in front of the machine: {drinks} (their cards +{rise})",
            "ja": "手前のクレートへ：{drinks}（そのカードに+{rise}円）",
        },
        f"{P}.log.no_room": {"en": "No room left in the crates: {drinks} back to its card", "ja": "クレートに空きがないため{drinks}はカードに戻る"},
        f"{P}.log.back": {"en": "Back to their cards: {drinks}", "ja": "カードに戻る：{drinks}"},
        f"{P}.log.sell": {"en": "{who} sells a {colour} share for {price}", "ja": "{who}が{colour}の株を{price}円で売却"},
        f"{P}.log.done_selling": {"en": "{who} sells no more", "ja": "{who}は売却を終えた"},
        f"{P}.log.round": {"en": "Round {n}: bid in secret", "ja": "ラウンド{n}：秘密に入札"},
        f"{P}.log.final": {"en": "The game ends: every share is sold at its card's value", "ja": "ゲーム終了：すべての株をカードの金額で売却"},
        f"{P}.log.final_sale": {"en": "{who} sells their last shares ({n}) for {amount} yen", "ja": "{who}は株{n}つを{amount}円で売却"},
        f"{P}.log.winner": {"en": "Most money: {who}", "ja": "最も多くのお金：{who}"},
    }
)
