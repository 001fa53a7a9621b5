"""The table top's few pymunk calls, without pymunk's Python around them.

A flick builds and drops a handful of shapes, bodies and joints and sets
up its collision handlers in well under a millisecond, so pymunk's checks
around each (``Space.add`` asserting through properties that a shape is not
in another space, a ``WeakKeyDictionary`` per joint, ...) cost more than
Chipmunk's work.  These functions keep pymunk's own bookkeeping (what a
space holds, what a shape's ``space`` says, the handles its callbacks find
objects by) and make the very C calls pymunk makes, in the same order, so
the simulation is bit for bit the same.  Where this pymunk lacks the
internals they rely on, pymunk's own methods are used.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import Any

import pymunk

from ..fast import stepper as fast_stepper

_IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)  # pymunk's Transform.identity(), as the cpTransform Chipmunk is handed

try:  # pymunk 7: cffi ``lib``; the dead reference pymunk gives what left a space
    from pymunk._chipmunk import ffi as _ffi
    from pymunk._chipmunk import lib as _lib
    from pymunk._util import _dead_ref

    _ADD_SHAPE, _REMOVE_SHAPE = _lib.cpSpaceAddShape, _lib.cpSpaceRemoveShape
    _ADD_BODY, _REMOVE_BODY = _lib.cpSpaceAddBody, _lib.cpSpaceRemoveBody
    _ADD_JOINT, _REMOVE_JOINT = _lib.cpSpaceAddConstraint, _lib.cpSpaceRemoveConstraint
    _Circle, _NEW_CIRCLE = pymunk.Circle, _lib.cpCircleShapeNew
    _CIRCLE_NEW = pymunk.Circle.__new__
    _Poly, _NEW_POLY, _POLY_NEW = pymunk.Poly, _lib.cpPolyShapeNew, pymunk.Poly.__new__
    _Body, _BODY_NEW, _PivotJoint, _JOINT_NEW = pymunk.Body, pymunk.Body.__new__, pymunk.PivotJoint, pymunk.PivotJoint.__new__

    def _attributes() -> bool:
        """Whether this pymunk's objects hold just the attributes the constructors below set."""
        a, b = pymunk.Body(body_type=pymunk.Body.STATIC), pymunk.Body()
        joint = pymunk.PivotJoint(a, b, (0.0, 0.0), (0.0, 0.0))
        return (
            set(pymunk.Circle(None, 1.0).__dict__) == {"_body", "_shape", "_h"}
            and set(pymunk.Poly(None, [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0)]).__dict__) == {"_body", "_shape", "_h"}
            and tuple(pymunk.Transform.identity()) == _IDENTITY
            and set(b.__dict__) == {"_body", "_space", "_constraints", "_shapes", "_data_handle"}
            and set(joint.__dict__) == {"_constraint", "_a", "_b", "_data_handle"}
        )

    FAST = hasattr(pymunk.Space(), "_removed_shapes") and _attributes()
except (ImportError, AttributeError):  # pragma: no cover - another pymunk
    FAST = False


def _shape_free(cp_shape: Any) -> None:
    """pymunk's finaliser of a shape: out of its space if it is still in one, then freed."""
    cp_space = _lib.cpShapeGetSpace(cp_shape)
    if cp_space != _ffi.NULL:
        _lib.cpSpaceRemoveShape(cp_space, cp_shape)
    _lib.cpShapeFree(cp_shape)


def circle(body: pymunk.Body, radius: float, offset: tuple[float, float]) -> pymunk.Circle:
    """``pymunk.Circle(body, radius, offset)``: the same C shape and the same Python attributes, set without
    pymunk's attribute hook and the finaliser closure it makes per shape (a flick makes hundreds of discs)."""
    if not FAST:  # pragma: no cover - another pymunk
        return pymunk.Circle(body, radius, offset)
    c = _CIRCLE_NEW(_Circle)
    held = c.__dict__
    held["_body"] = weakref.ref(body)
    body._shapes[c] = None
    cp = held["_shape"] = _ffi.gc(_NEW_CIRCLE(body._body, radius, offset), _shape_free)
    h = held["_h"] = _ffi.new_handle(c)
    _lib.cpShapeSetUserData(cp, h)
    return c


def poly(body: pymunk.Body, vertices: Sequence[tuple[float, float]], radius: float) -> pymunk.Poly:
    """``pymunk.Poly(body, vertices, radius=radius)``, made as :func:`circle` makes a disc (crates and lying drinks)."""
    if not FAST:  # pragma: no cover - another pymunk
        return pymunk.Poly(body, list(vertices), radius=radius)
    p = _POLY_NEW(_Poly)
    held = p.__dict__
    held["_body"] = weakref.ref(body)
    body._shapes[p] = None
    cp = held["_shape"] = _ffi.gc(_NEW_POLY(body._body, len(vertices), vertices, _IDENTITY, radius), _shape_free)
    h = held["_h"] = _ffi.new_handle(p)
    _lib.cpShapeSetUserData(cp, h)
    return p


def _body_free(cp_body: Any) -> None:
    """pymunk's finaliser of a body: its shapes and joints out of the space, out itself, then freed."""
    _lib.cpBodyEachShape(cp_body, _lib.ext_cpBodyShapeIteratorFunc, _ffi.NULL)
    _lib.cpBodyEachConstraint(cp_body, _lib.ext_cpBodyConstraintIteratorFunc, _ffi.NULL)
    cp_space = _lib.cpBodyGetSpace(cp_body)
    if cp_space != _ffi.NULL:
        _lib.cpSpaceRemoveBody(cp_space, cp_body)
    _lib.cpBodyFree(cp_body)


def _joint_free(cp_joint: Any) -> None:
    """pymunk's finaliser of a joint."""
    cp_space = _lib.cpConstraintGetSpace(cp_joint)
    if cp_space != _ffi.NULL:
        _lib.cpSpaceRemoveConstraint(cp_space, cp_joint)
    _lib.cpConstraintFree(cp_joint)


def gripped_body(anchor: pymunk.Body, position: tuple[float, float], angle: float, max_bias: float) -> tuple[pymunk.Body, pymunk.PivotJoint]:
    """``body = pymunk.Body()`` at ``position`` and ``angle``, and ``pymunk.PivotJoint(anchor, body, (0, 0), (0, 0))``
    with ``max_bias``: the same C objects and Python attributes, without pymunk's attribute hook per write."""
    if not FAST:  # pragma: no cover - another pymunk
        body = pymunk.Body()
        body.position, body.angle = position, angle
        joint = pymunk.PivotJoint(anchor, body, (0.0, 0.0), (0.0, 0.0))
        joint.max_bias = max_bias
        return body, joint
    body = _BODY_NEW(_Body)
    held = body.__dict__
    cp_body = held["_body"] = _ffi.gc(_lib.cpBodyNew(0, 0), _body_free)
    held["_space"] = _dead_ref
    held["_constraints"] = weakref.WeakKeyDictionary()
    held["_shapes"] = {}
    h = held["_data_handle"] = _ffi.new_handle(body)
    _lib.cpBodySetUserData(cp_body, h)
    _lib.cpBodySetPosition(cp_body, position)
    _lib.cpBodySetAngle(cp_body, angle)
    joint = _JOINT_NEW(_PivotJoint)
    held = joint.__dict__
    cp_joint = held["_constraint"] = _ffi.gc(_lib.cpPivotJointNew2(anchor._body, cp_body, (0.0, 0.0), (0.0, 0.0)), _joint_free)
    held["_a"], held["_b"] = anchor, body
    anchor._constraints[joint] = None
    body._constraints[joint] = None
    h = held["_data_handle"] = _ffi.new_handle(joint)
    _lib.cpConstraintSetUserData(cp_joint, h)
    _lib.cpConstraintSetMaxBias(cp_joint, max_bias)
    return body, joint


def static_body(space: pymunk.Space) -> pymunk.Body:
    """``space.static_body``; made the first time as pymunk makes it (``Body(body_type=STATIC)``, then added to
    the space), without its attribute hook per write."""
    body = space._static_body
    if body is not None:
        return body
    if not FAST:  # pragma: no cover - another pymunk
        return space.static_body
    body = _BODY_NEW(_Body)
    held = body.__dict__
    held["_body"] = _ffi.gc(_lib.cpBodyNewStatic(), _body_free)
    held["_space"] = _dead_ref
    held["_constraints"] = weakref.WeakKeyDictionary()
    held["_shapes"] = {}
    h = held["_data_handle"] = _ffi.new_handle(body)
    _lib.cpBodySetUserData(body._body, h)
    space._static_body = body
    held["_space"] = weakref.ref(space)
    _ADD_BODY(space._space, body._body)
    return body


def set_pose(body: pymunk.Body, position: tuple[float, float], angle: float) -> None:
    """``body.position, body.angle = position, angle`` by the C calls pymunk's setters make."""
    if not FAST:  # pragma: no cover - another pymunk
        body.position, body.angle = position, angle
        return
    _lib.cpBodySetPosition(body._body, position)
    _lib.cpBodySetAngle(body._body, angle)


def set_mass(shape: pymunk.Shape, mass: float) -> None:
    """``shape.mass = mass`` (pymunk's setter is this one C call, behind its attribute hook)."""
    if not FAST:  # pragma: no cover - another pymunk
        shape.mass = mass
        return
    _lib.cpShapeSetMass(shape._shape, mass)


def set_filter(shape: pymunk.Shape, shape_filter: pymunk.ShapeFilter) -> None:
    """``shape.filter = shape_filter``, by the C call pymunk's setter makes."""
    if not FAST:  # pragma: no cover - another pymunk
        shape.filter = shape_filter
        return
    _lib.cpShapeSetFilter(shape._shape, shape_filter)


def set_max_force(joint: pymunk.Constraint, force: float) -> None:
    """``joint.max_force = force``, by the C call pymunk's setter makes."""
    if not FAST:  # pragma: no cover - another pymunk
        joint.max_force = force
        return
    _lib.cpConstraintSetMaxForce(joint._constraint, force)


def body_pose(body: pymunk.Body) -> tuple[float, float, float]:
    """``(body.position.x, body.position.y, body.angle)``, by the C calls pymunk's getters make (no ``Vec2d``)."""
    if not FAST:  # pragma: no cover - another pymunk
        p = body.position
        return p.x, p.y, float(body.angle)
    h = body._body
    p = _lib.cpBodyGetPosition(h)
    return p.x, p.y, _lib.cpBodyGetAngle(h)


def world_core(shape: pymunk.Shape) -> tuple[list[tuple[float, float]], float] | None:
    """A circle's centre, or a polygon's corners, in world coordinates, and its radius: what
    ``body.local_to_world`` of ``shape.offset`` or of each of ``shape.get_vertices()`` gives, by the
    same C calls without a ``Vec2d`` per point; None for another shape (or another pymunk)."""
    if not FAST:  # pragma: no cover - another pymunk
        return None
    body = shape._body()
    if body is None:
        return None
    hb, hs = body._body, shape._shape
    to_world = _lib.cpBodyLocalToWorld
    if type(shape) is _Circle:
        c = to_world(hb, _lib.cpCircleShapeGetOffset(hs))
        return [(c.x, c.y)], _lib.cpCircleShapeGetRadius(hs)
    if type(shape) is not _Poly:
        return None
    vert, pts = _lib.cpPolyShapeGetVert, []
    for i in range(_lib.cpPolyShapeGetCount(hs)):
        w = to_world(hb, vert(hs, i))
        pts.append((w.x, w.y))
    return pts, _lib.cpPolyShapeGetRadius(hs)


def moment(body: pymunk.Body) -> float:
    """``body.moment``, by the C call pymunk's getter makes."""
    if not FAST:  # pragma: no cover - another pymunk
        return float(body.moment)
    return float(_lib.cpBodyGetMoment(body._body))


def add_shapes(space: pymunk.Space, shapes: list[pymunk.Shape]) -> None:
    """``space.add(*shapes)`` for shapes whose body is in ``space`` already."""
    if not FAST:  # pragma: no cover - another pymunk
        space.add(*shapes)
        return
    ref, held, cp = weakref.ref(space), space._shapes, space._space
    for s in shapes:
        s.__dict__["_space"] = ref  # past pymunk's attribute hook
        held[s] = None
        _ADD_SHAPE(cp, s._shape)


def remove_shapes(space: pymunk.Space, shapes: list[pymunk.Shape]) -> None:
    """``space.remove(*shapes)`` for shapes in ``space`` (kept alive through the next step, as pymunk does)."""
    if not FAST:  # pragma: no cover - another pymunk
        space.remove(*shapes)
        return
    held, removed, cp = space._shapes, space._removed_shapes, space._space
    for s in shapes:
        removed[s] = None
        s.__dict__["_space"] = _dead_ref
        _REMOVE_SHAPE(cp, s._shape)
        del held[s]


def add_body(space: pymunk.Space, body: pymunk.Body, shapes: list[pymunk.Shape], joint: pymunk.Constraint) -> None:
    """``space.add(body, *shapes, joint)``: the body, then its shapes, then the joint."""
    if not FAST:  # pragma: no cover - another pymunk
        space.add(body, *shapes, joint)
        return
    body.__dict__["_space"] = weakref.ref(space)  # past pymunk's attribute hook
    space._bodies[body] = None
    space._bodies_to_check.add(body)
    _ADD_BODY(space._space, body._body)
    add_shapes(space, shapes)
    space._constraints[joint] = None
    _ADD_JOINT(space._space, joint._constraint)


def remove_body(space: pymunk.Space, body: pymunk.Body, joint: pymunk.Constraint | None) -> None:
    """``space.remove(joint)`` then ``space.remove(body)`` (its shapes removed already)."""
    if not FAST:  # pragma: no cover - another pymunk
        if joint is not None:
            space.remove(joint)
        space.remove(body)
        return
    if joint is not None:
        _REMOVE_JOINT(space._space, joint._constraint)
        del space._constraints[joint]
    body._space = _dead_ref
    space._bodies_to_check.discard(body)
    _REMOVE_BODY(space._space, body._body)
    del space._bodies[body]


def stepper(space: pymunk.Space) -> tuple[Callable[[Any, float], None], Any]:
    """``(step, handle)``: ``step(handle, dt)`` is Chipmunk's own step of ``space`` (see :func:`..fast.stepper`),
    called with no Python frame or ``functools.partial`` between (the partial cost a third of the call)."""
    if not FAST:  # pragma: no cover - another pymunk
        return _step_slow, fast_stepper(space)
    return _lib.cpSpaceStep, space._space


def _step_slow(step: Callable[[float], None], dt: float) -> None:  # pragma: no cover - another pymunk
    step(dt)


Callback = Callable[[pymunk.Arbiter, pymunk.Space, Any], None]


class _Handler:
    """What pymunk's collision trampolines look up through a handler's user data."""

    def __init__(self, begin: Callback | None, pre_solve: Callback | None) -> None:
        self._space = None  # the callbacks are handed None for the space: no cycle through the space
        self._begin = begin
        self._pre_solve = pre_solve
        self.data: dict[str, Any] = {"begin": None, "pre_solve": None}


def on_collision(space: pymunk.Space, a: int, b: int, begin: Callback | None = None, pre_solve: Callback | None = None) -> None:
    """``space.on_collision(a, b, begin=..., pre_solve=...)`` for a space that has no handler for ``(a, b)`` yet
    (the callbacks' ``space`` argument is None)."""
    if not FAST:  # pragma: no cover - another pymunk
        space.on_collision(a, b, begin=begin, pre_solve=pre_solve)
        return
    h = _lib.cpSpaceAddCollisionHandler(space._space, a, b)
    handler = _Handler(begin, pre_solve)
    keep = _ffi.new_handle(handler)
    h.userData = keep
    if begin is not None:
        h.beginFunc = _lib.ext_cpCollisionBeginFunc
    if pre_solve is not None:
        h.preSolveFunc = _lib.ext_cpCollisionPreSolveFunc
    space._handlers[(a, b)] = (handler, keep)  # type: ignore[assignment]  # kept alive as long as the space


def arbiter_shapes(arb: pymunk.Arbiter) -> tuple[pymunk.Shape, pymunk.Shape]:
    """``arb.shapes``: the same C calls, one buffer for the pair (pymunk makes two) and no Python call per shape."""
    if not FAST:  # pragma: no cover - another pymunk
        return arb.shapes
    pair = _ffi.new("cpShape *[2]")
    _lib.cpArbiterGetShapes(arb._arbiter, pair, pair + 1)
    user_data, from_handle = _lib.cpShapeGetUserData, _ffi.from_handle
    return from_handle(user_data(pair[0])), from_handle(user_data(pair[1]))  # shapes in a space: never NULL


def pressing_speed(arb: pymunk.Arbiter) -> float | None:
    """How fast the first body of the pair moves into the second at their first contact point, along the
    normal (``arb.shapes[0].body.velocity_at_world_point(arb.contact_point_set.points[0].point_a).dot(arb.normal)``,
    without the Python objects); None without a contact point."""
    if not FAST:  # pragma: no cover - another pymunk
        points = arb.contact_point_set.points
        body = arb.shapes[0].body
        return None if not points or body is None else float(body.velocity_at_world_point(points[0].point_a).dot(arb.normal))
    h = arb._arbiter
    cps = _lib.cpArbiterGetContactPointSet(h)
    if cps.count <= 0:
        return None
    bodies = _ffi.new("cpBody *[2]")
    _lib.cpArbiterGetBodies(h, bodies, bodies + 1)
    v = _lib.cpBodyGetVelocityAtWorldPoint(bodies[0], cps.points[0].pointA)
    n = _lib.cpArbiterGetNormal(h)
    return float(v.x * n.x + v.y * n.y)


Blow = tuple[tuple[float, float], float, float, float, tuple[float, float], tuple[float, float]]


def _inverse_mass(body: pymunk.Body, point: pymunk.Vec2d, normal: pymunk.Vec2d) -> float:
    """1 / (the body's mass as seen along ``normal`` at ``point``), its turning included."""
    r = point - body.local_to_world(body.center_of_gravity)
    rn = r.cross(normal)
    return 1.0 / body.mass + rn * rn / body.moment


def _inverse_mass_c(b: Any, px: float, py: float, nx: float, ny: float) -> float:
    """:func:`_inverse_mass` by Chipmunk's getters on a body's handle, the same arithmetic in the same order."""
    w = _lib.cpBodyLocalToWorld(b, _lib.cpBodyGetCenterOfGravity(b))
    rx, ry = px - w.x, py - w.y
    rn = rx * ny - ry * nx
    return 1.0 / _lib.cpBodyGetMass(b) + rn * rn / _lib.cpBodyGetMoment(b)


def contact_blow(arb: pymunk.Arbiter, a: pymunk.Body, b: pymunk.Body | None) -> Blow | None:
    """At a contact's first point, body ``a`` against ``b`` (None: something immovable): (normal, closing
    speed, effective mass along the normal, restitution, a's velocity there, b's), or None if they do not
    close (or have no contact point). pymunk's properties and ``Vec2d`` arithmetic, or the very same C
    calls and float operations without the Python objects."""
    if not FAST:  # pragma: no cover - another pymunk
        points = arb.contact_point_set.points
        if not points:
            return None
        n, p = arb.normal, points[0].point_a
        va = a.velocity_at_world_point(p)
        vb = b.velocity_at_world_point(p) if b is not None else pymunk.Vec2d(0.0, 0.0)
        closing = (va - vb).dot(n)
        if closing <= 0.0:
            return None
        k = _inverse_mass(a, p, n) + (_inverse_mass(b, p, n) if b is not None else 0.0)
        return (n.x, n.y), closing, 1.0 / k, arb.restitution, (va.x, va.y), (vb.x, vb.y)
    h = arb._arbiter
    cps = _lib.cpArbiterGetContactPointSet(h)
    if cps.count <= 0:
        return None
    pa = cps.points[0].pointA
    px, py = pa.x, pa.y
    n = _lib.cpArbiterGetNormal(h)
    nx, ny = n.x, n.y
    ha = a._body
    v = _lib.cpBodyGetVelocityAtWorldPoint(ha, (px, py))
    vax, vay = v.x, v.y
    if b is not None:
        v = _lib.cpBodyGetVelocityAtWorldPoint(b._body, (px, py))
        vbx, vby = v.x, v.y
    else:
        vbx = vby = 0.0
    closing = float((vax - vbx) * nx + (vay - vby) * ny)
    if closing <= 0.0:
        return None
    k = _inverse_mass_c(ha, px, py, nx, ny) + (_inverse_mass_c(b._body, px, py, nx, ny) if b is not None else 0.0)
    return (nx, ny), closing, 1.0 / k, _lib.cpArbiterGetRestitution(h), (vax, vay), (vbx, vby)


def release(space: pymunk.Space, others: list[Any]) -> None:
    """Let ``space`` and its objects (and ``others`` outside it) be freed as soon as nothing holds them.

    pymunk's bodies, shapes and joints each hold a handle to themselves
    (Chipmunk's user data points at it), so only the cycle collector frees
    them: a flick's worth of them at a time, later, in some other flick's
    time.  Once a flick is over nothing looks them up through Chipmunk any
    more, so the handles (and the collision handlers' callbacks, which hold
    the flick) are dropped and they go as soon as the world does.  The
    space is never stepped or queried again.
    """
    if not FAST:  # pragma: no cover - another pymunk
        return
    space._handlers.clear()
    objs: list[Any] = [*space._shapes, *space._removed_shapes, *space._bodies, *space._constraints, *others]
    if space._static_body is not None:
        objs.append(space._static_body)
    for o in objs:
        held = o.__dict__
        held.pop("_h", None)  # a shape's
        held.pop("_data_handle", None)  # a body's or a joint's
    # Empty the space as pymunk's finaliser would (shapes, then joints, then bodies), without
    # its Python call per object: the finaliser then finds nothing left to take out.
    cp = space._space
    for s in space._shapes:
        _REMOVE_SHAPE(cp, s._shape)
        _lib.cpShapeSetBody(s._shape, _ffi.NULL)
    for j in space._constraints:
        _REMOVE_JOINT(cp, j._constraint)
    for b in space._bodies:
        _REMOVE_BODY(cp, b._body)
    if space._static_body is not None:
        _REMOVE_BODY(cp, space._static_body._body)
