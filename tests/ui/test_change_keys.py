"""Caches of the window are keyed on ``Table.revision``: an undo and another move of the same length are a change.

The old key, ``(len(done), id(done[-1]))``, came back when CPython reused a
freed transaction's memory for the next one, and the window then showed a
table that no longer was.
"""

from __future__ import annotations

from tsukiji_table.games.session import Session

from .conftest import open_table

ROUNDS = 20  # the old key came back in about a third of the rounds


def _move(table, pid: str, x: float) -> None:
    with table.begin("move", seat=0) as tx:
        tx.move([pid], "table", pos=[(x, 40.0)])


def test_the_layout_and_the_log_see_an_undo_then_another_move(app):
    scene = open_table(app, "sandbox:tsukiji", 3)
    table = scene.table
    loose = [pid for pid, p in table.pieces.items() if p.zone.startswith("supply.")][:3]
    for k in range(ROUNDS):
        _move(table, loose[0], 30.0 + k)
        assert {s.handle for s in scene.layout.by_zone["table"]} >= {loose[0]}
        scene.hud.log_lines()
        table.undo()
        _move(table, loose[1], 60.0)
        table.undo()
        _move(table, loose[2], 90.0)  # the same length of history as the first move
        on_table = {s.handle for s in scene.layout.by_zone["table"]}
        assert loose[2] in on_table and loose[0] not in on_table
        assert scene.hud.log_lines() == [scene.describe(tx) for tx in table.done[-len(scene.hud.log_lines()) :]]
        table.undo()
        table.undone.clear()


def test_a_solo_screen_reads_the_state_again_after_an_undo_then_another_move(app):
    session = Session.new("jido:g07", 1, 3, {"mode": "assisted"})
    scene = app.open_session(session, cover_first=False)
    app.step()
    table, screen = scene.table, scene.plugin
    start = len(table.done)
    for _ in range(ROUNDS):
        scene.play({"action": "draw"})
        drawn = screen.state()
        table.undo()
        scene.play({"action": "draw"})
        table.undo()
        moves = [a for a in scene.legal_actions() if a["action"] in ("move", "special_move", "special_swap")]
        if not moves:
            break
        scene.play(moves[0])
        assert len(table.done) == start + 1
        assert screen.state() != drawn and screen.state() == scene.game.read(table)
        table.undo()
        table.undone.clear()
