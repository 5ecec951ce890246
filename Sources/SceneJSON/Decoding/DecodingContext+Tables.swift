import SceneModel

extension DecodingContext {
  /// `rowHeight`: a number of points > 0, or `"automatic"`.
  func tableRowHeight(_ value: JSONValue?) -> TableRowHeight? {
    guard let value else { return nil }
    if let name = value.string {
      if name == "automatic" { return .automatic }
      report(.invalid("a row height is a number of points or \"automatic\", got \(quoted(name))"), at: value)
      return nil
    }
    return nonNegative(value, "row height", strictly: true).map { .fixed($0) }
  }

  /// A table's `sections`, or its `rows` as one section (not both).
  func tableSections(sections sectionsValue: JSONValue?, rows rowsValue: JSONValue?) -> [TableSection]? {
    if let rowsValue {
      if let sectionsValue { report(.conflictingKeys("rows", "sections"), at: sectionsValue) }
      return [TableSection(rows: tableRows(rowsValue))]
    }
    guard let items = array(sectionsValue, of: "sections") else { return nil }
    return items.compactMap { item in
      guard let f = fields(item, SceneKeys.tableSection) else { return nil }
      return TableSection(
        id: f["id"].flatMap { partID($0) }, headerTitle: string(f["headerTitle"]),
        footerTitle: string(f["footerTitle"]), rows: f["rows"].map { tableRows($0) } ?? [],
        isPresent: bool(f["present"]) ?? true)
    }
  }

  /// Rows: an array of row objects and templates, or one template.
  func tableRows(_ value: JSONValue) -> [TableRow] {
    if value.object != nil { return rowTemplate(value) }
    guard let items = array(value, of: "rows") else { return [] }
    var rows: [TableRow] = []
    for item in items {
      if item.object?["count"] != nil {
        rows += rowTemplate(item)
      } else if let f = fields(item, SceneKeys.tableRow) {
        rows += tableRow(f, index: nil).map { [$0] } ?? []
      }
    }
    return rows
  }

  /// `{"count": N, ...row keys}`: N rows whose strings have `{i}` (0-based, as indexPath.row) and
  /// `{n}` (1-based) filled in.
  func rowTemplate(_ value: JSONValue) -> [TableRow] {
    guard let f = fields(value, SceneKeys.rowTemplate), let countValue = require(f, "count"),
      let count = integer(countValue, "count")
    else { return [] }
    // Rows count against the scene's template repetitions with views' templates: each row is a
    // cell of several views and constraints, so the same bound keeps the layout solve short.
    guard repetitionsFit(count, at: countValue) else { return [] }
    expansion.repetitions += count
    var rows: [TableRow] = []
    rows.reserveCapacity(count)
    for i in 0..<count {
      guard let row = tableRow(f, index: i) else { break }
      rows.append(row)
    }
    return rows
  }

  /// One row; `index` fills a template's placeholders. Nil when a template string is malformed
  /// (reported once, for the first row).
  func tableRow(_ f: Fields, index: Int?) -> TableRow? {
    var failed = false
    func text(_ key: String) -> String? {
      guard let value = f[key], let raw = index == 0 || index == nil ? string(value) : value.string else { return nil }
      guard let index else { return raw }
      do { return try TemplateText.substitute(raw, TemplateText.repetition(index)) } catch {
        if index == 0 { report(error, in: value, text: raw) }
        failed = true
        return nil
      }
    }
    // Only the first repetition reports wrong values, so a template's mistake is said once.
    let reporting = index == nil || index == 0
    let id = text("id")
    if let id, !Identifier.isValid(id) {
      if reporting, let value = f["id"] {
        report(
          .invalid("row ids must be identifiers (a letter or _, then letters, digits or _), got \(quoted(id))"),
          at: value)
      }
      failed = true
    }
    var accessory = TableAccessory.none
    if let value = f["accessory"], let name = reporting ? string(value) : value.string {
      switch name {
      case "none": accessory = .none
      case "disclosureIndicator": accessory = .disclosureIndicator
      case "checkmark": accessory = .checkmark
      case "detailButton": accessory = .detailButton
      case "switch": accessory = .toggle(isOn: (reporting ? bool(f["isOn"]) : f["isOn"]?.bool) ?? false)
      default:
        if reporting {
          report(
            .unknownName(category: "accessory", name: name, within: nil), at: value,
            suggestion: Suggestion.closest(to: name, in: TableAccessory.names))
        }
      }
    }
    if let isOn = f["isOn"], reporting, f["accessory"]?.string != "switch" {
      report(.invalid("isOn is for rows whose accessory is \"switch\""), at: isOn)
    }
    let style = reporting ? choice(f["cellStyle"], TableCellStyle.self, "cell style") : nil
    let height = reporting ? nonNegative(f["height"], "row height", strictly: true) : f["height"]?.number
    let image = text("image").map { resolveImagePath($0) }
    let row = TableRow(
      id: id, text: text("text") ?? "", secondaryText: text("secondaryText"),
      cellStyle: style ?? f["cellStyle"]?.string.flatMap(TableCellStyle.init(rawValue:)), image: image,
      accessory: accessory, height: height, expandedText: text("expandedText"),
      isPresent: (reporting ? bool(f["present"]) : f["present"]?.bool) ?? true,
      isSelected: (reporting ? bool(f["selected"]) : f["selected"]?.bool) ?? false)
    return failed ? nil : row
  }

  /// A section id: an identifier.
  func partID(_ value: JSONValue) -> String? {
    guard let id = string(value) else { return nil }
    guard Identifier.isValid(id) else {
      report(.invalid("section ids must be identifiers (a letter or _, then letters, digits or _)"), at: value)
      return nil
    }
    return id
  }

  /// Declares the views a kind generates (a table's sections, cells and parts), so constraints
  /// and the timeline can name them; each is placed, for errors, at the view that made it.
  func declareGeneratedViews(of view: View, at value: JSONValue) {
    func visit(_ subviews: [View], parent: String) {
      for subview in subviews {
        if let existing = views[subview.id] {
          report(.duplicateID(subview.id, first: existing.position), at: value)
          continue
        }
        views[subview.id] = ViewInfo(
          kind: type(of: subview.content), parent: parent, position: value.position, hasFrame: false)
        viewOrder.append(subview.id)
        record(.view(subview.id), at: value)
        visit(subview.subviews, parent: subview.id)
      }
    }
    visit(view.content.generatedSubviews(for: view), parent: view.id)
    if let table = view.content as? TableView {
      for row in table.rowsWithIDs(table: view.id) { tableRows[row.id] = view.id }
      for s in table.sections.indices { tableSectionIDs[table.sectionID(s, table: view.id)] = view.id }
    }
  }

  // MARK: Changes

  /// `{"table": id, "insertRows": [...], "deleteRows": [...], "reloadRows": {old: new}, "moveRows": {row: to},
  /// "insertSections": [...], "deleteSections": [...], "animation": ...}`.
  func tableChange(_ value: JSONValue) -> TableChange? {
    guard let f = fields(value, SceneKeys.tableChange), let id = viewReference(f["table"]) else { return nil }
    guard views[id]?.kind == TableView.self else {
      if let v = f["table"] { report(.invalid("\(quoted(id)) is not a table view"), at: v) }
      return nil
    }
    let insert = rowList(f["insertRows"], table: id)
    let delete = rowList(f["deleteRows"], table: id)
    let reload = rowPairs(f["reloadRows"], "an object of row ids (old row: new row)", table: id).map {
      RowReload(row: $0.row, with: $0.other)
    }
    let move = rowPairs(f["moveRows"], "an object of row ids (row: the row declared at its new place)", table: id).map {
      RowMove(row: $0.row, to: $0.other)
    }
    let insertSections = sectionList(f["insertSections"], table: id)
    let deleteSections = sectionList(f["deleteSections"], table: id)
    let moveSections = rowPairs(
      f["moveSections"], "an object of section ids (section: the section declared at its new place)", table: id,
      sections: true
    ).map { SectionMove(section: $0.row, to: $0.other) }
    let keys = [
      "insertRows", "deleteRows", "reloadRows", "moveRows", "insertSections", "deleteSections", "moveSections",
    ]
    if keys.allSatisfy({ f[$0] == nil }) {
      report(
        .invalid(
          "nothing to change: give insertRows, deleteRows, reloadRows, moveRows, insertSections, deleteSections or moveSections"
        ),
        at: value)
    }
    let rows = insert + delete + reload.flatMap { [$0.row, $0.with] } + move.flatMap { [$0.row, $0.to] }
    for (what, all) in [
      ("row", rows), ("section", insertSections + deleteSections + moveSections.flatMap { [$0.section, $0.to] }),
    ] {
      if let repeated = all.enumerated().first(where: { all[..<$0.offset].contains($0.element) })?.element {
        report(.invalid("\(what) \(quoted(repeated)) appears twice in one change"), at: value)
      }
    }
    let animation = choice(f["animation"], RowAnimation.self, "row animation") ?? .automatic
    return TableChange(
      id: id, insert: insert, delete: delete, reload: reload, move: move, insertSections: insertSections,
      deleteSections: deleteSections, moveSections: moveSections, animation: animation)
  }

  /// `{"row": id, "height": 120, "selected": true}`.
  func rowChange(_ value: JSONValue) -> RowChange? {
    guard let f = fields(value, SceneKeys.rowChange), let idValue = f["row"], let id = string(idValue) else {
      return nil
    }
    guard tableRows[id] != nil else {
      report(
        .unknownName(category: "table row", name: id, within: nil), at: idValue,
        suggestion: Suggestion.closest(to: id, in: tableRows.keys.sorted()))
      return nil
    }
    if f["height"] == nil && f["selected"] == nil {
      report(.invalid("nothing to change: give height or selected"), at: value)
    }
    return RowChange(id: id, height: tableRowHeight(f["height"]), isSelected: bool(f["selected"]))
  }

  /// `{row: other}`: pairs of rows of `table` (a reload's old and new row, a move's row and its
  /// new place), or with `sections` of its sections (a moved section and its new place).
  private func rowPairs(
    _ value: JSONValue?, _ expected: String, table: String, sections: Bool = false
  ) -> [(row: String, other: String)] {
    guard let value else { return [] }
    guard let object = value.object else {
      report(.wrongType(expected: expected, found: value.typeName), at: value)
      return []
    }
    let reference = sections ? sectionReference : rowReference
    return object.members.compactMap { member in
      let row = reference(member.key, member.value, table)
      let other = string(member.value).flatMap { reference($0, member.value, table) }
      guard let row, let other else { return nil }
      return (row, other)
    }
  }

  private func rowList(_ value: JSONValue?, table: String) -> [String] {
    guard let items = array(value, of: "row ids") else { return [] }
    return items.compactMap { item in string(item).flatMap { rowReference($0, at: item, table: table) } }
  }

  /// Section ids of `table` (their `id`, or `TABLE.s0`, ... by position).
  private func sectionList(_ value: JSONValue?, table: String) -> [String] {
    guard let items = array(value, of: "section ids") else { return [] }
    return items.compactMap { item in string(item).flatMap { sectionReference($0, at: item, table: table) } }
  }

  private func sectionReference(_ id: String, at item: JSONValue, table: String) -> String? {
    guard tableSectionIDs[id] == table else {
      let sections = tableSectionIDs.filter { $0.value == table }.keys.sorted()
      report(
        .unknownName(category: "section", name: id, within: table), at: item,
        suggestion: Suggestion.closest(to: id, in: sections))
      return nil
    }
    return id
  }

  private func rowReference(_ id: String, at value: JSONValue, table: String) -> String? {
    guard let owner = tableRows[id] else {
      let rows = tableRows.filter { $0.value == table }.keys.sorted()
      report(
        .unknownName(category: "row", name: id, within: nil), at: value,
        suggestion: Suggestion.closest(to: id, in: rows))
      return nil
    }
    guard owner == table else {
      report(.invalid("row \(quoted(id)) belongs to the table view \(quoted(owner)), not \(quoted(table))"), at: value)
      return nil
    }
    return id
  }
}
