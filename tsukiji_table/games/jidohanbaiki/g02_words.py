"""G02 Magical Golden Ball Racer: action names, refusals, log lines and the end, in English and Japanese (``jido.g02.…``)."""

from __future__ import annotations

from ...text import add_strings

LANES = "ABCDEFGHIJKLMNO"


def spot_name(spot: tuple[int, int] | list[int]) -> str:
    """A road spot as players read it: lane letter (top to bottom) and coin number from the start line, ``D3``."""
    col, row = spot
    return f"{LANES[row] if 0 <= row < len(LANES) else '?'}{col + 1}"


add_strings(
    {
        # the actions
        "jido.g02.action.lay": {"en": "Lay a coin", "ja": "硬貨を置く"},
        "jido.g02.action.shift": {"en": "Move a laid coin", "ja": "置いた硬貨を動かす"},
        "jido.g02.action.take": {"en": "Take a drink", "ja": "ドリンクを取る"},
        "jido.g02.action.return": {"en": "Put a drink back", "ja": "ドリンクを戻す"},
        # refusals
        "jido.g02.why.over": {"en": "the race is over", "ja": "レースは終わっています"},
        "jido.g02.why.not_yet": {
            "en": "it is not your move yet: the player whose clock shows the fewest ticks moves next",
            "ja": "まだあなたの番ではありません。ティック数が最も少ないプレイヤーが次に動きます",
        },
        "jido.g02.why.not_racer": {"en": "only the Magical Golden Ball Racer moves the coins", "ja": "硬貨を動かせるのはマジカル黄金球レーサーだけです"},
        "jido.g02.why.racer_no_drinks": {"en": "the racer builds the road and takes no drinks", "ja": "レーサーは道を作る役で、ドリンクは取りません"},
        "jido.g02.why.no_coins": {
            "en": "all {n} 100 coins are on the table: move one already laid",
            "ja": "100円硬貨{n}枚はすべて置かれています。置いた硬貨を動かしてください",
        },
        "jido.g02.why.no_coin_there": {"en": "there is no coin on {spot}", "ja": "{spot}に硬貨はありません"},
        "jido.g02.why.same_spot": {"en": "the coin is already on {spot}", "ja": "硬貨はすでに{spot}にあります"},
        "jido.g02.why.goal_spot": {"en": "the 500 coin lies there", "ja": "そこには500円硬貨があります"},
        "jido.g02.why.off_road": {"en": "{spot} is off the table", "ja": "{spot}はテーブルの外です"},
        "jido.g02.why.spot_taken": {"en": "a coin already lies on {spot}", "ja": "{spot}にはすでに硬貨があります"},
        "jido.g02.why.not_in_crate": {"en": "the {drink} is not in your crate", "ja": "{drink}はあなたのクレートにありません"},
        "jido.g02.why.not_in_pool": {"en": "the {drink} is not on the table", "ja": "{drink}はテーブルにありません"},
        "jido.g02.why.crate_full": {"en": "your crate already holds {n} drinks", "ja": "クレートにはすでに{n}本入っています"},
        "jido.g02.why.same_colour": {
            "en": "the {drink} has the colour of the {other} already in your crate",
            "ja": "{drink}はクレートの{other}と同じ色です",
        },
        "jido.g02.why.same_shape": {
            "en": "the {drink} has the shape of the {other} already in your crate",
            "ja": "{drink}はクレートの{other}と同じ形状です",
        },
        "jido.g02.why.spot": {
            "en": "expected a spot [coin, lane] on the road, not {value}",
            "ja": "道のマス [硬貨, 列] を指定してください（{value}ではありません）",
        },
        # the log
        "jido.g02.log.racer": {
            "en": "{who} is the Magical Golden Ball Racer; the road is {n} coins long",
            "ja": "{who}がマジカル黄金球レーサー。道の長さは硬貨{n}枚分",
        },
        "jido.g02.log.teams": {"en": "team {k}: {who}", "ja": "チーム{k}：{who}"},
        "jido.g02.log.lay": {"en": "{who} lays a coin on {spot} (tick {t})", "ja": "{who}が硬貨を{spot}に置く（{t}ティック）"},
        "jido.g02.log.shift": {"en": "{who} moves a coin from {src} to {dst} (tick {t})", "ja": "{who}が硬貨を{src}から{dst}へ動かす（{t}ティック）"},
        "jido.g02.log.take": {
            "en": "{who} puts the {drink} in their crate, {k} of {n} (tick {t})",
            "ja": "{who}が{drink}をクレートに入れる（{k}/{n}本、{t}ティック）",
        },
        "jido.g02.log.return": {"en": "{who} puts the {drink} back on the table (tick {t})", "ja": "{who}が{drink}をテーブルに戻す（{t}ティック）"},
        "jido.g02.log.road_done": {
            "en": "{who}'s road joins the start line to the 500 coin in {t} ticks!",
            "ja": "{who}の道がスタートラインと500円硬貨をつないだ！（{t}ティック）",
        },
        "jido.g02.log.crate_done": {"en": "{who}'s crate is complete in {t} ticks!", "ja": "{who}のクレートが完成！（{t}ティック）"},
        "jido.g02.log.play_on": {"en": "The others play on until their clocks reach {t} ticks", "ja": "他のプレイヤーは{t}ティックまで続けます"},
        "jido.g02.log.winner": {"en": "{who} wins", "ja": "{who}の勝ち"},
        "jido.g02.log.called_off": {
            "en": "Nobody finished within {t} ticks: the race is called off",
            "ja": "{t}ティック以内に誰も完成しなかったので、レースは中止です",
        },
        # the panel and the end
        "jido.g02.racer": {"en": "Racer", "ja": "レーサー"},
        "jido.g02.team": {"en": "Team {k}", "ja": "チーム{k}"},
        "jido.g02.end.racer": {"en": "{who} (racer): {k} of {n} coins in line, {t} ticks", "ja": "{who}（レーサー）：硬貨{k}/{n}枚、{t}ティック"},
        "jido.g02.end.crate": {"en": "{who}: {k} of {n} drinks, {t} ticks", "ja": "{who}：ドリンク{k}/{n}本、{t}ティック"},
    }
)
