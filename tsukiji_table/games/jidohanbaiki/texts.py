"""The solo Jidohanbaiki games' words: what each action did, the referee's notes, refusals.

Log lines and notes are :class:`~tsukiji_table.text.Message` keys under
``jido.``; registered once here, in English and Japanese.
"""

from __future__ import annotations

from ...text import add_strings

add_strings(
    {
        # what an action did (the log)
        "jido.did.draw": {"en": "Drew a card", "ja": "カードをめくった"},
        "jido.did.move": {"en": "Moved a drink", "ja": "ドリンクを移動"},
        "jido.did.special_move": {"en": "Special move (500)", "ja": "特別移動（500円）"},
        "jido.did.special_swap": {"en": "Special swap (1,000)", "ja": "特別入れ替え（1,000円）"},
        "jido.did.reclaim": {"en": "Took money back", "ja": "お金を戻した"},
        "jido.did.end_round": {"en": "Ended the round", "ja": "ラウンド終了"},
        "jido.did.swap": {"en": "Swapped", "ja": "入れ替えた"},
        "jido.did.move_crate": {"en": "Moved a crate", "ja": "クレートを移動"},
        "jido.did.end_turn": {"en": "Ended the turn", "ja": "手番終了"},
        "jido.did.take": {"en": "Took drinks onto a card", "ja": "ドリンクをカードへ"},
        "jido.did.dump": {"en": "Tipped a crate into the machine", "ja": "クレートを自販機に投入"},
        "jido.did.arrange": {"en": "Arranged a crate", "ja": "クレートを並べ替えた"},
        "jido.did.restack": {"en": "Moved a sorted drink", "ja": "分別済みドリンクを移動"},
        # the referee's notes
        "jido.note.came_out": {"en": "{n} came out", "ja": "{n}本出てきた"},
        "jido.note.came_out_jammed": {"en": "{n} came out; jammed inside: {jammed}", "ja": "{n}本出てきた。中で詰まった：{jammed}"},
        "jido.note.six_at_once": {"en": "six drinks at once: {n} x 100 from the bank", "ja": "6本同時：銀行から100円×{n}"},
        "jido.note.arranged": {"en": "crate {k} arranged", "ja": "クレート{k}を並べ替えた"},
        "jido.note.restacked": {"en": "{drink} moved to the {card} card", "ja": "{drink}を{card}のカードへ移した"},
        "jido.note.placed": {"en": "placed {drink} freely", "ja": "{drink}を自由に置いた"},
        "jido.note.placed_crate": {"en": "placed crate {k} freely", "ja": "クレート{k}を自由に置いた"},
        "jido.note.swapped_freely": {"en": "swapped two drinks freely", "ja": "2本のドリンクを自由に入れ替えた"},
        "jido.note.drew_move": {
            "en": "drew {card}: move one {card} drink to the same spot of another crate",
            "ja": "{card}をめくった：{card}のドリンク1本を別のクレートの同じ位置へ動かす",
        },
        "jido.note.drew_home": {
            "en": "drew {card}: all its drinks are home, the card is set aside (worth {value})",
            "ja": "{card}をめくった：すべて定位置にあるので、カードを脇に置く（{value}円分）",
        },
        "jido.note.drew_spent": {
            "en": "drew {card}: no {card} drink can move, the card is spent",
            "ja": "{card}をめくった：動かせる{card}のドリンクがなく、カードは使用済み",
        },
    }
)
