"""G15 Drink Hot-Potato's words: log lines read from each transaction, refusals, in English and Japanese.

A give or a kept card is named only to its own seat until it is shown;
everything the referee does by itself (the gives handed over, the card
shown and paid for, a reshuffle, the next turn, the end) is read from the
variables the transaction set.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...table import SetVar, Transaction
from ...text import Message, Seat, add_strings, msg

if TYPE_CHECKING:
    from .g15 import HotPotato


def consequences(game: HotPotato, tx: Transaction, viewer: int | None) -> list[Message]:
    out: list[Message] = []
    for cmd in tx.commands:
        if not isinstance(cmd, SetVar) or cmd.delete:
            continue
        name, after = cmd.name, cmd.after
        if name == "given" and after:
            for s, ds in after:
                out.append(msg("jido.g15.log.gave", who=Seat(s), drinks=[game.words.drink(game.codes[f"drink.{d}"]) for d in ds]))
        elif name == "shown" and after.get("card"):
            card = game.words.card(game.codes[after["card"]])
            out.append(msg("jido.g15.log.shown", who=Seat(after["seat"]), card=card, n=after["matches"], paid=after["paid"]))
        elif name == "reshuffles":
            out.append(msg("jido.g15.log.reshuffle"))
        elif name == "active":
            out.append(msg("jido.g15.log.turn", who=Seat(after)))
        elif name == "phase" and after == "over":
            out.append(msg("jido.g15.log.over"))
    return out


add_strings(
    {
        "jido.g15.action.keep": {"en": "Keep a card", "ja": "カードを手札にする"},
        "jido.g15.action.give": {"en": "Give a drink", "ja": "ドリンクを渡す"},
        "jido.g15.does.keep": {"en": "Keep {card}", "ja": "{card}を手札にする"},
        "jido.g15.does.give": {"en": "Give the {drink}", "ja": "{drink}を渡す"},
        "jido.g15.log.keep": {"en": "{who} keeps a card and shuffles the other into the deck", "ja": "{who}がカードを1枚残し、もう1枚を山札に入れた"},
        "jido.g15.log.keep_own": {"en": "{who} keeps {card}", "ja": "{who}は{card}を手札にした"},
        "jido.g15.log.give": {"en": "{who} chose a drink to give", "ja": "{who}が渡すドリンクを選んだ"},
        "jido.g15.log.give_own": {"en": "{who} will give the {drink}", "ja": "{who}は{drink}を渡す"},
        "jido.g15.log.gave": {"en": "{who} hands over the {drinks}", "ja": "{who}が{drinks}を渡した"},
        "jido.g15.log.shown": {
            "en": "{who} shows {card} (drinks that match: {n}) and pays {paid} yen",
            "ja": "{who}が{card}を公開：該当するドリンク{n}個、{paid}円を支払う",
        },
        "jido.g15.log.reshuffle": {"en": "The deck is down to one card: shuffled with the discards", "ja": "山札が残り1枚：捨て札と一緒に切り直す"},
        "jido.g15.log.turn": {"en": "{who}'s turn", "ja": "{who}の手番"},
        "jido.g15.log.over": {"en": "A player has no coins left: the game is over", "ja": "硬貨がなくなったプレイヤーが出たので終了"},
        "jido.g15.why.not_in_hand": {"en": "{card} is not one of your two cards", "ja": "{card}はあなたの2枚のカードにありません"},
        "jido.g15.why.not_held": {"en": "you do not hold the {drink}", "ja": "{drink}を持っていません"},
        "jido.g15.why.chosen": {"en": "you already chose the {drink}", "ja": "{drink}はすでに選びました"},
    }
)
