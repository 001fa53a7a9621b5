"""Refuse tower states that cannot be (issue 18): a drink outside the machine, in a wall, too fast.

A state comes from our own simulation or from a file a user can edit; the
simulation would otherwise make a drink that starts outside the world vanish,
or keep one "jammed" 51 m below the table. Each check names the drink and
what is wrong with it.
"""

from __future__ import annotations

import math
from dataclasses import replace

import pymunk

from .fast import overlaps_any
from .sim import speed_limit
from .spec import DrinkShape, TowerSpec
from .state import DrinkPose, TowerState, TowerStateError
from .world import Kind, _collision_parts, add_pieces, machine_pieces

# A resting drink overlaps the scenery by a fraction of a millimetre; a bottle
# neck wedged in a corner by up to ~3 mm. Deeper is a drink inside a wall.
MAX_OVERLAP = 0.0035
MAX_ANGLE = 1e6  # radians: a long-lived jam winds its angle up a little; nothing winds it this far


_SPACES: dict[int, tuple[TowerSpec, pymunk.Space]] = {}


def _machine_space(spec: TowerSpec) -> pymunk.Space:
    """A space holding only the upright machine (cached per spec object)."""
    hit = _SPACES.get(id(spec))
    if hit is None or hit[0] is not spec:
        space = pymunk.Space()
        add_pieces(space, space.static_body, machine_pieces(spec), Kind.MACHINE)
        hit = _SPACES[id(spec)] = (spec, space)
    return hit[1]


_PROBES: dict[tuple[int, str], tuple[TowerSpec, pymunk.Body, list[pymunk.Poly]]] = {}


def _probe(spec: TowerSpec, shape: DrinkShape) -> tuple[pymunk.Body, list[pymunk.Poly]]:
    """A kinematic body with the drink's collision parts, outside any space: moved to each pose asked about.

    Made once per spec and shape (building pymunk shapes costs more than the query); the query
    places the shapes where the body is, so the answer is the same as with fresh ones.
    """
    hit = _PROBES.get((id(spec), shape.name))
    if hit is None or hit[0] is not spec:
        body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        r = spec.corner_radius
        hit = _PROBES[(id(spec), shape.name)] = (spec, body, [pymunk.Poly(body, verts, radius=r) for verts, _ in _collision_parts(shape, r)])
    return hit[1], hit[2]


def _overlap(spec: TowerSpec, pose: DrinkPose) -> float:
    """Deepest overlap (m) of the drink at *pose* with the machine's walls."""
    return _deepest(spec, pose)[0]


def _deepest(spec: TowerSpec, pose: DrinkPose) -> tuple[float, pymunk.Vec2d]:
    """The deepest overlap (m) of the drink at *pose* with the machine's walls, and that contact's normal."""
    space = _machine_space(spec)
    body, polys = _probe(spec, spec.shape_of(pose.drink))
    body.position, body.angle = (pose.x, pose.y), pose.angle
    worst, normal = 0.0, pymunk.Vec2d(0.0, 0.0)
    for poly in polys:
        if not overlaps_any(space, poly):  # touching nothing (most drinks): no list of hits and contact sets to build
            continue
        for hit in space.shape_query(poly):
            for cp in hit.contact_point_set.points:
                if -cp.distance > worst:
                    worst, normal = -cp.distance, hit.contact_point_set.normal
    return worst, normal


def eased_out(spec: TowerSpec, pose: DrinkPose, at_exit: bool = False) -> DrinkPose:
    """*pose*, moved out of the machine's walls to within ``MAX_OVERLAP`` if the simulation left it deeper.

    Under a heavy pile the solver may leave a jammed drink pressed a few
    millimetres into a wall at rest; recorded like that, the next insertion
    would refuse the state it was handed (a drink "inside a wall").  The
    drink is moved along the contact's normal, as the next run's first steps
    would push it, a few millimetres at most.
    """
    for _ in range(8):
        depth, normal = _deepest(spec, pose)
        if depth <= MAX_OVERLAP or normal.length == 0:  # a state the checks accept is left exactly as it is
            return pose
        step = depth - MAX_OVERLAP / 2
        # The normal runs between the two shapes: of the two ways along it that keep the drink in the
        # machine (not out through a thin wall), the one that makes the overlap shallower.
        ways = [replace(pose, x=pose.x + sign * normal.x * step, y=pose.y + sign * normal.y * step) for sign in (-1.0, 1.0)]
        ways = [w for w in ways if _place_problem(spec, w, at_exit) is None]
        if not ways:
            return pose
        pose = min(ways, key=lambda w: _overlap(spec, w))
    return pose


def _check_motion(spec: TowerSpec, pose: DrinkPose) -> None:
    vmax = speed_limit(spec)
    if math.hypot(pose.vx, pose.vy) > vmax:
        raise TowerStateError(f"drink {pose.drink}: moving at {math.hypot(pose.vx, pose.vy):g} m/s, faster than anything in the machine ({vmax:.2f} m/s)")
    longest_half = max(d.height for d in spec.shapes.values()) / 2
    if abs(pose.spin) > vmax / longest_half:
        raise TowerStateError(f"drink {pose.drink}: spinning at {pose.spin:g} rad/s, faster than {vmax / longest_half:.0f} rad/s")
    if abs(pose.angle) > MAX_ANGLE:
        raise TowerStateError(f"drink {pose.drink}: angle {pose.angle:g} rad is not a real orientation")


def _place_problem(spec: TowerSpec, pose: DrinkPose, at_exit: bool) -> str | None:
    """Why *pose* is not a place for a drink inside the machine (``at_exit``: lying in the exit opening), or None."""
    m = spec.machine
    plane = m.exit_plane_x
    reach = max(max(s.height, s.width) for s in spec.shapes.values())
    top = m.floor_front_y + m.exit_opening_height
    if at_exit:
        if not (plane - reach < pose.x < plane + m.tray_length + reach and 0.0 <= pose.y < top):
            return f"drink {pose.drink}: at ({pose.x:g}, {pose.y:g}) m, not in the exit opening"
        return None
    # The interior, the slot in the roof, the exit opening (less than half out: the centre may be past it).
    right = plane + reach if pose.y < top else plane
    high = m.outer_height + spec.insertion["funnel_height"] if m.opening_from_x <= pose.x <= m.opening_to_x else m.outer_height
    if not (0.0 < pose.x < right and 0.0 < pose.y < high):  # over the slot: piled on drinks stuck in it
        return f"drink {pose.drink}: at ({pose.x:g}, {pose.y:g}) m, not inside the machine (0..{plane:g} x 0..{m.outer_height:g} m)"
    return None


def check_state(spec: TowerSpec, state: TowerState) -> None:
    """Raise :class:`TowerStateError` unless every drink sits where it can be.

    Inside: the centroid within the machine's outline (walls are checked next). At the
    exit: the centroid within a drink's length of the front face, at the
    height of the opening. Neither deeper than ``MAX_OVERLAP`` in a wall.
    """
    for pose, at_exit in [(p, False) for p in state.inside] + [(p, True) for p in state.at_exit]:
        _check_motion(spec, pose)
        problem = _place_problem(spec, pose, at_exit)
        if problem:
            raise TowerStateError(problem)
    for pose in state.inside + state.at_exit:
        depth = _overlap(spec, pose)
        if depth > MAX_OVERLAP:
            raise TowerStateError(f"drink {pose.drink}: at ({pose.x:g}, {pose.y:g}) m it is {depth * 1000:.1f} mm inside a wall of the machine")
