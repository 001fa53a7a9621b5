"""The window's kind catalogue draws the pieces of every box a game names, each as its own box draws it."""

from __future__ import annotations

from tsukiji_table.games.session import Session
from tsukiji_table.rulesdata import load_rules
from tsukiji_table.table import view
from tsukiji_table.ui.kinds import KindCatalog

from .conftest import open_table


def test_a_game_of_two_boxes_draws_each_box_s_pieces_from_its_own_box():
    session = Session.new("demo:stall", 2, seed=1)
    catalog = KindCatalog(session.table, session.game.all_rules())
    drink, barrel = catalog.look("drink.red:short_can"), catalog.look("barrel.eel")
    assert drink.shape == "drink" and drink.box_names["en"] == load_rules("jidohanbaiki").names["en"]
    assert drink.tower is not None, "a drink is sized by Jidohanbaiki's tower.yaml, though its game's own box is read in part"
    assert barrel.box_names["en"] == load_rules("tsukiji").names["en"]
    alone = KindCatalog(Session.new("sandbox:tsukiji", 2, seed=1).table, load_rules("tsukiji")).look("barrel.eel")
    assert (barrel.shape, barrel.size, barrel.colour, barrel.names) == (alone.shape, alone.size, alone.colour, alone.names)
    assert catalog.coin_kind(5000).component == "money"


def test_the_table_of_a_game_of_two_boxes_opens_and_draws(app):
    scene = open_table(app, "demo:stall", 2, seed=2)
    for _ in range(3):
        app.step()
    assert app.errors == []
    on_stall = [p.kind for p in view(scene.table, 0).zones["stall"].pieces]
    assert {scene.catalog.look(kind).component for kind in on_stall} == {"drink", "barrel"}
    assert {scene.catalog.look(kind).shape for kind in on_stall} == {"drink", "disc"}
