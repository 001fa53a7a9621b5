"""G19 Jasmine Tea's words: refusals and log lines (English and Japanese)."""

from __future__ import annotations

from ...text import add_strings

P = "jido.g19"

add_strings(
    {
        f"{P}.action.bid": {"en": "Bid", "ja": "入札する"},
        f"{P}.action.buy_stock": {"en": "Buy a stock card", "ja": "ストックカードを購入する"},
        f"{P}.action.bet": {"en": "Bet", "ja": "賭ける"},
        f"{P}.action.buy_drink": {"en": "Buy a drink", "ja": "ドリンクを購入する"},
        f"{P}.action.done": {"en": "Done", "ja": "終了"},
        f"{P}.action.pass": {"en": "Pass", "ja": "パス"},
        f"{P}.action.insert": {"en": "Put the drinks into the machine", "ja": "ドリンクを自販機に入れる"},
        f"{P}.does.buy_stock": {"en": "Buy {card} ({price})", "ja": "{card}を購入（{price}円）"},
        f"{P}.does.bet": {"en": "Bet {amount} on {card}", "ja": "{card}に{amount}円を賭ける"},
        f"{P}.does.buy_drink": {"en": "Buy {drink}", "ja": "{drink}を購入"},
        f"{P}.why.bid": {"en": "bid in 100s, from 0 to what you have ({money})", "ja": "入札は100円単位で、0から所持金（{money}円）まで"},
        f"{P}.why.not_centre": {"en": "{card} is not in the centre any more", "ja": "{card}はもう場の中央にありません"},
        f"{P}.why.has_bets": {"en": "{card} has bets on it: it cannot be bought", "ja": "{card}には賭けが置かれているため購入できません"},
        f"{P}.why.stock_money": {"en": "a stock card costs {price} and you have {money}", "ja": "ストックカードは{price}円で、所持金は{money}円です"},
        f"{P}.why.bet_step": {"en": "bet in {step}s", "ja": "賭けは{step}円単位です"},
        f"{P}.why.bet_limit": {
            "en": "you may have at most {limit} on the cards this round ({owned} stock {owned|card|cards} owned); {left} is left",
            "ja": "このラウンドに賭けられるのは合計{limit}円まで（所有ストックカード{owned}枚）、残り{left}円です",
        },
        f"{P}.why.bet_money": {"en": "a bet of {amount} and you have {money}", "ja": "{amount}円の賭けに対し、所持金は{money}円です"},
        f"{P}.why.not_in_supply": {"en": "{drink} is not in the supply", "ja": "{drink}はサプライにありません"},
        f"{P}.why.drink_money": {
            "en": "drink {n} of this turn costs {price} more and you have {money}",
            "ja": "この手番の{n}本目は追加で{price}円かかり、所持金は{money}円です",
        },
        f"{P}.why.three": {"en": "at most {n} drinks per turn", "ja": "1回の手番で購入できるドリンクは{n}本までです"},
        f"{P}.why.other_step": {"en": "finish this turn's {what} first (or say you are done)", "ja": "先にこの手番の{what}を終えてください"},
        f"{P}.why.not_doing": {"en": "nothing to finish: take an action", "ja": "終えるものがありません：アクションを選んでください"},
        f"{P}.why.can_act": {
            "en": "you can still {what}: passing is only for a player who can do nothing",
            "ja": "まだ{what}ことができます：パスは何もできないプレイヤーだけです",
        },
        f"{P}.doing.bet": {"en": "bets", "ja": "賭け"},
        f"{P}.doing.drinks": {"en": "drink purchase", "ja": "ドリンクの購入"},
        f"{P}.can.stock": {"en": "buy a stock card", "ja": "ストックカードを購入する"},
        f"{P}.can.bet": {"en": "place a bet", "ja": "賭けを置く"},
        f"{P}.can.drinks": {"en": "buy a drink", "ja": "ドリンクを購入する"},
        f"{P}.log.bid": {"en": "{who} has bid (in a closed hand)", "ja": "{who}が入札した（握った手の中）"},
        f"{P}.log.bids": {"en": "Bids revealed: {bids}", "ja": "入札の公開：{bids}"},
        f"{P}.log.bid_of": {"en": "{who} {amount}", "ja": "{who} {amount}円"},
        f"{P}.log.tie": {"en": "A tie at the top: {who} take their money back and bid again", "ja": "最高額が同点：{who}はお金を戻して再入札"},
        f"{P}.log.lot": {"en": "Tied again: the lot picks {who}", "ja": "再び同点：くじで{who}に決定"},
        f"{P}.log.won_bid": {
            "en": "{who} wins the bid, pays {amount} to the bank and starts",
            "ja": "{who}が落札し、{amount}円を銀行に支払ってスタートプレイヤーに",
        },
        f"{P}.log.stock": {"en": "{who} buys {card} for {price}", "ja": "{who}が{card}を{price}円で購入"},
        f"{P}.log.bet": {"en": "{who} bets {amount} on {card}", "ja": "{who}が{card}に{amount}円を賭けた"},
        f"{P}.log.drink": {"en": "{who} buys {drink} ({price})", "ja": "{who}が{drink}を購入（{price}円）"},
        f"{P}.log.done": {"en": "{who} ends the turn", "ja": "{who}が手番を終えた"},
        f"{P}.log.pass": {"en": "{who} can do nothing and passes", "ja": "{who}は何もできないのでパス"},
        f"{P}.log.insert": {
            "en": "{who} (least money) puts the {n} drinks bought this round into the machine at once",
            "ja": "所持金が最も少ない{who}が、このラウンドに購入されたドリンク{n}本を一度に自動販売機に投入",
        },
        f"{P}.log.insert_none": {
            "en": "No drinks were bought this round: nothing goes into the machine",
            "ja": "このラウンドにドリンクは購入されなかったので、何も投入しません",
        },
        f"{P}.log.came_out": {"en": "Came out (into the box, out of the game): {drinks}", "ja": "出てきたドリンク（箱へ、ゲームから除外）：{drinks}"},
        f"{P}.log.none_out": {"en": "Nothing came out", "ja": "何も出てきませんでした"},
        f"{P}.log.pushed": {"en": "(pushed out of an earlier round: {drinks})", "ja": "（以前のラウンドから押し出された：{drinks}）"},
        f"{P}.log.stayed": {"en": "Stayed inside the machine: {drinks}", "ja": "自動販売機の中に残った：{drinks}"},
        f"{P}.log.not_in": {"en": "Did not go in (back to the supply): {drinks}", "ja": "入らなかった（サプライへ戻す）：{drinks}"},
        f"{P}.log.hit": {"en": "{who}: {stake} on {card} ({n} out) wins {won}", "ja": "{who}：{card}への{stake}円が的中（{n}本）、{won}円を受け取る"},
        f"{P}.log.miss": {"en": "{who}: {stake} on {card} misses", "ja": "{who}：{card}への{stake}円は外れ"},
        f"{P}.log.to_owner": {"en": "{who} receives {amount} in stakes on their cards", "ja": "{who}は自分のカードに置かれた賭け金{amount}円を受け取る"},
        f"{P}.log.to_bank": {"en": "Stakes to the bank: {amount}", "ja": "銀行に戻る賭け金：{amount}円"},
        f"{P}.log.round": {"en": "Round {n} of {of}: {who} (least money) starts", "ja": "ラウンド{n}／{of}：所持金が最も少ない{who}がスタート"},
        f"{P}.log.final_round": {"en": "The last round: two actions each", "ja": "最終ラウンド：各自2回のアクション"},
        f"{P}.log.end": {
            "en": "The game ends: {n} {n|drink|drinks} in the box pay the stock cards that match them",
            "ja": "ゲーム終了：箱のドリンク{n}本が一致するストックカードに支払われる",
        },
        f"{P}.log.end_card": {"en": "{who}: {card} ×{n} in the box → {amount}", "ja": "{who}：{card}が箱に{n}本→{amount}円"},
        f"{P}.log.winner": {"en": "Most money: {who}", "ja": "最も多くのお金：{who}"},
    }
)
