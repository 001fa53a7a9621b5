"""G16 Tori-atama on screen: the drinks scattered in the centre, the drink being announced, each seat's shut hands and crate.

On your turn click a drink of the centre: the program announces it, and
while it lies beside the centre the others decide, each behind the hand-off
cover, whether to reveal a hand (buttons on the right).  The hands are drawn
as backs with how many they hold, even to their holder: remember what you
took.  A turn timer (g16.yaml's seconds, option "Turn timer") runs for each
take and each challenge decision once the cover is lifted; when it runs out a
drink is taken at random, or the hands stay shut.  A drink nobody could
challenge goes straight into a hand: its announcement is a toast the screen
holds for a moment before the hand-off.  At the end a hand that
overflows its crate is chosen from a menu; the end screen explains each score.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from .. import i18n, theme
from ..fonts import fonts
from ..plugin import ButtonSpec, screen_for
from ..services import TableServices
from ..widgets import panel
from .jido_multi import Grid, MultiScreen, zone_grid

STRINGS = {
    "jido.g16.reveal_right": {"en": "Reveal right hand", "ja": "右手を公開"},
    "jido.g16.reveal_left": {"en": "Reveal left hand", "ja": "左手を公開"},
    "jido.g16.keep_shut": {"en": "Keep hands shut", "ja": "公開しない"},
    "jido.g16.choose": {"en": "Choose for the crate…", "ja": "クレートに入れるものを選ぶ…"},
    "jido.g16.announce": {"en": "{name} announces: {drink}", "ja": "{name}の宣言：{drink}"},
    "jido.g16.ask": {
        "en": "{name}: do you hold a drink of its colour or its shape? Reveal that hand, or keep both shut.",
        "ja": "{name}：同じ色か形のドリンクを握っていますか？その手を公開するか、公開しないかを選んでください。",
    },
    "jido.g16.take_help": {"en": "{name}: click a drink in the centre to take it", "ja": "{name}：中央のドリンクをクリックして取る"},
    "jido.g16.timer": {"en": "{n} s", "ja": "{n}秒"},
    "jido.g16.timeout_take": {"en": "Time is up: a drink was taken at random", "ja": "時間切れ：ランダムに1本取りました"},
    "jido.g16.timeout_challenge": {"en": "Time is up: your hands stay shut", "ja": "時間切れ：公開しません"},
    "jido.g16.hands": {"en": "{name}: right {right}, left {left}, crate {crate}", "ja": "{name}：右手{right}・左手{left}・クレート{crate}"},
    "jido.g16.your_hands": {
        "en": "Your hands hold {right} (right) and {left} (left): you cannot look",
        "ja": "あなたの右手に{right}本、左手に{left}本（見ることはできません）",
    },
    "jido.g16.ends_at": {"en": "The game ends when a crate holds {n}", "ja": "クレートが{n}本になると終了"},
    "jido.g16.choose_help": {
        "en": "{name}: your {hand} overflows the crate, choose what goes in",
        "ja": "{name}：{hand}があふれます。入れるドリンクを選んでください",
    },
    "jido.g16.end_points": {"en": "colours {colours} + shapes {shapes} = {total}", "ja": "{colours}色 + {shapes}形 = {total}点"},
    "jido.g16.end_drinks": {"en": "{n} drinks in the crate", "ja": "クレートに{n}本"},
    "opt.timer.on": {"en": "on", "ja": "あり"},
    "opt.timer.off": {"en": "off", "ja": "なし"},
}

HANDS = ("right", "left")
ANNOUNCE_HOLD = 2.0  # seconds an announcement nobody could challenge stays on screen before the hand-off


@screen_for("jido:g16")
class ToriAtamaScreen(MultiScreen):
    strings = {**MultiScreen.strings, **STRINGS}
    covers_always = True  # each challenger decides alone behind the cover, as if all decided at once (issue 14)

    def __init__(self, services: TableServices):
        super().__init__(services)
        t = services.table
        self.drawn_zones = {"centre", "taking", *(f"p{s}.crate" for s in range(t.players))}
        self.centre = zone_grid(t, "centre", 6, 6)
        self.crates = {s: zone_grid(t, f"p{s}.crate", 3, 2) for s in range(t.players)}
        self.clock = 0.0
        self.timer_key: Any = None
        self.timer_start = 0.0
        self.told: Any = None  # the last take announced by a toast
        self.hold_until = 0.0  # the screen stays put until then (an announcement being read)

    def fit_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """Fit leaves room above the table for the announcement and the timer."""
        out = super().fit_rect(rect)
        return pygame.Rect(out.x, out.y + 120, out.w, max(200, out.h - 120))

    # ------------------------------------------------------------ helpers

    def cells(self, zone: str) -> dict[tuple[int, int], int]:
        t, codes = self.services.table, self.services.game.drink_codes
        return {tuple(t.pieces[p].pos): codes[p[6:]] for p in t.zones[zone].ids}  # type: ignore[misc]

    def announced(self) -> int | None:
        name = self.services.table.vars.get("announce")
        return None if name is None else self.services.game.drink_codes[name]

    def my_move(self) -> bool:
        s = self.services
        return not s.game.is_over(s.table) and s.viewer in s.game.to_move(s.table) and not s.is_bot(s.viewer)

    def seconds(self) -> int | None:
        return self.services.game.timer_seconds(self.services.session.options)

    # ------------------------------------------------------------ drawing

    def draw_on_table(self, surf: pygame.Surface) -> None:
        self.clipped(surf, lambda: self._draw(surf))

    def _draw(self, surf: pygame.Surface) -> None:
        s = self.services
        mine = self.phase() == "take" and self.my_move()
        for cell, d in self.cells("centre").items():
            self.cap(surf, self.centre, cell, d)
        if mine:
            hover = self.centre.cell_at(*self.world(s.mouse))
            if hover is not None and hover in self.cells("centre"):
                self.mark(surf, self.centre, hover, theme.SELECT)
        for seat, grid in self.crates.items():
            self.crate(surf, grid.crate(seat + 1, 0, 0), None, s.seat_colour(seat) if seat == s.table.vars.get("turn") else None)
            for cell, d in self.cells(f"p{seat}.crate").items():
                self.cap(surf, grid, cell, d)
        taken = self.announced()
        if taken is not None:
            x, y, w, h = (float(v) for v in s.table.zones["taking"].meta["rect"])
            grid = Grid(x + (w - 40) / 2, y + 4, 1, 1, 40.0)
            self.cap(surf, grid, (0, 0), taken, theme.HIGHLIGHT)

    def draw_overlay(self, surf: pygame.Surface) -> None:
        s = self.services
        lines: list[tuple[str, theme.Colour]] = []
        taken = self.announced()
        if taken is not None:
            turn = int(s.table.vars["turn"])
            lines.append((i18n.tr("jido.g16.announce", name=s.seat_name(turn), drink=self.drink_label(taken)), theme.HIGHLIGHT))
            if self.my_move():
                lines.append((i18n.tr("jido.g16.ask", name=s.seat_name(s.viewer)), theme.PANEL_TEXT))
        elif self.phase() == "take" and self.my_move():
            lines.append((i18n.tr("jido.g16.take_help", name=s.seat_name(s.viewer)), theme.PANEL_TEXT))
        left = self.time_left()
        if not lines and left is None:
            return
        width = min(900, s.screen_rect.w - 600)
        box = pygame.Rect(0, 0, width, 22 + 30 * len(lines) + (26 if left is not None else 0))
        box.midtop = (s.table_rect().centerx, s.table_rect().y + 8)
        panel(surf, box, 235)
        y = box.y + 10
        for text, colour in lines:
            img = fonts().fit(text, theme.FONT_BODY + (2 if colour == theme.HIGHLIGHT else 0), colour, box.w - 24, bold=colour == theme.HIGHLIGHT)
            surf.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += 30
        if left is not None:
            total = float(self.seconds() or 1)
            bar = pygame.Rect(box.x + 20, y + 4, box.w - 110, 12)
            pygame.draw.rect(surf, theme.MUTED_TEXT, bar, width=1, border_radius=6)
            fill = bar.copy()
            fill.w = max(0, int(bar.w * left / total))
            pygame.draw.rect(surf, theme.SELECT if left > 2 else (220, 70, 60), fill, border_radius=6)
            img = fonts().text(i18n.tr("jido.g16.timer", n=f"{left:.1f}"), theme.FONT_SMALL + 1, theme.PANEL_TEXT, bold=True)
            surf.blit(img, (bar.right + 10, bar.y - 4))

    def hover_lines(self, x: float, y: float) -> list[tuple[str, tuple[int, int, int]]] | None:
        grids = [("centre", self.centre), *((f"p{s}.crate", g) for s, g in self.crates.items())]
        for zone, grid in grids:
            cell = grid.cell_at(x, y)
            if cell is not None:
                d = self.cells(zone).get(cell)
                return [(self.drink_label(d), theme.PANEL_TEXT)] if d is not None else None
        return None

    # -------------------------------------------------------------- input

    def handle(self, event: pygame.event.Event) -> bool:
        s = self.services
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not s.table_rect().collidepoint(event.pos):
            return False
        if self.phase() != "take" or not self.my_move():
            return False
        cell = self.centre.cell_at(*self.world(event.pos))
        d = self.cells("centre").get(cell) if cell is not None else None
        if d is None:
            return False
        s.play({"action": "take", "drink": self.cat.drink_name(d)})
        return True

    def buttons(self) -> list[ButtonSpec]:
        s = self.services

        def can(hand: str) -> bool:
            return self.phase() == "challenge" and self.my_move() and {"action": "challenge", "hand": hand} in s.legal_actions()

        out = [ButtonSpec(f"jido.g16.reveal_{h}", lambda h=h: self.challenge(h), enabled=lambda h=h: can(h)) for h in HANDS]  # type: ignore[misc]
        out.append(ButtonSpec("jido.g16.keep_shut", lambda: self.challenge("none"), enabled=lambda: can("none")))
        out.append(ButtonSpec("jido.g16.choose", self.open_keep, enabled=lambda: self.phase() == "empty" and self.my_move()))
        return out

    def challenge(self, hand: str) -> None:
        self.services.play({"action": "challenge", "hand": hand})

    def open_keep(self) -> None:
        s = self.services
        keeps = [a for a in s.legal_actions() if a.get("action") == "keep"]
        s.open_menu([(self.describe_action(a), lambda a=a: s.play(a)) for a in keeps])

    def next_viewer(self) -> int | None:
        """In the challenge window and at the end, each person the referee waits for in turn (bots decide by themselves)."""
        s = self.services
        if self.clock < self.hold_until:
            return None
        if self.phase() in ("challenge", "empty"):
            people = [m for m in s.game.to_move(s.table) if not s.is_bot(m)]
            if s.viewer in people:
                return s.viewer
            return people[0] if people else None
        return super().next_viewer()

    def on_change(self) -> None:
        s = self.services
        last = s.table.done[-1] if s.table.done else None
        if last is not None and last.action is not None and last.action.get("action") == "take" and last is not self.told:
            self.told = last
            if not s.table.zones["taking"].ids:
                # Nobody could challenge: the drink went straight into a hand, but the table still heard it announced (once).
                drink = self.drink_label(s.game.drink_codes[str(last.action["drink"]).removeprefix("drink.")])
                s.toast(i18n.tr("jido.g16.announce", name=s.seat_name(last.seat if last.seat is not None else 0), drink=drink))
                self.hold_until = self.clock + ANNOUNCE_HOLD  # everyone at the table reads it before the screen is handed on
        nxt = self.next_viewer()
        if nxt is not None and nxt != s.viewer and not s.covered:
            s.request_viewer(nxt)

    # -------------------------------------------------------------- timer

    def time_left(self) -> float | None:
        total = self.seconds()
        if total is None or self.timer_key is None or not self.my_move():
            return None
        return max(0.0, total - (self.clock - self.timer_start))

    def update(self, dt: float) -> None:
        super().update(dt)
        s = self.services
        self.clock += dt
        if self.hold_until and self.clock >= self.hold_until:
            self.hold_until = 0.0
            self.on_change()  # the announcement has been read: hand the screen on
        total = self.seconds()
        if total is None or s.mode == "free" or not self.my_move() or self.phase() not in ("take", "challenge"):
            self.timer_key = None
            return
        key = (self.phase(), s.game.turns(s.table), s.viewer)
        if key != self.timer_key:
            self.timer_key, self.timer_start = key, self.clock
        if s.busy():
            self.timer_start += dt  # the clock waits while the cover or a dialog is up
            return
        if self.clock - self.timer_start < total:
            return
        self.timer_key = None
        if self.phase() == "take":
            drinks = sorted(self.cells("centre").values())
            pick = random.Random(s.table.seed * 1000 + s.game.turns(s.table)).choice(drinks)
            s.toast(i18n.tr("jido.g16.timeout_take"))
            s.play({"action": "take", "drink": self.cat.drink_name(pick)})
        else:
            s.toast(i18n.tr("jido.g16.timeout_challenge"))
            s.play({"action": "challenge", "hand": "none"})

    # -------------------------------------------------------------- words

    def panel_lines(self) -> list[str]:
        s = self.services
        lines = super().panel_lines()
        t = s.table
        for seat in range(t.players):
            counts = {h: len(t.zones[f"p{seat}.{h}"].ids) for h in HANDS}
            lines.append(i18n.tr("jido.g16.hands", name=s.seat_name(seat), crate=len(t.zones[f"p{seat}.crate"].ids), **counts))
        if s.viewer is not None and 0 <= s.viewer < t.players and not s.game.is_over(t):
            counts = {h: len(t.zones[f"p{s.viewer}.{h}"].ids) for h in HANDS}
            lines.append(i18n.tr("jido.g16.your_hands", **counts))
        pending = t.vars.get("pending", {}).get(str(s.viewer)) if self.phase() == "empty" else None
        if pending is not None and self.my_move():
            lines.append(i18n.tr("jido.g16.choose_help", name=s.seat_name(s.viewer), hand=i18n.tr(f"jido.g16.hand.{pending}")))
        lines.append(i18n.tr("jido.g16.ends_at", n=s.game.cfg.end_at))
        return lines

    def score_text(self, value: float) -> str:
        return i18n.tr("jido.multi.points", n=int(value))

    def breakdown(self) -> list[list[str]]:
        s = self.services
        score = s.game.score(s.table) or {}
        out = []
        for seat, row in enumerate(score.get("seats", [])):
            drinks = [self.drink_label(d) for d in s.game.crate(s.table, seat)]
            sep = "、" if i18n.language() == "ja" else ", "
            out.append(
                [
                    s.seat_name(seat),
                    i18n.tr("jido.g16.end_points", **row),
                    i18n.tr("jido.g16.end_drinks", n=row["drinks"]),
                    *(sep.join(drinks[k : k + 2]) for k in range(0, len(drinks), 2)),  # two drinks a line: they read whole
                ]
            )
        return out


def _window(scene: Any) -> None:
    """Two drinks held, the third being announced: the challenge window."""
    game, table = scene.game, scene.table
    for k in range(3):
        seat = game.to_move(table)[0]
        if game.phase(table) == "challenge":
            game.play(table, seat, {"action": "challenge", "hand": "none"})
            seat = game.to_move(table)[0]
        game.play(table, seat, {"action": "take", "drink": table.zones["centre"].ids[k * 7].removeprefix("drink.")})
    scene.changed()


ToriAtamaScreen.screenshot_scenes = classmethod(lambda cls: {"g16-window": _window})  # type: ignore[method-assign]
