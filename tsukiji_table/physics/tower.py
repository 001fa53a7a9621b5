"""The vending-machine tower: a chance device with memory.

:class:`Tower` holds the drinks in the machine (:class:`~.state.TowerState`).
An insertion is simulated from (state, drinks, mode, seed) only, so the same
inputs give the same :class:`~.state.InsertionResult` in any process; the
caller records that result (like a die roll) and never re-simulates on undo.

:func:`simulate` and :func:`take_from_exit` are the same thing on plain JSON
data, for referees (see the top of ``docs/tower.md``).
"""

from __future__ import annotations

from typing import Any

from .insertion import MODES, InsertionError, ThrowAim, check_aim
from .inverted import InvertedRun
from .run import TowerRun
from .spec import TowerSpec, load_spec, parse_drink_id
from .state import InsertionResult, TowerState
from .validate import check_state

MAX_DRINKS = 36  # the box has 36 drinks


class Tower:
    """The machine and what is inside it."""

    def __init__(self, spec: TowerSpec | None = None, state: TowerState | None = None) -> None:
        self.spec = spec if spec is not None else load_spec()
        self.state = state if state is not None else TowerState()

    def start(self, drinks: list[str], mode: str = "batch", seed: int = 0, aim: ThrowAim | None = None, collect: bool = True) -> TowerRun | InvertedRun:
        """Begin an insertion without changing the tower; step the run frame by frame.

        Finish with ``run.result()`` and :meth:`apply` it (that is what
        :meth:`insert` does). The UI uses this to animate. With ``collect``
        (the default) drinks that come out but stay lying in the opening are
        taken at the end and the machine settles again (T16, T17).
        """
        self.validate(drinks, mode, seed, aim)
        if mode == "inverted":
            return InvertedRun(self.spec, drinks, seed)
        return TowerRun(self.spec, self.state, drinks, mode, seed, aim, collect)

    def insert(self, drinks: list[str], mode: str = "batch", seed: int = 0, aim: ThrowAim | None = None, collect: bool = True) -> InsertionResult:
        """Simulate an insertion to rest and keep the jams inside."""
        result = self.start(drinks, mode, seed, aim, collect).run()
        self.apply(result)
        return result

    def start_collect(self) -> TowerRun:
        """Begin taking the drinks lying in the exit (see :meth:`collect`), frame by frame."""
        return TowerRun(self.spec, self.state, [], "collect", 0)

    def collect(self) -> InsertionResult:
        """Take the drinks lying in the exit by hand and let the machine settle again (T16, T17, T23).

        Its ``collected`` lists them; ``out`` lists what else came out
        (``released``), and those are taken too if they also stop in the
        opening. Nothing random happens: no seed.
        """
        result = self.start_collect().run()
        self.apply(result)
        return result

    def apply(self, result: InsertionResult) -> None:
        """Adopt the state after *result*; it must have started from the current state."""
        if result.state_before != self.state:
            raise InsertionError("that insertion did not start from the tower's current contents")
        self.state = result.state_after

    def empty(self) -> list[str]:
        """Take every drink out by hand (T18, T32); returns their ids."""
        ids = self.state.all_ids()
        self.state = TowerState()
        return ids

    def state_hash(self) -> str:
        return self.state.hash()

    def check(self) -> None:
        """Raise :class:`~.state.TowerStateError` if the state cannot be (a drink in a wall, outside, too fast)."""
        check_state(self.spec, self.state)

    def validate(self, drinks: list[str], mode: str, seed: int, aim: ThrowAim | None = None) -> None:
        """Raise :class:`InsertionError` (or ``DrinkIdError``) for an impossible insertion."""
        if mode not in MODES:
            raise InsertionError(f"unknown mode {mode!r}: expected one of {', '.join(MODES)}")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise InsertionError(f"seed must be an integer, got {seed!r}")
        if not drinks:
            raise InsertionError("insert at least one drink")
        if len(drinks) > MAX_DRINKS:
            raise InsertionError(f"there are {MAX_DRINKS} drinks in the box; got {len(drinks)}")
        for d in drinks:
            parse_drink_id(d)
        dupes = sorted({d for d in drinks if drinks.count(d) > 1})
        if dupes:
            raise InsertionError(f"each drink exists once; repeated: {', '.join(dupes)}")
        stuck = [d for d in drinks if d in self.state.all_ids()]
        if stuck:
            raise InsertionError(f"already inside the machine: {', '.join(stuck)}")
        if self.state.at_exit:
            raise InsertionError(f"take the drinks lying in the exit first ({', '.join(self.state.exit_ids())}): Tower.collect()")
        if mode == "inverted" and self.state.inside:
            raise InsertionError("empty the machine before turning it upside down (G20)")
        if aim is not None:
            if mode != "throw":
                raise InsertionError("a throw's aim is only for mode 'throw'")
            check_aim(self.spec, aim)


def _tower(state: Any, spec: TowerSpec | None) -> Tower:
    tower = Tower(spec, TowerState.from_json(state) if state is not None else TowerState())
    tower.check()
    return tower


def simulate(
    state: Any,
    drinks: list[str],
    mode: str,
    seed: int,
    aim: ThrowAim | list[float] | None = None,
    *,
    collect: bool = True,
    spec: TowerSpec | None = None,
) -> dict[str, Any]:
    """The headless API: one insertion from a JSON tower state, as JSON data.

    ``state`` is a tower state's JSON (``None`` = empty machine), ``aim``
    a :class:`ThrowAim` or ``[distance, height, angle_deg, speed]``. The
    answer is :meth:`InsertionResult.to_json`: every drink placed once (out
    with order and distance, jammed, never entered and where), throw
    outcomes, landing classes, and the new ``state``. Raises
    :class:`~.state.TowerStateError` or :class:`InsertionError` (both
    ``ValueError``) for impossible input.
    """
    tower = _tower(state, spec)
    if isinstance(aim, (list, tuple)):
        if len(aim) != 4:
            raise InsertionError(f"a throw's aim is [distance, height, angle_deg, speed], got {aim!r}")
        aim = ThrowAim(*aim)
    data = tower.insert(list(drinks), mode, seed, aim, collect).to_json()
    if mode == "throw":
        data["aim"] = (aim or ThrowAim.default(tower.spec)).to_json()
    return data


def take_from_exit(state: Any, *, spec: TowerSpec | None = None) -> dict[str, Any]:
    """The headless API: take the drinks lying in the exit, settle, and say what else came out (JSON)."""
    return _tower(state, spec).collect().to_json()
