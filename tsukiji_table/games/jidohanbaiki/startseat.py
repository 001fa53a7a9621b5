"""Who starts, for the multi-player Jidohanbaiki games (decision start-player-flavour).

The rulebook names a start player by a flavour rule ("the person who most
recently bought a drink from a vending machine"), which a program cannot
ask.  The table may say who that is (option ``first``: ``seat1`` ...), or
leave it to a recorded random draw.
"""

from __future__ import annotations

from typing import Any

from ...table import Table, Tx
from ..base import Option
from ..session import SessionError

SEATS = tuple(f"seat{n}" for n in range(1, 7))


def _check_first(value: Any) -> str:
    """``random``, ``seat1`` ... ``seat6``, or a seat index 0-5 as scripts write it."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(SEATS):
        return SEATS[value]
    if isinstance(value, str) and value.isdigit() and int(value) < len(SEATS):
        return SEATS[int(value)]
    if value in ("random", *SEATS):
        return str(value)
    raise ValueError(f"expected random, seat1 ... seat6 or a seat index 0-5, not {value!r}")


def first_option(rule: str) -> Option:
    """The start-player option; ``rule`` is the rulebook's flavour rule in English (the help text)."""
    return Option(
        "first",
        ("random", *SEATS),
        "random",
        f"the start player ({rule}): seat1 ... seat6, or random",
        names={"en": "Start player", "ja": "スタートプレイヤー"},
        check=_check_first,
        offered=lambda value, players: value == "random" or SEATS.index(value) < players,
    )


def choose_first(tx: Tx, table: Table, options: dict[str, Any]) -> int:
    """The start seat: the one the options name, else a recorded random draw (``vars["first"]``)."""
    value = _check_first(options.get("first", "random"))
    if value == "random":
        return int(tx.choice("first", list(range(table.players))))
    seat = SEATS.index(value)
    if seat >= table.players:
        raise SessionError(f"option first={value}: there are only {table.players} players")
    tx.set_var("first", seat)
    return seat
