"""What one seat may learn of a game (for the secrecy tests): its view, its legal actions, its log lines."""

from __future__ import annotations

import json
from typing import Any

from tsukiji_table.games.selfplay import make_bot
from tsukiji_table.games.session import Session
from tsukiji_table.table import view


def public(s: Session, seat: int) -> tuple[Any, ...]:
    """Everything ``seat`` may learn now: its view, its legal actions and its log lines."""
    game, table = s.game, s.table
    legal = sorted(json.dumps(a, sort_keys=True) for a in game.legal_actions(table, seat))
    lines = [[m.render("en") for m in game.describe(table, tx, seat)] for tx in table.done]
    return view(table, seat), legal, lines


def play_out(s: Session, seed: int) -> Session:
    """Play ``s`` to its end with heuristic and random bots in turn."""
    bots = [make_bot(s.game, "heuristic" if seat % 2 else "random", seat, seed) for seat in range(s.table.players)]
    while not s.game.is_over(s.table):
        seat = s.game.to_move(s.table)[0]
        s.play(seat, bots[seat].act(s.game, s.table, seat))
    return s


def lines_for_owners_only(s: Session, keys: set[str]) -> int:
    """Check that the log lines keyed ``keys`` (they name a secret) are described to their own seat alone; how many."""
    owned = 0
    for tx in s.table.done:
        for viewer in range(s.table.players):
            found = {m.key for m in s.game.describe(s.table, tx, viewer)} & keys
            if found:
                assert viewer == tx.seat, f"{found} shown to seat {viewer} for seat {tx.seat}'s action"
                owned += 1
    return owned
