"""The screens of G04 Crate Checkers, G08 for 2-6 and G10 Drink Grid Collapse: drags and clicks become the referee's actions."""

from __future__ import annotations

from tsukiji_table.games.jidohanbaiki import g10_rules
from tsukiji_table.ui import i18n
from tsukiji_table.ui.games.party_end import BreakdownEnd

from .conftest import click, drag, open_table


def _at_screen(app, game: str, players: int, seed: int = 3, **options):
    scene = open_table(app, game, players, seed=seed, options=options)
    if scene.cover is not None:
        scene.cover.on_ready()
        scene.cover = None
    app.step()
    return scene


def _spot(scene, crate: int, spot: int) -> tuple[float, float]:
    view = scene.plugin.crates()[crate]
    return scene.camera.to_screen(*view.spots[spot])


def test_g04_a_drink_dragged_from_the_supply_onto_a_spot_is_placed_there(app):
    scene = _at_screen(app, "jido:g04", 2)
    seat = scene.game.to_move(scene.table)[0]
    sprite = next(s for s in scene.layout.by_zone[f"p{seat}.supply"] if s.handle.startswith("drink."))
    drag(app, scene.camera.to_screen(sprite.x + 3, sprite.y + 3), _spot(scene, 0, 0))
    assert scene.table.done[-1].action["action"] == "place"
    assert scene.table.pieces[sprite.handle].zone == "crate.1"
    assert "Crate: to do · drink: done" in scene.plugin.panel_lines()


def test_g04_a_crate_dragged_to_a_legal_place_is_moved_and_elsewhere_refused(app):
    scene = _at_screen(app, "jido:g04", 2)
    before = scene.plugin.places()
    goal = scene.plugin.destinations(5)[0]
    crate = scene.plugin.crates()[5]
    start = scene.camera.to_screen(crate.rect[0] + 5, crate.rect[1] + 5)
    mm = scene.plugin.origin()[1]
    shift = ((goal.x - before[5].x) * mm, (goal.y - before[5].y) * mm)
    end = scene.camera.to_screen(crate.rect[0] + 5 + shift[0], crate.rect[1] + 5 + shift[1])
    drag(app, start, end, steps=6)
    assert scene.table.done[-1].action == {"action": "move_crate", "crate": 6, "at": [goal.x, goal.y]}
    steps = len(scene.table.done)
    far = scene.camera.to_screen(crate.rect[0] - 400, crate.rect[1] - 400)
    drag(app, scene.camera.to_screen(*scene.plugin.crates()[0].spots[0]), far, steps=6)
    assert len(scene.table.done) == steps and scene.toasts.items  # nowhere legal: a message, nothing moved


def test_g04_a_click_on_your_drink_rings_its_moves_and_a_click_on_one_steps_there(app):
    scene = _at_screen(app, "jido:g04", 2)
    seat = scene.game.to_move(scene.table)[0]
    for _ in range(2):  # a turn each, through the referee: place a drink, move a crate
        for kind in ("place", "move_crate"):
            mover = scene.game.to_move(scene.table)[0]
            scene.play(next(a for a in scene.game.legal_actions(scene.table, mover) if a["action"] == kind), seat=mover)
    assert scene.game.to_move(scene.table) == [seat]
    scene.viewer = seat
    if scene.cover is not None:
        scene.cover.on_ready()
        scene.cover = None
    app.step()
    state = scene.plugin.state()
    k, s = next((k, s) for k, c in enumerate(state.crates) for s, d in enumerate(c) if d >= 0 and d // 6 == state.colours[seat])
    click(app, _spot(scene, k, s))
    targets = scene.plugin.targets()
    assert targets  # a lone drink on the crates can always step somewhere
    kk, ss, _ = targets[0]
    click(app, _spot(scene, kk, ss))
    assert scene.table.done[-1].action["action"] == "move_drink"
    assert scene.plugin.state().crates[kk][ss] == state.crates[k][s]


def test_g08m_blind_panel_names_only_the_viewers_colours(app):
    scene = _at_screen(app, "jido:g08m", 2, colours="blind")
    viewer = scene.viewer
    mine = scene.game.colours_of(scene.table)[viewer]
    theirs = scene.game.colours_of(scene.table)[1 - viewer]
    text = " ".join(scene.plugin.panel_lines())
    for c in mine:
        assert i18n.local(scene.game.catalogue.names[scene.game.catalogue.colours[c]]) in text
    for c in theirs:
        assert i18n.local(scene.game.catalogue.names[scene.game.catalogue.colours[c]]) not in text
    assert "(face down)" in text


def test_g08m_two_neighbouring_drinks_clicked_are_swapped(app):
    scene = _at_screen(app, "jido:g08m", 2)
    state = scene.plugin.state()
    a, b = state.crates[0][0], state.crates[0][1]
    click(app, _spot(scene, 0, 0))
    click(app, _spot(scene, 0, 1))
    assert scene.table.done[-1].action["action"] == "swap"
    assert scene.plugin.state().crates[0][:2] == (b, a)


def _line_cells(scene) -> tuple[int, int, int]:
    cfg, state = scene.game.model_state(scene.table)
    for line in g10_rules.lines(cfg, state.grid):
        if g10_rules.may_take(cfg, state, line, state.seat):
            return tuple(state.grid.index(d) for d in line)
    raise AssertionError("no line to take")


def _cell_centre(scene, cell: int) -> tuple[float, float]:
    cfg, _ = scene.game.model_state(scene.table)
    x, y, _, _ = scene.plugin.grid_rect()
    mm = scene.plugin.cell_mm()
    return scene.camera.to_screen(x + (cell % cfg.cols + 0.5) * mm, y + (cell // cfg.cols + 0.5) * mm)


def test_g10_a_drag_across_three_drinks_in_a_line_takes_them_or_asks_which_two(app):
    scene = _at_screen(app, "jido:g10", 3)
    cells = _line_cells(scene)
    steps = len(scene.table.done)
    drag(app, _cell_centre(scene, cells[0]), _cell_centre(scene, cells[2]), steps=8)
    if len(scene.table.done) == steps:  # a choice of which two: a menu lists them in words
        assert scene.menu is not None and len(scene.menu.entries) > 1
        assert all("Give " in str(label) for label, _ in scene.menu.entries)
        scene.menu.entries[0][1]()
        app.step()
    assert scene.table.done[-1].action["action"] == "take"


def test_g10_three_drinks_not_in_a_line_are_not_taken(app):
    scene = _at_screen(app, "jido:g10", 3)
    steps = len(scene.table.done)
    for cell in (0, 7, 14):  # a diagonal
        click(app, _cell_centre(scene, cell))
    assert len(scene.table.done) == steps
    assert len(scene.plugin.line) <= 1


def test_g10_the_end_screen_breaks_each_score_down(app):
    scene = _at_screen(app, "jido:g10", 2)
    while not scene.game.is_over(scene.table):
        seat = scene.game.to_move(scene.table)[0]
        scene.play(next(iter(scene.game.legal_actions(scene.table, seat))), seat=seat)
    modal = scene.plugin.end_modal()
    assert isinstance(modal, BreakdownEnd)
    score = scene.game.score(scene.table)
    assert len(modal.lines) == 2
    for line, b in zip(modal.lines, score["breakdown"]):
        assert f"+{b['own']}" in line and f"−{b['penalty']}" in line and f"→ {b['score']}" in line


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_seats_of_g04_and_g08_never_overlap_each_other_or_the_crates_and_narrow_seats_stand_two_abreast(app):
    for game, players in (("jido:g08m", 2), ("jido:g08m", 4), ("jido:g08m", 6), ("jido:g04", 4), ("jido:g04", 6)):
        scene = _at_screen(app, game, players)
        rects = [tuple(meta["rect"]) for meta in scene.plugin.zone_meta(scene.view).values()]
        x, y, w, h = scene.plugin.crate_box()
        for k, r in enumerate(rects):
            assert not _overlap(r, (x, y, w, h)), f"{game} at {players}: a seat's zone lies on the crates"
            assert not any(_overlap(r, q) for q in rects[k + 1 :]), f"{game} at {players}: two seats' zones overlap"
        lefts = {r[0] for r in rects}
        narrow = game == "jido:g08m" and players >= 4
        assert (len(lefts) == 2) == narrow, f"{game} at {players}: {len(lefts)} columns of seats"
