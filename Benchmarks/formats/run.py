#!/usr/bin/python3
"""Size and quality of every gallery scene as GIF, WebP (lossless and lossy) and MP4.

Usage (from the repository root; Debian's Python, which has Pillow after install-deps --bench):
    scripts/install-deps --bench
    swift build -c release --product export
    /usr/bin/python3 Benchmarks/formats/run.py [path/to/export] > table.md

Each scene is exported once as gif, frames (our RGBA frames as PNG), webp (lossless) and mp4
(CRF 18), and once more as lossy webp (quality 80). Every file is decoded by a decoder that is not
ours (Pillow for GIF and WebP, ffmpeg for MP4) and compared, centisecond by centisecond, with the
frame our renderer painted for that moment: PSNR over the whole animation's duration (RGB, every
image drawn over white first, as the MP4 is). The table is printed as Markdown.
"""

import glob
import json
import math
import os
import subprocess
import sys
import tempfile

from PIL import Image, ImageChops, ImageStat

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def flatten(image):
    """An image as RGB drawn over white."""
    rgba = image.convert("RGBA")
    white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
    return Image.alpha_composite(white, rgba).convert("RGB")


def pillow_frames(path):
    """(start, duration) in centiseconds and the composed picture of every frame (GIF, WebP)."""
    frames, start = [], 0
    with Image.open(path) as image:
        for index in range(getattr(image, "n_frames", 1)):
            image.seek(index)
            image.load()  # Pillow reads a WebP frame's duration as it decodes it
            duration = round(image.info.get("duration", 0) / 10)
            frames.append((start, duration, flatten(image)))
            start += duration
    return frames


def mp4_frames(path, width, height):
    """The MP4's frames, converted to RGB from BT.709 limited range by ffmpeg, at their times."""
    probe = subprocess.run(
        ["ffprobe", "-v", "error", "-select_streams", "v", "-show_entries", "stream=width,height:frame=pts_time,pkt_duration_time",
         "-of", "json", path], check=True, capture_output=True).stdout
    info = json.loads(probe)
    coded = (info["streams"][0]["width"], info["streams"][0]["height"])
    raw = subprocess.run(
        ["ffmpeg", "-v", "error", "-i", path, "-fps_mode", "passthrough", "-vf",
         "scale=in_color_matrix=bt709:in_range=tv:out_range=pc,format=rgb24", "-f", "rawvideo", "-"],
        check=True, capture_output=True).stdout
    size = coded[0] * coded[1] * 3
    frames = []
    for index, frame in enumerate(info["frames"]):
        picture = Image.frombytes("RGB", coded, raw[index * size:(index + 1) * size]).crop((0, 0, width, height))
        frames.append((round(float(frame["pts_time"]) * 100), round(float(frame["pkt_duration_time"]) * 100), picture))
    return frames


def psnr(decoded, references, fps):
    """PSNR (dB) over every centisecond of the animation against the frame painted for it."""
    cache = {}

    def reference(index):
        if index not in cache:
            cache.clear()
            cache[index] = flatten(Image.open(references[index]))
        return cache[index]

    squared, samples = 0.0, 0
    for start, duration, picture in decoded:
        counts = {}
        for centisecond in range(start, start + duration):
            index = min(len(references) - 1, centisecond * fps // 100)
            counts[index] = counts.get(index, 0) + 1
        for index, count in sorted(counts.items()):
            difference = ImageChops.difference(picture, reference(index))
            squared += sum(ImageStat.Stat(difference).sum2) * count
            samples += picture.size[0] * picture.size[1] * 3 * count
    if squared == 0:
        return math.inf
    return 10 * math.log10(255 * 255 * samples / squared)


def run(export, arguments):
    subprocess.run([export] + arguments + ["-q"], check=True, cwd=ROOT)


def main():
    export = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/release/export")
    rows = []
    with tempfile.TemporaryDirectory(prefix="layoutreel-formats-") as scratch:
        for scene in sorted(glob.glob(os.path.join(ROOT, "scenes/*.json"))):
            base = os.path.splitext(os.path.basename(scene))[0]
            out, lossy = os.path.join(scratch, base), os.path.join(scratch, base + "-lossy")
            run(export, [scene, "--out-dir", out, "--format", "gif,frames,webp,mp4"])
            run(export, [scene, "--out-dir", lossy, "--format", "webp", "--webp-quality", "80"])
            name = os.path.splitext(os.path.basename(glob.glob(os.path.join(out, "*.gif"))[0]))[0]
            with open(scene) as file:
                fps = json.load(file).get("fps", 50)
            references = sorted(glob.glob(os.path.join(out, name, "frame-*.png")))
            width, height = Image.open(references[0]).size
            files = [
                ("gif", os.path.join(out, name + ".gif"), pillow_frames),
                ("webp", os.path.join(out, name + ".webp"), pillow_frames),
                ("webp-lossy", os.path.join(lossy, name + ".webp"), pillow_frames),
                ("mp4", os.path.join(out, name + ".mp4"), lambda p: mp4_frames(p, width, height)),
            ]
            row = {"scene": name, "size": f"{width}×{height}", "frames": len(references)}
            for key, path, decode in files:
                row[key] = (os.path.getsize(path), psnr(decode(path), references, fps))
            rows.append(row)
            print(f"{name}: done", file=sys.stderr)

    def cell(value):
        size, quality = value
        db = "lossless" if math.isinf(quality) else f"{quality:.1f} dB"
        return f"{size / 1024:,.0f} KB · {db}"

    print("| Scene | Pixels | Frames | GIF | WebP lossless | WebP lossy (q 80) | MP4 H.264 (CRF 18) |")
    print("|---|---|---:|---:|---:|---:|---:|")
    totals = {key: 0 for key in ("gif", "webp", "webp-lossy", "mp4")}
    for row in rows:
        for key in totals:
            totals[key] += row[key][0]
        print(f"| {row['scene']} | {row['size']} | {row['frames']} | " +
              " | ".join(cell(row[key]) for key in ("gif", "webp", "webp-lossy", "mp4")) + " |")
    print("| **All** | | | " + " | ".join(f"**{totals[key] / 1024:,.0f} KB**" for key in totals) + " |")


if __name__ == "__main__":
    main()
