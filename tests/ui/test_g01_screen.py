"""G01 Short-Can Flick in the real window: the machine sets the order, then the seat to move flicks its own can by hand."""

from __future__ import annotations

import math

from tsukiji_table.games.jidohanbaiki.g01_flow import can_of, current
from tsukiji_table.physics.tabletop.recording import field_on_table
from tsukiji_table.ui.flick.aim import PULL_FULL

from .conftest import drag, open_table

GAME = "jido:g01"


def test_only_the_seat_to_move_may_pick_up_its_own_short_can_and_a_pull_flicks_it(app):
    scene = open_table(app, GAME, 2, 7)
    view = scene.plugin.flick
    assert view is not None and scene.plugin.tower is not None  # the field and the machine on one screen
    assert view.mover() is None  # the cans are still to go into the machine
    scene.play({"action": "insert"}, seat=0)
    team, seat = current(scene.table)
    scene.handoff.viewer = seat
    can = can_of(scene.game, scene.table, team)
    assert view.mover() == can
    scene.handoff.viewer = 1 - seat
    assert view.mover() is None  # the other player's can is not theirs to flick
    scene.handoff.viewer = seat
    d = field_on_table(scene.table).drink(can)
    start = view.frame.to_screen(scene.camera, d.x, d.y)
    pull = view.frame.to_screen(scene.camera, d.x - 0.4 * PULL_FULL * math.cos(math.radians(30)), d.y - 0.4 * PULL_FULL * math.sin(math.radians(30)))
    drag(app, start, pull, steps=6)
    assert scene.table.vars["turn"] == 1
    last = scene.table.var("flick.last")
    assert last["mover"] == can and abs(last["angle"] - 30.0) < 1.5 and abs(last["power"] - 0.4) < 0.02
    assert view.animating and not app.errors


def test_the_fields_name_stays_readable_when_the_table_is_drawn_small(app):
    """At Fit the field's 9 mm label strip is smaller than the label, which then sits on a pill over
    the field's picture: the picture must not cover it (the wood hid "Field (the crates mark its edge)")."""
    from tsukiji_table.ui.flick.draw import WOOD

    scene = open_table(app, GAME, 3, 7)
    scene.fit()
    app.step()
    box = scene.layout.boxes["field"]
    x, y = scene.camera.to_screen(box.rect[0], box.rect[1] + box.rect[3])
    assert scene.camera.zoom * 9.0 < 13  # the strip cannot hold the label: the pill case
    strip = [app.screen.get_at((round(x) + dx, round(y) - dy))[:3] for dx in range(8, 90, 3) for dy in range(4, 10)]
    bare = sum(1 for c in strip if tuple(c) == WOOD)
    assert bare < len(strip) // 4, f"{bare} of {len(strip)} pixels under the field's label are bare wood"
