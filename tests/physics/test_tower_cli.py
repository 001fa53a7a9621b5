"""``tsukiji-table tower``: output contract, state file, clear errors (never a traceback)."""

from __future__ import annotations

import json

import pytest

from tsukiji_table.cli import main
from tsukiji_table.physics import Tower, TowerState

from .conftest import CRATE_A, CRATE_B


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def test_json_is_exactly_the_documented_object(capsys, jam_case) -> None:
    seed = str(jam_case.seed_a)
    code, out, err = run(capsys, "tower", "--drinks", ",".join(CRATE_A), "--mode", "batch", "--seed", seed, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert list(data) == ["out", "jammed", "not_entered", "hash"]
    expected = Tower().insert(CRATE_A, "batch", jam_case.seed_a)
    assert data == expected.summary_json() and data["jammed"]
    assert all(set(e) == {"drink", "order", "distance"} for e in data["out"])
    assert [e["order"] for e in data["out"]] == list(range(1, len(data["out"]) + 1))


def test_state_file_carries_jams_between_calls(capsys, tmp_path, jam_case) -> None:
    state = tmp_path / "tower.json"
    run(capsys, "tower", "--drinks", ",".join(CRATE_A), "--seed", str(jam_case.seed_a), "--state", str(state), "--json")
    saved = TowerState.from_json(json.loads(state.read_text()))
    assert saved == jam_case.state
    code, out, _ = run(capsys, "tower", "--drinks", ",".join(CRATE_B), "--seed", str(jam_case.seed_b), "--state", str(state), "--json")
    data = json.loads(out)
    assert code == 0
    assert data == Tower(state=saved).insert(CRATE_B, "batch", jam_case.seed_b).summary_json()
    assert any(e["drink"] in saved.drink_ids() for e in data["out"])
    assert data["hash"] == TowerState.from_json(json.loads(state.read_text())).hash()
    assert [p.name for p in tmp_path.iterdir()] == ["tower.json"]  # no temporary files left


def test_empty_by_hand(capsys, tmp_path, jam_case) -> None:
    state = tmp_path / "tower.json"
    run(capsys, "tower", "--drinks", ",".join(CRATE_A), "--seed", str(jam_case.seed_a), "--state", str(state))
    assert TowerState.from_json(json.loads(state.read_text())).inside
    code, out, _ = run(capsys, "tower", "--empty", "--state", str(state), "--json")
    assert code == 0 and json.loads(out)["hash"] == TowerState().hash()
    assert TowerState.from_json(json.loads(state.read_text())) == TowerState()


def test_human_output_lists_exits_jams_and_hash(capsys, jam_case) -> None:
    code, out, _ = run(capsys, "tower", "--drinks", ",".join(CRATE_A), "--seed", str(jam_case.seed_a))
    res = Tower().insert(CRATE_A, "batch", jam_case.seed_a)
    assert code == 0
    assert f"out #1: {res.out[0].drink}" in out
    assert f"jammed inside: {', '.join(res.jammed)}" in out
    assert out.strip().endswith(res.hash)


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--drinks", "red:short_cn"], "bad drink id 'red:short_cn'"),
        (["--drinks", "red:short_can,red:short_can"], "repeated: red:short_can"),
        (["--drinks", "red:short_can,blue:long_can", "--mode", "single"], "exactly one drink"),
        (["--mode", "batch"], "--drinks is required"),
        (["--drinks", "red:short_can", "--throw", "1,2"], "--throw is only for --mode throw"),
        (["--drinks", "red:short_can", "--mode", "throw", "--throw", "1,2"], "four numbers"),
        (["--drinks", "red:short_can", "--mode", "throw", "--throw", "0.3,0.4,nan,2"], "finite numbers"),
        (["--drinks", "red:short_can", "--mode", "throw", "--throw", "0.3,0.4,30,1e9"], "throw speed 1e+09 m/s"),
        (["--drinks", "red:short_can", "--mode", "throw", "--throw", "0.3,0.4,200,2"], "throw angle 200"),
        (["--drinks", "red:short_can", "--mode", "throw", "--throw", "0.01,0.4,30,2"], "the hand would touch"),
        (["--drinks", "red:short_can", "--mode", "throw", "--throw", "0.3,-1,30,2"], "above the table"),
        (["--take"], "--take needs --state"),
    ],
)
def test_bad_arguments_are_usage_errors(capsys, argv, message) -> None:
    code, _, err = run(capsys, "tower", *argv)
    assert code == 2
    errors = [line for line in err.splitlines() if "error" in line]
    assert len(errors) == 1 and message in errors[0]


def test_a_bad_mode_is_refused_by_the_parser(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["tower", "--drinks", "red:short_can", "--mode", "shake"])
    err = capsys.readouterr().err
    assert exc.value.code == 2 and "invalid choice: 'shake'" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "content, message",
    [
        ("{not json", "not JSON"),
        ('{"version": 9, "inside": []}', "not a tower state"),
        ('{"version": 1, "inside": [{"drink": "red:short_can", "x": "a"}]}', "'x' must be a finite number"),
        ('{"version": 1, "inside": [{"drink": "red:tall_can"}]}', "bad drink id"),
        # Issue 18: poses that cannot be are refused, never simulated (a drink vanishing, or "jammed" 51 m below the table).
        ('{"version": 1, "inside": [{"drink": "red:short_can", "x": 1e300, "y": 0.2, "angle": 0, "vx": 0, "vy": 0, "spin": 0}]}', "not inside the machine"),
        ('{"version": 1, "inside": [{"drink": "red:short_can", "x": 0.3, "y": 0.2, "angle": 0, "vx": 0, "vy": 0, "spin": 0}]}', "not inside the machine"),
        ('{"version": 1, "inside": [{"drink": "red:short_can", "x": 0.01, "y": 0.01, "angle": 0, "vx": 0, "vy": 0, "spin": 0}]}', "inside a wall"),
        ('{"version": 1, "inside": [{"drink": "red:short_can", "x": 0.06, "y": 0.2, "angle": 0, "vx": 1e9, "vy": 0, "spin": 0}]}', "faster than anything"),
        (
            '{"version": 1, "inside": [], "at_exit": [{"drink": "red:short_can", "x": 0.6, "y": 0.02, "angle": 0, "vx": 0, "vy": 0, "spin": 0}]}',
            "not in the exit",
        ),
        ('{"version": 1, "inside": [], "extra": 1}', "unknown key"),
    ],
)
def test_a_corrupt_state_file_is_a_data_error(capsys, tmp_path, content, message) -> None:
    state = tmp_path / "tower.json"
    state.write_text(content)
    code, _, err = run(capsys, "tower", "--drinks", "blue:long_can", "--state", str(state))
    assert code == 1
    assert f"tower state {state}: " in err and message in err
    assert state.read_text() == content  # left as it was
