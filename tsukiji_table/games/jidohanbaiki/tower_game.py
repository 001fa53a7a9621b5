"""What every Jidohanbaiki game played through the tower reads and shares.

Its rules file (the first of ``reads``), the box's drink catalogue and the
tower's spec, each read once per referee; a flow module that builds the
table, sets it up, says who moves and what happens after an action; the end
as the flow's ``phase`` "over"; and the score as each seat's money with the
winners the flow recorded.  A game adds its actions, its words and, in
``score_extra``, what its end screen says beyond the money.
"""

from __future__ import annotations

from functools import cached_property
from types import ModuleType
from typing import Any, ClassVar

from ...physics import TowerSpec, spec_from_rules
from ...table import Table, Tx
from ..base import Game
from .common import Catalogue


class TowerGame(Game):
    """A referee whose flow lives in a module (``flow``) and whose rules sit in ``reads[0]``."""

    box: ClassVar[str | None] = "jidohanbaiki"
    uses_tower: ClassVar[bool] = True
    flow: ClassVar[ModuleType]

    @cached_property
    def data(self) -> dict[str, Any]:
        """The game's own rules file (``reads[0]``)."""
        assert self.rules is not None
        return self.rules.file(self.reads[0])

    @cached_property
    def catalogue(self) -> Catalogue:
        assert self.rules is not None
        return Catalogue.from_rules(self.rules)

    @cached_property
    def tower_spec(self) -> TowerSpec:
        assert self.rules is not None
        return spec_from_rules(self.rules)

    def build(self, players: int, options: dict[str, Any], seed: int) -> Table:
        return self.flow.build_table(self, players, seed)

    def setup(self, table: Table, options: dict[str, Any]) -> None:
        self.flow.setup(self, table, options)

    def advance(self, table: Table, tx: Tx) -> None:
        self.flow.advance(self, table, tx)

    def is_over(self, table: Table) -> bool:
        return table.vars.get("phase") == "over"

    def turns(self, table: Table) -> int:
        return int(table.vars.get("round", 1))

    def score(self, table: Table) -> dict[str, Any] | None:
        if not self.is_over(table):
            return None
        return {
            "scores": [table.money(f"p{s}.money") for s in range(table.players)],
            "winner": list(table.vars.get("winner", [])),
            "rounds": int(table.vars.get("round", 1)),
            **self.score_extra(table),
        }

    def score_extra(self, table: Table) -> dict[str, Any]:
        """What the end says beyond each seat's money, the winners and the rounds played."""
        return {}
