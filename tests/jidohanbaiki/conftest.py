"""Helpers: start a solo game from an exact position (an in-memory puzzle)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from tsukiji_table.games.jidohanbaiki.puzzles import PuzzleSpec, remember
from tsukiji_table.games.session import Session

_ids = itertools.count(1)
T = {"en": "test", "ja": "テスト"}


def position(game: str, start: dict[str, Any], goal: dict[str, Any] | None = None, mode: str = "strict") -> Session:
    """A session of ``game`` starting from ``start`` (puzzle format)."""
    pid = f"test-{next(_ids)}"
    remember(PuzzleSpec(pid, game, T, T, 1, start, goal or {}, {"score": 0, "moves": 0}, []))
    return Session.new(game, 1, 0, {"puzzle": pid, "mode": mode})


def rows(*names: str) -> list[list[str]]:
    """Six drink names (or '-') as a crate's two rows."""
    assert len(names) == 6
    return [list(names[:3]), list(names[3:])]


def colour_crate(colour: str, shapes: tuple[str, ...] | None = None) -> list[list[str]]:
    shapes = shapes or ("stubby_can", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle")
    return rows(*(f"{colour}:{s}" for s in shapes))


EMPTY = rows("-", "-", "-", "-", "-", "-")


def play(session: Session, *actions: dict[str, Any]) -> None:
    for action in actions:
        session.play(0, action)


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A private user-data directory for records."""
    monkeypatch.setenv("TSUKIJI_TABLE_HOME", str(tmp_path))
    return tmp_path
