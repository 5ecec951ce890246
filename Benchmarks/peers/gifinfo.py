"""The block structure of a GIF file: frame delays, disposal methods and rectangles.

Only the container is parsed (the LZW data is skipped sub-block by sub-block), so this is fast
even for large files; pixels are decoded by ffmpeg (see frames.py). Reading delays from the
bytes matters: ffmpeg's GIF demuxer rewrites delays below its `min_delay` (2 cs) to 10 cs,
which would misalign frames.
"""

from dataclasses import dataclass, field


class GIFFormatError(Exception):
    """The file is not a well-formed GIF."""


@dataclass
class GIFFrame:
    delay_cs: int        # Graphic Control Extension delay, centiseconds
    disposal: int        # 0-1 keep, 2 restore to background, 3 restore to previous
    transparent: bool    # the frame has a transparent colour index
    rect: tuple          # (left, top, width, height)
    local_palette: bool


@dataclass
class GIFInfo:
    width: int
    height: int
    loop_count: int = None   # NETSCAPE2.0 loop count (0 = forever), None when absent
    frames: list = field(default_factory=list)

    @property
    def starts_cs(self):
        """When each frame is shown, in centiseconds from the first."""
        starts, t = [], 0
        for frame in self.frames:
            starts.append(t)
            t += frame.delay_cs
        return starts

    @property
    def duration_cs(self):
        return sum(f.delay_cs for f in self.frames)


def _skip_sub_blocks(data, i):
    """Index just past a chain of data sub-blocks starting at i."""
    while True:
        if i >= len(data):
            raise GIFFormatError("truncated data sub-blocks")
        size = data[i]
        i += 1 + size
        if size == 0:
            return i


def parse(data):
    """GIFInfo of the GIF bytes `data`."""
    if data[:6] not in (b"GIF87a", b"GIF89a"):
        raise GIFFormatError("not a GIF signature")
    width = int.from_bytes(data[6:8], "little")
    height = int.from_bytes(data[8:10], "little")
    flags = data[10]
    i = 13
    if flags & 0x80:
        i += 3 * (2 << (flags & 7))
    info = GIFInfo(width, height)
    pending = None  # (delay, disposal, transparent) of the next image
    while i < len(data):
        kind = data[i]
        if kind == 0x3B:  # trailer
            return info
        if kind == 0x21:
            label = data[i + 1]
            i += 2
            if label == 0xF9 and data[i] == 4:
                packed = data[i + 1]
                pending = (int.from_bytes(data[i + 2:i + 4], "little"), (packed >> 2) & 7, bool(packed & 1))
            elif label == 0xFF and data[i] == 11 and data[i + 1:i + 12] in (b"NETSCAPE2.0", b"ANIMEXTS1.0"):
                j = i + 12
                if data[j] == 3 and data[j + 1] == 1:
                    info.loop_count = int.from_bytes(data[j + 2:j + 4], "little")
            i = _skip_sub_blocks(data, i)
        elif kind == 0x2C:
            left, top, w, h = (int.from_bytes(data[i + k:i + k + 2], "little") for k in (1, 3, 5, 7))
            packed = data[i + 9]
            i += 10
            if packed & 0x80:
                i += 3 * (2 << (packed & 7))
            i += 1  # LZW minimum code size
            i = _skip_sub_blocks(data, i)
            delay, disposal, transparent = pending or (0, 0, False)
            info.frames.append(GIFFrame(delay, disposal, transparent, (left, top, w, h), bool(packed & 0x80)))
            pending = None
        else:
            raise GIFFormatError(f"unknown block 0x{kind:02x} at byte {i}")
    raise GIFFormatError("no trailer")


def read(path):
    with open(path, "rb") as f:
        return parse(f.read())
