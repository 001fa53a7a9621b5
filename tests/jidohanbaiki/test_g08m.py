"""G08 Yuzu Crate Slide for 2-6 players, rule by rule (digest G08, seed lines 199-227; decisions g08-*, a29, a30).

Seed 20 deals red, blue, purple, black to seats 0-3 at four players (white
and mint unowned); the crates start 2 across and 3 down from spot (9, 9).
"""

from __future__ import annotations

import random

import pytest

from tsukiji_table.games.jidohanbaiki import g08_rules, g08m_bots, g08m_rules
from tsukiji_table.games.registry import get
from tsukiji_table.games.session import Session
from tsukiji_table.table import view

from .party_helpers import legal, new, refusal


def state(session):
    return session.game.read(session.table)


# ------------------------------------------------------------------ set-up


@pytest.mark.parametrize(("players", "each", "unowned"), [(2, 3, 0), (3, 2, 0), (4, 1, 2), (5, 1, 1), (6, 1, 0)])
def test_each_player_owns_the_colours_the_player_count_gives_and_the_rest_belong_to_nobody(players, each, unowned):
    s = new("jido:g08m", players, seed=3)
    owners = state(s).owners
    assert [owners.count(seat) for seat in range(players)] == [each] * players
    assert owners.count(g08m_rules.NOBODY) == unowned


def test_every_drink_is_on_the_table_one_shape_to_a_crate():
    st = state(new("jido:g08m", 4, seed=3))
    assert sorted(d for crate in st.crates for d in crate) == list(range(36))
    assert all(len({d % 6 for d in crate}) == 1 for crate in st.crates)


@pytest.mark.parametrize(("players", "teams"), [(2, ()), (3, ()), (4, (0, 1, 0, 1)), (5, (0, 1, 0, 1, 0)), (6, (0, 1, 0, 1, 0, 1))])
def test_four_to_six_players_play_in_two_teams_alternating_round_the_table(players, teams):
    s = new("jido:g08m", players)
    assert s.game.config(s.table).teams == teams


def test_the_solo_mode_stays_a_game_of_its_own():
    solo, party = get("jido:g08"), get("jido:g08m")
    assert (solo.min_players, solo.max_players, solo.reads) == (1, 1, ("g08.yaml",))
    assert (party.min_players, party.max_players) == (2, 6) and "g08.yaml" in party.reads
    assert solo.listed and party.listed  # both in the chooser, as separate entries


# -------------------------------------------------------------- the turn


def test_the_crate_moves_are_the_solo_modes_own():
    s = new("jido:g08m", 2)
    st = state(s)
    listed = {(a["crate"] - 1, (a["at"][0], a["at"][1], a["rot"])) for a in legal(s) if a["action"] == "move_crate"}
    assert listed == {(k, tuple(p)) for k, p in g08_rules.crate_moves(st.places, True)}


def test_the_listed_moves_read_one_by_one_are_the_moves_in_order():
    # The crate moves and swaps are made as they are read (a random bot reads one): by position, from the end, in slices.
    places = (*(g08_rules.Placement(9 + 3 * (k % 2), 9 + 2 * (k // 2)) for k in range(5)), g08_rules.Placement(12, 13, 180))
    st = g08m_rules.State(places, tuple(tuple(range(6 * k, 6 * k + 6)) for k in range(6)), (0, 1) * 3)
    listed = g08m_rules.runs(g08m_rules.Config(players=2), st)
    for kind in ("crate", "swap"):
        run = listed[kind]
        moves = list(run)
        assert moves and [run[i] for i in range(len(run))] == moves == [run[i - len(run)] for i in range(len(run))]
        assert run[2:7] == moves[2:7] and run[::-3] == moves[::-3]
    assert tuple(listed["crate"]) == tuple(("crate", k, p) for k, p in g08_rules.crate_moves(places, True))


def test_a_crate_moves_only_at_the_start_of_a_turn():
    s = new("jido:g08m", 2)
    s.play(0, next(a for a in legal(s) if a["action"] == "swap"))
    assert "start of a turn" in refusal(s, 0, next(a for a in legal(Session.new("jido:g08m", 2, 184, {})) if a["action"] == "move_crate"))


def test_two_swaps_end_the_turn_and_one_may_be_enough():
    s = new("jido:g08m", 3)
    swap = [a for a in legal(s) if a["action"] == "swap"]
    assert "not begun" in refusal(s, 0, {"action": "end_turn"})
    s.play(0, swap[0])
    assert state(s).seat == 0
    s.play(0, {"action": "end_turn"})
    assert state(s).seat == 1
    s.play(1, swap[1])
    s.play(1, next(a for a in legal(s) if a["action"] == "swap"))
    assert state(s).seat == 2


def test_only_drinks_in_neighbouring_spots_swap_across_crates_too():
    s = new("jido:g08m", 2)
    st = state(s)
    name = s.game.catalogue.drink_name
    # Crate 1's spot [2, 0] (11, 9) and crate 2's spot [0, 0] (12, 9) lie side by side.
    a, b = name(st.crates[0][2]), name(st.crates[1][0])
    assert refusal(s, 0, {"action": "swap", "drinks": [a, b]}) == ""
    far = name(st.crates[5][5])
    assert "neighbouring" in refusal(s, 0, {"action": "swap", "drinks": [a, far]})


# ---------------------------------------------------------------- the end


def five_in_crate_1(colour: int, owners: tuple[int, ...], seat: int = 0) -> g08m_rules.State:
    """Just before a swap: crate 1 holds four of ``colour`` and, in its spot [2, 0] (11, 9), another drink;
    the fifth of ``colour`` lies next to it in crate 2's spot [0, 0] (12, 9)."""
    mine = [colour * 6 + shape for shape in range(6)]
    others = [d for d in range(36) if d // 6 != colour]
    crate1 = (mine[0], mine[1], others[0], mine[2], mine[3], others[1])
    crate2 = (mine[4],) + tuple(others[2:7])
    rest = others[7:] + [mine[5]]
    crates = (crate1, crate2) + tuple(tuple(rest[i * 6 : i * 6 + 6]) for i in range(4))
    places = tuple(g08_rules.Placement(9 + 3 * (k % 2), 9 + 2 * (k // 2), 0) for k in range(6))
    return g08m_rules.State(places, crates, owners, seat=seat)


def test_five_of_a_colour_in_one_crate_wins_not_six():
    owners = (0, 1, 0, 1, 0, 1)
    st = five_in_crate_1(2, owners)
    cfg = g08m_rules.Config(players=2)
    # crate 1's spot [2, 0] is (11, 9); crate 2's spot [0, 0], holding the fifth, is (12, 9)
    a, b = st.crates[0][2], st.crates[1][0]
    after = g08m_rules.apply(cfg, st, ("swap", min(a, b), max(a, b)))
    assert after.over and after.winners == (0,) and after.reason == "five"


def test_one_swap_that_fills_two_crates_goes_to_the_movers_colour():
    cfg = g08m_rules.Config(players=2, win_count=5)
    owners = (0, 1, 0, 1, 0, 1)
    places = tuple(g08_rules.Placement(9 + 3 * (k % 2), 9 + 2 * (k // 2), 0) for k in range(6))
    # Crate 1: four of colour 1 (seat 1) and one of colour 0 at its right edge; crate 2: four of colour 0 and one of colour 1 at its left edge.
    c1 = (6, 7, 0, 8, 9, 24)
    c2 = (11, 1, 2, 3, 4, 25)
    rest = [d for d in range(36) if d not in c1 + c2]
    crates = (c1, c2) + tuple(tuple(rest[i * 6 : i * 6 + 6]) for i in range(4))
    st = g08m_rules.State(places, crates, owners, seat=0)
    after = g08m_rules.apply(cfg, st, ("swap", 0, 11))  # (11, 9) and (12, 9)
    assert after.over and after.winners == (0,)
    after = g08m_rules.apply(cfg, st._replace(seat=1), ("swap", 0, 11))
    assert after.winners == (1,)


def test_a_team_wins_when_one_member_wins():
    cfg = g08m_rules.Config(players=4, teams=(0, 1, 0, 1))
    owners = (3, 2, 0, 1, -1, -1)
    st = five_in_crate_1(1, owners)  # colour 1 belongs to seat 2
    a, b = st.crates[0][2], st.crates[1][0]
    after = g08m_rules.apply(cfg, st, ("swap", min(a, b), max(a, b)))
    assert after.winners == (0, 2)


def test_the_turn_limit_ends_the_game_and_the_best_crate_of_ones_colours_wins():
    s = new("jido:g08m", 2)
    cfg, st = s.game.model_state(s.table)
    done, events = g08m_rules.settle(cfg, st._replace(turns=cfg.rounds * 2 - 1, ending=True))
    best = g08m_rules.best_counts(done, 2)
    assert done.over and done.reason == "limit" and done.winners == tuple(i for i, n in enumerate(best) if n == max(best))


# ------------------------------------------------------------- blind mode


def test_in_blind_mode_each_players_cards_are_seen_by_that_player_alone():
    s = new("jido:g08m", 3, colours="blind")
    for seat in range(3):
        seen = view(s.table, seat)
        for other in range(3):
            pieces = seen.zones[f"p{other}.cards"].pieces
            assert len(pieces) == 2
            assert all(p.hidden == (other != seat) for p in pieces)
            assert all(p.hidden or p.handle.startswith("stock_card.") for p in pieces)
    leftover = view(s.table, 0).zones["deck"].pieces
    assert all(p.hidden for p in leftover)


def test_in_open_mode_everyone_sees_every_colour():
    s = new("jido:g08m", 3)
    assert not any(p.hidden for z in ("p0.cards", "p1.cards", "p2.cards") for p in view(s.table, 1).zones[z].pieces)


def _seen_by(session, seat):
    """Everything ``seat`` can read: its view (pieces and variables), the panel, the public state, the log."""
    game, table = session.game, session.table
    seen = view(table, seat)
    zones = {zid: [(p.handle, p.kind, p.face_up, p.rot, p.pos) for p in z.pieces] for zid, z in seen.zones.items()}
    log = [line.render("en") for tx in table.done for line in game.describe(table, tx, seat)]
    return zones, dict(seen.vars), game.status(table, seat), game.public_state(table), log


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_blind_mode_shows_no_seat_anything_that_depends_on_another_seats_colours(players):
    """The same game twice, with two other seats' colour cards exchanged: seat 0 must not tell them apart until the end.

    (With two players every colour is dealt, so each knows the other's by elimination, as at a real table.)
    """
    a = Session.new("jido:g08m", players, 9, {"colours": "blind"})
    b = Session.new("jido:g08m", players, 9, {"colours": "blind"})
    one, two = b.table.zones["p1.cards"].ids[:], b.table.zones[f"p{players - 1}.cards"].ids[:]
    with b.table.begin("exchange colours") as tx:  # by hand, before play, out of every view
        tx.move(one, f"p{players - 1}.cards")
        tx.move(two, "p1.cards")
    assert a.game.colours_of(a.table) != b.game.colours_of(b.table)
    rng = random.Random(players)
    steps = 0
    while not a.game.is_over(a.table) and not b.game.is_over(b.table) and steps < 120:
        assert _seen_by(a, 0) == _seen_by(b, 0)
        seat = a.game.to_move(a.table)[0]
        action = rng.choice(legal(a))
        a.play(seat, action)
        b.play(seat, action)
        steps += 1
    assert steps > 20


def test_a_blind_game_ends_with_every_card_turned_up_and_marked_as_a_reveal():
    s = Session.new("jido:g08m", 2, 5, {"colours": "blind"})
    st = state(s)
    cat = s.game.catalogue
    colour = st.owners.index(0)
    # Bring four of seat 0's colour into crate 1 by hand, then swap the fifth in from crate 3 below.
    mine = [colour * 6 + shape for shape in range(6)]
    crates = [list(c) for c in st.crates]
    where = {d: (k, i) for k, c in enumerate(crates) for i, d in enumerate(c)}
    targets = [(0, 0), (0, 1), (0, 2), (0, 3), (2, 1)]  # crate 1's spots 0-3, crate 3's spot [1, 0] under crate 1's [1, 1]
    for d, (k, i) in zip(mine, targets):
        (k0, i0), other = where[d], crates[k][i]
        crates[k][i], crates[k0][i0] = d, other
        where[d], where[other] = (k, i), (k0, i0)
    moves = [(cat.drink_piece(d), f"crate.{k + 1}", [i % 3, i // 3]) for k, c in enumerate(crates) for i, d in enumerate(c)]
    from .party_helpers import put

    put(s, *moves)
    assert not s.game.is_over(s.table)
    a, b = crates[0][4], crates[2][1]
    s.play(0, {"action": "swap", "drinks": [cat.drink_name(a), cat.drink_name(b)]})
    assert s.game.is_over(s.table) and s.game.score(s.table)["winner"] == [0]
    assert all(s.table.pieces[p].face_up for z in ("p0.cards", "p1.cards") for p in s.table.zones[z].ids)
    assert s.table.done[-1].reveal


def test_the_bot_knows_only_the_colours_its_own_view_shows():
    s = new("jido:g08m", 4, colours="blind")
    known = g08m_bots.known_colours(s.game, s.table, 2)
    assert known == {c: 2 for c in s.game.colours_of(s.table)[2]}
    open_game = new("jido:g08m", 4)
    assert len(g08m_bots.known_colours(open_game.game, open_game.table, 2)) == 4


def test_the_public_state_counts_face_down_cards_as_backs():
    s = new("jido:g08m", 2, colours="blind")
    zones = s.game.public_state(s.table)["seats"][0]["zones"]
    assert zones["p0.cards"] == {"stock_card.back": 3}
    assert s.game.status(s.table)["colours"] == [None, None]
    assert s.game.status(s.table, 1)["colours"][0] is None and s.game.status(s.table, 1)["colours"][1]
