"""G03 Genmaicha's heuristic bot: values crates by the recipes they make, bids part of the difference, brews greedily.

It reads only what its seat may see: the cards on view, the crates, its
own drinks and money, the money beside the lines, and its own peeks.  A
crate's worth is what a greedy brewing plan (:func:`.g03_rules.plan`)
earns with it; the bid is part of what choosing first is worth over an
average crate; the brewing takes, one action at a time, the brew that
earns most now and leaves the best plan.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...table import Table
from .g03_rules import ATTRS, LINE_CELLS, attr_of, card_of, ingredient, plan

if TYPE_CHECKING:
    from .g03 import Genmaicha

Act = dict[str, Any]
BID_SHARE = 0.5  # of what the best crate is worth over an average one: paying all of it would gain nothing


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seat: int, rng: random.Random):
        self.seat = seat
        self.rng = rng

    def act(self, game: Genmaicha, table: Table, seat: int) -> Act:
        legal = list(game.legal_actions(table, seat))
        phase = table.vars.get("phase")
        if phase in ("bid", "rebid"):
            return self._bid(game, table, seat, legal, phase)
        if phase == "pick":
            return max(legal, key=lambda a: (self._crate_worth(game, table, seat, a["crate"]), -a["crate"]))
        if phase == "brew":
            return self._brew(game, table, seat, legal)
        return legal[0]

    # --------------------------------------------------------- bidding

    def _crate_worth(self, game: Genmaicha, table: Table, seat: int, crate: int) -> int:
        hand = game.hand(table, seat) + [game.codes[p] for p in table.zones[f"crate.{crate}"].ids]
        return plan(game.grid(table), game.values(table), hand, frozenset(), game.data.decrease)[0] + len(hand)

    def _bid(self, game: Genmaicha, table: Table, seat: int, legal: list[Act], phase: str) -> Act:
        worth = sorted((self._crate_worth(game, table, seat, k) for k in game.crates_left(table)), reverse=True)
        edge = worth[0] - sum(worth) / len(worth)
        if phase == "rebid":
            edge /= 2  # already paid once for this place
        want = int(edge * BID_SHARE)
        amounts = [a["amount"] for a in legal]
        best = max((a for a in amounts if a <= want), default=0)
        return {"action": phase, "amount": best}

    # --------------------------------------------------------- brewing

    def _brew(self, game: Genmaicha, table: Table, seat: int, legal: list[Act]) -> Act:
        grid, values, hand, used = game.grid(table), game.values(table), game.hand(table, seat), game.used(table)
        step = game.data.decrease
        best: tuple[float, Act] | None = None
        for action in legal:
            name = action["action"]
            if name == "brand":
                continue
            if name == "peek":
                continue
            if name == "done":
                continue
            gain, line, spent = self._brew_gain(game, table, seat, action)
            after = dict(values)
            after[line] = max(0, after[line] - step)
            rest = plan(grid, after, hand, used | spent, step)[0]
            score = gain + rest
            if best is None or score > best[0]:
                best = (score, action)
        brand = [a for a in legal if a["action"] == "brand"]
        if brand and self._brand_pays(game, table):
            return min(brand, key=lambda a: a["amount"])
        if best is not None and best[0] > 0:
            return best[1]
        peek = self._peek(game, table, seat, legal, used)
        if peek is not None:
            return peek
        return {"action": "done"}

    def _brew_gain(self, game: Genmaicha, table: Table, seat: int, action: Act) -> tuple[float, str, frozenset[int]]:
        """Money a brew earns now (expected, for a guess), the line it brews, the ingredients it spends."""
        name = action["action"]
        grid = game.grid(table)
        code = game.codes
        drinks = [code[f"drink.{d}"] for d in action["drinks"]]
        if name == "brew":
            line = action["line"]
        elif name == "brew_matcha":
            line = f"r{action['row']}"
        else:
            line = f"c{action['col']}"
        cards = [grid[c] for c in LINE_CELLS[line]]
        spent = {ingredient(d, attr_of(c)) for c, d in zip(cards, drinks)}
        gain: float = table.money(f"line.{line}")
        if name == "brew_matcha":
            extra = code[f"drink.{action['extra']}"]
            card = grid[action["extra_row"] * 3 + action["col"]]
            spent.add(ingredient(extra, attr_of(card)))
            gain += table.money(f"matcha.c{action['col']}.g{min(action['row'], action['extra_row'])}")
        elif name == "brew_ceremony":
            guess = code[f"drink.{action['guess']}"]
            attr = ATTRS.index(action["guess_as"])
            spent.add(ingredient(guess, attr))
            chance = self._chance(game, table, seat, action["col"], card_of(guess, attr))
            gain += chance * game.data.ceremony_bonus - (1 - chance) * 100 * len(set(drinks) | {guess})
        return gain, line, frozenset(spent)

    def _chance(self, game: Genmaicha, table: Table, seat: int, col: int, card: int) -> float:
        """How likely the face-down card above ``col`` is ``card``, from what this seat has seen."""
        known = {int(c): game.codes[pid] for c, pid in table.vars.get(f"secret.{seat}.peeks", {}).items()}
        if col in known:
            return 1.0 if known[col] == card else 0.0
        on_view = set(game.grid(table)) | {game.codes[p] for p in table.zones["ceremony"].ids if table.pieces[p].face_up}
        unknown = [c for c in range(12) if c not in on_view and c not in known.values()]
        return 1.0 / len(unknown) if card in unknown else 0.0

    def _peek(self, game: Genmaicha, table: Table, seat: int, legal: list[Act], used: frozenset[int]) -> Act | None:
        """Look under a card whose column this seat could brew, with an ingredient the plan does not need."""
        known = table.vars.get(f"secret.{seat}.peeks", {})
        for action in legal:
            if action["action"] == "peek" and str(action["col"]) not in known:
                return action
        return None

    def _brand_pays(self, game: Genmaicha, table: Table) -> bool:
        """A stake comes back doubled when anyone brews the line again: worth it while rounds remain."""
        return int(table.vars.get("round", 1)) < game.rounds(table)
