import CPUTime
import Layout

/// `--profile-edits N`: only the spacing edit, N times, with the thread CPU time of its three
/// phases (the constant change, the re-solve, reading every variable) and the solver's work per
/// edit; then N / 50 width jumps with `--profile-width` (to profile them under `perf record`).
/// Returns a checksum of the values read, so that the reads are not optimised away.
func profileEditPhases(
  _ solver: inout Solver, _ variables: [Variable], views: Int, spacingID: ConstraintID, rootID: ConstraintID
) throws -> Double {
  var checksum = 0.0
  var spaced = false
  var phases = [0.0, 0.0, 0.0]
  let before = solver.statistics
  for _ in 0..<profileEdits {
    spaced.toggle()
    let start = ThreadCPUClock.milliseconds
    _ = try solver.setExpressionConstant(spaced ? -spacingJump : -8, of: spacingID)
    let edited = ThreadCPUClock.milliseconds
    try solver.solve()
    let solved = ThreadCPUClock.milliseconds
    checksum += readAll(solver, variables)
    phases[0] += edited - start
    phases[1] += solved - edited
    phases[2] += ThreadCPUClock.milliseconds - solved
  }
  let after = solver.statistics
  let runs = max(profileEdits, 1)
  let perEdit = phases.map { format($0 / Double(runs)) }.joined(separator: " ")
  print(
    "profile: \(views) views, spacing edit ms (set, solve, read \(variables.count) values): \(perEdit); per edit: pivots \((after.pivots - before.pivots) / runs), values recomputed \((after.valuesRecomputed - before.valuesRecomputed) / runs), full evaluations \(after.fullEvaluations - before.fullEvaluations)"
  )
  // The system is at the wide root (main.swift), so the first jump goes to 375.
  var wide = true
  for _ in 0..<(profileWidthJumps ? profileEdits / 50 : 0) {
    wide.toggle()
    _ = try solver.setExpressionConstant(wide ? -widthJump : -375, of: rootID)
    try solver.solve()
    checksum += readAll(solver, variables)
  }
  return checksum
}

/// `--profile-jumps N`: only N width jumps (375 ↔ 1024) on a solved system, each re-solved and
/// every variable read, with their mean thread CPU time and the solver's work per jump.
func profileJumpsOnly(_ solver: inout Solver, _ variables: [Variable], views: Int, rootID: ConstraintID) throws
  -> Double
{
  var checksum = 0.0
  var wide = false
  let before = solver.statistics
  let start = ThreadCPUClock.milliseconds
  for _ in 0..<profileJumps {
    wide.toggle()
    _ = try solver.setExpressionConstant(wide ? -widthJump : -375, of: rootID)
    try solver.solve()
    checksum += readAll(solver, variables)
  }
  let runs = max(profileJumps, 1)
  let after = solver.statistics
  print(
    "profile: \(views) views, width jump ms \(format((ThreadCPUClock.milliseconds - start) / Double(runs))); per jump: pivots \((after.pivots - before.pivots) / runs), row updates \((after.rowUpdates - before.rowUpdates) / runs), full evaluations \(after.fullEvaluations - before.fullEvaluations)"
  )
  return checksum
}
