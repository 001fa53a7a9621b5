"""Headless test set-up: dummy SDL drivers and a private user-data directory."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TSUKIJI_TABLE_HOME", tempfile.mkdtemp(prefix="tsukiji-home-"))

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


# Every refusal the program makes while the suite runs is recorded and checked
# by the last test (tests/wording.py, tests/test_words.py).
from tests import wording  # noqa: E402

wording.install()

LAST = "test_every_refusal_raised_in_the_suite_is_in_words"


def pytest_collection_modifyitems(session, config, items):
    last = [item for item in items if item.name == LAST]
    items[:] = [item for item in items if item.name != LAST] + last


def pytest_runtest_setup(item):
    wording.RECORDER.start(item.nodeid)


def pytest_sessionfinish(session, exitstatus):
    if os.environ.get("WORDS_DUMP"):
        with open(os.environ["WORDS_DUMP"], "w", encoding="utf-8") as out:
            for f in sorted(wording.RECORDER.findings(), key=lambda f: (f.kind, f.origin)):
                out.write(f.line() + "\n")
            out.write(f"counts {wording.RECORDER.counts}\n")


@pytest.fixture(autouse=True)
def _english_by_default():
    """Every test starts in English: the language is one setting of the program, and a test that
    switched it (the window's F2, a Japanese message check) must not change what later tests read."""
    from tsukiji_table.text import set_language

    set_language("en")
    yield
    set_language("en")
