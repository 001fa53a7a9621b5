"""Default seat and bot names follow the language; names people typed stay as typed (issue 17, item 14)."""

from __future__ import annotations

from tests.ui.conftest import app, open_table  # noqa: F401  (the app fixture)
from tsukiji_table.ui import i18n
from tsukiji_table.ui.bots import seat_label


def test_a_default_name_is_shown_in_the_language_in_use_whatever_language_it_was_stored_in():
    i18n.set_language("ja")
    try:
        assert seat_label({"name": "Player 2"}, 1) == "プレイヤー2"
        assert seat_label({"name": "Smart bot 3", "bot": "heuristic"}, 2) == "かしこいCPU3"
        assert seat_label({"name": "Random bot 2"}, 1) == "ランダムCPU2"  # a saved game's list of names: no bot named
        assert seat_label({"name": "Aiko"}, 0) == "Aiko"
        i18n.set_language("en")
        assert seat_label({"name": "プレイヤー1"}, 0) == "Player 1"
        assert seat_label({"name": "かしこいCPU3", "bot": "heuristic"}, 2) == "Smart bot 3"
    finally:
        i18n.set_language("en")


def test_the_table_names_seats_and_their_zones_in_japanese_after_a_switch(app):  # noqa: F811
    scene = open_table(app, "sandbox:jidohanbaiki", 2, 1)
    assert scene.seat_name(1) == "Player 2"
    app.set_language("ja")
    assert scene.seat_name(1) == "プレイヤー2"
    labels = [scene.renderer.zone_label(box, scene.seats) for box in scene.layout.boxes.values() if box.owner == 1]
    assert any(label.startswith("プレイヤー2 · ") for label in labels) and not any("Player" in label for label in labels)
