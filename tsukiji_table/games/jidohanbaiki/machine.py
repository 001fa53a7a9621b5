"""The machine in a refereed game: one insertion recorded in the log like a die roll.

A referee calls :func:`run_machine` inside the transaction of the action that
puts drinks in.  It draws the seed from the table's generator, asks the
headless tower (:func:`~tsukiji_table.physics.simulate`) once, through
``tx.outcome`` (so undo never simulates again and a replay through the
referee is handed the recorded answer back), and writes what the window's
tower view replays: the new state in ``tower.state`` (carrying the draw) and
the answer without it in ``tower.last``.  Every inserted drink is moved into
``tower.inside``; where the drinks that came out (or never went in) go is
the game's business, read from the returned answer.
"""

from __future__ import annotations

from typing import Any

from ...physics import TowerSpec, simulate
from ...physics.recording import INSIDE_ZONE, LAST_VAR, STATE_VAR, drink_piece, tower_state
from ...table import Table, Tx

OUTCOME = "tower"  # the name of the recorded outcome


def run_machine(tx: Tx, spec: TowerSpec, drinks: list[str], mode: str, aim: list[float] | None = None) -> dict[str, Any]:
    """Insert ``drinks`` (``COLOUR:SHAPE``) in ``mode``; the tower's JSON answer (``docs/tower.md``).

    Drinks lying in the exit are always taken at the end (``collect``): what
    came out while they were taken is marked ``released`` in ``exits``.
    """
    table: Table = tx.table
    state = tower_state(table)
    before = state.to_json() if state.inside or state.at_exit else None
    counter, rng = table.rng()
    seed = rng.randrange(2**31)
    answer = tx.outcome(OUTCOME, lambda: simulate(before, list(drinks), mode, seed, aim, spec=spec))
    # The chance outcome first: it carries the draw, like a die roll (the window replays from it).
    tx.set_var(STATE_VAR, answer["state"], rng=counter)
    tx.set_var(LAST_VAR, {k: v for k, v in answer.items() if k != "state"})
    tx.move([drink_piece(d) for d in drinks], INSIDE_ZONE)
    return answer


def came_out(answer: dict[str, Any]) -> list[str]:
    """The drinks that came out during the insertion itself, in exit order (not those released later)."""
    return [e["drink"] for e in answer.get("exits", []) if not e.get("released")]


def released(answer: dict[str, Any]) -> list[str]:
    """The drinks that came out only while the exit was emptied (T17, T23)."""
    return [e["drink"] for e in answer.get("exits", []) if e.get("released")]


def never_in(answer: dict[str, Any]) -> list[str]:
    """The drinks that did not end up in the machine nor came out of it (missed throws, a full machine)."""
    return [m["drink"] for m in answer.get("not_entered", [])]


def empty_machine(tx: Tx, to: Any) -> list[str]:
    """Take every drink out by hand (T18); ``to(drink)`` moves each one where it goes. Returns them."""
    table: Table = tx.table
    state = tower_state(table)
    drinks = state.all_ids()
    if not drinks:
        return []
    tx.set_var(STATE_VAR, None)
    for d in drinks:
        to(d)
    return drinks


__all__ = ["run_machine", "came_out", "released", "never_in", "empty_machine", "INSIDE_ZONE", "OUTCOME"]
