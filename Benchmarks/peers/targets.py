"""Targets of issue 22: one measured figure against its threshold, printed PASS or FAIL."""

import math
from dataclasses import asdict, dataclass
from statistics import median


@dataclass
class Target:
    """One target: `value` (a median) checked against `threshold`.

    better "low": PASS when value <= threshold; "high": PASS when value >= threshold.
    low/high: the range of the samples behind the median (None when there is one sample).
    """
    section: str
    name: str
    value: float
    threshold: float
    better: str = "low"
    low: float = None
    high: float = None
    unit: str = "x"
    note: str = ""

    @property
    def passed(self):
        if self.value is None or (isinstance(self.value, float) and math.isnan(self.value)):
            return False
        return self.value <= self.threshold if self.better == "low" else self.value >= self.threshold

    def as_dict(self):
        return dict(asdict(self), passed=self.passed)


def spread(samples):
    """(median, min, max) of a list of numbers."""
    values = sorted(samples)
    return median(values), values[0], values[-1]


def from_samples(section, name, samples, threshold, better="low", unit="x", note=""):
    """A Target whose value is the median of `samples` and whose range is theirs."""
    value, low, high = spread(samples)
    return Target(section, name, value, threshold, better, low, high, unit, note)


def _number(value, unit):
    if value is None:
        return "-"
    if unit == "%":
        return f"{value:+.2f} %"
    if unit == "x":
        return f"{value:.3f}"
    return f"{value:.3f} {unit}"


def render(targets):
    """The PASS/FAIL table, one line per target."""
    headers = ["section", "target", "median", "range", "threshold", "result"]
    lines = []
    for t in targets:
        ranged = "-" if t.low is None else f"{_number(t.low, t.unit)} .. {_number(t.high, t.unit)}"
        sign = "<=" if t.better == "low" else ">="
        lines.append([t.section, t.name + (f" ({t.note})" if t.note else ""), _number(t.value, t.unit), ranged,
                      f"{sign} {_number(t.threshold, t.unit)}", "PASS" if t.passed else "FAIL"])
    widths = [max(len(str(x)) for x in column) for column in zip(headers, *lines)]

    def row(cells):
        return "  ".join(str(c).ljust(w) for c, w in zip(cells, widths)).rstrip()
    passed = sum(t.passed for t in targets)
    return "\n".join([row(headers), row(["-" * w for w in widths])] + [row(line) for line in lines]
                     + [f"{passed} of {len(targets)} targets pass"])
