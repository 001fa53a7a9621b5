"""Screenshot smoke tests: every scene in both languages gives a real picture of the asked size."""

from __future__ import annotations

import subprocess
import sys

import pygame
import pytest

from tsukiji_table.ui import LaunchError
from tsukiji_table.ui.screenshot import take

SCENES = [
    ("menu", "sandbox:turin"),
    ("table", "sandbox:tsukiji"),
    ("zoom", "sandbox:jidohanbaiki"),
    ("handoff", "sandbox:turin"),
    ("private", "sandbox:turin"),
    ("secret", "sandbox:turin"),
    ("secret-card", "sandbox:turin"),
    ("reveal", "sandbox:tsukiji"),
    ("context", "sandbox:tsukiji"),
    ("help", "sandbox:turin"),
    ("pause", "sandbox:turin"),
    ("end", "demo"),
    ("tower", "sandbox:jidohanbaiki"),
    ("aim", "sandbox:jidohanbaiki"),
    ("flick-aim", "jido:flick"),
    ("flick-shot", "jido:flick"),
]


def _check(path, size) -> None:
    img = pygame.image.load(str(path))
    assert img.get_size() == size
    small = pygame.transform.scale(img, (32, 18))
    colours = {small.get_at((x, y))[:3] for x in range(32) for y in range(18)}
    assert len(colours) > 4, "the picture is (nearly) uniform"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("scene,game", SCENES)
def test_scene_renders(tmp_path, scene, game, lang):
    size = (1024, 640)
    out = take(game, tmp_path / f"{scene}-{lang}.png", players=3, seed=2, size=size, scene_name=scene, lang=lang)
    assert out.is_file()
    pygame.display.init()
    _check(out, size)


def test_tower_scenes_need_a_table_with_the_tower(tmp_path):
    with pytest.raises(LaunchError, match="no vending-machine tower"):
        take("sandbox:turin", tmp_path / "x.png", players=2, scene_name="tower")


def test_unknown_scene_is_a_user_error(tmp_path):
    with pytest.raises(LaunchError, match="unknown scene"):
        take("sandbox:turin", tmp_path / "x.png", players=2, scene_name="nope")


def test_end_scene_needs_a_referee(tmp_path):
    with pytest.raises(LaunchError, match="referee"):
        take("sandbox:turin", tmp_path / "x.png", players=2, scene_name="end")


def test_command_line_screenshot(tmp_path):
    out = tmp_path / "cli.png"
    run = subprocess.run(
        [sys.executable, "-m", "tsukiji_table", "screenshot", "jidohanbaiki", "--size", "800x600", "--lang", "ja", "-o", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == str(out)
    pygame.display.init()
    _check(out, (800, 600))
    bad = subprocess.run(
        [sys.executable, "-m", "tsukiji_table", "screenshot", "turin", "--size", "big", "-o", str(out)], capture_output=True, text=True, timeout=60
    )
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and "WIDTHxHEIGHT" in bad.stderr
