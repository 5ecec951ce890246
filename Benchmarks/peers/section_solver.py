"""Solver: LayoutReel's Layout solver against kiwi built from its C++ sources, on the same
systems (LayoutBench's generated UI layouts: cards down the screen, five children chained in each),
with issue 22's targets: an edit (a constant changed, then re-solved, as an animation does every
frame) at least 5 x kiwi's at 1,000 views, and growth to 5,000 views no worse than linear."""

import glob
import json
import os
import subprocess
import sys
import tarfile

from sections import Report, log
from targets import Target, spread
from tools import ToolError

NAME = "solver"
TITLE = "Solver vs kiwi (C++, built from its sources)"
ORDER = 40

EDIT_VS_KIWI = 5.0  # kiwi's time / ours, at 1,000 views
DRIVER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "layout", "kiwi_bench.cpp")
REQUIRED = 1001001000.0  # kiwi's strength::required (create(1000, 1000, 1000))


def add_arguments(p):
    p.add_argument("--kiwi", help="a folder holding kiwi's headers (kiwi/kiwi.h); default: the kiwisolver "
                   "sdist from PyPI (pip download), unpacked into --work")
    p.add_argument("--solver-sizes", default="1000,5000", help="view counts (default 1000,5000; the targets "
                   "read 1000 and the largest)")
    p.add_argument("--solver-runs", type=int, default=51, help="width edit runs per size on our side (default 51; "
                   "each run is a round trip, there and back, halved, on both sides)")
    p.add_argument("--solver-kiwi-sizes", default="1000", help="view counts kiwi runs at (default 1000, the "
                   "target's: at 5,000 views one kiwi initial solve takes about 15 s of CPU and one width "
                   "jump minutes)")


def run(context):
    args = context.args
    sizes = sorted({int(n) for n in args.solver_sizes.split(",")})
    bench = context.product("LayoutBench")
    if not bench:
        raise ToolError("LayoutBench is unavailable")
    work = context.folder("solver")
    for stale in glob.glob(os.path.join(work, "*.json")):
        os.remove(stale)
    log(f"solver: LayoutBench --sizes {args.solver_sizes} ...")
    subprocess.run([bench, "--sizes", ",".join(map(str, sizes)), "--dump", work, "--edit-runs",
                    str(args.solver_runs)], check=True, stdout=subprocess.DEVNULL)
    with open(os.path.join(work, "swift_results.json")) as f:
        ours = {r["views"]: r for r in json.load(f)}
    driver = compile_kiwi(args.kiwi or kiwi_sources(work), work)
    kiwi = {}
    for n in sorted({int(n) for n in args.solver_kiwi_sizes.split(",")} & set(sizes)):
        system = write_system(os.path.join(work, f"layout_{n}.json"), os.path.join(work, f"kiwi_{n}.txt"))
        # kiwi's width jump costs about a second at 1,000 views: fewer runs as the system grows
        # (each edit run is a round trip, two jumps).
        full_runs, edit_runs = (5, 11) if n <= 1000 else (1, 3)
        log(f"solver: kiwi at {n} views ({full_runs} full, {edit_runs} edit round trips) ...")
        out = subprocess.run([driver, os.path.join(work, f"kiwi_{n}.txt"), str(full_runs), str(edit_runs)],
                             check=True, capture_output=True, text=True).stdout
        kiwi[n] = {entry["what"]: entry for entry in map(json.loads, out.splitlines())}
        with open(os.path.join(work, f"values_{n}.json")) as f:
            mine = json.load(f)
        kiwi[n]["agreement"] = max(abs(a - b) for a, b in zip(kiwi[n]["values"]["values"], mine))
        kiwi[n]["constraints"] = len(system["constraints"])
    return Report(render(sizes, ours, kiwi), targets(sizes, ours, kiwi),
                  {"ours": ours, "kiwi": {n: {k: v for k, v in d.items() if k != "values"} for n, d in kiwi.items()}})


def kiwi_sources(work):
    """kiwi's header folder from the kiwisolver sdist on PyPI (benchmark only, kept in --work)."""
    folder = os.path.join(work, "kiwi-src")
    found = glob.glob(os.path.join(folder, "*", "kiwi", "kiwi.h"))
    if not found:
        log("solver: pip download --no-binary :all: --no-deps kiwisolver (kiwi's C++ sources) ...")
        os.makedirs(folder, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-binary", ":all:", "--no-deps",
                        "-q", "-d", folder, "kiwisolver"], check=True)
        for archive in glob.glob(os.path.join(folder, "kiwisolver-*.tar.gz")):
            with tarfile.open(archive) as tar:
                tar.extractall(folder, members=[m for m in tar.getmembers() if "/kiwi/" in m.name + "/"],
                               filter="data")
        found = glob.glob(os.path.join(folder, "*", "kiwi", "kiwi.h"))
    if not found:
        raise ToolError(f"no kiwi/kiwi.h under {folder}: pass --kiwi FOLDER")
    return os.path.dirname(os.path.dirname(found[0]))


def compile_kiwi(headers, work):
    """kiwi_bench.cpp built against kiwi's headers, at -O2 (kiwi's own setup.py builds at -O2 too)."""
    if not os.path.isfile(os.path.join(headers, "kiwi", "kiwi.h")):
        raise ToolError(f"no kiwi/kiwi.h in {headers}")
    binary = os.path.join(work, "kiwi_bench")
    compiler = "g++" if subprocess.run(["which", "g++"], capture_output=True).returncode == 0 else "clang++"
    log(f"solver: {compiler} -O2 kiwi_bench.cpp against {headers} ...")
    subprocess.run([compiler, "-O2", "-std=c++17", "-w", "-isystem", headers, DRIVER, "-o", binary], check=True)
    return binary


def write_system(source, target):
    """LayoutBench's JSON system as kiwi_bench's text: distinct optional priorities ranked from the
    highest down are mapped to 1e6, 1e3, 1, ... (kiwi has no lexicographic tiers; these keep each
    tier 1000 x the next), 1000 to kiwi's required."""
    with open(source) as f:
        system = json.load(f)
    levels = sorted({c["priority"] for c in system["constraints"] if c["priority"] < 1000}, reverse=True)
    strength = {p: 1e6 / (1000.0 ** rank) for rank, p in enumerate(levels)}
    lines = [f"views {system['views']} variables {system['variables']} constraints {len(system['constraints'])} "
             f"root {system['rootWidthIndex']} spacing {system['spacingIndex']} "
             f"widthJump {system['widthJump']!r} spacingJump {system['spacingJump']!r}"]
    for c in system["constraints"]:
        op = {"==": 0, "<=": 1, ">=": 2}[c["op"]]
        weight = REQUIRED if c["priority"] >= 1000 else strength[c["priority"]]
        terms = " ".join(f"{v} {k!r}" for v, k in c["terms"])
        lines.append(f"{op} {weight!r} {c['constant']!r} {len(c['terms'])} {terms}")
    with open(target, "w") as f:
        f.write("\n".join(lines) + "\n")
    return system


def pair_ratios(theirs, mine):
    """theirs[i] / mine[i] for the runs both have: the range around the ratio of medians."""
    return [t / m for t, m in zip(theirs, mine) if m > 0]


# (label, our sample key, kiwi measurements of the same change: the fastest is the peer)
EDITS = [("width edit", "widthEdit", ["width-suggest"]),
         ("spacing edit", "spacingEdit", ["spacing-suggest", "spacing-readd"])]


def fastest(kiwi_sizes, kinds):
    return min(kinds, key=lambda k: spread(kiwi_sizes[k]["ms"])[0])


def targets(sizes, ours, kiwi):
    out = []
    small, large = sizes[0], sizes[-1]
    for label, key, kinds in EDITS:
        if small == 1000 and small in kiwi:
            kind = fastest(kiwi[small], kinds)
            theirs, mine = kiwi[small][kind]["ms"], ours[small]["samples"][key]
            ratios = pair_ratios(theirs, mine)
            out.append(Target(NAME, f"{label} at 1000 views: kiwi / ours", spread(theirs)[0] / spread(mine)[0],
                              EDIT_VS_KIWI, "high", min(ratios), max(ratios), note=f"kiwi {kind}"))
        if large > small:
            a, b = ours[small]["samples"][key], ours[large]["samples"][key]
            out.append(Target(NAME, f"{label}: ours at {large} / at {small} views", spread(b)[0] / spread(a)[0],
                              large / small, low=spread(b)[1] / spread(a)[2], high=spread(b)[2] / spread(a)[1],
                              note="linear = the view ratio"))
    return out


def render(sizes, ours, kiwi):
    """Median thread CPU ms, [min .. max], per size and measurement; kiwi / ours speed-ups."""
    def cell(samples):
        m, lo, hi = spread(samples)
        return f"{m:.4f} [{lo:.4f}..{hi:.4f}]"
    lines = ["median thread CPU ms [range]; kiwi from its C++ headers at -O2, ours release; both end by "
             "reading every variable; an edit is half of a timed round trip (there and back)"]
    for n in sizes:
        o, k = ours[n], kiwi.get(n)
        if k is None:
            lines.append(f"{n} views, {o['constraints']} constraints (kiwi not run: --solver-kiwi-sizes)")
            lines.append(f"  initial solve   ours {cell(o['samples']['solverFull'])}")
            for label, key, _ in EDITS:
                lines.append(f"  {label:<15} ours {cell(o['samples'][key])}")
            continue
        lines.append(f"{n} views, {k['constraints']} constraints; largest |kiwi - ours| over all variables "
                     f"{k['agreement']:.2e}")
        lines.append(f"  initial solve   ours {cell(o['samples']['solverFull'])}   kiwi {cell(k['full']['ms'])}"
                     f"   kiwi/ours {spread(k['full']['ms'])[0] / spread(o['samples']['solverFull'])[0]:.2f}")
        for label, key, kinds in EDITS:
            mine = o["samples"][key]
            peers = "   ".join(f"kiwi {kind} {cell(k[kind]['ms'])}" for kind in kinds)
            best = fastest(k, kinds)
            lines.append(f"  {label:<15} ours {cell(mine)}   {peers}   fastest kiwi/ours "
                         f"{spread(k[best]['ms'])[0] / spread(mine)[0]:.2f}")
    return "\n".join(lines)
