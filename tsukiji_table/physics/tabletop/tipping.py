"""When a blow knocks a standing drink over (A8): the model, as plain arithmetic.

The rulebook's 倒す ("knock over") is read as *no longer standing upright*.
The table-top simulation is flat (seen from above), so whether a drink
tips is decided here, at the instant of each blow, from its real size:

**The tipping moment.**  A standing drink (mass m, base half-width r, centre
of mass at height c) tips over an edge of its base when it turns about that
edge far enough to lift its centre of mass over it: by
``lift = sqrt(r**2 + c**2) - c``.  A blow that gives it the angular
momentum L about the edge gives it the energy ``L**2 / (2 I)`` (I: its
moment of inertia about the edge), so it tips when

    L >= M = sqrt(2 * I * m * g * lift)

M (newton-metre-seconds) is each drink's *tipping moment*, from its base
width and height alone: squat drinks (the stubby can) need a hard blow,
slim tall ones (the bottles) a light one.

**The blow.**  Two bodies meeting at closing speed v along the contact
normal exchange the impulse ``J = (1 + e) * m_eff * v`` (e the restitution,
m_eff their reduced mass along the normal; a crate is immovable).  It acts
at height z, the middle of where they overlap in height: half the lower of
the two tops (a standing drink's height, a lying drink's width, a crate's
rim).  A slow push (small v) gives a small J: the drink slides.

**Which way and how hard.**

* The drink the blow *pushes* (it stood still, or moved away): the table
  grips its base for the instant of the blow, so it turns about the far
  edge of its base with ``L = J * z``; it falls away from the blow.
* The drink the blow *stops* (the striker, moving into the other): its
  base is held at the contact while its centre of mass carries on; in its
  own (stopped) frame the blow's moment about its front edge is
  ``L = J * (c - z)``: a drink hit below its centre of mass trips forward,
  one hit at or above it does not.  It falls the way it was moving.

A drink that only *slides* never tips by itself: that needs the table's
friction μ above r / c (tabletop.yaml keeps μ under the slimmest drink's
ratio).  A drink that tips falls flat along its fall direction; if it lands
on a standing drink it strikes it with the speed its fall has gathered
(:func:`fall_blow`), which may knock that one over too (dominoes).

Everything here is pure arithmetic on :class:`~tsukiji_table.physics.spec.DrinkShape`
(no pymunk), so it can be tested and read on its own.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

from ..geometry import drink_profile
from ..spec import DrinkShape


@dataclass(frozen=True)
class Tipping:
    """How hard it is to tip one drink shape over an edge of its base."""

    mass: float
    half_base: float  # r: from the axis to the edge it tips over
    com: float  # c: height of the centre of mass
    height: float
    inertia: float  # about the base edge (kg m^2)
    lift: float  # how far the centre of mass rises to pass over the edge (m)
    gravity: float

    @property
    def moment(self) -> float:
        """M: the least angular momentum about the base edge that tips it (N m s)."""
        return math.sqrt(2.0 * self.inertia * self.mass * self.gravity * self.lift)

    def excess(self, angular_momentum: float) -> float:
        """Energy left once over the edge (J); negative when the blow does not tip it."""
        return angular_momentum * angular_momentum / (2.0 * self.inertia) - self.mass * self.gravity * self.lift

    def fall_speed(self, excess: float, tilt: float) -> float:
        """Angular speed (rad/s) when tilted by ``tilt`` radians, having tipped with ``excess`` energy."""
        radius = math.hypot(self.half_base, self.com)
        balance = math.atan2(self.half_base, self.com)  # the tilt at which it is over the edge
        energy = excess + self.mass * self.gravity * radius * (1.0 - math.cos(tilt - balance))
        return math.sqrt(max(0.0, 2.0 * energy / self.inertia))


@functools.cache
def tipping(shape: DrinkShape, gravity: float) -> Tipping:
    """The tipping facts of a shape: a solid miniature of its side profile.

    The centre of mass is the profile's area centroid (a bottle's neck
    raises it a little); the moment of inertia is that of a solid cylinder
    (a box for the square bottle) of the body's width and full height,
    moved to the base edge.
    """
    r = shape.width / 2
    c = -min(y for part in drink_profile(shape) for _, y in part)  # the profile is centred on its centroid
    h, m = shape.height, shape.mass
    square = shape.name == "square_bottle"
    k_cm = (shape.width**2 + h * h) / 12 if square else r * r / 4 + h * h / 12  # about a horizontal axis through the centre
    inertia = m * (k_cm + r * r + c * c)
    lift = math.hypot(r, c) - c
    return Tipping(m, r, c, h, inertia, lift, gravity)


def blow_impulse(m_eff: float, closing_speed: float, restitution: float) -> float:
    """J (N s) of a contact between bodies of reduced mass ``m_eff`` meeting at ``closing_speed``."""
    return (1.0 + restitution) * m_eff * max(0.0, closing_speed)


def contact_height(top_a: float, top_b: float) -> float:
    """Where a blow between two things of these heights acts: the middle of their overlap."""
    return min(top_a, top_b) / 2


def tip_moment(t: Tipping, impulse: float, height: float, striker: bool) -> float:
    """Angular momentum about the edge it would tip over (see the module docstring)."""
    lever = (t.com - height) if striker else height
    return impulse * max(0.0, lever)


@dataclass(frozen=True)
class FallBlow:
    """A falling drink meeting a standing one: the impulse and its height on the standing one."""

    impulse: float
    height: float


def fall_blow(faller: Tipping, excess: float, gap: float, target: Tipping, restitution: float) -> FallBlow | None:
    """The blow a drink falling from upright deals to a standing drink ``gap`` beyond its pivot.

    The faller turns about the far edge of its base.  Its front face meets
    the other drink's near side at the other's top edge when that is within
    its length, or else with its own top corner lower down.  Its speed there
    comes from :meth:`Tipping.fall_speed`; its mass, seen at that point, is
    ``I / z**2`` (it turns about the pivot).  None when it does not reach.
    """
    gap = max(0.0, gap)
    if gap >= faller.height:
        return None
    reach = math.hypot(gap, target.height)
    if reach <= faller.height:
        tilt, arm = math.atan2(gap, target.height), reach
    else:
        tilt, arm = math.asin(gap / faller.height), faller.height
    height = arm * math.cos(tilt)
    if height <= 1e-6:
        return None
    speed = faller.fall_speed(excess, tilt) * arm * math.cos(tilt)  # horizontal part of the point's speed
    m_faller = faller.inertia / (height * height)
    m_eff = m_faller * target.mass / (m_faller + target.mass)
    return FallBlow(blow_impulse(m_eff, speed, restitution), height)
