"""PNGs against optipng -o2, oxipng -o2 and zopflipng, default and --png-effort max (issue 22; pngpeers.py)."""

import glob
import os

import pngpeers
from sections import Report
from tools import ToolError

NAME = "pngpeers"
TITLE = "PNGs vs optipng -o2, oxipng -o2 and zopflipng (issue 22's 60-file set)"
ORDER = 35


def add_arguments(p):
    p.add_argument("--pngpeers-set", help="write issue 22's 60-file PNG set into this folder and compare on it")
    p.add_argument("--pngpeers-dir", help="compare on the PNGs of this folder")


def run(context):
    args = context.args
    if not (args.pngpeers_set or args.pngpeers_dir):
        return Report("skipped: pass --pngpeers-set DIR (writes the 60-file set) or --pngpeers-dir DIR", [], None)
    binary = context.product("export")
    if not binary:
        raise ToolError("no export binary")
    if args.pngpeers_set:
        pngs = pngpeers.build_set(binary, os.path.join(context.repo, "scenes"), args.pngpeers_set)
    else:
        pngs = sorted(glob.glob(os.path.join(args.pngpeers_dir, "*.png")))
    rows = pngpeers.compare(binary, pngs, context.work, args.repeat)
    return Report(pngpeers.render_files(rows) + "\n\n" + pngpeers.report(rows), [], rows)
