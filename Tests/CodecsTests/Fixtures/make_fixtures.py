#!/usr/bin/env python3
"""Writes the PNG/GIF fixtures of CodecsTests with nothing but zlib, so they do not depend on our
own encoders. The pixel formulas are repeated in ReaderFixtureTests.swift. Run from this folder."""
import struct
import zlib


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, bit_depth, color_type, rows, extra=b"", interlace=0):
    """rows: list of lists of samples (already per-sample ints)."""
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]

    def pack_row(samples):
        if bit_depth == 16:
            return b"".join(struct.pack(">H", s) for s in samples)
        if bit_depth == 8:
            return bytes(samples)
        out, acc, nbits = bytearray(), 0, 0
        for s in samples:
            acc = (acc << bit_depth) | s
            nbits += bit_depth
            if nbits == 8:
                out.append(acc)
                acc, nbits = 0, 0
        if nbits:
            out.append(acc << (8 - nbits))
        return bytes(out)

    raw = bytearray()
    if interlace == 0:
        for r in rows:
            raw += b"\x00" + pack_row(r)
    else:
        passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        for x0, y0, dx, dy in passes:
            xs = list(range(x0, width, dx))
            if not xs:
                continue
            for y in range(y0, height, dy):
                samples = []
                for x in xs:
                    samples += rows[y][x * channels:(x + 1) * channels]
                raw += b"\x00" + pack_row(samples)
    ihdr = struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, interlace)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")


def write(name, data):
    with open(name, "wb") as f:
        f.write(data)


# interlaced-rgb8.png: 13x11 RGB, Adam7; pixel = (x*19, y*23, (x+y)*7) mod 256.
W, H = 13, 11
rgb_rows = [[v for x in range(W) for v in ((x * 19) % 256, (y * 23) % 256, ((x + y) * 7) % 256)] for y in range(H)]
interlaced = png(W, H, 8, 2, rgb_rows, interlace=1)
write("interlaced-rgb8.png", interlaced)

# rgba16.png: 7x5 RGBA 16-bit, each sample v8 * 257 with v8 = (x*31, y*47, x*y*5, 255 - x*20) mod 256.
rows16 = [[v * 257 for x in range(7) for v in ((x * 31) % 256, (y * 47) % 256, (x * y * 5) % 256, (255 - x * 20) % 256)] for y in range(5)]
write("rgba16.png", png(7, 5, 16, 6, rows16))

# palette4-trns.png: 9x7, 4-bit palette of 10 entries (k*25, 255-k*25, k*k), entries 0..2 with alpha 0, 80, 160;
# index = (x + 2y) mod 10.
plte = b"".join(bytes(((k * 25) % 256, (255 - k * 25) % 256, (k * k) % 256)) for k in range(10))
trns = bytes([0, 80, 160])
pal_rows = [[(x + 2 * y) % 10 for x in range(9)] for y in range(7)]
write("palette4-trns.png", png(9, 7, 4, 3, pal_rows, extra=chunk(b"PLTE", plte) + chunk(b"tRNS", trns)))

# gray2.png: 11x3, 2-bit grey, level = (x + y) mod 4 -> 85 * level.
write("gray2.png", png(11, 3, 2, 0, [[(x + y) % 4 for x in range(11)] for y in range(3)]))

# gray-trns8.png: 6x4, 8-bit grey v = x*40 + y, tRNS grey 41 (pixel x=1, y=1) transparent.
write("gray-trns8.png", png(6, 4, 8, 0, [[x * 40 + y for x in range(6)] for y in range(4)], extra=chunk(b"tRNS", struct.pack(">H", 41))))

# Broken PNGs.
write("truncated.png", interlaced[: len(interlaced) * 6 // 10])
write("not-a-png.png", b"GIF89a this is not a PNG file at all\n")
bad = bytearray(interlaced)
idat = bad.find(b"IDAT")
bad[idat + 10] ^= 0xFF  # data changed, CRC left as is
write("crc-error.png", bytes(bad))
ihdr = struct.pack(">IIBBBBB", 4, 4, 8, 2, 0, 0, 0)
write("bad-zlib.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", b"\x78\x9c\xff\xff\xff\xff garbage") + chunk(b"IEND", b""))


def lzw_literal(indices, min_code_size):
    """LZW without compression: a clear code before the table would widen, so every code is a literal."""
    clear, end = 1 << min_code_size, (1 << min_code_size) + 1
    width = min_code_size + 1
    codes, since_clear = [clear], 0
    for i in indices:
        if since_clear == (1 << width) - (1 << min_code_size) - 3:
            codes.append(clear)
            since_clear = 0
        codes.append(i)
        since_clear += 1
    codes.append(end)
    acc, nbits, out = 0, 0, bytearray()
    for c in codes:
        acc |= c << nbits
        nbits += width
        while nbits >= 8:
            out.append(acc & 0xFF)
            acc >>= 8
            nbits -= 8
    if nbits:
        out.append(acc)
    blocks = bytearray([min_code_size])
    for i in range(0, len(out), 255):
        part = out[i:i + 255]
        blocks += bytes([len(part)]) + part
    return bytes(blocks + b"\x00")


def gce(disposal, delay, transparent):
    flags = (disposal << 2) | (1 if transparent is not None else 0)
    return b"\x21\xf9\x04" + bytes([flags]) + struct.pack("<H", delay) + bytes([transparent or 0]) + b"\x00"


# two-frames.gif: 8x6 screen, palette [black, red, green, blue]; loop 2.
# Frame 1: full, interlaced, index = (x + y) mod 4, delay 7 cs, dispose to background.
# Frame 2: 3x2 at (2, 3), indices 1,1,1 / 2,0,2 with index 0 transparent, delay 9 cs.
palette = bytes([0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255])
gif = bytearray(b"GIF89a" + struct.pack("<HH", 8, 6) + bytes([0x80 | 0x70 | 1, 0, 0]) + palette)
gif += b"\x21\xff\x0bNETSCAPE2.0\x03\x01" + struct.pack("<H", 2) + b"\x00"
frame1 = [[(x + y) % 4 for x in range(8)] for y in range(6)]
order = [y for y in range(0, 6, 8)] + [y for y in range(4, 6, 8)] + [y for y in range(2, 6, 4)] + [y for y in range(1, 6, 2)]
gif += gce(2, 7, None) + b"\x2c" + struct.pack("<HHHH", 0, 0, 8, 6) + bytes([0x40])
gif += lzw_literal([i for y in order for i in frame1[y]], 2)
gif += gce(1, 9, 0) + b"\x2c" + struct.pack("<HHHH", 2, 3, 3, 2) + bytes([0])
gif += lzw_literal([1, 1, 1, 2, 0, 2], 2)
gif += b"\x3b"
write("two-frames.gif", bytes(gif))
write("truncated.gif", bytes(gif[: len(gif) - 30]))
write("not-a-gif.gif", b"\x89PNG\r\n\x1a\n definitely not a GIF")
# bad-lzw.gif: frame data claims a code size of 11 (over giflib's limit of 8 + 1).
broken = bytearray(gif)
lzw_start = broken.find(b"\x2c") + 10
broken[lzw_start] = 11
write("bad-lzw.gif", bytes(broken))

# restore-previous.gif: 4x4 screen, same palette, no loop extension.
# Frame 1: full, index (x + y) mod 2 (black/red), delay 5, keep. Frame 2: 2x2 at (1, 1) all blue,
# delay 6, dispose to previous. Frame 3: 1x1 at (0, 0) green, delay 7, keep.
gif = bytearray(b"GIF89a" + struct.pack("<HH", 4, 4) + bytes([0x80 | 0x70 | 1, 0, 0]) + palette)
gif += gce(1, 5, None) + b"\x2c" + struct.pack("<HHHH", 0, 0, 4, 4) + b"\x00"
gif += lzw_literal([(x + y) % 2 for y in range(4) for x in range(4)], 2)
gif += gce(3, 6, None) + b"\x2c" + struct.pack("<HHHH", 1, 1, 2, 2) + b"\x00" + lzw_literal([3, 3, 3, 3], 2)
gif += gce(1, 7, None) + b"\x2c" + struct.pack("<HHHH", 0, 0, 1, 1) + b"\x00" + lzw_literal([2], 2)
gif += b"\x3b"
write("restore-previous.gif", bytes(gif))
