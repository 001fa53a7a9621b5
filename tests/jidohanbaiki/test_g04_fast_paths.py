"""G04's model read from bits and carried from position to position gives what the rules give read afresh, spot by spot.

Positions come from random play of the model itself (every kind of move, the
turn passing on), from formations reached by random crate moves with drinks
put in at random.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from tsukiji_table.games.jidohanbaiki import g04_rules as m
from tsukiji_table.games.jidohanbaiki.geometry import Placement, recentre

START = tuple(Placement(9 + 3 * (k % 2), 9 + 2 * (k // 2), 0) for k in range(6))


def random_position(rng: random.Random, players: int) -> tuple[m.Config, m.State]:
    """A formation a few crate moves from the start (some crates turned), with drinks put in at random."""
    places = START if rng.random() < 0.6 else tuple(Placement(9 + 2 * (k % 3), 9 + 3 * (k // 3), 90) for k in range(6))
    for _ in range(rng.randrange(15)):
        k, place = rng.choice(m.formation.moves(places))
        places = m._recentred(places[:k] + (place,) + places[k + 1 :], 24, 24)
    colours = tuple(rng.sample(range(6), players))
    crates = [[m.EMPTY] * 6 for _ in places]
    supply = [list(range(c * 6, c * 6 + 6)) for c in colours]
    for seat in range(players):
        for d in list(supply[seat]):
            k, s = rng.randrange(6), rng.randrange(6)
            if rng.random() < 0.4 and crates[k][s] == m.EMPTY:
                crates[k][s] = d
                supply[seat].remove(d)
    state = m.State(places, tuple(map(tuple, crates)), colours, tuple(map(tuple, supply)), ((),) * players, seat=rng.randrange(players))
    return m.Config(players=players, target=6), state


def positions(games: int = 12, moves: int = 60) -> Iterator[tuple[m.Config, m.State]]:
    """Positions of random play from random starts, each reached by the model's own moves (its carried bits in use)."""
    rng = random.Random(4)
    for game in range(games):
        cfg, state = random_position(rng, 2 + game % 5)
        for _ in range(moves):
            if state.over:
                break
            yield cfg, state
            listed = list(m.moves(cfg, state))
            if not listed:
                break
            state, _ = m.settle(cfg, m.apply(cfg, state, rng.choice(listed)))


def fresh_drinks(state: m.State) -> m._Drinks | None:
    """The position's bits read afresh from its crates (not carried from the position before)."""
    grid = m._grid(state.places)
    return None if grid is None else m._Drinks.read(grid, state.crates)


def spot_of(grid: m._Grid, bit: int) -> tuple[int, int]:
    i = bit.bit_length() - 1
    return grid.x0 + i % grid.w, grid.y0 + i // grid.w


def test_each_listed_move_read_by_index_is_the_move_the_listing_gives_in_order():
    seen = set()
    for cfg, state in positions():
        for kind, run in m.runs(cfg, state).items():
            listed = list(run)
            assert len(run) == len(listed)
            assert [run[i] for i in range(len(run))] == listed, kind
            seen.add(kind)
    assert {"crate", "place", "move"} <= seen


def test_placements_and_drink_moves_read_from_carried_bits_are_those_read_spot_by_spot():
    for cfg, state in positions():
        runs = m.runs(cfg, state)
        if state.drink_done:
            continue
        colour = state.colours[state.seat]
        supply = state.supply[state.seat]
        by_spot = [("place", supply[0], k, s) for k, s in m._placements_by_spot(state, colour)] if supply else []
        assert sorted(runs.get("place", [])) == sorted(by_spot)
        assert list(runs["move"]) == [("move", d, name) for d, name in m.drink_moves(state, colour)]
        assert m.has_drink_action(state) == bool(by_spot or len(runs["move"]))


def test_the_bits_carried_to_a_position_are_the_bits_read_afresh_from_its_crates():
    """After every kind of move the model keeps the next position's bits: each drink where a fresh reading puts it."""
    carried = 0
    for _, state in positions():
        carried += m._last_drinks[0] is state.places and m._last_drinks[1] is state.crates  # made by the model's move
        got = m._drinks(state)
        fresh = fresh_drinks(state)
        assert (got is None) == (fresh is None)
        if got is None or fresh is None:
            continue
        assert [spot_of(got.grid, b) for b in got.grid.bits] == [spot_of(fresh.grid, b) for b in fresh.grid.bits]
        assert [b and spot_of(got.grid, b) for b in got.where] == [b and spot_of(fresh.grid, b) for b in fresh.where]
        assert got.taken.bit_count() == fresh.taken.bit_count() == sum(1 for b in fresh.where if b)
        assert got.grid.spots == sum(got.grid.bits) and got.taken & ~got.grid.spots == 0
        for colour in range(6):
            assert [spot_of(got.grid, 1 << i) for i in range(got.free(colour).bit_length()) if got.free(colour) >> i & 1] == [
                spot_of(fresh.grid, 1 << i) for i in range(fresh.free(colour).bit_length()) if fresh.free(colour) >> i & 1
            ]
            assert [mask.bit_count() for mask in got.moving(colour)] == [mask.bit_count() for mask in fresh.moving(colour)]
    assert carried > 300


def test_a_grid_moved_one_crate_on_is_a_grid_of_the_new_formation_with_an_empty_column_each_side():
    """Every place round the frame, legal or not: a moved grid keeps each spot's bit apart and no crate in an edge column."""
    rng = random.Random(7)
    moved = 0
    for _ in range(6):
        _, state = random_position(rng, 2)
        grid = m._grid(state.places)
        k = rng.randrange(6)
        rot = state.places[k].rot
        for x in range(grid.x0 - 2, grid.x0 + grid.w + 2):
            for y in range(grid.y0 - 2, grid.y0 + 12):
                after = state.places[:k] + (Placement(x, y, rot),) + state.places[k + 1 :]
                got = grid.moved(k, after[k])
                if got is None:  # it would leave the frame or lie over another crate: read afresh
                    continue
                moved += 1
                assert [spot_of(got, b) for b in got.bits] == [p.spot(s) for p in after for s in range(6)]
                assert got.spots == sum(got.bits) and got.spots.bit_count() == 36
                columns = {(b.bit_length() - 1) % got.w for b in got.bits}
                assert 0 not in columns and got.w - 1 not in columns
    assert moved > 100


def test_each_crates_mask_kept_in_a_grid_fresh_or_moved_is_the_sum_of_its_six_bits():
    """:meth:`_Grid.moved` and :meth:`_Drinks.shifted` read a crate's spots from its mask: it must be what summing its bits gives."""
    rng = random.Random(11)
    moved = 0
    for _ in range(20):
        _, state = random_position(rng, 2)
        grid = m._grid(state.places)
        assert grid.masks == tuple(sum(grid.bits[k * 6 : k * 6 + 6]) for k in range(6))
        for k, place in m.formation.moves(state.places):
            got = grid.moved(k, place)
            if got is None:
                continue
            moved += 1
            assert got.masks == tuple(sum(got.bits[j * 6 : j * 6 + 6]) for j in range(6))
            assert got.spots == sum(got.masks) and got.masks[:k] + got.masks[k + 1 :] == grid.masks[:k] + grid.masks[k + 1 :]
            assert (got.w, got.x0, got.y0) == (grid.w, grid.x0, grid.y0)
    assert moved > 100


def test_a_crate_moved_over_another_leaves_no_grid():
    grid = m._grid(START)
    assert grid.moved(5, Placement(10, 13, 0)) is None
    assert m._grid(START[:5] + (Placement(10, 13, 0),)) is None


def test_recentring_found_first_is_recentre():
    rng = random.Random(3)
    for _ in range(300):
        places = tuple(Placement(rng.randint(-3, 24), rng.randint(-3, 24), rng.choice((0, 90, 180, 270))) for _ in range(6))
        assert m._recentred(places, 24, 24) == recentre(places, 24, 24)


def test_the_nth_set_bit_found_by_halving_is_the_one_counted_up_to():
    rng = random.Random(5)
    for _ in range(300):
        mask = rng.getrandbits(rng.choice((20, 150, 600))) | 1 << rng.randrange(600)
        ones = [i for i in range(mask.bit_length()) if mask >> i & 1]
        assert [m._nth_bit(mask, n) for n in range(len(ones))] == ones


def test_a_crate_moved_from_a_formation_known_on_the_floor_lands_where_recentre_puts_it():
    """The formation kept as on the floor: only the crate moved is looked at, off any edge of the floor or on it."""
    rng = random.Random(11)
    fast = 0
    for _ in range(200):
        places = tuple(Placement(rng.randint(0, 21), rng.randint(0, 21), rng.choice((0, 90, 180, 270))) for _ in range(6))
        floor = rng.choice(((24, 24), (24, 24), (20, 24), (24, 20)))
        k = rng.randrange(6)
        place = Placement(rng.randint(-3, 24), rng.randint(-3, 24), places[k].rot)
        after = places[:k] + (place,) + places[k + 1 :]
        m._on_floor[:] = None, None
        assert m._placed(places, k, place, floor) == recentre(after, *floor)  # read afresh
        if recentre(places, *floor) is not places:
            continue
        m._on_floor[:] = places, floor  # as a crate move that left it on the floor keeps it
        assert m._placed(places, k, place, floor) == recentre(after, *floor)
        fast += m._on_floor[0] is not places
        narrow = (floor[0] - 4, floor[1])
        m._on_floor[:] = places, floor  # kept for another floor
        assert m._placed(places, k, place, narrow) == recentre(after, *narrow)
    assert fast > 50


def test_the_turn_is_done_exactly_when_no_crate_move_may_be_made_or_is_needed_and_no_drink_action_is_needed():
    seen = {True: 0, False: 0}
    for cfg, state in positions(games=6):
        for crates_moved in (0, 1):
            for drink_done in (False, True):
                st = state._replace(crates_moved=crates_moved, drink_done=drink_done)
                for c in (cfg, m.Config(players=cfg.players, min_crates=0, max_crates=2)):
                    plain = not (m._may_crate(c, st) or m._need_crate(c, st) or m._need_drink(st))
                    assert m.turn_done(c, st) == plain
                    seen[plain] += 1
    assert all(seen.values())


def test_apply_gives_for_every_listed_move_the_state_made_field_by_field_with_replace():
    """apply makes the next state of the fields it unpacked, with two or three spots put at once: each field as
    ``_replace`` and the spot-by-spot step give it, a capture that wins included (the target set one capture away)."""
    seen: dict[str, int] = {"crate": 0, "place": 0, "move": 0, "end": 0, "capture": 0, "win": 0}
    for cfg, state in positions(games=8):
        seat = state.seat
        win = m.Config(players=cfg.players, target=len(state.captured[seat]) + 1, min_crates=0, max_crates=1)
        for c in (cfg, win):
            for move in m.moves(c, state):
                kind = move[0]
                if kind == "crate":
                    _, k, place = move
                    after = state.places[:k] + (place,) + state.places[k + 1 :]
                    want = state._replace(places=recentre(after, *c.floor), crates_moved=state.crates_moved + 1)
                elif kind == "place":
                    _, drink, k, s = move
                    crates = [list(crate) for crate in state.crates]
                    crates[k][s] = drink
                    supply = list(state.supply)
                    supply[seat] = tuple(d for d in supply[seat] if d != drink)
                    want = state._replace(crates=tuple(map(tuple, crates)), supply=tuple(supply), drink_done=True)
                elif kind == "move":
                    want = m._apply_step_by_spot(c, state, move[1], move[2])
                    seen["capture"] += want.captured != state.captured
                    seen["win"] += want.over
                else:
                    want = state._replace(ending=True)
                got = m.apply(c, state, move)
                assert type(got) is m.State and got == want, move
                seen[kind] += 1
    assert min(seen.values()) > 10, seen
