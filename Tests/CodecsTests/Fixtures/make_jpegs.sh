#!/usr/bin/env bash
# Writes the JPEG fixtures of CodecsTests with libjpeg-turbo's own cjpeg (scripts/install-deps
# --fixtures), from PPM/PGM images drawn here, so they do not depend on our reader. The colours are
# repeated in JPEGReaderTests.swift. Run from this folder.
set -euo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# 16 x 8: two solid 8 x 8 blocks (one DCT block each, so they decode almost exactly).
python3 - "$tmp" <<'PY'
import sys
d = sys.argv[1]
left, right = (200, 40, 30), (20, 120, 220)
rows = b"".join(bytes(left) * 8 + bytes(right) * 8 for _ in range(8))
open(f"{d}/blocks.ppm", "wb").write(b"P6 16 8 255\n" + rows)
# 8 x 8 grey, one level per row: 0, 32, ..., 224 (smooth vertically, flat horizontally).
grey = b"".join(bytes([32 * y] * 8) for y in range(8))
open(f"{d}/rows.pgm", "wb").write(b"P5 8 8 255\n" + grey)
PY
cjpeg -quality 95 -sample 1x1 -outfile blocks-444.jpg "$tmp/blocks.ppm"
cjpeg -quality 95 -sample 2x2 -progressive -outfile blocks-420-progressive.jpg "$tmp/blocks.ppm"
cjpeg -quality 100 -grayscale -outfile grey-rows.jpg "$tmp/rows.pgm"
# The first 200 bytes of a JPEG: a header and part of a scan (a truncated download).
head -c 200 blocks-444.jpg > truncated.jpg
