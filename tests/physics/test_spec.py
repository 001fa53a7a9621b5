"""tower.yaml: loading, the assumed-value form, drink ids."""

from __future__ import annotations

import copy

import pytest
import yaml

from tsukiji_table.physics.spec import (DEFAULT_PATH, DrinkIdError, TowerDataError, all_drink_ids, parse_drink_id,
                                        spec_from_dict, unwrap)


def test_unwrap_strips_the_assumed_form_and_remembers_where() -> None:
    assumed: list[str] = []
    out = unwrap({"a": {"value": 1, "assumed": True, "note": "x"}, "b": [{"value": 2, "assumed": False}]}, "", assumed)
    assert out == {"a": 1, "b": [2]}
    assert assumed == ["a"]


def _numbers(node, path=""):
    """Every bare number in the raw YAML that is not inside a {value, assumed} wrapper."""
    if isinstance(node, dict):
        if "value" in node and "assumed" in node:
            return
        for k, v in node.items():
            if k not in ("version", "rank"):
                yield from _numbers(v, f"{path}.{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _numbers(v, f"{path}[{i}]")
    elif isinstance(node, (int, float)) and not isinstance(node, bool):
        yield path


def test_every_number_in_tower_yaml_says_whether_it_is_assumed() -> None:
    raw = yaml.safe_load(DEFAULT_PATH.read_text(encoding="utf-8"))
    assert list(_numbers(raw)) == []


def test_only_the_out_rule_and_physics_constants_come_from_the_rules(spec) -> None:
    raw = yaml.safe_load(DEFAULT_PATH.read_text(encoding="utf-8"))
    assert raw["machine"]["exit"]["out_fraction"]["assumed"] is False  # T16
    assert "machine.inner_width" in spec.assumed
    assert "machine.exit.out_fraction" not in spec.assumed


def test_missing_key_is_a_data_error() -> None:
    raw = yaml.safe_load(DEFAULT_PATH.read_text(encoding="utf-8"))
    bad = copy.deepcopy(raw)
    del bad["machine"]["rods"]
    with pytest.raises(TowerDataError, match="rods"):
        spec_from_dict(bad)


@pytest.mark.parametrize("text", ["red", "red:can", "green:short_can", "red:short_can:x", ""])
def test_bad_drink_ids_are_rejected(text: str) -> None:
    with pytest.raises(DrinkIdError):
        parse_drink_id(text)


def test_the_36_drinks() -> None:
    ids = all_drink_ids()
    assert len(ids) == len(set(ids)) == 36
    assert parse_drink_id("mint:square_bottle") == ("mint", "square_bottle")
