"""Random insertions of every mode: no NaN, nothing lost, nothing in a wall or outside the world."""

from __future__ import annotations

import math
import os
import random

import pymunk
import pytest

from tsukiji_table.physics import MODES, ThrowAim, Tower, TowerSpec
from tsukiji_table.physics.spec import all_drink_ids
from tsukiji_table.physics.world import Kind, world_bounds

# Resting contacts overlap by ~0.2 mm; a bottle neck wedged into an acute
# corner can settle ~3 mm deep. Half the thinnest neck (3.5 mm) means a drink
# is going through the wall.
MAX_PENETRATION = 0.0035


def _check_run(spec: TowerSpec, tower: Tower, drinks: list[str], mode: str, seed: int, aim=None) -> None:
    before = tower.state.drink_ids()
    run = tower.start(drinks, mode, seed, aim)
    while run.step():
        pass
    res = run.result()
    x0, x1, y0, y1 = world_bounds(spec)
    for t in run.sim.tracks:
        b = t.body
        values = (b.position.x, b.position.y, b.angle, b.velocity.x, b.velocity.y, b.angular_velocity)
        assert all(math.isfinite(v) for v in values), (mode, seed, t.drink, values)
        assert x0 <= b.position.x <= x1 and y0 <= b.position.y <= y1, (mode, seed, t.drink, b.position)
    assert run.sim.max_penetration() < MAX_PENETRATION, (mode, seed)
    for t in run.sim.tracks:  # no centroid inside a solid piece of scenery
        hits = run.sim.space.point_query(tuple(t.body.position), 0.0, pymunk.ShapeFilter())
        assert not [h for h in hits if h.shape.collision_type != int(Kind.DRINK) and h.distance < -1e-4], (mode, seed)
    tower.apply(res)
    # Every drink is accounted for exactly once: out, still inside, or on the table.
    if mode == "inverted":
        placed = [landing.drink for landing in res.inverted]
    else:
        placed = [e.drink for e in res.out] + list(res.jammed) + [m.drink for m in res.missed]
    assert sorted(placed) == sorted(before + drinks), (mode, seed)
    assert sorted(tower.state.drink_ids()) == sorted(res.jammed)


def _random_insertions(spec: TowerSpec, count: int, seed: int) -> None:
    rng = random.Random(seed)
    ids = all_drink_ids()
    tower = Tower(spec)
    for i in range(count):
        mode = MODES[i % len(MODES)]
        if mode == "inverted":
            tower.empty()
        pool = [d for d in ids if d not in tower.state.drink_ids()]
        n = {"single": 1, "inverted": rng.randint(1, 2), "throw": rng.randint(1, 3)}.get(mode, rng.randint(1, 7))
        drinks = rng.sample(pool, n)
        aim = None
        if mode == "throw":
            aim = ThrowAim(rng.uniform(0.06, 0.5), rng.uniform(0.06, 0.6), rng.uniform(-20, 70), rng.uniform(0.3, 3.0))
        _check_run(spec, tower, drinks, mode, rng.randrange(2**31), aim)
        if rng.random() < 0.1:
            tower.empty()


def test_a_few_hundred_random_insertions(spec: TowerSpec) -> None:
    _random_insertions(spec, 250, 1)


@pytest.mark.slow
def test_thousands_of_random_insertions(spec: TowerSpec) -> None:
    _random_insertions(spec, int(os.environ.get("TOWER_SLOW_COUNT", "5000")), 2)
