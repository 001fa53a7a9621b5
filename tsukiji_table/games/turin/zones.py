"""The names of Turin Market's zones, shared by the table's builder, its layout and the referee.

Kept apart from :mod:`.board` so that :mod:`.layout` (which places these
zones) and :mod:`.board` (which builds them and reads the layout) import it
without importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache


@dataclass(frozen=True)
class SeatZones:
    """The zone ids of one seat (built once per seat number)."""

    hand: str
    choice: str
    won: str
    money: str
    bid: str
    rebid: str
    loan: str
    debt: str
    chips: str
    goose: str


@cache
def zones_of(seat: int) -> SeatZones:
    p = f"p{seat}."
    return SeatZones(*(p + n for n in ("hand", "choice", "won", "money", "bid", "rebid", "loan", "debt", "chips", "goose")))


def sale_zone(card: str) -> str:
    return f"sale.{card}"


def chip_id(good: str) -> str:
    return f"chip.{good}"
