#!/usr/bin/env python3
"""Makes the app's Devanagari font files, src/assets/fonts/noto-sans-devanagari-{400,600}.woff2, from @fontsource's Noto
Sans Devanagari (its Devanagari subset, regular and semibold), cut to the Devanagari block that Nepali and Hindi are
written in. src/assets/fonts/README.md says why and when to run it.

Kept: U+0900-097F, the joiners U+200C-200D, the dotted circle U+25CC and the space U+0020 (the joiners are drawn with it), with every conjunct, half form and mark
position reachable from them (all OpenType layout features). Dropped: the Vedic extensions and the common Indic number
forms (the system's fonts draw them), glyph names, and the Latin script's layout lookups.

Needs fontTools with Brotli (Debian: apt-get install python3-fonttools python3-brotli). Run from the repository:
    python3 scripts/subset-devanagari-font.py
test/unit/devanagari-font.test.ts checks the result against the files it was cut from.
"""
from pathlib import Path

from fontTools import subset

SOURCE = Path("node_modules/@fontsource/noto-sans-devanagari/files")
TARGET = Path("src/assets/fonts")
# U+0020: a shaper draws a zero-width non-joiner (as in "संवत्‌मा") with the font's space glyph; without it, .notdef.
UNICODES = "U+0020,U+0900-097F,U+200C-200D,U+25CC"

for weight in (400, 600):
    source = SOURCE / f"noto-sans-devanagari-devanagari-{weight}-normal.woff2"
    target = TARGET / f"noto-sans-devanagari-{weight}.woff2"
    subset.main(
        [
            str(source),
            f"--unicodes={UNICODES}",
            "--layout-features=*",
            "--layout-scripts=dev2,deva,DFLT",
            "--flavor=woff2",
            f"--output-file={target}",
        ]
    )
    print(f"{target}: {target.stat().st_size} bytes (from {source.stat().st_size})")
