"""G18 Two-Card Deduction on screen: the drinks, the answer face down, each player's hand and face-down card.

Both lay a card face down through the secret input (behind the hand-off
cover; the card stays hidden).  On your turn click a drink of the supply to
ask about it: the program answers for your opponent from their hidden hand
(yes or no, nothing more), and the drink goes onto their face-down card, on
their side for a yes, on yours for a no.  "Name the answer…" opens the
drinks to name one; when six drinks lie on your card the window asks you to
name it.  The hand-off cover goes up between the two players every turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ...games.jidohanbaiki.card_words import card_words
from .. import i18n, theme
from ..fonts import fonts
from ..overlays import Modal
from ..plugin import ButtonSpec, screen_for
from ..services import TableServices
from ..widgets import Button, panel
from .jido_draw import draw_cap
from .jido_multi import Grid, MultiScreen, zone_grid

STRINGS = {
    "jido.g18.discard_title": {"en": "{name}: lay one card face down (it no longer counts)", "ja": "{name}：手札から1枚伏せる（答えに含まれなくなります）"},
    "jido.g18.name": {"en": "Name the answer…", "ja": "答えを回答…"},
    "jido.g18.ask_q": {"en": "Ask {other} about the {drink}?", "ja": "{other}に{drink}について尋ねますか？"},
    "jido.g18.guess_q": {
        "en": "Name the {drink} as the answer? Both right wins; anything else loses.",
        "ja": "{drink}を答えとして回答しますか？両方正解なら勝ち、外れたら負けです。",
    },
    "jido.g18.guess_title": {"en": "{name}: which drink do the two cards aside name?", "ja": "{name}：脇の2枚が示すドリンクは？"},
    "jido.g18.forced_title": {
        "en": "{name}: six drinks lie on your card, name the answer now",
        "ja": "{name}：伏せカードにドリンクが6本。今すぐ答えを回答してください",
    },
    "jido.g18.cancel": {"en": "Not yet", "ja": "まだ"},
    "jido.g18.ok": {"en": "OK, pass the screen on", "ja": "OK（画面を渡す）"},
    "jido.g18.answer_yes": {"en": "{name}: yes, a card in hand names the {drink}", "ja": "{name}：はい（{drink}に対応するカードが手札にあります）"},
    "jido.g18.answer_no": {"en": "{name}: no card in hand names the {drink}", "ja": "{name}：いいえ（{drink}に対応するカードは手札にありません）"},
    "jido.g18.on_card": {"en": "On {name}'s card: {n} of {most}", "ja": "{name}の伏せカード：{n}/{most}本"},
    "jido.g18.help": {"en": "Click a drink to ask about it", "ja": "ドリンクをクリックして質問"},
    "jido.g18.end_answer": {"en": "The answer: {colour} and {shape}", "ja": "答え：{colour}と{shape}"},
    "jido.g18.end_named": {"en": "{name} named {drink}: {result}", "ja": "{name}の回答：{drink}（{result}）"},
    "jido.g18.right": {"en": "right", "ja": "正解"},
    "jido.g18.wrong": {"en": "wrong", "ja": "不正解"},
    "jido.g18.asked": {"en": "Questions asked: {n}", "ja": "質問：{n}回"},
    "jido.g18.won": {"en": "won", "ja": "勝ち"},
    "jido.g18.lost": {"en": "lost", "ja": "負け"},
}


@screen_for("jido:g18")
class DeductionScreen(MultiScreen):
    strings = {**MultiScreen.strings, **STRINGS}
    drawn_zones = {"supply", "p0.yes", "p0.no", "p1.yes", "p1.no"}
    secret_steps = {"discard": ("discard", "hand", "jido.g18.discard_title")}

    def __init__(self, services: TableServices):
        super().__init__(services)
        self.supply = zone_grid(services.table, "supply", 6, 6)
        self.piles = {z: zone_grid(services.table, z, 3, 2) for z in self.drawn_zones if z != "supply"}
        self.forced_open = False
        self.answering = False  # the asker is reading the answer

    def cells(self, zone: str) -> dict[tuple[int, int], int]:
        t, codes = self.services.table, self.services.game.drink_codes
        return {tuple(t.pieces[p].pos): codes[p[6:]] for p in t.zones[zone].ids}  # type: ignore[misc]

    # ------------------------------------------------------------ drawing

    def draw_on_table(self, surf: pygame.Surface) -> None:
        def draw() -> None:
            for cell, d in self.cells("supply").items():
                self.cap(surf, self.supply, cell, d)
            for zone, grid in self.piles.items():
                for cell, d in self.cells(zone).items():
                    self.cap(surf, grid, cell, d)

        self.clipped(surf, draw)

    def hover_lines(self, x: float, y: float) -> list[tuple[str, tuple[int, int, int]]] | None:
        for zone, grid in (("supply", self.supply), *self.piles.items()):
            cell = grid.cell_at(x, y)
            if cell is not None:
                d = self.cells(zone).get(cell)
                return [(self.drink_label(d), theme.PANEL_TEXT)] if d is not None else None
        return None

    # -------------------------------------------------------------- input

    def my_turn(self) -> bool:
        s = self.services
        return not s.game.is_over(s.table) and s.game.to_move(s.table) == [s.viewer]

    def handle(self, event: pygame.event.Event) -> bool:
        s = self.services
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not s.table_rect().collidepoint(event.pos) or self.phase() != "ask":
            return False
        cell = self.supply.cell_at(*self.world(event.pos))
        if cell is None or not self.my_turn():
            return False
        d = self.cells("supply").get(cell)
        if d is not None:
            other = s.seat_name(1 - s.viewer)
            s.ask(i18n.tr("jido.g18.ask_q", other=other, drink=self.drink_label(d)), lambda: self.ask_about(d))
        return True

    def ask_about(self, drink: int) -> None:
        """Ask, then tell the asker the answer before the screen is handed on."""
        s = self.services
        asker, other = s.viewer, 1 - s.viewer
        self.answering = True
        if not s.play({"action": "ask", "drink": self.cat.drink_name(drink)}, seat=asker):
            self.answering = False
            return
        yes = f"drink.{self.cat.drink_name(drink)}" in s.table.zones[f"p{other}.yes"].ids
        text = i18n.tr("jido.g18.answer_yes" if yes else "jido.g18.answer_no", name=s.seat_name(other), drink=self.drink_label(drink))

        def seen() -> None:
            self.answering = False
            nxt = self.next_viewer()
            if nxt is not None and nxt != s.viewer:
                s.request_viewer(nxt)

        s.show(AnswerNote(s.screen_rect, text, seen))

    def next_viewer(self) -> int | None:
        """The screen stays with the asker until they have read the answer."""
        return None if self.answering else super().next_viewer()

    def buttons(self) -> list[ButtonSpec]:
        return [ButtonSpec("jido.g18.name", lambda: self.open_guess(False), enabled=lambda: self.my_turn() and self.phase() in ("ask", "answer"))]

    def open_guess(self, forced: bool) -> None:
        s = self.services
        seat = s.viewer
        title = i18n.tr("jido.g18.forced_title" if forced else "jido.g18.guess_title", name=s.seat_name(seat))

        def picked(colour: int, shape: int) -> None:
            drink = colour * 6 + shape
            action = {"action": "guess", "colour": self.cat.colours[colour], "shape": self.cat.shapes[shape]}
            s.ask(i18n.tr("jido.g18.guess_q", drink=self.drink_label(drink)), lambda: s.play(action), (lambda: self.open_guess(True)) if forced else None)

        s.show(GuessDialog(s.screen_rect, title, self.colours, self.drink_label, picked, cancel=not forced))

    def update(self, dt: float) -> None:
        super().update(dt)
        s = self.services
        waiting = self.phase() == "answer" and self.my_turn() and not s.is_bot(s.viewer)
        if waiting and not self.forced_open and not s.busy():
            self.forced_open = True
            self.open_guess(True)
        if not waiting:
            self.forced_open = False

    # -------------------------------------------------------------- words

    def panel_lines(self) -> list[str]:
        s = self.services
        lines = super().panel_lines()
        most = s.game.data["forced_at"]
        for seat in range(s.table.players):
            lines.append(i18n.tr("jido.g18.on_card", name=s.seat_name(seat), n=s.game.on_card(s.table, seat), most=most))
        if self.phase() == "ask" and self.my_turn():
            lines.append(i18n.tr("jido.g18.help"))
        return lines

    def score_text(self, value: float) -> str:
        return i18n.tr("jido.g18.won" if value else "jido.g18.lost")

    def breakdown(self) -> list[list[str]]:
        s = self.services
        score = s.game.score(s.table) or {}
        if not score:
            return []
        codes = s.game.card_codes
        sol = score["solution"]
        answer = i18n.tr(
            "jido.g18.end_answer", colour=i18n.local(card_words(self.cat, codes[sol["colour"]])), shape=i18n.local(card_words(self.cat, codes[sol["shape"]]))
        )
        guess = score["guess"]
        named = self.cat.colours.index(guess["colour"]) * 6 + self.cat.shapes.index(guess["shape"])
        out = []
        for seat in range(s.table.players):
            lines = [s.seat_name(seat), i18n.tr("jido.g18.asked", n=score["asked"][1 - seat])]
            if guess["seat"] == seat:
                result = i18n.tr("jido.g18.right" if guess["right"] else "jido.g18.wrong")
                lines += [i18n.tr("jido.g18.end_named", name=s.seat_name(seat), drink=self.drink_label(named), result=result), answer]
            out.append(lines)
        return out


class AnswerNote(Modal):
    """The answer to a question, for the asker, with OK (then the screen is handed on)."""

    def __init__(self, screen: pygame.Rect, text: str, on_ok: Callable[[], None]):
        self.text, self.on_ok = text, on_ok
        self.rect = pygame.Rect(0, 0, min(720, screen.w - 40), 190)
        self.rect.center = screen.center
        self.ok = Button((0, 0, 200, 44), "jido.g18.ok", self._ok)
        self.ok.rect.midbottom = (self.rect.centerx, self.rect.bottom - 18)

    def _ok(self) -> None:
        self.done = True
        self.on_ok()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE):
            self._ok()
        else:
            self.ok.handle(event)
        return True

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect, 248)
        img = fonts().fit(self.text, theme.FONT_TITLE - 2, theme.HIGHLIGHT, self.rect.w - 40, bold=True)
        surf.blit(img, img.get_rect(midtop=(self.rect.centerx, self.rect.y + 36)))
        self.ok.draw(surf)


class GuessDialog(Modal):
    """The 36 drinks, colours down and shapes across: click the one the two cards aside name."""

    def __init__(
        self,
        screen: pygame.Rect,
        title: str,
        colours: dict[int, theme.Colour],
        label: Callable[[int], str],
        on_pick: Callable[[int, int], None],
        cancel: bool = True,
    ):
        self.title, self.colours, self.label, self.on_pick = title, colours, label, on_pick
        self.rect = pygame.Rect(0, 0, min(760, screen.w - 40), min(640, screen.h - 40))
        self.rect.center = screen.center
        self.cell = min((self.rect.w - 80) // 6, (self.rect.h - 170) // 6)
        self.grid = Grid(self.rect.centerx - 3 * self.cell, self.rect.y + 80, 6, 6, self.cell)
        self.hover: tuple[int, int] | None = None
        self.cancel = Button((0, 0, 200, 44), "jido.g18.cancel", self._close) if cancel else None
        if self.cancel is not None:
            self.cancel.rect.midbottom = (self.rect.centerx, self.rect.bottom - 16)

    def _close(self) -> None:
        self.done = True

    def handle(self, event: pygame.event.Event) -> bool:
        if self.cancel is not None and (self.cancel.handle(event) or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)):
            self.done = True
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.grid.cell_at(*event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cell = self.grid.cell_at(*event.pos)
            if cell is not None:
                self.done = True
                self.on_pick(cell[1], cell[0])
        return True

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect, 248)
        img = fonts().fit(self.title, theme.FONT_TITLE - 2, theme.PANEL_TEXT, self.rect.w - 40, bold=True)
        surf.blit(img, img.get_rect(midtop=(self.rect.centerx, self.rect.y + 20)))
        zoom = self.cell / 24.0
        for row in range(6):
            for col in range(6):
                x, y = self.grid.centre(col, row)
                if (col, row) == self.hover:
                    pygame.draw.rect(
                        surf, theme.BUTTON_HOVER, pygame.Rect(int(x - self.cell / 2), int(y - self.cell / 2), self.cell, self.cell), border_radius=6
                    )
                draw_cap(surf, (x, y), col + 1, self.colours[row], zoom)
        if self.hover is not None:
            text = fonts().text(self.label(self.hover[1] * 6 + self.hover[0]), theme.FONT_BODY, theme.HIGHLIGHT, bold=True)
            surf.blit(text, text.get_rect(midtop=(self.rect.centerx, self.grid.y + 6 * self.cell + 8)))
        if self.cancel is not None:
            self.cancel.draw(surf)


def _asked(scene: Any) -> None:
    """Both cards down and five questions asked."""
    game, table = scene.game, scene.table
    for seat in (0, 1):
        game.play(table, seat, {"action": "discard", "card": table.zones[f"p{seat}.hand"].ids[0].removeprefix("stock_card.")})
    for k in range(5):
        seat = game.to_move(table)[0]
        game.play(table, seat, {"action": "ask", "drink": table.zones["supply"].ids[k * 5].removeprefix("drink.")})
    scene.changed()


DeductionScreen.screenshot_scenes = classmethod(lambda cls: {"g18-asked": _asked})  # type: ignore[method-assign]
