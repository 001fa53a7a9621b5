"""G16 Tori-atama in the window: a drink taken by a click, the challenge window behind the hand-off cover, the turn timer."""

from __future__ import annotations

import pygame

from tests.ui.conftest import app, click, open_table, post  # noqa: F401  (the app fixture)
from tsukiji_table.ui.games.jido_g16 import ToriAtamaScreen


def _through_cover(app, scene) -> None:  # noqa: F811
    if scene.cover is not None:
        click(app, scene.screen_rect.center)


def _click_drink(app, scene, name: str) -> None:  # noqa: F811
    screen = scene.plugin
    assert isinstance(screen, ToriAtamaScreen)
    cell = tuple(scene.table.pieces[f"drink.{name}"].pos)
    x, y = scene.services.camera.to_screen(*screen.centre.centre(*cell))
    p = (int(x), int(y))
    post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=p, button=1)
    app.step()  # a hand presses and lets go a frame or more later
    post(pygame.MOUSEBUTTONUP, pos=p, button=1)
    app.step()


def test_a_click_takes_the_drink_and_hands_the_screen_to_the_next_player_behind_the_cover(app):  # noqa: F811
    scene = open_table(app, "jido:g16", 2, seed=7, options={"first": "seat1", "timer": "off"})
    _click_drink(app, scene, "red:short_can")
    assert [p[6:] for p in scene.table.in_zone("p0.right")] == ["red:short_can"]
    assert scene.toasts.items[-1].text == "Player 1 announces: Red short can"  # nobody could challenge: the table hears it once
    assert scene.cover is None, "the announcement stays on screen a moment"
    scene.plugin.update(2.5)
    app.step()
    assert scene.cover is not None and scene.cover.seat == 1, "then the next player is handed the screen behind the cover"


def test_the_challenger_decides_behind_the_cover_and_never_sees_what_it_holds(app):  # noqa: F811
    scene = open_table(app, "jido:g16", 2, seed=7, options={"first": "seat1", "timer": "off"})
    _click_drink(app, scene, "red:short_can")
    scene.plugin.update(2.5)  # the announcement read
    app.step()
    _through_cover(app, scene)
    _click_drink(app, scene, "blue:long_can")
    assert scene.table.vars["phase"] == "challenge" and scene.cover is not None and scene.cover.seat == 0
    _through_cover(app, scene)
    assert scene.viewer == 0
    handles = [p.handle for z in scene.view.zones.values() for p in z.pieces]
    assert "drink.red:short_can" not in handles and scene.view.vars["announce"] == "blue:long_can"  # the announced drink lies open
    assert "Red short can" not in " ".join(scene.hud.log_lines())
    scene.services.play({"action": "challenge", "hand": "right"})  # the button's action
    app.step()
    assert [p[6:] for p in scene.table.in_zone("p1.left")] == ["blue:long_can"]  # a wrong reveal: the taker moves on
    assert "Red short can" in " ".join(scene.hud.log_lines())  # the revealed hand went back to the centre, shown


def test_when_the_timer_runs_out_the_hands_stay_shut(app):  # noqa: F811
    scene = open_table(app, "jido:g16", 2, seed=7, options={"first": "seat1"})
    _click_drink(app, scene, "red:short_can")
    scene.plugin.update(2.5)  # the announcement read
    app.step()
    _through_cover(app, scene)
    _click_drink(app, scene, "blue:long_can")
    _through_cover(app, scene)
    screen = scene.plugin
    screen.update(0.1)  # the clock starts with the seat at the screen
    assert screen.time_left() is not None and screen.time_left() > 4.5
    screen.update(5.0)
    assert scene.table.done[-1].action == {"action": "challenge", "hand": "none"}
    assert [p[6:] for p in scene.table.in_zone("p1.right")] == ["blue:long_can"]
