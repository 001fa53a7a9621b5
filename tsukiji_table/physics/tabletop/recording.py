"""A field on the table and a flick recorded in the command log like a die roll.

The field lives on the table twice, kept in step: as the exact state in a
variable (``flick.field``: :class:`~.field.FieldState` JSON, floats exact)
and, when a zone is named, as drink pieces in that AREA zone at their
positions (millimetres from the zone's top-left, the field's origin; the
window and other code read those).  A flick draws its seed from the table's
RNG, simulates once, and records: the field after it as a ``SetVar`` that
carries the RNG draw, then the outcome (``flick.last``: who was flicked,
the angle and power, the seed, what was knocked over, touched, put back),
then the pieces' new positions; the whole answer is an ``Outcome`` command
(``tx.outcome``), so a replay through the referee never simulates.  Undo and redo replay those commands;
nothing is simulated again, and a window that animates the flick re-runs
the same simulation from the recorded field and inputs (:func:`recorded_flick`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...table import SetVar, Table, TableError, Transaction
from ..recording import drink_piece
from .field import FieldState
from .flick import FlickResult, check_field, check_flick, simulate_flick
from .spec import TabletopSpec, load_tabletop

FIELD_VAR = "flick.field"
LAST_VAR = "flick.last"
OUTCOME = "flick"  # the name of the recorded outcome
MM_PER_M = 1000.0
POS_DECIMALS = 2  # a piece's position in the zone (mm); the variable keeps the exact floats


def field_on_table(table: Table, var: str = FIELD_VAR) -> FieldState:
    """The field stored on the table (a :class:`TableError` if there is none)."""
    raw = table.var(var)
    if raw is None:
        raise TableError(f"this table has no field (no variable {var!r})")
    return FieldState.from_json(raw)


def set_field(tx: Any, field: FieldState, *, var: str = FIELD_VAR, zone: str | None = None, rng: int | None = None, check: bool = True) -> None:
    """Write ``field`` in the open transaction: the variable and, with ``zone``, its drink pieces' positions.

    ``check`` refuses a field with a drink off it or inside a wall
    (:func:`.flick.check_field`).  Drinks not yet in ``zone`` are moved
    there; pieces of the zone whose drink left the field stay where they
    are (the game moves them).
    """
    if check:
        check_field(field)
    tx.set_var(var, field.to_json(), rng=rng)
    if zone is None:
        return
    table: Table = tx.table
    moving, places, staying, spots = [], [], [], []
    for d in field.drinks:
        piece = drink_piece(d.id)
        pos = (round(d.x * MM_PER_M, POS_DECIMALS), round(d.y * MM_PER_M, POS_DECIMALS))
        if table.pieces[piece].zone != zone:
            moving.append(piece)
            places.append(pos)
        elif tuple(table.pieces[piece].pos or ()) != pos:
            staying.append(piece)
            spots.append(pos)
    if moving:
        tx.move(moving, zone, pos=places)
    if staying:
        tx.set_pos(staying, spots)


def flick_on_table(
    tx: Any,
    mover: str,
    angle: float,
    power: float,
    *,
    spec: TabletopSpec | None = None,
    var: str = FIELD_VAR,
    last_var: str = LAST_VAR,
    zone: str | None = None,
) -> FlickResult:
    """Flick ``mover`` on the table's field inside the open transaction ``tx``.

    Raises :class:`~.flick.FlickError` (a ``ValueError``) for a flick that
    cannot be made; nothing is recorded then.
    """
    table: Table = tx.table
    field = field_on_table(table, var)
    check_flick(spec or load_tabletop(), field, mover, angle, power, 0)
    counter, rng = table.rng()
    seed = rng.randrange(2**31)
    # Worked out once through ``tx.outcome`` (like the machine's insertions): a
    # replay through the referee is handed this answer back, never simulates.
    made: list[FlickResult] = []

    def work_out() -> dict[str, Any]:
        made.append(simulate_flick(field, mover, angle, power, seed, spec=spec))
        return made[0].to_json()

    answer = tx.outcome(OUTCOME, work_out)
    result = made[0] if made else FlickResult.from_json(answer)  # read back only when handed a recorded answer
    # The chance outcome first: it consumes the RNG draw, like a die roll.
    set_field(tx, result.after, var=var, zone=zone, rng=counter, check=False)
    tx.set_var(last_var, result.outcome_json())
    return result


@dataclass(frozen=True)
class RecordedFlick:
    """What the log says one flick did: enough to run it again for the eyes."""

    before: FieldState
    mover: str
    angle: float
    power: float
    seed: int
    after_hash: str
    outcome: dict[str, Any]


def recorded_flick(tx: Transaction, var: str = FIELD_VAR, last_var: str = LAST_VAR) -> RecordedFlick | None:
    """The flick ``tx`` recorded, or None if it holds none."""
    field_cmd = last = None
    for cmd in tx.commands:
        if isinstance(cmd, SetVar) and cmd.name == var and cmd.rng is not None and field_cmd is None:
            field_cmd = cmd
        elif isinstance(cmd, SetVar) and cmd.name == last_var:
            last = cmd
    if field_cmd is None or last is None or not isinstance(last.after, dict) or last.after.get("kind") != "flick":
        return None
    if not field_cmd.had_before or field_cmd.before is None:
        return None
    out = last.after
    return RecordedFlick(FieldState.from_json(field_cmd.before), out["mover"], out["angle"], out["power"], int(out["seed"]), out["hash"], out)
