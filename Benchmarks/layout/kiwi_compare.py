#!/usr/bin/env python3
"""Solve LayoutBench's exported systems with kiwisolver and print kiwi's figures beside ours.

Usage:
    swift run -c release LayoutBench --dump /tmp/layoutbench
    python3 Benchmarks/layout/kiwi_compare.py /tmp/layoutbench [--reuse]

kiwi's figures are saved to DIR/kiwi_results.json; --reuse prints the table from that file
instead of solving again (kiwi needs minutes at 5,000 views), e.g. after re-running LayoutBench.

Needs `pip install kiwisolver` (benchmark only; LayoutReel never depends on it).

Mapping: kiwi has no lexicographic priorities, so distinct optional priorities are ranked from
the highest down and mapped to 1e6, 1e3, 1, 1e-3, ... (999 -> 1e6, 998 -> 1e3 in the brief's
example); 1000 is kiwi's `required`. The root-width edit is kiwi's fastest path: the required
`root.width == W` constraint becomes an edit variable of strength 1e8 (still below required) and
the jump is `suggestValue`. The spacing edit has no kiwi equivalent of changing a constant, so it
removes the constraint and adds it back with the new constant. Every measurement ends with
`updateVariables()`, as LayoutBench ends with reading every variable.
"""
import json
import os
import statistics
import sys
import time

import kiwisolver as kiwi


def strength_map(constraints):
    levels = sorted({c["priority"] for c in constraints if c["priority"] < 1000}, reverse=True)
    return {p: 1e6 / (1000.0 ** rank) for rank, p in enumerate(levels)}


def build(system, variables, index, strengths, constant=None):
    c = system["constraints"][index]
    expr = sum((variables[v] * coef for v, coef in c["terms"]), kiwi.Expression([], 0.0))
    expr = expr + (c["constant"] if constant is None else constant)
    op = c["op"]
    if op == "==":
        cn = expr == 0
    elif op == "<=":
        cn = expr <= 0
    else:
        cn = expr >= 0
    strength = "required" if c["priority"] >= 1000 else strengths[c["priority"]]
    return cn | strength


def full_solve(system, order, strengths, skip_root=False):
    solver = kiwi.Solver()
    variables = [kiwi.Variable(f"v{i}") for i in range(system["variables"])]
    constraints = {}
    root = system["rootWidthIndex"]
    for index in order:
        if skip_root and index == root:
            continue
        cn = build(system, variables, index, strengths)
        solver.addConstraint(cn)
        constraints[index] = cn
    solver.updateVariables()
    return solver, variables, constraints


def median_ms(runs, body):
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        body()
        samples.append((time.perf_counter() - start) * 1000.0)
    return statistics.median(samples)


def bench(path):
    with open(path) as handle:
        system = json.load(handle)
    strengths = strength_map(system["constraints"])
    n = system["views"]
    runs = 3 if n >= 5000 else (5 if n >= 1000 else 15)
    edit_runs = 3 if n >= 5000 else (11 if n >= 1000 else 51)
    in_order = list(range(len(system["constraints"])))
    full = median_ms(runs, lambda: full_solve(system, in_order, strengths))
    agreement = None
    values_path = os.path.join(os.path.dirname(path), f"values_{n}.json")
    if os.path.exists(values_path):
        with open(values_path) as handle:
            ours = json.load(handle)
        _, variables, _ = full_solve(system, in_order, strengths)
        agreement = max(abs(v.value() - o) for v, o in zip(variables, ours))
    shuffled = median_ms(runs, lambda: full_solve(system, system["shuffledOrder"], strengths))

    # Width jump through an edit variable.
    solver, variables, constraints = full_solve(system, in_order, strengths, skip_root=True)
    root_terms = system["constraints"][system["rootWidthIndex"]]["terms"]
    root_width = variables[root_terms[0][0]]
    solver.addEditVariable(root_width, 1e8)
    solver.suggestValue(root_width, 375)
    solver.updateVariables()
    state = {"wide": False}

    def width_edit():
        state["wide"] = not state["wide"]
        solver.suggestValue(root_width, system["widthJump"] if state["wide"] else 375)
        solver.updateVariables()

    width = median_ms(edit_runs, width_edit)

    # Spacing change: remove and re-add the constraint with the new constant.
    spacing_index = system["spacingIndex"]
    spacing = {"cn": constraints[spacing_index], "wide": False}

    def spacing_edit():
        spacing["wide"] = not spacing["wide"]
        solver.removeConstraint(spacing["cn"])
        constant = -system["spacingJump"] if spacing["wide"] else -8.0
        spacing["cn"] = build(system, variables, spacing_index, strengths, constant)
        solver.addConstraint(spacing["cn"])
        solver.updateVariables()

    space = median_ms(edit_runs, spacing_edit)
    return {"views": n, "full": full, "shuffled": shuffled, "width": width, "spacing": space, "maxDifference": agreement}


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    directory = args[0] if args else "/tmp/layoutbench"
    reuse = "--reuse" in sys.argv
    ours = {}
    results_path = os.path.join(directory, "swift_results.json")
    if os.path.exists(results_path):
        with open(results_path) as handle:
            ours = {r["views"]: r for r in json.load(handle)}
    kiwi_path = os.path.join(directory, "kiwi_results.json")
    if reuse:
        with open(kiwi_path) as handle:
            kiwi_results = json.load(handle)
    else:
        files = sorted(
            (f for f in os.listdir(directory) if f.startswith("layout_") and f.endswith(".json")),
            key=lambda f: int(f[len("layout_"):-len(".json")]),
        )
        kiwi_results = [bench(os.path.join(directory, name)) for name in files]
        with open(kiwi_path, "w") as handle:
            json.dump(kiwi_results, handle, indent=1)
    print(f"kiwisolver {kiwi.__version__}; median ms; ratio = kiwi / LayoutReel")
    header = f"{'views':>6} | {'full kiwi':>10} {'ours':>8} {'x':>6} | {'shuffled kiwi':>13} {'ours':>8} {'x':>6} |"
    header += f" {'width-edit kiwi':>15} {'ours':>7} {'x':>6} | {'spacing-edit kiwi':>17} {'ours':>7} {'x':>6}"
    print(header)
    for k in kiwi_results:
        o = ours.get(k["views"], {})

        def cell(kiwi_ms, ours_key, width):
            mine = o.get(ours_key)
            if mine is None:
                return f"{kiwi_ms:>{width}.3f} {'-':>8} {'-':>6}"
            return f"{kiwi_ms:>{width}.3f} {mine:>8.3f} {kiwi_ms / max(mine, 1e-9):>6.1f}"

        print(
            f"{k['views']:>6} | {cell(k['full'], 'solverFull', 10)} | {cell(k['shuffled'], 'solverShuffled', 13)} |"
            f" {cell(k['width'], 'widthEdit', 15)} | {cell(k['spacing'], 'spacingEdit', 17)}"
        )
        shuffle_spread = k["shuffled"] / max(k["full"], 1e-9)
        mine_spread = o.get("solverShuffled", 0) / max(o.get("solverFull", 1e-9), 1e-9)
        note = f"{'':>6}   shuffled/in-order: kiwi {shuffle_spread:.1f}x, ours {mine_spread:.1f}x"
        if k.get("maxDifference") is not None:
            note += f"; largest |kiwi - ours| over all variables: {k['maxDifference']:.2e}"
        print(note)


if __name__ == "__main__":
    main()
