import Geometry
import Layout
import Raster

/// UITableView: sections of rows drawn as UIKit draws them (cells with UIListContentConfiguration's
/// parts, separators, section titles), generated as ordinary subviews and constraints so the
/// pipeline lays them out and animates them like any other view (see `TableTree`).
///
/// Every generated view has a derived id the timeline can use: a section `S` (its id, or
/// `TABLE.s0`, ...) has `S.header` and `S.footer`; a row `R` (its id, or `TABLE.s0r3`) has
/// `R.text`, `R.secondaryText`, `R.image`, `R.accessory`, `R.expandedText` and `R.separator`.
public struct TableView: ScrollingContent {
  /// UITableView sizes its cells to its own width by frames; the constraints the table generates
  /// stand for that, so its edges stay its frame's.
  public static var edgesMeanContentArea: Bool { false }

  public static let kind = "tableView"
  public static let keys = [
    "style", "rowHeight", "sections", "rows", "layoutMargin", "contentOffset", "contentInset",
  ]
  /// A table view is a scroll view: it clips (facts S2).
  public static var clipsToBoundsByDefault: Bool { true }

  public var style: TableStyle
  public var rowHeight: TableRowHeight
  public var sections: [TableSection]
  /// The cells' leading and trailing layout margin: the system minimum, 16 pt on compact iPhones
  /// and 20 pt on the larger ones (facts T10); scenes default it to the canvas's margin.
  public var layoutMargin: Double
  /// UIScrollView.contentOffset: scrolling the rows (facts S1).
  public var contentOffset: Point
  public var contentInset: EdgeInsets
  /// Each section sits in a slot that can close (`S.slot`, see `TableTree`): set by the compiler
  /// when the timeline inserts or deletes sections, not written in scenes.
  public var hasCollapsibleSections = false

  /// UITableView's defaults: plain, self-sizing rows (`automaticDimension`, facts T1), 16 pt
  /// margins, not scrolled.
  public init(
    style: TableStyle = .plain, rowHeight: TableRowHeight = .automatic, sections: [TableSection] = [],
    layoutMargin: Double = 16, contentOffset: Point = .zero, contentInset: EdgeInsets = .zero
  ) {
    self.style = style
    self.rowHeight = rowHeight
    self.sections = sections
    self.layoutMargin = layoutMargin
    self.contentOffset = contentOffset
    self.contentInset = contentInset
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      style: properties.choice("style", TableStyle.self, "table style") ?? .plain,
      rowHeight: properties.tableRowHeight("rowHeight") ?? .automatic,
      sections: properties.tableSections(sectionsKey: "sections", rowsKey: "rows") ?? [],
      layoutMargin: properties.layoutMargin("layoutMargin") ?? 16,
      contentOffset: properties.point("contentOffset") ?? .zero,
      contentInset: properties.insets("contentInset") ?? .zero)
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    Look(background: TableColors.tableBackground(style).resolved(in: context.appearance))
  }

  public func generatedSubviews(for view: View) -> [View] { TableTree(table: self, id: view.id).subviews }

  public func generatedConstraints(for view: View) -> [ConstraintDefinition] {
    TableTree(table: self, id: view.id).constraints
  }

  /// The id of section `index`.
  public func sectionID(_ index: Int, table: String) -> String {
    sections[index].id ?? "\(table).s\(index)"
  }

  /// The id of row `row` of section `section`.
  public func rowID(section: Int, row: Int, table: String) -> String {
    sections[section].rows[row].id ?? "\(table).s\(section)r\(row)"
  }

  /// Every row with its id, section and position, in display order.
  public func rowsWithIDs(table: String) -> [(id: String, section: Int, row: Int, value: TableRow)] {
    sections.indices.flatMap { s in
      sections[s].rows.indices.map { r in (rowID(section: s, row: r, table: table), s, r, sections[s].rows[r]) }
    }
  }

  struct Look: ViewLook {
    let background: Raster.Color
    var defaultBackground: Raster.Color? { background }
  }
}

/// The colours UITableView uses by style (facts T11).
public enum TableColors {
  public static func tableBackground(_ style: TableStyle) -> DynamicColor {
    style == .plain ? .systemBackground : .system("systemGroupedBackground")
  }

  public static func cellBackground(_ style: TableStyle) -> DynamicColor {
    style == .plain ? .systemBackground : .system("secondarySystemGroupedBackground")
  }

  /// A selected cell's background (`selectedBackgroundView`, facts T12).
  public static let selectedBackground = DynamicColor.system("systemGray4")
}
