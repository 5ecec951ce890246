#!/usr/bin/env python3
"""Draws the documentation scenes' image assets (standard library only; deterministic).

artwork.png  256x256  podcast-style cover art: a diagonal gradient with two rings and a disc
play.png     128x128  a round play button: systemBlue disc with a white triangle
check.png     64x64   a template image: a black disc with a check mark cut out (drawn in the tint
                      colour by an image view with "renderingMode": "alwaysTemplate")
Run from anywhere: python3 scenes/assets/make-assets.py
"""
import os, struct, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
SS = 4  # supersampling per axis, for smooth edges


def write_png(path, width, height, rgba):
    raw = b"".join(b"\x00" + bytes(rgba[y * width * 4:(y + 1) * width * 4]) for y in range(height))
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def render(width, height, shade):
    """shade(x, y) -> (r, g, b, a) in 0...1 at a point in pixel units; box-filtered SSxSS."""
    out = []
    for py in range(height):
        for px in range(width):
            acc = [0.0, 0.0, 0.0, 0.0]
            for sy in range(SS):
                for sx in range(SS):
                    r, g, b, a = shade(px + (sx + 0.5) / SS, py + (sy + 0.5) / SS)
                    acc[0] += r * a; acc[1] += g * a; acc[2] += b * a; acc[3] += a
            n = SS * SS
            a = acc[3] / n
            if a > 0:
                out += [round(255 * acc[0] / acc[3]), round(255 * acc[1] / acc[3]), round(255 * acc[2] / acc[3]), round(255 * a)]
            else:
                out += [0, 0, 0, 0]
    return out


def mix(c0, c1, t):
    return tuple(a + (b - a) * t for a, b in zip(c0, c1))


def artwork(x, y):
    s = 256.0
    t = min(max((x + y) / (2 * s), 0), 1)
    base = mix((0.99, 0.42, 0.25), (0.45, 0.18, 0.62), t)  # orange to purple
    dx, dy = x - s * 0.5, y - s * 0.46
    d = (dx * dx + dy * dy) ** 0.5
    if d < s * 0.16:
        return (1.0, 0.96, 0.88, 1)
    if abs(d - s * 0.25) < s * 0.018 or abs(d - s * 0.34) < s * 0.012:
        return mix(base, (1, 1, 1), 0.55) + (1,)
    if y > s * 0.80 and s * 0.18 < x < s * 0.82 and y < s * 0.86:
        return mix(base, (1, 1, 1), 0.8) + (1,)
    return base + (1,)


def play(x, y):
    s = 128.0
    dx, dy = x - s / 2, y - s / 2
    if dx * dx + dy * dy > (s / 2) ** 2:
        return (0, 0, 0, 0)
    # Triangle pointing right, optically centred.
    ax, ay, bx, by, cx, cy = s * 0.40, s * 0.30, s * 0.40, s * 0.70, s * 0.72, s * 0.50
    def side(px, py, qx, qy, rx, ry):
        return (qx - px) * (ry - py) - (qy - py) * (rx - px)
    inside = side(ax, ay, bx, by, x, y) <= 0 and side(bx, by, cx, cy, x, y) <= 0 and side(cx, cy, ax, ay, x, y) <= 0
    if inside:
        return (1, 1, 1, 1)
    return (0 / 255, 122 / 255, 255 / 255, 1)  # systemBlue (light)


def check(x, y):
    s = 64.0
    dx, dy = x - s / 2, y - s / 2
    if dx * dx + dy * dy > (s / 2 - 1) ** 2:
        return (0, 0, 0, 0)
    # Two strokes of the check mark, 6.5 px wide: the short one down-right, the long one up-right.
    def near(ax, ay, bx, by, w):
        vx, vy = bx - ax, by - ay
        t = max(0, min(1, ((x - ax) * vx + (y - ay) * vy) / (vx * vx + vy * vy)))
        px, py = ax + vx * t - x, ay + vy * t - y
        return px * px + py * py <= (w / 2) ** 2
    if near(s * 0.28, s * 0.52, s * 0.44, s * 0.68, 6.5) or near(s * 0.44, s * 0.68, s * 0.73, s * 0.36, 6.5):
        return (0, 0, 0, 0)
    return (0, 0, 0, 1)


write_png(os.path.join(HERE, "artwork.png"), 256, 256, render(256, 256, artwork))
write_png(os.path.join(HERE, "play.png"), 128, 128, render(128, 128, play))
write_png(os.path.join(HERE, "check.png"), 64, 64, render(64, 64, check))
