"""Image quality of one displayed frame against its source frame, and flicker between frames.

PSNR is over the RGB channels (8 bit, peak 255); identical frames count as PSNR_CAP dB so that
means stay finite. SSIM is Wang et al. 2004 on BT.601 luma: 11x11 Gaussian window, sigma 1.5,
K1 = 0.01, K2 = 0.03, mean over the 'valid' windows.
"""

import math

import numpy as np

PSNR_CAP = 100.0
_C1 = (0.01 * 255) ** 2
_C2 = (0.03 * 255) ** 2
_RADIUS = 5


def _gaussian(radius=_RADIUS, sigma=1.5):
    x = np.arange(-radius, radius + 1, dtype=np.float64)
    w = np.exp(-(x * x) / (2 * sigma * sigma))
    return (w / w.sum()).astype(np.float32)


_WINDOW = _gaussian()


def luma(rgb):
    """BT.601 luma of an RGB frame, float32 in [0, 255]."""
    f = rgb.astype(np.float32)
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


def ssim(x, y):
    """Mean SSIM of two luma images of the same size (>= 11 x 11).

    Windows over identical pixels score exactly 1, so only the bounding box of the differing
    pixels, grown by the window size, is filtered: the same mean, much faster on UI frames.
    """
    n = 2 * _RADIUS + 1
    h, w = x.shape
    total = (h - n + 1) * (w - n + 1)
    differs = x != y
    rows = np.flatnonzero(differs.any(axis=1))
    if rows.size == 0:
        return 1.0
    cols = np.flatnonzero(differs.any(axis=0))
    r0, r1 = max(rows[0] - n + 1, 0), min(rows[-1] + n, h)
    c0, c1 = max(cols[0] - n + 1, 0), min(cols[-1] + n, w)
    if r1 - r0 < n or c1 - c0 < n:  # cannot happen for images >= n, kept for safety
        r0, r1, c0, c1 = 0, h, 0, w
    total_in_box_sum, in_box = _ssim_map_sum(x[r0:r1, c0:c1], y[r0:r1, c0:c1])
    return (total_in_box_sum + (total - in_box)) / total


def psnr(a, b):
    """PSNR in dB of two RGB frames (PSNR_CAP when identical)."""
    diff = a.astype(np.int32) - b.astype(np.int32)
    mse = float(np.mean(diff * diff))
    if mse == 0:
        return PSNR_CAP
    return min(PSNR_CAP, 10 * math.log10(255 * 255 / mse))


def changed(a, b):
    """Boolean map of the pixels whose RGB differs between two frames."""
    return (a != b).any(axis=2)
