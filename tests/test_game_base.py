"""What every referee shares (:mod:`tsukiji_table.games.base`) beyond the game contract's checks."""

from __future__ import annotations

import random

import pytest

from tsukiji_table.games.base import IllegalAction, json_copy


def _plain_json_copy(value):
    """json_copy the plain way: every value by a call."""
    if isinstance(value, dict):
        return {k if isinstance(k, str) else str(k): _plain_json_copy(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain_json_copy(v) for v in value]
    if value is None or type(value) in (str, int, float, bool):
        return value
    raise IllegalAction("not JSON")


def _shared(a, b):
    """Whether a copy shares a list or dict with what it was copied from."""
    if isinstance(a, (list, dict)) and a is b:
        return True
    if isinstance(a, dict):
        return any(_shared(v, b[k if isinstance(k, str) else str(k)]) for k, v in a.items())
    if isinstance(a, (list, tuple)):
        return any(_shared(x, y) for x, y in zip(a, b))
    return False


def _value(rng, depth=0):
    roll = rng.random()
    if depth > 2 or roll < 0.5:
        return rng.choice([1, -4, 2.5, True, False, None, "red:can", 'q"uote', 0])
    if roll < 0.7:
        return [_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if roll < 0.8:
        return tuple(_value(rng, depth + 1) for _ in range(rng.randrange(3)))
    return {rng.choice(["at", "drink", 3, "spot"]): _value(rng, depth + 1) for _ in range(rng.randrange(4))}


def test_json_copy_copies_as_the_plain_way_does_and_shares_no_list_or_mapping():
    rng = random.Random(8)
    for _ in range(3000):
        action = {"action": "x", **{f"k{i}": _value(rng) for i in range(rng.randrange(5))}}
        copy = json_copy(action)
        assert copy == _plain_json_copy(action)
        assert repr(copy) == repr(_plain_json_copy(action))  # tuples became lists alike, keys alike
        assert not _shared(action, copy)


@pytest.mark.parametrize("bad", [{"at": [1, object()]}, {"at": [1, {2}]}, {"at": {"x": b"bytes"}}, {"at": [[1, 2], [3, set()]]}])
def test_json_copy_refuses_what_could_not_be_saved_even_inside_a_list(bad):
    with pytest.raises(IllegalAction):
        json_copy(bad)
