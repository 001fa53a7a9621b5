"""G11 Vending Machine Poker's words: refusals, log lines and the names of the hands (English and Japanese)."""

from __future__ import annotations

from ...text import add_strings

P = "jido.g11"

add_strings(
    {
        # refusals
        f"{P}.why.bought": {"en": "you have already bought or thrown this turn", "ja": "この手番はすでに購入または投げ入れをしました"},
        f"{P}.why.bought_no_throw": {"en": "you bought drinks this turn: no throwing now", "ja": "この手番はドリンクを購入したので、投げ入れはできません"},
        f"{P}.why.not_in_supply": {
            "en": "{drink} is not in the supply (drinks inside the machine are not for sale)",
            "ja": "{drink}はサプライにありません（自動販売機の中のドリンクは買えません）",
        },
        f"{P}.why.twice": {"en": "each drink can be bought once", "ja": "同じドリンクを2回は買えません"},
        f"{P}.why.room": {"en": "your crate has room for {n} more", "ja": "クレートの空きは{n}か所です"},
        f"{P}.why.money": {"en": "those drinks cost {price} and you have {money}", "ja": "そのドリンクは{price}円で、所持金は{money}円です"},
        f"{P}.why.not_in_crate": {"en": "{drink} is not in your crate", "ja": "{drink}はあなたのクレートにありません"},
        f"{P}.why.thrown": {
            "en": "{drink} came into your crate this turn: throw only the drinks that were in it when the turn began",
            "ja": "{drink}はこの手番にクレートに入ったドリンクです。手番の開始時にクレートにあったドリンクだけを投げられます",
        },
        f"{P}.why.aim": {"en": "no such throw: {why}", "ja": "その投げ方はできません：{why}"},
        f"{P}.why.aim_distance": {
            "en": "stand {lo} to {hi} m from the machine (closer, your hand would touch it)",
            "ja": "自動販売機から{lo}～{hi}m離れてください（近すぎると手が触れます）",
        },
        f"{P}.why.aim_height": {"en": "throw from {lo} to {hi} m above the table", "ja": "テーブルから{lo}～{hi}mの高さから投げてください"},
        f"{P}.why.aim_angle": {"en": "the angle is -180 to 180 degrees", "ja": "角度は-180～180度です"},
        f"{P}.why.aim_speed": {"en": "the speed is more than 0 and at most {hi} m/s", "ja": "速さは0より大きく{hi}m/s以下です"},
        f"{P}.why.nothing_yet": {"en": "buy drinks or throw before ending your turn", "ja": "手番を終える前に、購入するか投げ入れてください"},
        f"{P}.why.must_call_six": {"en": "you have 6 drinks: you must call", "ja": "ドリンクを6本持っているので、コールしなければなりません"},
        f"{P}.why.must_call_long": {
            "en": "this round has gone on for {n} turns: the next player to end a turn calls",
            "ja": "このラウンドは{n}手番続きました。次に手番を終える人がコールします",
        },
        f"{P}.why.called": {"en": "{who} has already called", "ja": "すでに{who}がコールしました"},
        f"{P}.why.keep_n": {
            "en": "keep exactly {n} drinks of your crate and those that came out",
            "ja": "クレートと出てきたドリンクから、ちょうど{n}本を残してください",
        },
        f"{P}.why.keep_which": {
            "en": "{drink} is neither in your crate nor among those that came out",
            "ja": "{drink}はクレートにも出てきたドリンクにもありません",
        },
        # log lines
        f"{P}.log.buy": {"en": "{who} bought {drinks} for {price}", "ja": "{who}が{drinks}を{price}円で購入"},
        f"{P}.log.buy_paid": {
            "en": "{who} bought {drinks} for {price} (paid {paid}: no change)",
            "ja": "{who}が{drinks}を{price}円で購入（支払い{paid}円、おつりなし）",
        },
        f"{P}.log.inserted": {
            "en": "one at a time into the machine: {out} came out, {jam} stuck",
            "ja": "1本ずつ自動販売機へ：{out}本出てきて、{jam}本詰まった",
        },
        f"{P}.log.inserted_one": {"en": "into the machine: {out} came out, {jam} stuck", "ja": "自動販売機へ：{out}本出てきて、{jam}本詰まった"},
        f"{P}.log.got": {"en": "{who} takes {drinks}", "ja": "{who}が{drinks}を獲得"},
        f"{P}.log.released": {
            "en": "came out while the exit was emptied, back to the supply: {drinks}",
            "ja": "取り出し口から取る間に出てきたので、サプライへ：{drinks}",
        },
        f"{P}.log.overflow": {
            "en": "more came out than {who}'s crate holds: {who} chooses what to keep",
            "ja": "{who}のクレートに入りきらないほど出てきました。残すドリンクを選びます",
        },
        f"{P}.log.throw": {"en": "{who} threw {drink}: {what}", "ja": "{who}が{drink}を投げ入れ：{what}"},
        f"{P}.log.throwing": {"en": "{who} throws {drink}", "ja": "{who}が{drink}を投げ入れ"},
        f"{P}.log.throw_in_out": {"en": "it went in and came out", "ja": "入って、出てきた"},
        f"{P}.log.throw_in_stuck": {"en": "it went in and stuck inside", "ja": "入って、中に詰まった"},
        f"{P}.log.throw_in_out_grazed": {
            "en": "it brushed the machine (no foul), went in and came out",
            "ja": "自動販売機をかすめて（反則ではない）入り、出てきた",
        },
        f"{P}.log.throw_in_stuck_grazed": {
            "en": "it brushed the machine (no foul), went in and stuck inside",
            "ja": "自動販売機をかすめて（反則ではない）入り、中に詰まった",
        },
        f"{P}.log.throw_bounced_off": {"en": "it bounced off; to the supply", "ja": "跳ね返った。サプライへ"},
        f"{P}.log.throw_landed_outside": {"en": "it fell outside the machine; to the supply", "ja": "自動販売機の外に落ちた。サプライへ"},
        f"{P}.log.throw_knocked_over": {"en": "it knocked the machine over", "ja": "自動販売機を倒した"},
        f"{P}.log.keep": {"en": "{who} keeps {drinks}; back to the supply: {gone}", "ja": "{who}は{drinks}を残し、{gone}をサプライに戻した"},
        f"{P}.log.end_turn": {"en": "{who} ended the turn", "ja": "{who}が手番を終えた"},
        f"{P}.log.call": {
            "en": "{who} ended the turn and calls: everyone else has one more turn",
            "ja": "{who}が手番を終えてコール：他のプレイヤーはあと1手番",
        },
        f"{P}.log.out_knocked": {"en": "{who} knocked the machine over and is out of the game", "ja": "{who}は自動販売機を倒したので脱落"},
        f"{P}.log.out_stuck": {"en": "{who} can neither buy nor throw and is out of the game", "ja": "{who}は購入も投げ入れもできないので脱落"},
        f"{P}.log.turn": {"en": "{who}'s turn", "ja": "{who}の手番"},
        f"{P}.log.shows": {"en": "{who} shows {hand}: {drinks}", "ja": "{who}の手札：{hand}（{drinks}）"},
        f"{P}.log.shows_none": {"en": "{who} has no drinks to show", "ja": "{who}は見せるドリンクがありません"},
        f"{P}.log.wins_pot": {"en": "{who} wins the round and takes {share}", "ja": "{who}がラウンドに勝ち、{share}円を獲得"},
        f"{P}.log.carry": {"en": "{carry} stays in the pot for the next round", "ja": "{carry}円は次のラウンドの賭け金に残ります"},
        f"{P}.log.spare": {"en": "{who} keeps {drink}, the drink not in the hand", "ja": "{who}は手札に入らなかった{drink}を残す"},
        f"{P}.log.emptied": {"en": "the machine is emptied into the supply: {drinks}", "ja": "自動販売機を空にしてサプライへ：{drinks}"},
        f"{P}.log.round": {"en": "Round {n} begins with {who}", "ja": "ラウンド{n}：{who}から開始"},
        f"{P}.log.last": {"en": "{who} is the last player left and wins", "ja": "{who}が最後まで勝ち残り、勝利"},
        f"{P}.log.limit": {"en": "{n} rounds played: the richest player still in wins ({who})", "ja": "{n}ラウンド終了：残っている中で最も裕福な{who}の勝利"},
        f"{P}.log.start": {"en": "{who} starts", "ja": "{who}がスタートプレイヤー"},
        # the hands
        f"{P}.hand.five_of_a_kind": {"en": "five of a kind", "ja": "5本揃い"},
        f"{P}.hand.straight_flush": {"en": "straight flush", "ja": "ストレートフラッシュ"},
        f"{P}.hand.four_of_a_kind": {"en": "four of a kind", "ja": "フォーカード"},
        f"{P}.hand.full_house": {"en": "full house", "ja": "フルハウス"},
        f"{P}.hand.flush": {"en": "flush", "ja": "フラッシュ"},
        f"{P}.hand.straight": {"en": "straight", "ja": "ストレート"},
        f"{P}.hand.three_of_a_kind": {"en": "three of a kind", "ja": "スリーカード"},
        f"{P}.hand.two_pair": {"en": "two pair", "ja": "ツーペア"},
        f"{P}.hand.one_pair": {"en": "one pair", "ja": "ワンペア"},
        f"{P}.hand.high_card": {"en": "high card", "ja": "ハイカード"},
        f"{P}.hand.none": {"en": "no drinks", "ja": "ドリンクなし"},
        f"{P}.nothing": {"en": "nothing", "ja": "なし"},
    }
)
