"""Sections of the one-run peer report, and what they share.

A section is a module `section_NAME.py` in this folder; run.py finds every such file, so a new
section is a new file, with no edit to run.py. It defines:

    NAME = "solver"                 # the name --sections selects
    TITLE = "Solver vs kiwi (C++)"  # printed above its output
    ORDER = 40                      # sections run in ascending ORDER (then NAME)
    def add_arguments(parser): ...  # optional: its own options; prefix them with --NAME-
    def run(context) -> Report: ... # measures, returns its text, targets and raw figures

A section that raises (a missing tool, a failed build) is reported FAILED and the others still
run; its targets then count as failed.
"""

import glob
import importlib
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field

from quality_pool import QualityPool

REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def log(message):
    print(f"[peers] {message}", file=sys.stderr, flush=True)


@dataclass
class Report:
    """What a section hands back: text to print, targets to judge, figures for --json."""
    text: str = ""
    targets: list = field(default_factory=list)
    data: object = None


class Context:
    """What every section gets: the options, the repository, a scratch folder, built products,
    `shared`, a dict where a section leaves results for later ones (e.g. the PNG files the GIF
    section wrote, under "pngs"), and `quality`, the run's GIF quality measurements (measured once
    per distinct file, in --metric-jobs processes, after the section's timings)."""

    def __init__(self, args):
        self.args = args
        self.repo = REPO
        self.work = args.work
        self.shared = {}
        self.quality = QualityPool(getattr(args, "metric_jobs", None) or os.cpu_count() or 1)
        self._built = {}

    def folder(self, name):
        """A scratch folder for one section, inside --work."""
        path = os.path.join(self.work, name)
        os.makedirs(path, exist_ok=True)
        return path

    def product(self, name):
        """Path of the release binary `name`, built once (`swift build -c release --product name`,
        not timed) unless --no-build; None (with a message) when it cannot be had."""
        if name in self._built:
            return self._built[name]
        binary = os.path.join(REPO, ".build", "release", name)
        if name == "export" and self.args.export:
            binary = self.args.export
        elif not self.args.no_build:
            swift = shutil.which("swift") or "/opt/swift/usr/bin/swift"
            if not os.path.exists(swift):
                log(f"swift not found: cannot build {name} (pass --no-build with a built .build/release)")
            else:
                log(f"building {name}: swift build -c release --product {name} (not timed) ...")
                start = time.perf_counter()
                result = subprocess.run([swift, "build", "-c", "release", "--product", name], cwd=REPO,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                if result.returncode != 0:
                    log(f"building {name} failed:\n{result.stderr.strip()[-1500:]}")
                    self._built[name] = None
                    return None
                log(f"built {name} in {time.perf_counter() - start:.0f} s")
        if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
            log(f"no {name} binary at {binary} (build it with `swift build -c release --product {name}`)")
            binary = None
        self._built[name] = binary
        return binary


def discover():
    """Every section module in this folder, in run order."""
    here = os.path.dirname(os.path.abspath(__file__))
    modules = []
    for path in glob.glob(os.path.join(here, "section_*.py")):
        module = importlib.import_module(os.path.splitext(os.path.basename(path))[0])
        for attribute in ("NAME", "TITLE", "run"):
            if not hasattr(module, attribute):
                raise SystemExit(f"{path} lacks {attribute}: see sections.py")
        modules.append(module)
    return sorted(modules, key=lambda m: (getattr(m, "ORDER", 50), m.NAME))
