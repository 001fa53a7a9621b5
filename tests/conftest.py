"""Headless test set-up: dummy SDL drivers and a private user-data directory."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TSUKIJI_TABLE_HOME", tempfile.mkdtemp(prefix="tsukiji-home-"))

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english_by_default():
    """Every test starts in English: the language is one setting of the program, and a test that
    switched it (the window's F2, a Japanese message check) must not change what later tests read."""
    from tsukiji_table.text import set_language

    set_language("en")
    yield
    set_language("en")
