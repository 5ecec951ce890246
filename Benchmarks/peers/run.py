#!/usr/bin/env python3
"""LayoutReel against its peers in one run, every target of issue 22 judged PASS/FAIL; see README.md.

    Benchmarks/peers/run.py [--sections gif,png,solver,diff] [--repeat 3] [--json out.json]
    Benchmarks/peers/run.py --list-sections

Each section is a file section_NAME.py in this folder (see sections.py); a new section is a new file.
"""

import argparse
import json
import os
import subprocess
import sys
import time
import traceback

sys.dont_write_bytecode = True  # no __pycache__ inside the repository
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import sections  # noqa: E402
import targets as verdicts  # noqa: E402
from sections import REPO, Context, log  # noqa: E402
from targets import Target  # noqa: E402


def arguments(modules):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    names = [m.NAME for m in modules]
    p.add_argument("--sections", help=f"comma-separated sections to run (default: all of {','.join(names)})")
    p.add_argument("--list-sections", action="store_true", help="list the sections and stop")
    p.add_argument("--scenes", default=os.path.join(REPO, "scenes"), help="folder of scene .json files")
    p.add_argument("--repeat", type=int, default=3, help="runs per timing; medians are reported")
    p.add_argument("--export", help="the export binary (default: .build/release/export, built first)")
    p.add_argument("--no-build", action="store_true", help="do not run swift build first")
    p.add_argument("--work", default=os.path.join("/tmp", "layoutreel-peers"), help="scratch folder (kept)")
    p.add_argument("--json", help="also write every figure and target to this JSON file")
    p.add_argument("--markdown", help="also write the targets as Markdown (printed at the end too) to this file")
    p.add_argument("--metric-jobs", type=int, default=os.cpu_count() or 1,
                   help="processes measuring GIF quality once a section's timings are done (default: the cores)")
    for module in modules:
        if hasattr(module, "add_arguments"):
            module.add_arguments(p.add_argument_group(f"section {module.NAME}"))
    args = p.parse_args()
    if args.sections:
        chosen = [n.strip() for n in args.sections.split(",") if n.strip()]
        unknown = [n for n in chosen if n not in names]
        if unknown:
            p.error(f"unknown section(s) {', '.join(unknown)}; known: {', '.join(names)}")
    elif getattr(args, "png_dir", None):
        chosen = ["png"]  # --png-dir alone: only the PNG comparison, as before sections existed
    else:
        chosen = names
    return args, [m for m in modules if m.NAME in chosen]


def main():
    modules = sections.discover()
    args, chosen = arguments(modules)
    if args.list_sections:
        for module in modules:
            print(f"{module.NAME:<12} {module.TITLE}")
        return 0
    context = Context(args)
    results, all_targets, failed, spent = {}, [], [], []
    begun = time.perf_counter()
    for module in chosen:
        log(f"section {module.NAME}: {module.TITLE} ...")
        start = time.perf_counter()
        try:
            report = module.run(context)
        except Exception as error:  # one section failing must not lose the others' figures
            failed.append(module.NAME)
            log(f"section {module.NAME} FAILED: {error}")
            traceback.print_exc(file=sys.stderr)
            all_targets.append(Target(module.NAME, "section ran", 0.0, 1.0, "high", unit="", note=str(error)[:80]))
            continue
        finally:
            spent.append((module.NAME, time.perf_counter() - start))
        log(f"section {module.NAME} done in {spent[-1][1]:.0f} s")
        print(f"\n== {module.NAME}: {module.TITLE} ==")
        if report.text:
            print(report.text, flush=True)
        results[module.NAME] = {"data": report.data, "targets": [t.as_dict() for t in report.targets]}
        all_targets += report.targets
    total = time.perf_counter() - begun
    print("\n== run ==")
    print(run_summary(args, spent, total, context))
    if all_targets:
        print("\n== targets (issue 22) ==")
        print(verdicts.render(all_targets))
        block = f"{run_summary(args, spent, total, context)}\n\n{verdicts.markdown(all_targets)}"
        print("\n== targets as Markdown (to paste) ==")
        print(block)
        if args.markdown:
            with open(args.markdown, "w") as f:
                f.write(block + "\n")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"sections": results, "failed": failed, "repeat": args.repeat, "seconds": dict(spent),
                       "targets": [t.as_dict() for t in all_targets]}, f, indent=1)
    return 1 if failed else 0


def run_summary(args, spent, total, context):
    """Where the run was made and what each section cost, so a figure can be traced to its run."""
    commit = subprocess.run(["git", "-C", REPO, "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip() or "?"
    dirty = subprocess.run(["git", "-C", REPO, "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True).stdout.strip()
    parts = ", ".join(f"{name} {seconds:.0f} s" for name, seconds in spent)
    return (f"`Benchmarks/peers/run.py {' '.join(sys.argv[1:])}` at {commit}"
            f"{' (uncommitted changes)' if dirty else ''}, "
            f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, --repeat {args.repeat}, {os.cpu_count()} cores, "
            f"load {os.getloadavg()[0]:.1f} at the end; {total:.0f} s wall ({parts}); quality measured "
            f"{len(context.quality.known)} distinct GIFs, {context.quality.hits} measured before reused")


if __name__ == "__main__":
    sys.exit(main())
