"""Wrapping text for panels and dialogs."""

from __future__ import annotations

import pygame

from tsukiji_table.ui.fonts import fonts


def test_japanese_wraps_between_characters_but_keeps_latin_runs_whole() -> None:
    pygame.font.init()
    width = fonts().font(15).size("プレイヤー4：残り1")[0]  # "1AP" would be cut after its 1
    assert fonts().wrap("プレイヤー4：残り1AP", 15, width) == ["プレイヤー4：残り", "1AP"]
    assert fonts().wrap("漁業：船ごとに1つの活動", 15, fonts().font(15).size("漁業：船ご")[0]) == ["漁業：船ご", "とに1つの", "活動"]
    assert fonts().wrap("Player 4: 1 AP left", 15, fonts().font(15).size("Player 4: 1")[0]) == ["Player 4: 1", "AP left"]
