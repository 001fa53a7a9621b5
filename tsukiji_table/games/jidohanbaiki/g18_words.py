"""G18 Two-Card Deduction: refusals, log lines and the end, in English and Japanese (``jido.g18.…``)."""

from __future__ import annotations

from ...text import add_strings

add_strings(
    {
        # refusals
        "jido.g18.why.not_in_hand": {"en": "the {card} card is not in your hand", "ja": "{card}のカードは手札にありません"},
        "jido.g18.why.asked": {"en": "the {drink} has been asked about already", "ja": "{drink}はすでに質問に使われています"},
        # the log
        "jido.g18.log.discard": {"en": "{who} lays a card face down", "ja": "{who}がカードを1枚伏せる"},
        "jido.g18.log.discard_own": {"en": "{who} lays the {card} card face down", "ja": "{who}が{card}のカードを伏せる"},
        "jido.g18.log.begin": {"en": "both cards are down: {who} asks first", "ja": "2人とも伏せたので、{who}から質問"},
        "jido.g18.log.ask": {"en": "{who} asks {other} about the {drink}", "ja": "{who}が{other}に{drink}について尋ねる"},
        "jido.g18.log.yes": {"en": "{other} says yes", "ja": "{other}：はい"},
        "jido.g18.log.no": {"en": "{other} says no", "ja": "{other}：いいえ"},
        "jido.g18.log.forced": {
            "en": "{who}'s face-down card carries {n} drinks: {who} must name the answer",
            "ja": "{who}の伏せカードにドリンクが{n}本置かれたので、{who}は答えを回答しなければなりません",
        },
        "jido.g18.log.guess": {"en": "{who} names the answer: {drink}", "ja": "{who}が答えを回答：{drink}"},
        "jido.g18.log.solution": {"en": "the cards aside are {colour} and {shape}", "ja": "脇に置かれたカードは{colour}と{shape}"},
        "jido.g18.log.right": {"en": "both right: {who} wins", "ja": "両方正解：{who}の勝ち"},
        "jido.g18.log.wrong": {"en": "not both right: {who} wins", "ja": "不正解：{who}の勝ち"},
    }
)
