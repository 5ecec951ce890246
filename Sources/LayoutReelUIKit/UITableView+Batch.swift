import Foundation
import SceneModel

/// The updates of one batch (`performBatchUpdates`, `beginUpdates`/`endUpdates`, or one call on
/// its own) as UIKit collects them: resolved when the batch ends, in UIKit's order, whatever the
/// order of the calls (facts SW14): deletions, reloads and move sources name rows (and deleted
/// sections name sections) by their places before the update, insertions and move destinations
/// by their places after it.
struct TableBatch {
  typealias Animation = UITableView.RowAnimation
  var deletes: [(path: IndexPath, animation: Animation)] = []
  var reloads: [(path: IndexPath, animation: Animation)] = []
  var inserts: [(path: IndexPath, animation: Animation)] = []
  var moves: [(from: IndexPath, to: IndexPath)] = []
  var reloadedSections: [(section: Int, animation: Animation)] = []
  var insertedSections: [(section: Int, animation: Animation)] = []
  var deletedSections: [(section: Int, animation: Animation)] = []
  var movedSections: [(from: Int, to: Int)] = []
  /// Where the batch was made (`performBatchUpdates`, `endUpdates` or the single call).
  var location: SourceLocation

  var isEmpty: Bool {
    deletes.isEmpty && reloads.isEmpty && inserts.isEmpty && moves.isEmpty && reloadedSections.isEmpty
      && insertedSections.isEmpty && deletedSections.isEmpty && movedSections.isEmpty
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

  /// A section's place in the batch's result: a section that was there (by its place before the
  /// update), a section inserted, or a section moved in from `from`.
  private enum SectionEntry {
    case kept(Int)
    case inserted
    case moved(from: Int)
  }

  /// The batch's result: each section after the update and its rows.
  private struct Plan {
    var sections: [SectionEntry]
    var entries: [[Entry]]
  }

  /// Resolves `batch` against the rows present before it and the data source's rows now: the
  /// declared rows gain the rows that come in and lose the ones that go, and the model's changes
  /// are returned, one per row animation (moves in one of their own). A batch UIKit would refuse
  /// is reported with UIKit's exception text at the batch's Swift line and changes nothing.
  func commit(_ batch: TableBatch) -> [RecordedChange] {
    guard !batch.isEmpty, let marked = declared, let dataSource else { return [] }
    let stage = Stage.shared
    guard !raisedInconsistency else { return [] }
    let revision = props.tableRevision
    // The sections and rows before the update: those present at the previous revision.
    let shown = shownSections(at: revision - 1)
    let before = shown.map { d in marked[d].indices.filter { marked[d][$0].isPresent(at: revision - 1) } }
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
    case .success(let plan):
      return apply(batch, plan: plan, shown: shown, before: before, revision: revision)
    }
  }

  /// UIKit's reason for refusing a batch (its NSInternalInconsistencyException text, facts T17).
  struct Inconsistency: Error {
    let text: String
  }

  /// The sections and their rows after the update, or why UIKit would refuse the batch.
  private func plan(
    _ batch: TableBatch, before: [[Int]], counts: (sections: Int, rows: [Int])
  ) -> Result<Plan, Inconsistency> {
    func fail(_ text: String) -> Result<Plan, Inconsistency> { .failure(Inconsistency(text: text)) }
    let deletedSections = Set(batch.deletedSections.map(\.section))
    let insertedSections = Set(batch.insertedSections.map(\.section))
    let movedSections = Set(batch.movedSections.map(\.from))
    for section in deletedSections.sorted() where !before.indices.contains(section) {
      return fail(
        "attempt to delete section \(section), but there are only \(before.count) sections before the update")
    }
    for section in movedSections.sorted() where !before.indices.contains(section) {
      return fail(
        "attempt to move section \(section), but there are only \(before.count) sections before the update")
    }
    guard counts.sections == before.count - deletedSections.count + insertedSections.count else {
      return fail(
        "Invalid update: invalid number of sections. The number of sections contained in the table view after "
          + "the update (\(counts.sections)) must be equal to the number of sections contained in the table view "
          + "before the update (\(before.count)), plus or minus the number of sections inserted or deleted "
          + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
    }
    // Deleted and moved sections go first, then the inserted and moved ones land at their places,
    // ascending.
    var sections = before.indices.filter { !deletedSections.contains($0) && !movedSections.contains($0) }.map {
      SectionEntry.kept($0)
    }
    let incomingSections =
      insertedSections.map { ($0, SectionEntry.inserted) } + batch.movedSections.map { ($0.to, .moved(from: $0.from)) }
    for (section, entry) in incomingSections.sorted(by: { $0.0 < $1.0 }) {
      guard section >= 0, section <= sections.count else {
        return fail(
          "attempt to insert section \(section) but there are only \(counts.sections) sections after the update")
      }
      sections.insert(entry, at: section)
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
    let kept: [[Entry]] = before.indices.map { s in
      reloaded.contains(s)
        ? [] : before[s].indices.filter { !removed[s].contains($0) }.map { Entry.kept(before[s][$0]) }
    }
    var incoming = sections.map { _ in [(row: Int, entry: Entry)]() }
    for (path, animation) in batch.inserts {
      guard sections.indices.contains(path.section) else {
        return fail(
          "attempt to insert row \(path.row) into section \(path.section), but there are only \(sections.count) "
            + "sections after the update")
      }
      incoming[path.section].append((path.row, .inserted(animation)))
    }
    for move in batch.moves {
      guard sections.indices.contains(move.to.section) else {
        return fail(
          "attempt to move a row to section \(move.to.section), but there are only \(sections.count) sections "
            + "after the update")
      }
      incoming[move.to.section].append((move.to.row, .moved(from: move.from)))
    }
    // A section inserted comes with all the data source's rows, a section moved with its own.
    var entries: [[Entry]] = sections.indices.map { s in
      switch sections[s] {
      case .kept(let old): kept[old]
      case .moved(let from): before[from].map { .kept($0) }
      case .inserted: Array(repeating: .inserted(.none), count: max(0, counts.rows[s]))
      }
    }
    for s in sections.indices {
      guard case .kept(let old) = sections[s] else { continue }
      let expected = counts.rows[s]
      if reloaded.contains(old) {
        entries[s] = Array(repeating: .inserted(.none), count: max(0, expected))
        continue
      }
      // Ascending, so each lands at its own index of the result.
      for (row, entry) in incoming[s].sorted(by: { $0.row < $1.row }) {
        guard row >= 0, row <= entries[s].count else {
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
            + "before the update (\(before[old].count)), plus or minus the number of rows inserted or deleted from that "
            + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or "
            + "out of that section (\(movedIn) moved in, \(movedOut) moved out).")
      }
    }
    return .success(Plan(sections: sections, entries: entries))
  }

  /// Marks the rows and sections that go, declares the rows and sections that come in (each just
  /// after the one above it), and returns the model's changes. `shown` maps the sections before
  /// the update to the declared ones.
  private func apply(
    _ batch: TableBatch, plan: Plan, shown: [Int], before: [[Int]], revision: Int
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
    func declaredIndex(_ path: IndexPath) -> (section: Int, row: Int) {
      (shown[path.section], before[path.section][path.row])
    }
    for (path, animation) in batch.deletes {
      let (d, k) = declaredIndex(path)
      declared[d][k].deletedAt = revision
      add(animation) { $0.delete.append(declared[d][k].token) }
    }
    for (section, animation) in batch.reloadedSections {
      for k in before[section] {
        declared[shown[section]][k].deletedAt = revision
        add(animation) { $0.delete.append(declared[shown[section]][k].token) }
      }
    }
    var sections = declaredSections
    for (section, animation) in batch.deletedSections {
      sections[shown[section]].deletedAt = revision
      add(animation) { $0.deleteSections.append(sections[shown[section]].token) }
    }
    for move in batch.movedSections { sections[shown[move.from]].deletedAt = revision }
    var reloads: [IndexPath: TableBatch.Animation] = [:]
    for (path, animation) in batch.reloads {
      let (d, k) = declaredIndex(path)
      reloads[IndexPath(row: k, section: d)] = animation
      declared[d][k].deletedAt = revision
    }
    let sectionAnimation = Dictionary(batch.reloadedSections.map { (shown[$0.section], $0.animation) }) { a, _ in a }
    let insertedAnimation = Dictionary(batch.insertedSections.map { ($0.section, $0.animation) }) { a, _ in a }
    for move in batch.moves {
      let (d, k) = declaredIndex(move.from)
      declared[d][k].deletedAt = revision
    }
    let marked = declared
    var moves: [(row: Int, to: Int)] = []
    var sectionMoves: [(section: Int, to: Int)] = []
    var resultRows: [[DeclaredRow]] = []
    var resultSections: [DeclaredSection] = []
    // Declared sections not shown (deleted ones) keep their places among the others.
    var next = 0
    func carry(upTo end: Int) {
      while next < end {
        resultRows.append(declared[next])
        resultSections.append(sections[next])
        next += 1
      }
    }
    for s in plan.entries.indices {
      if case .moved(let from) = plan.sections[s] {
        // A section moved: the same titles and rows (not asked again), present from this update.
        let d = shown[from]
        nextToken += 1
        let section = DeclaredSection(token: nextToken, shell: sections[d].shell, insertedAt: revision)
        resultSections.append(section)
        resultRows.append(before[from].map { declare(marked[d][$0].row, revision: nil) })
        sectionMoves.append((sections[d].token, section.token))
        continue
      }
      guard case .kept(let old) = plan.sections[s] else {
        // A section inserted: its titles and rows from the data source, present with it.
        nextToken += 1
        let titles = withoutRecording {
          (
            dataSource?.tableView(self, titleForHeaderInSection: s),
            dataSource?.tableView(self, titleForFooterInSection: s)
          )
        }
        let section = DeclaredSection(
          token: nextToken, shell: TableSection(headerTitle: titles.0, footerTitle: titles.1), insertedAt: revision)
        resultSections.append(section)
        resultRows.append(
          plan.entries[s].indices.map { declare(queryRow(at: IndexPath(row: $0, section: s)), revision: nil) })
        add(insertedAnimation[s] ?? .automatic) { $0.insertSections.append(section.token) }
        continue
      }
      let d = shown[old]
      carry(upTo: d)
      var result: [DeclaredRow] = []
      var nextRow = 0
      for (p, entry) in plan.entries[s].enumerated() {
        let path = IndexPath(row: p, section: s)
        switch entry {
        case .kept(let k):
          result += marked[d][nextRow...k]
          nextRow = k + 1
          if let animation = reloads[IndexPath(row: k, section: d)] {
            let new = declare(queryRow(at: path), revision: revision)
            result.append(new)
            add(animation) { $0.reload.append((marked[d][k].token, new.token)) }
          }
        case .inserted(let animation):
          let new = declare(queryRow(at: path), revision: revision)
          result.append(new)
          add(sectionAnimation[d] ?? animation) { $0.insert.append(new.token) }
        case .moved(let from):
          // The moved cell is not asked again (Apple doc moveRow(at:to:)).
          let (fd, fk) = declaredIndex(from)
          let source = marked[fd][fk]
          let new = declare(source.row, revision: revision)
          result.append(new)
          moves.append((source.token, new.token))
        }
      }
      result += marked[d][nextRow...]
      declared[d] = result
      resultRows.append(result)
      resultSections.append(sections[d])
      next = d + 1
    }
    carry(upTo: declared.count)
    self.declared = resultRows
    declaredSections = resultSections
    if !moves.isEmpty || !sectionMoves.isEmpty {
      groups.append(RecordedRows(move: moves, moveSections: sectionMoves, animation: .automatic))
    }
    return groups.map { .table(self, $0) }
  }

  /// A new declared row, present from `revision` (nil: from the start, as the rows of a section
  /// inserted, which its section's presence shows).
  private func declare(_ row: TableRow, revision: Int?) -> DeclaredRow {
    nextToken += 1
    return DeclaredRow(token: nextToken, row: row, insertedAt: revision)
  }
}
