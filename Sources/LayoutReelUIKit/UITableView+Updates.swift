import Foundation
import SceneModel

/// Row updates during the recording: `insertRows`, `deleteRows`, made alone or together in
/// `performBatchUpdates` (or `beginUpdates`/`endUpdates`), become the model's table change, the
/// rows around them moving with the update's animation (facts SW14). Inside a `UIView.animate`
/// block they join the block's animation.
extension UITableView {
  /// UITableView.RowAnimation (facts T14); `middle` is drawn as a fade.
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle, automatic

    var model: SceneModel.RowAnimation {
      switch self {
      case .fade, .middle: .fade
      case .right: .right
      case .left: .left
      case .top: .top
      case .bottom: .bottom
      case .none: .none
      case .automatic: .automatic
      }
    }
  }

  /// The duration of UITableView's own update animation (facts SW14, UNCONFIRMED).
  static let updateAnimationDuration = 0.3

  /// Inserts rows; `indexPaths` are the rows' places after the update. The data source must
  /// already answer the new rows.
  public func insertRows(
    at indexPaths: [IndexPath], with animation: RowAnimation, file: String = #fileID, line: Int = #line
  ) {
    update(file, line) { [self] revision in
      var tokens: [Int] = []
      for path in indexPaths.sorted(by: { ($0.section, $0.row) < ($1.section, $1.row) }) {
        guard var declared, declared.indices.contains(path.section), let dataSource else { continue }
        let rows = declared[path.section]
        let present = rows.indices.filter { rows[$0].isPresent(at: revision) }
        let at = path.row < present.count ? present[path.row] : (present.last.map { $0 + 1 } ?? rows.count)
        let stage = Stage.shared
        stage.ignoresChanges = true
        let cell = dataSource.tableView(self, cellForRowAt: path)
        let asked = delegate?.tableView(self, heightForRowAt: path) ?? UITableView.automaticDimension
        stage.ignoresChanges = false
        var height: Double? = asked >= 0 ? Double(asked) : nil
        if height == nil, rowHeight >= 0 { height = Double(rowHeight) }
        nextToken += 1
        declared[path.section].insert(
          DeclaredRow(token: nextToken, row: cell.modelRow(height: height), insertedAt: revision), at: at)
        self.declared = declared
        tokens.append(nextToken)
      }
      return .table(self, insert: tokens, delete: [], animation: animation.model)
    }
  }

  /// Deletes rows; `indexPaths` are the rows' places before the update.
  public func deleteRows(
    at indexPaths: [IndexPath], with animation: RowAnimation, file: String = #fileID, line: Int = #line
  ) {
    update(file, line) { [self] revision in
      var tokens: [Int] = []
      guard var declared else { return nil }
      for path in indexPaths where declared.indices.contains(path.section) {
        let rows = declared[path.section]
        // Before the update: the rows present at the previous revision.
        let before = rows.indices.filter { rows[$0].isPresent(at: revision - 1) }
        guard before.indices.contains(path.row) else { continue }
        declared[path.section][before[path.row]].deletedAt = revision
        tokens.append(rows[before[path.row]].token)
      }
      self.declared = declared
      return .table(self, insert: [], delete: tokens, animation: animation.model)
    }
  }

  /// Runs `updates` as one animated update: its insertions and deletions move together.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil, file: String = #fileID, line: Int = #line
  ) {
    let stage = Stage.shared
    guard stage.isRunning, batchDepth == 0 else {
      updates?()
      return
    }
    guard !stage.isCapturing else {
      beginBatch()
      updates?()
      batchDepth -= 1
      return
    }
    let step = RecordedStep(
      start: stage.now, duration: UITableView.updateAnimationDuration, timing: .easeInOut,
      location: SourceLocation(file: file, line: line))
    _ = stage.capture(step) { [self] in
      beginBatch()
      updates?()
      batchDepth -= 1
    }
    stage.scheduleCompletion(of: step, completion)
  }

  public func beginUpdates() {
    openUpdates.append(())
  }

  public func endUpdates() {
    guard !openUpdates.isEmpty else { return }
    let calls = pendingUpdateCalls
    pendingUpdateCalls = []
    openUpdates.removeLast()
    guard openUpdates.isEmpty else {
      pendingUpdateCalls = calls
      return
    }
    performBatchUpdates { for call in calls { call() } }
  }

  /// One update: inside a batch it joins it, else it is a batch of its own.
  private func update(_ file: String, _ line: Int, _ body: @escaping (Int) -> RecordedChange?) {
    let stage = Stage.shared
    guard stage.isRunning else {
      // Before the recording the rows are read when it starts.
      stage.revision += 1
      return
    }
    if !openUpdates.isEmpty {
      pendingUpdateCalls.append { [weak self] in self?.update(file, line, body) }
      return
    }
    guard batchDepth > 0 else {
      performBatchUpdates({ self.update(file, line, body) }, file: file, line: line)
      return
    }
    loadIfNeeded()
    if let change = body(props.tableRevision) { stage.extras.append(change) }
    stage.revision += 1
  }

  private func beginBatch() {
    loadIfNeeded()
    batchDepth += 1
    props.tableRevision += 1
  }
}
