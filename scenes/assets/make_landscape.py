#!/usr/bin/env python3
"""Draws the gallery's procedural "photo" (a lake at dusk, 1200 x 800) and writes it as a JPEG
with libjpeg-turbo's cjpeg (scripts/install-deps --fixtures). Nothing in it is a real photo.
Run from this folder: ./make_landscape.py"""
import math
import subprocess

W, H = 1200, 800
HORIZON = 470


def mix(a, b, t):
    t = max(0.0, min(1.0, t))
    return tuple(x + (y - x) * t for x, y in zip(a, b))


def ridge(x, seed, base, amp):
    # A mountain line from a few sines: deterministic, no random numbers.
    return base - amp * (0.55 * math.sin(x / 173.0 + seed) + 0.3 * math.sin(x / 61.0 + 2 * seed)
                         + 0.15 * math.sin(x / 23.0 + 3 * seed))


def sky(x, y):
    top, mid, low = (38, 52, 110), (232, 128, 98), (252, 206, 140)
    t = y / HORIZON
    c = mix(top, mid, t / 0.7) if t < 0.7 else mix(mid, low, (t - 0.7) / 0.3)
    d = math.hypot(x - 820, y - 400)  # the sun, low over the far ridge
    if d < 46:
        return (255, 240, 200)
    glow = max(0.0, 1 - d / 260) ** 2
    return mix(c, (255, 226, 170), glow * 0.8)


def land(x, y):
    far, near = ridge(x, 0.7, 400, 60), ridge(x, 2.1, 450, 45)
    if y >= near:
        return mix((40, 42, 70), (28, 30, 50), (y - near) / 40)
    if y >= far:
        return mix((96, 80, 120), (70, 62, 100), (y - far) / 60)
    return None


rows = bytearray()
for y in range(H):
    for x in range(W):
        if y < HORIZON:
            c = land(x, y) or sky(x, y)
        else:
            # The lake: the scene mirrored about the horizon, darker, with ripples.
            my = 2 * HORIZON - y + 3 * math.sin(y * 0.9 + x * 0.02)
            my = max(0, min(HORIZON - 1, my))
            src = land(x, my) or sky(x, my)
            c = mix(src, (20, 30, 60), 0.25 + 0.35 * (y - HORIZON) / (H - HORIZON))
        rows += bytes(int(round(v)) for v in c)

ppm = b"P6 %d %d 255\n" % (W, H) + bytes(rows)
jpeg = subprocess.run(["cjpeg", "-quality", "88", "-optimize"], input=ppm, capture_output=True, check=True).stdout
open("landscape.jpg", "wb").write(jpeg)
