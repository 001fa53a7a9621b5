"""Undo, redo, replay and conservation over random command sequences."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tsukiji_table.games.base import component_counts
from tsukiji_table.table import (
    InsufficientFunds,
    Table,
    TableError,
    Transaction,
    Tx,
    Visibility,
    ZoneKind,
    command_from_json,
    replay,
)
from tsukiji_table.table.table import shows_hidden

from .conftest import make_table

PIECE_ZONES = ["deck", "discard", "bag", "grid", "area", "p0.hand", "p1.hand", "p0.supply", "p1.supply", "box"]
MONEY_ZONES = ["bank", "p0.money", "p1.money"]


def random_step(t: Table, choice: int, a: int, b: int, c: int) -> None:
    """One random but valid transaction, chosen by small integers."""
    with t.begin(f"step {choice}", seat=a % 2) as tx:
        random_change(t, tx, choice, a, b, c)


def random_change(t: Table, tx: Tx, choice: int, a: int, b: int, c: int) -> None:
    """One random but valid change in the open transaction ``tx``, chosen by small integers (perhaps none)."""
    ids = sorted(t.pieces)
    kind = choice % 9
    if kind == 0:  # move one or several pieces somewhere
        count = 1 + b % 3
        start = a % len(ids)
        pick = [ids[(start + k * 7) % len(ids)] for k in range(count)]
        pick = list(dict.fromkeys(p for p in pick if t.pieces[p].zone != "track"))
        dst = PIECE_ZONES[c % len(PIECE_ZONES)]
        if not pick:
            return
        zk = t.zones[dst].kind
        if zk is ZoneKind.GRID:
            tx.move(pick, dst, pos=[((a + k) % 3, (b + k) % 2) for k in range(len(pick))])
        elif zk is ZoneKind.AREA:
            tx.move(pick, dst, pos=[(float(a % 50) + k, float(b % 40)) for k in range(len(pick))])
        elif c % 2:
            staying = [i for i in t.zones[dst].ids if i not in pick]
            tx.move(pick, dst, index=b % (len(staying) + 1))
        else:
            tx.move(pick, dst)
    elif kind == 1:
        tx.flip([ids[a % len(ids)], ids[b % len(ids)]] if a % len(ids) != b % len(ids) else [ids[a % len(ids)]])
    elif kind == 2:
        tx.rotate([ids[a % len(ids)]], [90, -90, 180, 45][b % 4])
    elif kind == 3:
        tx.shuffle(PIECE_ZONES[a % len(PIECE_ZONES)])
    elif kind == 4:
        tx.draw("bag", PIECE_ZONES[b % len(PIECE_ZONES)] if PIECE_ZONES[b % len(PIECE_ZONES)] not in ("grid", "area") else "discard", 1 + c % 2)
    elif kind == 5:
        src, dst = MONEY_ZONES[a % 3], MONEY_ZONES[b % 3]
        if src != dst:
            try:
                tx.pay(src, dst, 100 * (1 + c % 30), bank="bank")
            except InsufficientFunds:
                pass
    elif kind == 6:
        tx.set_pos(["marker"], [1 + a % 13])
    elif kind == 7:
        tx.set_var(f"v{a % 3}", {"n": b, "list": [c, a]})
    else:
        zone = MONEY_ZONES[a % 3]
        coins = [d for d, n in t.zones[zone].coins.items() if n > 0 and d > 100]
        if coins:
            tx.change(zone, "bank", coins[b % len(coins)])


steps = st.lists(st.tuples(st.integers(0, 8), st.integers(0, 999), st.integers(0, 999), st.integers(0, 999)), min_size=1, max_size=40)
hyp = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@hyp
@given(steps)
def test_undo_all_restores_the_initial_state(seq):
    t = make_table()
    start = t.state_hash()
    for s in seq:
        random_step(t, *s)
    while t.undo():
        pass
    assert t.state_hash() == start


@hyp
@given(steps)
def test_redo_after_undo_gives_the_same_state(seq):
    t = make_table()
    for s in seq:
        random_step(t, *s)
    end = t.state_hash()
    undone = 0
    while t.undo():
        undone += 1
    for _ in range(undone):
        t.redo()
    assert t.state_hash() == end


@hyp
@given(steps)
def test_no_component_is_created_or_lost(seq):
    t = make_table()
    before = component_counts(t)
    for s in seq:
        random_step(t, *s)
        assert component_counts(t) == before
        placed = [pid for z in t.zones.values() for pid in z.ids]
        assert sorted(placed) == sorted(t.pieces)
        assert all(t.zones[p.zone].ids.count(p.id) == 1 for p in t.pieces.values())


@hyp
@given(steps)
def test_log_replays_to_the_same_hash_through_json(seq):
    t = make_table()
    for s in seq:
        random_step(t, *s)
    log = [Transaction.from_json(json.loads(json.dumps(tx.to_json()))) for tx in t.done]
    fresh = make_table()
    report = replay(fresh, log, t.state_hash())
    assert report.ok, report.describe()


@hyp
@given(st.lists(st.tuples(st.integers(0, 11), st.integers(0, 999), st.integers(0, 999), st.integers(0, 999)), min_size=1, max_size=40))
def test_a_transaction_is_marked_as_a_reveal_exactly_when_one_of_its_commands_showed_something(seq):
    """``Tx`` asks only the commands that can show something (never a variable set without a draw, a repositioning
    or a shuffle): the mark is still what :func:`shows_hidden` says of all of them, right after the transaction."""
    t = make_table()
    with t.begin("open") as tx:
        tx.set_visibility("p1.hand", Visibility.EVERYONE)  # a hand others see into: a card taken from a closed one shows
    for n in range(0, len(seq), 3):
        done = len(t.done)
        with t.begin("group") as tx:
            for choice, a, b, c in seq[n : n + 3]:
                if choice == 9:
                    tx.choice("toss", ["heads", "tails"])
                elif choice == 10:
                    tx.set_visibility(PIECE_ZONES[a % len(PIECE_ZONES)], list(Visibility)[b % len(Visibility)])
                elif choice == 11:
                    tx.record_var("events", [a % 2])
                else:
                    random_change(t, tx, choice, a, b, c)
        if len(t.done) > done:
            made = t.done[-1]
            assert made.reveal == shows_hidden(t, made.commands)


@hyp
@given(steps)
def test_state_round_trips_through_load_state(seq):
    t = make_table()
    for s in seq:
        random_step(t, *s)
    other = make_table()
    other.load_state(json.loads(json.dumps(t.state())))
    assert other.state_hash() == t.state_hash()


def test_undo_then_redo_never_rerolls_a_draw(table):
    with table.begin("draw") as tx:
        drawn = tx.draw("bag", "discard", 3)
    table.undo()
    table.redo()
    assert table.in_zone("discard") == drawn


def test_a_new_draw_after_undo_uses_the_same_chance_outcome(table):
    """Undo returns the chance counter, so redoing the same act gives the same result
    (no fishing for a better roll with undo)."""
    with table.begin("shuffle") as tx:
        tx.shuffle("deck")
    first = table.in_zone("deck")
    table.undo()
    with table.begin("shuffle again") as tx:
        tx.shuffle("deck")
    assert table.in_zone("deck") == first


def test_different_seeds_shuffle_differently():
    a, b = make_table(1), make_table(2)
    for t in (a, b):
        with t.begin("shuffle") as tx:
            tx.shuffle("deck")
    assert a.in_zone("deck") != b.in_zone("deck")


def test_a_failing_transaction_leaves_no_trace(table):
    start = table.state_hash()
    with pytest.raises(TableError):
        with table.begin("bad") as tx:
            tx.move(["card#0"], "discard")
            tx.move(["card#0"], "no-such-zone")
    assert table.state_hash() == start
    assert table.done == []


def test_a_move_records_where_each_piece_came_from(table):
    with table.begin("move") as tx:
        cmd = tx.move(["card#3", "card#5", "card#4"], "discard")
    assert cmd.src == (("deck", 3, None), ("deck", 4, None), ("deck", 3, None))
    table.undo()
    assert table.in_zone("deck") == [f"card#{n}" for n in range(12)]


def test_move_into_a_grid_needs_positions(table):
    with pytest.raises(TableError, match="needs a position"):
        with table.begin("bad") as tx:
            tx.move(["card#0"], "grid")


def test_a_command_whose_recorded_source_is_wrong_does_not_apply(table):
    with table.begin("move") as tx:
        cmd = tx.move(["card#0"], "discard")
    table.undo()
    data = cmd.to_json()
    data["src"][0][1] = 5  # card#0 is not at index 5
    before = table.state_hash()
    with pytest.raises(TableError, match="card#0 is not at deck\\[5\\]"):
        table.apply_transaction(Transaction("x", None, (command_from_json(data),)))
    assert table.state_hash() == before


def test_redo_is_cleared_by_a_new_action(table):
    with table.begin("a") as tx:
        tx.flip(["card#0"])
    table.undo()
    with table.begin("b") as tx:
        tx.rotate(["card#1"], 90)
    assert table.redo() is None


def test_state_hash_is_canonical(table):
    other = make_table()
    assert table.state_hash() == other.state_hash()
    with table.begin("x") as tx:
        tx.set_var("b", 1)
        tx.set_var("a", 2)
    with other.begin("x") as tx:
        tx.set_var("a", 2)
        tx.set_var("b", 1)
    assert table.state_hash() == other.state_hash()


@given(st.integers(0, 2**32), st.integers(0, 300))
@settings(max_examples=200, deadline=None)
def test_a_table_shuffle_deals_the_order_random_shuffle_deals(seed, size):
    """Saves recorded with ``random.Random.shuffle`` replay to the same decks: the
    table's faster shuffle draws the same numbers and makes the same order."""
    from random import Random

    from tsukiji_table.table.table import shuffle_like_random

    ours, theirs = list(range(size)), list(range(size))
    a, b = Random(f"{seed}:7"), Random(f"{seed}:7")
    shuffle_like_random(a, ours)
    b.shuffle(theirs)
    assert ours == theirs
    assert a.random() == b.random()


@given(st.integers(0, 2**32), st.integers(1, 3000))
@settings(max_examples=200, deadline=None)
def test_a_table_draw_of_one_takes_the_piece_random_sample_takes(seed, size):
    """Saves recorded with ``random.Random.sample`` replay to the same draws: a
    draw of one piece picks the same one and leaves the generator where sample does."""
    from random import Random

    from tsukiji_table.table.table import below_like_random

    pool = [f"token#{n}" for n in range(size)]
    a, b = Random(f"{seed}:3"), Random(f"{seed}:3")
    assert [pool[below_like_random(a, size)]] == b.sample(pool, 1)
    assert a.random() == b.random()


def test_a_command_the_table_makes_and_applies_at_once_is_the_command_it_records() -> None:
    """The helpers that make a command and apply it in one pass (a move, a draw, a
    shuffle, a variable set or deleted, a repositioning) record the command a class
    call would make, and it reverts and applies again to the same table."""
    from tsukiji_table.table.commands import Move, SetPos, SetVar

    t = make_table()
    card = t.zones["deck"].ids[0]
    start = t.state_hash()
    with t.begin("x", seat=0) as tx:
        moved = tx.move([card], "discard")
        tx.set_var("v", [1, 2])
        tx.set_var("v", [3])
        tx.del_var("v")
        tx.shuffle("deck")
        tx.draw("bag", "discard")
        tx.set_pos(["marker"], [4])
        tx.record_var("w", [5])
        tx.record_var("w", [5])
        tx.record_var("w", [6])
        tx.set_vars([("w", [6]), ("u", 1), ("w", [7])])
    end = t.state_hash()
    assert moved == Move((card,), "discard", (("deck", 0, None),))
    made = t.done[-1].commands
    assert made[1] == SetVar("v", None, [1, 2], had_before=False)
    assert made[3] == SetVar("v", [3], None, delete=True)
    assert made[6] == SetPos(("marker",), (1,), (4,))
    # record_var: set_var of a variable not set; del_var then set_var of the value it holds; set_var of another.
    assert made[7:] == (
        SetVar("w", None, [5], had_before=False),
        SetVar("w", [5], None, delete=True),
        SetVar("w", None, [5], had_before=False),
        SetVar("w", [5], [6]),
        # set_vars: set_var of each, in turn (an unchanged one records nothing).
        SetVar("u", None, 1, had_before=False),
        SetVar("w", [6], [7]),
    )
    assert list(t.vars)[-2:] == ["w", "u"]
    assert [command_from_json(json.loads(json.dumps(c.to_json()))) for c in made] == list(made)
    t.undo()
    assert t.state_hash() == start
    t.redo()
    assert t.state_hash() == end


def test_set_pos_of_one_piece_records_the_command_of_several_and_reverts() -> None:
    """``set_pos`` of one piece (made without the general path's loops) records the
    command the class makes from tuples, with tuples of one, reverts, and applies again."""
    from tsukiji_table.table.commands import SetPos

    t = make_table()
    card = t.zones["deck"].ids[0]
    with t.begin("to area", seat=0) as tx:
        tx.move([card], "area", pos=[(1.0, 2.0)])
    start = t.state_hash()
    with t.begin("x", seat=0) as tx:
        one = tx.set_pos(["marker"], [4])
        alone = tx.set_pos((card,), ((3.0, 5.0),))
        both = tx.set_pos(["marker", card], [6, (7.0, 8.0)])
    end = t.state_hash()
    assert one == SetPos(("marker",), (1,), (4,))
    assert alone == SetPos((card,), ((1.0, 2.0),), ((3.0, 5.0),))
    assert both == SetPos(("marker", card), (4, (3.0, 5.0)), (6, (7.0, 8.0)))
    for command in (one, alone, both):
        assert (type(command.ids), type(command.before), type(command.after), command.rng) == (tuple, tuple, tuple, None)
    assert (t.pieces["marker"].pos, t.pieces[card].pos) == (6, (7.0, 8.0))
    assert [command_from_json(json.loads(json.dumps(c.to_json()))) for c in t.done[-1].commands] == [one, alone, both]
    t.undo()
    assert t.state_hash() == start
    assert (t.pieces["marker"].pos, t.pieces[card].pos) == (1, (1.0, 2.0))
    t.redo()
    assert t.state_hash() == end
