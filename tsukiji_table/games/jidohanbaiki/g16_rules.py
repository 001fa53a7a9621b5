"""G16 Tori-atama as pure functions (seed lines 451-461).

Each player holds drinks in two shut hands and fills a crate.  A turn: the
right hand's drinks pass to the left hand and the left hand's into the crate
(decision a45-timing), then the player takes a drink from the centre and
announces it.  The others may each reveal a hand: a hand holding a drink of
the taken drink's colour or shape is a match (any of its drinks will do).
A match moves that hand's drinks one step on and sends the taken drink back
to the centre; a hand that does not match goes back to the centre, and when
only wrong hands were shown the taken drink goes straight to the left hand.
The game ends when a crate holds six; held drinks then go in, left hand
first, the rest back to the centre.  A crate scores a point per colour and
a point per shape; a tie goes to the fuller crate, then is shared.

Drinks are codes (:mod:`.common`): ``colour * 6 + shape``.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from .common import colour_of, shape_of

HANDS = ("right", "left")
NEXT = {"right": "left", "left": "crate"}  # one step on


@dataclass(frozen=True)
class Config:
    crate_size: int = 6
    end_at: int = 6
    colour_points: int = 1
    shape_points: int = 1


def alike(a: int, b: int) -> bool:
    """Whether two drinks share a colour or a shape (「同じ色、もしくは同じ形状」)."""
    return colour_of(a) == colour_of(b) or shape_of(a) == shape_of(b)


def matches(hand: list[int], taken: int) -> bool:
    """A revealed hand is right when any of its drinks is alike the taken one (「いずれかが一致していれば」)."""
    return any(alike(d, taken) for d in hand)


def points(cfg: Config, crate: list[int]) -> dict[str, int]:
    """A crate's score: a point per colour and a point per shape among its drinks."""
    colours = len({colour_of(d) for d in crate})
    shapes = len({shape_of(d) for d in crate})
    return {"colours": colours, "shapes": shapes, "drinks": len(crate), "total": colours * cfg.colour_points + shapes * cfg.shape_points}


def winners(totals: list[int], drinks: list[int]) -> list[int]:
    """Most points; among equals the crate with more drinks; still equal: a shared win."""
    best = max(zip(totals, drinks))
    return [s for s, key in enumerate(zip(totals, drinks)) if key == best]


def ends(cfg: Config, crate: int, incoming: int) -> bool:
    """Whether ``incoming`` drinks put into a crate holding ``crate`` bring it to the end (six or more)."""
    return crate + incoming >= cfg.end_at


def best_keep(cfg: Config, crate: list[int], hand: list[int], room: int) -> tuple[int, ...]:
    """The ``room`` drinks of ``hand`` that score most put into ``crate`` (indices into ``hand``; ties: the first)."""
    return max(combinations(range(len(hand)), room), key=lambda pick: points(cfg, crate + [hand[i] for i in pick])["total"])


def gain(cfg: Config, crate: list[int], drink: int) -> int:
    """The points one more drink adds to a crate."""
    return points(cfg, [*crate, drink])["total"] - points(cfg, crate)["total"]
