"""G04's heuristic bot: capture when it can, otherwise leave the board with more jumps for it than against it.

G04 has no hidden information, so the bot reads the public position through
the referee's model.  Each legal action is scored by the position after it:
captures made, then the jumps the bot's drinks threaten minus those
threatening them, then its drinks on the crates.  Crate moves are many (a
hundred or more): a sample of them is tried.

The position after an option is not built as a model state (a state, its
board and its spot map per option cost most of a game's time): the bot edits
a copy of the board (spot -> drink) and, for a crate move, of the set of
spots, and scores that.  A crate move's recentring is left out, since a shift
of the whole group changes no count.  :func:`value` on the applied state is
the definition; :func:`option_value` gives the same number.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping
from typing import Any

from ...table import Table
from . import g04_rules as m
from .common import EMPTY

CRATE_SAMPLE = 16  # crate moves tried per decision
WIN = 1000.0


def threats(at: Mapping[tuple[int, int], int], spots: Collection[tuple[int, int]], colour: int) -> tuple[int, int]:
    """(jumps ``colour``'s drinks could make now, jumps other drinks could make over ``colour``'s).

    ``at`` maps spots to drinks, ``spots`` holds every spot of the crates.
    Both counts are read from ``colour``'s own drinks: a jump over one of them
    comes from the spot on one side of it and lands on the spot on the other.
    """
    mine = theirs = 0
    for (x, y), d in at.items():
        if d // 6 != colour:
            continue
        for dx, dy in m.AROUND:
            other = at.get((x + dx, y + dy))
            if other is not None and other // 6 != colour:  # it could jump that one
                beyond = (x + 2 * dx, y + 2 * dy)
                if beyond in spots and beyond not in at:
                    mine += 1
            other = at.get((x - dx, y - dy))
            if other is not None and other // 6 != colour:  # that one could jump it
                beyond = (x + dx, y + dy)
                if beyond in spots and beyond not in at:
                    theirs += 1
    return mine, theirs


def _score(captures: int, at: Mapping[tuple[int, int], int], spots: Collection[tuple[int, int]], colour: int) -> float:
    mine, theirs = threats(at, spots, colour)
    on_table = sum(1 for d in at.values() if d // 6 == colour)
    return 100.0 * captures + 4.0 * mine - 6.0 * theirs + 1.0 * on_table


def value(state: m.State, seat: int) -> float:
    """How good the position is for ``seat``."""
    if state.over:
        return WIN if seat in state.winners else -WIN
    at, _ = m.board(state.places, state.crates)
    return _score(len(state.captured[seat]), at, m.spot_map(state.places), state.colours[seat])


def option_value(cfg: m.Config, state: m.State, move: tuple) -> float:
    """:func:`value` of ``m.apply(cfg, state, move)`` for the seat to move, without building that state."""
    seat = state.seat
    colour = state.colours[seat]
    captures = len(state.captured[seat])
    at0, where = m.board(state.places, state.crates)
    spot_map = m.spot_map(state.places)
    spots: Collection[tuple[int, int]] = spot_map
    at = dict(at0)
    kind = move[0]
    if kind == "place":
        _, drink, k, s = move
        at[m._spots(state.places[k])[s]] = drink
    elif kind == "move":
        _, drink, name = move
        x, y = where[drink]
        dx, dy = m.DIRS[name]
        got = m._landing(at0, spot_map, drink, x, y, dx, dy)
        assert not isinstance(got, str), "the bot scores legal moves only"
        landing, victim = got
        del at[(x, y)]
        at[landing] = drink
        if victim is not None:
            del at[where[victim]]
            captures += 1
            if captures >= cfg.target:
                return WIN
    elif kind == "crate":
        _, k, place = move
        old, new = m._spots(state.places[k]), m._spots(place)
        moved = set(spots)
        moved.difference_update(old)
        moved.update(new)
        spots = moved
        held = state.crates[k]
        for s, d in enumerate(held):
            if d != EMPTY:
                del at[old[s]]
        for s, d in enumerate(held):
            if d != EMPTY:
                at[new[s]] = d
    return _score(captures, at, spots, colour)


class CheckersBot:
    """Greedy on :func:`value`, with a random sample of crate moves."""

    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        cfg, state = game.model_state(table)
        runs = m.runs(cfg, state)
        crates = runs.get("crate", ())  # read only as sampled
        others = [mv for kind, run in runs.items() if kind != "crate" for mv in run]
        crates = self.rng.sample(crates, CRATE_SAMPLE) if len(crates) > CRATE_SAMPLE else list(crates)
        best, best_value = None, float("-inf")
        for move in others + crates:
            score = option_value(cfg, state, move) + self.rng.random() * 0.5  # ties broken at random
            if score > best_value:
                best, best_value = move, score
        assert best is not None, "the seat to move has no legal move"
        return game.encode(table, best)
