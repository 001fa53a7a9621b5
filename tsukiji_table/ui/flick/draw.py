"""Painting a field seen from above: the table, its boundary, crates, coins, drinks, the aim.

Everything goes through one transform: field metres -> table millimetres
(:class:`FieldFrame`, the zone's top-left is the field's origin) -> window
pixels (the table's camera).  Drinks are painted from tower.yaml's sizes: a
standing one as its top (a can's metal lid, a bottle's cap on its shoulders)
with a shadow as long as it is tall, so a long can and a short one differ at
a glance; a knocked one as its side profile (the painter of the tower view).
Only pygame primitives and cached text: cheap enough for every frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ...physics.spec import DrinkShape
from ...physics.tabletop import LEANING, LYING, FieldCoin, FieldCrate, TabletopSpec
from ...physics.tabletop.world import angle_to_body, base_offset, crate_corners
from .. import theme
from ..camera import Camera
from ..drink_art import CAP, METAL, edge_colour, paint_drink
from ..fonts import fonts

Colour = tuple[int, int, int]
WOOD: Colour = (168, 128, 88)  # the table top around the field
FIELD: Colour = (186, 148, 104)  # inside the boundary
SHADOW: Colour = (160, 122, 84)
LINE: Colour = (244, 236, 214)  # the boundary, chalk on wood
CRATE: Colour = (242, 194, 48)  # components.yaml: yellow crates
CRATE_SLOT: Colour = (196, 150, 30)
COIN: dict[int, Colour] = {500: (236, 204, 96), 100: (214, 216, 222)}
SUN = (0.32, 0.22)  # shadow per metre of height (towards the bottom right): a tall drink casts a longer one
LEAN = 0.55  # a leaning drink shows this share of its length


@dataclass(frozen=True)
class FieldFrame:
    """Where a field lies on the table: its origin (table mm) and mm per metre."""

    origin: tuple[float, float]
    scale: float = 1000.0

    def to_table(self, x: float, y: float) -> tuple[float, float]:
        return (self.origin[0] + x * self.scale, self.origin[1] + y * self.scale)

    def to_field(self, tx: float, ty: float) -> tuple[float, float]:
        return ((tx - self.origin[0]) / self.scale, (ty - self.origin[1]) / self.scale)

    def to_screen(self, camera: Camera, x: float, y: float) -> tuple[float, float]:
        z = camera.zoom
        return (camera.ox + (self.origin[0] + x * self.scale) * z, camera.oy + (self.origin[1] + y * self.scale) * z)


def _px(frame: FieldFrame, camera: Camera, pts: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
    return [frame.to_screen(camera, x, y) for x, y in pts]


def draw_ground(surf: pygame.Surface, frame: FieldFrame, camera: Camera, extent: tuple[float, float], bounds: tuple[float, float, float, float]) -> None:
    """The wooden table under the field and the boundary line (A5)."""
    x0, y0 = frame.to_screen(camera, 0.0, 0.0)
    x1, y1 = frame.to_screen(camera, *extent)
    pygame.draw.rect(surf, WOOD, pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0)), border_radius=4)
    bx0, by0 = frame.to_screen(camera, bounds[0], bounds[1])
    bx1, by1 = frame.to_screen(camera, bounds[2], bounds[3])
    rect = pygame.Rect(round(bx0), round(by0), round(bx1 - bx0), round(by1 - by0))
    pygame.draw.rect(surf, FIELD, rect)
    pygame.draw.rect(surf, LINE, rect, width=max(1, round(camera.zoom * 0.8)))


def draw_crate(surf: pygame.Surface, frame: FieldFrame, camera: Camera, spec: TabletopSpec, crate: FieldCrate) -> None:
    """A crate from above, open side up: its 3 x 2 slots."""
    pygame.draw.polygon(surf, CRATE, _px(frame, camera, crate_corners(spec, crate)))
    c = spec.crate
    wall = (c.width - 2 * c.spot) / 2 + (c.spot - (c.spot * 0.88)) / 2
    slot = c.spot * 0.88
    a = math.radians(crate.angle)
    ca, sa = math.cos(a), math.sin(a)
    for col in range(3):
        for row in range(2):
            lx = -c.length / 2 + (c.length - 3 * c.spot) / 2 + col * c.spot + (c.spot - slot) / 2
            ly = -c.width / 2 + wall + row * c.spot
            pts = [(lx, ly), (lx + slot, ly), (lx + slot, ly + slot), (lx, ly + slot)]
            pygame.draw.polygon(surf, CRATE_SLOT, _px(frame, camera, [(crate.x + x * ca - y * sa, crate.y + x * sa + y * ca) for x, y in pts]))
    pygame.draw.polygon(surf, theme.shade(CRATE, 0.7), _px(frame, camera, crate_corners(spec, crate)), width=1)


def draw_coin(surf: pygame.Surface, frame: FieldFrame, camera: Camera, spec: TabletopSpec, coin: FieldCoin) -> None:
    centre = frame.to_screen(camera, coin.x, coin.y)
    r = max(2, round(spec.coin_radius(coin.value) * frame.scale * camera.zoom))
    colour = COIN.get(coin.value, COIN[100])
    pygame.draw.circle(surf, colour, centre, r)
    pygame.draw.circle(surf, theme.shade(colour, 0.65), centre, r, width=max(1, r // 8))
    if r >= 10:
        img = fonts().text(str(coin.value), max(9, min(24, int(r * 0.8))), theme.shade(colour, 0.45), bold=True)
        surf.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


def _pose_to_px(
    frame: FieldFrame, camera: Camera, x: float, y: float, body_angle: float, stretch: float = 1.0, shift: float = 0.0
) -> Callable[[float, float], tuple[float, float]]:
    """Local drink metres (profile along +y) of a body at (x, y, angle) to pixels; ``stretch`` shortens the length."""
    c, s = math.cos(body_angle), math.sin(body_angle)
    k, z = frame.scale * camera.zoom, camera.zoom
    ox, oy = camera.ox + frame.origin[0] * z, camera.oy + frame.origin[1] * z

    def to_px(lx: float, ly: float) -> tuple[float, float]:
        ly = ly * stretch + shift
        return (ox + (x + lx * c - ly * s) * k, oy + (y + lx * s + ly * c) * k)

    return to_px


def draw_shadow(surf: pygame.Surface, frame: FieldFrame, camera: Camera, shape: DrinkShape, x: float, y: float, state: str) -> None:
    """A standing drink's shadow, as long as it is tall (lying ones cast a short one)."""
    tall = shape.height if state not in (LYING, LEANING) else shape.width
    if state == LEANING:
        tall = shape.height * 0.5
    dx, dy = SUN[0] * tall, SUN[1] * tall
    r = shape.width / 2
    a, b = frame.to_screen(camera, x, y), frame.to_screen(camera, x + dx, y + dy)
    rp = max(1, round(r * frame.scale * camera.zoom))
    length = math.hypot(b[0] - a[0], b[1] - a[1]) or 1.0
    nx, ny = -(b[1] - a[1]) / length * rp, (b[0] - a[0]) / length * rp
    pygame.draw.polygon(surf, SHADOW, [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)])
    pygame.draw.circle(surf, SHADOW, b, rp)


def draw_drink(
    surf: pygame.Surface,
    frame: FieldFrame,
    camera: Camera,
    shape: DrinkShape,
    colour: Colour,
    x: float,
    y: float,
    angle: float,
    state: str,
    rank: int | None = None,
) -> None:
    """One drink at a field pose (``angle`` as in :mod:`tsukiji_table.physics.tabletop.field`)."""
    k = frame.scale * camera.zoom
    if state == LYING:
        paint_drink(surf, shape, colour, _pose_to_px(frame, camera, x, y, angle_to_body(LYING, angle)))
        return
    centre = frame.to_screen(camera, x, y)
    r = max(2.0, shape.width / 2 * k)
    edge = edge_colour(colour)
    if state == LEANING:
        # Tipped against what stopped its fall: its side, foreshortened, its base where it stood.
        shift = base_offset(shape) * LEAN - shape.width / 2
        paint_drink(surf, shape, colour, _pose_to_px(frame, camera, x, y, angle_to_body(LYING, angle), LEAN, shift))
        return
    if shape.name == "square_bottle":
        a = math.radians(angle)
        c, s = math.cos(a), math.sin(a)
        h = shape.width / 2
        pts = _px(frame, camera, [(x + px * c - py * s, y + px * s + py * c) for px, py in ((-h, -h), (h, -h), (h, h), (-h, h))])
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, edge, pts, width=1)
    else:
        pygame.draw.circle(surf, colour, centre, r)
        pygame.draw.circle(surf, edge, centre, r, width=1)
    if shape.is_bottle:
        pygame.draw.circle(surf, theme.shade(colour, 1.3), centre, max(1.0, r * 0.72), width=max(1, round(r * 0.12)))
        pygame.draw.circle(surf, CAP, centre, max(1.5, shape.neck_width / 2 * k))
        pygame.draw.circle(surf, theme.shade(CAP, 0.7), centre, max(1.5, shape.neck_width / 2 * k), width=1)
        text_colour = theme.INK
    else:
        pygame.draw.circle(surf, METAL, centre, max(1.5, r * 0.62))
        pygame.draw.circle(surf, theme.shade(METAL, 0.75), centre, max(1.5, r * 0.62), width=1)
        text_colour = theme.INK
    if rank is not None and r >= 9:
        img = fonts().text(str(rank), max(9, int(r * 0.85)), text_colour, bold=True)
        surf.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


def power_colour(power: float) -> Colour:
    """Green for a push, yellow, then red for the hardest flick."""
    if power < 0.5:
        t = power / 0.5
        return (round(110 + 140 * t), round(210 + 4 * t), round(120 - 40 * t))
    t = (power - 0.5) / 0.5
    return (round(250 - 20 * t), round(214 - 130 * t), round(80 - 10 * t))


def draw_aim(
    surf: pygame.Surface,
    frame: FieldFrame,
    camera: Camera,
    origin: tuple[float, float],
    pointer: tuple[float, float],
    dots: Sequence[tuple[float, float]],
    power: float,
    ok: bool,
    label: str,
) -> None:
    """The pull (a band from the can to the pointer), the path hint and the power."""
    colour = power_colour(power) if ok else theme.ERROR
    a = frame.to_screen(camera, *origin)
    b = frame.to_screen(camera, *pointer)
    pygame.draw.line(surf, colour, a, b, max(2, round(camera.zoom * 1.2)))
    pygame.draw.circle(surf, colour, b, max(4, round(camera.zoom * 2)), width=2)
    if ok:
        rd = max(2, round(camera.zoom * 0.9))
        for n, (x, y) in enumerate(dots):
            if n % 2 == 0 or n == len(dots) - 1:
                pygame.draw.circle(surf, colour, frame.to_screen(camera, x, y), rd)
        if dots:
            end = frame.to_screen(camera, *dots[-1])
            pygame.draw.circle(surf, colour, end, max(5, round(camera.zoom * 3)), width=2)
    img = fonts().text(label, theme.FONT_BODY, colour, bold=True)
    # Beyond the pointer, away from the can, so it never covers what is aimed at.
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    reach = 16 + abs(dx / length) * img.get_width() / 2 + abs(dy / length) * img.get_height() / 2
    box = img.get_rect(center=(round(b[0] + dx / length * reach), round(b[1] + dy / length * reach)))
    pad = box.inflate(10, 4)
    pygame.draw.rect(surf, theme.PANEL, pad, border_radius=6)
    surf.blit(img, box)
