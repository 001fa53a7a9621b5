"""The recipes of the puzzle pack (used by scripts/make_puzzles.py).

Each recipe: id, game, difficulty (1-5), title and text in English and
Japanese, the generator's parameters (``gen``), the goal, and what the
solution must show (``require``: actions it ``uses``, ``min_moves``,
``min_turns``).  ``goal: {turns: par}`` sets a G08 turn limit equal to the
solver's best.
"""

from __future__ import annotations

G08_RULES_EN = "Each turn: move one crate if you like (it must join another crate along a side of the same length, and lifting it must not split the group), then swap up to two pairs of neighbouring drinks (sides or corners)."
G08_RULES_JA = "各手番：クレートを1箱移動できます（同じ長さの辺で他のクレートに接し、持ち上げてもクレート群が分かれないこと）。その後、隣り合う（縦・横・斜め）ドリンクを2回まで入れ替えます。"
G07_RULES_EN = "Turn the cards over in the order shown; each moves one drink it names to the same spot of another crate."
G07_RULES_JA = "カードを表示の順に表向きにし、カードが示すドリンク1本を別のクレートの同じ位置に移動します。"


def t(en: str, ja: str) -> dict[str, str]:
    return {"en": en, "ja": ja}


RECIPES = [
    # ------------------------------------------------------------ G08
    dict(id="g08-01", game="jido:g08", difficulty=1, title=t("Two crates", "2つのクレート"),
         text=t("Sort two colours into two crates. " + G08_RULES_EN, "2色を2つのクレートに分けましょう。" + G08_RULES_JA),
         gen=dict(crates=2, arrangement="column", swaps=4), require=dict(min_moves=2)),
    dict(id="g08-02", game="jido:g08", difficulty=1, title=t("Side by side", "横並び"),
         text=t("The crates meet at their short sides: only two spots touch. " + G08_RULES_EN,
                "クレートは短辺で接しています。接するスポットは2つだけです。" + G08_RULES_JA),
         gen=dict(crates=2, arrangement="row", swaps=8), require=dict(min_moves=3)),
    dict(id="g08-03", game="jido:g08", difficulty=2, title=t("Three in a column", "縦に3つ"),
         text=t("Three colours, three crates stacked long side to long side. " + G08_RULES_EN,
                "3色、長辺どうしで積み重ねた3つのクレート。" + G08_RULES_JA),
         gen=dict(crates=3, arrangement="column", swaps=10), require=dict(min_moves=4)),
    dict(id="g08-04", game="jido:g08", difficulty=2, title=t("Staircase", "階段"),
         text=t("The crates climb like steps. " + G08_RULES_EN, "クレートが階段のように並んでいます。" + G08_RULES_JA),
         gen=dict(crates=3, arrangement="steps", swaps=12, crate_moves=1), require=dict(min_moves=5)),
    dict(id="g08-05", game="jido:g08", difficulty=3, title=t("Far apart", "離ればなれ"),
         text=t("The two end crates never touch. Will you move one? " + G08_RULES_EN,
                "両端のクレートは接していません。クレートを動かしますか？" + G08_RULES_JA),
         gen=dict(crates=3, arrangement="row", swaps=24), require=dict(min_turns=3)),
    dict(id="g08-06", game="jido:g08", difficulty=3, title=t("Standing up", "縦置き"),
         text=t("Crates standing on end, long sides together. " + G08_RULES_EN, "縦向きのクレートが長辺で並んでいます。" + G08_RULES_JA),
         gen=dict(crates=3, arrangement="tower", swaps=20), require=dict(min_turns=3)),
    dict(id="g08-07", game="jido:g08", difficulty=3, title=t("Four square", "四角形"),
         text=t("Four crates, four colours. " + G08_RULES_EN, "4つのクレートに4色。" + G08_RULES_JA),
         gen=dict(crates=4, arrangement="block", swaps=10), require=dict(min_turns=2)),
    dict(id="g08-08", game="jido:g08", difficulty=3, title=t("A crate on the move", "動くクレート"),
         text=t("The best plan moves a crate. " + G08_RULES_EN, "最善の手順ではクレートを動かします。" + G08_RULES_JA),
         gen=dict(crates=3, arrangement="row", swaps=16, crate_moves=1), require=dict(uses=["move_crate"])),
    dict(id="g08-09", game="jido:g08", difficulty=4, title=t("Three turns exactly", "ちょうど3手番"),
         text=t("Sort in no more than three turns, or the puzzle is lost. " + G08_RULES_EN,
                "3手番以内に分けないと失敗です。" + G08_RULES_JA),
         gen=dict(crates=3, arrangement="column", swaps=30, crate_moves=1), goal={"turns": "par"}, require=dict(min_turns=3)),
    dict(id="g08-10", game="jido:g08", difficulty=4, title=t("Stepping stones", "飛び石"),
         text=t("Four crates on a staircase. " + G08_RULES_EN, "階段状に並んだ4つのクレート。" + G08_RULES_JA),
         gen=dict(crates=4, arrangement="steps", swaps=12), require=dict(min_turns=3)),
    dict(id="g08-11", game="jido:g08", difficulty=5, title=t("Long row", "長い列"),
         text=t("Four crates in a row, short side to short side. " + G08_RULES_EN, "短辺どうしで一列に並んだ4つのクレート。" + G08_RULES_JA),
         gen=dict(crates=4, arrangement="row", swaps=12), require=dict(min_turns=3)),
    dict(id="g08-12", game="jido:g08", difficulty=5, title=t("Against the limit", "制限との戦い"),
         text=t("Four colours, and a turn limit equal to the best possible. " + G08_RULES_EN,
                "4色、最短手番数ちょうどの制限付き。" + G08_RULES_JA),
         gen=dict(crates=4, arrangement="block", swaps=16, crate_moves=1), goal={"turns": "par"}, require=dict(min_turns=3)),
    # ------------------------------------------------------------ G07
    dict(id="g07-01", game="jido:g07", difficulty=1, title=t("First sort", "はじめての色分け"),
         text=t("One round, no special actions. " + G07_RULES_EN, "1ラウンド、特別アクションなし。" + G07_RULES_JA),
         gen=dict(relocations=4), require=dict(min_moves=8)),
    dict(id="g07-02", game="jido:g07", difficulty=2, title=t("Every card counts", "どのカードも大切"),
         text=t("One round: each card must move the right drink. " + G07_RULES_EN,
                "1ラウンド：どのカードでも正しいドリンクを動かしましょう。" + G07_RULES_JA),
         gen=dict(relocations=6), require=dict(min_moves=12)),
    dict(id="g07-03", game="jido:g07", difficulty=2, title=t("Round two", "2ラウンド目"),
         text=t("Two 100 coins: one round ends, the deck comes round again in the same order. " + G07_RULES_EN,
                "100円が2枚：ラウンドが終わると、山札は同じ順でもう一度めくられます。" + G07_RULES_JA),
         gen=dict(relocations=9, clock=2), require=dict(uses=["end_round"])),
    dict(id="g07-04", game="jido:g07", difficulty=3, title=t("The 500 move", "500円の移動"),
         text=t("Two drinks share a spot they cannot share at the end: a 500 coin moves a drink to any empty spot of an adjacent crate. " + G07_RULES_EN,
                "同じ位置に同じ色が2本：500円で隣接するクレートの空きスポットへドリンクを1本移動できます。" + G07_RULES_JA),
         gen=dict(relocations=4, move=1, shuffles=1), require=dict(uses=["special_move"])),
    dict(id="g07-05", game="jido:g07", difficulty=3, title=t("The 1,000 swap", "1,000円の入れ替え"),
         text=t("A 1,000 note swaps two drinks of one crate. " + G07_RULES_EN, "1,000円で同じクレートのドリンク2本を入れ替えられます。" + G07_RULES_JA),
         gen=dict(relocations=4, swap=1, shuffles=1), require=dict(uses=["special_swap"])),
    dict(id="g07-06", game="jido:g07", difficulty=4, title=t("Money back", "払い戻し"),
         text=t("Cards drawn when their drinks are home are set aside; at the round's end each takes back 500. " + G07_RULES_EN,
                "ドリンクがすべて正しいクレートにあるカードは脇に置き、ラウンド終了時に1枚500円を取り戻せます。" + G07_RULES_JA),
         gen=dict(relocations=5, clock=2, move=1, shuffles=1), require=dict(uses=["reclaim"])),
    dict(id="g07-07", game="jido:g07", difficulty=4, title=t("Same spots", "同じ位置"),
         text=t("Too easy? Each shape must also sit in the same spot in every crate. " + G07_RULES_EN,
                "簡単すぎる？ 同じ形状のドリンクはどのクレートでも同じ位置に。" + G07_RULES_JA),
         gen=dict(relocations=5, aligned=True, swap=1, shuffles=1), goal={"same_position": True}, require=dict(uses=["special_swap"])),
    dict(id="g07-08", game="jido:g07", difficulty=3, title=t("Three of four", "4つのうち3つ"),
         text=t("Too fiddly? Any three of the four crates will do, the centre too. " + G07_RULES_EN,
                "煩雑すぎる？ 中央を含む4つのうちどれか3つに1色ずつで勝ちです。" + G07_RULES_JA),
         gen=dict(relocations=8), goal={"any_crates": True}, require=dict(min_moves=10)),
    dict(id="g07-09", game="jido:g07", difficulty=4, title=t("Crowded centre", "混み合う中央"),
         text=t("Two rounds to bring everything home. " + G07_RULES_EN, "2ラウンドですべてを戻しましょう。" + G07_RULES_JA),
         gen=dict(relocations=12, clock=2), require=dict(min_moves=16)),
    dict(id="g07-10", game="jido:g07", difficulty=5, title=t("Against the clock", "時間との戦い"),
         text=t("Two rounds, one 500 coin, one 1,000 note, and drinks in the wrong spots. " + G07_RULES_EN,
                "2ラウンド、500円1枚、1,000円1枚。位置もばらばらです。" + G07_RULES_JA),
         gen=dict(relocations=7, clock=2, move=1, swap=1, shuffles=2), require=dict(min_moves=14)),
]
