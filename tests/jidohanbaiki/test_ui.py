"""The solo games in the window: the menu entry, clicks and drags that play, hints, records."""

from __future__ import annotations

import pygame

from tests.ui.conftest import app, click, drag, key  # noqa: F401  (the app fixture)
from tsukiji_table.games.jidohanbaiki.puzzles import get_puzzle
from tsukiji_table.games.jidohanbaiki.records import Records
from tsukiji_table.games.session import Session
from tsukiji_table.ui.games.jido_menu import SoloMenu
from tsukiji_table.ui.scenes.table import TableScene


def side_button(scene, key_):
    return next(b for b in scene.hud.side if b.label == key_)


def spot_px(scene, crate: int, spot: int):
    view = scene.plugin.crates()[crate]
    return scene.camera.to_screen(*view.spots[spot])


def where(scene, drink: str):
    code = scene.game.catalogue.drink(drink)
    for k, crate in enumerate(scene.plugin.state().crates):
        if code in crate:
            return k, crate.index(code)
    raise AssertionError(drink)


def open_puzzle(app, pid: str) -> TableScene:  # noqa: F811
    spec = get_puzzle(pid)
    scene = app.open_session(Session.new(spec.game, 1, 0, {"puzzle": pid}), cover_first=False)
    app.step()
    return scene


def test_the_menu_leads_to_the_solo_games_and_a_puzzle(app, home):  # noqa: F811
    app.open_menu()
    app.step()
    entry = next(w for w in app.scene.widgets if getattr(w, "label", None) == "jido.solo_menu")
    click(app, entry.rect.center)
    menu = app.scene
    assert isinstance(menu, SoloMenu) and len(menu.specs) >= 30
    pick = next(w for w in menu.widgets if callable(getattr(w, "label", None)) and "g07-01" in w.label())
    click(app, pick.rect.center)
    play = next(w for w in menu.widgets if getattr(w, "label", None) == "jido.play_puzzle")
    click(app, play.rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.table.vars["puzzle"] == "g07-01"
    assert app.errors == []


def test_a_crate_slide_puzzle_played_by_hand_is_won_and_recorded(app, home):  # noqa: F811
    scene = open_puzzle(app, "g08-08")
    for action in get_puzzle("g08-08").solution:
        if action["action"] == "swap":
            a, b = action["drinks"]
            click(app, spot_px(scene, *where(scene, a)))
            click(app, spot_px(scene, *where(scene, b)))
        elif action["action"] == "move_crate":
            k = action["crate"] - 1
            crate = scene.plugin.crates()[k]
            start = scene.camera.to_screen(*crate.spots[0])
            origin, mm = scene.plugin.origin()
            dx = (action["at"][0] - scene.plugin.places()[k].x) * mm
            dy = (action["at"][1] - scene.plugin.places()[k].y) * mm
            end = scene.camera.to_screen(crate.spots[0][0] + dx, crate.spots[0][1] + dy)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(start[0]), int(start[1])), rel=(0, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(start[0]), int(start[1])), button=1))
            app.step()
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(start[0]) + 20, int(start[1])), rel=(20, 0), buttons=(1, 0, 0)))
            app.step()
            if action["rot"] != scene.plugin.places()[k].rot:
                key(app, pygame.K_r)
            drag_end = (int(end[0]), int(end[1]))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=drag_end, rel=(0, 0), buttons=(1, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=drag_end, button=1))
            app.step()
        else:
            click(app, side_button(scene, "jido.end_turn").rect.center)
    assert scene.game.won(scene.table), scene.table.vars
    assert Records().best("puzzle:g08-08").score == get_puzzle("g08-08").par["score"]
    assert app.errors == []


def test_colour_sort_is_played_with_the_draw_button_and_clicks(app, home):  # noqa: F811
    scene = open_puzzle(app, "g07-01")
    for action in get_puzzle("g07-01").solution:
        if action["action"] == "draw":
            click(app, side_button(scene, "jido.draw").rect.center)
        else:
            k, spot = where(scene, action["drink"])
            click(app, spot_px(scene, k, spot))
            click(app, spot_px(scene, action["crate"] - 1, spot))
    assert scene.game.won(scene.table) and app.errors == []


def test_a_500_move_is_asked_about_first(app, home):  # noqa: F811
    scene = open_puzzle(app, "g07-04")
    k, spot = next((k, s) for k, c in enumerate(scene.plugin.state().crates[:3]) for s, d in enumerate(c) if d >= 0)
    centre = len(scene.plugin.crates()) - 1
    empty = next(s for s, d in enumerate(scene.plugin.state().crates[centre]) if d < 0 and s != spot)
    click(app, spot_px(scene, k, spot))
    click(app, spot_px(scene, centre, empty))
    assert scene.modals, "a dialog asks before a 500 coin is discarded"
    assert scene.table.zones["purse"].coins.get(500, 0) == 1


def test_dumping_a_crate_runs_the_machine_and_undoing_it_marks_the_record(app, home):  # noqa: F811
    scene = open_puzzle(app, "g06-01")
    k = next(k for k, c in enumerate(scene.plugin.state().crates) if any(d >= 0 for d in c))
    first = next(s for s, d in enumerate(scene.plugin.state().crates[k]) if d >= 0)
    click(app, spot_px(scene, k, first))
    click(app, side_button(scene, "jido.dump").rect.center)
    assert "tower.last" in scene.table.vars
    scene.undo()
    app.step()
    assert "tower-undo" in scene.session.extra["marks"] and "tower.last" not in scene.table.vars


def test_the_hint_button_names_a_legal_next_step(app, home):  # noqa: F811
    scene = open_puzzle(app, "g08-03")
    click(app, side_button(scene, "jido.hint").rect.center)
    assert scene.plugin.hint_action in scene.legal_actions()
    assert app.errors == []


def test_each_solo_game_draws_without_errors(app, home):  # noqa: F811
    for game in ("jido:g06", "jido:g07", "jido:g08"):
        scene = app.open_session(Session.new(game, 1, 4), cover_first=False)
        for _ in range(3):
            app.step()
        assert scene.plugin.crates() and app.errors == []
