#!/usr/bin/env python3
"""LayoutReel against its peers in one run, every target of issue 22 judged PASS/FAIL; see README.md.

    Benchmarks/peers/run.py [--sections gif,png,solver,diff] [--repeat 3] [--json out.json]
    Benchmarks/peers/run.py --list-sections

Each section is a file section_NAME.py in this folder (see sections.py); a new section is a new file.
"""

import argparse
import json
import os
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
    results, all_targets, failed = {}, [], []
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
        log(f"section {module.NAME} done in {time.perf_counter() - start:.0f} s")
        print(f"\n== {module.NAME}: {module.TITLE} ==")
        if report.text:
            print(report.text, flush=True)
        results[module.NAME] = {"data": report.data, "targets": [t.as_dict() for t in report.targets]}
        all_targets += report.targets
    if all_targets:
        print("\n== targets (issue 22) ==")
        print(verdicts.render(all_targets))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"sections": results, "failed": failed, "repeat": args.repeat,
                       "targets": [t.as_dict() for t in all_targets]}, f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
