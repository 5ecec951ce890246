import Foundation
import Geometry
import Layout

/// LayoutBench: full-solve and edit+re-solve times for generated UI layouts.
///
/// Usage: `swift run -c release LayoutBench [--dump DIR] [--sizes 100,1000,5000] [--edit-runs N]
/// [--profile-full N] [--profile-edits N [--profile-width]] [--profile-jumps N] [--self-sizing-rows 5,10,20,40]`. With
/// --dump, writes DIR/layout_<n>.json (the solver-level systems, for the solver section of
/// Benchmarks/peers/run.py), DIR/values_<n>.json (our solution, to check agreement) and
/// DIR/swift_results.json (the figures printed here).
/// --profile-full N only repeats the in-order solver-level full solve N times, and --profile-edits N
/// the spacing edit N times on one solved system at the wide root, printing its phases (then N / 50
/// width jumps with --profile-width), and --profile-jumps N only makes N width jumps on one solved system (`profileJumpsOnly`, for
/// `valgrind --toggle-collect`): profiling aids.
/// --self-sizing-rows only times self-sizing table rows that centre stacked labels (SelfSizingRows).

struct Figures {
  var views = 0
  var constraints = 0
  var engineFull = 0.0
  var solverFull = 0.0
  var solverShuffled = 0.0
  var widthEdit = 0.0
  var spacingEdit = 0.0
  var engineWidthEdit = 0.0
  /// Every run of the solver-level figures (full solve, width and spacing edits), in run order.
  var samples: [String: [Double]] = [:]
}

/// A bench set-up problem, reported at top level.
struct BenchError: Error {
  let message: String
}

let widthJump = 1024.0
let spacingJump = 20.0

func solveSystem(_ system: BenchSystem, order: [Int]) throws -> (Solver, [Variable], [ConstraintID?]) {
  var solver = Solver()
  let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
  var ids = [ConstraintID?](repeating: nil, count: system.constraints.count)
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
  // The profiling modes skip the engine's full solves (minutes under valgrind at 5,000 views);
  // the table then shows "-" for them.
  let profiling = profileJumps > 0 || profileFullSolve > 0 || profileEdits > 0
  figures.engineFull = medianMilliseconds(runs: profiling ? 0 : fullRuns) {
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
  if profileJumps > 0 {
    // Profiling aid: only width jumps on one solved system (no other samples before them).
    var (solver, variables, ids) = try solveSystem(system, order: Array(system.constraints.indices))
    guard let rootID = ids[system.rootWidthIndex] else { throw BenchError(message: "no root width constraint") }
    checksum += try profileJumpsOnly(&solver, variables, views: views, rootID: rootID)
    if checksum.isNaN { print("NaN checksum") }
    return figures
  }
  if profileFullSolve > 0 {
    // Profiling aid: only the in-order solver-level full solve, repeated.
    var kept: [Solver] = []
    let ms = medianMilliseconds(runs: profileFullSolve) {
      let (solver, variables, _) = try solveSystem(system, order: Array(system.constraints.indices))
      checksum += readAll(solver, variables)
      kept.append(solver)  // freed after timing, to separate deallocation cost
    }
    kept.removeAll()
    print("profile: \(views) views full solve median \(format(ms)) ms")
    let clock = ContinuousClock()
    var solver = Solver()
    let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
    var chunks: [String] = []
    let addTime = try clock.measure {
      var start = clock.now
      for index in system.constraints.indices {
        try solver.add(system.linear(index, variables))
        if index % 5000 == 4999 {
          chunks.append(format(milliseconds(clock.now - start)))
          start = clock.now
        }
      }
    }
    print("profile: add time per 5000 constraints: \(chunks.joined(separator: " "))")
    let solveTime = try clock.measure { try solver.solve() }
    print("profile: adds \(format(milliseconds(addTime))) ms, optimize+evaluate \(format(milliseconds(solveTime))) ms")
    return figures
  }
  if profileEdits > 0 {
    // Profiling aid: only the spacing edits (at the wide root, as timed below) on one solved system.
    var (solver, variables, ids) = try solveSystem(system, order: Array(system.constraints.indices))
    guard let rootID = ids[system.rootWidthIndex], let spacingID = ids[system.spacingIndex] else {
      throw BenchError(message: "the bench system lacks its edit constraints")
    }
    _ = try solver.setExpressionConstant(-widthJump, of: rootID)
    try solver.solve()
    checksum += try profileEditPhases(&solver, variables, views: views, spacingID: spacingID, rootID: rootID)
    if checksum.isNaN { print("NaN checksum") }
    return figures
  }
  figures.samples["solverFull"] = sampleMilliseconds(runs: fullRuns) {
    let (solver, variables, _) = try solveSystem(system, order: Array(system.constraints.indices))
    checksum += readAll(solver, variables)
  }
  figures.solverFull = median(figures.samples["solverFull"] ?? [])
  figures.solverShuffled = medianMilliseconds(runs: fullRuns) {
    let (solver, variables, _) = try solveSystem(system, order: system.shuffledOrder)
    checksum += readAll(solver, variables)
  }
  let shuffledStats = try solveSystem(system, order: system.shuffledOrder).0.statistics
  print(
    "  [\(views) views] shuffled solve: pivots \(shuffledStats.pivots), row updates \(shuffledStats.rowUpdates), terms \(shuffledStats.termsTouched), phase-one adds \(shuffledStats.artificialAdds)"
  )
  var (solver, variables, ids) = try solveSystem(system, order: Array(system.constraints.indices))
  if let dump {
    // Our solution, so the kiwi script can check that both solvers agree.
    let values = variables.map { "\(solver.value(of: $0))" }.joined(separator: ",")
    try "[\(values)]\n".write(toFile: "\(dump)/values_\(views).json", atomically: true, encoding: .utf8)
  }
  guard let rootID = ids[system.rootWidthIndex], let spacingID = ids[system.spacingIndex] else {
    throw BenchError(message: "the bench system lacks its edit constraints")
  }
  let size = solver.tableauSize
  let build = solver.statistics
  print(
    "  [\(views) views] full solve: pivots \(build.pivots), row updates \(build.rowUpdates), terms \(build.termsTouched), phase-one adds \(build.artificialAdds), rows expanded \(build.rowsExpanded), topological expansions \(build.topologicalExpansions)"
  )
  let before = solver.statistics
  _ = try solver.setExpressionConstant(-widthJump, of: rootID)
  try solver.solve()
  _ = try solver.setExpressionConstant(-375, of: rootID)
  try solver.solve()
  let after = solver.statistics
  print(
    "  [\(views) views] tableau rows \(size.rows) terms \(size.terms); one width jump there and back: pivots \(after.pivots - before.pivots), row updates \(after.rowUpdates - before.rowUpdates), terms \(after.termsTouched - before.termsTouched)"
  )
  // Each sample is one round trip (there and back) halved: the two directions cost differently
  // (at 1,000 views the width jump out to 1024 takes about 1.7 × the one back), and a median
  // pooled over both sat between the two modes and swung with the load (issue 22).
  figures.samples["widthEdit"] = sampleMilliseconds(runs: editRuns) {
    for width in [widthJump, 375] {
      _ = try solver.setExpressionConstant(-width, of: rootID)
      try solver.solve()
      checksum += readAll(solver, variables)
    }
  }.map { $0 / 2 }
  figures.widthEdit = median(figures.samples["widthEdit"] ?? [])
  // The spacing edits run at the wide root, as before the round trips (at 375 points this
  // spacing only moves card 0's children: 6 values recomputed at 1,000 views, not 1,013).
  _ = try solver.setExpressionConstant(-widthJump, of: rootID)
  try solver.solve()
  figures.samples["spacingEdit"] = sampleMilliseconds(runs: 51) {
    for spacing in [spacingJump, 8] {
      _ = try solver.setExpressionConstant(-spacing, of: spacingID)
      try solver.solve()
      checksum += readAll(solver, variables)
    }
  }.map { $0 / 2 }
  figures.spacingEdit = median(figures.samples["spacingEdit"] ?? [])
  // Round trips halved, as the solver's width edit (the engine starts at 375).
  figures.engineWidthEdit =
    medianMilliseconds(runs: 51) {
      for width in [widthJump, 375] {
        try engine.setRootSize(Size(width: width, height: 812))
        checksum += Double(try engine.solve().frames.count)
      }
    } / 2
  let clock = ContinuousClock()
  var ambiguous: [LayoutAmbiguity] = []
  let ambiguityTime = try clock.measure { ambiguous = try engine.ambiguities() }
  print(
    "  [\(views) views] ambiguity check of every view: \(format(milliseconds(ambiguityTime))) ms, \(ambiguous.count) ambiguous"
  )
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
nonisolated(unsafe) var editRuns = 51
nonisolated(unsafe) var profileFullSolve = 0
nonisolated(unsafe) var profileEdits = 0
nonisolated(unsafe) var profileWidthJumps = false
nonisolated(unsafe) var profileJumps = 0
var selfSizingRows: [Int] = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--dump": dump = arguments.next()
  case "--sizes": sizes = (arguments.next() ?? "").split(separator: ",").compactMap { Int($0) }
  case "--edit-runs": editRuns = Int(arguments.next() ?? "") ?? editRuns
  case "--profile-full": profileFullSolve = Int(arguments.next() ?? "") ?? 0
  case "--profile-edits": profileEdits = Int(arguments.next() ?? "") ?? 0
  case "--profile-width": profileWidthJumps = true
  case "--profile-jumps": profileJumps = Int(arguments.next() ?? "") ?? 0
  case "--self-sizing-rows": selfSizingRows = (arguments.next() ?? "").split(separator: ",").compactMap { Int($0) }
  default: print("unknown argument \(argument)")
  }
}
if let dump { try FileManager.default.createDirectory(atPath: dump, withIntermediateDirectories: true) }
if !selfSizingRows.isEmpty {
  // Only the self-sizing table rows (issue 15's solver regression), then stop.
  try SelfSizingRows.run(selfSizingRows)
  exit(0)
}

print(
  "LayoutBench (median thread CPU ms)  views  constraints  engine-full  solver-full  shuffled  width-edit  spacing-edit  engine-width-edit"
)
var results: [Figures] = []
for views in sizes {
  let f = try bench(views: views, dump: dump)
  results.append(f)
  print(
    "                         \(f.views)  \(f.constraints)  \(f.engineFull > 0 ? format(f.engineFull) : "-")  \(format(f.solverFull))  \(format(f.solverShuffled))  \(format(f.widthEdit))  \(format(f.spacingEdit))  \(format(f.engineWidthEdit))"
  )
}
if let small = results.first(where: { $0.views == 1000 }), let large = results.first(where: { $0.views == 5000 }),
  small.solverFull > 0  // the profiling modes measure no full solve
{
  print("5000/1000 full-solve ratio: \(format(large.solverFull / small.solverFull)) (linear = 5.000)")
}
if let dump {
  var json = "[\n"
  for (index, f) in results.enumerated() {
    json +=
      "{\"views\":\(f.views),\"constraints\":\(f.constraints),\"engineFull\":\(f.engineFull),\"solverFull\":\(f.solverFull),"
    json +=
      "\"solverShuffled\":\(f.solverShuffled),\"widthEdit\":\(f.widthEdit),\"spacingEdit\":\(f.spacingEdit),\"engineWidthEdit\":\(f.engineWidthEdit),"
    let samples = f.samples.keys.sorted().map { "\"\($0)\":\(f.samples[$0] ?? [])" }.joined(separator: ",")
    json += "\"samples\":{\(samples)}}"
    json += index == results.count - 1 ? "\n" : ",\n"
  }
  json += "]\n"
  try json.write(toFile: "\(dump)/swift_results.json", atomically: true, encoding: .utf8)
}
