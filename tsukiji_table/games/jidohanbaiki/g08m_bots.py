"""G08 (2-6 players) heuristic bot: gather one of its colours in one crate, keep rivals from doing so.

What a colour belongs to is read from the bot's own view (``view(table,
seat)``): its own cards always, the others' only when they lie face up (not
in blind mode).  The crates and drinks are public.

For each colour it knows, the bot picks the crate holding most of it (its
*aim*) and measures the *effort* still needed there: the distances (in
swaps) of the nearest drinks of that colour still outside it, as many as
are missing for five.  A move is worth the effort it saves its own side's
colours (most for the colour nearest to five) less the effort it saves known
rivals.  A swap that wins is taken; one that would put five of a colour the
bot does not know in one crate is avoided (it may be a rival's).  Crate moves
are judged on a sample.
"""

from __future__ import annotations

import random
from typing import Any

from ...table import Table
from ...table.view import zone_view
from . import g08m_rules as m
from .geometry import Placement, own_spots

CRATE_SAMPLE = 8
WIN, AVOID = 10_000.0, -5_000.0
FOCUS, OWN, RIVAL = 3.0, 1.0, -1.5  # weights of effort saved: the colour nearest five, our others, a rival's


def known_colours(game: Any, table: Table, seat: int) -> dict[int, int]:
    """Colour -> seat, for the colour cards ``seat`` can see."""
    out: dict[int, int] = {}
    for s in range(table.players):  # the card places as ``view(table, seat)`` shows them (the rest of the view is not read)
        for piece in zone_view(table, table.zones[f"p{s}.cards"], seat).pieces:
            if not piece.hidden:
                out[game.catalogue.card(piece.handle)] = s
    return out


def _spots(state: m.State) -> dict[int, tuple[int, int, tuple[int, int]]]:
    """Drink -> (crate, own spot, global spot)."""
    return {
        d: (k, s, spots[s]) for k, (crate, place) in enumerate(zip(state.crates, state.places)) for spots in (own_spots(place),) for s, d in enumerate(crate)
    }


# Per aim's placement: spot -> Chebyshev distance from the spot to the aim's nearest spot.  The bots ask it
# thousands of times a turn, and aims and drinks lie in the same places from one turn to the next.
_NEAREST: dict[Placement, dict[tuple[int, int], int]] = {}


def _distances(place: Placement) -> dict[tuple[int, int], int]:
    """The distances to the aim lying at ``place`` worked out so far (kept across turns and games)."""
    got = _NEAREST.get(place)
    if got is None:
        if len(_NEAREST) > 4096:
            _NEAREST.clear()
        got = _NEAREST[place] = {}
    return got


class Aims:
    """Per known colour: the crate it gathers in and what it takes to bring five there."""

    def __init__(self, state: m.State, colours: list[int], win: int):
        self.win = win
        self.five_of_six = win == 5  # the effort is then all the distances but the farthest
        self.state = state
        self.where = where = _spots(state)
        self.aim: dict[int, int] = {}
        self.cells: dict[int, tuple[tuple[int, int], ...]] = {}
        self.near: dict[int, dict[tuple[int, int], int]] = {}  # per colour, the distances to its aim (see _NEAREST)
        self.tally = tally = [[0] * 6 for _ in state.crates]  # per crate, its drinks of each colour
        for row, crate in zip(tally, state.crates):
            for d in crate:
                row[d // 6] += 1
        self.dists: dict[int, list[int]] = {}
        for c in colours:
            counts = [row[c] for row in tally]
            k = counts.index(max(counts))  # the first crate holding most of it
            self.aim[c] = k
            self.cells[c] = own_spots(state.places[k])
            self.near[c] = _distances(state.places[k])
            self.dists[c] = [self.dist(c, *where[d][::2]) for d in range(c * 6, c * 6 + 6)]

    def dist(self, c: int, k: int, spot: tuple[int, int]) -> int:
        """Swaps, roughly, from ``spot`` (in crate ``k``) into ``c``'s aim: the Chebyshev distance to its nearest spot."""
        if k == self.aim[c]:
            return 0
        near = self.near[c]
        got = near.get(spot)
        if got is None:
            x0, y0 = spot
            got = near[spot] = min([max(abs(x0 - x), abs(y0 - y)) for x, y in self.cells[c]])
        return got

    def effort(self, c: int, moved: dict[int, tuple[int, tuple[int, int]]] | None = None) -> int:
        """Swaps still needed, roughly, to bring five of ``c`` into its aim (with some drinks moved)."""
        dists = self.dists[c]
        if moved:
            dists = list(dists)
            for d, (k, spot) in moved.items():
                if d // 6 == c:
                    dists[d % 6] = self.dist(c, k, spot)
        if self.five_of_six:
            return sum(dists) - max(dists)
        return sum(sorted(dists)[: self.win])


class SlideBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng

    def weights(self, game: Any, table: Table, seat: int, cfg: m.Config) -> dict[int, float]:
        """The weight of the effort saved, per colour it knows."""
        known = known_colours(game, table, seat)

        def side(s: int) -> int:
            return cfg.teams[s] if cfg.teams else s

        return {c: (OWN if side(s) == side(seat) else RIVAL) for c, s in known.items()}

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        cfg, state = game.model_state(table)
        weights = self.weights(game, table, seat, cfg)
        aims = Aims(state, list(weights), cfg.win_count)
        efforts = {c: aims.effort(c) for c in weights}
        ours = [c for c, w in weights.items() if w > 0]
        if ours:
            weights[min(ours, key=lambda c: efforts[c])] = FOCUS
        moves = list(m.moves(cfg, state))
        best, best_score = None, float("-inf")
        for move in moves:
            if move[0] == "swap":
                score = self.swap_value(cfg, state, aims, efforts, weights, move[1], move[2])
                if score > best_score:
                    best, best_score = move, score
        if state.phase == m.START:
            base = sum(w * efforts[c] for c, w in weights.items())
            crates = [mv for mv in moves if mv[0] == "crate"]
            for move in self.rng.sample(crates, min(CRATE_SAMPLE, len(crates))):
                after = Aims(m.apply(cfg, state, move), list(weights), cfg.win_count)
                gain = base - sum(w * after.effort(c) for c, w in weights.items())
                if gain > max(best_score, 0.0):
                    best, best_score = move, gain
        elif best_score <= 0:
            best = ("end",)
        if best is None:
            best = self.rng.choice(moves)
        return game.encode(table, best)

    def swap_value(self, cfg: m.Config, state: m.State, aims: Aims, efforts: dict[int, int], weights: dict[int, float], a: int, b: int) -> float:
        ka, sa, pa = aims.where[a]
        kb, sb, pb = aims.where[b]
        score = self.rng.random() * 0.01  # ties broken at random
        if ka != kb:
            for k, leave, come in ((ka, a, b), (kb, b, a)):
                c = come // 6
                n = aims.tally[k][c] + (leave // 6 != c)
                if n >= cfg.win_count:
                    w = weights.get(c)
                    score += WIN if w is not None and w > 0 else AVOID
        ca, cb = a // 6, b // 6
        for c in (ca,) if ca == cb else (ca, cb) if ca < cb else (cb, ca):  # (a set of the two, in its order)
            w = weights.get(c)
            if w is None:
                continue
            # The colour's effort with the two drinks swapped (:meth:`Aims.effort` with ``moved``, spelt out:
            # this runs for every swap of every turn).
            dists = aims.dists[c][:]
            if ca == c:
                dists[a % 6] = aims.dist(c, kb, pb)
            if cb == c:
                dists[b % 6] = aims.dist(c, ka, pa)
            effort = sum(dists) - max(dists) if aims.five_of_six else sum(sorted(dists)[: aims.win])
            score += w * (efforts[c] - effort)
        return score
