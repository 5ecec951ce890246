#!/usr/bin/env python3
"""The GIF stream's own figures (issue 22): on every scene, LayoutReel's GIF bytes, what
`gifsicle -O3` still takes off them, the export's CPU time, and that ffmpeg decodes every frame;
with --before, the same for a second export binary and the ratios.

    Benchmarks/peers/stream.py --export .build/release/export [--before OLD/export]
    Benchmarks/peers/run.py --stream ...          (the same rows, from the peer run's options)
"""

import argparse
import os
import subprocess
import sys
from statistics import median

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gifinfo  # noqa: E402
from peers import gifsicle_o3  # noqa: E402
from run import REPO, export, only, scene_list  # noqa: E402
from tools import ensure  # noqa: E402


def ffmpeg_frames(gif):
    """Frames ffmpeg decodes from `gif` (every image, no rate conversion)."""
    out = subprocess.run([ensure("ffmpeg"), "-v", "error", "-i", gif, "-fps_mode", "passthrough", "-f", "null", "-",
                          "-progress", "pipe:1"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if out.returncode != 0:
        return None
    frames = [line.split("=", 1)[1] for line in out.stdout.splitlines() if line.startswith("frame=")]
    return int(frames[-1]) if frames else 0


def measure(binary, label, scene, scale, args):
    """(bytes, gifsicle -O3 bytes, median CPU s, ffmpeg decoded frames, image blocks) of one export."""
    folder = os.path.join(args.work, "stream", os.path.basename(os.path.dirname(binary)) + "-" + label)
    costs = []
    for _ in range(max(1, args.repeat)):
        costs.append(export(binary, scene, folder, "gif", args.fps, scale).cpu)
    gif = only([os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".gif")], "GIF", folder)
    small = gif + ".O3.gif"
    gifsicle_o3(gif, small)
    with open(gif, "rb") as f:
        images = len(gifinfo.parse(f.read()).frames)
    return os.path.getsize(gif), os.path.getsize(small), median(costs), ffmpeg_frames(gif), images


def main(args):
    rows = []
    print(f"{'scene':28} {'bytes':>10} {'-O3 gain':>9} {'CPU s':>7} {'decoded':>9}"
          + (f" {'before':>10} {'ratio':>7} {'CPU before':>10}" if args.before else ""))
    for label, scene, scale in scene_list(args):
        ours = measure(args.export, label, scene, scale, args)
        gain = 100 * (ours[0] - ours[1]) / ours[0]
        decoded = f"{ours[3]}/{ours[4]}"
        line = f"{label:28} {ours[0]:>10,} {gain:>8.2f}% {ours[2]:>7.3f} {decoded:>9}"
        row = {"scene": label, "bytes": ours[0], "gifsicle_O3_bytes": ours[1], "cpu_s": ours[2],
               "ffmpeg_frames": ours[3], "images": ours[4]}
        if args.before:
            old = measure(args.before, label, scene, scale, args)
            line += f" {old[0]:>10,} {ours[0] / old[0]:>7.4f} {old[2]:>10.3f}"
            row.update(before_bytes=old[0], before_cpu_s=old[2], before_gifsicle_O3_bytes=old[1])
        print(line, flush=True)
        rows.append(row)
    total = sum(r["bytes"] for r in rows)
    worst = max(rows, key=lambda r: (r["bytes"] - r["gifsicle_O3_bytes"]) / r["bytes"])
    print(f"total {total:,} bytes; largest gifsicle -O3 gain "
          f"{100 * (worst['bytes'] - worst['gifsicle_O3_bytes']) / worst['bytes']:.2f}% ({worst['scene']})"
          + (f"; total vs before {total / sum(r['before_bytes'] for r in rows):.4f}" if args.before else ""))
    undecoded = [r["scene"] for r in rows if r["ffmpeg_frames"] != r["images"]]
    print("ffmpeg decodes every image of every file" if not undecoded else f"ffmpeg frame count differs: {undecoded}")
    return rows


def arguments(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--export", default=os.path.join(REPO, ".build", "release", "export"))
    p.add_argument("--before", help="a second export binary to compare with")
    p.add_argument("--scenes", default=os.path.join(REPO, "scenes"))
    p.add_argument("--bankey", help="the Bankey scene (default: scenes/bankey*.json)")
    p.add_argument("--bankey-scale", type=float, default=2)
    p.add_argument("--fps", type=int, default=50)
    p.add_argument("--repeat", type=int, default=1, help="exports per binary and scene (median CPU)")
    p.add_argument("--work", default=os.path.join("/tmp", "layoutreel-peers"))
    return p.parse_args(argv)


if __name__ == "__main__":
    main(arguments())
