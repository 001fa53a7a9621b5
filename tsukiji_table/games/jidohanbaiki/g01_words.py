"""G01 Short-Can Flick's words: log lines (English and Japanese)."""

from __future__ import annotations

from ...text import add_strings

P = "jido.g01"

add_strings(
    {
        f"{P}.action.insert": {"en": "Put the short cans into the machine", "ja": "短い缶を自動販売機に入れる"},
        f"{P}.action.flick": {"en": "Flick", "ja": "はじく"},
        f"{P}.does.insert": {"en": "Put every short can into the machine at once", "ja": "全員の短い缶を一斉に自動販売機に入れる"},
        f"{P}.does.flick": {"en": "Flick at {angle}° with power {power}", "ja": "角度{angle}°・強さ{power}ではじく"},
        f"{P}.team": {"en": "{a} and {b}", "ja": "{a}と{b}"},
        f"{P}.log.insert": {"en": "{who} puts the {n} short cans into the machine at once", "ja": "{who}が{n}本の短い缶を一斉に自動販売機に投入"},
        f"{P}.log.order": {"en": "{k}. {who} (came out {cm} cm from the machine)", "ja": "{k}番手：{who}（販売機から{cm}センチ）"},
        f"{P}.log.order_stuck": {"en": "{k}. {who} (the can did not come out)", "ja": "{k}番手：{who}（缶が出てこなかった）"},
        f"{P}.log.success": {"en": "{who} knocks over {drink}: collected ({n} of {of})", "ja": "{who}が{drink}を倒した：獲得（{n}/{of}本目）"},
        f"{P}.log.fault": {
            "en": "{who} knocks over {drinks}: a fault, pays {fine}; what fell stands up again where it stood",
            "ja": "{who}が{drinks}を倒した：失敗。{fine}円を支払い、元の場所に立て直します",
        },
        f"{P}.log.nothing": {"en": "{who} flicks: nothing knocked over", "ja": "{who}がはじいた：倒れたドリンクなし"},
        f"{P}.log.left": {"en": "Left the field and put back where they crossed: {drinks}", "ja": "場の外に出て、越えた位置に戻したドリンク：{drinks}"},
        f"{P}.log.bankrupt": {
            "en": "{who} has no money left: {n} collected drinks go back to their places on the field, and {who} receives {pay}",
            "ja": "{who}の所持金がなくなりました：集めたドリンク{n}本を場の元の場所に戻し、{pay}円を受け取ります",
        },
        f"{P}.log.win": {"en": "{who} knocked over all five in order and wins!", "ja": "{who}が5本すべてを正しい順序で倒して勝利！"},
        f"{P}.log.out_of_flicks": {"en": "No flicks left: {who} collected the most and wins", "ja": "はじく回数が尽きました：最も多く集めた{who}の勝利"},
    }
)
