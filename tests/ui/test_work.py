"""Long work on a worker thread: results come back on the loop's thread, Cancel stops it, errors are shown."""

from __future__ import annotations

import threading

import pygame
import pytest

from tsukiji_table.ui.work import SHOW_AFTER, Job, ProgressDialog

from .conftest import open_table

SCREEN = pygame.Rect(0, 0, 1280, 800)


def finish(box: ProgressDialog, dt: float = 1 / 60) -> None:
    assert box.job.wait(10)
    box.update(dt)


def test_the_result_is_handed_back_on_the_loops_thread():
    seen: list[tuple[int, str]] = []
    job = Job(lambda job: 6 * 7).start()
    box = ProgressDialog(SCREEN, job, "Working", lambda result: seen.append((result, threading.current_thread().name)))
    finish(box)
    assert box.done and seen == [(42, threading.current_thread().name)]


def test_the_dialog_appears_only_after_a_moment():
    gate = threading.Event()
    job = Job(lambda job: gate.wait(10)).start()
    box = ProgressDialog(SCREEN, job, "Working", lambda result: None)
    surf = pygame.Surface(SCREEN.size)
    box.update(SHOW_AFTER / 2)
    surf.fill((0, 0, 0))
    box.draw(surf)
    assert not box.shown and surf.get_at(SCREEN.center)[:3] == (0, 0, 0)
    box.update(SHOW_AFTER)
    box.draw(surf)
    assert box.shown and surf.get_at(box.rect.center)[:3] != (0, 0, 0)
    gate.set()
    finish(box)


def test_cancel_stops_the_work_at_its_next_report_and_calls_nothing_back():
    gate, reports = threading.Event(), []

    def work(job: Job[str]) -> str:
        gate.wait(10)
        for n in range(1000):
            job.report(n)
            reports.append(n)
        return "finished"

    called = []
    job = Job(work).start()
    box = ProgressDialog(SCREEN, job, "Working", called.append)
    box.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    box.update(0.1)
    assert job.cancelled and not box.done, "the dialog waits for the worker to stop"
    gate.set()
    finish(box)
    assert box.done and called == [] and reports == [] and job.result is None


def test_an_error_in_the_work_reaches_the_loop():
    def work(job: Job[None]) -> None:
        raise ValueError("no puzzle today")

    errors: list[BaseException] = []
    box = ProgressDialog(SCREEN, Job(work).start(), "Working", lambda r: None, on_error=errors.append)
    finish(box)
    assert [str(e) for e in errors] == ["no puzzle today"]
    unhandled = ProgressDialog(SCREEN, Job(work).start(), "Working", lambda r: None)
    with pytest.raises(ValueError, match="no puzzle today"):
        finish(unhandled)  # the app shows it as a message in the window


def test_a_worker_that_waits_on_files_still_finishes_while_frames_run_back_to_back(app):
    """Frames that never sleep must still let a worker that keeps releasing the GIL get it back."""
    import os
    import time

    def work(job: Job[int]) -> int:
        for n in range(300):
            os.stat(os.curdir)  # each one releases the GIL and must win it back
            job.report(n)
        return 300

    scene = open_table(app)
    got: list[int] = []
    job = Job(work).start()
    scene.modals.append(ProgressDialog(SCREEN, job, "Working", got.append))
    t0 = time.perf_counter()
    while not got:
        assert time.perf_counter() - t0 < 10, f"the worker starved: {job.progress} of 300 steps"
        app.step()
    assert got == [300]
