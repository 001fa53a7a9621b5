"""Temporary files of interrupted saves, found and removed.

:func:`~.save.atomic_write` writes ``.NAME.XXXXXXXX.tmp`` beside its target
and renames it over the target; a process killed between the two leaves the
temporary file behind.  The next write into the same folder removes such
leftovers once they are older than :data:`STALE_SECONDS`, so a save that is
being written right now by another process is never touched.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

STALE_SECONDS = 60.0  # no save takes this long to write
# What tempfile.mkstemp(prefix=".NAME.", suffix=".tmp") makes: eight random letters, digits or _.
LEFTOVER = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")


def leftovers(folder: str | os.PathLike[str]) -> list[Path]:
    """Temporary files of interrupted saves in ``folder`` (any age)."""
    try:
        return sorted(p for p in Path(folder).iterdir() if LEFTOVER.fullmatch(p.name) and p.is_file())
    except OSError:
        return []


def remove_stale(folder: str | os.PathLike[str], now: float | None = None) -> int:
    """Remove the leftovers older than :data:`STALE_SECONDS`; how many went (failures are ignored)."""
    now = time.time() if now is None else now
    removed = 0
    for path in leftovers(folder):
        try:
            if now - path.stat().st_mtime >= STALE_SECONDS:
                path.unlink()
                removed += 1
        except OSError:
            pass
    return removed
