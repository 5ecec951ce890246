"""Whole exports and threads (issue 22): `export scenes/ --jobs 2` against `--jobs 1` on the
gallery, each scene's GIF export at `--jobs 2` against `--jobs 1`, and peak memory at --fps 12
against --fps 50 (the most `export` takes: over four times the frames). Runs are interleaved
(1 2 1 2 ...), so a change in the machine's load hits both sides alike; wall and CPU time are
both printed, medians over --export-repeat runs. A section of run.py:

    Benchmarks/peers/run.py --sections export [--export-repeat 3] [--export-memory-scenes a,b]

Targets:
- gallery wall time, --jobs 1 / --jobs 2 >= 1.8;
- every scene, wall time --jobs 2 / --jobs 1 <= 1.0 (threads never make one scene slower). At
  --jobs 2 a scene whose colour pass does not split still uses the second thread: it paints pass
  1's frames while the first counts them; a scene under 40 M canvas pixels (frames after the
  first x canvas: first-box, hide-middle, width-toggle) starts none. A scene whose --jobs 2
  exports used one thread (`paintThreads` 1 in the export's --result JSON; an older binary's
  one-thread scenes) is judged too, noted "one thread";
- peak RSS at --fps 50 / at --fps 12 <= 1.10 (memory flat in the frame count).

The machine's load average is printed with the figures: with other work on the cores, no
speed-up from a second thread can show.
"""

import argparse
import json
import os
import shutil
import sys
from statistics import median

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from section_gif import scene_list  # noqa: E402
from sections import REPO, Report, log  # noqa: E402
from targets import from_samples  # noqa: E402
from tools import run as run_command  # noqa: E402

NAME = "export"
TITLE = "Whole exports: --jobs 2 against --jobs 1, memory against frame count"
ORDER = 16

# What scripts/run exports for the gallery.
GALLERY_FORMATS = "gif,png,filmstrip"
MEMORY_SCENES = "bankey-login,card-blur,long-list"
# Frame rates of the memory rows: `export` takes 1 to 50 fps.
LOW_FPS, HIGH_FPS = 12, 50


def load():
    """The 1-minute load average, as text."""
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except OSError:
        return "?"


def export(binary, target, out, extra):
    """Cost of one export of `target` (a scene or a folder) into a fresh `out`; its `threads` is
    the most threads that painted any scene's frames (`paintThreads` of the --result JSON, None
    from a tool that does not record it)."""
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    result = out.rstrip("/") + "-result.json"
    cost = run_command([binary, target, "--out-dir", out, "--quiet", "--no-cache", "--result", result, *extra])
    cost.threads = paint_threads(result)
    return cost


def paint_threads(path):
    """The most `paintThreads` over the scenes of an export's --result file, or None."""
    with open(path) as f:
        scenes = json.load(f).get("scenes", [])
    found = [s["export"]["paintThreads"] for s in scenes if (s.get("export") or {}).get("paintThreads")]
    return max(found) if found else None


def scene_target(label, ratios, threads):
    """The target of one scene's wall ratios (--jobs 2 / --jobs 1); `threads` the paint threads
    of its --jobs 2 runs, noted when all were one."""
    note = "one thread" if threads and max(threads) == 1 else ""
    return from_samples(NAME, f"{label}: wall --jobs 2 / --jobs 1", ratios, 1.0, note=note)


def interleaved(repeat, runs):
    """Runs each of `runs` (name -> callable returning a Cost) in turn, `repeat` rounds; name ->
    list of Costs."""
    costs = {name: [] for name in runs}
    for _ in range(max(1, repeat)):
        for name, body in runs.items():
            costs[name].append(body())
    return costs


def gallery(binary, args, folder):
    """Wall and CPU of the whole gallery at --jobs 1 and 2, and the per-run speed-ups."""
    runs = {jobs: (lambda jobs=jobs: export(binary, args.scenes, os.path.join(folder, f"gallery-j{jobs}"),
                                            ["--format", GALLERY_FORMATS, "--jobs", str(jobs)]))
            for jobs in (1, 2)}
    costs = interleaved(args.export_repeat, runs)
    speedups = [one.wall / two.wall for one, two in zip(costs[1], costs[2])]
    return costs, speedups


def per_scene(binary, args, folder):
    """(label, costs at --jobs 1, costs at --jobs 2, wall ratios 2/1) of each scene's GIF export."""
    rows = []
    for label, scene, scale in scene_list(args, REPO):
        extra = ["--format", "gif"] + (["--scale", f"{scale:g}"] if scale else [])
        runs = {jobs: (lambda jobs=jobs: export(binary, scene, os.path.join(folder, f"{label}-j{jobs}"),
                                                extra + ["--jobs", str(jobs)]))
                for jobs in (1, 2)}
        costs = interleaved(args.export_repeat, runs)
        ratios = [two.wall / one.wall for one, two in zip(costs[1], costs[2])]
        log(f"export: {label} --jobs 2 / --jobs 1 wall {median(ratios):.3f} (load {load()})")
        rows.append((label, costs[1], costs[2], ratios))
    return rows


def memory(binary, args, folder):
    """(label, peaks at LOW_FPS, peaks at HIGH_FPS, ratios) for --export-memory-scenes."""
    wanted = [name.strip() for name in args.export_memory_scenes.split(",") if name.strip()]
    rows = []
    for name in wanted:
        scene = os.path.join(args.scenes, name + ".json")
        if not os.path.isfile(scene):
            log(f"export: no scene {scene} for the memory rows")
            continue
        runs = {fps: (lambda fps=fps: export(binary, scene, os.path.join(folder, f"{name}-fps{fps}"),
                                             ["--format", "gif", "--fps", str(fps), "--jobs", "1"]))
                for fps in (LOW_FPS, HIGH_FPS)}
        costs = interleaved(args.export_repeat, runs)
        ratios = [high.peak_mb / low.peak_mb for low, high in zip(costs[LOW_FPS], costs[HIGH_FPS])]
        log(f"export: {name} peak RSS fps {HIGH_FPS} / fps {LOW_FPS} {median(ratios):.3f} (load {load()})")
        rows.append((name, costs[LOW_FPS], costs[HIGH_FPS], ratios))
    return rows


def report(binary, args):
    folder = os.path.join(args.work, "export")
    os.makedirs(folder, exist_ok=True)
    lines = [f"load average at start {load()} on {os.cpu_count()} cores; medians of {max(1, args.export_repeat)} "
             f"interleaved runs"]
    found = []
    data = {}

    costs, speedups = gallery(binary, args, folder)
    one, two = costs[1], costs[2]
    lines.append(f"gallery ({GALLERY_FORMATS}): --jobs 1 wall {median(c.wall for c in one):.2f} s CPU "
                 f"{median(c.cpu for c in one):.2f} s; --jobs 2 wall {median(c.wall for c in two):.2f} s CPU "
                 f"{median(c.cpu for c in two):.2f} s; speed-up {median(speedups):.3f} (load {load()})")
    log(lines[-1])
    found.append(from_samples(NAME, "gallery wall --jobs 1 / --jobs 2", speedups, 1.8, better="high"))
    data["gallery"] = {"jobs1": [vars(c) for c in one], "jobs2": [vars(c) for c in two], "speedups": speedups}

    lines.append("")
    lines.append(f"{'scene':28} {'wall j1 s':>9} {'wall j2 s':>9} {'j2/j1':>7} {'CPU j1 s':>9} {'CPU j2 s':>9} "
                 f"{'threads j2':>10}")
    data["scenes"] = []
    for label, first, second, ratios in per_scene(binary, args, folder):
        lines.append(f"{label:28} {median(c.wall for c in first):>9.3f} {median(c.wall for c in second):>9.3f} "
                     f"{median(ratios):>7.3f} {median(c.cpu for c in first):>9.3f} "
                     f"{median(c.cpu for c in second):>9.3f} {threads_text(second):>10}")
        found.append(scene_target(label, ratios, [c.threads for c in second if c.threads]))
        data["scenes"].append({"scene": label, "ratios": ratios, "jobs1": [vars(c) for c in first],
                               "jobs2": [vars(c) for c in second]})

    lines.append("")
    lines.append(f"{'scene (GIF, --jobs 1)':28} {'peak MiB fps ' + str(LOW_FPS):>15} "
                 f"{'peak MiB fps ' + str(HIGH_FPS):>16} {'ratio':>7}")
    data["memory"] = []
    for name, low, high, ratios in memory(binary, args, folder):
        lines.append(f"{name:28} {median(c.peak_mb for c in low):>15.1f} {median(c.peak_mb for c in high):>16.1f} "
                     f"{median(ratios):>7.3f}")
        found.append(from_samples(NAME, f"{name}: peak RSS fps {HIGH_FPS} / fps {LOW_FPS}", ratios, 1.10))
        data["memory"].append({"scene": name, "ratios": ratios, "low_fps": LOW_FPS, "high_fps": HIGH_FPS,
                               "low_mb": [c.peak_mb for c in low], "high_mb": [c.peak_mb for c in high]})
    lines.append(f"load average at end {load()}")
    return Report("\n".join(lines), found, data)


def threads_text(costs):
    """The paint threads of runs, as printed: 1, 2, or "?" from a tool that does not record them."""
    found = sorted({c.threads for c in costs if c.threads})
    return "/".join(map(str, found)) or "?"


def add_arguments(p):
    p.add_argument("--export-repeat", type=int, default=3, help="interleaved runs per figure (medians)")
    p.add_argument("--export-memory-scenes", default=MEMORY_SCENES,
                   help=f"scenes (names in --scenes) whose peak memory is measured at --fps {LOW_FPS} and {HIGH_FPS} "
                        f"(default {MEMORY_SCENES})")


def run(context):
    return report(context.product("export"), context.args)


def arguments(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--export", default=os.path.join(REPO, ".build", "release", "export"))
    p.add_argument("--scenes", default=os.path.join(REPO, "scenes"))
    p.add_argument("--bankey", help="the Bankey scene (default: scenes/bankey*.json)")
    p.add_argument("--bankey-scale", type=float, default=2)
    p.add_argument("--work", default=os.path.join("/tmp", "layoutreel-peers"))
    add_arguments(p)
    return p.parse_args(argv)


if __name__ == "__main__":
    options = arguments()
    result = report(options.export, options)
    print(result.text)
    from targets import render  # noqa: E402
    print(render(result.targets))
