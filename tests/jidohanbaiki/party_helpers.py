"""Helpers for the multiplayer drink games' tests: lay out a position by hand, then play by the rules."""

from __future__ import annotations

from typing import Any

from tsukiji_table.games.session import Session


def new(game: str, players: int, seed: int = 184, **options: Any) -> Session:
    """A session in strict mode (seed 184 deals G04 and G10 red, blue, white, mint, black, purple to seats 0-5)."""
    return Session.new(game, players, seed, {"mode": "strict", **options})


def put(session: Session, *moves: tuple[str, str] | tuple[str, str, list[int]]) -> None:
    """Move pieces by hand (``(piece, zone)`` or ``(piece, zone, [col, row])``), as a person in free mode would."""
    mode = session.game.mode(session.table)
    seat = session.game.to_move(session.table)[0] if session.game.to_move(session.table) else 0
    session.play(seat, {"action": "set_mode", "mode": "free"})
    for move in moves:
        piece, zone, *at = move
        session.play(seat, {"action": "put", "piece": piece, "to": zone, "at": at[0] if at else []})
    session.play(seat, {"action": "set_mode", "mode": mode})


def legal(session: Session, seat: int | None = None) -> list[dict[str, Any]]:
    game, table = session.game, session.table
    return list(game.legal_actions(table, game.to_move(table)[0] if seat is None else seat))


def refusal(session: Session, seat: int, action: dict[str, Any], lang: str = "en") -> str:
    """Why ``action`` is refused, rendered (an empty string: it is legal)."""
    why = session.game.check(session.table, seat, action)
    return "" if why is None else why.render(lang)
