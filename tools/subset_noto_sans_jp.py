#!/usr/bin/env python3
"""Makes resources/fonts/NotoSansJP-Subset.otf, the window's Japanese font.

Source: Noto Sans CJK JP Regular (SIL Open Font License 1.1), face 0 of
NotoSansCJK-Regular.ttc from Debian's fonts-noto-cjk package:

    apt-get install fonts-noto-cjk && pip install fonttools
    python3 tools/subset_noto_sans_jp.py

The whole face has 65,535 glyphs (19 MB for the five CJK faces); the game
needs Japanese only, so the subset keeps:
- kana (hiragana, katakana and its extensions, half-width katakana),
- CJK symbols and punctuation (、。「」・ ...) and the full-width forms
  (！？０-９Ａ-Ｚ ...),
- the JIS X 0208 level 1 kanji (2,965: the common ones, nearly all of the
  Joyo list; read from Python's EUC-JP codec, rows 16 to 47),
- every character of the shipped resources' text files (lessons, arenas),
  so a shipped lesson never needs a character the font lacks.
Latin, Greek and the symbols stay DejaVu Sans's. No layout tables: ggez
draws glyph by glyph without shaping. A character outside the
subset is a `hitlab check` warning at its place in a lesson.
"""

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = pathlib.Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
OUT = ROOT / "resources" / "fonts" / "NotoSansJP-Subset.otf"

RANGES = [
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x309F),  # hiragana
    (0x30A0, 0x30FF),  # katakana
    (0x31F0, 0x31FF),  # katakana phonetic extensions
    (0xFF00, 0xFFEF),  # half-width and full-width forms
]


def jis_level_1():
    """The 2,965 kanji of JIS X 0208 level 1 (EUC-JP 0xB0A1 to 0xCFD3)."""
    found = []
    for row in range(0xB0, 0xD0):
        for cell in range(0xA1, 0xFF):
            try:
                found.append(bytes([row, cell]).decode("euc_jp"))
            except UnicodeDecodeError:
                pass
    return found


def shipped_text():
    chars = set()
    for path in (ROOT / "resources").rglob("*.toml"):
        chars.update(path.read_text(encoding="utf-8"))
    return {c for c in chars if ord(c) >= 0x2E80}


def main():
    chars = set(jis_level_1()) | shipped_text()
    for low, high in RANGES:
        chars.update(chr(c) for c in range(low, high + 1))
    text = "".join(sorted(chars))
    subprocess.run(
        [
            sys.executable, "-m", "fontTools.subset", str(SOURCE),
            "--font-number=0",
            f"--text={text}",
            f"--output-file={OUT}",
            "--layout-features=",
            "--name-IDs=*",
            "--notdef-outline",
            "--no-hinting",
        ],
        check=True,
    )
    print(f"{OUT.relative_to(ROOT)}: {len(chars)} characters, {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
