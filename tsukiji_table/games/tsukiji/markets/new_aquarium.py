"""New Aquarium (「新水族館」市場, expansion): an Aquarium paid for with a barrel.

Entered by paying 1 barrel of any species on sale at your harbor (back to
its market); inside it works as the base Aquarium.  Its clam/oyster space
takes either token (they share a shape).  Always in play with the Aquarium
(set-up pairing, ``setup.py``).
"""

from __future__ import annotations

from .aquarium import Aquarium
from .base import market


@market("new_aquarium")
class NewAquarium(Aquarium):
    """Everything besides the entry (data) is the Aquarium's."""
