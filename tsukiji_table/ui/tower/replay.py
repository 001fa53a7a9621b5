"""An insertion replayed from its record, frame by frame, for the eyes only.

The table log holds the outcome of every insertion (``insert_on_table``:
the tower state before and after, the seed, the drinks, the mode, a throw's
aim).  The window does not decide anything: after the insertion is recorded
it re-runs the same deterministic simulation from the recorded state and
seed and shows it.  When the replay ends it is checked against the record;
if it ever disagreed, the table (the record) is what stays on screen.
No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...physics import InvertedRun, ThrowAim, Tower, TowerRun, TowerSpec, TowerState
from ...physics.recording import LAST_VAR, STATE_VAR
from ...physics.spec import DrinkShape
from ...table import SetVar, Transaction

MODES = ("single", "sequential", "batch", "throw", "inverted")


@dataclass(frozen=True)
class RecordedInsertion:
    """What the log says one insertion did (read from its ``SetVar`` commands)."""

    drinks: tuple[str, ...]
    mode: str
    seed: int
    aim: ThrowAim | None
    before: TowerState
    after_hash: str
    outcome: dict[str, Any]

    @property
    def out(self) -> list[str]:
        return [e["drink"] for e in self.outcome.get("out", [])]

    @property
    def jammed(self) -> list[str]:
        return list(self.outcome.get("jammed", []))


def recorded_insertion(tx: Transaction, state_var: str = STATE_VAR, last_var: str = LAST_VAR) -> RecordedInsertion | None:
    """The insertion ``tx`` recorded, or None if it is no insertion."""
    state = last = None
    for cmd in tx.commands:
        if isinstance(cmd, SetVar) and cmd.name == state_var and cmd.rng is not None:
            state = cmd
        elif isinstance(cmd, SetVar) and cmd.name == last_var:
            last = cmd
    if state is None or last is None or not isinstance(last.after, dict) or last.after.get("mode") not in MODES:
        return None
    out = last.after
    aim = ThrowAim(*out["aim"]) if out.get("mode") == "throw" and out.get("aim") else None
    before = TowerState.from_json(state.before) if state.had_before and state.before is not None else TowerState()
    return RecordedInsertion(tuple(out["inserted"]), out["mode"], int(out["seed"]), aim, before, TowerState.from_json(state.after).hash(), out)


@dataclass(frozen=True)
class DrinkFrame:
    """One drink as a frame shows it."""

    drink: str
    shape: DrinkShape
    x: float
    y: float
    angle: float
    status: str  # waiting (still in the hand) / outside / inside / out


class Replay:
    """Step the recorded insertion again; :attr:`agrees` says whether it matched the record."""

    def __init__(self, spec: TowerSpec, rec: RecordedInsertion) -> None:
        self.rec = rec
        self.run: TowerRun | InvertedRun = Tower(spec, rec.before).start(list(rec.drinks), rec.mode, rec.seed, rec.aim)
        self.done = False
        self.agrees: bool | None = None  # known once done

    @property
    def drinks(self) -> list[str]:
        """Every drink this replay moves (those inside before, then the inserted ones)."""
        return [*self.rec.before.drink_ids(), *self.rec.drinks]

    @property
    def time(self) -> float:
        return self.run.sim.time

    def step(self, frames: int = 1) -> bool:
        """Advance up to ``frames`` frames of 1/60 s; False once finished."""
        for _ in range(frames):
            if self.done:
                break
            if not self.run.step():
                self._finish()
        return not self.done

    def finish(self) -> None:
        """Run to the end at once (skip)."""
        while not self.done:
            self.step(600)

    def _finish(self) -> None:
        self.done = True
        res = self.run.result()
        recorded = [(e["drink"], e["order"]) for e in self.rec.outcome.get("out", [])]
        landed = {x.drink: x.result for x in res.inverted}
        self.agrees = res.hash == self.rec.after_hash and [(e.drink, e.order) for e in res.out] == recorded and landed == self.rec.outcome.get("landed", {})

    @property
    def inverted(self) -> bool:
        return isinstance(self.run, InvertedRun)

    def frame(self) -> list[DrinkFrame]:
        """Every drink's pose now, in simulation order; then those still in the hand, where they will be let go."""
        out = []
        for t in self.run.sim.tracks:
            b = t.body
            out.append(DrinkFrame(t.drink, t.shape, b.position.x, b.position.y, b.angle, t.status))
        if isinstance(self.run, TowerRun):
            out += self._queue(self.run)
        return out

    @staticmethod
    def _queue(run: TowerRun) -> list[DrinkFrame]:
        """Drinks still in the hand, drawn standing in rows of six over the slot (the next to go lowest)."""
        spec, m = run.spec, run.spec.machine
        width = m.opening_to_x - m.opening_from_x
        out = []
        for k, pose in enumerate(run.waiting()):
            shape = spec.shape_of(pose.drink)
            row, col = divmod(k, 6)
            x = m.opening_from_x + width * (col + 0.5) / 6
            y = m.outer_height + 0.012 + row * 0.06 + shape.height / 2
            out.append(DrinkFrame(pose.drink, shape, x, y, 0.0, "waiting"))
        return out

    def scenery(self) -> list[tuple[str, str, list[tuple[float, float]]]]:
        """The moving machine and the crate of the upside-down game (world polygons); nothing for the upright machine."""
        return [p for p in self.run.sim.polygons() if p[0] in ("machine", "crate")] if self.inverted else []
