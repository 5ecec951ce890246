import Foundation

extension UIView {
  /// The view was just added to `parent`'s subviews (before `next`, or last).
  ///
  /// Before the recording starts the model's tree follows. While it runs the model's tree is fixed:
  /// a view made during the recording is in the scene from its start, hidden, and shows where it
  /// was added, at once, as a new subview appears in UIKit (facts SW15); a view removed during
  /// the recording and added back to the same superview shows again (facts SW16). A view that was
  /// in the tree before and is moved to another superview is reported.
  func addedToTree(_ parent: UIView, before next: UIView?) {
    let stage = Stage.shared
    if let old = removedFrom {
      removedFrom = nil
      guard old === parent else {
        addedWhileRunning = true
        return
      }
      let live = parent.subviews.filter { v in parent.modelSubviews.contains { $0 === v } }
      let model = parent.modelSubviews.filter { v in live.contains { $0 === v } }
      if !zip(live, model).allSatisfy({ $0 === $1 }) {
        stage.report(
          "a view removed and added back while recording is drawn in its first place among its siblings")
      }
      stage.setRemoved(self, false, from: parent)
      return
    }
    if let next, let i = parent.modelSubviews.firstIndex(where: { $0 === next }) {
      parent.modelSubviews.insert(self, at: i)
    } else {
      parent.modelSubviews.append(self)
    }
    guard stage.isRunning else { return }
    guard createdWhileRunning else {
      addedWhileRunning = true
      return
    }
    stage.viewWillChange(self)
    baseline?.isRemoved = true
    pendingOld?.isRemoved = true
  }

  /// Whether a constraint's item (a view or a layout guide) is in this view's subtree.
  func holds(_ item: AnyObject?) -> Bool {
    ((item as? UIView) ?? (item as? UILayoutGuide)?.owningView)?.isDescendant(of: self) ?? false
  }

  /// Deactivates the active constraints that relate a view of this subtree to a view outside it:
  /// those held by the superview or above. Constraints held inside the subtree (a width, a
  /// subview pinned to this view) stay (facts SW16).
  func deactivateConstraintsToTheOutside() {
    for c in Stage.shared.constraints where c.isActive && c.secondItem != nil {
      if holds(c.firstItem) != holds(c.secondItem) { c.isActive = false }
    }
  }
}

extension Stage {
  /// A view taken out of the tree, or put back, while recording: it hides or shows at once, in a
  /// step of its own, even inside an animation block (UIKit does not animate the tree; facts
  /// SW16). The constraints the removal deactivated join the block's layout as any others do.
  func setRemoved(_ view: UIView, _ removed: Bool, from parent: UIView) {
    let old = view.props
    view.props.isRemoved = removed
    view.pendingOld?.isRemoved = removed
    guard parent is UIStackView else {
      return steps.append(.snap(at: now, [.view(view, old: old, new: view.props)]))
    }
    // An arranged view: the constraints its subtree keeps in UIKit (still active there) leave the
    // model's layout with it and come back with it, or the hidden view's own size would fight the
    // stack's collapse. The stack closes up at once.
    let kept = constraints.filter { c in
      c.isActive && view.holds(c.firstItem) && (c.secondItem == nil || view.holds(c.secondItem))
    }
    let toggled = kept.map { c -> RecordedChange in
      var (before, after) = (c.props, c.props)
      (before.isActive, after.isActive) = (removed, !removed)
      return .constraint(c, old: before, new: after)
    }
    steps.append(.snap(at: now, toggled + [.view(view, old: old, new: view.props)]))
  }
}
