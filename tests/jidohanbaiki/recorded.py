"""A physics outcome recorded like a die roll: undo, redo and replay give the same table without simulating again."""

from __future__ import annotations

from typing import Any

import pytest

from tsukiji_table.games.session import Session, replay_through


def assert_never_simulated_again(s: Session, monkeypatch: pytest.MonkeyPatch, module: Any, name: str, what: str) -> None:
    """After the newest action of ``s``: ``module.name`` (the simulation) may not run again, yet undo + redo restore
    the same state and a replay of the save checks out."""
    after = s.table.state_hash()

    def boom(*a: Any, **k: Any) -> Any:
        raise AssertionError(f"the {what} was simulated again")

    monkeypatch.setattr(module, name, boom)
    s.table.undo()
    s.table.redo()
    assert s.table.state_hash() == after
    save = s.snapshot()
    report = replay_through(s.game, s.game.build(save.players, save.options, save.seed), save)
    assert report.ok, report.describe()
