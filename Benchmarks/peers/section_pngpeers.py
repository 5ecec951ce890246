"""PNGs against optipng -o2, oxipng -o2 and zopflipng, default and --png-effort max (issue 22; pngpeers.py)."""

import glob
import os

import pngpeers
from sections import Report
from targets import Target
from tools import ToolError

NAME = "pngpeers"
TITLE = "PNGs vs optipng -o2, oxipng -o2 and zopflipng (issue 22's 60-file set)"
ORDER = 35

# Issue 22's PNG targets: the default at most oxipng -o2's bytes at 5 times its speed (CPU time),
# and --png-effort max within 1 % of zopflipng's bytes (totals over the set).
BYTES_VS_OXIPNG = 1.0
SPEED_VS_OXIPNG = 5.0
MAX_VS_ZOPFLIPNG = 1.01


def add_arguments(p):
    p.add_argument("--pngpeers-set", help="write issue 22's 60-file PNG set into this folder and compare on it "
                   "(default: the set's files the gif section wrote, copied into --work/png60)")
    p.add_argument("--pngpeers-dir", help="compare on the PNGs of this folder")
    p.add_argument("--pngpeers-slow-runs", type=int, help="runs of --png-effort max and zopflipng per file (default "
                   "--repeat; their times are no target, their bytes are the same every run)")


def run(context):
    args = context.args
    named = context.shared.get("png_names")
    if not (args.pngpeers_set or args.pngpeers_dir or named):
        return Report("skipped: run the gif section too, or pass --pngpeers-set DIR (writes the 60-file set) or "
                      "--pngpeers-dir DIR", [], None)
    binary = context.product("export")
    if not binary:
        raise ToolError("no export binary")
    if args.pngpeers_set:
        pngs = pngpeers.build_set(binary, os.path.join(context.repo, "scenes"), args.pngpeers_set)
    elif args.pngpeers_dir:
        pngs = sorted(glob.glob(os.path.join(args.pngpeers_dir, "*.png")))
    else:  # the gif section already wrote every file of the set: no export again
        pngs = pngpeers.copy_set(named, context.folder("png60"), args.bankey_scale)
    rows = pngpeers.compare(binary, pngs, context.work, args.repeat, args.pngpeers_slow_runs)
    return Report(pngpeers.render_files(rows) + "\n\n" + pngpeers.report(rows), targets(rows), rows)


def targets(rows):
    """The three targets, from the totals over the set (CPU: each file's median, summed)."""
    def total(tool, key):
        return sum(r[tool][key] for r in rows)
    files = f"{len(rows)} files"
    return [
        Target(NAME, "default bytes / oxipng -o2", total("ours", "bytes") / total("oxipng -o2", "bytes"),
               BYTES_VS_OXIPNG, note=files),
        Target(NAME, "oxipng -o2 CPU / default", total("oxipng -o2", "cpu") / max(total("ours", "cpu"), 1e-9),
               SPEED_VS_OXIPNG, "high", note=files),
        Target(NAME, "max bytes / zopflipng", total("ours max", "bytes") / total("zopflipng", "bytes"),
               MAX_VS_ZOPFLIPNG, note=files),
    ]
