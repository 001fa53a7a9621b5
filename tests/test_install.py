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


def test_setup_passes_over_a_python_that_cannot_make_a_venv(tmp_path):
    """scripts/_venv.sh tries the Pythons it knows newest first; one without venv (Debian without python3-venv) leaves
    no half-made venv behind, and the next one makes it."""
    if Path("/usr/bin/python3.13").exists():
        pytest.skip("/usr/bin/python3.13 comes before the stand-in python3.13 on PATH")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    # A Python 3.13 that answers the version check but fails to make a venv, after making half of one.
    broken = bin_dir / "python3.13"
    broken.write_text(f'#!/bin/sh\nif [ "$1" = -m ]; then mkdir -p "$3/bin"; exit 1; fi\nexec {sys.executable} "$@"\n')
    broken.chmod(0o755)
    venv = tmp_path / "venv"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHON", "VIRTUAL_ENV")}
    env.update(PATH=f"{bin_dir}:/usr/bin:/bin", TSUKIJI_TABLE_VENV=str(venv))
    res = subprocess.run(["bash", "-c", f"source {ROOT / 'scripts' / '_venv.sh'}; make_venv"], capture_output=True, text=True, env=env)
    assert res.returncode == 0, res.stderr
    tried = [line for line in res.stderr.splitlines() if line.startswith("Creating")]
    assert str(broken) in tried[0] and "could not" in res.stderr
    assert len(tried) == 2 and str(broken) not in tried[1]
    made = subprocess.run([str(venv / "bin" / "python"), "-c", "import sys; print(sys.prefix)"], capture_output=True, text=True)
    assert made.stdout.strip() == str(venv)


def test_setup_names_the_python_it_was_told_to_use_when_that_fails(tmp_path):
    env = dict(os.environ, PYTHON=str(tmp_path / "no-such-python"), TSUKIJI_TABLE_VENV=str(tmp_path / "venv"))
    res = subprocess.run(["bash", "-c", f"source {ROOT / 'scripts' / '_venv.sh'}; make_venv"], capture_output=True, text=True, env=env)
    assert res.returncode == 1
    assert f"PYTHON={tmp_path / 'no-such-python'}" in res.stderr
    assert not (tmp_path / "venv").exists()
