"""What the frame benchmarks share: the raw-blit floor a frame is measured against.

The floor of a table (``scripts/bench_render.py`` defined it): as many
pre-rendered surfaces as one full drawing of that table blits, blitted
naively one by one onto a cleared window, then flipped.  A scene whose
screen draws more than the table's pictures (the flick field) names those
extra surfaces too, so they count in its floor.
"""

from __future__ import annotations

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
