"""The recipes of the puzzle pack (used by scripts/make_puzzles.py).

Each recipe: id, game, difficulty (1-5), title and text in English and
Japanese, the generator's parameters (``gen``), the goal, and what the
solution must show (``require``: actions it ``uses``, ``min_moves`` and
``max_moves``, ``min_turns``, ``mixed_cards``: fewer G06 takes than sorting
by colour alone or by shape alone, ``max_seconds`` of search).
``goal: {turns: par}`` sets a G08 turn limit equal to the solver's best.
"""

from __future__ import annotations

G08_RULES_EN = "Each turn: move one crate if you like (it must join another crate along a side of the same length, and lifting it must not split the group), then swap up to two pairs of neighbouring drinks (sides or corners)."
G08_RULES_JA = "各手番：クレートを1箱移動できます（同じ長さの辺で他のクレートに接し、持ち上げてもクレート群が分かれないこと）。その後、隣り合う（縦・横・斜め）ドリンクを2回まで入れ替えます。"
G06_RULES_EN = "Pay 100 to take every drink of one crate that one stock card names (six at once earns 300), or to swap drinks across the facing sides of two crates; pay 500 to tip a whole crate into the machine: what comes out is sorted, what jams stays inside."
G06_RULES_JA = "100円：1つのクレートからストックカード1枚に該当するドリンクをすべて取り除く（一度に6本なら300円）、または2つのクレートの向かい合う辺のドリンクを入れ替える。500円：クレート1箱を自動販売機に投入。出てきたドリンクは分別され、詰まったドリンクは中に残ります。"
G07_RULES_EN = "Turn the cards over in the order shown; each moves one drink it names to the same spot of another crate."
G07_RULES_JA = "カードを表示の順に表向きにし、カードが示すドリンク1本を別のクレートの同じ位置に移動します。"


def t(en: str, ja: str) -> dict[str, str]:
    return {"en": en, "ja": ja}


RECIPES = [
    # ------------------------------------------------------------ G06
    # Stars: the length of the best plan and how little money is spare (docs/solo.md);
    # tests/jidohanbaiki/test_puzzles.py checks that they climb.
    dict(
        id="g06-01",
        game="jido:g06",
        difficulty=1,
        title=t("First dump", "はじめての投入"),
        text=t(
            "One crate holds six drinks of a colour, another holds three more, and a drink is stuck in the machine. "
            "Six taken at once earn a bonus; a crate tipped in knocks a stuck drink out. " + G06_RULES_EN,
            "1つのクレートには同じ色のドリンクが6本、もう1つには3本。自動販売機には1本詰まっています。"
            "6本まとめて取り除けばボーナス、詰まったドリンクはクレートを投入して押し出します。" + G06_RULES_JA,
        ),
        gen=dict(crates=1, kinds=0, loose=3, jams=1, coins100=1, coins500=1),
        require=dict(uses=["take", "dump"], min_moves=2, max_moves=2),
    ),
    dict(
        id="g06-02",
        game="jido:g06",
        difficulty=2,
        title=t("Six of a kind", "6本そろえて"),
        text=t(
            "No 500 coin, two 100 coins: only six-at-once takes pay for themselves. " + G06_RULES_EN,
            "500円なし、100円2枚：一度に6本取り除けばお金が戻ってきます。" + G06_RULES_JA,
        ),
        gen=dict(crates=2, kinds=2, jams=0, coins100=2, coins500=0),
        require=dict(uses=["swap"], min_moves=3),
    ),
    dict(
        id="g06-03",
        game="jido:g06",
        difficulty=2,
        title=t("Fewest cards", "最少のカード"),
        text=t(
            "Six mixed drinks in one crate and four 100 coins. A card names a colour or a shape: "
            "which cards sort everything in the fewest takes? " + G06_RULES_EN,
            "ばらばらのドリンク6本のクレートと100円4枚。カードは色か形状を示します。"
            "どのカードを選べば、いちばん少ない回数ですべて取り除けるでしょう？" + G06_RULES_JA,
        ),
        gen=dict(crates=1, per_crate=6, jams=0, coins100=4, coins500=0),
        require=dict(min_moves=3, max_moves=3, mixed_cards=True),
    ),
    dict(
        id="g06-04",
        game="jido:g06",
        difficulty=3,
        title=t("Bonus money", "ボーナス"),
        text=t("Two crates, badly mixed, and three 100 coins. " + G06_RULES_EN, "よく混ざった2つのクレートと100円3枚。" + G06_RULES_JA),
        gen=dict(crates=2, kinds=4, jams=0, coins100=3, coins500=0),
        require=dict(uses=["swap"], min_moves=4),
    ),
    dict(
        id="g06-05",
        game="jido:g06",
        difficulty=3,
        title=t("Two jams", "2本の詰まり"),
        text=t(
            "Two drinks are stuck inside and you have two 500 coins. Sort everything. " + G06_RULES_EN,
            "2本のドリンクが中に詰まっていて、500円は2枚。すべて分別しましょう。" + G06_RULES_JA,
        ),
        gen=dict(crates=2, per_crate=3, jams=2, coins100=2, coins500=2),
        require=dict(uses=["dump"], min_moves=3),
    ),
    dict(
        id="g06-06",
        game="jido:g06",
        difficulty=3,
        title=t("A swap saves a take", "入れ替えで1回節約"),
        text=t(
            "Eight drinks in two crates and six 100 coins. Taking each crate card by card works; "
            "bringing a card's drinks together first costs less. " + G06_RULES_EN,
            "2つのクレートに8本、100円6枚。クレートごとにカードで取り除いても終わりますが、先に同じカードのドリンクを集めれば安く済みます。" + G06_RULES_JA,
        ),
        gen=dict(crates=2, per_crate=4, jams=0, coins100=6, coins500=0),
        require=dict(uses=["swap"], min_moves=5),
    ),
    dict(
        id="g06-07",
        game="jido:g06",
        difficulty=4,
        title=t("Cards and a jam", "カードと詰まり"),
        text=t(
            "Two crates, a drink stuck in the machine and one 500 coin. Which drinks go by card, and which crate into the machine? " + G06_RULES_EN,
            "2つのクレート、自動販売機の中に詰まった1本、500円1枚。どのドリンクをカードで取り除き、どのクレートを投入しますか？" + G06_RULES_JA,
        ),
        gen=dict(crates=2, per_crate=4, jams=1, coins100=4, coins500=1),
        require=dict(uses=["take", "swap", "dump"], min_moves=4),
    ),
    dict(
        id="g06-08",
        game="jido:g06",
        difficulty=4,
        title=t("Cash flow", "資金繰り"),
        text=t(
            "Three crates and a single 100 coin: spend it where it pays back. " + G06_RULES_EN,
            "3つのクレートと100円1枚だけ。お金が戻ってくるところに使いましょう。" + G06_RULES_JA,
        ),
        gen=dict(crates=3, kinds=2, jams=0, coins100=1, coins500=0),
        require=dict(uses=["swap"], min_moves=5),
    ),
    dict(
        id="g06-09",
        game="jido:g06",
        difficulty=5,
        title=t("Three crates, eight coins", "3つのクレートと100円8枚"),
        text=t(
            "Twelve drinks in three crates and eight 100 coins. Take by colour or by shape, swap to bring a card's drinks "
            "together: at best one coin is left. " + G06_RULES_EN,
            "3つのクレートに12本、100円8枚。色か形状で取り除き、入れ替えで同じカードのドリンクを集めます。うまくいけば1枚残ります。" + G06_RULES_JA,
        ),
        gen=dict(crates=3, per_crate=4, jams=0, coins100=8, coins500=0),
        require=dict(uses=["swap"], min_moves=7, max_seconds=10.0),
    ),
    dict(
        id="g06-10",
        game="jido:g06",
        difficulty=5,
        title=t("Expert sorter", "分別の達人"),
        text=t(
            "Two crates to rebuild, two odd drinks, a drink stuck inside, and a purse cut to the bone. " + G06_RULES_EN,
            "組み直す2つのクレート、ばらばらの2本、中に詰まったドリンク、そして最小限の所持金。" + G06_RULES_JA,
        ),
        gen=dict(crates=2, kinds=3, jams=1, coins100=3, coins500=1, loose=2),
        require=dict(uses=["swap", "dump"], min_moves=5, max_seconds=10.0),
    ),
    # ------------------------------------------------------------ G08
    dict(
        id="g08-01",
        game="jido:g08",
        difficulty=1,
        title=t("Two crates", "2つのクレート"),
        text=t("Sort two colours into two crates. " + G08_RULES_EN, "2色を2つのクレートに分けましょう。" + G08_RULES_JA),
        gen=dict(crates=2, arrangement="column", swaps=4),
        require=dict(min_moves=2),
    ),
    dict(
        id="g08-02",
        game="jido:g08",
        difficulty=1,
        title=t("Side by side", "横並び"),
        text=t(
            "The crates meet at their short sides: only two spots touch. " + G08_RULES_EN,
            "クレートは短辺で接しています。接するスポットは2つだけです。" + G08_RULES_JA,
        ),
        gen=dict(crates=2, arrangement="row", swaps=8),
        require=dict(min_moves=3),
    ),
    dict(
        id="g08-03",
        game="jido:g08",
        difficulty=2,
        title=t("Three in a column", "縦に3つ"),
        text=t("Three colours, three crates stacked long side to long side. " + G08_RULES_EN, "3色、長辺どうしで積み重ねた3つのクレート。" + G08_RULES_JA),
        gen=dict(crates=3, arrangement="column", swaps=10),
        require=dict(min_moves=4),
    ),
    dict(
        id="g08-04",
        game="jido:g08",
        difficulty=2,
        title=t("Staircase", "階段"),
        text=t("The crates climb like steps. " + G08_RULES_EN, "クレートが階段のように並んでいます。" + G08_RULES_JA),
        gen=dict(crates=3, arrangement="steps", swaps=12, crate_moves=1),
        require=dict(min_moves=5),
    ),
    dict(
        id="g08-05",
        game="jido:g08",
        difficulty=3,
        title=t("Far apart", "離ればなれ"),
        text=t("The two end crates never touch. Will you move one? " + G08_RULES_EN, "両端のクレートは接していません。クレートを動かしますか？" + G08_RULES_JA),
        gen=dict(crates=3, arrangement="row", swaps=24),
        require=dict(min_turns=3),
    ),
    dict(
        id="g08-06",
        game="jido:g08",
        difficulty=3,
        title=t("Standing up", "縦置き"),
        text=t("Crates standing on end, long sides together. " + G08_RULES_EN, "縦向きのクレートが長辺で並んでいます。" + G08_RULES_JA),
        gen=dict(crates=3, arrangement="tower", swaps=20),
        require=dict(min_turns=3),
    ),
    dict(
        id="g08-07",
        game="jido:g08",
        difficulty=3,
        title=t("Four square", "四角形"),
        text=t("Four crates, four colours. " + G08_RULES_EN, "4つのクレートに4色。" + G08_RULES_JA),
        gen=dict(crates=4, arrangement="block", swaps=10),
        require=dict(min_turns=2),
    ),
    dict(
        id="g08-08",
        game="jido:g08",
        difficulty=3,
        title=t("A crate on the move", "動くクレート"),
        text=t("The best plan moves a crate. " + G08_RULES_EN, "最善の手順ではクレートを動かします。" + G08_RULES_JA),
        gen=dict(crates=3, arrangement="row", swaps=16, crate_moves=1),
        require=dict(uses=["move_crate"]),
    ),
    dict(
        id="g08-09",
        game="jido:g08",
        difficulty=4,
        title=t("Three turns exactly", "ちょうど3手番"),
        text=t("Sort in no more than three turns, or the puzzle is lost. " + G08_RULES_EN, "3手番以内に分けないと失敗です。" + G08_RULES_JA),
        gen=dict(crates=3, arrangement="column", swaps=30, crate_moves=1),
        goal={"turns": "par"},
        require=dict(min_turns=3),
    ),
    dict(
        id="g08-10",
        game="jido:g08",
        difficulty=4,
        title=t("Stepping stones", "飛び石"),
        text=t("Four crates on a staircase. " + G08_RULES_EN, "階段状に並んだ4つのクレート。" + G08_RULES_JA),
        gen=dict(crates=4, arrangement="steps", swaps=12),
        require=dict(min_turns=3),
    ),
    dict(
        id="g08-11",
        game="jido:g08",
        difficulty=5,
        title=t("Long row", "長い列"),
        text=t("Four crates in a row, short side to short side. " + G08_RULES_EN, "短辺どうしで一列に並んだ4つのクレート。" + G08_RULES_JA),
        gen=dict(crates=4, arrangement="row", swaps=12),
        require=dict(min_turns=3),
    ),
    dict(
        id="g08-12",
        game="jido:g08",
        difficulty=5,
        title=t("Against the limit", "制限との戦い"),
        text=t("Four colours, and a turn limit equal to the best possible. " + G08_RULES_EN, "4色、最短手番数ちょうどの制限付き。" + G08_RULES_JA),
        gen=dict(crates=4, arrangement="block", swaps=16, crate_moves=1),
        goal={"turns": "par"},
        require=dict(min_turns=3),
    ),
    # ------------------------------------------------------------ G07
    dict(
        id="g07-01",
        game="jido:g07",
        difficulty=1,
        title=t("First sort", "はじめての色分け"),
        text=t("One round, no special actions. " + G07_RULES_EN, "1ラウンド、特別アクションなし。" + G07_RULES_JA),
        gen=dict(relocations=4),
        require=dict(min_moves=8),
    ),
    dict(
        id="g07-02",
        game="jido:g07",
        difficulty=2,
        title=t("Every card counts", "どのカードも大切"),
        text=t("One round: each card must move the right drink. " + G07_RULES_EN, "1ラウンド：どのカードでも正しいドリンクを動かしましょう。" + G07_RULES_JA),
        gen=dict(relocations=6),
        require=dict(min_moves=12),
    ),
    dict(
        id="g07-03",
        game="jido:g07",
        difficulty=2,
        title=t("Round two", "2ラウンド目"),
        text=t(
            "Two 100 coins: one round ends, the deck comes round again in the same order. " + G07_RULES_EN,
            "100円が2枚：ラウンドが終わると、山札は同じ順でもう一度めくられます。" + G07_RULES_JA,
        ),
        gen=dict(relocations=9, clock=2),
        require=dict(uses=["end_round"]),
    ),
    dict(
        id="g07-04",
        game="jido:g07",
        difficulty=3,
        title=t("The 500 move", "500円の移動"),
        text=t(
            "Two drinks share a spot they cannot share at the end: a 500 coin moves a drink to any empty spot of an adjacent crate. " + G07_RULES_EN,
            "同じ位置に同じ色が2本：500円で隣接するクレートの空きスポットへドリンクを1本移動できます。" + G07_RULES_JA,
        ),
        gen=dict(relocations=4, move=1, shuffles=1),
        require=dict(uses=["special_move"]),
    ),
    dict(
        id="g07-05",
        game="jido:g07",
        difficulty=3,
        title=t("The 1,000 swap", "1,000円の入れ替え"),
        text=t("A 1,000 note swaps two drinks of one crate. " + G07_RULES_EN, "1,000円で同じクレートのドリンク2本を入れ替えられます。" + G07_RULES_JA),
        gen=dict(relocations=4, swap=1, shuffles=1),
        require=dict(uses=["special_swap"]),
    ),
    dict(
        id="g07-06",
        game="jido:g07",
        difficulty=4,
        title=t("Money back", "払い戻し"),
        text=t(
            "Cards drawn when their drinks are home are set aside; at the round's end each takes back 500. " + G07_RULES_EN,
            "ドリンクがすべて正しいクレートにあるカードは脇に置き、ラウンド終了時に1枚500円を取り戻せます。" + G07_RULES_JA,
        ),
        gen=dict(relocations=5, clock=2, move=1, shuffles=1),
        require=dict(uses=["reclaim"]),
    ),
    dict(
        id="g07-07",
        game="jido:g07",
        difficulty=4,
        title=t("Same spots", "同じ位置"),
        text=t(
            "Too easy? Each shape must also sit in the same spot in every crate. " + G07_RULES_EN,
            "簡単すぎる？ 同じ形状のドリンクはどのクレートでも同じ位置に。" + G07_RULES_JA,
        ),
        gen=dict(relocations=5, aligned=True, swap=1, shuffles=1),
        goal={"same_position": True},
        require=dict(uses=["special_swap"]),
    ),
    dict(
        id="g07-08",
        game="jido:g07",
        difficulty=3,
        title=t("Three of four", "4つのうち3つ"),
        text=t(
            "Too fiddly? Any three of the four crates will do, the centre too. " + G07_RULES_EN,
            "煩雑すぎる？ 中央を含む4つのうちどれか3つに1色ずつで勝ちです。" + G07_RULES_JA,
        ),
        gen=dict(relocations=8),
        goal={"any_crates": True},
        require=dict(min_moves=10),
    ),
    dict(
        id="g07-09",
        game="jido:g07",
        difficulty=4,
        title=t("Crowded centre", "混み合う中央"),
        text=t("Two rounds to bring everything home. " + G07_RULES_EN, "2ラウンドですべてを戻しましょう。" + G07_RULES_JA),
        gen=dict(relocations=12, clock=2),
        require=dict(min_moves=16),
    ),
    dict(
        id="g07-10",
        game="jido:g07",
        difficulty=5,
        title=t("Against the clock", "時間との戦い"),
        text=t(
            "Two rounds, one 500 coin, one 1,000 note, and drinks in the wrong spots. " + G07_RULES_EN,
            "2ラウンド、500円1枚、1,000円1枚。位置もばらばらです。" + G07_RULES_JA,
        ),
        gen=dict(relocations=7, clock=2, move=1, swap=1, shuffles=2),
        require=dict(min_moves=14),
    ),
]
