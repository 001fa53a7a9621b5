"""What the benchmarks share: the raw-blit floor a frame is measured against, and the pace probe a self-play is
timed beside (:class:`PaceProbe`).

The floor of a table (``scripts/bench_render.py`` defined it): as many
pre-rendered surfaces as one full drawing of that table blits, blitted
naively one by one onto a cleared window, then flipped.  A scene whose
screen draws more than the table's pictures (the flick field) names those
extra surfaces too, so they count in its floor.
"""

from __future__ import annotations

import random
import time
from typing import Any


def floor_pictures(scene: Any, extra: list[tuple[Any, tuple[int, int]]] | None = None) -> list[tuple[Any, tuple[int, int]]]:
    """The (surface, position) pairs of ``scene``'s floor: its table's pictures (plus ``extra``), as many as a full drawing blits."""
    blits = scene.renderer.blits + len(extra or [])
    pictures = []
    for item in scene.renderer.items:
        if item.what in ("piece", "coin", "board", "purse"):
            look = scene.catalog.look(item.kind)
            pictures.append((scene.renderer.art.get(look, scene.camera.level), item.rect[:2]))
    pictures += extra or []
    if not pictures:
        raise ValueError("the table drew no pictures to build a floor from")
    while len(pictures) < blits:
        pictures.extend(pictures[: blits - len(pictures)])
    return pictures[:blits]


def floor_frame(screen: Any, pictures: list[tuple[Any, tuple[int, int]]]) -> None:
    """One frame of the floor: clear the window, blit the pictures one by one, flip."""
    import pygame

    from tsukiji_table.ui import theme

    screen.fill(theme.TABLE_BG)
    for surf, pos in pictures:
        screen.blit(surf, pos)
    pygame.display.flip()


def naive_floor_ms(app: Any, scene: Any, frames: int, extra: list[tuple[Any, tuple[int, int]]] | None = None) -> list[float]:
    """Frame times (ms) of the floor of ``scene``'s table (plus ``extra`` (surface, position) pairs)."""
    pictures = floor_pictures(scene, extra)
    out = []
    for _ in range(frames):
        t = time.perf_counter()
        floor_frame(app.screen, pictures)
        out.append((time.perf_counter() - t) * 1000.0)
    return out


# ------------------------------------------------------------ the machine's pace


class _Item:
    """One object of the probe's walk (slotted, as a referee's commands and listings are)."""

    __slots__ = ("n", "pair", "mark")

    def __init__(self, n: int):
        self.n = n
        self.pair = (n, n + 1)
        self.mark = 0


class PaceProbe:
    """A fixed piece of work, timed beside a benchmark's own to tell a slower program from a slower machine.

    This machine's cores are shared.  With nothing else running in it, the
    same self-play measures a third slower at some minutes than at others
    (steal time stays near 0: most likely a neighbour taking the core's
    caches and its other half).  The probe walks 8,000 small objects in a shuffled order,
    reading and writing each (about 0.6 MB, as a referee's turn reads its
    table, listing and log), so it slows as the games do.  Measured on
    G04 at 6 players, 25 rounds of 25 games each with the probe beside
    them: the games' median moved by 11% (coefficient of variation), the
    games' time over the probe's by 4.9%.  A probe of plain arithmetic on
    small data tracked it worse (16%): the slowdown is in the memory, not
    only in the arithmetic.

    It reads nothing of the product's code, so it stays the same from commit
    to commit: a change in the code moves ``game / probe``, a busy
    neighbour moves neither much.
    """

    def __init__(self, items: int = 8000, seed: int = 1):
        walk = [_Item(n) for n in range(items)]
        random.Random(seed).shuffle(walk)
        self.walk = walk

    def run(self) -> int:
        """One walk; a number made from all of it, so none of it can be skipped."""
        total = 0
        for item in self.walk:
            total += item.n + item.pair[1]
            item.mark = total & 7
        return total

    def time(self) -> float:
        """The CPU time of one walk, in seconds: the first after the benchmark's own work, which left the caches as
        that work leaves them (a second walk in a row would find its objects in the caches, and move less with the games)."""
        start = time.process_time()
        self.run()
        return time.process_time() - start
