"""The pygame-ce front end (the only package that imports pygame).

``run_app(args)`` is called by ``tsukiji-table`` (the menu) and by
``tsukiji-table play GAME``; pygame is imported only when it runs, so the
rest of the program never loads it.
"""

from __future__ import annotations

import os
from typing import Any

from .errors import LaunchError

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep the command line's output clean


def run_app(args: Any) -> int:
    """Open the window on the menu, or straight on a game (``args.game``, ``args.load``)."""
    from .launch import run_app as _run

    return _run(args)


__all__ = ["LaunchError", "run_app"]
