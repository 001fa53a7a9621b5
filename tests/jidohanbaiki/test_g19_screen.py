"""G19 Jasmine Tea in the window: the blind bid behind the hand-off cover (ties bid again, all of them), the drags, the words."""

from __future__ import annotations

import pygame

from tests.ui.conftest import app, drag, key, open_table, post  # noqa: F401  (the app fixture)
from tests.ui.test_japanese_window import _bad, _report, drawn, look_around  # noqa: F401  (the drawn fixture)
from tsukiji_table.ui.app import FPS
from tsukiji_table.ui.overlays import SecretInput

from .test_tower_game_screens import _opening, _play_out, _sprite, _through_cover


def _secret_input(scene) -> SecretInput:
    return next(m for m in scene.modals if isinstance(m, SecretInput))


def _bid(window, modal: SecretInput, hundreds: list[int]) -> None:
    for n in hundreds:
        _through_cover(window)
        assert modal.phase == "input"
        post(pygame.TEXTINPUT, text=str(n))
        window.step()
        key(window, pygame.K_RETURN)
    assert modal.phase == "reveal"
    for _ in range(int(SecretInput.REVEAL_S * FPS) + 5):
        window.step()
    key(window, pygame.K_RETURN)
    for _ in range(3):
        window.step()


def test_g19_a_tie_asks_every_tied_player_again_and_no_bid_is_shown_before_all_are_in(app):  # noqa: F811
    scene = open_table(app, "jido:g19", 3, 7)
    for _ in range(5):
        app.step()
    first = _secret_input(scene)
    assert first.seats == [0, 1, 2]
    _bid(app, first, [2, 2, 1])
    assert scene.table.vars["phase"] == "bid" and scene.table.vars["bidders"] == [0, 1]
    again = _secret_input(scene)
    assert again is not first and again.seats == [0, 1], "both tied players bid again, in one secret input"
    assert not any(n.startswith("secret.") for n in scene.table.vars), "nothing is played before both have bid again"
    _bid(app, again, [3, 1])
    assert scene.table.vars["bids"] == {"0": 300, "1": 100} and scene.table.vars["start"] == 0
    assert scene.table.money("p0.money") == 1700 and app.errors == []


def test_g19_a_supply_drink_dragged_onto_bought_this_round_is_bought(app):  # noqa: F811
    scene = open_table(app, "jido:g19", 2, 7)
    for _ in range(3):
        app.step()
    _bid(app, _secret_input(scene), [1, 0])
    _through_cover(app)
    drink = _sprite(scene, "drink.red:short_can")
    x, y, w, _ = scene.layout.boxes["bought"].rect
    drag(app, scene.camera.to_screen(drink.x, drink.y), scene.camera.to_screen(x + w / 2, y + 20))
    assert scene.table.zones["bought"].ids == ["drink.red:short_can"] and scene.table.money("p0.money") == 1800
    assert scene.table.vars["doing"] == "drinks"


def test_g19_a_bought_drink_dropped_on_the_opening_puts_the_rounds_drinks_in_and_pays_once_shown(app):  # noqa: F811
    scene = open_table(app, "jido:g19", 2, 7)
    for _ in range(3):
        app.step()
    _bid(app, _secret_input(scene), [1, 0])
    t, game = scene.table, scene.game
    while t.vars["phase"] == "turns":  # every turn buys one drink (through the referee: the drags are tested above)
        seat = game.to_move(t)[0]
        scene.play({"action": "buy_drink", "drink": t.zones["supply"].ids[0].removeprefix("drink.")}, seat=seat)
        if t.vars["phase"] == "turns" and t.vars["doing"] == "drinks":
            scene.play({"action": "done"}, seat=seat)
    inserter = game.to_move(t)[0]
    scene.viewer = inserter
    if scene.cover is not None:
        scene.cover.on_ready()
        scene.cover = None
    app.step()
    bought = list(t.zones["bought"].ids)
    sprite = _sprite(scene, bought[0])
    drag(app, scene.camera.to_screen(sprite.x, sprite.y), _opening(scene))
    tx = t.done[-1]
    assert tx.action == {"action": "insert"} and tx.seat == inserter
    assert t.vars["tower.last"]["inserted"] == [b.removeprefix("drink.") for b in bought]
    assert scene.plugin.tower.animating and "…" in scene.plugin.describe(tx)  # no spoiler while the drinks fall
    _play_out(app)
    assert t.vars["round"] == 2 and app.errors == []


def test_g19_a_japanese_round_shows_no_english_and_no_ids(app, drawn):  # noqa: F811
    app.set_language("ja")
    scene = open_table(app, "jido:g19", 3, 7)
    for _ in range(3):
        app.step()
    _bid(app, _secret_input(scene), [1, 0, 0])
    t, game = scene.table, scene.game
    scene.play({"action": "buy_stock", "card": "blue"}, seat=game.to_move(t)[0])
    scene.play({"action": "bet", "card": "blue", "amount": 200}, seat=game.to_move(t)[0])
    while t.vars["phase"] == "turns":
        seat = game.to_move(t)[0]
        scene.play({"action": "buy_drink", "drink": t.zones["supply"].ids[0].removeprefix("drink.")}, seat=seat)
        if t.vars["phase"] == "turns" and t.vars["doing"] == "drinks":
            scene.play({"action": "done"}, seat=seat)
    scene.play({"action": "insert"}, seat=game.to_move(t)[0])
    _play_out(app)
    look_around(app, scene, drawn)
    assert any("ラウンド2／4" in text for text in drawn), "the panel was drawn in Japanese (three players: four rounds)"
    bad = _bad(drawn)
    assert not bad, _report("jido:g19", bad)
    assert app.errors == []


def test_every_word_the_g19_screen_asks_for_is_in_english_and_japanese() -> None:
    import re
    from pathlib import Path

    import tsukiji_table.ui.describe  # noqa: F401  (the window's own words, such as "log.and")
    from tsukiji_table.text import CATALOGUE
    from tsukiji_table.ui.games import jido_g19

    keys = re.findall(r'i18n\.tr\(\s*"([^"{]+)"', Path(jido_g19.__file__ or "").read_text(encoding="utf-8"))
    assert len(keys) > 20
    for key_ in keys:
        assert key_ in CATALOGUE and {"en", "ja"} <= set(CATALOGUE[key_]), key_
