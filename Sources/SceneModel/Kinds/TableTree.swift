import Geometry
import Layout

/// The subviews and constraints a table view generates, as UITableView lays out its sections.
///
/// Each section is a container view `S` (clipping, with the inset-grouped corners) holding its
/// rows. A row is two views: an invisible *slot* `R.slot` chained top to bottom, whose height is
/// the row's while the row is in the table and 0 once deleted (or before it is inserted), and the
/// *cell* `R` pinned to the top of its slot with its own height. The slot is what pushes the rows
/// below; the cell keeps its height while the rows below slide over it, as a deleted UIKit cell
/// does. Constraint ids (under the table's id) the pipeline edits: `R.present` / `R.absent`
/// (slot height = cell height / 0) and `R.height` (a fixed cell height).
///
/// When the timeline inserts or deletes sections (`hasCollapsibleSections`), each section's title,
/// container, footer and the spacing around them sit in a slot `S.slot` chained the same way:
/// `S.present` ends it below the section's trailing spacing, `S.absent` closes it. The spacing
/// above the first present section is the grouped top spacing; the timeline re-sets it (on
/// `S.header.top`, or `S.top` without a title) when the first section changes.
struct TableTree {
  let table: TableView
  let id: String
  private(set) var subviews: [View] = []
  private(set) var constraints: [ConstraintDefinition] = []

  init(table: TableView, id: String) {
    self.table = table
    self.id = id
    build()
  }

  private var margin: Double { table.layoutMargin }
  private var grouped: Bool { table.style != .plain }

  /// Where the next element goes: an anchor and a distance below it.
  private struct Anchor {
    var item: LayoutItem
    var attribute: LayoutAttribute
    var offset: Double
  }

  private mutating func build() {
    let inset = table.style == .insetGrouped ? margin : 0
    var previous = Anchor(item: .view(id), attribute: .top, offset: 0)
    var headers: [View] = []
    var slots: [View] = []
    var front: [View] = []
    let collapsible = table.hasCollapsibleSections
    let first = collapsible ? table.sections.firstIndex { $0.isPresent } : 0
    for s in table.sections.indices {
      let section = table.sections[s]
      let sectionID = table.sectionID(s, table: id)
      let slot = "\(sectionID).slot"
      if collapsible {
        slots.append(View(id: slot))
        add("\(slot).top", .view(slot), .top, .equal, previous.item, previous.attribute, 0)
        add("\(slot).leading", .view(slot), .leading, .equal, .view(id), .leading, 0)
        add("\(slot).width", .view(slot), .width, .equal, .view(id), .width, 0)
        previous = Anchor(item: .view(slot), attribute: .top, offset: 0)
      }
      // Above the section: a title band (plain) or the grouped spacing (facts T7, T8).
      let above = TableMetrics.spacingAbove(section, isFirst: s == first, style: table.style)
      if let title = section.headerTitle {
        let header = "\(sectionID).header"
        headers.append(titleLabel(header, title, header: true, isPresent: section.isPresent))
        pin(header, horizontallyInset: inset + margin)
        if grouped {
          add("\(header).top", .view(header), .top, .equal, previous.item, previous.attribute, previous.offset + above)
          previous = Anchor(item: .view(header), attribute: .bottom, offset: TableMetrics.groupedTitleToRows)
        } else {
          let band = TableMetrics.plainTitleBand
          add(
            "\(header).centerY", .view(header), .centerY, .equal, previous.item, previous.attribute,
            previous.offset + band / 2)
          previous.offset += band
        }
      } else {
        previous.offset += above
      }
      add("\(sectionID).top", .view(sectionID), .top, .equal, previous.item, previous.attribute, previous.offset)
      pin(sectionID, horizontallyInset: inset)
      if section.isDrawnInFront {
        front.append(sectionView(s, id: sectionID))
      } else {
        subviews.append(sectionView(s, id: sectionID))
      }
      previous = Anchor(item: .view(sectionID), attribute: .bottom, offset: 0)
      if let title = section.footerTitle {
        let footer = "\(sectionID).footer"
        headers.append(titleLabel(footer, title, header: false, isPresent: section.isPresent))
        pin(footer, horizontallyInset: inset + margin)
        if grouped {
          add("\(footer).top", .view(footer), .top, .equal, .view(sectionID), .bottom, TableMetrics.groupedTitleToRows)
          previous = Anchor(item: .view(footer), attribute: .bottom, offset: TableMetrics.groupedSectionSpacing)
        } else {
          let band = TableMetrics.plainTitleBand
          add("\(footer).centerY", .view(footer), .centerY, .equal, .view(sectionID), .bottom, band / 2)
          previous.offset = band
        }
      } else if grouped {
        previous.offset = TableMetrics.groupedSectionSpacing
      }
      if collapsible {
        add(
          "\(sectionID).present", .view(slot), .bottom, .equal, previous.item, previous.attribute, previous.offset,
          active: section.isPresent)
        add("\(sectionID).absent", .view(slot), .height, .equal, nil, nil, 0, active: !section.isPresent)
        previous = Anchor(item: .view(slot), attribute: .bottom, offset: 0)
      }
    }
    subviews = slots + subviews + front + headers
  }

  /// A section's container and its rows' slots and cells.
  private mutating func sectionView(_ s: Int, id sectionID: String) -> View {
    let section = table.sections[s]
    var style = ViewStyle(clipsToBounds: true)
    if table.style == .insetGrouped { style.cornerRadius = CornerRadii(all: TableMetrics.insetGroupedCornerRadius) }
    if !section.isPresent {
      style.hidden = true
      style.alpha = 0
    }
    var slots: [View] = []
    var later: [View] = []
    var cells: [View] = []
    var front: [View] = []
    let lastPresent = section.rows.lastIndex { $0.isPresent }
    var above: LayoutItem? = nil
    for r in section.rows.indices {
      let row = section.rows[r]
      let rowID = table.rowID(section: s, row: r, table: id)
      let slot = "\(rowID).slot"
      slots.append(View(id: slot))
      add("\(slot).top", .view(slot), .top, .equal, above ?? .view(sectionID), above == nil ? .top : .bottom, 0)
      add("\(slot).leading", .view(slot), .leading, .equal, .view(sectionID), .leading, 0)
      add("\(slot).width", .view(slot), .width, .equal, .view(sectionID), .width, 0)
      add("\(rowID).present", .view(slot), .height, .equal, .view(rowID), .height, 0, active: row.isPresent)
      add("\(rowID).absent", .view(slot), .height, .equal, nil, nil, 0, active: !row.isPresent)
      above = .view(slot)
      // Separators: none under the last row of a grouped section, whose edge the section draws
      // (facts T13).
      let cell = TableCell(
        table: table, id: rowID, row: row, slot: slot, hidesSeparator: grouped && r == lastPresent)
      constraints += cell.constraints
      if row.isDrawnInFront {
        front.append(cell.view)
      } else if row.isPresent {
        cells.append(cell.view)
      } else {
        later.append(cell.view)
      }
    }
    if let above {
      add("\(sectionID).bottom", .view(sectionID), .bottom, .equal, above, .bottom, 0)
    } else {
      add("\(sectionID).height", .view(sectionID), .height, .equal, nil, nil, 0)
    }
    // Rows inserted later sit behind the others, so they slide in from under their neighbours;
    // rows a move brings in sit above them, so they slide over the rows they pass (facts T15).
    var children = slots + later + cells + front
    if table.style == .grouped {
      // Grouped sections have full-width hairlines at their top and bottom (facts T13).
      for (edge, attribute) in [("topSeparator", LayoutAttribute.top), ("bottomSeparator", .bottom)] {
        let line = "\(sectionID).\(edge)"
        children.append(View(id: line, content: Separator()))
        add("\(line).y", .view(line), attribute, .equal, .view(sectionID), attribute, 0)
        add("\(line).leading", .view(line), .leading, .equal, .view(sectionID), .leading, 0)
        add("\(line).trailing", .view(line), .trailing, .equal, .view(sectionID), .trailing, 0)
      }
    }
    return View(id: sectionID, style: style, subviews: children)
  }

  /// A section header or footer title: footnote in the secondary label colour, headers
  /// upper-cased, in grouped styles; the headline style over a plain table (facts T7, T8).
  private func titleLabel(_ id: String, _ title: String, header: Bool, isPresent: Bool) -> View {
    let label: Label
    if grouped {
      label = Label(
        text: header ? title.uppercased() : title, font: .textStyle(.footnote), textColor: .secondaryLabel,
        numberOfLines: 0, lineBreakMode: .byWordWrapping)
    } else {
      label = Label(
        text: title, font: .textStyle(header ? .headline : .footnote), textColor: header ? .label : .secondaryLabel)
    }
    guard !isPresent else { return View(id: id, content: label) }
    return View(id: id, content: label, style: ViewStyle(alpha: 0, hidden: true))
  }

  private mutating func pin(_ view: String, horizontallyInset inset: Double) {
    add("\(view).leading", .view(view), .leading, .equal, .view(id), .leading, inset)
    add("\(view).trailing", .view(view), .trailing, .equal, .view(id), .trailing, -inset)
  }

  private mutating func add(
    _ name: String, _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: Relation, _ other: LayoutItem?,
    _ otherAttribute: LayoutAttribute?, _ constant: Double, priority: LayoutPriority = .required, active: Bool = true
  ) {
    constraints.append(
      ConstraintDefinition(
        id: name,
        LayoutConstraint(item, attribute, relation, other, otherAttribute, constant: constant, priority: priority),
        isActive: active))
  }
}
