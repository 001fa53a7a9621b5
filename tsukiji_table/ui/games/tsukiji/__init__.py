"""The Tokyo Tsukiji Market game screen (see :mod:`.screen`)."""

from __future__ import annotations

from .screen import TsukijiScreen

__all__ = ["TsukijiScreen"]
