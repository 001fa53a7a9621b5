"""The vending-machine tower: a chance device with memory.

:class:`Tower` holds the drinks stuck inside (:class:`~.state.TowerState`).
An insertion is simulated from (state, drinks, mode, seed) only, so the same
inputs give the same :class:`~.state.InsertionResult` in any process; the
caller records that result (like a die roll) and never re-simulates on undo.
"""

from __future__ import annotations

from .insertion import MODES, InsertionError, ThrowAim
from .inverted import InvertedRun
from .run import TowerRun
from .spec import TowerSpec, load_spec, parse_drink_id
from .state import InsertionResult, TowerState


class Tower:
    """The machine and what is inside it."""

    def __init__(self, spec: TowerSpec | None = None, state: TowerState | None = None) -> None:
        self.spec = spec if spec is not None else load_spec()
        self.state = state if state is not None else TowerState()

    def start(self, drinks: list[str], mode: str = "batch", seed: int = 0, aim: ThrowAim | None = None) -> TowerRun | InvertedRun:
        """Begin an insertion without changing the tower; step the run frame by frame.

        Finish with ``run.result()`` and :meth:`apply` it (that is what
        :meth:`insert` does). The UI uses this to animate.
        """
        self.validate(drinks, mode, seed)
        if mode == "inverted":
            return InvertedRun(self.spec, drinks, seed)
        return TowerRun(self.spec, self.state, drinks, mode, seed, aim)

    def insert(self, drinks: list[str], mode: str = "batch", seed: int = 0, aim: ThrowAim | None = None) -> InsertionResult:
        """Simulate an insertion to rest and keep the jams inside."""
        result = self.start(drinks, mode, seed, aim).run()
        self.apply(result)
        return result

    def apply(self, result: InsertionResult) -> None:
        """Adopt the state after *result*; it must have started from the current state."""
        if result.state_before != self.state:
            raise InsertionError("that insertion did not start from the tower's current contents")
        self.state = result.state_after

    def empty(self) -> list[str]:
        """Take every drink out by hand (T18, T32); returns their ids."""
        ids = self.state.drink_ids()
        self.state = TowerState()
        return ids

    def state_hash(self) -> str:
        return self.state.hash()

    def validate(self, drinks: list[str], mode: str, seed: int) -> None:
        """Raise :class:`InsertionError` (or ``DrinkIdError``) for an impossible insertion."""
        if mode not in MODES:
            raise InsertionError(f"unknown mode {mode!r}: expected one of {', '.join(MODES)}")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise InsertionError(f"seed must be an integer, got {seed!r}")
        if not drinks:
            raise InsertionError("insert at least one drink")
        for d in drinks:
            parse_drink_id(d)
        dupes = sorted({d for d in drinks if drinks.count(d) > 1})
        if dupes:
            raise InsertionError(f"each drink exists once; repeated: {', '.join(dupes)}")
        stuck = [d for d in drinks if d in self.state.drink_ids()]
        if stuck:
            raise InsertionError(f"already inside the machine: {', '.join(stuck)}")
        if mode == "inverted" and self.state.inside:
            raise InsertionError("empty the machine before turning it upside down (G20)")
