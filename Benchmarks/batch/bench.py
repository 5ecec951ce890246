#!/usr/bin/env python3
"""Batch export at suite scale: cold, warm (cache) and one-scene-changed times, and shards.

Generates N small scenes (the shape of the tests' generated suite: 20-60 x 16-40 pt canvases,
0.7-1.5 s at 10 fps, a box sliding; every fourth shows a shared image), then times, with the
release `export`:

  cold          export scenes/ (no cache)
  cold+cache    the same with --cache (fills it)
  warm          again with the cache, nothing changed
  one changed   one scene edited, with the cache
  shards k      each of k shards alone, cold (the slowest is the wall time of a k-runner matrix)

Usage: Benchmarks/batch/bench.py [--scenes 1000] [--jobs 2] [--shards 4] [--export .build/release/export]
Prints the figures and the per-scene costs that docs/batch-capacity.md uses.
"""

import argparse
import os
import shutil
import struct
import subprocess
import tempfile
import time
import zlib


def scene(number, image=None):
    width, height = 20 + (number * 7) % 41, 16 + (number * 11) % 25
    duration = 0.2 + ((number * 13) % 9) / 10
    color = ["#ff3b30", "#34c759", "#007aff", "#ff9500", "#af52de"][number % 5]
    icon = ""
    if image:
        icon = (', {"id": "icon", "kind": "imageView", "image": "%s", '
                '"frame": {"x": 2, "y": 2, "width": 4, "height": 4}}' % image)
    return (
        '{"name": "s%04d", "canvas": {"width": %d, "height": %d, "scale": 1, "background": "#ffffff"},'
        ' "fps": 10, "views": [{"id": "box", "frame": {"x": 0, "y": 2, "width": 8, "height": 8},'
        ' "backgroundColor": "%s"}%s], "timeline": [{"duration": %s, "curve": "linear", "changes":'
        ' [{"view": "box", "frame": {"x": %d, "y": 2, "width": 8, "height": 8}}]}]}'
        % (number, width, height, color, icon, duration, width - 8))


def png(rgb):
    """A 4x4 opaque PNG of one colour."""
    raw = b"".join(b"\x00" + bytes(rgb + (255,)) * 4 for _ in range(4))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 4, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def run(export, args, folder, fresh="out"):
    # Every run starts from an empty output folder, as on a CI runner: the exporter's sweep for
    # temporaries left by killed runs lists the folder on every write, so a full folder costs more.
    shutil.rmtree(os.path.join(folder, fresh), ignore_errors=True)
    started = time.perf_counter()
    subprocess.run([export] + args, cwd=folder, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def size(path):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(path) for f in files)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--scenes", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--shards", type=int, default=4)
    parser.add_argument("--export", default=".build/release/export")
    options = parser.parse_args()
    export = os.path.abspath(options.export)
    folder = tempfile.mkdtemp(prefix="layoutreel-batch-")
    os.makedirs(os.path.join(folder, "scenes/img"))
    with open(os.path.join(folder, "scenes/img/a.png"), "wb") as f:
        f.write(png((255, 0, 0)))
    for n in range(options.scenes):
        with open(os.path.join(folder, "scenes/s%04d.json" % n), "w") as f:
            f.write(scene(n, "img/a.png" if n % 4 == 0 else None))
    base = ["scenes/", "--format", "gif,png", "--jobs", str(options.jobs), "--quiet"]
    common = base + ["--out", "out"]
    n = options.scenes
    figures = {}
    figures["cold"] = run(export, common, folder)
    figures["cold+cache"] = run(export, common + ["--cache", "cache"], folder)
    figures["warm"] = run(export, common + ["--cache", "cache"], folder)
    with open(os.path.join(folder, "scenes/s0001.json"), "w") as f:
        f.write(scene(1).replace("#34c759", "#5856d6"))
    figures["one changed"] = run(export, common + ["--cache", "cache"], folder)
    shard_times = [run(export, base + ["--shard", "%d/%d" % (i, options.shards), "--out", "shard-%d" % i], folder,
                       "shard-%d" % i)
                   for i in range(1, options.shards + 1)]
    figures["slowest of %d shards" % options.shards] = max(shard_times)
    print("%d scenes, --jobs %d, %s" % (n, options.jobs, export))
    for name, seconds in figures.items():
        print("  %-22s %8.2f s   %7.2f ms/scene" % (name, seconds, seconds * 1000 / n))
    print("  shard times: " + ", ".join("%.2f s" % t for t in shard_times))
    print("  cache: %d bytes for %d scenes (%.0f bytes/scene); output %d bytes" % (
        size(os.path.join(folder, "cache")), n, size(os.path.join(folder, "cache")) / n,
        size(os.path.join(folder, "out"))))
    shutil.rmtree(folder)


if __name__ == "__main__":
    main()
