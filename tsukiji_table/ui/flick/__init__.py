"""The table top seen from above and the flick input (G01, G02): a component a game screen hosts.

See :mod:`.view` (drawing, aiming, the animation), :mod:`.aim` (pull ->
angle and power, no pygame) and :mod:`.hooks` (the mixin for a game screen).
"""

from .hooks import FlickHooks
from .view import FlickView

__all__ = ["FlickHooks", "FlickView"]
