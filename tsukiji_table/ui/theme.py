"""Colours and sizes of the window, in one place so screens look alike."""

from __future__ import annotations

Colour = tuple[int, int, int]

TABLE_BG: Colour = (46, 84, 70)  # green baize
TABLE_GRID: Colour = (52, 92, 77)
ZONE_FILL: Colour = (58, 101, 85)
ZONE_EDGE: Colour = (92, 138, 118)
ZONE_OWNED_FILL: Colour = (62, 96, 104)
ZONE_LABEL: Colour = (226, 236, 228)
HIGHLIGHT: Colour = (255, 214, 90)
SELECT: Colour = (120, 200, 255)
PANEL: Colour = (28, 34, 40)
PANEL_EDGE: Colour = (70, 82, 94)
PANEL_TEXT: Colour = (232, 236, 240)
MUTED_TEXT: Colour = (160, 170, 182)
BUTTON: Colour = (54, 66, 80)
BUTTON_HOVER: Colour = (74, 92, 112)
BUTTON_ACTIVE: Colour = (196, 120, 48)
BUTTON_DISABLED: Colour = (44, 50, 58)
ACCENT: Colour = (232, 150, 60)
WARN: Colour = (236, 176, 60)
ERROR: Colour = (220, 90, 80)
COVER_BG: Colour = (22, 26, 32)
INK: Colour = (34, 34, 38)
PAPER: Colour = (246, 241, 228)
BADGE: Colour = (24, 28, 34)
ASSUMED: Colour = (255, 150, 40)

FONT_SMALL = 14
FONT_BODY = 17
FONT_TITLE = 26
FONT_HUGE = 44
HUD_H = 44  # the bar along the top of the table
RADIUS = 8


def hex_rgb(text: str | None, default: Colour = (160, 160, 160)) -> Colour:
    """``"#rrggbb"`` to an RGB tuple; anything else gives ``default``."""
    if not text or not isinstance(text, str) or len(text) != 7 or text[0] != "#":
        return default
    try:
        return (int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16))
    except ValueError:
        return default


def shade(colour: Colour, factor: float) -> Colour:
    """Darker (factor < 1) or lighter (factor > 1) version of a colour."""
    if factor <= 1:
        return tuple(max(0, int(c * factor)) for c in colour)  # type: ignore[return-value]
    return tuple(min(255, int(c + (255 - c) * (factor - 1))) for c in colour)  # type: ignore[return-value]


def ink_on(colour: Colour) -> Colour:
    """Black or white text, whichever reads better on ``colour``."""
    r, g, b = colour
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else (250, 250, 250)
