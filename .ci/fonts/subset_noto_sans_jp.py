#!/usr/bin/env python3
"""Makes resources/fonts/NotoSansJP-Subset.otf, the window's Japanese font.

Source: Noto Sans CJK JP Regular (SIL Open Font License 1.1), face 0 of
NotoSansCJK-Regular.ttc from Debian's fonts-noto-cjk package:

    apt-get install fonts-noto-cjk && pip install fonttools
    python3 .ci/fonts/subset_noto_sans_jp.py

The whole face has 65,535 glyphs (19 MB for the five CJK faces); the game
needs Japanese only, so the subset keeps:
- kana (hiragana, katakana and its extensions, half-width katakana),
- CJK symbols and punctuation (、。「」・ ...) and the full-width forms
  (！？０-９Ａ-Ｚ ...),
- the Joyo and the Jinmeiyo kanji, the two official lists of the kanji of
  ordinary writing and of names (3,003 code points, read from
  joyo_jinmeiyo_kanji.txt beside this script: Unicode's Unihan fields
  kJoyoKanji and kJinmeiyoKanji, which names its source),
- the JIS X 0208 kanji, levels 1 and 2 (6,355, read from Python's EUC-JP
  codec, rows 16 to 84): level 1 adds 293 common kanji outside both lists
  (嘘, 噂, 什 ...), level 2 the rarer ones a teacher still writes (閾 of
  閾値, 嵌, 躓 ...), which neither official list holds,
- every character of the shipped resources' text files (lessons, arenas),
  so a shipped lesson never needs a character the font lacks.
That is 6,976 characters and 1,570,120 bytes. Without level 2 it would be
3,808 characters and 800,924 bytes, and 閾値 would draw as boxes on a
computer without a Japanese font of its own; the official lists and level
1 alone, 3,477 characters and 691,876 bytes, were the earlier subset.
Latin, Greek and the symbols stay DejaVu Sans's. No layout tables: ggez
draws glyph by glyph without shaping. A character outside the
subset is a `hitlab check` warning at its place in a lesson.
"""

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOURCE = pathlib.Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
OUT = ROOT / "resources" / "fonts" / "NotoSansJP-Subset.otf"
KANJI_LISTS = pathlib.Path(__file__).resolve().parent / "joyo_jinmeiyo_kanji.txt"

RANGES = [
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x309F),  # hiragana
    (0x30A0, 0x30FF),  # katakana
    (0x31F0, 0x31FF),  # katakana phonetic extensions
    (0xFF00, 0xFFEF),  # half-width and full-width forms
]


def joyo_and_jinmeiyo():
    """Every code point of the kanji lists' lines (`U+4E00<tab>kJoyoKanji<tab>2010`)."""
    found = []
    for line in KANJI_LISTS.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            code_point = line.split("\t")[0]
            found.append(chr(int(code_point.removeprefix("U+"), 16)))
    if len(found) != 3003:
        sys.exit(f"{KANJI_LISTS.name}: {len(found)} kanji, not the lists' 3,003")
    return found


def jis_kanji(last_row):
    """The kanji of JIS X 0208 from level 1 (EUC-JP row 0xB0) to row `last_row`.

    Level 1 is rows 0xB0 to 0xCF (2,965 kanji), level 2 rows 0xD0 to 0xF4.
    """
    found = []
    for row in range(0xB0, last_row + 1):
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
    # Rows 0xB0-0xCF of EUC-JP are level 1, 0xD0-0xF4 level 2.
    chars = set(joyo_and_jinmeiyo()) | set(jis_kanji(0xF4)) | shipped_text()
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
