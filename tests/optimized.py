"""Run a check in a child ``python -O``, where assert statements are stripped.

The invariant checkers must still fire there: a soak run under ``-O`` that
checks nothing would report every game as sound.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_CHILD = textwrap.dedent(
    """
    import importlib, sys
    if not sys.flags.optimize:
        sys.exit("the child is not optimized")
    assert False, "asserts are not stripped"
    module, _, name = sys.argv[1].partition(":")
    try:
        getattr(importlib.import_module(module), name)()
    except Exception as exc:
        print(type(exc).__name__)
        print(exc)
        sys.exit(0)
    sys.exit("no exception")
    """
)


def raised_under_optimize(target: str) -> tuple[str, str]:
    """Call ``module:function`` under ``python -O``: the name and message of the exception it raised."""
    done = subprocess.run([sys.executable, "-O", "-c", _CHILD, target], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{target} under python -O: {done.stderr.strip() or done.stdout.strip()}"
    name, _, message = done.stdout.rstrip("\n").partition("\n")
    return name, message
