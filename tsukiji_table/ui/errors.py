"""The window's own error: why it cannot start (or show a scene) as asked.

A module of its own so that everything in ``ui`` can raise it without
importing the package's ``__init__`` (which starts the window).
"""

from __future__ import annotations


class LaunchError(ValueError):
    """The window cannot start as asked: ``code`` 2 for bad arguments, 1 for bad files or data."""

    def __init__(self, message: str, code: int = 1):
        super().__init__(message)
        self.code = code


__all__ = ["LaunchError"]
