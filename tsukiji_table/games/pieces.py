"""Physical sizes of components on the table, in millimetres.

The rules data gives sizes for boards and cards (``size: [w, h]``); the
other shapes have a sensible default here, close to the real cardboard and
wood.  Layouts (a game's ``build`` and the sandbox) and the window both ask
:func:`footprint`, so a piece is drawn exactly as large as the room a layout
made for it.
"""

from __future__ import annotations

from ..rulesdata import Component, Variant

# Default (width, height) per shape; why each is so: the real piece's size.
SHAPE_SIZES: dict[str, tuple[float, float]] = {
    "card": (63.0, 88.0),  # poker-size cards
    "coin": (24.0, 24.0),
    "note": (64.0, 32.0),
    "disc": (20.0, 20.0),  # wooden barrels seen from above
    "token": (24.0, 24.0),
    "chip": (26.0, 26.0),
    "tile": (44.0, 30.0),
    "board": (200.0, 140.0),
    "license": (46.0, 30.0),
    "marker": (16.0, 16.0),
    "bag": (60.0, 70.0),
    "sign": (56.0, 36.0),
    "crate": (100.0, 112.0),  # 2 x 3 spots, deep enough for a standing bottle
    "tower": (150.0, 260.0),
    "piece": (26.0, 30.0),
}

# Drinks by shape rank (1 stubby can ... 6 longest bottle): (width, length).
DRINK_SIZES: dict[int, tuple[float, float]] = {
    1: (19.0, 20.0),
    2: (15.0, 25.0),
    3: (14.0, 31.0),
    4: (15.0, 35.0),
    5: (13.0, 40.0),
    6: (13.0, 46.0),
}


def shape_of(component: Component, variant: Variant | None = None) -> str:
    """The drawn shape of a kind (a variant may override its component's)."""
    if variant is not None and variant.shape:
        return variant.shape
    return component.shape


def footprint(component: Component, variant: Variant | None = None) -> tuple[float, float]:
    """(width, height) in millimetres of one piece of this kind, unrotated."""
    shape = shape_of(component, variant)
    if component.size is not None and (variant is None or not variant.shape):
        return (float(component.size[0]), float(component.size[1]))
    if shape == "drink":
        rank = int((variant.props if variant else {}).get("shape.rank", 3))
        return DRINK_SIZES.get(rank, DRINK_SIZES[3])
    if shape == "boat":
        slots = int(((variant.props if variant else {}) or component.props).get("slots", 2))
        return (22.0 + 20.0 * slots, 30.0)
    if shape == "tile" and variant is not None and variant.id == "large":
        return (64.0, 30.0)
    return SHAPE_SIZES.get(shape, (24.0, 24.0))
