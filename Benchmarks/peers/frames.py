"""Frames as numpy arrays (opaque RGBA: RGB over white, alpha 255), decoded by ffmpeg into raw RGBA
through a pipe.

No Python imaging package is needed. ffmpeg's GIF decoder composites every image onto the
canvas (disposal methods, transparency), which is exactly what a viewer shows; its count of
output frames is checked against the GIF's own blocks (gifinfo.py).
"""

import os
import re
import subprocess

import numpy as np

from tools import ToolError, ensure

FRAME_PATTERN = re.compile(r"^frame-(\d{4,})\.png$")


def png_size(path):
    """(width, height) from a PNG's IHDR chunk."""
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise ToolError(f"{path}: not a PNG")
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def frame_files(folder):
    """The frame-NNNN.png files of `folder`, in order; they must be numbered 0, 1, 2 ..."""
    numbered = sorted((int(m.group(1)), name) for name in os.listdir(folder)
                      if (m := FRAME_PATTERN.match(name)))
    for expected, (number, name) in enumerate(numbered):
        if number != expected:
            raise ToolError(f"{folder}: frame {expected} is missing (found {name})")
    return [os.path.join(folder, name) for _, name in numbered]


def _passthrough_flag():
    """ffmpeg >= 5.1 spells 'one output frame per decoded frame' -fps_mode, older ones -vsync."""
    version = subprocess.run([ensure("ffmpeg"), "-version"], capture_output=True, text=True).stdout
    m = re.search(r"ffmpeg version n?(\d+)\.(\d+)", version)
    if m and (int(m.group(1)), int(m.group(2))) >= (5, 1):
        return ["-fps_mode", "passthrough"]
    return ["-vsync", "passthrough"]


def _over_white(rgba):
    """An RGBA frame composited over white (what a page shows through transparency), kept as
    opaque RGBA: alpha 255 everywhere, so that a pixel compares as one uint32 (metrics.py)."""
    alpha = rgba[..., 3:4]
    if alpha.min() == 255:
        return rgba
    a = alpha.astype(np.uint32)
    out = np.empty_like(rgba)
    out[..., :3] = (rgba[..., :3].astype(np.uint32) * a + 255 * (255 - a) + 127) // 255
    out[..., 3] = 255
    return out


def _stream(input_args, width, height):
    """Yields the frames (opaque RGBA) ffmpeg decodes from `input_args`."""
    command = [ensure("ffmpeg"), "-v", "error", "-nostdin", *input_args, *_passthrough_flag(),
               "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
    size = width * height * 4
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as child:
        try:
            while True:
                data = child.stdout.read(size)
                if not data:
                    break
                if len(data) != size:
                    raise ToolError(f"ffmpeg returned a partial frame from {input_args[-1]}")
                yield _over_white(np.frombuffer(data, np.uint8).reshape(height, width, 4))
        finally:
            child.stdout.close()
            errors = child.stderr.read().decode(errors="replace").strip()
            if child.wait() != 0:
                raise ToolError(f"ffmpeg could not decode {input_args[-1]}: {errors[-1000:]}")


def png_frames(folder):
    """(count, width, height, generator of the frames) of a frame-NNNN.png folder."""
    files = frame_files(folder)
    if not files:
        raise ToolError(f"{folder}: no frame-NNNN.png files")
    width, height = png_size(files[0])
    pattern = os.path.join(folder, "frame-%04d.png")
    return len(files), width, height, _stream(["-start_number", "0", "-i", pattern], width, height)


def gif_frames(path, width, height):
    """Generator of the composited frames of a GIF, one per image block."""
    return _stream(["-ignore_loop", "1", "-i", path], width, height)
