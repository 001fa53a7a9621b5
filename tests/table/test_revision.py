"""``Table.revision``: the one key for "has the table changed" (caches in the window read it)."""

from __future__ import annotations

import pytest

from tsukiji_table.table import KindInfo, Table, TableError, ZoneKind


def small_table() -> Table:
    table = Table("test", seed=1, players=1)
    table.add_kind(KindInfo("token", "token"))
    table.add_zone("a", ZoneKind.STACK)
    table.add_zone("b", ZoneKind.STACK)
    for n in range(4):
        table.add_piece(f"p{n}", "token", "a")
    return table


def move(table: Table, pid: str) -> None:
    with table.begin("move", seat=0) as tx:
        tx.move([pid], "b")


def test_revision_goes_up_on_every_change_and_never_repeats():
    table = small_table()
    seen = [table.revision]
    move(table, "p0")
    seen.append(table.revision)
    table.undo()
    seen.append(table.revision)
    table.redo()
    seen.append(table.revision)
    table.load_state(table.state())
    seen.append(table.revision)
    assert seen == sorted(set(seen))


def test_an_undo_then_another_move_of_the_same_length_is_a_new_revision():
    # The old key, (len(done), id(done[-1])), can come back after undo/redo: freed
    # transactions' memory is reused.  The revision never comes back.
    table = small_table()
    for _ in range(20):
        move(table, "p0")
        before = table.revision
        table.undo()
        move(table, "p1")
        table.undo()
        move(table, "p2")
        assert len(table.done) == 1
        assert table.revision != before
        table.undo()
        table.undone.clear()
        assert table.zones["b"].ids == []


def test_a_failed_transaction_leaves_the_revision_alone():
    table = small_table()
    move(table, "p0")
    before = table.revision
    with pytest.raises(TableError):
        with table.begin("bad", seat=0) as tx:
            tx.move(["p1"], "b")
            tx.move(["nowhere"], "b")
    assert table.revision == before
    assert table.zones["b"].ids == ["p0"]
