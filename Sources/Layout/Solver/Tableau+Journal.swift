/// The undo log that lets a refused required constraint leave the tableau exactly as it was.
///
/// Only the rows an attempt touches are saved (once each), so an attempt costs what it changes,
/// not a copy of the whole tableau.
struct Journal: Sendable {
  var savedRows: [SymbolID: (wasBasic: Bool, row: Row, level: Int32)] = [:]
  var symbolCount: Int
  var needsOptimize: Bool
}

extension Tableau {
  /// Starts recording changes so that `rollback()` can undo them.
  mutating func beginJournal() {
    // The dirty and infeasible heaps are not saved: an attempt only pushes onto them, and
    // extra entries are harmless because every pop re-checks its symbol.
    journal = Journal(symbolCount: symbols.count, needsOptimize: needsOptimize)
    objective.log = []
  }

  /// Keeps the changes made since `beginJournal()`.
  mutating func commitJournal() {
    journal = nil
    objective.log = nil
  }

  /// Saves the row of `basic` before its first change inside a journal.
  @inline(__always)
  mutating func willModify(_ basic: SymbolID) {
    touch(basic)
    guard journal != nil else { return }
    recordRow(basic)
  }

  private mutating func recordRow(_ basic: SymbolID) {
    let b = Int(basic)
    // Mutate through optional chaining so the log is never copied.
    guard let count = journal?.symbolCount, b < count, journal?.savedRows[basic] == nil else { return }
    journal?.savedRows[basic] = (symbols.isBasic[b], symbols.rows.row(b), symbols.rows.levels[b])
  }

  /// Restores every row, objective and symbol to the state at `beginJournal()`.
  mutating func rollback() {
    guard let log = journal else { return }
    journal = nil
    invalidateValues()
    let count = log.symbolCount
    objective.rollback()
    truncateSymbols(to: count)
    // Sorted, so that column order (and everything downstream) is the same on every run.
    for (basic, saved) in log.savedRows.sorted(by: { $0.key < $1.key }) {
      let b = Int(basic)
      symbols.isBasic[b] = saved.wasBasic
      if saved.wasBasic { symbols.rows.store(b, saved.row) } else { symbols.rows.clear(b) }
      symbols.rows.setLevel(b, saved.wasBasic ? saved.level : 0)
      if saved.wasBasic {
        // Compaction may have dropped this row from a column during the attempt.
        for term in saved.row.terms { symbols.columns.append(Int(term.id), basic) }
      }
    }
    needsOptimize = log.needsOptimize
    artificial = nil
  }
}
