#!/usr/bin/env python3
"""Makes tests/fonts/cjk-test-subset.otf, the font the font tests inject.

Noto Sans CJK SC Regular (SIL Open Font License 1.1, see
resources/fonts/LICENSE-NotoSansCJK.txt), face 2 of Debian's
NotoSansCJK-Regular.ttc, cut to the Han and Hangul characters of the test
lessons in tests/lessons_in_scripts/ except tamil.toml: a few kilobytes
that stand for "a machine with a Chinese and Korean font" (through
HITLAB_FONT_DIRS) and for a lesson's own `font`.

    apt-get install fonts-noto-cjk && pip install fonttools
    python3 tests/fonts/make_cjk_test_subset.py
"""

import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
LESSONS = HERE.parent / "lessons_in_scripts"
SOURCE = pathlib.Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
OUT = HERE / "cjk-test-subset.otf"


def main():
    chars = set()
    for name in ["ko.toml", "ko_arena.toml", "zh.toml", "zh_no_font.toml", "mixed.toml"]:
        chars.update((LESSONS / name).read_text(encoding="utf-8"))
    text = "".join(sorted(c for c in chars if ord(c) >= 0x2E80))
    subprocess.run(
        [
            sys.executable, "-m", "fontTools.subset", str(SOURCE),
            "--font-number=2",
            f"--text={text}",
            f"--output-file={OUT}",
            "--layout-features=",
            "--name-IDs=*",
            "--notdef-outline",
            "--no-hinting",
        ],
        check=True,
    )
    print(f"{OUT.relative_to(HERE.parent.parent)}: {len(text)} characters, {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
