"""Long work off the event loop: a worker thread, and a dialog that shows it.

A :class:`Job` runs one function on a daemon thread while the window keeps
drawing and answering.  The function reports how far it got with
:meth:`Job.report` (which also raises :class:`Cancelled` once the player
has asked to stop) and must not touch pygame or anything the loop may
change (the live table): hand it immutable data.  The loop polls the job;
its result or error is handed back on the loop's own thread.

:class:`ProgressDialog` is that poll on screen: a title, what the work is
doing, a bar and a Cancel button (Esc too).  It stays invisible for the
first :data:`SHOW_AFTER` seconds, so quick work does not flash a dialog,
and after Cancel it stays until the worker has really stopped, so two
jobs never overlap.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from typing import Any, Generic, TypeVar

import pygame

from . import i18n, theme
from .fonts import fonts
from .overlays import Modal
from .widgets import Button, panel, veil

T = TypeVar("T")

SHOW_AFTER = 0.25  # seconds before the dialog appears
SWEEP_S = 1.4  # one pass of the busy bar when the work cannot say how far it is
# Each frame the loop waits this long for the worker.  A loop that never
# sleeps (a frame slower than 1/60 s, or tests stepping frames back to back)
# takes the GIL straight back after every short release inside pygame, and
# CPython then never hands it to a worker that is waiting to reacquire it
# (after a file read, say): measured, a worker made 1 step in 3 s of frames.
LEND_S = 0.004

i18n.add_strings(
    {
        "work.cancel": {"en": "Cancel", "ja": "キャンセル"},
        "work.stopping": {"en": "Stopping…", "ja": "中止しています…"},
    }
)


class Cancelled(Exception):
    """Raised inside a job's work when the player has asked it to stop."""


class Job(Generic[T]):
    """``work(job)`` on a worker thread; see the module docstring."""

    def __init__(self, work: Callable[[Job[T]], T], name: str = "work"):
        self._work = work
        self._stop = threading.Event()
        self._finished = threading.Event()
        self.result: T | None = None
        self.error: BaseException | None = None
        self.trace = ""
        self.progress: Any = None  # what the work last reported
        self._thread = threading.Thread(target=self._run, name=f"tsukiji-{name}", daemon=True)

    def start(self) -> Job[T]:
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            self.result = self._work(self)
        except Cancelled:
            pass
        except Exception as exc:  # handed to the loop, which shows it as a message
            self.error = exc
            self.trace = traceback.format_exc()
        finally:
            self._finished.set()

    # ---------------------------------------------------- the worker's side

    def report(self, progress: Any = None) -> None:
        """Say how far the work is (any value the dialog's ``describe`` reads); stop if asked."""
        if self._stop.is_set():
            raise Cancelled
        if progress is not None:
            self.progress = progress

    # ------------------------------------------------------ the loop's side

    def cancel(self) -> None:
        self._stop.set()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    @property
    def done(self) -> bool:
        return self._finished.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the work ends (tests and scripts only; the window polls)."""
        return self._finished.wait(timeout)


Describe = Callable[[Any], tuple[str, float | None]]


class ProgressDialog(Modal):
    """A job on screen until it ends; then ``on_done(result)`` or ``on_error(exc)``.

    ``describe(progress)`` gives the line under the title and the bar's
    fraction (``None``: a busy bar); keep its text coarse (it is rendered
    once per distinct line).  Nothing is called back after Cancel.
    """

    def __init__(
        self,
        screen: pygame.Rect,
        job: Job[Any],
        title: str,
        on_done: Callable[[Any], None],
        describe: Describe | None = None,
        on_error: Callable[[BaseException], None] | None = None,
        show_after: float = SHOW_AFTER,
    ):
        self.job = job
        self.title = title
        self.on_done = on_done
        self.on_error = on_error
        self.describe = describe or (lambda progress: ("", None))
        self.show_after = show_after
        self.age = 0.0
        self.rect = pygame.Rect(0, 0, min(620, screen.w - 40), 190)
        self.rect.center = screen.center
        self.bar = pygame.Rect(self.rect.x + 28, self.rect.y + 98, self.rect.w - 56, 14)
        self.button = Button((self.rect.centerx - 80, self.rect.bottom - 56, 160, 40), "work.cancel", self.cancel, enabled=lambda: not self.job.cancelled)

    @property
    def shown(self) -> bool:
        return self.age >= self.show_after

    def cancel(self) -> None:
        self.job.cancel()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
        elif self.shown:
            self.button.handle(event)
        return True

    def update(self, dt: float) -> None:
        self.age += dt
        if self.done or not self.job.wait(LEND_S):
            return
        self.done = True
        if self.job.cancelled:
            return
        if self.job.error is not None:
            if self.on_error is None:
                raise self.job.error
            self.on_error(self.job.error)
        else:
            self.on_done(self.job.result)

    def draw(self, surf: pygame.Surface) -> None:
        if not self.shown or self.done:
            return
        veil(surf)
        panel(surf, self.rect, 255)
        f = fonts()
        title = f.fit(self.title, theme.FONT_TITLE - 4, theme.PANEL_TEXT, self.rect.w - 48, bold=True)
        surf.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 20)))
        text, fraction = self.describe(self.job.progress)
        if self.job.cancelled:
            text, fraction = i18n.tr("work.stopping"), None
        if text:
            line = f.fit(text, theme.FONT_SMALL + 1, theme.MUTED_TEXT, self.rect.w - 48)
            surf.blit(line, line.get_rect(midtop=(self.rect.centerx, self.rect.y + 64)))
        pygame.draw.rect(surf, theme.shade(theme.PANEL, 0.7), self.bar, border_radius=self.bar.h // 2)
        if fraction is None:
            # Busy, with no measure of how far: a block sweeping to and fro.
            w = self.bar.w // 4
            phase = (self.age / SWEEP_S) % 2.0
            x = self.bar.x + int((phase if phase <= 1 else 2 - phase) * (self.bar.w - w))
            fill = pygame.Rect(x, self.bar.y, w, self.bar.h)
        else:
            fill = pygame.Rect(self.bar.x, self.bar.y, max(self.bar.h, int(self.bar.w * min(1.0, max(0.0, fraction)))), self.bar.h)
        pygame.draw.rect(surf, theme.ACCENT, fill, border_radius=self.bar.h // 2)
        self.button.draw(surf)


__all__ = ["Cancelled", "Job", "ProgressDialog", "SHOW_AFTER"]
