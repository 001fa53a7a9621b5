"""Puzzle candidates made by scrambling a solved position, for the daily
puzzle and for authoring the pack (``scripts/make_puzzles.py``).

A candidate is only a starting state: whether it can be solved, and its
par, come from the solver (see :mod:`.daily`).
"""

from __future__ import annotations

import random
from typing import Any

from . import g08_rules
from .common import EMPTY, Catalogue
from .geometry import Placement

# Crate arrangements for G08 candidates, as (x, y, rot) in spots, near the floor's middle.
ARRANGEMENTS: dict[str, list[tuple[int, int, int]]] = {
    "column": [(10, 8, 0), (10, 10, 0), (10, 12, 0), (10, 14, 0)],
    "row": [(6, 11, 0), (9, 11, 0), (12, 11, 0), (15, 11, 0)],
    "block": [(9, 9, 0), (12, 9, 0), (9, 11, 0), (12, 11, 0)],
    "steps": [(8, 9, 0), (8, 11, 0), (11, 11, 0), (11, 13, 0)],
    "tower": [(11, 7, 90), (11, 10, 90), (11, 13, 90), (13, 13, 90)],
}


def rows(crate: tuple[int, ...], cat: Catalogue) -> list[list[str]]:
    names = ["-" if d == EMPTY else cat.drink_name(d) for d in crate]
    return [names[:3], names[3:]]


def g08_candidate(rng: random.Random, cat: Catalogue, crates: int, arrangement: str, swaps: int, crate_moves: int = 0) -> dict[str, Any]:
    """A G08 start: ``crates`` sorted crates in an arrangement, then random
    colour-changing swaps and crate moves."""
    colours = rng.sample(range(6), crates)
    shapes = list(range(6))
    sorted_crates = []
    for c in colours:
        rng.shuffle(shapes)
        sorted_crates.append(tuple(c * 6 + s for s in shapes))
    places = tuple(Placement(*p) for p in ARRANGEMENTS[arrangement][:crates])
    state = g08_rules.State(places, tuple(sorted_crates))
    cfg = g08_rules.Config()
    steps = ["swap"] * swaps + ["crate"] * crate_moves
    rng.shuffle(steps)
    for step in steps:
        options = [m for m in g08_rules.moves(cfg, state._replace(phase=0, result=0)) if m[0] == step and (step == "crate" or m[1] // 6 != m[2] // 6)]
        if options:
            state = g08_rules.apply(cfg, state._replace(phase=0, result=0), rng.choice(options))
    return {
        "crates": [{"at": [p.x, p.y], "rot": p.rot, "drinks": rows(crate, cat)} for p, crate in zip(state.places, state.crates)],
    }


def g07_candidate(
    rng: random.Random, cat: Catalogue, relocations: int, clock: int = 1, move: int = 0, swap: int = 0, shuffles: int = 0, aligned: bool = False
) -> dict[str, Any]:
    """A G07 start: three sorted outer crates (``aligned``: shapes in the same
    spots), then ``relocations`` random card-style moves (same spot, another
    crate) and ``shuffles`` swaps of two drinks inside a crate; one random
    deck order."""
    colours = sorted(rng.sample(range(6), 3))
    crates = []
    shapes = list(range(6))
    rng.shuffle(shapes)
    for c in colours:
        if not aligned:
            rng.shuffle(shapes)
        crates.append([c * 6 + s for s in shapes])
    crates.append([EMPTY] * 6)
    for _ in range(relocations):
        moves = [(k, s, t) for k in range(4) for s in range(6) for t in range(4) if t != k and crates[k][s] != EMPTY and crates[t][s] == EMPTY]
        k, s, t = rng.choice(moves)
        crates[t][s], crates[k][s] = crates[k][s], EMPTY
    for _ in range(shuffles):
        # Two drinks of different colours trade spots, so their spots now clash.
        pairs = [
            (k, a, b)
            for k in range(4)
            for a in range(6)
            for b in range(a + 1, 6)
            if crates[k][a] != EMPTY and crates[k][b] != EMPTY and crates[k][a] // 6 != crates[k][b] // 6
        ]
        if pairs:
            k, a, b = rng.choice(pairs)
            crates[k][a], crates[k][b] = crates[k][b], crates[k][a]
    cards = [cat.card_name(c) for c in colours] + list(cat.shapes)
    rng.shuffle(cards)
    return {
        "colours": [cat.colours[c] for c in colours],
        "crates": [rows(tuple(crate), cat) for crate in crates],
        "money": {"clock": clock, "move": move, "swap": swap},
        "decks": [cards],
    }


def g06_candidate(
    rng: random.Random,
    cat: Catalogue,
    crates: int = 2,
    per_crate: int = 6,
    jams: int = 1,
    coins100: int = 2,
    coins500: int = 2,
    spec: Any = None,
    kinds: int | None = None,
    loose: int = 0,
) -> dict[str, Any]:
    """A G06 start: ``crates`` crates of ``per_crate`` random drinks, and the
    machine holding ``jams`` drinks that jammed when a random crate went in.

    With ``kinds`` (a number, 0 included), the crates start as six-of-a-colour
    crates scrambled by that many edge swaps (a puzzle of rebuilding the bonus
    groups), and ``loose`` random drinks of other colours lie in one more crate."""
    from . import g06_rules

    if kinds is not None:
        colours = rng.sample(range(6), crates)
        state = [[c * 6 + s for s in range(6)] for c in colours]
        for crate in state:
            rng.shuffle(crate)
        for _ in range(kinds):
            k, j = rng.sample(range(crates), 2)
            side, other = rng.choice([(a, b) for a in range(4) for b in range(4) if g06_rules.facing(a, b)])
            pairs = g06_rules.facing(side, other)
            for a, b in rng.sample(pairs, rng.randint(1, len(pairs))):
                state[k][a], state[j][b] = state[j][b], state[k][a]
        others = [d for d in range(36) if d // 6 not in colours]
        if loose:
            rng.shuffle(others)
            extra, others = others[:loose], others[loose:]
            state.append(rng.sample(extra + [EMPTY] * (6 - loose), 6))
        start: dict[str, Any] = {"crates": [rows(tuple(c), cat) for c in state], "money": {"coins100": coins100, "coins500": coins500}}
        if jams:
            jam = _jam(rng, cat, others, jams, spec)
            if jam is None:
                raise ValueError("no jam found")
            start["tower"] = jam[0].to_json()
        return start

    drinks = list(range(36))
    rng.shuffle(drinks)
    machine = None
    if jams:
        found = _jam(rng, cat, drinks, jams, spec)
        if found is None:
            raise ValueError("no jam found")
        machine, drinks = found
    chosen = drinks[: crates * per_crate]
    out = []
    for k in range(crates):
        crate = chosen[k * per_crate : (k + 1) * per_crate] + [EMPTY] * (6 - per_crate)
        rng.shuffle(crate)
        out.append(rows(tuple(crate), cat))
    start = {"crates": out, "money": {"coins100": coins100, "coins500": coins500}}
    if machine is not None:
        start["tower"] = machine.to_json()
    return start


def _jam(rng: random.Random, cat: Catalogue, drinks: list[int], jams: int, spec: Any) -> tuple[Any, list[int]] | None:
    """A machine in which exactly ``jams`` of six random ``drinks`` stuck; and the drinks not used."""
    from ...physics import Tower

    pool = list(drinks)
    for _ in range(400):
        rng.shuffle(pool)
        batch = pool[:6]
        result = Tower(spec).insert([cat.drink_name(d) for d in batch], "batch", rng.randrange(2**31))
        if len(result.jammed) == jams:
            return result.state_after, [d for d in drinks if d not in batch]
    return None
