"""A GIF's quality against the PNG frames it was made from, aligned by the GIF's delays.

Source frame i is due at i * 100 / fps centiseconds; the GIF frame displayed then is the last
one whose start (sum of the previous delays) is at or before that time. So a GIF that merges
identical frames (gifsicle) or drops some is judged on what a viewer actually sees.
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


def measure(gif_path, frames_folder, fps):
    """Quality of `gif_path` against the frame-NNNN.png files of `frames_folder` shown at `fps`."""
    info = gifinfo.read(gif_path)
    count, width, height, sources = png_frames(frames_folder)
    if (info.width, info.height) != (width, height):
        raise ToolError(f"{gif_path} is {info.width}x{info.height}, the frames {width}x{height}")
    if not info.frames:
        raise ToolError(f"{gif_path} has no frames")
    starts = info.starts_cs
    # Which GIF frame is on screen when source frame i is due (1e-6 absorbs fps rounding).
    shown = [max(0, bisect.bisect_right(starts, i * 100.0 / fps + 1e-6) - 1) for i in range(count)]

    decoded = gif_frames(gif_path, width, height)
    current_index, current = -1, None
    psnrs, ssims = [], []
    flicker = static = 0
    previous_source = previous_shown = None
    previous_pair = None  # (gif index, psnr, ssim) reused while nothing changes
    for i, source in enumerate(sources):
        while current_index < shown[i]:
            current = next(decoded, None)
            if current is None:
                raise ToolError(f"{gif_path}: ffmpeg decoded fewer frames than the file holds")
            current_index += 1
        source_still = previous_source is not None and np.array_equal(source, previous_source)
        if source_still and previous_pair is not None and previous_pair[0] == current_index:
            p, s = previous_pair[1], previous_pair[2]
        else:
            p = metrics.psnr(source, current)
            s = metrics.ssim(metrics.luma(source), metrics.luma(current))
        psnrs.append(p)
        ssims.append(s)
        if previous_source is not None:
            still = ~metrics.changed(source, previous_source)
            static += int(still.sum())
            if current_index != previous_pair[0]:
                flicker += int((still & metrics.changed(current, previous_shown)).sum())
        previous_source, previous_shown, previous_pair = source, current, (current_index, p, s)
    # Drain the decoder: its frame count must match the file's image blocks.
    while next(decoded, None) is not None:
        current_index += 1
    if current_index + 1 != len(info.frames):
        raise ToolError(f"{gif_path}: ffmpeg decoded {current_index + 1} frames, the file has {len(info.frames)}")
    return Quality(float(np.mean(psnrs)), min(psnrs), float(np.mean(ssims)), min(ssims), flicker, static,
                   len(info.frames), info.duration_cs, count * 100.0 / fps)
