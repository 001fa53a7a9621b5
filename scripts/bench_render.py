#!/usr/bin/env python3
"""Frame time of the largest table, against a naive-blit floor drawn in the same run.

The table: every base component of Tokyo Tsukiji Market for 6 players (the
free table), at 1920x1080 on the dummy video driver.  A scripted drag carries
a piece across the whole window, then a zoom sweep wheels in and out around
several points; each frame is one full ``App.step()`` (events, update, draw,
flip).  The floor blits, naively one by one, as many pre-rendered surfaces
as a full drawing of that table blits, onto a cleared window, then flips.
Start-up is measured from spawning a fresh Python to its first frame.

    .venv/bin/python scripts/bench_render.py [--frames 300]

Last line: ``RESULT median_ms=… p95_ms=… floor_median_ms=… ratio=… startup_s=…``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

T0 = time.perf_counter()
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

SIZE = (1920, 1080)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


def first_frame() -> None:
    """Child process: open the table and report when the first frame is on screen."""
    from tsukiji_table.ui.app import App
    from tsukiji_table.ui.launch import make_session

    session = make_session("sandbox:tsukiji", 6, 1)
    app = App(SIZE)
    app.open_session(session, cover_first=False)
    app.step()
    print(f"FIRST_FRAME {time.perf_counter() - T0:.4f}", flush=True)


def startup_seconds(runs: int = 3) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--first-frame"], stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("FIRST_FRAME"):
                times.append(time.perf_counter() - start)
                break
        proc.wait()
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300, help="frames of dragging (the zoom sweep adds about half as many)")
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.first_frame:
        first_frame()
        return 0

    import pygame
    from benchkit import naive_floor_ms

    from tsukiji_table.ui.app import App
    from tsukiji_table.ui.launch import make_session

    session = make_session("sandbox:tsukiji", 6, 1)
    app = App(SIZE)
    scene = app.open_session(session, cover_first=False)
    for _ in range(20):
        app.step()
    pieces = len(session.table.pieces)

    def post(kind: int, **attrs: object) -> None:
        pygame.event.post(pygame.event.Event(kind, **attrs))

    def timed_step() -> float:
        t = time.perf_counter()
        app.step()
        return (time.perf_counter() - t) * 1000.0

    # A drag: pick up a fish token and carry it across the whole window and back.
    top = next(s for s in scene.layout.by_zone["supply.fish_token.mackerel"] if not s.under)
    x0, y0 = (int(v) for v in scene.camera.to_screen(top.x, top.y))
    post(pygame.MOUSEMOTION, pos=(x0, y0), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(x0, y0), button=1)
    app.step()
    drag_ms = []
    px, py = x0, y0
    for k in range(args.frames):
        t = k / max(1, args.frames - 1)
        x = int(60 + (SIZE[0] - 260) * (t * 2 if t < 0.5 else 2 - t * 2))
        y = int(80 + (SIZE[1] - 160) * (0.5 + 0.45 * ((k * 7) % 100 / 100 - 0.5)))
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(x - px, y - py), buttons=(1, 0, 0))
        px, py = x, y
        drag_ms.append(timed_step())
    table_rect = scene.table_rect()
    drop = scene.camera.to_screen(*scene.layout.boxes["table"].rect[:2])
    post(pygame.MOUSEBUTTONUP, pos=(int(drop[0]) + 40, int(drop[1]) + 40), button=1)
    app.step()
    for _ in range(10):
        app.step()

    # The floor: as many pre-rendered surfaces as a full drawing blits, blitted naively.
    blits = scene.renderer.blits
    floor_ms = naive_floor_ms(app, scene, args.frames)

    # A zoom sweep: wheel in and out around a few points (one notch per frame).
    zoom_ms = []
    points = [table_rect.center, (table_rect.x + 300, table_rect.y + 200), (table_rect.right - 400, table_rect.bottom - 250)]
    for point in points:
        post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
        app.step()
        for direction, notches in ((1, 8), (-1, 8), (1, 4), (-1, 4)):
            for _ in range(notches):
                post(pygame.MOUSEWHEEL, x=0, y=direction, flipped=False, precise_x=0.0, precise_y=float(direction))
                zoom_ms.append(timed_step())
        for _ in range(6):
            zoom_ms.append(timed_step())
    if app.errors:
        print(app.errors[0], file=sys.stderr)
        return 1

    frames = drag_ms + zoom_ms
    median, worst = statistics.median(frames), p95(frames)
    floor = statistics.median(floor_ms)
    startup = startup_seconds()
    print(f"table: sandbox:tsukiji, 6 players, {pieces} pieces, {SIZE[0]}x{SIZE[1]}, {blits} surfaces in a full drawing")
    print(f"{'':14}{'frames':>8}{'median ms':>12}{'p95 ms':>10}{'max ms':>10}")
    for name, values in (("drag", drag_ms), ("zoom sweep", zoom_ms), ("all", frames), ("naive floor", floor_ms)):
        print(f"{name:14}{len(values):>8}{statistics.median(values):>12.2f}{p95(values):>10.2f}{max(values):>10.2f}")
    print(
        f"ratio to the floor: drag {statistics.median(drag_ms) / floor:.2f} (the still table is cached while dragging), "
        f"zoom sweep {statistics.median(zoom_ms) / floor:.2f} (every frame a full drawing, new pictures within a budget)"
    )
    print(f"start-up to first frame: {startup:.3f} s (median of 3 fresh processes)")
    print(f"RESULT median_ms={median:.2f} p95_ms={worst:.2f} floor_median_ms={floor:.2f} ratio={median / floor:.2f} startup_s={startup:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
