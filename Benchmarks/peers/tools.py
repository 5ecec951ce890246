"""External programs: installing the peers on demand and timing child processes.

The peers (ffmpeg, gifsicle, optipng) are benchmark-only tools, never runtime dependencies of
LayoutReel, so they are installed here, when first needed, through apt-get.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from statistics import median

# Debian package providing each program.
APT_PACKAGES = {"node": "nodejs", "ffmpeg": "ffmpeg", "gifsicle": "gifsicle", "optipng": "optipng",
                "pngcheck": "pngcheck", "zopflipng": "zopfli", "time": "time"}


class ToolError(Exception):
    """A program is missing and cannot be installed, or a child process failed."""


def ensure(tool):
    """Path of `tool`, installing its Debian package (apt-get, sudo when not root) if missing."""
    path = shutil.which(tool)
    if path:
        return path
    package = APT_PACKAGES[tool]
    if not shutil.which("apt-get"):
        raise ToolError(f"{tool} is missing and apt-get is not available: install {package} yourself")
    prefix = []
    if os.geteuid() != 0:
        if not shutil.which("sudo"):
            raise ToolError(f"{tool} is missing: run `apt-get install -y {package}` as root")
        prefix = ["sudo"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    print(f"[peers] installing {package} with apt-get (benchmark only) ...", file=sys.stderr)
    install = prefix + ["apt-get", "install", "-y", "-q", package]
    result = subprocess.run(install, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        # A fresh container often has no package lists yet.
        subprocess.run(prefix + ["apt-get", "update", "-q"], env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        result = subprocess.run(install, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    path = shutil.which(tool)
    if result.returncode != 0 or not path:
        raise ToolError(f"could not install {package}: {result.stderr.strip()[-500:]}")
    return path


@dataclass
class Cost:
    """What one run of a command (or a chain of commands) cost."""
    wall: float      # seconds, wall clock
    cpu: float       # seconds, user + system of the child (all its threads)
    peak_mb: float   # the child's peak resident set (largest of a chain), MiB
    samples: list = None  # for a median (repeated): the Cost of every run, in run order

    def __add__(self, other):
        """Costs of commands run one after the other."""
        return Cost(self.wall + other.wall, self.cpu + other.cpu, max(self.peak_mb, other.peak_mb))


def run(command, cwd=None):
    """Runs `command` to completion and returns its Cost; raises ToolError on failure.

    os.wait4 returns the rusage of exactly this child (with its own children), so concurrent
    work in this Python process never leaks into the times. The peak memory comes from GNU
    time instead: a child forked from Python inherits Python's resident set as its starting
    high-water mark (Linux keeps it across exec), which would hide the tool's own peak.
    """
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        child = subprocess.Popen([ensure("time"), "-f", PEAK_MARK + "%M"] + list(map(str, command)), cwd=cwd,
                                 stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        errors.seek(0)
        lines = errors.read().decode(errors="replace").splitlines()
        if child.returncode != 0:
            message = "\n".join(line for line in lines if not line.startswith(PEAK_MARK))[-2000:]
            raise ToolError(f"{' '.join(map(str, command))} exited with {child.returncode}: {message}")
    peaks = [int(line[len(PEAK_MARK):]) for line in lines if line.startswith(PEAK_MARK)]
    # %M is in KiB.
    return Cost(wall, usage.ru_utime + usage.ru_stime, peaks[-1] / 1024 if peaks else float("nan"))


PEAK_MARK = "[peak KiB] "


def repeated(times, chain):
    """Runs `chain()` (which returns a Cost) `times` times; median of each figure."""
    return _median([chain() for _ in range(max(1, times))])


def chained(first, second):
    """The median Cost of a chain whose run i is run i of `first` then run i of `second` (both from
    `repeated`): a chain's time is the sum of its commands' own times, so a tool timed alone need
    not run again to time a chain that starts with it."""
    return _median([a + b for a, b in zip(first.samples or [first], second.samples or [second])])


def _median(costs):
    """Median of each figure of `costs`, which are kept as its samples."""
    return Cost(median(c.wall for c in costs), median(c.cpu for c in costs), median(c.peak_mb for c in costs), costs)
