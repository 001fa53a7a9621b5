"""G03 Genmaicha's words on screen (buttons, dialogs, the panel) and actions in plain words.

The log lines are the referee's own (:mod:`...games.jidohanbaiki.g03_words`).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ...text import local
from .. import i18n
from .jido_dialogs import listed

if TYPE_CHECKING:
    from ...games.jidohanbaiki.g03 import Genmaicha
    from ...table import Table


def line_name(line: str) -> str:
    """A recipe line as a label starts with it: "Row 1", "Column 3" (「1行目」)."""
    k = int(line[1]) + 1
    return i18n.tr("jido.g03.ui.row", n=k) if line[0] == "r" else i18n.tr("jido.g03.ui.col", n=k)


def _drinks(game: Genmaicha, names: list[str]) -> str:
    counts = Counter(names)
    parts = []
    for name in dict.fromkeys(names):
        label = local(game.words.drink(game.codes[f"drink.{name}"]))
        parts.append(label + (" ×2" if counts[name] > 1 else ""))
    return listed(parts)


def _ingredient(game: Genmaicha, drink: str, attr: str) -> str:
    d = game.codes[f"drink.{drink}"]
    return local(game.words.card(d // 6 if attr == "colour" else 6 + d % 6))


def brew_label(game: Genmaicha, table: Table, action: dict[str, Any]) -> str:
    """A brewing action in plain words: the recipe, what it pays, the drinks it uses (and matcha, a guess, a peek)."""
    name = action["action"]
    if name == "peek":
        return i18n.tr(
            "jido.g03.ui.peek_option",
            what=_ingredient(game, action["drink"], action["as"]),
            drink=local(game.words.drink(game.codes[f"drink.{action['drink']}"])),
            col=action["col"] + 1,
        )
    line = f"r{action['row']}" if name == "brew_matcha" else f"c{action['col']}" if name == "brew_ceremony" else action["line"]
    text = i18n.tr("jido.g03.ui.brew_option", line=line_name(line), value=table.money(f"line.{line}"), drinks=_drinks(game, action["drinks"]))
    if name == "brew_matcha":
        card = game.grid(table)[action["extra_row"] * 3 + action["col"]]
        coin = table.money(f"matcha.c{action['col']}.g{min(action['row'], action['extra_row'])}")
        extra = local(game.words.drink(game.codes[f"drink.{action['extra']}"]))
        text += i18n.tr("jido.g03.ui.matcha_option", card=local(game.words.card(card)), drink=extra, coin=coin)
    if name == "brew_ceremony":
        guess = _ingredient(game, action["guess"], action["guess_as"])
        text += i18n.tr("jido.g03.ui.guess_option", card=guess, drink=local(game.words.drink(game.codes[f"drink.{action['guess']}"])))
    return text


STRINGS: dict[str, dict[str, str]] = {
    "jido.g03.ui.row": {"en": "Row {n}", "ja": "{n}行目"},
    "jido.g03.ui.col": {"en": "Column {n}", "ja": "{n}列目"},
    "jido.g03.btn.crate": {"en": "Choose a crate...", "ja": "クレートを選ぶ..."},
    "jido.g03.btn.brew": {"en": "Brew...", "ja": "お茶を作る..."},
    "jido.g03.btn.matcha": {"en": "Matcha...", "ja": "抹茶入り..."},
    "jido.g03.btn.ceremony": {"en": "Tea ceremony...", "ja": "お茶会..."},
    "jido.g03.btn.peek": {"en": "Peek...", "ja": "確認..."},
    "jido.g03.btn.brand": {"en": "Brand...", "ja": "ブランド化..."},
    "jido.g03.btn.done": {"en": "Stop brewing", "ja": "お茶作りを終える"},
    "jido.g03.ui.bid_title": {
        "en": "{name}: how many coins of {step} in your fist? (you hold {money} yen)",
        "ja": "{name}：{step}円硬貨を何枚握りますか？（所持金{money}円）",
    },
    "jido.g03.ui.rebid_title": {
        "en": "{name}: tied! Bid again: how many more coins of {step}? (you hold {money} yen)",
        "ja": "{name}：同額です。追加で{step}円硬貨を何枚握りますか？（所持金{money}円）",
    },
    "jido.g03.ui.order_title": {"en": "Round {r}: the fists are open", "ja": "第{r}ラウンド：入札の公開"},
    "jido.g03.ui.toss": {"en": "Coin toss between {names}: {first} goes first", "ja": "{names}でコイントス：{first}が先"},
    "jido.g03.ui.col.player": {"en": "Player", "ja": "プレイヤー"},
    "jido.g03.ui.col.place": {"en": "Chooses", "ja": "選ぶ順"},
    "jido.g03.ui.col.bid": {"en": "Bid", "ja": "入札"},
    "jido.g03.ui.col.rebid": {"en": "Re-bid", "ja": "再入札"},
    "jido.g03.ui.col.paid": {"en": "Paid", "ja": "支払い"},
    "jido.g03.ui.col.money": {"en": "Money", "ja": "所持金"},
    "jido.g03.ui.col.drinks": {"en": "Drinks", "ja": "ドリンク"},
    "jido.g03.ui.col.recipes": {"en": "Teas made", "ja": "作ったお茶"},
    "jido.g03.ui.col.earned": {"en": "Earned", "ja": "収入"},
    "jido.g03.ui.col.bids": {"en": "Bids paid", "ja": "入札で支払い"},
    "jido.g03.ui.crate_title": {"en": "Choose a crate", "ja": "クレートを選んでください"},
    "jido.g03.ui.crate_option": {"en": "Crate {k}: {drinks}", "ja": "クレート{k}：{drinks}"},
    "jido.g03.ui.empty": {"en": "empty", "ja": "空"},
    "jido.g03.ui.title.brew": {"en": "Brew a recipe", "ja": "作るお茶を選んでください"},
    "jido.g03.ui.title.brew_matcha": {"en": "Brew a row with matcha", "ja": "抹茶入りで作る横列を選んでください"},
    "jido.g03.ui.title.brew_ceremony": {
        "en": "Brew a column with its face-down card: name the fourth ingredient",
        "ja": "裏向きのカードを含む縦列：4つ目の成分を選んでください",
    },
    "jido.g03.ui.title.peek": {"en": "Spend an ingredient to look at a face-down card", "ja": "成分を捨てて裏向きのカードを確認"},
    "jido.g03.ui.brew_option": {"en": "{line} ({value}): {drinks}", "ja": "{line}（{value}円）：{drinks}"},
    "jido.g03.ui.matcha_option": {"en": " + matcha {card} from the {drink} (+{coin})", "ja": " ＋抹茶：{drink}の{card}（+{coin}円）"},
    "jido.g03.ui.guess_option": {"en": " + guess {card} (the {drink})", "ja": " ＋予想：{card}（{drink}）"},
    "jido.g03.ui.peek_option": {"en": "Spend {what} (the {drink}), look above column {col}", "ja": "{drink}の「{what}」を捨て、{col}列目の上を確認"},
    "jido.g03.ui.peeked": {"en": "The card above column {col} is {card} (only you saw it)", "ja": "{col}列目の上のカードは{card}です（あなただけが見ました）"},
    "jido.g03.ui.brand_prompt": {
        "en": "Brand {line}: how many coins of {step} go on the sign?",
        "ja": "{line}をブランド化：看板に{step}円硬貨を何枚置きますか？",
    },
    "jido.g03.ui.round": {"en": "Round {r} of {n}", "ja": "第{r}ラウンド／全{n}ラウンド"},
    "jido.g03.ui.phase.bid": {"en": "Closed-fist bids", "ja": "握り入札"},
    "jido.g03.ui.phase.rebid": {"en": "Tied: bid again", "ja": "同額：再入札"},
    "jido.g03.ui.phase.pick": {"en": "{name} chooses a crate", "ja": "{name}がクレートを選ぶ"},
    "jido.g03.ui.phase.brew": {"en": "{name} brews", "ja": "{name}のお茶作り"},
    "jido.g03.ui.phase.deal": {"en": "The crates are filled", "ja": "クレートに詰める"},
    "jido.g03.ui.phase.over": {"en": "The game is over", "ja": "ゲーム終了"},
    "jido.g03.ui.free": {"en": "Free mode: move anything by hand", "ja": "フリーモード：自由に動かせます"},
    "jido.g03.ui.hint_brew": {"en": "Drag a drink onto a recipe card", "ja": "ドリンクをレシピのカードへドラッグ"},
    "jido.g03.ui.hint_brew_or": {"en": "or choose with Brew...", "ja": "または「お茶を作る...」で選ぶ"},
    "jido.g03.ui.hint_brand": {"en": "{line} may be branded now (Brand...)", "ja": "今なら{line}をブランド化できます"},
    "jido.g03.ui.hint_pick": {"en": "Drag a crate onto your drinks", "ja": "クレートを自分のドリンクへドラッグ"},
    "jido.g03.ui.peek_line": {"en": "You saw: above column {col}, {card}", "ja": "確認済み：{col}列目の上は{card}"},
    "jido.g03.ui.used.colour": {"en": "C", "ja": "色"},
    "jido.g03.ui.used.shape": {"en": "S", "ja": "形"},
    "jido.g03.ui.used_legend": {"en": "C on a drink: its colour is used", "ja": "ドリンクの「色」：色は使用済み"},
    "jido.g03.ui.used_legend_shape": {"en": "S on a drink: its shape is used", "ja": "ドリンクの「形」：形状は使用済み"},
    "jido.g03.ui.yen": {"en": "{n} yen", "ja": "{n}円"},
    "jido.g03.ui.end_title": {"en": "Game over: {names} wins", "ja": "ゲーム終了：{names}の勝ち"},
    "jido.g03.ui.end_note": {
        "en": "Most money wins; a tie goes to the most drinks, then the win is shared.",
        "ja": "最も多くのお金を持つ人の勝ち。同点ならドリンクの多い人、それも同じなら勝利を分かち合います。",
    },
}
