"""Saves written by an earlier program (the code of 41afaab, December 2026) still load and replay.

Each was made by random legal play (`Session.new(game, players, seed=7)`, actions drawn with
`random.Random(3)`).  A change of what a transaction records (a variable's format, a fingerprint's
kind, the set-up's order) or a screen's layout file must not turn them away: a player's old save is
theirs.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tsukiji_table.games.session import Session, verify_save

SAVES = Path(__file__).parent / "data" / "saves"


@pytest.mark.parametrize("name", ["tsukiji_expansion_3p", "turin_3p", "g04_4p"])
def test_a_save_from_an_earlier_program_loads_and_replays_to_its_own_hash(name):
    path = SAVES / f"{name}.json"
    report = verify_save(path)
    assert report.ok, report.describe()
    session = Session.load(path)
    assert session.table.state_hash() == report.expected_hash
    seats = session.game.to_move(session.table)
    if seats:  # and play goes on from it
        action = next(iter(session.game.legal_actions(session.table, seats[0])))
        session.play(seats[0], action)
