"""A flick on the table is recorded like a die roll: undo, redo and replay never simulate again."""

from __future__ import annotations

from pathlib import Path

import pytest

from tsukiji_table.games.flick_practice import MOVER
from tsukiji_table.games.selfplay import play_game
from tsukiji_table.games.session import Session, verify_save
from tsukiji_table.physics.recording import drink_piece
from tsukiji_table.physics.tabletop import FieldState, simulate_flick
from tsukiji_table.physics.tabletop import flick as flick_module
from tsukiji_table.physics.tabletop.recording import FIELD_VAR, LAST_VAR, field_on_table, flick_on_table, recorded_flick
from tsukiji_table.table import SetVar


def _practice(seed: int = 4) -> Session:
    return Session.new("jido:flick", 1, seed)


def test_a_flick_records_the_field_with_its_chance_draw_and_moves_the_pieces() -> None:
    session = _practice()
    table = session.table
    before = field_on_table(table)
    counter = table.rng_counter
    with table.begin("flick", 0) as tx:
        result = flick_on_table(tx, MOVER, 30.0, 0.7, zone="field")
    tx_done = table.done[-1]
    field_cmd = next(c for c in tx_done.commands if isinstance(c, SetVar) and c.name == FIELD_VAR)
    assert field_cmd.rng == counter and table.rng_counter == counter + 1
    assert field_on_table(table) == result.after
    assert table.var(LAST_VAR)["hash"] == result.hash
    can = result.after.drink(MOVER)
    assert table.pieces[drink_piece(MOVER)].pos == (round(can.x * 1000, 2), round(can.y * 1000, 2))
    rec = recorded_flick(tx_done)
    assert rec is not None and rec.before == before and (rec.mover, rec.angle, rec.power) == (MOVER, 30.0, 0.7)
    assert simulate_flick(rec.before, rec.mover, rec.angle, rec.power, rec.seed).hash == rec.after_hash


def test_undo_and_redo_of_a_flick_never_simulate_again(monkeypatch: pytest.MonkeyPatch) -> None:
    session = _practice()
    table = session.table
    start_hash, start_field = table.state_hash(), field_on_table(table)
    session.play(0, {"action": "flick", "angle": 10.0, "power": 0.8})
    after_hash = table.state_hash()

    def no_simulation(*args: object, **kwargs: object) -> None:
        raise AssertionError("simulated again")

    monkeypatch.setattr(flick_module.FlickRun, "__init__", no_simulation)
    table.undo()
    assert table.state_hash() == start_hash and field_on_table(table) == start_field
    table.redo()
    assert table.state_hash() == after_hash


def test_a_saved_game_of_flicks_replays_to_the_same_hash(tmp_path: Path) -> None:
    result, session = play_game("jido:flick", 1, 12, ["heuristic"])
    path = tmp_path / "flicks.json"
    session.save(path)
    assert Session.load(path).table.state_hash() == result.hash
    report = verify_save(path)
    assert report.ok, report.describe()


def test_an_impossible_flick_records_nothing_and_draws_no_chance() -> None:
    session = _practice()
    table = session.table
    counter, done = table.rng_counter, len(table.done)
    for action in ({"action": "flick", "angle": 10.0, "power": 2.0}, {"action": "flick", "angle": "north", "power": 0.5}, {"action": "flick"}):
        with pytest.raises(ValueError):
            session.play(0, action)
    assert table.rng_counter == counter and len(table.done) == done
    assert isinstance(field_on_table(table), FieldState)


def test_a_saved_game_replayed_through_the_referee_is_handed_each_flick_and_never_simulates(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    result, session = play_game("jido:flick", 1, 13, ["heuristic"])
    path = tmp_path / "flicks.json"
    session.save(path)

    def no_simulation(*args: object, **kwargs: object) -> None:
        raise AssertionError("simulated again")

    monkeypatch.setattr(flick_module.FlickRun, "__init__", no_simulation)
    report = verify_save(path)
    assert report.ok, report.describe()
