import Geometry
import Raster
import SceneModel

/// What the timeline does to table views: row insertions, deletions, reloads and moves with
/// UIKit's row animations, row height changes and selection, turned into the changes the pipeline already
/// animates (the rows' slot constraints, and the cells' alpha, transform, hidden and background).
///
/// It keeps which rows are in each table, so a step that inserts a row already there, or deletes
/// one that is not, is refused where it is written.
struct TableTimeline {
  struct Row {
    let table: String
    let section: Int
    /// The id of the section's container view (the row's cell is its subview).
    let sectionID: String
    let style: TableStyle
  }

  /// Rows by id.
  private var rows: [String: Row] = [:]
  /// Which rows are in their table now.
  private var present: [String: Bool] = [:]
  /// Each table's sections as row ids, in display order.
  private var sections: [String: [[String]]] = [:]
  /// Sections by id: their table, and whether they are in it now.
  private var sectionTables: [String: String] = [:]
  private var sectionPresent: [String: Bool] = [:]
  /// Each table's sections in order (the spacing above the first present one is the top spacing).
  private var tableSections: [String: (table: TableView, ids: [String])] = [:]

  /// Names the scene in errors.
  private let file: String

  init(scene: Scene, file: String) {
    self.file = file
    for (view, _) in scene.allViews {
      guard let table = view.content as? TableView else { continue }
      var ids: [[String]] = []
      for s in table.sections.indices {
        var section: [String] = []
        for r in table.sections[s].rows.indices {
          let id = table.rowID(section: s, row: r, table: view.id)
          rows[id] = Row(
            table: view.id, section: s, sectionID: table.sectionID(s, table: view.id), style: table.style)
          present[id] = table.sections[s].rows[r].isPresent
          section.append(id)
        }
        ids.append(section)
      }
      sections[view.id] = ids
      let sectionIDs = table.sections.indices.map { table.sectionID($0, table: view.id) }
      for (s, id) in sectionIDs.enumerated() {
        sectionTables[id] = view.id
        sectionPresent[id] = table.sections[s].isPresent
      }
      tableSections[view.id] = (table, sectionIDs)
    }
  }

  var isEmpty: Bool { rows.isEmpty }

  /// Before a step's changes: rows it inserts take their starting pose at once (faded out, or
  /// off to the side they slide in from), so the step animates them from there.
  mutating func pose(
    _ changes: [TimelineChange], states: inout [ViewState], tracks: inout [ViewTracks], index: [String: Int],
    at time: Double, step: Int
  ) throws(ModelError) {
    for case .table(let change) in changes {
      let entering =
        change.insert.filter { present[$0] == false } + change.reload.map(\.with).filter { present[$0] == false }
        + change.insertSections.filter { sectionPresent[$0] == false }.flatMap(Self.sectionParts)
      for id in entering {
        guard let i = index[id], let table = index[change.id] else { continue }
        var posed = states[i]
        posed.hidden = false
        posed.alpha = 1
        posed.transform = ViewState.identityTransform
        let width = states[table].frame[2], height = states[i].frame[3]
        switch change.animation {
        case .fade, .automatic: posed.alpha = 0
        case .left: posed.transform[0] = -width
        case .right: posed.transform[0] = width
        case .top: posed.transform[1] = -height
        case .bottom: posed.transform[1] = height
        case .middle: posed.transform[1] = -height / 2
        case .none: break
        }
        do { try tracks[i].record(from: states[i], to: posed, at: time, animation: nil) } catch {
          throw ModelError(.step(step), "\(error)")
        }
        states[i] = posed
      }
      // Moves: what comes in (a row's cell, or a section's title, container and footer) starts where
      // the moved one is, and that goes at once; the step carries the new one to its place. A cell
      // is in its section's coordinates, so between sections it is offset by theirs.
      var swaps: [(from: Int, to: Int, offset: SIMD2<Double>)] = []
      for move in change.moveSections where sectionPresent[move.to] == false {
        for (from, to) in zip(Self.sectionParts(move.section), Self.sectionParts(move.to)) {
          guard let i = index[from], let j = index[to] else { continue }
          swaps.append((i, j, .zero))
        }
      }
      for move in change.move {
        guard let i = index[move.row], let j = index[move.to], present[move.to] == false else { continue }
        var offset = SIMD2<Double>.zero
        if let from = rows[move.row].flatMap({ index[$0.sectionID] }),
          let to = rows[move.to].flatMap({ index[$0.sectionID] })
        {
          offset = SIMD2(states[from].frame[0] - states[to].frame[0], states[from].frame[1] - states[to].frame[1])
        }
        swaps.append((i, j, offset))
      }
      for (i, j, offset) in swaps {
        var posed = states[j]
        posed.hidden = false
        posed.alpha = 1
        posed.transform = ViewState.identityTransform
        posed.frame = states[i].frame
        if offset != .zero {
          posed.frame[0] += offset.x
          posed.frame[1] += offset.y
        }
        var gone = states[i]
        gone.hidden = true
        do {
          try tracks[j].record(from: states[j], to: posed, at: time, animation: nil)
          try tracks[i].record(from: states[i], to: gone, at: time, animation: nil)
        } catch {
          throw ModelError(.step(step), "\(error)")
        }
        states[j] = posed
        states[i] = gone
      }
    }
  }

  /// Once the step's layout is solved: cells coming in are placed at their final frames at once
  /// and cells going out keep theirs, so neither travels while the slots around them open and
  /// close (an inserted row fades in where it will be, a deleted one fades where it was).
  func settle(
    _ changes: [TimelineChange], before: inout [ViewState], states: inout [ViewState], tracks: inout [ViewTracks],
    index: [String: Int], at time: Double, step: Int
  ) throws(ModelError) {
    for case .table(let change) in changes {
      for id in change.insert + change.reload.map(\.with) + change.insertSections.flatMap(Self.sectionParts) {
        guard let i = index[id], before[i].frame != states[i].frame else { continue }
        var placed = before[i]
        placed.frame = states[i].frame
        do { try tracks[i].record(from: before[i], to: placed, at: time, animation: nil) } catch {
          throw ModelError(.step(step), "\(error)")
        }
        before[i] = placed
      }
      for id in change.delete + change.reload.map(\.row) + change.move.map(\.row)
        + (change.deleteSections + change.moveSections.map(\.section)).flatMap(Self.sectionParts)
      {
        guard let i = index[id] else { continue }
        states[i].frame = before[i].frame
      }
    }
  }

  /// Applies one change: the constraints through `layout`, the cells' looks into `states`.
  mutating func apply(
    _ change: TimelineChange, at element: ModelElement, layout: inout SceneLayout, states: inout [ViewState],
    index: [String: Int], appearance: Appearance
  ) throws(ExportError) {
    switch change {
    case .table(let edit):
      try check(edit, at: element)
      let width = index[edit.id].map { states[$0].frame[2] } ?? 0
      for id in edit.deleteSections { try setPresence(id, false, table: edit.id, at: element, layout: &layout) }
      for id in edit.insertSections { try setPresence(id, true, table: edit.id, at: element, layout: &layout) }
      for move in edit.moveSections {
        try setPresence(move.section, false, table: edit.id, at: element, layout: &layout)
        try setPresence(move.to, true, table: edit.id, at: element, layout: &layout)
      }
      if !edit.insertSections.isEmpty || !edit.deleteSections.isEmpty || !edit.moveSections.isEmpty {
        try updateTopSpacing(of: edit.id, at: element, layout: &layout)
      }
      let leaving =
        edit.delete.map { ($0, true) } + edit.reload.map { ($0.row, true) }
        + edit.deleteSections.flatMap(Self.sectionParts).map { ($0, false) }
      for (id, isRow) in leaving {
        if isRow { try setPresence(id, false, table: edit.id, at: element, layout: &layout) }
        guard let i = index[id] else { continue }
        let height = states[i].frame[3]
        switch edit.animation {
        case .fade, .automatic: states[i].alpha = 0
        case .left: states[i].transform[0] = -width
        case .right: states[i].transform[0] = width
        // Sliding toward the top or bottom, the cell passes under its neighbours and is gone at the
        // end: it fades too, so it never rests drawn over them.
        case .top:
          states[i].transform[1] = -height
          states[i].alpha = 0
        case .bottom:
          states[i].transform[1] = height
          states[i].alpha = 0
        case .middle:
          states[i].transform[1] = -height / 2
          states[i].alpha = 0
        case .none: states[i].hidden = true
        }
      }
      for move in edit.move {
        try setPresence(move.row, false, table: edit.id, at: element, layout: &layout)
        try setPresence(move.to, true, table: edit.id, at: element, layout: &layout)
      }
      let entering =
        edit.insert.map { ($0, true) } + edit.reload.map { ($0.with, true) }
        + edit.insertSections.flatMap(Self.sectionParts).map { ($0, false) }
      for (id, isRow) in entering {
        if isRow { try setPresence(id, true, table: edit.id, at: element, layout: &layout) }
        guard let i = index[id] else { continue }
        states[i].alpha = 1
        states[i].hidden = false
        states[i].transform = ViewState.identityTransform
      }
      updateSeparators(of: edit.id, states: &states, index: index)
    case .row(let edit):
      guard let row = rows[edit.id] else {
        throw .model(ModelError(element, "no table row has the id \"\(edit.id)\""), file: file, location: nil)
      }
      switch edit.height {
      case .fixed(let height):
        try layout.apply(.deactivate(["\(row.table).\(edit.id).fit"]), at: element)
        try layout.apply(
          .constraint(ConstraintChange(id: "\(row.table).\(edit.id).height", constant: height, isActive: true)),
          at: element)
      case .automatic:
        try layout.apply(.deactivate(["\(row.table).\(edit.id).height"]), at: element)
        try layout.apply(.activate(["\(row.table).\(edit.id).fit"]), at: element)
      case nil: break
      }
      if let selected = edit.isSelected, let i = index[edit.id] {
        let color = selected ? TableColors.selectedBackground : TableColors.cellBackground(row.style)
        states[i].background = ViewState.components(color.resolved(in: appearance))
      }
    default:
      break
    }
  }

  /// The views a section's insertion or deletion animates: its title, container and footer
  /// (the ones it has are in the index).
  private static func sectionParts(_ id: String) -> [String] { ["\(id).header", id, "\(id).footer"] }

  /// Every row and section named exists in this table, and is in it (or not) as the change needs.
  private func check(_ edit: TableChange, at element: ModelElement) throws(ExportError) {
    func fail(_ message: String) -> ExportError { .model(ModelError(element, message), file: file, location: nil) }
    let moved = edit.moveSections.flatMap { [$0.section, $0.to] }
    for id in edit.insertSections + edit.deleteSections + moved where sectionTables[id] != edit.id {
      throw fail("\"\(id)\" is not a section of the table view \"\(edit.id)\"")
    }
    for id in edit.insertSections + edit.moveSections.map(\.to) where sectionPresent[id] == true {
      throw fail(
        "section \"\(id)\" is already in the table; only a section that is not (\"present\": false, or deleted) can be inserted"
      )
    }
    for id in edit.deleteSections + edit.moveSections.map(\.section) where sectionPresent[id] == false {
      throw fail("section \"\(id)\" is not in the table at this time, so it cannot be deleted or moved")
    }
    for id in edit.insert + edit.delete + edit.reload.flatMap({ [$0.row, $0.with] })
      + edit.move.flatMap({ [$0.row, $0.to] })
    {
      guard let row = rows[id], row.table == edit.id else {
        throw fail("\"\(id)\" is not a row of the table view \"\(edit.id)\"")
      }
    }
    for id in edit.insert + edit.reload.map(\.with) + edit.move.map(\.to) where present[id] == true {
      throw fail(
        "row \"\(id)\" is already in the table; only a row that is not (\"present\": false, or deleted) can be inserted"
      )
    }
    for id in edit.delete + edit.reload.map(\.row) where present[id] == false {
      throw fail("row \"\(id)\" is not in the table at this time, so it cannot be deleted or reloaded")
    }
    for id in edit.move.map(\.row) where present[id] == false {
      throw fail("row \"\(id)\" is not in the table at this time, so it cannot be moved")
    }
  }

  /// Grouped tables have the top spacing above their first present section and the section
  /// spacing above the others (facts T7): inserting or deleting the first section moves it.
  private func updateTopSpacing(of table: String, at element: ModelElement, layout: inout SceneLayout)
    throws(ExportError)
  {
    guard let (model, ids) = tableSections[table], model.style != .plain else { return }
    let first = ids.firstIndex { sectionPresent[$0] == true }
    for (s, id) in ids.enumerated() {
      let section = model.sections[s]
      let above = TableMetrics.spacingAbove(section, isFirst: s == first, style: model.style)
      let constraint = "\(table).\(id)\(section.headerTitle == nil ? "" : ".header").top"
      try layout.apply(.constraint(ConstraintChange(id: constraint, constant: above, isActive: true)), at: element)
    }
  }

  /// A row's or a section's slot opens or closes (`.present` / `.absent`, see `TableTree`).
  private mutating func setPresence(
    _ id: String, _ isPresent: Bool, table: String, at element: ModelElement, layout: inout SceneLayout
  ) throws(ExportError) {
    if sectionTables[id] != nil { sectionPresent[id] = isPresent } else { present[id] = isPresent }
    let on = "\(table).\(id).\(isPresent ? "present" : "absent")"
    let off = "\(table).\(id).\(isPresent ? "absent" : "present")"
    try layout.apply(.deactivate([off]), at: element)
    try layout.apply(.activate([on]), at: element)
  }

  /// In grouped styles the last row of a section has no separator: the section's edge ends it
  /// (facts T13). Inserting or deleting rows changes which row is last.
  private func updateSeparators(of table: String, states: inout [ViewState], index: [String: Int]) {
    guard let sections = sections[table] else { return }
    for section in sections {
      guard let first = section.first, rows[first]?.style != .plain else { continue }
      let last = section.last { present[$0] == true }
      for id in section {
        guard let i = index["\(id).separator"] else { continue }
        states[i].hidden = id == last
      }
    }
  }
}
