"""The installed package finds its rules and assets from any directory."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A wheel of this tree, installed (without dependencies) into a private directory."""
    work = tmp_path_factory.mktemp("install")
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(work / "dist"), str(ROOT)],
        capture_output=True,
        text=True,
    )
    if build.returncode != 0:
        pytest.fail(f"building the wheel failed:\n{build.stderr[-2000:]}")
    wheel = next((work / "dist").glob("*.whl"))
    target = work / "site"
    inst = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
        capture_output=True,
        text=True,
    )
    assert inst.returncode == 0, inst.stderr[-2000:]
    return target


def test_installed_copy_ships_its_rules_and_finds_them_elsewhere(installed, tmp_path):
    env = dict(os.environ, PYTHONPATH=str(installed))
    code = (
        "import tsukiji_table.paths as p, sys; "
        "print(p.rules_root()); print(p.assets_root()); "
        "from tsukiji_table.cli import main; sys.exit(main(['rules', 'check']))"
    )
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path, env=env)
    assert res.returncode == 0, res.stderr
    rules_dir, assets_dir = res.stdout.splitlines()[:2]
    assert rules_dir.startswith(str(installed)) and rules_dir.endswith("_data/rules")
    assert assets_dir.startswith(str(installed))
    assert "OK: rules data is valid" in res.stdout


def test_checkout_finds_rules_at_the_top_of_the_tree():
    from tsukiji_table.paths import rules_root

    assert rules_root() == ROOT / "rules"
