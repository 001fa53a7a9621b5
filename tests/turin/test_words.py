"""The referee's words: log lines built from each transaction's action, refusals from the catalogue, both languages."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.contract import _mutations
from tsukiji_table.games.script import run_script
from tsukiji_table.games.selfplay import make_bot
from tsukiji_table.games.session import Session
from tsukiji_table.text import CATALOGUE, Message

from .helpers import act, bid_all, choose_all, new, pick_all

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "turin"
NAMES = "ABCDE"


def _render(lines: list[Message], lang: str) -> str:
    return " · ".join(m.render(lang, seat_name=lambda i: NAMES[i]) for m in lines)


def _translated(message: Message, where: str) -> None:
    """``message`` and every message inside it are catalogue entries with English and Japanese."""
    assert message.key is not None, f"{where}: untranslated text {message.text!r}"
    entry = CATALOGUE.get(message.key)
    assert entry is not None and entry.get("en") and entry.get("ja"), f"{where}: {message.key} lacks English or Japanese"
    for value in message.params.values():
        for inner in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(inner, Message):
                _translated(inner, where)


def test_the_worked_example_is_logged_from_its_actions_in_both_languages() -> None:
    s = run_script(SCENARIOS / "worked_example_tie_rebid.yaml").session
    played = [tx for tx in s.table.done if tx.action is not None]
    en = [_render(s.game.describe(s.table, tx, 0), "en") for tx in played]
    assert en == [
        "A chose a card face down",
        "B chose a card face down",
        "All chosen cards turned up: Chocolate card #11, Hazelnuts card #4 and Coffee card #3",
        "C made a sealed bid",
        "A made a sealed bid",
        "Bids: A (2), B (2) and C (4) · A and B tie and re-bid",
        "B re-bid in secret",
        "Re-bids: A (0) and B (1)",
        "C took the Chocolate card #11 and Coffee card #3 · B took the Hazelnuts card #4",
    ]
    ja = _render(s.game.describe(s.table, played[5], 0), "ja")
    assert ja == "競り：A（2）、B（2）、C（4） · A、Bが同額で追加の競りへ"
    assert [tx.reveal for tx in played] == [False, False, True, False, False, True, False, True, False]


def test_log_lines_come_from_the_action_not_the_label() -> None:
    s = new(3)
    choose_all(s)
    act(s, 0, "bid", amount=6)
    tx = s.table.done[-1]
    assert "6" not in tx.label, "a sealed bid's note in the save does not repeat the amount"
    relabelled = type(tx)("something else entirely", tx.seat, tx.commands, tx.digest, tx.action, tx.reveal)
    assert s.game.describe(s.table, relabelled, 1) == s.game.describe(s.table, tx, 1)


def _games() -> list[Session]:
    """Self-played games that between them use every action: ties, the goose, a series, free play."""
    out = []
    for players, options in ((2, {"series": 3}), (3, {"goose": "tiebreak"}), (4, {}), (5, {"goose": "handicap", "scudo": "hidden"})):
        s = new(players, seed=40 + players, **options)
        bots = [make_bot(s.game, "heuristic" if seat % 2 else "random", seat, 3) for seat in range(players)]
        while not s.game.is_over(s.table):  # random and heuristic bots: offers, buys, loans, ties, tosses
            seat = s.game.to_move(s.table)[0]
            s.play(seat, bots[seat].act(s.game, s.table, seat))
        out.append(s)
    s = new(3, mode="free")
    act(s, 0, "set_mode", mode="assisted")
    act(s, 0, "move", piece="c01", to="p1.won", confirmed=True)
    act(s, 1, "pay", **{"from": "p1.money", "to": "p2.money", "amount": 3}, confirmed=True)
    choose_all(s)
    bid_all(s, [3, 2, 1])
    pick_all(s)
    card = s.table.in_zone("p0.won")[-1]
    act(s, 0, "offer", card=card, price=2)
    act(s, 1, "buy", card=card, together=[2])
    act(s, 0, "sell_to", card=card, buyer=2)
    act(s, 2, "end_game", confirmed=True)
    out.append(s)
    s = new(3, goose="tiebreak")  # a tie the goose decides
    choose_all(s)
    bid_all(s, [2, 2, 1])
    act(s, 0, "goose", to=1)
    out.append(s)
    s = new(3)  # a tie both re-bid nothing: cards back to the box
    choose_all(s)
    bid_all(s, [2, 2, 1])
    act(s, 0, "rebid", amount=0)
    act(s, 1, "rebid", amount=0)
    act(s, 0, "return_cards", cards=s.table.in_zone("lot")[:2])
    out.append(s)
    return out


def test_every_action_has_log_lines_in_english_and_japanese_for_every_seat() -> None:
    seen: set[str] = set()
    for s in _games():
        for tx in s.table.done:
            if tx.action is None:
                continue
            seen.add(tx.action["action"])
            for viewer in range(s.table.players):
                lines = s.game.describe(s.table, tx, viewer)
                assert lines, f"no log line for {tx.action}"
                for line in lines:
                    _translated(line, str(tx.action))
                for lang in ("en", "ja"):
                    text = _render(lines, lang)
                    assert "{" not in text and "turin." not in text, text
    every = {spec.name for spec in s.game._specs.values()}
    assert seen == every, f"actions never logged here: {every - seen}"


def _probes(s: Session, rng: random.Random) -> list[tuple[int, dict[str, Any]]]:
    """Actions that are mostly illegal now: listed ones changed, by other seats, of other steps, of free play."""
    game, table = s.game, s.table
    out: list[tuple[int, dict[str, Any]]] = []
    for seat in range(table.players):
        legal = list(game.legal_actions(table, seat))
        if legal:
            out.extend((seat, a) for a in _mutations(legal[rng.randrange(len(legal))], rng))
        out += [
            (seat, {"action": "choose_card", "card": rng.choice(["c01", "c07", "c18", "c99"])}),
            (seat, {"action": "bid", "amount": rng.choice([-1, 0, 3, 40])}),
            (seat, {"action": "rebid", "amount": 1}),
            (seat, {"action": "goose", "to": rng.randrange(6)}),
            (seat, {"action": "pick", "cards": ["c01", "c01"]}),
            (seat, {"action": "return_cards", "cards": ["c02"]}),
            (seat, {"action": "offer", "card": rng.choice(["c03", "c12"]), "price": rng.choice([0, 2, 90])}),
            (seat, {"action": "withdraw", "card": "c05"}),
            (seat, {"action": "pass"}),
            (seat, {"action": "buy", "card": "c06", "together": [rng.randrange(7)]}),
            (seat, {"action": "sell_to", "card": "c06", "buyer": 1}),
            (seat, {"action": "take_loan"}),
            (seat, {"action": "next_game"}),
            (seat, {"action": "move", "piece": rng.choice(["c01", "nothing"]), "to": rng.choice(["p0.money", "lot", "nowhere"])}),
            (seat, {"action": "pay", "from": "p0.money", "to": rng.choice(["p0.money", "pot", "bank"]), "amount": rng.choice([1, 99])}),
            (seat, {"action": "end_game"}),
            (seat, {"action": "set_mode", "mode": game.mode(table)}),
            (seat, "not an action"),  # type: ignore[list-item]
        ]
    return out


def test_every_refusal_is_a_catalogue_message_in_english_and_japanese() -> None:
    rng = random.Random(5)
    keys: set[str] = set()
    for k, (players, mode) in enumerate(((2, "strict"), (3, "assisted"), (4, "free"), (5, "assisted"), (3, "free"))):
        s = new(players, seed=k, mode=mode, goose="tiebreak" if k % 2 else "off")
        bot = make_bot(s.game, "random", 0, k)
        for _ in range(60):
            if s.game.is_over(s.table):
                break
            for seat, action in _probes(s, rng):
                before = s.table.state_hash()
                try:
                    s.play(seat, action)
                except IllegalAction as exc:
                    _translated(exc.reason, f"{action} by seat {seat}")
                    keys.add(exc.reason.key or "")
                    assert s.table.state_hash() == before
                else:
                    while s.table.state_hash() != before:
                        s.table.undo()
            seat = s.game.to_move(s.table)[0]
            s.play(seat, bot.act(s.game, s.table, seat))
    turin_keys = {k for k in keys if k.startswith("turin.why.")}
    assert len(turin_keys) >= 15, sorted(turin_keys)  # the probes reach most of the game's own refusals
