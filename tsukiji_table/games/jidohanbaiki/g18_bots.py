"""G18 Two-Card Deduction: the heuristic bot.

It reads only its own view: its hand, its face-down card, and the drinks on
the other player's face-down card (each a yes or a no).  From these it
counts, for every colour and shape the answer could be, the deals of the
unseen cards that agree (:func:`.g18_rules.solutions`).  It names the answer
once one is certain, or when it must; otherwise it asks about the drink whose
yes-or-no splits the remaining possibilities most evenly (the largest
expected gain of information).  Its face-down card is one of its hand at
random.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

from ...table import Table, view
from . import g18_rules as model

SURE = 0.999


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        phase = table.vars.get("phase")
        legal = list(game.legal_actions(table, seat))
        if phase == "discard":
            return legal[self.rng.randrange(len(legal))]
        seen = view(table, seat)
        codes = game.card_codes
        known = [codes[p.handle.removeprefix("stock_card.")] for z in (f"p{seat}.hand", f"p{seat}.discard") for p in seen.zones[z].pieces if not p.hidden]
        other = 1 - seat
        answers = [(game.drink_codes[p.handle[6:]], side == "yes") for side in ("yes", "no") for p in seen.zones[f"p{other}.{side}"].pieces]
        found = model.worlds(known, answers, game.data["hand"], game.data["discards"])
        counts = tally(found)
        total = sum(counts.values())
        best = max(sorted(counts), key=lambda k: counts[k]) if counts else None
        if best is not None and (phase == "answer" or counts[best] / total >= SURE):
            return {"action": "guess", "colour": game.cat.card_name(best[0]), "shape": game.cat.card_name(best[1])}
        asks = [a for a in legal if a["action"] == "ask"]
        if not asks or best is None:
            return legal[self.rng.randrange(len(legal))]
        now = entropy(counts)
        return max(asks, key=lambda a: (gain(found, game.drink_codes[a["drink"]], now), self.rng.random()))


def tally(found: list[tuple[tuple[int, int], int, int]], drink: int | None = None, yes: bool = True) -> Counter[tuple[int, int]]:
    """Ways per possible answer, among the worlds (those answering ``yes`` about ``drink``, if given)."""
    out: Counter[tuple[int, int]] = Counter()
    for answer, ways, mask in found:
        if drink is None or bool(mask >> drink & 1) == yes:
            out[answer] += ways
    return out


def entropy(counts: Counter[tuple[int, int]]) -> float:
    total = sum(counts.values())
    return -sum(n / total * math.log2(n / total) for n in counts.values() if n) if total else 0.0


def gain(found: list[tuple[tuple[int, int], int, int]], drink: int, now: float) -> float:
    """How much a question about ``drink`` is expected to narrow down the answer (bits)."""
    total = sum(w for _, w, _ in found)
    after = 0.0
    for yes in (True, False):
        split = tally(found, drink, yes)
        weight = sum(split.values())
        if weight:
            after += weight / total * entropy(split)
    return now - after
