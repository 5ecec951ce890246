import Foundation
import Geometry
import SceneModel

/// UITableView: the model's `TableView`. Its sections and rows come from the data source when
/// the scene is built (as UITableView asks its data source when it first lays out, facts SW11),
/// each cell from `tableView(_:cellForRowAt:)` with its text, detail text and accessory, each
/// height from the delegate's `tableView(_:heightForRowAt:)`. `contentSize` is the rows' extent
/// after a layout pass.
public class UITableView: UIScrollView {
  public let style: Style
  public weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      Stage.shared.revision += 1
      Stage.shared.startHooks.append { [weak self] in self?.loadIfNeeded() }
    }
  }
  public weak var delegate: (any UITableViewDelegate)? {
    didSet { Stage.shared.revision += 1 }
  }
  /// UITableView.rowHeight: `automaticDimension` (self-sizing rows, facts T1) by default.
  public var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { Stage.shared.revision += 1 }
  }
  public var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  public var tableFooterView: UIView?
  public var tableHeaderView: UIView?
  /// UITableView.automaticDimension (Apple's value is -1, a marker).
  public static let automaticDimension: CGFloat = -1

  /// The cell classes registered by reuse identifier.
  private var registered: [String: UITableViewCell.Type] = [:]

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }
  public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }
  public convenience init() { self.init(frame: .zero, style: .plain) }
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// UITableView.Style.
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass as? UITableViewCell.Type
  }

  /// A new cell of the registered class: every cell is built once here, so none is reused.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    let type = registered[identifier] ?? UITableViewCell.self
    return type.init(style: .default, reuseIdentifier: identifier)
  }

  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
  }

  /// Asks the data source again. Before the recording starts the rows are read when the scene is
  /// built; during it the rows the data source now gives replace the ones shown at once, with no
  /// animation (the method takes none, facts T16): a row that changed is reloaded, rows past the
  /// old count are inserted and rows past the new count deleted, and likewise sections past the
  /// old or the new section count, in a step of no duration.
  public func reloadData(file: String = #fileID, line: Int = #line) {
    let stage = Stage.shared
    stage.revision += 1
    guard stage.isRunning, batchDepth == 0, let declared else { return }
    let fresh = readSections()
    let sections = shownSections(at: props.tableRevision)
    var edits = TableBatch(location: SourceLocation(file: file, line: line))
    for s in fresh.count..<max(fresh.count, sections.count) { edits.deletedSections.append((s, .none)) }
    for s in sections.count..<max(fresh.count, sections.count) { edits.insertedSections.append((s, .none)) }
    for (s, section) in fresh.enumerated() where s < sections.count {
      let shown = declared[sections[s]].filter { $0.isPresent(at: props.tableRevision) }.map(\.row)
      for r in section.rows.indices where r < shown.count && section.rows[r] != shown[r] {
        edits.reloads.append((IndexPath(row: r, section: s), .none))
      }
      for r in section.rows.count..<max(section.rows.count, shown.count) {
        edits.deletes.append((IndexPath(row: r, section: s), .none))
      }
      for r in shown.count..<max(section.rows.count, shown.count) {
        edits.inserts.append((IndexPath(row: r, section: s), .none))
      }
    }
    guard !edits.isEmpty else { return }
    props.tableRevision += 1
    stage.snap(with: commit(edits))
  }

  /// Every row the recording shows, in display order: the rows read when it started and those
  /// `insertRows` added, each with the revisions it came and went at.
  struct DeclaredRow: RevisionSpan {
    let token: Int
    var row: TableRow
    var insertedAt: Int?
    var deletedAt: Int?
  }
  var declared: [[DeclaredRow]]?
  /// Every section the recording shows (`declared`'s rows are theirs, index for index), in
  /// display order, with the revisions it came and went at.
  struct DeclaredSection: RevisionSpan {
    let token: Int
    var shell: TableSection
    var insertedAt: Int?
    var deletedAt: Int?
  }
  var declaredSections: [DeclaredSection] = []
  var nextToken = 0
  var batchDepth = 0
  /// The batch being collected (facts SW14).
  var batch: TableBatch?
  /// Set once a batch was refused: UIKit would have ended the app, so later updates are ignored.
  var raisedInconsistency = false
  /// `beginUpdates()` calls not yet ended, and the updates made since.
  var openUpdates: [Void] = []
  var pendingUpdateCalls: [() -> Void] = []

  /// Reads the rows once, when the recording starts.
  func loadIfNeeded() {
    guard declared == nil else { return }
    let sections = readSections()
    declaredSections = sections.map { section in
      nextToken += 1
      return DeclaredSection(
        token: nextToken, shell: TableSection(headerTitle: section.headerTitle, footerTitle: section.footerTitle))
    }
    declared = sections.map { section in
      section.rows.map { row in
        nextToken += 1
        return DeclaredRow(token: nextToken, row: row)
      }
    }
  }

  /// The id the model gives the declared row `token` (its position among the declared rows).
  func rowID(token: Int, table: String) -> String? {
    guard let declared else { return nil }
    for (s, rows) in declared.enumerated() {
      if let r = rows.firstIndex(where: { $0.token == token }) { return "\(table).s\(s)r\(r)" }
    }
    return nil
  }

  /// The id the model gives the declared section `token` (its position among the declared ones).
  func sectionID(token: Int, table: String) -> String? {
    declaredSections.firstIndex { $0.token == token }.map { "\(table).s\($0)" }
  }

  /// The declared sections shown at `revision`, by their index in `declared`.
  func shownSections(at revision: Int) -> [Int] {
    declaredSections.indices.filter { declaredSections[$0].isPresent(at: revision) }
  }

  public var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
  public func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  /// The sections and rows the data source gives now.
  func readSections() -> [TableSection] {
    guard let dataSource else { return [] }
    return withoutRecording {
      let count = max(0, dataSource.numberOfSections(in: self))
      return (0..<count).map { s in
        let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: s))
        return TableSection(
          headerTitle: dataSource.tableView(self, titleForHeaderInSection: s),
          footerTitle: dataSource.tableView(self, titleForFooterInSection: s),
          rows: (0..<rows).map { queryRow(at: IndexPath(row: $0, section: s)) })
      }
    }
  }

  /// The row the data source's cell for `path` shows, its height from the delegate or `rowHeight`.
  func queryRow(at path: IndexPath) -> TableRow {
    guard let dataSource else { return TableRow() }
    return withoutRecording {
      let cell = dataSource.tableView(self, cellForRowAt: path)
      let asked = delegate?.tableView(self, heightForRowAt: path) ?? UITableView.automaticDimension
      var height: Double? = asked >= 0 ? Double(asked) : nil
      if height == nil, rowHeight >= 0 { height = Double(rowHeight) }
      return cell.modelRow(height: height)
    }
  }

  /// Runs `body` with the changes it makes not recorded: the cells the data source makes are
  /// read, not shown, so their changes are no steps.
  func withoutRecording<T>(_ body: () -> T) -> T {
    let stage = Stage.shared
    let outer = stage.ignoresChanges
    stage.ignoresChanges = true
    defer { stage.ignoresChanges = outer }
    return body()
  }

  override func modelContent() -> any ViewContent {
    var sections: [TableSection]
    if Stage.shared.isRunning { loadIfNeeded() }
    if let declared {
      let revision = content.tableRevision
      sections = zip(declaredSections, declared).map { declaredSection, rows in
        var section = declaredSection.shell
        section.isPresent = declaredSection.isPresent(at: revision)
        section.rows = rows.map { d in
          var row = d.row
          row.isPresent = d.isPresent(at: revision)
          return row
        }
        return section
      }
    } else {
      sections = readSections()
    }
    return TableView(
      style: TableStyle(rawValue: String(describing: style)) ?? .plain,
      rowHeight: rowHeight >= 0 ? .fixed(Double(rowHeight)) : .automatic, sections: sections,
      contentOffset: content.contentOffset.modelPoint, contentInset: content.contentInset.model)
  }
}

/// A declared row or section: shown from the revision it came at (nil: from the start) until
/// the one it went at.
protocol RevisionSpan {
  var insertedAt: Int? { get }
  var deletedAt: Int? { get }
}

extension RevisionSpan {
  func isPresent(at revision: Int) -> Bool {
    (insertedAt.map { revision >= $0 } ?? true) && (deletedAt.map { revision < $0 } ?? true)
  }
}

/// UITableViewDataSource: the rows (facts SW11). The optional methods have UIKit's defaults.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  /// "The default value is 1" (Apple doc numberOfSections(in:)).
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// UITableViewDelegate: row heights.
@preconcurrency @MainActor
public protocol UITableViewDelegate: AnyObject {
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
  /// Not implemented by the delegate: the table's `rowHeight` (a negative answer is the marker).
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
}

extension IndexPath {
  /// UIKit's table index path (UIKit adds these to Foundation's IndexPath).
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public var section: Int { count > 0 ? self[0] : 0 }
  public var row: Int { count > 1 ? self[1] : 0 }
}
