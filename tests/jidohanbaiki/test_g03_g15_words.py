"""G03 and G15: log lines read from each transaction, refusals from the catalogue, both languages."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.contract import _mutations
from tsukiji_table.games.script import run_script
from tsukiji_table.games.selfplay import make_bot
from tsukiji_table.games.session import Session
from tsukiji_table.text import Message

from ..turin.test_words import _translated  # every message and the messages inside it in the catalogue, in both languages

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "jidohanbaiki"
NAMES = "ABCDEF"


def _render(lines: list[Message], lang: str) -> str:
    return " · ".join(m.render(lang, seat_name=lambda i: NAMES[i]) for m in lines)


def test_the_blue_stubby_can_example_is_logged_from_its_actions_in_both_languages() -> None:
    s = run_script(SCENARIOS / "g03_blue_stubby_can.yaml").session
    played = [tx for tx in s.table.done if tx.action is not None]
    seen_by_b = [_render(s.game.describe(s.table, tx, 1), "en") for tx in played]
    assert seen_by_b[:4] == [
        "A closed a fist on a bid",
        "B closed a fist on 0 · Fists open: A (100) and B (0) · Order of choice: A and B",
        "A takes crate 1: Mint green square bottle, Blue stubby can, Black not-longest bottle and Mint green longest bottle"
        " · B takes crate 2: Purple stubby can, Purple short can, Blue not-longest bottle and Red stubby can",
        "A brews column 3 and receives 600",
    ]
    assert _render(s.game.describe(s.table, played[0], 0), "en") == "A closed a fist on 100"
    assert _render(s.game.describe(s.table, played[3], 1), "ja") == "Aが3列目のお茶を作り、600円を受け取る"
    assert [tx.reveal for tx in played[:2]] == [False, True]


def test_the_first_hot_potato_turn_is_logged_for_each_seat_as_it_may_read_it() -> None:
    s = run_script(SCENARIOS / "g15_first_turn_three_players.yaml").session
    played = [tx for tx in s.table.done if tx.action is not None]
    assert _render(s.game.describe(s.table, played[0], 0), "en") == "A keeps Red"
    assert _render(s.game.describe(s.table, played[0], 1), "en") == "A keeps a card and shuffles the other into the deck"
    assert _render(s.game.describe(s.table, played[-1], 2), "ja") == (
        "Bが渡すドリンクを選んだ · Aが赤の長い缶、赤の最も長くはないボトルを渡した · Bが青の長い缶、白の四角いボトルを渡した"
        " · Cが青を公開：該当するドリンク4個、400円を支払う · Aの手番"
    )


@pytest.mark.parametrize(
    "game,players,options", [("jido:g03", 3, {"matcha": True, "ceremony": True, "market": True}), ("jido:g03", 2, {}), ("jido:g15", 4, {})]
)
def test_every_log_line_and_refusal_is_in_the_catalogue_in_both_languages(game: str, players: int, options: dict) -> None:
    s = Session.new(game, players, 8, options)
    bots = [make_bot(s.game, "heuristic" if seat % 2 else "random", seat, 8) for seat in range(players)]
    rng = random.Random(3)
    refusals = 0
    while not s.game.is_over(s.table):
        seat = s.game.to_move(s.table)[0]
        legal = list(s.game.legal_actions(s.table, seat))
        for wrong in _mutations(legal[rng.randrange(len(legal))], rng):
            if wrong in legal:
                continue
            try:
                s.game.play(s.table, seat, wrong)
            except IllegalAction as exc:
                _translated(exc.reason, f"refusal of {wrong}")
                refusals += 1
            else:
                s.table.undo()
        s.play(seat, bots[seat].act(s.game, s.table, seat))
    for tx in s.table.done:
        for viewer in range(players):
            for line in s.game.describe(s.table, tx, viewer):
                _translated(line, tx.label)
                assert line.render("ja") and line.render("en")
    assert refusals > 10
