"""Small fields for the table-top tests: a can and a target in a row, open edges, crates."""

from __future__ import annotations

import random

from tsukiji_table.physics.spec import all_drink_ids
from tsukiji_table.physics.tabletop import FieldCrate, FieldDrink, FieldError, FieldState, load_tabletop
from tsukiji_table.physics.tabletop.layout import demo_field

CAN = "red:short_can"
BOUNDS = (0.0, 0.0, 0.5, 0.3)


def in_a_row(target: str, gap: float, bounds: tuple[float, float, float, float] = BOUNDS, can_x: float = 0.1) -> FieldState:
    """The red short can at (can_x, middle) and ``target`` ``gap`` metres beyond it along +x (edge to edge)."""
    spec = load_tabletop()
    y = (bounds[1] + bounds[3]) / 2
    x = can_x + spec.shape_of(CAN).width / 2 + gap + spec.shape_of(target).width / 2
    return FieldState(bounds, (FieldDrink(CAN, can_x, y), FieldDrink(target, x, y)))


def with_crate(field: FieldState, x: float, y: float, angle: float = 0.0) -> FieldState:
    return FieldState(field.bounds, field.drinks, field.crates + (FieldCrate(f"crate#{len(field.crates) + 1}", x, y, angle),), field.coins)


def random_field(rng: random.Random, drinks: int | None = None) -> tuple[FieldState, str]:
    """A G01-like field of a random size with 2-24 drinks; returns it and a drink to flick."""
    spec = load_tabletop()
    ids = all_drink_ids()
    while True:
        mover = rng.choice(ids)
        n = drinks if drinks is not None else rng.randint(2, 24)
        size = (rng.uniform(0.2, 0.45), rng.uniform(0.15, 0.32))
        others = rng.sample([d for d in ids if d != mover], n - 1)
        try:
            return demo_field(spec, others, mover, rng.randrange(2**31), size=size), mover
        except FieldError:
            continue  # too many drinks for so small a field: draw again
