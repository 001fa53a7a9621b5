"""Many self-play games per game, player count and bots: does every one end?

Shared by the seed-sweep test (a few seeds, in CI) and
``scripts/attack_selfplay.py`` (thousands).  A game that hits the action
cap, runs past its time limit or raises is a failure, reported with the
game, the player count, the bots and the seed, so it can be played again
with ``tsukiji-table selfplay``.
"""

from __future__ import annotations

import signal
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from .registry import all_games, get
from .selfplay import SelfPlayError, bots_of, play_game


class TimeLimit(Exception):
    """A game ran past its wall-clock limit."""


@contextmanager
def time_limit(seconds: float | None) -> Iterator[None]:
    """Raise :class:`TimeLimit` once the block has used ``seconds`` of CPU time.

    CPU time, not the clock: on a machine shared with other work a block
    may wait far longer than it computes, and that is no hang.  (Main
    thread, Unix; elsewhere there is no limit.)
    """
    if not seconds or not hasattr(signal, "setitimer"):
        yield
        return

    def expire(signum: int, frame: object) -> None:
        raise TimeLimit(f"still running after {seconds:g} s of CPU time")

    try:
        old = signal.signal(signal.SIGPROF, expire)
    except ValueError:  # not the main thread
        yield
        return
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)


@dataclass(frozen=True)
class Case:
    game: str
    players: int
    bots: tuple[str, ...]
    seed: int

    @property
    def mix(self) -> str:
        names = sorted(set(self.bots))
        return names[0] if len(names) == 1 else "+".join(names)

    def command(self) -> str:
        return f"tsukiji-table selfplay {self.game} --players {self.players} --seed {self.seed} --bots {','.join(self.bots)}"


@dataclass
class Outcome:
    case: Case
    ended: bool
    actions: int = 0
    seconds: float = 0.0
    problem: str = ""


def mixes(game_id: str, players: int) -> list[tuple[str, ...]]:
    """All random, all the game's heuristic bot, and the two mixed (when the game has one)."""
    out = [("random",) * players]
    if "heuristic" in bots_of(get(game_id)):
        out.append(("heuristic",) * players)
        if players > 1:
            out.append(("heuristic",) + ("random",) * (players - 1))
    return out


def refereed_games() -> list[str]:
    """Every game with a referee (free tables have no end to reach)."""
    return [g.id for g in all_games(listed_only=False) if not getattr(g, "free_table", False)]


def cases(games: Iterable[str], seeds: Iterable[int], bots: str = "all") -> Iterator[Case]:
    """Every (game, player count, bot mix, seed); ``bots`` "all", "random" or "heuristic" (mixes with it)."""
    seeds = list(seeds)
    for game_id in games:
        cls = get(game_id)
        for players in range(cls.min_players, cls.max_players + 1):
            for mix in mixes(game_id, players):
                if bots == "random" and set(mix) != {"random"} or bots == "heuristic" and "heuristic" not in mix:
                    continue
                for seed in seeds:
                    yield Case(game_id, players, mix, seed)


def run_case(case: Case, max_actions: int = 100_000, seconds: float | None = 120.0) -> Outcome:
    """Play one game; a failure says why."""
    start = time.perf_counter()
    try:
        with time_limit(seconds):
            result, _ = play_game(case.game, case.players, case.seed, list(case.bots), max_actions=max_actions)
    except (SelfPlayError, TimeLimit) as exc:
        return Outcome(case, False, 0, time.perf_counter() - start, str(exc))
    except Exception as exc:  # noqa: BLE001 - a referee's bug is a failure to report, not to stop the sweep
        return Outcome(case, False, 0, time.perf_counter() - start, f"{type(exc).__name__}: {exc}")
    return Outcome(case, True, result.actions, time.perf_counter() - start)
