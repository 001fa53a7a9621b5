"""G01 Short-Can Flick's rules as plain functions: teams, turn order, whose flick it is, what a flick earns.

Shared by the referee (:mod:`.g01`), its bots and the tests; nothing here
touches a table.  The physics (what a flick knocks over) is the table-top
model's; these functions judge its answer as the rulebook does:

- 「うまくドリンクを倒したら、そのドリンクを取り」: exactly one drink knocked over,
  of the shape next in the shared knock-down order (any colour: 「ドリンクの色
  ではなく、形状のみが関係します」), is collected;
- 「間違ったドリンクを倒したり、複数のドリンク（目標のドリンクを含む）を倒したりした
  場合には、銀行に100円を支払います」: anything else knocked over is a fault;
- the flicker's own can going over is no knock: it is stood up where it
  stopped after every turn anyway (「自分の「小さな缶」が飛んだ位置に同缶を立てて置きます」).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

NOTHING, SUCCESS, FAULT = "nothing", "success", "fault"


def shape_of(drink: str) -> str:
    """``COLOUR:SHAPE`` -> ``SHAPE``."""
    return drink.split(":", 1)[1]


def make_teams(players: int, teams_from: int, team_size: int) -> list[list[int]]:
    """Seats grouped into teams: one each below ``teams_from`` players, else teams of ``team_size`` (the last may be smaller).

    Seats are dealt round the table (7 players, teams of two: 0+4, 1+5,
    2+6, 3), so team-mates do not sit side by side.
    """
    if players < teams_from:
        return [[s] for s in range(players)]
    count = math.ceil(players / team_size)
    return [[s for s in range(players) if s % count == t] for t in range(count)]


def turn_order(distances: Sequence[float | None], tiebreak: Sequence[int]) -> list[int]:
    """Teams in turn order: the can that came out farthest from the machine first (T2).

    ``distances[t]`` is team t's can's exit distance, None if it did not come
    out; those rank after every can that did (A7).  Equal distances, and
    the cans that did not come out among themselves, go by ``tiebreak`` (a
    recorded random order of the teams), as re-inserting them would.
    """
    rank = {t: k for k, t in enumerate(tiebreak)}
    return sorted(range(len(distances)), key=lambda t: (distances[t] is None, -(distances[t] or 0.0), rank[t]))


def to_flick(turn: int, order: Sequence[int], teams: Sequence[Sequence[int]]) -> tuple[int, int]:
    """(team, seat) whose flick is turn number ``turn`` (from 0): teams in order, members of a team in turn."""
    team = order[turn % len(order)]
    members = teams[team]
    return team, members[(turn // len(order)) % len(members)]


@dataclass(frozen=True)
class Judgement:
    """What one flick earns: ``kind`` (nothing, success, fault) and the drinks knocked over (not the flicker's can)."""

    kind: str
    drinks: tuple[str, ...]


def judge(knocked: Sequence[str], mover: str, target_shape: str) -> Judgement:
    """Judge what a flick of ``mover`` knocked over against the next shape ``target_shape``."""
    down = tuple(d for d in knocked if d != mover)
    if not down:
        return Judgement(NOTHING, ())
    if len(down) == 1 and shape_of(down[0]) == target_shape:
        return Judgement(SUCCESS, down)
    return Judgement(FAULT, down)


def winners(progress: Sequence[int], money: Sequence[int]) -> list[int]:
    """The teams ahead when the flicks run out: most drinks collected, then most money; equal ones share the win."""
    best = max(zip(progress, money, strict=True))
    return [t for t in range(len(progress)) if (progress[t], money[t]) == best]


__all__ = ["NOTHING", "SUCCESS", "FAULT", "Judgement", "judge", "make_teams", "shape_of", "to_flick", "turn_order", "winners"]
