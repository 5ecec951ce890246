import Foundation
import Layout

/// LayoutBench: full-solve and edit+re-solve times for generated UI layouts.
///
/// Usage: `swift run -c release LayoutBench [--dump DIR] [--sizes 100,1000,5000]`
/// With --dump, writes DIR/layout_<n>.json (the solver-level systems, for
/// Benchmarks/layout/kiwi_compare.py) and DIR/swift_results.json (the figures printed here).

struct Figures {
    var views = 0
    var constraints = 0
    var engineFull = 0.0
    var solverFull = 0.0
    var solverShuffled = 0.0
    var widthEdit = 0.0
    var spacingEdit = 0.0
    var engineWidthEdit = 0.0
}

let widthJump = 1024.0
let spacingJump = 20.0

func solveSystem(_ system: BenchSystem, order: [Int]) throws -> (Solver, [Variable], [Int: ConstraintID]) {
    var solver = Solver()
    let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
    var ids: [Int: ConstraintID] = [:]
    for index in order { ids[index] = try solver.add(system.linear(index, variables)) }
    try solver.solve()
    return (solver, variables, ids)
}

/// Reads every variable, as kiwi's updateVariables does.
func readAll(_ solver: Solver, _ variables: [Variable]) -> Double {
    var sum = 0.0
    for variable in variables { sum += solver.value(of: variable) }
    return sum
}

func bench(views: Int, dump: String?) throws -> Figures {
    var figures = Figures()
    figures.views = views
    let fullRuns = views >= 5000 ? 5 : (views >= 1000 ? 9 : 21)
    figures.engineFull = try medianMilliseconds(runs: fullRuns) {
        var engine = try UIGenerator.makeEngine(views: views)
        _ = try engine.solve()
    }
    var engine = try UIGenerator.makeEngine(views: views)
    let first = try engine.solve()
    if !first.conflicts.isEmpty { print("warning: generated layout has conflicts: \(first.conflicts[0])") }
    let system = BenchSystem(engine: engine, rootWidthID: "_root.width", spacingID: UIGenerator.spacingID, seed: 42)
    figures.constraints = system.constraints.count
    if let dump {
        let text = system.json(views: views, widthJump: widthJump, spacingJump: spacingJump)
        try text.write(toFile: "\(dump)/layout_\(views).json", atomically: true, encoding: .utf8)
    }
    var checksum = 0.0
    figures.solverFull = try medianMilliseconds(runs: fullRuns) {
        let (solver, variables, _) = try solveSystem(system, order: Array(system.constraints.indices))
        checksum += readAll(solver, variables)
    }
    figures.solverShuffled = try medianMilliseconds(runs: fullRuns) {
        let (solver, variables, _) = try solveSystem(system, order: system.shuffledOrder)
        checksum += readAll(solver, variables)
    }
    var (solver, variables, ids) = try solveSystem(system, order: Array(system.constraints.indices))
    guard let rootID = ids[system.rootWidthIndex], let spacingID = ids[system.spacingIndex] else {
        fatalError("bench system lacks its edit constraints")
    }
    var wide = false
    figures.widthEdit = try medianMilliseconds(runs: 51) {
        wide.toggle()
        _ = try solver.setExpressionConstant(wide ? -widthJump : -375, of: rootID)
        try solver.solve()
        checksum += readAll(solver, variables)
    }
    var spaced = false
    figures.spacingEdit = try medianMilliseconds(runs: 51) {
        spaced.toggle()
        _ = try solver.setExpressionConstant(spaced ? -spacingJump : -8, of: spacingID)
        try solver.solve()
        checksum += readAll(solver, variables)
    }
    wide = false
    figures.engineWidthEdit = try medianMilliseconds(runs: 51) {
        wide.toggle()
        try engine.setRootSize(LayoutSize(width: wide ? widthJump : 375, height: 812))
        checksum += Double(try engine.solve().frames.count)
    }
    if checksum.isNaN { print("NaN checksum") }
    return figures
}

func format(_ value: Double) -> String {
    let scaled = Int((value * 1000).rounded())
    let whole = scaled / 1000
    let fraction = String(scaled % 1000)
    return "\(whole).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}

var dump: String?
var sizes = [100, 1000, 5000]
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--dump": dump = arguments.next()
    case "--sizes": sizes = (arguments.next() ?? "").split(separator: ",").compactMap { Int($0) }
    default: print("unknown argument \(argument)")
    }
}
if let dump { try FileManager.default.createDirectory(atPath: dump, withIntermediateDirectories: true) }

print("LayoutBench (median ms)  views  constraints  engine-full  solver-full  shuffled  width-edit  spacing-edit  engine-width-edit")
var results: [Figures] = []
for views in sizes {
    let f = try bench(views: views, dump: dump)
    results.append(f)
    print("                         \(f.views)  \(f.constraints)  \(format(f.engineFull))  \(format(f.solverFull))  \(format(f.solverShuffled))  \(format(f.widthEdit))  \(format(f.spacingEdit))  \(format(f.engineWidthEdit))")
}
if let small = results.first(where: { $0.views == 1000 }), let large = results.first(where: { $0.views == 5000 }) {
    print("5000/1000 full-solve ratio: \(format(large.solverFull / small.solverFull)) (linear = 5.000)")
}
if let dump {
    var json = "[\n"
    for (index, f) in results.enumerated() {
        json += "{\"views\":\(f.views),\"constraints\":\(f.constraints),\"engineFull\":\(f.engineFull),\"solverFull\":\(f.solverFull),"
        json += "\"solverShuffled\":\(f.solverShuffled),\"widthEdit\":\(f.widthEdit),\"spacingEdit\":\(f.spacingEdit),\"engineWidthEdit\":\(f.engineWidthEdit)}"
        json += index == results.count - 1 ? "\n" : ",\n"
    }
    json += "]\n"
    try json.write(toFile: "\(dump)/swift_results.json", atomically: true, encoding: .utf8)
}
