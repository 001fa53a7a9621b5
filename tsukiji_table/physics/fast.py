"""Shortcuts past pymunk's Python wrappers for the per-step hot path.

``Space.step`` and the ``Body`` properties spend more time in Python (a
lock flag, post-step bookkeeping, a ``Vec2d`` per read) than Chipmunk spends
stepping a few drinks. The same C functions called directly give the same
bits, so results do not change; where this pymunk lacks them the wrappers
are used. Only :mod:`.sim` uses this module.
"""

from __future__ import annotations

from collections.abc import Callable

import pymunk

try:  # pymunk >= 6 is built on cffi: ``pymunk._chipmunk.lib`` holds the C functions
    from pymunk._chipmunk import lib as _lib

    _STEP = _lib.cpSpaceStep
    _POS, _VEL, _SPIN, _SLEEPING = _lib.cpBodyGetPosition, _lib.cpBodyGetVelocity, _lib.cpBodyGetAngularVelocity, _lib.cpBodyIsSleeping
except (ImportError, AttributeError):  # pragma: no cover - another pymunk
    _lib = None


def stepper(space: pymunk.Space) -> Callable[[float], None]:
    """``step(dt)`` by Chipmunk's own step: for steps during which nothing is added to or
    removed from the space and no post-step callback is needed (our collision callbacks
    only note what happened). The tower uses it for a frame's substeps after the first,
    the table top for every step between its changes to the world.
    """
    handle = getattr(space, "_space", None)
    if _lib is None or handle is None:
        return space.step
    return lambda dt: _STEP(handle, dt)


BodyState = tuple[float, float, float, float, float, bool]  # x, y, vx, vy, spin, sleeping


def reader(body: pymunk.Body) -> Callable[[], BodyState]:
    """A function reading the body's position, velocity, spin and sleep at once."""
    handle = getattr(body, "_body", None)
    if _lib is None or handle is None:

        def slow() -> BodyState:
            (x, y), (vx, vy) = body.position, body.velocity
            return x, y, vx, vy, body.angular_velocity, body.is_sleeping

        return slow

    def fast() -> BodyState:
        p, v = _POS(handle), _VEL(handle)
        return p.x, p.y, v.x, v.y, _SPIN(handle), bool(_SLEEPING(handle))

    return fast
