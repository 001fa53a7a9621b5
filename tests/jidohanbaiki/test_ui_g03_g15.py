"""G03 and G15 in the window: sealed bids and private choices behind the cover, drags that play, what each seat is shown."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.conftest import app, click, drag, key, open_table  # noqa: F401  (the app fixture)
from tsukiji_table.games.selfplay import make_bot
from tsukiji_table.games.session import Session
from tsukiji_table.table import view
from tsukiji_table.ui.games.jido_dialogs import PickDialog, ResultTable
from tsukiji_table.ui.overlays import SecretInput
from tsukiji_table.ui.screenshot import take


def _through_cover(app, scene) -> None:  # noqa: F811
    """Click the hand-off cover away, as the next person does."""
    for _ in range(3):
        app.step()
    if scene.cover is not None:
        click(app, scene.screen_rect.center)
        app.step()


def _modal(scene, kind):
    return next(m for m in reversed(scene.modals) if isinstance(m, kind) and not m.done)


def _sprite(scene, handle):
    return next(s for s in scene.layout.sprites if s.handle == handle and not s.under)


def _bid(app, scene, coins: int) -> None:  # noqa: F811
    _through_cover(app, scene)
    dialog = _modal(scene, SecretInput)
    app.step()
    for _ in range(coins):
        click(app, dialog.entry.plus.rect.center)
    click(app, dialog.confirm.rect.center)


def test_genmaicha_bids_are_typed_behind_the_cover_and_shown_together_then_the_order(app):  # noqa: F811
    scene = open_table(app, "jido:g03", 2, seed=31)
    _bid(app, scene, 1)
    assert scene.table.money("p0.money") == 500, "nothing is paid before every fist is open"
    _through_cover(app, scene)
    assert scene.viewer == 1
    assert not any(name.startswith("secret.") for name in scene.view.vars)  # seat 0's bid is not seat 1's to read
    assert "100" not in " ".join(scene.hud.log_lines())
    dialog = _modal(scene, SecretInput)
    click(app, dialog.confirm.rect.center)
    for _ in range(80):  # the reveal shows every fist, then the result goes to the referee
        app.step()
        if dialog.phase == "reveal" and dialog.reveal_t >= dialog.REVEAL_S:
            break
    key(app, pygame.K_RETURN)
    table = _modal(scene, ResultTable)
    assert table.public and [r[0] for r in table.rows] == [scene.seat_name(0), scene.seat_name(1)]
    assert scene.table.vars["order"] == [0, 1] and scene.table.money("p0.money") == 400
    assert app.errors == []


def test_a_genmaicha_tie_asks_the_tied_bidders_again_together_and_nobody_else(app):  # noqa: F811
    scene = open_table(app, "jido:g03", 3, seed=31)
    for coins in (1, 1, 0):
        _bid(app, scene, coins)
    dialog = next(m for m in scene.modals if isinstance(m, SecretInput))
    for _ in range(80):
        app.step()
        if dialog.phase == "reveal" and dialog.reveal_t >= dialog.REVEAL_S:
            break
    key(app, pygame.K_RETURN)
    for _ in range(5):
        app.step()
    assert scene.table.vars["phase"] == "rebid"
    asked = [m.seats for m in scene.modals if isinstance(m, SecretInput) and not m.done]
    assert asked == [[0, 1]]
    assert app.errors == []


def test_the_order_of_choice_is_shown_to_everyone_before_anyone_is_handed_the_screen(app):  # noqa: F811
    scene = open_table(app, "jido:g03", 3, seed=5)
    for coins in (0, 1, 2):  # asked from the third seat on; the first seat's bid is played first, the third's last
        _bid(app, scene, coins)
    dialog = _modal(scene, SecretInput)
    dialog.reveal_t = dialog.REVEAL_S
    key(app, pygame.K_RETURN)
    for _ in range(3):
        app.step()
    assert scene.cover is None, "nobody is handed the screen while the fists are open"
    assert _modal(scene, ResultTable).public
    key(app, pygame.K_RETURN)
    for _ in range(3):
        app.step()
    heading_to = scene.cover.seat if scene.cover is not None else scene.viewer
    assert heading_to == scene.table.vars["order"][0] == 1, "then the screen goes to the first to choose a crate"
    assert app.errors == []


def _to_brewing(app, scene) -> None:  # noqa: F811
    _bid(app, scene, 1)
    _bid(app, scene, 0)
    dialog = _modal(scene, SecretInput)
    dialog.reveal_t = dialog.REVEAL_S
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)  # the order of choice, read by everyone
    _through_cover(app, scene)


def _take_crate_one(app, scene) -> None:  # noqa: F811
    """Seat 0 drags crate 1 (by an empty pocket) onto its drinks."""
    crate = _sprite(scene, "crate#1")
    target = scene.layout.boxes["p0.drinks"]
    drag(app, scene.camera.to_screen(crate.x, crate.y + crate.h * 0.35), scene.camera.to_screen(target.rect[0] + 40, target.rect[1] + 40))


def test_a_crate_dragged_onto_your_drinks_is_chosen_and_a_drink_dropped_on_a_card_brews_its_line(app):  # noqa: F811
    scene = open_table(app, "jido:g03", 2, seed=31, options={"mode": "strict"})
    _to_brewing(app, scene)
    _take_crate_one(app, scene)
    assert scene.table.done[-1].action == {"action": "pick_crate", "crate": 1}  # seat 1 takes the last crate in the same move
    assert scene.table.vars["phase"] == "brew" and scene.viewer == 0
    # Column 3 reads mint / stubby can / blue: the blue stubby can dropped on the blue card makes it.
    can = _sprite(scene, "drink.blue:stubby_can")
    x, y, w, h = scene.layout.boxes["grid"].room
    blue_card = (x + w * 5 / 6, y + h * 5 / 6)
    drag(app, scene.camera.to_screen(can.x, can.y), scene.camera.to_screen(*blue_card))
    played = scene.table.done[-1].action
    assert played["action"] == "brew" and played["line"] == "c2" and played["drinks"][1:] == ["blue:stubby_can", "blue:stubby_can"]
    assert scene.table.money("p0.money") == 400 + 600
    assert app.errors == []


def test_strict_mode_refuses_a_drink_dropped_where_it_makes_no_recipe(app):  # noqa: F811
    scene = open_table(app, "jido:g03", 2, seed=31, options={"mode": "strict"})
    _to_brewing(app, scene)
    _take_crate_one(app, scene)
    steps = len(scene.table.done)
    can = _sprite(scene, "drink.blue:stubby_can")
    x, y, w, h = scene.layout.boxes["grid"].room
    drag(app, scene.camera.to_screen(can.x, can.y), scene.camera.to_screen(x + w / 6, y + h / 6))  # the longest-bottle card
    assert len(scene.table.done) == steps and scene.toasts.items
    assert app.errors == []


def test_hot_potato_choices_are_made_one_seat_at_a_time_and_reveal_nothing(app):  # noqa: F811
    scene = open_table(app, "jido:g15", 3, seed=3)
    for seat in range(3):
        _through_cover(app, scene)
        assert scene.viewer == seat
        dialog = _modal(scene, PickDialog)
        assert len(dialog.options) == 2 and not dialog.cancel
        key(app, pygame.K_1)
        assert not any(m.public and not m.done for m in scene.modals), "a kept card is nobody else's business"
    assert scene.table.vars["phase"] == "give"
    giver = scene.game.to_move(scene.table)[0]
    _through_cover(app, scene)
    first = _modal(scene, PickDialog)
    key(app, pygame.K_1)
    chosen = scene.table.vars[f"secret.{giver}.give"][0]
    second = _modal(scene, PickDialog)
    assert second is not first and len(second.options) == len(first.options) - 1
    mine = [p.handle for p in scene.view.zones[f"p{giver}.drinks"].pieces]
    assert f"drink.{chosen}" not in mine, "the giver sees its choice set aside"
    other = (giver + 1) % 3
    assert f"drink.{chosen}" in [p.handle for p in view(scene.table, other).zones[f"p{giver}.drinks"].pieces]
    assert app.errors == []


def test_the_last_turn_of_hot_potato_is_shown_before_the_end_screen(app):  # noqa: F811
    scene = open_table(app, "jido:g15", 3, seed=4)
    screen, game, table = scene.plugin, scene.game, scene.table
    moves = []  # a whole game played headless from the same seed, then replayed in the window
    s = Session.new("jido:g15", 3, 4)
    bots = [make_bot(s.game, "random", seat, 4) for seat in range(3)]
    while not s.game.is_over(s.table):
        seat = s.game.to_move(s.table)[0]
        moves.append((seat, bots[seat].act(s.game, s.table, seat)))
        s.play(*moves[-1])
    screen.paused = True
    for seat, action in moves[:-1]:
        assert scene.play(action, seat)
    screen.queue.clear()
    scene.modals.clear()
    screen.paused = False
    assert scene.play(moves[-1][1], moves[-1][0])
    assert game.is_over(table)
    for _ in range(3):
        app.step()
    shown = _modal(scene, ResultTable)
    assert shown.title != scene.plugin.end_modal().title, "the last turn (who paid what) comes first"
    key(app, pygame.K_RETURN)
    for _ in range(3):
        app.step()
    assert _modal(scene, ResultTable).title == scene.plugin.end_modal().title
    assert app.errors == []


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "game,scene_name",
    [("jido:g03", "g03-brew"), ("jido:g03", "g03-order"), ("jido:g03", "g03-end"), ("jido:g15", "g15-give"), ("jido:g15", "g15-turn"), ("jido:g15", "g15-end")],
)
def test_screenshot_scenes_render(tmp_path, game, scene_name, lang):
    size = (1024, 640)
    out = take(game, tmp_path / f"{scene_name}-{lang}.png", players=4, seed=3, size=size, scene_name=scene_name, lang=lang)
    pygame.display.init()
    img = pygame.image.load(str(out))
    assert img.get_size() == size
    small = pygame.transform.scale(img, (32, 18))
    assert len({small.get_at((x, y))[:3] for x in range(32) for y in range(18)}) > 4
