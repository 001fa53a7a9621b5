"""The solo Jidohanbaiki games' words: what each action did, the referee's notes, refusals.

Log lines, notes, the actions' names and the rules models' refusals are
:class:`~tsukiji_table.text.Message` keys under ``jido.``; registered once
here, in English and Japanese.  ``jido.arg.*`` speak of an action dict's
form (a script's words: drink ids such as ``red:short_can``), the rest are
what a player reads.
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
        # the actions, by name (refusals, the Actions list)
        "jido.action.draw": {"en": "Draw a card", "ja": "カードをめくる"},
        "jido.action.move": {"en": "Move a drink", "ja": "ドリンクを動かす"},
        "jido.action.special_move": {"en": "Special move (500)", "ja": "特別移動（500円）"},
        "jido.action.special_swap": {"en": "Special swap (1,000)", "ja": "特別入れ替え（1,000円）"},
        "jido.action.reclaim": {"en": "Take money back", "ja": "お金を戻す"},
        "jido.action.end_round": {"en": "End the round", "ja": "ラウンドを終える"},
        "jido.action.swap": {"en": "Swap drinks", "ja": "ドリンクを入れ替える"},
        "jido.action.move_crate": {"en": "Move a crate", "ja": "クレートを動かす"},
        "jido.action.end_turn": {"en": "End the turn", "ja": "手番を終える"},
        "jido.action.take": {"en": "Take drinks onto a card", "ja": "ドリンクをカードへ取る"},
        "jido.action.dump": {"en": "Tip a crate into the machine", "ja": "クレートを自販機に投入"},
        "jido.action.arrange": {"en": "Arrange a crate", "ja": "クレートを並べる"},
        "jido.action.restack": {"en": "Move a sorted drink", "ja": "分別済みドリンクを移す"},
        "jido.action.resign": {"en": "Give up", "ja": "あきらめる"},
        "jido.action.place": {"en": "Place freely", "ja": "自由に置く"},
        # an action in words, before it is played (the Actions list, hints)
        "jido.crate_n": {"en": "crate {n}", "ja": "クレート{n}"},
        "jido.crate_centre": {"en": "the centre crate", "ja": "中央のクレート"},
        "jido.spot.0": {"en": "top left", "ja": "左上"},
        "jido.spot.1": {"en": "top middle", "ja": "中央上"},
        "jido.spot.2": {"en": "top right", "ja": "右上"},
        "jido.spot.3": {"en": "bottom left", "ja": "左下"},
        "jido.spot.4": {"en": "bottom middle", "ja": "中央下"},
        "jido.spot.5": {"en": "bottom right", "ja": "右下"},
        "jido.shift.right": {"en": "{n} right", "ja": "右へ{n}"},
        "jido.shift.left": {"en": "{n} left", "ja": "左へ{n}"},
        "jido.shift.up": {"en": "{n} up", "ja": "上へ{n}"},
        "jido.shift.down": {"en": "{n} down", "ja": "下へ{n}"},
        "jido.shift.turn": {"en": "turned {deg}°", "ja": "{deg}°回す"},
        "jido.shift.none": {"en": "where it is", "ja": "その場で"},
        "jido.does.take": {"en": "Take the drinks of {crate} that {card} names", "ja": "{crate}から{card}のドリンクを取る"},
        "jido.does.dump": {"en": "Tip {crate} into the machine (500)", "ja": "{crate}を自販機に投入（500円）"},
        "jido.does.swap_sides": {
            "en": "Swap drinks between the {side} side of {crate} and the {other_side} side of {other}",
            "ja": "{crate}の{side}の辺と{other}の{other_side}の辺でドリンクを入れ替える",
        },
        "jido.does.move_crate": {"en": "Move {crate}: {how}", "ja": "{crate}を動かす：{how}"},
        "jido.does.restack": {"en": "Move {drink} to {card}", "ja": "{drink}を{card}へ移す"},
        "jido.does.move": {"en": "Move {drink} to {crate}", "ja": "{drink}を{crate}へ動かす"},
        "jido.does.special_move": {"en": "Move {drink} to the {spot} spot of {crate} (500)", "ja": "{drink}を{crate}の{spot}へ動かす（500円）"},
        "jido.does.special_swap": {"en": "Swap {a} and {b} (1,000)", "ja": "{a}と{b}を入れ替える（1,000円）"},
        "jido.does.swap_drinks": {"en": "Swap {a} and {b}", "ja": "{a}と{b}を入れ替える"},
        "jido.does.reclaim": {"en": "Take back a discarded {coin}", "ja": "捨てた{coin}円を戻す"},
        # why a move is refused (the rules models)
        "jido.rule.over": {"en": "the game is over", "ja": "ゲームは終了しています"},
        "jido.rule.no_coin": {"en": "you have no {coin} coin left", "ja": "{coin}円玉が残っていません"},
        "jido.rule.no_note": {"en": "you have no {note} note left", "ja": "{note}円札が残っていません"},
        "jido.rule.spot_taken": {"en": "that spot is not empty", "ja": "その位置は空いていません"},
        "jido.rule.unknown_move": {"en": "the rules know no move {move}", "ja": "ルールに {move} という手はありません"},
        "jido.g06.no_match": {"en": "that crate holds no drink the card names", "ja": "そのクレートにはカードに合うドリンクがありません"},
        "jido.g06.two_crates": {"en": "a swap is between two crates", "ja": "入れ替えは2つのクレートの間で行います"},
        "jido.g06.same_length": {
            "en": "drinks are swapped across sides of the same length (long with long, short with short)",
            "ja": "入れ替えは同じ長さの辺どうしで行います（長い辺と長い辺、短い辺と短い辺）",
        },
        "jido.g06.choose_spots": {"en": "choose spots along the side where something moves", "ja": "辺に沿って、何かが動く位置を選んでください"},
        "jido.g06.crate_empty": {"en": "that crate is empty", "ja": "そのクレートは空です"},
        "jido.g06.off_table": {"en": "the crate would leave the table", "ja": "クレートがテーブルからはみ出します"},
        "jido.g06.crate_there": {"en": "crate {k} lies there", "ja": "そこにはクレート{k}があります"},
        "jido.g06.restack_sorted": {
            "en": "only a drink already on a stock card can be moved to its other card",
            "ja": "もう一方のカードへ移せるのは、すでにストックカードの上にあるドリンクだけです",
        },
        "jido.g06.restack_match": {"en": "{drink} does not match {card}", "ja": "{drink}は{card}に合いません"},
        "jido.g06.place_crates": {"en": "free placement moves drinks between crates", "ja": "自由配置はクレートの間でドリンクを動かします"},
        "jido.g07.card_up": {
            "en": "a card is face up: move a drink it names first",
            "ja": "表向きのカードがあります。先にそのカードのドリンクを動かしてください",
        },
        "jido.g07.deck_empty": {
            "en": "the deck is empty: the round is over (take money back, then end the round)",
            "ja": "山札がありません。ラウンドは終わりです（お金を戻してからラウンドを終えてください）",
        },
        "jido.g07.no_card": {"en": "no card is face up: draw one first", "ja": "表向きのカードがありません。先に1枚めくってください"},
        "jido.g07.not_named": {"en": "the face-up card does not name that drink", "ja": "表向きのカードはそのドリンクを指していません"},
        "jido.g07.other_crate": {"en": "the drink must go to another crate", "ja": "ドリンクは別のクレートへ動かします"},
        "jido.g07.same_spot_taken": {"en": "the same spot of that crate is not empty", "ja": "そのクレートの同じ位置が空いていません"},
        "jido.g07.adjacent": {
            "en": "a drink may only move to an adjacent crate (no diagonal moves)",
            "ja": "ドリンクは隣のクレートにしか動かせません（斜めは不可）",
        },
        "jido.g07.same_crate": {"en": "the two drinks must be different drinks in the same crate", "ja": "同じクレートの異なる2本を選んでください"},
        "jido.g07.aside_at_end": {"en": "set-aside cards are used at the end of the round", "ja": "脇に置いたカードはラウンドの終わりに使います"},
        "jido.g07.reclaim_what": {
            "en": "only discarded {coin} coins and {note} notes can be taken back",
            "ja": "戻せるのは捨てた{coin}円玉と{note}円札だけです",
        },
        "jido.g07.reclaim_cards": {"en": "taking back {coin} needs {need} set-aside card(s)", "ja": "{coin}円を戻すには脇に置いたカードが{need}枚必要です"},
        "jido.g07.reclaim_none": {"en": "no discarded {coin} to take back", "ja": "戻せる{coin}円がありません"},
        "jido.g07.round_not_over": {"en": "the round is not over: cards are left to draw", "ja": "ラウンドはまだ終わっていません。めくるカードが残っています"},
        "jido.g08.max_turns": {"en": "the game allows {n} turns", "ja": "このゲームは{n}手番までです"},
        "jido.g08.crate_first": {"en": "a crate moves at the start of a turn, before the swaps", "ja": "クレートは手番の初め、入れ替えの前に動かします"},
        "jido.g08.split": {
            "en": "lifting that crate would split the group in two, so it cannot move or turn",
            "ja": "そのクレートを持ち上げるとまとまりが2つに分かれるので、動かすことも回すこともできません",
        },
        "jido.g08.join": {
            "en": "a crate must join another crate along a side of the same length, on free spots",
            "ja": "クレートは空いた場所に置き、同じ長さの辺で別のクレートとつなげます",
        },
        "jido.g08.neighbours": {
            "en": "only drinks in neighbouring spots (side or corner) can swap",
            "ja": "入れ替えられるのは隣り合う位置（辺か角で接する）のドリンクだけです",
        },
        "jido.g08.not_begun": {"en": "nothing to end: the turn has not begun", "ja": "終える手番がありません。まだ手番が始まっていません"},
        "jido.g08.on_crate": {"en": "the crate would lie on another crate", "ja": "クレートが別のクレートに重なります"},
        # the form of an action dict (a script's words)
        "jido.arg.drink": {
            "en": "expected a drink such as red:short_can, not {value}",
            "ja": "red:short_can のようなドリンクを指定してください（{value} ではなく）",
        },
        "jido.arg.no_drink": {
            "en": "no drink {value}; drinks are COLOUR:SHAPE with colours {colours} and shapes {shapes}",
            "ja": "ドリンク {value} はありません。ドリンクは 色:形 で、色は {colours}、形は {shapes} です",
        },
        "jido.arg.card": {
            "en": "expected a stock card such as red or long_can, not {value}",
            "ja": "red や long_can のようなストックカードを指定してください（{value} ではなく）",
        },
        "jido.arg.no_card": {"en": "no stock card {value}", "ja": "ストックカード {value} はありません"},
        "jido.arg.no_colour": {"en": "no colour {value}; colours are {colours}", "ja": "色 {value} はありません。色は {colours} です"},
        "jido.arg.cell": {
            "en": "expected [col, row] with col 0 to {cols} and row 0 to {rows}, not {value}",
            "ja": "[列, 行]（列は0〜{cols}、行は0〜{rows}）を指定してください（{value} ではなく）",
        },
        "jido.arg.xy": {
            "en": "expected [x, y] with x a whole number from -3 to {w} and y from -3 to {h}, not {value}",
            "ja": "[x, y]（xは-3〜{w}、yは-3〜{h}の整数）を指定してください（{value} ではなく）",
        },
        "jido.arg.spot_side": {"en": "spot {spot} is not on the {side} side of crate {k}", "ja": "位置 {spot} はクレート{k}の{side}の辺にありません"},
        "jido.arg.not_in_game": {"en": "{value} is not in play in this game", "ja": "{value} はこのゲームでは使われていません"},
        "jido.solution_step": {"en": "{puzzle}: solution step {n} {action}: {why}", "ja": "{puzzle}：解答の{n}手目 {action}：{why}"},
        "jido.want.spots": {"en": "the [col, row] spots of the crate along its side", "ja": "クレートの辺に沿った [列, 行] の位置"},
        "jido.want.drink": {"en": "a drink such as blue:stubby_can", "ja": "blue:stubby_can のようなドリンク"},
        "jido.want.two_drinks": {"en": "two drinks: [DRINK, DRINK]", "ja": "2本のドリンク：[DRINK, DRINK]"},
        "jido.side.top": {"en": "top", "ja": "上"},
        "jido.side.right": {"en": "right", "ja": "右"},
        "jido.side.bottom": {"en": "bottom", "ja": "下"},
        "jido.side.left": {"en": "left", "ja": "左"},
        # the referee's notes
        "jido.note.came_out": {"en": "{n} came out", "ja": "{n}本出てきた"},
        "jido.note.came_out_jammed": {"en": "{n} came out; jammed inside: {jammed}", "ja": "{n}本出てきた。中で詰まった：{jammed}"},
        "jido.note.six_at_once": {"en": "six drinks at once: {n} x 100 from the bank", "ja": "6本同時：銀行から100円×{n}"},
        "jido.note.arranged": {"en": "crate {k} arranged", "ja": "クレート{k}を並べ替えた"},
        "jido.note.restacked": {"en": "{drink} moved to {card}", "ja": "{drink}を{card}へ移した"},
        "jido.note.placed": {"en": "placed {drink} freely", "ja": "{drink}を自由に置いた"},
        "jido.note.placed_crate": {"en": "placed crate {k} freely", "ja": "クレート{k}を自由に置いた"},
        "jido.note.swapped_freely": {"en": "swapped two drinks freely", "ja": "2本のドリンクを自由に入れ替えた"},
        "jido.note.drew_move": {
            "en": "drew {card}: move one drink it names to the same spot of another crate",
            "ja": "{card}をめくった：そのカードのドリンク1本を別のクレートの同じ位置へ動かす",
        },
        "jido.note.drew_home": {
            "en": "drew {card}: all its drinks are home, the card is set aside (worth {value})",
            "ja": "{card}をめくった：すべて定位置にあるので、カードを脇に置く（{value}円分）",
        },
        "jido.note.drew_spent": {
            "en": "drew {card}: no drink it names can move, the card is spent",
            "ja": "{card}をめくった：そのカードのドリンクは動かせないので、カードは使用済み",
        },
    }
)
