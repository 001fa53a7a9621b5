"""The Tokyo Jidohanbaiki games: the solo games and their puzzle pack, and the table games without the tower.

One module per mini-game (``g06`` Recycling Sorter, ``g07`` Colour Sort
Against the Clock, ``g08`` Yuzu Crate Slide solo), each a referee over a
pure rule model (``g06_rules`` ...) that the puzzle solver (``solver``)
searches too.  Importing the package registers the games.
"""

from __future__ import annotations

from . import (
    daily,  # noqa: F401  (makes the "daily:" puzzles)
    g01,  # noqa: F401  (registers jido:g01)
    g02,  # noqa: F401  (registers jido:g02)
    g03,  # noqa: F401  (registers jido:g03)
    g04,  # noqa: F401  (registers jido:g04)
    g05,  # noqa: F401  (registers jido:g05)
    g06,  # noqa: F401  (registers jido:g06)
    g07,  # noqa: F401  (registers jido:g07)
    g08,  # noqa: F401  (registers jido:g08)
    g08m,  # noqa: F401  (registers jido:g08m)
    g09,  # noqa: F401  (registers jido:g09)
    g10,  # noqa: F401  (registers jido:g10)
    g11,  # noqa: F401  (registers jido:g11)
    g12,  # noqa: F401  (registers jido:g12)
    g13,  # noqa: F401  (registers jido:g13)
    g14,  # noqa: F401  (registers jido:g14)
    g15,  # noqa: F401  (registers jido:g15)
    g16,  # noqa: F401  (registers jido:g16)
    g17,  # noqa: F401  (registers jido:g17)
    g18,  # noqa: F401  (registers jido:g18)
    g19,  # noqa: F401  (registers jido:g19)
    g20,  # noqa: F401  (registers jido:g20)
    g25,  # noqa: F401  (registers jido:g25)
)
