"""G03 Genmaicha on the table: the zones, where they lie, and reading the game back from them.

Zones (millimetres of table, origin top-left):

- ``grid``: the recipe map, a 3 x 3 grid of stock cards (``pos`` = ``(col, row)``);
- ``ceremony``: the three face-down cards above the columns (TEA CEREMONY);
- ``line.r0`` .. ``line.c2``: the money lying beside each recipe line, as
  coins (the brewer is paid the same total by the bank, decision a13);
- ``matcha.c<col>.g<gap>``: the MATCHA-IRI coin between the cards of rows
  ``gap`` and ``gap + 1`` of a column;
- ``brand.<line>``: where an ad sign brands a line (TEA MARKET), with its
  stake lying on the sign (``on.ad_sign#k``);
- ``crates`` (an area) with ``crate.<k>``, the pockets of crate ``k``;
- ``bag`` (the opaque supply of drinks), per seat ``p<s>.drinks`` and ``p<s>.money``;
- ``bank`` (unlimited), ``box`` and ``deck`` (scratch, never drawn).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...rulesdata import Rules
from ...rulesdata.schema_jido_g03 import COUNTS, rounds_for
from ...table import Table, Visibility, ZoneKind
from ..base import populate
from ..furniture import add_bag, add_holder, add_money_on
from ..pieces import crate_geometry, tower_spec
from .g03_rules import LINES

CARD_W, CARD_H = 63.0, 88.0
PITCH_X, PITCH_Y = 84.0, 126.0  # a card and the room around it: the gaps between rows hold the matcha coins
GRID_X, GRID_Y = 20.0, 160.0  # the ceremony row lies above the grid
LABEL = 9.0
SIGN = (56.0, 36.0)
SEAT_W, SEAT_H = 390.0, 96.0


@dataclass(frozen=True)
class G03Data:
    """The numbers of ``rules/jidohanbaiki/g03.yaml``."""

    start_money: int
    rounds: dict[int, int]  # by player count
    row_values: tuple[int, ...]
    col_values: tuple[int, ...]
    decrease: int
    bid_step: int
    crate_drinks: dict[int, tuple[int, ...]]
    matcha_coins: tuple[int, ...]
    ceremony_bonus: int
    min_stake: int

    @classmethod
    def from_rules(cls, rules: Rules) -> G03Data:
        d = rules.file("g03.yaml")
        counts = range(2, 7)
        return cls(
            start_money=d["start_money"],
            rounds={n: rounds_for(d, n) for n in counts},
            row_values=tuple(d["row_values"]),
            col_values=tuple(d["col_values"]),
            decrease=d["brew_decrease"],
            bid_step=d["bid_step"],
            crate_drinks={n: tuple(d["crate_drinks"][COUNTS[n - 2]]) for n in counts if COUNTS[n - 2] in d["crate_drinks"]},
            matcha_coins=tuple(d["matcha_coins"]),
            ceremony_bonus=d["ceremony_bonus"],
            min_stake=d["market_min_stake"],
        )

    def line_value(self, line: str) -> int:
        k = int(line[1])
        return self.row_values[k] if line[0] == "r" else self.col_values[k]


def on(options: dict[str, Any], name: str) -> bool:
    return options.get(name) is True


def matcha_zone(col: int, gap: int) -> str:
    """The coin between the cards of rows ``gap`` and ``gap + 1`` in column ``col``."""
    return f"matcha.c{col}.g{gap}"


def build_table(game_id: str, rules: Rules, players: int, options: dict[str, Any], seed: int) -> Table:
    """Every zone and every component of the box (those not used stay in the box)."""
    table = Table(game_id, seed, players)
    table.add_zone("box", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
    table.add_zone("deck", ZoneKind.STACK, Visibility.NOBODY, hidden=True)
    table.add_zone("bank", ZoneKind.MONEY, unlimited=True, hidden=True)
    populate(table, rules, zone="box", money_zone="bank")
    grid_w, grid_h = 3 * PITCH_X, 3 * PITCH_Y
    table.add_zone(
        "grid",
        ZoneKind.GRID,
        rect=[GRID_X, GRID_Y, grid_w, grid_h + LABEL],
        arrange="grid",
        cols=3,
        rows=3,
        label={"en": "Recipe map", "ja": "レシピのマップ"},
    )
    if on(options, "ceremony"):
        table.add_zone(
            "ceremony",
            ZoneKind.GRID,
            rect=[GRID_X, GRID_Y - PITCH_Y - LABEL - 6, grid_w, PITCH_Y + LABEL],
            arrange="grid",
            cols=3,
            rows=1,
            label={"en": "Tea ceremony (face down)", "ja": "お茶会（裏向き）"},
        )
    _add_lines(table, options)
    if on(options, "matcha"):
        for col in range(3):
            for gap in range(2):
                x = GRID_X + col * PITCH_X + (PITCH_X - 44) / 2
                y = GRID_Y + (gap + 1) * PITCH_Y - 19
                table.add_zone(matcha_zone(col, gap), ZoneKind.MONEY, rect=[x, y, 44.0, 38.0], arrange="purse", bare=True)
    crates_x = GRID_X + grid_w + (230 if on(options, "market") else 130)
    _add_crates(table, rules, players, crates_x)
    add_bag(table, "bag", rect=[crates_x, GRID_Y + 2 * 150 + 10, 90.0, 100.0], label={"en": "Drink bag", "ja": "ドリンクの袋"})
    seats_y = GRID_Y + grid_h + LABEL + 4 + 60 + (54 if on(options, "market") else 0) + 24  # below the column values (and brands)
    for seat in range(players):
        x = GRID_X + (seat % 3) * (SEAT_W + 14)
        y = seats_y + (seat // 3) * (SEAT_H + 14)
        table.add_zone(
            f"p{seat}.drinks",
            ZoneKind.STACK,
            owner=seat,
            rect=[x, y, SEAT_W - 104, SEAT_H],
            arrange="row",
            label={"en": "Drinks", "ja": "ドリンク"},
        )
        table.add_zone(
            f"p{seat}.money", ZoneKind.MONEY, owner=seat, rect=[x + SEAT_W - 100, y, 100.0, SEAT_H], arrange="purse", label={"en": "Money", "ja": "所持金"}
        )
    return table


def _add_lines(table: Table, options: dict[str, Any]) -> None:
    """The money beside each recipe line and, with TEA MARKET, a place for its brand sign."""
    market = on(options, "market")
    for line in LINES:
        k = int(line[1])
        if line[0] == "r":
            rect = [GRID_X + 3 * PITCH_X + 6, GRID_Y + k * PITCH_Y + 10, 86.0, PITCH_Y - 20]
            label = {"en": f"Row {k + 1}", "ja": f"{k + 1}行目"}
            sign_rect = [rect[0] + rect[2] + 6, rect[1], 80.0, rect[3]]
        else:
            rect = [GRID_X + k * PITCH_X + 2, GRID_Y + 3 * PITCH_Y + LABEL + 4, PITCH_X - 4, 60.0]
            label = {"en": f"Column {k + 1}", "ja": f"{k + 1}列目"}
            sign_rect = [rect[0], rect[1] + rect[3] + 4, rect[2], 50.0]
        table.add_zone(f"line.{line}", ZoneKind.MONEY, rect=rect, arrange="purse", label=label)
        if market:
            table.add_zone(f"brand.{line}", ZoneKind.AREA, rect=sign_rect, arrange="free", label={"en": "Brand", "ja": "ブランド"})
    if market:
        for k in range(1, len(LINES) + 1):
            add_money_on(table, f"ad_sign#{k}", SIGN)


def _add_crates(table: Table, rules: Rules, players: int, x: float) -> None:
    g = crate_geometry(tower_spec(rules))
    cols = 3 if players > 4 else 2
    rows = -(-players // cols)
    cell_w, cell_h = g.width + 14, g.height + 14
    table.add_zone(
        "crates",
        ZoneKind.AREA,
        rect=[x, GRID_Y, cols * cell_w, rows * cell_h + LABEL],
        arrange="free",
        label={"en": "Crates", "ja": "ボトルクレート"},
    )
    edge = g.wall - g.divider / 2
    for k in range(1, players + 1):
        add_holder(table, f"crate.{k}", f"crate#{k}", (g.width, g.height), g.cols, g.rows, (edge, edge, edge, edge), {"en": f"Crate {k}", "ja": f"クレート{k}"})


def crate_home(rules: Rules, players: int, k: int) -> tuple[float, float]:
    """Where crate ``k`` (1-based) stands in the crates' area: its centre, mm from the area's top-left."""
    g = crate_geometry(tower_spec(rules))
    cols = 3 if players > 4 else 2
    cell_w, cell_h = g.width + 14, g.height + 14
    n = k - 1
    return ((n % cols) * cell_w + cell_w / 2, (n // cols) * cell_h + cell_h / 2)
