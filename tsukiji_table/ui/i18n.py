"""Every string the window shows, in English and Japanese.

``tr("key", name="Aiko")`` gives the string in the current language with its
``{placeholders}`` filled in.  Piece and zone names come from the rules data
(``names: {en, ja}``) through :func:`local`.  The language can change at run
time; cached text surfaces are keyed by the string itself, so a switch needs
no flush.  Game screens add their own strings with :func:`add_strings`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from ..text import CATALOGUE, LANGUAGES, Message, Seat, add_strings, all_strings, language, local, msg, render_value, set_language, tr

__all__ = [
    "CATALOGUE",
    "LANGUAGES",
    "Message",
    "Seat",
    "add_strings",
    "all_strings",
    "failure",
    "language",
    "local",
    "msg",
    "reason",
    "render_value",
    "set_language",
    "tr",
]


def reason(exc: BaseException, seat_name: Callable[[int], str] | None = None) -> str:
    """Why a refusal was made (an ``IllegalAction``, a ``GestureError``), in the language in use, seats by their names.

    Anything else that went wrong is not the player's doing: see :func:`failure`.
    """
    why = getattr(exc, "reason", None)
    if isinstance(why, Message):
        return why.render(seat_name=seat_name)
    return failure(exc)


def failure(exc: BaseException) -> str:
    """What the window says when the program itself failed (a table or physics error): the words
    for the player, the error's own English on the console for a bug report."""
    why = getattr(exc, "reason", None)
    if isinstance(why, Message):
        return why.render()
    print(f"tsukiji-table: {type(exc).__name__}: {exc}", file=sys.stderr)
    return tr("msg.program_error")


_WINDOW_STRINGS: dict[str, dict[str, str]] = {
    # menu
    "app.title": {"en": "Tsukiji Table", "ja": "築地テーブル"},
    "menu.subtitle": {"en": "Three Jordan Draper games on one table", "ja": "ジョーダン・ドレイパーの3つのゲームを1つのテーブルで"},
    "menu.games": {"en": "Games", "ja": "ゲーム"},
    "menu.free_tables": {"en": "Free tables", "ja": "フリーテーブル"},
    "menu.players": {"en": "Players", "ja": "プレイヤー数"},
    "menu.names": {"en": "Names", "ja": "名前"},
    "menu.options": {"en": "Options", "ja": "オプション"},
    "menu.mode": {"en": "Mode", "ja": "モード"},
    "menu.language": {"en": "Language", "ja": "言語"},
    "menu.seed": {"en": "Seed", "ja": "シード"},
    "menu.start": {"en": "Start", "ja": "開始"},
    "menu.continue": {"en": "Continue...", "ja": "再開…"},
    "menu.load": {"en": "Load...", "ja": "ロード…"},
    "menu.quit": {"en": "Quit", "ja": "終了"},
    "menu.no_autosave": {"en": "No autosave yet", "ja": "オートセーブはまだありません"},
    "menu.no_saves": {"en": "No saved games in {path}", "ja": "{path} にセーブデータがありません"},
    "menu.saves": {"en": "Saved games", "ja": "セーブデータ"},
    "menu.back": {"en": "Back", "ja": "戻る"},
    "menu.random": {"en": "random", "ja": "ランダム"},
    "menu.player_n": {"en": "Player {n}", "ja": "プレイヤー{n}"},
    "menu.pick_game": {"en": "Choose a game", "ja": "ゲームを選んでください"},
    "menu.no_games": {"en": "No refereed game is installed yet: play on a free table.", "ja": "ルール付きのゲームはまだありません。フリーテーブルで遊べます。"},
    "mode.free": {"en": "Free", "ja": "フリー"},
    "mode.assisted": {"en": "Assisted", "ja": "アシスト"},
    "mode.strict": {"en": "Strict", "ja": "厳格"},
    "lang.en": {"en": "English", "ja": "English"},
    "lang.ja": {"en": "日本語", "ja": "日本語"},
    "opt.on": {"en": "on", "ja": "あり"},
    "opt.off": {"en": "off", "ja": "なし"},
    "opt.open": {"en": "open", "ja": "公開"},
    "opt.hidden": {"en": "hidden", "ja": "非公開"},
    # table
    "hud.viewing": {"en": "{name}'s view", "ja": "{name}の視点"},
    "hud.undo": {"en": "Undo", "ja": "元に戻す"},
    "hud.redo": {"en": "Redo", "ja": "やり直し"},
    "hud.save": {"en": "Save", "ja": "セーブ"},
    "hud.menu": {"en": "Menu", "ja": "メニュー"},
    "hud.fit": {"en": "Fit", "ja": "全体表示"},
    "hud.pass": {"en": "Pass on", "ja": "次の人へ"},
    "hud.bid": {"en": "Sealed bid", "ja": "秘密の入札"},
    "hud.help": {"en": "Help", "ja": "ヘルプ"},
    "hud.mode": {"en": "Mode: {mode}", "ja": "モード：{mode}"},
    "hud.step": {"en": "Step {n}", "ja": "手順 {n}"},
    "help.text": {
        "en": "Drag: move · Shift+drag: whole stack · Ctrl+drag: select · Right drag / middle: pan · Wheel: zoom · Home: fit · "
        "F flip · Q/E rotate · S shuffle · D draw · Ctrl+Z/Y undo/redo · Ctrl+S save · Tab pass on · Space: bot moves now · B fast bots · F2 English/日本語 · Esc menu",
        "ja": "ドラッグ：移動 · Shift+ドラッグ：山ごと · Ctrl+ドラッグ：範囲選択 · 右/中ドラッグ：スクロール · ホイール：ズーム · Home：全体 · "
        "F 裏返す · Q/E 回転 · S シャッフル · D 引く · Ctrl+Z/Y 元に戻す/やり直し · Ctrl+S セーブ · Tab 次の人へ · スペース：CPUがすぐ動く · B CPUを速く · F2 English/日本語 · Esc メニュー",
    },
    "act.flip": {"en": "Flip", "ja": "裏返す"},
    "act.rotate_left": {"en": "Rotate left", "ja": "左に回す"},
    "act.rotate_right": {"en": "Rotate right", "ja": "右に回す"},
    "act.shuffle": {"en": "Shuffle", "ja": "シャッフル"},
    "act.draw": {"en": "Draw one", "ja": "1つ引く"},
    "act.take_top": {"en": "Take the top one", "ja": "一番上を取る"},
    "act.to_hand": {"en": "Into my hand", "ja": "手札に加える"},
    "act.to_area": {"en": "In front of me", "ja": "自分の手元へ"},
    "act.to_table": {"en": "Onto the play area", "ja": "プレイエリアへ"},
    "act.pay": {"en": "Pay {who}...", "ja": "{who}に支払う…"},
    "act.take_money": {"en": "Take from the bank...", "ja": "銀行から受け取る…"},
    "act.change": {"en": "Change a {coin}", "ja": "{coin}を両替"},
    "act.cancel": {"en": "Cancel", "ja": "キャンセル"},
    "act.ok": {"en": "OK", "ja": "OK"},
    "act.yes": {"en": "Yes", "ja": "はい"},
    "act.no": {"en": "No", "ja": "いいえ"},
    "act.legal": {"en": "Rules: {what}", "ja": "ルール：{what}"},
    "ask.amount": {"en": "How much?", "ja": "金額は？"},
    "ask.the_move": {"en": "{what} from {src} to {dst}", "ja": "{what}を{src}から{dst}へ"},
    "ask.anyway_move": {
        "en": "Move {move}? That is not a legal move ({why}). Do it anyway?",
        "ja": "{move}動かしますか？ルール上できない動きです（{why}）。それでも行いますか？",
    },
    "ask.anyway": {"en": "That is not a legal move ({why}). Do it anyway?", "ja": "ルール上できない動きです（{why}）。それでも行いますか？"},
    "msg.saved": {"en": "Saved to {path}", "ja": "{path} にセーブしました"},
    "msg.save_failed": {"en": "Could not save: {why}", "ja": "セーブできませんでした：{why}"},
    "msg.loaded": {"en": "Loaded {path}", "ja": "{path} をロードしました"},
    "menu.opening": {"en": "Opening {name}", "ja": "{name} を開いています"},
    "msg.load_failed": {"en": "Could not load: {why}", "ja": "ロードできませんでした：{why}"},
    "msg.undone": {"en": "Undone: {what}", "ja": "元に戻しました：{what}"},
    "msg.redone": {"en": "Redone: {what}", "ja": "やり直しました：{what}"},
    "msg.nothing_undo": {"en": "Nothing to undo", "ja": "元に戻す操作はありません"},
    "undo.blocked": {
        "en": "Cannot undo {what}: it showed the table something hidden. Undo stops at the last reveal (free mode may go further).",
        "ja": "「{what}」は元に戻せません：隠れていたものが公開されました。元に戻すのは最後の公開までです（フリーモードではさらに戻せます）。",
    },
    "undo.free_reveal": {
        "en": "Free mode: undoing {what} goes back past a reveal, and everyone has seen what it showed. Undo anyway?",
        "ja": "フリーモード：「{what}」を元に戻すと公開より前に戻ります。公開された内容は全員が見ています。それでも戻しますか？",
    },
    "undo.consent": {
        "en": "{who}: {asker} asks to take back your move ({what}). Do you agree?",
        "ja": "{who}さん：{asker}さんがあなたの手（{what}）を元に戻したいそうです。同意しますか？",
    },
    "undo.refused": {"en": "{who} did not agree to undo {what}", "ja": "{who}さんは「{what}」を元に戻すことに同意しませんでした"},
    "msg.nothing_redo": {"en": "Nothing to redo", "ja": "やり直す操作はありません"},
    "msg.cannot": {"en": "Cannot do that: {why}", "ja": "できません：{why}"},
    "msg.program_error": {
        "en": "the program could not do it (an error of the program; the details are on the console)",
        "ja": "プログラムのエラーで実行できませんでした（詳細はコンソールに出力しました）",
    },
    "msg.no_rule_for": {"en": "{move}: no rule matches this move", "ja": "{move}：この動きに合うルールがありません"},
    "msg.no_draw_place": {"en": "there is no place to draw to", "ja": "引いたものを置く場所がありません"},
    "zone.bank": {"en": "Bank", "ja": "銀行"},
    "zone.pot": {"en": "Pot", "ja": "ポット"},
    "zone.pile": {"en": "Pile", "ja": "山"},
    "zone.money": {"en": "Money", "ja": "お金"},
    "zone.unnamed": {"en": "a place on the table", "ja": "テーブル上の場所"},
    "zone.crates": {"en": "Crates", "ja": "クレート"},
    "msg.illegal": {"en": "Not allowed: {why}", "ja": "ルール上できません：{why}"},
    "msg.strict_only": {
        "en": "Strict mode: only the game's actions (drag them, or use Actions...)",
        "ja": "厳格モード：ゲームの行動だけができます（ドラッグするか「行動…」から）",
    },
    "msg.not_yours": {"en": "Not your turn", "ja": "あなたの番ではありません"},
    "msg.no_legal_drag": {"en": "no rule matches this move", "ja": "この動きに合うルールがありません"},
    "msg.game_over": {"en": "The game is over", "ja": "ゲーム終了"},
    "msg.empty": {"en": "It is empty", "ja": "空です"},
    "msg.sealed": {"en": "Look, but never touch: {where}", "ja": "見るだけで、触れてはいけません：{where}"},
    "tip.count": {"en": "{n} in this stack", "ja": "この山に{n}個"},
    "tip.hidden": {"en": "Hidden", "ja": "非公開"},
    "tip.face_down": {"en": "face down", "ja": "裏向き"},
    "tip.assumed": {"en": "Assumed: {note}", "ja": "推定値：{note}"},
    "field.count": {"en": "count", "ja": "個数"},
    "field.denomination": {"en": "value", "ja": "額面"},
    "field.colour": {"en": "colour", "ja": "色"},
    "tip.copies": {"en": "{n} in the box", "ja": "箱に{n}個"},
    "tip.value": {"en": "Value {value}", "ja": "額面 {value}"},
    "tip.total": {"en": "Total {amount}", "ja": "合計 {amount}"},
    "tip.zone": {"en": "In: {zone}", "ja": "場所：{zone}"},
    "tip.closed_purse": {"en": "Closed purse", "ja": "閉じた財布"},
    "tip.private": {"en": "Only {name} sees this", "ja": "{name}だけが見られます"},
    # pass-and-play
    "handoff.title": {"en": "Pass to {name}", "ja": "{name}さんに渡してください"},
    "handoff.open": {"en": "Over to {name} (nothing is hidden now: no cover)", "ja": "{name}さんの番です（今は隠すものがないので目隠しなし）"},
    "handoff.click": {"en": "Click when ready", "ja": "準備ができたらクリック"},
    "handoff.why": {"en": "The screen is covered so nobody sees another player's secrets.", "ja": "ほかの人の秘密が見えないよう、画面を隠しています。"},
    "secret.bid_title": {"en": "{name}: your secret bid", "ja": "{name}：秘密の入札"},
    "secret.card_title": {"en": "{name}: choose a card in secret", "ja": "{name}：カードをこっそり選ぶ"},
    "secret.hint": {
        "en": "Type a number or use + and −, then Confirm. Nobody else sees it until everyone has chosen.",
        "ja": "数字を入力するか＋と−で決め、「決定」を押してください。全員が選ぶまで誰にも見えません。",
    },
    "secret.confirm": {"en": "Confirm", "ja": "決定"},
    "secret.reveal": {"en": "Everyone has chosen: reveal!", "ja": "全員が選びました。公開！"},
    "secret.results": {"en": "Revealed", "ja": "公開"},
    "secret.no_cards": {"en": "No cards in hand", "ja": "手札がありません"},
    "secret.done": {"en": "Continue", "ja": "続ける"},
    # end
    "end.title": {"en": "Final scores", "ja": "最終得点"},
    "end.winner": {"en": "Winner: {names}", "ja": "勝者：{names}"},
    "end.close": {"en": "Back to the table", "ja": "テーブルに戻る"},
    "seat.default": {"en": "Player {n}", "ja": "プレイヤー{n}"},
    "zone.unplaced": {"en": "Other zones", "ja": "その他の場所"},
    "log.title": {"en": "Log", "ja": "記録"},
    "err.title": {"en": "Something went wrong", "ja": "問題が発生しました"},
}

add_strings(_WINDOW_STRINGS)
