"""The GIF stream's own figures (issue 22): on every scene, LayoutReel's GIF bytes, what
`gifsicle -O3` still takes off them, the export's CPU time, and that ffmpeg decodes every image;
with --stream-before, the same for a second export binary (e.g. main before a change) and the
ratios. A section of run.py:

    Benchmarks/peers/run.py --sections stream [--stream-before OLD/export] [--repeat N]
"""

import argparse
import os
import shutil
import subprocess
import sys
from statistics import median

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gifinfo  # noqa: E402
from peers import gifsicle_o3  # noqa: E402
from section_gif import only, scene_list  # noqa: E402
from sections import REPO, Report  # noqa: E402
from tools import ensure, run as run_command  # noqa: E402

NAME = "stream"
TITLE = "GIF stream: bytes, what gifsicle -O3 still gains, CPU, ffmpeg decodes"
ORDER = 15  # after gif, whose runs it reprints when no --stream-before is given


def ffmpeg_frames(gif):
    """Frames ffmpeg decodes from `gif` (every image, no rate conversion)."""
    out = subprocess.run([ensure("ffmpeg"), "-v", "error", "-i", gif, "-fps_mode", "passthrough", "-f", "null", "-",
                          "-progress", "pipe:1"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if out.returncode != 0:
        return None
    frames = [line.split("=", 1)[1] for line in out.stdout.splitlines() if line.startswith("frame=")]
    return int(frames[-1]) if frames else 0


def export(binary, scene, out, fps, scale):
    """Cost of one GIF export into a fresh `out`."""
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    command = [binary, scene, "--out-dir", out, "--format", "gif", "--fps", str(fps), "--quiet", "--no-cache"]
    return run_command(command + (["--scale", f"{scale:g}"] if scale else []))


def measure(binary, tag, label, scene, scale, args):
    """(bytes, gifsicle -O3 bytes, median CPU s, ffmpeg decoded frames, image blocks) of one export."""
    folder = os.path.join(args.work, "stream", tag + "-" + label)
    costs = []
    for _ in range(max(1, args.repeat)):
        costs.append(export(binary, scene, folder, args.fps, scale).cpu)
    gif = only([os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".gif")], "GIF", folder)
    small = gif + ".O3.gif"
    gifsicle_o3(gif, small)
    with open(gif, "rb") as f:
        images = len(gifinfo.parse(f.read()).frames)
    return os.path.getsize(gif), os.path.getsize(small), median(costs), ffmpeg_frames(gif), images


def rows_and_text(binary, before, args, repo):
    rows = []
    for label, scene, scale in scene_list(args, repo):
        ours = measure(binary, "ours", label, scene, scale, args)
        row = {"scene": label, "bytes": ours[0], "gifsicle_O3_bytes": ours[1], "cpu_s": ours[2],
               "ffmpeg_frames": ours[3], "images": ours[4]}
        if before:
            old = measure(before, "before", label, scene, scale, args)
            row.update(before_bytes=old[0], before_cpu_s=old[2], before_gifsicle_O3_bytes=old[1])
        print(line(row), file=sys.stderr, flush=True)
        rows.append(row)
    return rows, render(rows)


def line(row):
    gain = 100 * (row["bytes"] - row["gifsicle_O3_bytes"]) / row["bytes"]
    decoded = f"{row['ffmpeg_frames']}/{row['images']}"
    text = f"{row['scene']:28} {row['bytes']:>10,} {gain:>8.2f}% {row['cpu_s']:>7.3f} {decoded:>9}"
    if "before_bytes" in row:
        text += f" {row['before_bytes']:>10,} {row['bytes'] / row['before_bytes']:>7.4f} {row['before_cpu_s']:>10.3f}"
    return text


def render(rows):
    before = bool(rows) and "before_bytes" in rows[0]
    lines = [f"{'scene':28} {'bytes':>10} {'-O3 gain':>9} {'CPU s':>7} {'decoded':>9}"
             + (f" {'before':>10} {'ratio':>7} {'CPU before':>10}" if before else "")]
    lines += [line(row) for row in rows]
    total = sum(r["bytes"] for r in rows)
    worst = max(rows, key=lambda r: (r["bytes"] - r["gifsicle_O3_bytes"]) / r["bytes"])
    lines.append(f"total {total:,} bytes; largest gifsicle -O3 gain "
                 f"{100 * (worst['bytes'] - worst['gifsicle_O3_bytes']) / worst['bytes']:.2f}% ({worst['scene']})"
                 + (f"; total vs before {total / sum(r['before_bytes'] for r in rows):.4f}" if before else ""))
    undecoded = [r["scene"] for r in rows if r["ffmpeg_frames"] != r["images"]]
    lines.append("ffmpeg decodes every image of every file" if not undecoded
                 else f"ffmpeg frame count differs: {undecoded}")
    return "\n".join(lines)


def add_arguments(p):
    p.add_argument("--stream-before", help="a second export binary whose GIFs the stream rows compare with")


def run(context):
    shared = context.shared.get("stream_rows")
    if shared and not context.args.stream_before:
        # The gif section timed the same exports and decoded every image of each GIF with ffmpeg
        # (a count that differs from the file's image blocks fails it): no export again.
        text = f"from the gif section's runs (median CPU of {context.args.repeat})\n{render(shared)}"
        return Report(text, [], shared)
    binary = context.product("export")
    rows, text = rows_and_text(binary, context.args.stream_before, context.args, context.repo)
    return Report(text, [], rows)


def arguments(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--export", default=os.path.join(REPO, ".build", "release", "export"))
    p.add_argument("--stream-before", help="a second export binary to compare with")
    p.add_argument("--scenes", default=os.path.join(REPO, "scenes"))
    p.add_argument("--bankey", help="the Bankey scene (default: scenes/bankey*.json)")
    p.add_argument("--bankey-scale", type=float, default=2)
    p.add_argument("--fps", type=int, default=50)
    p.add_argument("--repeat", type=int, default=1, help="exports per binary and scene (median CPU)")
    p.add_argument("--work", default=os.path.join("/tmp", "layoutreel-peers"))
    return p.parse_args(argv)


if __name__ == "__main__":
    options = arguments()
    print(rows_and_text(options.export, options.stream_before, options, REPO)[1])
