"""The menu's saved games: Continue (each session's newest autosave) and Load (saves and autosaves),
each listed as one line a person recognises (game, players, date, progress)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ...games.registry import get
from ...games.session import SessionError
from ...paths import user_data_dir
from ...rulesdata import RulesDataError
from ...table import SaveError, read_save
from .. import i18n, theme
from ..autosaves import About, AutosaveStore
from ..bots import seat_label
from ..fonts import fonts
from ..overlays import ButtonsModal
from ..widgets import Button, panel

if TYPE_CHECKING:
    from .menu import MenuScene

# What a save the player picked can be wrong with: said in a message, never a traceback.
LOAD_ERRORS = (SaveError, SessionError, RulesDataError, ValueError, KeyError)


def saved_games() -> list[Path]:
    """Saves in the user's data directory, newest first (autosaves are listed per session, see ``autosaves``)."""
    files = list((user_data_dir() / "saves").glob("*.json"))
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)[:14]


def autosave_store() -> AutosaveStore:
    return AutosaveStore(user_data_dir() / "autosave")


def describe_about(about: About | None) -> str:
    """One line a person recognises a saved game by: game · players · date · progress."""
    if about is None:
        return i18n.tr("saves.unreadable")
    try:
        name = i18n.local(get(about.game).names, about.game)
    except KeyError:
        name = about.game
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(about.saved_at))
    progress = [i18n.tr("saves.over")] if about.over else ([i18n.tr("saves.round", n=about.round)] if about.round else [])
    progress.append(i18n.tr("saves.move" if about.moves == 1 else "saves.moves", n=about.moves))
    comma = i18n.tr("saves.comma")
    names = [seat_label({"name": n}, k) for k, n in enumerate(about.names) if n]  # default names in the language in use
    return " · ".join([name, comma.join(names), when, comma.join(progress)])


def read_about(path: Path) -> tuple[About | None, str | None]:
    """(description, problem) of a save file: read whole, so a damaged one says so before it is picked."""
    try:
        save = read_save(path)
    except SaveError as exc:
        return None, str(exc)
    return About.of_save(save, path.stat().st_mtime), None


class SavesDialog(ButtonsModal):
    """Saved games to pick from, one described line each (game, players, date, progress)."""

    def __init__(self, menu: MenuScene, title: str, entries: list[tuple[Any, Callable[[], None] | None]], empty: str = ""):
        self.menu = menu
        self.title = title
        self.empty = empty
        w, h = menu.size
        self.entries = entries
        self.rect = pygame.Rect(0, 0, min(1000, w - 60), min(h - 80, 130 + 44 * max(1, len(entries))))
        self.rect.center = (w // 2, h // 2)
        self.buttons = []
        y = self.rect.y + 64
        for label, on_pick in entries:
            if y + 40 > self.rect.bottom - 60:
                break
            self.buttons.append(Button((self.rect.x + 24, y, self.rect.w - 48, 38), label, lambda f=on_pick: self._pick(f), size=theme.FONT_SMALL + 1))
            y += 44
        self.buttons.append(Button((self.rect.centerx - 90, self.rect.bottom - 54, 180, 40), "menu.back", self._close))

    def _pick(self, on_pick: Callable[[], None] | None) -> None:
        self.done = True
        if on_pick is not None:
            on_pick()

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect, 250)
        img = fonts().text(i18n.tr(self.title), theme.FONT_TITLE, theme.PANEL_TEXT, bold=True)
        surf.blit(img, (self.rect.x + 24, self.rect.y + 18))
        if not self.entries and self.empty:
            msg = fonts().fit(self.empty, theme.FONT_BODY, theme.MUTED_TEXT, self.rect.w - 48)
            surf.blit(msg, (self.rect.x + 24, self.rect.y + 70))
        for b in self.buttons:
            b.draw(surf)


i18n.add_strings(
    {
        "menu.continue_title": {"en": "Continue: whose game?", "ja": "再開するゲーム"},
        "saves.autosave": {"en": "the autosave", "ja": "オートセーブ"},
        "saves.autosave_line": {"en": "Autosave: {line}", "ja": "オートセーブ：{line}"},
        "saves.round": {"en": "round {n}", "ja": "第{n}ラウンド"},
        "saves.over": {"en": "finished", "ja": "終了済み"},
        "saves.moves": {"en": "{n} moves", "ja": "{n}手"},
        "saves.move": {"en": "1 move", "ja": "1手"},
        "saves.comma": {"en": ", ", "ja": "、"},
        "saves.damaged": {"en": "damaged, cannot be loaded", "ja": "破損しているためロードできません"},
        "saves.unreadable": {"en": "An autosave whose files are all damaged", "ja": "すべてのファイルが破損したオートセーブ"},
        "saves.all_damaged": {
            "en": "all {n} autosaves of this game are damaged ({why}); nothing could be recovered. Other games' autosaves are untouched.",
            "ja": "このゲームのオートセーブ{n}件がすべて破損しています（{why}）。何も復元できませんでした。他のゲームのオートセーブは無事です。",
        },
        "saves.fell_back": {
            "en": "The newest autosave of this game is damaged ({why}). Continued from the one before it, saved at {when}: {lost}",
            "ja": "このゲームの最新のオートセーブが破損しています（{why}）。{when}のひとつ前のオートセーブから再開しました：{lost}",
        },
        "saves.lost": {"en": "the last {n} moves are lost.", "ja": "最後の{n}手は失われました。"},
        "saves.lost_unknown": {"en": "the moves made after it are lost.", "ja": "それ以降の手は失われました。"},
    }
)
