"""What G04, G08 for 2-6 and G10 share: the rulebook's examples as scripts, every game ends, the same seed
plays the same game, refusals and log lines in both languages, the hand's ``put``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.script import run_script
from tsukiji_table.games.selfplay import play_game
from tsukiji_table.games.session import Session
from tsukiji_table.text import CATALOGUE

from .party_helpers import new

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "jidohanbaiki"
GAMES = ("jido:g04", "jido:g08m", "jido:g10")


def scenario(name: str):
    path = SCENARIOS / name
    return run_script(path), yaml.safe_load(path.read_text(encoding="utf-8"))


# ------------------------------------------------------------- the examples


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_g04_capture_counts_the_capture_that_reaches_the_target_wins(players):
    result, data = scenario(f"g04_capture_target_{players}_players.yaml")
    expect = data["expect"]
    assert result.state["over"] is expect["over"]
    score = result.state["score"]
    assert {k: score[k] for k in ("winner", "target", "scores", "reason")} == {k: expect[k] for k in ("winner", "target", "scores", "reason")}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_g04_capture_counts_one_short_of_the_target_the_game_goes_on(players, tmp_path):
    data = yaml.safe_load((SCENARIOS / f"g04_capture_target_{players}_players.yaml").read_text(encoding="utf-8"))
    captured = [i for i, a in enumerate(data["actions"]) if a.get("to") == "p0.captured"]
    del data["actions"][captured[-1]]  # one capture fewer before the last jump
    path = tmp_path / "short.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    result = run_script(path)
    assert not result.state["over"]
    assert result.state["status"]["captures"][0] == data["expect"]["target"] - 1


def test_g08_five_of_a_colour_wins_for_its_owner_and_the_owners_team():
    result, data = scenario("g08m_five_of_a_colour_wins_for_the_team.yaml")
    expect, score = data["expect"], result.state["score"]
    assert result.state["over"] is True
    assert {k: score[k] for k in ("winner", "reason", "colours", "teams", "scores")} == {
        "winner": expect["winner"],
        "reason": expect["reason"],
        "colours": expect["colours"],
        "teams": expect["teams"],
        "scores": expect["scores"],
    }


def test_g08_five_of_a_colour_nobody_owns_wins_nothing():
    result, data = scenario("g08m_five_of_a_colour_nobody_owns_goes_on.yaml")
    assert result.state["over"] is False and result.state["status"]["turn"] == data["expect"]["turn"]


def test_g10_what_each_drink_is_worth():
    result, data = scenario("g10_what_each_drink_is_worth.yaml")
    assert result.state["status"]["points"] == data["expect"]["points"]


def test_g10_two_drinks_given_to_whoever_holds_most_then_the_grid_collapses():
    result, data = scenario("g10_two_given_to_whoever_holds_most_then_collapse.yaml")
    expect = data["expect"]
    session = result.session
    cat = session.game.catalogue
    st = session.game.read(session.table)
    assert st.seat == expect["turn"]
    assert [[cat.drink_name(d) for d in held] for held in st.held] == expect["taken"]
    assert [cat.drink_name(d) if d >= 0 else "-" for d in st.grid[:6]] == expect["top_row"]
    assert result.state["status"]["points"] == expect["points"]


def test_the_scenarios_run_through_the_command_line():
    for name in ("g04_capture_target_2_players.yaml", "g08m_five_of_a_colour_wins_for_the_team.yaml", "g10_what_each_drink_is_worth.yaml"):
        out = subprocess.run([sys.executable, "-m", "tsukiji_table", "script", str(SCENARIOS / name), "--json"], capture_output=True, text=True, check=True)
        assert json.loads(out.stdout)["game"].startswith("jido:")


# --------------------------------------------------------- every game ends


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_game_ends_with_random_and_heuristic_bots(game, players):
    for seed, bots in ((1, ["random"] * players), (2, ["heuristic"] * players), (3, ["heuristic", "random"] * 3)):
        result, session = play_game(game, players, seed, bots[:players], max_actions=5_000)
        assert session.game.is_over(session.table)
        assert len(result.scores) == players and set(result.winner) <= set(range(players))


@pytest.mark.parametrize("game", GAMES)
def test_the_same_seed_plays_the_same_game(game):
    a, _ = play_game(game, 3, 17, ["heuristic", "random", "heuristic"])
    b, _ = play_game(game, 3, 17, ["heuristic", "random", "heuristic"])
    assert a.to_json() == b.to_json()


def test_selfplay_json_is_the_same_twice():
    cmd = [sys.executable, "-m", "tsukiji_table", "selfplay", "jido:g10", "--players", "4", "--games", "3", "--seed", "5", "--json"]
    first = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    assert first == subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    assert json.loads(first)["games"] == 3


# ------------------------------------------------------------------ words


def test_every_word_of_the_three_games_is_in_english_and_japanese():
    keys = [k for k in CATALOGUE if k.startswith(("jido.g04.", "jido.g08m.", "jido.g10.", "jido.party.", "jido.floor."))]
    assert len(keys) > 40
    assert all(CATALOGUE[k].get("en") and CATALOGUE[k].get("ja") for k in keys)


@pytest.mark.parametrize("game", GAMES)
def test_each_log_line_reads_in_both_languages(game):
    _, session = play_game(game, 3, 4, ["heuristic"] * 3, max_actions=5_000)
    table = session.table
    for tx in table.done[1:]:
        for line in session.game.describe(table, tx, 0):
            for lang in ("en", "ja"):
                text = line.render(lang)
                assert text and "{" not in text and "jido." not in text


def test_put_is_a_hand_move_free_mode_only_or_assisted_when_confirmed():
    s = new("jido:g04", 2)
    move = {"action": "put", "piece": "drink.red:stubby_can", "to": "crate.1", "at": [0, 0]}
    with pytest.raises(IllegalAction, match="off in Strict mode"):
        s.play(0, move)
    s.play(0, {"action": "set_mode", "mode": "assisted"})
    with pytest.raises(IllegalAction, match="confirm"):
        s.play(0, move)
    s.play(1, {**move, "confirmed": True})  # any seat's hand
    assert s.table.pieces["drink.red:stubby_can"].zone == "crate.1"
    with pytest.raises(IllegalAction, match="the place has 3 x 2 spots"):
        s.play(0, {**move, "at": [3, 0], "confirmed": True})


def test_a_saved_game_loads_and_replays_to_the_same_table(tmp_path):
    for game in GAMES:
        _, session = play_game(game, 4, 8, ["heuristic"] * 4, max_actions=5_000)
        path = tmp_path / f"{game.replace(':', '_')}.json"
        session.save(path)
        assert Session.load(path).table.state_hash() == session.table.state_hash()


@pytest.mark.parametrize("game", GAMES)
def test_the_actions_a_random_bot_picks_from_are_the_legal_actions_in_their_order(game):
    """A random bot reads the legal actions one by one (copied as read); they are
    ``legal_actions``' own, in its order, and each one read plays without a new check's work."""
    import random

    session = Session.new(game, 3, 5, {})
    g, table = session.game, session.table
    rng = random.Random(5)
    for _ in range(60):
        if g.is_over(table):
            break
        seat = g.to_move(table)[0]
        handed = g.legal_action_list(table, seat)
        listed = list(g.legal_actions(table, seat))
        assert len(handed) == len(listed) > 0
        assert list(handed) == listed and handed[-1] == listed[-1]
        first = handed[0]
        first["action"] = "changed"  # the caller's copy: the next reader gets the listed action
        assert handed[0] == listed[0]
        g.play(table, seat, handed[rng.randrange(len(handed))])


@pytest.mark.parametrize("game", GAMES)
def test_the_state_an_action_leaves_is_the_state_the_table_shows_and_undo_reads_the_table_again(game):
    """The referee keeps the model state its last action wrote rather than reading the table again;
    at every step it is what reading the table gives, and after an undo it is read afresh."""
    import random

    for players in (2, 5):
        session = Session.new(game, players, 11, {})
        g, table = session.game, session.table
        rng = random.Random(players)
        while not g.is_over(table) and table.vars.get("turns", 0) < 12:
            seat = g.to_move(table)[0]
            actions = g.legal_action_list(table, seat)
            g.play(table, seat, actions[rng.randrange(len(actions))])
            assert g.model_state(table)[1] == g.read(table)
        before = g.model_state(table)[1]
        table.undo()
        assert g.model_state(table)[1] == g.read(table) != before
        table.redo()
        assert g.model_state(table)[1] == g.read(table) == before


# ------------------------------------------------- what a referee keeps, fast


def test_referees_of_one_class_and_the_same_rules_share_their_action_dicts_and_other_rules_do_not(tmp_path):
    over = tmp_path / "mine.yaml"
    over.write_text("jidohanbaiki:\n  g04.yaml:\n    spot_mm: 30\n")
    one, two = Session.new("jido:g04", 3, 1, {}), Session.new("jido:g04", 4, 2, {})
    other_rules = Session.new("jido:g04", 3, 1, {}, rules_override=over)
    other_game = Session.new("jido:g08m", 3, 1, {})
    assert one.game._encoded is two.game._encoded
    assert other_rules.game._encoded is not one.game._encoded
    assert other_game.game._encoded is not one.game._encoded
    for session in (one, other_rules):  # each set of rules keeps the dicts its own referee encodes
        g, table = session.game, session.table
        handed = g.legal_action_list(table, g.to_move(table)[0])
        for i in range(0, len(handed), 5):
            handed[i]
        assert g._encoded and all(action == g.encode(table, move) for move, action in g._encoded.items())


def test_the_shared_action_dicts_are_bounded_and_an_action_handed_out_before_they_are_emptied_still_plays(monkeypatch):
    from tsukiji_table.games.jidohanbaiki import party

    monkeypatch.setattr(party, "ENCODED_MOST", 30)
    session = Session.new("jido:g04", 6, 3, {})
    g, table = session.game, session.table
    emptied = 0
    for _ in range(20):
        seat = g.to_move(table)[0]
        handed = g.legal_action_list(table, seat)
        action = handed[len(handed) // 2]
        for i in range(len(handed)):
            handed[i]  # every move encoded: past the bound when a crate may move
        if len(g._encoded) > 30:
            other = Session.new("jido:g04", 6, 4, {})
            other.game.listing(other.table)  # another referee with the same rules lists: past the bound, it empties the dicts
            assert len(g._encoded) == 0
            emptied += 1
        before = len(table.done)
        g.play(table, seat, action)
        assert len(table.done) == before + 1 and table.done[-1].action == action
    assert emptied >= 5


def test_an_action_handed_out_to_the_seat_to_move_is_refused_to_another_seat():
    session = Session.new("jido:g04", 3, 5, {})
    g, table = session.game, session.table
    seat = g.to_move(table)[0]
    action = g.legal_action_list(table, seat)[0]
    for other in range(3):
        if other != seat:
            with pytest.raises(IllegalAction):
                g.play(table, other, action)
    g.play(table, seat, action)


@pytest.mark.parametrize("game", GAMES)
def test_the_moment_read_in_place_is_what_the_four_readings_say_at_every_step(game):
    import random

    for players in (2, 6):
        session = Session.new(game, players, 7, {})
        g, table = session.game, session.table
        rng = random.Random(players)
        for _ in range(200):
            m = g.moment(table)
            assert (m.over, m.mode, m.phase, m.movers) == (g.is_over(table), g.mode(table), g.phase(table), g.to_move(table))
            if m.over:
                break
            actions = g.legal_action_list(table, m.movers[0])
            g.play(table, m.movers[0], actions[rng.randrange(len(actions))])
        g.play(table, 0, {"action": "set_mode", "mode": "free"})
        m = g.moment(table)
        assert (m.over, m.mode, m.phase, m.movers) == (g.is_over(table), "free", g.phase(table), g.to_move(table))


@pytest.mark.parametrize("game", GAMES)
def test_a_listed_action_played_moves_and_settles_as_apply_move_then_advance_do(game):
    """play's fast path does apply_move and advance in one call: a referee that overrides advance (so play takes
    them one by one) makes the same transactions, game after game."""
    import random

    from tsukiji_table.games.registry import get

    class OneByOne(get(game)):  # type: ignore[misc, valid-type]
        def advance(self, table, tx):
            super().advance(table, tx)

    for players, seed in ((2, 3), (4, 5), (6, 7)):
        fast, slow = Session.new(game, players, seed, {}), Session.new(game, players, seed, {})
        slow.game = OneByOne(slow.game.rules)
        assert fast.game._moves_as_party and not slow.game._moves_as_party
        assert not type("Noting", (get(game),), {"note": lambda self, tx, events: None})(slow.game.rules)._moves_as_party
        rng = random.Random(seed)
        for _ in range(150):
            if fast.game.is_over(fast.table):
                break
            seat = fast.game.to_move(fast.table)[0]
            listed = [s.game.legal_action_list(s.table, seat) for s in (fast, slow)]
            pick = rng.randrange(len(listed[0]))
            done = [s.game.play(s.table, seat, actions[pick]).to_json() for s, actions in zip((fast, slow), listed)]
            assert done[0] == done[1]
        assert fast.table.state_hash() == slow.table.state_hash()


def test_a_moment_kept_for_its_readings_is_one_of_the_table_asked_about():
    """The moments are kept by their readings (phase, mode, turn), which recur all game: another table with the
    same readings, or a variable no game writes, gets a moment of its own."""
    first, second = Session.new("jido:g04", 3, 1, {}), Session.new("jido:g04", 3, 2, {})
    g = first.game
    assert g.moment(first.table) is g.moment(first.table)
    other = g.moment(second.table)
    assert other.table is second.table and (other.phase, other.mode, other.movers) == ("play", "assisted", [0])
    second.table.vars["mode"] = ["assisted"]  # unhashable: read, not kept
    assert g.moment(second.table).mode == "['assisted']"


def test_a_game_that_reads_the_gate_its_own_way_is_asked_for_its_moment():
    from tsukiji_table.games.jidohanbaiki.g04 import CrateCheckers

    class LastSeatMoves(CrateCheckers):
        def to_move(self, table):
            return [table.players - 1]

        def phase(self, table):
            return "waiting"

    session = Session.new("jido:g04", 3, 5, {})
    g = LastSeatMoves(session.game.rules)
    m = g.moment(session.table)
    assert (m.movers, m.phase) == ([2], "waiting")
    assert len(g.legal_action_list(session.table, 2)) == 0  # the game's phase closes every move of the play
    assert CrateCheckers(session.game.rules).moment(session.table).phase == "play"


@pytest.mark.parametrize("game", GAMES)
def test_a_listing_read_by_any_index_reads_as_the_list_of_legal_actions_does(game):
    session = Session.new(game, 4, 9, {})
    g, table = session.game, session.table
    seat = g.to_move(table)[0]
    handed, listed = g.legal_action_list(table, seat), list(g.legal_actions(table, seat))
    n = len(listed)
    for index in [*range(n), -1, -n, n // 2 - n, True, False]:
        assert handed[index] == listed[index]
    assert handed[1:4] == listed[1:4] and handed[::-3] == listed[::-3]
    for index in (n, -n - 1):
        with pytest.raises(IndexError):
            handed[index]


def test_a_random_bot_draws_its_pick_as_randrange_draws_it():
    import random

    from tsukiji_table.games.bots import RandomBot

    class Listed:
        def __init__(self, n):
            self.n = n

        def legal_action_list(self, table, seat):
            return list(range(self.n))

    for n in (1, 2, 3, 7, 64, 65, 100, 1000):
        bot, rng = RandomBot(0, random.Random(n)), random.Random(n)
        assert [bot.act(Listed(n), None, 0) for _ in range(200)] == [rng.randrange(n) for _ in range(200)]


@pytest.mark.parametrize("game", GAMES)
def test_an_action_recorded_from_its_listing_is_its_json_copy_and_shares_nothing_with_the_listing(game):
    import random

    from tsukiji_table.games.base import json_copy

    session = Session.new(game, 4, 6, {})
    g, table = session.game, session.table
    rng = random.Random(6)
    fast = played = 0
    for _ in range(80):
        if g.is_over(table):
            break
        seat = g.to_move(table)[0]
        handed = g.legal_action_list(table, seat)
        action = handed[rng.randrange(len(handed))]
        listed = g.listing(table).issued[id(action)][0]
        fast += id(listed) in g._plain_lists
        recorded = g.play(table, seat, action).action
        assert repr(recorded) == repr(json_copy(listed))
        assert recorded is not listed and not any(v is listed[k] for k, v in recorded.items() if isinstance(v, list))
        played += 1
    assert fast == played > 10  # every action of these games holds only plain values and lists of them


def test_only_an_action_of_plain_values_and_lists_of_them_is_copied_the_short_way():
    from tsukiji_table.games.jidohanbaiki.party import lists_to_copy

    assert lists_to_copy({"action": "x", "at": [1, 2], "to": [], "n": 2.5, "ok": True, "none": None}) == ("at", "to")
    for action in (
        {"action": "x", "at": (1, 2)},
        {"action": "x", "at": [[1], 2]},
        {"action": "x", "at": {"x": 1}},
        {1: "x"},
        {"action": "x", "at": [object()]},
    ):
        assert lists_to_copy(action) is None


def test_a_listed_action_handed_out_shares_no_list_with_the_listing_of_later_games():
    """A caller may edit the action it was handed (a place ``[x, y]``): the listed dicts, shared by the referees of one
    class and rules, stay as they were, and the edited action is checked as what it now says."""
    from tsukiji_table.games.session import Session

    first = Session.new("jido:g04", 2, 1)
    game, table = first.game, first.table
    seat = game.to_move(table)[0]
    handed = [a for a in game.legal_action_list(table, seat) if a["action"] == "move_crate"][0]
    before = [list(a["at"]) for a in game.legal_actions(table, seat) if a["action"] == "move_crate"]
    handed["at"][0] += 40  # far off the floor: no longer a legal place
    assert game.check(table, seat, handed) is not None
    later = Session.new("jido:g04", 2, 1)
    assert [a["at"] for a in later.game.legal_actions(later.table, seat) if a["action"] == "move_crate"] == before


@pytest.mark.parametrize("game", GAMES)
def test_an_action_and_the_turn_it_passes_on_set_each_variable_once_and_note_events_only_when_there_are_some(game):
    """advance writes the state before an action straight into the settled state: no variable is set twice in one
    transaction (a drink action done, then not yet done by the next seat), and the events variable is recorded
    only when the action did something more, or set back to empty when it held an earlier action's events."""
    import random

    from tsukiji_table.table import SetVar

    noted = 0
    for players, seed in ((2, 3), (4, 5), (6, 7)):
        session = Session.new(game, players, seed, {})
        g, table = session.game, session.table
        rng = random.Random(seed)
        for _ in range(200):
            if g.is_over(table):
                break
            seat = g.to_move(table)[0]
            was = table.vars.get("events")
            actions = g.legal_action_list(table, seat)
            tx = g.play(table, seat, actions[rng.randrange(len(actions))])
            names = [c.name for c in tx.commands if isinstance(c, SetVar) and c.name != "events"]
            assert len(names) == len(set(names)), names
            events = [c for c in tx.commands if isinstance(c, SetVar) and c.name == "events"]
            more = g.event_lines(tx, seat)[1:]  # the lines after the action's own
            if more:
                noted += 1
                assert events and table.vars["events"] and len(more) == len(table.vars["events"])
            else:
                assert table.vars["events"] == [] and bool(events) == (was != [])
    assert noted  # captures, passes or an end were met


def test_self_play_without_digests_fingerprints_no_transaction_and_a_session_by_default_fingerprints_each():
    """Self-play never saves, so none of its transactions carries a fingerprint, the set-up's included; a new session
    (the window's, a script's) fingerprints every one, so a save can say where a replay first differs."""
    _, quick = play_game("jido:g04", 2, 3, digests=False)
    assert quick.table.done and all(tx.digest == "" for tx in quick.table.done)
    _, kept = play_game("jido:g04", 2, 3, digests=True)
    assert all(tx.digest for tx in kept.table.done)
    assert all(tx.digest for tx in Session.new("jido:g04", 2, 3, {}).table.done)
