"""PNGs: LayoutReel's PNG writer against `optipng -o2` on every kind of PNG it writes."""

import glob
import json
import os
import shutil
import subprocess

import peers
import table
from sections import Report
from tools import ToolError, ensure, repeated

NAME = "png"
TITLE = "PNGs (posters, filmstrips, frames) vs optipng -o2"
ORDER = 30


def add_arguments(p):
    p.add_argument("--png-dir", help="compare on these PNGs (default: those the gif section wrote; "
                   "alone, --png-dir runs only this section)")


def run(context):
    args = context.args
    for tool in ("optipng", "pngcheck"):
        ensure(tool)
    if args.png_dir:
        pngs, ours_files = sorted(glob.glob(os.path.join(args.png_dir, "*.png"))), set()
    else:
        pngs, ours_files = context.shared.get("pngs", []), context.shared.get("ours_pngs", set())
    if not pngs:
        raise ToolError("no PNGs: run the gif section first or pass --png-dir")
    rows = compare_pngs(context.product("export"), pngs, ours_files, args)
    text = ("LayoutReel's bytes (its file; for --png-dir and synthetic frames, its re-encoding) and encode time"
            f" in process, vs optipng -o2's run on a copy\n{table.render_png(rows)}")
    return Report(text, [], rows)


def compare_pngs(binary, pngs, ours_files, args):
    """Each PNG's size against `optipng -o2` on a copy, and the time of each: LayoutReel's PNG
    writer re-encoding the file's pixels in process (`export bench --png`, median of --repeat
    runs; decoding not timed) against optipng's whole run on the file (median wall time).
    LayoutReel's bytes are the file's when it wrote the file (`ours_files`), else the re-encoding's."""
    ours = {}
    if binary and pngs:
        listing = subprocess.run([binary, "bench", "--json", "--runs", str(max(3, args.repeat)), "--png"] + pngs,
                                 capture_output=True, text=True, check=True).stdout
        ours = {entry["file"]: entry for entry in map(json.loads, listing.splitlines())}
    rows = []
    scratch = os.path.join(args.work, "optipng")
    os.makedirs(scratch, exist_ok=True)
    for index, path in enumerate(pngs):
        copy = os.path.join(scratch, f"{index:03d}-{os.path.basename(path)}")

        def once():
            shutil.copyfile(path, copy)
            return peers.optipng_o2(copy)
        cost = repeated(args.repeat, once)
        timing = ours.get(path, {})
        rows.append({"file": os.path.relpath(path, args.work) if path.startswith(args.work) else path,
                     "ours_bytes": os.path.getsize(path) if path in ours_files else timing.get("bytes"),
                     "ours_s": timing["ms"] / 1000 if "ms" in timing else None,
                     "optipng_bytes": os.path.getsize(copy), "optipng_s": cost.wall,
                     "valid": peers.pngcheck(path)})
    return rows
