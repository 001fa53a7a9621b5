"""Refusals of the solo referees say what is wrong with the words the player wrote."""

from __future__ import annotations

import pytest

from tsukiji_table.games.base import IllegalAction
from tsukiji_table.games.session import Session


def refusal(game: str, action: dict) -> str:
    s = Session.new(game, seed=4)
    with pytest.raises(IllegalAction) as err:
        s.play(0, action)
    return str(err.value)


def test_a_crate_put_far_away_names_both_ranges():
    msg = refusal("jido:g08", {"action": "move_crate", "crate": 1, "at": [99, 99]})
    assert msg == "move_crate at: expected [x, y] with x a whole number from -3 to 24 and y from -3 to 24, not [99, 99]"


def test_a_bad_spot_of_a_swap_is_named_by_its_place_in_spots():
    msg = refusal("jido:g06", {"action": "swap", "crate": 1, "side": "right", "other": 2, "other_side": "left", "spots": [[2, 0], [9, 9]]})
    assert msg.startswith("swap spots[1]: expected [col, row]")
