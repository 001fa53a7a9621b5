"""Who caused each transaction, and how far undo and redo go at a table with bots (no window needed)."""

from __future__ import annotations

from tsukiji_table.games.session import Session
from tsukiji_table.ui.decisions import Decisions

BOT_SEATS = {1}


def _table():
    session = Session.new("demo", 2, seed=1, options={"sticks": 21})
    table = session.table
    return session, table, Decisions(table, lambda seat: seat in BOT_SEATS), len(table.done)


def _take(session, decisions, seat: int, bot: bool = False) -> None:
    with decisions.group(bot=bot):
        session.game.play(session.table, seat, {"action": "take", "count": 1})


def _turn(session) -> int:
    return session.game.to_move(session.table)[0]


def _play_turns(session, decisions, n: int) -> None:
    for _ in range(n):
        seat = _turn(session)
        _take(session, decisions, seat, bot=seat in BOT_SEATS)


def test_undo_takes_the_bot_moves_on_top_and_the_persons_decision():
    session, table, decisions, floor = _table()
    _play_turns(session, decisions, 4)  # person, bot, person, bot in some order
    last_person = max(k for k, tx in enumerate(table.done) if tx.seat == 0)
    assert decisions.undo_count(floor) == len(table.done) - last_person


def test_a_batch_played_for_a_person_is_one_decision_bots_seats_included():
    session, table, decisions, floor = _table()
    if _turn(session) != 1:
        _take(session, decisions, 0)
        floor = len(table.done)
    with decisions.group():  # a secret step's batch: a bot seat's transaction inside a person's decision
        for _ in range(3):
            session.game.play(table, _turn(session), {"action": "take", "count": 1})
    assert decisions.undo_count(floor) == 3
    assert decisions.first_by_person(table.done[floor:]).seat == 0  # the undo message names the person's part


def test_only_bot_moves_leave_nothing_to_undo():
    session, table, decisions, floor = _table()
    while _turn(session) != 1:
        _take(session, decisions, _turn(session))
    floor = len(table.done)
    _take(session, decisions, 1, bot=True)
    assert decisions.undo_count(floor) == 0


def test_untagged_transactions_count_by_seat():
    session, table, _, floor = _table()
    for _ in range(4):
        session.game.play(table, _turn(session), {"action": "take", "count": 1})  # before any window saw them
    decisions = Decisions(table, lambda seat: seat in BOT_SEATS)
    last_person = max(k for k, tx in enumerate(table.done) if tx.seat == 0)
    assert decisions.undo_count(floor) == len(table.done) - last_person


def test_redo_brings_back_the_decision_and_the_bot_moves_after_it():
    session, table, decisions, floor = _table()
    _play_turns(session, decisions, 6)
    n = decisions.undo_count(floor)
    for _ in range(n):
        table.undo()
    decisions.note()
    assert decisions.redo_count() == n
    for _ in range(n):
        table.redo()
    decisions.note()
    assert decisions.redo_count() == 0
    assert decisions.undo_count(floor) == n  # the same transactions keep their tags through undo and redo
