"""Text wrapping: Latin at spaces; Japanese anywhere, but numbers stay whole and punctuation never starts a line."""

from __future__ import annotations

import pygame
import pytest

from tsukiji_table.ui.fonts import fonts


def test_japanese_wraps_between_characters_but_keeps_latin_runs_whole() -> None:
    pygame.font.init()
    width = fonts().font(15).size("プレイヤー4：残り1")[0]  # "1AP" would be cut after its 1
    assert fonts().wrap("プレイヤー4：残り1AP", 15, width) == ["プレイヤー4：残り", "1AP"]
    assert fonts().wrap("漁業：船ごとに1つの活動", 15, fonts().font(15).size("漁業：船ご")[0]) == ["漁業：船ご", "とに1つの", "活動"]
    assert fonts().wrap("Player 4: 1 AP left", 15, fonts().font(15).size("Player 4: 1")[0]) == ["Player 4: 1", "AP left"]


@pytest.fixture(autouse=True)
def _font() -> None:
    pygame.font.init()


def test_latin_text_breaks_at_spaces_and_keeps_every_word():
    text = "Twelve drinks in three crates and eight 100 coins, swap to bring a card's drinks together"
    lines = fonts().wrap(text, 15, 200)
    assert len(lines) > 2 and " ".join(lines) == text
    assert all(fonts().font(15).size(line)[0] <= 200 for line in lines)


@pytest.mark.parametrize("width", range(60, 400, 7))
def test_japanese_keeps_numbers_whole_and_punctuation_off_the_line_start(width):
    text = "3つのクレートに12本、100円8枚。色か形状で取り除き、g06-01の入れ替えで1,000円（一度に6本なら300円）。"
    lines = fonts().wrap(text, 15, width)
    assert "".join(lines) == text
    for before, after in zip(lines, lines[1:]):
        assert not (before[-1].isdigit() and after[0].isdigit()), (before, after)
        assert after[0] not in "、。）", (before, after)
