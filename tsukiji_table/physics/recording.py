"""The tower on the table: an insertion recorded in the command log like a die roll.

The tower's contents live in the table twice, kept in step: as pieces in the
zone ``tower.inside`` (what players see and count) and as the exact physics
state in the variable ``tower.state`` (poses and velocities, JSON). An
insertion draws its seed from the table's RNG, simulates once, and records
the outcome as commands: the new state as a ``SetVar`` that carries the RNG
draw, then ``Move`` commands that put every drink where it ended. Undo and
redo replay those commands; nothing is simulated again.

Drink pieces are ``drink.COLOUR:SHAPE`` (see ``rules/jidohanbaiki/components.yaml``).
Drinks that come out land in an AREA zone at ``(distance in metres from the
front face, exit order)``; the game maps that to its own table layout.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..table import Table, TableError, Visibility, ZoneKind
from .insertion import ThrowAim
from .spec import TowerSpec
from .state import InsertionResult, TowerState
from .tower import Tower

INSIDE_ZONE = "tower.inside"
STATE_VAR = "tower.state"
LAST_VAR = "tower.last"
PIECE_PREFIX = "drink."


def drink_piece(drink: str) -> str:
    """Piece id of a drink id: ``red:short_can`` -> ``drink.red:short_can``."""
    return PIECE_PREFIX + drink


def piece_drink(piece_id: str) -> str:
    """Drink id of a piece id (the inverse of :func:`drink_piece`)."""
    if not piece_id.startswith(PIECE_PREFIX):
        raise ValueError(f"{piece_id!r} is not a drink piece")
    return piece_id[len(PIECE_PREFIX) :]


def add_tower_zone(table: Table, zone: str = INSIDE_ZONE) -> None:
    """Create the zone for the drinks inside (open to view, T22) if the table lacks it."""
    if zone not in table.zones:
        table.add_zone(zone, ZoneKind.STACK, Visibility.EVERYONE)


def tower_state(table: Table, state_var: str = STATE_VAR, zone: str = INSIDE_ZONE) -> TowerState:
    """The physics state stored on the table, checked against the zone's pieces."""
    raw = table.var(state_var)
    state = TowerState() if raw is None else TowerState.from_json(raw)
    in_zone = sorted(piece_drink(p) for p in table.in_zone(zone))
    if in_zone != sorted(state.drink_ids()):
        raise TableError(f"{zone} holds {in_zone} but {state_var} says {sorted(state.drink_ids())}")
    return state


def insert_on_table(
    tx: Any,
    drinks: Sequence[str],
    mode: str = "batch",
    *,
    spec: TowerSpec | None = None,
    aim: ThrowAim | None = None,
    out_zone: str = "table",
    crate_zone: str | None = None,
    zone: str = INSIDE_ZONE,
    state_var: str = STATE_VAR,
    last_var: str = LAST_VAR,
) -> InsertionResult:
    """Insert ``drinks`` inside the open transaction ``tx`` (``with table.begin(...) as tx``).

    Out drinks and missed throws go to ``out_zone`` (an AREA zone); jammed
    ones to ``zone``. In the upside-down game (``mode="inverted"``) drinks
    that land in the crate go to ``crate_zone`` and the others to ``out_zone``
    (all of them there, at their places, without a ``crate_zone``). The full
    outcome is also stored in ``last_var`` for the
    referee (exit order, distances, fouls, landing classes; for a throw its
    aim as ``[distance, height, angle_deg, speed]``).
    """
    table: Table = tx.table
    state = tower_state(table, state_var, zone)
    tower = Tower(spec, state)
    tower.check()  # a state that cannot be (edited by hand, a corrupt save) is refused, never simulated
    tower.validate(list(drinks), mode, 0, aim)
    counter, rng = table.rng()
    seed = rng.randrange(2**31)
    result = tower.insert(list(drinks), mode, seed, aim)

    # The chance outcome first: it consumes the RNG draw, like a die roll.
    tx.set_var(state_var, result.state_after.to_json(), rng=counter)
    last = outcome_json(result)
    if mode == "throw":
        # The aim is part of what happened: with the seed it lets a window replay the throw.
        last["aim"] = (aim or ThrowAim.default(tower.spec)).to_json()
    tx.set_var(last_var, last)
    tx.move([drink_piece(d) for d in drinks], zone)
    if mode == "inverted":
        in_crate = ("in_slot", "in_crate_not_slot") if crate_zone is not None else ()
        landed = [x for x in result.inverted if x.result in in_crate]
        away = [x for x in result.inverted if x.result not in in_crate]
        if landed and crate_zone is not None:
            tx.move([drink_piece(x.drink) for x in landed], crate_zone)
        if away:  # at their distance in front of the machine, in the order dropped
            front = tower.spec.machine.exit_plane_x
            tx.move([drink_piece(x.drink) for x in away], out_zone, pos=[(round(max(0.0, x.pose.x - front), 4), float(k)) for k, x in enumerate(away)])
        return result
    if result.out:
        tx.move([drink_piece(e.drink) for e in result.out], out_zone, pos=[(round(e.distance, 4), float(e.order)) for e in result.out])
    if result.missed:
        front = tower.spec.machine.exit_plane_x
        tx.move([drink_piece(m.drink) for m in result.missed], out_zone, pos=[(round(m.pose.x - front, 4), 0.0) for m in result.missed])
    return result


def empty_on_table(
    tx: Any, dst: str, *, zone: str = INSIDE_ZONE, state_var: str = STATE_VAR, pos: Callable[[list[str]], Sequence[Any]] | None = None
) -> list[str]:
    """Take every drink out of the machine by hand (T18, T32) into ``dst``; returns their ids.

    A ``dst`` that places pieces by position (an area) needs ``pos``: given the
    drinks' piece ids in the order they go, it returns one position each.
    """
    table: Table = tx.table
    state = tower_state(table, state_var, zone)
    if not state.inside:
        return []
    pieces = [drink_piece(d) for d in state.drink_ids()]
    tx.set_var(state_var, TowerState().to_json())
    tx.move(pieces, dst, pos=list(pos(pieces)) if pos is not None else None)
    return state.drink_ids()


def outcome_json(result: InsertionResult) -> dict[str, Any]:
    """Everything a referee needs from one insertion, as JSON data (the state itself is in ``tower.state``)."""
    data = result.to_json()
    del data["state"]
    return data
