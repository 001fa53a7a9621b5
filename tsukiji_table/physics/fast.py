"""Shortcuts past pymunk's Python wrappers for the per-step hot path.

``Space.step`` and the ``Body`` properties spend more time in Python (a
lock flag, post-step bookkeeping, a ``Vec2d`` per read) than Chipmunk spends
stepping a few drinks. The same C functions called directly give the same
bits, so results do not change; where this pymunk lacks them the wrappers
are used. The tower's :mod:`.sim` and the table top's flick use this module.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any

import pymunk

try:  # pymunk >= 6 is built on cffi: ``pymunk._chipmunk.lib`` holds the C functions
    from pymunk._chipmunk import ffi as _ffi
    from pymunk._chipmunk import lib as _lib

    _STEP = _lib.cpSpaceStep
except (ImportError, AttributeError):  # pragma: no cover - another pymunk
    _lib = None


# Per-body getters and setters on a body's handle (:func:`handle`): Chipmunk's own
# functions, the very calls pymunk's properties make, without a ``Vec2d`` per read or
# pymunk's attribute hook per write. A position or velocity read has ``.x`` and ``.y``.
if _lib is not None:
    get_position, get_velocity, get_spin = _lib.cpBodyGetPosition, _lib.cpBodyGetVelocity, _lib.cpBodyGetAngularVelocity
    set_velocity, set_spin, is_sleeping = _lib.cpBodySetVelocity, _lib.cpBodySetAngularVelocity, _lib.cpBodyIsSleeping
    set_position, set_angle, get_angle = _lib.cpBodySetPosition, _lib.cpBodySetAngle, _lib.cpBodyGetAngle
else:  # pragma: no cover - another pymunk: the same through the properties

    def get_position(b: Any) -> Any:
        return b.position

    def get_velocity(b: Any) -> Any:
        return b.velocity

    def get_spin(b: Any) -> float:
        return float(b.angular_velocity)

    def set_velocity(b: Any, v: tuple[float, float]) -> None:
        b.velocity = v

    def set_spin(b: Any, w: float) -> None:
        b.angular_velocity = w

    def is_sleeping(b: Any) -> bool:
        return bool(b.is_sleeping)

    def set_position(b: Any, p: tuple[float, float]) -> None:
        b.position = p

    def set_angle(b: Any, a: float) -> None:
        b.angle = a

    def get_angle(b: Any) -> float:
        return float(b.angle)


def set_mass(shape: pymunk.Shape, mass: float) -> None:
    """``shape.mass = mass`` by Chipmunk's setter, as the property calls it."""
    if _lib is None:  # pragma: no cover - another pymunk
        shape.mass = mass
    else:
        _lib.cpShapeSetMass(shape._shape, mass)


# A body's raw state, as :data:`read_body` gives it: vx, vy, spin, its transform (a, b, c, d, tx, ty)
# and whether it sleeps (non-zero). Its position is where the transform puts the body's origin,
# ``(a * 0.0 + c * 0.0 + tx, b * 0.0 + d * 0.0 + ty)``: the arithmetic of cpBodyGetPosition.
BodyState = tuple[float, float, float, float, float, float, float, float, float, int]


def _read_by_getters(b: Any) -> BodyState:
    p, v = get_position(b), get_velocity(b)
    # A transform of -1s: -0.0 + -0.0 + x is x itself, whatever x is (-0.0 included).
    return v.x, v.y, get_spin(b), -1.0, -1.0, -1.0, -1.0, p.x, p.y, int(is_sleeping(b))


# Chipmunk's cpBody as chipmunk_structs.h lays it out (pymunk declares it opaque to cffi): v at
# byte 80, w at 120, the transform at 136, sleeping.root (not NULL while asleep) at 248. One
# unpack of the body's bytes reads them all, where the getters take a C call each (and each call
# lets go of the GIL and takes it back). The same bytes, so the same floats; checked against the
# getters below, and the getters are used if this pymunk lays the body out otherwise.
_BODY = struct.Struct("=80x2d24xd8x6d64xQ")


def body_memory(body: pymunk.Body) -> Any:
    """What :data:`read_body` takes for ``body``: its cpBody's bytes (or the body's handle, for the getters)."""
    if _read_by_bytes:
        return _ffi.buffer(_ffi.cast("char *", body._body), _BODY.size)
    return handle(body)


def position_of(state: BodyState) -> tuple[float, float]:
    """The position in a :data:`read_body` state, bit for bit what cpBodyGetPosition returns."""
    _, _, _, a, b, c, d, tx, ty, _ = state
    return a * 0.0 + c * 0.0 + tx, b * 0.0 + d * 0.0 + ty


def _layout_holds() -> bool:
    if _lib is None:  # pragma: no cover - another pymunk
        return False
    space = pymunk.Space()
    space.sleep_time_threshold = 1.0
    body = pymunk.Body()
    circle = pymunk.Circle(body, 1.0, (0.5, 0.25))  # off the origin: the centre of gravity is not the position
    circle.mass = 1.0
    space.add(body, circle)
    body.position, body.angle, body.velocity, body.angular_velocity = (1.25, -2.5), 0.75, (3.75, -4.5), 5.25
    mem = _ffi.buffer(_ffi.cast("char *", body._body), _BODY.size)
    state, slow = _BODY.unpack_from(mem), _read_by_getters(body._body)
    awake = position_of(state) == position_of(slow) and state[:3] == slow[:3] and state[-1] == 0
    body.sleep()
    asleep = _BODY.unpack_from(mem)[-1] != 0 and bool(is_sleeping(body._body))
    body.activate()
    return awake and asleep and _BODY.unpack_from(mem)[-1] == 0


_read_by_bytes = _layout_holds()
read_body: Callable[[Any], BodyState] = _BODY.unpack_from if _read_by_bytes else _read_by_getters
"""``read_body(memory)``: a body's :data:`BodyState` from its :func:`body_memory`."""


def dress(shape: pymunk.Shape, friction: float, elasticity: float, shape_filter: pymunk.ShapeFilter | None, collision_type: int) -> None:
    """Set a new shape's surface, filter (None: leave it) and collision type (Chipmunk's setters, as the properties call them)."""
    if _lib is None:  # pragma: no cover - another pymunk
        shape.friction, shape.elasticity, shape.collision_type = friction, elasticity, collision_type
        if shape_filter is not None:
            shape.filter = shape_filter
        return
    h = shape._shape
    _lib.cpShapeSetFriction(h, friction)
    _lib.cpShapeSetElasticity(h, elasticity)
    if shape_filter is not None:
        _lib.cpShapeSetFilter(h, shape_filter)
    _lib.cpShapeSetCollisionType(h, collision_type)


def in_step(space: pymunk.Space) -> bool:
    """Whether pymunk's own ``Space.step`` has work of its own this time: a body added (whose
    mass it checks) or a shape removed (which it keeps alive through one step) since its last
    step. Otherwise :func:`stepper`'s step is the same Chipmunk call without the wrapper.
    """
    if _lib is None:  # pragma: no cover - another pymunk
        return True
    return bool(getattr(space, "_bodies_to_check", True)) or bool(getattr(space, "_removed_shapes", True))


def overlaps_any(space: pymunk.Space, shape: pymunk.Shape) -> bool:
    """Whether ``shape`` (outside the space) overlaps anything in it: ``bool(space.shape_query(shape))``
    without building the list of hits and their contact points. Chipmunk's answer counts a sensor's
    touch as no touch, so this is for spaces without sensors (the tower has none).
    """
    if _lib is None:  # pragma: no cover - another pymunk
        return bool(space.shape_query(shape))
    return bool(_lib.cpSpaceShapeQuery(space._space, shape._shape, _ffi.NULL, _ffi.NULL))


def handle(body: pymunk.Body) -> Any:
    """What the getters and setters above take for ``body``."""
    return body._body if _lib is not None else body


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


def multi_stepper(space: pymunk.Space) -> Callable[[float, int], None]:
    """``steps(dt, n)``: *n* of :func:`stepper`'s steps in one Python call (a frame's substeps)."""
    handle = getattr(space, "_space", None)
    if _lib is None or handle is None:

        def slow(dt: float, n: int) -> None:
            for _ in range(n):
                space.step(dt)

        return slow

    def fast(dt: float, n: int) -> None:
        for _ in range(n):
            _STEP(handle, dt)

    return fast
