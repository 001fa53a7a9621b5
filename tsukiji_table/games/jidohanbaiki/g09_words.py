"""G09 Exploding Cans: refusals, log lines and the end, in English and Japanese (``jido.g09.…``)."""

from __future__ import annotations

from ...text import add_strings


def square_name(square: int, cols: int = 6) -> str:
    """A square as players call it: column letter, row number (``A1`` top left)."""
    return f"{'ABCDEFGHIJKL'[square % cols]}{square // cols + 1}"


add_strings(
    {
        # refusals
        "jido.g09.why.over": {"en": "the game is over", "ja": "ゲームは終了しています"},
        "jido.g09.why.no_square": {
            "en": "{at} is not a square of the board (columns 0-{cols}, rows 0-{rows})",
            "ja": "{at} は盤上のマスではありません（列0〜{cols}、行0〜{rows}）",
        },
        "jido.g09.why.not_yours": {"en": "the {drink} is not your colour", "ja": "{drink}はあなたの色ではありません"},
        "jido.g09.why.not_in_stock": {"en": "the {drink} is not in your stock", "ja": "{drink}はストックにありません"},
        "jido.g09.why.taken": {"en": "square {square} is not empty", "ja": "マス{square}は空いていません"},
        "jido.g09.why.not_on_board": {"en": "the {drink} is not on the board", "ja": "{drink}は盤上にありません"},
        "jido.g09.why.not_explosive": {
            "en": "only a short can or a long can explodes, not the {drink}",
            "ja": "爆発させられるのは「短い缶」か「長い缶」だけです（{drink}は不可）",
        },
        "jido.g09.why.not_straight": {
            "en": "the {drink} moves along its row or column only",
            "ja": "{drink}は縦または横にしか移動できません",
        },
        "jido.g09.why.blocked": {
            "en": "the {drink} cannot pass over a drink as long as itself or longer",
            "ja": "{drink}は同じ形状やより長いドリンクを飛び越えられません",
        },
        # the log
        "jido.g09.log.place": {"en": "{who} places the {drink} on {square}", "ja": "{who}が{drink}を{square}に置く"},
        "jido.g09.log.move": {"en": "{who} moves the {drink} from {src} to {dst}", "ja": "{who}が{drink}を{src}から{dst}へ移動"},
        "jido.g09.log.explode": {"en": "{who} explodes the {drink} on {square}", "ja": "{who}が{square}の{drink}を爆発させる"},
        "jido.g09.log.destroyed": {"en": "destroyed: {drinks}", "ja": "破壊：{drinks}"},
        "jido.g09.log.chain": {"en": "chain reaction: {drinks} exploded too", "ja": "連鎖反応：{drinks}も爆発"},
        "jido.g09.log.end_placed": {"en": "{who} has placed every drink: the game ends", "ja": "{who}がドリンクをすべて置いたので、ゲーム終了"},
        "jido.g09.log.end_limit": {"en": "{n} rounds played: the game ends", "ja": "{n}ラウンド経過したので、ゲーム終了"},
        "jido.g09.log.final": {"en": "{who}: {points} points", "ja": "{who}：{points}点"},
        # the end, for the score breakdown
        "jido.g09.where.stock": {"en": "in stock", "ja": "ストック"},
        "jido.g09.where.board": {"en": "on the board", "ja": "盤上"},
        "jido.g09.where.destroyed": {"en": "destroyed", "ja": "破壊"},
    }
)
