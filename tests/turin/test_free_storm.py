"""A storm of random hand moves and actions in free mode never breaks the game."""

from __future__ import annotations

import random

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.turin.conservation import check_table
from tsukiji_table.table import ZoneKind

from .helpers import new


def test_random_free_moves_and_actions_keep_conservation_and_raise_only_illegal_action() -> None:
    rng = random.Random(99)
    for game_no in range(30):
        players = 2 + game_no % 4
        s = new(players, seed=game_no, mode="free")
        t = s.table
        pieces = sorted(t.pieces)
        places = sorted(z for z, zone in t.zones.items() if zone.kind is not ZoneKind.MONEY)
        purses = sorted(z for z, zone in t.zones.items() if zone.kind is ZoneKind.MONEY and z != "pot")
        for _ in range(250):
            roll = rng.random()
            seat = rng.randrange(players)
            if roll < 0.15:
                action = {"action": "move", "piece": rng.choice(pieces), "to": rng.choice(places)}
            elif roll < 0.25:
                action = {"action": "pay", "from": rng.choice(purses), "to": rng.choice(purses), "amount": rng.randint(1, 6)}
            else:
                movers = s.game.to_move(t)
                if movers and rng.random() < 0.8:
                    seat = rng.choice(movers)
                options = [a for a in s.game.legal_actions(t, seat) if a["action"] != "end_game" or rng.random() < 0.02]
                if not options:
                    continue
                action = rng.choice(options)
            try:
                s.play(seat, action)
            except IllegalAction:
                pass
            check_table(s.game, t)
            if s.game.is_over(t):
                assert s.game.score(t) is not None
                break


@pytest.mark.parametrize(
    "action",
    [
        {"action": ["bid"]},
        {"action": {"bid": 2}},
        {"action": "move", "piece": ["goose"], "to": "lot"},
        {"action": "pay", "from": ["bank"], "to": "p0.money", "amount": 1},
    ],
)
def test_an_action_with_a_list_or_mapping_where_a_name_belongs_is_refused_with_a_message(action: dict) -> None:
    s = new(3, seed=1, mode="free")
    before = s.table.state_hash()
    with pytest.raises(IllegalAction, match=r"an action is a mapping|expected a text"):
        s.play(0, action)
    assert s.table.state_hash() == before
