"""An insertion on the table is one transaction: recorded like a die roll, undone without re-simulating."""

from __future__ import annotations

import json

import pytest

from tsukiji_table.physics import ThrowAim, Tower, TowerState
from tsukiji_table.physics.recording import INSIDE_ZONE, LAST_VAR, STATE_VAR, add_tower_zone, drink_piece, empty_on_table, insert_on_table, tower_state
from tsukiji_table.physics.spec import all_drink_ids
from tsukiji_table.table import KindInfo, Table, TableError, Transaction, ZoneKind, replay

from .conftest import CRATE_A, CRATE_B


def make_table(seed: int = 5) -> Table:
    t = Table("jido:test", seed, players=2)
    t.add_kind(KindInfo("drink", "drink"))
    for zone, kind in (("supply", ZoneKind.STACK), ("crate", ZoneKind.STACK), ("box", ZoneKind.STACK), ("table", ZoneKind.AREA)):
        t.add_zone(zone, kind)
    add_tower_zone(t)
    for d in all_drink_ids():
        t.add_piece(drink_piece(d), "drink", "supply")
    return t


def _insert(t: Table, drinks, mode="batch", **kw):
    with t.begin("tower", seat=0) as tx:
        return insert_on_table(tx, drinks, mode, **kw)


def test_insertion_moves_every_drink_and_stores_the_state() -> None:
    t = make_table()
    res = _insert(t, CRATE_A)
    assert t.rng_counter == 1  # one draw, like a die roll
    assert sorted(t.in_zone(INSIDE_ZONE)) == sorted(drink_piece(d) for d in res.jammed)
    assert [t.pieces[drink_piece(e.drink)].pos for e in res.out] == [(round(e.distance, 4), float(e.order)) for e in res.out]
    assert TowerState.from_json(t.var(STATE_VAR)) == res.state_after
    assert t.var(LAST_VAR)["out"] == res.summary_json()["out"]
    assert len(t.done) == 1 and len(t.done[0].commands) >= 3


def test_the_outcome_comes_from_the_table_seed_and_counter() -> None:
    a, b, c = make_table(5), make_table(5), make_table(6)
    ra, rb, rc = _insert(a, CRATE_A), _insert(b, CRATE_A), _insert(c, CRATE_A)
    assert ra.seed == rb.seed and a.state_hash() == b.state_hash()
    assert rc.seed != ra.seed


def test_undo_and_redo_never_simulate_again(monkeypatch) -> None:
    t = make_table()
    before = t.state_hash()
    _insert(t, CRATE_A)
    _insert(t, CRATE_B)
    after = t.state_hash()

    def no_physics(*args, **kwargs):
        raise AssertionError("undo/redo ran the simulation")

    monkeypatch.setattr(Tower, "insert", no_physics)
    t.undo()
    t.undo()
    assert t.state_hash() == before and t.rng_counter == 0
    t.redo()
    t.redo()
    assert t.state_hash() == after


def test_the_log_replays_to_the_same_hash_through_json() -> None:
    t = make_table()
    _insert(t, CRATE_A)
    _insert(t, CRATE_B)
    log = [Transaction.from_json(json.loads(json.dumps(tx.to_json()))) for tx in t.done]
    report = replay(make_table(), log, t.state_hash())
    assert report.ok, report.describe()


def test_jams_persist_on_the_table_and_can_be_emptied_by_hand() -> None:
    for seed in range(60):  # the first table whose first draw jams crate A
        t = make_table(seed)
        first = _insert(t, CRATE_A)
        if first.jammed:
            break
    assert first.jammed
    state = tower_state(t)
    assert state.drink_ids() == list(first.jammed)
    with t.begin("empty") as tx:
        removed = empty_on_table(tx, "box")
    assert sorted(removed) == sorted(first.jammed)
    assert t.in_zone(INSIDE_ZONE) == [] and tower_state(t) == TowerState()
    assert sorted(t.in_zone("box")) == sorted(drink_piece(d) for d in first.jammed)


def test_a_failed_insertion_leaves_the_table_untouched() -> None:
    t = make_table()
    before = t.state_hash()
    with pytest.raises(ValueError):
        _insert(t, ["red:short_can", "red:short_can"])
    with pytest.raises(ValueError):
        _insert(t, ["red:short_can"], "throw", aim=ThrowAim(0.3, 0.4, float("nan"), 2.0))
    assert t.state_hash() == before and t.done == []
    with t.begin("jam", seat=0) as tx:
        tx.set_var(STATE_VAR, {"version": 1, "inside": [{"drink": "red:long_can", "x": 1e300, "y": 0.1, "angle": 0, "vx": 0, "vy": 0, "spin": 0}]})
        tx.move([drink_piece("red:long_can")], INSIDE_ZONE)
    before = t.state_hash()
    with pytest.raises(ValueError, match="not inside the machine"):
        _insert(t, ["red:short_can"])  # a state that cannot be is never simulated
    assert t.state_hash() == before and len(t.done) == 1


def test_upside_down_landings_go_to_the_crate_or_the_table() -> None:
    t = make_table()
    res = _insert(t, ["red:short_can", "blue:longest_bottle"], "inverted", crate_zone="crate")
    landed = t.var(LAST_VAR)["landed"]
    assert landed == {x.drink: x.result for x in res.inverted}
    for drink, result in landed.items():
        zone = t.pieces[drink_piece(drink)].zone
        assert zone == ("crate" if result in ("in_slot", "in_crate_not_slot") else "table")


def test_zone_and_state_must_agree() -> None:
    t = make_table()
    _insert(t, CRATE_A)
    with t.begin("cheat") as tx:
        tx.move([drink_piece("red:short_can")], INSIDE_ZONE)
    with pytest.raises(TableError, match="tower.inside holds"):
        tower_state(t)
