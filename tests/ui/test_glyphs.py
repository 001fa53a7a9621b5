"""Every string of the rules data and of the window's catalogue has glyphs in the bundled font."""

from __future__ import annotations

import importlib
import pkgutil

import pygame
import pygame.freetype
import pytest
import yaml

from tsukiji_table.paths import rules_root
from tsukiji_table.ui import fonts, i18n, plugin


def _strings(node):
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for k, v in node.items():
            yield from _strings(k)
            yield from _strings(v)
    elif isinstance(node, list):
        for v in node:
            yield from _strings(v)


def _all_ui_strings() -> list[str]:
    import tsukiji_table.ui as ui

    for info in pkgutil.walk_packages(ui.__path__, ui.__name__ + "."):
        importlib.import_module(info.name)  # modules register their strings on import
    plugin.discover()
    return i18n.all_strings()


@pytest.fixture(scope="module")
def font():
    pygame.freetype.init()
    path = fonts.font_path()
    assert path is not None and path.is_file(), "the bundled font is missing from assets/fonts/"
    assert (path.parent / "LICENSE-OFL.txt").is_file()
    return pygame.freetype.Font(str(path), 16)


def _missing(font, texts) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for text in texts:
        chars = {ch for ch in text if ch.isprintable() and not ch.isspace()}
        if not chars:
            continue
        metrics = font.get_metrics("".join(sorted(chars)))
        gone = {ch for ch, m in zip(sorted(chars), metrics) if m is None}
        if gone:
            out[text] = gone
    return out


def test_every_rules_string_has_glyphs(font):
    texts = []
    for path in sorted(rules_root().rglob("*.yaml")):
        texts.extend(_strings(yaml.safe_load(path.read_text(encoding="utf-8"))))
    assert len(texts) > 300
    assert _missing(font, texts) == {}


def test_every_catalogue_string_has_glyphs(font):
    texts = _all_ui_strings()
    assert len(texts) > 200 and any("築地" in t for t in texts)
    assert _missing(font, texts) == {}


def test_kana_and_common_kanji_for_typed_names(font):
    kana = "".join(chr(c) for c in range(0x3041, 0x3097)) + "".join(chr(c) for c in range(0x30A1, 0x30FB))
    names = "佐藤鈴木高橋田中伊藤渡辺山本中村小林加藤吉田山田佐々木松本井上木村林清水山崎森阿部池田橋本石川前田藤田小川岡田後藤長谷川"
    assert _missing(font, [kana, names, "ＡＢＣ１２３！？"]) == {}


def test_a_missing_glyph_is_detected(font):
    assert _missing(font, ["龘"])  # outside the subset: the check can fail
