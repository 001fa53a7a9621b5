"""The simulated-cache benchmark (``scripts/bench_cachesim.py``): its reading of cachegrind's summary and its per-game counts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import bench_cachesim  # noqa: E402

SUMMARY = """==71== I   refs:      4,771,691,447
==71== I1  misses:       38,350,752
==71== LLi misses:          386,251
==71== I1  miss rate:          0.80%
==71== D   refs:      2,066,939,654  (1,441,216,162 rd   + 625,723,492 wr)
==71== D1  misses:       25,671,338  (   19,668,817 rd   +   6,002,521 wr)
==71== LLd misses:        3,409,774  (    1,944,824 rd   +   1,464,950 wr)
==71== LL refs:          64,022,090  (   58,019,569 rd   +   6,002,521 wr)
==71== LL misses:         3,796,025  (   2,331,075 rd   +   1,464,950 wr)
"""


def test_the_summary_gives_the_total_of_each_count_not_its_read_or_write_part():
    assert bench_cachesim.summary(SUMMARY) == {"instructions": 4_771_691_447, "i1_misses": 38_350_752, "d1_misses": 25_671_338, "l2_misses": 3_796_025}


def test_a_summary_without_a_count_names_the_count_missing():
    cut = "\n".join(line for line in SUMMARY.splitlines() if "D1  misses" not in line)
    with pytest.raises(ValueError, match="D1 misses"):
        bench_cachesim.summary(cut)


def test_a_game_costs_the_difference_between_the_two_runs_over_the_games_between_them():
    few = {"instructions": 1000, "i1_misses": 10, "d1_misses": 20, "l2_misses": 2}
    more = {"instructions": 3000, "i1_misses": 50, "d1_misses": 20, "l2_misses": 6}
    assert bench_cachesim.per_game(few, more, 4) == {"instructions": 500, "i1_misses": 10, "d1_misses": 0, "l2_misses": 1}


def test_without_valgrind_the_benchmark_says_so_and_what_installs_it():
    done = subprocess.run(
        [sys.executable, "scripts/bench_cachesim.py", "jido:g04", "--players", "2"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={"PATH": "/nonexistent"},
        timeout=60,
    )
    assert done.returncode == 2
    assert "valgrind is not installed" in done.stderr and "apt-get install valgrind" in done.stderr
    assert "Traceback" not in done.stderr
