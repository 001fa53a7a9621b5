"""Where the program's data lives: the rules, the assets and the user's files.

``rules/`` and ``assets/`` sit at the top of a source checkout; an installed
copy carries them inside the package (see ``pyproject.toml``).  Both are
found from any working directory.  ``TSUKIJI_TABLE_HOME`` overrides the
user's data directory (tests use it to stay out of the real one).
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


@cache  # where the program's data lies does not change while it runs (every new game asks for the rules)
def _data_dir(name: str) -> Path:
    installed = PACKAGE / "_data" / name
    if installed.is_dir():
        return installed
    checkout = PACKAGE.parent / name
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"cannot find the {name}/ directory (looked in {installed} and {checkout})")


def rules_root() -> Path:
    """The directory holding ``rules/<game>/*.yaml``."""
    return _data_dir("rules")


def assets_root() -> Path:
    """The directory holding fonts, images and sounds."""
    return _data_dir("assets")


def user_data_dir() -> Path:
    """Saves, autosaves and records (XDG data directory by default)."""
    home = os.environ.get("TSUKIJI_TABLE_HOME")
    if home:
        return Path(home)
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "tsukiji-table"
