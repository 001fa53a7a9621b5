"""G16 Tori-atama: action names, refusals and log lines, in English and Japanese (``jido.g16.…``).

The log never names a drink that is in a shut hand: the announcement is made
once, on the table, and the players must remember it (a bird forgets).
"""

from __future__ import annotations

from ...text import add_strings

add_strings(
    {
        # the actions
        "jido.g16.action.take": {"en": "Take a drink", "ja": "ドリンクを取る"},
        "jido.g16.action.challenge": {"en": "Challenge", "ja": "ブラフをかける"},
        "jido.g16.action.keep": {"en": "Put drinks into the crate", "ja": "ドリンクをクレートに入れる"},
        "jido.g16.does.take": {"en": "Take the {drink} and announce it", "ja": "{drink}を取って宣言する"},
        "jido.g16.does.challenge_right": {"en": "Reveal your right hand", "ja": "右手を公開する"},
        "jido.g16.does.challenge_left": {"en": "Reveal your left hand", "ja": "左手を公開する"},
        "jido.g16.does.challenge_none": {"en": "Keep your hands shut", "ja": "公開しない"},
        "jido.g16.does.keep": {"en": "Put {drinks} into the crate", "ja": "{drinks}をクレートに入れる"},
        "jido.g16.hand.right": {"en": "right hand", "ja": "右手"},
        "jido.g16.hand.left": {"en": "left hand", "ja": "左手"},
        # refusals
        "jido.g16.why.not_in_centre": {"en": "that drink is not in the centre", "ja": "そのドリンクは中央にありません"},
        "jido.g16.why.not_yours": {
            "en": "only the other players holding a drink may challenge, once each",
            "ja": "ブラフをかけられるのは、ドリンクを握っている他のプレイヤーだけです（1人1回）",
        },
        "jido.g16.why.empty_right": {"en": "your right hand is empty", "ja": "右手は空です"},
        "jido.g16.why.empty_left": {"en": "your left hand is empty", "ja": "左手は空です"},
        "jido.g16.why.nothing_to_keep": {"en": "none of your hands overflows your crate", "ja": "クレートからあふれる手はありません"},
        "jido.g16.why.keep_count": {"en": "choose exactly {n} different drinks", "ja": "ちょうど{n}本の異なるドリンクを選んでください"},
        "jido.g16.why.not_in_right": {"en": "choose drinks from your right hand", "ja": "右手のドリンクから選んでください"},
        "jido.g16.why.not_in_left": {"en": "choose drinks from your left hand", "ja": "左手のドリンクから選んでください"},
        # the log
        "jido.g16.log.take": {
            "en": "{who} takes a drink and announces its colour and shape (the log forgets it: remember!)",
            "ja": "{who}がドリンクを取り、色と形を宣言（ログには残りません。覚えておきましょう）",
        },
        "jido.g16.log.decided": {"en": "{who} has decided", "ja": "{who}が決めた"},
        "jido.g16.log.decided_right": {"en": "{who} will reveal the right hand", "ja": "{who}は右手を公開する"},
        "jido.g16.log.decided_left": {"en": "{who} will reveal the left hand", "ja": "{who}は左手を公開する"},
        "jido.g16.log.decided_none": {"en": "{who} keeps both hands shut", "ja": "{who}は公開しない"},
        "jido.g16.log.wrong": {
            "en": "{who} reveals the {hand}: {drinks}. No match: back to the centre",
            "ja": "{who}が{hand}を公開：{drinks}。外れ。中央に戻す",
        },
        "jido.g16.log.right_left": {
            "en": "{who} reveals the {hand} ({n}): a match! It moves on to the left hand, unseen",
            "ja": "{who}が{hand}（{n}本）を公開：当たり！見ないで左手へ進める",
        },
        "jido.g16.log.right_crate": {
            "en": "{who} reveals the {hand}: a match! {drinks} into the crate",
            "ja": "{who}が{hand}を公開：当たり！{drinks}をクレートへ",
        },
        "jido.g16.log.right_end": {
            "en": "{who} reveals the {hand} ({n}): a match! It fills the crate",
            "ja": "{who}が{hand}（{n}本）を公開：当たり！クレートがいっぱいになる",
        },
        "jido.g16.log.put_back": {"en": "{who} puts the {drink} back in the centre", "ja": "{who}は{drink}を中央に戻す"},
        "jido.g16.log.placed_left": {
            "en": "every reveal was wrong: {who} moves the drink straight to the left hand",
            "ja": "すべて外れ。{who}は取ったドリンクをそのまま左手へ進める",
        },
        "jido.g16.log.placed_right": {"en": "{who} holds the drink in the right hand", "ja": "{who}は取ったドリンクを右手に握る"},
        "jido.g16.log.nobody": {"en": "nobody challenges: {who} holds the drink in the right hand", "ja": "ブラフなし。{who}は取ったドリンクを右手に握る"},
        "jido.g16.log.turn": {"en": "{who}'s turn (both hands empty)", "ja": "{who}の手番（両手とも空）"},
        "jido.g16.log.turn_moved": {
            "en": "{who}'s turn: the right hand's {n} pass to the left hand, unseen",
            "ja": "{who}の手番：右手の{n}本を見ないで左手へ",
        },
        "jido.g16.log.turn_crate": {
            "en": "{who}'s turn: the left hand's {drinks} go into the crate; the right hand's {n} pass to the left",
            "ja": "{who}の手番：左手の{drinks}をクレートへ。右手の{n}本を左手へ",
        },
        "jido.g16.log.turn_full": {"en": "{who}'s turn: the left hand fills the crate", "ja": "{who}の手番：左手のドリンクでクレートがいっぱいになる"},
        "jido.g16.log.skip": {"en": "the centre is empty: {who} takes nothing", "ja": "中央が空なので、{who}は何も取らない"},
        "jido.g16.log.end": {"en": "{who}'s crate holds {n}: the game ends", "ja": "{who}のクレートが{n}本になり、ゲーム終了"},
        "jido.g16.log.end_limit": {"en": "{n} rounds played: the game ends", "ja": "{n}巡したので、ゲーム終了"},
        "jido.g16.log.choose_left": {
            "en": "{who}'s left hand holds {n} but only {room} fit: {who} chooses",
            "ja": "{who}の左手に{n}本、入るのは{room}本：{who}が選ぶ",
        },
        "jido.g16.log.choose_right": {
            "en": "{who}'s right hand holds {n} but only {room} fit: {who} chooses",
            "ja": "{who}の右手に{n}本、入るのは{room}本：{who}が選ぶ",
        },
        "jido.g16.log.fill": {"en": "{who} puts the {hand}'s {drinks} into the crate", "ja": "{who}が{hand}の{drinks}をクレートへ"},
        "jido.g16.log.overflow": {"en": "{who}'s {hand} overflows: {drinks} back to the centre", "ja": "{who}の{hand}はあふれる：{drinks}を中央へ"},
        "jido.g16.log.score": {
            "en": "{who}: colours {colours} + shapes {shapes} = {total} points ({drinks} drinks)",
            "ja": "{who}：{colours}色 + {shapes}形 = {total}点（{drinks}本）",
        },
        "jido.g16.log.winner": {"en": "{who} wins", "ja": "{who}の勝ち"},
    }
)
