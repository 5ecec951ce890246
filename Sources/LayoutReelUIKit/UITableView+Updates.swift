import Foundation
import SceneModel

/// Row and section updates during the recording: `insertRows`, `deleteRows`, `reloadRows`,
/// `moveRow`, `reloadSections`, `insertSections`, `deleteSections` and `moveSection`, made alone or together in `performBatchUpdates` (or
/// `beginUpdates`/`endUpdates`), are collected as UIKit collects them and become the model's table
/// changes at the batch's end, the rows around them moving with the update's animation (facts
/// SW14, T16). Inside a `UIView.animate` block they join the block's animation.
extension UITableView {
  /// UITableView.RowAnimation (facts T14): the model draws every case.
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle, automatic

    var model: SceneModel.RowAnimation {
      switch self {
      case .fade: .fade
      case .right: .right
      case .left: .left
      case .top: .top
      case .bottom: .bottom
      case .none: .none
      case .middle: .middle
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
    update(file, line) { $0.inserts += indexPaths.map { ($0, animation) } }
  }

  /// Deletes rows; `indexPaths` are the rows' places before the update.
  public func deleteRows(
    at indexPaths: [IndexPath], with animation: RowAnimation, file: String = #fileID, line: Int = #line
  ) {
    update(file, line) { $0.deletes += indexPaths.map { ($0, animation) } }
  }

  /// Reloads rows (their places before the update): the data source gives each a new cell, which
  /// comes in as the old one goes out, both with `animation` (facts T16).
  public func reloadRows(
    at indexPaths: [IndexPath], with animation: RowAnimation, file: String = #fileID, line: Int = #line
  ) {
    update(file, line) { $0.reloads += indexPaths.map { ($0, animation) } }
  }

  /// Moves a row: its cell (not asked again) slides straight to `newIndexPath` while the rows
  /// between make room (facts T15).
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath, file: String = #fileID, line: Int = #line) {
    update(file, line) { $0.moves.append((indexPath, newIndexPath)) }
  }

  /// Reloads sections: every row of each goes out and the data source's rows for it come in, with
  /// `animation` (facts T16).
  public func reloadSections(
    _ sections: IndexSet, with animation: RowAnimation, file: String = #fileID, line: Int = #line
  ) {
    update(file, line) { $0.reloadedSections += sections.map { ($0, animation) } }
  }

  /// Inserts sections (their places after the update): their titles and rows, from the data
  /// source, come in with `animation` as rows do, the sections below moving (facts T18).
  public func insertSections(
    _ sections: IndexSet, with animation: RowAnimation, file: String = #fileID, line: Int = #line
  ) {
    update(file, line) { $0.insertedSections += sections.map { ($0, animation) } }
  }

  /// Deletes sections (their places before the update), which go out with `animation` (facts T18).
  public func deleteSections(
    _ sections: IndexSet, with animation: RowAnimation, file: String = #fileID, line: Int = #line
  ) {
    update(file, line) { $0.deletedSections += sections.map { ($0, animation) } }
  }

  /// Moves a section: its title, rows (not asked again) and footer slide straight to the new
  /// place, over the sections between, which make room (facts T18).
  public func moveSection(_ section: Int, toSection newSection: Int, file: String = #fileID, line: Int = #line) {
    update(file, line) { $0.movedSections.append((section, newSection)) }
  }

  /// Runs `updates` as one animated update: its insertions, deletions, reloads and moves move
  /// together, resolved in UIKit's order when the block ends.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil, file: String = #fileID, line: Int = #line
  ) {
    let stage = Stage.shared
    guard stage.isRunning, batchDepth == 0 else {
      updates?()
      return
    }
    let location = SourceLocation(file: file, line: line)
    guard !stage.isCapturing else {
      runBatch(updates, at: location)
      return
    }
    let step = RecordedStep(
      start: stage.now, duration: UITableView.updateAnimationDuration, timing: .easeInOut, location: location)
    _ = stage.capture(step) { [self] in runBatch(updates, at: location) }
    stage.scheduleCompletion(of: step, completion)
  }

  public func beginUpdates() {
    openUpdates.append(())
  }

  public func endUpdates(file: String = #fileID, line: Int = #line) {
    guard !openUpdates.isEmpty else { return }
    let calls = pendingUpdateCalls
    pendingUpdateCalls = []
    openUpdates.removeLast()
    guard openUpdates.isEmpty else {
      pendingUpdateCalls = calls
      return
    }
    performBatchUpdates({ for call in calls { call() } }, file: file, line: line)
  }

  /// One update: inside a batch it joins it, else it is a batch of its own.
  private func update(_ file: String, _ line: Int, _ edit: @escaping (inout TableBatch) -> Void) {
    let stage = Stage.shared
    guard stage.isRunning else {
      // Before the recording the rows are read when it starts.
      stage.revision += 1
      return
    }
    if !openUpdates.isEmpty {
      pendingUpdateCalls.append { [weak self] in self?.update(file, line, edit) }
      return
    }
    guard batchDepth > 0, var current = batch else {
      performBatchUpdates({ self.update(file, line, edit) }, file: file, line: line)
      return
    }
    edit(&current)
    batch = current
    stage.revision += 1
  }

  /// The batch's block, then its updates resolved into the step being captured.
  private func runBatch(_ updates: (() -> Void)?, at location: SourceLocation) {
    loadIfNeeded()
    batchDepth += 1
    props.tableRevision += 1
    batch = TableBatch(location: location)
    updates?()
    batchDepth -= 1
    guard let done = batch else { return }
    batch = nil
    Stage.shared.extras += commit(done)
  }
}
