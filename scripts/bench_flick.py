#!/usr/bin/env python3
"""Benchmark the flick: the table-top model headless, and a flick's animation on screen.

1. Headless: flicks on G01-sized fields (a short can for each of four
   players, their 20 other drinks scattered, six crates, the 500 coin),
   each simulated to rest from a fresh field; the headline is the median
   over flicks of simulated time / wall time (a few flicks that lose the
   CPU to another process would drag a plain total), as in ``bench_tower.py``.
2. On screen (1920x1080, dummy video driver): the flick practice table
   with 20 drinks; flicks are played and every frame of their animation
   (one ``App.step()``: events, update, draw, flip) is timed.  The floor is
   ``scripts/bench_render.py``'s (``benchkit.naive_floor_ms``): as many
   pre-rendered surfaces as one full drawing blits, blitted naively.  Two
   floors, both in this run: the Tsukiji 6-player free table's (the one
   ``bench_render.py`` reports) and this table's own (its drawing plus one
   picture per drink, crate and coin the field shows), and a frame of this
   table with nothing moving, for what any frame of it costs.

    .venv/bin/python scripts/bench_flick.py [--flicks 300] [--shown 12]

Last line: ``RESULT realtime_ratio=… flick_median_ms=… tower_ratio=… frame_median_ms=… floor_ms=… ratio=… own_floor_ms=… own_ratio=… still_frame_ms=…``
(``tower_ratio``: ``bench_tower.py``'s crate measure in the same run, to
read the others against how busy the shared machine was).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tsukiji_table.physics.spec import COLOURS, SHAPES  # noqa: E402
from tsukiji_table.physics.tabletop import load_tabletop, simulate_flick  # noqa: E402
from tsukiji_table.physics.tabletop.layout import demo_field  # noqa: E402

SIZE = (1920, 1080)
PLAYERS = 4


def g01_field(rng: random.Random):  # type: ignore[no-untyped-def]
    """Four players' colours: a short can each (one on the coin, the others flicked before), their five others scattered."""
    spec = load_tabletop()
    colours = rng.sample(COLOURS, PLAYERS)
    cans = [f"{c}:short_can" for c in colours]
    others = [f"{c}:{s}" for c in colours for s in SHAPES if s != "short_can"]
    field = demo_field(spec, others + cans[1:], cans[0], rng.randrange(2**31))
    return field, cans


def headless(flicks: int, seed: int) -> tuple[float, float, float, float]:
    rng = random.Random(seed)
    cases = []
    for _ in range(flicks):
        field, cans = g01_field(rng)
        cases.append((field, rng.choice(cans), rng.uniform(0, 360), rng.uniform(0.3, 1.0), rng.randrange(2**31)))
    simulate_flick(*cases[0][:4], cases[0][4])  # warm the caches (shapes, tipping facts, imports)
    ratios, walls, sims = [], [], []
    for field, mover, angle, power, s in cases:
        t0 = time.perf_counter()
        result = simulate_flick(field, mover, angle, power, s)
        dt = time.perf_counter() - t0
        ratios.append(result.sim_time / dt)
        walls.append(dt)
        sims.append(result.sim_time)
    return statistics.median(ratios), statistics.median(walls) * 1000, statistics.median(sims), sum(sims) / sum(walls)


def tower_reference(crates: int, seed: int) -> float:
    """``bench_tower.py``'s headline measured in this run (median simulated / wall over single crates).

    The machine is shared: this says how fast it was while the flicks ran
    (the tower's figure on a quiet machine is in docs/tower.md).
    """
    from tsukiji_table.physics import Tower, load_spec
    from tsukiji_table.physics.spec import all_drink_ids

    spec, ids, rng = load_spec(), all_drink_ids(), random.Random(seed)
    Tower(spec).insert(ids[:6], "batch", 0)
    ratios = []
    for _ in range(crates):
        crate, s = rng.sample(ids, 6), rng.randrange(2**31)
        t0 = time.perf_counter()
        res = Tower(spec).insert(crate, "batch", s)
        ratios.append(res.sim_time / (time.perf_counter() - t0))
    return statistics.median(ratios)


def on_screen(shown: int, frames: int) -> tuple[list[float], list[float], list[float], list[float], int]:
    import pygame
    from benchkit import naive_floor_ms

    from tsukiji_table.games.flick_practice import MOVER
    from tsukiji_table.physics.recording import drink_piece
    from tsukiji_table.physics.tabletop.recording import field_on_table
    from tsukiji_table.ui.app import App
    from tsukiji_table.ui.launch import make_session

    app = App(SIZE)
    # bench_render.py's floor, measured here: the Tsukiji free table, six players.
    scene = app.open_session(make_session("sandbox:tsukiji", 6, 1), cover_first=False)
    for _ in range(20):
        app.step()
    tsukiji_floor = naive_floor_ms(app, scene, frames)

    scene = app.open_session(make_session("jido:flick", 1, 2, ["drinks=20", "size=large"]), cover_first=False)
    for _ in range(20):
        app.step()
    view = scene.plugin.flick
    field = field_on_table(scene.table)
    art, level = scene.renderer.art, scene.camera.level
    extra = []
    for d in field.drinks:
        look = scene.catalog.look(scene.table.pieces[drink_piece(d.id)].kind)
        extra.append((art.get(look, level), tuple(int(v) for v in view.frame.to_screen(scene.camera, d.x, d.y))))
    extra += extra[: len(field.crates) + len(field.coins)]  # crates and the coin: one picture each
    own_floor = naive_floor_ms(app, scene, frames, extra)

    anim: list[float] = []
    flicks = 0
    rng = random.Random(5)
    while flicks < shown and not scene.game.is_over(scene.table):
        field = field_on_table(scene.table)
        can = field.drink(MOVER)
        targets = [d for d in field.drinks if d.id != MOVER]
        t = min(targets, key=lambda d: math.hypot(d.x - can.x, d.y - can.y))
        angle = math.degrees(math.atan2(t.y - can.y, t.x - can.x)) + rng.uniform(-4, 4)
        scene.play({"action": "flick", "angle": round(angle % 360, 2), "power": round(rng.uniform(0.55, 0.95), 3)}, 0)
        flicks += 1
        while view.animating:
            t0 = time.perf_counter()
            app.step()
            anim.append((time.perf_counter() - t0) * 1000)
        for _ in range(3):
            app.step()
    idle = []  # the same table with nothing moving: what every frame of it costs
    for _ in range(frames):
        t0 = time.perf_counter()
        app.step()
        idle.append((time.perf_counter() - t0) * 1000)
    if app.errors:
        raise SystemExit(str(app.errors[0]))
    pygame.display.quit()
    return anim, idle, tsukiji_floor, own_floor, flicks


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--flicks", type=int, default=300, help="headless flicks timed for the median")
    ap.add_argument("--shown", type=int, default=12, help="flicks animated on screen")
    ap.add_argument("--frames", type=int, default=300, help="frames of each floor")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)

    ratio, flick_ms, sim_s, total_ratio = headless(args.flicks, args.seed)
    tower = tower_reference(60, args.seed)
    anim, idle, floor, own_floor, shown = on_screen(args.shown, args.frames)
    frame = statistics.median(anim)
    floor_m, own_m = statistics.median(floor), statistics.median(own_floor)
    print(f"headless: {args.flicks} flicks on G01 fields of {PLAYERS} players (24 drinks, 6 crates, the 500 coin)")
    print(f"  median wall time       {flick_ms:8.2f} ms per flick (median simulated time {sim_s:.2f} s)")
    print(f"  simulated / wall       {ratio:8.0f} x (median over flicks; all flicks together: {total_ratio:.0f} x)")
    print(f"  the same measure for one crate in the tower, this run: {tower:.0f} x (how busy the machine was)")
    print(f"on screen: {shown} flicks animated, {len(anim)} frames, {SIZE[0]}x{SIZE[1]}")
    print(f"{'':28}{'frames':>8}{'median ms':>12}{'p95 ms':>10}")
    rows = (("flick animation", anim), ("same table, nothing moving", idle), ("floor (Tsukiji, 6 players)", floor), ("floor (this table)", own_floor))
    for name, values in rows:
        ordered = sorted(values)
        print(f"{name:28}{len(values):>8}{statistics.median(values):>12.2f}{ordered[int(0.95 * (len(ordered) - 1))]:>10.2f}")
    print(f"animation frame / floor: {frame / floor_m:.2f} (bench_render.py's floor), {frame / own_m:.2f} (this table's own)")
    print(f"animation frame / a still frame of the same table: {frame / statistics.median(idle):.2f}")
    print(
        f"RESULT realtime_ratio={ratio:.0f} flick_median_ms={flick_ms:.2f} tower_ratio={tower:.0f} frame_median_ms={frame:.2f} "
        f"floor_ms={floor_m:.2f} ratio={frame / floor_m:.2f} own_floor_ms={own_m:.2f} own_ratio={frame / own_m:.2f} still_frame_ms={statistics.median(idle):.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
