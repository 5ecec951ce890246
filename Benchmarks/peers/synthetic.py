"""A synthetic UI-like animation written as frame-NNNN.png files, to exercise the peers and the
metrics without LayoutReel: a title and a subtitle slide in from off screen (easeInOut), a
rounded card with a soft shadow and two text fields sits below, an avatar with a radial
gradient grows, and a rounded button fades in while its tint turns from blue to green. Edges
are anti-aliased, so fades, gradients and sub-pixel motion create far more than 256 colours
over the animation, as real exports do.
"""

import os
import subprocess

import numpy as np

from tools import ToolError, ensure


def _ease_in_out(x):
    """Cubic Bézier (0.42, 0, 0.58, 1) solved by bisection (x is monotonic in the parameter)."""
    x = min(max(x, 0.0), 1.0)
    lo, hi = 0.0, 1.0
    for _ in range(50):
        s = (lo + hi) / 2
        bx = 3 * (1 - s) ** 2 * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s ** 3
        lo, hi = (s, hi) if bx < x else (lo, s)
    s = (lo + hi) / 2
    return 3 * (1 - s) * s * s + s ** 3


class _Canvas:
    def __init__(self, width, height):
        self.rgb = np.empty((height, width, 3), np.float32)
        self.rgb[:] = 255
        self.ys = np.arange(height, dtype=np.float32)[:, None] + 0.5
        self.xs = np.arange(width, dtype=np.float32)[None, :] + 0.5

    def rounded_rect(self, x, y, w, h, radius, colour, alpha=1.0):
        """Fills a rounded rect with signed-distance anti-aliasing (one-pixel ramp)."""
        height, width = self.rgb.shape[:2]
        r0, r1 = max(int(y) - 1, 0), min(int(y + h) + 2, height)
        c0, c1 = max(int(x) - 1, 0), min(int(x + w) + 2, width)
        if r0 >= r1 or c0 >= c1 or alpha <= 0:
            return
        px, py = self.xs[:, c0:c1], self.ys[r0:r1, :]
        cx, cy, hx, hy = x + w / 2, y + h / 2, w / 2 - radius, h / 2 - radius
        dx = np.maximum(np.abs(px - cx) - hx, 0)
        dy = np.maximum(np.abs(py - cy) - hy, 0)
        distance = np.sqrt(dx * dx + dy * dy) - radius
        coverage = np.clip(0.5 - distance, 0, 1)[..., None] * alpha
        region = self.rgb[r0:r1, c0:c1]
        region += (np.asarray(colour, np.float32) - region) * coverage

    def shadow(self, x, y, w, h, blur, strength):
        """A soft drop shadow: darkening that falls off with the distance to the rect."""
        px, py = self.xs, self.ys
        dx = np.maximum(np.maximum(x - px, px - (x + w)), 0)
        dy = np.maximum(np.maximum(y - py, py - (y + h)), 0)
        falloff = np.exp(-(dx * dx + dy * dy) / (2 * blur * blur))[..., None]
        self.rgb *= 1 - strength * falloff

    def avatar(self, cx, cy, radius, warmth):
        """A disc with a radial gradient from a warm centre to a cool rim."""
        d = np.sqrt((self.xs - cx) ** 2 + (self.ys - cy) ** 2)
        coverage = np.clip(radius + 0.5 - d, 0, 1)[..., None]
        t = np.clip(d / max(radius, 1e-3), 0, 1)[..., None]
        inner = np.array([255, 180 + 60 * warmth, 90], np.float32)
        outer = np.array([90, 60, 200 - 80 * warmth], np.float32)
        self.rgb += (inner + (outer - inner) * t - self.rgb) * coverage

    def text(self, x, y, size, words, colour, alpha=1.0):
        """A line of 'words' drawn as rounded bars of glyph height."""
        for length in words:
            w = length * size * 0.55
            self.rounded_rect(x, y + size * 0.2, w, size * 0.7, size * 0.12, colour, alpha)
            x += w + size * 0.35

    def bytes(self):
        rgba = np.empty(self.rgb.shape[:2] + (4,), np.uint8)
        rgba[..., :3] = np.rint(self.rgb)
        rgba[..., 3] = 255
        return rgba.tobytes()


def render(t, width, height, scale):
    """The frame at t seconds."""
    c = _Canvas(width, height)
    s = scale
    slide = _ease_in_out(t / 0.8)
    slide2 = _ease_in_out((t - 0.2) / 0.8)
    fade = _ease_in_out((t - 0.2) / 1.6)
    title_x = (-1000 + 1016 * slide) * s
    c.text(title_x + 90 * s, 60 * s, 34 * s, [6], (0, 0, 0))
    c.text((-1000 + 1016 * slide2) * s + 20 * s, 110 * s, 20 * s, [4, 8, 6, 3, 3, 6], (60, 60, 67))
    card_y = 190 * s
    c.shadow(16 * s, card_y, width - 32 * s, 100 * s, 6 * s, 0.18)
    c.avatar(width - 60 * s, 70 * s, 30 * s * (0.3 + 0.7 * slide2), fade)
    c.rounded_rect(16 * s, card_y, width - 32 * s, 100 * s, 5 * s, (242, 242, 247))
    c.text(24 * s, card_y + 14 * s, 17 * s, [8], (160, 160, 168))
    c.rounded_rect(16 * s, card_y + 50 * s, width - 32 * s, max(1.0, s / 3), 0, (198, 198, 200))
    c.text(24 * s, card_y + 64 * s, 17 * s, [8], (160, 160, 168))
    c.rounded_rect(16 * s, card_y + 120 * s, width - 32 * s, 50 * s, 10 * s, (0, 122 + 77 * fade, 255 - 166 * fade), alpha=fade)
    c.text(width / 2 - 40 * s, card_y + 134 * s, 17 * s, [3, 2], (255, 255, 255), alpha=fade)
    return c


def write(folder, width=780, height=1040, scale=2, fps=50, seconds=2.3):
    """Writes the animation as folder/frame-0000.png ... through ffmpeg; returns the frame count."""
    os.makedirs(folder, exist_ok=True)
    count = int(round(seconds * fps))
    command = [ensure("ffmpeg"), "-v", "error", "-nostdin", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
               "-s", f"{width}x{height}", "-framerate", str(fps), "-i", "-",
               "-start_number", "0", os.path.join(folder, "frame-%04d.png")]
    with subprocess.Popen(command, stdin=subprocess.PIPE, stderr=subprocess.PIPE) as child:
        for i in range(count):
            child.stdin.write(render(i / fps, width, height, scale).bytes())
        child.stdin.close()
        errors = child.stderr.read().decode(errors="replace")
        if child.wait() != 0:
            raise ToolError(f"ffmpeg could not write the synthetic frames: {errors[-1000:]}")
    return count
