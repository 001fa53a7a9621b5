"""The bundled CJK font and a cache of rendered text.

Text is rendered once per (string, size, colour, weight) and kept, so no
frame renders text again; the cache is bounded and simply cleared when full
(a frame's worth of text is tiny compared with the bound).
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from ..paths import assets_root

FONT_FILES = {False: "NotoSansCJKjp-Regular-subset.otf", True: "NotoSansCJKjp-Bold-subset.otf"}
TEXT_CACHE_LIMIT = 6000


def font_path(bold: bool = False) -> Path | None:
    """The bundled font file, or ``None`` if the assets are missing."""
    try:
        path = assets_root() / "fonts" / FONT_FILES[bold]
    except FileNotFoundError:
        return None
    return path if path.is_file() else None


class Fonts:
    """Fonts by pixel size and a cache of text surfaces."""

    def __init__(self) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._text: dict[tuple[str, int, tuple[int, int, int], bool], pygame.Surface] = {}
        self._fit: dict[tuple[str, int, tuple[int, int, int], int, bool, int], pygame.Surface] = {}
        self.renders = 0  # text renders so far (tests check frames add none)

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        size = max(4, int(size))
        key = (size, bold)
        f = self._fonts.get(key)
        if f is None:
            path = font_path(bold) or font_path(False)
            # Without the bundled font the window still works, in Latin letters.
            f = pygame.font.Font(str(path) if path else None, size)
            self._fonts[key] = f
        return f

    def text(self, text: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
        key = (text, int(size), tuple(colour), bold)  # type: ignore[arg-type]
        surf = self._text.get(key)
        if surf is None:
            if len(self._text) > TEXT_CACHE_LIMIT:
                self._text.clear()
            surf = self.font(size, bold).render(text, True, colour)
            self.renders += 1
            self._text[key] = surf
        return surf

    def fit(self, text: str, size: int, colour: tuple[int, int, int], max_w: int, bold: bool = False, min_size: int = 9) -> pygame.Surface:
        """``text`` at ``size`` or smaller (down to ``min_size``), then shortened with an ellipsis."""
        key = (text, int(size), tuple(colour), int(max_w), bold, min_size)  # type: ignore[arg-type]
        surf = self._fit.get(key)
        if surf is None:
            if len(self._fit) > TEXT_CACHE_LIMIT:
                self._fit.clear()
            surf = self._fit[key] = self._fit_new(text, int(size), colour, int(max_w), bold, min_size)
        return surf

    def _fit_new(self, text: str, size: int, colour: tuple[int, int, int], max_w: int, bold: bool, min_size: int) -> pygame.Surface:
        while True:
            surf = self.text(text, size, colour, bold)
            if surf.get_width() <= max_w or size <= min_size:
                break
            size = max(min_size, int(size * 0.88))
        if surf.get_width() <= max_w:
            return surf
        # The CJK font's "…" sits mid-line, right for Japanese only.
        dots = "…" if any(ord(ch) > 0x2E80 for ch in text) else "..."
        cut = text
        while len(cut) > 1:
            cut = cut[:-1]
            surf = self.text(cut.rstrip() + dots, size, colour, bold)
            if surf.get_width() <= max_w:
                return surf
        return surf

    def wrap(self, text: str, size: int, max_w: int, bold: bool = False) -> list[str]:
        """Lines of ``text`` that fit ``max_w``.

        Latin text breaks at spaces.  Japanese breaks between any two
        characters, but a number or a Latin word in it (``100円``, ``g06-01``)
        stays whole, and closing punctuation never starts a line.
        """
        font = self.font(size, bold)
        lines: list[str] = []
        for para in text.split("\n"):
            japanese = any(ord(ch) > 0x2E80 for ch in para)
            words = _JA_TOKENS.findall(para) if japanese else para.split(" ")
            sep = "" if japanese else " "
            line = ""
            for word in words:
                trial = f"{line}{sep}{word}" if line else word
                if font.size(trial)[0] <= max_w or not line or (japanese and word in _NO_LINE_START):
                    line = trial
                else:
                    lines.append(line)
                    line = word.lstrip() if japanese else word
            lines.append(line)
        return lines


# A Latin word or number (with its inner punctuation, "#12" too) is one token, any other character another.
_JA_TOKENS = re.compile(r"#?[A-Za-z0-9][A-Za-z0-9,.:%/_+-]*|.")
_NO_LINE_START = set("、。，．・：；！？）」』】〉》ー…")


_shared: Fonts | None = None


def fonts() -> Fonts:
    """The process-wide font cache (created on first use, after pygame starts)."""
    global _shared
    if _shared is None:
        _shared = Fonts()
    return _shared
