"""The self-play benchmark's pace probe (``scripts/bench_selfplay.py --probe``, ``scripts/benchkit.py``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from benchkit import PaceProbe  # noqa: E402


def test_the_probe_walks_every_object_the_same_way_each_time():
    """The walk is fixed work: the same total every run, and one that depends on every object walked."""
    probe = PaceProbe(items=500)
    first = probe.run()
    assert probe.run() == first
    assert PaceProbe(items=500, seed=2).run() == first  # the order shuffled otherwise: the same objects, the same total
    assert PaceProbe(items=501).run() != first
    assert probe.time() > 0


def test_bench_selfplay_reports_the_games_time_over_the_probes():
    """``--probe`` adds the probe's median and the games' time over it to the RESULT line (one block of three games)."""
    done = subprocess.run(
        [sys.executable, "scripts/bench_selfplay.py", "jido:g04", "--players", "2", "--games", "3", "--probe"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    result = next(line for line in done.stdout.splitlines() if line.startswith("RESULT "))
    fields = dict(item.split("=", 1) for item in result.split()[1:])
    probe_ms, ratio, game_ms = float(fields["probe_ms"]), float(fields["game_per_probe"]), float(fields["median_game_cpu_ms"])
    assert probe_ms > 0
    # One block: its median game over the probe after it, the games' median itself.
    assert abs(ratio * probe_ms - game_ms) <= 0.01 * game_ms + 0.01
    plain = subprocess.run(
        [sys.executable, "scripts/bench_selfplay.py", "jido:g04", "--players", "2", "--games", "2"], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert plain.returncode == 0, plain.stderr
    assert "probe_ms" not in plain.stdout  # without --probe, no probe
