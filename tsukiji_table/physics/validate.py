"""Refuse tower states that cannot be (issue 18): a drink outside the machine, in a wall, too fast.

A state comes from our own simulation or from a file a user can edit; the
simulation would otherwise make a drink that starts outside the world vanish,
or keep one "jammed" 51 m below the table. Each check names the drink and
what is wrong with it.
"""

from __future__ import annotations

import math

import pymunk

from .sim import speed_limit
from .spec import TowerSpec
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


def _overlap(spec: TowerSpec, pose: DrinkPose) -> float:
    """Deepest overlap (m) of the drink at *pose* with the machine's walls."""
    space = _machine_space(spec)
    body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
    body.position, body.angle = (pose.x, pose.y), pose.angle
    worst = 0.0
    r = spec.corner_radius
    for verts, _ in _collision_parts(spec.shape_of(pose.drink), r):
        poly = pymunk.Poly(body, verts, radius=r)
        for hit in space.shape_query(poly):
            for cp in hit.contact_point_set.points:
                worst = max(worst, -cp.distance)
    return worst


def _check_motion(spec: TowerSpec, pose: DrinkPose) -> None:
    vmax = speed_limit(spec)
    if math.hypot(pose.vx, pose.vy) > vmax:
        raise TowerStateError(f"drink {pose.drink}: moving at {math.hypot(pose.vx, pose.vy):g} m/s, faster than anything in the machine ({vmax:.2f} m/s)")
    longest_half = max(d.height for d in spec.shapes.values()) / 2
    if abs(pose.spin) > vmax / longest_half:
        raise TowerStateError(f"drink {pose.drink}: spinning at {pose.spin:g} rad/s, faster than {vmax / longest_half:.0f} rad/s")
    if abs(pose.angle) > MAX_ANGLE:
        raise TowerStateError(f"drink {pose.drink}: angle {pose.angle:g} rad is not a real orientation")


def check_state(spec: TowerSpec, state: TowerState) -> None:
    """Raise :class:`TowerStateError` unless every drink sits where it can be.

    Inside: the centroid within the machine's outline (walls are checked next). At the
    exit: the centroid within a drink's length of the front face, at the
    height of the opening. Neither deeper than ``MAX_OVERLAP`` in a wall.
    """
    m = spec.machine
    plane = m.exit_plane_x
    reach = max(max(s.height, s.width) for s in spec.shapes.values())
    top = m.floor_front_y + m.exit_opening_height
    for pose in state.inside:  # the interior, the slot in the roof, the exit opening (less than half out: the centre may be past it)
        _check_motion(spec, pose)
        right = plane + reach if pose.y < top else plane
        high = m.outer_height + spec.insertion["funnel_height"] if m.opening_from_x <= pose.x <= m.opening_to_x else m.outer_height
        if not (0.0 < pose.x < right and 0.0 < pose.y < high):  # over the slot: piled on drinks stuck in it
            raise TowerStateError(f"drink {pose.drink}: at ({pose.x:g}, {pose.y:g}) m, not inside the machine (0..{plane:g} x 0..{m.outer_height:g} m)")
    for pose in state.at_exit:
        _check_motion(spec, pose)
        if not (plane - reach < pose.x < plane + m.tray_length + reach and 0.0 <= pose.y < top):
            raise TowerStateError(f"drink {pose.drink}: at ({pose.x:g}, {pose.y:g}) m, not in the exit opening")
    for pose in state.inside + state.at_exit:
        depth = _overlap(spec, pose)
        if depth > MAX_OVERLAP:
            raise TowerStateError(f"drink {pose.drink}: at ({pose.x:g}, {pose.y:g}) m it is {depth * 1000:.1f} mm inside a wall of the machine")
