"""G12 and G13 in the window: drags that become actions, the machine used by hand, the end with its breakdown."""

from __future__ import annotations

from tests.jidohanbaiki.test_tower_game_screens import _button, _opening, _play_out, _sprite
from tests.ui.conftest import app, click, drag, open_table  # noqa: F401  (the app fixture)
from tsukiji_table.games.jidohanbaiki.drinks import in_zone
from tsukiji_table.ui.games.party_end import BreakdownEnd


def _at_screen(app, scene, seat: int) -> None:  # noqa: F811
    scene.viewer = seat
    scene.cover = None
    app.step()


def _zone_point(scene, zone: str) -> tuple[float, float]:
    x, y, w, h = scene.table.zones[zone].meta["rect"]
    return scene.camera.to_screen(x + w / 2, y + h / 3)


def test_g12_a_supply_drink_dragged_onto_your_card_is_placed_there(app):  # noqa: F811
    scene = open_table(app, "jido:g12", 2, 47)
    _at_screen(app, scene, 0)
    sprite = _sprite(scene, "drink.purple:short_can")
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), _zone_point(scene, "on.0.2"))
    assert scene.table.done[-1].action == {"action": "place", "drink": "purple:short_can", "card": 2}
    assert app.errors == []


def test_g12_an_opponents_card_drink_dropped_on_the_opening_puts_the_whole_card_in(app):  # noqa: F811
    scene = open_table(app, "jido:g12", 2, 5)
    for seat, drink in ((0, "blue:longest_bottle"), (1, "blue:long_can"), (0, "blue:not_longest_bottle")):
        scene.play({"action": "place", "drink": drink, "card": 5 if seat == 0 else 1}, seat=seat)
    _at_screen(app, scene, 1)
    sprite = _sprite(scene, "drink.blue:longest_bottle")
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), _opening(scene))
    tx = scene.table.done[-1]
    assert tx.action == {"action": "insert", "card": 5} and tx.seat == 1
    assert scene.plugin.tower.animating and "…" in scene.plugin.describe(tx)
    _play_out(app)
    assert scene.table.money("p1.money") == 1500 and not scene.table.zones["tower.inside"].ids
    assert app.errors == []


def test_g12_the_end_screen_breaks_each_total_down(app):  # noqa: F811
    scene = open_table(app, "jido:g12", 2, 47)
    scene.play({"action": "place", "drink": "purple:short_can", "card": 2}, seat=0)
    scene.play({"action": "pass"}, seat=1)
    scene.play({"action": "pass"}, seat=0)
    end = scene.plugin.end_modal()
    assert isinstance(end, BreakdownEnd)
    assert any("300" in line and "=" in line for line in end.lines)


def test_g13_a_supply_drink_dragged_onto_the_pot_goes_in_and_a_pot_drink_on_the_opening_takes_it(app):  # noqa: F811
    scene = open_table(app, "jido:g13", 2, 3)
    first = scene.game.to_move(scene.table)[0]
    _at_screen(app, scene, first)
    drink = in_zone(scene.table, f"p{first}.supply")[0]
    sprite = _sprite(scene, f"drink.{drink}")
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), _zone_point(scene, "pot"))
    assert scene.table.done[-1].action == {"action": "add", "drink": drink}
    other = 1 - first
    _at_screen(app, scene, other)
    sprite = _sprite(scene, f"drink.{drink}")
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), _opening(scene))
    app.step()
    menu = scene.menus.menu
    assert menu is not None and menu.entries, "the take asks which drink starts the pot again"
    click(app, (menu.rect.x + 20, menu.rect.y + 4 + menu.ROW // 2))  # the first entry
    for _ in range(3):
        app.step()
    tx = scene.table.done[-1]
    assert tx.action["action"] == "take" and tx.seat == other
    _play_out(app)
    assert app.errors == []


def test_g13_put_100_in_is_a_button(app):  # noqa: F811
    scene = open_table(app, "jido:g13", 3, 3)
    first = scene.game.to_move(scene.table)[0]
    _at_screen(app, scene, first)
    click(app, _button(scene, "Put 100 in the pot").rect.center)
    assert scene.table.done[-1].action == {"action": "add_coin"} and scene.table.money("pot.money") == 100
    assert app.errors == []
