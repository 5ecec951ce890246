"""Image quality of one displayed frame against its source frame, and flicker between frames.

PSNR is over the RGB channels (8 bit, peak 255); identical frames count as PSNR_CAP dB so that
means stay finite. SSIM is Wang et al. 2004 on BT.601 luma: 11x11 Gaussian window, sigma 1.5,
K1 = 0.01, K2 = 0.03, mean over the 'valid' windows.

Frames are RGB or RGBA uint8 arrays (height, width, channels); only RGB counts. Decoded frames
are opaque RGBA (frames.py), whose pixels compare as one uint32 each: four times fewer
comparisons than channel by channel, which matters at 140 frames of 780 x 1688 per GIF.
"""

import math

import numpy as np

PSNR_CAP = 100.0
_C1 = (0.01 * 255) ** 2
_C2 = (0.03 * 255) ** 2
_RADIUS = 5
_SIDE = 2 * _RADIUS + 1


def _gaussian(radius=_RADIUS, sigma=1.5):
    x = np.arange(-radius, radius + 1, dtype=np.float64)
    w = np.exp(-(x * x) / (2 * sigma * sigma))
    return (w / w.sum()).astype(np.float32)


_WINDOW = _gaussian()


def luma(rgb):
    """BT.601 luma of an RGB(A) frame, float32 in [0, 255]."""
    f = rgb[..., :3].astype(np.float32)
    return f[..., 0] * 0.299 + f[..., 1] * 0.587 + f[..., 2] * 0.114


def _blur(image):
    """Separable Gaussian filter, 'valid' windows only (output shrinks by 2 * radius)."""
    n = len(_WINDOW)
    h, w = image.shape
    rows = np.zeros((h, w - n + 1), np.float32)
    for k in range(n):
        rows += _WINDOW[k] * image[:, k:k + w - n + 1]
    out = np.zeros((h - n + 1, w - n + 1), np.float32)
    for k in range(n):
        out += _WINDOW[k] * rows[k:k + h - n + 1, :]
    return out


def _ssim_map_sum(x, y):
    """Sum and count of the SSIM map of two luma images."""
    mx, my = _blur(x), _blur(y)
    sxx = _blur(x * x) - mx * mx
    syy = _blur(y * y) - my * my
    sxy = _blur(x * y) - mx * my
    m = ((2 * mx * my + _C1) * (2 * sxy + _C2)) / ((mx * mx + my * my + _C1) * (sxx + syy + _C2))
    return float(m.sum(dtype=np.float64)), m.size


def changed(a, b):
    """Boolean map of the pixels whose RGB differs between two frames."""
    if a.shape[-1] == 4 and a.flags.c_contiguous and b.flags.c_contiguous and a.shape == b.shape:
        # Opaque RGBA (alpha 255 on both): one uint32 comparison per pixel.
        return a.view(np.uint32)[..., 0] != b.view(np.uint32)[..., 0]
    return (a[..., :3] != b[..., :3]).any(axis=2)


def _bands(rows, extent):
    """Runs of window positions (first, last) along one axis whose windows hold a differing index
    of `rows` (sorted): differing indices at most _SIDE apart share a run. `extent` is the axis's
    length; positions run 0 .. extent - _SIDE."""
    out = []
    gaps = np.flatnonzero(np.diff(rows) > _SIDE)
    starts = np.concatenate(([rows[0]], rows[gaps + 1]))
    ends = np.concatenate((rows[gaps], [rows[-1]]))
    for first, last in zip(starts, ends):
        out.append((max(int(first) - _SIDE + 1, 0), min(int(last), extent - _SIDE)))
    return out


def _banded_ssim(differs, boxes):
    """Mean SSIM of two frames of the same size (>= 11 x 11) whose differing pixels are `differs`;
    `boxes(r0, r1, c0, c1)` gives the two frames' luma over those rows and columns.

    Windows over identical pixels score exactly 1, so only windows holding a differing pixel are
    filtered: the rows of windows are split into bands wherever more than a window's height of
    identical rows separates two differences, and each band is filtered over its own columns' box.
    The same windows, computed alike, as the full map: the same mean, much faster on UI frames.
    """
    h, w = differs.shape
    rows = np.flatnonzero(differs.any(axis=1))
    if rows.size == 0:
        return 1.0
    inside_sum, inside = 0.0, 0
    for first, last in _bands(rows, h):
        r0, r1 = first, last + _SIDE
        cols = np.flatnonzero(differs[r0:r1].any(axis=0))
        c0, c1 = max(int(cols[0]) - _SIDE + 1, 0), min(int(cols[-1]) + _SIDE, w)
        part, count = _ssim_map_sum(*boxes(r0, r1, c0, c1))
        inside_sum += part
        inside += count
    total = (h - _SIDE + 1) * (w - _SIDE + 1)
    return (inside_sum + (total - inside)) / total


def ssim(x, y):
    """Mean SSIM of two luma images of the same size (>= 11 x 11)."""
    return _banded_ssim(x != y, lambda r0, r1, c0, c1: (x[r0:r1, c0:c1], y[r0:r1, c0:c1]))


def _squared_error(a, b, differs):
    """Sum of the squared RGB differences, read only over the rows that differ."""
    rows = np.flatnonzero(differs.any(axis=1))
    if rows.size == 0:
        return 0
    r0, r1 = int(rows[0]), int(rows[-1]) + 1
    d = a[r0:r1, :, :3].astype(np.int32) - b[r0:r1, :, :3].astype(np.int32)
    return int(np.einsum("ijk,ijk->", d, d, dtype=np.int64))


def _decibels(squared, samples):
    if squared == 0:
        return PSNR_CAP
    return min(PSNR_CAP, 10 * math.log10(255 * 255 * samples / squared))


def psnr(a, b):
    """PSNR in dB of two RGB(A) frames over RGB (PSNR_CAP when identical)."""
    return _decibels(_squared_error(a, b, changed(a, b)), a.shape[0] * a.shape[1] * 3)


def compare(source, shown):
    """(PSNR, SSIM) of a displayed frame against its source: one map of the differing pixels
    serves both, and only the rows (PSNR) and windows (SSIM) over it are read."""
    differs = changed(source, shown)
    p = _decibels(_squared_error(source, shown, differs), source.shape[0] * source.shape[1] * 3)
    if p == PSNR_CAP and not differs.any():
        return p, 1.0
    s = _banded_ssim(differs, lambda r0, r1, c0, c1: (luma(source[r0:r1, c0:c1]), luma(shown[r0:r1, c0:c1])))
    return p, s
