import SceneModel

extension Scene {
  /// The scene with every row a move brings in drawn above its section's other rows, so its cell
  /// slides over the rows it passes (facts T15): the rows named as `to` of a table change's moves;
  /// likewise every section a move brings in, above the other sections.
  func withMovedRowsInFront() -> Scene {
    var moved: [String: Set<String>] = [:]
    for step in timeline {
      for case .table(let change) in step.changes + step.keyframes.flatMap(\.changes) {
        moved[change.id, default: []].formUnion(change.move.map(\.to) + change.moveSections.map(\.to))
      }
    }
    guard !moved.isEmpty else { return self }
    return editingTables { id, table in
      guard let rows = moved[id] else { return }
      for s in table.sections.indices {
        if rows.contains(table.sectionID(s, table: id)) { table.sections[s].isDrawnInFront = true }
        for r in table.sections[s].rows.indices where rows.contains(table.rowID(section: s, row: r, table: id)) {
          table.sections[s].rows[r].isDrawnInFront = true
        }
      }
    }
  }
}
