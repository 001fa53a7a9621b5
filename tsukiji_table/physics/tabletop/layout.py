"""Laying out a field: six crates round a rectangle, drinks scattered, free spots.

Helpers for games and tests; they decide nothing a rule fixes.  G01's setup
(「ボトルクレート6箱を長方形に並べ」, 「残りのドリンクを場にランダムに配置」) reads
as: the crates mark the field's edge (A5) and the drinks stand anywhere on
it; :func:`crates_around` and :func:`scatter` are one way to do that.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from .field import STANDING, FieldCoin, FieldCrate, FieldDrink, FieldError, FieldState
from .spec import TabletopSpec
from .world import TabletopWorld, angle_to_body

SCATTER_GAP = 0.012  # m between scattered drinks: room for a can to pass between two
SCATTER_TRIES = 400


def crates_around(spec: TabletopSpec, bounds: tuple[float, float, float, float], prefix: str = "crate#") -> tuple[FieldCrate, ...]:
    """Six crates just outside a rectangle: two along each long side, one on each short side.

    Each lies flat against the boundary line, so the crates are walls where
    they stand and the gaps between them let a drink leave the field.
    """
    x0, y0, x1, y1 = bounds
    w, h = x1 - x0, y1 - y0
    half = spec.crate.width / 2
    wide = w >= h
    crates = []
    if wide:
        for fx in (0.25, 0.75):
            crates.append((x0 + fx * w, y0 - half, 0.0))
            crates.append((x0 + fx * w, y1 + half, 0.0))
        crates += [(x0 - half, (y0 + y1) / 2, 90.0), (x1 + half, (y0 + y1) / 2, 90.0)]
    else:
        for fy in (0.25, 0.75):
            crates.append((x0 - half, y0 + fy * h, 90.0))
            crates.append((x1 + half, y0 + fy * h, 90.0))
        crates += [((x0 + x1) / 2, y0 - half, 0.0), ((x0 + x1) / 2, y1 + half, 0.0)]
    return tuple(FieldCrate(f"{prefix}{n + 1}", x, y, a) for n, (x, y, a) in enumerate(crates))


def footprint_radius(spec: TabletopSpec, drink_id: str) -> float:
    """Half the widest extent of a standing drink's base (the square bottle's diagonal)."""
    shape = spec.shape_of(drink_id)
    return shape.width / 2 * (math.sqrt(2.0) if shape.name == "square_bottle" else 1.0)


def scatter(
    spec: TabletopSpec,
    field: FieldState,
    drink_ids: Sequence[str],
    rng: random.Random,
    keep_clear: Sequence[tuple[float, float, float]] = (),
    gap: float = SCATTER_GAP,
) -> FieldState:
    """Stand ``drink_ids`` at random free spots of the field (G01's 「ランダムに配置」).

    ``keep_clear``: circles ``(x, y, radius)`` where no drink may stand (the
    launch coin and the can on it).  Raises :class:`FieldError` if the field
    is too crowded for them.
    """
    x0, y0, x1, y1 = field.bounds
    placed = [(d.x, d.y, footprint_radius(spec, d.id)) for d in field.drinks] + list(keep_clear)
    new: list[FieldDrink] = []
    for drink_id in drink_ids:
        r = footprint_radius(spec, drink_id)
        for _ in range(SCATTER_TRIES):
            x, y = rng.uniform(x0 + r + gap, x1 - r - gap), rng.uniform(y0 + r + gap, y1 - r - gap)
            if all(math.hypot(x - px, y - py) >= r + pr + gap for px, py, pr in placed):
                break
        else:
            raise FieldError(f"no room left on the field for {drink_id} ({len(placed)} things already on it)")
        placed.append((x, y, r))
        new.append(FieldDrink(drink_id, x, y, STANDING, 0.0))
    return field.with_drinks(new)


def nearest_free_spot(
    spec: TabletopSpec, field: FieldState, drink_id: str, x: float, y: float, state: str = STANDING, angle: float = 0.0
) -> tuple[float, float]:
    """The free spot on the field nearest ``(x, y)`` where the drink can be set in ``state``.

    For a game that stands drinks back up where they were (G01's fault):
    someone may be standing there by now.  The drink itself is ignored if it
    is on the field.  Raises :class:`FieldError` if the field is full.
    """
    world = TabletopWorld(spec, field.without([drink_id]))
    shape = spec.shape_of(drink_id)
    body_angle = angle_to_body(state, angle)
    step = 0.002
    for ring in range(0, 120):
        count = max(1, int(2 * math.pi * ring))
        for k in range(count):
            a = 2 * math.pi * k / count
            px, py = x + ring * step * math.cos(a), y + ring * step * math.sin(a)
            if not field.inside(px, py):
                continue
            probe = world.probe(shape, state, (px, py), body_angle)
            if not world.overlaps(probe) and _within(world, probe, field.bounds):
                return (px, py)
    raise FieldError(f"no free spot for {drink_id} near ({x:.3f}, {y:.3f})")


def _within(world: TabletopWorld, shapes: list, bounds: tuple[float, float, float, float]) -> bool:
    """Whether the whole footprint lies inside the boundary."""
    x0, y0, x1, y1 = bounds
    for s in shapes:
        bb = s.cache_bb()
        if bb.left < x0 or bb.right > x1 or bb.bottom < y0 or bb.top > y1:
            return False
    return True


def demo_field(spec: TabletopSpec, drinks: Sequence[str], mover: str, seed: int, size: tuple[float, float] = (0.40, 0.28), margin: float = 0.004) -> FieldState:
    """A G01-like field: crates round a rectangle, the 500 coin in the middle with ``mover`` on it, the rest scattered.

    The field's origin is the top-left of the area that holds the crates
    too (so a zone of ``field_extent`` fits it exactly).
    """
    cw = spec.crate.width + margin
    bounds = (cw, cw, cw + size[0], cw + size[1])
    cx, cy = cw + size[0] / 2, cw + size[1] / 2
    coin = FieldCoin("coin.500", cx, cy, 500)
    base = FieldState(bounds, (FieldDrink(mover, cx, cy),), crates_around(spec, bounds), (coin,))
    clear = [(cx, cy, spec.coin_radius(500) + 0.02)]
    return scatter(spec, base, [d for d in drinks if d != mover], random.Random(seed), keep_clear=clear)


def field_extent(spec: TabletopSpec, size: tuple[float, float] = (0.40, 0.28), margin: float = 0.004) -> tuple[float, float]:
    """(width, height) in metres of what :func:`demo_field` lays out, crates included."""
    cw = spec.crate.width + margin
    return (size[0] + 2 * cw, size[1] + 2 * cw)


def coins_touch(spec: TabletopSpec, a: FieldCoin, b: FieldCoin, slack: float = 0.0005) -> bool:
    """Whether two coins lying flat touch edge to edge (or overlap): G02's path (A9)."""
    return math.hypot(a.x - b.x, a.y - b.y) <= spec.coin_radius(a.value) + spec.coin_radius(b.value) + slack


def coin_chain(spec: TabletopSpec, coins: Sequence[FieldCoin], start: Sequence[str], goal: str) -> list[str] | None:
    """A chain of touching coins from one of ``start`` to ``goal`` (ids, in order), or None.

    Breadth first, so the chain is one of the shortest; coins are taken in
    the order given, so the same coins give the same chain.
    """
    by_id = {c.id: c for c in coins}
    if goal not in by_id:
        return None
    came: dict[str, str | None] = {s: None for s in start if s in by_id}
    todo = list(came)
    while todo:
        here = todo.pop(0)
        if here == goal:
            chain = [here]
            while came[chain[-1]] is not None:
                chain.append(came[chain[-1]])  # type: ignore[arg-type]
            return chain[::-1]
        for c in coins:
            if c.id not in came and coins_touch(spec, by_id[here], c):
                came[c.id] = here
                todo.append(c.id)
    return None
