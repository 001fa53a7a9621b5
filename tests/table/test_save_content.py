"""A save with a matching hash but impossible content is refused with a message naming the field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.ui.conftest import app  # noqa: F401  (the app fixture)
from tsukiji_table.cli import main
from tsukiji_table.games.selfplay import make_bot
from tsukiji_table.games.session import Session, verify_save
from tsukiji_table.table import SaveError, canonical_hash


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """A Turin game of three, twenty actions in, as the JSON of its save."""
    s = Session.new("turin", 3, 5)
    bots = [make_bot(s.game, "random", n, 5) for n in range(3)]
    for _ in range(20):
        seat = s.game.to_move(s.table)[0]
        s.play(seat, bots[seat].act(s.game, s.table, seat))
    path = tmp_path_factory.mktemp("save") / "turin.json"
    s.save(path)
    return json.loads(path.read_text())


DEEP: list = [1]
for _ in range(30):
    DEEP = [DEEP]  # thirty levels: deeper than a save's free-form JSON may go


def changed(saved, tmp_path, change) -> str:
    data = json.loads(json.dumps(saved))
    change(data)
    data["hash"] = canonical_hash(data["snapshot"])  # the hash matches: only the content is wrong
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data))
    return str(path)


def refused(path: str, snapshot_only: bool = False) -> str:
    """Loading refuses it, and so does replaying (a snapshot of its own is only compared, and differs)."""
    with pytest.raises(SaveError) as loading:
        Session.load(path)
    message = str(loading.value)
    assert message.startswith(path) and "\n" not in message
    if snapshot_only:
        assert not verify_save(path).ok
    else:
        with pytest.raises(SaveError) as verifying:
            verify_save(path)
        assert str(verifying.value) == message
    return message


def set_in(data, keys, value):
    for key in keys[:-1]:
        data = data[key]
    data[keys[-1]] = value


@pytest.mark.parametrize(
    ("keys", "value", "message"),
    [
        (("players",), 99, "seats: should be a list of 99 seats"),
        (("players",), 0, "players: should be a whole number from 1 to 99, is 0"),
        (("seats",), [1, 2, 3], "seats[0]: should be a mapping with name, colour and bot, is 1"),
        (("seats",), "abc", "seats: should be a list of 3 seats"),
        (("seats", 0, "name"), ["x"], "seats[0].name: should be text"),
        (("seats", 1, "colour"), 12, "seats[1].colour: should be a colour like #3a7bd5"),
        (("seats", 2, "bot"), "genius", "seats[2].bot: turin has no bot 'genius'"),
        (("options",), {"list": [1, 2]}, "options: option list must be one of"),
        (("options",), {"x": 1}, "options: Turin Market has no option 'x'"),
        (("seed",), 10**30, "seed: should be a whole number"),
        (("extra",), {"setup_steps": [1]}, "extra.setup_steps: should be a whole number"),
        (("log", 3, "commands", 0, "ids"), [[1]], "log[3].commands[0].ids"),
        (("log", 3, "seat"), -4, "log[3].seat: should be a whole number from 0"),
        (("rules_files",), {"turin/cards.yaml": 5}, "rules_files.turin/cards.yaml: should be text"),
        (("rules_files",), {"../../etc/passwd": "ab"}, "rules_files: '../../etc/passwd' is not a rules file"),
        (("rules_overrides",), [1], "rules_overrides: should map at most 100 rules files to fingerprints"),
        (("log", 3, "action"), {"action": "bid", "amount": DEEP}, "nested more than 24 levels deep"),
        (("log", 3, "commands", 0), {"t": "var", "name": "secret.7.bid", "before": None, "after": 5}, "log[3].commands[0].name: is a secret of seat 7"),
        (("log", 3, "commands", 0), {"t": "outcome", "name": "run", "value": {"a": DEEP}}, "log[3].commands[0].value"),
    ],
)
def test_impossible_content_is_refused_naming_the_field(saved, tmp_path, keys, value, message):
    msg = refused(changed(saved, tmp_path, lambda d: set_in(d, keys, value)))
    assert message in msg


def test_a_snapshot_with_a_piece_in_two_zones_is_refused(saved, tmp_path):
    def twice(data):
        zones = data["snapshot"]["zones"]
        holder = next(z for z in zones.values() if z.get("ids"))
        other = next(z for z in zones.values() if z is not holder)
        other.setdefault("ids", []).append(holder["ids"][0])

    assert "places a second copy of piece" in refused(changed(saved, tmp_path, twice), snapshot_only=True)


def test_a_snapshot_the_referee_cannot_read_is_refused(saved, tmp_path):
    def nonsense(data):
        data["snapshot"]["vars"] = {k: "?" for k in data["snapshot"]["vars"]}

    assert "the saved position cannot be played" in refused(changed(saved, tmp_path, nonsense), snapshot_only=True)


def test_a_secret_of_a_seat_the_game_does_not_have_is_refused(saved, tmp_path):
    def stray(data):
        data["snapshot"]["vars"]["secret.5.bid"] = 300

    assert "snapshot.vars.secret.5.bid: is a secret of seat 5, but the game has 3 seats" in refused(changed(saved, tmp_path, stray), snapshot_only=True)


def test_json_nested_a_hundred_thousand_deep_is_refused(saved, tmp_path):
    path = tmp_path / "deep.json"
    path.write_text(json.dumps(saved)[:-1] + ', "deep": ' + "[" * 100_000 + "]" * 100_000 + "}")
    assert "nested too deeply" in refused(str(path))


def test_the_command_line_answers_in_one_line(saved, tmp_path, capsys):
    path = changed(saved, tmp_path, lambda d: set_in(d, ("players",), 99))
    for argv in (["replay", path, "--verify"], ["replay", path]):
        assert main(argv) == 1
        err = capsys.readouterr().err
        assert "Traceback" not in err and err.count("\n") == 1 and "seats: should be a list of 99 seats" in err


@pytest.mark.parametrize(("keys", "value"), [(("players",), 99), (("seats",), [1, 2, 3])])
def test_the_menu_answers_an_impossible_save_with_its_reason(saved, tmp_path, app, keys, value):  # noqa: F811
    from tests.ui.conftest import settle
    from tsukiji_table.ui.scenes.menu import MenuScene

    path = changed(saved, tmp_path, lambda d: set_in(d, keys, value))
    app.open_menu()
    app.step()
    menu = app.scene
    menu.load(Path(path))
    settle(app)
    assert isinstance(app.scene, MenuScene) and app.errors == []
    texts = [t.text for t in menu.toasts.items]
    assert any(t.startswith("Could not load") and "seats" in t for t in texts), texts


def _played(game_id: str, players: int, tmp_path) -> dict:
    """A save of ``game_id`` whose last action has arguments, as JSON."""
    s = Session.new(game_id, players, 3)
    bots = [make_bot(s.game, "random", n, 3) for n in range(players)]
    for _ in range(60):
        seat = s.game.to_move(s.table)[0]
        action = next((a for a in s.game.legal_actions(s.table, seat) if len(a) > 1), None) or bots[seat].act(s.game, s.table, seat)
        s.play(seat, action)
        if len(action) > 1:
            break
    path = tmp_path / "played.json"
    s.save(path)
    return json.loads(path.read_text())


@pytest.mark.parametrize(("game_id", "players"), [("jido:g19", 3), ("jido:g11", 3), ("jido:g20", 2), ("turin", 3)])
def test_a_position_where_nobody_is_to_move_and_the_game_is_not_over_is_refused(game_id, players, tmp_path):
    # Variables of the wrong type left these games waiting for nobody: the window would sit there for ever.
    def nonsense(data):
        data["snapshot"]["vars"] = {k: "?" for k in data["snapshot"]["vars"]}

    msg = refused(changed(_played(game_id, players, tmp_path), tmp_path, nonsense), snapshot_only=True)
    assert "the saved position cannot be played" in msg


@pytest.mark.parametrize(("game_id", "players"), [("tsukiji", 3), ("jido:g09", 3), ("jido:g12", 2), ("jido:g17", 3), ("demo:stall", 3)])
def test_a_logged_action_the_game_cannot_put_into_words_is_refused(game_id, players, tmp_path):
    # The log pane describes every action: one with arguments of the wrong shape raised in the window.
    def nonsense(data):
        entry = data["log"][-1]
        entry["action"] = {k: (v if k == "action" else {"a": 1}) for k, v in entry["action"].items()}

    msg = refused(changed(_played(game_id, players, tmp_path), tmp_path, nonsense), snapshot_only=True)
    assert f"log[{len(_played(game_id, players, tmp_path)['log']) - 1}]" in msg


@pytest.mark.parametrize(("game_id", "players"), [("turin", 3), ("jido:g19", 3), ("jido:flick", 2)])
def test_a_logged_action_not_of_the_games_form_is_refused_naming_its_place_in_the_log(game_id, players, tmp_path):
    # These games put such an action into words ("seat 0 moves crate {'a': 1}"), so the log pane did not fail: the form must be checked.
    saved = _played(game_id, players, tmp_path)
    last = len(saved["log"]) - 1

    def nonsense(data):
        entry = data["log"][-1]
        entry["action"] = {k: (v if k == "action" else {"a": 1}) for k, v in entry["action"].items()}

    def unknown(data):
        data["log"][-1]["action"]["action"] = "explode_everything"

    for change in (nonsense, unknown):
        assert f"log[{last}].action" in refused(changed(saved, tmp_path, change), snapshot_only=True)
