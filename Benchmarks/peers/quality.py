"""A GIF's quality against the PNG frames it was made from, aligned by the GIF's delays.

Source frame i is due at i * 100 / fps centiseconds; the GIF frame displayed then is the last
one whose start (sum of the previous delays) is at or before that time. So a GIF that merges
identical frames (gifsicle) or drops some is judged on what a viewer actually sees.

Several GIFs of the same frames are measured in one pass (`measure_many`): the source frames are
decoded once, whether each source pixel stayed still is worked out once, and a displayed frame
identical to one another GIF shows at the same tick (a lossless gifsicle -O3 of that GIF) takes
that GIF's PSNR and SSIM instead of computing them again.
"""

import bisect
from dataclasses import dataclass

import numpy as np

import gifinfo
import metrics
from frames import gif_frames, png_frames
from tools import ToolError


@dataclass
class Quality:
    psnr_mean: float
    psnr_min: float
    ssim_mean: float
    ssim_min: float
    flicker_px: int        # pixel changes between consecutive displayed frames, source unchanged
    static_px: int         # pixel transitions where the source did not change
    gif_frames: int
    gif_duration_cs: int
    source_duration_cs: float

    @property
    def flicker_ratio(self):
        return self.flicker_px / self.static_px if self.static_px else 0.0


class _Shown:
    """One GIF's walk through the ticks: its decoder, the frame on screen and the running sums."""

    def __init__(self, gif_path, width, height, count, fps):
        self.path = gif_path
        self.info = gifinfo.read(gif_path)
        if (self.info.width, self.info.height) != (width, height):
            raise ToolError(f"{gif_path} is {self.info.width}x{self.info.height}, the frames {width}x{height}")
        if not self.info.frames:
            raise ToolError(f"{gif_path} has no frames")
        starts = self.info.starts_cs
        # Which GIF frame is on screen when source frame i is due (1e-6 absorbs fps rounding).
        self.due = [max(0, bisect.bisect_right(starts, i * 100.0 / fps + 1e-6) - 1) for i in range(count)]
        self.decoded = gif_frames(gif_path, width, height)
        self.index, self.frame, self.previous = -1, None, None
        self.pair = None       # (psnr, ssim) at the previous tick
        self.psnrs, self.ssims = [], []
        self.flicker = 0

    def advance(self, tick):
        """Moves to the frame on screen at `tick`; whether it is another image than before."""
        self.previous, before = self.frame, self.index
        while self.index < self.due[tick]:
            self.frame = next(self.decoded, None)
            if self.frame is None:
                raise ToolError(f"{self.path}: ffmpeg decoded fewer frames than the file holds")
            self.index += 1
        return self.index != before

    def drain(self):
        """Reads the decoder to its end: its frame count must match the file's image blocks."""
        while next(self.decoded, None) is not None:
            self.index += 1
        if self.index + 1 != len(self.info.frames):
            raise ToolError(f"{self.path}: ffmpeg decoded {self.index + 1} frames, "
                            f"the file has {len(self.info.frames)}")


def measure(gif_path, frames_folder, fps):
    """Quality of `gif_path` against the frame-NNNN.png files of `frames_folder` shown at `fps`."""
    return measure_many([gif_path], frames_folder, fps)[0]


def measure_many(gif_paths, frames_folder, fps):
    """Quality of each GIF of `gif_paths` against the same frames, in one pass over them."""
    count, width, height, sources = png_frames(frames_folder)
    walks = [_Shown(path, width, height, count, fps) for path in gif_paths]
    static = 0
    previous_source = None
    for i, source in enumerate(sources):
        still = None
        source_moved = True
        if previous_source is not None:
            still = ~metrics.changed(source, previous_source)
            static += int(still.sum())
            source_moved = not still.all()
        done = []  # (walk, frame) measured at this tick, for walks showing the same pixels
        for walk in walks:
            moved = walk.advance(i)
            if moved or source_moved or walk.pair is None:
                twin = next((w for w in done if np.array_equal(w.frame, walk.frame)), None)
                walk.pair = twin.pair if twin else metrics.compare(source, walk.frame)
            walk.psnrs.append(walk.pair[0])
            walk.ssims.append(walk.pair[1])
            if still is not None and moved:
                walk.flicker += int((still & metrics.changed(walk.frame, walk.previous)).sum())
            done.append(walk)
        previous_source = source
    out = []
    for walk in walks:
        walk.drain()
        out.append(Quality(float(np.mean(walk.psnrs)), min(walk.psnrs), float(np.mean(walk.ssims)), min(walk.ssims),
                           walk.flicker, static, len(walk.info.frames), walk.info.duration_cs, count * 100.0 / fps))
    return out
