"""Playing Turin Market through the real window, as the people at the screen would.

:class:`Player` looks at what the window shows (the hand-off cover, a
dialog, the table) and answers with posted mouse and key events, then
steps one frame.  What it decides (which card, how much) comes from a
policy the test gives; what the window does with it is the window's own
code: the secret input, the referee's actions, the hand-offs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from tsukiji_table.games.turin import market
from tsukiji_table.table import Visibility
from tsukiji_table.ui.games.turin_dialogs import ChoiceDialog, CoinTossDialog, ResultDialog
from tsukiji_table.ui.games.turin_end import TurinEndScreen
from tsukiji_table.ui.overlays import AskDialog, NumberDialog, SecretInput

from ..ui.conftest import click, drag, key, post


@dataclass
class Policy:
    """The players' decisions: ``bid(seat, round, money, rebid)``, ``offer(seat, round) -> price or None``,
    ``buy(seat, card) -> bool``."""

    bid: Callable[[int, int, int, bool], int]
    offer: Callable[[int, int], int | None] = lambda seat, rnd: None
    buy: Callable[[int, str], bool] = lambda seat, card: False


@dataclass
class Player:
    app: Any
    policy: Policy
    seen: list[str] = field(default_factory=list)  # dialogs met, by class name, in order
    leaks: list[str] = field(default_factory=list)
    frames: int = 0

    @property
    def scene(self) -> Any:
        return self.app.scene

    def top(self) -> Any:
        """The dialog in front (the one that takes the events), if any."""
        return next((m for m in reversed(self.scene.modals) if not m.done), None)

    def step(self, dt: float = 1 / 60) -> None:
        self.app.step(dt)
        self.frames += 1
        self.check_secrets()

    def check_secrets(self) -> None:
        """What was just drawn: faces of private zones only for the viewer, closed purses for the others."""
        s = self.scene
        record = s.frame_log[-1] if s.frame_log else None
        if record is None or record.cover:
            return
        if record.faces_of - {s.viewer}:
            self.leaks.append(f"frame {record.frame}: faces of {set(record.faces_of)} shown to seat {s.viewer}")
        if record.faces_of and any(m.public and not m.done for m in s.modals):
            self.leaks.append(f"frame {record.frame}: seat {s.viewer}'s secrets behind a dialog everyone watches")
        for item in s.renderer.items:
            zone = s.table.zones.get(item.zone)
            if zone is None or zone.owner is None or zone.owner == s.viewer or zone.visibility is not Visibility.OWNER:
                continue
            if item.what == "coin" or (item.what == "piece" and not item.hidden):
                self.leaks.append(f"frame {record.frame}: {item.what} {item.handle} of {item.zone} shown to seat {s.viewer}")

    # ------------------------------------------------------------ playing

    def play(self, until: Callable[[], bool], limit: int = 3000) -> None:
        for _ in range(limit):
            if until():
                return
            self.act()
        raise AssertionError(f"not reached after {limit} moves; phase {self.scene.table.vars.get('phase')}, modals {self.scene.modals}")

    def _note(self, thing: Any) -> None:
        name = type(thing).__name__
        if not self.seen or self.seen[-1] != name:
            self.seen.append(name)

    def act(self) -> None:
        s = self.scene
        if s.cover is not None:
            self._note(s.cover)
            click(self.app, s.screen_rect.center)
            self.check_secrets()
            return
        modal = self.top()
        if modal is not None:
            self._note(modal)
            self._answer(modal)
            return
        self._on_table()

    def _answer(self, modal: Any) -> None:
        s = self.scene
        if isinstance(modal, SecretInput):
            if modal.phase == "input":
                seat = modal.seats[modal.k]
                if modal.kind == "card":
                    self.step()  # the dialog lays out the seat's hand as it draws
                    assert {h for _, h, _ in modal.card_rects} == set(s.table.zones[f"p{seat}.hand"].ids)
                    click(self.app, modal.card_rects[0][0].center)
                else:
                    money = s.table.money(f"p{seat}.money")
                    rebid = s.table.vars.get("phase") == "rebid"
                    post(pygame.TEXTINPUT, text=str(self.policy.bid(seat, s.table.vars["round"], money, rebid)))
                    self.step()
                key(self.app, pygame.K_RETURN)
            else:
                self.step(0.5)  # the reveal rises into place
                key(self.app, pygame.K_RETURN)
        elif isinstance(modal, (ResultDialog, AskDialog)):
            key(self.app, pygame.K_RETURN)
        elif isinstance(modal, CoinTossDialog):
            self.step(0.5)
            if modal.landed:
                key(self.app, pygame.K_RETURN)
        elif isinstance(modal, NumberDialog):
            post(pygame.TEXTINPUT, text=str(self._price))
            self.step()
            key(self.app, pygame.K_RETURN)
        elif isinstance(modal, ChoiceDialog):
            click(self.app, modal.choices[0].rect.center)
        elif isinstance(modal, TurinEndScreen):
            self.step()
        else:
            key(self.app, pygame.K_ESCAPE)

    def _on_table(self) -> None:
        s = self.scene
        screen = s.plugin
        t = s.table
        phase = t.vars.get("phase")
        if phase == "pick" and screen.my_pick() is not None:
            card = next(sp for sp in s.layout.by_zone["lot"] if not sp.under and sp.handle not in screen.picked)
            click(self.app, s.camera.to_screen(card.x, card.y))
            return
        if phase == "sell" and s.viewer in s.game.to_move(t):
            for card, seller in market.active_offers(t).items():
                if seller != s.viewer and t.money(f"p{s.viewer}.money") >= market.price(t, card) and self.policy.buy(s.viewer, card):
                    sprite = next(sp for sp in s.layout.sprites if sp.handle == card)
                    click(self.app, s.camera.to_screen(sprite.x, sprite.y - sprite.h / 4))  # above the money on it
                    return
            offerable = market.offerable(t, s.viewer)
            price = self.policy.offer(s.viewer, t.vars["round"]) if offerable else None
            if price is not None and t.money(f"p{s.viewer}.money") >= price:
                self._price = price
                sprite = next(sp for sp in s.layout.sprites if sp.handle == offerable[0])
                lot = s.layout.boxes["lot"].room
                drag(self.app, s.camera.to_screen(sprite.x, sprite.y - sprite.h / 4), s.camera.to_screen(lot[0] + lot[2] / 2, lot[1] + lot[3] / 2))
                return
            button = next(b for b in s.hud.side if b.label == "turin.btn.pass")
            click(self.app, button.rect.center)
            return
        self.step()

    _price = 1
