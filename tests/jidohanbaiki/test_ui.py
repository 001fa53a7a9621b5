"""The solo games in the window: the menu entry, clicks and drags that play, hints, records."""

from __future__ import annotations

import datetime as dt
import threading
import time

import pygame

from tests.ui.conftest import app, click, drag, key, menu_entry  # noqa: F401  (the app fixture)
from tsukiji_table.games.jidohanbaiki import analysis, daily
from tsukiji_table.games.jidohanbaiki.puzzles import forget, get_puzzle, remembered
from tsukiji_table.games.jidohanbaiki.records import Records, puzzle_key
from tsukiji_table.games.session import Session
from tsukiji_table.ui import theme
from tsukiji_table.ui.fonts import fonts
from tsukiji_table.ui.games.jido_draw import CAP_MM
from tsukiji_table.ui.games.jido_menu import SoloMenu
from tsukiji_table.ui.scenes.table import TableScene
from tsukiji_table.ui.work import ProgressDialog


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
    entry = menu_entry(app.scene, "jido.solo_menu")  # the puzzle pack's entry in the game list
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
    assert Records().best(puzzle_key(get_puzzle("g08-08"))).score == get_puzzle("g08-08").par["score"]
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


def dialog(scene) -> ProgressDialog | None:
    return next((m for m in scene.modals if isinstance(m, ProgressDialog)), None)


def step_until_done(app, scene, seconds: float = 30.0) -> int:  # noqa: F811  (app is passed, not the fixture)
    """Step frames until the scene's progress dialog has gone; the frames it took."""
    frames, t0 = 0, time.perf_counter()
    while dialog(scene) is not None:
        assert time.perf_counter() - t0 < seconds, "the work never ended"
        app.step()
        frames += 1
    return frames


def held(monkeypatch, owner, name: str) -> threading.Event:
    """Make ``owner.name`` wait for the returned event before doing its real work."""
    gate = threading.Event()
    real = getattr(owner, name)

    def waiting(*args, **kwargs):
        assert gate.wait(20)
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, waiting)
    return gate


def solo_menu(app, monkeypatch, date: str) -> SoloMenu:  # noqa: F811
    forget(f"daily:{date}")
    menu = SoloMenu(app)
    monkeypatch.setattr(menu, "today", lambda: dt.date.fromisoformat(date))
    app.scene = menu
    app.step()
    return menu


def test_todays_puzzle_is_made_while_the_window_keeps_drawing(app, home, monkeypatch):  # noqa: F811
    date = "2026-02-01"  # a G08 candidate the solver needs some 4,600 states (about a second) to solve
    gate = held(monkeypatch, daily, "daily_puzzle")
    menu = solo_menu(app, monkeypatch, date)
    first = menu.picked
    click(app, next(w for w in menu.widgets if w.label == "jido.daily").rect.center)
    # The worker is held: the loop must go on all the same, with the dialog up and no text rendered anew.
    start = app.frame
    for _ in range(30):
        app.step()
    renders = fonts().renders
    for _ in range(10):
        app.step()
    box = dialog(menu)
    assert app.frame == start + 40 and box is not None and box.shown
    assert fonts().renders == renders, "a frame rendered text again"
    assert menu.picked is first and remembered(f"daily:{date}") is None
    gate.set()
    frames = step_until_done(app, menu)
    assert frames >= 5, "the loop stood still while the solver worked"
    assert box.job.progress is not None and box.job.progress[1] > 0, "the solver reported its progress"
    assert menu.picked.id == f"daily:{date}" and menu.picked.par["optimal"]
    click(app, next(w for w in menu.widgets if w.label == "jido.play_puzzle").rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.table.vars["puzzle"] == f"daily:{date}"
    assert app.errors == []


def test_todays_puzzle_can_be_cancelled(app, home, monkeypatch):  # noqa: F811
    date = "2026-01-06"
    gate = held(monkeypatch, daily, "daily_puzzle")
    menu = solo_menu(app, monkeypatch, date)
    first = menu.picked
    click(app, next(w for w in menu.widgets if w.label == "jido.daily").rect.center)
    for _ in range(20):
        app.step()
    box = dialog(menu)
    click(app, box.button.rect.center)
    assert box.job.cancelled and dialog(menu) is box, "the dialog stays until the worker has stopped"
    gate.set()
    step_until_done(app, menu)
    assert menu.picked is first and remembered(f"daily:{date}") is None
    assert app.errors == []


def test_the_hint_button_names_a_legal_next_step(app, home):  # noqa: F811
    scene = open_puzzle(app, "g08-03")
    click(app, side_button(scene, "jido.hint").rect.center)
    step_until_done(app, scene)
    assert scene.plugin.hint_action in scene.legal_actions()
    assert app.errors == []


def test_a_slow_hint_shows_its_progress_and_can_be_stopped(app, home, monkeypatch):  # noqa: F811
    scene = app.open_session(Session.new("jido:g08", 1, 3), cover_first=False)  # a full table: a search of some 0.4 s
    app.step()
    gate = held(monkeypatch, analysis.HintPlan, "search")
    click(app, side_button(scene, "jido.hint").rect.center)
    start = app.frame
    for _ in range(20):
        app.step()
    box = dialog(scene)
    assert app.frame == start + 20 and box is not None and box.shown
    key(app, pygame.K_ESCAPE)
    assert box.job.cancelled
    gate.set()
    step_until_done(app, scene)
    assert scene.plugin.hint_action is None
    click(app, side_button(scene, "jido.hint").rect.center)
    step_until_done(app, scene)
    assert scene.plugin.hint_action in scene.legal_actions()
    assert app.errors == []


def test_each_solo_game_draws_without_errors(app, home):  # noqa: F811
    for game in ("jido:g06", "jido:g07", "jido:g08"):
        scene = app.open_session(Session.new(game, 1, 4), cover_first=False)
        for _ in range(3):
            app.step()
        assert scene.plugin.crates() and app.errors == []


def test_the_crate_slide_table_has_no_stray_line_beside_the_crates(app, home):  # noqa: F811
    scene = app.open_session(Session.new("jido:g08", 1, 3), cover_first=False)
    app.step()
    crates = scene.plugin.crates()
    bottom = max(scene.camera.to_screen(c.rect[0], c.rect[1] + c.rect[3])[1] for c in crates)
    y = int(bottom) + 40  # below the crates, above the log: nothing but the table
    row = {app.screen.get_at((x, y))[:3] for x in range(0, app.screen.get_width())}
    assert row == {theme.TABLE_BG}, row


def test_recycling_sorter_crates_are_drawn_large_enough_to_read(app, home):  # noqa: F811
    scene = app.open_session(Session.new("jido:g06", 1, 3), cover_first=False)  # the app is 1280 x 800
    app.step()
    crate = scene.plugin.crates()[0]
    spot_px = crate.spot_mm * scene.camera.zoom
    smallest_cap = min(CAP_MM.values()) * crate.cap_scale * scene.camera.zoom
    assert spot_px >= 40 and smallest_cap >= 16, (spot_px, smallest_cap)
    block = [scene.camera.to_screen(*c.rect[:2]) for c in scene.plugin.crates()]
    width = max(x for x, _ in block) - min(x for x, _ in block) + crate.rect[2] * scene.camera.zoom
    assert width >= scene.table_rect().w / 5, "the crates fill their part of the table"


def test_stock_cards_say_their_name_once(app, home):  # noqa: F811
    scene = app.open_session(Session.new("jido:g06", 1, 3), cover_first=False)
    app.step()
    cards = [b for b in scene.layout.zones if b.id.startswith("card.")]
    assert len(cards) == 12 and all(not b.label for b in cards), "no label under a card that prints its name"
    faces = [scene.catalog.look(scene.table.pieces[f"stock_card.{b.id[5:]}"].kind).props.get("face") for b in cards]
    assert all(isinstance(f, dict) and f["en"] and f["ja"] for f in faces)


def test_the_records_screen_names_puzzles_and_games_under_headings(app, home, monkeypatch):  # noqa: F811
    store = Records()
    store.add(puzzle_key(get_puzzle("g06-01")), "jido:g06", True, 300, 2, marks=("tower-undo",))
    store.add("puzzle:g06-02#00000000", "jido:g06", True, 500, 3)  # a result of g06-02 as it was once
    store.add("jido:g07+too_hard", "jido:g07", True, 3100, 40)
    menu = solo_menu(app, monkeypatch, "2026-01-06")
    click(app, next(w for w in menu.widgets if w.label == "jido.records").rect.center)
    box = menu.modals[-1]
    names = sorted(box.name(rec) for rec in box.lines)
    assert names == ["Colour Sort Against the Clock · too hard", "g06-01  First dump", "g06-02  Six of a kind  (an earlier version)"]
    key(app, pygame.K_ESCAPE)
    assert not menu.modals and app.errors == []


def test_the_puzzles_par_is_said_in_the_language_switched_to(app, home):  # noqa: F811
    scene = open_puzzle(app, "g06-01")
    assert any(line.startswith("Par: 300 yen") for line in scene.plugin.panel_lines())
    key(app, pygame.K_F2)
    assert any(line.startswith("パー：300円") for line in scene.plugin.panel_lines())
    key(app, pygame.K_F2)
