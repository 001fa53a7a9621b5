"""The menu's game chooser: every listed game, grouped by box, in a list that scrolls.

A box's group starts with its name (click it to fold the group away) and
ends with its free table and the box's extra entries (the Jidohanbaiki
puzzle pack).  Each game's row gives its name in the language in use and,
smaller, in the other one, with the player count, the length and whether
it needs the vending machine.  A player-count filter hides what that many
players cannot play; the list scrolls (wheel, or the arrows of the menu's
keys) so thirty games and more fit any window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from ...games.base import Game
from ...games.sandbox import is_free_table
from ...rulesdata import BOXES
from .. import i18n, theme
from ..fonts import fonts
from ..plugin import Launcher
from ..widgets import Widget

BOX_H = 32
GAME_H = 50
LAUNCHER_H = 38
GAP = 4
BAR_W = 8


@dataclass(frozen=True)
class Row:
    """One row of the list: a box's heading, a game, or an extra entry (a launcher)."""

    kind: str  # "box", "game", "launcher"
    box: str
    game: type[Game] | None = None
    launcher: Launcher | None = None

    @property
    def height(self) -> int:
        return {"box": BOX_H, "game": GAME_H, "launcher": LAUNCHER_H}[self.kind]


def box_of(game: type[Game]) -> str:
    return game.box or "other"


def box_name(box: str) -> str:
    key = f"box.{box}"
    return i18n.tr(key) if key in i18n.CATALOGUE else box


def plays_with(game: type[Game], players: int | None) -> bool:
    return players is None or game.min_players <= players <= game.max_players


def players_text(game: type[Game]) -> str:
    lo, hi = game.min_players, game.max_players
    if lo == hi:
        return i18n.tr("chooser.players_one" if lo == 1 else "chooser.players_n", n=lo)
    return i18n.tr("chooser.players_range", lo=lo, hi=hi)


def length_text(game: type[Game], long: bool = False) -> str:
    if game.length is None:
        return i18n.tr("chooser.any_length") if long else ""
    lo, hi = game.length
    return i18n.tr("chooser.about_minutes" if long else "chooser.minutes", lo=lo, hi=hi)


def machine_text(game: type[Game], long: bool = False) -> str:
    """Whether the game needs the vending machine; said only where the box has one or the game uses it."""
    if game.uses_tower:
        return i18n.tr("chooser.machine_long" if long else "chooser.machine")
    if game.box == "jidohanbaiki":
        return i18n.tr("chooser.no_machine_long" if long else "chooser.no_machine")
    return ""


def other_language_name(game: type[Game]) -> str:
    other = "ja" if i18n.language() == "en" else "en"
    return i18n.local(game.names, game.id, lang=other)


def group_order(boxes: set[str]) -> list[str]:
    """The boxes in the rules' order, then any other box by name."""
    return [b for b in BOXES if b in boxes] + sorted(boxes - set(BOXES))


def _game_key(game: type[Game]) -> tuple[int, str]:
    return (1 if is_free_table(game) else 0, game.id)


class GameList(Widget):
    """The list (see the module docstring); ``chosen()`` is drawn as picked, a click calls ``on_pick``."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        games: Sequence[type[Game]],
        launchers: Sequence[Launcher],
        chosen: Callable[[], type[Game] | None],
        on_pick: Callable[[type[Game]], None],
        on_launch: Callable[[Launcher], None],
        players: int | None = None,
        folded: Sequence[str] = (),
    ):
        self.rect = pygame.Rect(rect)
        self.games = sorted(games, key=_game_key)
        self.launchers = list(launchers)
        self.chosen = chosen
        self.on_pick = on_pick
        self.on_launch = on_launch
        self.players = players  # the filter: None shows every game
        self.folded = set(folded)
        self.scroll = 0
        self.hover: Row | None = None

    # ------------------------------------------------------------ rows

    def rows(self) -> list[Row]:
        """The rows shown now (the filter and the folded boxes applied)."""
        out: list[Row] = []
        for box in group_order({box_of(g) for g in self.games} | {launcher.box or "other" for launcher in self.launchers}):
            games = [g for g in self.games if box_of(g) == box and plays_with(g, self.players)]
            extra = [launcher for launcher in self.launchers if (launcher.box or "other") == box]
            if not games and (self.players is not None or not extra):
                continue
            out.append(Row("box", box))
            if box in self.folded:
                continue
            out += [Row("game", box, game=g) for g in games]
            out += [Row("launcher", box, launcher=launcher) for launcher in extra]
        return out

    def visible_games(self) -> list[type[Game]]:
        """The games the filter lets through, folded boxes included, in list order."""
        return [g for box in group_order({box_of(g) for g in self.games}) for g in self.games if box_of(g) == box and plays_with(g, self.players)]

    def laid_out(self) -> list[tuple[Row, pygame.Rect]]:
        """Each row with its rect on screen (scrolled; may lie outside the list's rect)."""
        y = self.rect.y - self.scroll
        out = []
        width = self.rect.w - (BAR_W + 6 if self.content_height() > self.rect.h else 0)
        for row in self.rows():
            out.append((row, pygame.Rect(self.rect.x, y, width, row.height)))
            y += row.height + GAP
        return out

    def content_height(self) -> int:
        return sum(row.height + GAP for row in self.rows())

    def max_scroll(self) -> int:
        return max(0, self.content_height() - self.rect.h)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + dy))

    def show(self, game: type[Game] | None) -> None:
        """Scroll so that ``game``'s row is in view."""
        self.scroll = min(self.scroll, self.max_scroll())
        for row, rect in self.laid_out():
            if row.game is game:
                if rect.top < self.rect.top:
                    self.scroll_by(rect.top - self.rect.top - 4)
                elif rect.bottom > self.rect.bottom:
                    self.scroll_by(rect.bottom - self.rect.bottom + 4)
                return

    def row_at(self, pos: tuple[int, int]) -> Row | None:
        if not self.rect.collidepoint(pos):
            return None
        return next((row for row, rect in self.laid_out() if rect.collidepoint(pos)), None)

    # ------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.row_at(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()):
                self.scroll_by(-event.y * (GAME_H + GAP))
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = self.row_at(event.pos)
            if row is None:
                return self.rect.collidepoint(event.pos)
            if row.kind == "box":
                self.folded ^= {row.box}
                self.scroll = min(self.scroll, self.max_scroll())
            elif row.kind == "game" and row.game is not None:
                self.on_pick(row.game)
            elif row.launcher is not None:
                self.on_launch(row.launcher)
            return True
        return False

    # ------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> None:
        clip = surf.get_clip()
        surf.set_clip(self.rect)
        chosen = self.chosen()
        for row, rect in self.laid_out():
            if rect.bottom < self.rect.top or rect.top > self.rect.bottom:
                continue
            if row.kind == "box":
                self._draw_box(surf, row, rect)
            elif row.kind == "game" and row.game is not None:
                self._draw_game(surf, row.game, rect, row.game is chosen, row == self.hover)
            elif row.launcher is not None:
                self._draw_launcher(surf, row.launcher, rect, row == self.hover)
        surf.set_clip(clip)
        if not self.rows():
            img = fonts().fit(i18n.tr("chooser.none", n=self.players), theme.FONT_SMALL + 1, theme.MUTED_TEXT, self.rect.w)
            surf.blit(img, (self.rect.x, self.rect.y + 8))
        if self.content_height() > self.rect.h:
            bar = pygame.Rect(self.rect.right - BAR_W, self.rect.y, BAR_W, self.rect.h)
            pygame.draw.rect(surf, theme.BUTTON, bar, border_radius=4)
            knob_h = max(24, bar.h * self.rect.h // self.content_height())
            knob_y = bar.y + (bar.h - knob_h) * self.scroll // max(1, self.max_scroll())
            pygame.draw.rect(surf, theme.BUTTON_HOVER, (bar.x, knob_y, bar.w, knob_h), border_radius=4)

    def _draw_box(self, surf: pygame.Surface, row: Row, rect: pygame.Rect) -> None:
        f = fonts()
        arrow = "▶" if row.box in self.folded else "▼"
        colour = theme.HIGHLIGHT if row == self.hover else theme.ACCENT
        img = f.text(arrow, theme.FONT_SMALL, colour)
        surf.blit(img, img.get_rect(midleft=(rect.x + 2, rect.centery)))
        name = f.fit(box_name(row.box), theme.FONT_BODY + 1, colour, rect.w - 30, bold=True)
        surf.blit(name, name.get_rect(midleft=(rect.x + 22, rect.centery)))

    def _draw_game(self, surf: pygame.Surface, game: type[Game], rect: pygame.Rect, chosen: bool, hover: bool) -> None:
        f = fonts()
        fill = theme.BUTTON_ACTIVE if chosen else theme.BUTTON_HOVER if hover else theme.BUTTON
        pygame.draw.rect(surf, fill, rect, border_radius=theme.RADIUS)
        pygame.draw.rect(surf, theme.PANEL_EDGE, rect, width=1, border_radius=theme.RADIUS)
        small = theme.PANEL_TEXT if chosen else theme.MUTED_TEXT
        right1 = f.text(players_text(game), theme.FONT_SMALL + 1, theme.PANEL_TEXT)
        facts = " · ".join(t for t in (length_text(game), machine_text(game)) if t)
        right2 = f.text(facts, theme.FONT_SMALL, small)
        inner = rect.w - 24
        name = f.fit(i18n.local(game.names, game.id), theme.FONT_BODY, theme.PANEL_TEXT, inner - right1.get_width() - 12, bold=chosen)
        other = f.fit(other_language_name(game), theme.FONT_SMALL, small, inner - right2.get_width() - 12)
        surf.blit(name, (rect.x + 12, rect.y + 5))
        surf.blit(right1, right1.get_rect(topright=(rect.right - 12, rect.y + 7)))
        surf.blit(other, (rect.x + 12, rect.y + 28))
        surf.blit(right2, right2.get_rect(topright=(rect.right - 12, rect.y + 29)))

    def _draw_launcher(self, surf: pygame.Surface, launcher: Launcher, rect: pygame.Rect, hover: bool) -> None:
        """An extra entry looks like any unpicked row (it opens a screen of its own: the arrow says so)."""
        f = fonts()
        pygame.draw.rect(surf, theme.BUTTON_HOVER if hover else theme.BUTTON, rect, border_radius=theme.RADIUS)
        pygame.draw.rect(surf, theme.PANEL_EDGE, rect, width=1, border_radius=theme.RADIUS)
        label = launcher.label() if callable(launcher.label) else i18n.tr(launcher.label) if launcher.label in i18n.CATALOGUE else str(launcher.label)
        arrow = f.text("▶", theme.FONT_SMALL, theme.MUTED_TEXT)
        img = f.fit(label, theme.FONT_BODY, theme.PANEL_TEXT, rect.w - 40 - arrow.get_width())
        surf.blit(img, img.get_rect(midleft=(rect.x + 12, rect.centery)))
        surf.blit(arrow, arrow.get_rect(midright=(rect.right - 12, rect.centery)))

    def row_rects(self) -> dict[Any, pygame.Rect]:
        """Rows' rects by game id, launcher label or ``box:<id>`` (for tests and the layout check)."""
        out: dict[Any, pygame.Rect] = {}
        for row, rect in self.laid_out():
            key = row.game.id if row.game is not None else row.launcher.label if row.launcher is not None else f"box:{row.box}"
            out[key] = rect
        return out


i18n.add_strings(
    {
        "box.tsukiji": {"en": "Tokyo Tsukiji Market", "ja": "東京築地市場"},
        "box.turin": {"en": "Turin Market", "ja": "トリノマーケット"},
        "box.jidohanbaiki": {"en": "Tokyo Jidohanbaiki", "ja": "東京自動販売機"},
        "box.other": {"en": "More", "ja": "その他"},
        "chooser.players_range": {"en": "{lo}–{hi} players", "ja": "{lo}〜{hi}人"},
        "chooser.players_n": {"en": "{n} players", "ja": "{n}人"},
        "chooser.players_one": {"en": "1 player", "ja": "1人"},
        "chooser.minutes": {"en": "{lo}–{hi} min", "ja": "{lo}〜{hi}分"},
        "chooser.about_minutes": {"en": "about {lo}–{hi} minutes", "ja": "約{lo}〜{hi}分"},
        "chooser.any_length": {"en": "as long as you like", "ja": "時間は自由"},
        "chooser.machine": {"en": "machine", "ja": "自販機"},
        "chooser.no_machine": {"en": "no machine", "ja": "自販機なし"},
        "chooser.machine_long": {"en": "uses the vending machine", "ja": "自動販売機を使う"},
        "chooser.no_machine_long": {"en": "no vending machine", "ja": "自動販売機は使わない"},
        "chooser.none": {"en": "No game here for {n} players", "ja": "{n}人で遊べるゲームはありません"},
    }
)
