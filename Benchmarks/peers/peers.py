"""The peer pipelines, fed the same PNG frames LayoutReel rendered.

- ffmpeg two-pass: `palettegen` (one global palette from every frame) then `paletteuse`, with
  its default dithering (sierra2_4a) and with `dither=none`; its GIF encoder's defaults crop
  each frame to the changed rectangle and mark unchanged pixels transparent.
- gifsicle -O3 on each ffmpeg output (lossless re-optimisation of the same pixels); its cost
  is reported for the whole chain: ffmpeg's two passes plus gifsicle.
"""

import os
import subprocess

from tools import ensure, run

# (row name, paletteuse filter, also run gifsicle on the result)
FFMPEG_VARIANTS = [
    ("ffmpeg (sierra2_4a)", "paletteuse", "ffmpeg+gifsicle -O3 (sierra2_4a)"),
    ("ffmpeg (dither=none)", "paletteuse=dither=none", "ffmpeg+gifsicle -O3 (dither=none)"),
]


def ffmpeg_two_pass(frames_folder, fps, paletteuse, out_gif, work):
    """Cost of making `out_gif` from the frames with ffmpeg's palettegen + paletteuse."""
    ffmpeg = ensure("ffmpeg")
    pattern = os.path.join(frames_folder, "frame-%04d.png")
    source = ["-framerate", str(fps), "-start_number", "0", "-i", pattern]
    palette = os.path.join(work, "palette.png")
    first = run([ffmpeg, "-v", "error", "-nostdin", "-y", *source, "-vf", "palettegen", palette])
    second = run([ffmpeg, "-v", "error", "-nostdin", "-y", *source, "-i", palette,
                  "-lavfi", f"[0:v][1:v]{paletteuse}", out_gif])
    return first + second


def gifsicle_o3(in_gif, out_gif):
    """Cost of `gifsicle -O3` rewriting `in_gif` as `out_gif`."""
    return run([ensure("gifsicle"), "-O3", in_gif, "-o", out_gif])


def pngcheck(png):
    """Whether pngcheck finds `png` valid (chunk structure, CRCs, zlib stream)."""
    return subprocess.run([ensure("pngcheck"), "-q", png], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode == 0


def optipng_o2(png):
    """Cost of `optipng -o2` rewriting `png` in place."""
    return run([ensure("optipng"), "-o2", "-quiet", png])
