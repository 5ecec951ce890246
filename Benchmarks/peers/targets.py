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


def _kind(t):
    """A target's kind: its name without the scene or case it is about ("label: kind")."""
    return t.name.split(": ", 1)[1] if ": " in t.name else t.name


def markdown(targets):
    """The targets as Markdown, ready to paste: one line per kind of target (PASS count, the
    values' spread and the worst case), then every target."""
    kinds = {}
    for t in targets:
        kinds.setdefault((t.section, _kind(t), t.better, t.threshold, t.unit), []).append(t)
    lines = ["| section | target (threshold) | PASS | median over cases: lowest … highest | worst |",
             "| --- | --- | --- | --- | --- |"]
    for (section, kind, better, threshold, unit), found in kinds.items():
        values = [t for t in found if t.value is not None and not math.isnan(t.value)]
        worst = (max if better == "low" else min)(values, key=lambda t: t.value) if values else None
        low, high = (min(t.value for t in values), max(t.value for t in values)) if values else (None, None)
        spread_text = f"{_number(low, unit)} … {_number(high, unit)}" if len(values) > 1 else _number(low, unit)
        where = worst.name.split(": ", 1)[0] if worst and ": " in worst.name else ""
        lines.append(f"| {section} | {kind} ({'≤' if better == 'low' else '≥'} {_number(threshold, unit)}) | "
                     f"{sum(t.passed for t in found)} / {len(found)} | {spread_text} | "
                     f"{(where + ' ' if where else '') + (_number(worst.value, unit) if worst else '-')} |")
    lines += ["", "| section | target | median | range | threshold | result |", "| --- | --- | --- | --- | --- | --- |"]
    for t in targets:
        ranged = "-" if t.low is None else f"{_number(t.low, t.unit)} … {_number(t.high, t.unit)}"
        lines.append(f"| {t.section} | {t.name}{f' ({t.note})' if t.note else ''} | {_number(t.value, t.unit)} | "
                     f"{ranged} | {'≤' if t.better == 'low' else '≥'} {_number(t.threshold, t.unit)} | "
                     f"{'PASS' if t.passed else '**FAIL**'} |")
    lines.append(f"\n{sum(t.passed for t in targets)} of {len(targets)} targets pass.")
    return "\n".join(lines)
