"""Diff: LayoutReel's diff kernel against pixelmatch under node on the same 2000 x 2000 pairs,
from identical to full noise (written by `DiffBench --peer`), with issue 22's targets: the same
mismatch counts (threshold 0.1, anti-aliased pixels detected and not counted, as both default to)
and our kernel at least 3 x pixelmatch's speed.

pixelmatch is never part of this repository: pass its index.js with --pixelmatch (from
github:mapbox/pixelmatch; a release that uses the YIQ metric, v7.2.0 or earlier, which is the
metric LayoutReel's Diff implements; its main branch moved to OKLab after v7.2.0)."""

import json
import os
import shutil
import subprocess

from sections import Report, log
from targets import Target, spread
from tools import ToolError, ensure

NAME = "diff"
TITLE = "Diff kernel vs pixelmatch (node)"
ORDER = 50

SPEED_VS_PIXELMATCH = 3.0
DRIVER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pixelmatch_driver.mjs")


def add_arguments(p):
    p.add_argument("--pixelmatch", help="pixelmatch's index.js (github:mapbox/pixelmatch at v7.2.0 or earlier); "
                   "required by this section")
    p.add_argument("--diff-runs", type=int, default=7, help="timed runs per pair on each side (default 7)")


def run(context):
    args = context.args
    if not args.pixelmatch or not os.path.isfile(args.pixelmatch):
        raise ToolError("pass --pixelmatch PATH/index.js (github:mapbox/pixelmatch v7.2.0; npm is not needed)")
    node = ensure("node")
    bench = context.product("DiffBench")
    if not bench:
        raise ToolError("DiffBench is unavailable")
    work = context.folder("diff")
    log(f"diff: DiffBench --peer ({args.diff_runs} runs per pair) ...")
    out = subprocess.run([bench, "--peer", work, str(args.diff_runs)], check=True, capture_output=True,
                         text=True).stdout
    ours = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    # An .mjs copy: node then loads pixelmatch as the ES module it is, wherever it came from.
    module = os.path.join(work, "pixelmatch.mjs")
    shutil.copyfile(args.pixelmatch, module)
    size = ours[0]
    log(f"diff: pixelmatch under {subprocess.run([node, '--version'], capture_output=True, text=True).stdout.strip()}"
        f" ({args.diff_runs} runs per pair) ...")
    listing = subprocess.run([node, DRIVER, module, work, str(size["width"]), str(size["height"]), str(args.diff_runs)]
                             + [o["case"] for o in ours], check=True, capture_output=True, text=True).stdout
    theirs = {entry["case"]: entry for entry in map(json.loads, listing.splitlines())}
    rows, found = [], []
    for o in ours:
        t = theirs[o["case"]]
        speed = spread(t["cpu_ms"])[0] / max(spread(o["cpu_ms"])[0], 1e-9)
        pairs = [a / b for a, b in zip(t["cpu_ms"], o["cpu_ms"]) if b > 0]
        rows.append((o, t, speed))
        # |ours - theirs| <= 0: the counts must be equal.
        found.append(Target(NAME, f"{o['case']}: mismatched pixels, |ours - pixelmatch|",
                            float(abs(o["mismatched"] - t["mismatched"])), 0.0, unit="",
                            note=f"{o['mismatched']} vs {t['mismatched']}"))
        found.append(Target(NAME, f"{o['case']}: pixelmatch CPU / ours", speed, SPEED_VS_PIXELMATCH, "high",
                            min(pairs, default=None), max(pairs, default=None)))
    return Report(render(rows, size), found, {"ours": ours, "pixelmatch": list(theirs.values())})


def render(rows, size):
    def cell(samples):
        m, lo, hi = spread(samples)
        return f"{m:8.2f} [{lo:.2f}..{hi:.2f}]"
    lines = [f"{size['width']} x {size['height']} pairs; CPU ms per comparison, median [range], kernel only "
             "(no difference image); pixelmatch after one warm-up call, its CPU is node's whole process",
             f"{'pair':<22} {'ours mismatched':>16} {'pixelmatch':>11} {'ours AA':>9}  {'ours CPU ms':>24}  "
             f"{'pixelmatch CPU ms':>24}  {'speed-up':>8}"]
    for o, t, speed in rows:
        lines.append(f"{o['case']:<22} {o['mismatched']:>16} {t['mismatched']:>11} {o['antiAliased']:>9}  "
                     f"{cell(o['cpu_ms']):>24}  {cell(t['cpu_ms']):>24}  {speed:>8.2f}")
    return "\n".join(lines)
