"""Saves written by an earlier program (the code of 41afaab, December 2026) still load and replay.

Each was made by random legal play (`Session.new(game, players, seed=7)`, actions drawn with
`random.Random(3)`).  ``g08m_4p`` and ``g10_3p`` were made so by the code of a8f130b, whose party
games recorded an action and the turn it passed on in two writes (a variable set and set back) and
an empty note of events at every action: the referee now writes both at once and leaves the empty
note out, and these logs still replay through it.  A change of what a transaction records (a variable's format, a fingerprint's
kind, the set-up's order) or a screen's layout file must not turn them away: a player's old save is
theirs.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tsukiji_table.games.session import Session, verify_save

SAVES = Path(__file__).parent / "data" / "saves"


@pytest.mark.parametrize("name", ["tsukiji_expansion_3p", "turin_3p", "g04_4p", "g08m_4p", "g10_3p"])
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


def test_a_replayed_action_is_judged_by_its_changes_in_order_and_what_it_leaves_in_each_variable(tmp_path):
    """A logged action replays when the referee makes the same changes: its moves in order and, for each variable
    set without a draw, what it leaves there (a set and a set back leave nothing).  A log that leaves another value
    is refused, and the report names the variable."""
    import json
    import random

    session = Session.new("jido:g04", 2, 5, {})
    rng = random.Random(1)
    for _ in range(6):
        seat = session.game.to_move(session.table)[0]
        actions = session.game.legal_action_list(session.table, seat)
        session.play(seat, actions[rng.randrange(len(actions))])
    path = tmp_path / "g04.json"
    session.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    action = next(tx for tx in data["log"] if tx.get("action", {}).get("action") == "move_crate")
    there_and_back = [
        {"t": "var", "name": "phase", "after": "over", "before": "play"},
        {"t": "var", "name": "phase", "after": "play", "before": "over"},
    ]
    action["commands"][1:1] = there_and_back  # as an earlier referee might have written it: nothing changed
    path.write_text(json.dumps(data), encoding="utf-8")
    assert verify_save(path).ok
    action["commands"][1:3] = [{"t": "var", "name": "ending", "after": True, "before": False}]
    path.write_text(json.dumps(data), encoding="utf-8")
    report = verify_save(path)
    assert not report.ok and "variable ending" in report.describe(), report.describe()
