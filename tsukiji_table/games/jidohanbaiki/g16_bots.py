"""G16 Tori-atama: the heuristic bot, a bird with a fair memory.

It reads only its own view: the centre, the crates, how many drinks each
shut hand holds, the drink being announced, and the public judgements
(``results``: who revealed which hand, right or wrong, where each taken drink
went; never which drinks).  It remembers what it took and follows its own
drinks from hand to hand as the rules move them; when it must recall one
(to decide a challenge) it remembers each with a chance (``RECALL``), as a
person would.  A drink it sees again in the centre or a crate it knows it no
longer holds.

It takes the drink that adds most colours and shapes to its crate and hands,
shunning drinks like those it saw others take (they may be challenged),
reveals a hand only when it recalls a match there (or when a hand of many
unknown drinks very likely holds one), and at the end keeps what scores most.
"""

from __future__ import annotations

import random
from typing import Any

from ...table import Table, view
from . import g16_rules as model

RECALL = 0.8  # the chance of remembering a held drink when it matters
BOLD = 0.75  # reveal a hand of unknown drinks when a match is at least this likely
ODDS_UNALIKE = 24 / 35  # a drink unknown to us shares neither colour nor shape with a given other


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng
        self.hands: dict[str, list[int | None]] = {"right": [], "left": []}  # what we believe we hold (None: forgotten)
        self.done = 0  # the last judgement (by turn number) taken into account
        self.shifted = 0  # the turn whose start moved our hands
        self.took: tuple[int, int] | None = None  # (turn, drink) of our last take
        self.others: dict[int, int] = {}  # drinks we saw others take -> who

    def act(self, game: Any, table: Table, seat: int) -> dict[str, Any]:
        seen = view(table, seat)
        self._catch_up(game, seen)
        legal = list(game.legal_actions(table, seat))
        phase = seen.vars.get("phase")
        if phase == "take":
            return self._take(game, seen, legal)
        if phase == "challenge":
            return self._challenge(game, seen)
        if phase == "empty":
            return self._keep(game, seen, legal)
        return legal[self.rng.randrange(len(legal))]

    # ---------------------------------------------------------------- memory

    def _catch_up(self, game: Any, seen: Any) -> None:
        me, codes = self.seat, game.drink_codes
        for r in seen.vars.get("results", []):
            if r["turn"] <= self.done:
                continue
            self.done = r["turn"]
            for j in r["judged"]:
                if j["seat"] != me:
                    continue
                if not j["right"]:
                    self.hands[j["hand"]] = []
                elif j["hand"] == "right":
                    self.hands["left"] += self.hands["right"]
                    self.hands["right"] = []
                else:
                    self.hands["left"] = []
            if r["taker"] == me and self.took is not None and self.took[0] == r["turn"] and r["to"] in ("right", "left"):
                self.hands[r["to"]].append(self.took[1])
        announce = seen.vars.get("announce")
        if announce is not None and int(seen.vars["turn"]) != me:
            self.others[codes[announce]] = int(seen.vars["turn"])
        turns = int(seen.vars.get("turns", 0))
        if seen.vars.get("phase") == "take" and int(seen.vars["turn"]) == me and self.shifted != turns:
            self.shifted = turns
            self.hands["left"], self.hands["right"] = self.hands["right"], []
        # What lies open is held by nobody; then the counts we can feel.
        open_ = {codes[p.handle[6:]] for z in seen.zones.values() for p in z.pieces if not p.hidden and p.handle.startswith("drink.")}
        for d in list(self.others):
            if d in open_:
                del self.others[d]
        for hand in model.HANDS:
            mine: list[int | None] = [d if d not in open_ else None for d in self.hands[hand]]
            n = len(seen.zones[f"p{me}.{hand}"].pieces)
            mine = mine[-n:] if n else []
            forgotten: list[int | None] = [None] * (n - len(mine))
            self.hands[hand] = forgotten + mine

    # --------------------------------------------------------------- choices

    def _take(self, game: Any, seen: Any, legal: list[dict[str, Any]]) -> dict[str, Any]:
        codes = game.drink_codes
        mine = [codes[p.handle[6:]] for p in seen.zones[f"p{self.seat}.crate"].pieces]
        mine += [d for h in model.HANDS for d in self.hands[h] if d is not None]

        def worth(action: dict[str, Any]) -> float:
            d = codes[action["drink"]]
            risk = sum(1 for o in self.others if model.alike(o, d))
            return model.gain(game.cfg, mine, d) - 0.6 * min(risk, 2) + 0.01 * self.rng.random()

        best = max(legal, key=worth)
        self.took = (int(seen.vars.get("turns", 0)), codes[best["drink"]])
        return best

    def _challenge(self, game: Any, seen: Any) -> dict[str, Any]:
        taken = game.drink_codes[seen.vars["announce"]]
        for hand in ("left", "right"):
            recalled = [d for d in self.hands[hand] if d is not None and self.rng.random() < RECALL]
            if any(model.alike(d, taken) for d in recalled):
                return {"action": "challenge", "hand": hand}
        for hand in ("left", "right"):
            unknown = sum(1 for d in self.hands[hand] if d is None)
            if unknown and 1 - ODDS_UNALIKE**unknown >= BOLD:
                return {"action": "challenge", "hand": hand}
        return {"action": "challenge", "hand": "none"}

    def _keep(self, game: Any, seen: Any, legal: list[dict[str, Any]]) -> dict[str, Any]:
        codes = game.drink_codes
        crate = [codes[p.handle[6:]] for p in seen.zones[f"p{self.seat}.crate"].pieces]
        return max(legal, key=lambda a: (model.points(game.cfg, crate + [codes[d] for d in a["drinks"]])["total"], self.rng.random()))
