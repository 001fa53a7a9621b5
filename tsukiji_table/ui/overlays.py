"""Full-screen and modal overlays: hand-off cover, questions, secret input, end screen.

A modal takes every event while it is open (``handle`` returns True) and
sets ``done`` when it closes.  The hand-off cover is special: while it is
up the table scene draws nothing else, so one player's secrets are never on
screen when the next one sits down.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from . import i18n, theme
from .art import draw_kind
from .camera import zoom_of
from .fonts import fonts
from .widgets import Button, Label, NumberEntry, any_of, draw_bar_chart, panel, text_of

if TYPE_CHECKING:
    from .services import TableServices


class Modal:
    done: bool = False
    # Everyone at the table watches it (a reveal, the scores): the table behind
    # it is drawn as an onlooker sees it, without the seat at the screen's secrets.
    public: bool = False

    def handle(self, event: pygame.event.Event) -> bool:
        return True

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        pass


class ButtonsModal(Modal):
    """A panel of buttons (``self.buttons``) that Esc closes."""

    buttons: list[Button]

    def _close(self) -> None:
        self.done = True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._close()
        else:
            any_of(self.buttons, event)
        return True


def _centre_text(
    surf: pygame.Surface, text: str, size: int, y: int, colour: theme.Colour = theme.PANEL_TEXT, bold: bool = False, max_w: int | None = None
) -> pygame.Rect:
    img = fonts().fit(text, size, colour, max_w or surf.get_width() - 80, bold=bold)
    rect = img.get_rect(midtop=(surf.get_width() // 2, y))
    surf.blit(img, rect)
    return rect


class HandoffCover(Modal):
    """ "Pass to Aiko — click when ready": an opaque screen between two viewers."""

    def __init__(self, name: Label, colour: theme.Colour, on_ready: Callable[[], None], seat: int | None = None):
        self.seat = seat
        self._name = name  # a function: a default name follows F2 over the cover
        self.colour = colour
        self.on_ready = on_ready
        self._pressed = False

    def handle(self, event: pygame.event.Event) -> bool:
        # A press and its release, both while the cover is up: the click that
        # asked for the hand-off cannot also dismiss it.
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed:
            self._ready()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self._ready()
        return True

    @property
    def name(self) -> str:
        return text_of(self._name)

    def _ready(self) -> None:
        if not self.done:
            self.done = True
            self.on_ready()

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.COVER_BG)
        w, h = surf.get_size()
        pygame.draw.rect(surf, self.colour, pygame.Rect(0, 0, w, 10))
        pygame.draw.circle(surf, self.colour, (w // 2, h // 2 - 110), 42)
        initial = fonts().text(self.name[:1].upper() or "?", theme.FONT_HUGE, theme.ink_on(self.colour), bold=True)
        surf.blit(initial, initial.get_rect(center=(w // 2, h // 2 - 110)))
        _centre_text(surf, i18n.tr("handoff.title", name=self.name), theme.FONT_HUGE, h // 2 - 40, bold=True)
        _centre_text(surf, i18n.tr("handoff.click"), theme.FONT_TITLE, h // 2 + 30, theme.ACCENT)
        _centre_text(surf, i18n.tr("handoff.why"), theme.FONT_BODY, h // 2 + 90, theme.MUTED_TEXT)


class AskDialog(Modal):
    """A yes/no question."""

    def __init__(self, screen: pygame.Rect, question: Label, on_yes: Callable[[], None], on_no: Callable[[], None] | None = None):
        self._question = question  # a function or a catalogue key: said again after F2
        self.on_yes, self.on_no = on_yes, on_no
        self.rect = pygame.Rect(0, 0, min(720, screen.w - 40), 200)
        self.rect.center = screen.center
        bw = 150
        self.buttons = [
            Button((self.rect.centerx - bw - 10, self.rect.bottom - 60, bw, 42), "act.yes", lambda: self._close(True)),
            Button((self.rect.centerx + 10, self.rect.bottom - 60, bw, 42), "act.no", lambda: self._close(False)),
        ]

    @property
    def question(self) -> str:
        return text_of(self._question)

    def _close(self, yes: bool) -> None:
        self.done = True
        if yes:
            self.on_yes()
        elif self.on_no:
            self.on_no()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._close(False)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._close(True)
        else:
            any_of(self.buttons, event)
        return True

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect)
        y = self.rect.y + 24
        for line in fonts().wrap(self.question, theme.FONT_BODY + 1, self.rect.w - 48)[:4]:
            img = fonts().text(line, theme.FONT_BODY + 1, theme.PANEL_TEXT)
            surf.blit(img, (self.rect.x + 24, y))
            y += img.get_height() + 2
        for b in self.buttons:
            b.draw(surf)


class NumberDialog(Modal):
    """Ask for a whole number (an amount to pay)."""

    def __init__(self, screen: pygame.Rect, prompt: Label, lo: int, hi: int, value: int, on_done: Callable[[int], None], step: int = 1):
        self._prompt = prompt
        self.on_done = on_done
        self.rect = pygame.Rect(0, 0, 460, 230)
        self.rect.center = screen.center
        self.entry = NumberEntry((self.rect.x + 40, self.rect.y + 74, self.rect.w - 80, 56), value, lo, hi, step)
        self.buttons = [
            Button((self.rect.centerx - 160, self.rect.bottom - 62, 150, 42), "act.ok", self._ok),
            Button((self.rect.centerx + 10, self.rect.bottom - 62, 150, 42), "act.cancel", self._cancel),
        ]

    @property
    def prompt(self) -> str:
        return text_of(self._prompt)

    def _ok(self) -> None:
        self.done = True
        self.on_done(self.entry.value)

    def _cancel(self) -> None:
        self.done = True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._cancel()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._ok()
        elif not any_of(self.buttons, event):
            self.entry.handle(event)
        return True

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect)
        img = fonts().fit(self.prompt, theme.FONT_TITLE, theme.PANEL_TEXT, self.rect.w - 40, bold=True)
        surf.blit(img, img.get_rect(midtop=(self.rect.centerx, self.rect.y + 22)))
        self.entry.draw(surf)
        for b in self.buttons:
            b.draw(surf)


# Buttons beside a secret answer: (label, on_click, enabled) for the seat at the screen.
Extras = Callable[[int], "list[tuple[Any, Callable[[], None], Callable[[], bool]]]"]


class SecretInput(Modal):
    """Collect a secret value from each seat in turn, behind hand-offs, then reveal all at once.

    ``kind`` is ``"number"`` (a bid between ``lo`` and ``hi``) or ``"card"``
    (a card from the seat's hand zone, ``hand(seat)``).  ``on_done`` gets
    ``{seat: value}`` (a number, or the chosen piece id) after the reveal.
    ``hi`` and ``title`` may be functions of the seat (each purse holds its
    own amount); ``show(seat)`` names pieces (handles in that seat's view)
    pictured above the number, such as the cards being bid on.
    ``answered`` holds the values of seats that answer without a dialog (the
    bots): they are skipped, and shown only at the reveal with everyone's.
    ``extras(seat)`` gives buttons for the seat at the screen beside its
    answer, for what the game lets anyone do at any time (Turin's "buy a
    card"): ``ButtonSpec``-like ``(label, on_click, enabled)`` triples.  What
    they open goes above this dialog, and the number's upper limit is read
    again afterwards (a purse may have changed).  ``reveal=False`` skips the
    reveal: the choices stay secret (cards laid face down, G17's picks), and
    ``on_done`` follows the last answer.
    """

    REVEAL_S = 0.9  # long enough to see every value arrive together

    def __init__(
        self,
        services: TableServices,
        seats: list[int],
        on_done: Callable[[dict[int, Any]], None],
        kind: str = "number",
        lo: int = 0,
        hi: int | Callable[[int], int] = 99,
        hand: Callable[[int], str] | None = None,
        title: str | Callable[[int], str] | None = None,
        show: Callable[[int], list[str]] | None = None,
        answered: dict[int, Any] | None = None,
        extras: Extras | None = None,
        reveal: bool = True,
        reveal_text: Callable[[int], str] | None = None,
    ):
        self.services = services
        self.reveal = reveal
        self.reveal_text = reveal_text or (lambda n: f"{n:,}")
        self.extras = extras
        self.extra_buttons: list[Button] = []
        self._seen = 0
        self.seats = list(seats)
        self.on_done = on_done
        self.kind = kind
        self.lo, self.hi = lo, hi
        self.hand = hand or (lambda s: f"p{s}.hand")
        self.title = title
        self.show = show
        self._pictures: dict[tuple[str, int, str], pygame.Surface] = {}
        self.results: dict[int, Any] = dict(answered or {})
        self.k = 0
        self.phase = "waiting"
        self.reveal_t = 0.0
        self.choice: str | None = None
        self.card_rects: list[tuple[pygame.Rect, str, str]] = []
        self.entry: NumberEntry | None = None
        self.has_cards = True
        self.confirm = Button(
            (0, 0, 200, 46), "secret.confirm", self._confirm, enabled=lambda: self.kind == "number" or self.choice is not None or not self.has_cards
        )
        self.finish = Button((0, 0, 200, 46), "secret.done", self._finish)

    @property  # type: ignore[override]
    def public(self) -> bool:
        return self.phase == "reveal"

    def start(self) -> None:
        if not self.seats:
            self._finish()
        else:
            self._next()

    def _next(self) -> None:
        """Ask the next seat still to answer, or reveal everything once all have."""
        while self.k < len(self.seats) and self.seats[self.k] in self.results:
            self.k += 1
        if self.k < len(self.seats):
            self._ask(self.seats[self.k])
        elif not self.reveal:
            self.phase = "hidden"  # nothing to show: the choices stay face down
            self._finish()
        else:
            self.phase = "reveal"
            self.reveal_t = 0.0

    def _ask(self, seat: int) -> None:
        self.phase = "waiting"

        def ready() -> None:
            self.phase = "input"
            self.choice = None
            r = self.services.screen_rect
            hi = self.hi(seat) if callable(self.hi) else self.hi
            self.entry = NumberEntry((r.centerx - 170, r.centery - 20, 340, 60), self.lo, self.lo, max(self.lo, hi))
            self._seen = self.services.table.revision  # the table the limit was read from
            self.extra_buttons = [
                Button((0, 0, 220, 46), label, on_click, enabled=enabled) for label, on_click, enabled in (self.extras(seat) if self.extras is not None else [])
            ]

        self.services.request_viewer(seat, ready, force=True)

    def _confirm(self) -> None:
        seat = self.seats[self.k]
        if self.kind == "number":
            self.results[seat] = self.entry.value if self.entry else self.lo
        else:
            if self.choice is None and self.has_cards:
                return
            self.results[seat] = self.choice  # None: an empty hand had nothing to choose
        self.k += 1
        self._next()

    def _finish(self) -> None:
        if not self.done:
            self.done = True
            self.on_done(dict(self.results))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.phase == "input":
            if self.confirm.handle(event) or any(b.handle(event) for b in self.extra_buttons):
                return True
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.confirm.enabled:
                    self._confirm()
                return True
            if self.kind == "number" and self.entry is not None:
                self.entry.handle(event)
            elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                for rect, handle, _ in self.card_rects:
                    if rect.collidepoint(event.pos):
                        self.choice = handle
        elif self.phase == "reveal" and self.reveal_t >= self.REVEAL_S:
            if self.finish.handle(event) or (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)):
                self._finish()
        return True

    def update(self, dt: float) -> None:
        if self.phase == "reveal":
            self.reveal_t += dt
        elif self.phase == "input" and self.entry is not None and callable(self.hi) and self.services.table.revision != self._seen:
            # What an extra button did (a purchase) may change how much this seat can bid.
            self._seen = self.services.table.revision
            hi = max(self.lo, self.hi(self.seats[self.k]))
            if hi != self.entry.hi:
                self.entry.hi = hi
                self.entry.set(self.entry.value)

    def draw(self, surf: pygame.Surface) -> None:
        r = surf.get_rect()
        if self.phase == "input":
            self._draw_input(surf, r)
        elif self.phase == "reveal":
            self._draw_reveal(surf, r)

    def _draw_input(self, surf: pygame.Surface, r: pygame.Rect) -> None:
        seat = self.seats[self.k]
        shown = self.show(seat) if self.show is not None and self.kind == "number" else []
        extra = 190 if shown else 0
        box = pygame.Rect(0, 0, min(900, r.w - 60), min(r.h - 20, 360 + extra))
        box.center = r.center
        panel(surf, box, 245)
        key = "secret.bid_title" if self.kind == "number" else "secret.card_title"
        title = self.title(seat) if callable(self.title) else self.title
        title = title or i18n.tr(key, name=self.services.seat_name(seat))
        img = fonts().fit(title, theme.FONT_TITLE, theme.PANEL_TEXT, box.w - 40, bold=True)
        surf.blit(img, img.get_rect(midtop=(box.centerx, box.y + 20)))
        if shown:
            self._draw_pieces(surf, pygame.Rect(box.x + 20, box.y + 108, box.w - 40, extra - 10), shown)
        if self.kind == "number" and self.entry is not None:
            self.entry.rect.center = (box.centerx, box.centery - 10 + extra // 2)
            h = self.entry.rect.h
            self.entry.minus.rect.topleft = self.entry.rect.topleft
            self.entry.plus.rect.topleft = (self.entry.rect.right - h, self.entry.rect.y)
            self.entry.draw(surf)
            hint = fonts().fit(i18n.tr("secret.hint"), theme.FONT_BODY, theme.MUTED_TEXT, box.w - 60)
            surf.blit(hint, hint.get_rect(midtop=(box.centerx, box.y + 74)))
        else:
            self._draw_cards(surf, box, seat)
        self.confirm.rect.midbottom = (box.centerx, box.bottom - 18)
        self.confirm.draw(surf)
        for k, b in enumerate(self.extra_buttons):  # bottom left, clear of the confirm button
            b.rect.bottomleft = (box.x + 18 + k * (b.rect.w + 10), box.bottom - 18)
            b.visible = b.enabled and b.rect.right < self.confirm.rect.x - 10  # nothing to buy: no button
            if b.visible:
                b.draw(surf)
        ready = [s for s in self.seats if s in self.results and s != seat]
        if ready:  # who has already answered (bots answer at once): not what
            sep = "、" if i18n.language() == "ja" else ", "
            text = i18n.tr("secret.ready", names=sep.join(self.services.seat_name(s) for s in ready))
            img = fonts().fit(text, theme.FONT_SMALL + 1, theme.MUTED_TEXT, box.w - 60)
            surf.blit(img, img.get_rect(midbottom=(box.centerx, self.confirm.rect.y - 8)))

    def _picture(self, kind: str, level: int) -> pygame.Surface:
        """A crisp picture for the dialog, drawn once (the table's art cache may hand out
        quick stand-ins while it catches up after a zoom)."""
        key = (kind, level, i18n.language())
        img = self._pictures.get(key)
        if img is None:
            img = self._pictures[key] = draw_kind(self.services.catalog.look(kind), zoom_of(level))
        return img

    def _draw_pieces(self, surf: pygame.Surface, area: pygame.Rect, handles: list[str]) -> None:
        """Pictures of ``handles`` (as the seat at the screen sees them) side by side in ``area``."""
        kinds = {p.handle: p.kind for z in self.services.view.zones.values() for p in z.pieces}
        imgs = [self._picture(kinds[h], 4) for h in handles if h in kinds]
        if not imgs:
            return
        scale = min(1.0, area.h / max(i.get_height() for i in imgs), area.w / max(1, sum(i.get_width() + 10 for i in imgs)))
        x = area.centerx - sum(int(i.get_width() * scale) + 10 for i in imgs) / 2
        for img in imgs:
            if scale < 1.0:
                img = pygame.transform.smoothscale(img, (max(2, int(img.get_width() * scale)), max(2, int(img.get_height() * scale))))
            surf.blit(img, img.get_rect(midleft=(int(x), area.centery)))
            x += img.get_width() + 10

    def _draw_cards(self, surf: pygame.Surface, box: pygame.Rect, seat: int) -> None:
        zone = self.services.view.zones.get(self.hand(seat))
        self.card_rects = []
        pieces = [p for p in zone.pieces if not p.hidden] if zone is not None else []
        self.has_cards = bool(pieces)
        if not pieces:
            img = fonts().text(i18n.tr("secret.no_cards"), theme.FONT_BODY, theme.MUTED_TEXT)
            surf.blit(img, img.get_rect(center=box.center))
            return
        level = 3  # pictures a little larger than the table's default
        imgs = [self._picture(p.kind, level) for p in pieces]
        total = sum(i.get_width() + 12 for i in imgs)
        scale = min(1.0, (box.w - 40) / max(1, total))
        x = box.centerx - total * scale / 2
        for p, img in zip(pieces, imgs):
            if scale < 1.0:
                img = pygame.transform.smoothscale(img, (max(2, int(img.get_width() * scale)), max(2, int(img.get_height() * scale))))
            rect = img.get_rect(midleft=(int(x), box.centery - 5))
            if p.handle == self.choice:
                rect.y -= 14
                pygame.draw.rect(surf, theme.HIGHLIGHT, rect.inflate(8, 8), width=3, border_radius=8)
            surf.blit(img, rect)
            self.card_rects.append((rect, p.handle, p.kind))
            x += img.get_width() + 12

    def _draw_reveal(self, surf: pygame.Surface, r: pygame.Rect) -> None:
        box = pygame.Rect(0, 0, min(1000, r.w - 60), 380)
        box.center = r.center
        panel(surf, box, 245)
        img = fonts().fit(i18n.tr("secret.reveal"), theme.FONT_TITLE, theme.ACCENT, box.w - 40, bold=True)
        surf.blit(img, img.get_rect(midtop=(box.centerx, box.y + 18)))
        n = max(1, len(self.seats))
        slot = (box.w - 40) / n
        t = min(1.0, self.reveal_t / self.REVEAL_S)
        ease = 1 - (1 - t) ** 3
        for k, seat in enumerate(self.seats):
            cx = int(box.x + 20 + slot * (k + 0.5))
            colour = self.services.seat_colour(seat)
            name = fonts().fit(self.services.seat_name(seat), theme.FONT_BODY, colour, int(slot) - 8, bold=True)
            surf.blit(name, name.get_rect(midtop=(cx, box.y + 70)))
            # Every value rises into place together: nobody's shows first.
            y = int(box.y + 130 + (1 - ease) * 120)
            value = self.results.get(seat)
            if self.kind == "number":
                shown = int(round(ease * float(value or 0)))
                img = fonts().text(self.reveal_text(shown), theme.FONT_HUGE, theme.PANEL_TEXT, bold=True)
                surf.blit(img, img.get_rect(midtop=(cx, y)))
            elif value is not None:
                piece = self.services.table.pieces.get(value)
                if piece is not None:
                    art = self._picture(piece.kind, 1)
                    w = max(2, int(art.get_width() * max(0.05, abs(math.cos((1 - ease) * math.pi / 2)))))
                    art = pygame.transform.smoothscale(art, (w, art.get_height()))
                    surf.blit(art, art.get_rect(midtop=(cx, y)))
        if t >= 1.0:
            self.finish.rect.midbottom = (box.centerx, box.bottom - 16)
            self.finish.draw(surf)


class EndScreen(Modal):
    """Final scores as a bar chart (from ``game.score``) and the winners."""

    public = True

    def __init__(
        self,
        screen: pygame.Rect,
        names: list[str],
        values: list[float],
        winners: list[int],
        colours: list[theme.Colour],
        value_text: Callable[[float], str] | None = None,
    ):
        self.names, self.values, self.winners, self.colours = names, values, winners, colours
        self.value_text = value_text  # each bar's value in its unit ("3 turns"), not a bare number
        self.rect = pygame.Rect(0, 0, min(1000, screen.w - 60), min(560, screen.h - 80))
        self.rect.center = screen.center
        self.close = Button((self.rect.centerx - 130, self.rect.bottom - 62, 260, 44), "end.close", self._close)

    def _close(self) -> None:
        self.done = True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.done = True
        else:
            self.close.handle(event)
        return True

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.rect, 248)
        img = fonts().text(i18n.tr("end.title"), theme.FONT_TITLE + 4, theme.PANEL_TEXT, bold=True)
        surf.blit(img, img.get_rect(midtop=(self.rect.centerx, self.rect.y + 20)))
        if self.winners:
            names = (
                "、".join(self.names[w] for w in self.winners if 0 <= w < len(self.names))
                if i18n.language() == "ja"
                else ", ".join(self.names[w] for w in self.winners if 0 <= w < len(self.names))
            )
            win = fonts().text(i18n.tr("end.winner", names=names), theme.FONT_BODY + 2, theme.HIGHLIGHT, bold=True)
            surf.blit(win, win.get_rect(midtop=(self.rect.centerx, self.rect.y + 62)))
        chart = pygame.Rect(self.rect.x + 40, self.rect.y + 100, self.rect.w - 80, self.rect.h - 180)
        draw_bar_chart(surf, chart, self.names, self.values, self.colours, self.winners, self.value_text)
        self.close.draw(surf)


class HelpOverlay(Modal):
    """The keys (and mouse) that work where it was opened, from :mod:`.keys`; a click or a key closes it.

    It closes on a new press, never on the release of the click that opened it.
    """

    def __init__(self, lines: list[str], note: str | None = None):
        self.lines = lines
        self.note = note

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.done = True
        return True

    def draw(self, surf: pygame.Surface) -> None:
        r = surf.get_rect()
        half = (len(self.lines) + 1) // 2
        box = pygame.Rect(0, 0, min(1100, r.w - 60), 100 + half * 26 + (34 if self.note else 0))
        box.center = r.center
        panel(surf, box, 245)
        img = fonts().text(i18n.tr("hud.help"), theme.FONT_TITLE, theme.PANEL_TEXT, bold=True)
        surf.blit(img, (box.x + 24, box.y + 20))
        col_w = (box.w - 48) // 2
        for k, part in enumerate(self.lines):
            col, row = divmod(k, half)
            line = fonts().fit("• " + part, theme.FONT_BODY, theme.PANEL_TEXT, col_w - 10)
            surf.blit(line, (box.x + 24 + col * col_w, box.y + 70 + row * 26))
        if self.note:
            img = fonts().fit(self.note, theme.FONT_SMALL + 1, theme.MUTED_TEXT, box.w - 48)
            surf.blit(img, (box.x + 24, box.bottom - 40))


i18n.add_strings({"secret.ready": {"en": "Already chosen: {names}", "ja": "決定済み：{names}"}})
