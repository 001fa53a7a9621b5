"""The program sets the garbage collector for long logs; a caller of main() keeps its own."""

from __future__ import annotations

import gc
import subprocess
import sys
from pathlib import Path

import pytest

from tsukiji_table.cli import main
from tsukiji_table.table.collector import THRESHOLDS

# Run as the program (sys.argv, no arguments to main), then report the collector at exit.
PROGRAM = (
    "import atexit, gc, sys\n"
    "atexit.register(lambda: print(gc.get_threshold(), gc.get_freeze_count() > 0))\n"
    "sys.argv = ['tsukiji-table', 'replay', 'no-such-save.json']\n"
    "from tsukiji_table.cli import main\n"
    "sys.exit(main())\n"
)


def test_the_program_makes_full_collections_rarer_and_freezes_its_start_up(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True, cwd=tmp_path, env={"PYTHONPATH": str(root)}, timeout=120)
    assert out.stdout.strip().splitlines()[-1] == f"{THRESHOLDS} True", out.stdout + out.stderr
    assert THRESHOLDS[2] > 10  # Python's default: what the setting is for


def test_main_called_with_arguments_leaves_the_callers_collector_alone(tmp_path: Path) -> None:
    before, frozen = gc.get_threshold(), gc.get_freeze_count()
    assert main(["replay", str(tmp_path / "no-such-save.json")]) != 0
    assert gc.get_threshold() == before and gc.get_freeze_count() == frozen


def test_a_dropped_table_goes_by_reference_count_without_the_cyclic_collector() -> None:
    """The collector runs full collections rarely, because a table and its log hold no
    cycle: a table dropped after play (and its one reused Tx) is freed at once."""
    import weakref

    from tsukiji_table.table import Table, ZoneKind

    table = Table("test", 1, players=2)
    table.add_zone("a", ZoneKind.STACK)
    table.add_zone("b", ZoneKind.STACK)
    gone = weakref.ref(table)
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        for n in range(3):
            with table.begin("x", seat=0) as tx:
                tx.set_var("n", n)
        with pytest.raises(ValueError):
            with table.begin("boom", seat=0) as tx:
                tx.set_var("n", 9)
                raise ValueError("a referee bug")
        del table, tx
        assert gone() is None
    finally:
        if was_enabled:
            gc.enable()


def test_a_game_that_keeps_its_table_s_moment_goes_by_reference_count() -> None:
    """``Game.moment_now`` keeps the moment on the game; the moment holds the game weakly, so a
    session dropped after a listing (its game, its table) is freed at once all the same."""
    import weakref

    from tsukiji_table.games.session import Session

    session = Session.new("demo", 2, seed=1)
    (seat,) = session.game.to_move(session.table)
    assert list(session.game.legal_actions(session.table, seat))
    assert session.game.moment_now(session.table) is session.game.moment_now(session.table)  # read once per revision
    game, table = weakref.ref(session.game), weakref.ref(session.table)
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        del session
        assert game() is None and table() is None
    finally:
        if was_enabled:
            gc.enable()


def test_the_kept_moment_is_read_again_once_the_table_changes() -> None:
    from tsukiji_table.games.session import Session

    session = Session.new("demo", 2, seed=1)
    game, table = session.game, session.table
    before = game.moment_now(table)
    (seat,) = before.movers
    game.play(table, seat, next(iter(game.legal_actions(table, seat))))
    after = game.moment_now(table)
    assert after is not before and after.movers == game.to_move(table) == [1 - seat]
    table.undo()
    assert game.moment_now(table).movers == [seat]
