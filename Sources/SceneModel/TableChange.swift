/// `insertRows(at:with:)`, `deleteRows(at:with:)`, `reloadRows(at:with:)` and `moveRow(at:to:)` on
/// one table view, made together as in `performBatchUpdates`: the rows below move with the step's
/// animation. `insertSections(_:with:)` and `deleteSections(_:with:)` name whole sections: the
/// sections below move as rows do.
public struct TableChange: Sendable, Hashable {
  /// The table view's id.
  public var id: String
  /// Rows to insert (declared in the table, not present at the time).
  public var insert: [String]
  /// Rows to delete (present at the time).
  public var delete: [String]
  /// Rows reloaded: each present row replaced by another declared row, which takes its place
  /// (the old cell animates out and the new one in, as a reload swaps cells).
  public var reload: [RowReload]
  /// Rows moved: each present row leaves its place and another declared row, at the destination,
  /// takes it; the cell travels straight from one place to the other (facts T15).
  public var move: [RowMove]
  /// Sections to insert (declared, not present at the time), by section id.
  public var insertSections: [String]
  /// Sections to delete (present at the time), by section id.
  public var deleteSections: [String]
  /// Sections moved (`moveSection(_:toSection:)`): each present section leaves its place and
  /// another declared section, at the destination, takes it; the section travels straight there.
  public var moveSections: [SectionMove]
  public var animation: RowAnimation

  public init(
    id: String, insert: [String] = [], delete: [String] = [], reload: [RowReload] = [], move: [RowMove] = [],
    insertSections: [String] = [], deleteSections: [String] = [], moveSections: [SectionMove] = [],
    animation: RowAnimation = .automatic
  ) {
    self.moveSections = moveSections
    self.insertSections = insertSections
    self.deleteSections = deleteSections
    self.id = id
    self.insert = insert
    self.delete = delete
    self.reload = reload
    self.move = move
    self.animation = animation
  }
}

/// A moved row: `row` leaves its place and `to`, declared where the row goes (not present), comes
/// in there, its cell sliding from the row's place to its own over the step.
public struct RowMove: Sendable, Hashable {
  public var row: String
  public var to: String

  public init(row: String, to: String) {
    self.row = row
    self.to = to
  }
}

/// A moved section: `section` leaves its place and `to`, declared where it goes (not present,
/// with the same rows), comes in there, its title, rows and footer sliding from the section's place.
public struct SectionMove: Sendable, Hashable {
  public var section: String
  public var to: String

  public init(section: String, to: String) {
    self.section = section
    self.to = to
  }
}

/// A reloaded row: `row` goes out and `with` comes in at its place.
public struct RowReload: Sendable, Hashable {
  public var row: String
  public var with: String

  public init(row: String, with: String) {
    self.row = row
    self.with = with
  }
}

/// UITableView.RowAnimation (facts T14): how inserted rows come in and deleted rows go out.
public enum RowAnimation: String, Sendable, Hashable, CaseIterable {
  /// "The inserted or deleted row or rows fade into or out of the table view."
  case fade
  /// "The inserted row or rows slide in from the right; the deleted row or rows slide out to the right."
  case right
  /// "… slide in from the left; … slide out to the left."
  case left
  /// "… slide in from the top; … slide out toward the top."
  case top
  /// "… slide in from the bottom; … slide out toward the bottom."
  case bottom
  /// "No animation is performed": the cells appear and vanish at once (the rows around them still
  /// move with the step).
  case none
  /// "The table view attempts to keep the old and new cells centered in the space they did or will
  /// occupy": the cell stays centred on its opening (or closing) slot, revealed between its
  /// neighbours; a deleted one fades too (facts T14).
  case middle
  /// "The table view chooses an appropriate animation style for you": a fade here.
  case automatic
}

/// A row's height (`tableView(_:heightForRowAt:)` answering a new value, then
/// `performBatchUpdates`) or its selection highlight (`selectRow` / `deselectRow(animated:)`).
public struct RowChange: Sendable, Hashable {
  /// The row's id.
  public var id: String
  /// The new height: points, or `automatic` to fit the row's content, its expanded text included.
  public var height: TableRowHeight?
  public var isSelected: Bool?

  public init(id: String, height: TableRowHeight? = nil, isSelected: Bool? = nil) {
    self.id = id
    self.height = height
    self.isSelected = isSelected
  }
}
