#!/usr/bin/env python3
"""Development tool: subset Noto Sans CJK JP into assets/fonts/ (needs fontTools).

The window's font must draw every string of the rules data and the UI
catalogue, and whatever a player types as a name, without shipping 20 MB of
Chinese and Korean.  The subset keeps: ASCII and Latin-1, common punctuation
and symbols, all of JIS X 0208's non-kanji rows (kana, fullwidth forms,
Greek, Cyrillic, box drawing), the 2,965 kanji of JIS level 1, and every
character found in rules/**/*.yaml and in the UI sources (catalogue strings,
game screens).  Re-run it after adding text with new kanji; the glyph-coverage
test says when that is needed.

    pip install fonttools
    python scripts/make_font.py [--src /usr/share/fonts/opentype/noto]

The source is Debian's fonts-noto-cjk (SIL Open Font License 1.1).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
WEIGHTS = {"Regular": "NotoSansCJK-Regular.ttc", "Bold": "NotoSansCJK-Bold.ttc"}


def jis_x0208(level1_only: bool = True) -> set[str]:
    """Characters of JIS X 0208 rows 1-8 and the kanji of level 1 (rows 16-47)."""
    chars: set[str] = set()
    rows = list(range(1, 9)) + list(range(16, 48 if level1_only else 85))
    for row in rows:
        for cell in range(1, 95):
            raw = bytes([0xA0 + row, 0xA0 + cell])
            try:
                chars.add(raw.decode("euc_jp"))
            except UnicodeDecodeError:
                pass
    return chars


def used_characters() -> set[str]:
    chars: set[str] = set()
    for path in sorted((ROOT / "rules").rglob("*.yaml")):
        chars.update(path.read_text(encoding="utf-8"))
    for path in sorted((ROOT / "tsukiji_table").rglob("*.py")):
        chars.update(ch for ch in path.read_text(encoding="utf-8") if ord(ch) > 0x7F)
    return chars


def wanted() -> set[str]:
    chars = {chr(c) for c in range(0x20, 0x7F)} | {chr(c) for c in range(0xA0, 0x100)}
    for lo, hi in (
        (0x2010, 0x2027),
        (0x2030, 0x203B),
        (0x2190, 0x2199),
        (0x2200, 0x2260),
        (0x2460, 0x2473),
        (0x25A0, 0x25FF),
        (0x2600, 0x2606),
        (0x3000, 0x303F),
        (0x3040, 0x30FF),
        (0xFF01, 0xFF9F),
    ):
        chars.update(chr(c) for c in range(lo, hi + 1))
    chars.update("×÷±≈≤≥€¥")
    chars |= jis_x0208()
    chars |= used_characters()
    return {c for c in chars if c.isprintable() or c == " "}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", default="/usr/share/fonts/opentype/noto", help="folder with NotoSansCJK-*.ttc")
    args = parser.parse_args()
    try:
        from fontTools import subset
        from fontTools.ttLib import TTCollection
    except ImportError:
        print("make_font.py needs fontTools: pip install fonttools", file=sys.stderr)
        return 1
    chars = wanted()
    OUT.mkdir(parents=True, exist_ok=True)
    for weight, name in WEIGHTS.items():
        collection = TTCollection(str(Path(args.src) / name))
        font = next(f for f in collection.fonts if f["name"].getDebugName(1) == "Noto Sans CJK JP")
        options = subset.Options()
        options.layout_features = ["kern", "palt", "vert", "liga"]
        options.name_IDs = ["*"]
        options.name_languages = ["*"]
        options.notdef_outline = True
        options.hinting = False
        options.desubroutinize = False
        sub = subset.Subsetter(options)
        sub.populate(unicodes=[ord(c) for c in chars])
        sub.subset(font)
        target = OUT / f"NotoSansCJKjp-{weight}-subset.otf"
        font.save(str(target))
        cmap = font.getBestCmap()
        missing = sorted(c for c in used_characters() if ord(c) not in cmap and c.isprintable() and not c.isspace())
        print(
            f"{target.relative_to(ROOT)}: {len(cmap)} characters, {target.stat().st_size // 1024} KiB"
            + (f"; used but not in the source font: {''.join(missing[:40])}" if missing else "")
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
