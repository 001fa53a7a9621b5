#!/usr/bin/env python3
"""Benchmark the flick: the table-top model headless, and a flick's animation on screen.

1. Headless: flicks on G01-sized fields (a short can for each of four
   players, their 20 other drinks scattered, six crates, the 500 coin),
   each simulated to rest from a fresh field; the headline is the median
   over flicks of simulated time / wall time (a few flicks that lose the
   CPU to another process would drag a plain total), as in ``bench_tower.py``.
2. On screen (1920x1080, dummy video driver): G01 Short-Can Flick's own
   screen (the field, the machine beside it, the panel and the log), four
   players; the short cans go through the machine, then the heuristic bot
   flicks and every frame of each animation (one ``App.step()``: events,
   update, draw, flip) is timed.  The floor is ``scripts/bench_render.py``'s
   (``benchkit``): the Tsukiji 6-player free table's pictures, as many as
   one full drawing of it blits, blitted naively, then a flip; it is timed
   after each frame of the animation, so both share how busy the machine
   was.  Every frame is timed by the wall clock and by this
   process's CPU time (``time.process_time``): on the shared machine a
   frame that loses the CPU to another process counts its wait on the
   wall clock only.  Last, frames of the same table with nothing moving.

    .venv/bin/python scripts/bench_flick.py [--flicks 300] [--shown 12]

Last line: ``RESULT realtime_ratio=… cpu_ratio=… flick_median_ms=… tower_ratio=… frame_median_ms=… floor_ms=… ratio=…
frame_cpu_ms=… floor_cpu_ms=… cpu_frame_ratio=… still_frame_ms=…``
(``tower_ratio``: ``bench_tower.py``'s crate measure in the same run, to
read the others against how busy the shared machine was).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

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


def headless(flicks: int, seed: int) -> tuple[float, float, float, float, float]:
    """(median simulated / wall, median simulated / CPU, median wall ms, median simulated s, all simulated / all wall)."""
    rng = random.Random(seed)
    cases = []
    for _ in range(flicks):
        field, cans = g01_field(rng)
        cases.append((field, rng.choice(cans), rng.uniform(0, 360), rng.uniform(0.3, 1.0), rng.randrange(2**31)))
    simulate_flick(*cases[0][:4], cases[0][4])  # warm the caches (shapes, tipping facts, imports)
    ratios, cpu_ratios, walls, sims = [], [], [], []
    for field, mover, angle, power, s in cases:
        t0, c0 = time.perf_counter(), time.process_time()
        result = simulate_flick(field, mover, angle, power, s)
        dt, cpu = time.perf_counter() - t0, max(time.process_time() - c0, 1e-6)
        ratios.append(result.sim_time / dt)
        cpu_ratios.append(result.sim_time / cpu)
        walls.append(dt)
        sims.append(result.sim_time)
    return statistics.median(ratios), statistics.median(cpu_ratios), statistics.median(walls) * 1000, statistics.median(sims), sum(sims) / sum(walls)


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


class Timer:
    """Frame times of one kind, by the wall clock and by this process's CPU time (ms)."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def time(self, fn: Any, *args: Any) -> None:
        t, c = time.perf_counter(), time.process_time()
        fn(*args)
        self.cpu.append((time.process_time() - c) * 1000)
        self.wall.append((time.perf_counter() - t) * 1000)


def on_screen(shown: int, still_frames: int, seed: int) -> tuple[Timer, Timer, Timer, int, int]:
    """G01's screen at 1920x1080: every frame of ``shown`` flicks' animations, each followed by a frame of the floor; then still frames.

    The floor (``bench_render.py``'s: the Tsukiji 6-player free table's
    pictures blitted naively) alternates with the animation's frames, so
    that both share how busy the machine was.
    """
    import pygame
    from benchkit import floor_frame, floor_pictures

    from tsukiji_table.games.jidohanbaiki import g01_flow as flow
    from tsukiji_table.games.jidohanbaiki.g01_bots import FlickBot
    from tsukiji_table.ui.app import App
    from tsukiji_table.ui.launch import make_session

    app = App(SIZE)
    scene = app.open_session(make_session("sandbox:tsukiji", 6, 1), cover_first=False)
    for _ in range(20):
        app.step()
    pictures = floor_pictures(scene)

    scene = app.open_session(make_session("jido:g01", PLAYERS, seed), cover_first=False)
    plugin = scene.plugin
    scene.play({"action": "insert"}, scene.game.to_move(scene.table)[0])  # the turn order, through the machine
    while plugin.tower is not None and plugin.tower.animating:
        app.step()
    for _ in range(5):
        app.step()
    view = plugin.flick
    anim, floor, still = Timer(), Timer(), Timer()
    bot = FlickBot(0, random.Random(seed))
    flicks = redraws = 0
    while flicks < shown and not scene.game.is_over(scene.table):
        _, seat = flow.current(scene.table)
        if not scene.play(bot.act(scene.game, scene.table, seat), seat):
            raise SystemExit(f"the flick was refused: {app.errors[:1]}")
        flicks += 1
        before = scene.renderer.static_renders
        while view.animating:
            anim.time(app.step)
            floor.time(floor_frame, app.screen, pictures)  # one floor frame after each: both see the same machine
        redraws += scene.renderer.static_renders - before
        for _ in range(3):
            app.step()
    for _ in range(still_frames):  # the same table, nothing moving: what any frame of it costs
        still.time(app.step)
    if app.errors:
        raise SystemExit(str(app.errors[0]))
    pygame.display.quit()
    return anim, floor, still, flicks, redraws


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--flicks", type=int, default=300, help="headless flicks timed for the median")
    ap.add_argument("--shown", type=int, default=12, help="flicks animated on G01's screen")
    ap.add_argument("--still", type=int, default=150, help="frames of the table with nothing moving")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)

    ratio, cpu_ratio, flick_ms, sim_s, total_ratio = headless(args.flicks, args.seed)
    tower = tower_reference(60, args.seed)
    anim, floor, still, shown, redraws = on_screen(args.shown, args.still, args.seed)
    med = statistics.median
    frame, frame_cpu = med(anim.wall), med(anim.cpu)
    floor_m, floor_cpu = med(floor.wall), med(floor.cpu)
    print(f"headless: {args.flicks} flicks on G01 fields of {PLAYERS} players (24 drinks, 6 crates, the 500 coin)")
    print(f"  median wall time       {flick_ms:8.2f} ms per flick (median simulated time {sim_s:.2f} s)")
    print(f"  simulated / wall       {ratio:8.0f} x (median over flicks; all flicks together: {total_ratio:.0f} x)")
    print(f"  simulated / CPU        {cpu_ratio:8.0f} x (median over flicks; this process's CPU time, less disturbed by the others)")
    print(f"  the same measure for one crate in the tower, this run: {tower:.0f} x (how busy the machine was)")
    print(f"on screen: G01, {PLAYERS} players, {shown} flicks by the heuristic bot animated, {len(anim.wall)} frames, {SIZE[0]}x{SIZE[1]}")
    print(f"  (the still layer was redrawn {redraws} times during them: a drink set moving or laid to rest)")
    print(f"{'':34}{'frames':>8}{'median ms':>11}{'p95 ms':>9}{'CPU median':>12}{'CPU p95':>9}")
    rows = (("flick animation", anim), ("floor (bench_render.py's)", floor), ("same table, nothing moving", still))
    for name, t in rows:
        print(f"{name:34}{len(t.wall):>8}{med(t.wall):>11.2f}{p95(t.wall):>9.2f}{med(t.cpu):>12.2f}{p95(t.cpu):>9.2f}")
    print(f"animation frame / floor: {frame / floor_m:.2f} by the wall clock, {frame_cpu / floor_cpu:.2f} by CPU time (target: within 3)")
    print(f"animation frame / a still frame of the same table: {frame / med(still.wall):.2f}")
    print(
        f"RESULT realtime_ratio={ratio:.0f} cpu_ratio={cpu_ratio:.0f} flick_median_ms={flick_ms:.2f} tower_ratio={tower:.0f} "
        f"frame_median_ms={frame:.2f} floor_ms={floor_m:.2f} ratio={frame / floor_m:.2f} "
        f"frame_cpu_ms={frame_cpu:.2f} floor_cpu_ms={floor_cpu:.2f} cpu_frame_ratio={frame_cpu / floor_cpu:.2f} still_frame_ms={med(still.wall):.2f}"
    )
    return 0


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[int(0.95 * (len(ordered) - 1))]


if __name__ == "__main__":
    raise SystemExit(main())
