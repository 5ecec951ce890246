import Foundation
import SceneModel

/// The updates of one batch (`performBatchUpdates`, `beginUpdates`/`endUpdates`, or one call on
/// its own) as UIKit collects them: resolved when the batch ends, in UIKit's order, whatever the
/// order of the calls (facts SW14): deletions, reloads and move sources name rows by their places
/// before the update, insertions and move destinations by their places after it.
struct TableBatch {
  typealias Animation = UITableView.RowAnimation
  var deletes: [(path: IndexPath, animation: Animation)] = []
  var reloads: [(path: IndexPath, animation: Animation)] = []
  var inserts: [(path: IndexPath, animation: Animation)] = []
  var moves: [(from: IndexPath, to: IndexPath)] = []
  var reloadedSections: [(section: Int, animation: Animation)] = []
  /// Section insertions, deletions and moves, which the model's tables do not have.
  var sectionEdits: [String] = []
  /// Where the batch was made (`performBatchUpdates`, `endUpdates` or the single call).
  var location: SourceLocation

  var isEmpty: Bool {
    deletes.isEmpty && reloads.isEmpty && inserts.isEmpty && moves.isEmpty && reloadedSections.isEmpty
      && sectionEdits.isEmpty
  }
}

extension UITableView {
  /// A row's place in the batch's result: a row that was there (by its index among the declared
  /// rows of its section), a row inserted, or a row moved in from `from` (its place before).
  private enum Entry {
    case kept(Int)
    case inserted(TableBatch.Animation)
    case moved(from: IndexPath)
  }

  /// Resolves `batch` against the rows present before it and the data source's rows now: the
  /// declared rows gain the rows that come in and lose the ones that go, and the model's changes
  /// are returned, one per row animation (moves in one of their own). A batch UIKit would refuse
  /// is reported with UIKit's exception text at the batch's Swift line and changes nothing.
  func commit(_ batch: TableBatch) -> [RecordedChange] {
    guard !batch.isEmpty, let marked = declared, let dataSource else { return [] }
    let stage = Stage.shared
    guard batch.sectionEdits.isEmpty else {
      stage.problems.append(
        "\(batch.location): \(batch.sectionEdits.joined(separator: ", ")) is not reproduced (the model's table "
          + "sections are fixed); the batch is left out")
      return []
    }
    guard !raisedInconsistency else { return [] }
    let revision = props.tableRevision
    // The rows before the update: those present at the previous revision.
    let before = marked.map { rows in rows.indices.filter { rows[$0].isPresent(at: revision - 1) } }
    let counts = withoutRecording {
      (
        sections: dataSource.numberOfSections(in: self),
        rows: (0..<max(0, dataSource.numberOfSections(in: self))).map {
          dataSource.tableView(self, numberOfRowsInSection: $0)
        }
      )
    }
    switch plan(batch, before: before, counts: counts) {
    case .failure(let reason):
      raisedInconsistency = true
      stage.failures.append(
        "\(batch.location): *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: '\(reason.text)'")
      return []
    case .success(let entries):
      return apply(batch, entries: entries, before: before, revision: revision)
    }
  }

  /// UIKit's reason for refusing a batch (its NSInternalInconsistencyException text, facts T17).
  struct Inconsistency: Error {
    let text: String
  }

  /// Each section's rows after the update, or why UIKit would refuse the batch.
  private func plan(
    _ batch: TableBatch, before: [[Int]], counts: (sections: Int, rows: [Int])
  ) -> Result<[[Entry]], Inconsistency> {
    func fail(_ text: String) -> Result<[[Entry]], Inconsistency> { .failure(Inconsistency(text: text)) }
    guard counts.sections == before.count else {
      return fail(
        "Invalid update: invalid number of sections. The number of sections contained in the table view after "
          + "the update (\(counts.sections)) must be equal to the number of sections contained in the table view "
          + "before the update (\(before.count)), plus or minus the number of sections inserted or deleted "
          + "(0 inserted, 0 deleted).")
    }
    let reloaded = Set(batch.reloadedSections.map(\.section))
    for section in reloaded where !before.indices.contains(section) {
      return fail(
        "attempt to reload section \(section), but there are only \(before.count) sections before the update")
    }
    var removed = before.map { _ in Set<Int>() }
    for path in batch.deletes.map(\.path) + batch.reloads.map(\.path) + batch.moves.map(\.from) {
      guard before.indices.contains(path.section) else {
        return fail(
          "attempt to delete row \(path.row) from section \(path.section), but there are only \(before.count) "
            + "sections before the update")
      }
      guard before[path.section].indices.contains(path.row) else {
        return fail(
          "attempt to delete row \(path.row) from section \(path.section) which only contains "
            + "\(before[path.section].count) rows before the update")
      }
    }
    for path in batch.deletes.map(\.path) + batch.moves.map(\.from) { removed[path.section].insert(path.row) }
    var entries: [[Entry]] = before.indices.map { s in
      reloaded.contains(s)
        ? [] : before[s].indices.filter { !removed[s].contains($0) }.map { Entry.kept(before[s][$0]) }
    }
    var incoming = before.map { _ in [(row: Int, entry: Entry)]() }
    for (path, animation) in batch.inserts {
      guard before.indices.contains(path.section) else {
        return fail(
          "attempt to insert row \(path.row) into section \(path.section), but there are only \(before.count) "
            + "sections after the update")
      }
      incoming[path.section].append((path.row, .inserted(animation)))
    }
    for move in batch.moves {
      guard before.indices.contains(move.to.section) else {
        return fail(
          "attempt to move a row to section \(move.to.section), but there are only \(before.count) sections "
            + "after the update")
      }
      incoming[move.to.section].append((move.to.row, .moved(from: move.from)))
    }
    for s in before.indices {
      let expected = counts.rows[s]
      if reloaded.contains(s) {
        entries[s] = Array(repeating: .inserted(.none), count: max(0, expected))
        continue
      }
      // Ascending, so each lands at its own index of the result.
      for (row, entry) in incoming[s].sorted(by: { $0.row < $1.row }) {
        guard row <= entries[s].count else {
          return fail(
            "attempt to insert row \(row) into section \(s), but there are only \(max(0, expected)) rows in section "
              + "\(s) after the update")
        }
        entries[s].insert(entry, at: row)
      }
      guard entries[s].count == expected else {
        let inserted = batch.inserts.filter { $0.path.section == s }.count
        let deleted = batch.deletes.filter { $0.path.section == s }.count
        let movedIn = batch.moves.filter { $0.to.section == s && $0.from.section != s }.count
        let movedOut = batch.moves.filter { $0.from.section == s && $0.to.section != s }.count
        return fail(
          "Invalid update: invalid number of rows in section \(s). The number of rows contained in an existing "
            + "section after the update (\(expected)) must be equal to the number of rows contained in that section "
            + "before the update (\(before[s].count)), plus or minus the number of rows inserted or deleted from that "
            + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or "
            + "out of that section (\(movedIn) moved in, \(movedOut) moved out).")
      }
    }
    return .success(entries)
  }

  /// Marks the rows that go, declares the rows that come in (each just after the row above it),
  /// and returns the model's changes.
  private func apply(
    _ batch: TableBatch, entries: [[Entry]], before: [[Int]], revision: Int
  ) -> [RecordedChange] {
    guard var declared else { return [] }
    var groups: [RecordedRows] = []
    func add(_ animation: TableBatch.Animation, _ edit: (inout RecordedRows) -> Void) {
      let model = animation.model
      if let i = groups.firstIndex(where: { $0.animation == model }) {
        edit(&groups[i])
      } else {
        var rows = RecordedRows(animation: model)
        edit(&rows)
        groups.append(rows)
      }
    }
    func token(_ path: IndexPath) -> Int { declared[path.section][before[path.section][path.row]].token }
    for (path, animation) in batch.deletes {
      declared[path.section][before[path.section][path.row]].deletedAt = revision
      add(animation) { $0.delete.append(token(path)) }
    }
    for (section, animation) in batch.reloadedSections {
      for k in before[section] {
        declared[section][k].deletedAt = revision
        add(animation) { $0.delete.append(declared[section][k].token) }
      }
    }
    var reloads: [IndexPath: TableBatch.Animation] = [:]
    for (path, animation) in batch.reloads {
      reloads[IndexPath(row: before[path.section][path.row], section: path.section)] = animation
      declared[path.section][before[path.section][path.row]].deletedAt = revision
    }
    let sectionAnimation = Dictionary(batch.reloadedSections.map { ($0.section, $0.animation) }) { a, _ in a }
    for move in batch.moves {
      declared[move.from.section][before[move.from.section][move.from.row]].deletedAt = revision
    }
    let marked = declared
    var moves: [(row: Int, to: Int)] = []
    for s in entries.indices {
      var result: [DeclaredRow] = []
      var next = 0
      for (p, entry) in entries[s].enumerated() {
        let path = IndexPath(row: p, section: s)
        switch entry {
        case .kept(let k):
          result += marked[s][next...k]
          next = k + 1
          if let animation = reloads[IndexPath(row: k, section: s)] {
            let new = declare(queryRow(at: path), revision: revision)
            result.append(new)
            add(animation) { $0.reload.append((marked[s][k].token, new.token)) }
          }
        case .inserted(let animation):
          let new = declare(queryRow(at: path), revision: revision)
          result.append(new)
          add(sectionAnimation[s] ?? animation) { $0.insert.append(new.token) }
        case .moved(let from):
          // The moved cell is not asked again (Apple doc moveRow(at:to:)).
          let source = marked[from.section][before[from.section][from.row]]
          let new = declare(source.row, revision: revision)
          result.append(new)
          moves.append((source.token, new.token))
        }
      }
      result += marked[s][next...]
      declared[s] = result
    }
    self.declared = declared
    if !moves.isEmpty { groups.append(RecordedRows(move: moves, animation: .automatic)) }
    return groups.map { .table(self, $0) }
  }

  /// A new declared row, present from `revision`.
  private func declare(_ row: TableRow, revision: Int) -> DeclaredRow {
    nextToken += 1
    return DeclaredRow(token: nextToken, row: row, insertedAt: revision)
  }
}
