"""G17 Crate-Fill Draft: refusals, log lines and the end, in English and Japanese (``jido.g17.…``)."""

from __future__ import annotations

from ...text import add_strings

add_strings(
    {
        # refusals
        "jido.g17.why.not_in_packet": {"en": "{card} is not among the cards you are drafting", "ja": "{card}はドラフト中の手札にありません"},
        "jido.g17.why.not_in_hand": {"en": "{card} is not in your hand", "ja": "{card}は手札にありません"},
        "jido.g17.why.not_in_supply": {"en": "the {drink} is already in a crate", "ja": "{drink}はすでにクレートに入っています"},
        "jido.g17.why.crate_full": {"en": "crate {k} is full and set aside", "ja": "クレート{k}はいっぱいで、脇に置かれています"},
        # the log
        "jido.g17.log.draft": {"en": "{who} keeps a card face down", "ja": "{who}がカードを1枚伏せて取る"},
        "jido.g17.log.draft_own": {"en": "{who} keeps {card} face down", "ja": "{who}が{card}を伏せて取る"},
        "jido.g17.log.passed": {"en": "everyone passes the rest to the left", "ja": "全員が残りのカードを左隣りに渡す"},
        "jido.g17.log.last_card": {"en": "everyone keeps the last card passed to them", "ja": "全員が最後に渡された1枚を取る"},
        "jido.g17.log.begin": {"en": "the drafting is over: {who} starts", "ja": "ドラフト終了。{who}から開始"},
        "jido.g17.log.fill": {"en": "{who} puts the {drink} in crate {k}", "ja": "{who}が{drink}をクレート{k}に入れる"},
        "jido.g17.log.full": {"en": "crate {k} is full and set aside ({n} full)", "ja": "クレート{k}が埋まり、脇に置く（{n}つ目）"},
        "jido.g17.log.pick_due": {"en": "everyone lays down card {n} from their hand", "ja": "全員が手札から{n}枚目を伏せる"},
        "jido.g17.log.pick": {"en": "{who} lays a card face down", "ja": "{who}がカードを1枚伏せる"},
        "jido.g17.log.pick_own": {"en": "{who} lays {card} face down", "ja": "{who}が{card}を伏せる"},
        "jido.g17.log.play_on": {"en": "every card is down: {who} goes on", "ja": "全員が伏せたので、{who}の手番から再開"},
        "jido.g17.log.end": {"en": "{n} crates are full: the game ends", "ja": "{n}つ目のクレートが埋まったので、ゲーム終了"},
        "jido.g17.log.reveal": {"en": "{who} turns over {first} and {second}: {money} yen", "ja": "{who}が{first}と{second}を公開：{money}円"},
        "jido.g17.log.winner": {"en": "{who} wins", "ja": "{who}の勝ち"},
        # the end, for the score breakdown
        "jido.g17.end.line": {
            "en": "{card}: {drinks} drinks in crates {crates} x {per} = {money}",
            "ja": "{card}：クレート{crates}に{drinks}本 × {per}円 = {money}円",
        },
        "jido.g17.end.tie": {"en": "tie-break, crate 1: {counts}", "ja": "同点時（1番目のクレート）：{counts}"},
    }
)
