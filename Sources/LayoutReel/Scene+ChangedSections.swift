import SceneModel

extension Scene {
  /// The scene with every table whose sections the timeline inserts or deletes laid out in
  /// collapsible section slots (see `TableTree`); other tables keep their plain chain.
  func withCollapsibleSections() -> Scene {
    var tables = Set<String>()
    for step in timeline {
      for case .table(let change) in step.changes + step.keyframes.flatMap(\.changes)
      where !change.insertSections.isEmpty || !change.deleteSections.isEmpty || !change.moveSections.isEmpty {
        tables.insert(change.id)
      }
    }
    guard !tables.isEmpty else { return self }
    return editingTables { id, table in
      if tables.contains(id) { table.hasCollapsibleSections = true }
    }
  }
}
