"""The end screen of Tokyo Tsukiji Market: each seat's score as a stacked bar, and its breakdown.

A bar stacks the yen a player holds after the final payments and the fish
tokens counted at 100 yen per resource; below the chart, one column per
seat lists the scoring pipeline (yen before scoring, resource bonus or
penalty, loans and interest, dividends, debt, tokens, total).
"""

from __future__ import annotations

from typing import Any

import pygame

from ... import i18n, theme
from ...fonts import fonts
from ...overlays import EndScreen
from ...widgets import panel

i18n.add_strings(
    {
        "tk.end.yen": {"en": "yen", "ja": "円"},
        "tk.end.tokens": {"en": "fish tokens", "ja": "魚トークン"},
        "tk.end.row.yen_before": {"en": "Yen at the end", "ja": "終了時の所持金"},
        "tk.end.row.resource_bonus": {"en": "Resource bonus", "ja": "資源ボーナス"},
        "tk.end.row.loans": {"en": "Loans + interest", "ja": "ローン＋利子"},
        "tk.end.row.dividend": {"en": "Dividends", "ja": "配当"},
        "tk.end.row.debt": {"en": "Debt", "ja": "負債"},
        "tk.end.row.token_yen": {"en": "Tokens (100 / res.)", "ja": "トークン（1資源100円）"},
        "tk.end.row.total": {"en": "Total", "ja": "合計"},
        "tk.end.projected": {"en": "If the game ended now", "ja": "今ゲームが終わったら"},
        "tk.end.ahead": {"en": "Ahead: {names}", "ja": "リード：{names}"},
    }
)

ROWS = ("yen_before", "resource_bonus", "loans", "dividend", "debt", "token_yen", "total")


def _lighter(colour: theme.Colour) -> theme.Colour:
    return tuple(min(255, int(c + (255 - c) * 0.45)) for c in colour)  # type: ignore[return-value]


class BreakdownEnd(EndScreen):
    """Stacked bars (yen, tokens) and the scoring pipeline per seat."""

    def __init__(
        self, screen: pygame.Rect, names: list[str], breakdown: list[dict[str, Any]], winners: list[int], colours: list[theme.Colour], title: str | None = None
    ):
        self.title = title
        totals = [int(row["total"]) for row in breakdown]
        super().__init__(screen, names, totals, winners, colours)
        self.rect.h = min(620, screen.h - 40)
        self.rect.center = screen.center
        self.close.rect.midbottom = (self.rect.centerx, self.rect.bottom - 14)
        self.breakdown = breakdown

    def cell(self, row: dict[str, Any], key: str) -> int:
        if key == "loans":
            return int(row["loan_repayment"]) + int(row["interest_paid"])
        return int(row[key])

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect, 248)
        img = fonts().text(self.title or i18n.tr("end.title"), theme.FONT_TITLE + 4, theme.PANEL_TEXT, bold=True)
        surf.blit(img, img.get_rect(midtop=(self.rect.centerx, self.rect.y + 16)))
        names = ", ".join(self.names[w] for w in self.winners if 0 <= w < len(self.names))
        # A projection (a title of its own) names who is ahead; nobody has won yet.
        win = fonts().text(i18n.tr("tk.end.ahead" if self.title else "end.winner", names=names), theme.FONT_BODY + 2, theme.HIGHLIGHT, bold=True)
        surf.blit(win, win.get_rect(midtop=(self.rect.centerx, self.rect.y + 56)))
        n = max(1, len(self.names))
        left = self.rect.x + 190
        slot = (self.rect.right - 30 - left) / n
        base = self.rect.y + 320
        top = max([1] + [max(0, int(r["yen_after"])) + int(r["token_yen"]) for r in self.breakdown])
        height = 200
        for k, row in enumerate(self.breakdown):
            cx = left + slot * (k + 0.5)
            w = min(70, slot * 0.55)
            yen, tok = max(0, int(row["yen_after"])), int(row["token_yen"])
            hy, ht = int(height * yen / top), int(height * tok / top)
            colour = self.colours[k % len(self.colours)]
            pygame.draw.rect(surf, colour, pygame.Rect(int(cx - w / 2), base - hy, int(w), max(1, hy)))
            pygame.draw.rect(surf, _lighter(colour), pygame.Rect(int(cx - w / 2), base - hy - ht, int(w), max(1, ht)))
            if k in self.winners:
                pygame.draw.rect(surf, theme.HIGHLIGHT, pygame.Rect(int(cx - w / 2), base - hy - ht, int(w), hy + ht).inflate(6, 6), width=3, border_radius=6)
            val = fonts().text(f"{int(row['total']):,}", theme.FONT_BODY, theme.PANEL_TEXT, bold=True)
            surf.blit(val, val.get_rect(midbottom=(cx, base - hy - ht - 4)))
            name = fonts().fit(self.names[k], theme.FONT_BODY, theme.PANEL_TEXT, int(slot) - 6)
            surf.blit(name, name.get_rect(midtop=(cx, base + 6)))
        pygame.draw.line(surf, theme.PANEL_EDGE, (left, base), (self.rect.right - 30, base), 2)
        legend = f"■ {i18n.tr('tk.end.yen')}   □ {i18n.tr('tk.end.tokens')}"
        img = fonts().text(legend, theme.FONT_SMALL, theme.MUTED_TEXT)
        surf.blit(img, (self.rect.x + 24, base - height))
        y = base + 40
        for key in ROWS:
            label = fonts().fit(i18n.tr(f"tk.end.row.{key}"), theme.FONT_SMALL, theme.PANEL_TEXT, 160, bold=key == "total")
            surf.blit(label, (self.rect.x + 24, y))
            for k, row in enumerate(self.breakdown):
                value = self.cell(row, key)
                text = f"{value:,}" if key in ("yen_before", "token_yen", "total") else (f"{value:+,}" if value else "-")
                img = fonts().text(text, theme.FONT_SMALL, theme.PANEL_TEXT, bold=key == "total")
                surf.blit(img, img.get_rect(midtop=(left + slot * (k + 0.5), y)))
            y += label.get_height() + 6
        self.close.draw(surf)
