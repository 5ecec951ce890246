/// UITableView.Style.
public enum TableStyle: String, Sendable, Hashable, CaseIterable {
  case plain, grouped, insetGrouped
}

/// UITableView.rowHeight: a fixed height, or `automaticDimension` (each row as tall as its content).
public enum TableRowHeight: Sendable, Hashable {
  case fixed(Double)
  case automatic
}

/// UITableViewCell.AccessoryType, and a switch as the accessory view (as Settings rows have).
public enum TableAccessory: Sendable, Hashable {
  case none, disclosureIndicator, checkmark, detailButton
  /// A UISwitch as `accessoryView`.
  case toggle(isOn: Bool)

  /// The names scenes write (`switch` for the toggle).
  public static let names = ["none", "disclosureIndicator", "checkmark", "detailButton", "switch"]
}

/// UITableViewCell.CellStyle, as UIListContentConfiguration names its cells: `default` (one
/// text), `subtitle` (secondary text below) and `value1` (secondary text at the trailing edge).
public enum TableCellStyle: String, Sendable, Hashable, CaseIterable {
  case `default`, subtitle, value1
}

/// One section: its rows and the titles UIKit draws above and below them
/// (`tableView(_:titleForHeaderInSection:)` and `titleForFooterInSection`).
public struct TableSection: Sendable, Hashable {
  /// The section's id; nil for `TABLE.s0`, `TABLE.s1`, ... by position.
  public var id: String?
  public var headerTitle: String?
  public var footerTitle: String?
  public var rows: [TableRow]
  /// Whether the section is in the table at the start (false for sections `insertSections` adds).
  public var isPresent: Bool
  /// Drawn above the other sections: a section a move brings in, so it slides over the sections
  /// it passes (set by the compiler from the timeline's moves, not written in scenes).
  public var isDrawnInFront = false

  public init(
    id: String? = nil, headerTitle: String? = nil, footerTitle: String? = nil, rows: [TableRow] = [],
    isPresent: Bool = true
  ) {
    self.id = id
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
    self.rows = rows
    self.isPresent = isPresent
  }
}

/// One row: a cell with UIListContentConfiguration's parts (image, text, secondary text) and an
/// accessory. Every row the timeline will ever show is declared, in display order; rows that
/// `insertRows` adds later start with `isPresent` false.
public struct TableRow: Sendable, Hashable {
  /// The row's id; nil for `TABLE.s{section}r{row}` by position. Its parts are `ID.text`,
  /// `ID.secondaryText`, `ID.image`, `ID.accessory`, `ID.expandedText` and `ID.separator`.
  public var id: String?
  public var text: String
  public var secondaryText: String?
  public var cellStyle: TableCellStyle
  /// An image file (as an image view's `image`), drawn 29 pt square at the leading edge.
  public var image: String?
  public var accessory: TableAccessory
  /// This row's height (`tableView(_:heightForRowAt:)`); nil for the table's `rowHeight`.
  public var height: Double?
  /// Text below the row's content, shown when the row grows past its height (the expanding-row
  /// idiom): the cell clips it until then.
  public var expandedText: String?
  /// Whether the row is in the table at the start (false for rows `insertRows` adds).
  public var isPresent: Bool
  /// Whether the row starts selected (highlighted).
  public var isSelected: Bool
  /// Drawn above the section's other rows: a row a move brings in, so its cell slides over the
  /// rows it passes (set by the compiler from the timeline's moves, not written in scenes).
  public var isDrawnInFront = false

  public init(
    id: String? = nil, text: String = "", secondaryText: String? = nil, cellStyle: TableCellStyle? = nil,
    image: String? = nil, accessory: TableAccessory = .none, height: Double? = nil, expandedText: String? = nil,
    isPresent: Bool = true, isSelected: Bool = false
  ) {
    self.id = id
    self.text = text
    self.secondaryText = secondaryText
    self.cellStyle = cellStyle ?? (secondaryText == nil ? .default : .subtitle)
    self.image = image
    self.accessory = accessory
    self.height = height
    self.expandedText = expandedText
    self.isPresent = isPresent
    self.isSelected = isSelected
  }
}
