"""G04 Crate Checkers, rule by rule (digest G04, seed lines 83-105; decisions g04-*).

Seed 184 deals red to seat 0 and blue to seat 1 (white, mint, black, purple
to seats 2-5).  The crates start 2 across and 3 down from spot (9, 9):
crate 1 covers x 9-11, y 9-10; crate 2 x 12-14, y 9-10; crate 3 x 9-11,
y 11-12; ... crate 6 x 12-14, y 13-14.
"""

from __future__ import annotations

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.jidohanbaiki import g04, g04_rules

from .party_helpers import legal, new, put, refusal


def state(session):
    return session.game.read(session.table)


def play(session, *actions):
    for action in actions:
        session.play(session.game.to_move(session.table)[0], action)


MOVE_CRATE_6 = {"action": "move_crate", "crate": 6, "at": [10, 15]}  # below crate 5: harmless


# ------------------------------------------------------------------ set-up


def test_setup_lays_six_crates_as_a_six_by_six_grid_and_gives_each_player_six_drinks_of_one_colour():
    s = new("jido:g04", 3)
    st = state(s)
    assert sorted((p.x, p.y) for p in st.places) == [(9, 9), (9, 11), (9, 13), (12, 9), (12, 11), (12, 13)]
    assert st.colours == (4, 3, 1)  # red, blue, white
    assert all(len(sup) == 6 and {d // 6 for d in sup} == {c} for sup, c in zip(st.supply, st.colours))
    assert all(d == -1 for crate in st.crates for d in crate)


@pytest.mark.parametrize(("players", "target"), [(2, 3), (3, 4), (4, 4), (5, 5), (6, 5)])
def test_the_capture_target_follows_the_player_count(players, target):
    s = new("jido:g04", players)
    assert s.game.config(s.table).target == target


# ----------------------------------------------------------------- placing


def test_a_drink_may_not_be_placed_beside_another_colour_even_corner_to_corner():
    s = new("jido:g04", 2)
    put(s, ("drink.blue:stubby_can", "crate.1", [1, 0]))  # (10, 9)
    red = {"action": "place", "crate": 3, "drink": "red:short_can"}
    why = refusal(s, 0, {**red, "spot": [0, 0]})  # (9, 11): two rows below, not beside
    assert why == ""
    assert "another colour" in refusal(s, 0, {**red, "crate": 1, "spot": [0, 1]})  # (9, 10): corner to corner
    assert "another colour" in refusal(s, 0, {**red, "crate": 1, "spot": [2, 0]})  # (11, 9): side by side
    assert "別の色" in refusal(s, 0, {**red, "crate": 1, "spot": [2, 0]}, "ja")


def test_a_drink_may_be_placed_beside_its_own_colour():
    s = new("jido:g04", 2)
    put(s, ("drink.red:stubby_can", "crate.1", [1, 0]))
    assert refusal(s, 0, {"action": "place", "crate": 1, "spot": [2, 0], "drink": "red:short_can"}) == ""


def test_a_placed_drink_comes_from_the_players_own_supply():
    s = new("jido:g04", 2)
    assert "supply" in refusal(s, 0, {"action": "place", "crate": 1, "spot": [0, 0], "drink": "blue:short_can"})


def test_the_listed_placements_are_exactly_the_empty_spots_with_no_other_colour_around():
    s = new("jido:g04", 2)
    put(s, ("drink.blue:stubby_can", "crate.4", [1, 0]))  # (13, 11): shuts 9 spots to red
    spots = {(a["crate"], tuple(a["spot"])) for a in legal(s) if a["action"] == "place"}
    assert len(spots) == 36 - 9


# ------------------------------------------------------------------ moving


def test_a_drink_steps_one_spot_in_any_of_eight_directions_onto_an_empty_spot():
    s = new("jido:g04", 2)
    put(s, ("drink.red:stubby_can", "crate.3", [1, 0]))  # (10, 11), all round it empty
    dirs = {a["dir"] for a in legal(s) if a["action"] == "move_drink"}
    assert dirs == set(g04_rules.DIRS)


def test_a_moved_drink_may_end_beside_another_colour():
    s = new("jido:g04", 2)
    put(s, ("drink.red:stubby_can", "crate.1", [0, 0]), ("drink.blue:stubby_can", "crate.1", [2, 1]))
    assert refusal(s, 0, {"action": "move_drink", "drink": "red:stubby_can", "dir": "se"}) == ""


def test_a_drink_jumps_a_drink_of_another_colour_onto_the_empty_spot_beyond_and_captures_it():
    s = new("jido:g04", 2)
    # Red at (9, 9), blue at (10, 10) on the diagonal; (11, 11) beyond, crate 3's spot [2, 0], is empty.
    put(s, ("drink.red:stubby_can", "crate.1", [0, 0]), ("drink.blue:stubby_can", "crate.1", [1, 1]))
    play(s, MOVE_CRATE_6, {"action": "move_drink", "drink": "red:stubby_can", "dir": "se"})
    st = state(s)
    assert st.captured[0] == (s.game.catalogue.drink("blue:stubby_can"),)
    assert "drink.blue:stubby_can" in s.table.zones["p0.captured"].ids
    assert "drink.red:stubby_can" in s.table.zones["crate.3"].ids  # landed on (11, 11): crate 3's spot [2, 0]
    assert st.seat == 1  # the turn (crate and drink) is done


def test_a_drink_may_not_jump_its_own_colour():
    s = new("jido:g04", 2)
    put(s, ("drink.red:stubby_can", "crate.1", [0, 0]), ("drink.red:short_can", "crate.1", [1, 0]))
    assert "own colour" in refusal(s, 0, {"action": "move_drink", "drink": "red:stubby_can", "dir": "e"})


def test_no_jump_without_an_empty_spot_beyond():
    s = new("jido:g04", 2)
    put(
        s,
        ("drink.red:stubby_can", "crate.1", [0, 0]),
        ("drink.blue:stubby_can", "crate.1", [1, 0]),
        ("drink.blue:short_can", "crate.1", [2, 0]),
    )
    assert "empty spot beyond" in refusal(s, 0, {"action": "move_drink", "drink": "red:stubby_can", "dir": "e"})
    # Off the crates' edge there is no spot at all.
    assert "no spot" in refusal(s, 0, {"action": "move_drink", "drink": "red:stubby_can", "dir": "n"})


def test_capturing_is_never_compulsory():
    s = new("jido:g04", 2)
    put(s, ("drink.red:stubby_can", "crate.1", [0, 0]), ("drink.blue:stubby_can", "crate.1", [1, 0]))
    assert refusal(s, 0, {"action": "move_drink", "drink": "red:stubby_can", "dir": "s"}) == ""


def test_only_a_players_own_drinks_move():
    s = new("jido:g04", 2)
    put(s, ("drink.blue:stubby_can", "crate.1", [0, 0]))
    assert "own colour" in refusal(s, 0, {"action": "move_drink", "drink": "blue:stubby_can", "dir": "e"})


def test_reaching_the_target_wins_at_once_even_before_the_crate_move():
    s = new("jido:g04", 2)
    put(
        s,
        ("drink.blue:short_can", "p0.captured"),
        ("drink.blue:long_can", "p0.captured"),
        ("drink.red:stubby_can", "crate.1", [0, 0]),
        ("drink.blue:stubby_can", "crate.1", [1, 0]),
    )
    play(s, {"action": "move_drink", "drink": "red:stubby_can", "dir": "e"})
    assert s.game.is_over(s.table)
    score = s.game.score(s.table)
    assert score["winner"] == [0] and score["scores"] == [3, 0] and score["reason"] == "target"


def test_one_capture_short_of_the_target_the_game_goes_on():
    s = new("jido:g04", 2)
    put(s, ("drink.blue:short_can", "p0.captured"), ("drink.red:stubby_can", "crate.1", [0, 0]), ("drink.blue:stubby_can", "crate.1", [1, 0]))
    play(s, {"action": "move_drink", "drink": "red:stubby_can", "dir": "e"})
    assert not s.game.is_over(s.table) and state(s).captured[0] and state(s).seat == 0  # the crate move is still to come


# -------------------------------------------------------------- the turn


def test_a_turn_moves_one_crate_and_one_drink_in_either_order():
    s = new("jido:g04", 2)
    play(s, {"action": "place", "crate": 1, "spot": [0, 0], "drink": "red:stubby_can"})
    assert state(s).seat == 0 and all(a["action"] == "move_crate" for a in legal(s))  # the drink is done; a crate is still due
    play(s, MOVE_CRATE_6)
    assert state(s).seat == 1
    play(s, next(a for a in legal(s) if a["action"] == "move_crate"))
    assert state(s).seat == 1 and not [a for a in legal(s) if a["action"] == "move_crate"]  # one crate a turn
    play(s, {"action": "place", "crate": 2, "spot": [2, 1], "drink": "blue:stubby_can"})
    assert state(s).seat == 0


def test_the_turn_cannot_be_ended_early_when_one_crate_a_turn_is_the_rule():
    s = new("jido:g04", 2)
    assert "move a crate first" in refusal(s, 0, {"action": "end_turn"})


def test_a_player_who_has_no_drink_to_place_or_move_only_moves_a_crate():
    s = new("jido:g04", 2)
    put(
        s,
        *((f"drink.red:{shape}", "p1.captured") for shape in ("stubby_can", "short_can", "long_can", "square_bottle", "not_longest_bottle", "longest_bottle")),
    )
    play(s, MOVE_CRATE_6)
    assert state(s).seat == 1


def test_a_spot_outside_the_crate_is_refused_in_words():
    s = new("jido:g04", 2)
    action = {"action": "place", "crate": 1, "spot": [5, 0], "drink": "red:stubby_can"}
    assert refusal(s, 0, action) == "place spot: expected [col, row] with col 0 to 2 and row 0 to 1, not [5, 0]"
    assert "[列, 行]（列は0〜2、行は0〜1）" in refusal(s, 0, action, "ja")


# ------------------------------------------------------------ crate moves


def test_a_crate_may_not_be_turned_and_the_action_has_no_turn_at_all():
    s = new("jido:g04", 2)
    with pytest.raises(IllegalAction, match="takes no rot"):
        s.play(0, {**MOVE_CRATE_6, "rot": 180})


def test_a_crate_may_not_be_put_down_apart_from_the_others():
    s = new("jido:g04", 2)
    assert "touch another crate" in refusal(s, 0, {"action": "move_crate", "crate": 6, "at": [16, 13]})


def test_a_crate_may_not_close_a_ring_round_an_empty_gap():
    s = new("jido:g04", 2)
    # Crates 3 and 4 pushed out sideways leave a 2 x 2 gap between them, open below where crate 6 was.
    put(s, ("crate#3", "floor", [8, 11]), ("crate#4", "floor", [13, 11]), ("crate#6", "floor", [15, 13]))
    assert not g04_rules.formation.holes(state(s).places)
    why = refusal(s, 0, {"action": "move_crate", "crate": 6, "at": [12, 13]})
    assert "enclose" in why
    assert refusal(s, 0, {"action": "move_crate", "crate": 6, "at": [12, 15]}) != ""  # only corners touch there
    assert refusal(s, 0, {"action": "move_crate", "crate": 6, "at": [11, 15]}) == ""  # under crate 5, gap still open


def test_a_crate_whose_lifting_splits_the_others_may_not_move():
    s = new("jido:g04", 2)
    put(s, ("crate#1", "floor", [6, 11]), ("crate#2", "floor", [15, 11]))  # a row of four across the middle, two below
    st = state(s)
    assert not g04_rules.formation.holes(st.places)
    # Crate 1 hangs on crate 3 alone: lifting crate 3 would leave it apart.
    assert "split" in refusal(s, 0, {"action": "move_crate", "crate": 3, "at": [9, 9]})
    assert not [a for a in legal(s) if a["action"] == "move_crate" and a["crate"] == 3]


def test_every_listed_crate_move_keeps_the_crates_in_one_piece_without_holes():
    s = new("jido:g04", 2)
    st = state(s)
    for a in legal(s):
        if a["action"] == "move_crate":
            k = a["crate"] - 1
            after = st.places[:k] + (st.places[k]._replace(x=a["at"][0], y=a["at"][1]),) + st.places[k + 1 :]
            assert g04_rules.formation.why_not(st.places, k, after[k]) is None
            assert not g04_rules.formation.holes(after)


def test_drinks_travel_with_their_crate():
    s = new("jido:g04", 2)
    play(s, {"action": "place", "crate": 6, "spot": [0, 0], "drink": "red:stubby_can"}, MOVE_CRATE_6)
    assert s.table.pieces["drink.red:stubby_can"].zone == "crate.6"
    st = state(s)
    assert g04_rules.board(st.places, st.crates)[1][s.game.catalogue.drink("red:stubby_can")] == (10, 15)


# ------------------------------------------------------------ the end


def test_the_turn_limit_ends_the_game_and_most_captures_wins():
    s = new("jido:g04", 2)
    cfg, st = s.game.model_state(s.table)
    st = st._replace(turns=cfg.rounds * 2 - 1, captured=((1,), ()))
    done, events = g04_rules.settle(cfg, st._replace(crates_moved=1, drink_done=True))
    assert done.over and done.winners == (0,) and done.reason == "limit"
    assert ["jido.party.turn_limit", {"n": cfg.rounds}] in events


def test_at_the_turn_limit_nobody_wins_if_nobody_captured():
    s = new("jido:g04", 3)
    cfg, st = s.game.model_state(s.table)
    done, _ = g04_rules.settle(cfg, st._replace(turns=cfg.rounds * 3 - 1, crates_moved=1, drink_done=True))
    assert done.over and done.winners == ()


# ------------------------------------------------------------ the bot


@pytest.mark.parametrize("players", [2, 6])
def test_the_heuristic_bot_scores_each_option_as_the_position_after_it_would_score(players):
    """The bot edits a copy of the board instead of applying each option: its score must be the applied position's."""
    from tsukiji_table.games.jidohanbaiki import g04_bots
    from tsukiji_table.games.selfplay import play_game

    seen = {"crate": 0, "place": 0, "move": 0, "capture": 0}

    def compare(session):
        if session.game.is_over(session.table):
            return
        cfg, st = session.game.model_state(session.table)
        for move in g04_rules.moves(cfg, st):
            after = g04_rules.apply(cfg, st, move)
            assert g04_bots.option_value(cfg, st, move) == g04_bots.value(after, st.seat), move
            if move[0] in seen:
                seen[move[0]] += 1
            seen["capture"] += after.captured != st.captured

    play_game("jido:g04", players, 3, ["heuristic"] * players, check=compare)
    assert all(seen.values()), seen  # every kind of option, captures included, was compared


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_listing_read_from_bits_holds_the_placements_and_drink_moves_the_rule_gives_spot_by_spot(players):
    """runs() reads placements and drink moves from the grid's bits, each made when read: the same moves, in the same order."""
    from tsukiji_table.games.selfplay import play_game

    seen = {"place": 0, "move": 0, "jump": 0}

    def compare(session):
        if session.game.is_over(session.table):
            return
        cfg, st = session.game.model_state(session.table)
        colour = st.colours[st.seat]
        runs = g04_rules.runs(cfg, st)
        if st.drink_done:
            assert "place" not in runs and "move" not in runs
            return
        places = [("place", st.supply[st.seat][0], k, s) for k, s in g04_rules.placements(st, colour)] if st.supply[st.seat] else None
        steps = [("move", d, name) for d, name in g04_rules.drink_moves(st, colour)]
        if places is not None:
            assert list(runs["place"]) == places == [runs["place"][i] for i in range(len(runs["place"]))]
            seen["place"] += len(places)
        assert list(runs["move"]) == steps == [runs["move"][i] for i in range(len(runs["move"]))]
        assert g04_rules.has_drink_action(st) == bool(places or steps)
        seen["move"] += len(steps)
        seen["jump"] += sum(1 for _, d, name in steps if g04_rules.step(st, d, name)[1] is not None)

    for seed in range(3):
        play_game("jido:g04", players, seed, check=compare)
    assert all(seen.values()), seen


def test_a_step_or_jump_applied_from_bits_leaves_the_position_the_rule_gives_spot_by_spot():
    """apply() finds a moved drink's landing and capture from the grid's bits: the same state as spot by spot."""
    from tsukiji_table.games.selfplay import play_game

    seen = {"step": 0, "jump": 0}

    def compare(session):
        if session.game.is_over(session.table):
            return
        cfg, st = session.game.model_state(session.table)
        for move in g04_rules.runs(cfg, st).get("move", ()):
            after = g04_rules.apply(cfg, st, move)
            assert after == g04_rules._apply_step_by_spot(cfg, st, move[1], move[2]), move
            seen["jump" if after.captured != st.captured else "step"] += 1

    for players in (2, 6):
        play_game("jido:g04", players, 5, check=compare)
    assert all(seen.values()), seen


# ------------------------------------------------- the referee's writes, fast


class Recorder:
    """A stand-in transaction that records each command asked of it (what the referee writes, in order)."""

    def __init__(self):
        self.calls = []

    def __getattr__(self, name):
        return lambda *args, **kwargs: self.calls.append((name, args, kwargs))

    def set_vars(self, changes):
        for name, value in changes:  # what Tx.set_vars does: set_var of each in turn
            self.set_var(name, value)


def _plain_crate_changes(before, after):
    """crate_changes the plain way: every spot of every crate compared."""
    out = {}
    for k, (was, now) in enumerate(zip(before, after)):
        for s, d in enumerate(now):
            if d != -1 and was[s] != d:
                out[d] = (f"crate.{k + 1}", (s % 3, s // 3))
    return out


def _plain_write_places(tx, before, after):
    """write_places the plain way: every crate compared by value."""
    moved = [(k, b) for k, (a, b) in enumerate(zip(before, after)) if (a.x, a.y) != (b.x, b.y)]
    if moved:
        tx.set_pos([f"crate#{k + 1}" for k, _ in moved], [(b.x, b.y) for _, b in moved])
    for k, (a, b) in enumerate(zip(before, after)):
        if a.rot != b.rot:
            tx.rotate([f"crate#{k + 1}"], (b.rot - a.rot) % 360)


def _varied(rng, items, change):
    """``items`` with each kept (the same object), copied (equal, not the same) or changed by ``change``."""
    out = []
    for item in items:
        roll = rng.random()
        out.append(item if roll < 0.5 else type(item)(*item) if roll < 0.7 and hasattr(item, "_fields") else tuple(item) if roll < 0.7 else change(item))
    return tuple(out)


def test_crate_changes_and_write_places_find_what_the_plain_way_finds():
    import random

    from tsukiji_table.games.jidohanbaiki import crate_floor
    from tsukiji_table.games.jidohanbaiki.geometry import Placement

    rng = random.Random(4)

    def respotted(crate):
        spots = list(crate)
        for s in rng.sample(range(6), rng.randint(1, 3)):
            spots[s] = rng.choice([-1, -1, rng.randrange(36)])
        return tuple(spots)

    def replaced(place):
        return Placement(place.x + rng.choice([0, 0, 1, -2]), place.y + rng.choice([0, 1, -1]), rng.choice([place.rot, 0, 90, 180, 270]))

    for _ in range(3000):
        crates = tuple(tuple(rng.choice([-1, -1, rng.randrange(36)]) for _ in range(6)) for _ in range(6))
        after = _varied(rng, crates, respotted)
        assert crate_floor.crate_changes(crates, after) == _plain_crate_changes(crates, after)
        places = tuple(Placement(rng.randrange(20), rng.randrange(20), rng.choice([0, 90, 180, 270])) for _ in range(6))
        moved = _varied(rng, places, replaced)
        fast, plain = Recorder(), Recorder()
        crate_floor.write_places(fast, places, moved)
        _plain_write_places(plain, places, moved)
        assert fast.calls == plain.calls
        k = rng.randrange(6)
        one = places[:k] + (replaced(places[k]),) + places[k + 1 :]  # a crate move: crate k alone changed
        fast, plain = Recorder(), Recorder()
        crate_floor.write_crate(fast, k, places[k], one[k])
        _plain_write_places(plain, places, one)
        assert fast.calls == plain.calls


def test_a_spot_by_index_is_the_crate_zone_and_position_crate_changes_gives():
    from tsukiji_table.games.jidohanbaiki import crate_floor

    for i in range(90):  # past the crates named in advance too
        crates = [(-1,) * 6] * 15
        after = list(crates)
        after[i // 6] = tuple(7 if s == i % 6 else -1 for s in range(6))
        assert crate_floor.crate_changes(crates, after) == {7: crate_floor.spot_place(i)}


def _plain_write(game, tx, before, after):
    """CrateCheckers.write the plain way: every drink's place and every turn variable compared."""
    if after.places != before.places:
        _plain_write_places(tx, before.places, after.places)
    moved = _plain_crate_changes(before.crates, after.crates)
    for zone, was_all, now_all in (("supply", before.supply, after.supply), ("captured", before.captured, after.captured)):
        for seat, (was, now) in enumerate(zip(was_all, now_all)):
            moved.update({d: (f"p{seat}.{zone}", None) for d in now if d not in was})
    for d in sorted(moved):
        zone, pos = moved[d]
        tx.move([game.catalogue.drink_piece(d)], zone, pos=None if pos is None else [pos])
    turn = (("turn", "seat"), ("crates_moved", "crates_moved"), ("drink_done", "drink_done"), ("ending", "ending"), ("turns", "turns"))
    for var, field in turn:
        if getattr(after, field) != getattr(before, field):
            tx.set_var(var, getattr(after, field))
    if after.over and not before.over:
        tx.set_var("phase", "over")
        tx.set_var("winners", list(after.winners))
        tx.set_var("reason", after.reason)


@pytest.mark.parametrize("players", [2, 6])
def test_the_referee_writes_what_the_plain_way_writes_for_every_action_of_played_games(players):
    """Every write of self-played games (each action's and each settled turn's) asks the same commands, in the same order."""
    from tsukiji_table.games.selfplay import play_game

    seen = []
    write = g04.CrateCheckers.write
    noted = {"crate": 0, "drink": 0, "capture": 0, "won": 0}

    def recording(self, tx, table, before, after):
        applied = g04_rules.applied
        if applied[0] is before and applied[1] is after:  # written from the model's note of its move
            change = applied[2]
            noted["capture" if change[0] == "drink" and change[3] is not None else change[0]] += 1
            noted["won"] += after.over
        fast = Recorder()
        write(self, fast, table, before, after)  # as the game writes it, the note in force
        seen.append((self, before, after, fast.calls))
        write(self, tx, table, before, after)

    g04.CrateCheckers.write = recording
    try:
        for seed in range(1, 4):
            play_game("jido:g04", players, seed)
    finally:
        g04.CrateCheckers.write = write
    assert len(seen) > 300
    assert noted["crate"] and noted["drink"] and noted["capture"], noted
    assert noted["won"] or players == 2, noted  # a winning capture written from the note (the 2-player games end by the limit)
    for game, before, after, calls in seen:
        plain = Recorder()
        _plain_write(game, plain, before, after)
        assert calls == plain.calls
        compared = Recorder()
        write(game, compared, None, before, after)  # the note gone: every write compares the states
        assert compared.calls == plain.calls


def test_each_colours_drink_moves_kept_with_a_position_are_those_the_rule_gives_spot_by_spot_asked_in_any_order():
    """_Drinks.moves keeps one colour's moves with the position: asked for every colour in turn (those with no drink on the
    table too, which need no bits) and again, each read by index is what drink_moves gives for that colour."""
    from tsukiji_table.games.selfplay import play_game

    seen = {"none": 0, "some": 0}

    def compare(session):
        if session.game.is_over(session.table):
            return
        _, st = session.game.model_state(session.table)
        drinks = g04_rules._drinks(st)
        assert drinks is not None
        for colour in (*range(6), st.colours[st.seat], (st.colours[st.seat] + 1) % 6):
            moves = drinks.moves(colour)
            assert [moves[i] for i in range(len(moves))] == [("move", d, name) for d, name in g04_rules.drink_moves(st, colour)]
            assert sum(map(int.bit_count, drinks.moving(colour))) == len(moves)
            seen["some" if any(drinks.where[colour * 6 : colour * 6 + 6]) else "none"] += 1

    play_game("jido:g04", 4, 2, check=compare)
    assert all(seen.values()), seen
