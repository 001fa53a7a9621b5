"""Procedural pictures of every kind of piece, drawn from the rules data.

There is no scanned art: boards and cards are rounded panels with their
printed names, coins and notes show their value, barrels and fish tokens take
their species' colour, boats show their slots, drinks are six silhouettes in
six colours, crates show their 2 x 3 spots.  :class:`ArtCache` keeps each
picture per (kind, zoom step, rotation, language); when many new pictures
are needed at once (a zoom), a frame spends at most a small time budget
drawing them and shows quickly scaled stand-ins for the rest.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import pygame

from ..games.pieces import crate_geometry, tower_spec
from ..physics.spec import DrinkShape
from . import i18n
from .camera import zoom_of
from .drink_art import paint_drink, standing_transform
from .fonts import fonts
from .kinds import KindLook
from .machine_art import draw_machine
from .theme import ASSUMED, INK, PAPER, Colour, hex_rgb, ink_on, shade

MIN_TEXT_PX = 7  # below this printed text is unreadable: leave it off


def _surface(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((max(2, w), max(2, h)), pygame.SRCALPHA)


def _label(surf: pygame.Surface, text: str, px: float, colour: Colour, rect: pygame.Rect, bold: bool = False) -> None:
    """Print ``text`` centred in ``rect`` if it is large enough to read."""
    if px < MIN_TEXT_PX or rect.w < 8 or not text:
        return
    img = fonts().fit(text, int(px), colour, rect.w, bold=bold, min_size=MIN_TEXT_PX)
    surf.blit(img, img.get_rect(center=rect.center))


def _name(look: KindLook) -> str:
    return i18n.local(look.names)


def _short(look: KindLook) -> str:
    """The species or variant name without the component word (``Eel`` of ``Eel barrel``)."""
    name = _name(look)
    comp = i18n.local(look.component_names)
    for word in (comp, "barrel", "token", "license", "market", "樽", "トークン", "の漁業免許", "市場"):
        if word and name.endswith(word) and len(name) > len(word):
            return name[: -len(word)].strip(" の")
    return name


def _panel(surf: pygame.Surface, fill: Colour, edge: Colour, radius: int, width: int = 2) -> pygame.Rect:
    rect = surf.get_rect()
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    pygame.draw.rect(surf, edge, rect, width=max(1, width), border_radius=radius)
    return rect


BACK_BLUE = (58, 74, 112)  # the common back of cards and licenses


def _back_word(look: KindLook) -> str:
    """What a piece's own back says, from its name: the words in brackets ("4" of "Salmon token (4)")."""
    name = _name(look)
    for left, right in (("(", ")"), ("（", "）")):
        if left in name and name.endswith(right):
            word = name[name.rindex(left) + 1 : -1]
            return "" if word in ("back", "裏") else word
    return name


def _back(surf: pygame.Surface, look: KindLook, z: float) -> None:
    """A face-down card or board: a patterned panel with the box's name (a common back) or what its back says."""
    own = look.id.endswith("~back")  # the piece's own back, which shows what it is
    printed = look.props.get("back_colour") if own else None
    colour = hex_rgb(printed) if printed else shade(look.colour, 0.55) if look.shape == "board" else BACK_BLUE
    rect = _panel(surf, colour, shade(colour, 0.6), max(2, int(3 * z)))
    inner = rect.inflate(-max(4, int(6 * z)), -max(4, int(6 * z)))
    pygame.draw.rect(surf, shade(colour, 1.25), inner, width=max(1, int(z)), border_radius=max(2, int(2 * z)))
    step = max(6, int(8 * z))
    for k in range(-inner.h, inner.w, step):
        pygame.draw.line(surf, shade(colour, 1.12), (inner.x + k, inner.bottom - 1), (inner.x + k + inner.h, inner.y), 1)
    text = (_back_word(look) or i18n.local(look.component_names)) if own else i18n.local(look.box_names) or _name(look)
    _label(surf, text, 9 * z, ink_on(colour), inner.inflate(-4, 0), bold=True)


def _round_back(surf: pygame.Surface, look: KindLook, z: float) -> None:
    """The other side of a token or chip: its own colour, paler, and what that side says (a salmon token's "4")."""
    w, h = surf.get_size()
    c = min(w, h) * 0.29
    pts = [(c, 0), (w - c, 0), (w - 1, c), (w - 1, h - c), (w - c, h - 1), (c, h - 1), (0, h - c), (0, c)]
    fill = shade(look.colour, 0.72)
    pygame.draw.polygon(surf, fill, pts)
    pygame.draw.polygon(surf, shade(look.colour, 0.45), pts, width=max(1, int(0.8 * z)))
    word = _back_word(look)
    _label(surf, word, (9 if len(word) <= 2 else 4.6) * z, ink_on(fill), surf.get_rect().inflate(-int(3 * z), 0), bold=True)


def _crate_bottom(surf: pygame.Surface, look: KindLook, z: float) -> None:
    """A crate upside down: its bottom's slats, no pockets."""
    rect = _panel(surf, shade(look.colour, 0.85), shade(look.colour, 0.55), max(2, int(2 * z)), max(1, int(z)))
    inner = rect.inflate(-int(8 * z), -int(8 * z))
    for k in range(5):
        y = inner.y + round(k * inner.h / 4)
        pygame.draw.line(surf, shade(look.colour, 0.6), (inner.x, y), (inner.right, y), max(1, int(1.4 * z)))
    pygame.draw.rect(surf, shade(look.colour, 0.6), inner, width=max(1, int(z)))


def _peek(surf: pygame.Surface, z: float) -> None:
    """A turned-down corner over a face the viewer knows though it lies face down: the others see the back."""
    w, h = surf.get_size()
    k = max(6, int(min(w, h) * 0.34))
    pygame.draw.polygon(surf, BACK_BLUE, [(0, 0), (k, 0), (0, k)])
    pygame.draw.line(surf, (240, 236, 220), (k, 0), (0, k), max(1, int(0.8 * z)))
    pygame.draw.rect(surf, BACK_BLUE, surf.get_rect(), width=max(2, int(1.5 * z)), border_radius=max(2, int(3 * z)))


def _card(surf: pygame.Surface, look: KindLook, z: float) -> None:
    rect = _panel(surf, PAPER, (90, 86, 80), max(2, int(3 * z)))
    props = look.props
    colour = look.colour
    face = props.get("face")
    # A card with a ``face`` name prints it large across its foot; its picture keeps the rest.
    printed = _face_lines(i18n.local(face), rect.w - 6, z) if isinstance(face, dict) else None
    # The foot is as tall as the name needs: on a small card two lines take more of it than 24 mm.
    foot = int(FACE_FOOT_MM * z) if isinstance(face, dict) else 0
    if printed:
        foot = min(max(foot, printed[2] + int(2 * z)), rect.h // 2)
    art = pygame.Rect(rect.x + int(4 * z), rect.y + int(5 * z), rect.w - int(8 * z), rect.h - int(5 * z) - foot) if foot else None
    if props.get("type") == "colour":
        band = art if art is not None else rect.inflate(-int(8 * z), -int(30 * z))
        pygame.draw.rect(surf, colour, band, border_radius=max(2, int(3 * z)))
        pygame.draw.rect(surf, INK, band, width=1, border_radius=max(2, int(3 * z)))
    elif props.get("type") == "shape" and look.variant and look.variant in tower_spec().shapes:
        box = art.inflate(-int(12 * z), -int(2 * z)) if art is not None else rect.inflate(-int(20 * z), -int(26 * z))
        _drink_shape(surf, tower_spec().shapes[look.variant], (90, 96, 110), box)
    else:
        head = pygame.Rect(rect.x, rect.y, rect.w, max(4, int(rect.h * 0.2)))
        pygame.draw.rect(surf, shade(colour, 0.85), head, border_top_left_radius=max(2, int(3 * z)), border_top_right_radius=max(2, int(3 * z)))
        digits = "".join(ch for ch in _name(look) if ch.isdigit())
        if digits:
            _label(surf, digits, 26 * z, INK, rect.inflate(0, -int(30 * z)), bold=True)
    if foot:
        if printed:
            _face_name(surf, printed, pygame.Rect(rect.x + 3, rect.bottom - foot, rect.w - 6, foot - int(2 * z)))
    else:
        _label(surf, _name(look), 6.5 * z, INK, pygame.Rect(rect.x + 3, rect.bottom - int(16 * z), rect.w - 6, int(14 * z)))


FACE_FOOT_MM = 24  # the foot of a card that prints a short name: room for two lines


def _face_lines(text: str, width: int, z: float) -> tuple[int, list[str], int] | None:
    """How a card's short name prints in ``width``: its size, its lines and their height.

    One line if it fits, else two of about equal width (or where the name
    itself breaks its lines, ``\\n``: Japanese breaks best by hand).  Every
    card of a kind is printed at the same size unless a name cannot fit even
    on two lines, so a row of cards reads evenly.  None when it would be too
    small to read.
    """
    px = int(9.5 * z)
    if px < MIN_TEXT_PX or not text:
        return None
    f = fonts()
    while True:
        font = f.font(px, True)
        if "\n" in text:
            lines = text.split("\n")
        else:
            lines = [text] if font.size(text)[0] <= width else _two_lines(text, font)
        if max(font.size(line)[0] for line in lines) <= width or px <= MIN_TEXT_PX:
            break
        px -= 1
    step = int(px * 1.2)  # tighter than the font's own line box, which has room for accents
    return px, lines, step * (len(lines) - 1) + f.font(px, True).get_height()


def _face_name(surf: pygame.Surface, printed: tuple[int, list[str], int], rect: pygame.Rect) -> None:
    """A card's short name, as :func:`_face_lines` laid it out, centred in ``rect``."""
    px, lines, _ = printed
    imgs = [fonts().fit(line, px, INK, rect.w, bold=True, min_size=MIN_TEXT_PX) for line in lines]
    step = int(px * 1.2)
    y = rect.centery - step * (len(imgs) - 1) // 2
    for img in imgs:
        surf.blit(img, img.get_rect(center=(rect.centerx, y)))
        y += step


def _two_lines(text: str, font: pygame.font.Font) -> list[str]:
    """``text`` cut in two where the longer half is shortest: at a space, or anywhere in Japanese."""
    cjk = any(ord(ch) > 0x2E80 for ch in text)
    cuts = [k for k in range(1, len(text)) if cjk or text[k] == " "]
    if not cuts:
        return [text]
    best = min(cuts, key=lambda k: max(font.size(text[:k].strip())[0], font.size(text[k:].strip())[0]))
    return [text[:best].strip(), text[best:].strip()]


def _board_base(look: KindLook) -> Colour:
    return look.colour if look.variant else (120, 170, 196)


def board_band(look: KindLook) -> Colour:
    """The colour of a board's title band (an overlay that writes in the band matches it)."""
    return shade(_board_base(look), 0.8)


def _board(surf: pygame.Surface, look: KindLook, z: float) -> None:
    base = _board_base(look)
    fill = shade(base, 1.55) if look.variant else base
    rect = _panel(surf, fill, shade(base, 0.55), max(3, int(5 * z)), max(1, int(1.5 * z)))
    band = pygame.Rect(rect.x, rect.y, rect.w, max(6, int(22 * z)))
    pygame.draw.rect(surf, board_band(look), band, border_top_left_radius=max(3, int(5 * z)), border_top_right_radius=max(3, int(5 * z)))
    _label(surf, _name(look), 12 * z, ink_on(board_band(look)), band.inflate(-int(8 * z), 0), bold=True)
    if look.props.get("type") == "external" or not look.variant:
        # An external market or a player board: a grid of printed spaces.
        cols, rows = (4, 2) if look.variant else (3, 2)
        area = pygame.Rect(rect.x + int(10 * z), band.bottom + int(10 * z), rect.w - int(20 * z), rect.h - band.h - int(20 * z))
        cw, ch = area.w / cols, area.h / rows
        for c in range(cols):
            for r in range(rows):
                cell = pygame.Rect(area.x + c * cw + 3, area.y + r * ch + 3, cw - 6, ch - 6)
                pygame.draw.rect(surf, shade(fill, 0.9), cell, width=max(1, int(z)), border_radius=max(2, int(3 * z)))
    else:
        # A fish market: the price track along the bottom, spots for barrels.
        track = pygame.Rect(rect.x + int(8 * z), rect.bottom - int(26 * z), rect.w - int(16 * z), int(16 * z))
        n = 8
        for k in range(n):
            cell = pygame.Rect(track.x + k * track.w / n + 1, track.y, track.w / n - 2, track.h)
            pygame.draw.rect(surf, shade(fill, 0.85), cell, border_radius=max(1, int(2 * z)))
        for k in range(6):
            cx = rect.x + int((26 + k * 28) * z)
            pygame.draw.circle(surf, shade(fill, 0.82), (cx, rect.y + int(62 * z)), max(2, int(10 * z)), width=max(1, int(z)))


def _coin(surf: pygame.Surface, look: KindLook, z: float) -> None:
    r = surf.get_width() // 2
    colour = look.colour
    pygame.draw.circle(surf, shade(colour, 0.6), (r, r), r)
    pygame.draw.circle(surf, colour, (r, r), max(1, r - max(1, int(1.2 * z))))
    pygame.draw.circle(surf, shade(colour, 0.8), (r, r), max(1, int(r * 0.72)), width=max(1, int(0.6 * z)))
    value = str(look.denomination) if look.denomination is not None else _short(look)
    _label(surf, value, min(10 * z, 2 * r / max(1, len(value)) * 1.5), ink_on(colour), surf.get_rect().inflate(-int(3 * z), 0), bold=True)


def _note(surf: pygame.Surface, look: KindLook, z: float) -> None:
    rect = _panel(surf, look.colour, shade(look.colour, 0.6), max(1, int(2 * z)))
    inner = rect.inflate(-int(5 * z), -int(5 * z))
    pygame.draw.rect(surf, shade(look.colour, 1.25), inner, width=max(1, int(0.6 * z)), border_radius=max(1, int(2 * z)))
    mark = max(2, int(inner.h * 0.55))
    pygame.draw.ellipse(surf, shade(look.colour, 1.35), pygame.Rect(inner.right - mark - 2, inner.centery - mark // 2, mark, mark))
    value = f"{look.denomination:,}" if look.denomination is not None else _short(look)
    _label(surf, value, 12 * z, ink_on(look.colour), pygame.Rect(inner.x, inner.y, inner.w - mark - 4, inner.h), bold=True)


def _disc(surf: pygame.Surface, look: KindLook, z: float) -> None:
    """A wooden barrel seen from above: a ring of staves around the species colour."""
    r = surf.get_width() // 2
    pygame.draw.circle(surf, (120, 86, 52), (r, r), r)
    pygame.draw.circle(surf, look.colour, (r, r), max(1, int(r * 0.78)))
    pygame.draw.circle(surf, shade(look.colour, 0.7), (r, r), max(1, int(r * 0.78)), width=max(1, int(0.6 * z)))
    _label(surf, _short(look), 4.6 * z, ink_on(look.colour), surf.get_rect().inflate(-int(4 * z), 0), bold=True)


def _token(surf: pygame.Surface, look: KindLook, z: float) -> None:
    """A cardboard token: an octagon (fish tokens in their species' colour)."""
    w, h = surf.get_size()
    c = min(w, h) * 0.29
    pts = [(c, 0), (w - c, 0), (w - 1, c), (w - 1, h - c), (w - c, h - 1), (c, h - 1), (0, h - c), (0, c)]
    pygame.draw.polygon(surf, look.colour, pts)
    pygame.draw.polygon(surf, shade(look.colour, 0.55), pts, width=max(1, int(0.8 * z)))
    text = _short(look)
    digits = "".join(ch for ch in look.variant or "" if ch.isdigit())
    if digits:
        _label(surf, digits, 9 * z, ink_on(look.colour), pygame.Rect(0, int(h * 0.5), w, int(h * 0.45)), bold=True)
        text = _short(look).split("（")[0].split(" (")[0]
        _label(surf, text, 4.2 * z, ink_on(look.colour), pygame.Rect(2, int(h * 0.12), w - 4, int(h * 0.4)))
    else:
        _label(surf, text, 4.6 * z, ink_on(look.colour), surf.get_rect().inflate(-int(3 * z), 0), bold=True)


def _tile(surf: pygame.Surface, look: KindLook, z: float) -> None:
    rect = _panel(surf, look.colour, shade(look.colour, 0.6), max(2, int(2 * z)))
    text = "2" if look.variant == "large" else "1" if look.variant == "small" else _short(look)
    _label(surf, text, 14 * z, ink_on(look.colour), rect, bold=True)


def _license(surf: pygame.Surface, look: KindLook, z: float) -> None:
    rect = _panel(surf, PAPER, shade(look.colour, 0.6), max(2, int(2 * z)), max(1, int(z)))
    band = pygame.Rect(rect.x, rect.y, max(4, int(11 * z)), rect.h)
    pygame.draw.rect(surf, look.colour, band, border_top_left_radius=max(2, int(2 * z)), border_bottom_left_radius=max(2, int(2 * z)))
    text_rect = pygame.Rect(band.right + 2, rect.y, rect.w - band.w - 4, rect.h)
    _label(surf, _short(look), 6 * z, INK, text_rect.move(0, -int(5 * z)), bold=True)
    _label(surf, i18n.tr("art.license"), 4.2 * z, (90, 80, 70), text_rect.move(0, int(6 * z)))


def _boat(surf: pygame.Surface, look: KindLook, z: float) -> None:
    w, h = surf.get_size()
    slots = int(look.props.get("slots", 2))
    barge = bool(look.props.get("barge"))
    colour = (120, 120, 128) if barge else look.colour
    if barge:
        hull = [(0, int(h * 0.15)), (w - 1, int(h * 0.15)), (w - 1, h - 1), (0, h - 1)]
    else:
        bow = int(min(w * 0.22, 14 * z))
        hull = [(0, int(h * 0.1)), (w - bow, int(h * 0.1)), (w - 1, h // 2), (w - bow, h - 1), (int(4 * z), h - 1)]
    pygame.draw.polygon(surf, colour, hull)
    pygame.draw.polygon(surf, shade(colour, 0.55), hull, width=max(1, int(z)))
    side = min(16 * z, h * 0.6)
    x0 = 5 * z
    for k in range(slots):
        cell = pygame.Rect(int(x0 + k * 20 * z), int((h - side) / 2 + h * 0.05), int(side), int(side))
        pygame.draw.rect(surf, shade(colour, 1.45), cell, border_radius=max(1, int(2 * z)))


def _drink_shape(surf: pygame.Surface, shape: DrinkShape, colour: Colour, box: pygame.Rect) -> None:
    """One of the six silhouettes standing in ``box`` (side view, cap up), its proportions kept."""
    scale = min(box.w / shape.width, box.h / shape.height)
    w, h = max(2, round(shape.width * scale)), max(2, round(shape.height * scale))
    fitted = pygame.Rect(0, 0, w, h)
    fitted.center = box.center
    paint_drink(surf, shape, colour, standing_transform(shape, fitted))


def _drink_spec(look: KindLook) -> DrinkShape:
    spec = look.tower if look.tower is not None else tower_spec()
    name = str(look.props.get("shape", look.variant or "long_can"))
    return spec.shapes.get(name) or spec.shapes["long_can"]


def _drink(surf: pygame.Surface, look: KindLook, z: float) -> None:
    _drink_shape(surf, _drink_spec(look), look.colour, surf.get_rect())


def _crate(surf: pygame.Surface, look: KindLook, z: float) -> None:
    """The crate with its pockets from tower.yaml (slot width, dividers, walls): a drink fits snugly."""
    g = crate_geometry(look.tower if look.tower is not None else tower_spec())
    sx, sy = surf.get_width() / g.width, surf.get_height() / g.height
    _panel(surf, look.colour, shade(look.colour, 0.6), max(2, int(2 * z)), max(1, int(z)))
    for c in range(g.cols):
        for r in range(g.rows):
            x, y, w, h = g.pocket_rect(c, r)
            cell = pygame.Rect(round(x * sx), round(y * sy), round(w * sx), round(h * sy))
            pygame.draw.rect(surf, shade(look.colour, 0.74), cell, border_radius=max(1, int(1.5 * z)))


def _tower(surf: pygame.Surface, look: KindLook, z: float) -> None:
    """The machine cut open along its side (T22: everyone may look inside), from tower.yaml."""
    spec = look.tower if look.tower is not None else tower_spec()
    draw_machine(surf, spec, look.colour, surf.get_height() / (spec.machine.outer_height * 1000.0))


def _bag(surf: pygame.Surface, look: KindLook, z: float) -> None:
    w, h = surf.get_size()
    body = pygame.Rect(0, int(h * 0.22), w, int(h * 0.78))
    pygame.draw.ellipse(surf, look.colour, body)
    pygame.draw.ellipse(surf, shade(look.colour, 0.6), body, width=max(1, int(z)))
    neck = [(int(w * 0.3), int(h * 0.3)), (int(w * 0.22), 0), (int(w * 0.78), 0), (int(w * 0.7), int(h * 0.3))]
    pygame.draw.polygon(surf, shade(look.colour, 0.9), neck)
    pygame.draw.line(surf, (80, 50, 30), (int(w * 0.27), int(h * 0.24)), (int(w * 0.73), int(h * 0.24)), max(1, int(1.5 * z)))
    _label(surf, _name(look), 7 * z, ink_on(look.colour), body.inflate(-int(8 * z), 0))


def _marker(surf: pygame.Surface, look: KindLook, z: float) -> None:
    r = surf.get_width() // 2
    pygame.draw.circle(surf, look.colour, (r, r), r)
    pygame.draw.circle(surf, shade(look.colour, 0.6), (r, r), r, width=max(1, int(z)))
    pygame.draw.circle(surf, shade(look.colour, 0.8), (r, r), max(1, r // 3))


def _sign(surf: pygame.Surface, look: KindLook, z: float) -> None:
    rect = _panel(surf, (252, 252, 248), (200, 60, 60), max(2, int(3 * z)), max(1, int(1.5 * z)))
    pygame.draw.rect(
        surf, (222, 64, 64), (rect.x, rect.y, rect.w, rect.h // 3), border_top_left_radius=max(2, int(3 * z)), border_top_right_radius=max(2, int(3 * z))
    )
    _label(surf, _name(look), 7 * z, INK, rect.inflate(-int(4 * z), 0).move(0, rect.h // 8), bold=True)


def _chip(surf: pygame.Surface, look: KindLook, z: float) -> None:
    r = surf.get_width() // 2
    colour = look.colour
    pygame.draw.circle(surf, colour, (r, r), r)
    pygame.draw.circle(surf, shade(colour, 0.5), (r, r), r, width=max(1, int(z)))
    _label(surf, _short(look), 5.5 * z, ink_on(colour), surf.get_rect().inflate(-int(4 * z), 0), bold=True)


def _piece(surf: pygame.Surface, look: KindLook, z: float) -> None:
    """A wooden figure (the goose; generic pieces of games without art)."""
    w, h = surf.get_size()
    colour = look.colour
    if look.component == "goose":
        pygame.draw.ellipse(surf, colour, pygame.Rect(0, int(h * 0.45), w, int(h * 0.55)))
        pygame.draw.rect(surf, colour, pygame.Rect(int(w * 0.55), int(h * 0.12), int(w * 0.18), int(h * 0.5)))
        pygame.draw.circle(surf, colour, (int(w * 0.66), int(h * 0.14)), max(2, int(w * 0.16)))
        pygame.draw.polygon(surf, (240, 150, 40), [(int(w * 0.78), int(h * 0.1)), (w - 1, int(h * 0.16)), (int(w * 0.78), int(h * 0.2))])
        pygame.draw.ellipse(surf, shade(colour, 0.7), pygame.Rect(0, int(h * 0.45), w, int(h * 0.55)), width=max(1, int(z)))
        return
    rect = _panel(surf, colour, shade(colour, 0.55), max(2, int(3 * z)))
    _label(surf, _name(look), 6 * z, ink_on(colour), rect)


def _hidden(surf: pygame.Surface, look: KindLook, z: float) -> None:
    rect = _panel(surf, look.colour, shade(look.colour, 0.6), max(2, int(4 * z)))
    _label(surf, "?", 16 * z, (236, 236, 240), rect, bold=True)


def _purse(surf: pygame.Surface, look: KindLook, z: float) -> None:
    w, h = surf.get_size()
    body = pygame.Rect(0, int(h * 0.25), w, int(h * 0.75))
    pygame.draw.rect(surf, look.colour, body, border_radius=max(3, int(8 * z)))
    pygame.draw.rect(surf, shade(look.colour, 0.55), body, width=max(1, int(z)), border_radius=max(3, int(8 * z)))
    pygame.draw.arc(surf, shade(look.colour, 0.6), pygame.Rect(int(w * 0.25), 0, int(w * 0.5), int(h * 0.5)), 0, math.pi, max(1, int(1.5 * z)))
    pygame.draw.circle(surf, (230, 196, 90), (w // 2, int(h * 0.45)), max(2, int(3 * z)))


DRAWERS: dict[str, Callable[[pygame.Surface, KindLook, float], None]] = {
    "card": _card,
    "board": _board,
    "coin": _coin,
    "note": _note,
    "disc": _disc,
    "token": _token,
    "tile": _tile,
    "license": _license,
    "boat": _boat,
    "drink": _drink,
    "crate": _crate,
    "bag": _bag,
    "marker": _marker,
    "tower": _tower,
    "sign": _sign,
    "chip": _chip,
    "piece": _piece,
    "hidden": _hidden,
    "purse": _purse,
}

i18n.add_strings({"art.license": {"en": "Fishing license", "ja": "漁業免許"}})


def draw_kind(look: KindLook, z: float) -> pygame.Surface:
    """A fresh picture of ``look`` at ``z`` pixels per millimetre (unrotated)."""
    w, h = look.size
    surf = _surface(round(w * z), round(h * z))
    if look.back and look.shape in ("token", "chip", "disc") and look.id.endswith("~back"):
        _round_back(surf, look, z)
    elif look.back and look.shape == "crate":
        _crate_bottom(surf, look, z)
    elif look.back and look.shape in ("card", "board", "tile", "license", "token", "sign", "chip"):
        _back(surf, look, z)
    else:
        DRAWERS.get(look.shape, _piece)(surf, look, z)
    if look.peek:
        _peek(surf, z)
    if look.assumed and z * 4 >= 3:
        # The small mark on values the rulebook does not give (hover tells why).
        r = max(2, int(min(3.2 * z, surf.get_width() / 5)))
        centre = (surf.get_width() - r - 1, r + 1)
        pygame.draw.circle(surf, ASSUMED, centre, r)
        pygame.draw.circle(surf, (90, 50, 10), centre, r, width=1)
    return surf


class ArtCache:
    """Pictures per (kind, zoom step, rotation, language), drawn within a per-frame budget."""

    def __init__(self, budget_ms: float = 5.0, limit: int = 5000, max_pixels: int = 40_000_000):
        self.budget = budget_ms / 1000.0
        self.limit = limit
        self.max_pixels = max_pixels  # ~160 MB of pictures: a deep zoom on big boards must not eat the memory
        self.pixels = 0
        self._cache: dict[tuple[str, int, int, str], pygame.Surface] = {}
        self._stand_in: dict[tuple[str, int, int, str], pygame.Surface] = {}
        self._deadline = 0.0
        self.drawn = 0  # pictures drawn so far
        self.pending = 0  # stand-ins shown this frame

    def start_frame(self) -> None:
        self._deadline = time.perf_counter() + self.budget
        self.pending = 0

    def get(self, look: KindLook, level: int, rot: int = 0) -> pygame.Surface:
        lang = i18n.language()
        key = (look.id, level, rot % 360, lang)
        surf = self._cache.get(key)
        if surf is not None:
            return surf
        if time.perf_counter() > self._deadline:
            stand_in = self._stand_in_for(look, level, rot, lang)
            if stand_in is not None:
                self.pending += 1
                return stand_in
        if len(self._cache) > self.limit or self.pixels > self.max_pixels:
            self._cache.clear()
            self._stand_in.clear()
            self.pixels = 0
        base_key = (look.id, level, 0, lang)
        base = self._cache.get(base_key)
        if base is None:
            base = draw_kind(look, zoom_of(level))
            self.drawn += 1
            self._cache[base_key] = base
        surf = base if rot % 360 == 0 else pygame.transform.rotate(base, -(rot % 360))
        self._cache[key] = surf
        self.pixels += surf.get_width() * surf.get_height()
        self._stand_in.pop(key, None)
        return surf

    def _stand_in_for(self, look: KindLook, level: int, rot: int, lang: str) -> pygame.Surface | None:
        key = (look.id, level, rot % 360, lang)
        surf = self._stand_in.get(key)
        if surf is not None:
            return surf
        for delta in (1, -1, 2, -2, 3, -3, 4, -4, 6, -6):
            src = self._cache.get((look.id, level + delta, rot % 360, lang))
            if src is not None:
                f = zoom_of(level) / zoom_of(level + delta)
                size = (max(2, round(src.get_width() * f)), max(2, round(src.get_height() * f)))
                surf = pygame.transform.scale(src, size)
                self._stand_in[key] = surf
                return surf
        return None
