"""A game may draw components from several boxes (``Game.boxes``): rules of each, pieces of each, ids that never meet."""

from __future__ import annotations

import pytest

from tsukiji_table.cli import main
from tsukiji_table.games.base import Game, populate
from tsukiji_table.games.registry import register
from tsukiji_table.games.session import RulesChanged, Session
from tsukiji_table.rulesdata import kind_ids, load_all, load_rules, shared_kinds
from tsukiji_table.table import Table, TableError, ZoneKind


def test_the_stall_lays_out_pieces_of_both_boxes_and_one_box_s_money():
    table = Session.new("demo:stall", 2, seed=1).table
    components = {info.component for info in table.kinds.values()}
    assert {"drink", "money", "barrel"} <= components
    assert not components & {"yen_100", "yen_500", "yen_1000", "crate", "fish_token"}, "only the parts named with only="
    assert sorted(table.denominations) == [100, 500, 1000, 5000], "Jidohanbaiki's money, which has a 5,000 yen note"
    on_stall = {table.kinds[table.pieces[p].kind].component for p in table.zones["stall"].ids}
    assert on_stall == {"drink", "barrel"}


def test_a_game_has_the_rules_of_each_box_it_names():
    game = Session.new("demo:stall", 2, seed=1).game
    assert game.rules is not None and game.rules.box == "jidohanbaiki"
    assert [r.box for r in game.all_rules()] == ["jidohanbaiki", "tsukiji"]
    assert game.rules_of("tsukiji").file("fish_markets.yaml")["markets"][0]["id"] == "eel"
    assert game.price(Session.new("demo:stall", 2, seed=1).table, "barrel.eel#1") == 500  # the eel license price
    with pytest.raises(KeyError, match="no rules of box 'turin'; its boxes: jidohanbaiki, tsukiji"):
        game.rules_of("turin")


def test_an_override_reaches_the_second_box_and_its_save_names_it(tmp_path):
    over = tmp_path / "mine.yaml"
    over.write_text("tsukiji:\n  fish_markets.yaml:\n    markets:\n      - id: eel\n        license_price: 700\n")
    session = Session.new("demo:stall", 2, seed=1, rules_override=over)
    assert session.game.price(session.table, "barrel.eel#1") == 700
    path = tmp_path / "stall.json"
    session.save(path)
    with pytest.raises(RulesChanged, match=r"the --rules-override of rules/tsukiji/fish_markets\.yaml differs"):
        Session.load(path)
    assert Session.load(path, rules_override=over).table.state_hash() == session.table.state_hash()


def test_a_second_box_s_coins_of_a_denomination_already_on_the_table_are_refused():
    table = Table("t", 0, 1)
    table.add_zone("box", ZoneKind.STACK)
    table.add_zone("bank", ZoneKind.MONEY)
    populate(table, load_rules("jidohanbaiki"), money_zone="bank", only=("money",))
    with pytest.raises(TableError, match=r"'yen_100' of rules/tsukiji is a coin of 100, like 'money.100' .* one box's money"):
        populate(table, load_rules("tsukiji"), money_zone="bank", only=("yen_100",))


def test_populate_names_a_component_the_box_lacks():
    table = Table("t", 0, 1)
    table.add_zone("box", ZoneKind.STACK)
    with pytest.raises(TableError, match="rules/tsukiji has no component drink"):
        populate(table, load_rules("tsukiji"), only=("barrel", "drink"))


def test_populating_a_box_twice_is_refused_by_name():
    table = Table("t", 0, 1)
    table.add_zone("box", ZoneKind.STACK)
    populate(table, load_rules("tsukiji"), only=("barrel",))
    with pytest.raises(TableError, match=r"kind 'barrel.eel' of rules/tsukiji is already on the table"):
        populate(table, load_rules("tsukiji"), only=("barrel",))


def test_the_shipped_boxes_share_no_ids():
    boxes, errors = load_all()
    assert errors == [] and shared_kinds(boxes) == []
    ids = [kind_ids(r) for r in boxes.values()]
    assert all(not a & b for i, a in enumerate(ids) for b in ids[i + 1 :])
    assert "drink.red:short_can" in kind_ids(boxes["jidohanbaiki"]) and "barrel.eel" in kind_ids(boxes["tsukiji"])


def test_rules_check_names_an_id_two_boxes_share(tmp_path, capsys):
    over = tmp_path / "mine.yaml"
    over.write_text("tsukiji:\n  components.yaml:\n    components:\n      - {id: drink, names: {en: Drink, ja: 飲み物}, count: 1, shape: token}\n")
    assert main(["rules", "check", "--rules-override", str(over)]) == 1
    err = capsys.readouterr().err
    assert "rules/tsukiji/components.yaml components: 'drink' is also an id of rules/jidohanbaiki" in err and "Traceback" not in err


def test_a_game_must_name_the_boxes_whose_files_it_reads():
    class Reader(Game):
        id = "test:reader"
        box = "jidohanbaiki"
        reads = ("g08.yaml", "turin/cards.yaml")

    with pytest.raises(ValueError, match="reads files of turin but does not name the box in Game.boxes"):
        register(Reader)

    class Misordered(Game):
        id = "test:misordered"
        box = "jidohanbaiki"
        boxes = ("tsukiji", "jidohanbaiki")

    with pytest.raises(ValueError, match="must start with its own box 'jidohanbaiki'"):
        register(Misordered)


def test_files_read_are_sorted_out_per_box():
    from tsukiji_table.games.registry import get

    assert get("demo:stall").files_read() == {"jidohanbaiki": (), "tsukiji": ("fish_markets.yaml",)}
    assert get("jido:g08").files_read() == {"jidohanbaiki": ("g08.yaml",)}
    assert get("demo").files_read() == {}


def _laid_out(table: Table) -> tuple:
    pieces = sorted((p.id, p.kind, p.zone, p.face_up) for p in table.pieces.values())
    kinds = sorted((k.id, k.component, k.back, k.denomination) for k in table.kinds.values())
    return pieces, kinds, dict(table.zones["bank"].coins)


def _populated(rules, **kw) -> Table:
    table = Table("t", 0, 1)
    table.add_zone("box", ZoneKind.STACK)
    table.add_zone("bank", ZoneKind.MONEY)
    populate(table, rules, money_zone="bank", **kw)
    return table


@pytest.mark.parametrize("box", ["tsukiji", "jidohanbaiki", "turin"])
def test_populate_lays_out_the_same_pieces_from_rules_it_has_read_before_and_per_selection(box):
    rules = load_rules(box)
    first = _populated(rules)
    first.pieces[next(iter(first.pieces))].face_up = not first.pieces[next(iter(first.pieces))].face_up  # a game plays on
    again = _populated(rules)
    rules.contents.clear()  # what populate keeps of the rules, worked out afresh
    assert _laid_out(again) == _laid_out(_populated(rules)) != _laid_out(first)
    some = sorted(rules.components)[:1]
    assert {p.kind.split(".")[0].split("#")[0] for p in _populated(rules, only=some).pieces.values()} <= set(some)
    assert len(_populated(rules, only=some).pieces) < len(again.pieces)
    sets = {c.set for c in rules.components.values()}
    if len(sets) > 1:  # a selection of sets is kept apart from the whole box
        assert len(_populated(rules, sets=("base",)).pieces) < len(_populated(rules).pieces)
