"""tower.yaml: validated by the rules loader, typed by physics.spec; drink ids."""

from __future__ import annotations

import pytest
import yaml

from tsukiji_table.paths import rules_root
from tsukiji_table.physics.spec import DrinkIdError, all_drink_ids, load_spec, parse_drink_id, spec_from_text
from tsukiji_table.rulesdata import RulesDataError, load_rules

TOWER = rules_root() / "jidohanbaiki" / "tower.yaml"

# The only plain numbers allowed: given by the rules or by physics, not by us.
RULE_NUMBERS = {"version", "machine.exit.out_fraction", "crate.slots", "simulation.gravity"}


def _plain_numbers(node, path=""):
    """Key paths of bare numbers that are not written {value: X, assumed: true, note: why}."""
    if isinstance(node, dict):
        if "value" in node and "assumed" in node:
            assert node["assumed"] is True and node.get("note"), f"{path}: an assumed value needs a note"
            return
        for k, v in node.items():
            if k != "rank":  # length order is the rulebook's (G09)
                yield from _plain_numbers(v, f"{path}.{k}" if path else k)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _plain_numbers(v, f"{path}[{i}]")
    elif isinstance(node, (int, float)) and not isinstance(node, bool):
        yield path


def test_every_number_we_chose_is_marked_assumed_with_a_note() -> None:
    raw = yaml.safe_load(TOWER.read_text(encoding="utf-8"))
    assert set(_plain_numbers(raw)) == RULE_NUMBERS


def test_the_rules_loader_validates_tower_yaml_and_knows_what_is_assumed(spec) -> None:
    rules = load_rules("jidohanbaiki")
    assert "tower.yaml" in rules.files
    assert rules.is_assumed("tower.yaml", "machine.inner_width")
    assert not rules.is_assumed("tower.yaml", "machine.exit.out_fraction")  # T16
    assert "machine.inner_width" in spec.assumed and "machine.exit.out_fraction" not in spec.assumed


def _broken(old: str, new: str) -> str:
    text = TOWER.read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize(
    "old, new, message",
    [
        ("rod_radius: {value: 0.003", "rod_radius: {value: -0.003", "machine.rod_radius: expected at least"),
        ("    floor_friction:", "    floor_fricton:", "machine.exit.floor_fricton: unknown key"),
        ("  substeps: {value: 4,", "  substeps: {value: four,", "simulation.substeps: expected a whole number"),
        ("      rank: 2\n", "      rank: 5\n", "drinks.shapes: expected ranks 1..6"),
    ],
)
def test_a_malformed_tower_yaml_names_file_line_and_key(old: str, new: str, message: str) -> None:
    with pytest.raises(RulesDataError) as err:
        spec_from_text(_broken(old, new), "rules/jidohanbaiki/tower.yaml")
    lines = [e for e in str(err.value).splitlines() if message in e]
    assert lines, str(err.value)
    where, _, _ = lines[0].partition(" ")
    file, line = where.split(":")
    assert file == "rules/jidohanbaiki/tower.yaml"
    key = message.split(":")[0].split(".")[-1]
    assert _broken(old, new).splitlines()[int(line) - 1].strip().startswith(key)


def test_a_tower_yaml_of_ones_own_can_be_loaded(tmp_path) -> None:
    path = tmp_path / "tower.yaml"
    path.write_text(_broken("  mass: {value: 0.10,", "  mass: {value: 0.11,"), encoding="utf-8")
    assert load_spec(path).machine.mass == 0.11
    assert load_spec().machine.mass == 0.10


@pytest.mark.parametrize("text", ["red", "red:can", "green:short_can", "red:short_can:x", ""])
def test_bad_drink_ids_are_rejected(text: str) -> None:
    with pytest.raises(DrinkIdError):
        parse_drink_id(text)


def test_the_36_drinks_match_the_components_of_the_box() -> None:
    ids = all_drink_ids()
    assert len(ids) == len(set(ids)) == 36
    assert parse_drink_id("mint:square_bottle") == ("mint", "square_bottle")
    drink = load_rules("jidohanbaiki").components["drink"]
    assert sorted(v.id for v in drink.variants) == sorted(ids)


def test_min_substeps_cuts_slow_frames_only_and_keeps_the_speed_limit(tmp_path) -> None:
    """``simulation.min_substeps`` (absent: ``substeps``) lowers the substeps of a frame in which every drink is slow;
    a fast drink still gets as many as keep each step under the tunnelling distance, and the speed limit stays."""
    from tsukiji_table.physics import Tower
    from tsukiji_table.physics.sim import safe_move, speed_limit

    path = tmp_path / "tower.yaml"
    path.write_text(_broken("  max_substeps: ", "  min_substeps: {value: 2, assumed: true, note: test}\n  max_substeps: "), encoding="utf-8")
    fewer, shipped = load_spec(path), load_spec()
    # Left out of the shipped file, it is left out of its validated data: saved games keep their fingerprint.
    assert "min_substeps" not in load_rules("jidohanbaiki").files["tower.yaml"]["simulation"]
    assert (fewer.sim.fewest_substeps, shipped.sim.fewest_substeps) == (2, shipped.sim.substeps)
    assert speed_limit(fewer) == speed_limit(shipped)
    run = Tower(fewer).start(["red:short_can", "blue:longest_bottle"], "sequential", 3)
    counts = []  # (substeps of a frame, the fastest drink when it began)
    fastest = run.sim.fastest
    while run.step():
        counts.append((run.sim.substeps, fastest))
        fastest = run.sim.fastest
    assert min(n for n, _ in counts) == 2
    assert max(n for n, _ in counts) > 2  # a falling drink needs more
    frame = fewer.sim.frame_dt
    assert all(n == 2 or (fastest + 1.5 * fewer.sim.gravity * frame) * frame / n <= safe_move(fewer) for n, fastest in counts)
