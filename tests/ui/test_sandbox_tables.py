"""The free tables: every component laid out, zones tidy (no overlaps), play falls back to them."""

from __future__ import annotations

import pytest

from tsukiji_table.games.base import component_counts
from tsukiji_table.games.registry import get
from tsukiji_table.games.sandbox import resolve_game
from tsukiji_table.games.session import Session
from tsukiji_table.rulesdata import load_rules


@pytest.mark.parametrize("box,players", [("tsukiji", 6), ("tsukiji", 2), ("turin", 5), ("jidohanbaiki", 1), ("jidohanbaiki", 4)])
def test_every_component_is_laid_out_in_a_drawn_zone(box, players):
    session = Session.new(f"sandbox:{box}", players, 3, {})
    table = session.table
    rules = load_rules(box)
    expected = sum(n for c in rules.components.values() if c.set == "base" for k, v, n in c.kinds() if c.denomination_of(v) is None)
    assert len(table.pieces) == expected
    assert table.zones["box"].ids == []
    for piece in table.pieces.values():
        zone = table.zones[piece.zone]
        assert zone.meta.get("rect") or zone.meta.get("hidden"), piece.id
        if zone.meta.get("hidden"):
            assert any(z.meta.get("board") == piece.id for z in table.zones.values()), f"{piece.id} is hidden but drawn nowhere"
    coins = sum(n for k, n in component_counts(table).items() if k.startswith("coin:"))
    assert coins == sum(c.count for c in rules.components.values() if c.set == "base" and c.denomination_of(None) is not None) + sum(
        v.count for c in rules.components.values() if c.set == "base" for v in c.variants if v.denomination is not None
    )


@pytest.mark.parametrize("box,players", [("tsukiji", 6), ("turin", 5), ("jidohanbaiki", 2)])
def test_zones_do_not_overlap(box, players):
    table = Session.new(f"sandbox:{box}", players, 3, {}).table
    # Anchored zones (money on a card, a crate's pockets) are measured from their piece: they lie on it.
    rects = [(z.id, z.meta["rect"]) for z in table.zones.values() if z.meta.get("rect") and not z.meta.get("anchor")]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1 :]:
            overlap_x = min(ra[0] + ra[2], rb[0] + rb[2]) - max(ra[0], rb[0])
            overlap_y = min(ra[1] + ra[3], rb[1] + rb[3]) - max(ra[1], rb[1])
            assert overlap_x <= 0 or overlap_y <= 0, f"{a} overlaps {b}"


def test_expansion_option_lays_out_the_expansion():
    base = Session.new("sandbox:tsukiji", 3, 1, {}).table
    full = Session.new("sandbox:tsukiji", 3, 1, {"expansion": True}).table
    assert len(full.pieces) > len(base.pieces)
    assert any(k.startswith("expansion_barrel") for k in full.kinds)


def test_play_falls_back_to_the_free_table_until_a_referee_exists():
    for box in ("tsukiji", "turin", "jidohanbaiki"):
        resolved = resolve_game(box)
        assert resolved == box or resolved == f"sandbox:{box}"
        get(resolved)
    assert resolve_game("sandbox:turin") == "sandbox:turin"
    with pytest.raises(ValueError):
        resolve_game("chess")


def test_free_table_setup_replays_from_its_log():
    session = Session.new("sandbox:jidohanbaiki", 2, 9, {})
    from tsukiji_table.table import replay

    fresh = session.game.build(2, session.options, 9)
    assert replay(fresh, session.table.done, session.table.state_hash()).ok


def test_a_payment_with_change_is_logged_from_payer_to_recipient(app):
    """'Pay Player 2' from a purse holding only big coins: the bank makes change, the log names Player 2's purse."""
    from tsukiji_table.ui import gestures
    from tsukiji_table.ui.describe import describe_transaction

    from .conftest import open_table

    scene = open_table(app, "sandbox:turin", 2)
    table = scene.table
    with table.begin("give", 0) as tx:
        tx.pay("bank", "p0.money", 10, bank="bank")
    before = {z: table.money(z) for z in ("p0.money", "p1.money")}
    tx = gestures.pay(table, 0, "p0.money", "p1.money", 8)
    assert table.money("p1.money") - before["p1.money"] == 8
    line = describe_transaction(scene.services, tx)
    assert line.startswith("Player 1") and "8 " in line + " " and line.index("Player 1") < line.index("Player 2"), line
    assert "Bank" not in line, line


def test_turin_cards_are_printed_the_same_on_the_free_table_as_in_the_game(app):
    from tsukiji_table.ui.launch import make_session

    from .conftest import open_table

    free = open_table(app, "sandbox:turin", 3).catalog
    game = app.open_session(make_session("turin", 3, 1)).catalog
    shapes = {"goods_card": "turin_goods", "loan_card": "turin_loan", "list_card": "turin_list"}
    seen = set()
    for kind, look in free.looks.items():
        if look.component in shapes and not look.back:
            assert look.shape == shapes[look.component], f"{kind} is drawn as a plain {look.shape} on the free table"
            assert game.looks[kind] == look, f"{kind} differs between the free table and the game"
            seen.add(look.component)
    assert seen == set(shapes)
