"""LayoutReel's PNG writer against optipng -o2, oxipng -o2 and zopflipng on the same pixels (issue 22).

The set: for each scene, the poster, the filmstrip and three frames (first, middle, last), as
`export --format png,filmstrip` and `--format frames` write them. `SET_SCENES` are the twelve
scenes of the 60-file set issue 22 was measured on (main at 812cef6: Bankey at 2x, the others at
their own scale, 50 fps).

Every tool starts from the same file. LayoutReel re-encodes the file's pixels in process
(`export bench --png`, decoding not timed), by default and with `--png-effort max`. The peers
run on a copy: optipng -o2 and zopflipng as programs (their child CPU time), oxipng -o2 through
pyoxipng (the oxipng crate; its CPU time in this process, all its threads). Chunks: optipng and
oxipng keep the file's pHYs and tEXt; zopflipng is told to keep them too (`--keepchunks`), so
every file carries the same metadata. Times are medians of `repeat` runs of CPU seconds
(user + system), which a loaded machine disturbs far less than wall time.
"""

import json
import os
import re
import resource
import shutil
import subprocess
import sys
from statistics import median

from frames import frame_files
from tools import ToolError, ensure, run

SET_SCENES = ["accessory-view", "competing-priorities", "constraint-width-reflow", "first-box", "hide-middle",
              "left-width-spring", "reference-lerp-automatic", "reference-lerp", "table-expand",
              "transform-slide-in", "width-toggle"]
PYOXIPNG = "pyoxipng"


def log(message):
    print(f"[png] {message}", file=sys.stderr, flush=True)


def build_set(binary, scenes_dir, out, fps=50, bankey_scale=2):
    """Writes the 60-file set into `out` (Bankey at `bankey_scale`, then SET_SCENES); returns the paths."""
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    labels = set_labels(bankey_scale)
    scenes = [(labels[0], os.path.join(scenes_dir, "bankey-login.json"), bankey_scale)]
    scenes += [(name, os.path.join(scenes_dir, name + ".json"), None) for name in labels[1:]]
    scratch = out + ".work"
    for label, scene, scale in scenes:
        if not os.path.isfile(scene):
            raise ToolError(f"scene {scene} of the PNG set is missing")
        for fmt in ("png,filmstrip", "frames"):
            shutil.rmtree(scratch, ignore_errors=True)
            command = [binary, scene, "--out-dir", scratch, "--format", fmt, "--fps", str(fps), "--quiet"]
            run(command + (["--scale", f"{scale:g}"] if scale else []))
            if fmt == "frames":
                folder = [os.path.join(scratch, d) for d in os.listdir(scratch)][0]
                files = frame_files(folder)
                for i in sorted({0, len(files) // 2, len(files) - 1}):
                    shutil.copyfile(files[i], os.path.join(out, f"{label}-frame-{i:04d}.png"))
            else:
                for name in os.listdir(scratch):
                    kind = "filmstrip" if "filmstrip" in name else "poster"
                    shutil.copyfile(os.path.join(scratch, name), os.path.join(out, f"{label}-{kind}.png"))
    shutil.rmtree(scratch, ignore_errors=True)
    return sorted(os.path.join(out, n) for n in os.listdir(out))


def set_labels(bankey_scale=2):
    """The scene labels of the set, as its file names begin."""
    return [f"bankey-login@{bankey_scale:g}x"] + SET_SCENES


def copy_set(named, out, bankey_scale=2):
    """Issue 22's set copied from files already written (`named`: path -> name in the set, as the gif
    section leaves them: the same exports at the same options); returns the paths."""
    wanted = set(set_labels(bankey_scale))
    chosen = {name: path for path, name in named.items()
              if (m := SET_NAME.match(name)) and m.group(1) in wanted}
    have = {SET_NAME.match(name).group(1) for name in chosen}
    if have != wanted or len(chosen) != 5 * len(wanted):
        raise ToolError(f"the gif section wrote {len(chosen)} of the set's {5 * len(wanted)} files "
                        f"(missing scenes: {', '.join(sorted(wanted - have)) or 'none'})")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    for name, path in chosen.items():
        shutil.copyfile(path, os.path.join(out, name))
    return sorted(os.path.join(out, name) for name in chosen)


SET_NAME = re.compile(r"^(.*)-(?:poster|filmstrip|frame-\d{4,})\.png$")


def ensure_oxipng():
    """The oxipng module (pyoxipng from PyPI, installed by pip the first time: benchmark only)."""
    try:
        import oxipng
    except ImportError:
        log(f"installing {PYOXIPNG} with pip (benchmark only) ...")
        command = [sys.executable, "-m", "pip", "install", "--quiet", PYOXIPNG]
        if subprocess.run(command).returncode != 0 and \
                subprocess.run(command + ["--break-system-packages"]).returncode != 0:
            raise ToolError(f"could not install {PYOXIPNG}")
        import oxipng
    return oxipng


def oxipng_version():
    from importlib.metadata import version
    return version(PYOXIPNG)


def ours(binary, pngs, repeat, effort=None):
    """{file: {"bytes", "cpu"}} of LayoutReel's writer on each file's pixels (median CPU seconds;
    at least 3 runs by default, `repeat` at max effort)."""
    runs = repeat if effort else max(3, repeat)
    command = [binary, "bench", "--json", "--runs", str(max(1, runs)), "--png"] + pngs
    if effort:
        command[2:2] = ["--png-effort", effort]
    listing = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    return {e["file"]: {"bytes": e["bytes"], "cpu": e["cpu_ms"] / 1000} for e in map(json.loads, listing.splitlines())}


def oxipng_o2(path, copy, repeat):
    """(bytes, median CPU seconds) of oxipng -o2 on the file's bytes, in this process."""
    oxipng = ensure_oxipng()
    with open(path, "rb") as f:
        data = f.read()
    times, result = [], b""
    for _ in range(max(1, repeat)):
        before = resource.getrusage(resource.RUSAGE_SELF)
        result = oxipng.optimize_from_memory(data, level=2)
        after = resource.getrusage(resource.RUSAGE_SELF)
        times.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    with open(copy, "wb") as f:
        f.write(result)
    return len(result), median(times)


def program(command_for, path, copy, repeat):
    """(bytes, median CPU seconds) of a program rewriting a copy of `path`."""
    costs = []
    for _ in range(max(1, repeat)):
        shutil.copyfile(path, copy)
        costs.append(run(command_for(copy)).cpu)
    return os.path.getsize(copy), median(costs)


PEERS = [  # (name, how one file is optimised: (path, copy, repeat) -> (bytes, cpu), timed by --repeat)
    ("optipng -o2", lambda p, c, r: program(lambda f: [ensure("optipng"), "-o2", "-quiet", f], p, c, r), True),
    ("oxipng -o2", oxipng_o2, True),
    ("zopflipng", lambda p, c, r: program(
        lambda f: [ensure("zopflipng"), "-y", "--keepchunks=tEXt,iTXt,pHYs", f, f], p, c, r), False),
]


def compare(binary, pngs, work, repeat, slow_runs=None):
    """Rows per file: LayoutReel (default and max effort) and every peer, bytes and CPU seconds.
    The maximum-effort pair (ours max, zopflipng) runs `slow_runs` times (default `repeat`): no
    target reads their time, only their bytes, which every run gives alike, and zopflipng costs
    seconds per file."""
    slow = repeat if slow_runs is None else slow_runs
    scratch = os.path.join(work, "png-peers")
    os.makedirs(scratch, exist_ok=True)
    default = ours(binary, pngs, repeat)
    maximum = ours(binary, pngs, slow, effort="max")
    rows = []
    for index, path in enumerate(pngs):
        row = {"file": os.path.basename(path), "ours": default[path], "ours max": maximum[path]}
        for name, optimise, timed in PEERS:
            copy = os.path.join(scratch, f"{index:03d}-{name.split()[0]}.png")
            size, cpu = optimise(path, copy, repeat if timed else slow)
            row[name] = {"bytes": size, "cpu": cpu}
        rows.append(row)
        log(f"{row['file']}: " + ", ".join(f"{k} {row[k]['bytes']}" for k in TOOLS))
    return rows


TOOLS = ["ours", "ours max", "optipng -o2", "oxipng -o2", "zopflipng"]
# Which of ours is held against which peer.
PAIRS = [("ours", "optipng -o2"), ("ours", "oxipng -o2"), ("ours", "zopflipng"), ("ours max", "zopflipng")]


def report(rows):
    """Totals, the ratio of totals and the worst file per pair, and CPU totals with speed ratios."""
    lines = [f"{len(rows)} PNGs; oxipng is pyoxipng {oxipng_version()}; CPU s are medians per file, summed"]
    lines.append(f"{'tool':<14}{'bytes':>12}{'CPU s':>10}")
    total = {t: sum(r[t]["bytes"] for r in rows) for t in TOOLS}
    cpu = {t: sum(r[t]["cpu"] for r in rows) for t in TOOLS}
    for t in TOOLS:
        lines.append(f"{t:<14}{total[t]:>12}{cpu[t]:>10.3f}")
    lines.append("")
    lines.append(f"{'ours / peer':<26}{'bytes':>8}{'worst file':>12}  {'(file)':<40}{'peer CPU / ours':>16}")
    for a, b in PAIRS:
        worst = max(rows, key=lambda r: r[a]["bytes"] / r[b]["bytes"])
        lines.append(f"{a + ' / ' + b:<26}{total[a] / total[b]:>8.4f}{worst[a]['bytes'] / worst[b]['bytes']:>12.4f}  "
                     f"{worst['file']:<40}{cpu[b] / cpu[a]:>16.2f}")
    return "\n".join(lines)


def render_files(rows):
    """One line per file: every tool's bytes."""
    width = max(len(r["file"]) for r in rows)
    head = f"{'file':<{width}}" + "".join(f"{t:>14}" for t in TOOLS)
    return "\n".join([head] + [f"{r['file']:<{width}}" + "".join(f"{r[t]['bytes']:>14}" for t in TOOLS)
                               for r in rows])
