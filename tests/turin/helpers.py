"""Small helpers for driving a Turin Market game through its real actions."""

from __future__ import annotations

from typing import Any

from tsukiji_table.games.session import Session
from tsukiji_table.table import Table


def new(players: int, seed: int = 7, **options: Any) -> Session:
    return Session.new("turin", players, seed, options)


def act(s: Session, seat: int, action: str, **args: Any) -> None:
    s.play(seat, {"action": action, **args})


def phase(s: Session) -> str:
    return s.table.vars["phase"]


def hand(s: Session, seat: int) -> list[str]:
    return s.table.in_zone(f"p{seat}.hand")


def won(s: Session, seat: int) -> list[str]:
    return s.table.in_zone(f"p{seat}.won")


def money(s: Session, seat: int) -> int:
    return s.table.money(f"p{seat}.money")


def lot(s: Session) -> list[str]:
    return s.table.in_zone("lot")


def choose_all(s: Session, cards: dict[int, str] | None = None) -> None:
    """Every seat that must choose puts a card into the lot (its first, or ``cards[seat]``)."""
    for seat in list(s.game.to_move(s.table)):
        act(s, seat, "choose_card", card=(cards or {}).get(seat, hand(s, seat)[0]))


def bid_all(s: Session, bids: list[int]) -> None:
    for seat, amount in enumerate(bids):
        act(s, seat, "bid", amount=amount)


def pick_all(s: Session) -> None:
    """Pickers take the first cards of the lot until the picking is over."""
    while phase(s) == "pick":
        seat, n, role = s.table.vars["queue"][0]
        act(s, seat, "pick" if role == "take" else "return_cards", cards=lot(s)[:n])


def pass_sales(s: Session) -> None:
    while phase(s) == "sell":
        act(s, s.game.to_move(s.table)[0], "pass")


def play_round(s: Session, bids: list[int]) -> None:
    """A whole round with these bids (no ties wanted), no offers."""
    if phase(s) == "choose":
        choose_all(s)
    bid_all(s, bids)
    pick_all(s)
    pass_sales(s)


def total_scudo(t: Table) -> int:
    return sum(z.money() for z in t.zones.values())


def minted(t: Table) -> int:
    return sum(d * n for d, n in t.minted.items())
