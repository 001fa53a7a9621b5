"""Every string a player reads is a translated sentence, never an internal id (issue 17, item 14)."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import tsukiji_table
from tests import wording


def _every_module() -> None:
    for info in pkgutil.walk_packages(tsukiji_table.__path__, "tsukiji_table."):
        if not info.name.endswith("__main__"):
            importlib.import_module(info.name)  # modules add their strings on import
    from tsukiji_table.ui import plugin

    plugin.discover()


def test_every_catalogue_entry_is_a_pair_of_translated_sentences():
    _every_module()
    problems = wording.catalogue_problems()
    report = "\n".join(f"{key} ({wording.where_defined(key)}): {why}" for key, why in problems)
    assert not problems, f"{len(problems)} catalogue problems:\n{report}"


def test_every_refusal_raised_in_the_suite_is_in_words():
    found = sorted(wording.RECORDER.findings(), key=lambda f: (f.kind, f.origin))
    counts = ", ".join(f"{n} {kind}" for kind, n in sorted(wording.RECORDER.counts.items()))
    report = "\n".join(f.line() for f in found)
    assert not found, f"{len(found)} refusals or shown texts are not words (recorded: {counts}):\n{report}"


def test_an_unknown_game_is_answered_with_the_games_by_name(capsys):
    from tsukiji_table.cli import main

    assert main(["play", "chess"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'chess'" in err
    assert "turin (Turin Market)" in err and "jido:g06 (Recycling Sorter)" in err and "free:turin" in err
    assert "sandbox" not in err and "referee" not in err


def test_a_free_table_is_typed_by_its_name():
    from tsukiji_table.ui.launch import make_session

    assert make_session("free:turin", 3, 1).game.id == "sandbox:turin"


def _games_in_scope() -> list[str]:
    from tsukiji_table.games.registry import all_games

    return [g.id for g in all_games(listed_only=False) if g.actions]


@pytest.mark.parametrize("game_id", _games_in_scope())
def test_every_action_a_game_offers_and_every_log_line_reads_as_words(game_id):
    """What the Actions list, a hint and the log say of a game's actions: translated sentences, no ids."""
    import random

    from tsukiji_table.games.session import Session

    problems: dict[str, list[str]] = {}

    def check(what: str, message) -> None:
        found = wording.message_problems(message)
        if found:
            problems.setdefault(f"{what}: {message.render('en')} / {message.render('ja')}", found)

    for seed in (1, 2):
        session = Session.new(game_id, None, seed, {})
        game, table, rng = session.game, session.table, random.Random(seed)
        for name in game._specs:
            check("action name", game.action_title(name))
        for _ in range(12):
            if game.is_over(table):
                break
            seat = game.to_move(table)[0]
            actions = list(game.legal_actions(table, seat))
            for action in actions:
                check(f"action {action}", game.describe_action(table, action))
            tx = game.play(table, seat, rng.choice(actions))
            for line in game.describe(table, tx, None):
                check(f"log of {tx.action}", line)
    assert not problems, "\n".join(f"{k}\n    {'; '.join(v)}" for k, v in problems.items())


def test_an_english_count_agrees_with_its_number_and_the_japanese_is_untouched():
    from tsukiji_table.text import add_strings, msg

    add_strings({"test.words.counted": {"en": "{who} put {n} {n|drink|drinks} in", "ja": "{who}がドリンク{n}本を投入"}})
    assert msg("test.words.counted", who="Ann", n=1).render("en") == "Ann put 1 drink in"
    assert msg("test.words.counted", who="Ann", n=6).render("en") == "Ann put 6 drinks in"
    assert msg("test.words.counted", who="Ann", n=0).render("en") == "Ann put 0 drinks in"
    assert msg("test.words.counted", who="Ann", n=1).render("ja") == "Annがドリンク1本を投入"
